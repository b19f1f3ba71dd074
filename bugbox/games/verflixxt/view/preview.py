"""What a move would do, shown before the player commits to it (hovering or picking a piece).

The answer comes from the rules' own mechanics: the move is made on a working copy of the
position (`rules.board`, the same `course.Board` that `apply` uses) and its events are read.
So the preview can never promise something the rules would not do: where the piece lands,
which tile its owner takes (or why the tile stays: others still stand on it), and for the
Wurminator, who would be bitten and which minus tile each would get.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....ui.i18n import translate
from .. import events as ev
from .. import rules
from ..course import WURMINATOR, parse_piece
from ..tiles import FINISH, TILE, Kind


@dataclass(frozen=True)
class Preview:
    piece: str
    land: int
    marks: dict[int, str]  # tile id -> "land", "take", "keep" or "bite"
    events: tuple[ev.Event, ...]  # what the move would bring about, as the rules tell it

    def text(self, names: tuple[str, ...]) -> str:
        """The preview in one or two sentences for the prompt."""
        moved = _moved(self.events)
        what = parse_piece(self.piece)[0]
        if what == "pawn":
            if self.land == FINISH:
                first = translate("VerflixxtTable", "This pawn would reach the finish.")
            else:
                first = translate("VerflixxtTable", "This pawn would land on {tile}.").format(tile=tile_name(self.land))
        elif what == "guard":
            if self.land == FINISH:
                first = translate("VerflixxtTable", "This guard would reach the finish.")
            else:
                first = translate("VerflixxtTable", "This guard would land on {tile}.").format(
                    tile=tile_name(self.land)
                )
        elif self.land == FINISH:
            first = translate("VerflixxtTable", "The Wurminator would reach the finish and go back to the start.")
        else:
            first = translate("VerflixxtTable", "The Wurminator would land on {tile}.").format(
                tile=tile_name(self.land)
            )
        more: list[str] = []
        for event in self.events[1:]:
            if isinstance(event, ev.TileTaken):
                more.append(
                    translate("VerflixxtTable", "You would take {tile}, which it leaves.").format(
                        tile=tile_name(event.tile)
                    )
                )
            elif isinstance(event, ev.PenaltyTileGiven):
                more.append(
                    translate("VerflixxtTable", "{name} would have to take {tile}.").format(
                        name=event.name, tile=tile_name(event.tile)
                    )
                )
            elif isinstance(event, ev.MinusTileReturned):
                more.append(
                    translate("VerflixxtTable", "{name} would have to put {tile} back.").format(
                        name=event.name, tile=tile_name(event.tile)
                    )
                )
        if what == "pawn" and moved.start in TILE and not any(isinstance(e, ev.TileTaken) for e in self.events):
            more.append(
                translate("VerflixxtTable", "Others still stand on {tile}, so it stays in the course.").format(
                    tile=tile_name(moved.start)
                )
            )
        return join_sentences([first, *more])


def _moved(events: tuple[ev.Event, ...]) -> ev.PieceMoved:
    """The piece's own move: the rules tell it first, whichever piece moves (course.Board)."""
    first = events[0]
    assert isinstance(first, ev.PieceMoved), first
    return first


def join_sentences(sentences: list[str]) -> str:
    """Sentences one after the other: with a space in English and German, without one in
    Japanese (each language says so in its catalogue)."""
    text = sentences[0] if sentences else ""
    for sentence in sentences[1:]:
        text = translate("VerflixxtTable", "{sentence} {next}").format(sentence=text, next=sentence)
    return text


def tile_name(tile: int) -> str:
    """A path tile as it is named in a sentence: "the +5 tile", "the Good Luck tile" (a whole
    phrase, so that each language can put its article and word order around the value)."""
    info = TILE[tile]
    if info.kind is Kind.LUCK:
        return translate("VerflixxtTable", "the Good Luck tile")
    return translate("VerflixxtTable", "the {value} tile").format(value=info.label.replace("-", "\u2212"))


def preview(state: rules.State, piece: str) -> Preview | None:
    """What moving `piece` now would do, or None when the rules do not offer that move."""
    legal = rules.legal_actions(state)
    if piece == WURMINATOR:
        if rules.MoveWurminator() not in legal:
            return None
    elif rules.Move(piece=piece) not in legal:
        return None
    board = rules.board(state, record=True)
    what, a, b = parse_piece(piece)
    if what == "pawn":
        board.move_pawn(a, b, state.die)
    elif what == "guard":
        board.move_guard(state.current, a, state.die)
    else:
        board.move_wurminator(state.current, state.die)
    happened = tuple(board.events or ())
    moved = _moved(happened)
    marks = {moved.end: "land"}
    for event in happened[1:]:
        if isinstance(event, ev.TileTaken):
            marks[event.tile] = "take"
        elif isinstance(event, ev.PenaltyTileGiven):
            marks[event.tile] = "bite"
    if what == "pawn" and moved.start in TILE and moved.start not in marks:
        marks[moved.start] = "keep"
    return Preview(piece, moved.end, marks, happened)
