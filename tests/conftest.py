"""Test-wide set-up: headless Qt, a private home for every test, and the main window.

The platform must be chosen before any QApplication exists, so it is set at import time.
Each test gets its own `BUGBOX_HOME` so settings, saves and logs land in a temp dir and the
real user's files are never touched.
"""

import contextlib
import os
import signal
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if os.environ["QT_QPA_PLATFORM"] == "offscreen":
    # Its one screen is 800x800 unless told otherwise: a desktop's 1920x1080 here, so the
    # window opens at its 1280x800 as it does on one (ui/window_place.py fits it to its screen).
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={Path(__file__).with_name('offscreen-screen.json')}"

from bugbox.ui.qtenv import prepare_environment

prepare_environment()

import pytest  # noqa: E402


def pytest_collection_modifyitems(config, items):
    """Whole games at the animation speeds people play take minutes of real time each, whatever
        the machine: they go first, so the quick tests fill the other cores around them instead of
        one core running two of them one after the other at the end. The other tests marked realtime
    or long go first too."""

    def realtime(item) -> int:
        speed = getattr(getattr(item, "callspec", None), "params", {}).get("speed")
        if speed is None and item.get_closest_marker("realtime") is not None:
            return 0  # a whole game by keyboard alone, across two processes...: minutes too
        if speed is None and item.get_closest_marker("long") is not None:
            return 1
        return {"normal": 0, "fast": 1}.get(speed, 2)

    items.sort(key=realtime)


@pytest.fixture(autouse=True)
def bugbox_home(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("BUGBOX_HOME", str(home))
    return home


@pytest.fixture
def make_window(qtbot, qapp):
    """The app's main window, built the way `bugbox` builds it, with the given settings
    (animations off and no "leave this game?" question unless asked for). Used by the GUI
    and the robustness tests."""
    from bugbox.core.settings import Settings, save_settings
    from bugbox.paths import settings_path

    made = []

    def make(**settings):
        from bugbox.ui.context import AppContext
        from bugbox.ui.i18n import Translations
        from bugbox.ui.mainwindow import MainWindow

        if settings or not settings_path().exists():
            values = {"animation_speed": "off", "confirm_abandon": False, **settings}
            save_settings(Settings(**values), settings_path())
        translations = Translations(qapp)
        ctx = AppContext(translations)
        translations.apply(ctx.settings.language)
        window = MainWindow(ctx)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        made.append((window, translations))
        return window

    yield make
    from PySide6.QtCore import QCoreApplication, QEvent

    for window, translations in made:
        window.close()
        window.deleteLater()  # gone now: a later test's language switch must not reach it
        translations.apply("en")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def screen_differs(window) -> str | None:
    """None when what `window` last flushed to the screen equals a fresh render of it, else
    a sentence saying where they differ.

    `grab()` paints the window anew, so it shows the new state even when nothing asked Qt to
    repaint; `screen().grabWindow(winId())` returns what was really flushed (the backing store
    on the offscreen platform, the X server's pixels on xcb). After things have settled, a
    difference is a stale screen: something changed and nobody called `update()`.

    The repaints already asked for are let through first: a `grab()` while a scene's dirty
    items are still queued paints them into the grab and clears their dirty marks, so the
    real repaint never comes and the check itself would leave the screen stale.
    """
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    for _ in range(10):  # the scene's dirty items, then the view's update, then the paint
        QApplication.processEvents()
    flushed = window.screen().grabWindow(window.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    fresh = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    if fresh.size() != flushed.size():
        return (
            f"the screen holds {flushed.width()}x{flushed.height()} pixels, "
            f"a fresh render {fresh.width()}x{fresh.height()}"
        )
    if flushed == fresh:
        return None
    left, top, right, bottom = fresh.width(), fresh.height(), -1, -1
    step = 2
    for y in range(0, fresh.height(), step):
        for x in range(0, fresh.width(), step):
            if flushed.pixel(x, y) != fresh.pixel(x, y):
                left, top, right, bottom = min(left, x), min(top, y), max(right, x), max(bottom, y)
    return f"the screen is stale in the rectangle ({left}, {top})-({right}, {bottom})"


@pytest.fixture
def screen_truth(qtbot, tmp_path):
    """`screen_truth(window)` waits (up to `timeout` ms of the event loop, which is when Qt
    paints what was asked for) until the flushed screen equals a fresh render, and fails with
    both pictures saved when it never does."""

    def check(window, timeout: int = 2000) -> None:
        found: list[str | None] = [None]

        def settled() -> bool:
            found[0] = screen_differs(window)
            return found[0] is None

        try:
            qtbot.waitUntil(settled, timeout=timeout)
        except qtbot.TimeoutError:
            window.screen().grabWindow(window.winId()).save(str(tmp_path / "flushed.png"))
            window.grab().save(str(tmp_path / "fresh.png"))
            raise AssertionError(f"{found[0]}; pictures in {tmp_path}") from None

    return check


def keep_screen(window, name: str) -> None:
    """With BUGBOX_DECISION_SHOTS set to a folder, the screen at the first decision of each kind
    is kept there as NAME.png (what the window really flushed), for a person to look at."""
    folder = os.environ.get("BUGBOX_DECISION_SHOTS")
    if folder and not (Path(folder) / f"{name}.png").exists():
        Path(folder).mkdir(parents=True, exist_ok=True)
        window.screen().grabWindow(window.winId()).save(str(Path(folder) / f"{name}.png"))


@contextlib.contextmanager
def time_limit(seconds: int, why: str):
    """Fail with `why` instead of hanging when the block runs longer than `seconds` (a read
    that blocks on a special file, a search that ignores its budget)."""

    def ring(signum, frame):
        raise TimeoutError(why)

    previous = signal.signal(signal.SIGALRM, ring)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
