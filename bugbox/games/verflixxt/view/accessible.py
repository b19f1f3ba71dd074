"""Verflixxt's table for a screen reader: the course tile by tile, the pieces on it, the die,
each player's tiles and score, and one decision per legal action.

Built from the model's state after every refresh of the page (`describe`): a tile's name says
its place on the course, its value and who stands on it ("Tile 5: -3; blue pawn, guard"); a
move says the piece, how far and where it lands ("Move the blue pawn 4 tiles from tile 2 to
tile 6 (-3)"), the landing tile as the rules' own trial of the move tells it (`preview`).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from ....core.i18n import QT_TRANSLATE_NOOP
from ....ui.accessible import Part, Role
from ....ui.i18n import translate
from .. import rules
from ..course import WURMINATOR, parse_piece
from ..tiles import FINISH, START, TILE, Kind
from .preview import preview
from .scene import mat_rect

if TYPE_CHECKING:
    from .page import VerflixxtPage

PAWNS = {
    "red": QT_TRANSLATE_NOOP("VerflixxtTable", "red pawn"),
    "blue": QT_TRANSLATE_NOOP("VerflixxtTable", "blue pawn"),
    "green": QT_TRANSLATE_NOOP("VerflixxtTable", "green pawn"),
    "yellow": QT_TRANSLATE_NOOP("VerflixxtTable", "yellow pawn"),
}


def tile_value(tile: int) -> str:
    if TILE[tile].kind is Kind.LUCK:
        return translate("VerflixxtTable", "Good Luck")
    return TILE[tile].label


def place_name(state: rules.State, tile: int) -> str:
    """ "start", "finish" or "tile 5" (its place on the course, gaps not counted)."""
    if tile == START:
        return translate("VerflixxtTable", "start")
    if tile == FINISH:
        return translate("VerflixxtTable", "finish")
    return translate("VerflixxtTable", "tile {place}").format(place=state.course.index(tile))


def piece_name(state: rules.State, piece: str) -> str:
    what, a, _ = parse_piece(piece)
    if what == "pawn":
        return translate("VerflixxtTable", PAWNS.get(state.seats[a].colour, PAWNS["red"]))
    if what == "guard":
        return translate("VerflixxtTable", "guard")
    return "Wurminator"


def _rect(page: VerflixxtPage, item_key: object, pieces: bool = False) -> QRectF | None:
    items = page.scene.pieces if pieces else page.scene.tiles
    item = items.get(item_key)  # type: ignore[call-overload]
    return item.sceneBoundingRect() if item is not None else None


def describe(page: VerflixxtPage) -> tuple[str, list[Part]]:
    title = translate("VerflixxtTable", "Table of Verflixxt")
    state = page.state
    if state is None:
        return title, []
    standing: dict[int, list[str]] = {}
    for piece in rules.pieces(state):
        standing.setdefault(rules.position(state, piece), []).append(piece_name(state, piece))
    parts: list[Part] = []
    for place, tile in enumerate(state.course):
        on = ", ".join(standing.get(tile, [])) or translate("VerflixxtTable", "empty")
        if tile == START:
            name = translate("VerflixxtTable", "Start: {pieces}").format(pieces=on)
        elif tile == FINISH:
            name = translate("VerflixxtTable", "Finish: {pieces}").format(pieces=on)
        else:
            name = translate("VerflixxtTable", "Tile {place}: {value}; {pieces}").format(
                place=place, value=tile_value(tile), pieces=on
            )
        parts.append(Part(f"tile-{tile}", Role.StaticText, name, _rect(page, tile)))
    if state.die:
        die = translate("VerflixxtTable", "Die: {number}").format(number=state.die)
    else:
        die = translate("VerflixxtTable", "Die: not rolled yet")
    parts.append(Part("die", Role.StaticText, die, page.scene.die.sceneBoundingRect()))
    scores = rules.scores(state)
    for seat, info in enumerate(state.seats):
        taken = state.taken[seat]
        values = ", ".join(tile_value(t) for t in taken)
        count = len(taken)
        if seat == state.current and not rules.is_over(state):
            text = translate(
                "VerflixxtTable", "{name}, {pawns}: %n tile(s) taken {values}; score {score}; their turn", None, count
            )
        else:
            text = translate("VerflixxtTable", "{name}, {pawns}: %n tile(s) taken {values}; score {score}", None, count)
        name = text.format(
            name=info.name,
            pawns=translate("VerflixxtTable", PAWNS.get(info.colour, PAWNS["red"])),
            values=f"({values})" if values else "",
            score=scores[seat].total,
        )
        parts.append(Part(f"player-{seat}", Role.StaticText, name, mat_rect(seat, len(state.seats))))
    parts += decisions(page)
    return title, parts


def decisions(page: VerflixxtPage) -> list[Part]:
    state = page.state
    if state is None or page.read_only:
        return []
    if rules.is_over(state):
        if not page.starts_again:
            return []
        return [Part("decision:again", Role.Button, translate("VerflixxtTable", "Play again"), None, page.play_again)]
    if not page.can_act():
        return []
    out: list[Part] = []
    for action in rules.legal_actions(state):
        if isinstance(action, rules.Roll):
            out.append(
                Part(
                    "decision:roll",
                    Role.Button,
                    translate("VerflixxtTable", "Roll the die (Space)"),
                    page.scene.die.sceneBoundingRect(),
                    page.roll,
                )
            )
        elif isinstance(action, rules.Move):
            shown = preview(state, action.piece)
            start = rules.position(state, action.piece)
            land = shown.land if shown is not None else start
            value = f" ({tile_value(land)})" if land in TILE else ""
            text = translate(
                "VerflixxtTable", "Move the {piece} %n tile(s) from {start} to {land}{value}", None, state.die
            ).format(
                piece=piece_name(state, action.piece),
                start=place_name(state, start),
                land=place_name(state, land),
                value=value,
            )
            out.append(
                Part(
                    f"decision:{action.piece}",
                    Role.Button,
                    text,
                    _rect(page, action.piece, pieces=True),
                    partial(page._piece_clicked, action.piece),
                )
            )
        elif isinstance(action, rules.MoveWurminator):
            out.append(
                Part(
                    "decision:wurminator",
                    Role.Button,
                    translate("VerflixxtTable", "Move the Wurminator %n tile(s) (W)", None, state.die),
                    _rect(page, WURMINATOR, pieces=True),
                    lambda: page._submit(rules.MoveWurminator()),
                )
            )
        elif isinstance(action, rules.LeaveWurminator):
            out.append(
                Part(
                    "decision:leave-wurminator",
                    Role.Button,
                    translate("VerflixxtTable", "Leave the Wurminator where it stands (L)"),
                    _rect(page, WURMINATOR, pieces=True),
                    lambda: page._submit(rules.LeaveWurminator()),
                )
            )
    return out
