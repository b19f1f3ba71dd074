"""Tasks: the task model, its JSON file format, and validation that names every mistake.

A task file holds one task, a task set file `{"tasks": [...]}`. Players may write tasks by
hand, so loading never shows a traceback: every problem becomes one sentence naming the task
(its id, or its place in the set as "#3") and the field ("cockroaches[2].facing",
"solution[4].to"), and the problems of a file are reported together so one run of
`bugbox schaben check` shows what to fix: the first `MAX_REPORTED` of them and a count of the
rest (a file with 500,000 bad box squares printed 500,000 lines and, in the app, built an
error label of 42 million characters).

```json
{"id": "12B", "difficulty": "medium",
 "exterminator": {"square": "D4", "facing": "N"},
 "cockroaches": [{"square": "A1", "facing": "E"}],
 "boxes": ["C3"], "target": null,
 "cards": ["forward", "left", "turn_around", "box"],
 "solution": [{"card": "turn_around"}, {"card": "left", "to": "A4"},
              {"card": "box", "place": "B2"}, {"card": "forward", "to": "A7"}]}
```

A solution step is a `PlayCard` without its `kind`: the card, and `to` for a move (his own
square for the zero-square play) or `place` / `remove` for a box card. In strict mode (the
shipped set, `check`) `id`, `difficulty` and `solution` are required; the game and `solve`
accept tasks without them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict

from ...core.errors import IllegalAction, LoadError
from ...core.files import FileTooLarge, NotARegularFile, read_capped, shown
from ...core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate
from ...core.jsonshape import TooDeep, loads
from ...core.players import Seat, Setup
from .board import is_square, square_index
from .rules import (
    BOX_OF_CARDS,
    CARDS,
    CTX,
    CardName,
    Cockroach,
    Facing,
    PlayCard,
    Square,
    State,
    apply,
    line_of_sight,
)

MAX_COCKROACHES = 6
DIFFICULTIES = ("easy", "medium", "hard")
TASK_FIELDS = ("id", "difficulty", "exterminator", "cockroaches", "boxes", "target", "cards", "solution")
STEP_FIELDS = ("card", "to", "place", "remove")
#: A task file bigger than this is not a task file (the whole shipped set is ~20 kB).
MAX_FILE_BYTES = 4 * 1024 * 1024
#: How many problems of one file are spelt out; the rest are counted.
MAX_REPORTED = 30


class Placed(BaseModel):
    """A figure on the board: the exterminator or a cockroach."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    square: Square
    facing: Facing


class Task(BaseModel):
    """One task card: the starting line-up, the cards, and (usually) a stored solution."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str | None = None
    difficulty: Literal["easy", "medium", "hard"] | None = None
    exterminator: Placed
    cockroaches: tuple[Placed, ...] = ()
    boxes: tuple[Square, ...] = ()
    target: Square | None = None
    cards: tuple[CardName, ...]
    solution: tuple[PlayCard, ...] | None = None

    def start_state(self) -> State:
        return State(
            task_id=self.id,
            target=self.target,
            exterminator=self.exterminator.square,
            facing=self.exterminator.facing,
            cockroaches=tuple(
                Cockroach(number=i, square=c.square, facing=c.facing) for i, c in enumerate(self.cockroaches)
            ),
            boxes=tuple(sorted(self.boxes, key=square_index)),
            hand=tuple(sorted(self.cards, key=CARDS.index)),
        )

    def to_json(self) -> dict[str, Any]:
        """The task in the file format, fields in the documented order."""
        out: dict[str, Any] = {}
        if self.id is not None:
            out["id"] = self.id
        if self.difficulty is not None:
            out["difficulty"] = self.difficulty
        out["exterminator"] = self.exterminator.model_dump()
        out["cockroaches"] = [c.model_dump() for c in self.cockroaches]
        out["boxes"] = list(self.boxes)
        out["target"] = self.target
        out["cards"] = list(self.cards)
        if self.solution is not None:
            out["solution"] = [step_json(s) for s in self.solution]
        return out


def step_json(step: PlayCard) -> dict[str, str]:
    """A solution step as written in task files: no `kind`, no empty fields."""
    return step.model_dump(exclude={"kind"}, exclude_none=True)


class TaskError(LoadError):
    """A task or task file with problems; `problems` lists one `Message` per mistake, at most
    `MAX_REPORTED` of them, then one saying how many more there are (`total` counts all)."""

    def __init__(self, problems: list[Message], total: int | None = None):
        total = len(problems) if total is None else total
        shown = list(problems[:MAX_REPORTED])
        if total > len(shown):
            more = total - len(shown)
            shown.append(msg(CTX, translate("Schaben", "…and %n more problem(s) not listed here.", None, more), n=more))
        self.problems = shown
        self.total = total
        super().__init__(shown[0])


class _Tally:
    """The problems of one file: the first `MAX_REPORTED` as sentences, the rest counted only
    (building half a million sentences cost seconds and hundreds of megabytes)."""

    def __init__(self) -> None:
        self.kept: list[Message] = []
        self.total = 0

    def add(self, text: str, task: str, args: dict[str, Any]) -> None:
        self.total += 1
        if len(self.kept) < MAX_REPORTED:
            self.kept.append(_problem(text, task, **args))

    def error(self) -> TaskError:
        return TaskError(self.kept, self.total)


# --- Validation -----------------------------------------------------------------------------


def _problem(text: str, task: str, **args: Any) -> Message:
    return msg(CTX, text, task=task, **args)


class _Checker:
    """Walks one raw task and writes down every problem, naming the field."""

    def __init__(self, label: str, tally: _Tally | None = None):
        self.label = label
        self.tally = tally or _Tally()
        self.count = 0  # this task's problems

    def add(self, text: str, **args: Any) -> None:
        self.count += 1
        self.tally.add(text, self.label, args)

    def square(self, value: Any, field: str) -> str | None:
        if is_square(value):
            return value
        self.add(
            QT_TRANSLATE_NOOP(
                "Schaben", "Task {task}: {field} is {value}, which is not a square of the kitchen (A1 to G7)."
            ),
            field=field,
            value=_show(value),
        )
        return None

    def placed(self, value: Any, field: str) -> Placed | None:
        if not isinstance(value, dict):
            self.add(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "Task {task}: {field} must be an object with a square and a "
                    'facing, like {{"square": "D4", "facing": "N"}}.',
                ),
                field=field,
            )
            return None
        ok = self.no_unknown(value, ("square", "facing"), field)
        if "square" not in value or "facing" not in value:
            missing = "square" if "square" not in value else "facing"
            self.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} is missing."), field=f"{field}.{missing}")
            return None
        square = self.square(value["square"], f"{field}.square")
        facing = value["facing"]
        if facing not in ("N", "E", "S", "W"):
            self.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} is {value}; a facing is N, E, S or W."),
                field=f"{field}.facing",
                value=_show(facing),
            )
            return None
        return Placed(square=square, facing=facing) if square and ok else None

    def no_unknown(self, value: dict, known: tuple[str, ...], field: str) -> bool:
        ok = True
        for key in value:
            if key in known:
                continue
            ok = False
            if field:
                self.add(
                    QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} has an unknown field {name}."),
                    field=field,
                    name=_show(key),
                )
            else:
                self.add(
                    QT_TRANSLATE_NOOP("Schaben", "Task {task}: the task has an unknown field {name}."), name=_show(key)
                )
        return ok

    def listed(self, raw: dict, field: str) -> list | None:
        value = raw.get(field, [])
        if isinstance(value, list):
            return value
        self.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} must be a list."), field=field)
        return None


def _show(value: Any) -> str:
    """A value from a file, quoted, escaped (no control character reaches a terminal) and cut
    short, for an error message."""
    if isinstance(value, (dict, list)) and len(value) > 10:  # never dump a huge value to cut it
        value = value[:10] if isinstance(value, list) else dict(list(value.items())[:10])
    text = shown(json.dumps(value, ensure_ascii=False), 1000)
    return text if len(text) <= 30 else text[:27] + "..."


def task_label(raw: Any, position: int | None) -> str:
    """How messages name a task: its id, else its place in the set, else "(no id)"."""
    task_id = raw.get("id") if isinstance(raw, dict) else None
    if isinstance(task_id, str) and task_id.strip():
        return shown(task_id[:20])
    if isinstance(task_id, int) and not isinstance(task_id, bool):
        return str(task_id)[:20]
    return f"#{position}" if position is not None else "(no id)"


def parse_task(
    raw: Any, strict: bool = True, position: int | None = None, check_solution: bool = True, tally: _Tally | None = None
) -> Task:
    """A validated `Task` from its JSON data, or `TaskError` listing its problems (with
    `tally`, the problems of the whole file so far)."""
    check = _Checker(task_label(raw, position), tally)
    if not isinstance(raw, dict):
        check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: this is not a task (a task is a JSON object)."))
        raise check.tally.error()
    check.no_unknown(raw, TASK_FIELDS, "")
    for field in ("exterminator", "cards") + (("id", "difficulty", "solution") if strict else ()):
        if field not in raw:
            check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} is missing."), field=field)

    task_id = raw.get("id")
    if task_id is not None and not (isinstance(task_id, str) and 0 < len(task_id.strip()) <= 20):
        check.add(QT_TRANSLATE_NOOP("Schaben", 'Task {task}: id must be a short text such as "12B".'))
        task_id = None
    difficulty = raw.get("difficulty")
    if difficulty is not None and difficulty not in DIFFICULTIES:
        check.add(
            QT_TRANSLATE_NOOP("Schaben", "Task {task}: difficulty is {value}; use easy, medium or hard."),
            value=_show(difficulty),
        )
        difficulty = None

    exterminator = check.placed(raw["exterminator"], "exterminator") if "exterminator" in raw else None

    cockroaches: list[Placed] = []
    listed = check.listed(raw, "cockroaches") or []
    if len(listed) > MAX_COCKROACHES:
        check.add(
            QT_TRANSLATE_NOOP("Schaben", "Task {task}: cockroaches lists {count}, but the game has only 6."),
            count=len(listed),
        )
    for i, item in enumerate(listed):
        placed = check.placed(item, f"cockroaches[{i}]")
        if placed:
            cockroaches.append(placed)

    boxes: list[str] = []
    for i, item in enumerate(check.listed(raw, "boxes") or []):
        square = check.square(item, f"boxes[{i}]")
        if square and square in boxes:
            check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: boxes lists {square} twice."), square=square)
        elif square:
            boxes.append(square)

    target = raw.get("target")
    if target is not None:
        target = check.square(target, "target")

    cards: list[str] = []
    listed_cards = check.listed(raw, "cards") if "cards" in raw else None
    for i, item in enumerate(listed_cards or []):
        if item in CARDS:
            cards.append(item)
        else:
            check.add(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "Task {task}: cards[{index}] is {value}, which is not a movement "
                    "card (forward, backward, left, right, turn_left, turn_right, "
                    "turn_around, box).",
                ),
                index=i,
                value=_show(item),
            )
    if listed_cards is not None and not listed_cards:
        check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: cards is empty; a task needs at least one card."))
    for name, limit in zip(CARDS, BOX_OF_CARDS, strict=True):
        if cards.count(name) > limit:
            check.add(
                QT_TRANSLATE_NOOP(
                    "Schaben", "Task {task}: cards has {count} x {card}, but the box holds only {limit}."
                ),
                count=cards.count(name),
                card=name,
                limit=limit,
            )

    if exterminator and not check.count:
        _check_line_up(check, exterminator, cockroaches, boxes, target)
    if check.count:
        raise check.tally.error()

    task = Task(
        id=task_id,
        difficulty=difficulty,
        exterminator=exterminator,
        cockroaches=tuple(cockroaches),
        boxes=tuple(boxes),
        target=target,
        cards=tuple(cards),
    )
    raw_solution = raw.get("solution")
    if raw_solution is None and strict and "solution" in raw:  # `check` wants a stored solution
        check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} must be a list."), field="solution")
        raise check.tally.error()
    if raw_solution is not None and check_solution:
        task = task.model_copy(update={"solution": _check_solution(check, task, raw_solution)})
        if check.count:
            raise check.tally.error()
    return task


def _check_line_up(
    check: _Checker, exterminator: Placed, cockroaches: list[Placed], boxes: list[str], target: str | None
) -> None:
    """Rule 1: nothing stands where it may not, and nothing is caught before the first card."""
    home = exterminator.square
    if home in boxes:
        check.add(
            QT_TRANSLATE_NOOP("Schaben", "Task {task}: boxes puts a box on {square}, where the exterminator stands."),
            square=home,
        )
    ex, facing = square_index(home), "NESW".index(exterminator.facing)
    box_mask = sum(1 << square_index(b) for b in boxes)
    sight = line_of_sight(ex, facing, box_mask)
    for i, roach in enumerate(cockroaches):
        field = f"cockroaches[{i}]"
        if roach.square == home:
            check.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} stands on {square}, the exterminator's square."),
                field=field,
                square=roach.square,
            )
        elif roach.square in boxes:
            check.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} stands on {square}, where there is a box."),
                field=field,
                square=roach.square,
            )
        elif square_index(roach.square) in sight:
            check.add(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "Task {task}: {field} on {square} is already in the "
                    "exterminator's line of sight; it would be caught before the "
                    "first card.",
                ),
                field=field,
                square=roach.square,
            )
    if target is None and not cockroaches:
        check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: there is nothing to do: no cockroaches and no target."))
    if target is not None and target == home:
        check.add(
            QT_TRANSLATE_NOOP("Schaben", "Task {task}: target {square} is where the exterminator already stands."),
            square=target,
        )


def _check_solution(check: _Checker, task: Task, raw: Any) -> tuple[PlayCard, ...]:
    """Each step must be a well-formed, legal play, and the last one must solve the task."""
    if not isinstance(raw, list):
        check.add(QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} must be a list."), field="solution")
        return ()
    state = task.start_state()
    steps: list[PlayCard] = []
    for i, item in enumerate(raw):
        field = f"solution[{i}]"
        if not isinstance(item, dict):
            check.add(
                QT_TRANSLATE_NOOP(
                    "Schaben", 'Task {task}: {field} must be an object such as {{"card": "left", "to": "A4"}}.'
                ),
                field=field,
            )
            return ()
        if not check.no_unknown(item, STEP_FIELDS, field):
            return ()
        if item.get("card") not in CARDS:
            check.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} is {value}, which is not a movement card."),
                field=f"{field}.card",
                value=_show(item.get("card")),
            )
            return ()
        for key in ("to", "place", "remove"):
            if key in item and not check.square(item[key], f"{field}.{key}"):
                return ()
        step = PlayCard(**item)
        if state.status != "playing":
            check.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} comes after the task is already solved."),
                field=field,
            )
            return ()
        if item["card"] not in state.hand:
            check.add(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "Task {task}: {field} plays {card}, but no such card is left: cards does not hold enough of them.",
                ),
                field=field,
                card=item["card"],
            )
            return ()
        try:
            state, _ = apply(state, step)
        except IllegalAction as error:
            check.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: {field} cannot be played: {reason}"),
                field=field,
                reason=error.reason,
            )
            return ()
        steps.append(step)
    if state.status != "solved":
        if task.target is not None:
            check.add(
                QT_TRANSLATE_NOOP(
                    "Schaben",
                    "Task {task}: the solution does not solve the task: the "
                    "exterminator ends on {square}, not on the target.",
                ),
                square=state.exterminator,
            )
        else:
            n = len(state.cockroaches)
            check.add(
                translate(
                    "Schaben", "Task {task}: the solution does not solve the task: %n cockroach(es) are left.", None, n
                ),
                n=n,
            )
    return tuple(steps)


# --- Files -----------------------------------------------------------------------------------


@dataclass
class TaskReading:
    """A task file read entry by entry: the good tasks, the problems of the others (the first
    `MAX_REPORTED` and a count, as `TaskError`), and how many entries the file holds."""

    tasks: list[Task] = dataclass_field(default_factory=list)
    problems: list[Message] = dataclass_field(default_factory=list)
    entries: int = 0
    problem_count: int = 0

    @property
    def left_out(self) -> int:
        return self.entries - len(self.tasks)


def _entries(raw: Any) -> tuple[list[Any], list[int | None]]:
    """The task entries of a task file (one task) or a task set file (`{"tasks": [...]}`)."""
    if isinstance(raw, dict) and "tasks" in raw:
        if set(raw) != {"tasks"}:
            raise TaskError(
                [msg(CTX, QT_TRANSLATE_NOOP("Schaben", 'A task set file holds only "tasks"; remove the other fields.'))]
            )
        if not isinstance(raw["tasks"], list) or not raw["tasks"]:
            raise TaskError([msg(CTX, QT_TRANSLATE_NOOP("Schaben", '"tasks" must be a list with at least one task.'))])
        return raw["tasks"], list(range(1, len(raw["tasks"]) + 1))
    if isinstance(raw, dict):
        return [raw], [None]
    raise TaskError(
        [
            msg(
                CTX,
                QT_TRANSLATE_NOOP("Schaben", 'This file holds neither a task nor a task set ({{"tasks": [...]}}).'),
            )
        ]
    )


def sort_out(
    raw: Any,
    strict: bool = True,
    check_solution: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> TaskReading:
    """The good tasks of a task or task set file and the problems of the others: one bad
    entry costs that entry alone. A task whose id an earlier one has is left out. `progress`
    hears (entries done, entries) every 50 entries. `TaskError` when the document is no task
    file at all."""
    items, positions = _entries(raw)
    tasks: list[Task] = []
    seen: set[str | None] = set()
    tally = _Tally()
    for done, (item, position) in enumerate(zip(items, positions, strict=True), start=1):
        if progress is not None and done % 50 == 0:
            progress(done, len(items))
        try:
            task = parse_task(item, strict, position, check_solution, tally)
        except TaskError:
            continue
        if task.id is not None and task.id in seen:
            tally.add(
                QT_TRANSLATE_NOOP("Schaben", "Task {task}: this id is used by an earlier task too."), shown(task.id), {}
            )
            continue
        seen.add(task.id)
        tasks.append(task)
    return TaskReading(tasks, tally.error().problems if tally.total else [], len(items), tally.total)


def parse_document(raw: Any, strict: bool = True, check_solution: bool = True) -> list[Task]:
    """The tasks of a task file (one task) or a task set file (`{"tasks": [...]}`); `TaskError`
    lists the problems when there is any."""
    reading = sort_out(raw, strict, check_solution)
    if reading.problem_count:
        raise TaskError(reading.problems[:MAX_REPORTED], reading.problem_count)
    return reading.tasks


def read_document(path: Path | str) -> Any:
    """The JSON of a task file, within its limits; `TaskError` says what is wrong with it."""
    path = Path(path)
    try:
        text = read_capped(path, MAX_FILE_BYTES).decode("utf-8-sig")  # a BOM is fine, as in saves
    except FileTooLarge:
        raise TaskError(
            [
                msg(
                    CTX,
                    QT_TRANSLATE_NOOP("Schaben", "{file} is far too large to be a task file."),
                    file=shown(path.name),
                )
            ]
        )
    except NotARegularFile:
        raise TaskError(
            [
                msg(
                    CTX,
                    QT_TRANSLATE_NOOP(
                        "Schaben",
                        "{file} is not an ordinary file (perhaps a device or a pipe), so it is not a task file.",
                    ),
                    file=shown(path.name),
                )
            ]
        )
    except (OSError, UnicodeDecodeError):
        raise TaskError(
            [msg(CTX, QT_TRANSLATE_NOOP("Schaben", "{file} could not be read."), file=shown(str(path), 200))]
        )
    try:
        return loads(text)
    except json.JSONDecodeError as error:
        raise TaskError(
            [
                msg(
                    CTX,
                    QT_TRANSLATE_NOOP("Schaben", "{file} is not valid JSON (line {line}, column {column}: {problem})."),
                    file=shown(path.name),
                    line=error.lineno,
                    column=error.colno,
                    problem=error.msg,
                )
            ]
        )
    except TooDeep:  # deeper than any task file: refused before a model sees it (`jsonshape`)
        raise TaskError(
            [
                msg(
                    CTX,
                    QT_TRANSLATE_NOOP("Schaben", "{file} is nested too deeply to be a task file."),
                    file=shown(path.name),
                )
            ]
        )
    except ValueError:  # valid JSON that Python will not read (a number of 5000 digits, no text)
        raise TaskError(
            [msg(CTX, QT_TRANSLATE_NOOP("Schaben", "{file} could not be read."), file=shown(str(path), 200))]
        )


def load_file(path: Path | str, strict: bool = True, check_solution: bool = True) -> list[Task]:
    """Read and validate a task or task set file; `TaskError` says what is wrong."""
    return parse_document(read_document(path), strict, check_solution)


def read_tasks(
    path: Path | str,
    strict: bool = False,
    check_solution: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> TaskReading:
    """The good tasks of a file and the problems of the rest, in one reading (the browser's
    own tasks and the player's new puzzles: one bad entry costs that entry alone)."""
    try:
        return sort_out(read_document(path), strict, check_solution, progress)
    except TaskError as error:
        return TaskReading([], list(error.problems), 0, error.total)


def dump_set(tasks: list[Task]) -> str:
    """A task set file: one task per line, so a diff shows which tasks changed."""
    lines = [json.dumps(t.to_json(), ensure_ascii=False) for t in tasks]
    return '{"tasks": [\n' + ",\n".join(lines) + "\n]}\n"


@lru_cache(maxsize=1)
def shipped_tasks() -> tuple[Task, ...]:
    """The task set that comes with bugbox (0A, 0B, 1A ... 40B)."""
    from ...paths import resource

    return tuple(load_file(resource("schaben", "tasks.json")))


def task_setup(task: Task) -> Setup:
    """The set-up of a game of `task`: one seat, the task in the options (a save holds it)."""
    return Setup(seats=(Seat(name="Player", colour="green"),), options={"task": task.to_json()})


def sample_setup() -> Setup:
    """The first shipped task's set-up: the game the box starts when one is wanted without a
    choice (the registry's `sample_setup`; tests and screenshots)."""
    return task_setup(shipped_tasks()[0])
