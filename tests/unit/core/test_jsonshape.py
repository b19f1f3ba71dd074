"""Issue 28 item 3: JSON from the player's disk is refused when it is nested deeper than any
file of bugbox's, or holds text that is no text, before any model sees it. A 3 kB kept game
nested 256-980 levels deep broke the Records page and File > Open ("Maximum serialization
depth exceeded"); a save the same way validated and could never be written again."""

import json

import pytest

from bugbox.core import jsonshape
from bugbox.core.errors import LoadError, NewerFile
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import load_save, read_save
from bugbox.core.session import Session
from bugbox.core.settings import load_settings

SETUP = Setup(seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue")), start_player=0)


def nested(depth: int) -> str:
    return "[" * depth + "0" + "]" * depth


def save_dict(**changes) -> dict:
    session = Session("verasselt", SETUP, 1)
    data = {
        "version": 1,
        "game": "verasselt",
        "app_version": "0.1.0",
        "setup": SETUP.model_dump(mode="json"),
        "seed": 1,
        "actions": session.action_dicts(),
    }
    data.update(changes)
    return data


def test_every_file_bugbox_writes_is_far_within_the_depth():
    from bugbox.core import records
    from bugbox.core.registry import ai_for
    from bugbox.games.schaben.tasks import shipped_tasks

    task = next(t for t in shipped_tasks() if t.solution)
    session = Session("schaben", Setup(seats=(Seat(name="P", colour="green"),), options={"task": task.to_json()}), 0)
    for step in task.solution:
        session.play(step)
    entry = records.entry_data(session)
    assert not jsonshape.too_deep(entry, 8)  # a kept Schaben game is the deepest bugbox writes
    verasselt = Session("verasselt", SETUP, 2)
    verasselt.play(ai_for("verasselt").choose_action(verasselt.state, SETUP.seats[0].level, 0))
    assert not jsonshape.too_deep(records.entry_data(verasselt), 8)


@pytest.mark.parametrize("depth", [33, 256, 980, 5000])
def test_deeper_than_the_limit_is_refused(depth):
    with pytest.raises(jsonshape.TooDeep):
        jsonshape.loads(nested(depth))
    assert jsonshape.loads(nested(jsonshape.MAX_DEPTH)) is not None


def test_half_a_utf16_pair_is_no_text_and_a_whole_pair_is():
    with pytest.raises(jsonshape.NotText):
        jsonshape.loads(b'{"name": "\\udce4"}')
    with pytest.raises(jsonshape.NotText):
        jsonshape.loads(b'{"\\ud800": 1}')
    assert jsonshape.loads(b'{"name": "\\ud83d\\ude00 \\u00e4"}') == {"name": "\U0001f600 ä"}


@pytest.mark.parametrize("depth", [256, 300])
def test_a_save_nested_hundreds_of_levels_is_damaged_before_it_is_validated(tmp_path, depth):
    """It validated (a rule option may be anything) and then could not be written again."""
    path = tmp_path / "deep.json"
    path.write_text(json.dumps(save_dict()).replace('"options": {}', '"options": {"x": ' + nested(depth) + "}"))
    with pytest.raises(LoadError, match="damaged"):
        read_save(path)


def test_a_save_with_a_field_of_a_newer_bugbox_is_called_newer_not_damaged(tmp_path):
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(save_dict(app_version="0.3.0", undo_marks=[1])))
    with pytest.raises(NewerFile, match=r"newer bugbox \(0\.3\.0\)"):
        read_save(path)
    path.write_text(json.dumps(save_dict(undo_marks=[1])))  # the same from this version: damage
    with pytest.raises(LoadError, match="damaged"):
        read_save(path)


def test_a_save_with_a_move_of_a_newer_bugbox_is_called_newer(tmp_path):
    data = save_dict(app_version="1.0.0")
    data["actions"] = [{"kind": "shout"}]
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(data))
    with pytest.raises(NewerFile):
        load_save(path)


def test_a_settings_file_nested_too_deep_is_damaged_and_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"last_setups": {"verasselt": {"options": {"x": ' + nested(100) + "}}}}")
    settings, notice = load_settings(path)
    assert notice is not None and "damaged" in notice.english() and settings.last_setups == {}
    assert [p for p in tmp_path.iterdir() if ".broken-" in p.name]
