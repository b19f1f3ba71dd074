"""Good files to spoil, and the ways a file on a player's disk gets spoilt.

`good_documents()` gives one valid file of every kind bugbox reads (settings, a save of each
game, a task file, a task set, the Schaben progress file). The hypothesis strategies in
`test_file_fuzz.py` and the seeded `corruptions()` below turn them into what a power cut, a
text editor, a newer bugbox or a curious child leave behind: random bytes, truncated JSON,
wrong types, huge numbers, unknown fields, other versions, other encodings, deep nesting, and
saves whose actions no longer replay.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from robust_games import choose, random_setup

from bugbox.core import registry
from bugbox.core.players import Seat, Setup
from bugbox.core.rng import Rng
from bugbox.core.saves import SaveFile
from bugbox.core.session import Session
from bugbox.core.settings import Settings

#: Values a careless or hostile writer might put anywhere in a file.
ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    10**30,
    -(10**30),
    2**64,
    2**63 - 1,
    1.5,
    1e308,
    -0.0,
    "",
    "x" * 300,
    "1",
    *registry.GAMES,  # the game ids, in the registry's order
    "red",
    "purple",
    "N",
    "A1",
    "H9",
    "roll",
    "play_card",
    "move",
    "pawn-0-0",
    "hard",
    [],
    {},
    [1, 2],
    {"a": 1},
    "ä漢字\u202e",
    "\ud800".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
)


def played_session(game_id: str, seed: int, actions: int) -> Session:
    """A game `actions` random decisions in (or over, whichever comes first)."""
    rng = Rng(seed)
    session = Session(game_id, random_setup(game_id, rng), seed)
    for _ in range(actions):
        if session.is_over():
            break
        session.play(choose(game_id, session.rules.legal_actions(session.state), rng))
    return session


def save_document(session: Session) -> dict[str, Any]:
    save = SaveFile(game=session.game_id, setup=session.setup, seed=session.seed, actions=session.action_dicts())
    return json.loads(save.model_dump_json())


@cache
def good_documents() -> dict[str, Any]:
    """One valid document per kind of file, as plain JSON data."""
    from bugbox.games.schaben.tasks import shipped_tasks

    tasks = shipped_tasks()
    settings = Settings(
        language="de",
        animation_speed="fast",
        last_setups={
            "verasselt": Setup(
                seats=(Seat(name="Ann", colour="red"), Seat(name="Bob", colour="blue", computer=True))
            ).model_dump(mode="json")
        },
    )
    return {
        "settings": json.loads(settings.model_dump_json()),
        "save_verasselt": save_document(played_session("verasselt", 1, 25)),
        "save_verflixxt": save_document(played_session("verflixxt", 2, 40)),
        "save_schaben": save_document(played_session("schaben", 4, 2)),
        "task": tasks[5].to_json(),
        "task_set": {"tasks": [t.to_json() for t in tasks[10:14]]},
        "progress": {
            "version": 1,
            "tasks": {
                "1A": {"solved": True, "tries": 3, "first_solved": "2026-01-02"},
                "2B": {"solved": False, "tries": 1},
            },
        },
    }


def dump(doc: Any) -> bytes:
    return json.dumps(doc, ensure_ascii=False, indent=1).encode("utf-8")


# --- walking a document -------------------------------------------------------------------


def paths(doc: Any, prefix: tuple = ()) -> list[tuple]:
    """Every place in a JSON document (the root is `()`), parents before children."""
    out = [prefix]
    if isinstance(doc, dict):
        for key, value in doc.items():
            out += paths(value, prefix + (key,))
    elif isinstance(doc, list):
        for index, value in enumerate(doc):
            out += paths(value, prefix + (index,))
    return out


def replaced(doc: Any, path: tuple, value: Any) -> Any:
    """A copy of `doc` with the value at `path` replaced (`path` must exist)."""
    if not path:
        return value
    head, rest = path[0], path[1:]
    if isinstance(doc, dict):
        return {k: (replaced(v, rest, value) if k == head else v) for k, v in doc.items()}
    return [replaced(v, rest, value) if i == head else v for i, v in enumerate(doc)]


def removed(doc: Any, path: tuple) -> Any:
    """A copy of `doc` without the key or list item at `path` (not the root)."""
    parent, last = path[:-1], path[-1]
    node = doc
    for key in parent:
        node = node[key]
    if isinstance(node, dict):
        smaller: Any = {k: v for k, v in node.items() if k != last}
    else:
        smaller = [v for i, v in enumerate(node) if i != last]
    return replaced(doc, parent, smaller)


# --- seeded corruption (for the GUI tests, where hypothesis does not drive) ----------------


def corruptions(doc: Any, rng: Rng, n: int) -> list[bytes]:
    """`n` spoilt versions of `doc`, each a different kind of damage."""
    good = dump(doc)
    out: list[bytes] = []
    for i in range(n):
        kind = i % 8
        if kind == 0:
            out.append(bytes(rng.below(256) for _ in range(rng.below(200))))
        elif kind == 1:
            out.append(good[: rng.below(len(good))])
        elif kind == 2:
            where = paths(doc)
            spoilt = doc
            while spoilt == doc:
                spoilt = replaced(doc, where[rng.below(len(where))], ODD_VALUES[rng.below(len(ODD_VALUES))])
            out.append(dump(spoilt))
        elif kind == 3:
            where = paths(doc)[1:]
            out.append(dump(removed(doc, where[rng.below(len(where))])))
        elif kind == 4:
            out.append(dump({**doc, "version": 2 + i if i < 8 else 10**20 + i}) if isinstance(doc, dict) else good)
        elif kind == 5:
            out.append(b"[" * rng.randint(500, 100_000))
        elif kind == 6:
            out.append(good.decode("utf-8").encode(rng.choice(["utf-16", "utf-32", "utf-8-sig"])))
        else:
            out.append(dump({**doc, f"from_the_future_{i}": {"x": 1}}) if isinstance(doc, dict) else b"null")
    return out


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file under `folder` with its bytes: loading must leave this as it was."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}
