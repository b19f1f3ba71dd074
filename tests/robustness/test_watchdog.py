"""Computer players never freeze the window.

A 10 ms `QTimer` on the GUI thread notes the longest gap between its ticks while computer
players at the hard level play through the real `GameController` (thinking in their thread,
every move applied and autosaved on the GUI thread). A gap over 100 ms means the event loop
was blocked: the window would stop repainting and answering clicks.

The pages are left out on purpose: this is the controller's promise, and a page's animations
are paced by the event loop anyway.
"""

import gc
import time

import pytest
import robust_games as rg
from PySide6.QtCore import QTimer

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.core.settings import Settings
from bugbox.ui.context import AppContext
from bugbox.ui.controller import GameController

TICK_MS = 10
LIMIT_MS = 100
#: Games are watched back to back for at least this long, and a game at most this long.
MIN_SECONDS = 3.0
WATCH_SECONDS = 8.0
#: The same game is watched once more when the first watch saw a long gap: a real block (a
#: slow move on the GUI thread) comes back the second time, while a busy shared machine that
#: did not schedule the process for a while (seen at a load of 8 on 2 cores) does not.
ATTEMPTS = 2
SETUPS = {
    "verasselt": Setup(
        seats=tuple(
            Seat(name=n, colour=c, computer=True, level=Level.HARD)
            for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cid", "green"))
        ),
        start_player=0,
    ),
    "verflixxt": Setup(
        seats=tuple(
            Seat(name=n, colour=c, computer=True, level=Level.HARD)
            for n, c in (("Ann", "red"), ("Bob", "blue"), ("Cid", "green"))
        ),
        start_player=0,
        options={"wurminator": True},
    ),
}


class Watchdog:
    """Ticks every 10 ms and remembers the longest time between two ticks."""

    def __init__(self):
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self.last: float | None = None
        self.worst = 0.0
        self.ticks = 0

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.last is not None:
            self.worst = max(self.worst, (now - self.last) * 1000)
        self.last = now
        self.ticks += 1

    def start(self) -> None:
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()


def play_watched(qtbot, game_id: str, seed: int, speed: str = "off") -> tuple[Watchdog, list[GameController]]:
    """Whole games back to back (seeds `seed`, `seed + 1` ...) until at least `MIN_SECONDS`
    were watched (fast computers finish a game within a second), at most `WATCH_SECONDS`."""
    ctx = AppContext()
    ctx._settings = Settings(animation_speed=speed)
    # The test process carries pytest's heap and every earlier test's garbage, several times
    # the app's; a full collection of it (~100 ms here, ~25 ms in the app) falls due at a random
    # moment. Collect it now, so that the gaps measured are the game's, not the harness's.
    gc.collect()
    first = Session(game_id, SETUPS[game_id], seed)  # the rules are imported before the watch, as in the app
    watchdog = Watchdog()
    watchdog.start()
    qtbot.wait(50)  # the first ticks, before anyone thinks
    started = time.perf_counter()
    controllers: list[GameController] = []
    try:
        while time.perf_counter() - started < MIN_SECONDS:
            session = first if not controllers else Session(game_id, SETUPS[game_id], seed + len(controllers))
            controller = GameController(ctx, session)
            controllers.append(controller)
            over = []
            # What a page does with animations off: nothing to show, so ready at the next turn of the loop.
            controller.flow.applied.connect(lambda action, events, c=controller: QTimer.singleShot(0, c.flow.ready))
            controller.flow.game_over.connect(lambda over=over: over.append(True))
            controller.start()
            try:
                qtbot.waitUntil(
                    lambda over=over: bool(over) or time.perf_counter() - started > WATCH_SECONDS,
                    timeout=int(WATCH_SECONDS * 1000) + 5000,
                )
            finally:
                controller.stop()
    finally:
        watchdog.stop()
    return watchdog, controllers


@pytest.mark.parametrize("game_id", sorted(SETUPS))
def test_the_event_loop_never_waits_more_than_100_ms_while_hard_computers_play(qtbot, game_id):
    if reason := rg.not_built(game_id, "ai"):
        pytest.skip(reason)
    gaps = []
    for _attempt in range(ATTEMPTS):
        watchdog, controllers = play_watched(qtbot, game_id, seed=11)
        played = sum(len(c.session.actions) for c in controllers)
        gaps.append(round(watchdog.worst, 1))
        rg.count(f"{game_id} games played", len(controllers))
        rg.count("computer moves watched", played)
        if watchdog.worst <= LIMIT_MS:
            break
    print(
        f"{game_id}: {len(controllers)} games, {played} computer moves, {watchdog.ticks} ticks, "
        f"longest gap per attempt {gaps} ms"
    )
    assert played >= 20, "the computer players hardly moved"
    assert watchdog.ticks >= 100, "the watchdog hardly ticked during the games"
    assert watchdog.worst <= LIMIT_MS, f"the event loop was blocked for {watchdog.worst:.0f} ms"
    for controller in controllers:  # and they played by the rules
        for state in controller.session.states:
            rg.check_state(game_id, state, controller.session.setup)


def test_the_watchdog_notices_a_blocked_event_loop(qtbot):
    """It can fail: block the GUI thread for 150 ms and it must say so."""
    watchdog = Watchdog()
    watchdog.start()
    qtbot.wait(40)
    QTimer.singleShot(0, lambda: time.sleep(0.15))
    qtbot.wait(60)
    watchdog.stop()
    assert watchdog.worst > LIMIT_MS
