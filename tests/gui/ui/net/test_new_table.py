"""The new-game dialog for a table across computers: the table server gives the colours (in
seat order) and draws the start player, so the dialog's choices for those are off with a
tooltip saying so; a seat for a player on another computer is remembered as such for the
next game. Real dialogs and settings."""

from __future__ import annotations

from PySide6.QtCore import Qt

from bugbox.ui.newgame import NewGameDialog


def ok(qtbot, dialog) -> None:
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_the_table_assigns_colours_and_start_player_and_a_seat_elsewhere_is_remembered(make_window, qtbot):
    window = make_window(language="en")
    dialog = NewGameDialog(window.ctx, "verflixxt", window)
    qtbot.addWidget(dialog)
    dialog.count.setValue(3)
    dialog.rows[0].colour.setCurrentIndex(2)  # chosen for a game here ...
    dialog.start.setCurrentIndex(2)
    assert dialog.rows[0].colour.isEnabled() and dialog.start.isEnabled()
    dialog.rows[2].kind.setCurrentIndex(dialog.rows[2].kinds.index("remote"))
    assert dialog.rows[2].name.text() == "" and dialog.rows[2].name.placeholderText() == "joins with the invite"
    # ... but the table decides: seat order colours, a drawn start player, and the tooltips say so
    assert not any(row.colour.isEnabled() for row in dialog.rows)
    assert [row.colour.currentIndex() for row in dialog.rows[:3]] == [0, 1, 2]
    assert dialog.rows[0].colour.toolTip() == "At a table across computers, the table gives each seat its colour."
    assert not dialog.start.isEnabled() and dialog.start.currentText() == "Random"
    assert dialog.start.toolTip() == "At a table across computers, the table draws the start player."
    ok(qtbot, dialog)
    assert dialog.plan is not None
    assert [seat.kind for seat in dialog.plan.seats] == ["here", "computer", "elsewhere"]

    again = NewGameDialog(window.ctx, "verflixxt", window)  # the next game starts from this one
    qtbot.addWidget(again)
    assert again.count.value() == 3
    assert [row.kind_chosen() for row in again.rows[:3]] == ["human", "normal", "remote"]
    assert not again.rows[2].name.isEnabled() and not again.start.isEnabled()
    # back to a game here: the choices are the player's again
    again.rows[2].kind.setCurrentIndex(0)
    assert again.rows[2].name.text() == "Player 3"  # the name the seat had before
    assert again.rows[0].colour.isEnabled() and again.start.isEnabled() and not again.rows[0].colour.toolTip()
    ok(qtbot, again)
    assert again.plan is None
    third = NewGameDialog(window.ctx, "verflixxt", window)
    qtbot.addWidget(third)
    assert [row.kind_chosen() for row in third.rows[:3]] == ["human", "normal", "human"]
