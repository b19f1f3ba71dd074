"""How hard a task is for a person: the tricks it needs, then how rarely a random play wins.

Counting the hand (the old grade) says little: a task with seven cards may fall to any order,
one with three may have a single way through. A player's difficulty is which tricks they have
to think of, and then how narrow the way is. So a task is graded in two steps:

1. **Level**: the lowest level (see `tricks`) whose restricted solver solves it: a solver
   that may only use the tricks of that level and below. A level-3 task cannot be solved
   without a turn card, and needs nothing beyond turning, timing and straight moves.
2. **Within a level**, the *hardness*: -log2 of the chance that a random play solves it
   (each turn a random card from the hand, then a random square it allows). Each unit is a
   halving of that chance: a narrow way through is harder to stumble upon.

A task *requires* a trick when the solver that may use everything else finds no solution.

Beside the grade, the questions a good puzzle must answer "yes" to:
- `count_solutions`: the number of solutions, with box squares that act alike merged (a box
  placed on any square that can matter to nothing is one solution, not thirty), and the
  number of distinct orders of card kinds that solve it.
- `box_pass_solvable`: is it still solvable with one box card played as a pass (used up,
  nothing placed or taken away)? Then that box card is only "wait a turn" and does not
  matter as a box.

Every answer is exact (a full search, memoised); without a budget it is unbounded, so it is
for the generator's own small tasks and the measurement, never for a task a player wrote.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .rules import BOX
from .solver import PASS, Budget, Search, start_position
from .tasks import Task
from .tricks import ALL_TRICKS, LEVELS, STACK, TRICKS, allowed_at, level_of, names


def solvable(task: Task, forbid: int = 0, budget: Budget | None = None) -> bool:
    """Whether some solution uses none of the tricks in `forbid`."""
    position, target = start_position(task)
    return Search(target, forbid=forbid, budget=budget).first(*position) is not None


def required_tricks(task: Task, budget: Budget | None = None) -> int:
    """The tricks no solution can do without (bits of `tricks`)."""
    out = 0
    for bit in TRICKS.values():
        if bit == STACK and not _may_stack(task):
            continue
        if not solvable(task, forbid=bit, budget=budget):
            out |= bit
    return out


def _may_stack(task: Task) -> bool:
    # Two cockroaches can only be caught on one square if they share a square at some time;
    # a lone cockroach never stacks. (A cheap skip, not a proof: the solver decides.)
    return len(task.cockroaches) > 1


def level(task: Task, budget: Budget | None = None, at_least: int = 1) -> int:
    """The lowest level whose restricted solver solves the task (0: it has no solution)."""
    for lv in LEVELS:
        if lv >= at_least and solvable(task, forbid=ALL_TRICKS & ~allowed_at(lv), budget=budget):
            return lv
    return 0


def chance(task: Task, budget: Budget | None = None) -> float:
    """The chance that a random play solves the task (see the module docstring)."""
    position, target = start_position(task)
    return Search(target, counting=True, budget=budget).chance(*position)


def hardness(task: Task, budget: Budget | None = None) -> float:
    """-log2 of `chance`: each unit halves the chance a random play wins."""
    p = chance(task, budget)
    return math.inf if p <= 0 else -math.log2(p)


def count_solutions(task: Task, cap: int = 0, budget: Budget | None = None) -> int:
    """Solutions with box squares that act alike merged; `cap` stops counting there."""
    position, target = start_position(task)
    return Search(target, counting=True, merged=True, cap=cap, budget=budget).count(*position)


def card_orders(task: Task, budget: Budget | None = None) -> int:
    """How many distinct orders of card kinds can be played to a solution."""
    position, target = start_position(task)
    return len(Search(target, budget=budget).card_orders(*position))


def box_pass_solvable(task: Task, budget: Budget | None = None) -> bool:
    """True when the task has a box card and is still solvable with one box card played as
    a pass: that card is only "wait a turn". (Box cards are alike, so one stands for all.)"""
    position, target = start_position(task)
    hand = position[4]
    if not hand[BOX]:
        return False
    passing = hand[:BOX] + (hand[BOX] - 1,) + hand[BOX + 1 :] + (1,)
    assert len(passing) == PASS + 1
    ex, facing, roaches, boxes, _ = position
    return Search(target, budget=budget).first(ex, facing, roaches, boxes, passing) is not None


@dataclass(frozen=True)
class Grade:
    """A task's technique grade: `level`, then `hardness` within it; what it requires."""

    level: int
    hardness: float
    required: int  # bits of `tricks`

    @property
    def tricks(self) -> list[str]:
        return names(self.required)

    def key(self) -> tuple[int, float]:
        return self.level, self.hardness


def grade(task: Task, budget: Budget | None = None) -> Grade:
    """Level, hardness and required tricks of a solvable task."""
    required = required_tricks(task, budget)
    return Grade(level(task, budget, at_least=level_of(required)), hardness(task, budget), required)
