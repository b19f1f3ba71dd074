"""Kept games a friend hands over or a newer bugbox wrote (issue 28 items 3, 8 and 9): nested
too deep, named in another encoding, holding text that is no text, from a newer version, or
far more of them than the limit. Each is said, none crashes, none is lost."""

import json
import os

import pytest

from bugbox.core import records
from bugbox.core.errors import LoadError, NewerFile
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.session import Session


def finished(seed: int = 3) -> Session:
    setup = Setup(seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue")))
    session = Session("verasselt", setup, seed)
    ai = ai_for("verasselt")
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


@pytest.fixture(scope="module")
def game():
    return finished()


NESTED = "NESTED-HERE"


def nested(depth: int) -> str:
    """`depth` lists one in the other, as JSON text (Python's writer stops short of 980)."""
    return "[" * depth + "0" + "]" * depth


def kept_copy(game, name, change=None, depth: int = 0) -> str:
    """A kept game written by hand into the records folder (as a friend's file would come);
    a value `NESTED` is written as lists nested `depth` deep."""
    data = records.entry_data(game)
    if change is not None:
        change(data)
    text = json.dumps(data).replace(json.dumps(NESTED), nested(depth))
    folder = os.fsencode(records.records_dir())
    raw = name.encode("utf-8", "surrogateescape") if isinstance(name, str) else name
    with open(os.path.join(folder, raw), "w", encoding="utf-8") as handle:
        handle.write(text)
    return name


def read_all() -> records.Loaded:
    loaded = records.load()
    while loaded.pending:
        records.replay_pending(loaded, 5.0)
    return loaded


@pytest.mark.parametrize("depth", [256, 300, 980])
def test_options_nested_hundreds_of_levels_make_a_kept_game_damaged_not_a_crash(game, depth):
    """Pydantic gave up at 255 levels with "Maximum serialization depth exceeded", each time the
    Records page opened and at File > Open of the file."""
    good = records.keep(game)
    name = kept_copy(
        game,
        "20200101-000000-000000-verasselt-dee9e9.json",
        lambda data: data["save"]["setup"]["options"].update(x=NESTED),
        depth,
    )
    with pytest.raises(LoadError, match="damaged"):
        records.read_entry(records.records_dir() / name)
    loaded = read_all()
    assert [s["file"] for s in loaded.summaries] == [good.name]
    assert len(loaded.broken) == 1 and loaded.broken[0].startswith(name + ".broken-")
    assert (records.records_dir() / loaded.broken[0]).exists()  # kept aside for rescue


def test_a_kept_game_named_in_another_encoding_is_renamed_to_text_and_counted(game):
    """`append_cache` crashed with UnicodeEncodeError on a name holding a Latin-1 byte."""
    raw = b"20200101-000000-000000-verasselt-J\xfcrgen.json"
    kept_copy(game, raw)
    loaded = read_all()
    safe = "20200101-000000-000000-verasselt-J%FCrgen.json"
    assert [s["file"] for s in loaded.summaries] == [safe]
    assert loaded.renamed == [("20200101-000000-000000-verasselt-J\\udcfcrgen.json", safe)]
    assert (records.records_dir() / safe).exists()
    assert records.load().pending == []  # and its summary was cached


def test_text_that_is_no_text_in_a_kept_game_is_damage_not_a_crash(game):
    """JSON may spell half of a UTF-16 pair; a "finished" field so spelt crashed the cache."""
    good = records.keep(game)
    name = kept_copy(game, "20200101-000000-000000-verasselt-5a5a5a.json", lambda data: data.update(finished="\udce4"))
    loaded = read_all()
    assert [s["file"] for s in loaded.summaries] == [good.name]
    assert len(loaded.broken) == 1 and loaded.broken[0].startswith(name + ".broken-")


def test_the_cache_is_written_in_ascii_whatever_a_summary_holds(game):
    records.append_cache([{"file": "x.json", "finished": "\udce4", "seats": [{"name": "エミ"}]}])
    assert records.cache_path().read_bytes().isascii()


def test_a_names_file_holding_no_text_is_moved_aside_and_renaming_still_works():
    path = records.names_path()
    path.write_bytes(b'{"aliases": {"ada": "\\udce4"}, "resets": {}}')
    names = records.load_names()
    assert names.aliases == {}
    assert [p.name for p in path.parent.iterdir() if p.name.startswith("names.json.broken-")]
    records.save_names(records.rename(names, "Ada", "Ada Lovelace"))
    assert records.load_names().canonical("ada") == "Ada Lovelace"


def test_a_kept_game_of_a_newer_entry_version_is_left_in_place_and_said(game):
    """It was moved aside as "could not be read": going back a version hid the games."""
    name = kept_copy(game, "20200101-000000-000000-verasselt-ab0001.json", lambda data: data.update(version=2))
    loaded = read_all()
    assert loaded.newer == [name] and loaded.broken == []
    assert (records.records_dir() / name).exists()
    again = records.load()
    assert again.newer == [name] and again.pending == []  # noted in the cache: not read again


def test_a_kept_game_with_fields_of_a_newer_bugbox_is_newer_not_damaged(game):
    def newer(data):
        data["save"]["app_version"] = "9.0.0"
        data["save"]["undo_marks"] = [3, 7]  # a field this bugbox does not know

    name = kept_copy(game, "20200101-000000-000000-verasselt-ab0002.json", newer)
    with pytest.raises(NewerFile, match="newer bugbox"):
        records.read_entry(records.records_dir() / name)
    loaded = read_all()
    assert loaded.newer == [name] and loaded.broken == []


def test_a_kept_game_with_a_move_a_newer_bugbox_knows_is_newer_not_damaged(game):
    def newer(data):
        data["save"]["app_version"] = "0.2.0"
        data["save"]["actions"].insert(1, {"kind": "shout", "loud": True})

    name = kept_copy(game, "20200101-000000-000000-verasselt-ab0003.json", newer)
    with pytest.raises(NewerFile):
        records.read_entry(records.records_dir() / name)


def test_the_same_unknown_field_from_this_version_is_damage(game):
    def broken(data):
        data["save"]["undo_marks"] = [3, 7]

    name = kept_copy(game, "20200101-000000-000000-verasselt-ab0004.json", broken)
    with pytest.raises(LoadError, match="damaged") as raised:
        records.read_entry(records.records_dir() / name)
    assert not isinstance(raised.value, NewerFile)


def test_a_cache_line_of_another_shape_is_not_used_and_its_game_replayed(game):
    """A summary whose duration or help is a list crashed the tables that count them."""
    path = records.keep(game)
    line = json.loads(records.cache_path().read_text().splitlines()[-1])
    records.cache_path().write_text(json.dumps(dict(line, duration=[1], help={"hints": [2]})) + "\n")
    loaded = records.load()
    assert loaded.pending == [path.name]
    records.replay_pending(loaded, 5.0)
    assert records.figures(loaded.summaries, "verasselt", records.Names()).games == 1


def test_only_the_newest_are_read_and_how_many_were_left_out_is_known(game, monkeypatch):
    from bugbox.core.records import summaries

    monkeypatch.setattr(summaries, "MAX_ENTRIES", 5)
    kept = [records.keep(game, limit=records.MAX_LIMIT) for _ in range(8)]
    loaded = records.load()
    assert loaded.total == 8 and loaded.left_out == 3
    assert [s["file"] for s in loaded.summaries] == [p.name for p in kept[3:]]


def test_keeping_a_game_never_deletes_more_than_a_few_over_the_limit(game):
    """Far over the limit (copied in, or the limit lowered) is the player's decision: keeping
    one game deleted 48,000 on the GUI thread."""
    limit = records.MIN_LIMIT
    for _ in range(limit + records.PRUNE_AT_ONCE + 1):
        records.keep(game, limit=records.MAX_LIMIT)
    before = records.entry_names(records.records_dir(), cap=None)
    records.keep(game, limit=limit)
    after = records.entry_names(records.records_dir(), cap=None)
    assert len(after) == len(before) + 1 and set(before) <= set(after)
    assert records.over_limit(records.records_dir(), limit) == after[: len(after) - limit]
    assert records.prune(records.records_dir(), limit) == len(after) - limit
    assert records.entry_names(records.records_dir(), cap=None) == after[-limit:]
