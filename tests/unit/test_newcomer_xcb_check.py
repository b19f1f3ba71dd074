"""Issue 18: when Qt's xcb platform plugin cannot load, bugbox names the missing libraries itself."""

import json
import os
import subprocess
import sys

from bugbox import app

PROBE = r"""
import json, sys
import bugbox.app as app
app.XCB_LIBRARIES = ("libxcb.so.1", "libbugbox-made-up-xcb-thing.so.7")
code = app.main(["--smoke"])
print(json.dumps({"code": code, "qt": "PySide6.QtWidgets" in sys.modules}))
"""


def _env(home, **changes):
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE")}
    env.update(BUGBOX_HOME=str(home), **changes)
    return env


def test_a_missing_library_is_named_in_one_sentence_before_qt_starts(tmp_path):
    done = subprocess.run(
        [sys.executable, "-c", PROBE], env=_env(tmp_path, DISPLAY=":97"), capture_output=True, text=True, timeout=60
    )
    result = json.loads(done.stdout.splitlines()[-1])
    assert result == {"code": 1, "qt": False}
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "libbugbox-made-up-xcb-thing.so.7" in lines[0]
    assert "libxcb.so.1" not in lines[0]  # present here: only the missing ones are named
    assert "Traceback" not in done.stderr


def test_missing_libraries_names_only_what_cannot_be_opened():
    assert app.missing_libraries(("libbugbox-made-up-xcb-thing.so.7",)) == ["libbugbox-made-up-xcb-thing.so.7"]
    assert app.missing_libraries(("libc.so.6",)) == []


def test_only_the_xcb_platform_is_checked(monkeypatch):
    for name in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE", "DISPLAY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    assert not app.platform_is_xcb()  # no X display
    monkeypatch.setenv("DISPLAY", ":0")
    assert app.platform_is_xcb()
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert not app.platform_is_xcb()
    monkeypatch.setenv("QT_QPA_PLATFORM", "wayland")
    assert not app.platform_is_xcb()
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert app.platform_is_xcb()
    monkeypatch.delenv("QT_QPA_PLATFORM")
    monkeypatch.setenv("WAYLAND_DISPLAY", "wayland-0")
    monkeypatch.setenv("XDG_SESSION_TYPE", "wayland")
    assert not app.platform_is_xcb()
    monkeypatch.setattr(sys, "platform", "darwin")
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    assert not app.platform_is_xcb()
