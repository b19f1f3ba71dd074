"""A whole game's review: every position of a save estimated within a time budget.

Each position is one job (`review_position`), run in worker processes (one per core, at most
`MAX_WORKERS`), since playouts are pure Python and a thread would not run two at once. The
budget is shared out as the review goes: each job, when it starts, gets the time still left
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

from .estimate import MAX_FUTURES, REVIEW_SEED, Alternative, paired, race
from .games import review_module
from .model import Decision, Position, Review

MAX_WORKERS = 4
#: The share of the time given to the jobs: the rest covers starting the workers and a job that
#: runs over its share to play each alternative on its fewest futures.
BUDGET_SHARE = 0.9
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


@dataclass(frozen=True)
class PositionResult:
    position: Position
    decision: Decision | None


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
    if len(legal) == 1:
        actions: list[Any] = legal
        keep = 0
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
    )
    value = field[keep]
    position = Position(job.index, value.chances(), tuple(value.error(n) for n in range(len(value.runs[0]))))
    if chosen is None or len(legal) == 1:
        return PositionResult(position, None)
    return PositionResult(position, _decision(job, rules, field, seat))


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
    `max_futures` caps the futures per position (a quick, rough review: the tests')."""
    started = time.time()
    end = started + seconds * BUDGET_SHARE
    count = (os.cpu_count() or 1) if workers is None else workers
    count = max(1, min(count, MAX_WORKERS))
    rules = review_module(game).rules
    weights = [_weight(rules, state) for state in states]
    results: dict[int, PositionResult] = {}
    left = sum(weights)

    def job(index: int) -> Job:
        nonlocal left
        share = (end - time.time()) * count * weights[index] / max(left, 1e-9)
        left -= weights[index]
        chosen = actions[index] if index < len(actions) else None
        return Job(game, index, states[index], chosen, time.time() + max(share, 0.0), review_seed, max_futures)

    def told(result: PositionResult) -> None:
        results[result.position.action_index] = result
        if progress is not None:
            progress(len(results), len(states))

    order = sorted(range(len(states)), key=lambda i: -weights[i])  # the heavy jobs first
    if count == 1:
        for index in order:
            if cancelled is not None and cancelled():
                raise Cancelled
            told(review_position(job(index)))
    else:
        _in_processes(order, job, told, count, cancelled)
    positions = tuple(results[i].position for i in range(len(states)))
    decisions = tuple(r.decision for i in range(len(states)) if (r := results[i]).decision is not None)
    return Review(game, seats, positions, decisions, seconds=time.time() - started)


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
