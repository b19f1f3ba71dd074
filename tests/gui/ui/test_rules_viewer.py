"""The rules of each game of the registry, one page per language, falling back to English; the
viewer follows a language switch."""

import pytest

from bugbox.core import registry
from bugbox.ui.rules_viewer import RulesViewer, rules_file


@pytest.mark.parametrize("game_id", list(registry.GAMES))
@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_every_game_has_its_rules_in_every_language(game_id, language):
    path = rules_file(game_id, language)
    assert path is not None and path.name == f"{language}.html"


def test_a_language_without_a_page_shows_the_english_one_and_an_unknown_game_none():
    game_id = next(iter(registry.GAMES))
    assert rules_file(game_id, "xx") == rules_file(game_id, "en")
    assert rules_file("no-such-game", "en") is None


def test_the_viewer_shows_the_page_and_follows_a_language_switch(make_window, qtbot):
    window = make_window(language="en")
    game_id = next(iter(registry.GAMES))
    viewer = RulesViewer(window.ctx, game_id, window)
    qtbot.addWidget(viewer)
    english = viewer.browser.toPlainText()
    assert english and viewer.browser.source().toLocalFile() == str(rules_file(game_id, "en"))
    window.ctx.update_settings(language="de")
    qtbot.waitUntil(lambda: viewer.browser.source().toLocalFile() == str(rules_file(game_id, "de")), timeout=3000)
    assert viewer.browser.toPlainText() != english and viewer.windowTitle().startswith("Spielregeln")
