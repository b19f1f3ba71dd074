"""Verflixxt's part of the game review (`games/verflixxt/review.py`), and reviews of its
finished games at three (with the Wurminator) and four seats (golden saves written by bugbox)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bugbox.app import main as bugbox
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.saves import load_save
from bugbox.games.verflixxt import ai, review, rules
from bugbox.games.verflixxt.tiles import START, TILE

GOLDEN = Path(__file__).resolve().parents[2] / "golden" / "v1"
FINISHED = ["verflixxt-3p-wurminator-finished.save.json", "verflixxt-4p-finished.save.json"]
SEATS = tuple(Seat(name=f"P{i}", colour=c) for i, c in enumerate(("red", "blue", "green", "yellow")))


def start(players: int = 3, wurminator: bool = True, seed: int = 4) -> rules.State:
    return rules.new_game(Setup(seats=SEATS[:players], start_player=0, options={"wurminator": wurminator}), seed)


@pytest.mark.long
@pytest.mark.parametrize("name", FINISHED)
def test_a_finished_game_is_reviewed_as_the_issue_asks(name, capsys):
    save, session = load_save(GOLDEN / name)
    args = ["review", str(GOLDEN / name), "--json", "--max-futures", "2", "--workers", "1"]
    assert bugbox(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["game"] == "verflixxt" and data["seats"] == [seat.name for seat in save.setup.seats]
    assert [p["action_index"] for p in data["positions"]] == list(range(len(save.actions) + 1))
    for position in data["positions"]:
        assert all(0 <= c <= 1 for c in position["win_chances"])
        assert sum(position["win_chances"]) == pytest.approx(1, abs=1e-3)
    winners = rules.winners(session.state)
    seats = len(save.setup.seats)
    assert data["positions"][-1]["win_chances"] == [1 / len(winners) if s in winners else 0 for s in range(seats)]
    choices = [i for i, state in enumerate(session.states[:-1]) if len(rules.legal_actions(state)) > 1]
    assert [d["action_index"] for d in data["decisions"]] == choices
    for decision in data["decisions"]:
        assert decision["chosen"] == save.actions[decision["action_index"]]
        assert decision["regret"] >= -0.02


def moving(wurminator: bool = True) -> rules.State:
    """The first position with a choice of pieces."""
    state = start(wurminator=wurminator)
    k = 0
    while len(rules.legal_actions(state)) < 2:
        action = ai.choose_action(state, Level.NORMAL, k)
        state = rules.apply(state, action)[0]
        k += 1
    return state


def test_every_choice_that_leads_somewhere_else_is_compared_once():
    state = moving()
    legal = rules.legal_actions(state)
    found, hard = review.alternatives(state, legal[-1])
    assert found[0] == legal[-1]
    afters = [rules.apply(state, action)[0] for action in found]
    assert len({a.model_dump_json() for a in afters}) == len(found)
    assert afters[hard] == rules.apply(state, ai.choose_action(state, Level.HARD, 0))[0]


def test_a_playout_is_its_future_and_nothing_else():
    state = start(4)
    runs = [review.playout(review.with_future(state, k), 0) for k in range(12)]
    assert runs == [review.playout(review.with_future(state, k), 99) for k in range(12)]
    assert len(set(runs)) > 1  # other futures, other winners


@pytest.mark.parametrize("wurminator", [False, True])
def test_a_playout_ends_the_game_and_shares_the_win(wurminator):
    for k in range(5):
        shares = review.playout(review.with_future(start(4, wurminator), k), k)
        assert len(shares) == 4 and sum(shares) == pytest.approx(1)


def test_a_playout_from_the_middle_of_a_turn_finishes_that_turn_first():
    state = moving()
    shares = review.playout(review.with_future(state, 5), 5)
    assert sum(shares) == pytest.approx(1)


def test_a_choice_is_said_in_the_games_words():
    state = moving()
    for action in rules.legal_actions(state):
        said = review.describe(state, rules.ACTION_ADAPTER.dump_python(action, mode="json")).english()
        if isinstance(action, rules.Move):
            tile = rules.position(state, action.piece)
            label = TILE[tile].label or "Good Luck" if tile != START else ""
            if action.piece.startswith("guard"):
                assert said == f"Move the guard on the {label} tile"
            elif tile == START:
                assert said == "Move a pawn off the start"
            else:
                assert said == f"Move the pawn on the {label} tile"
        else:
            assert said == "Move the Wurminator first"
    assert review.describe(state, {"kind": "leave_wurminator"}).english() == "Leave the Wurminator where it is"


def test_the_first_die_of_the_futures_shows_every_face_equally_often():
    """Stratified futures: in every run of six, the first roll after a decision shows each face once."""
    from bugbox.core.rng import Rng
    from bugbox.games.verflixxt.review import stratified
    from bugbox.review.estimate import future

    faces = [Rng(stratified(future(k), k)).randint(1, 6) for k in range(60)]
    assert faces == [k % 6 + 1 for k in range(60)]
    assert len({stratified(future(k), k) for k in range(60)}) == 60  # and the futures stay apart
