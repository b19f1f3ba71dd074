"""The review window: where each decision of a game cost the win (issue 40).

Opened with "Review this game" at the end of a game (local or across computers), for a kept
game in Records, or in the replay of a finished game (however it was opened: a file, Records).
The review (`bugbox.review`, Qt-free) runs in a worker thread, which plays
the positions out in worker processes; the window shows a progress bar and Cancel meanwhile.
Then it shows each player's chance to win over the game (`ReviewGraph`) and, per player, the
three decisions that cost the most win chance, each with what was chosen and what was best. A
click on one shows the game's replay at that position in this window, with the better choice
written above the steps and drawn on the table. A finished review is kept (`review.keeping`),
so the same game, from the end screen, Records or a replay, opens its review at once the next
time. How the numbers are written (costs that add up as shown, margins, one move numbering,
no break before "%") is `review_text`'s; the window says what the chances assume, names its
progress bar, tells a screen reader when the review is ready, and leaves with Escape.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..core.files import shown
from ..core.session import Session
from ..review import keeping
from ..review.games import review_module, reviewable
from ..review.model import Decision, Review
from .i18n import Retranslating, tr_message, translate
from .plaintext import PlainLabel
from .review_graph import ReviewGraph
from .review_text import ShownCost, average_margin, chart_description, costly_of, move_number, no_break, percent
from .theme import SYMBOLS

if TYPE_CHECKING:
    from .context import AppContext
    from .replay import ReplayPage

log = logging.getLogger(__name__)

AnySession = Session[Any, Any, Any]

#: The window's size (width, height), and the size it grows to while it shows the replay;
#: both within the screen.
REVIEW_SIZE = (960, 820)
REPLAY_SIZE = (1400, 900)


def can_review(session: AnySession | None) -> bool:
    """A game bugbox can review, with every position known (a game across computers joined
    late lacks the states before it joined)."""
    return (
        session is not None
        and reviewable(session.game_id)
        and len(session.states) == len(session.actions) + 1
        and len(session.actions) > 0
    )


def review_seconds(actions: int) -> float | None:
    """The time limit of a review in the app: none. A review is counted in futures, so it is
    one function of the game and its depth, and two friends who review the same game see the
    same verdict whatever their computers; the player watches the progress and may cancel."""
    return None


class ReviewWorker(QThread):
    """Runs the review off the GUI thread; `cancel` stops it at its next position."""

    progressed = Signal(int, int)
    reviewed = Signal(object)  # the Review
    failed = Signal(str)

    def __init__(
        self,
        session: AnySession,
        seconds: float | None,
        workers: int | None,
        max_futures: int | None,
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self.session = session
        self.seconds = seconds
        self.workers = workers
        self.max_futures = max_futures
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def run(self) -> None:
        from ..review.runner import Cancelled, review_game

        session = self.session
        try:
            review = review_game(
                session.game_id,
                tuple(seat.name for seat in session.setup.seats),
                list(session.states),
                session.action_dicts(),
                seconds=self.seconds,
                workers=self.workers,
                progress=self.progressed.emit,
                cancelled=lambda: self.cancelled,
                max_futures=self.max_futures,
            )
        except Cancelled:
            return
        except Exception as error:  # a worker process that died: said, not a crash
            log.exception("the review failed")
            self.failed.emit(type(error).__name__)
            return
        self.reviewed.emit(review)


class ReviewWindow(Retranslating, QWidget):
    """The review of one game: progress while it runs, then the graph and the costly decisions."""

    #: Worker processes for the playouts (None: one per core); in a PyInstaller bundle they are
    #: the bundle's executable started again, which app.run_as_worker hands to multiprocessing.
    workers: int | None = None
    #: Caps the futures per position (None: the review's own cap); the tests make it small.
    max_futures: int | None = None

    done = Signal()

    def __init__(
        self,
        ctx: AppContext,
        session: AnySession,
        seconds: float | None = None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent, Qt.WindowType.Window)
        self.ctx = ctx
        self.session = session
        self.setObjectName("review_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.seconds = seconds if seconds is not None else review_seconds(len(session.actions))
        self.key = keeping.fingerprint(session.game_id, session.setup.model_dump(mode="json"), session.action_dicts())
        self.review: Review | None = None
        self.worker: ReviewWorker | None = None
        self.replay: ReplayPage | None = None
        self.colours = tuple(seat.colour for seat in session.setup.seats)

        self.title = PlainLabel()
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.3)
        self.title.setFont(font)
        self.stack = QStackedWidget()

        # the review running
        running = QWidget()
        self.explain = PlainLabel()
        self.explain.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setObjectName("review_progress")
        #: What was said to a screen reader (announcements), the last few (the tests read it).
        self.announced: list[str] = []
        self.cancel_button = QPushButton()
        self.cancel_button.setObjectName("review_cancel")
        self.cancel_button.clicked.connect(self.cancel)
        self.again_button = QPushButton()
        self.again_button.setObjectName("review_start")
        self.again_button.clicked.connect(self.start)
        self.again_button.hide()
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.again_button)
        run_layout = QVBoxLayout(running)
        run_layout.addStretch(1)
        run_layout.addWidget(self.explain)
        run_layout.addLayout(row)
        run_layout.addStretch(1)

        # the review done
        results = QWidget()
        #: What the chances assume, said plainly above the graph.
        self.assumes = PlainLabel()
        self.assumes.setObjectName("review_assumes")
        self.assumes.setWordWrap(True)
        self.graph = ReviewGraph()
        self.legend = PlainLabel()
        self.legend.setWordWrap(True)
        self.costly_heading = PlainLabel()
        heading_font = self.costly_heading.font()
        heading_font.setBold(True)
        self.costly_heading.setFont(heading_font)
        self.costly = QListWidget()
        self.costly.setObjectName("review_costly")
        self.costly.setWordWrap(True)
        self.costly.itemActivated.connect(self._open_item)
        self.costly.itemClicked.connect(self._open_item)
        self.precision = PlainLabel()
        self.precision.setWordWrap(True)
        self.close_button = QPushButton()
        self.close_button.setObjectName("review_close")
        self.close_button.clicked.connect(self.close)
        bottom = QHBoxLayout()
        bottom.addWidget(self.precision, 1)
        bottom.addWidget(self.close_button)
        results_layout = QVBoxLayout(results)
        results_layout.addWidget(self.assumes)
        results_layout.addWidget(self.graph, 3)
        results_layout.addWidget(self.legend)
        results_layout.addWidget(self.costly_heading)
        results_layout.addWidget(self.costly, 3)  # six decisions in Japanese needed a scroll at 2
        results_layout.addLayout(bottom)

        for button in (self.cancel_button, self.again_button, self.close_button):
            button.setAutoDefault(True)  # Return presses the focused button, as Space does
        self.stack.addWidget(running)
        self.stack.addWidget(results)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.stack, 1)
        self.resize(*self._within_screen(REVIEW_SIZE))
        self.retranslate()
        kept = keeping.kept(self.key)
        if kept is not None and kept.complete and len(kept.positions) == len(session.actions) + 1:
            self.show_review(kept)
        else:
            self.start()

    # running -----------------------------------------------------------------------------------
    def start(self) -> None:
        """Run the review in the background (the progress bar fills as positions are done)."""
        self.again_button.hide()
        self.cancel_button.show()
        self.progress.setRange(0, 2 * len(self.session.states))
        self.progress.setValue(0)
        self.stack.setCurrentIndex(0)
        worker = self.worker = ReviewWorker(self.session, self.seconds, self.workers, self.max_futures, self)
        worker.progressed.connect(self._progressed)
        worker.reviewed.connect(self._reviewed)
        worker.failed.connect(self._failed)
        worker.finished.connect(self._worker_done)
        self._explain_running()
        app = QCoreApplication.instance()
        if app is not None:  # the app quitting stops the review first (a thread must not outlive it)
            app.aboutToQuit.connect(self._stop_worker)
        worker.start()

    def _stop_worker(self) -> None:
        if self.worker is not None:
            self.worker.cancel()
            self.worker.wait(30_000)

    def running(self) -> bool:
        return self.worker is not None and self.worker.isRunning()

    def cancel(self) -> None:
        """Stop the review; the window offers to start it again."""
        if self.worker is not None:
            self.worker.cancel()
        self.cancel_button.hide()
        self.again_button.show()
        self.explain.setText(translate("Review", "The review was cancelled."))

    def _progressed(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _reviewed(self, review: Review) -> None:
        try:
            keeping.keep(self.key, review)
        except OSError:
            log.warning("the review could not be kept", exc_info=True)
        else:  # the reviews of games Records no longer keeps go (pruned when a game was kept)
            keeping.sweep_in_background()
        self.show_review(review)
        self.announce(translate("Review", "The review is ready."))

    def announce(self, text: str) -> None:
        """Say `text` to a screen reader (unless announcements are off in Settings)."""
        if not self.ctx.settings.announcements:
            return
        self.announced = [*self.announced[-9:], text]
        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, text))

    def _failed(self, what: str) -> None:
        self.cancel_button.hide()
        self.again_button.show()
        self.explain.setText(translate("Review", "The review stopped with an error ({what}).").format(what=what))

    def _worker_done(self) -> None:
        self.done.emit()

    def _explain_running(self) -> None:
        self.explain.setText(
            translate(
                "Review",
                "Playing the game out many times from each of its {count} positions, with "
                "computer players deciding for everyone (the hard level first). The bar shows how "
                "far it is; any computer reviewing this game finds the same.",
            ).format(count=len(self.session.states))
        )

    # the results -------------------------------------------------------------------------------
    def show_review(self, review: Review) -> None:
        self.review = review
        marked = [
            (move_number(d.action_index), d.seat) for seat in range(len(review.seats)) for d in costly_of(review, seat)
        ]
        self.graph.show_review(review, self.colours, marked)
        self.stack.setCurrentIndex(1)
        self._fill()

    def _fill(self) -> None:
        review = self.review
        if review is None:
            return
        self.legend.setText(
            "   ".join(
                f"{SYMBOLS.get(self.colours[seat], '')} {shown(name, 40)}" for seat, name in enumerate(review.seats)
            )
        )
        self.costly.clear()
        for seat, name in enumerate(review.seats):
            header = QListWidgetItem(
                translate("Review", "{name}: the three costliest decisions").format(name=shown(name, 40))
            )
            font = header.font()
            font.setBold(True)
            header.setFont(font)
            header.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.costly.addItem(header)
            decisions = costly_of(review, seat)
            if not decisions:
                none = QListWidgetItem(
                    translate("Review", "No decision cost any win chance that the review could see.")
                )
                none.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.costly.addItem(none)
            for decision in decisions:
                item = QListWidgetItem(self.decision_text(decision))
                item.setData(Qt.ItemDataRole.UserRole, decision.action_index)
                item.setToolTip(translate("Review", "Show this position in the replay, with the better choice"))
                self.costly.addItem(item)
        if len(review.positions) > 1:
            self.precision.setText(
                no_break(
                    translate(
                        "Review",
                        "Each win chance is an estimate from playouts: on average within ±{margin} "
                        "(95\u00a0%). Reviewed in {seconds} seconds.",
                    ).format(margin=percent(average_margin(review)), seconds=round(review.seconds))
                    + (
                        " "
                        + translate(
                            "Review",
                            "Its time limit stopped it early: some positions were played out less often "
                            "than the others, and another computer may find otherwise.",
                        )
                        if review.stopped_early
                        else ""
                    )
                )
            )
        self.graph.setAccessibleDescription(chart_description(review))

    def describe(self, index: int, action: dict[str, Any]) -> str:
        """A choice in words (the game's own), as plain text."""
        module: Any = review_module(self.session.game_id)
        try:
            return shown(tr_message(module.describe(self.session.states[index], action)), 200)
        except (ValueError, TypeError, KeyError, IndexError):
            return shown(str(action.get("kind", "?")), 40)

    def decision_text(self, decision: Decision) -> str:
        """The decision in one line; its cost is the difference of its chances as written."""
        shown_cost = ShownCost.of(decision)
        return no_break(
            translate(
                "Review",
                "Move {number}: chose “{chosen}”; better: “{best}”. "
                "Win chance {chance} instead of {better}: it cost {cost} (±{margin}).",
            ).format(
                margin=shown_cost.margin,
                number=move_number(decision.action_index),
                chosen=self.describe(decision.action_index, decision.chosen),
                best=self.describe(decision.action_index, decision.best),
                chance=shown_cost.chosen,
                better=shown_cost.best,
                cost=shown_cost.cost,
            )
        )

    def _open_item(self, item: QListWidgetItem) -> None:
        index = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(index, int):
            self.open_position(index)

    def open_position(self, index: int) -> None:
        """The replay at the position before action `index`, the better choice written above."""
        review = self.review
        decision = next((d for d in review.decisions if d.action_index == index), None) if review else None
        if decision is None:
            return
        from .replay import ReplayPage

        self.close_replay()
        replay = self.replay = ReplayPage(self.ctx, self.session)
        for name in replay.NOT_IN_A_REVIEW:  # this is a look back, not a table to play on from
            replay.buttons[name].hide()
        replay.closed.connect(self.close_replay)
        self._make_room_for_the_replay()
        self.stack.addWidget(replay)
        self.stack.setCurrentWidget(replay)
        shown_cost = ShownCost.of(decision)
        replay.show_better(
            index,
            no_break(
                translate(
                    "Review", "Move {number}, {name}: better “{best}” (win chance {better} instead of {chance})."
                ).format(
                    number=move_number(index),
                    name=shown(self.review.seats[decision.seat], 40) if self.review else "",
                    best=self.describe(index, decision.best),
                    better=shown_cost.best,
                    chance=shown_cost.chosen,
                )
            ),
            decision.best,
        )

    def _make_room_for_the_replay(self) -> None:
        """The replay shows the whole table and its side panel: in the review's own size the
        names in its score table were cut to "Pe…" and the cards were too small to read, so
        the window grows to `REPLAY_SIZE` (within the screen) while it shows one."""
        width, height = self._within_screen(REPLAY_SIZE)
        self.resize(max(self.width(), width), max(self.height(), height))

    def _within_screen(self, size: tuple[int, int]) -> tuple[int, int]:
        room = self.screen().availableGeometry().size()
        return min(size[0], room.width()), min(size[1], room.height())

    def close_replay(self) -> None:
        replay, self.replay = self.replay, None
        if replay is not None:
            replay.stop()
            self.stack.removeWidget(replay)
            replay.deleteLater()
        if self.review is not None:
            self.stack.setCurrentIndex(1)

    # the window --------------------------------------------------------------------------------
    def retranslate(self) -> None:
        from .launcher import game_title

        self.setWindowTitle(translate("Review", "Review: {game}").format(game=game_title(self.session.game_id)))
        self.title.setText(translate("Review", "Review: {game}").format(game=game_title(self.session.game_id)))
        self.cancel_button.setText(translate("Review", "Cancel"))
        self.again_button.setText(translate("Review", "Review again"))
        self.close_button.setText(translate("Review", "Close"))
        self.progress.setAccessibleName(translate("Review", "Review progress"))
        self.assumes.setText(
            translate("Review", "Win chances if every player plays like the hard computer from here on")
        )
        self.costly_heading.setText(
            translate("Review", "Where each player lost the most win chance (click one to see it in the replay)")
        )
        if self.running():
            self._explain_running()
        self._fill()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Escape leaves: the replay back to the review, the review's window itself."""
        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            if self.replay is not None:
                self.close_replay()
            else:
                self.close()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self._stop_worker()
        self.close_replay()
        super().closeEvent(event)


def open_review(ctx: AppContext, session: AnySession, parent: QWidget | None = None) -> ReviewWindow | None:
    """Show the review of this game (a copy of the session: the game on the table goes on)."""
    if not can_review(session):
        return None
    copy: AnySession = Session.__new__(Session)
    copy.__dict__.update(session.__dict__)
    copy.states, copy.actions, copy.events = list(session.states), list(session.actions), list(session.events)
    window = ReviewWindow(ctx, copy, parent=parent)
    window.show()
    return window


class ReviewOffer(QPushButton):
    """ "Review this game" over the top left corner of a game page at the game's end (the end
    screens are each game's own; this one button serves them all)."""

    def __init__(self, page: Any):
        super().__init__(page)
        self.page = page
        self.setObjectName("review_this_game")
        self.setAutoDefault(True)  # Return presses it, as Space does
        self.window_shown: ReviewWindow | None = None
        self.clicked.connect(self.open)
        page.installEventFilter(self)
        self.retranslate()
        self.hide()

    def offer(self, wanted: bool) -> None:
        flow = self.page.flow
        self.setVisible(wanted and flow is not None and can_review(flow.session))
        self._place()
        self.raise_()

    def open(self) -> None:
        flow = self.page.flow
        if flow is not None:
            self.window_shown = open_review(self.page.ctx, flow.session, self.page.window())

    def _place(self) -> None:
        """The table's top left corner: the side panel's top holds the notice, which the
        button must not cover."""
        self.adjustSize()
        self.move(12, 12)

    def eventFilter(self, watched: QObject, event: Any) -> bool:  # noqa: N802 - Qt override
        from PySide6.QtCore import QEvent

        if event.type() == QEvent.Type.Resize:
            self._place()
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        self.setText(translate("Review", "Review this game"))
        self.setToolTip(translate("Review", "Where did each decision cost the win? The review plays the game out."))
        self._place()
