"""Write the golden saves of tests/golden/: games of this version that must load for ever.

    python tools/make_golden_saves.py              # write the goldens that do not exist yet
    python tools/make_golden_saves.py --positions  # re-record the expected positions only

Each golden is a game played through the rules (no Qt), from a fixed seed, by the computer
players' own `choose_action` (Voll verasselt, Verflixxt) or a task's stored solution (Schaben
jagen), written with the real `save_session` as `tests/golden/v<SAVE_VERSION>/<name>.save.json`,
and beside it `<name>.expected.json`: `position()` of `tests/unit/core/test_golden_saves.py`
(that test defines what a position is; this script only records it).

The goldens are frozen. This script never overwrites a save: to add a golden, add it to
`GOLDENS` and run the script; after a new `SAVE_VERSION`, it writes the set again into the new
version's folder and the old folders stay. `--positions` replays the saves that exist and
rewrites their expected positions; use it only when a state gains or renames a field on
purpose (the saves still replay to the same game) and review the diff. If a save no longer
replays to its position because the rules changed, that is what the test is there to catch
(docs/architecture.md, "Save format and its versions").
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bugbox.core.players import Level, Seat, Setup  # noqa: E402
from bugbox.core.saves import SAVE_VERSION, load_save, save_session  # noqa: E402
from bugbox.core.session import Session  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
#: The goldens' `created` (their `updated` is when the script wrote them).
CREATED = "2026-01-01T00:00:00+00:00"
LEVELS = (Level.EASY, Level.NORMAL, Level.HARD)


def _position() -> Callable[[Session], dict[str, Any]]:
    spec = importlib.util.spec_from_file_location(
        "test_golden_saves", ROOT / "tests" / "unit" / "core" / "test_golden_saves.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.position


def seats(names_colours: list[tuple[str, str]], computers: bool = True) -> tuple[Seat, ...]:
    """Seat 0 is a human, the others computer players of easy, normal, hard... levels."""
    return tuple(
        Seat(name=name, colour=colour, computer=computers and i > 0, level=LEVELS[i % 3])
        for i, (name, colour) in enumerate(names_colours)
    )


def computers_play(session: Session, stop: Callable[[Session], bool] | None = None) -> Session:
    """Every decision by the game's computer player at a level chosen by seat, until the game
    is over or `stop(session)`."""
    ai = __import__(f"bugbox.games.{session.game_id}.ai", fromlist=["choose_action"])
    while not session.is_over() and not (stop and stop(session)):
        seat = session.deciding_player()
        assert seat is not None
        number = len(session.actions)
        session.play(ai.choose_action(session.state, LEVELS[seat % 3], session.seed * 1000 + number))
    return session


def solution_play(session: Session, steps: int | None = None) -> Session:
    """The task's stored solution, or its first `steps` cards."""
    from bugbox.games.schaben.rules import PlayCard

    for raw in session.setup.options["task"]["solution"][:steps]:
        session.play(PlayCard(**raw))
    return session


def first_legal_play(session: Session) -> Session:
    """Always the first legal action, until the game is over."""
    while not session.is_over():
        session.play(session.rules.legal_actions(session.state)[0])
    return session


def shipped(task_id: str) -> dict[str, Any]:
    from bugbox.games.schaben.tasks import shipped_tasks

    return next(t for t in shipped_tasks() if t.id == task_id).to_json()


#: A task as a player writes one by hand (no id, difficulty or solution), with a box, a box
#: card and a turn card; played by "first legal card" it ends failed.
CUSTOM_TASK: dict[str, Any] = {
    "exterminator": {"square": "D4", "facing": "N"},
    "cockroaches": [{"square": "A1", "facing": "E"}, {"square": "G6", "facing": "S"}],
    "boxes": ["B6"],
    "target": None,
    "cards": ["forward", "box", "turn_right", "left"],
}

VERASSELT_2 = [("Ada", "red"), ("Bob", "blue")]
VERASSELT_5 = [("Jürgen", "yellow"), ("さくら", "purple"), ("Zoë", "green"), ("Bob", "blue"), ("Ada", "red")]
VERASSELT_3 = [("Ada", "orange"), ("Bob", "red"), ("Cy", "green")]
VERFLIXXT_2 = [("Ada", "red"), ("Bob", "blue")]
VERFLIXXT_3 = [("Ada", "green"), ("Bob", "yellow"), ("Cy", "red")]
VERFLIXXT_4 = [("Ada", "red"), ("Bob", "blue"), ("Cy", "green"), ("Dee", "yellow")]
ONE_PLAYER = [("Player", "green")]


def _in_phase(phase: str, after: int) -> Callable[[Session], bool]:
    return lambda s: len(s.actions) >= after and s.state.phase == phase


#: name: (game, setup, seed, how it is played). Names say game, seats, what the save shows.
GOLDENS: dict[str, tuple[str, Setup, int, Callable[[Session], Session]]] = {
    "verasselt-2p-mid-pile-up": (
        "verasselt",
        Setup(seats=seats(VERASSELT_2), start_player=0),
        7,
        lambda s: computers_play(s, _in_phase("pile_up", 12)),
    ),
    "verasselt-5p-finished": (  # random start player, non-ASCII names, forced hub refills
        "verasselt",
        Setup(seats=seats(VERASSELT_5), start_player=None),
        1,
        computers_play,
    ),
    "verasselt-3p-one-card-per-bars-finished": (
        "verasselt",
        Setup(seats=seats(VERASSELT_3), start_player=2, options={"one_card_per_bars": True}),
        1,
        computers_play,
    ),
    "verasselt-3p-one-card-per-bars-mid-hotseat": (  # all human seats, stopped at a group choice
        "verasselt",
        Setup(seats=seats(VERASSELT_3, computers=False), options={"one_card_per_bars": True}),
        5,
        lambda s: computers_play(s, _in_phase("choose_group", 20)),
    ),
    "verflixxt-2p-mid": (
        "verflixxt",
        Setup(seats=seats(VERFLIXXT_2), start_player=1),
        3,
        lambda s: computers_play(s, _in_phase("move", 40)),
    ),
    "verflixxt-3p-wurminator-finished": (
        "verflixxt",
        Setup(seats=seats(VERFLIXXT_3), start_player=None, options={"wurminator": True}),
        1,
        computers_play,
    ),
    "verflixxt-4p-finished": ("verflixxt", Setup(seats=seats(VERFLIXXT_4), start_player=3), 11, computers_play),
    "verflixxt-4p-wurminator-mid-after-move": (  # stopped where the Wurminator may move "after"
        "verflixxt",
        Setup(seats=seats(VERFLIXXT_4), start_player=None, options={"wurminator": True}),
        2,
        lambda s: computers_play(s, _in_phase("wurminator", 30)),
    ),
    "schaben-31A-half-played": (
        "schaben",
        Setup(seats=seats(ONE_PLAYER), options={"task": shipped("31A")}),
        0,
        lambda s: solution_play(s, 3),
    ),
    "schaben-30A-solved": (
        "schaben",
        Setup(seats=seats(ONE_PLAYER), options={"task": shipped("30A")}),
        0,
        solution_play,
    ),
    "schaben-0A-tutorial-target-solved": (
        "schaben",
        Setup(seats=seats(ONE_PLAYER), options={"task": shipped("0A")}),
        0,
        solution_play,
    ),
    "schaben-custom-task-failed": (
        "schaben",
        Setup(seats=seats(ONE_PLAYER), options={"task": CUSTOM_TASK}),
        0,
        first_legal_play,
    ),
}


def write_json(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--positions",
        action="store_true",
        help="re-record the expected positions of the saves that exist; write no save",
    )
    args = parser.parse_args(argv)
    position = _position()
    folder = GOLDEN / f"v{SAVE_VERSION}"
    folder.mkdir(parents=True, exist_ok=True)
    if args.positions:
        for path in sorted(GOLDEN.glob("v*/*.save.json")):
            write_json(path.with_name(path.name.replace(".save.json", ".expected.json")), position(load_save(path)[1]))
            print(f"re-recorded {path.relative_to(ROOT)}")
        return 0
    for name, (game, setup, seed, play) in GOLDENS.items():
        path = folder / f"{name}.save.json"
        if path.exists():
            print(f"kept {path.relative_to(ROOT)} (goldens are never overwritten)")
            continue
        session = play(Session(game, setup, seed))
        save_session(session, path, created=CREATED)  # the file exactly as the app writes it
        loaded = load_save(path)[1]
        assert loaded.state == session.state, name
        write_json(folder / f"{name}.expected.json", position(loaded))
        print(
            f"wrote {path.relative_to(ROOT)}: {len(session.actions)} actions, "
            f"{'over' if session.is_over() else 'in progress'}, {path.stat().st_size} bytes"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
