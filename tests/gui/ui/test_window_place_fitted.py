"""A window place that no longer fits its screen is fitted (issue 32): a window saved at 1280x800
reopened on a 1024x768 screen hung over its right and bottom edges, and the first start's
1280x800 did the same on a small screen.

The window is started in a process of its own whose (offscreen) screen is 1024x768, as a
laptop's is, with the saved place written into its settings the way bugbox writes them.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect

from bugbox.ui.window_place import fitted

ROOT = Path(__file__).resolve().parents[3]

#: Starts the main window as `bugbox` does and prints where it is once shown.
SHOW = """
import json
from PySide6.QtWidgets import QApplication
app = QApplication([])
from bugbox.ui.context import AppContext
from bugbox.ui.i18n import Translations
from bugbox.ui.mainwindow import MainWindow
translations = Translations(app)
ctx = AppContext(translations)
window = MainWindow(ctx)
window.show()
for _ in range(20):
    app.processEvents()
g, screen = window.geometry(), window.screen().availableGeometry()
print(json.dumps({"window": [g.x(), g.y(), g.width(), g.height()],
                  "screen": [screen.x(), screen.y(), screen.width(), screen.height()]}))
window.close()
"""


def _shown_on_a_small_screen(tmp_path: Path, saved: dict | None) -> tuple[QRect, QRect]:
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {"screens": [{"name": "", "x": 0, "y": 0, "width": 1024, "height": 768, "logicalDpi": 96, "dpr": 1}]}
        )
    )
    home = tmp_path / "home"
    home.mkdir()
    env = dict(os.environ, BUGBOX_HOME=str(home), QT_QPA_PLATFORM=f"offscreen:configfile={screen}")
    env["PYTHONPATH"] = str(ROOT)
    if saved is not None:
        from bugbox.core.settings import Settings, save_settings

        settings_file = _settings_file(env)
        settings_file.parent.mkdir(parents=True, exist_ok=True)
        save_settings(Settings(), settings_file)
        data = json.loads(settings_file.read_text("utf-8"))
        data["window"] = saved
        settings_file.write_text(json.dumps(data), "utf-8")
    done = subprocess.run(
        [sys.executable, "-c", SHOW], env=env, capture_output=True, text=True, timeout=60, cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    return QRect(*shown["window"]), QRect(*shown["screen"])


def _settings_file(env: dict) -> Path:
    """Where the started bugbox reads its settings, for its BUGBOX_HOME."""
    done = subprocess.run(
        [sys.executable, "-c", "from bugbox.paths import settings_path; print(settings_path())"],
        env=env,
        capture_output=True,
        text=True,
        timeout=30,
    )
    return Path(done.stdout.strip())


@pytest.mark.parametrize(
    "saved",
    [
        None,  # the first start: 1280x800
        {"x": 200, "y": 100, "width": 1280, "height": 800, "state": "normal", "page": "launcher"},
        {"x": 900, "y": 600, "width": 800, "height": 500, "state": "normal", "page": "launcher"},
    ],
)
def test_a_window_that_does_not_fit_a_1024x768_screen_is_fitted(tmp_path, saved):
    window, screen = _shown_on_a_small_screen(tmp_path, saved)
    assert screen.size().toTuple() == (1024, 768)
    assert screen.contains(window), (window.getRect(), screen.getRect())
    if saved is not None and saved["width"] <= screen.width():
        assert window.size().toTuple() == (saved["width"], saved["height"])  # moved, not shrunk


def test_fitted_moves_as_little_as_it_must():
    area = QRect(0, 0, 1024, 768)
    assert fitted(QRect(200, 100, 1280, 800), area) == QRect(0, 0, 1024, 768)
    assert fitted(QRect(900, 600, 600, 400), area) == QRect(424, 368, 600, 400)
    assert fitted(QRect(10, 20, 800, 600), area) == QRect(10, 20, 800, 600)  # fits: unchanged
    assert fitted(QRect(-50, -30, 800, 600), QRect(1920, 0, 1024, 768)) == QRect(1920, 0, 800, 600)
