"""The tricks a play uses: what a player has to see to find it, one bit each.

A task is only as hard as the tricks its solution cannot do without. Each play (one card
with its square) is looked at in the kitchen it is played in, and every trick it uses is a
bit of the answer. The solver can then be told to never use some tricks (`Search.forbid`);
if a task has no solution without a trick, the task *requires* it (see `techniques`).

The tricks, grouped into the levels a player learns them in (rulebook order: moves, then the
cockroaches' own moves, then turn cards, then the fine print, then box cards):

1. `STRAIGHT`: no bit at all. Walk, squash, and vacuum cockroaches already in his line of
   sight. Every task needs this much.
2. `TIMING`: a cockroach is caught because it *walks into* his line of sight (rule 5d): the
   player has to think one cockroach step ahead.
3. `TURN`: a turn card is played; he vacuums along a new line.
4. `ZERO`: a move card played for zero squares, to wait at a box or the edge (rule 2), and
   `BOUNCE`: a cockroach turns about because he stands in its way (rule 5c), so he steers it.
5. `PLACE`: a box is placed (to block a cockroach or his own line of sight), `REMOVE`: a
   box is taken away, `STACK`: one card catches two or more cockroaches standing on one square
   (a stack the task starts with, or one the cockroaches build by walking together).

A bounce or a stack can happen by the way, unnoticed; it still counts: a task "requires" a
trick only when *no* solution does without it, and a solution that cannot avoid a bounce
has to be found knowing that cockroaches turn at him.
"""

from __future__ import annotations

from .board import NEXT, RAY
from .rules import BOX, MOVE_TURNS, TURN_TURNS

TIMING = 1
TURN = 2
ZERO = 4
BOUNCE = 8
PLACE = 16
REMOVE = 32
STACK = 64

#: Trick names as the measurement, the CLI and the docs spell them, in level order.
TRICKS: dict[str, int] = {
    "timing": TIMING,
    "turn": TURN,
    "zero": ZERO,
    "bounce": BOUNCE,
    "place": PLACE,
    "remove": REMOVE,
    "stack": STACK,
}
#: The tricks each level adds; level 1 (straight moves and vacuum) adds none.
LEVEL_TRICKS: dict[int, int] = {1: 0, 2: TIMING, 3: TURN, 4: ZERO | BOUNCE, 5: PLACE | REMOVE | STACK}
LEVELS = tuple(LEVEL_TRICKS)
ALL_TRICKS = sum(TRICKS.values())


def allowed_at(level: int) -> int:
    """The tricks a player of `level` knows: those of this level and every one below."""
    out = 0
    for lv, bits in LEVEL_TRICKS.items():
        if lv <= level:
            out |= bits
    return out


def level_of(tricks: int) -> int:
    """The lowest level that knows every trick in `tricks`."""
    return next(lv for lv in LEVELS if not tricks & ~allowed_at(lv))


def names(tricks: int) -> list[str]:
    return [name for name, bit in TRICKS.items() if tricks & bit]


def play_tricks(ex: int, facing: int, roaches: tuple[int, ...], boxes: int, card: int, square: int) -> int:
    """The tricks one play uses, judged the way `rules.resolve` plays it (the same four steps
    of rule 5; a card outside `rules.CARDS`, the solver's "pass", changes nothing itself)."""
    used = 0
    if card in MOVE_TURNS:
        if square == ex:
            used |= ZERO
        ex = square
    elif card == BOX:
        if square >= 0:
            used |= REMOVE if boxes >> square & 1 else PLACE
            boxes ^= 1 << square
    elif card in TURN_TURNS:
        used |= TURN
        facing = (facing + TURN_TURNS[card]) & 3
    sight = 0
    for s in RAY[ex][facing]:
        if boxes >> s & 1:
            break
        sight |= 1 << s
    caught_on: dict[int, int] = {}
    for code in roaches:
        here = code >> 2
        if here == ex or sight >> here & 1:
            caught_on[here] = caught_on.get(here, 0) + 1
            continue
        ahead = NEXT[here][code & 3]
        if ahead == ex:
            used |= BOUNCE
        elif ahead >= 0 and not boxes >> ahead & 1 and sight >> ahead & 1:
            used |= TIMING
            caught_on[-1 - ahead] = caught_on.get(-1 - ahead, 0) + 1
    if any(n > 1 for n in caught_on.values()):
        used |= STACK
    return used
