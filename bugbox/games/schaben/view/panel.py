"""The side panel beside the kitchen: the task, what to do now, the buttons, and the log.

Plain widgets in the system palette (docs/architecture.md: the table brings its own background, the
chrome follows the desktop). The panel owns no logic: the page fills in its texts and
connects its buttons, and re-sets every text when the language changes.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....ui import art, palette
from ....ui.gamelog import GameLog
from ....ui.i18n import Retranslating, translate
from ....ui.plaintext import PlainLabel
from ....ui.side_panel import fit_title, notice_room

PANEL_WIDTH = 330
#: The narrowest the panel gets on a small screen (ui/side_panel.py), its texts still whole.
LEAST_WIDTH = 210


class BoardPanel(Retranslating, QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFixedWidth(PANEL_WIDTH)
        self.title = PlainLabel()
        self.title.setObjectName("schaben_title")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.badge = PlainLabel()
        self.difficulty = PlainLabel()
        heading = QHBoxLayout()
        heading.addWidget(self.title, 1)
        heading.addWidget(self.badge)
        heading.addWidget(self.difficulty)
        self.goal = PlainLabel()
        self.goal.setObjectName("schaben_goal")
        self.goal.setWordWrap(True)
        bold = self.goal.font()
        bold.setBold(True)
        self.goal.setFont(bold)
        self.counts = PlainLabel()
        self.counts.setObjectName("schaben_counts")

        self.message = PlainLabel()
        self.message.setObjectName("schaben_message")
        self.message.setWordWrap(True)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.message.setMinimumHeight(150)
        self.message.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.MinimumExpanding)
        self.message.setFrameShape(QFrame.Shape.StyledPanel)
        self.message.setStyleSheet(
            f"QLabel#schaben_message {{ background: {palette.PROMPT}; color: {palette.INK};"
            f" padding: 8px; border: 1px solid {palette.NOTE_EDGE}; border-radius: 6px; }}"
        )

        def button(name: str) -> QPushButton:
            b = QPushButton()
            b.setObjectName(name)
            return b

        self.hint = button("schaben_hint")
        self.solution = button("schaben_solution")
        self.undo = button("schaben_undo")
        self.restart = button("schaben_restart")
        self.tasks = button("schaben_tasks")
        self.next_task = button("schaben_next_task")
        grid = QGridLayout()
        grid.addWidget(self.hint, 0, 0)
        grid.addWidget(self.solution, 0, 1)
        grid.addWidget(self.undo, 1, 0)
        grid.addWidget(self.restart, 1, 1)
        grid.addWidget(self.tasks, 2, 0)
        grid.addWidget(self.next_task, 2, 1)

        # shown while a hint or the solution is searched for in the background (the page's
        # SolverRunners)
        self.searching_for: str | None = None
        self.searching = QFrame()
        self.searching.setObjectName("schaben_searching")
        self.searching_text = PlainLabel()
        self.searching_text.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # no steps to count: Qt shows that it is working
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        searching = QVBoxLayout(self.searching)
        searching.setContentsMargins(0, 0, 0, 0)
        searching.addWidget(self.searching_text)
        searching.addWidget(self.busy)
        self.searching.hide()

        # the solution playback bar
        self.playback = QFrame()
        self.playback.setObjectName("schaben_playback")
        self.playback.setFrameShape(QFrame.Shape.StyledPanel)
        self.step = PlainLabel()
        self.step.setObjectName("schaben_step")
        self.step.setWordWrap(True)
        self.previous = button("schaben_previous")
        self.next_step = button("schaben_next_step")
        self.back = button("schaben_back_to_game")
        row = QHBoxLayout()
        row.addWidget(self.previous)
        row.addWidget(self.next_step)
        box = QVBoxLayout(self.playback)
        box.addWidget(self.step)
        box.addLayout(row)
        box.addWidget(self.back)
        self.playback.hide()

        self.log_title = PlainLabel()
        self.log = GameLog("schaben_log")

        self.notice_room = notice_room()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.notice_room)
        layout.addLayout(heading)
        layout.addWidget(self.goal)
        layout.addWidget(self.counts)
        layout.addWidget(self.message)
        layout.addWidget(self.playback)
        layout.addWidget(self.searching)
        layout.addLayout(grid)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        self.retranslate()

    def fit_heading(self) -> None:
        """The title as large as the heading's room allows beside the difficulty (ui/side_panel.py)."""
        layout = self.layout()
        room = self.width() - (layout.contentsMargins().left() + layout.contentsMargins().right() if layout else 20)
        beside = self.badge.sizeHint().width() + self.difficulty.sizeHint().width() + 2 * 8
        fit_title(self.title, room - beside - 6, 1.5, 1.1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit_heading()

    def set_difficulty(self, level: str | None, text: str) -> None:
        if level:
            dpr = self.devicePixelRatioF()
            self.badge.setPixmap(art.pixmap(art.difficulty(level), 24, 24, dpr))
        else:
            self.badge.clear()
        self.difficulty.setText(text)
        self.fit_heading()

    def set_searching(self, what: str | None) -> None:
        """Show that a "hint" or the "solution" is being searched for, or (None) hide it."""
        self.searching_for = what
        self._searching_text()
        self.searching.setVisible(what is not None)

    def _searching_text(self) -> None:
        if self.searching_for == "solution":
            text = translate("SchabenPage", "Looking for the solution… (any card you play stops it)")
        else:
            text = translate("SchabenPage", "Looking for a hint… (any card you play stops it)")
        self.searching_text.setText(text)

    def retranslate(self) -> None:
        self.hint.setText(translate("SchabenPage", "&Hint"))
        self.hint.setToolTip(translate("SchabenPage", "The next card to play, and where, from this position"))
        self.solution.setText(translate("SchabenPage", "Show &solution"))
        self.undo.setText(translate("SchabenPage", "&Undo card"))
        self.restart.setText(translate("SchabenPage", "Start &again"))
        self.tasks.setText(translate("SchabenPage", "All &tasks"))
        self.next_task.setText(translate("SchabenPage", "&Next task"))
        self.previous.setText(translate("SchabenPage", "◀ Previous"))
        self.next_step.setText(translate("SchabenPage", "Next ▶"))
        self.back.setText(translate("SchabenPage", "&Back to my game"))
        self.log_title.setText(translate("SchabenPage", "What happened"))
        self._searching_text()
