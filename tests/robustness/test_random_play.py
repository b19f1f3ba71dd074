"""The three rules engines under seeded random play.

Every game is played to its end with random legal actions; after every action the table must
be a legal one (cards and tiles conserved, zones consistent, whose turn it is), the input state
untouched, and at the end the saved actions replay to the same game. At random points random
actions of the game's own types are tried: each is accepted exactly when `legal_actions`
lists it, and refused with a readable reason and no change otherwise.

The default run plays a few hundred games per game; the full 10,000 per game run is marked
slow (`pytest -m slow tests/robustness`) and spread over the machine's cores.
"""

import os
from concurrent.futures import ProcessPoolExecutor
from multiprocessing import get_context

import pytest
import robust_games as rg
from robust_games import GAME_IDS, check_state, play_random_game, try_probes

from bugbox.core.game import rules_for
from bugbox.core.rng import Rng

#: Games per game in the default run (about 25 s in all on the 2-core CI machine).
DEFAULT_GAMES = {"verasselt": 40, "schaben": 600, "verflixxt": 200}
PROBED_GAMES = {"verasselt": 12, "schaben": 200, "verflixxt": 60}
FULL_GAMES = 10_000


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_games_conserve_cards_and_tiles_reach_only_legal_tables_end_and_replay(game_id):
    for seed in range(DEFAULT_GAMES[game_id]):
        play_random_game(game_id, seed)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_illegal_actions_at_random_points_are_refused_and_change_nothing(game_id):
    refused, tried = rg.COUNTS["illegal actions refused"], rg.COUNTS["probe actions tried"]
    for seed in range(10_000, 10_000 + PROBED_GAMES[game_id]):
        play_random_game(game_id, seed, probes_every=3, replay=False)
    refused = rg.COUNTS["illegal actions refused"] - refused
    tried = rg.COUNTS["probe actions tried"] - tried
    assert tried > 500 and refused > tried // 2  # the probes did reach the refusal path, mostly


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_invariant_checks_would_catch_a_conjured_card_or_tile(game_id):
    """A test that cannot fail is a defect: break a legal table, the checker must object."""
    run = play_random_game(game_id, 7, replay=False)
    state = run.states[len(run.states) // 2]
    if game_id == "verasselt":
        broken = state.model_copy(update={"hub": state.hub.model_copy(update={"red": state.hub.red + 1})})
    elif game_id == "verflixxt":
        broken = state.model_copy(update={"taken": ((state.course[1],) + state.taken[0], *state.taken[1:])})
    else:
        broken = state.model_copy(update={"caught": state.caught + 1})
    check_state(game_id, state, run.setup)
    with pytest.raises(AssertionError):
        check_state(game_id, broken, run.setup)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_probes_would_catch_an_engine_that_accepts_an_unlisted_action(game_id, monkeypatch):
    rules = rules_for(game_id)
    run = play_random_game(game_id, 3, replay=False)
    state = run.states[0]
    legal = rules.legal_actions(state)
    monkeypatch.setattr(rules, "legal_actions", lambda s: legal[1:])
    with pytest.raises(AssertionError, match="accepted but legal_actions does not list it"):
        try_probes(game_id, state, [legal[0]])


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_ten_thousand_random_games_per_game(game_id):
    """The issue's full run: 10,000 seeded games, illegal probes every 10 actions."""
    workers = max(1, os.cpu_count() or 1)
    chunk = 250
    jobs = [(game_id, start, chunk, 10) for start in range(0, FULL_GAMES, chunk)]
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn")) as pool:
        results = list(pool.map(rg.play_batch, jobs))
    games = sum(r[0] for r in results)
    actions = sum(r[1] for r in results)
    refused = sum(r[2] for r in results)
    tried = sum(r[3] for r in results)
    rg.count(f"{game_id} games played", games)
    rg.count("actions applied", actions)
    rg.count("illegal actions refused", refused)
    rg.count("probe actions tried", tried)
    print(f"{game_id}: {games} games, {actions} actions, {refused} of {tried} probes refused")
    assert games == FULL_GAMES


def test_random_setups_are_seeded():
    """Replaying a failure needs only its seed."""
    assert [rg.random_setup(g, Rng(5)) for g in GAME_IDS] == [rg.random_setup(g, Rng(5)) for g in GAME_IDS]
