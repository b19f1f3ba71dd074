"""The rest of issue 19 items 9 and 10: `schaben check` wants a solution, Schaben saves refuse
unknown options and start players as the other games do, and option keys from a save are
escaped in messages."""

import json

import pytest

from bugbox.core.errors import LoadError
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import load_save, save_session
from bugbox.core.session import Session
from bugbox.games.schaben import rules as schaben_rules
from bugbox.games.schaben.tasks import TaskError, parse_task, shipped_tasks

FORGED = "\nTask OK: this save is fine\n\x1b[2J"


def test_schaben_check_wants_a_solution_not_null():
    raw = shipped_tasks()[0].to_json()
    raw["solution"] = None
    with pytest.raises(TaskError, match="solution must be a list"):
        parse_task(raw, strict=True)
    assert parse_task(raw, strict=False).solution is None  # a game's own task may have none


def schaben_setup(**changes) -> Setup:
    values = {"seats": (Seat(name="Ann", colour="green"),), "options": {"task": shipped_tasks()[0].to_json()}}
    values.update(changes)
    return Setup(**values)


@pytest.mark.parametrize(
    "changes",
    [{"options": {"task": shipped_tasks()[0].to_json(), "cheat": True}}, {"start_player": 10**30}, {"start_player": 1}],
)
def test_schaben_setups_refuse_unknown_options_and_absent_start_players(changes):
    setup = schaben_setup(**changes)
    with pytest.raises(LoadError):
        schaben_rules.check_setup(setup)
    schaben_rules.check_setup(schaben_setup())
    schaben_rules.check_setup(schaben_setup(start_player=0))


@pytest.mark.parametrize("game_id", ["verasselt", "schaben"])
def test_option_keys_from_a_save_are_escaped_in_its_message(tmp_path, game_id):
    if game_id == "schaben":
        setup = schaben_setup()
    else:
        setup = Setup(seats=(Seat(name="Ann", colour="red"), Seat(name="Ben", colour="blue")))
    path = tmp_path / "game.json"
    save_session(Session(game_id, setup, 1), path)
    data = json.loads(path.read_text())
    data["setup"]["options"][FORGED] = True
    path.write_text(json.dumps(data))
    with pytest.raises(LoadError) as raised:
        load_save(path)
    text = raised.value.reason.english()
    assert "\n" not in text and "\x1b" not in text and "\\n" in text, text
