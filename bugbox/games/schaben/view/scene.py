"""The kitchen table: the 7x7 floor with its figures, and the tray of movement cards beside it.

The scene shows a `State` (`show_state`, no animation: start, undo, load, a step of
the solution); the events of one card are played on its items by `motion.CardMotion`. It
never decides anything: clicks on squares, clicks and drops of cards, and drops of the
exterminator are signals for the page, which submits a card to the turn flow, which asks the
rules.

Coordinates are the floor art's own: the floor covers (0, 0)-(800, 800) and a square is 100
units (`bugbox.ui.art.square_rect_named`), so a figure's place is simply its square's centre.
The tray sits to the right of the floor.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QWidget

from ....ui import art
from ....ui.items import ArtItem
from ....ui.theme import KITCHEN_TABLE
from ....ui.view import FittingView
from ..board import COLUMNS
from ..rules import State, sight
from .pieces import ROTATION, Banner, Figure, SightBeam, SquareMarker, TrayCard

if TYPE_CHECKING:
    from ....ui.animation import Animator

FLOOR = QRectF(0, 0, 800, 800)
TRAY = QRectF(830, 10, 290, 780)
CARD_GAP = 14.0
CARD_RATIO = 1.4
#: Sizes of the figures on a 100-unit square.
EXTERMINATOR_SIZE, COCKROACH_SIZE, BOX_SIZE = 96.0, 80.0, 90.0
#: How far each extra cockroach of a stack is offset (about 8% of a square).
STACK_STEP = 8.0
TABLE = QColor(KITCHEN_TABLE)
SQUARES = [f"{c}{r}" for r in range(1, 8) for c in COLUMNS]


def centre(square: str) -> QPointF:
    return art.square_rect_named(square).center()


def square_at(pos: QPointF) -> str | None:
    """The square under a scene position, or None off the grid."""
    grid = art.FLOOR_GRID
    if not grid.contains(pos):
        return None
    col = int((pos.x() - grid.left()) // art.FLOOR_SQUARE)
    row = 6 - int((pos.y() - grid.top()) // art.FLOOR_SQUARE)
    if not (0 <= col < 7 and 0 <= row < 7):
        return None
    return f"{COLUMNS[col]}{row + 1}"


def stack_layout(placed: list[tuple[int, str]]) -> dict[int, tuple[QPointF, int, int]]:
    """Where each cockroach is drawn: (position, place in its stack, stack size). A stack is
    drawn as offset copies, the lowest number at the bottom, so every one stays visible."""
    by_square: dict[str, list[int]] = {}
    for number, square in sorted(placed):
        by_square.setdefault(square, []).append(number)
    out = {}
    for square, numbers in by_square.items():
        n = len(numbers)
        for k, number in enumerate(numbers):
            shift = (k - (n - 1) / 2) * STACK_STEP
            out[number] = (centre(square) + QPointF(shift, -shift), k, n)
    return out


def tray_layout(count: int) -> tuple[float, float, list[QPointF]]:
    """Card size and centres for `count` cards in the tray: as large as the tray allows."""
    best = (0.0, 1)
    for columns in range(1, 5):
        rows = max(1, math.ceil(count / columns))
        width = min(
            (TRAY.width() - (columns - 1) * CARD_GAP) / columns,
            (TRAY.height() - (rows - 1) * CARD_GAP) / rows / CARD_RATIO,
            150.0,
        )
        if width > best[0] + 0.5:
            best = (width, columns)
    width, columns = best
    height = width * CARD_RATIO
    rows = max(1, math.ceil(count / columns))
    used = columns * width + (columns - 1) * CARD_GAP
    left = TRAY.left() + (TRAY.width() - used) / 2
    top = (
        TRAY.top() + (TRAY.height() - rows * height - (rows - 1) * CARD_GAP) / 2 if count <= columns * 2 else TRAY.top()
    )
    centres = [
        QPointF(
            left + (i % columns) * (width + CARD_GAP) + width / 2,
            top + (i // columns) * (height + CARD_GAP) + height / 2,
        )
        for i in range(count)
    ]
    return width, height, centres


class SchabenScene(QGraphicsScene):
    square_clicked = Signal(str)
    card_clicked = Signal(int)  # a tray slot
    card_dropped = Signal(int, QPointF)  # a tray slot and where it was dropped
    exterminator_dropped = Signal(QPointF)

    def __init__(self, animator: Animator, parent: QObject | None = None):
        super().__init__(parent)
        self.animator = animator
        self.setSceneRect(QRectF(-12, -12, TRAY.right() + 24, FLOOR.height() + 24))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.floor = ArtItem("schaben/floor", FLOOR.width(), FLOOR.height())
        self.floor.setPos(FLOOR.center())
        self.floor.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.floor.setAcceptHoverEvents(False)
        self.addItem(self.floor)
        self.markers: dict[str, SquareMarker] = {}
        for square in SQUARES:
            marker = SquareMarker(square)
            marker.setPos(centre(square))
            self.addItem(marker)
            self.markers[square] = marker
        self.beam = SightBeam()
        self.addItem(self.beam)
        self.exterminator = Figure("schaben/exterminator", EXTERMINATOR_SIZE)
        self.exterminator.setZValue(5)
        self.exterminator.clicked.connect(lambda: self._click_square(self.state.exterminator if self.state else None))
        self.exterminator.dropped.connect(self.exterminator_dropped)
        self.exterminator.hovered.connect(self._hover_exterminator)
        self.addItem(self.exterminator)
        self.cockroaches: dict[int, Figure] = {}
        self.boxes: dict[str, Figure] = {}
        self.cards: list[TrayCard] = []
        self.banner = Banner(620)
        self.banner.setPos(FLOOR.center())
        self.addItem(self.banner)
        self.state: State | None = None  # the state shown (the page's, or a step of the solution)
        self.selected_slot: int | None = None
        self.hint_slot: int | None = None
        self.interactive = True
        self._press_square: str | None = None

    # the tray ---------------------------------------------------------------------------
    def load_cards(self, cards: tuple[str, ...]) -> None:
        """Lay out the task's cards (in the order of the hand) in the tray."""
        for card in self.cards:
            self.removeItem(card)
            card.deleteLater()
        self.cards = []
        width, height, centres = tray_layout(len(cards))
        for slot, kind in enumerate(cards):
            card = TrayCard(kind, width, height)
            card.slot = slot
            card.home = centres[slot]
            card.setPos(centres[slot])
            card.clicked.connect(lambda s=slot: self.card_clicked.emit(s))
            card.dropped.connect(lambda pos, s=slot: self.card_dropped.emit(s, pos))
            self.addItem(card)
            self.cards.append(card)

    def slot_home(self, slot: int) -> QPointF:
        _, _, centres = tray_layout(len(self.cards))
        return centres[slot]

    # showing a state -------------------------------------------------------------------
    def show_state(self, state: State, played: list[int]) -> None:
        """Put everything where `state` says, at once. `played` lists the tray slots in the
        order their cards were played."""
        self.state = state
        self.banner.hide()
        self.beam.setOpacity(0.0)
        ex = self.exterminator
        ex.setPos(centre(state.exterminator))
        ex.setRotation(ROTATION[state.facing])
        ex.setOpacity(1.0)
        for marker in self.markers.values():
            marker.set_state(None, hint=False, focus=False, target=marker.square == state.target)
        # boxes: keep the ones still there, add new ones
        for square in list(self.boxes):
            if square not in state.boxes:
                self.removeItem(self.boxes.pop(square))
        for square in state.boxes:
            box = self.boxes.get(square)
            if box is None:
                box = self.new_box(square)
            box.setScale(1.0)
            box.setOpacity(1.0)
        # cockroaches: one item per number, stacks drawn as offset copies
        alive = {c.number: c for c in state.cockroaches}
        for number in list(self.cockroaches):
            if number not in alive:
                self.removeItem(self.cockroaches.pop(number))
        layout = stack_layout([(c.number, c.square) for c in state.cockroaches])
        for number, roach in alive.items():
            item = self.cockroaches.get(number)
            if item is None:
                item = Figure("schaben/cockroach", COCKROACH_SIZE)
                item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.addItem(item)
                self.cockroaches[number] = item
            pos, k, n = layout[number]
            item.setPos(pos)
            item.setRotation(ROTATION[roach.facing])
            item.setScale(1.0)
            item.setOpacity(1.0)
            item.set_flat(0.0)
            item.setZValue(4 + k * 0.01)
            item.set_count(n if k == n - 1 else 1)
            item.setToolTip("")
        order = {slot: i + 1 for i, slot in enumerate(played)}
        for card in self.cards:
            card.setPos(card.home)
            card.setScale(1.0)
            card.set_order(order.get(card.slot, 0))
            card.draggable = self.interactive and not card.order
            card.set_glow(False)
        self.selected_slot = None
        self.hint_slot = None
        self.exterminator.draggable = False

    def new_box(self, square: str) -> Figure:
        """A box on `square` (a box card's box appears before it is in a state)."""
        box = Figure("schaben/box", BOX_SIZE)
        box.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        box.setAcceptHoverEvents(False)
        box.setZValue(3)
        box.setPos(centre(square))
        self.addItem(box)
        self.boxes[square] = box
        return box

    def set_interactive(self, on: bool) -> None:
        """Off while the solution is shown: the cards are only to be looked at."""
        self.interactive = on
        for card in self.cards:
            card.draggable = on and not card.order

    # what the page lights up --------------------------------------------------------------
    def set_choices(self, choices: dict[str, str]) -> None:
        """Light up squares: square -> "walk", "stay", "place" or "remove"."""
        for square, marker in self.markers.items():
            marker.set_state(choices.get(square))

    def set_focus(self, square: str | None) -> None:
        for name, marker in self.markers.items():
            marker.set_state(marker.choice, focus=name == square)

    def select_card(self, slot: int | None) -> None:
        self.selected_slot = slot
        for card in self.cards:
            card.set_glow(
                card.slot == slot or card.slot == self.hint_slot,
                art.PALETTE["yellow_highlight"] if card.slot == slot else art.PALETTE["blue"],
            )
            lift = -12.0 if card.slot == slot else 0.0
            card.setPos(card.home + QPointF(0, lift))

    def show_hint(self, slot: int | None, square: str | None) -> None:
        self.hint_slot = slot
        for name, marker in self.markers.items():
            marker.set_state(marker.choice, hint=name == square)
        self.select_card(self.selected_slot)

    def show_banner(self, title: str, text: str, good: bool) -> None:
        """The end message over the kitchen, where it hides the fewest pieces (him most of all)."""
        self.banner.set_message(title, text, good)
        self.banner.setScale(1.0)
        self.banner.setOpacity(1.0)
        figures = list(self.cockroaches.values()) + list(self.boxes.values())

        def hidden(y: float) -> int:
            rect = self.banner.boundingRect().translated(FLOOR.center().x(), y)
            count = sum(1 for item in figures if rect.intersects(item.sceneBoundingRect()))
            return count + 10 * rect.intersects(self.exterminator.sceneBoundingRect())

        best = min((FLOOR.center().y(), 190.0, 610.0), key=hidden)  # the first of equals
        self.banner.setPos(FLOOR.center().x(), best)
        self.banner.show()

    def hide_banner(self) -> None:
        self.banner.hide()

    # input --------------------------------------------------------------------------------
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        super().mousePressEvent(event)
        self._press_square = None
        if self.mouseGrabberItem() is None and event.button() == Qt.MouseButton.LeftButton:
            self._press_square = square_at(event.scenePos())
            event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 - Qt override
        pressed, self._press_square = self._press_square, None
        super().mouseReleaseEvent(event)
        if pressed is not None and square_at(event.scenePos()) == pressed:
            self._click_square(pressed)

    def _click_square(self, square: str | None) -> None:
        if square is not None:
            self.square_clicked.emit(square)

    def _hover_exterminator(self, inside: bool) -> None:
        """Hovering over him shows where he looks (docs/art-direction.md: facing must be obvious)."""
        if self.state is None or self.animator.busy():
            return
        if inside:
            self.beam.set_squares(sight(self.state))
            self.beam.setOpacity(0.5)
        else:
            self.beam.setOpacity(0.0)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        painter.fillRect(rect, TABLE)


class BoardView(FittingView):
    """The fitting view, passing keys to the page (choose cards and squares by keyboard)."""

    def __init__(self, scene: SchabenScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        self.setBackgroundBrush(TABLE)
        # The brush covers every pixel, so the viewport need not be cleared first (a whole
        # 1920x1080 repaint: about 0.8 ms less, tests/benchmarks/frames.py).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
