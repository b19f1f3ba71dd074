"""Issue 19, item 3: a save under the size cap can no longer cost seconds and gigabytes.

4 million zeros as "actions" (8 MB, under the size cap) took 1.6 GB and seconds to refuse:
`json.loads` built the list and pydantic then listed an error for every zero. A valid Voll
verasselt game can also be played for ever; one of 254,188 actions loaded in 12 s at 870 MB.
Now a game holds at most `MAX_ACTIONS` actions (real games: under 1,500), the game refuses
the move past it, and a save with more is refused before anything is built.
"""

import json
import tracemalloc

import pytest

from bugbox.core import saves
from bugbox.core import session as session_module
from bugbox.core.errors import IllegalAction, LoadError
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import MAX_SAVE_BYTES, load_save, read_save, save_session
from bugbox.core.session import MAX_ACTIONS, Session

SETUP = Setup(seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue")), start_player=0)


def save_text(actions_json: str) -> str:
    head = json.dumps({"version": 1, "game": "verasselt", "setup": SETUP.model_dump(mode="json"), "seed": 1})
    return head[:-1] + ', "actions": ' + actions_json + "}"


def test_four_million_zeros_as_actions_are_refused_without_building_them(tmp_path):
    path = tmp_path / "zeros.json"
    path.write_text(save_text("[" + ",".join(["0"] * 4_000_000) + "]"))
    assert path.stat().st_size < MAX_SAVE_BYTES  # the size cap alone does not stop it
    tracemalloc.start()
    try:
        with pytest.raises(LoadError) as refused:
            read_save(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert "far more moves than any game" in str(refused.value)
    assert peak < 3 * path.stat().st_size  # the bytes and little else (it was 1.6 GB)


def test_a_save_with_one_action_more_than_the_cap_is_refused_before_it_is_replayed(tmp_path):
    path = tmp_path / "long.json"
    roll = json.dumps({"kind": "roll", "dice": [0, 1, 2, 3]})
    path.write_text(save_text("[" + ",".join([roll] * (MAX_ACTIONS + 1)) + "]"))
    with pytest.raises(LoadError) as refused:
        read_save(path)
    assert "far more moves than any game" in str(refused.value)


def test_actions_that_are_not_objects_are_refused_in_one_sentence_not_one_per_item(tmp_path):
    path = tmp_path / "numbers.json"
    path.write_text(save_text(json.dumps(list(range(5000)))))
    with pytest.raises(LoadError) as refused:
        read_save(path)
    assert "damaged" in str(refused.value)


def test_a_game_refuses_the_move_past_the_cap_so_every_save_it_writes_opens_again(tmp_path, monkeypatch):
    monkeypatch.setattr(session_module, "MAX_ACTIONS", 6)
    monkeypatch.setattr(saves, "MAX_ACTIONS", 6)
    game = Session("verasselt", SETUP, seed=3)
    while len(game.actions) < 6:
        game.play(game.rules.legal_actions(game.state)[0])
    state = game.state
    with pytest.raises(IllegalAction) as refused:
        game.play(game.rules.legal_actions(game.state)[0])
    assert "the most a save can hold" in str(refused.value) and game.state == state
    save_session(game, tmp_path / "full.json")
    assert load_save(tmp_path / "full.json")[1].state == state


def test_the_cap_is_far_above_any_real_game():
    assert MAX_ACTIONS >= 10 * 1500  # the longest of 200 seeded random Voll verasselt games: 1,380
