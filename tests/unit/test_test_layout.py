"""Tests mirror the package (issue 29): a maintainer who changes `bugbox/ui/flow/turns.py` finds
its tests in `tests/<kind>/ui/flow/test_turns.py`, by the module's name, not by a story.

Every module of `bugbox/` with behaviour (a `def` anywhere in it) has a test module named
`test_<module>.py` whose folders mirror the package's. Two liberties, both about where a test
runs, not what it tests: the first folder under `tests/` may be the kind of test (unit, gui,
robustness, e2e), and a game's folder may leave out `games/` (`tests/unit/verflixxt/` for
`bugbox/games/verflixxt/`). More test modules per module are fine (`test_saves_golden.py`
beside `test_saves.py` is not required, `test_saves.py` is). A module without a `def`
(constants, plain data, an `__init__` that only re-exports) needs none; `__main__` neither.

The exemptions are few and each says why; one whose module has since got its test module, or
is gone, fails the check so the list only shrinks.
"""

from __future__ import annotations

import ast
from pathlib import Path

import bugbox

PACKAGE = Path(bugbox.__file__).parent
TESTS = Path(__file__).resolve().parents[1]
#: first folders under tests/ that say how a test runs, not what it tests
KINDS = {"unit", "gui", "robustness", "e2e"}

#: Modules (or folders, ending in "/") without a mirrored test module yet, and why.
EXEMPT = {
    # tests another branch is renaming right now
    "server/": "tests at tests/server/ (story-named, to be renamed)",
    "net/": "tests at tests/server/ and tests/unit/net/ (story-named, to be renamed)",
    "ui/net/": "tests at tests/gui/ui/net/ (story-named, being written with network play)",
    "games/schaben/view/": "tests at tests/gui/schaben/ (story-named, to be renamed)",
    "ui/newgame.py": "tests at tests/gui/test_dialogs.py and test_newgame_names.py (being edited elsewhere)",
    "ui/settings_dialog.py": "tests at tests/gui/test_dialogs.py (being edited elsewhere)",
}


def _stub(statement: ast.stmt) -> bool:
    """A docstring, `...` or `pass`: what a Protocol's method holds."""
    return isinstance(statement, ast.Pass) or (
        isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Constant)
    )


def has_behaviour(path: Path) -> bool:
    """A module with a function or method that does something has behaviour; constants, plain
    data and Protocols (methods of `...`) do not."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return any(
        isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and not all(_stub(s) for s in node.body)
        for node in ast.walk(tree)
    )


def modules_with_behaviour() -> list[str]:
    """Every module of bugbox/ that needs a test module, as a path relative to the package."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        relative = path.relative_to(PACKAGE).as_posix()
        if path.name != "__main__.py" and has_behaviour(path):
            found.append(relative)
    return found


def mirrors(module: str) -> set[tuple[str, ...]]:
    """The test folders (relative to tests/, without the kind) where this module's tests may live."""
    folders = tuple(module.split("/")[:-1])
    wanted = {folders}
    if folders[:1] == ("games",):
        wanted.add(folders[1:])
    return wanted


def homes_of_tests(test_files: list[Path]) -> dict[str, set[tuple[str, ...]]]:
    """Per test module name, the folders it stands in (relative to tests/), with and without its kind."""
    homes: dict[str, set[tuple[str, ...]]] = {}
    for path in test_files:
        folders = path.parts[:-1]
        found = homes.setdefault(path.name, set())
        found.add(folders)
        if folders[:1] and folders[0] in KINDS:
            found.add(folders[1:])
    return homes


def untested(modules: list[str], test_files: list[Path]) -> list[str]:
    homes = homes_of_tests(test_files)
    return [m for m in modules if not mirrors(m) & homes.get("test_" + m.rsplit("/", 1)[-1], set())]


def exemption(module: str) -> str | None:
    """The exemption entry that covers this module, if any."""
    for entry in EXEMPT:
        if module == entry or (entry.endswith("/") and module.startswith(entry)):
            return entry
    return None


def _test_files() -> list[Path]:
    return [path.relative_to(TESTS) for path in TESTS.rglob("test_*.py")]


def test_every_module_with_behaviour_has_a_test_module_named_after_it():
    missing = [m for m in untested(modules_with_behaviour(), _test_files()) if exemption(m) is None]
    assert not missing, "no test module mirrors these modules (tests/<kind>/<folders>/test_<module>.py):\n" + (
        "\n".join(missing)
    )


def test_every_exemption_is_still_needed():
    """An exemption goes when its modules have test modules of their own (or are gone)."""
    still = {exemption(m) for m in untested(modules_with_behaviour(), _test_files())}
    assert sorted(set(EXEMPT) - still) == []


def test_the_check_finds_a_module_without_a_mirrored_test():
    modules = ["ui/flow/turns.py", "games/verflixxt/rules.py", "games/verflixxt/view/page.py", "paths.py", "app.py"]
    tests = [
        Path("gui/ui/flow/test_turns.py"),  # kind + mirror
        Path("unit/verflixxt/test_rules.py"),  # a game's folder without games/
        Path("gui/verflixxt/test_page.py"),  # view/ left out: not a mirror
        Path("unit/core/test_paths.py"),  # the wrong folder
        Path("unit/test_app.py"),
    ]
    assert untested(modules, tests) == ["games/verflixxt/view/page.py", "paths.py"]


def test_data_modules_need_no_test(tmp_path):
    data = tmp_path / "data.py"
    data.write_text('"""Colours."""\nRED = "#f00"\n\nclass Kind:\n    name: str\n', encoding="utf-8")
    protocol = tmp_path / "protocol.py"
    protocol.write_text('class Rules(Protocol):\n    def apply(self, state):\n        """Apply."""\n        ...\n')
    code = tmp_path / "code.py"
    code.write_text("class Kind:\n    def name(self):\n        return 1\n", encoding="utf-8")
    assert not has_behaviour(data)
    assert not has_behaviour(protocol)
    assert has_behaviour(code)
