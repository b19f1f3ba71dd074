"""No game may grow memory by more than 0.1 MB a game over 100 games (issue 19 item 8).

Each game is played 100 times in one window, short games (animations off, a few actions by
computer players, or the first cards of a Schaben jagen task's solution), the way a player
who starts game after game does. Two figures: the live items of the game's pieces must not
pile up (Voll verasselt kept every card it had shown, about 60 a game and 0.6 MB of RSS,
because a lambda connected to each card's own signals held the card), and the resident
memory (/proc/self/statm, after a collection and giving freed heap back) must grow by less
than 0.1 MB a game.
"""

import ctypes
import gc
import os
import sys

import pytest
from PySide6.QtWidgets import QGraphicsObject

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session

GAMES = 100
#: Games before the first measure: one round of the tasks and seat counts played, so that the
#: pictures of each size are in Qt's (bounded) pixmap cache already.
WARM_UP = 10
MB_PER_GAME = 0.1
ACTIONS = {"verasselt": 4, "verflixxt": 6, "schaben": 2}


def rss_mb() -> float | None:
    try:
        with open("/proc/self/statm") as f:
            pages = int(f.read().split()[1])
    except OSError:
        return None
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def settle() -> None:
    gc.collect()
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL("libc.so.6").malloc_trim(0)  # freed heap back to the system, as time does
        except (OSError, AttributeError):
            pass


def live_items() -> dict[str, int]:
    counts: dict[str, int] = {}
    for obj in gc.get_objects():
        if isinstance(obj, QGraphicsObject):
            name = type(obj).__name__
            counts[name] = counts.get(name, 0) + 1
    return counts


class Player:
    """Starts short games of one kind in one window, game after game."""

    def __init__(self, window, qtbot, game_id: str):
        self.window, self.qtbot, self.game_id = window, qtbot, game_id
        self.games = 0

    def one(self) -> None:
        n = self.games
        self.games += 1
        if self.game_id == "schaben":
            self._schaben(n)
        else:
            self._computers(n)
        self.qtbot.wait(1)  # a turn of the event loop, as between a player's clicks: deleteLater'd objects go

    def _computers(self, n: int) -> None:
        colours = ("red", "blue", "green", "yellow")
        seats = tuple(Seat(name=f"P{k}", colour=colours[k], computer=True, level=Level.EASY) for k in range(2 + n % 2))
        self.window.start_session(Session(self.game_id, Setup(seats=seats, start_player=0), seed=n))
        page = self.window.current_page()
        session = page.flow.session
        self.qtbot.waitUntil(lambda: len(session.actions) >= ACTIONS[self.game_id] or session.is_over(), timeout=10000)

    def _schaben(self, n: int) -> None:
        from bugbox.games.schaben.tasks import shipped_tasks

        tasks = [t for t in shipped_tasks() if t.solution]
        task = tasks[n % WARM_UP]
        self.window.show_page("schaben")
        page = self.window.current_page()
        page.choose_task(task)

        def idle() -> bool:
            return not page.animator.busy() and not page.flow.showing_events()

        for step in task.solution[: ACTIONS["schaben"]]:
            self.qtbot.waitUntil(idle, timeout=5000)
            if page.flow.state.status == "playing":
                assert page.flow.submit(step)
        self.qtbot.waitUntil(idle, timeout=5000)


@pytest.mark.realtime  # a hundred games each, minutes in all: CI runs it, a plain `pytest` does not
@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_a_hundred_games_keep_no_pieces_and_grow_memory_by_less_than_a_tenth_mb_a_game(make_window, qtbot, game_id):
    player = Player(make_window(), qtbot, game_id)
    for _ in range(WARM_UP):
        player.one()
    qtbot.wait(1)
    settle()
    items_before, rss_before = live_items(), rss_mb()
    for _ in range(GAMES):
        player.one()
    qtbot.wait(1)  # deleteLater'd items go at the next turn of the event loop
    settle()
    items_after, rss_after = live_items(), rss_mb()
    # the pieces on the table now may differ in number from those of the warm-up's last game,
    # but not by anything like a game's worth for every game played
    grown = {
        name: n - items_before.get(name, 0) for name, n in items_after.items() if n - items_before.get(name, 0) > 40
    }
    assert not grown, f"live items grew over {GAMES} games of {game_id}: {grown}"
    if rss_before is not None and rss_after is not None:
        per_game = (rss_after - rss_before) / GAMES
        assert per_game < MB_PER_GAME, (
            f"{game_id}: RSS {rss_before:.1f} -> {rss_after:.1f} MB, {per_game:.3f} MB a game"
        )
