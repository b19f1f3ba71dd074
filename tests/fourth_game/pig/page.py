"""Pig's table: two dice, the scores, Roll and Hold. It supplies only what the base asks for:
its scene and panel, how the state looks, what each event looks like, and its prompt."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QHBoxLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bugbox.core.i18n import Message
from bugbox.ui import art
from bugbox.ui.choreography import Choreography, shows
from bugbox.ui.context import AppContext
from bugbox.ui.game_page import GamePage
from bugbox.ui.gamelog import GameLog
from bugbox.ui.i18n import translate
from bugbox.ui.items import DieItem
from bugbox.ui.plaintext import PlainLabel
from bugbox.ui.view import FittingView

from .rules import Busted, Hold, Roll, Rolled, State


class PigScene(QGraphicsScene):
    def __init__(self) -> None:
        super().__init__(QRectF(0, 0, 400, 260))
        self.setBackgroundBrush(QColor("#3f6b3a"))
        self.dice = [DieItem(art.verflixxt_die(1), 90) for _ in range(2)]
        for k, die in enumerate(self.dice):
            die.setPos(100 + 120 * k, 40)
            self.addItem(die)
        self.scores = QGraphicsSimpleTextItem()
        self.scores.setBrush(QColor("white"))
        self.scores.setPos(20, 180)
        self.addItem(self.scores)

    def show_state(self, state: State) -> None:
        for die, value in zip(self.dice, state.dice, strict=True):
            die.set_art(art.verflixxt_die(value or 1))
            die.setOpacity(1.0 if value else 0.4)
        lines = [
            f"{'▶ ' if seat == state.current else '  '}{name}: {score}"
            for seat, (name, score) in enumerate(zip(state.names, state.scores, strict=True))
        ]
        self.scores.setText("\n".join(lines) + f"\n+{state.turn_total}")
        self.update()  # a die that spun may leave a hairline of antialiasing behind


class PigMotion(Choreography):
    def __init__(self, page: PigPage) -> None:
        super().__init__(page.animator)
        self.scene = page.scene

    @shows(Rolled)
    def rolled(self, event: Rolled) -> None:
        for die, value in zip(self.scene.dice, event.dice, strict=True):
            die.setOpacity(1.0)
            faces = [art.verflixxt_die((value + k) % 6 + 1) for k in range(4)]
            self.add(die.tumble(self.animator, faces, art.verflixxt_die(value)))

    @shows(Busted)
    def busted(self, event: Busted) -> None:
        self.add(self.animator.pause(400))


class PigPage(GamePage):
    def __init__(self, ctx: AppContext, game_id: str, parent: QWidget | None = None):
        super().__init__(ctx, game_id, parent)
        self.scene = PigScene()
        self.view = FittingView(self.scene)
        self.view.on_key = self._key
        self.prompt = PlainLabel()
        self.prompt.setWordWrap(True)
        self.roll, self.hold, self.undo_button = QPushButton(), QPushButton(), QPushButton()
        self.log = GameLog("pig_log")
        panel = QWidget()
        column = QVBoxLayout(panel)
        for widget in (self.prompt, self.roll, self.hold, self.undo_button, self.log):
            column.addWidget(widget)
        row = QHBoxLayout(self)
        row.addWidget(self.view, 1)
        row.addWidget(panel)
        self.roll.clicked.connect(lambda: self.submit(Roll()))
        self.hold.clicked.connect(lambda: self.submit(Hold()))
        self.undo_button.clicked.connect(self.undo)
        self.keys_stay_on_table(panel)
        self.retranslate()

    def table_view(self) -> QWidget:
        return self.view

    def _key(self, event: QKeyEvent) -> bool:
        actions = {Qt.Key.Key_Space: Roll(), Qt.Key.Key_R: Roll(), Qt.Key.Key_H: Hold()}
        action = actions.get(Qt.Key(event.key()))
        if action is None or not self.can_act():
            return False
        self.submit(action)
        return True

    # the hooks -----------------------------------------------------------------------------
    def show_state(self, state: State, jumped: bool) -> None:
        self.scene.show_state(state)

    def animate(self, action: Any, events: list[Any]) -> QAbstractAnimation:
        return PigMotion(self).play(events)

    def refresh(self) -> None:
        state: State | None = self.state
        if state is None:
            return
        acting = self.can_act()
        self.roll.setEnabled(acting)
        self.hold.setEnabled(acting and state.turn_total > 0)
        for button in (self.roll, self.hold, self.undo_button):
            button.setVisible(not self.read_only)
        self.undo_button.setEnabled(self.can_undo())
        self.prompt.setText(self.prompt_text(state, acting))
        self.log.show_lines(self.log_lines())

    def prompt_text(self, state: State, acting: bool) -> str:
        name = state.names[state.current]
        if state.winner is not None:
            return translate("Pig", "{name} wins.").format(name=state.names[state.winner])
        if self.thinking_seat is not None:
            return translate("Pig", "{name} is thinking…").format(name=name)
        if not acting:
            return translate("Pig", "{name}'s turn.").format(name=name)
        return translate("Pig", "{name}, roll (Space) or hold (H) your {total}.").format(
            name=name, total=state.turn_total
        )

    def show_refusal(self, reason: Message) -> None:
        self.refresh()

    def retranslate(self) -> None:
        self.roll.setText(translate("Pig", "Roll"))
        self.hold.setText(translate("Pig", "Hold"))
        self.undo_button.setText(translate("Pig", "Undo"))
        self.refresh()
