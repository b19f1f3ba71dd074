"""GUI fixtures: a real main window on the offscreen platform, animations off."""
import pytest

from bugbox.core.settings import Settings, save_settings
from bugbox.paths import settings_path


@pytest.fixture
def make_window(qtbot, qapp):
    """Build the app's main window the way `bugbox` does, with the given settings."""
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
