"""What the game review (`bugbox/review`) needs to know about Verflixxt! kompakt.

The review plays the game out from a position many times over fresh random futures and
compares a decision's alternatives on the same futures. This module supplies the game-specific
parts, and imports no Qt:

- `with_future(state, future)`: the position with its random future replaced. The course lies
  face up from the start; only the die is to come, and it comes from `rng_state` alone, so a
  fresh number there is a future the save's seed has no part in.
- `alternatives(state, chosen)`: every legal choice, less those that leave the same position
  (two pawns of the player on one tile). They are few (a piece per pawn or guard, the
  Wurminator before, after or not at all), so "best" is the best of all.
- `playout(state, seed)`: the game played to its end on `course.Board`, the same mechanics
  `rules.apply` uses, without events or pydantic, every turn of every seat finished the way
  the hard level's judgement (`judging.outlook`) values most. That is the hard level without
  its look-ahead: hard itself takes about 40 ms a decision (its expectimax over two turns of
  dice), some 2 s a whole game and 190 times a normal game, far beyond a review's minute;
  its judgement alone takes 0.5 ms and picks what hard picks in 84 % of decisions (measured
  over 1,016 decisions of hard's own games; docs/review.md). `HARD_TURNS` can limit it to the
  first turns (the normal level, `ai.greedy_reply`, plays the rest, four times cheaper).
- `describe(state, action)`: a choice in words, for the review window.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg
from ...core.players import Level
from ...core.rng import Rng
from . import ai, endgame, rules
from .course import Board, parse_piece
from .judging import outlook
from .rules import CTX
from .tiles import START, TILE, Kind, score

#: The review's depth for this game (futures per position in the first round): a playout by
#: hard's judgement costs about three times one of Voll verasselt, so fewer futures keep a
#: review of 100 actions near two minutes on two cores.
DEPTH = 48
#: The turns of a playout played by the hard level's judgement before the normal level's
#: (None: every turn).
HARD_TURNS: int | None = None


def with_future(state: rules.State, future: int) -> rules.State:
    """The same position with another random future (the rolls to come)."""
    return state.model_copy(update={"rng_state": future})


def shares(state: rules.State) -> tuple[float, ...]:
    """Each seat's share of the win at the end: 1/n for each of n winners."""
    best = rules.winners(state)
    return tuple(1 / len(best) if seat in best else 0.0 for seat in range(len(state.seats)))


def alternatives(state: rules.State, chosen: rules.Action) -> tuple[list[rules.Action], int]:
    """Every legal choice that leads to a position of its own, the one taken first, and the
    index of the hard level's choice (or the choice leading where it leads)."""
    found: list[rules.Action] = [chosen]
    seen = [_after(state, chosen)]
    for action in rules.legal_actions(state):
        after = _after(state, action)
        if after not in seen:
            seen.append(after)
            found.append(action)
    return found, seen.index(_after(state, best_choice(state)))


def _after(state: rules.State, action: rules.Action) -> str:
    return rules.apply(state, action)[0].model_dump_json()


def best_choice(state: rules.State) -> rules.Action:
    """The hard level's choice: what the position's win chances assume is played."""
    return ai.choose_action(state, Level.HARD, 0)


def _outlook_reply(board: Board, seat: int, die: int) -> Board:
    """The turn finished as hard's judgement values most (a lone way is not judged at all)."""
    options = ai.plans(board, seat, die, "move", board.wurminator_due(die))
    if len(options) == 1:
        return options[0][1]
    return max(options, key=lambda plan: outlook(plan[1], seat))[1]


def stratified(future: int, k: int) -> int:
    """Future `future` turned into one whose first roll shows face k mod 6 + 1 (the review plays
    the futures in runs of six, so the first die after a decision is as often each face): the
    first rng state drawn from `future` that rolls that face, the rest of its dice as random
    as before."""
    face = k % 6 + 1
    draw = Rng(future)
    while True:
        candidate = draw.next64()
        if Rng(candidate).randint(1, 6) == face:
            return candidate


def exact(state: rules.State) -> tuple[float, ...] | None:
    """Each seat's share of the win, exactly, when the game is at its end or small enough to
    solve (`endgame.small`: every seat then plays for the win); None otherwise."""
    if rules.is_over(state):
        return shares(state)
    board = rules.board(state)
    if not endgame.small(board):
        return None
    if state.phase == "roll":
        return endgame.value(board, state.current)
    return endgame.after_roll(board, state.current, state.die, state.phase, state.wurminator_due)


def playout(state: rules.State, seed: int) -> tuple[float, ...]:
    """Play to the end by the hard level's judgement (see the module's text); once the game is
    small enough, its exact value instead (`endgame`: played for the win, not for points)."""
    known = exact(state)
    if known is not None:
        return known
    board = rules.board(state)
    seat: int | None = state.current
    rng = Rng(state.rng_state)
    if state.phase != "roll":  # the turn under way is finished as the hard level would
        options = ai.plans(board, state.current, state.die, state.phase, state.wurminator_due)
        board = max(options, key=lambda plan: outlook(plan[1], state.current))[1]
        seat = None if board.all_home() else board.pass_turn(state.current)
    turns = 0
    while seat is not None:
        if endgame.small(board):
            return endgame.value(board, seat)
        die = rng.randint(1, 6)
        reply = _outlook_reply if HARD_TURNS is None or turns < HARD_TURNS else ai.greedy_reply
        board = reply(board, seat, die)
        turns += 1
        seat = None if board.all_home() else board.pass_turn(seat)
    totals = [score(tuple(taken)).total for taken in board.taken]
    top = max(totals)
    winners = [n for n, total in enumerate(totals) if total == top]
    return tuple(1 / len(winners) if n in winners else 0.0 for n in range(len(totals)))


# --- saying a choice in words (the review window) --------------------------------------------
def describe(state: rules.State, action: dict[str, Any]) -> Message:
    """A choice at `state` in a few words, as the review window names it."""
    choice = rules.ACTION_ADAPTER.validate_python(action)
    if isinstance(choice, rules.Move):
        what, _, _ = parse_piece(choice.piece)
        tile = rules.position(state, choice.piece)
        if tile == START:
            return msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Move a pawn off the start"))
        if what == "guard":
            text = QT_TRANSLATE_NOOP("Verflixxt", "Move the guard on the {tile} tile")
        else:
            text = QT_TRANSLATE_NOOP("Verflixxt", "Move the pawn on the {tile} tile")
        return msg(CTX, text, tile=_tile(tile))
    if isinstance(choice, rules.MoveWurminator):
        if state.phase == "move":
            return msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Move the Wurminator first"))
        return msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Move the Wurminator too"))
    if isinstance(choice, rules.LeaveWurminator):
        return msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Leave the Wurminator where it is"))
    return msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Roll the die"))


def _tile(tile: int) -> Message | str:
    if TILE[tile].kind is Kind.LUCK:
        return msg(CTX, QT_TRANSLATE_NOOP("Verflixxt", "Good Luck"))
    return TILE[tile].label
