"""The things on the Verflixxt table: path tiles, pawns, guards, the Wurminator, the players'
mats and the hand-over banner.

They only show things. A tile knows its art and whether it is marked (where a piece would
land, which tile a move would take or leave protected); a piece knows its art and says when
the pointer is over it; a mat draws a player's name, pawns and score around the tiles he has
taken. What a click means is the page's business, and whether it is allowed the rules'.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ....ui import art, theme
from ....ui.i18n import translate
from ....ui.items import ArtItem
from ..course import parse_piece
from ..tiles import FINISH, START, TILE, Kind

# Tile sizes in scene units: a path tile on the course, the finish in the middle, a taken tile on a mat.
TILE_SIZE = 96.0
FINISH_SIZE = 140.0
MAT_TILE = 46.0
# Piece sizes (the art is 70 x 100 for pawns and guards, 100 x 100 for the Wurminator).
PAWN_W, PAWN_H = 34.0, 49.0
WURM_SIZE = 58.0

MARK_COLOURS = {
    "land": QColor(theme.HIGHLIGHT),
    "take": QColor(theme.WHITE),
    "keep": QColor(theme.SKY_BLUE),
    "bite": QColor(theme.NEGATIVE),
}


def tile_art(tile: int) -> str:
    if tile == START:
        return art.tile("start")
    if tile == FINISH:
        return art.tile("finish")
    info = TILE[tile]
    return art.tile(info.kind.value, info.value)


class TileItem(ArtItem):
    """A path tile (or the start or finish). It keeps its id wherever it travels: on the
    course, flying to a player, on his mat, and back into the course after a bite."""

    def __init__(self, tile: int, size: float, parent: QGraphicsItem | None = None):
        super().__init__(tile_art(tile), size, size, parent)
        self.tile = tile
        self.mark: str | None = None
        self.converted = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_mark(self, mark: str | None) -> None:
        if mark != self.mark:
            self.mark = mark
            self.update()

    def set_converted(self, converted: bool) -> None:
        if converted != self.converted:
            self.converted = converted
            self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.art_rect().adjusted(-12, -12, 12, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.art_rect()
        if self.mark is not None:
            colour = MARK_COLOURS[self.mark]
            halo = QColor(colour)
            halo.setAlphaF(0.35)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(halo)
            painter.drawRoundedRect(rect.adjusted(-10, -10, 10, 10), 16, 16)
        super().paint(painter, option, widget)
        if self.mark is not None:
            pen = QPen(MARK_COLOURS[self.mark], 6)
            if self.mark in ("keep", "take"):
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), 12, 12)
            if self.mark == "keep":
                _shield(painter, QPointF(rect.left() + 14, rect.top() + 16), 13)
        if self.converted:
            # Turned round by a Good Luck tile: a green frame and a small clover in the corner.
            painter.setPen(QPen(theme.POSITIVE, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 8, 8)
            clover = rect.width() * 0.5
            art.render(
                art.tile("luck"),
                painter,
                QRectF(rect.right() - clover * 0.7, rect.top() - clover * 0.3, clover, clover),
            )


def _shield(painter: QPainter, centre: QPointF, size: float) -> None:
    """A small shield: the tile stays protected because other pieces stand on it."""
    path = QPainterPath()
    x, y = centre.x(), centre.y()
    path.moveTo(x, y - size)
    path.lineTo(x + size * 0.85, y - size * 0.6)
    path.quadTo(x + size * 0.8, y + size * 0.55, x, y + size)
    path.quadTo(x - size * 0.8, y + size * 0.55, x - size * 0.85, y - size * 0.6)
    path.closeSubpath()
    painter.setPen(QPen(theme.INK, 2.5))
    painter.setBrush(theme.SKY_BLUE)
    painter.drawPath(path)


class PieceItem(ArtItem):
    """A pawn, a guard or the Wurminator, named by the model's piece id."""

    def __init__(self, piece: str, name: str, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(name, width, height, parent)
        self.piece = piece
        self.setCursor(Qt.CursorShape.PointingHandCursor)


class PlayerMat(QGraphicsObject):
    """One player's place at the table: colour band, name, who plays him, his pawns (those
    still on the course bright, those home faded), the running score (Good Luck tiles already
    turning his worst minus tiles round), and three rows for his tiles (plus, minus, Good
    Luck). The tiles themselves are `TileItem`s the scene lays on top. Its texts are
    translated when painted, so a language switch only needs an `update()`."""

    HEADER = 58.0
    ROW = 50.0
    #: The pixel sizes of the captions under the name ("human player") and the score ("points"):
    #: at 1024x768 the table is drawn at 0.58 of its size, and 16 and 14 px read as 9 and 8.
    WHO_PX = 18
    POINTS_PX = 16
    LABEL = 64.0
    HALO = 8.0  # how far the glow of the current player's mat reaches beyond its rect

    def __init__(self, seat: int, width: float, height: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.seat = seat
        self._w, self._h = width, height
        self.name = ""
        #: None for a person here (hotseat), "elsewhere", "you" / "here" (a person here in a game
        #: across computers, alone or one of several), or "easy" / "normal" / "hard"
        self.level: str | None = None
        self.colour = "red"
        self.pawns_total = 0
        self.pawns_home = 0
        self.score_total = 0
        self.patterns = False
        self.current = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_info(self, **values) -> None:
        """Change what the mat shows (name, colour, level, pawns_home, current, score_total);
        repaints only when something changed."""
        changed = False
        for key, value in values.items():
            if getattr(self, key) != value:
                setattr(self, key, value)
                changed = True
        if changed:
            self.update()

    def rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect().adjusted(-self.HALO, -self.HALO, self.HALO, self.HALO)

    def who_text(self) -> str:
        if self.pawns_total and self.pawns_home == self.pawns_total:
            return translate("VerflixxtTable", "all pawns on the finish")
        return {
            None: translate("VerflixxtTable", "human player"),
            "elsewhere": translate("VerflixxtTable", "on another computer"),
            # a game across computers: the seat played here, by the one person here or by one of several
            "you": translate("VerflixxtTable", "you"),
            "here": translate("VerflixxtTable", "at this computer"),
            "easy": translate("VerflixxtTable", "computer, easy"),
            "normal": translate("VerflixxtTable", "computer, normal"),
            "hard": translate("VerflixxtTable", "computer, hard"),
        }[self.level]

    def score_fonts(self) -> tuple[QFont, QFont, str]:
        """The score's font, its caption's font and the caption ("points")."""
        score_font = QFont()
        score_font.setPixelSize(30)
        score_font.setBold(True)
        caption_font = QFont()
        caption_font.setPixelSize(self.POINTS_PX)
        return score_font, caption_font, translate("VerflixxtTable", "points")

    def score_box(self) -> QRectF:
        """Where the score and its caption stand, at the header's right."""
        score_font, caption_font, caption = self.score_fonts()
        width = (
            max(
                QFontMetricsF(score_font).horizontalAdvance(self.score_text()),
                QFontMetricsF(caption_font).horizontalAdvance(caption),
                40.0,
            )
            + 6
        )
        return QRectF(self.rect().width() - width - 12, 2, width, 36)

    def who_shown(self, score_left: float | None = None) -> tuple[QFont, str, float]:
        """Who plays the seat as drawn on the line under the name, as far as the points'
        caption (the pawns are above it): the font, the text and its room. A long caption
        ("an einem anderen Computer") gets a smaller size before it is cut."""
        if score_left is None:
            score_left = self.score_box().left()
        room = max(40.0, score_left - 48)
        text = self.who_text()
        small = QFont()
        for px in (self.WHO_PX, 16, 15, 14):
            small.setPixelSize(px)
            if QFontMetricsF(small).horizontalAdvance(text) <= room:
                break
        return small, QFontMetricsF(small).elidedText(text, Qt.TextElideMode.ElideRight, room), room

    def score_text(self) -> str:
        return f"{self.score_total:+d}".replace("-", "\u2212") if self.score_total else "0"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.rect()
        colour = theme.colour(self.colour)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paper = QColor(theme.PAPER)
        paper.setAlphaF(0.95)
        if self.current:
            glow = QColor(theme.HIGHLIGHT)
            glow.setAlphaF(0.75)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawRoundedRect(rect.adjusted(-7, -7, 7, 7), 21, 21)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(paper)
        painter.drawRoundedRect(rect, 16, 16)
        # the colour band on the left, with the colour's own pattern when asked for
        band = QPainterPath()
        band.addRoundedRect(QRectF(0, 0, 28, rect.height()), 14, 14)
        band.addRect(QRectF(14, 0, 14, rect.height()))
        band = band.simplified()
        painter.setBrush(colour)
        painter.drawPath(band)
        if self.patterns:
            painter.setBrush(theme.pattern_brush(self.colour))
            painter.drawPath(band)
        painter.setPen(QPen(theme.INK, 4.5 if self.current else 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect, 16, 16)

        # header: the score on the right, pawns left of it, symbol and name, who plays
        score_font, caption_font, caption = self.score_fonts()
        score_box = self.score_box()
        painter.setFont(score_font)
        painter.setPen(
            theme.POSITIVE.darker(130)
            if self.score_total > 0
            else theme.NEGATIVE
            if self.score_total < 0
            else theme.INK
        )
        painter.drawText(score_box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.score_text())
        painter.setFont(caption_font)
        painter.setPen(theme.MUTED_INK)
        painter.drawText(
            QRectF(score_box.left(), 36, score_box.width(), 20),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            caption,
        )

        pawn_w, pawn_h = 20.0, 29.0
        pawns_left = score_box.left() - 14 - self.pawns_total * (pawn_w + 3)
        pawn = art.pawn(self.colour, self.patterns)
        for n in range(self.pawns_total):
            painter.setOpacity(0.28 if n < self.pawns_home else 1.0)
            art.render(pawn, painter, QRectF(pawns_left + n * (pawn_w + 3), 8, pawn_w, pawn_h))
        painter.setOpacity(1.0)

        font = QFont()
        font.setPixelSize(25)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.INK)
        name_room = max(40.0, pawns_left - 44)
        name = QFontMetricsF(font).elidedText(
            f"{theme.SYMBOLS.get(self.colour, '')} {self.name}", Qt.TextElideMode.ElideRight, name_room
        )
        painter.drawText(QRectF(38, 4, name_room, 34), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
        small, who, who_room = self.who_shown(score_box.left())
        painter.setFont(small)
        painter.setPen(theme.MUTED_INK)
        painter.drawText(QRectF(40, 35, who_room, 22), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, who)

        # the row labels: a plus tile, a minus tile, a Good Luck tile, faded
        for row, name in enumerate((art.tile("plus", 1), art.tile("minus", 1), art.tile("luck"))):
            top = self.HEADER + row * self.ROW
            if top + self.ROW > rect.bottom() + 1:
                break
            painter.setPen(QPen(QColor(0, 0, 0, 40), 1.5))
            painter.drawLine(QPointF(36, top), QPointF(rect.width() - 10, top))
            painter.setOpacity(0.5)
            art.render(name, painter, QRectF(36, top + self.ROW / 2 - 14, 28, 28))
            painter.setOpacity(1.0)


class Track(QGraphicsItem):
    """The course's track under the tiles: a band along the spiral from the start to the
    finish, with a chevron between each two slots pointing the way the pieces go. Its shape
    never changes (the start and the spiral stay put when tiles are taken); only the stretch
    between the last tile and the finish, where no tile is left, fades (`set_reach`). It is
    drawn into a cached picture, repainted only when that stretch grows."""

    WIDTH = 34.0
    EMPTY_ROAD = 0.35  # the opacity of the stretch no tile covers any more

    def __init__(
        self,
        points: list[tuple[float, QPointF]],
        arrows: list[tuple[float, QPointF, float]],
        parent: QGraphicsItem | None = None,
    ):
        super().__init__(parent)
        self.points = points
        self.arrows = arrows
        self.reach = -1.0  # not yet set: the first `set_reach` below makes both stretches
        self.path = self._path(points)
        chevron = QPainterPath(QPointF(-6, -9))
        chevron.lineTo(QPointF(5, 0))
        chevron.lineTo(QPointF(-6, 9))
        self.chevron = chevron
        pad = self.WIDTH / 2 + 4
        self._rect = self.path.boundingRect().adjusted(-pad, -pad, pad, pad)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.set_reach(0.0)

    @staticmethod
    def _path(points: list[tuple[float, QPointF]]) -> QPainterPath:
        path = QPainterPath()
        if points:
            path.moveTo(points[0][1])
            for _, point in points[1:]:
                path.lineTo(point)
        return path

    def set_reach(self, reach: float) -> None:
        """The innermost tile stands at place `reach`: the road from half a slot inside it to
        the finish is empty."""
        if reach == self.reach:
            return
        self.reach = reach
        edge = reach - 0.5
        self._road = self._path([(p, q) for p, q in self.points if p >= edge])
        self._empty = self._path([(p, q) for p, q in self.points if p <= edge + 0.2])
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.save()
        painter.setOpacity(self.EMPTY_ROAD)
        self._band(painter, self._empty, [a for a in self.arrows if a[0] < self.reach - 0.5])
        painter.restore()
        self._band(painter, self._road, [a for a in self.arrows if a[0] >= self.reach - 0.5])

    def _band(self, painter: QPainter, path: QPainterPath, arrows: list[tuple[float, QPointF, float]]) -> None:
        edge = QPen(
            theme.INK, self.WIDTH + 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
        )
        painter.setPen(edge)
        painter.drawPath(path)
        paper = QColor(theme.PAPER)
        paper.setAlphaF(0.9)
        painter.setPen(
            QPen(paper, self.WIDTH, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        painter.drawPath(path)
        painter.setPen(QPen(theme.INK, 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
        for _, point, angle in arrows:
            painter.save()
            painter.translate(point)
            painter.rotate(angle)
            painter.drawPath(self.chevron)
            painter.restore()


class Banner(QGraphicsObject):
    """ "Your turn, Anna": the hotseat hand-over, over the table. Clicks pass through it."""

    def __init__(self, width: float, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self._w = width
        self.text = ""
        self.colour = "red"
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setZValue(500)
        self.hide()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self._w / 2, -32, self._w, 64)

    def set_text(self, text: str, colour: str) -> None:
        self.text, self.colour = text, colour
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.boundingRect().adjusted(4, 4, -4, -4)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(theme.INK, 4))
        painter.setBrush(QBrush(theme.PAPER))
        painter.drawRoundedRect(rect, 24, 24)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.colour(self.colour))
        painter.drawRoundedRect(QRectF(rect.left() + 14, rect.top() + 12, 22, rect.height() - 24), 8, 8)
        font = QFont()
        font.setPixelSize(30)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(theme.INK)
        text = QFontMetricsF(font).elidedText(self.text, Qt.TextElideMode.ElideRight, rect.width() - 80)
        painter.drawText(rect.adjusted(50, 0, -20, 0), Qt.AlignmentFlag.AlignCenter, text)


def tile_tip(tile: int) -> str:
    """The tooltip of a tile: what it is worth, in words (pieces may hide its number)."""
    if tile == START:
        return translate("VerflixxtTable", "Start")
    if tile == FINISH:
        return translate("VerflixxtTable", "Finish: a piece that gets here stops, whatever it rolled.")
    info = TILE[tile]
    if info.kind is Kind.PLUS:
        return translate("VerflixxtTable", "Plus tile {value}").format(value=info.label)
    if info.kind is Kind.MINUS:
        return translate("VerflixxtTable", "Minus tile {value}").format(value=info.label.replace("-", "\u2212"))
    return translate(
        "VerflixxtTable", "Good Luck tile: at the end it turns your worst minus tile into as many plus points."
    )


def piece_tip(piece: str, names: tuple[str, ...]) -> str:
    what, seat, _ = parse_piece(piece)
    if what == "pawn":
        return translate("VerflixxtTable", "A pawn of {name}").format(name=names[seat])
    if what == "guard":
        return translate(
            "VerflixxtTable", "A guard: anyone may move it while a pawn (or the Wurminator) stands with it."
        )
    return translate("VerflixxtTable", "The Wurminator: whoever it lands on takes minus tiles.")
