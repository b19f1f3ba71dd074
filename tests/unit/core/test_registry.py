"""The registry is the one list of games (issues 17 and 29): no module outside
`bugbox/core/registry.py` and a game's own package names a game id, no test outside a game's
own test folders lists the games (it reads the registry, so a fourth game is tested with the
others), and each spec agrees with the game it describes."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import bugbox
from bugbox.core import registry
from bugbox.core.players import Seat, Setup

PACKAGE = Path(bugbox.__file__).parent
TESTS = Path(__file__).resolve().parents[2]
GAME_IDS = tuple(registry.GAMES)

#: Test files (or folders, ending in "/") outside a game's test folders that may still list
#: game ids, and why. Everything else reads `registry.GAMES`.
MAY_LIST_GAMES = {
    "benchmarks/": "each benchmark measures named games against figures kept per game",
    "server/": "the table server's tests, being changed by another branch right now",
    "e2e/test_real_display.py": "each game's first human decision, made by hand on a real X server",
    "robustness/robust_games.py": "each game's own table invariants and illegal-move probes",
    "robustness/test_random_play.py": "how many random games per game, tuned to each game's length",
    "robustness/test_watchdog.py": "a long computer game set up per game",
    "gui/test_memory_per_game.py": "how many actions each game takes to end",
}


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (they may tell about the games)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def names_of_games(text: str, label: str = "") -> list[str]:
    """Where this module text names a game id in code: a string that is an id or a game's
    module path, or an import from a game's package. Docstrings and comments may name them."""
    tree = ast.parse(text, label)
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            named = [g for g in GAME_IDS if node.value == g or f"games.{g}" in node.value or f"games/{g}" in node.value]
        elif isinstance(node, ast.ImportFrom) and node.module:
            named = [g for g in GAME_IDS if f"games.{g}" in f"{node.module}." or node.module == g]
        else:
            continue
        found += [f"{label}:{node.lineno}: {game_id}" for game_id in named]
    return found


def lists_of_games(text: str, label: str = "") -> list[str]:
    """Where this test module writes out a list of games: a list, tuple, set or dict literal
    holding two or more game ids (a parametrize over the games, a dict of games)."""
    found = []
    for node in ast.walk(ast.parse(text, label)):
        if isinstance(node, ast.List | ast.Tuple | ast.Set):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [key for key in node.keys if key is not None]
        else:
            continue
        named = sorted({item.value for item in items if isinstance(item, ast.Constant) and item.value in GAME_IDS})
        if len(named) >= 2:
            found.append(f"{label}:{node.lineno}: {', '.join(named)}")
    return found


def may_list_games(path: Path) -> bool:
    """A game's own test folders (tests/<kind>/<game>/) and the allowed files."""
    relative = path.relative_to(TESTS)
    if len(relative.parts) > 2 and relative.parts[1] in GAME_IDS:
        return True
    where = relative.as_posix()
    return any(where == entry or (entry.endswith("/") and where.startswith(entry)) for entry in MAY_LIST_GAMES)


def allowed(path: Path) -> set[str]:
    """The game ids this module may name: every one in the registry, its own in a game's package."""
    parts = path.relative_to(PACKAGE).parts
    if parts == ("core", "registry.py"):
        return set(GAME_IDS)
    if parts[0] == "games" and len(parts) > 2:
        return {parts[1]}
    return set()


def test_only_the_registry_and_each_game_name_the_games():
    offenders = []
    for path in sorted(PACKAGE.rglob("*.py")):
        ok = allowed(path)
        hits = names_of_games(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE.parent)))
        offenders += [hit for hit in hits if hit.rsplit(": ", 1)[1] not in ok]
    assert offenders == []


def test_tests_outside_the_games_folders_read_the_games_from_the_registry():
    offenders = []
    for path in sorted(TESTS.rglob("*.py")):
        if not may_list_games(path):
            offenders += lists_of_games(path.read_text(encoding="utf-8"), str(path.relative_to(TESTS)))
    assert offenders == [], "list the games with registry.GAMES (or registry.spec):\n" + "\n".join(offenders)


def test_every_allowed_list_of_games_is_still_there():
    """An entry whose file or folder no longer lists the games is taken off `MAY_LIST_GAMES`."""
    for entry in MAY_LIST_GAMES:
        files = sorted((TESTS / entry).rglob("*.py")) if entry.endswith("/") else [TESTS / entry]
        assert any(lists_of_games(f.read_text(encoding="utf-8")) for f in files if f.is_file()), entry


def test_the_check_sees_lists_of_games_but_not_one_game():
    text = 'A = ["verasselt", "schaben"]\nB = {"verflixxt": 1, "schaben": 2}\nC = ("verflixxt",)\nD = "schaben"\n'
    assert lists_of_games(text, "t") == ["t:1: schaben, verasselt", "t:2: schaben, verflixxt"]
    assert may_list_games(TESTS / "unit" / GAME_IDS[0] / "test_rules.py")
    assert not may_list_games(TESTS / "gui" / "ui" / "test_mainwindow.py")


def test_the_check_sees_ids_in_code_but_not_in_docstrings():
    text = '"""verasselt in a docstring"""\nx = {"schaben": 1}\nfrom ..games.verflixxt.rules import State\n'
    assert sorted(names_of_games(text, "m")) == ["m:2: schaben", "m:3: verflixxt"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_spec_matches_its_game(game_id):
    spec = registry.spec(game_id)
    rules = spec.rules()
    assert rules.GAME_ID == game_id
    assert 1 <= spec.min_players <= spec.max_players
    assert spec.default_options() == dict(getattr(rules, "OPTIONS", {}))
    assert len(spec.seat_colours) >= (spec.max_players if spec.max_players > 1 else 0)
    assert (spec.ai() is None) == (spec.max_players == 1)  # the solo game has no computer players
    module_name, _, class_name = spec.view.partition(":")
    assert module_name.startswith(f"bugbox.games.{game_id}.view.") and class_name
    if spec.cli is not None:
        assert callable(spec.cli_main())


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if registry.spec(g).max_players > 1])
def test_a_default_setup_from_the_spec_starts_a_game(game_id):
    spec = registry.spec(game_id)
    seats = tuple(Seat(name=f"P{i}", colour=spec.seat_colours[i], computer=i > 0) for i in range(spec.min_players))
    rules = spec.rules()
    setup = Setup(seats=seats, start_player=0, options=spec.default_options())
    rules.check_setup(setup)
    assert not rules.is_over(rules.new_game(setup, 1))


def test_the_catalogues_come_from_the_registry():
    assert registry.catalogues() == ("bugbox",) + GAME_IDS
    assert importlib.import_module("bugbox.core.game").GAMES is registry.GAMES


def test_register_and_unregister_a_made_up_game():
    game = registry.GameSpec(
        game_id="probe",
        title="Probe",
        min_players=1,
        max_players=1,
        rules_module="probe_rules",
        view="probe_view:Page",
        shown_title=registry.msg("Launcher", "Probe"),
        pitch=registry.msg("Launcher", "Probe"),
    )
    registry.register(game)
    try:
        assert registry.spec("probe") is game
        with pytest.raises(ValueError):
            registry.register(game)
    finally:
        registry.unregister("probe")
    assert "probe" not in registry.GAMES
