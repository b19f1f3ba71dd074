"""The Qt side of translation: a language setting becomes a language shown, a model message is
translated with its nested messages and plural form, and widgets hear of a language switch."""

import pytest
from PySide6.QtWidgets import QWidget

from bugbox.core.i18n import msg
from bugbox.ui.i18n import SUPPORTED, Retranslating, Translations, effective_language, tr_message


@pytest.fixture
def translations(qapp):
    translations = Translations(qapp)
    yield translations
    translations.apply("en")


def test_a_chosen_language_is_shown_and_system_follows_the_desktop():
    for code in SUPPORTED:
        assert effective_language(code) == code
    assert effective_language("system") in SUPPORTED
    assert effective_language("klingon") in SUPPORTED


def test_every_catalogue_of_the_registry_is_loaded(translations):
    assert translations.apply("de") == "de"
    loaded = [t.filePath() for t in translations._installed]
    assert any("bugbox_de" in path for path in loaded) and any("qtbase" in path for path in loaded)


def test_a_message_is_translated_with_its_nested_messages_and_its_count(translations):
    translations.apply("de")
    inner = msg("Records", "The oldest %Ln kept game(s) were deleted.", n=3)
    assert tr_message(inner) == "Die ältesten 3 aufbewahrten Partien wurden gelöscht."
    assert tr_message(msg("Nowhere", "{what}!", what=inner)) == "Die ältesten 3 aufbewahrten Partien wurden gelöscht.!"
    assert tr_message(msg("Nowhere", "{missing} stays")) == "{missing} stays"


def test_a_widget_retranslates_when_the_language_changes(qtbot, translations):
    class Panel(Retranslating, QWidget):
        def __init__(self):
            super().__init__()
            self.times = 0

        def retranslate(self):
            self.times += 1

    panel = Panel()
    qtbot.addWidget(panel)
    translations.apply("ja")
    qtbot.waitUntil(lambda: panel.times >= 1, timeout=2000)
