"""A small seeded random number generator whose whole state is one integer.

Game states must round-trip through JSON exactly and replay identically from a seed, on any
Python version. `random.Random` has a 2.5 kB state and its algorithms for `shuffle` and
`randrange` are not a documented contract, so the models use this SplitMix64 generator
instead: the state is a single 64-bit integer that a pydantic model stores as it is.

Usage inside `apply`: `rng = Rng(state.rng_state)`, draw, then store `rng.state` in the new
state. Chance outcomes are thus part of the state, never of the environment.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: fast, well distributed, and trivially serialisable."""

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            v = self.next64()
            if v < limit:
                return v % n

    def randint(self, a: int, b: int) -> int:
        """A uniform integer in [a, b], both ends included (a die: `randint(1, 6)`)."""
        return a + self.below(b - a + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)


def seed_state(seed: int) -> int:
    """The rng state a new game starts from, given the seed shown in saves and tests."""
    return Rng(seed ^ 0x5DEECE66D).next64()
