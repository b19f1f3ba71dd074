"""The config or data folder cannot be made (issue 19 item 5): a file in its place, or the XDG
folders under /proc. bugbox starts all the same, says so in one sentence and plays on without
saving."""

import os
import subprocess
import sys

import pytest

PROBE = r"""
import sys
from bugbox.ui import mainwindow
told = []
tell = mainwindow.MainWindow.tell
def record(self, text):
    told.append(text)
    tell(self, text)
mainwindow.MainWindow.tell = record
from bugbox.app import main
code = main(["--smoke"])
print("TOLD", told)
sys.exit(code)
"""


def homes(tmp_path):
    blocked = tmp_path / "home"
    blocked.write_text("a file where bugbox's folder should be")
    return {
        "file in its place": {"BUGBOX_HOME": str(blocked)},
        "XDG folders under /proc": {
            "XDG_CONFIG_HOME": "/proc/bugbox-config",
            "XDG_DATA_HOME": "/proc/bugbox-data",
            "XDG_STATE_HOME": "/proc/bugbox-state",
            "XDG_CACHE_HOME": "/proc/bugbox-cache",
        },
    }


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc and XDG folders are Linux's")
@pytest.mark.parametrize("case", ["file in its place", "XDG folders under /proc"])
def test_bugbox_starts_and_says_once_that_nothing_is_saved(tmp_path, case):
    env = {k: v for k, v in os.environ.items() if k != "BUGBOX_HOME"}
    env.update(homes(tmp_path)[case], QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    told = done.stdout.splitlines()[-1]
    assert told.count("cannot make its folder") == 1 and "nothing is saved" in told, told


def test_a_game_is_played_on_without_saving(qtbot, qapp, tmp_path, monkeypatch):
    blocked = tmp_path / "home"
    blocked.write_text("")
    monkeypatch.setenv("BUGBOX_HOME", str(blocked))
    from bugbox import app, paths
    from bugbox.core.players import Seat, Setup
    from bugbox.core.session import Session
    from bugbox.ui.context import AppContext
    from bugbox.ui.i18n import Translations
    from bugbox.ui.mainwindow import MainWindow

    assert paths.config_dir() == blocked / "config" and not paths.usable("config")
    assert app.data_folder() is None
    assert "cannot make its folder" in app.folder_trouble()
    translations = Translations(qapp)
    ctx = AppContext(translations)
    window = MainWindow(ctx)
    qtbot.addWidget(window)
    window.show()
    ctx.update_settings(animation_speed="off")
    seats = (Seat(name="Ann", colour="red"), Seat(name="Ben", colour="blue"))
    window.start_session(Session("verasselt", Setup(seats=seats, start_player=0), seed=3))
    controller = window.current_controller()
    action = controller.session.rules.legal_actions(controller.flow.state)[0]
    assert controller.flow.submit(action)  # as the table sends it (a hand-over card is up)
    assert len(controller.session.actions) == 1 and controller.autosaver.failing
    assert not blocked.is_dir()
    window.close()
