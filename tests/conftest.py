"""Test-wide set-up: headless Qt, a private home for every test, and the main window.

The platform must be chosen before any QApplication exists, so it is set at import time.
Each test gets its own `BUGBOX_HOME` so settings, saves and logs land in a temp dir and the
real user's files are never touched.
"""
import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bugbox.ui.qtenv import prepare_environment  # noqa: E402 - as the app does, before any QApplication

prepare_environment()

import pytest  # noqa: E402


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
    for window, translations in made:
        window.close()
        translations.apply("en")
