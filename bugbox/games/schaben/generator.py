"""The task generator: puzzles with exactly one solution, graded by the tricks they need.

We do not have the publisher's 80 task cards, so bugbox makes its own, the way Simon
Tatham's puzzle generators work: build a candidate that is solvable by construction, let the
solver judge it, and keep it only if it is a puzzle worth solving. A candidate is built
forwards:

1. Draw a hand of cards for the asked level (`RECIPES`), and place the exterminator and a few
   boxes.
2. Play the hand once in a random order with random choices, in an empty kitchen: the
   intended solution.
3. Try every cockroach start (square and facing) against that play: a cockroach is usable if
   it never stands in his way and is caught by the end. Pick a few, at least one caught by
   the very last card (so every card is needed); at the hard level two may share a square.
4. **Make it unique**: while the solver finds a second solution, add a usable cockroach that
   the other solution misses (the intended play still catches it). A task left with two
   solutions after six cockroaches is thrown away.
5. Keep it only if it has exactly one solution (box squares that act alike merged, see
   `techniques`), every box card matters (no solution with a box card played as a pass), it
   reaches the asked level and, when asked, requires the asked trick.

**Patience.** Most candidates are thrown away (at the hard level about 99 in 100), so what a
new puzzle costs is what the thrown-away ones cost. Measured over 3,000 hard candidates, the
ones that became good puzzles proved themselves unique within a few hundred to two thousand
positions of search, while a few of the others searched up to 200,000 before being dropped,
and those few were most of the time (issue 32: "Difficult" once took 21 s). So "New puzzle"
gives all the uniqueness searches of one candidate `PUZZLE_PATIENCE` positions together and
then moves on to the next candidate: a puzzle that needs a longer proof is passed over, not
one that is less unique (the verdicts are full searches within the limit, or no verdict and
the candidate goes). The shipped set was made with `SET_PATIENCE` (200,000 positions for each
search) and `make_set` keeps it, since a seed's task depends on the patience: a candidate
dropped sooner leaves the random draws of the next one elsewhere.

Every random choice comes from the seeded `Rng`, and every verdict is a full search that does
not depend on how the solver orders its work, so a seed always gives the same task and
`--make-set` rebuilds the shipped set exactly.

    python -m bugbox.games.schaben.generator --make-set resources/schaben/tasks.json
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import NamedTuple

from ...core.files import atomic_write_text
from ...core.rng import Rng, seed_state
from .board import FACINGS, NEXT, SQUARES, square_name
from .rules import (
    AHEAD,
    BOX,
    BOX_OF_CARDS,
    CARDS,
    MOVE_TURNS,
    STEPPED,
    TURN_CARDS,
    PlayCard,
    destinations_from,
    line_of_sight,
    move_direction,
    resolve,
    sight_mask,
)
from .solver import Budget, Search, Step, Undecided
from .tasks import MAX_COCKROACHES, Placed, Task, dump_set, parse_task
from .techniques import box_pass_solvable, grade, level, required_tricks
from .tricks import LEVELS, TRICKS, level_of

DIFFICULTIES = ("easy", "medium", "hard")
#: The technique levels each difficulty label stands for.
LEVEL_BANDS: dict[str, tuple[int, ...]] = {"easy": (1, 2), "medium": (3, 4), "hard": (5,)}


def difficulty_of(lv: int) -> str:
    return next(d for d, band in LEVEL_BANDS.items() if lv in band)


@dataclass(frozen=True)
class Recipe:
    """What a level's candidates are made of: hand size, turn and box cards, cockroaches to
    start with (more are added to make the solution unique), boxes on the board, and the
    chance that a box card takes away a box the task starts with."""

    cards: tuple[int, int]  # fewest and most cards in the hand
    turns: tuple[int, int]  # turn cards in the hand
    box_cards: tuple[int, int]  # box cards in the hand
    cockroaches: tuple[int, int]
    boxes: tuple[int, int]  # boxes on the board at the start
    remove: float = 0.0  # chance a box card takes away a starting box
    stack: float = 0.0  # chance that a second cockroach starts on a chosen one's square


RECIPES: dict[int, Recipe] = {
    1: Recipe(cards=(1, 3), turns=(0, 0), box_cards=(0, 0), cockroaches=(1, 2), boxes=(0, 2)),
    2: Recipe(cards=(2, 4), turns=(0, 0), box_cards=(0, 0), cockroaches=(1, 3), boxes=(0, 2)),
    3: Recipe(cards=(3, 5), turns=(1, 2), box_cards=(0, 0), cockroaches=(1, 3), boxes=(0, 3)),
    4: Recipe(cards=(4, 5), turns=(0, 2), box_cards=(0, 0), cockroaches=(2, 3), boxes=(1, 4)),
    5: Recipe(cards=(4, 6), turns=(0, 2), box_cards=(1, 2), cockroaches=(2, 3), boxes=(1, 3), remove=0.4, stack=0.3),
}
#: A search the generator starts may not run away with one candidate: it is dropped instead.
CANDIDATE_BUDGET = 200_000


class Patience(NamedTuple):
    """How many positions a candidate's uniqueness searches may visit before it is dropped:
    `nodes` for each search (`each`), or for all of them together."""

    nodes: int
    each: bool


#: The patience the shipped set was made with (`make_set` keeps it: see the module docstring).
SET_PATIENCE = Patience(nodes=CANDIDATE_BUDGET, each=True)
#: "New puzzle" and `generate` by default: all searches of one candidate together. Hard
#: candidates that became puzzles needed 174-3,031 positions (median 800; one of 30 needed
#: 7,163); 2,000 keeps four in five of them and drops the runaways at a hundredth of the cost.
#: CPU seconds per hard puzzle over seeds 401-500 (mean): 700 positions 1.97, 1,000 1.47,
#: 1,500 1.09, 2,000 1.07; 2,500 cost 1.37 times what 1,500 did (measured before the solver's
#: faster card step). Fewer positions drop good candidates, more spend longer on bad ones.
PUZZLE_PATIENCE = Patience(nodes=2_000, each=False)


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
    return pool["turn"][:turns] + [BOX] * boxes + pool["move"][: size - turns - boxes]


def _random_play(rng: Rng, ex: int, facing: int, boxes: int, hand: list[int], remove: float) -> list[tuple]:
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
            placed = [s for s in range(SQUARES) if boxes >> s & 1]
            if placed and rng.random() < remove:
                square = rng.choice(placed)
            else:
                square = rng.choice([s for s in range(SQUARES) if s != ex and not boxes >> s & 1])
        else:
            square = -1
        plays.append((card, square, ex, facing, boxes))
        ex, facing, _, boxes = resolve(ex, facing, (), boxes, card, square)
    return plays


def _catch_times(codes: list[int], plays: list[tuple]) -> dict[int, int]:
    """For each cockroach start in `codes`: the card (1-based) of `plays` that catches it, or 0
    if it is never caught or would stand in the way of the play (the play would change: it
    stands where he walks past, or where a box card puts a box). All of them in one pass over
    the plays, each moved by rule 5 as `rules.hunt` moves it (they never affect each other)."""
    out = dict.fromkeys(codes, 0)
    live = {code: code for code in codes}  # start -> where and how it stands now
    for t, (card, square, ex, facing, boxes) in enumerate(plays, start=1):
        in_the_way = 0
        if card in MOVE_TURNS and square != ex:
            way = move_direction(card, facing)
            step = NEXT[ex][way]
            while step != square:
                in_the_way |= 1 << step
                step = NEXT[step][way]
        elif card == BOX:
            in_the_way = 1 << square
        ex, facing, _, boxes = resolve(ex, facing, (), boxes, card, square)
        caught = sight_mask(ex, facing, boxes) | 1 << ex  # sucked in, or squashed
        blocked = boxes | 1 << ex
        for begin, code in list(live.items()):
            here = 1 << (code >> 2)
            if here & in_the_way:
                del live[begin]
            elif here & caught:
                out[begin] = t
                del live[begin]
            else:
                ahead = AHEAD[code]
                if ahead < 0 or blocked >> ahead & 1:
                    live[begin] = code ^ 2  # turns about
                elif caught >> ahead & 1:
                    out[begin] = t
                    del live[begin]
                else:
                    live[begin] = STEPPED[code]
    return out


def _plays_of(ex: int, facing: int, boxes: int, steps: list[Step]) -> list[tuple]:
    """(card, square, ex before, facing before, boxes before) for each step of a solution, as
    `_random_play` gives them: where he stands and looks does not depend on the cockroaches."""
    plays = []
    for card, square in steps:
        plays.append((card, square, ex, facing, boxes))
        ex, facing, _, boxes = resolve(ex, facing, (), boxes, card, square)
    return plays


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


def _two_solutions(
    ex: int,
    facing: int,
    roaches: tuple[int, ...],
    boxes: int,
    hand: tuple[int, ...],
    budget: Budget,
    vision: dict | None = None,
) -> tuple[list[list[Step]], int]:
    """Up to two solutions, and how many positions the search visited to find them. `vision`:
    what he could see, shared by the searches of one candidate (see `Search`)."""
    search = Search(counting=True, budget=budget, vision=vision)
    return _some(search, (ex, facing, tuple(sorted(roaches)), boxes, hand), 2), search.nodes


def _some(search: Search, position: tuple, limit: int) -> list[list[Step]]:
    """Up to `limit` solutions from `position` (box squares that act alike as one)."""
    ex, facing, roaches, boxes, hand = position
    key = (ex, facing, roaches, boxes, hand)
    if key in search.failed:
        return []
    search.visit()
    left = sum(hand)
    if search.hopeless(ex, facing, roaches, hand, left):
        search.failed.add(key)
        return []
    out: list[list[Step]] = []
    for card, square, _, child, solved in search.children(ex, facing, roaches, boxes, hand, left):
        if solved:
            out.append([(card, square)])
        else:
            out += [[(card, square)] + rest for rest in _some(search, child, limit - len(out))]
        if len(out) >= limit:
            return out[:limit]
    if not out:
        search.failed.add(key)
    return out


def candidate(
    rng: Rng,
    lv: int,
    stack: bool = False,
    cancel: threading.Event | None = None,
    patience: Patience = SET_PATIENCE,
) -> Task | None:
    """One forward-built task with a single solution, or None when this try fails (or its
    searches ran out of `patience`). With `stack`, two cockroaches start on one square
    whenever the play allows it."""
    recipe = RECIPES[lv]
    if stack:
        recipe = replace(recipe, stack=1.0)
    hand = _draw_hand(rng, recipe)
    ex, facing = rng.below(SQUARES), rng.below(4)
    boxes = 0
    for _ in range(rng.randint(*recipe.boxes)):
        square = rng.below(SQUARES)
        if square != ex:
            boxes |= 1 << square
    plays = _random_play(rng, ex, facing, boxes, hand, recipe.remove)
    sight = set(line_of_sight(ex, facing, boxes))
    starts = [
        code for code in range(4 * SQUARES) if not (code >> 2 == ex or boxes >> (code >> 2) & 1 or code >> 2 in sight)
    ]
    times = _catch_times(starts, plays)
    by_time: dict[int, list[int]] = {}
    for code in starts:
        if times[code]:
            by_time.setdefault(times[code], []).append(code)
    last = len(plays)
    if last not in by_time:
        return None
    chosen = [rng.choice(by_time[last])]
    wanted = rng.randint(*recipe.cockroaches)
    pool = [c for t in sorted(by_time) for c in by_time[t] if c != chosen[0]]
    rng.shuffle(pool)
    for code in pool:
        if len(chosen) >= wanted:
            break
        if all(code >> 2 != c >> 2 for c in chosen):
            chosen.append(code)
    if recipe.stack and rng.random() < recipe.stack:
        mates = [c for c in pool if c not in chosen and any(c >> 2 == k >> 2 for k in chosen)]
        if mates:
            chosen.append(rng.choice(mates))
    counts = tuple(hand.count(c) for c in range(len(CARDS)))
    intended = [(card, square) for card, square, *_ in plays]
    left = patience.nodes
    vision: dict = {}
    while True:
        try:
            found, visited = _two_solutions(ex, facing, tuple(chosen), boxes, counts, _budget(cancel, left), vision)
        except Undecided:
            return None
        if not patience.each:
            left = max(0, left - visited)
        if len(found) < 2:
            break
        others = [steps for steps in found if steps != intended]
        # A cockroach the intended play catches but another solution misses; best one that
        # spoils both (one of the two found may be the intended play with a stand-in box square).
        # (a cockroach spoils another solution unless that play catches it and never has it
        # in its way: whether that play still solves the kitchen with it added)
        free = [c for c in pool if c not in chosen]
        caught = [_catch_times(free, _plays_of(ex, facing, boxes, steps)) for steps in others]
        spoiled = {c: sum(not times[c] for times in caught) for c in free}
        most = max(spoiled.values(), default=0)
        spoilers = [c for c, n in spoiled.items() if n == most and n]
        if not spoilers or len(chosen) >= MAX_COCKROACHES:
            return None
        chosen.append(rng.choice(spoilers))
    return Task(
        exterminator=Placed(square=square_name(ex), facing=FACINGS[facing]),
        cockroaches=tuple(Placed(square=square_name(c >> 2), facing=FACINGS[c & 3]) for c in chosen),
        boxes=tuple(square_name(s) for s in range(SQUARES) if boxes >> s & 1),
        cards=tuple(CARDS[c] for c in sorted(hand)),
        solution=_steps(plays),
    )


def _budget(cancel: threading.Event | None, nodes: int = CANDIDATE_BUDGET) -> Budget:
    budget = Budget(nodes=nodes, seconds=None)
    if cancel is not None:
        budget.cancel = cancel
    return budget


def accept(task: Task, lv: int, trick: str | None = None, cancel: threading.Event | None = None) -> bool:
    """Whether a unique candidate is good enough: every box card matters, it reaches level
    `lv` (no lower level's tricks solve it) and, if asked, it requires `trick`."""
    budget = _budget(cancel)
    try:
        if box_pass_solvable(task, budget):
            return False
        required = required_tricks(task, budget)
        if trick is not None and not required & TRICKS[trick]:
            return False
        return level(task, budget, at_least=level_of(required)) == lv
    except Undecided:
        return False


def generate(
    difficulty: str | None,
    seed: int,
    task_id: str | None = None,
    tries: int = 200_000,
    lv: int | None = None,
    trick: str | None = None,
    cancel: threading.Event | None = None,
    patience: Patience = PUZZLE_PATIENCE,
) -> Task:
    """A task with exactly one solution, the same one for the same seed (and `patience`): of
    technique level `lv` (default: one of the difficulty's levels, drawn from the seed),
    requiring `trick` when asked. The difficulty label follows from the level when only the
    level is given. Setting `cancel` (another thread: the player gave up waiting) raises a
    cancelled `Undecided`; it never changes which task a seed gives."""
    if lv is None:
        if difficulty not in LEVEL_BANDS:
            raise ValueError(f"unknown difficulty: {difficulty}")
    elif lv not in LEVELS:
        raise ValueError(f"unknown level: {lv}")
    if trick is not None and trick not in TRICKS:
        raise ValueError(f"unknown trick: {trick}")
    rng = Rng(seed_state(seed))
    if lv is None:
        lv = rng.choice(list(LEVEL_BANDS[str(difficulty)]))
    difficulty = difficulty_of(lv) if difficulty is None else difficulty
    for _ in range(tries):
        if cancel is not None and cancel.is_set():
            raise Undecided(0, cancelled=True)
        task = candidate(rng, lv, stack=trick == "stack", cancel=cancel, patience=patience)
        if task is None or not accept(task, lv, trick, cancel):
            continue
        task = task.model_copy(update={"id": task_id, "difficulty": difficulty})
        parse_task(task.to_json(), strict=task_id is not None)  # the stored solution replays
        return task
    raise RuntimeError(f"no level {lv} task found for seed {seed}")


# --- The shipped set ---------------------------------------------------------------------------

#: The two tutorial tasks, made by hand. 0A (no cockroaches) teaches that the arrows count
#: from his facing: he looks east, so "left" walks him up the board, and two boxes rule out
#: the short ways to F5. 0B teaches that the cockroaches move after every card: one walks
#: out of his way only if he first spends a card standing still (the zero-square play at the
#: edge), another turns about at the edge.
TUTORIAL: tuple[dict, ...] = (
    {
        "id": "0A",
        "difficulty": "easy",
        "exterminator": {"square": "B2", "facing": "E"},
        "cockroaches": [],
        "boxes": ["C5", "F3"],
        "target": "F5",
        "cards": ["forward", "left", "left"],
        "solution": [{"card": "left", "to": "B4"}, {"card": "forward", "to": "F4"}, {"card": "left", "to": "F5"}],
    },
    {
        "id": "0B",
        "difficulty": "easy",
        "exterminator": {"square": "A3", "facing": "N"},
        "cockroaches": [{"square": "C3", "facing": "N"}, {"square": "D1", "facing": "S"}],
        "boxes": [],
        "target": "E3",
        "cards": ["left", "right"],
        "solution": [{"card": "left", "to": "A3"}, {"card": "right", "to": "E3"}],
    },
)

#: The shipped set after the tutorial, in play order: (difficulty, level, trick the group
#: must require, how many, band of hardness). Each level's trick comes on its own first (the
#: levels rise), the hardness bands rise with them, so the set is a measured ramp; the hard
#: groups aim at the box tricks, starting stacks and waiting.
SET_PLAN: tuple[tuple[str, int, str | None, int, tuple[float, float]], ...] = (
    ("easy", 1, None, 9, (1.0, 2.6)),
    ("easy", 2, "timing", 18, (2.6, 5.6)),
    ("medium", 3, "turn", 13, (4.6, 7.0)),
    ("medium", 4, "zero", 7, (6.5, 9.5)),
    ("medium", 4, "bounce", 7, (6.5, 9.5)),
    ("hard", 5, "place", 7, (9.5, 99.0)),
    ("hard", 5, "remove", 7, (9.5, 99.0)),
    ("hard", 5, "stack", 6, (9.5, 99.0)),
    ("hard", 5, "zero", 6, (9.5, 99.0)),
)
#: How many tasks of each difficulty the set holds after the tutorial (1A ... 40B).
SET_SIZES = {d: sum(n for label, _, _, n, _ in SET_PLAN if label == d) for d in DIFFICULTIES}
#: Seeds for the shipped set: group g of SET_PLAN searches from seed BASE + 1000 * g on.
SET_SEED_BASE = 2026


def _one_new_trick_at_a_time(numbered: list[tuple[int, int, float, Task]]) -> list[tuple[int, int, float, Task]]:
    """The same tasks, moved as little as possible so that no task requires two tricks the
    player has not met yet: each trick comes in on its own before it is combined. Within a
    difficulty and level the order stays by hardness; a task waits only until one of its new
    tricks has been met in an earlier task."""
    required = [required_tricks(item[3]) for item in numbered]
    met = 0
    left = list(range(len(numbered)))
    order = []
    while left:
        block = [i for i in left if numbered[i][:2] == numbered[left[0]][:2]]
        ready = [i for i in block if (required[i] & ~met).bit_count() <= 1]
        pick = ready[0] if ready else block[0]
        order.append(pick)
        left.remove(pick)
        met |= required[pick]
    return [numbered[i] for i in order]


def make_set(progress: Callable[[str], object] | None = None) -> list[Task]:
    """The shipped set: the tutorial, then 1A-40B, easy to hard, by level, then hardness."""
    tasks = [parse_task(raw) for raw in TUTORIAL]
    numbered: list[tuple[int, int, float, Task]] = []
    seen: set[str] = set()
    for g, (difficulty, lv, trick, count, (low, high)) in enumerate(SET_PLAN):
        seed = SET_SEED_BASE + 1000 * g
        found = 0
        while found < count:
            task = generate(difficulty, seed, lv=lv, trick=trick, patience=SET_PATIENCE)
            seed += 1
            fingerprint = task.model_copy(update={"solution": None}).model_dump_json()
            if fingerprint in seen:
                continue
            hard = grade(task).hardness
            if not low <= hard < high:
                continue
            seen.add(fingerprint)
            numbered.append((DIFFICULTIES.index(difficulty), lv, hard, task))
            found += 1
            if progress:
                progress(f"{difficulty} level {lv} {trick or ''} {found}/{count} (seed {seed - 1})")
    numbered.sort(key=lambda item: item[:3])
    numbered = _one_new_trick_at_a_time(numbered)
    for k, (_, _, _, task) in enumerate(numbered):
        tasks.append(task.model_copy(update={"id": f"{k // 2 + 1}{'AB'[k % 2]}"}))
    return tasks


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bugbox.games.schaben.generator", description="Make Schaben jagen tasks."
    )
    parser.add_argument("--make-set", metavar="FILE", type=Path, help="write the whole shipped task set")
    parser.add_argument("--difficulty", choices=DIFFICULTIES, default="medium")
    parser.add_argument("--level", type=int, choices=LEVELS, help="technique level (sets the difficulty)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.make_set:
        tasks = make_set(progress=lambda text: print(text, file=sys.stderr))
        atomic_write_text(args.make_set, dump_set(tasks))
        print(f"wrote {len(tasks)} tasks to {args.make_set}")
        return 0
    difficulty = None if args.level else args.difficulty
    print(json.dumps(generate(difficulty, args.seed, lv=args.level).to_json(), indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
