"""How the review page writes its numbers, so that what it shows adds up and is no more
certain than the review knows.

- One numbering of moves everywhere (the list, the graph's axis, the replay): move n is the
  game's n-th action, counted from 1 (`move_number`); the position after move n is n on the
  graph's axis (0 is the set-up), and the replay opened at move n shows the position before it.
- A cost is shown as the difference of the two chances as shown (`ShownCost`): the model's
  regret is paired over common futures and is not quite the difference of the rounded
  chances ("50 % instead of 27 %: it cost 24 %" did not add up). Where whole percents show no
  difference, a decimal is added. Its margin (95 %) is rounded up, never narrower than known.
- A decision is costly only when its 95 % interval stays above nothing (`costly_of`).
- No line break before "%": every percent is written with a no-break space (`no_break`), in
  every language, whatever its translation puts there.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QLocale

from ..core.files import shown
from ..review.model import COSTLIEST, Decision, Review, Z
from .i18n import translate

#: 95 % of a normal estimate lies within this many standard errors (the model's figure).
Z95 = Z
NO_BREAK = "\u00a0"


def move_number(action_index: int) -> int:
    """The number a player reads for the action with this index (from 0)."""
    return action_index + 1


def no_break(text: str) -> str:
    """`text` with every space before a "%" a no-break space (a wrapped "%" stood alone)."""
    return text.replace(" %", NO_BREAK + "%").replace("\u202f%", NO_BREAK + "%")


def percent_of(hundredths: float, decimals: int = 0) -> str:
    """A number of percent, written as the language writes it, with its "%"."""
    value = QLocale().toString(float(hundredths), "f", decimals)
    return no_break(translate("Review", "{value}\u00a0%").format(value=value))


def percent(chance: float, decimals: int = 0) -> str:
    """A chance (0 to 1) in percent, rounded."""
    return percent_of(round(100 * chance, decimals), decimals)


def margin(error: float, decimals: int = 0) -> str:
    """The 95 % margin of an estimate with this standard error, rounded up."""
    scale = 10**decimals
    return percent_of(math.ceil(round(100 * Z95 * error * scale, 6)) / scale, decimals)


def average_margin(review: Review) -> float:
    """The mean 95 % half-width of the chances before the end (0 for a game of no move)."""
    margins = [Z95 * max(p.errors, default=0.0) for p in review.positions[:-1]]
    return sum(margins) / len(margins) if margins else 0.0


@dataclass(frozen=True)
class ShownCost:
    """A decision's chances and cost as written, the cost the difference of the written chances."""

    chosen: str
    best: str
    cost: str
    margin: str

    @classmethod
    def of(cls, decision: Decision) -> ShownCost:
        for decimals in (0, 1, 2):
            scale = 10**decimals
            chosen = round(100 * scale * decision.win_chance_chosen)
            best = round(100 * scale * decision.win_chance_best)
            if best > chosen:
                break
        return cls(
            chosen=percent_of(chosen / scale, decimals),
            best=percent_of(best / scale, decimals),
            cost=percent_of((best - chosen) / scale, decimals),
            margin=margin(decision.regret_error, decimals),
        )


def costs_something(decision: Decision) -> bool:
    """The decision cost win chance beyond doubt (the model's judgement: its 95 % interval
    does not reach nothing, or the cost is exact)."""
    return decision.certain


def costly_of(review: Review, seat: int, count: int = COSTLIEST) -> list[Decision]:
    """A seat's costliest decisions that surely cost something, largest regret first."""
    return review.costliest_of(seat, count)


def costliest(review: Review) -> list[Decision]:
    """The costliest decisions of the game (of anyone) that surely cost something (the model's list)."""
    return [review.decisions[i] for i in review.costliest]


def chart_description(review: Review) -> str:
    """The graph in words, for a screen reader: where each player's chance rose and fell most,
    and the three costliest moves."""
    parts = []
    chances = [p.win_chances for p in review.positions]
    for seat, name in enumerate(review.seats):
        line = [c[seat] for c in chances]
        steps = [(line[n] - line[n - 1], n) for n in range(1, len(line))]
        if not steps:
            continue
        rise, rise_at = max(steps, key=lambda s: (s[0], -s[1]))
        fall, fall_at = min(steps, key=lambda s: (s[0], s[1]))
        sentence = translate("Review", "{name}: {start} at the set-up, {end} at the end.").format(
            name=shown(name, 40), start=percent(line[0]), end=percent(line[-1])
        )
        if round(100 * rise) > 0:
            sentence += " " + translate("Review", "Rose most with move {number} (by {change}).").format(
                number=rise_at, change=percent(rise)
            )
        if round(100 * fall) < 0:
            sentence += " " + translate("Review", "Fell most with move {number} (by {change}).").format(
                number=fall_at, change=percent(-fall)
            )
        parts.append(sentence)
    worst = costliest(review)
    if worst:
        moves = translate("Review", ", ").join(
            translate("Review", "move {number} ({name}, {cost})").format(
                number=move_number(d.action_index), name=shown(review.seats[d.seat], 40), cost=ShownCost.of(d).cost
            )
            for d in worst
        )
        parts.append(translate("Review", "The costliest moves: {moves}.").format(moves=moves))
    else:
        parts.append(translate("Review", "No move surely cost any win chance."))
    return no_break(" ".join(parts))
