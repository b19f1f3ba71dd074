"""Each game's folder shows model and view apart: every module directly in
`bugbox/games/<game>/` (and in `bugbox/core`) is the Qt-free model, and importing all of them
loads neither Qt nor `bugbox.ui`. The view lives in `bugbox/games/<game>/view/`."""

import subprocess
import sys
from pathlib import Path

import bugbox
from bugbox.core import registry

PACKAGE = Path(bugbox.__file__).parent
GAMES = tuple(registry.GAMES)


def model_modules() -> list[str]:
    names = [f"bugbox.core.{p.stem}" for p in sorted((PACKAGE / "core").glob("*.py")) if p.stem != "__init__"]
    for game in GAMES:
        names += [
            f"bugbox.games.{game}.{p.stem}"
            for p in sorted((PACKAGE / "games" / game).glob("*.py"))
            if p.stem != "__init__"
        ]
    return names


def test_every_game_has_its_view_in_a_folder_of_its_own():
    for game in GAMES:
        assert (PACKAGE / "games" / game / "view" / "page.py").is_file(), game


def test_importing_every_model_module_loads_no_qt_and_no_view():
    modules = model_modules()
    assert len(modules) > 20
    script = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'bugbox.ui'))"
        " or '.view' in m)\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "", f"the model loaded {result.stdout.strip()}"
