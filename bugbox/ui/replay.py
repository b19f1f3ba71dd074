"""The replay viewer: a finished game or a save shown as it was, one action at a time.

The table is the game's own page (its scene, panel and log), built a second time in a
read-only mode: a turn flow with nobody deciding (`ReplayDriver` holds the whole game) shows
a truncated copy of the session, so stepping forward plays the step's events with the game's own
animations, and stepping back or jumping re-syncs the page from the state at that point, as
an undo does. No second table is drawn here.

Beside the table a list names every step (its events as the log tells them, each turn's first
step marked); the current one is highlighted, and a click jumps there. "Play on from here"
starts a new game from the shown position with the same seats, and "Review this game" opens
the game review of a finished game, however the replay was opened (a file, Records). The game
review opens the viewer at a costly decision with the better choice written above the steps
and drawn on the table by the game's own page (`show_better`).

Moves are numbered from 1 as the review numbers them: "Move 42 of 112" is the table after the
42nd action; the review's "Move 42" opens the table before it ("Before move 42 of 112").
"""

from __future__ import annotations

import copy
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from ..core.files import shown
from ..core.registry import GAMES
from ..core.session import Session
from ..core.settings import SPEED_FACTOR
from .flow.computer import COMPUTER_PAUSE_MS
from .flow.turns import Decider, TurnFlow
from .i18n import Retranslating, tr_message, translate
from .plaintext import PlainLabel

if TYPE_CHECKING:
    from .context import AppContext

log = logging.getLogger(__name__)

_P = QStyle.StandardPixmap
#: The platform's own media icons (the arrows as characters are missing from many fonts).
ICONS = {
    "start": _P.SP_MediaSkipBackward,
    "turn_back": _P.SP_MediaSeekBackward,
    "back": _P.SP_ArrowLeft,
    "play": _P.SP_MediaPlay,
    "forward": _P.SP_ArrowRight,
    "turn_forward": _P.SP_MediaSeekForward,
    "end": _P.SP_MediaSkipForward,
}


def cut(full: Session[Any, Any, Any], position: int) -> Session[Any, Any, Any]:
    """The session as it stood after its first `position` actions (sharing the states)."""
    view = copy.copy(full)
    view.states = full.states[: position + 1]
    view.actions = full.actions[:position]
    view.events = full.events[:position]
    return view


class ReplayDriver(QObject):
    """Moves a read-only `TurnFlow` through `full`: a step forward is shown as the flow shows
    any applied action (the page animates its events); any other jump re-syncs the page from
    the state at that point, as an undo does. Nobody decides, nothing is saved or kept."""

    stepped = Signal()  # the position changed and the page has shown it

    def __init__(self, full: Session[Any, Any, Any], speed_factor: Callable[[], float], parent: QObject | None = None):
        super().__init__(parent)
        self.full = full
        self.position = len(full.actions)
        self.playing = False
        self._speed_factor = speed_factor
        self._stopped = False
        seats = len(full.setup.seats)
        self.flow = TurnFlow(cut(full, self.position), (Decider.NOBODY,) * seats, self)
        self.flow.changed.connect(self._after_change)

    def showing_events(self) -> bool:
        return self.flow.showing_events()

    def _after_change(self) -> None:
        if self.flow.showing_events():
            return
        self.stepped.emit()
        if self.playing:
            if self.position < len(self.full.actions):
                QTimer.singleShot(int(COMPUTER_PAUSE_MS * self._speed_factor()), self, self._play_next)
            else:
                self.playing = False
                self.stepped.emit()

    def show_position(self, position: int, animate: bool = False) -> None:
        """Show the game after `position` actions; one step forward may be animated."""
        position = max(0, min(len(self.full.actions), position))
        if self.flow.showing_events():
            return
        if animate and position == self.position + 1:
            self.position = position
            self.flow.show(cut(self.full, position), self.full.actions[position - 1], self.full.events[position - 1])
            return
        self.position = position
        self.flow.jump(cut(self.full, position))

    def play(self, on: bool) -> None:
        self.playing = on and self.position < len(self.full.actions)
        if self.playing and not self.flow.showing_events():
            self._play_next()
        self.stepped.emit()

    def _play_next(self) -> None:
        if self.playing and not self.flow.showing_events() and not self._stopped:
            self.show_position(self.position + 1, animate=True)

    def stop(self) -> None:
        self._stopped = True
        self.playing = False
        self.flow.stop()


class ReplayPage(Retranslating, QWidget):
    """The viewer: the game's page in read-only mode, the step list and the controls."""

    closed = Signal()
    play_on = Signal(object)  # Session: a new game from the shown position
    export = Signal()

    #: The buttons hidden when the game review shows the replay (a look back from a review).
    NOT_IN_A_REVIEW = ("play_on", "export", "review")

    def __init__(
        self,
        ctx: AppContext,
        full: Session[Any, Any, Any],
        entry: dict[str, Any] | None = None,
        back_to_records: bool = False,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        from .pages import make_page

        self.ctx = ctx
        self.full = full
        self.entry = entry
        #: Opened from the Records page: closing goes back there.
        self.back_to_records = back_to_records
        self.game_id = full.game_id
        from ..core.records import turn_starts

        self.turns = turn_starts(full)
        self.game_page = make_page(ctx, full.game_id)
        self.controller = ReplayDriver(full, self._speed_factor, self)
        # a step shown by hand is silent; the table is heard while the replay plays (ui/sounds.py)
        self.game_page.animator.hushed = lambda: not self.controller.playing
        self.game_page.attach(self.controller.flow)
        self.controller.stepped.connect(self._show_step)
        self._narrate = GAMES[self.game_id].narrator()
        #: The move (its action index) the game review opened the viewer before, and its better
        #: choice (as stored in a save), drawn on the table while that position is shown.
        self.better_at: int | None = None
        self.better: dict[str, Any] | None = None
        #: Whether the table draws the better choice now (the game's page could draw it).
        self.better_drawn = False
        self.review_window: QWidget | None = None

        self.title = PlainLabel()
        self.title.setObjectName("replay_title")
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.where = PlainLabel()
        self.where.setObjectName("replay_where")
        self.buttons: dict[str, QPushButton] = {}
        bar = self.bar = QHBoxLayout()
        #: The step buttons show their icons only (their words in the tooltip) when the bar
        #: with words is wider than the window (`_fit_bar`).
        self.compact = False
        self._texts: dict[str, str] = {}
        bar.addWidget(self.title)
        bar.addStretch(1)
        for name, slot in (
            ("start", lambda: self.go(0)),
            ("turn_back", self.turn_back),
            ("back", lambda: self.go(self.controller.position - 1)),
            ("play", self.toggle_play),
            ("forward", lambda: self.go(self.controller.position + 1, animate=True)),
            ("turn_forward", self.turn_forward),
            ("end", lambda: self.go(len(full.actions))),
            ("play_on", self._play_on),
            ("export", self.export.emit),
            ("review", self.open_review),
            ("close", self.close_viewer),
        ):
            button = QPushButton()
            button.setObjectName(f"replay_{name}")
            if name in ICONS:
                button.setIcon(self.style().standardIcon(ICONS[name]))
            button.clicked.connect(slot)
            button.setAutoDefault(True)  # Return presses the focused button, as Space does
            if name in ICONS:  # never what keeps the viewer wider than the window
                button.setMinimumWidth(button.sizeHint().width())
            self.buttons[name] = button
            bar.addWidget(button)
            if name in ("end", "review"):
                bar.addSpacing(12)
        from .review_window import can_review

        self.buttons["review"].setVisible(full.is_over() and can_review(full))
        self.steps = QListWidget()
        self.steps.setObjectName("replay_steps")
        self.steps.setUniformItemSizes(False)
        self.steps.setWordWrap(True)
        self.steps.itemClicked.connect(lambda item: self.go(self.steps.row(item)))
        self.steps.itemActivated.connect(lambda item: self.go(self.steps.row(item)))
        #: The better choice at a position, when the game review opened the viewer there.
        self.advice = PlainLabel()
        self.advice.setObjectName("replay_better")
        self.advice.setWordWrap(True)
        self.advice.hide()
        side = QWidget()
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(6, 6, 6, 6)
        side_layout.addWidget(self.advice)
        side_layout.addWidget(self.where)
        side_layout.addWidget(self.steps, 1)
        split = QSplitter()
        split.addWidget(self.game_page)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        split.setSizes([900, 300])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        self._keys()
        self.retranslate()
        self.controller.flow.start()
        self._show_step()

    def room_for_notice(self) -> bool:
        """The viewer's bar (Start, Step, Play, Close) is at its top edge: a notice moves the
        viewer down instead of covering it."""
        return True

    def _speed_factor(self) -> float:
        return SPEED_FACTOR.get(self.ctx.settings.animation_speed, 1.0)

    def stop(self) -> None:
        self.controller.stop()
        self.game_page.detach()

    def _keys(self) -> None:
        """Left and Right step, Home and End jump, Space plays and pauses, wherever the focus
        is in the viewer (the table's own keys would only be refused here); Space on a focused
        button presses that button (on Close it toggled Play instead)."""
        from PySide6.QtCore import Qt
        from PySide6.QtGui import QKeySequence, QShortcut

        for key, slot in (
            (Qt.Key.Key_Left, lambda: self.go(self.controller.position - 1)),
            (Qt.Key.Key_Right, lambda: self.go(self.controller.position + 1, animate=True)),
            (Qt.Key.Key_Home, lambda: self.go(0)),
            (Qt.Key.Key_End, lambda: self.go(len(self.full.actions))),
            (Qt.Key.Key_Space, self._space),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

    # stepping ----------------------------------------------------------------------------------
    def go(self, position: int, animate: bool = False) -> None:
        self.controller.playing = False
        if self.better_drawn and position != self.better_at:  # not left on the table while moving on
            self.game_page.show_choice(None)
            self.better_drawn = False
        if self.controller.showing_events():  # a step still shown: land at once instead
            self.game_page_finish()
        self.controller.show_position(position, animate=animate and self.ctx.settings.animation_speed != "off")

    def game_page_finish(self) -> None:
        self.game_page.animator.finish_all()

    def turn_back(self) -> None:
        here = self.controller.position
        earlier = [start for start in self.turns if start < here]
        self.go(earlier[-1] if earlier else 0)

    def turn_forward(self) -> None:
        here = self.controller.position
        later = [start for start in self.turns if start > here]
        self.go(later[0] if later else len(self.full.actions))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        """Escape leaves the viewer (back to the review, to Records or to where it came from);
        a key press, not a shortcut, so that the focused part (a menu, a list being typed in)
        may take it first."""
        from PySide6.QtCore import Qt

        if event.key() == Qt.Key.Key_Escape and not event.modifiers():
            self.close_viewer()
            return
        super().keyPressEvent(event)

    def _space(self) -> None:
        focused = self.focusWidget()
        if isinstance(focused, QPushButton) and focused in self.buttons.values():
            focused.animateClick()
        else:
            self.toggle_play()

    def toggle_play(self) -> None:
        if self.controller.position >= len(self.full.actions) and not self.controller.playing:
            self.go(0)
        self.controller.play(not self.controller.playing)

    def _play_on(self) -> None:
        """A new game from the shown position, with the same seats (and seed)."""
        position = self.controller.position
        session = Session.replay(
            self.full.game_id, self.full.setup, self.full.seed, [a for a in self.full.action_dicts()[:position]]
        )
        self.play_on.emit(session)

    def show_better(self, position: int, text: str, better: dict[str, Any] | None = None) -> None:
        """Show the position before action `position` with the better choice there written
        above the steps and, where the game's page can draw it, on the table (the game
        review's "what should have been done")."""
        self.advice.setText(text)
        self.advice.show()
        self.better_at, self.better = position, better
        self.go(position)
        self._show_step()

    def _draw_better(self) -> None:
        """The better choice on the table while its position is shown (the page draws it:
        the view computes no rule); gone from the table at any other position."""
        here = self.better is not None and self.controller.position == self.better_at
        if here and not self.controller.showing_events():
            self.better_drawn = self.game_page.show_choice(self.better)
        elif not here and self.better_drawn:
            self.game_page.show_choice(None)
            self.better_drawn = False

    def open_review(self) -> None:
        """The game review of the game shown (a window of its own)."""
        from .review_window import open_review

        self.review_window = open_review(self.ctx, self.full, self.window())

    def close_viewer(self) -> None:
        self.stop()
        self.closed.emit()

    # showing -----------------------------------------------------------------------------------
    def turn_of(self, position: int) -> int:
        """The turn (from 1) that the action `position` (from 0) belongs to."""
        return sum(start <= position for start in self.turns)

    def _fill_steps(self) -> None:
        self.steps.clear()
        self.steps.addItem(QListWidgetItem(translate("Replay", "The set-up")))
        starts = set(self.turns)
        bold = QFont(self.steps.font())
        bold.setBold(True)
        for number, events in enumerate(self.full.events):
            lines = [shown(tr_message(self._narrate(e)), 400) for e in events] or [
                translate("Replay", "(nothing to tell)")
            ]
            text = " ".join(lines)
            item = QListWidgetItem()
            if number in starts:
                text = translate("Replay", "Turn {turn}: {text}").format(turn=self.turn_of(number), text=text)
                item.setFont(bold)
            # the move's number, as the review and "Move 42 of 112" count (from 1)
            text = translate("Replay", "{number}. {text}").format(number=number + 1, text=text)
            item.setText(text)
            self.steps.addItem(item)

    def _show_step(self) -> None:
        position = self.controller.position
        total = len(self.full.actions)
        self.steps.setCurrentRow(position)
        item = self.steps.item(position)
        if item is not None:
            self.steps.scrollToItem(item)
        if position == self.better_at and position < total:
            self.where.setText(
                translate("Replay", "Before move {number} of {total}, turn {turn}").format(
                    number=position + 1, total=total, turn=self.turn_of(position)
                )
            )
        elif position == 0:
            self.where.setText(translate("Replay", "The set-up, before the first of %n move(s)", None, total))
        else:
            self.where.setText(
                translate("Replay", "Move {number} of {total}, turn {turn}").format(
                    number=position, total=total, turn=self.turn_of(position - 1)
                )
            )
        playing = self.controller.playing
        self._texts["play"] = translate("Replay", "Pause") if playing else translate("Replay", "Play")
        self._show_texts()
        self.buttons["play"].setIcon(self.style().standardIcon(_P.SP_MediaPause if playing else _P.SP_MediaPlay))
        for name in ("start", "turn_back", "back"):
            self.buttons[name].setEnabled(position > 0)
        for name in ("forward", "turn_forward", "end"):
            self.buttons[name].setEnabled(position < total)
        self._draw_better()

    # the bar ---------------------------------------------------------------------------------
    def _show_texts(self) -> None:
        """The buttons' words, or for the step buttons only their icons when `compact`; the
        words stay as each button's accessible name and tooltip."""
        for name, text in self._texts.items():
            button = self.buttons[name]
            button.setText(text)
            button.setAccessibleName(text)
            if name in ICONS and name not in ("back", "forward"):  # those two say their keys
                button.setToolTip(text)
        self._fit_bar()

    def _fit_bar(self) -> None:
        """Step buttons with words where the window is wide enough for the whole bar (issue 32:
        at 1024x768, 1097 px of bar in English and 1273 in German made the window wider than
        the screen and put Close out of reach), with icons only where it is not."""
        if not self._texts:
            return
        for name in ICONS:  # measured with words
            self.buttons[name].setText(self._texts.get(name, ""))
        self.bar.invalidate()
        wide = self.bar.sizeHint().width()
        layout = self.layout()
        if layout is not None:
            margins = layout.contentsMargins()
            wide += margins.left() + margins.right()
        self.compact = wide > self.width()
        if self.compact:
            for name in ICONS:
                self.buttons[name].setText("")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_bar()

    def retranslate(self) -> None:
        from .launcher import game_title

        texts = {
            "start": translate("Replay", "Start"),
            "turn_back": translate("Replay", "Turn back"),
            "back": translate("Replay", "Step back"),
            "forward": translate("Replay", "Step"),
            "turn_forward": translate("Replay", "Turn"),
            "end": translate("Replay", "End"),
            "play_on": translate("Replay", "Play on from here"),
            "export": translate("Replay", "Export…"),
            "review": translate("Review", "Review this game"),
            "close": translate("Replay", "Close"),
        }
        self._texts.update(texts)
        self._texts.setdefault("play", translate("Replay", "Play"))
        self.buttons["back"].setToolTip(translate("Replay", "One move back (Left)"))
        self.buttons["forward"].setToolTip(translate("Replay", "One move forward (Right)"))
        self.buttons["play_on"].setToolTip(
            translate("Replay", "Start a new game from the position shown, with the same players")
        )
        title = game_title(self.game_id)
        finished = self.entry.get("finished", "") if self.entry else ""
        if finished:
            from PySide6.QtCore import QDateTime, QLocale

            when = QDateTime.fromString(finished, "yyyy-MM-ddTHH:mm:sst")
            shown_when = (
                QLocale().toString(when.toLocalTime(), QLocale.FormatType.ShortFormat)
                if when.isValid()
                else finished[:16]
            )
            self.title.setText(translate("Replay", "Replay: {game}, {when}").format(game=title, when=shown_when))
        else:
            self.title.setText(translate("Replay", "Replay: {game}").format(game=title))
        self._fill_steps()
        self._show_step()
