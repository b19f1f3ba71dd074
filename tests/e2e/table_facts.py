"""What a screen reader must find on each game's table, for one golden save per game.

The facts come from the position the save replays to, read through the game's Qt-free model,
never from the view: the scores, the dice or die showing, the cards and pieces and where they
stand, and one named action per legal decision. A fact is a tuple of words that must all stand
in one accessible node's name (`atspi_reader.found`). The screen-reader test and the
measurement of the tree (before and after) use the same facts.

The golden save is copied with the deciding seat as the only person at this computer and the
other seats played by the computer, so the table offers the decisions at once (no hand-over
greeting) and no computer moves while it is read (it is not their turn).
"""

from __future__ import annotations

import importlib
import json
from pathlib import Path
from types import ModuleType

from bugbox.core.registry import GAMES
from bugbox.core.saves import load_save
from bugbox.core.session import Session

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "v1"


def _facts_module(game: str) -> ModuleType | None:
    """The game's own facts (tests/e2e/<game>/table_facts.py), if it has them."""
    try:
        return importlib.import_module(f"tests.e2e.{game}.table_facts")
    except ModuleNotFoundError:
        return None


_MODULES = {game: module for game in GAMES if (module := _facts_module(game)) is not None}
#: One golden save per game, in the middle of a game, a person deciding.
SAVES = {game: module.SAVE for game, module in _MODULES.items()}
#: The words naming each game's table (the table's accessible name holds them).
TABLE_NAMES = {game: module.TABLE_NAME for game, module in _MODULES.items()}

Fact = tuple[str, ...]


def golden_to_read(game: str, folder: Path) -> Path:
    """A copy of the game's golden save in `folder`, the deciding seat the one person here."""
    data = json.loads((GOLDEN / SAVES[game]).read_text(encoding="utf-8"))
    deciding = _session(GOLDEN / SAVES[game]).deciding_player()
    for index, seat in enumerate(data["setup"]["seats"]):
        seat["computer"] = index != deciding
    target = folder / SAVES[game]
    target.write_text(json.dumps(data), encoding="utf-8")
    return target


def _session(path: Path) -> Session:
    return load_save(path)[1]


def facts(game: str) -> list[Fact]:
    session = _session(GOLDEN / SAVES[game])
    return _MODULES[game].facts(session.state)
