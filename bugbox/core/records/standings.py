"""The Records page's tables: who is ahead, counted from the kept games' summaries.

Counted fresh from the summaries each time (thousands of games take milliseconds), so a rename,
a merge or a reset shows at once and nothing counted is ever stored. People are counted by name
without case and after renames; computer seats by level, so "Computer (hard)" has a record of
its own. Schaben jagen is a solo puzzle: it is counted per difficulty and task instead
(`TaskRow`). The order the games ended in (their file names) makes the streaks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from ..files import shown
from ..i18n import Message
from ..registry import GAMES
from .names import Names, fold

CTX = "Records"


def extra_columns(game_id: str) -> tuple[tuple[str, Message], ...]:
    """The game's own columns on the Records page (its spec's `record_columns`)."""
    game = GAMES.get(game_id)
    return game.record_columns if game is not None else ()


def counted_by_task(game_id: str) -> bool:
    """A solo puzzle counted per task and difficulty instead of per player (`Figures.tasks`)."""
    game = GAMES.get(game_id)
    return game is not None and game.counted_by_task


LEVELS = ("easy", "normal", "hard")
DIFFICULTIES = ("easy", "medium", "hard", "lesson")


@dataclass
class Row:
    """One line of the Records table: a player (by name) or a computer level."""

    key: str
    label: str
    computer: bool
    played: int = 0
    won: int = 0
    scores: list[int] = field(default_factory=list)
    streak: int = 0
    longest_streak: int = 0
    fastest_win: float | None = None
    extra: dict[str, float] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    @property
    def best(self) -> int | None:
        return max(self.scores) if self.scores else None

    @property
    def average(self) -> float | None:
        return sum(self.scores) / len(self.scores) if self.scores else None


@dataclass
class TaskRow:
    """Schaben jagen per difficulty: tasks solved, tries, help used, tasks solved at once."""

    difficulty: str
    solved: int = 0
    attempts: int = 0
    hints: int = 0
    solutions: int = 0
    first_try: int = 0


@dataclass
class Figures:
    """One game's tab: how many games count, the rows per player or level, and per difficulty
    for a task game."""

    game_id: str
    games: int
    rows: list[Row]
    tasks: list[TaskRow]


def counted(summaries: Iterable[dict[str, Any]], game_id: str, names: Names) -> list[dict[str, Any]]:
    """The game's summaries that count (after its last reset), oldest first. A file's name
    begins with the moment its game ended, in the same form as a reset is noted."""
    since = names.resets.get(game_id, "")
    return [s for s in summaries if s.get("game") == game_id and str(s.get("file", "")) > since]


def figures(summaries: Iterable[dict[str, Any]], game_id: str, names: Names) -> Figures:
    """Per player name (matched without case, after renames) and per computer level: games
    played and won, scores, the longest run of wins, the fastest win and the game's own
    figures; for Schaben jagen per difficulty."""
    games = counted(summaries, game_id, names)
    rows: dict[str, Row] = {}
    for summary in games:
        for seat in summary["seats"]:
            if seat.get("computer"):
                level = seat.get("level") if seat.get("level") in LEVELS else "normal"
                key, label = f"\0level:{level}", level
            else:
                label = names.canonical(seat["name"])
                key = fold(label)
            row = rows.get(key)
            if row is None:
                row = rows[key] = Row(key, shown(label), bool(seat.get("computer")))
            row.played += 1
            won = seat["place"] == 1
            row.scores.append(seat["score"])
            if won:
                row.won += 1
                row.streak += 1
                row.longest_streak = max(row.longest_streak, row.streak)
                duration = float(summary.get("duration") or 0)
                if duration > 0 and (row.fastest_win is None or duration < row.fastest_win):
                    row.fastest_win = duration
            else:
                row.streak = 0
            for name, value in seat["stats"].items():
                if isinstance(value, int | float) and not isinstance(value, bool):
                    if name in ("biggest_catch", "luck_converted"):
                        row.extra[name] = max(row.extra.get(name, 0), value)
                    else:
                        row.extra[name] = row.extra.get(name, 0) + value
    ordered = sorted(rows.values(), key=lambda r: (r.computer, -r.won, -r.played, r.label.casefold()))
    for row in ordered:
        if "busts" in row.extra and row.played:
            row.extra["busts_per_game"] = row.extra["busts"] / row.played
    return Figures(game_id, len(games), ordered, _tasks(games) if counted_by_task(game_id) else [])


def _tasks(games: list[dict[str, Any]]) -> list[TaskRow]:
    rows = {difficulty: TaskRow(difficulty) for difficulty in DIFFICULTIES}
    solved: dict[str, set[str]] = {difficulty: set() for difficulty in DIFFICULTIES}
    tried: set[str] = set()
    for summary in games:
        stats = summary.get("stats", {})
        difficulty = stats.get("difficulty") if stats.get("difficulty") in DIFFICULTIES else "lesson"
        task = str(stats.get("task", ""))
        row = rows[difficulty]
        row.attempts += 1
        help_used = summary.get("help", {})
        row.hints += int(help_used.get("hints", 0))
        row.solutions += int(help_used.get("solutions", 0))
        if stats.get("solved"):
            solved[difficulty].add(task)
            if task not in tried and not help_used.get("solutions"):  # shown the solution: not on his own
                row.first_try += 1
        tried.add(task)
    for difficulty, row in rows.items():
        row.solved = len(solved[difficulty])
    return [row for row in rows.values() if row.attempts or row.difficulty != "lesson"]


def winners_of(summary: dict[str, Any]) -> list[str]:
    """The escaped names of a kept game's winners."""
    return [shown(seat["name"]) for seat in summary.get("seats", []) if seat.get("place") == 1]
