"""The Voll verasselt table: the bug hub in four colour rows, the catches beside it, the
dice to the left of the group, the draw pile, and every player's front yard and heap.

The picture follows the rulebook's: each colour is one row across the table; the hub is on
the left, the previous player's catch to its right and the active player's catch on the far
right; the dice showing a bug lie to the left of the group being rolled for, in the row of
their colour, and dice showing double bars wait below the rows. The players sit along the
bottom edge (in two rows when there are four or five).

The scene keeps, per zone and colour, the card items it shows (`zones`), so that events can
move *these* items (see `motion.py`); `show_state` reconciles everything with a `State`
without animation, so the picture can never drift from the truth. It decides nothing:
clicks and drops are signals for the page.
"""

from __future__ import annotations

import weakref
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsTextItem, QWidget

from ....ui import art
from ....ui.i18n import translate
from ....ui.items import draw_art
from ....ui.plaintext import escaped
from ....ui.theme import HIGHLIGHT, PAPER, SYMBOLS, WHITE
from ....ui.theme import colour as seat_colour
from ....ui.view import FittingView, cover_rect, visible_rect
from ..cards import BARS, COLOURS, DICE, Cards
from ..rules import State
from .pieces import BugCard, BugDie, Button, Mat, Overlay, SeatArea, Stack, Stamp, font

W, H = 1400.0, 1000.0
TABLE = QRectF(0, 0, W, H)
FELT_ASPECT = 1600 / 1000  # the felt's picture, drawn to cover all the view shows
CARD_W, CARD_H = 84.0, 118.0
DIE = 58.0
ROW_TOP, ROW_H = 48.0, 128.0
#: x ranges of the columns across the colour rows (see the module docstring).
DICE_HUB = (12.0, 152.0)
HUB = (160.0, 740.0)
DICE_CATCH = (748.0, 888.0)
PREV = (896.0, 1140.0)
CATCH = (1150.0, 1388.0)
MID_TOP = ROW_TOP + 4 * ROW_H
PILE_POS = QPointF(1338.0, MID_TOP + 8 + CARD_H / 2)
RING_TURN = QColor(HIGHLIGHT)
RING_DECIDES = QColor(WHITE)

Zone = str | tuple[str, int]
#: What the layout places: cards and dice (both know where they rest, `target`).
Piece = BugCard | BugDie


def row_y(row: int) -> float:
    return ROW_TOP + row * ROW_H + ROW_H / 2


def column_rect(x_range: tuple[float, float]) -> QRectF:
    return QRectF(x_range[0], ROW_TOP, x_range[1] - x_range[0], 4 * ROW_H)


def spread(n: int, left: float, right: float, width: float, gap: float = 6.0) -> list[float]:
    """Centres of `n` cards of `width`, left-aligned between `left` and `right`: side by side
    while they fit, then overlapping evenly so that every one still shows its edge."""
    if n <= 0:
        return []
    first = left + gap + width / 2
    room = right - left - 2 * gap - width
    step = width + gap if n == 1 else min(width + gap, room / (n - 1))
    return [first + k * step for k in range(n)]


@dataclass(frozen=True)
class Place:
    pos: QPointF
    scale: float = 1.0
    z: float = 10.0


@dataclass(frozen=True)
class SeatGeometry:
    """Where one player's things are: his patch, name line, front yard and heap."""

    area: QRectF
    yard: QRectF
    heap: QRectF
    scale: float  # cards in the band are drawn at this scale (smaller with four or five)

    @property
    def heap_pos(self) -> QPointF:
        return self.heap.center()


def seat_geometry(players: int) -> tuple[list[SeatGeometry], float]:
    """The player band along the bottom: one row for up to three players, two for more
    (with smaller cards, so the middle strip keeps room for the dice and the buttons).
    Returns the seats and the top of the band."""
    rows = [players] if players <= 3 else [(players + 1) // 2, players // 2]
    scale = 1.0 if players <= 3 else 0.85
    label_h = 42.0 if players <= 3 else 34.0
    card_w, card_h = CARD_W * scale, CARD_H * scale
    area_h = card_h + label_h
    top = H - 6 - len(rows) * (area_h + 6)
    seats: list[SeatGeometry] = []
    for r, count in enumerate(rows):
        width = (W - 12 * (count + 1)) / count
        y = top + 6 + r * (area_h + 6)
        for k in range(count):
            x = 12 + k * (width + 12)
            area = QRectF(x, y, width, area_h)
            heap = QRectF(area.right() - card_w - 22, y + label_h - 6, card_w + 16, card_h + 2)
            yard = QRectF(x + 6, y + label_h - 6, heap.left() - x - 14, card_h + 2)
            seats.append(SeatGeometry(area, yard, heap, scale))
    return seats, top


class TableScene(QGraphicsScene):
    card_clicked = Signal(object)  # BugCard
    card_dropped = Signal(object, QPointF)  # BugCard, scene position
    die_clicked = Signal(int)
    zone_clicked = Signal(object)  # "hub", "prev", ("heap", seat) ...

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.setSceneRect(TABLE)
        self.setBackgroundBrush(QColor(46, 86, 75))  # the felt's edge, for the margins beside it
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        #: What never moves, painted over the felt: (art, scene rect, opacity), for the rows
        #: and for the seats. Drawn by `drawBackground` into the view's background cache.
        self.row_backdrop: list[tuple[str, QRectF, float]] = []
        self.seat_backdrop: list[tuple[str, QRectF, float]] = []

        self.names: tuple[str, ...] = ()
        self.seat_colours: tuple[str, ...] = ()
        self.computers: tuple[bool, ...] = ()
        #: In a game across computers, whose seat is whose (finding 12 of issue 37): the seats
        #: decided by people here (captioned "you", or "at this computer" when several share
        #: it) and by people on other computers; both empty in a game played here alone.
        self.here: frozenset[int] = frozenset()
        self.elsewhere: frozenset[int] = frozenset()
        self.seats: list[SeatGeometry] = []
        self.band_top = H
        self.zones: dict[Zone, dict[str, list[BugCard]]] = {}
        self.leaving: list[BugCard] = []
        self.group: str | None = None
        self.active = 0
        self.prev_owner: int | None = None
        self.receipt_owner: int | None = None
        self.decider: int | None = None
        self.mid_top = MID_TOP

        self._seat_items: list[QGraphicsItem] = []
        self.areas: list[SeatArea] = []
        self.name_labels: list[QGraphicsTextItem] = []
        self.heaps: list[Stack] = []
        self._make_rows()
        self.pile = Stack(CARD_W, CARD_H)
        self.pile.setPos(PILE_POS)
        self.addItem(self.pile)
        self.pile_label = self._text(16, bold=False)
        self.dice = [BugDie(i, BARS, DIE) for i in range(DICE)]
        for die in self.dice:
            die.setZValue(30)
            die.clicked.connect(lambda d=die: self.die_clicked.emit(d.index))
            self.addItem(die)
        self.prompt = QGraphicsTextItem()
        self.prompt.setDefaultTextColor(PAPER)
        self.prompt.setFont(font(22, True))
        self.prompt.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.prompt.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(self.prompt)
        self.odds = self._text(19, bold=False)
        self.odds.setBrush(HIGHLIGHT)
        self.buttons: dict[str, Button] = {}
        for name in ("hub", "catch", "roll", "roll_all", "stop", "heap"):
            button = Button(name)
            button.setZValue(40)
            button.hide()
            self.addItem(button)
            self.buttons[name] = button
        self.stamp = Stamp()
        self.stamp.setPos(QPointF((HUB[0] + CATCH[1]) / 2, ROW_TOP + 2 * ROW_H))
        self.addItem(self.stamp)
        self.handover = Overlay(TABLE, 760)
        self.addItem(self.handover)
        self.end_screen = Overlay(TABLE, 720)
        self.end_screen.modal = False
        self.addItem(self.end_screen)
        self.end_button = Button("again_end")
        self.end_button.setParentItem(self.end_screen)
        self.end_button.primary = True

    # building --------------------------------------------------------------------------
    def _text(self, size: float, bold: bool = True) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem()
        item.setFont(font(size, bold))
        item.setBrush(PAPER)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # text is laid out anew at each paint
        self.addItem(item)
        return item

    def _mat(self, name: str, rect: QRectF, zone: Zone | None, backdrop: list[tuple[str, QRectF, float]]) -> Mat:
        mat = Mat(name, rect.width(), rect.height())
        mat.setPos(rect.center())
        backdrop.append((name, QRectF(rect), 1.0))
        mat.setZValue(-40)
        mat.setAcceptHoverEvents(False)
        if zone is not None:
            mat.clicked.connect(lambda z=zone: self.zone_clicked.emit(z))
        else:
            mat.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(mat)
        return mat

    def _make_rows(self) -> None:
        self.row_mats: dict[str, list[Mat]] = {"hub": [], "prev": [], "catch": []}
        for row, colour in enumerate(COLOURS):
            y = ROW_TOP + row * ROW_H
            for zone, (left, right), name in (
                ("hub", HUB, "mat_hub"),
                ("prev", PREV, "mat_catch"),
                ("catch", CATCH, "mat_catch"),
            ):
                rect = QRectF(left, y + 3, right - left, ROW_H - 6)
                self.row_mats[zone].append(self._mat(f"verasselt/{name}", rect, zone, self.row_backdrop))
            centre = QPointF((DICE_HUB[0] + DICE_HUB[1]) / 2, row_y(row))
            self.row_backdrop.insert(0, (art.bug(colour), QRectF(centre.x() - 37, centre.y() - 37, 74, 74), 0.22))
        self.column_labels = {zone: self._text(20) for zone in ("hub", "prev", "catch")}

    def setup(self, names: tuple[str, ...], seat_colours: tuple[str, ...], computers: tuple[bool, ...]) -> None:
        """Seat the players (a new game, or a loaded one with other players)."""
        if (names, seat_colours, computers) == (self.names, self.seat_colours, self.computers):
            return
        for item in self._seat_items:
            self.removeItem(item)
        self._seat_items = []
        self.seat_backdrop = []
        self.names, self.seat_colours, self.computers = names, seat_colours, computers
        self.seats, self.band_top = seat_geometry(len(names))
        self.areas, self.name_labels, self.heaps = [], [], []
        for seat, geometry in enumerate(self.seats):
            area = SeatArea(geometry.area)
            self.addItem(area)
            yard = self._mat("verasselt/mat_front_yard", geometry.yard, ("yard", seat), self.seat_backdrop)
            heap_mat = self._mat("verasselt/mat_heap", geometry.heap, ("heap", seat), self.seat_backdrop)
            heap = Stack(CARD_W * geometry.scale, CARD_H * geometry.scale)
            heap.setPos(geometry.heap_pos)
            heap.setZValue(5)
            heap.clicked.connect(lambda s=seat: self.zone_clicked.emit(("heap", s)))
            self.addItem(heap)
            label = QGraphicsTextItem()
            label.setFont(font(20, True))
            label.setDefaultTextColor(PAPER)
            label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            label.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            label.setPos(geometry.area.left() + 8, geometry.area.top() + 1)
            self.addItem(label)
            self.areas.append(area)
            self.heaps.append(heap)
            self.name_labels.append(label)
            self._seat_items += [area, yard, heap_mat, heap, label]
        for zone in list(self.zones):
            for items in self.zones[zone].values():
                for item in items:
                    self.removeItem(item)
        self.zones = {zone: {c: [] for c in COLOURS} for zone in ("hub", "prev", "catch", "receipt")}
        for seat in range(len(names)):
            self.zones[("yard", seat)] = {c: [] for c in COLOURS}
        self._place_middle()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        """The felt, the seats' patches, the rows' bugs and every mat: the part of the table that
        never moves, painted once into the view's background cache (`TableView`).

        As items they were blended again at every repaint: 18 mats, the felt and four faint
        bugs, half-transparent pictures of up to 1920x1080, cost a whole-table repaint about
        9 of its 15 ms (tests/benchmarks/frames.py). The cache is redrawn only when the view
        is resized or the seats change; glows and rings are drawn by the items on top."""
        painter.fillRect(rect, self.backgroundBrush())
        draw_art(painter, "verasselt/table", cover_rect(visible_rect(self, TABLE), FELT_ASPECT))
        for area in self.areas:
            area.paint_patch(painter)
        for name, place, opacity in self.row_backdrop + self.seat_backdrop:
            painter.setOpacity(opacity)
            draw_art(painter, name, place)
        painter.setOpacity(1.0)

    def _place_middle(self) -> None:
        """The strip between the rows and the players: dice showing double bars on the left,
        the prompt and the buttons, the draw pile on the right."""
        room = self.band_top - MID_TOP
        self.mid_top = MID_TOP + max(0.0, (room - 190) / 2)
        self.pile.setPos(QPointF(PILE_POS.x(), MID_TOP + room / 2 - 8))
        self.prompt.setPos(486, self.mid_top + 2)
        self.prompt.setTextWidth(PILE_POS.x() - CARD_W / 2 - 500)

    # cards -----------------------------------------------------------------------------
    def new_card(self, colour: str, pos: QPointF, face_up: bool = True) -> BugCard:
        card = BugCard(colour, CARD_W, CARD_H, face_up)
        card.setPos(pos)
        card.target = QPointF(pos)
        # The card's own signals must not hold the card: a Python callable connected to a
        # signal lives as long as the connection, so `lambda c=card: ...` kept every card
        # removed from the scene alive for ever (about 60 cards, 0.6 MB a game; issue 19).
        ref = weakref.ref(card)
        card.clicked.connect(lambda: self._card_signal(ref))
        card.dropped.connect(lambda where: self._card_signal(ref, where))
        self.addItem(card)
        return card

    def _card_signal(self, ref: weakref.ref[BugCard], where: QPointF | None = None) -> None:
        card = ref()
        if card is None:
            return
        if where is None:
            self.card_clicked.emit(card)
        else:
            self.card_dropped.emit(card, where)

    def take(self, zone: Zone, colour: str, count: int, prefer: str | None = None) -> list[BugCard]:
        """Take `count` cards of `colour` out of `zone`, those staged for `prefer` first."""
        items = self.zones[zone][colour]
        ordered = sorted(items, key=lambda c: (c.staged != prefer, -items.index(c)))
        taken = ordered[:count]
        for card in taken:
            items.remove(card)
        return taken

    def put(self, zone: Zone, cards: list[BugCard]) -> None:
        for card in cards:
            self.zones[zone][card.colour].append(card)

    def all_cards(self) -> list[BugCard]:
        return [card for zone in self.zones.values() for items in zone.values() for card in items]

    def counts(self, zone: Zone) -> tuple[int, ...]:
        return tuple(len(self.zones[zone][c]) for c in COLOURS)

    def group_zone(self) -> str:
        return "prev" if self.group == "catch" else "hub"

    # where things go -------------------------------------------------------------------
    def layout(self) -> dict[Piece, Place]:
        """Where every card and die belongs now (staged cards where they were put)."""
        places: dict[Piece, Place] = {}
        receipt_owner = self.receipt_owner
        for row, colour in enumerate(COLOURS):
            y = row_y(row)
            staged_hub = [
                c for seat in range(len(self.seats)) for c in self.zones[("yard", seat)][colour] if c.staged == "hub"
            ]
            for zone, (left, right), extra in (("hub", HUB, staged_hub), ("prev", PREV, [])):
                row_cards = self.zones[zone][colour] + extra
                for k, (card, x) in enumerate(zip(row_cards, spread(len(row_cards), left, right, CARD_W), strict=True)):
                    places[card] = Place(QPointF(x, y), 1.0, 10 + k * 0.01)
            waiting = [c for c in self.zones["receipt"][colour] if c.staged is None]
            row_cards = self.zones["catch"][colour] + waiting
            for k, (card, x) in enumerate(
                zip(row_cards, spread(len(row_cards), CATCH[0], CATCH[1], CARD_W), strict=True)
            ):
                places[card] = Place(QPointF(x, y), 1.0, 10 + k * 0.01)
        for seat, geometry in enumerate(self.seats):
            yard = self.zones[("yard", seat)]
            cards = [c for colour in COLOURS for c in yard[colour] if c.staged != "hub"]
            if seat == receipt_owner:
                cards += [c for colour in COLOURS for c in self.zones["receipt"][colour] if c.staged == "yard"]
            width = CARD_W * geometry.scale
            xs = spread(len(cards), geometry.yard.left(), geometry.yard.right(), width, gap=4)
            for k, (card, x) in enumerate(zip(cards, xs, strict=True)):
                places[card] = Place(QPointF(x, geometry.yard.center().y()), geometry.scale, 10 + k * 0.01)
            if seat == receipt_owner:
                heaped = [c for colour in COLOURS for c in self.zones["receipt"][colour] if c.staged == "heap"]
                for k, card in enumerate(heaped):
                    places[card] = Place(geometry.heap_pos + QPointF(2 * k, -3 * k), geometry.scale, 12 + k * 0.01)
        places.update(self.dice_layout())
        return places

    def dice_layout(self) -> dict[Piece, Place]:
        """Dice showing a bug to the left of the group, in the row of their colour (two
        lines of them per row, in the order of their numbers); dice showing double bars in a line
        below the rows, each in the place of its number."""
        places: dict[Piece, Place] = {}
        left, right = DICE_CATCH if self.group == "catch" else DICE_HUB
        for row, colour in enumerate(COLOURS):
            dice = [d for d in self.dice if d.face == colour]
            columns = (len(dice) + 1) // 2
            room = right - left - 8 - DIE
            step = DIE + 8 if columns <= 1 else min(DIE + 8, room / (columns - 1))
            for k, die in enumerate(dice):
                col, line = divmod(k, 2)
                lines = 1 if len(dice) == 1 else 2
                dy = 0.0 if lines == 1 else (-1 if line == 0 else 1) * (DIE / 2 + 4)
                places[die] = Place(QPointF(right - 4 - DIE / 2 - col * step, row_y(row) + dy), 1.0, 30 + k * 0.01)
        # A die showing double bars lies in its own place of the line, by its number: dice that
        # stay there keep their places when others are rolled away, so 1-7 read the same.
        for die in self.dice:
            if die.face == BARS:
                places[die] = Place(
                    QPointF(12 + 6 + DIE / 2 + die.index * (DIE + 6), self.mid_top + 8 + DIE / 2), 1.0, 30
                )
        return places

    def apply_layout(self) -> None:
        for item, place in self.layout().items():
            item.setPos(place.pos)
            item.setScale(place.scale)
            item.setZValue(place.z)
            item.target = QPointF(place.pos)
            item.target_scale = place.scale

    def button_row_y(self) -> float:
        """Below the double-bar dice, with room for three lines of prompt beside them, and
        clear of the players' band."""
        return min(self.mid_top + DIE + 50, self.band_top - Button.HEIGHT - 6)

    def place_buttons(self, names: list[str]) -> None:
        """Show these buttons, left to right under the double-bar dice; hide the others."""
        x = 14.0
        y = self.button_row_y()
        for name, button in self.buttons.items():
            if name in names:
                button.setPos(x, y)
                button.show()
                x += button.width() + 10
            else:
                button.hide()
        self.odds.setPos(max(x + 8, 486.0), y + 9)

    # hit testing -----------------------------------------------------------------------
    def zone_at(self, pos: QPointF) -> Zone | None:
        """The zone a card dropped at `pos` lands in."""
        for zone, (left, right) in (("hub", HUB), ("prev", PREV), ("catch", CATCH)):
            if column_rect((left, right)).adjusted(-8, -20, 8, 8).contains(pos):
                return zone
        if column_rect(DICE_CATCH).contains(pos):
            return "prev"
        if column_rect(DICE_HUB).contains(pos):
            return "hub"
        for seat, geometry in enumerate(self.seats):
            if geometry.heap.adjusted(-8, -8, 8, 8).contains(pos):
                return ("heap", seat)
            if geometry.area.contains(pos):
                return ("yard", seat)
        return None

    def zone_centre(self, zone: Zone) -> QPointF:
        """A point inside the zone (tests drop cards there)."""
        if isinstance(zone, tuple):
            geometry = self.seats[zone[1]]
            return geometry.heap.center() if zone[0] == "heap" else geometry.yard.center()
        left, right = {"hub": HUB, "prev": PREV, "catch": CATCH}[zone]
        return QPointF((left + right) / 2, ROW_TOP + 2 * ROW_H)

    # showing a state -------------------------------------------------------------------
    def show_state(self, state: State, bust_colours: tuple[str, ...] = ()) -> bool:
        """Everything as `state` says, at once. Returns True when the cards shown had drifted
        from the state (the events moved them wrongly): tests check that it never happens."""
        drift = False
        self.group = state.group
        self.active = state.active
        self.prev_owner = state.previous_catch.owner if state.previous_catch is not None else None
        self.receipt_owner = state.receipt.player if state.receipt is not None else None
        wanted: dict[Zone, Cards | None] = {
            "hub": state.hub,
            "catch": state.catch,
            "prev": state.previous_catch.cards if state.previous_catch is not None else None,
            "receipt": state.receipt.cards if state.receipt is not None else None,
        }
        for seat, yard in enumerate(state.front_yards):
            wanted[("yard", seat)] = yard
        for zone, cards in wanted.items():
            for colour in COLOURS:
                items = self.zones[zone][colour]
                count = cards[colour] if cards is not None else 0
                while len(items) > count:
                    self.removeItem(items.pop())
                    drift = True
                while len(items) < count:
                    items.append(self.new_card(colour, PILE_POS))
                    drift = True
        for card in self.leaving:
            self.removeItem(card)
        self.leaving = []
        for card in self.all_cards():
            card.staged = None
            card.set_marked(False)
            card.start_flip(True)
            card.set_flip(1.0)
            card.setOpacity(1.0)
            card.set_glow(0.0)
            card.show()
        for die, face in zip(self.dice, state.dice, strict=True):
            die.set_face(face)
            die.setRotation(0.0)
            die.setScale(1.0)
            die.set_selected(False)
            die.set_danger(face in bust_colours)
        for stack, heap in zip(self.heaps, state.heaps, strict=True):
            stack.set_count(heap.total)
        self.stamp.hide()
        self.pile.set_count(state.pile.total)
        self.apply_layout()
        self.refresh_labels()
        return drift

    def set_rings(self, active: int | None, decider: int | None) -> None:
        """The yellow frame marks the seat that acts now: `decider` when another seat than the
        one whose turn it is decides (a player piling up the bugs they got back), who is then
        framed white; else `active` (issue 37: a frame on the waiting player looked frozen)."""
        self.decider = decider
        acting = decider if decider is not None else active
        for seat, area in enumerate(self.areas):
            area.set_ring(RING_TURN if seat == acting else RING_DECIDES if seat == active else None)

    def highlight_zones(self, zones: tuple[str, ...], colour: QColor | None = None) -> None:
        """Ring the mats of these zones (the groups to choose from, or the group to boost)."""
        for zone, mats in self.row_mats.items():
            for mat in mats:
                glow = 1.0 if zone in zones else 0.0
                if mat.property("glow") != glow:  # `glow` is a Qt property (mypy sees no float)
                    mat.set_glow(glow, colour or RING_TURN)

    # texts -----------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else ""

    def owners(self) -> tuple[int, int | None, int | None]:
        """Whose turn, whose previous catch, who piles up: what the labels name."""
        return self.active, self.prev_owner, self.receipt_owner

    def refresh_labels(self, owners: tuple[int, int | None, int | None] | None = None) -> None:
        """The column labels, the rings and the players' names, for the zones' owners now, or
        for `owners` (noted between the events of an action, replayed as they are shown)."""
        active, prev_owner, receipt_owner = owners if owners is not None else self.owners()
        if self.areas:
            self.set_rings(active, self.decider)
        labels = {"hub": translate("VerasseltPage", "Bug hub")}
        if prev_owner is not None:
            labels["prev"] = translate("VerasseltPage", "{name}'s catch").format(name=self.seat_name(prev_owner))
        else:
            labels["prev"] = translate("VerasseltPage", "Previous catch")
        if receipt_owner is not None:
            labels["catch"] = translate("VerasseltPage", "{name} piles up").format(name=self.seat_name(receipt_owner))
        else:
            labels["catch"] = translate("VerasseltPage", "{name}'s catch").format(name=self.seat_name(active))
        for zone, (left, right) in (("hub", HUB), ("prev", PREV), ("catch", CATCH)):
            item = self.column_labels[zone]
            fit_text(item, labels[zone], right - left - 8, 20)
            item.setPos(left + 6, ROW_TOP - 10 - item.boundingRect().height())
            item.setOpacity(0.55 if zone == "prev" and prev_owner is None else 1.0)
        for seat, label in enumerate(self.name_labels):
            colour = self.seat_colours[seat]
            symbol = SYMBOLS.get(colour, "")
            who = self.seat_caption(seat)
            # the name gives way to the caption ("on another computer"), which stays whole
            width = self.seats[seat].area.width()
            room = width - 24 - QFontMetricsF(label.font()).horizontalAdvance(symbol + " ")
            if who:
                room -= QFontMetricsF(font(15)).horizontalAdvance(f" · {who}")
            name = escaped(elide(self.names[seat], label.font(), max(40.0, min(width * 0.62, room))))
            extra = f" <span style='font-size:15px; font-weight:normal'>· {escaped(who)}</span>" if who else ""
            text = f"<span style='color:{seat_colour(colour).lighter(130).name()}'>{symbol}</span> {name}{extra}"
            if label.data(0) != text:  # laying out rich text is slow: only when it changed
                label.setData(0, text)
                label.setHtml(text)
        fit_text(self.pile_label, translate("VerasseltPage", "Draw pile"), W - 8 - (PILE_POS.x() - CARD_W), 16)
        width = self.pile_label.boundingRect().width()
        self.pile_label.setPos(
            min(W - 6 - width, self.pile.pos().x() - width / 2), self.pile.pos().y() + CARD_H / 2 + 4
        )

    def seat_caption(self, seat: int) -> str:
        """What the seat's name label adds: a computer player, or in a game across computers
        whether a person here or on another computer decides for it."""
        if self.computers[seat]:
            return translate("VerasseltPage", "computer")
        if seat in self.elsewhere:
            return translate("VerasseltPage", "on another computer")
        if seat in self.here and self.elsewhere:
            if len(self.here) == 1:
                return translate("VerasseltPage", "you")
            return translate("VerasseltPage", "at this computer")
        return ""

    def show_prompt(self, text: str, odds: str = "") -> None:
        """The sentence saying who does what now: as large as fits above the buttons."""
        if self.prompt.toPlainText() != text:
            self.prompt.setPlainText(text)
            room = self.button_row_y() - self.prompt.pos().y() - 2
            for size in (22, 20, 18, 16, 14):
                self.prompt.setFont(font(size, True))
                if self.prompt.boundingRect().height() <= room:
                    break
            # The item's device cache is not always redrawn for new text of the same size:
            # the waiting player's screen kept the last action's sentence, or none (issue 37).
            self.prompt.update()
        self.odds.setText(odds)
        self.odds.setVisible(bool(odds))


def elide(text: str, qfont: QFont, width: float) -> str:
    return QFontMetricsF(qfont).elidedText(text, Qt.TextElideMode.ElideRight, width)


def fit_text(item: QGraphicsSimpleTextItem, text: str, width: float, size: float, smallest: float = 14) -> None:
    """Set a label as large as it fits into `width` (down to `smallest`), then elided."""
    bold = item.font().bold()
    while size > smallest and QFontMetricsF(font(size, bold)).horizontalAdvance(text) > width:
        size -= 1
    item.setFont(font(size, bold))
    item.setText(elide(text, item.font(), width))


class TableView(FittingView):
    """The fitted view of the table; keys go to the page (`on_key`)."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None):
        super().__init__(scene, parent)
        # The scene's background (felt, patches, mats) is drawn once and kept; it covers the
        # whole viewport, so the viewport need not clear itself first.
        self.setCacheMode(FittingView.CacheModeFlag.CacheBackground)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def event(self, event: QEvent) -> bool:
        """Tab would move the keyboard focus out of the table: the page uses it for cards."""
        if (
            isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
            and event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab)
            and self.on_key is not None
            and self.on_key(event)
        ):
            return True
        return super().event(event)
