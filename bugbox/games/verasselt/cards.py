"""The bug cards and bug dice of Voll verasselt.

Cards of one colour are interchangeable: nothing in the rules ever tells two red rattle bugs
apart. So every zone (pile, hub, catches, front yards, heaps) is a `Cards` value, four counts,
rather than a list of card identities. That makes card conservation (rule 12) a matter of
adding four numbers, and it keeps states small and their JSON readable.

A bug die has six faces: one per colour and two showing double bars, so a rolled die shows
a given colour with probability 1/6 and double bars with probability 1/3.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from itertools import product
from typing import Literal, cast

from pydantic import BaseModel, ConfigDict, Field

COLOURS: tuple[str, ...] = ("red", "yellow", "green", "blue")
BARS: Literal["bars"] = "bars"
#: The six faces of every bug die, in the order the rng picks them.
FACES: tuple[Face, ...] = ("red", "yellow", "green", "blue", BARS, BARS)
DICE = 7
#: A roll throws at least this many of the seven dice (rule 5).
MIN_DICE_ROLLED = 4
CARDS_PER_COLOUR = 22

Face = Literal["red", "yellow", "green", "blue", "bars"]


class Cards(BaseModel):
    """A handful of bug cards, counted per colour (a zone, a boost, a catch ...)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    red: int = Field(0, ge=0)
    yellow: int = Field(0, ge=0)
    green: int = Field(0, ge=0)
    blue: int = Field(0, ge=0)

    @classmethod
    def of(cls, counts: Mapping[str, int]) -> Cards:
        """Cards from a mapping such as `{"red": 2, "blue": 1}` (missing colours are 0)."""
        unknown = set(counts) - set(COLOURS)
        if unknown:
            raise ValueError(f"not a bug colour: {sorted(unknown)}")
        return cls(**{colour: counts.get(colour, 0) for colour in COLOURS})

    @classmethod
    def from_colours(cls, colours: Iterable[str]) -> Cards:
        """Cards from a sequence of colour names, one per card (e.g. the cards just drawn)."""
        counts = dict.fromkeys(COLOURS, 0)
        for colour in colours:
            counts[colour] += 1
        return cls(**counts)

    @classmethod
    def from_counts(cls, counts: Iterable[int]) -> Cards:
        """Cards from four counts in colour order (red, yellow, green, blue)."""
        red, yellow, green, blue = counts
        return cls(red=red, yellow=yellow, green=green, blue=blue)

    def __getitem__(self, colour: str) -> int:
        return cast(int, getattr(self, colour))

    def get(self, colour: str, default: int = 0) -> int:
        """Like `dict.get`, so that code taking a colour mapping also takes `Cards`."""
        return getattr(self, colour) if colour in COLOURS else default

    @property
    def total(self) -> int:
        return self.red + self.yellow + self.green + self.blue

    def counts(self) -> tuple[int, int, int, int]:
        return (self.red, self.yellow, self.green, self.blue)

    def as_dict(self) -> dict[str, int]:
        return dict(zip(COLOURS, self.counts(), strict=True))

    def colours(self) -> tuple[str, ...]:
        """One colour name per card, in colour order."""
        return tuple(colour for colour, n in zip(COLOURS, self.counts(), strict=True) for _ in range(n))

    def covers(self, other: Cards) -> bool:
        """True when these cards include `other` (at least as many of every colour)."""
        return all(mine >= theirs for mine, theirs in zip(self.counts(), other.counts(), strict=True))

    def handfuls(self, total: int | None = None, at_most: int | None = None) -> Iterator[Cards]:
        """Every handful that can be taken from these cards (the empty one too), optionally
        of an exact size or up to a size; in a fixed order, fewest reds first."""
        for counts in product(*(range(n + 1) for n in self.counts())):
            size = sum(counts)
            if (total is None or size == total) and (at_most is None or size <= at_most):
                yield Cards.from_counts(counts)

    def __add__(self, other: Cards) -> Cards:
        return Cards.from_counts(a + b for a, b in zip(self.counts(), other.counts(), strict=True))

    def __sub__(self, other: Cards) -> Cards:
        """The cards left when `other` is taken away; `other` must be covered."""
        if not self.covers(other):
            raise ValueError("cannot take away cards that are not there")
        return Cards.from_counts(a - b for a, b in zip(self.counts(), other.counts(), strict=True))


NO_CARDS = Cards()
