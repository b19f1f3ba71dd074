"""What a first game showed a newcomer (issue 18, Voll verasselt): the log reads as sentences
with default and typed names in every language, the bust chance of "Roll all" is there
before the click, and the last player's bust frames end with his turn. (The dice keeping their
numbers: view/test_scene.py; whole names in the player list: view/test_panel.py.)"""

import pytest
from PySide6.QtCore import Qt

from bugbox.games.verasselt import ai, rules
from bugbox.games.verasselt.cards import DICE
from bugbox.games.verasselt.events import Bust, TurnStarted
from bugbox.games.verasselt.odds import roll_odds
from bugbox.ui.newgame import NewGameDialog
from tests.gui.verasselt.conftest import Table

#: "It is {name}'s turn." and "{name} begins." in each language, filled in by hand.
SENTENCES = {
    "en": ("It is {name}'s turn.", "{name} begins."),
    "de": ("{name} ist am Zug.", "{name} fängt an."),
    "ja": ("{name}の手番です。", "{name}から始めます。"),
}
BROKEN = ("You", "Du ", "あなた", "Seat", "Platz")


def until_a_turn_passes(t: Table) -> None:
    """The human seat plays like a computer until the second player's turn has started."""
    turn = 0
    while not any(isinstance(e, TurnStarted) for events in t.session.events for e in events):
        t.wait_for_human()
        if t.scene.handover.isVisible():
            t.click(t.scene.handover)
            t.wait_for_human()
        t.play(ai.choose_action(t.state, t.session.setup.seats[0].level, turn), how=turn)
        turn += 1
        assert turn < 80
    t.wait_idle()


def _turn_lines(t: Table) -> list[str]:
    log = t.page.panel.log
    return [log.item(k).text() for k in range(log.count())]


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_log_reads_with_the_default_names(make_window, qtbot, screen_truth, language):
    window = make_window(language=language)
    dialog = NewGameDialog(window.ctx, "verasselt", window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(2)
    dialog.start.setCurrentIndex(1)
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    setup = dialog.setup
    t = Table(qtbot, window, setup, 3, screen_truth)
    until_a_turn_passes(t)
    lines = _turn_lines(t)
    turn, begins = SENTENCES[language]
    first, second = (seat.name for seat in setup.seats)
    assert lines[0] == begins.format(name=first)
    assert turn.format(name=second) in lines
    assert not [line for line in lines if any(word in line for word in BROKEN)]


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_log_reads_with_typed_names(table, language):
    t = table(("human", "computer"), seed=3, language=language)  # Anna and Ben
    until_a_turn_passes(t)
    lines = _turn_lines(t)
    turn, begins = SENTENCES[language]
    assert lines[0] == begins.format(name="Anna") and turn.format(name="Ben") in lines


def test_the_bust_chance_of_roll_all_is_shown_before_any_die_is_chosen(table):
    t = table(("human", "computer"), seed=2)
    t.wait_for_human()
    assert t.page.selection == set()
    odds = roll_odds(rules.group_cards(t.state), t.state.dice)[tuple(range(DICE))]
    shown = t.scene.odds.text()
    assert "Roll all" in shown and f"{round(float(odds.bust) * 100)}%" in shown and t.scene.odds.isVisible()
    t.click(t.scene.dice[0])
    assert "Roll all" in t.scene.odds.text()
    t.page.panel.show_odds.click()  # "pure luck, please"
    assert "%" not in t.scene.odds.text()


def test_the_last_players_bust_frames_end_with_his_turn(table):
    t = table(("human", "computer", "computer"), seed=5)
    seen_bust = False
    turn = 0
    while not seen_bust:
        t.wait_for_human(timeout=60000)
        assert not t.session.is_over()
        if t.scene.handover.isVisible():
            t.click(t.scene.handover)
            t.wait_for_human()
        t.wait_idle()
        if t.state.phase == "choose_group" or (t.state.phase == "boost_or_roll" and t.state.catch.total == 0):
            busted = any(isinstance(e, Bust) for events in t.session.events[-3:] for e in events)
            assert not [die.index for die in t.scene.dice if die.danger], t.state.phase
            seen_bust |= busted
        t.play(ai.choose_action(t.state, t.session.setup.seats[0].level, turn), how=turn)
        turn += 1
        assert turn < 400
