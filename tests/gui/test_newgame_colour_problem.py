"""The new-game dialog's sentence about two seats of one colour goes once no two share one
(issue 32: it stayed after the player had fixed the colours), and comes back only when OK
finds a clash again. Seat names the player never typed are names in the dialog's language."""

import pytest
from PySide6.QtCore import Qt

from bugbox.core import registry
from bugbox.ui.newgame import NewGameDialog


def _dialog(window, qtbot, game="verasselt"):
    dialog = NewGameDialog(window.ctx, game, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _ok(dialog, qtbot):
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)


def _pick(qtbot, combo, index):
    """Choose an entry of a combo box with the keyboard, as a player can."""
    combo.setFocus()
    while combo.currentIndex() != index:
        qtbot.keyClick(combo, Qt.Key.Key_Down if combo.currentIndex() < index else Qt.Key.Key_Up)


def test_fixing_the_colours_takes_the_sentence_away(make_window, qtbot):
    window = make_window(language="en")
    dialog = _dialog(window, qtbot)
    red = dialog.rows[0].colour.currentIndex()
    _pick(qtbot, dialog.rows[1].colour, red)
    _ok(dialog, qtbot)
    assert dialog.setup is None and "same colour" in dialog.problem.text()
    _pick(qtbot, dialog.rows[1].colour, red + 2)  # green: every seat has its own again
    assert dialog.problem.text() == ""
    _ok(dialog, qtbot)
    assert dialog.setup is not None and [s.colour for s in dialog.setup.seats] == ["red", "green"]


def test_the_sentence_stays_while_two_seats_still_share_a_colour_and_goes_with_the_seat(make_window, qtbot):
    window = make_window(language="de")
    dialog = _dialog(window, qtbot)
    dialog.count.setValue(3)
    _pick(qtbot, dialog.rows[2].colour, dialog.rows[0].colour.currentIndex())
    _ok(dialog, qtbot)
    shown = dialog.problem.text()
    assert shown and dialog.setup is None
    _pick(qtbot, dialog.rows[1].colour, 3)  # another seat's colour changes: the clash is still there
    assert dialog.problem.text() == shown
    dialog.count.setValue(2)  # the third seat goes, and the clash with it
    assert dialog.problem.text() == ""


@pytest.mark.parametrize(("language", "name"), [("de", "Person {n}"), ("ja", "プレイヤー{n}")])
@pytest.mark.parametrize("game", [g for g in registry.GAMES if registry.spec(g).max_players > 1])
def test_untyped_names_are_made_and_kept_in_the_dialogs_language(make_window, qtbot, language, name, game):
    window = make_window(language="en")
    first = _dialog(window, qtbot, game)
    first.count.setValue(first.count.maximum())
    _ok(first, qtbot)
    assert [s.name for s in first.setup.seats][-1] == f"Player {first.count.maximum()}"
    window.ctx.update_settings(language=language)  # Settings, applied at once
    again = _dialog(window, qtbot, game)
    shown = [row.name.text() for row in again.rows[: again.count.value()]]
    assert shown == [name.format(n=n) for n in range(1, len(shown) + 1)]
    _ok(again, qtbot)
    assert [s.name for s in again.setup.seats] == shown


def test_a_seat_name_nobody_typed_is_shown_in_the_current_language(make_window):
    from bugbox.ui.newgame import seat_name

    make_window(language="de")
    assert [seat_name(name, 2) for name in ("Player 3", "プレイヤー3", "Person 3", "You", "Oma")] == [
        "Person 3",
        "Person 3",
        "Person 3",
        "Person 3",
        "Oma",
    ]
    assert seat_name("Player 3", 1) == "Player 3"  # another seat's default is a name someone gave
