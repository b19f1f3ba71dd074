"""The one turn flow, on a real game of the registry: the hand-shake with the page (written
down, then shown, then ready), nothing applied while events are shown, refusals that change
nothing, seats decided elsewhere asked for and only theirs accepted, a referee elsewhere, a
replay in which nobody may act, and the end told before it is shown."""

import random

import pytest

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.ui.flow.turns import Decider, TurnFlow, deciders_for

GAME = next(g for g in registry.GAMES if registry.spec(g).max_players > 1)


def session(seed: int = 3, computer: bool = False) -> Session:
    colours = registry.spec(GAME).seat_colours
    seats = (Seat(name="Ann", colour=colours[0]), Seat(name="Ben", colour=colours[1], computer=computer))
    return Session(GAME, Setup(seats=seats, start_player=0, options=registry.spec(GAME).default_options()), seed)


class Page:
    """What a page hears, in order."""

    def __init__(self, flow: TurnFlow):
        self.heard: list[str] = []
        self.reasons: list = []
        for name in ("recorded", "reset", "finished", "game_over"):
            getattr(flow, name).connect(lambda name=name: self.heard.append(name))
        flow.applied.connect(lambda action, events: self.heard.append("applied"))
        flow.refused.connect(lambda reason: (self.heard.append("refused"), self.reasons.append(reason)))
        flow.waiting.connect(lambda seat: self.heard.append(f"waiting {seat}"))


def legal(flow: TurnFlow):
    return flow.session.rules.legal_actions(flow.state)


@pytest.fixture
def people(qapp):
    flow = TurnFlow(session())
    return flow, Page(flow)


def test_a_move_is_written_down_before_it_is_shown_and_the_next_waits_for_ready(people):
    flow, page = people
    flow.start()
    assert flow.can_act() and page.heard == ["reset"]
    assert flow.submit(legal(flow)[0])
    assert page.heard == ["reset", "recorded", "applied"]
    assert flow.showing_events() and not flow.can_act()
    before = len(flow.session.actions)
    assert not flow.submit(legal(flow)[0])  # nothing is applied while the events are shown
    assert len(flow.session.actions) == before
    flow.ready()
    assert not flow.showing_events()


def test_a_refused_move_changes_nothing_and_gives_the_reason(people):
    flow, page = people
    flow.start()
    state = flow.state
    wrong = next(a for a in _other_games_actions(flow) if a not in legal(flow))
    assert not flow.submit(wrong)
    assert flow.state == state and page.heard[-1] == "refused" and page.reasons[0].english()
    assert "recorded" not in page.heard and flow.can_act()


def _other_games_actions(flow):
    """Actions the rules know that are legal somewhere else in the game (later on)."""
    probe = Session(flow.game_id, flow.session.setup, flow.session.seed)
    rng = random.Random(1)
    found = []
    while not probe.is_over() and len(found) < 200:
        options = probe.rules.legal_actions(probe.state)
        found += options
        probe.play(options[rng.randrange(len(options))])
    return found


def test_a_seat_decided_elsewhere_is_asked_and_only_its_own_decision_counts(qapp):
    flow = TurnFlow(session(computer=True))
    assert flow.deciders == (Decider.HERE, Decider.COMPUTER) == deciders_for(flow.session.setup)
    page = Page(flow)
    flow.start()
    rng = random.Random(2)
    for _ in range(500):  # people here move until the computer's seat decides
        if flow.deciding_seat() == 1:
            break
        assert flow.submit(rng.choice(legal(flow)))
        flow.ready()
    assert flow.deciding_seat() == 1 and page.heard[-1] == "waiting 1"
    assert not flow.can_act()  # a person here cannot move for the computer
    assert not flow.play(legal(flow)[0], seat=0)  # nor is a decision for the wrong seat taken
    assert flow.play(legal(flow)[0], seat=1)


def test_a_decision_sent_to_a_referee_is_applied_only_by_its_answer(people):
    flow, page = people
    sent = []
    flow.referee = sent.append
    flow.start()
    action = legal(flow)[0]
    assert flow.submit(action)
    assert sent == [action] and flow.session.actions == [] and not flow.can_act()
    flow.refuse(registry.msg("Network", "Not now."))
    assert page.reasons[-1].english() == "Not now." and flow.can_act()


def test_in_a_replay_nobody_acts(qapp):
    flow = TurnFlow(session(), deciders=(Decider.NOBODY, Decider.NOBODY))
    flow.start()
    assert flow.read_only and not flow.can_act() and not flow.submit(legal(flow)[0])
    with pytest.raises(ValueError):
        TurnFlow(session(), deciders=(Decider.HERE,))  # one decider per seat


def test_the_end_is_written_down_before_it_is_shown_and_told_after(people):
    flow, page = people
    flow.start()
    ai = registry.ai_for(GAME)  # the people here decide as the easy computer would
    for number in range(5000):
        if flow.is_over():
            break
        assert flow.submit(ai.choose_action(flow.state, Level.EASY, number))
        if not flow.is_over():
            flow.ready()
    assert flow.is_over()
    assert page.heard[-3:] == ["recorded", "finished", "applied"]  # a kill while it is shown loses nothing
    flow.ready()
    assert page.heard[-1] == "game_over" and not flow.can_act()
