"""Voll verasselt's part of the game review (`games/verasselt/review.py`), and reviews of its
finished games at three and five seats (golden saves written by bugbox)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bugbox.app import main as bugbox
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.saves import load_save
from bugbox.games.verasselt import ai, review, rules

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "v1"
FINISHED = ["verasselt-3p-one-card-per-bars-finished.save.json", "verasselt-5p-finished.save.json"]


def start(players: int = 3, seed: int = 4) -> rules.State:
    seats = tuple(Seat(name=f"P{i}", colour=c) for i, c in enumerate(("red", "blue", "green", "yellow", "purple")))
    return rules.new_game(Setup(seats=seats[:players], start_player=0), seed)


@pytest.mark.parametrize("name", FINISHED)
def test_a_finished_game_is_reviewed_as_the_issue_asks(name, capsys):
    save, session = load_save(GOLDEN / name)
    args = ["review", str(GOLDEN / name), "--json", "--max-futures", "2", "--workers", "1"]
    assert bugbox(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "verasselt" and data["seats"] == [seat.name for seat in save.setup.seats]
    assert [p["action_index"] for p in data["positions"]] == list(range(len(save.actions) + 1))
    for position in data["positions"]:
        assert all(0 <= c <= 1 for c in position["win_chances"])
        assert sum(position["win_chances"]) == pytest.approx(1, abs=1e-3)
    winners = rules.winners(session.state)
    seats = len(save.setup.seats)
    assert data["positions"][-1]["win_chances"] == [1 / len(winners) if s in winners else 0 for s in range(seats)]
    for decision in data["decisions"]:
        assert decision["chosen"] == save.actions[decision["action_index"]]
        assert decision["regret"] >= -0.02
        rules.ACTION_ADAPTER.validate_python(decision["best"])


def test_with_future_changes_the_dice_to_come_and_nothing_else():
    state = start()
    other = review.with_future(state, 12345)
    assert other.model_copy(update={"rng_state": state.rng_state}) == state
    rolled = [rules.apply(review.with_future(state, k), rules.ROLL_CHOICES[-1])[0].dice for k in range(20)]
    assert len(set(rolled)) > 1


def test_the_choice_taken_is_first_and_the_hard_levels_is_among_them():
    state = start()
    chosen = rules.ROLL_CHOICES[0]
    found, hard = review.alternatives(state, chosen)
    assert found[0] == chosen
    assert review._same(found[hard], ai.choose_action(state, Level.HARD, state.rng_state), state.dice)
    assert all(found.count(action) == 1 for action in found)


def test_rolls_that_keep_the_same_faces_are_one_choice():
    state = start()  # every die shows double bars: any four dice are the same choice
    found, _ = review.alternatives(state, rules.Roll(dice=(3, 4, 5, 6)))
    rolls_of_four = [a for a in found if isinstance(a, rules.Roll) and len(a.dice) == 4]
    assert rolls_of_four == [rules.Roll(dice=(3, 4, 5, 6))]


def test_stopping_is_compared_whenever_it_is_allowed():
    clean = (rules.apply(review.with_future(start(), k), rules.ROLL_CHOICES[-1])[0] for k in range(100))
    state = next(state for state in clean if state.phase == "decide")
    found, _ = review.alternatives(state, rules.ROLL_CHOICES[-1])
    assert rules.Stop() in found


def test_a_playout_ends_the_game_and_shares_the_win():
    for k in range(5):
        shares = review.playout(review.with_future(start(4), k), k)
        assert len(shares) == 4 and sum(shares) == pytest.approx(1)
        assert all(share in (0, 1, 1 / 2, 1 / 3, 1 / 4) for share in shares)


def test_a_choice_is_said_in_the_games_words():
    state = start()
    assert review.describe(state, {"kind": "stop"}).english() == "Stop and leave the catch"
    assert review.describe(state, {"kind": "roll", "dice": [0, 1, 2, 3, 4, 5, 6]}).english() == "Roll all 7 dice"
    kept = review.describe(state, {"kind": "roll", "dice": [3, 4, 5, 6]}).english()
    assert kept == "Roll 4 dice, keep those showing double bars"
    boost = {"kind": "boost", "cards": {"red": 1, "yellow": 0, "green": 0, "blue": 1}}
    said = review.describe(state, boost).english()
    assert said == "Boost the group with 2 bug(s): rattle bugs (red) and water bugs (blue)"
    assert review.describe(state, {"kind": "choose_group", "group": "hub"}).english() == "Roll for the bug hub"
