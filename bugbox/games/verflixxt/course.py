"""The course and the pieces on it: counting steps, taking tiles, and the Wurminator's bite.

This is the mechanical half of the rules (docs/rules-decisions.md §3 rules 2-4 and 7); `rules.py` adds the
turn around it (rolling, whose turn, what a player may choose). It works on `Board`, a small
mutable working copy of the position, so that `rules.apply` and the computer players'
look-ahead run the very same code: the look-ahead simply does not ask for events.

The course is the ordered list of the tiles still in it, start first and finish last. A taken
tile leaves the list, which is all that "gaps are skipped" needs: counting walks the list.
A tile with a piece on it is never taken (rule 4) nor handed out (rule 7), so every piece
always stands on a tile of the list.

Pieces are named by stable ids the view can follow: `pawn-<seat>-<n>`, `guard-<n>` (numbered
from the start at setup) and `wurminator`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from . import events as ev
from .tiles import FINISH, START, TILE, Kind

WURMINATOR = "wurminator"


def pawn_id(seat: int, number: int) -> str:
    return f"pawn-{seat}-{number}"


def guard_id(number: int) -> str:
    return f"guard-{number}"


def parse_piece(piece: str) -> tuple[str, int, int]:
    """("pawn", seat, n), ("guard", n, 0) or ("wurminator", 0, 0); ("", 0, 0) if malformed."""
    if piece == WURMINATOR:
        return (WURMINATOR, 0, 0)
    parts = piece.split("-")
    # Only the names `pawn_id` and `guard_id` write: int() would also read "00", " 1" or "+1",
    # and a move by such an alias would be accepted although `legal_actions` never lists it.
    if not all(p.isascii() and p.isdigit() and str(int(p)) == p for p in parts[1:]):
        return ("", 0, 0)
    if parts[0] == "pawn" and len(parts) == 3:
        return ("pawn", int(parts[1]), int(parts[2]))
    if parts[0] == "guard" and len(parts) == 2:
        return ("guard", int(parts[1]), 0)
    return ("", 0, 0)


def is_minus(tile: int) -> bool:
    return tile in TILE and TILE[tile].kind is Kind.MINUS


@dataclass(slots=True)
class Board:
    """Where everything stands, as plain lists: `pawns[seat][n]`, `guards[n]` and `wurminator`
    hold tile ids (the Wurminator is None when the variant is not played); `taken[seat]` are
    the tiles each player has taken, in the order he took them. `events`, when a list, collects
    what happened for the view."""

    course: list[int]
    pawns: list[list[int]]
    guards: list[int]
    wurminator: int | None
    taken: list[list[int]]
    names: tuple[str, ...]
    events: list[ev.Event] | None = field(default=None)

    def copy(self, record: bool = False) -> Board:
        return Board(
            list(self.course),
            [list(p) for p in self.pawns],
            list(self.guards),
            self.wurminator,
            [list(t) for t in self.taken],
            self.names,
            [] if record else None,
        )

    def tell(self, event: ev.Event) -> None:
        if self.events is not None:
            self.events.append(event)

    # --- where things stand ----------------------------------------------------------------
    def place(self, tile: int) -> int:
        """How far along the course a tile lies (start is 0); gaps do not count."""
        return self.course.index(tile)

    def pieces_on(self, tile: int) -> int:
        """Pawns, guards and the Wurminator standing on `tile`."""
        count = sum(own.count(tile) for own in self.pawns) + self.guards.count(tile)
        return count + (self.wurminator == tile)

    def crowd(self) -> dict[int, int]:
        """`pieces_on` for every occupied tile at once (a judgement asks it of many tiles)."""
        crowd: dict[int, int] = {}
        for tile in self.guards:
            crowd[tile] = crowd.get(tile, 0) + 1
        for own in self.pawns:
            for tile in own:
                crowd[tile] = crowd.get(tile, 0) + 1
        if self.wurminator is not None:
            crowd[self.wurminator] = crowd.get(self.wurminator, 0) + 1
        return crowd

    def wurminator_reach(self) -> frozenset[int]:
        """The tiles the Wurminator can end its next move on, where it would bite (a roll of 1
        or 2; the finish bites nobody). Empty when it is not in the game."""
        if self.wurminator is None:
            return frozenset()
        at = self.place(self.wurminator)
        return frozenset(self.course[at + 1 : at + 3]) - {FINISH}

    def pawns_on(self, tile: int) -> int:
        return sum(own.count(tile) for own in self.pawns)

    def home(self, seat: int) -> bool:
        """All of the player's pawns are on the finish: he has nothing left to move (rule 5)."""
        return all(tile == FINISH for tile in self.pawns[seat])

    def all_home(self) -> bool:
        """The game ends when every pawn is on the finish (rule 6)."""
        return all(self.home(seat) for seat in range(len(self.pawns)))

    def wurminator_last(self) -> bool:
        """In last place: every pawn stands strictly ahead of the Wurminator. Pawns on the
        finish are ahead; guards do not count; sharing a tile with a pawn is not last place."""
        if self.wurminator is None:
            return False
        behind = self.place(self.wurminator)
        return all(self.place(tile) > behind for own in self.pawns for tile in own)

    def wurminator_due(self, die: int) -> str:
        """After a roll: may the Wurminator move ("may"), must it ("must": on 1 or 2 in last
        place), or not ("no": other rolls, or no Wurminator in this game)?"""
        if self.wurminator is None or die > 2:
            return "no"
        return "must" if self.wurminator_last() else "may"

    def pass_turn(self, seat: int) -> int | None:
        """Clockwise to the next player who still has a pawn to move; players with all pawns on
        the finish are skipped (rule 5). None when nobody is left to move."""
        players = len(self.pawns)
        for step in range(1, players + 1):
            other = (seat + step) % players
            if not self.home(other):
                self.tell(ev.TurnPassed(other, self.names[other]))
                return other
            self.tell(ev.TurnSkipped(other, self.names[other]))
        return None

    # --- what may move ---------------------------------------------------------------------
    def guard_may_move(self, number: int) -> bool:
        """A guard moves only in company: a pawn of anyone, or the Wurminator, on its tile.
        Guards alone, or only with other guards, stay where they are (rule 2)."""
        tile = self.guards[number]
        if tile == FINISH:
            return False
        return self.pawns_on(tile) > 0 or self.wurminator == tile

    def movable(self, seat: int) -> list[str]:
        """The pieces the player may move: his pawns not yet on the finish, and the guards in
        company. Pawns sharing a tile are different pieces with the same effect; all are listed
        because the view lets the player pick up either."""
        pieces = [pawn_id(seat, n) for n, tile in enumerate(self.pawns[seat]) if tile != FINISH]
        pieces += [guard_id(n) for n in range(len(self.guards)) if self.guard_may_move(n)]
        return pieces

    # --- moving ----------------------------------------------------------------------------
    def walk(self, tile: int, steps: int) -> tuple[int, ...]:
        """The tiles entered when moving `steps` forward from `tile`: only tiles still in the
        course count, and the finish stops the piece, forfeiting the rest of the roll (rule 3):
        it is the last tile of the list, so the slice simply ends there."""
        at = self.place(tile)
        return tuple(self.course[at + 1 : at + 1 + steps])

    def move_pawn(self, seat: int, number: int, steps: int) -> None:
        start = self.pawns[seat][number]
        path = self.walk(start, steps)
        self.pawns[seat][number] = path[-1]
        self.tell(ev.PieceMoved(seat, self.names[seat], pawn_id(seat, number), start, path, path[-1]))
        self._leave(seat, start)
        if path[-1] == FINISH and self.home(seat):
            self.tell(ev.PlayerFinished(seat, self.names[seat]))

    def _leave(self, seat: int, tile: int) -> None:
        """A pawn that leaves a path tile on which no other piece remains takes it (rule 4).
        Start and finish are never taken; guards and the Wurminator never take."""
        if tile in TILE and self.pieces_on(tile) == 0:
            self.course.remove(tile)
            self.taken[seat].append(tile)
            self.tell(ev.TileTaken(tile, seat, self.names[seat]))

    def move_guard(self, mover: int, number: int, steps: int) -> None:
        start = self.guards[number]
        path = self.walk(start, steps)
        self.guards[number] = path[-1]
        self.tell(ev.PieceMoved(mover, self.names[mover], guard_id(number), start, path, path[-1]))

    def move_wurminator(self, roller: int, steps: int) -> None:
        """Move the Wurminator and let it bite (rule 7). On the finish it bites nobody (pawns
        there are safe) and goes straight back to the start."""
        assert self.wurminator is not None
        start = self.wurminator
        path = self.walk(start, steps)
        self.wurminator = path[-1]
        self.tell(ev.PieceMoved(roller, self.names[roller], WURMINATOR, start, path, path[-1]))
        if self.wurminator == FINISH:
            self.wurminator = START
            self.tell(ev.WurminatorBackToStart())
            return
        self._bite(roller)

    def _bite(self, roller: int) -> None:
        """Everyone with pawns on the Wurminator's tile pays, starting with the roller and going
        clockwise, once for each of his pawns there: he takes the lowest free minus tile of the
        course (smallest absolute value, the one nearest the start on a tie; "free" means no
        piece stands on it). If none is left he puts his own lowest minus tile back into the
        course directly before the finish; if he has none, nothing happens.

        A tile put back during a bite is not handed out again by the same bite: otherwise a
        player with two pawns caught would put a tile back and take it straight up again.
        """
        put_back: list[int] = []
        seats = len(self.pawns)
        for seat in ((roller + offset) % seats for offset in range(seats)):
            for _ in range(self.pawns[seat].count(cast(int, self.wurminator))):  # set: it just moved
                self._pay(seat, put_back)

    def _pay(self, seat: int, put_back: list[int]) -> None:
        """One caught pawn's penalty (see `_bite`); tiles put back are added to `put_back`."""
        free = [
            (abs(TILE[t].value), place, t)
            for place, t in enumerate(self.course)
            if is_minus(t) and t not in put_back and self.pieces_on(t) == 0
        ]
        if free:
            penalty = min(free)[2]
            self.course.remove(penalty)
            self.taken[seat].append(penalty)
            self.tell(ev.PenaltyTileGiven(penalty, seat, self.names[seat]))
            return
        own = [(abs(TILE[t].value), order, t) for order, t in enumerate(self.taken[seat]) if is_minus(t)]
        if not own:
            self.tell(ev.NothingToReturn(seat, self.names[seat]))
            return
        back = min(own)[2]
        self.taken[seat].remove(back)
        self.course.insert(len(self.course) - 1, back)
        put_back.append(back)
        self.tell(ev.MinusTileReturned(back, seat, self.names[seat]))
