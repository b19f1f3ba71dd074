"""A whole game's review: every position of a save estimated to a depth counted in futures.

Each position is one job (`review_position`), run in worker processes (one per core, at most
`MAX_WORKERS`), since playouts are pure Python and a thread would not run two at once. A job is
a pure function of the position, the choice taken there and the futures it may use, so the
review is one function of the game and its depth: the same JSON on every computer, under any
load and with any number of workers (the order in which jobs finish changes nothing).

The review runs in two rounds. The first plays every position to `depth` futures (a decision
settles earlier when its alternatives are told apart; see `estimate.race`). The second carries
on, to `MAX_FACTOR` times the depth, with what is still in doubt: a decision whose regret may
be among the costly ones (its 95 % interval reaches `DOUBTFUL`) and is not known to `CLOSE`,
and a position whose chances are not yet known to `POSITION_MARGIN`. A time limit may stop a
review early; it then says so (`Review.stopped_early`), since its figures are no longer the
function of the game alone. Cancel ends the worker processes at once.

The review never reads the save's seed: each position is blinded (`with_future(state, 0)`)
before anything looks at it, and the playouts draw their futures from `estimate.REVIEW_SEED`.
"""

from __future__ import annotations

import multiprocessing
import os
import time
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from .estimate import CLOSE, DEPTH, MAX_FACTOR, POSITION_MARGIN, REVIEW_SEED, Alternative, Z, paired, race, unseen
from .games import review_module
from .model import ASSUMES, Decision, Position, Review

MAX_WORKERS = 4
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
    futures: int = DEPTH  # the most futures this job may play
    review_seed: int = REVIEW_SEED
    resume: tuple[list[Alternative], int] | None = None  # an earlier race and its `keep`, carried on
    deadline: float | None = None  # time.time() at which a time-limited review stops
    value_only: bool = False  # carry on with the position's own chances alone (its decision is told)


@dataclass(frozen=True)
class PositionResult:
    position: Position
    decision: Decision | None
    field: list[Alternative] | None = None  # the race at a decision, to carry on in the second round
    keep: int = 0
    cut: bool = False  # stopped by the time limit before its futures were played


def review_position(job: Job, stop: Callable[[], bool] | None = None) -> PositionResult:
    """Estimate one position: its win chances and, where there was a choice, the decision.
    `stop()` (besides the job's deadline) ends its race early."""
    module = review_module(job.game)
    rules = module.rules
    state = module.with_future(job.state, 0)  # blinded: nothing below may see the save's future
    known = module.exact(state)
    if rules.is_over(state):
        assert known is not None
        return PositionResult(Position(job.index, known, (0.0,) * len(known), 0, exact=True), None)
    seat = rules.deciding_player(state)
    legal = rules.legal_actions(state)
    chosen = None if job.chosen is None else rules.ACTION_ADAPTER.validate_python(job.chosen)
    if job.resume is not None:
        actions, keep = [alt.action for alt in job.resume[0]], job.resume[1]
    elif len(legal) == 1:
        actions, keep = list(legal), 0
    else:
        actions, keep = _alternatives(module, state, chosen)
    if known is not None and (len(legal) == 1 or chosen is None):
        return PositionResult(Position(job.index, known, (0.0,) * len(known), 0, exact=True), None)
    if known is not None and chosen is not None:
        solved = _solved(module, state, actions)
        if solved is not None:
            position = Position(job.index, known, (0.0,) * len(known), 0, exact=True)
            return PositionResult(position, _exact_decision(job, rules, actions, solved, seat))
    fired = False

    def halt() -> bool:
        nonlocal fired
        fired = fired or (job.deadline is not None and time.time() >= job.deadline) or (stop is not None and stop())
        return fired

    field = race(
        module,
        state,
        actions,
        seat,
        keep=keep,
        review_seed=job.review_seed,
        max_futures=job.futures,
        resume=None if job.resume is None else job.resume[0],
        stop=halt,
        value_only=job.value_only,
    )
    value = field[keep]
    seats = range(len(value.runs[0]))
    position = Position(job.index, value.chances(), tuple(value.error(n) for n in seats), len(value.runs))
    if chosen is None or len(legal) == 1:
        return PositionResult(position, None, field, keep, cut=fired)
    return PositionResult(position, _decision(job, rules, field, seat), field, keep, cut=fired)


def _solved(module: Any, state: Any, actions: Sequence[Any]) -> list[tuple[float, ...]] | None:
    """Each alternative's exact shares, when the game knows them all (no die to come in the
    choice itself, and every position after it solved); None otherwise."""
    rules = module.rules
    values = []
    for action in actions:
        if rules.reveals_chance(action):
            return None
        value = module.exact(rules.apply(state, action)[0])
        if value is None:
            return None
        values.append(value)
    return values


def _exact_decision(
    job: Job, rules: Any, actions: Sequence[Any], values: list[tuple[float, ...]], seat: int
) -> Decision:
    best = max(range(len(actions)), key=lambda i: values[i][seat])
    if values[best][seat] <= values[0][seat]:
        best = 0
    assert job.chosen is not None
    return Decision(
        action_index=job.index,
        seat=seat,
        chosen=job.chosen,
        best=rules.ACTION_ADAPTER.dump_python(actions[best], mode="json"),
        win_chance_chosen=values[0][seat],
        win_chance_best=values[best][seat],
        regret=values[best][seat] - values[0][seat],
        regret_error=0.0,
        alternatives=len(actions),
        futures=0,
        exact=True,
    )


def _alternatives(module: Any, state: Any, chosen: Any) -> tuple[list[Any], int]:
    """The choices to compare (the one taken first, when there is one) and which is the hard
    level's: its chances are the position's."""
    actions, keep = module.alternatives(state, module.best_choice(state) if chosen is None else chosen)
    return list(actions), keep


def _decision(job: Job, rules: Any, field: list[Alternative], seat: int) -> Decision:
    """The choice taken against the best of the field. Where the choice taken leads, its cost
    is 0, known only as well as the futures tell it from the runner-up: that is its margin."""
    chosen = field[0]
    ranked = [alt for alt in field if not alt.dropped] or field
    best = max(ranked, key=lambda alt: alt.mean(seat))
    if best is chosen:  # its cost is 0 as far as seen; the margin is how far the others may yet reach
        futures = len(chosen.runs)
        reach = 0.0
        for alt in field:
            if alt is not chosen:
                gap, error, _ = paired(alt, chosen, seat)
                reach = max(reach, gap + Z * error)
        regret, error = 0.0, max(reach / Z, unseen(futures))
        chance = chance_best = chosen.mean(seat)
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
    seconds: float | None = None,
    workers: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    review_seed: int = REVIEW_SEED,
    max_futures: int | None = None,
    depth: int | None = None,
    only: Collection[int] | None = None,
) -> Review:
    """The review of a game: `states[i]` is the position before `actions[i]` (one state more
    than actions, as a `Session` keeps them). `depth` (None: the game's own, `default_depth`)
    futures a position in the first round, up
    to `MAX_FACTOR` times that in the second (`max_futures` caps both: a quick, rough review).
    `seconds` is a time limit that stops the review early (then `stopped_early`); None: none.
    Raises `Cancelled` when `cancelled()` says so. `progress(done, total)` counts each
    position twice: once in each round. `only`: review just these positions (each is judged
    exactly as in the whole review: the jobs do not depend on each other); the review is then
    not `complete`."""
    started = time.time()
    deadline = None if seconds is None else started + seconds
    depth = default_depth(game) if depth is None else depth
    most = depth * MAX_FACTOR if max_futures is None else max_futures
    first_budget = min(depth, most)
    count = (os.cpu_count() or 1) if workers is None else workers
    count = max(1, min(count, MAX_WORKERS))
    rules = review_module(game).rules
    weights = [_weight(rules, state) for state in states]
    results: dict[int, PositionResult] = {}
    second: list[int] = []
    done_again = 0

    def chosen(index: int) -> dict[str, Any] | None:
        return actions[index] if index < len(actions) else None  # the last of an unfinished game: none

    def job(index: int) -> Job:
        return Job(game, index, states[index], chosen(index), first_budget, review_seed, deadline=deadline)

    def again(index: int) -> Job:
        old = results[index]
        resume = None if old.field is None else (old.field, old.keep)
        value_only = not _doubtful_decision(old.decision)
        return Job(game, index, states[index], chosen(index), most, review_seed, resume, deadline, value_only)

    def told(result: PositionResult) -> None:
        """Progress in halves: the first round's positions, then the second round's."""
        nonlocal done_again
        fresh = result.position.action_index not in results
        results[result.position.action_index] = result
        done_again += not fresh
        if progress is not None:
            again_part = len(states) * done_again // max(1, len(second))
            progress(len(results) + again_part, 2 * len(states))

    wanted = range(len(states)) if only is None else sorted(set(only))
    order = sorted(wanted, key=lambda i: (-weights[i], i))  # the heavy jobs first
    _run([job(i) for i in order], told, count, cancelled)
    if deadline is None or time.time() < deadline:
        second = _worth_more_futures(results, most)
        _run([again(i) for i in second], told, count, cancelled)
    if progress is not None:
        progress(2 * len(states), 2 * len(states))
    positions = tuple(results[i].position for i in wanted)
    decisions = tuple(r.decision for i in wanted if (r := results[i]).decision is not None)
    stopped = any(r.cut for r in results.values()) or (
        deadline is not None and bool(_worth_more_futures(results, most))
    )
    return Review(
        game,
        seats,
        positions,
        decisions,
        seconds=time.time() - started,
        depth=depth,
        stopped_early=stopped,
        assumes=ASSUMES,
        complete=only is None,
    )


def default_depth(game: str) -> int:
    """The game's own depth (`DEPTH` in its review module: a game whose playouts cost more
    gets fewer futures, so that a review of 100 actions takes about two minutes on two
    cores), or `estimate.DEPTH`."""
    return int(getattr(review_module(game), "DEPTH", DEPTH))


def _run(
    jobs: list[Job],
    told: Callable[[PositionResult], None],
    count: int,
    cancelled: Callable[[], bool] | None,
) -> None:
    if count == 1 or len(jobs) <= 1:
        for job in jobs:
            if cancelled is not None and cancelled():
                raise Cancelled
            told(review_position(job, cancelled))
        if cancelled is not None and cancelled():
            raise Cancelled
    else:
        _in_processes(jobs, told, count, cancelled)


def _worth_more_futures(results: dict[int, PositionResult], most: int) -> list[int]:
    """What the second round carries on with, in the game's order: the decisions that may be
    among the costliest (a regret whose interval reaches `DOUBTFUL` or beyond) and are not yet
    known to within `CLOSE`, and the positions not yet known to `POSITION_MARGIN`, while they
    have futures left to play."""
    doubtful = []
    for index, result in sorted(results.items()):
        position, decision = result.position, result.decision
        if position.exact or position.futures >= most:
            continue
        if max(Z * e for e in position.errors) > POSITION_MARGIN or _doubtful_decision(decision):
            doubtful.append(index)
    return doubtful


def _doubtful_decision(decision: Decision | None) -> bool:
    """A decision whose cost may be among the costly ones (its 95 % interval reaches
    `DOUBTFUL`) and is not yet known to within `CLOSE`."""
    if decision is None or decision.exact:
        return False
    return decision.regret + Z * decision.regret_error >= DOUBTFUL and Z * decision.regret_error > CLOSE


def _in_processes(
    jobs: list[Job],
    told: Callable[[PositionResult], None],
    count: int,
    cancelled: Callable[[], bool] | None,
) -> None:
    """Run the jobs in `count` worker processes. Cancel terminates the workers at once: a job
    in the middle of its playouts is not waited for."""
    context = multiprocessing.get_context("spawn")  # no fork: the app may run Qt threads
    pool = context.Pool(processes=count)
    try:
        pending = [pool.apply_async(review_position, (job,)) for job in jobs]
        while pending:
            if cancelled is not None and cancelled():
                raise Cancelled
            pending[0].wait(0.1)
            still = []
            for result in pending:
                if result.ready():
                    told(result.get())
                else:
                    still.append(result)
            pending = still
        pool.close()
    finally:
        pool.terminate()
        pool.join()


def _weight(rules: Any, state: Any) -> float:
    """A job's expected work, to start the heavy ones first: nothing for the end, 1 where only one
    thing can be done, and `DECISION_WEIGHT` per choice (at most `WEIGHED_CHOICES`) at a decision."""
    if rules.is_over(state):
        return 0.0
    choices = len(rules.legal_actions(state))
    return 1.0 if choices == 1 else DECISION_WEIGHT * min(choices, WEIGHED_CHOICES)
