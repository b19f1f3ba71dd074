"""The side panel in three languages: its Rules button opens the rules page (which uses the
glossary's words and whose pictures exist), and a language switch retranslates the open table."""

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from bugbox.paths import resource
from bugbox.ui.rules_viewer import RulesViewer

GLOSSARY = {
    "en": ("path tiles", "Good Luck", "guard", "Wurminator", "finish"),
    "de": ("Wegetafeln", "Glückstafel", "Wächter", "Wurminator", "Ziel", "Parcours"),
    "ja": ("道タイル", "ラッキータイル", "番人", "ヴルミネーター", "ゴール", "コース"),
}


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_the_rules_page_uses_the_glossary_and_its_pictures_exist(lang):
    page = resource("rules", "verflixxt", f"{lang}.html")
    html = page.read_text(encoding="utf-8")
    for word in GLOSSARY[lang]:
        assert word in html, word
    pictures = re.findall(r'src="([^"]+)"', html)
    assert pictures
    for src in pictures:
        assert (page.parent / src).resolve().is_file(), src
    assert "20" in html  # the rulebook's scoring example


def test_the_rules_button_opens_the_rules_page(table, qtbot):
    t = table(("human", "normal"))
    t.qtbot.mouseClick(t.page.panel.rules, Qt.MouseButton.LeftButton)
    viewers = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesViewer) and w.isVisible()]
    assert viewers and viewers[0].game_id == "verflixxt"
    assert "Wurminator" in viewers[0].browser.toPlainText()
    viewers[0].close()


def test_switching_the_language_retranslates_the_open_table(table, qtbot):
    t = table(("human", "human"))
    t.click_die()
    t.click_piece("pawn-0-0")
    t.wait_idle()
    t.window.ctx.update_settings(language="de")
    qtbot.waitUntil(lambda: t.page.panel.roll.text() == "Würfeln (Leertaste)")
    assert t.page.panel.turn.text().endswith("ist am Zug")
    assert t.page.panel.prompt.text() == "Bert, du würfelst: Klick auf den Würfel oder drück die Leertaste."
    log = [t.page.panel.log.item(i).text() for i in range(t.page.panel.log.count())]
    assert any("würfelt" in line for line in log)
    assert t.scene.tiles[99].toolTip().startswith("Ziel")
    assert t.scene.mats[0].who_text() == "spielt selbst"
    t.window.ctx.update_settings(language="ja")
    qtbot.waitUntil(lambda: t.page.panel.roll.text() == "サイコロを振る（スペース）")
    assert "の番" in t.page.panel.turn.text()


def test_the_panel_names_the_mover_until_the_pawn_has_got_there(table, qtbot):
    """While Anna's pawn walks (speed normal), the panel still says it is Anna's turn; Bert's
    turn shows when the pawn has arrived (the panel ran ahead of the board)."""
    t = table(("human", "human"), animation_speed="normal")
    t.click_die()
    t.wait_idle()
    turn = t.page.panel.turn
    assert "Anna" in turn.text()
    t.click_piece("pawn-0-0")
    assert t.state.current == 1, "the rules gave the turn to Bert at once"
    seen: list[str] = []
    qtbot.waitUntil(lambda: seen.append(turn.text()) or not t.page.animating, timeout=15000)
    assert len(seen) > 3, "the pawn walked for a while at speed normal"
    assert all("Anna" in text for text in seen[:-1]), seen
    t.wait_idle()
    assert "Bert" in turn.text()
