"""Finished games kept for the Records page: written whole, pruned, read within limits, and
counted the way the rules tell the games."""

import json
import os

import pytest

from bugbox.core import records
from bugbox.core.errors import LoadError
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.session import Session


def finished(game_id: str, names=("Ada", "Bob"), seed: int = 3, options=None) -> Session:
    """A whole game, every seat played by the easy computer."""
    setup = Setup(
        seats=tuple(Seat(name=name, colour=colour) for name, colour in zip(names, ("red", "blue"), strict=False)),
        options=options or {},
    )
    session = Session(game_id, setup, seed)
    ai = ai_for(game_id)
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


@pytest.fixture(scope="module")
def verasselt_game():
    return finished("verasselt")


def test_a_kept_game_replays_to_the_same_end_and_is_counted(verasselt_game):
    path = records.keep(verasselt_game, duration=95.0)
    entry, session = records.read_entry(path)
    assert session.state == verasselt_game.state and entry["duration"] == 95.0
    loaded = records.load()
    assert loaded.pending == [] and len(loaded.summaries) == 1  # summarised when kept
    figures = records.figures(loaded.summaries, "verasselt", records.Names())
    winners = set(verasselt_game.rules.winners(verasselt_game.state))
    assert {row.label: row.won for row in figures.rows} == {
        name: int(seat in winners) for seat, name in enumerate(("Ada", "Bob"))
    }


def test_a_lost_cache_is_rebuilt_by_replaying_the_kept_games(verasselt_game):
    records.keep(verasselt_game)
    before = records.load().summaries
    records.cache_path().unlink()
    loaded = records.load()
    assert loaded.summaries == [] and len(loaded.pending) == 1
    records.replay_pending(loaded, 5.0)
    assert loaded.done and [s["seats"] for s in loaded.summaries] == [s["seats"] for s in before]
    assert records.load().pending == []  # and cached again


def test_the_oldest_games_go_first_beyond_the_limit(verasselt_game):
    kept = [records.keep(verasselt_game, limit=records.MIN_LIMIT) for _ in range(records.MIN_LIMIT + 3)]
    assert kept_names() == sorted(p.name for p in kept[3:])


def kept_names() -> list[str]:
    return sorted(p.name for p in records.records_dir().glob("*.json") if p.name != "names.json")


def by_hand(change) -> None:
    """A change made in the records folder by hand, a moment after bugbox last wrote there (the
    folder's clock is moved on by a second, as that moment would)."""
    folder = records.records_dir()
    before = folder.stat()
    change(folder)
    os.utime(folder, ns=(before.st_atime_ns, max(folder.stat().st_mtime_ns, before.st_mtime_ns + 10**9)))


def test_the_limit_is_kept_exactly_and_games_added_or_removed_by_hand_count(verasselt_game):
    limit = records.MIN_LIMIT
    expected: list[str] = []

    def keep_one() -> None:
        """Keep a game; the folder must then hold the newest `limit` games, no more, no fewer."""
        expected[:] = sorted([*expected, records.keep(verasselt_game, limit=limit).name])[-limit:]
        assert kept_names() == expected

    for _ in range(limit + 1):  # up to the limit nothing goes, one beyond it the oldest
        keep_one()
    removed = expected[2:5]
    by_hand(lambda folder: [(folder / name).unlink() for name in removed])
    expected[:] = [name for name in expected if name not in removed]
    keep_one()  # room made by hand is used: 8 kept, nothing pruned
    assert len(expected) == limit - 2
    old = "20000101-000000-000000-verasselt-0a0b0c.json"
    by_hand(lambda folder: (folder / old).write_bytes((folder / expected[0]).read_bytes()))
    expected[:] = [old, *expected]
    keep_one()  # the game copied in counts: 10 now
    keep_one()  # and, as the oldest, is the one pruned
    assert old not in expected


def test_a_broken_kept_game_is_moved_aside_and_the_rest_still_count(verasselt_game):
    good = records.keep(verasselt_game)
    broken = records.records_dir() / "20200101-000000-000000-verasselt-abcdef.json"
    broken.write_text('{"kind": "bugbox-finished-game", "version": 1, "save": {"actions": [')
    loaded = records.load()
    records.replay_pending(loaded, 5.0)
    assert [s["file"] for s in loaded.summaries] == [good.name]
    assert len(loaded.broken) == 1 and loaded.broken[0].startswith(broken.name + ".broken-")
    assert not broken.exists() and (records.records_dir() / loaded.broken[0]).exists()


def test_special_files_and_huge_files_are_refused(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(LoadError, match="not an ordinary file"):
        records.read_entry(fifo)
    huge = tmp_path / "huge.json"
    with open(huge, "wb") as handle:
        handle.truncate(records.MAX_ENTRY_BYTES + 1)
    with pytest.raises(LoadError, match="far too large"):
        records.read_entry(huge)


def test_a_name_with_control_characters_is_shown_escaped(verasselt_game):
    sneaky = finished("verasselt", names=("Ada\x1b[2J", "Bob"))
    records.keep(sneaky)
    figures = records.figures(records.load().summaries, "verasselt", records.Names())
    assert "Ada\\x1b[2J" in [row.label for row in figures.rows]


def test_a_file_that_is_no_finished_game_says_so(tmp_path):
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"kind": "something else"}))
    with pytest.raises(LoadError, match="not a finished bugbox game"):
        records.read_entry(path)
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"kind": records.ENTRY_KIND, "version": 99}))
    with pytest.raises(LoadError, match="newer bugbox"):
        records.read_entry(newer)


def test_verflixxt_counts_the_wurminator_bites_and_the_luck_tiles_each_player_had():
    from bugbox.games.verflixxt import rules
    from bugbox.games.verflixxt.events import PenaltyTileGiven

    game = finished("verflixxt", seed=9, options={"wurminator": True})
    records.keep(game)
    figures = records.figures(records.load().summaries, "verflixxt", records.Names())
    rows = {row.label: row for row in figures.rows}
    for seat, name in enumerate(("Ada", "Bob")):
        bites = sum(isinstance(e, PenaltyTileGiven) and e.player == seat for events in game.events for e in events)
        assert rows[name].extra["bites"] >= bites
        assert rows[name].extra["luck_converted"] == len(rules.scores(game.state)[seat].converted_tiles)
        assert rows[name].scores == [rules.scores(game.state)[seat].total]


def test_streaks_and_fastest_win_follow_the_order_the_games_ended():
    def summary(file, won, duration):
        return {
            "file": file,
            "game": "verasselt",
            "duration": duration,
            "seats": [
                {
                    "name": "Ada",
                    "computer": False,
                    "level": "normal",
                    "place": 1 if won else 2,
                    "score": 10,
                    "stats": {},
                }
            ],
        }

    played = [summary("1", True, 300), summary("2", True, 200), summary("3", False, 50), summary("4", True, 400)]
    (row,) = records.figures(played, "verasselt", records.Names()).rows
    assert (row.played, row.won, row.longest_streak, row.fastest_win) == (4, 3, 2, 200)


def test_renaming_and_merging_names():
    names = records.rename(records.Names(), "Benny", "ben")
    assert records.fold(names.canonical("BENNY")) == "ben" and names.canonical("Ben") == "ben"
    names = records.rename(names, "ben", "Benjamin")
    assert names.canonical("benny") == "Benjamin" and names.canonical("BEN") == "Benjamin"
    records.save_names(names)
    assert records.load_names().canonical("Benny") == "Benjamin"
