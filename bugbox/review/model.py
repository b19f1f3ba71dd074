"""A game's review as plain data, and its JSON (`bugbox review --json` prints `as_json`).

The JSON has exactly the shape issue 40 asks for: `game`, `seats`, `positions` (one per
position, from the start to the end: the position with `action_index` i is the one before
action i), `decisions` (one per action taken where there was more than one legal action),
`costliest` (indices into `decisions`, largest regret first, at most three). The standard
errors of the estimates are kept beside it (`errors`, `regret_error`, `futures`) for the
text output and the app, which show how precise each figure is; `from_json` reads both.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

COSTLIEST = 3


@dataclass(frozen=True)
class Position:
    action_index: int
    win_chances: tuple[float, ...]
    errors: tuple[float, ...]  # the standard error of each chance (0 at the end: it is known)


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


@dataclass(frozen=True)
class Review:
    game: str
    seats: tuple[str, ...]
    positions: tuple[Position, ...]
    decisions: tuple[Decision, ...]
    seconds: float = 0.0
    complete: bool = True  # False when cancelled (the positions are then only those reviewed)
    notes: dict[str, Any] = field(default_factory=dict)

    @property
    def costliest(self) -> list[int]:
        """Indices into `decisions`, largest regret first (the earlier on a tie), at most three."""
        order = sorted(range(len(self.decisions)), key=lambda i: (-self.decisions[i].regret, i))
        return order[:COSTLIEST]

    def costliest_of(self, seat: int, count: int = COSTLIEST) -> list[Decision]:
        """A seat's costliest decisions, largest regret first (those that cost something)."""
        mine = [d for d in self.decisions if d.seat == seat and d.regret > 0]
        return sorted(mine, key=lambda d: (-d.regret, d.action_index))[:count]

    def as_json(self) -> dict[str, Any]:
        """Exactly the shape of issue 40 (the shape `bugbox review --json` prints)."""
        return {
            "game": self.game,
            "seats": list(self.seats),
            "positions": [
                {"action_index": p.action_index, "win_chances": [round(c, 4) for c in p.win_chances]}
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
                    "regret": round(d.regret, 4),
                }
                for d in self.decisions
            ],
            "costliest": self.costliest,
        }

    def to_json(self) -> dict[str, Any]:
        """`as_json` with the precision beside it, as the app keeps a review."""
        data = self.as_json()
        data["precision"] = {
            "errors": [[round(e, 4) for e in p.errors] for p in self.positions],
            "regret_errors": [round(d.regret_error, 4) for d in self.decisions],
            "alternatives": [d.alternatives for d in self.decisions],
            "futures": [d.futures for d in self.decisions],
        }
        data["seconds"] = round(self.seconds, 1)
        data["complete"] = self.complete
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Review:
        """A review kept by `to_json` (or printed by `as_json`: no precision then)."""
        precision = data.get("precision") or {}
        positions = data["positions"]
        decisions = data["decisions"]
        errors = precision.get("errors") or [[0.0] * len(p["win_chances"]) for p in positions]
        regret_errors = precision.get("regret_errors") or [0.0] * len(decisions)
        counts = precision.get("alternatives") or [0] * len(decisions)
        futures = precision.get("futures") or [0] * len(decisions)
        return cls(
            game=str(data["game"]),
            seats=tuple(str(s) for s in data["seats"]),
            positions=tuple(
                Position(int(p["action_index"]), tuple(float(c) for c in p["win_chances"]), tuple(map(float, e)))
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
                    alternatives=int(a),
                    futures=int(f),
                )
                for d, r, a, f in zip(decisions, regret_errors, counts, futures, strict=True)
            ),
            seconds=float(data.get("seconds", 0.0)),
            complete=bool(data.get("complete", True)),
        )
