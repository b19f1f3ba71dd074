"""The launcher: one large tile per game, and "Continue" when an unfinished game waits.

Every unfinished game keeps its own autosave (core/autosaves.py): "Continue last game" opens
the one played last, and "N unfinished games…" lists them all (ui/unfinished.py) to continue
or remove any. The tile only counts their files (names and times, nothing read).

The launcher is the first thing painted, and start-up is benchmarked against a bare Qt
window (tests/benchmarks/startup.py). So it paints its felt and boxes itself instead of using
a style sheet (polishing one cost ~15 ms of the start), and it never touches PySide6's `Qt`
namespace before the first paint: its ~90 enums cost 20-35 ms to build, and PySide builds
them whenever it weighs an overload that takes one, as `QPen(...)`, `QBrush(colour)`,
`painter.setPen` and `fillRect` all do. Hence paths filled with brushes taken from a palette,
layout stretches instead of alignment flags, and the hand cursor set when the mouse arrives.

A game's line of progress (Schaben jagen's "5 of 82 tasks solved", `GameSpec.progress`) is
read a moment after the tile first paints, never before: reading it imports the game's
package. Its line is reserved from the start, so the tile does not move when it arrives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPalette
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..core.autosaves import listing
from ..core.i18n import Message
from ..core.registry import GAMES
from . import palette
from .accessible import leave_the_tree_when_hidden
from .i18n import Retranslating, tr_message, translate
from .plaintext import PlainLabel, no_mnemonic

if TYPE_CHECKING:
    from PySide6.QtGui import QPixmap


def _text_colour(widget: QWidget, colour: str) -> None:
    """Labels in `widget` (and its children) are written in `colour`; buttons keep theirs."""
    colours = widget.palette()
    colours.setColor(QPalette.ColorRole.WindowText, QColor(colour))
    widget.setPalette(colours)


class _Brushes:
    """Solid brushes for the felt and the boxes, held by a palette (see the module docstring)."""

    FELT, PAPER, INK, AMBER = (
        QPalette.ColorRole.Window,
        QPalette.ColorRole.Base,
        QPalette.ColorRole.Text,
        QPalette.ColorRole.Highlight,
    )
    _palette: QPalette | None = None

    @classmethod
    def fill(cls, painter: QPainter, path: QPainterPath, role: QPalette.ColorRole) -> None:
        if cls._palette is None:
            cls._palette = QPalette()
            for name in ("FELT", "PAPER", "INK", "AMBER"):
                cls._palette.setColor(getattr(cls, name), QColor(getattr(palette, name)))
        painter.fillPath(path, cls._palette.brush(role))


def ring_focused_button(painter: QPainter, owner: QWidget) -> None:
    """A thick ink ring around the button of `owner` that has the keyboard focus: the style's
    own focus frame on these buttons is a hairline or nothing, and a keyboard player must see
    where Return and Space will act (the button is drawn over the ring's inside)."""
    for button in owner.findChildren(QPushButton):
        if button.hasFocus() and button.isVisible() and button.parentWidget() is owner:
            ring = QRectF(button.geometry()).adjusted(-4, -4, 4, 4)
            outer = _rounded(ring, 6)
            outer.addRoundedRect(ring.adjusted(3, 3, -3, -3), 4, 4)
            _Brushes.fill(painter, outer, _Brushes.INK)


def _rounded(rect: QRectF, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def _pitch(game_id: str) -> str:
    return tr_message(GAMES[game_id].pitch)


def game_title(game_id: str) -> str:
    """The title on the box; the Japanese edition of Voll verasselt has its own (ムシがいっぱい)."""
    return tr_message(GAMES[game_id].shown_title)


def _players(game_id: str) -> str:
    info = GAMES[game_id]
    if info.players_text is not None:
        return tr_message(info.players_text)
    return translate("Launcher", "{low}-{high} players").format(low=info.min_players, high=info.max_players)


class CoverLabel(PlainLabel):
    """The cover art, rendered from SVG at the label's size so it stays sharp (cached on disk).

    Covers are 4:3; the label asks its layout for the matching height."""

    def __init__(self, name: str, parent: QWidget | None = None):
        super().__init__(parent=parent)
        self._name = name
        self._shown: tuple[tuple[int, int, float], QPixmap] | None = None  # ((width, height, dpr), pixmap) last painted
        self.setMinimumSize(QSize(200, 150))
        policy = QSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 - Qt override
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 - Qt override
        return width * 3 // 4

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(400, 300)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        from .pixcache import cached_pixmap

        key = (self.width(), self.height(), self.devicePixelRatioF())
        if self._shown is None or self._shown[0] != key:  # from disk only when the size changed
            self._shown = (key, cached_pixmap(self._name, *key))
        QPainter(self).drawPixmap(0, 0, self._shown[1])


#: How long after its first paint a tile reads its game's progress (the start stays light;
#: a `--smoke` start has quit by then).
PROGRESS_DELAY_MS = 200


class GameTile(Retranslating, QFrame):
    play = Signal(str)
    resume = Signal(str)
    unfinished = Signal(str)  # the list of this game's unfinished games

    def __init__(self, game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.game_id = game_id
        self.setObjectName(f"tile_{game_id}")
        self._hovered = False
        _text_colour(self, palette.INK)
        self.cover = CoverLabel(f"covers/{game_id}")
        self.title = PlainLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self.title.setFont(font)
        self.players = PlainLabel()
        self.progress = PlainLabel()
        self.progress.setObjectName(f"progress_{game_id}")
        self.progress.setVisible(GAMES[game_id].progress is not None)
        self.progress.setMinimumHeight(self.progress.fontMetrics().lineSpacing())  # reserved: no jump
        self._progress: Message | None = None
        self._progress_read = False
        self._progress_timer: QTimer | None = None
        if GAMES[game_id].progress is not None:
            self._progress_timer = QTimer(self)
            self._progress_timer.setSingleShot(True)
            self._progress_timer.setInterval(PROGRESS_DELAY_MS)
            self._progress_timer.timeout.connect(self.read_progress)
        self.pitch = PlainLabel()
        self.pitch.setWordWrap(True)
        # Two lines for every pitch, so the three boxes keep equal covers in every language;
        # a one-line pitch sits at the top of its two lines.
        pitch_box = QWidget()
        pitch_layout = QVBoxLayout(pitch_box)
        pitch_layout.setContentsMargins(0, 0, 0, 0)
        pitch_layout.addWidget(self.pitch)
        pitch_layout.addStretch(1)
        pitch_box.setMinimumHeight(self.pitch.fontMetrics().lineSpacing() * 2 + 4)
        self.play_button = QPushButton()
        self.play_button.setObjectName(f"play_{game_id}")
        self.resume_button = QPushButton()
        self.resume_button.setObjectName(f"resume_{game_id}")
        self.all_button = QPushButton()
        self.all_button.setObjectName(f"unfinished_{game_id}")
        self._count = 0
        self.play_button.clicked.connect(lambda: self.play.emit(self.game_id))
        self.resume_button.clicked.connect(lambda: self.resume.emit(self.game_id))
        self.all_button.clicked.connect(lambda: self.unfinished.emit(self.game_id))
        buttons = QHBoxLayout()
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.resume_button)
        # on a line of its own: three buttons in one line made the tiles unequal in German
        all_row = QHBoxLayout()
        all_row.addStretch(1)
        all_row.addWidget(self.all_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.addWidget(self.cover)
        layout.addSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.players)
        layout.addWidget(self.progress)
        layout.addWidget(pitch_box)
        layout.addStretch(1)
        layout.addLayout(buttons)
        layout.addLayout(all_row)
        self.refresh()
        self.retranslate()

    def refresh(self) -> None:
        self._count = len(listing(self.game_id))
        self.resume_button.setVisible(self._count > 0)
        self.all_button.setVisible(self._count > 0)
        self.all_button.setText(translate("Launcher", "%n unfinished game(s)…", None, self._count))
        self._name_for_screen_readers()
        if self._progress_read:  # back on the launcher: it may have changed (never at start)
            self.read_progress()

    def read_progress(self) -> None:
        """The game's line of progress, e.g. "5 of 82 tasks solved" (imports the game's package)."""
        self._progress_read = True
        try:
            self._progress = GAMES[self.game_id].progress_line()
        except Exception:
            import logging

            logging.getLogger(__name__).exception("could not read the progress of %s", self.game_id)
            self._progress = None
        self.progress.setText(tr_message(self._progress) if self._progress is not None else "")

    def retranslate(self) -> None:
        self.title.setText(game_title(self.game_id))
        self.players.setText(_players(self.game_id))
        self.pitch.setText(_pitch(self.game_id))
        self.play_button.setText(tr_message(GAMES[self.game_id].play_text))
        self.resume_button.setText(translate("Launcher", "Continue last game"))
        self.all_button.setText(translate("Launcher", "%n unfinished game(s)…", None, self._count))
        self._name_for_screen_readers()

    def _name_for_screen_readers(self) -> None:
        """Three tiles have buttons of the same words: a screen reader, which reads a button
        alone, hears its game too ("New game (Voll verasselt)"); the cover says what it shows."""
        game = game_title(self.game_id)
        for button in (self.play_button, self.resume_button, self.all_button):
            button.setAccessibleName(
                translate("Launcher", "{button} ({game})").format(button=no_mnemonic(button.text()), game=game)
            )
        self.cover.setAccessibleName(translate("Launcher", "Cover of {game}").format(game=game))
        if self._progress is not None:
            self.progress.setText(tr_message(self._progress))

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        """A paper box with a 2 px ink edge, amber while the mouse is over it."""
        if self._progress_timer is not None and not self._progress_read and not self._progress_timer.isActive():
            self._progress_timer.start()  # after this first paint (see the module docstring)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = QRectF(self.rect())
        _Brushes.fill(painter, _rounded(box, 14), _Brushes.AMBER if self._hovered else _Brushes.INK)
        _Brushes.fill(painter, _rounded(box.adjusted(2, 2, -2, -2), 12), _Brushes.PAPER)
        ring_focused_button(painter, self)

    def enterEvent(self, event) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import Qt  # not at start: see the module docstring

        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 - Qt override
        self._hovered = False
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 - Qt override
        from PySide6.QtCore import Qt

        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self.play.emit(self.game_id)
        super().mouseReleaseEvent(event)


class ReturnPresses(QObject):
    """Return and Enter press the focused button, as Space does: Qt's buttons take them only
    inside a dialog, and a keyboard user expects them everywhere. It also has the button's
    box draw its focus ring anew when the focus comes or goes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut) and isinstance(watched, QPushButton):
            owner = watched.parentWidget()
            if owner is not None:
                owner.update()  # its ring around the focused button (`ring_focused_button`)
            return False
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QPushButton):
            return False
        from PySide6.QtCore import Qt  # not at start: see the module docstring
        from PySide6.QtGui import QKeyEvent

        if isinstance(event, QKeyEvent) and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier and watched.isEnabled():
                watched.animateClick()
                return True
        return False


class Launcher(Retranslating, QWidget):
    play = Signal(str)
    resume = Signal(str)
    unfinished = Signal(str)
    records = Signal()  # the Records page (nothing of it is read before it is opened)
    join = Signal()  # "Join a table…": a game on another computer
    rejoin = Signal()  # back to the network table this player has a seat at

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        leave_the_tree_when_hidden(self)  # behind a game it is not read out
        self.heading = PlainLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        self.heading.setFont(font)
        _text_colour(self.heading, palette.PAPER)
        heading_row = QHBoxLayout()  # centred by stretches: no alignment flag at start
        heading_row.addStretch(1)
        heading_row.addWidget(self.heading)
        heading_row.addStretch(1)
        self.records_button = QPushButton()
        self.records_button.setObjectName("show_records")
        self.records_button.clicked.connect(self.records)
        self.join_button = QPushButton()
        self.join_button.setObjectName("join_table")
        self.join_button.clicked.connect(self.join)
        self.rejoin_button = QPushButton()  # its text names the players (`offer_rejoin`)
        self.rejoin_button.setObjectName("rejoin_table")
        self.rejoin_button.clicked.connect(self.rejoin)
        self.rejoin_button.hide()
        self._rejoin_names = ""
        records_row = QHBoxLayout()
        records_row.addStretch(1)
        records_row.addWidget(self.rejoin_button)
        records_row.addWidget(self.join_button)
        records_row.addWidget(self.records_button)
        self.tiles = {game_id: GameTile(game_id) for game_id in GAMES}
        grid = QGridLayout()
        grid.setSpacing(18)
        for column, tile in enumerate(self.tiles.values()):
            tile.play.connect(self.play)
            tile.resume.connect(self.resume)
            tile.unfinished.connect(self.unfinished)
            grid.addWidget(tile, 0, column)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 28)
        layout.addStretch(1)
        layout.addLayout(heading_row)
        layout.addSpacing(10)
        layout.addLayout(grid)
        layout.addSpacing(10)
        layout.addLayout(records_row)
        layout.addStretch(1)
        self.setObjectName("launcher")
        self.return_presses = ReturnPresses(self)
        for button in self.findChildren(QPushButton):
            button.installEventFilter(self.return_presses)
        self.retranslate()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        """Back from a game (or at the start): the keyboard focus is on a button and drawn,
        not nowhere."""
        super().showEvent(event)
        self._focus_wanted = True  # after the next paint: the start stays light (module docstring)
        self.update()

    def _focus_a_button(self) -> None:
        from PySide6.QtCore import Qt  # not at start: see the module docstring

        focused = self.focusWidget()
        if focused is not None and focused.isVisible() and self.isAncestorOf(focused):
            focused.setFocus(Qt.FocusReason.TabFocusReason)  # drawn as keyboard focus
            return
        first = next(iter(self.tiles.values()), None)
        if first is not None and self.isVisible():
            first.play_button.setFocus(Qt.FocusReason.TabFocusReason)

    def paintEvent(self, event) -> None:  # noqa: N802 - Qt override
        """The launcher is part of the table: felt behind paper-coloured game boxes."""
        if getattr(self, "_focus_wanted", False):
            self._focus_wanted = False
            QTimer.singleShot(0, self, self._focus_a_button)
        felt = QPainterPath()
        felt.addRect(QRectF(self.rect()))
        painter = QPainter(self)
        _Brushes.fill(painter, felt, _Brushes.FELT)
        ring_focused_button(painter, self)

    def refresh(self) -> None:
        for tile in self.tiles.values():
            tile.refresh()

    def offer_rejoin(self, names: str | None) -> None:
        """Offer to rejoin the network table with `names` (plain text from the network, already
        joined into one phrase); None: there is nothing to rejoin."""
        self._rejoin_names = names or ""
        self.rejoin_button.setVisible(names is not None)
        self._rejoin_text()

    def _rejoin_text(self) -> None:
        if self._rejoin_names:
            text = translate("Launcher", "Rejoin the table with {names}").format(names=self._rejoin_names)
        else:
            text = translate("Launcher", "Rejoin your network table")
        self.rejoin_button.setText(no_mnemonic(text))

    def retranslate(self) -> None:
        self.heading.setText(translate("Launcher", "Which game shall we play?"))
        self.records_button.setText(translate("Launcher", "Records and past games"))
        self.join_button.setText(translate("Launcher", "Join a table…"))
        self._rejoin_text()
