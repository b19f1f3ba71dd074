"""The summaries cache of the Records page: one ASCII line per kept game, the last line of a
name wins, a torn last line is ignored, and only the lines asked for are parsed."""

from bugbox.core.records.summaries import SUMMARY_VERSION, append_cache, cache_line, cache_path, read_cache


def summary(name: str, player: str = "Ann") -> dict:
    return {
        "file": name,
        "size": 100,
        "v": SUMMARY_VERSION,
        "game": "some-game",
        "finished": "2026-01-01T20:00:00",
        "duration": 60.0,
        "actions": 12,
        "seats": [
            {"name": player, "computer": False, "level": "normal", "colour": "red", "place": 1, "score": 3, "stats": {}}
        ],
        "stats": {},
        "help": {},
    }


def test_a_line_is_ascii_whatever_the_names_hold():
    line = cache_line(summary("20260101-200000-000000-a.json", "花子\ud800"))
    assert line.isascii() and line.endswith("\n") and line.count("\n") == 1


def test_summaries_come_back_by_file_and_the_last_line_of_a_name_wins():
    append_cache([summary("a.json", "Ann"), summary("b.json", "Ben")])
    append_cache([summary("a.json", "Anna")])
    known, lines = read_cache()
    assert sorted(known) == ["a.json", "b.json"] and lines == 3
    assert known["a.json"]["seats"][0]["name"] == "Anna"


def test_a_torn_last_line_is_ignored():
    append_cache([summary("a.json")])
    with cache_path().open("ab") as cache:
        cache.write(cache_line(summary("b.json"))[:40].encode())
    known, _ = read_cache()
    assert sorted(known) == ["a.json"]


def test_only_the_wanted_files_are_read():
    append_cache([summary(f"{n}.json") for n in range(5)])
    known, lines = read_cache({"1.json", "3.json"})
    assert sorted(known) == ["1.json", "3.json"] and lines == 5


def test_no_cache_is_no_summaries():
    assert read_cache() == ({}, 0)
