"""Win chances at one position, and its alternatives compared on common random futures.

A position's win chances are the mean of each seat's share of the win (1/n for each of n
winners) over playouts to the end, each over its own random future. The futures are numbered:
future k is the same rng state whichever alternative is tried, so two alternatives meet the
same dice as long as they consume them alike (common random numbers). What the review wants to
know at a decision is a difference (how much the choice taken lost against the best), and the
difference of two playouts on the same future varies far less than either playout, so a paired
comparison needs far fewer playouts than two separate estimates.

The work is counted in futures, never in seconds, so a review is one function of the game and
its depth: the same on every computer, under any load, with any number of workers. A race
plays all alternatives on batches of futures; once `MIN_FUTURES` are played, every
alternative clearly worse than the leader (its paired difference's 95 % interval lies wholly
below zero) is dropped, and the rest go on. The choice taken is never dropped (its cost is what
the review is for), nor the hard level's (its chances are the position's). The race ends when
the ones left are known apart or alike to within `CLOSE` (an interval at least as wide as what
n futures cannot see: a difference never met in n futures may still be about 3/n), the
position's own chances are known to `VALUE_ERROR`, or the futures it may use are spent. A tie
seen on a few futures is therefore never the end of it: a tie is only believed once enough
futures failed to tell the two apart.

Where the game knows the answer outright (`exact`: the end, or an endgame small enough to
solve) a playout gives that value instead of a sample, and a decision whose every alternative
is known exactly is judged without futures, with no margin.

Futures never come from the save: future k is drawn from `REVIEW_SEED` and k alone.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.rng import Rng, seed_state
from .games import ReviewModule

#: Where the review's futures come from; never the save's seed.
REVIEW_SEED = 0x5EE_D1CE
#: Futures per batch of the race, and the fewest before anything is dropped or judged.
BATCH = 12
MIN_FUTURES = 24
#: The fewest futures an alternative is played on, even in a review stopped by its time limit.
FEWEST_FUTURES = 4
#: The review's default depth: the futures a position is played to in the first round. A
#: decision still in doubt afterwards may get up to `MAX_FACTOR` times as many.
DEPTH = 64
MAX_FACTOR = 4
MAX_FUTURES = DEPTH * MAX_FACTOR
#: Two alternatives whose paired difference is known to within this are as good as each other.
CLOSE = 0.02
#: 95 % two-sided.
Z = 1.96
#: The 95 % margin a position's own win chances are played to, the futures allowing, and the
#: standard error that is.
POSITION_MARGIN = 0.07
VALUE_ERROR = POSITION_MARGIN / Z


def future(k: int, review_seed: int = REVIEW_SEED) -> int:
    """The rng state of future number k (the same for every alternative and every position)."""
    return Rng(seed_state(review_seed + k)).next64()


@dataclass
class Alternative:
    """One choice and the shares of the win it led to, future by future."""

    action: Any
    runs: list[tuple[float, ...]] = field(default_factory=list)
    dropped: bool = False

    def mean(self, seat: int, upto: int | None = None) -> float:
        runs = self.runs[:upto]
        return sum(run[seat] for run in runs) / len(runs)

    def chances(self) -> tuple[float, ...]:
        seats = len(self.runs[0])
        return tuple(self.mean(seat) for seat in range(seats))

    def error(self, seat: int) -> float:
        """The standard error of this seat's win chance; never below what n futures can tell
        of a chance (n futures that all agree still leave a chance of about 1/n the other way)."""
        shares = [run[seat] for run in self.runs]
        n = len(shares)
        smoothed = (sum(shares) + 0.5) / (n + 1)
        return max(_standard_error(shares), math.sqrt(smoothed * (1 - smoothed) / (n + 1)))


def _standard_error(values: Sequence[float]) -> float:
    n = len(values)
    if n < 2:
        return 0.5
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return math.sqrt(variance / n)


def unseen(n: int) -> float:
    """The standard error to allow for a difference that n futures never showed: by the rule of
    three, one of up to 3/n stays unseen in n futures with 95 % confidence."""
    return 3 / (Z * n) if n else 0.5


def paired(a: Alternative, b: Alternative, seat: int) -> tuple[float, float, int]:
    """The mean of a's minus b's share for `seat` over the futures both were played on, its
    standard error (never below `unseen`) and that number of futures."""
    n = min(len(a.runs), len(b.runs))
    diffs = [a.runs[k][seat] - b.runs[k][seat] for k in range(n)]
    return sum(diffs) / n, max(_standard_error(diffs), unseen(n)), n


def play(module: ReviewModule, state: Any, action: Any, k: int, review_seed: int) -> tuple[float, ...]:
    """One playout: `action` taken at `state` on future k, then the game to its end. Where the
    game stratifies its futures (`stratified`), future k's first chance is the k-th stratum:
    over every run of strata the first die shows each face equally often, which takes its
    luck out of the mean."""
    rules = module.rules
    drawn = future(k, review_seed)
    stratify = getattr(module, "stratified", None)
    if stratify is not None:
        drawn = stratify(drawn, k)
    start = module.with_future(state, drawn)
    after = rules.apply(start, action)[0]
    if rules.is_over(after):
        return module.shares(after)
    return module.playout(after, drawn ^ 0x9E37)


def race(
    module: ReviewModule,
    state: Any,
    actions: Sequence[Any],
    seat: int,
    keep: int = 0,
    review_seed: int = REVIEW_SEED,
    max_futures: int = DEPTH,
    resume: list[Alternative] | None = None,
    stop: Callable[[], bool] | None = None,
    value_only: bool = False,
) -> list[Alternative]:
    """Play the alternatives on common futures until one is clearly best, the rest are close,
    or `max_futures` are played (see the module's text); `seat` is the one deciding.
    `actions[0]` (the choice taken) and `actions[keep]` are never dropped: the latter's chances
    are the position's, known to `VALUE_ERROR` when the futures allow. `resume` is the field of
    an earlier race of the same alternatives, carried on. `stop()`, asked after each batch once
    every alternative has `FEWEST_FUTURES`, ends the race early (a review's time limit).
    `value_only`: carry on with the position's own chances alone (`actions[keep]`); the others
    keep the futures they have, and a comparison pairs only the futures both were played on."""
    field_ = resume if resume is not None else [Alternative(action) for action in actions]
    if value_only:  # the decision is told: only the position's own chances need more futures
        value = field_[keep]
        while len(value.runs) < max_futures and max(value.error(s) for s in range(len(value.runs[0]))) > VALUE_ERROR:
            played = len(value.runs)
            for k in range(played, min(played + BATCH, max_futures)):
                value.runs.append(play(module, state, value.action, k, review_seed))
            if stop is not None and stop():
                break
        return field_
    k = max(len(alt.runs) for alt in field_)
    while k < max_futures:
        live = [alt for alt in field_ if not alt.dropped]
        for _ in range(min(BATCH, max_futures - k)):
            for alt in live:
                alt.runs.append(play(module, state, alt.action, k, review_seed))
            k += 1
        if stop is not None and k >= FEWEST_FUTURES and stop():
            break
        if k >= MIN_FUTURES and settled(field_, seat, keep):
            break
    return field_


def settled(field_: list[Alternative], seat: int, keep: int) -> bool:
    """Drop what is clearly worse than the leader; whether the race has told enough: the choice
    taken and the hard level's are known against the leader to within `CLOSE` (or a quarter of
    their gap), the others left are alike within `CLOSE`, and the position's chances are known to
    `VALUE_ERROR`."""
    live = [alt for alt in field_ if not alt.dropped]
    leader = max(live, key=lambda alt: alt.mean(seat))
    told = True
    for alt in live:
        if alt is leader:
            continue
        gap, error, _ = paired(leader, alt, seat)
        if gap - Z * error > 0 and alt is not field_[keep] and alt is not field_[0]:
            alt.dropped = True
        elif Z * error > max(CLOSE, gap / 4):
            told = False
    value = field_[keep]
    return told and max(value.error(s) for s in range(len(value.runs[0]))) <= VALUE_ERROR
