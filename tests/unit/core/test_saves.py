"""Save files: setup + seed + actions, replayed on load; every bad file refused in one sentence."""

import json

import pytest

from bugbox.app import main as bugbox_main
from bugbox.core.errors import LoadError
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.saves import load_save, save_session
from bugbox.core.session import Session

SETUP = Setup(
    seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue", computer=True, level=Level.EASY)),
    start_player=0,
)


def played_session(moves: int = 12) -> Session:
    """A Voll verasselt game a few decisions in, always taking the first legal action."""
    session = Session("verasselt", SETUP, seed=42)
    for _ in range(moves):
        session.play(session.rules.legal_actions(session.state)[0])
    return session


def test_a_saved_game_replays_to_the_same_state(tmp_path):
    session = played_session()
    path = tmp_path / "game.json"
    save_session(session, path)
    save, loaded = load_save(path)
    assert loaded.state == session.state and save.game == "verasselt" and len(save.actions) == 12


def test_a_save_whose_moves_no_longer_replay_names_the_move_and_is_left_untouched(tmp_path):
    path = tmp_path / "game.json"
    save_session(played_session(), path)
    data = json.loads(path.read_text())
    data["actions"][5] = {"kind": "roll", "dice": [0]}  # fewer than four dice: illegal
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(LoadError) as refused:
        load_save(path)
    assert "move 6" in str(refused.value)
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    "content, words",
    [
        (b"", "not valid JSON"),
        (b"[1, 2, 3]", "not a bugbox save"),
        (b'{"version": 1, "game": "verasselt", "seed": "many"}', "damaged"),
        (b'{"version": 7, "game": "verasselt"}', "newer bugbox"),
        (b'{"version": 0, "game": "verasselt"}', "unknown version"),
        (b'{"version": 1, "game": "ludo", "seed": 1}', "ludo"),
    ],
)
def test_bad_saves_are_refused_in_one_sentence(tmp_path, content, words):
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(LoadError) as refused:
        load_save(path)
    assert words in str(refused.value) and str(refused.value).count(".") <= 2
    assert path.read_bytes() == content


def test_a_save_with_fields_from_elsewhere_is_refused(tmp_path):
    path = tmp_path / "game.json"
    save_session(played_session(3), path)
    data = json.loads(path.read_text())
    data["cheat"] = True
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError, match="damaged"):
        load_save(path)


def test_smoke_with_a_file_loads_and_replays_without_a_window(tmp_path, capsys):
    good = tmp_path / "good.json"
    save_session(played_session(), good)
    assert bugbox_main(["--smoke", str(good)]) == 0
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert bugbox_main(["--smoke", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not valid JSON" in err[0]


def test_the_schaben_command_line_is_reached_through_the_bugbox_entry_point(tmp_path, capsys):
    from bugbox.paths import resource

    assert bugbox_main(["schaben", "check", str(resource("schaben", "tasks.json"))]) == 0
    assert "all valid" in capsys.readouterr().out
