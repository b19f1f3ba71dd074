"""A whole game's review: every position of a save estimated within a time budget.

Each position is one job (`review_position`), run in worker processes (one per core, at most
`MAX_WORKERS`), since playouts are pure Python and a thread would not run two at once. The
review runs in two rounds. The first (`FIRST_ROUND` of the time) estimates every position and
decision. The second spends the rest where it matters: on the decisions whose regret may be
large and is not yet known well, most doubtful first, carrying each race on with more
futures (a decision where one choice is clearly best is not played again). In the first
round the budget is shared out as the review goes: each job, when it starts, gets the time still left
times the workers, divided by the weight of the jobs still to do, times its own weight (a
decision weighs `DECISION_WEIGHT` per choice, a position where only one thing can be done 1, the end
nothing: it is known). A job that settles early (one choice clearly best) leaves its time to
the later ones. Progress is told after each job; a cancel stops at the next.

The review never reads the save's seed: each position is blinded (`with_future(state, 0)`)
before anything looks at it, and the playouts draw their futures from `estimate.REVIEW_SEED`.
"""

from __future__ import annotations

import concurrent.futures as cf
import multiprocessing
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .estimate import CLOSE, MAX_FUTURES, REVIEW_SEED, Alternative, Z, paired, race
from .games import review_module
from .model import Decision, Position, Review

MAX_WORKERS = 4
#: The share of the time given to the jobs: the rest covers starting the workers and a job that
#: runs over its share to play each alternative on its fewest futures.
BUDGET_SHARE = 0.9
#: The first round (every position) has this share of the time; the second carries on with
#: the decisions that may be among the costliest and are not yet known well.
FIRST_ROUND = 0.5
#: A regret whose 95 % interval reaches this far may be among the costliest.
DOUBTFUL = 0.03
DECISION_WEIGHT = 1.5
WEIGHED_CHOICES = 6


class Cancelled(Exception):
    """The review was cancelled before it was done."""


@dataclass(frozen=True)
class Job:
    game: str
    index: int
    state: Any
    chosen: dict[str, Any] | None  # the action taken here, as the save stores it (None: the end)
    deadline: float  # time.time() by which the job should be done
    review_seed: int = REVIEW_SEED
    max_futures: int = MAX_FUTURES
    resume: tuple[list[Alternative], int] | None = None  # an earlier race and its `keep`, carried on


@dataclass(frozen=True)
class PositionResult:
    position: Position
    decision: Decision | None
    field: list[Alternative] | None = None  # the race at a decision, to carry on in the second round
    keep: int = 0


def review_position(job: Job) -> PositionResult:
    """Estimate one position: its win chances and, where there was a choice, the decision."""
    module = review_module(job.game)
    rules = module.rules
    state = module.with_future(job.state, 0)  # blinded: nothing below may see the save's future
    if rules.is_over(state):
        shares = module.shares(state)
        return PositionResult(Position(job.index, shares, (0.0,) * len(shares)), None)
    seat = rules.deciding_player(state)
    legal = rules.legal_actions(state)
    chosen = None if job.chosen is None else rules.ACTION_ADAPTER.validate_python(job.chosen)
    if job.resume is not None:
        actions, keep = [alt.action for alt in job.resume[0]], job.resume[1]
    elif len(legal) == 1:
        actions, keep = list(legal), 0
    else:
        actions, keep = _alternatives(module, state, chosen)
    field = race(
        module,
        state,
        actions,
        seat,
        job.deadline,
        keep=keep,
        review_seed=job.review_seed,
        max_futures=job.max_futures,
        clock=time.time,
        resume=None if job.resume is None else job.resume[0],
    )
    value = field[keep]
    position = Position(job.index, value.chances(), tuple(value.error(n) for n in range(len(value.runs[0]))))
    if chosen is None or len(legal) == 1:
        return PositionResult(position, None)
    return PositionResult(position, _decision(job, rules, field, seat), field, keep)


def _alternatives(module: Any, state: Any, chosen: Any) -> tuple[list[Any], int]:
    """The choices to compare (the one taken first, when there is one) and which is the hard
    level's: its chances are the position's."""
    actions, keep = module.alternatives(state, module.best_choice(state) if chosen is None else chosen)
    return list(actions), keep


def _decision(job: Job, rules: Any, field: list[Alternative], seat: int) -> Decision:
    chosen = field[0]
    ranked = [alt for alt in field if not alt.dropped] or field
    best = max(ranked, key=lambda alt: alt.mean(seat))
    if best is chosen:
        chance = chosen.mean(seat)
        regret, error, futures = 0.0, 0.0, len(chosen.runs)
        chance_best = chance
    else:
        regret, error, futures = paired(best, chosen, seat)
        chance, chance_best = chosen.mean(seat, futures), best.mean(seat, futures)
    assert job.chosen is not None
    return Decision(
        action_index=job.index,
        seat=seat,
        chosen=job.chosen,
        best=rules.ACTION_ADAPTER.dump_python(best.action, mode="json"),
        win_chance_chosen=chance,
        win_chance_best=chance_best,
        regret=regret,
        regret_error=error,
        alternatives=len(field),
        futures=futures,
    )


def review_game(
    game: str,
    seats: tuple[str, ...],
    states: list[Any],
    actions: list[dict[str, Any]],
    seconds: float = 60.0,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    review_seed: int = REVIEW_SEED,
    max_futures: int = MAX_FUTURES,
) -> Review:
    """The review of a game: `states[i]` is the position before `actions[i]` (one state more
    than actions, as a `Session` keeps them). Raises `Cancelled` when `cancelled()` says so.
    `progress(done, total)` counts each position twice: once in each round.
    `max_futures` caps the futures per position (a quick, rough review: the tests')."""
    started = time.time()
    end = started + seconds * BUDGET_SHARE
    first_end = started + seconds * BUDGET_SHARE * FIRST_ROUND
    count = (os.cpu_count() or 1) if workers is None else workers
    count = max(1, min(count, MAX_WORKERS))
    rules = review_module(game).rules
    weights = [_weight(rules, state) for state in states]
    results: dict[int, PositionResult] = {}
    left = sum(weights)
    second: list[int] = []

    def job(index: int) -> Job:
        nonlocal left
        share = (first_end - time.time()) * count * weights[index] / max(left, 1e-9)
        left -= weights[index]
        chosen = actions[index] if index < len(actions) else None
        return Job(game, index, states[index], chosen, time.time() + max(share, 0.0), review_seed, max_futures)

    def again(index: int) -> Job:
        share = (end - time.time()) * count / max(1, len(second) - second.index(index))
        old = results[index]
        assert old.field is not None
        return Job(
            game,
            index,
            states[index],
            actions[index],
            time.time() + max(share, 0.0),
            review_seed,
            max_futures,
            (old.field, old.keep),
        )

    done_again = 0

    def told(result: PositionResult) -> None:
        """Progress in halves: the first round's positions, then the second round's decisions."""
        nonlocal done_again
        fresh = result.position.action_index not in results
        results[result.position.action_index] = result
        done_again += not fresh
        if progress is not None:
            again_part = len(states) * done_again // max(1, len(second))
            progress(len(results) + again_part, 2 * len(states))

    order = sorted(range(len(states)), key=lambda i: -weights[i])  # the heavy jobs first
    _run(order, job, told, count, cancelled)
    second = _worth_more_time(results)
    _run(second, again, told, count, cancelled)
    if progress is not None:
        progress(2 * len(states), 2 * len(states))
    positions = tuple(results[i].position for i in range(len(states)))
    decisions = tuple(r.decision for i in range(len(states)) if (r := results[i]).decision is not None)
    return Review(game, seats, positions, decisions, seconds=time.time() - started)


def _run(
    order: list[int],
    job: Callable[[int], Job],
    told: Callable[[PositionResult], None],
    count: int,
    cancelled: Callable[[], bool] | None,
) -> None:
    if count == 1:
        for index in order:
            if cancelled is not None and cancelled():
                raise Cancelled
            told(review_position(job(index)))
    elif order:
        _in_processes(order, job, told, count, cancelled)


def _worth_more_time(results: dict[int, PositionResult]) -> list[int]:
    """The decisions the second round carries on with, most doubtful first: those that may be
    among the costliest (a regret whose interval reaches `DOUBTFUL` or beyond) and are not yet
    known to within `CLOSE`."""
    doubtful = []
    for index, result in results.items():
        decision = result.decision
        if decision is None or result.field is None:
            continue
        reach = decision.regret + Z * decision.regret_error
        if reach >= DOUBTFUL and Z * decision.regret_error > CLOSE:
            doubtful.append((-reach, index))
    return [index for _, index in sorted(doubtful)]


def _in_processes(
    order: list[int],
    job: Callable[[int], Job],
    told: Callable[[PositionResult], None],
    count: int,
    cancelled: Callable[[], bool] | None,
) -> None:
    """Run the jobs in `count` worker processes, `count` at a time, so that each job's share of
    the time is reckoned when it starts."""
    context = multiprocessing.get_context("spawn")  # no fork: the app may run Qt threads
    pool = cf.ProcessPoolExecutor(max_workers=count, mp_context=context)
    waiting = list(order)
    running: set[cf.Future[PositionResult]] = set()
    try:
        while waiting or running:
            while waiting and len(running) < count:
                running.add(pool.submit(review_position, job(waiting.pop(0))))
            done, running = cf.wait(running, timeout=0.1, return_when=cf.FIRST_COMPLETED)
            for future in done:
                told(future.result())
            if cancelled is not None and cancelled():
                raise Cancelled
    finally:
        pool.shutdown(wait=False, cancel_futures=True)


def _weight(rules: Any, state: Any) -> float:
    """A job's share of the time: nothing for the end, 1 where only one thing can be done, and
    `DECISION_WEIGHT` per choice (at most `WEIGHED_CHOICES`) at a decision."""
    if rules.is_over(state):
        return 0.0
    choices = len(rules.legal_actions(state))
    return 1.0 if choices == 1 else DECISION_WEIGHT * min(choices, WEIGHED_CHOICES)
