"""Exact odds of a roll: how likely it busts, and how many cards it catches on average.

The table shows these to the player ("bust chance") and the computer players plan with them,
so they must be exact and fast: all 64 ways to choose at least four of the seven dice in well
under 50 ms.

A roll of `m` dice has 6**m equally likely outcomes (each die: four colour faces, two double
bars). It is clean when, for every colour, the kept dice and the rolled dice showing it
together do not outnumber the group's cards of that colour. Instead of walking all outcomes,
we count them colour by colour: `ways[k]` is the number of clean ways for `k` particular dice
using the colours seen so far (starting with 2**k: all double bars), and adding a colour that
may show on at most `cap` dice gives `sum(C(k, a) * ways[k - a] for a <= cap)`. Only the caps
and `m` matter, so the counts are cached on them and shared by every state and every choice.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from itertools import combinations
from math import comb

from .cards import BARS, COLOURS, DICE, MIN_DICE_ROLLED


@cache
def clean_outcomes(caps: tuple[int, ...], rolled: int) -> tuple[int, int]:
    """Of the 6**rolled outcomes of rolling `rolled` dice, with at most `caps[i]` of them
    allowed to show colour i: how many are clean, and how many colour dice they show in all.

    Callers pass caps clipped to `rolled` (a larger cap allows nothing more), which keeps the
    cache small; a negative cap means the kept dice alone already bust.
    """
    if min(caps) < 0:
        return 0, 0
    ways = [2**k for k in range(rolled + 1)]  # k dice, all showing double bars
    shown = [0] * (rolled + 1)  # colour dice summed over those ways
    for cap in caps:
        new_ways = [0] * (rolled + 1)
        new_shown = [0] * (rolled + 1)
        for k in range(rolled + 1):
            for a in range(min(cap, k) + 1):
                choose = comb(k, a)
                new_ways[k] += choose * ways[k - a]
                new_shown[k] += choose * (shown[k - a] + a * ways[k - a])
        ways, shown = new_ways, new_shown
    return ways[rolled], shown[rolled]


def caps_for(cards: Sequence[int], kept: Sequence[int], rolled: int) -> tuple[int, ...]:
    """How many rolled dice may still show each colour: cards minus kept dice, clipped."""
    return tuple(min(have - held, rolled) for have, held in zip(cards, kept, strict=True))


def _counts(cards: Mapping[str, int]) -> tuple[int, ...]:
    return tuple(int(cards.get(colour, 0)) for colour in COLOURS)


def _kept_counts(kept: Sequence[str]) -> tuple[int, ...]:
    for face in kept:
        if face not in COLOURS and face != BARS:
            raise ValueError(f"not a die face: {face!r}")
    return tuple(sum(face == colour for face in kept) for colour in COLOURS)


def bust_probability(cards: Mapping[str, int], kept: Sequence[str], rolled: int) -> Fraction:
    """The chance that rolling `rolled` dice busts, with the group holding `cards` and the
    dice not rolled showing `kept` (colour names or "bars")."""
    clean, _ = clean_outcomes(caps_for(_counts(cards), _kept_counts(kept), rolled), rolled)
    return 1 - Fraction(clean, 6**rolled)


def expected_catch(cards: Mapping[str, int], kept: Sequence[str], rolled: int) -> Fraction:
    """The expected number of cards this roll moves into the catch (a bust catches none).

    Kept dice showing a colour catch again after a clean roll, as rule 7 counts all seven.
    """
    kept_counts = _kept_counts(kept)
    clean, shown = clean_outcomes(caps_for(_counts(cards), kept_counts, rolled), rolled)
    return Fraction(sum(kept_counts) * clean + shown, 6**rolled)


@dataclass(frozen=True)
class Odds:
    bust: Fraction
    expected_catch: Fraction


def roll_odds(cards: Mapping[str, int], dice: Sequence[str]) -> dict[tuple[int, ...], Odds]:
    """The odds of every legal choice of dice (at least four of the seven), keyed by the
    sorted indexes of the dice to roll, for a group of `cards` and dice showing `dice`."""
    if len(dice) != DICE:
        raise ValueError("the table has seven dice")
    counts = _counts(cards)
    faces = [_kept_counts([face]) for face in dice]
    result: dict[tuple[int, ...], Odds] = {}
    for rolled in range(MIN_DICE_ROLLED, DICE + 1):
        total = 6**rolled
        for chosen in combinations(range(DICE), rolled):
            kept = [sum(faces[i][c] for i in range(DICE) if i not in chosen) for c in range(len(COLOURS))]
            clean, shown = clean_outcomes(caps_for(counts, kept, rolled), rolled)
            result[chosen] = Odds(1 - Fraction(clean, total), Fraction(sum(kept) * clean + shown, total))
    return result
