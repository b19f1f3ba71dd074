"""The computer players at this computer: they answer when their seat is asked, think off the
GUI thread, play the move the game's own computer player chooses for that position (the same
every time), pause so people can follow, and drop a decision the table has moved on from."""

import threading
import time

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.ui.flow.computer import COMPUTER_PAUSE_MS, ComputerPlayers
from bugbox.ui.flow.turns import TurnFlow

GAME = next(g for g in registry.GAMES if registry.spec(g).ai() is not None)


def computers_only(seed: int = 6) -> TurnFlow:
    colours = registry.spec(GAME).seat_colours
    seats = tuple(Seat(name=f"C{i}", colour=colours[i], computer=True, level=Level.NORMAL) for i in range(2))
    return TurnFlow(
        Session(GAME, Setup(seats=seats, start_player=0, options=registry.spec(GAME).default_options()), seed)
    )


def autoplay(flow: TurnFlow) -> list:
    """The page's part: every applied move is shown at once."""
    moves = []
    flow.applied.connect(lambda action, events: (moves.append(action), flow.ready()))
    return moves


def test_the_computer_plays_its_seats_the_move_its_player_chooses(qtbot):
    flow = computers_only()
    expected_state = flow.state
    ComputerPlayers(flow, registry.spec(GAME).ai, lambda: 0.0)
    moves = autoplay(flow)
    flow.start()
    qtbot.waitUntil(lambda: len(moves) >= 5, timeout=10_000)
    flow.stop()
    ai = registry.ai_for(GAME)
    seed = flow.session.seed * 1_000_003 % (2**63)
    assert moves[0] == ai.choose_action(expected_state, Level.NORMAL, seed)  # reproducible from the save


def test_it_thinks_off_the_gui_thread_and_pauses_with_the_speed(qtbot):
    flow = computers_only()
    threads = []

    class Thinker:
        def choose_action(self, state, level, seed):
            threads.append(threading.current_thread())
            return registry.ai_for(GAME).choose_action(state, level, seed)

    ComputerPlayers(flow, lambda: Thinker(), lambda: 0.5)
    moves = autoplay(flow)
    thinking = []
    flow.thinking.connect(thinking.append)
    started = time.monotonic()
    flow.start()
    qtbot.waitUntil(lambda: len(moves) >= 1, timeout=10_000)
    flow.stop()
    assert thinking[0] == flow.session.rules.deciding_player(flow.session.states[0])
    assert threads and threads[0] is not threading.main_thread()
    assert time.monotonic() - started >= COMPUTER_PAUSE_MS * 0.5 / 1000 * 0.9  # people can follow it


def test_a_decision_for_a_position_gone_is_dropped(qtbot):
    flow = computers_only()
    release = threading.Event()

    class Slow:
        def choose_action(self, state, level, seed):
            release.wait(5)
            return registry.ai_for(GAME).choose_action(state, level, seed)

    players = ComputerPlayers(flow, lambda: Slow(), lambda: 0.0)
    moves = autoplay(flow)
    flow.start()
    qtbot.waitUntil(players.thinking, timeout=5000)
    flow.jump(flow.session)  # the table moved on (an undo, a load): the question is stale
    release.set()
    qtbot.wait(300)
    assert moves == [] and flow.session.actions == []
