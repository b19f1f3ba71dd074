"""Properties of whole games played with random legal actions (seeded, so failures replay).

Every game: the 88 cards add up after every action (rule 12), no impossible table appears,
`legal_actions` is exactly what `apply` accepts (refusals change nothing), the game ends, and
a save (setup + seed + actions as dicts) replays to the same game.
"""

from hypothesis import given, settings
from hypothesis import strategies as st

from bugbox.core.errors import IllegalAction
from bugbox.core.players import Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.session import Session
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import CARDS_PER_COLOUR, Cards
from bugbox.games.verasselt.rules import ChooseGroup, PileUp, RefillHub, Roll, Stop

ALL_CARDS = Cards(red=CARDS_PER_COLOUR, yellow=CARDS_PER_COLOUR, green=CARDS_PER_COLOUR, blue=CARDS_PER_COLOUR)
MAX_ACTIONS = 3000
#: Actions of every kind, some legal somewhere, some never (three dice, a boost of five reds).
PROBES = (
    ChooseGroup(group="hub"),
    ChooseGroup(group="catch"),
    Stop(),
    Roll(dice=(0, 1, 2)),
    Roll(dice=(0, 1, 2, 3)),
    Roll(dice=(0, 1, 2, 3, 4, 5, 6)),
    PileUp(),
    PileUp(front_yard=Cards(red=1)),
    RefillHub(cards=Cards(red=1)),
    rules.Boost(cards=Cards(red=1)),
    rules.Boost(cards=Cards(red=5)),
)


def seats(players: int) -> Setup:
    names = ("Ann", "Bob", "Cid", "Dee", "Eve")
    return tuple(Seat(name=names[i], colour="red") for i in range(players))


def random_action(state: rules.State, rng: Rng) -> rules.Action:
    """A legal action, choosing its kind first so that stopping is not one in a hundred."""
    actions = rules.legal_actions(state)
    kind = rng.choice(sorted({a.kind for a in actions}))
    return rng.choice([a for a in actions if a.kind == kind])


def check_table(state: rules.State) -> None:
    """What must hold on every table a game can reach."""
    assert rules.all_cards(state) == ALL_CARDS
    assert all(yard.total <= rules.FRONT_YARD_MAX for yard in state.front_yards)
    assert (state.phase == "pile_up") == (state.receipt is not None)
    assert state.receipt is None or state.receipt.cards.total > 0
    assert state.previous_catch is None or state.previous_catch.cards.total > 0 or state.group == "catch"
    if state.phase == "choose_group":
        assert state.group is None and state.previous_catch is not None
        assert state.previous_catch.owner == (state.active - 1) % len(state.names)
    if state.phase in ("boost_or_roll", "decide", "forced_refill"):
        assert state.group == "hub" or state.previous_catch is not None
    if state.phase != "decide":
        assert state.catch.total == 0 or state.phase == "boost_or_roll"
    if state.phase == "game_over":
        assert rules.legal_actions(state) == [] and rules.deciding_player(state) is None
    else:
        assert rules.legal_actions(state)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5), one_card=st.booleans())
def test_random_games_conserve_cards_reach_only_valid_tables_and_end(seed, players, one_card):
    state = rules.new_game(Setup(seats=seats(players), options={"one_card_per_bars": one_card}), seed)
    rng = Rng(seed)
    for _ in range(MAX_ACTIONS):
        check_table(state)
        if rules.is_over(state):
            break
        state, _ = rules.apply(state, random_action(state, rng))
    assert rules.is_over(state)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_apply_accepts_exactly_the_legal_actions_and_refusals_change_nothing(seed, players):
    state = rules.new_game(Setup(seats=seats(players)), seed)
    rng = Rng(seed)
    while not rules.is_over(state):
        legal = rules.legal_actions(state)
        before = state.model_dump_json()
        for probe in PROBES:
            if probe in legal:
                rules.apply(state, probe)
            else:
                try:
                    rules.apply(state, probe)
                except IllegalAction as refusal:
                    assert refusal.reason.context == "Verasselt"
                else:
                    raise AssertionError(f"{probe} accepted in phase {state.phase} but not listed as legal")
        assert state.model_dump_json() == before
        state, _ = rules.apply(state, random_action(state, rng))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 5))
def test_a_state_survives_json_and_a_save_replays_to_the_same_game(seed, players):
    setup = Setup(seats=seats(players), start_player=None)
    session = Session(rules.GAME_ID, setup, seed)
    rng = Rng(seed)
    while not session.is_over():
        state = session.state
        assert rules.State.model_validate_json(state.model_dump_json()) == state
        session.play(random_action(state, rng))
    replayed = Session.replay(rules.GAME_ID, setup, seed, session.action_dicts())
    assert replayed.states == session.states
