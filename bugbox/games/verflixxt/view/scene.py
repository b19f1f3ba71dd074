"""The Verflixxt table: the course as a spiral, the pieces on it, the die, the players' mats.

The scene shows a `State` (`show_state`, no animation: start, undo, load, and after every
animation, so the picture can never drift from the truth). Between two states `motion.py`
plays the events, using the same layout functions (`Layout`, `tile_point`, `piece_spots`,
`mat_spots`) on its own running copy of where everything stands.

Coordinates: the spiral fills the square on the left (`SPIRAL`), the mats are stacked on the
right (`MATS`). Clicks, drops and hovers become signals for the page; nothing here decides
anything.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from ....ui import art, theme
from ....ui.animation import Animator
from ....ui.items import DieItem
from ....ui.plaintext import plain_tip
from ....ui.view import FittingView, cover_rect, visible_rect
from .. import rules
from ..course import WURMINATOR, parse_piece
from ..spiral import Spiral, cluster, places
from ..tiles import FINISH, PATH_TILE_IDS, START, score
from .pieces import (
    FINISH_SIZE,
    MAT_TILE,
    PAWN_H,
    PAWN_W,
    TILE_SIZE,
    WURM_SIZE,
    Banner,
    PieceItem,
    PlayerMat,
    TileItem,
    Track,
    piece_tip,
    tile_tip,
)

SCENE = QRectF(0, 0, 1370, 960)
SPIRAL = QRectF(0, 0, 890, 960)
# The mats keep clear of the top edge, where the notice bar floats over the table.
MATS = QRectF(905, 40, 455, 912)
MAT_GAP = 10.0
MAT_HEIGHT = PlayerMat.HEADER + 3 * PlayerMat.ROW + 8
# A mat's glow and outline reach this far beyond its rect: four mats and their glows fit the scene.
MAT_HALO = PlayerMat.HALO
assert 4 * MAT_HEIGHT + 3 * MAT_GAP <= MATS.height() and MATS.bottom() + MAT_HALO <= SCENE.bottom()
DIE_SIZE = 100.0
DIE_POS = QPointF(92, 92)
# The spiral: ring distance and tile distance along the curve, and its turn, chosen so that
# the tiles of the full course (28 places) nearly touch along a drawn track, the rings stay
# apart, and the start lies at the lower left.
RING, STEP, FIRST, TURN = 124.0, 112.0, 132.0, math.radians(120)
SLOTS = len(PATH_TILE_IDS) + 2  # start, path tiles, finish: the full course
GLOW = QColor(theme.HIGHLIGHT)
WOOD = QColor(theme.WOOD)
FOCUS_GLOW = QColor(theme.SKY_BLUE)
WURM_GLOW = QColor(theme.WURMINATOR_GLOW)


def _make_spiral() -> Spiral:
    """Centre the spiral of a full course in `SPIRAL` (its outer end makes it lopsided)."""
    probe = Spiral(0, 0, FIRST, RING, STEP, TURN)
    points = [probe.place(k) for k in range(1, SLOTS)]
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    cx = SPIRAL.center().x() - (min(xs) + max(xs)) / 2
    cy = SPIRAL.center().y() - (min(ys) + max(ys)) / 2 + 30
    return Spiral(cx, cy, FIRST, RING, STEP, TURN)


SPIRAL_PATH = _make_spiral()


def tile_point(place: float) -> QPointF:
    x, y = SPIRAL_PATH.place(place)
    return QPointF(x, y)


def track_path() -> list[tuple[float, QPointF]]:
    """The course's track, from the start's slot along the spiral to the finish in the middle:
    a fixed shape, whatever tiles are left. Each point with its place (0 = the finish)."""
    steps = 8
    marks = [(SLOTS - 1) * (1 - k / ((SLOTS - 1) * steps)) for k in range((SLOTS - 1) * steps + 1)]
    return [(place, tile_point(place)) for place in marks]


def track_arrow(place: float) -> tuple[float, QPointF, float]:
    """A direction mark at `place`: its place, where it sits and the angle (degrees) the course
    runs there."""
    here, ahead = tile_point(place), tile_point(place - 0.05)
    return place, here, math.degrees(math.atan2(ahead.y() - here.y(), ahead.x() - here.x()))


def track_reach(course_length: int) -> float:
    """The innermost place a path tile still holds: the track between it and the finish is
    empty road, drawn faded, so the eye sees that the next step past the last tile is the finish."""
    slots = places(course_length, SLOTS)
    return float(min(slots[1:-1], default=SLOTS - 1))


@dataclass
class Layout:
    """Where everything stands, as the view follows it: the course (start first), each
    piece's tile and each player's taken tiles. Made from a state, then changed event by
    event while an action is animated."""

    course: list[int]
    where: dict[str, int]
    taken: list[list[int]]

    @classmethod
    def of(cls, state: rules.State) -> Layout:
        where = {piece: rules.position(state, piece) for piece in rules.pieces(state)}
        return cls(list(state.course), where, [list(t) for t in state.taken])

    def copy(self) -> Layout:
        return Layout(list(self.course), dict(self.where), [list(t) for t in self.taken])

    def places(self) -> dict[int, int]:
        """Tile id -> place on the spiral (0 = finish): fixed slots from the start, so a gap
        moves only the tiles after it."""
        return dict(zip(self.course, places(len(self.course), SLOTS), strict=True))


def piece_key(piece: str) -> tuple[int, int, int]:
    """Pawns first (by seat), then guards, then the Wurminator: the front row shows pawns."""
    what, a, b = parse_piece(piece)
    return ({"pawn": 0, "guard": 1, WURMINATOR: 2}.get(what, 3), a, b)


def piece_size(piece: str) -> tuple[float, float]:
    return (WURM_SIZE, WURM_SIZE) if piece == WURMINATOR else (PAWN_W, PAWN_H)


def piece_spots(layout: Layout, tile_points: dict[int, QPointF] | None = None) -> dict[str, tuple[QPointF, float]]:
    """Every piece's centre and z value: pieces sharing a tile stand in rows (`cluster`)."""
    points = tile_points or {tile: tile_point(place) for tile, place in layout.places().items()}
    on: dict[int, list[str]] = {}
    for piece, tile in layout.where.items():
        on.setdefault(tile, []).append(piece)
    out: dict[str, tuple[QPointF, float]] = {}
    for tile, pieces in on.items():
        pieces.sort(key=piece_key)
        size = FINISH_SIZE if tile == FINISH else TILE_SIZE
        centre = points[tile]
        if WURMINATOR in pieces and len(pieces) > 1:
            # In company the Wurminator stands at the tile's right edge, where it stays in sight.
            pieces.remove(WURMINATOR)
            # On the start's crowd it stands beside the tile, at the course's outer end.
            right = size / 2 + 40 if tile == START else size / 2 - 8
            pos = centre + QPointF(right, size / 2 - 4 - WURM_SIZE / 2 - 14)
            out[WURMINATOR] = (pos, 19 + pos.y() / 100)
        sizes = [piece_size(p) for p in pieces]
        # The start, at the outer end, has room around it for its full crowd in wide rows.
        per_row = 5 if tile == FINISH else 4 if tile == START else 3
        spots = cluster(
            [h for _, h in sizes],
            [w for w, _ in sizes],
            size,
            per_row=per_row,
            room=size * 1.6 if tile == START else None,
        )
        for piece, spot in zip(pieces, spots, strict=True):
            pos = centre + QPointF(spot.dx, spot.dy)
            out[piece] = (pos, 20 + pos.y() / 100 - spot.row * 0.5)
    return out


def mat_rect(seat: int, seats: int) -> QRectF:
    height = MAT_HEIGHT
    total = seats * height + (seats - 1) * MAT_GAP
    top = MATS.top() + max(0.0, (MATS.height() - total) / 2)
    return QRectF(MATS.left(), top + seat * (height + MAT_GAP), MATS.width(), height)


def mat_spots(seat: int, seats: int, taken: list[int]) -> dict[int, tuple[QPointF, bool]]:
    """Where each taken tile lies on its owner's mat, and whether a Good Luck tile turns it
    round: plus tiles (best first), minus tiles (the turned ones first), Good Luck tiles."""
    s = score(taken)
    rows = (list(s.plus_tiles), list(s.converted_tiles) + list(s.remaining_tiles), list(s.luck_tiles))
    rect = mat_rect(seat, seats)
    out: dict[int, tuple[QPointF, bool]] = {}
    for row, tiles in enumerate(rows):
        top = rect.top() + PlayerMat.HEADER + row * PlayerMat.ROW
        left = rect.left() + PlayerMat.LABEL + 8
        width = rect.width() - PlayerMat.LABEL - 20
        step = MAT_TILE + 5 if len(tiles) < 2 else min(MAT_TILE + 5, (width - MAT_TILE) / (len(tiles) - 1))
        for k, tile in enumerate(tiles):
            out[tile] = (QPointF(left + MAT_TILE / 2 + k * step, top + PlayerMat.ROW / 2), tile in s.converted_tiles)
    return out


class VerflixxtScene(QGraphicsScene):
    die_clicked = Signal()
    piece_clicked = Signal(str)
    piece_dropped = Signal(str, QPointF)
    piece_hovered = Signal(str, bool)
    piece_drag_started = Signal(str)

    def __init__(self, animator: Animator, parent: QObject | None = None):
        super().__init__(parent)
        self.animator = animator
        self.setSceneRect(SCENE)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.track = Track(track_path(), [track_arrow(k + 0.5) for k in range(1, SLOTS - 1)])
        self.track.setZValue(0.5)
        self.addItem(self.track)
        self.tiles: dict[int, TileItem] = {}
        for tile in (START, *PATH_TILE_IDS, FINISH):
            item = TileItem(tile, FINISH_SIZE if tile == FINISH else TILE_SIZE)
            item.setZValue(1)
            self.addItem(item)
            self.tiles[tile] = item
        self.pieces: dict[str, PieceItem] = {}
        self.mats: list[PlayerMat] = []
        self.elsewhere: frozenset[int] = frozenset()  # seats played from other computers
        self.die = DieItem(art.verflixxt_die(6), DIE_SIZE)
        self.die.setPos(DIE_POS)
        self.die.setZValue(50)
        self.die.setTransformOriginPoint(0, 0)
        self.die.clicked.connect(self.die_clicked)
        self.die.setCursor(Qt.CursorShape.PointingHandCursor)
        self.addItem(self.die)
        self.banner = Banner(640)
        self.banner.setPos(SPIRAL.center().x() + 40, 50)
        self.addItem(self.banner)
        self.layout: Layout | None = None
        self.seats: tuple = ()
        self.patterns = False

    # building ----------------------------------------------------------------------------
    def set_table(self, state: rules.State, patterns: bool) -> None:
        """Pieces and mats for the seats of `state` (a new game may have other seats)."""
        self.patterns = patterns
        ids = rules.pieces(state)
        if tuple(self.pieces) != ids or self.seats != state.seats:
            for item in self.pieces.values():
                self.removeItem(item)
                item.deleteLater()
            self.pieces = {}
            for piece in ids:
                width, height = piece_size(piece)
                item = PieceItem(piece, self._piece_art(piece, state), width, height)
                item.clicked.connect(lambda p=piece: self.piece_clicked.emit(p))
                item.dropped.connect(lambda pos, p=piece: self.piece_dropped.emit(p, pos))
                item.hovered.connect(lambda inside, p=piece: self.piece_hovered.emit(p, inside))
                item.drag_started.connect(lambda p=piece: self.piece_drag_started.emit(p))
                self.addItem(item)
                self.pieces[piece] = item
            for mat in self.mats:
                self.removeItem(mat)
                mat.deleteLater()
            self.mats = []
            for seat, info in enumerate(state.seats):
                rect = mat_rect(seat, len(state.seats))
                mat = PlayerMat(seat, rect.width(), rect.height())
                mat.setPos(rect.topLeft())
                mat.name, mat.colour = info.name, info.colour
                mat.pawns_total = len(state.pawns[seat])
                self.addItem(mat)
                self.mats.append(mat)
            self.seats = state.seats
        self.set_patterns(patterns)
        self.set_tooltips()

    def set_tooltips(self) -> None:
        """Tooltips in the current language (the page calls this again on a language change)."""
        for tile, item in self.tiles.items():
            item.setToolTip(tile_tip(tile))
        names = tuple(seat.name for seat in self.seats)
        for piece, piece_item in self.pieces.items():
            piece_item.setToolTip(plain_tip(piece_tip(piece, names)))  # it names a player

    def _piece_art(self, piece: str, state: rules.State | None = None) -> str:
        what, seat, _ = parse_piece(piece)
        if what == "pawn":
            seats = state.seats if state is not None else self.seats
            return art.pawn(seats[seat].colour, self.patterns)
        return "verflixxt/wurminator" if what == WURMINATOR else "verflixxt/guard"

    def set_patterns(self, patterns: bool) -> None:
        """Colour-blind patterns: marked pawns and patterned colour bands."""
        self.patterns = patterns
        for piece, item in self.pieces.items():
            item.set_art(self._piece_art(piece))
            item.setCacheMode(item.cacheMode())  # drop the cached picture
            item.update()
        for mat in self.mats:
            mat.patterns = patterns
            mat.update()

    # showing a state ---------------------------------------------------------------------
    def show_state(self, state: rules.State) -> None:
        """Put everything where `state` says, at once."""
        layout = Layout.of(state)
        self.layout = layout
        on_course = layout.places()
        self.track.set_reach(track_reach(len(layout.course)))
        for tile, item in self.tiles.items():
            item.setScale(1.0)
            item.setOpacity(1.0)
            item.setRotation(0.0)
            item.set_mark(None)
            _glow(item, False)
            if tile in on_course:
                item.setPos(tile_point(on_course[tile]))
                item.setZValue(1)
                item.set_converted(False)
                item.show()
            else:
                item.hide()
        for seat in range(len(state.seats)):
            for tile, (pos, converted) in mat_spots(seat, len(state.seats), layout.taken[seat]).items():
                item = self.tiles[tile]
                item.setPos(pos)
                item.setScale(MAT_TILE / TILE_SIZE)
                item.setZValue(5)
                item.set_converted(converted)
                item.show()
        for piece, (pos, z) in piece_spots(layout).items():
            piece_item = self.pieces[piece]
            piece_item.setPos(pos)
            piece_item.setZValue(z)
            piece_item.setScale(1.0)
            piece_item.setRotation(0.0)
            piece_item.setOpacity(1.0)
            piece_item.draggable = False
            _glow(piece_item, False)
        self.die.set_art(art.verflixxt_die(state.die or 6))
        self.die.setRotation(0.0)
        self.die.setScale(1.0)
        _glow(self.die, False)
        self.update_mats(state)

    def update_mats(self, state: rules.State, layout: Layout | None = None) -> None:
        """Names, pawns home, scores and whose turn, from `state` (taken tiles from `layout`)."""
        taken = (layout or self.layout or Layout.of(state)).taken
        # across computers, the seats of the people here say so ("you"), as in Voll verasselt
        here = [i for i, info in enumerate(state.seats) if not info.computer and i not in self.elsewhere]
        own = None if not self.elsewhere else "you" if len(here) == 1 else "here"
        for seat, mat in enumerate(self.mats):
            info = state.seats[seat]
            mat.set_info(
                name=info.name,
                colour=info.colour,
                level=info.level.value if info.computer else "elsewhere" if seat in self.elsewhere else own,
                pawns_home=sum(1 for tile in state.pawns[seat] if tile == FINISH),
                current=state.phase != "over" and seat == state.current,
                score_total=score(taken[seat]).total,
            )

    # what the page lights up -------------------------------------------------------------
    def set_movable(self, pieces: set[str], wurminator: bool, draggable: bool) -> None:
        for piece, item in self.pieces.items():
            lit = piece in pieces or (piece == WURMINATOR and wurminator)
            _glow(item, lit, WURM_GLOW if piece == WURMINATOR else GLOW)
            item.draggable = draggable and lit
            item.setCursor(Qt.CursorShape.OpenHandCursor if item.draggable else Qt.CursorShape.ArrowCursor)

    def set_focus(self, focus: str | None, movable: set[str], wurminator: bool) -> None:
        """The piece picked by keyboard glows blue instead of yellow."""
        for piece, item in self.pieces.items():
            lit = piece in movable or (piece == WURMINATOR and wurminator)
            if lit:
                _glow(item, True, FOCUS_GLOW if piece == focus else WURM_GLOW if piece == WURMINATOR else GLOW)

    def set_die_ready(self, ready: bool) -> None:
        _glow(self.die, ready, GLOW)
        self.die.setCursor(Qt.CursorShape.PointingHandCursor if ready else Qt.CursorShape.ArrowCursor)

    def set_marks(self, marks: dict[int, str]) -> None:
        for tile, item in self.tiles.items():
            item.set_mark(marks.get(tile))

    def show_banner(self, text: str, colour: str) -> None:
        self.banner.set_text(text, colour)
        self.banner.setOpacity(1.0)
        self.banner.setScale(1.0)
        self.banner.show()

    def hide_banner(self) -> None:
        self.banner.hide()

    def tile_at(self, pos: QPointF) -> int | None:
        """The course tile under a scene position (nearest centre within a tile's reach)."""
        if self.layout is None:
            return None
        best, best_distance = None, TILE_SIZE * 0.62
        for tile, place in self.layout.places().items():
            centre = tile_point(place)
            distance = math.hypot(pos.x() - centre.x(), pos.y() - centre.y())
            reach = best_distance * (FINISH_SIZE / TILE_SIZE if tile == FINISH else 1.0)
            if distance < reach:
                best, best_distance = tile, distance
        return best

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        """The wooden table, covering all the view shows (also beside the scene when the
        window's shape differs from the scene's), from one cached picture."""
        painter.fillRect(rect, WOOD)
        wood = cover_rect(visible_rect(self, SCENE), 1600 / 1000)
        painter.drawPixmap(wood, art.pixmap("verflixxt/table", 1600, 1000), QRectF(0, 0, 1600, 1000))


def _glow(item, on: bool, colour: QColor | None = None) -> None:
    """Light an item up or down, repainting (and re-rendering its SVG) only on a change."""
    if (item.glow > 0) != on or (on and colour is not None and item._glow_colour != colour):
        item.set_glow(on, colour)


class TableView(FittingView):
    """The fitting view, handing keys to the page (roll, pick a piece, move it)."""

    def __init__(self, scene: VerflixxtScene, parent=None):
        super().__init__(scene, parent)
        self.setCacheMode(FittingView.CacheModeFlag.CacheBackground)
