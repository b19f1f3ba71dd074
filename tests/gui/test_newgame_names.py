"""Seat names in the new-game dialog: defaults that are names in the current language (never
"You", which made "You's catch" and "You ist am Zug" of the log), remembered defaults that
follow the language, and a start player chosen by name."""

import pytest
from PySide6.QtCore import Qt

from bugbox.core.players import Seat, Setup
from bugbox.ui.newgame import NewGameDialog, default_setup

DEFAULTS = {"en": "Player {n}", "de": "Person {n}", "ja": "プレイヤー{n}"}
PRONOUNS = {"You", "Du", "Sie", "あなた", "Computer", "コンピューター"}


def dialog_for(window, qtbot, game="verasselt"):
    dialog = NewGameDialog(window.ctx, game, window)
    qtbot.addWidget(dialog)
    return dialog


def ok(dialog, qtbot):
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)
    return dialog.setup


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_default_names_are_names_in_the_current_language(make_window, qtbot, language):
    window = make_window(language=language)
    expected = [DEFAULTS[language].format(n=n) for n in (1, 2)]
    assert [seat.name for seat in default_setup("verasselt").seats] == expected
    dialog = dialog_for(window, qtbot)
    dialog.count.setValue(4)
    setup = ok(dialog, qtbot)
    names = [seat.name for seat in setup.seats]
    assert names == [DEFAULTS[language].format(n=n) for n in (1, 2, 3, 4)]
    assert not PRONOUNS & set(names)


def test_remembered_default_names_follow_the_language_and_typed_names_stay(make_window, qtbot):
    window = make_window(language="en")
    dialog = dialog_for(window, qtbot)
    dialog.count.setValue(3)
    dialog.rows[1].name.setText("Oma")
    ok(dialog, qtbot)
    window.ctx.update_settings(language="de")
    again = dialog_for(window, qtbot)
    again.count.setValue(4)
    assert [row.name.text() for row in again.rows[:4]] == ["Person 1", "Oma", "Person 3", "Person 4"]
    window.ctx.update_settings(language="ja")  # an open dialog follows a change of language
    qtbot.waitUntil(lambda: again.rows[0].name.text() == "プレイヤー1")
    assert [row.name.text() for row in again.rows[:4]] == ["プレイヤー1", "Oma", "プレイヤー3", "プレイヤー4"]


def test_a_remembered_you_of_an_earlier_version_becomes_a_name(make_window, qtbot):
    window = make_window(language="de")
    old = Setup(seats=(Seat(name="You", colour="red"), Seat(name="Computer", colour="blue", computer=True)))
    window.ctx.update_settings(last_setups={"verasselt": old.model_dump(mode="json")})
    dialog = dialog_for(window, qtbot)
    assert [row.name.text() for row in dialog.rows[:2]] == ["Person 1", "Person 2"]


def test_the_start_player_is_chosen_by_name(make_window, qtbot):
    window = make_window(language="en")
    dialog = dialog_for(window, qtbot)
    dialog.count.setValue(3)
    dialog.rows[0].name.setText("Oma")
    items = [dialog.start.itemText(k) for k in range(dialog.start.count())]
    assert items == ["Random", "Oma", "Player 2", "Player 3"]
    dialog.start.setCurrentIndex(3)
    dialog.rows[2].name.setText("Ben")  # renaming keeps the choice
    assert dialog.start.currentText() == "Ben"
    dialog.rows[2].name.setText("")  # an empty name starts as its default
    assert dialog.start.currentText() == "Player 3"
    dialog.count.setValue(2)
    assert [dialog.start.itemText(k) for k in range(dialog.start.count())] == ["Random", "Oma", "Player 2"]
    assert ok(dialog, qtbot).start_player == 1
