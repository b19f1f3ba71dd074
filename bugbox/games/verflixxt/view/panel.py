"""The side panel beside the Verflixxt table: whose turn, what to do now, the buttons, the log.

Plain widgets in the system palette (docs/architecture.md: the table brings its own background, the
chrome follows the desktop). The panel owns no logic: the page fills in its texts, shows the
buttons that fit the moment and connects them; every fixed text is re-set in `retranslate`.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ....ui import palette
from ....ui.gamelog import GameLog
from ....ui.i18n import Retranslating, translate
from ....ui.plaintext import PlainLabel, RichLabel
from ....ui.side_panel import notice_room

PANEL_WIDTH = 300
#: The narrowest the panel gets on a small screen (ui/side_panel.py), its texts still whole.
LEAST_WIDTH = 210


class TablePanel(Retranslating, QWidget):
    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFixedWidth(PANEL_WIDTH)
        self.title = PlainLabel("Verflixxt! kompakt")
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.45)
        font.setBold(True)
        self.title.setFont(font)
        self.variant = PlainLabel()
        self.variant.setObjectName("verflixxt_variant")
        self.turn = RichLabel()  # the player's colour before the name, which goes in escaped
        self.turn.setObjectName("verflixxt_turn")
        turn_font = self.turn.font()
        turn_font.setPointSizeF(turn_font.pointSizeF() * 1.2)
        turn_font.setBold(True)
        self.turn.setFont(turn_font)
        self.turn.setWordWrap(True)

        self.prompt = PlainLabel()
        self.prompt.setObjectName("verflixxt_prompt")
        self.prompt.setWordWrap(True)
        self.prompt.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.prompt.setMinimumHeight(118)
        self.prompt.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.prompt.setFrameShape(QFrame.Shape.StyledPanel)
        self.prompt.setStyleSheet(
            f"QLabel#verflixxt_prompt {{ background: {palette.PROMPT}; color: {palette.INK};"
            f" padding: 8px; border: 1px solid {palette.NOTE_EDGE}; border-radius: 6px; }}"
        )

        def button(name: str) -> QPushButton:
            b = QPushButton()
            b.setObjectName(name)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys belong to the table
            return b

        self.roll = button("verflixxt_roll")
        self.wurm_move = button("verflixxt_move_wurminator")
        self.wurm_leave = button("verflixxt_leave_wurminator")
        self.undo = button("verflixxt_undo")
        self.rules = button("verflixxt_rules")
        self.scores = button("verflixxt_scores")
        grid = QGridLayout()
        grid.addWidget(self.roll, 0, 0, 1, 2)
        grid.addWidget(self.wurm_move, 1, 0, 1, 2)
        grid.addWidget(self.wurm_leave, 2, 0, 1, 2)
        grid.addWidget(self.scores, 3, 0, 1, 2)
        grid.addWidget(self.undo, 4, 0)
        grid.addWidget(self.rules, 4, 1)

        self.log_title = PlainLabel()
        self.log = GameLog("verflixxt_log")

        self.notice_room = notice_room()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 10, 10, 10)
        layout.addWidget(self.notice_room)
        layout.addWidget(self.title)
        layout.addWidget(self.variant)
        layout.addSpacing(4)
        layout.addWidget(self.turn)
        layout.addWidget(self.prompt)
        layout.addLayout(grid)
        layout.addSpacing(6)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.roll.setText(translate("VerflixxtTable", "Roll the die (Space)"))
        self.wurm_move.setText(translate("VerflixxtTable", "Move the Wurminator (W)"))
        self.wurm_leave.setText(translate("VerflixxtTable", "Leave the Wurminator (L)"))
        self.undo.setText(translate("VerflixxtTable", "Undo"))
        self.rules.setText(translate("VerflixxtTable", "Rules (F1)"))
        self.scores.setText(translate("VerflixxtTable", "Final scores"))
        self.log_title.setText(translate("VerflixxtTable", "What happened"))
