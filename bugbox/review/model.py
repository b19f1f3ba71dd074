"""A game's review as plain data, and its JSON (`bugbox review --json` prints `as_json`).

The JSON keeps the shape issue 40 asked for: `game`, `seats`, `positions` (one per position,
from the start to the end: the position with `action_index` i is the one before action i),
`decisions` (one per action taken where there was more than one legal action), `costliest`
(indices into `decisions`, largest regret first, at most three, only those whose cost is
certain: a 95 % interval wholly above 0). Beside each figure it says how well it is known:
`margins` (a position's 95 % margin per seat), `regret_margin`, the `futures` played and
`exact` where the game was solved outright. `assumes` says what every chance assumes of the
play to come; `depth` the futures a position was played to; `stopped_early` that a time limit
cut the review short (its figures are then not the function of the game alone).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

COSTLIEST = 3
#: What every chance of a review assumes of the play to come (the page says it in words).
ASSUMES = "every seat plays like the hard computer from here on, and for the win once the endgame is solved exactly"
#: 95 % two-sided.
Z = 1.96


@dataclass(frozen=True)
class Position:
    action_index: int
    win_chances: tuple[float, ...]
    errors: tuple[float, ...]  # the standard error of each chance (0 only where it is exact)
    futures: int = 0  # the futures its chances were played on
    exact: bool = False  # known outright: the end, or a solved endgame

    @property
    def margins(self) -> tuple[float, ...]:
        """The 95 % margin of each chance."""
        return tuple(Z * e for e in self.errors)


@dataclass(frozen=True)
class Decision:
    action_index: int
    seat: int
    chosen: dict[str, Any]  # exactly as stored in the save
    best: dict[str, Any]
    win_chance_chosen: float
    win_chance_best: float
    regret: float
    regret_error: float  # the standard error of the regret (paired over common futures)
    alternatives: int  # how many choices were compared
    futures: int  # on how many common futures the chosen and the best were compared
    exact: bool = False  # every alternative known outright: the regret has no margin

    @property
    def regret_margin(self) -> float:
        """The 95 % margin of the regret."""
        return Z * self.regret_error

    @property
    def certain(self) -> bool:
        """Whether the choice surely cost something: its 95 % interval lies wholly above 0."""
        return self.regret > 0 and (self.exact or self.regret - self.regret_margin > 0)


@dataclass(frozen=True)
class Review:
    game: str
    seats: tuple[str, ...]
    positions: tuple[Position, ...]
    decisions: tuple[Decision, ...]
    seconds: float = 0.0
    complete: bool = True  # False when cancelled (the positions are then only those reviewed)
    notes: dict[str, Any] = field(default_factory=dict)
    depth: int = 0  # the futures a position was played to in the first round (0: not known)
    stopped_early: bool = False  # a time limit stopped it before its depth was played
    assumes: str = ASSUMES

    @property
    def costliest(self) -> list[int]:
        """Indices into `decisions` of those that surely cost something, largest regret first
        (the earlier on a tie), at most three."""
        costly = [i for i, d in enumerate(self.decisions) if d.certain]
        return sorted(costly, key=lambda i: (-self.decisions[i].regret, i))[:COSTLIEST]

    def costliest_of(self, seat: int, count: int = COSTLIEST) -> list[Decision]:
        """A seat's costliest decisions, largest regret first (those that surely cost something)."""
        mine = [d for d in self.decisions if d.seat == seat and d.certain]
        return sorted(mine, key=lambda d: (-d.regret, d.action_index))[:count]

    def as_json(self) -> dict[str, Any]:
        """The shape `bugbox review --json` prints: issue 40's, with the precision of each figure
        beside it. A shown regret is the difference of the two shown chances."""
        return {
            "game": self.game,
            "seats": list(self.seats),
            "assumes": self.assumes,
            "depth": self.depth,
            "stopped_early": self.stopped_early,
            "positions": [
                {
                    "action_index": p.action_index,
                    "win_chances": [round(c, 4) for c in p.win_chances],
                    "margins": [round(m, 4) for m in p.margins],
                    "futures": p.futures,
                    "exact": p.exact,
                }
                for p in self.positions
            ],
            "decisions": [
                {
                    "action_index": d.action_index,
                    "seat": d.seat,
                    "chosen": d.chosen,
                    "best": d.best,
                    "win_chance_chosen": round(d.win_chance_chosen, 4),
                    "win_chance_best": round(d.win_chance_best, 4),
                    "regret": round(round(d.win_chance_best, 4) - round(d.win_chance_chosen, 4), 4),
                    "regret_margin": round(d.regret_margin, 4),
                    "futures": d.futures,
                    "alternatives": d.alternatives,
                    "exact": d.exact,
                }
                for d in self.decisions
            ],
            "costliest": self.costliest,
        }

    def to_json(self) -> dict[str, Any]:
        """`as_json` with the standard errors and the time it took, as the app keeps a review."""
        data = self.as_json()
        data["precision"] = {
            "errors": [list(p.errors) for p in self.positions],
            "regret_errors": [d.regret_error for d in self.decisions],
        }
        data["seconds"] = round(self.seconds, 1)
        data["complete"] = self.complete
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Review:
        """A review kept by `to_json` or printed by `as_json` (then its errors are its margins
        over `Z`, to the JSON's four places)."""
        precision = data.get("precision") or {}
        positions = data["positions"]
        decisions = data["decisions"]
        errors = precision.get("errors") or [[m / Z for m in p.get("margins", [])] for p in positions]
        regret_errors = precision.get("regret_errors") or [d.get("regret_margin", 0.0) / Z for d in decisions]
        return cls(
            game=str(data["game"]),
            seats=tuple(str(s) for s in data["seats"]),
            positions=tuple(
                Position(
                    int(p["action_index"]),
                    tuple(float(c) for c in p["win_chances"]),
                    tuple(map(float, e)),
                    int(p.get("futures", 0)),
                    bool(p.get("exact", False)),
                )
                for p, e in zip(positions, errors, strict=True)
            ),
            decisions=tuple(
                Decision(
                    action_index=int(d["action_index"]),
                    seat=int(d["seat"]),
                    chosen=dict(d["chosen"]),
                    best=dict(d["best"]),
                    win_chance_chosen=float(d["win_chance_chosen"]),
                    win_chance_best=float(d["win_chance_best"]),
                    regret=float(d["regret"]),
                    regret_error=float(r),
                    alternatives=int(d.get("alternatives", 0)),
                    futures=int(d.get("futures", 0)),
                    exact=bool(d.get("exact", False)),
                )
                for d, r in zip(decisions, regret_errors, strict=True)
            ),
            seconds=float(data.get("seconds", 0.0)),
            complete=bool(data.get("complete", True)),
            depth=int(data.get("depth", 0)),
            stopped_early=bool(data.get("stopped_early", False)),
            assumes=str(data.get("assumes", ASSUMES)),
        )
