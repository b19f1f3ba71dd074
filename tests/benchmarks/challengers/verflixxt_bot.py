"""An outside challenger for the Verflixxt! kompakt computer players, written from the rules.

It plays the way a careful human does, and knows nothing of `bugbox.games.verflixxt.ai` (it
shares only the rules' mechanics, `course.Board`, so that it moves exactly as the game does):

- it lists every way to finish its turn with the roll it has: which piece moves, and in the
  Wurminator variant whether the Wurminator moves before, after or not at all;
- it judges a position by a tile heuristic: the exact score of each player's tiles, a spare
  Good Luck tile worth a little while minus tiles are still on the course, a tile a pawn
  stands alone on counted at most of its worth (the pawn takes it when it leaves), a shared
  tile at a little of it, and a pawn the Wurminator can reach next charged part of the
  penalty it would pay;
- it looks one roll ahead: for each of its options it averages over the six faces of the next
  player's die, that player answering with his best move by the same heuristic.

It was not tuned against the hard level; its weights are round numbers a player would guess.
`choose(state, seed)` is the whole interface and, like the game's own players, never looks at
the rng in the state.
"""

from __future__ import annotations

from functools import lru_cache

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.course import Board, parse_piece
from bugbox.games.verflixxt.rules import Action, LeaveWurminator, Move, MoveWurminator
from bugbox.games.verflixxt.tiles import TILE, Kind, score

ALONE = 0.7  # share of a tile's worth a pawn standing alone on it can count on
SHARED = 0.2  # ... when other pieces stand there too
SPARE_LUCK = 3.0  # a Good Luck tile with nothing to turn, while minus tiles remain
BITE = 0.3  # chance a pawn in the Wurminator's reach is bitten before it moves on


@lru_cache(maxsize=1 << 16)
def _hand(tiles: tuple[int, ...], minus_left: int) -> float:
    result = score(tiles)
    spare = min(len(result.surplus_luck_tiles), minus_left)
    return result.total + SPARE_LUCK * spare


def evaluate(board: Board, seat: int) -> float:
    """The seat's heuristic worth minus the best other player's."""
    crowd = board.crowd()
    reach = board.wurminator_reach()
    minus = sorted(-TILE[t].value for t in board.course if t in TILE and TILE[t].kind is Kind.MINUS)
    values = []
    for player, own in enumerate(board.pawns):
        taken = tuple(board.taken[player])
        base = _hand(taken, len(minus))
        value = base
        for tile in set(own):
            if tile not in TILE:
                continue
            gain = _hand((*taken, tile), len(minus)) - base
            value += gain * (ALONE if crowd[tile] == own.count(tile) else SHARED)
        caught = sum(1 for tile in own if tile in reach)
        if caught:
            value -= BITE * sum(minus[:caught])
        values.append(value)
    mine = values.pop(seat)
    return mine - max(values)


def _moved(board: Board, seat: int, piece: str, die: int) -> Board:
    after = board.copy()
    what, a, b = parse_piece(piece)
    if what == "pawn":
        after.move_pawn(a, b, die)
    else:
        after.move_guard(seat, a, die)
    return after


def _wormed(board: Board, seat: int, die: int) -> Board:
    after = board.copy()
    after.move_wurminator(seat, die)
    return after


def _pieces(board: Board, seat: int) -> list[str]:
    """The movable pieces; of two pieces of the same sort on one tile only the first (moving
    either leaves the same position)."""
    seen: set[tuple[str, int]] = set()
    out = []
    for piece in board.movable(seat):
        what, a, b = parse_piece(piece)
        key = (what, board.pawns[a][b] if what == "pawn" else board.guards[a])
        if key not in seen:
            seen.add(key)
            out.append(piece)
    return out


def options(board: Board, seat: int, die: int, phase: str, due: str) -> list[tuple[Action, Board]]:
    """Every way to finish the turn: the action to take now and the board at the turn's end."""
    if phase == "wurminator":
        out: list[tuple[Action, Board]] = [(MoveWurminator(), _wormed(board, seat, die))]
        if due == "may":
            out.append((LeaveWurminator(), board))
        return out
    out = []
    for piece in _pieces(board, seat):
        after = _moved(board, seat, piece, die)
        if due != "no" and not after.all_home():
            out.append((Move(piece=piece), _wormed(after, seat, die)))
        if due != "must" or after.all_home():
            out.append((Move(piece=piece), after))
    if due != "no":
        first = _wormed(board, seat, die)
        out += [(MoveWurminator(), _moved(first, seat, piece, die)) for piece in _pieces(first, seat)]
    return out


def _reply(board: Board, seat: int, die: int) -> Board:
    """The next player's answer: his best move by the heuristic."""
    found = options(board, seat, die, "move", board.wurminator_due(die))
    return max(found, key=lambda option: evaluate(option[1], seat))[1]


def _lookahead(board: Board, me: int) -> float:
    nxt = board.pass_turn(me)
    if nxt is None or nxt == me:
        return evaluate(board, me)
    return sum(evaluate(_reply(board, nxt, die), me) for die in range(1, 7)) / 6


def choose(state: rules.State, seed: int = 0) -> Action:
    """The challenger's action for the pending decision."""
    legal = rules.legal_actions(state)
    if len(legal) == 1:
        return legal[0]
    me = state.current
    found = options(rules.board(state), me, state.die, state.phase, state.wurminator_due)
    best: tuple[float, int] | None = None
    for index, (_, after) in enumerate(found):
        value = _lookahead(after, me)
        if best is None or value > best[0] + 1e-9:
            best = (value, index)
    assert best is not None
    return found[best[1]][0]
