"""Frame cost of each game's table, in a real main window at 1920x1080, offscreen.

    python tests/benchmarks/frames.py GAME [--seconds 10] [--repaints 30] [--samples 40]

Prints one JSON object. run.py starts this once per game in a fresh process (its own Qt
application and BUGBOX_HOME), so one game's caches never help another's figures.

Three measurements, each against the floor: an empty `FittingView` of the same viewport size
(same render hints, nothing in the scene), shown next to the game's window.

1. render: a typical mid-game position (seeded: half a game played by computer players, the
   human to decide; for Schaben jagen a hard task half solved). The game view's viewport is
   repainted whole, synchronously (`repaint()`), alternately with the empty view; medians.
   A whole-viewport repaint is the most a frame can cost: while animating, the view only
   repaints what changed.
2. render during animation: animations at "normal" speed; the human plays (the move a
   computer would make, through the controller, as the page's clicks would) and the
   computers answer. Every 25 ms while the page's animator is busy, both views are repainted
   whole and timed, alternately.
3. session: a scripted 10-second session at "normal" speed (computer players only; in
   Schaben jagen the solution of a hard task played card by card, then again). Frames are
   measured on the event loop: with Qt's own (non-glib) event dispatcher, `awake` and
   `aboutToBlock` bracket each turn of the loop, so a frame is a turn of the loop in which the
   game view painted, and its cost is everything the GUI thread did in that turn (animation
   steps, the page's handlers, autosave, painting). A frame over 16 ms drops the next one.
   Costs are taken on the process's CPU clock (the GUI thread plus any helper thread), which
   load on a shared machine does not stretch;
   it may also hold a computer player thinking in its thread at the same moment, so it errs
   on the side of a dearer frame. The wall-clock count is reported next to it, and so is the
   same count for the empty view animating one item (the machine's floor). The longest turn
   of the loop, painted or not, is the worst stall a player could feel.

All render figures are likewise medians on the process's CPU clock, with the wall median and
the best wall time beside (the best of a run is what an idle machine comes close to). The
window is set up as `bugbox` sets it up (`bugbox.ui.qtenv`: Qt's GUI thread pool off, so the
raster engine draws on the GUI thread instead of handing large draws to helper threads).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["QT_NO_GLIB"] = "1"  # Qt's own dispatcher: awake/aboutToBlock bracket the work
os.environ.setdefault("BUGBOX_HOME", tempfile.mkdtemp(prefix="bugbox-frames-"))

from PySide6.QtCore import QAbstractEventDispatcher, QEvent, QEventLoop, QObject, QPointF, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene
from tables import GAME_IDS, ROOT, Clock, median, percentile, setup  # noqa: F401 - ROOT sets sys.path

from bugbox.core.players import Level
from bugbox.core.session import Session
from bugbox.ui.qtenv import prepare_environment

prepare_environment()  # as `bugbox` does before its QApplication: the table measured as shipped

WIDTH, HEIGHT = 1920, 1080
FRAME_MS = 16.0


def spin(ms: float) -> None:
    """Run the event loop for `ms` milliseconds."""
    loop = QEventLoop()
    QTimer.singleShot(int(ms), loop.quit)
    loop.exec()


def repaint_cost(view) -> tuple[float, float]:
    """Wall and CPU seconds (the process's, so any helper thread's work counts) of one synchronous
    repaint of the whole viewport."""
    with Clock() as clock:
        view.viewport().repaint()
    return clock.wall, clock.proc


class FrameMeter(QObject):
    """Turns of the event loop (wall, GUI-thread CPU and process CPU seconds), marked when
    `viewport` painted."""

    def __init__(self, viewport):
        super().__init__()
        self.turns: list[tuple[float, float, float, bool]] = []
        self._start: tuple[float, float, float] | None = None
        self._painted = False
        self.recording = False
        dispatcher = QAbstractEventDispatcher.instance()
        dispatcher.awake.connect(self._awake)
        dispatcher.aboutToBlock.connect(self._blocking)
        self.viewport = viewport
        viewport.installEventFilter(self)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.Paint:
            self._painted = True
        return False

    def _awake(self) -> None:
        if self._start is None:
            self._start = (time.perf_counter(), time.thread_time(), time.process_time())

    def _blocking(self) -> None:
        if self._start is not None and self.recording:
            wall, thread, proc = self._start
            self.turns.append(
                (time.perf_counter() - wall, time.thread_time() - thread, time.process_time() - proc, self._painted)
            )
        self._start = None
        self._painted = False

    def close(self) -> None:
        dispatcher = QAbstractEventDispatcher.instance()
        dispatcher.awake.disconnect(self._awake)
        dispatcher.aboutToBlock.disconnect(self._blocking)
        self.viewport.removeEventFilter(self)

    def summary(self) -> dict:
        frames = [turn for turn in self.turns if turn[3]]
        wall = [turn[0] for turn in frames]
        thread = [turn[1] for turn in frames]
        cpu = [turn[2] for turn in frames]
        n = max(1, len(frames))

        def over(values: list[float]) -> int:
            return sum(v * 1000 > FRAME_MS for v in values)

        return {
            "frames": len(frames),
            "over_16ms": over(cpu),
            "over_16ms_pct": 100 * over(cpu) / n,
            "thread_over_16ms": over(thread),
            "wall_over_16ms": over(wall),
            "wall_over_16ms_pct": 100 * over(wall) / n,
            "frame_cpu_p50_ms": 1000 * percentile(cpu, 0.5),
            "frame_cpu_p99_ms": 1000 * percentile(cpu, 0.99),
            "frame_cpu_max_ms": 1000 * max(cpu, default=float("nan")),
            "frame_wall_p50_ms": 1000 * percentile(wall, 0.5),
            "stall_cpu_ms": 1000 * max((turn[2] for turn in self.turns), default=0.0),
            "stall_wall_ms": 1000 * max((turn[0] for turn in self.turns), default=0.0),
        }


# --- the floor: an empty view of the same size -------------------------------------------------


class EmptyTable:
    def __init__(self, like_view):
        from bugbox.ui.view import FittingView

        self.scene = QGraphicsScene(like_view.scene().sceneRect())
        self.view = FittingView(self.scene)
        self.view.setRenderHints(like_view.renderHints())
        self.view.resize(like_view.viewport().size())
        self.view.show()

    def animate(self, seconds: float) -> dict:
        """One card-sized item flying back and forth for `seconds`: the machine's floor."""
        from bugbox.ui.animation import Animator
        from bugbox.ui.items import ArtItem

        item = ArtItem("verflixxt/die_3", 100, 100)
        self.scene.addItem(item)
        rect = self.scene.sceneRect()
        animator = Animator("normal")
        meter = FrameMeter(self.view.viewport())
        meter.recording = True
        ends = [rect.topLeft() + QPointF(100, 100), rect.bottomRight() - QPointF(100, 100)]

        def fly() -> None:
            ends.reverse()
            animator.run(animator.prop(item, b"pos", ends[0], 700), fly)

        fly()
        spin(seconds * 1000)
        meter.recording = False
        animator.finish_all()
        meter.close()
        self.scene.removeItem(item)
        return meter.summary()


# --- the three tables ----------------------------------------------------------------------------


def play_until_human(session: Session, ai, level: Level = Level.NORMAL) -> Session:
    """Let the computer seats move until a human (or nobody) decides."""
    while not session.is_over():
        seat = session.deciding_player()
        if not session.setup.seats[seat].computer:
            break
        session.play(ai.choose_action(session.state, level, len(session.actions)))
    return session


class Scenario:
    """What a benchmark does at one game's table (subclasses per game)."""

    game_id = ""

    def __init__(self, window):
        self.window = window

    @property
    def page(self):
        return self.window.current_page()

    def idle(self) -> bool:
        page = self.page
        return page.flow is not None and page.can_act() and not page.animator.busy()

    def midgame(self) -> None:
        raise NotImplementedError

    def act(self) -> None:
        """One human move, when the human may move."""
        raise NotImplementedError

    def start_session(self) -> None:
        raise NotImplementedError

    def keep_going(self) -> None:
        """Called every 50 ms during the session: start again when a game is over."""


class CardGame(Scenario):
    """Voll verasselt and Verflixxt!: seeded tables, computer players through the controller."""

    seats = 3
    seed = 3

    def __init__(self, window):
        super().__init__(window)
        import importlib

        self.ai = importlib.import_module(f"bugbox.games.{self.game_id}.ai")
        self._over_since: float | None = None
        self._games = 0

    def midgame(self) -> None:
        # How long is this game when computers play every seat? Then replay half of it.
        table = setup(self.game_id, [None] + [Level.NORMAL] * (self.seats - 1))
        full = Session(self.game_id, table, self.seed)
        while not full.is_over():
            full.play(self.ai.choose_action(full.state, Level.NORMAL, len(full.actions)))
        half = Session(self.game_id, table, self.seed)
        for action in full.actions[: len(full.actions) // 2]:
            half.play(action)
        self.window.start_session(play_until_human(half, self.ai))

    def act(self) -> None:
        controller = self.page.flow
        state = controller.state
        controller.submit(self.ai.choose_action(state, Level.NORMAL, len(controller.session.actions)))

    def session_setup(self):
        levels = [Level.HARD, Level.NORMAL, Level.NORMAL, Level.EASY][: self.seats + 1]
        return setup(self.game_id, levels, start_player=None)

    def start_session(self) -> None:
        self._games += 1
        self.window.start_session(Session(self.game_id, self.session_setup(), 100 + self._games))

    def keep_going(self) -> None:
        page = self.page
        if page.flow is None or not page.flow.session.is_over() or page.animator.busy():
            self._over_since = None
            return
        now = time.perf_counter()
        if self._over_since is None:
            self._over_since = now
        elif now - self._over_since > 1.0:  # the end screen is looked at for a second
            self._over_since = None
            self.start_session()


class Verasselt(CardGame):
    game_id = "verasselt"
    seats = 3


class Verflixxt(CardGame):
    game_id = "verflixxt"
    seats = 3


class Schaben(Scenario):
    """A hard task with the longest solution, played card by card through the controller."""

    game_id = "schaben"

    def __init__(self, window):
        super().__init__(window)
        from bugbox.games.schaben.tasks import shipped_tasks

        hard = [t for t in shipped_tasks() if t.difficulty == "hard"]
        self.task = max(hard, key=lambda t: (len(t.solution), len(t.cockroaches), t.id))
        self._over_since: float | None = None

    def open(self) -> None:
        self.window.play("schaben")
        self.page.choose_task(self.task)

    def midgame(self) -> None:
        self.open()
        for step in self.task.solution[: len(self.task.solution) // 2]:
            assert self.page.flow.submit(step)

    def act(self) -> None:
        controller = self.page.flow
        if controller.session.is_over():
            self.page.restart()
            return
        done = len(controller.session.actions)
        controller.submit(self.task.solution[done])

    def start_session(self) -> None:
        self.open()

    def keep_going(self) -> None:
        if not self.idle() and not (self.page.flow.session.is_over() and not self.page.animator.busy()):
            self._over_since = None
            return
        now = time.perf_counter()
        if self._over_since is None:
            self._over_since = now
        elif now - self._over_since > 0.4:  # a player takes a moment for the next card
            self._over_since = None
            self.act()


SCENARIOS: dict[str, Callable] = {"verasselt": Verasselt, "schaben": Schaben, "verflixxt": Verflixxt}


# --- measuring -----------------------------------------------------------------------------------


def make_window(app):
    from bugbox.core.settings import Settings, save_settings
    from bugbox.paths import settings_path
    from bugbox.ui.context import AppContext
    from bugbox.ui.i18n import Translations
    from bugbox.ui.mainwindow import MainWindow

    save_settings(Settings(animation_speed="off", confirm_abandon=False, language="en"), settings_path())
    translations = Translations(app)
    ctx = AppContext(translations)
    translations.apply("en")
    window = MainWindow(ctx)
    window.resize(WIDTH, HEIGHT)
    window.show()
    spin(100)
    return window, ctx


def render_static(view, empty: EmptyTable, repaints: int) -> dict:
    for _ in range(3):  # item caches filled, as after the first frames
        repaint_cost(view)
        repaint_cost(empty.view)
    game, floor = [], []
    for _ in range(repaints):
        game.append(repaint_cost(view))
        floor.append(repaint_cost(empty.view))
    return compare(game, floor)


def render_animating(scenario: Scenario, empty: EmptyTable, samples: int, limit_s: float = 60.0) -> dict:
    game, floor = [], []
    view = scenario.page.view

    def sample() -> None:
        if scenario.page.animator.busy() and len(game) < samples:
            game.append(repaint_cost(view))
            floor.append(repaint_cost(empty.view))

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(25)
    started = time.perf_counter()
    while len(game) < samples and time.perf_counter() - started < limit_s:
        if scenario.idle() or (
            scenario.game_id == "schaben" and scenario.page.flow.session.is_over() and not scenario.page.animator.busy()
        ):
            scenario.act()
        spin(20)
    timer.stop()
    return compare(game, floor)


def compare(game: list[tuple[float, float]], floor: list[tuple[float, float]]) -> dict:
    result = {
        "n": len(game),
        "ms": 1000 * median(w for w, _ in game),
        "cpu_ms": 1000 * median(c for _, c in game),
        "empty_ms": 1000 * median(w for w, _ in floor),
        "empty_cpu_ms": 1000 * median(c for _, c in floor),
        "max_ms": 1000 * max((w for w, _ in game), default=float("nan")),
        "best_ms": 1000 * min((w for w, _ in game), default=float("nan")),
    }
    result["ratio"] = result["ms"] / result["empty_ms"] if result["empty_ms"] else float("nan")
    return result


def session(scenario: Scenario, seconds: float) -> dict:
    scenario.start_session()
    spin(50)
    meter = FrameMeter(scenario.page.view.viewport())
    keeper = QTimer()
    keeper.timeout.connect(scenario.keep_going)
    keeper.start(50)
    meter.recording = True
    spin(seconds * 1000)
    meter.recording = False
    keeper.stop()
    meter.close()
    controller = scenario.page.flow
    result = meter.summary()
    result["actions"] = len(controller.session.actions) if controller is not None else 0
    scenario.page.close_game()
    return result


def measure(game_id: str, seconds: float = 10.0, repaints: int = 30, samples: int = 40) -> dict:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    window, ctx = make_window(app)
    scenario = SCENARIOS[game_id](window)
    scenario.midgame()
    spin(200)
    view = scenario.page.view
    empty = EmptyTable(view)
    spin(100)
    viewport = view.viewport().size()
    result: dict = {"game": game_id, "window": [WIDTH, HEIGHT], "viewport": [viewport.width(), viewport.height()]}
    result["render"] = render_static(view, empty, repaints)
    ctx.update_settings(animation_speed="normal")
    result["render_animating"] = render_animating(scenario, empty, samples)
    scenario.page.close_game()
    spin(100)
    window.hide()
    result["floor_session"] = empty.animate(min(5.0, seconds))
    empty.view.hide()
    window.show()
    spin(100)
    result["session"] = session(scenario, seconds)
    result["session"]["seconds"] = seconds
    window.close()
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("game", choices=GAME_IDS)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--repaints", type=int, default=30)
    parser.add_argument("--samples", type=int, default=40)
    args = parser.parse_args()
    print(json.dumps(measure(args.game, args.seconds, args.repaints, args.samples), indent=1))
    sys.stdout.flush()
    os._exit(0)  # computer players may still be thinking in daemon threads


if __name__ == "__main__":
    main()
