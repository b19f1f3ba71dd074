"""What the game review (`bugbox/review`) needs to know about Voll verasselt.

The review plays the game out from a position many times over fresh random futures and
compares a decision's alternatives on the same futures. This module supplies the three
game-specific parts, and nothing here imports Qt:

- `with_future(state, future)`: the position with its random future replaced. The dice and the
  draws come only from `rng_state` (the pile is counts per colour, never an order), so putting
  a fresh number there gives a future that the save's seed has no part in.
- `alternatives(state, chosen)`: the choices worth comparing. All 64 ways to pick the dice and
  every handful to boost with are too many to play out, so the review compares the choice taken,
  the hard and normal levels' choices, stopping, and the dice choices no other beats on both the
  bust chance and the expected catch (`planner.step_front`, at most `FRONT_CHOICES` of them).
  Rolls that keep the same faces are one choice (the same random numbers give them the same
  faces), so the choice taken stands for all rolls like it. "Best" means best of these.
- `playout(state, seed)`: the game played to its end; the hard level decides every decision
  of the turn under way (whoever's it is, and a received catch piled up out of turn), and of
  the next `HARD_TURNS` turns; the normal level every later one. Hard to the very end was
  measured (docs/review.md): 38-90 ms a playout from the middle of a game against 4-5 ms
  like this, and a review of a 100-action game in its minute then got 3.7 times less done
  (it took 203 s instead of 54). The turn under review is where the choice pays off or not,
  so it is played as hard plays it.
- `describe(state, action)`: a choice in words, for the review window.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate
from ...core.players import Level
from . import ai, rules
from .cards import BARS, COLOURS
from .events import colour_name, listing
from .planner import dice_counts, dice_to_roll, step_front
from .rules import CTX

#: The turns after the one under way that the hard level plays in a playout before the normal
#: level takes over (None: every turn).
HARD_TURNS: int | None = 0
#: The most dice choices of the bust-chance/catch front the review compares.
FRONT_CHOICES = 2


def with_future(state: rules.State, future: int) -> rules.State:
    """The same position with another random future (the next dice and draws)."""
    return state.model_copy(update={"rng_state": future})


def shares(state: rules.State) -> tuple[float, ...]:
    """Each seat's share of the win at the end: 1/n for each of n winners."""
    best = rules.winners(state)
    return tuple(1 / len(best) if seat in best else 0.0 for seat in range(len(state.names)))


def exact(state: rules.State) -> tuple[float, ...] | None:
    """The shares of the win, exactly, where they are known: only at the end (the draws to come
    make every earlier position too large to solve)."""
    return shares(state) if rules.is_over(state) else None


def _same(a: rules.Action, b: rules.Action, faces: tuple[str, ...]) -> bool:
    """Whether two choices are the same choice: equal, or rolls that keep the same faces."""
    if isinstance(a, rules.Roll) and isinstance(b, rules.Roll):
        return _kept(a, faces) == _kept(b, faces)
    return a == b


def _kept(roll: rules.Roll, faces: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(sorted(face for index, face in enumerate(faces) if index not in roll.dice))


def alternatives(state: rules.State, chosen: rules.Action) -> tuple[list[rules.Action], int]:
    """The choices compared at this decision, the one taken first (see the module's text), and
    the index of the hard level's choice (or the choice the same as it)."""
    hard = best_choice(state)
    found: list[rules.Action] = [chosen]
    wanted: list[rules.Action] = [hard, ai.choose_action(state, Level.NORMAL, state.rng_state)]
    if state.phase in ("boost_or_roll", "decide"):
        if state.phase == "decide":
            wanted.append(rules.Stop())
        front = step_front(rules.group_cards(state).counts(), dice_counts(state.dice))
        picks = _spread(len(front), FRONT_CHOICES)
        wanted += [rules.Roll(dice=dice_to_roll(state.dice, front[i][2])) for i in picks]
    elif state.phase in ("choose_group", "forced_refill"):
        wanted += rules.legal_actions(state)
    elif state.phase == "pile_up":
        wanted.append(rules.PileUp())
    for action in wanted:
        if not any(_same(action, other, state.dice) for other in found):
            found.append(action)
    return found, next(i for i, action in enumerate(found) if _same(action, hard, state.dice))


def _spread(count: int, most: int) -> Sequence[int]:
    """At most `most` indexes of `count`, the first and last included, evenly spaced."""
    if count <= most:
        return range(count)
    return sorted({round(i * (count - 1) / (most - 1)) for i in range(most)})


def best_choice(state: rules.State) -> rules.Action:
    """The hard level's choice: what the position's win chances assume is played."""
    return ai.choose_action(state, Level.HARD, state.rng_state)


def playout(state: rules.State, seed: int) -> tuple[float, ...]:
    """Play to the end (hard first, then normal; see the module's text); each seat's share."""
    decisions = 0
    last_hard = None if HARD_TURNS is None else state.turn + HARD_TURNS
    while not rules.is_over(state):
        level = Level.HARD if last_hard is None or state.turn <= last_hard else Level.NORMAL
        action = ai.choose_action(state, level, seed + decisions)
        state = rules.apply(state, action)[0]
        decisions += 1
    return shares(state)


# --- saying a choice in words (the review window) --------------------------------------------
def describe(state: rules.State, action: dict[str, Any]) -> Message:
    """A choice at `state` in a few words, as the review window names it (translated by the
    view: the nested colour names too)."""
    choice = rules.ACTION_ADAPTER.validate_python(action)
    match choice:
        case rules.ChooseGroup(group="hub"):
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Roll for the bug hub"))
        case rules.ChooseGroup():
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Roll for the previous catch"))
        case rules.Boost(cards=cards):
            n = cards.total
            colours = listing([colour_name(c) for c in COLOURS if cards[c]])
            text = translate("Verasselt", "Boost the group with %n bug(s): {colours}", None, n)
            return msg(CTX, text, n=n, colours=colours)
        case rules.Roll(dice=dice):
            n = len(dice)
            kept = [state.dice[i] for i in range(len(state.dice)) if i not in dice]
            if not kept:
                return msg(CTX, translate("Verasselt", "Roll all %n dice", None, n), n=n)
            faces = listing([_face(face) for face in sorted(set(kept))])
            return msg(
                CTX, translate("Verasselt", "Roll %n dice, keep those showing {faces}", None, n), n=n, faces=faces
            )
        case rules.Stop():
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Stop and leave the catch"))
        case rules.PileUp(front_yard=front):
            if not front.total:
                return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Pile up every bug onto the heap"))
            n = front.total
            return msg(CTX, translate("Verasselt", "Pile up, %n bug(s) into the front yard", None, n), n=n)
        case rules.RefillHub(cards=cards):
            colours = listing([colour_name(c) for c in COLOURS if cards[c]])
            return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "Refill the bug hub with {colours}"), colours=colours)
    raise TypeError(f"not a Voll verasselt action: {action!r}")


def _face(face: str) -> Message:
    if face == BARS:
        return msg(CTX, QT_TRANSLATE_NOOP("Verasselt", "double bars"))
    return colour_name(face)
