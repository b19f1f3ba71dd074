"""The task generator: new tasks of a chosen difficulty from a seed, each proved by the solver.

We do not have the publisher's 80 task cards, so bugbox makes its own, the way Simon
Tatham's puzzle generators work: build a candidate, let the solver judge it, keep it only if
it is good, and store the solution with it. A candidate is built forwards, so it is solvable
by construction:

1. Draw a hand of cards for the difficulty, and place the exterminator and a few boxes.
2. Play the hand once in a random order with random choices, in an empty kitchen.
3. Try every cockroach start (square and facing) against that play: a cockroach is usable if
   it never stands in his way and is caught by the end. Pick some, at least one caught by the
   very last card.
4. Keep the task only if no strict subset of its cards solves it (so every card matters;
   the solver proves it) and the solver's grade matches the difficulty.

The grade comes from the solver's work: how many orders of the cards fail (a novice tries
orders), how many ways there are to solve it at all, how many cards, and whether boxes and
turns must be used. Every random choice comes from the seeded `Rng`, so a seed always gives
the same task, and `--make-set` rebuilds the shipped set exactly.

    python -m bugbox.games.schaben.generator --make-set resources/schaben/tasks.json
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ...core.files import atomic_write_text
from ...core.rng import Rng, seed_state
from .board import FACINGS, NEXT, SQUARES, square_name
from .rules import (
    BOX,
    BOX_OF_CARDS,
    CARDS,
    MOVE_TURNS,
    TURN_CARDS,
    PlayCard,
    destinations_from,
    line_of_sight,
    move_direction,
    resolve,
)
from .solver import Analysis, analyse, needs_every_card
from .tasks import Placed, Task, dump_set, parse_task

DIFFICULTIES = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Recipe:
    """What a difficulty asks of a task: hand size, cockroaches, boxes, and the grade band."""

    cards: tuple[int, int]          # fewest and most cards in the hand
    turns: tuple[int, int]          # turn cards in the hand
    box_cards: tuple[int, int]      # box cards in the hand
    cockroaches: tuple[int, int]
    boxes: tuple[int, int]          # boxes on the board at the start
    grade: tuple[float, float]      # accepted band of `grade()`


RECIPES: dict[str, Recipe] = {
    "easy": Recipe(cards=(2, 4), turns=(0, 1), box_cards=(0, 0), cockroaches=(1, 3), boxes=(0, 2),
                   grade=(2.5, 6.0)),
    "medium": Recipe(cards=(3, 5), turns=(0, 2), box_cards=(0, 1), cockroaches=(2, 4), boxes=(0, 3),
                     grade=(6.0, 9.5)),
    "hard": Recipe(cards=(5, 7), turns=(1, 3), box_cards=(1, 2), cockroaches=(3, 5), boxes=(1, 3),
                   grade=(9.5, 99.0)),
}


def grade(analysis: Analysis, task: Task) -> float:
    """How hard a task is, from the solver's findings. A player searches card orders, so the
    number of cards and the share of orders that fail count most (each halving of the good
    orders adds one); box and turn cards add because they are the tricks a novice overlooks."""
    failing = math.log2(analysis.orders / max(1, analysis.good_orders))
    boxes = task.cards.count("box")
    turns = sum(1 for c in task.cards if c.startswith("turn"))
    return len(task.cards) + failing + boxes + 0.5 * turns


# --- Building a candidate ----------------------------------------------------------------------

def _draw_hand(rng: Rng, recipe: Recipe) -> list[int]:
    size = rng.randint(*recipe.cards)
    turns = min(rng.randint(*recipe.turns), size - 1)
    boxes = min(rng.randint(*recipe.box_cards), size - 1 - turns)
    pool = {
        "turn": [c for c in TURN_CARDS for _ in range(BOX_OF_CARDS[c])],
        "move": [c for c in MOVE_TURNS for _ in range(BOX_OF_CARDS[c])],
    }
    rng.shuffle(pool["turn"])
    rng.shuffle(pool["move"])
    return pool["turn"][:turns] + [BOX] * boxes + pool["move"][:size - turns - boxes]


def _random_play(rng: Rng, ex: int, facing: int, boxes: int, hand: list[int]) -> list[tuple]:
    """Play the hand once in a random order with random choices, no cockroaches about.
    Returns (card, square, ex before, facing before, boxes before) for each card."""
    order = hand[:]
    rng.shuffle(order)
    plays = []
    for card in order:
        if card in MOVE_TURNS:
            ends = destinations_from(ex, move_direction(card, facing), (), boxes) or [ex]
            square = rng.choice(ends)
        elif card == BOX:
            squares = [s for s in range(SQUARES) if s != ex]
            square = rng.choice(squares)
        else:
            square = -1
        plays.append((card, square, ex, facing, boxes))
        ex, facing, _, boxes = resolve(ex, facing, (), boxes, card, square)
    return plays


def _catch_time(code: int, plays: list[tuple]) -> int:
    """The card (1-based) that catches a cockroach starting as `code` during `plays`; 0 if it
    is never caught or would stand in the way of the play (the play would change)."""
    roaches: tuple[int, ...] = (code,)
    for t, (card, square, ex, facing, boxes) in enumerate(plays, start=1):
        here = roaches[0] >> 2
        if card in MOVE_TURNS and square != ex:
            way = move_direction(card, facing)
            crossed = []
            step = NEXT[ex][way]
            while step != square:
                crossed.append(step)
                step = NEXT[step][way]
            if here in crossed:
                return 0
        if card == BOX and square == here:
            return 0
        _, _, roaches, _ = resolve(ex, facing, roaches, boxes, card, square)
        if not roaches:
            return t
    return 0


def _steps(plays: list[tuple]) -> tuple[PlayCard, ...]:
    out = []
    for card, square, _, _, boxes in plays:
        name = CARDS[card]
        if card in MOVE_TURNS:
            out.append(PlayCard(card=name, to=square_name(square)))
        elif card == BOX:
            out.append(PlayCard(card=name, **{"remove" if boxes >> square & 1 else "place": square_name(square)}))
        else:
            out.append(PlayCard(card=name))
    return tuple(out)


def candidate(rng: Rng, difficulty: str) -> Task | None:
    """One forward-built task (solvable by construction), or None when this try fails."""
    recipe = RECIPES[difficulty]
    hand = _draw_hand(rng, recipe)
    ex, facing = rng.below(SQUARES), rng.below(4)
    boxes = 0
    for _ in range(rng.randint(*recipe.boxes)):
        square = rng.below(SQUARES)
        if square != ex:
            boxes |= 1 << square
    plays = _random_play(rng, ex, facing, boxes, hand)
    sight = set(line_of_sight(ex, facing, boxes))
    by_time: dict[int, list[int]] = {}
    for code in range(4 * SQUARES):
        square = code >> 2
        if square == ex or boxes >> square & 1 or square in sight:
            continue
        t = _catch_time(code, plays)
        if t:
            by_time.setdefault(t, []).append(code)
    last = len(plays)
    if last not in by_time:
        return None
    chosen = [rng.choice(by_time[last])]
    wanted = rng.randint(*recipe.cockroaches)
    others = [c for t in sorted(by_time) for c in by_time[t] if c not in chosen]
    rng.shuffle(others)
    for code in others:
        if len(chosen) >= wanted:
            break
        if all(code >> 2 != c >> 2 for c in chosen):
            chosen.append(code)
    task = Task(
        difficulty=difficulty,
        exterminator=Placed(square=square_name(ex), facing=FACINGS[facing]),
        cockroaches=tuple(Placed(square=square_name(c >> 2), facing=FACINGS[c & 3]) for c in chosen),
        boxes=tuple(square_name(s) for s in range(SQUARES) if boxes >> s & 1),
        cards=tuple(CARDS[c] for c in sorted(hand)),
        solution=_steps(plays),
    )
    return task


def accept(task: Task) -> float | None:
    """The grade of a candidate that needs every card, else None. (The grade and the verdict
    depend only on the task, never on how the solver searches, so a faster solver still
    rebuilds the same set.)"""
    if not needs_every_card(task):
        return None
    return grade(analyse(task, count=False), task)


def generate(difficulty: str, seed: int, task_id: str | None = None, tries: int = 20000) -> Task:
    """A task of `difficulty` that needs every card, the same one for the same seed."""
    if difficulty not in RECIPES:
        raise ValueError(f"unknown difficulty: {difficulty}")
    rng = Rng(seed_state(seed))
    low, high = RECIPES[difficulty].grade
    for _ in range(tries):
        task = candidate(rng, difficulty)
        if task is None:
            continue
        score = accept(task)
        if score is not None and low <= score < high:
            task = task.model_copy(update={"id": task_id})
            parse_task(task.to_json(), strict=task_id is not None)  # the stored solution replays
            return task
    raise RuntimeError(f"no {difficulty} task found for seed {seed}")


# --- The shipped set ---------------------------------------------------------------------------

#: The two tutorial tasks, made by hand. 0A (no cockroaches) teaches that the arrows count
#: from his facing: he looks east, so "left" walks him up the board, and two boxes rule out
#: the short ways to F5. 0B teaches that the cockroaches move after every card: one walks
#: out of his way only if he first spends a card standing still (the zero-square play at the
#: edge), another turns about at the edge.
TUTORIAL: tuple[dict, ...] = (
    {"id": "0A", "difficulty": "easy", "exterminator": {"square": "B2", "facing": "E"},
     "cockroaches": [], "boxes": ["C5", "F3"], "target": "F5", "cards": ["forward", "left", "left"],
     "solution": [{"card": "left", "to": "B4"}, {"card": "forward", "to": "F4"}, {"card": "left", "to": "F5"}]},
    {"id": "0B", "difficulty": "easy", "exterminator": {"square": "A3", "facing": "N"},
     "cockroaches": [{"square": "C3", "facing": "N"}, {"square": "D1", "facing": "S"}], "boxes": [],
     "target": "E3", "cards": ["left", "right"],
     "solution": [{"card": "left", "to": "A3"}, {"card": "right", "to": "E3"}]},
)

#: How many tasks of each difficulty the set holds after the tutorial (1A ... 40B).
SET_SIZES = {"easy": 27, "medium": 27, "hard": 26}
#: Seeds for the shipped set: task k of a difficulty is searched from seed BASE + 1000 * d + k.
SET_SEED_BASE = 2026


def _tricks(task: Task) -> int:
    """0: moves only, 1: turn cards, 2: box cards. New tricks come in this order, as in the
    rulebook, so a player meets turns before boxes."""
    if "box" in task.cards:
        return 2
    return 1 if any(c.startswith("turn") for c in task.cards) else 0


def make_set(progress: Callable[[str], object] | None = None) -> list[Task]:
    """The shipped set: the tutorial, then 1A-40B, easy to hard, each band in rising grade."""
    tasks = [parse_task(raw) for raw in TUTORIAL]
    numbered: list[tuple[int, int, float, Task]] = []
    seen: set[str] = set()
    for d, difficulty in enumerate(DIFFICULTIES):
        seed = SET_SEED_BASE + 1000 * d
        found = 0
        while found < SET_SIZES[difficulty]:
            task = generate(difficulty, seed)
            seed += 1
            fingerprint = task.model_copy(update={"solution": None}).model_dump_json()
            if fingerprint in seen:
                continue
            seen.add(fingerprint)
            numbered.append((d, _tricks(task), grade(analyse(task, count=False), task), task))
            found += 1
            if progress:
                progress(f"{difficulty} {found}/{SET_SIZES[difficulty]}")
    numbered.sort(key=lambda item: item[:3])
    for k, (_, _, _, task) in enumerate(numbered):
        tasks.append(task.model_copy(update={"id": f"{k // 2 + 1}{'AB'[k % 2]}"}))
    return tasks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bugbox.games.schaben.generator",
                                     description="Make Schaben jagen tasks.")
    parser.add_argument("--make-set", metavar="FILE", type=Path, help="write the whole shipped task set")
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="medium")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.make_set:
        tasks = make_set(progress=lambda text: print(text, file=sys.stderr))
        atomic_write_text(args.make_set, dump_set(tasks))
        print(f"wrote {len(tasks)} tasks to {args.make_set}")
        return 0
    print(json.dumps(generate(args.difficulty, args.seed).to_json(), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
