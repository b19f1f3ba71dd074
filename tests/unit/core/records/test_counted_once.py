"""A game is counted once (issue 45): every game has one id from its first move, the same on
every computer at its table, and Records keeps a second copy of it by no path. Saves from
before ids load, and get the id they would have carried."""

import json

import pytest

from bugbox.core import records
from bugbox.core.errors import LoadError
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.saves import SaveFile, game_id_for, load_save, parse_save, save_session, session_from_save
from bugbox.core.session import Session

CREATED = "2026-12-07T18:00:00+00:00"


def finished(seed: int = 5) -> Session:
    setup = Setup(seats=(Seat(name="Ann", colour="red"), Seat(name="Ben", colour="blue")))
    session = Session("verflixxt", setup, seed)
    ai = ai_for("verflixxt")
    while not session.is_over():
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    return session


@pytest.fixture(scope="module")
def game():
    return finished()


def server_save(session: Session) -> dict:
    """The save a table server sends at a game's end (server/tables.py `Table.save`): no id."""
    return SaveFile(
        game=session.game_id,
        setup=session.setup,
        seed=session.seed,
        actions=session.action_dicts(),
        created=CREATED,
    ).model_dump(mode="json")


def kept_files(folder=None) -> list[str]:
    return records.entry_names(folder or records.records_dir())


def test_a_finished_game_kept_again_is_not_kept_twice(game):
    first = records.keep(game, created=CREATED, duration=453.0)
    again = records.keep(game, created=CREATED, duration=1189.0)  # the table rejoined after its end
    assert again == first and kept_files() == [first.name]
    loaded = records.load()
    assert len(loaded.summaries) == 1 and loaded.summaries[0]["duration"] == 453.0


def test_a_network_game_has_the_same_id_on_every_computer_and_each_keeps_it_once(game, tmp_path):
    ann, ben = tmp_path / "ann", tmp_path / "ben"
    ann.mkdir(), ben.mkdir()
    for folder in (ann, ben, ann):  # Ann's bugbox is offered the finished table once more
        save, session = session_from_save(server_save(game))
        records.keep(session, created=save.created, game=save.key, folder=folder)
    assert len(kept_files(ann)) == len(kept_files(ben)) == 1
    ids = {json.loads((f / kept_files(f)[0]).read_text())["save"]["id"] for f in (ann, ben)}
    assert len(ids) == 1


def test_the_id_is_the_games_from_its_first_move_to_its_end(game, tmp_path):
    """The autosave after the first move, the one after the last and the kept game name one id."""
    start = Session(game.game_id, game.setup, game.seed)
    start.play(game.actions[0])
    early = save_session(start, tmp_path / "early.json", CREATED)
    late = save_session(game, tmp_path / "late.json", CREATED)
    kept = records.keep(game, created=CREATED)
    entry, _session = records.read_entry(kept)
    assert early.id == late.id == entry["save"]["id"] and early.id is not None
    assert early.id in kept.name


def test_a_finished_game_continued_from_the_autosave_a_kill_left_is_not_counted_again(game, tmp_path):
    """Kept the moment it ended, killed during the last animation: the autosave stays, and
    continuing it keeps the game (the record might have failed) — once."""
    save_session(game, tmp_path / "auto.json", CREATED)
    records.keep(game, created=CREATED)
    save, session = load_save(tmp_path / "auto.json")
    records.keep(session, created=save.created, game=save.key)
    assert len(kept_files()) == 1


def test_a_game_kept_before_ids_is_known_as_the_same_game(game):
    """Records from before ids (the file names end in six random digits, the save has no id)
    may hold the game that is now kept again: it is opened and recognised."""
    data = records.entry_data(game, created=CREATED)
    del data["save"]["id"]
    name = "20261207-181500-000000-verflixxt-a1b2c3.json"
    (records.records_dir() / name).write_text(json.dumps(data))
    save, session = session_from_save(server_save(game))
    assert records.keep(session, created=save.created, game=save.key).name == name
    assert kept_files() == [name]


def test_different_games_are_each_kept(game):
    other = finished(seed=6)
    records.keep(game, created=CREATED)
    records.keep(other, created=CREATED)
    records.keep(game, created="2026-12-07T19:00:00+00:00")  # a new game of the same deal
    assert len(kept_files()) == 3


def test_a_save_from_before_ids_loads_and_gets_the_id_it_would_have_carried(game, tmp_path):
    raw = server_save(game)
    assert "id" not in raw  # a save without an id is written as before (an older bugbox opens it)
    (tmp_path / "old.json").write_text(json.dumps(raw))
    save, session = load_save(tmp_path / "old.json")
    assert save.id is None and session.state == game.state
    assert save.key == game_id_for(game.game_id, game.setup, game.seed, CREATED)
    assert save.key == save_session(game, tmp_path / "new.json", CREATED).id


def test_an_id_that_is_no_id_makes_the_save_damaged(game):
    raw = server_save(game) | {"id": "../../etc/passwd"}
    with pytest.raises(LoadError, match="damaged"):
        parse_save(raw)


def write_old_copy(game, name: str) -> None:
    """A kept game as bugbox kept it before ids: no id in its save, six random digits in its name."""
    data = records.entry_data(game, created=CREATED)
    del data["save"]["id"]
    (records.records_dir() / name).write_text(json.dumps(data))


def test_a_game_kept_twice_before_this_fix_is_counted_once(game):
    """The Records that showed 2 games and a streak of 2 for one game: both files stay, the
    game counts once, in the figures and in the list of games (the oldest file)."""
    first, second = "20261207-184100-000000-verflixxt-a1b2c3.json", "20261207-185400-000000-verflixxt-d4e5f6.json"
    write_old_copy(game, first)
    write_old_copy(game, second)
    for _ in range(2):  # replayed into the cache, then read from it
        loaded = records.load()
        while loaded.pending:
            records.replay_pending(loaded, 5.0)
        assert [s["file"] for s in loaded.summaries] == [first]
        assert [s["file"] for s in loaded.copies] == [second]
        figures = records.figures(loaded.summaries, "verflixxt", records.Names())
        assert figures.games == 1 and max(row.longest_streak for row in figures.rows) == 1
    assert kept_files() == [first, second]
