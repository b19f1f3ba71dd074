"""Win chances at one position, and its alternatives compared on common random futures.

A position's win chances are the mean of each seat's share of the win (1/n for each of n
winners) over playouts to the end, each over its own random future. The futures are numbered:
future k is the same rng state whichever alternative is tried, so two alternatives meet the
same dice as long as they consume them alike (common random numbers). What the review wants to
know at a decision is a difference (how much the choice taken lost against the best), and the
difference of two playouts on the same future varies far less than either playout, so a paired
comparison needs far fewer playouts than two separate estimates.

The time goes where it matters (a race): all alternatives are played on a batch of futures,
then every alternative that is clearly worse than the leader (its paired difference's 95 %
interval lies wholly below zero) is dropped, and the rest go on to the next batch. The choice
taken is never dropped (its cost is what the review is for, and is played on until it is known
to a quarter of itself), nor the hard level's (its chances are the position's). The race ends
when one alternative is left, when the ones left are as good as each other within `CLOSE`
(their intervals are that narrow, and at least 1/n wide after n futures: a difference
never seen in n futures may still be about that large), when `MAX_FUTURES` futures are played, or when the time
allowed for the position is up. Every estimate carries its standard error.

Futures never come from the save: future k is drawn from `REVIEW_SEED` and k alone.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.rng import Rng, seed_state
from .games import ReviewModule

#: Where the review's futures come from; never the save's seed.
REVIEW_SEED = 0x5EE_D1CE
#: Futures per batch of the race, and the fewest before anything is dropped.
BATCH = 8
MIN_FUTURES = 8
#: The fewest futures an alternative is played on, however short the time.
FEWEST_FUTURES = 4
MAX_FUTURES = 600
#: Two alternatives whose paired difference is known to within this are as good as each other.
CLOSE = 0.02
#: The standard error the position's own win chances are played to, time allowing.
VALUE_ERROR = 0.035
#: 95 % two-sided.
Z = 1.96


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


def paired(a: Alternative, b: Alternative, seat: int) -> tuple[float, float, int]:
    """The mean of a's minus b's share for `seat` over the futures both were played on, its
    standard error and that number of futures."""
    n = min(len(a.runs), len(b.runs))
    diffs = [a.runs[k][seat] - b.runs[k][seat] for k in range(n)]
    return sum(diffs) / n, _standard_error(diffs), n


def play(module: ReviewModule, state: Any, action: Any, k: int, review_seed: int) -> tuple[float, ...]:
    """One playout: `action` taken at `state` on future k, then the game to its end."""
    rules = module.rules
    start = module.with_future(state, future(k, review_seed))
    after = rules.apply(start, action)[0]
    if rules.is_over(after):
        return module.shares(after)
    return module.playout(after, future(k, review_seed) ^ 0x9E37)


def race(
    module: ReviewModule,
    state: Any,
    actions: Sequence[Any],
    seat: int,
    deadline: float,
    keep: int = 0,
    review_seed: int = REVIEW_SEED,
    max_futures: int = MAX_FUTURES,
    clock: Callable[[], float] = time.monotonic,
    resume: list[Alternative] | None = None,
) -> list[Alternative]:
    """Play the alternatives on common futures until one is clearly best, the rest are close,
    or the time is up (see the module's text); `seat` is the one deciding. `actions[keep]` is
    never dropped: its chances are the position's, known to `VALUE_ERROR` when time allows.
    `resume` is the field of an earlier race of the same alternatives, carried on."""
    field_ = resume if resume is not None else [Alternative(action) for action in actions]
    k = max(len(alt.runs) for alt in field_)
    while k < max_futures:
        live = [alt for alt in field_ if not alt.dropped]
        for _ in range(min(BATCH, max_futures - k)):
            for alt in live:
                alt.runs.append(play(module, state, alt.action, k, review_seed))
            k += 1
            if k >= FEWEST_FUTURES and clock() >= deadline:
                break
        if k >= FEWEST_FUTURES and clock() >= deadline:
            break
        if k < min(MIN_FUTURES, max_futures):
            continue
        leader = max(live, key=lambda alt: alt.mean(seat))
        widest = 0.0
        vague = False
        for alt in live:
            if alt is leader:
                continue
            gap, error, n = paired(leader, alt, seat)
            if gap - Z * error > 0:
                if alt is not field_[keep] and alt is not field_[0]:
                    alt.dropped = True
                else:  # the choice taken (or hard's) stays: its cost is known to a quarter
                    vague = vague or Z * error > max(CLOSE, gap / 4)
            else:  # no difference seen in n futures still leaves one of about 1/n unseen
                widest = max(widest, Z * error + 1 / n)
        value = field_[keep]
        settled = not vague and (widest < CLOSE or sum(not alt.dropped for alt in field_) == 1)
        if settled and max(value.error(s) for s in range(len(value.runs[0]))) <= VALUE_ERROR:
            break
    return field_
