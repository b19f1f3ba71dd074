"""The main window's menus (ui/menus.py): each action is on exactly when it applies (Save,
Undo, Replay and the rules during a game played here, not in the launcher), the keys are set
and do what the menu does, and the words follow a language switch. Real window, real games
from the registry, played through the page as a person plays them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import GAMES, ai_for
from bugbox.core.session import Session

TABLE_GAMES = sorted(game for game, spec in GAMES.items() if spec.max_players > 1)


def start(window, qtbot, game: str):
    """A game with the person here first and computers at the other seats."""
    spec = GAMES[game]
    seats = tuple(
        Seat(name=("Anna", "Ben", "Carla")[i], colour=spec.seat_colours[i], computer=i > 0)
        for i in range(spec.min_players)
    )
    window.start_session(Session(game, Setup(seats=seats, start_player=0, options=spec.default_options()), 1))
    page = window.current_page()
    qtbot.waitUntil(page.can_act, timeout=10_000)
    return page


def enabled(window) -> dict[str, bool]:
    names = ("save", "save_as", "undo", "replay", "rules", "launcher", "new", "records", "open")
    return {name: getattr(window, f"act_{name}").isEnabled() for name in names}


def test_in_the_launcher_only_what_needs_no_game_is_on(make_window):
    window = make_window()
    assert window.showing_launcher()
    on = enabled(window)
    assert on == {
        "save": False,
        "save_as": False,
        "undo": False,
        "replay": False,
        "rules": False,
        "launcher": False,
        "new": True,
        "records": True,
        "open": True,
    }
    assert not window.act_invite.isVisible()


@pytest.mark.parametrize("game", TABLE_GAMES)
def test_during_a_game_here_save_and_rules_apply_and_replay_and_undo_once_a_move_is_made(make_window, qtbot, game):
    window = make_window()
    page = start(window, qtbot, game)
    on = enabled(window)
    assert on["save"] and on["save_as"] and on["rules"] and on["launcher"]
    assert not on["replay"], "nothing to replay before the first move"
    assert not on["undo"], "nothing to undo before the first move"
    ai = ai_for(game)
    assert ai is not None
    assert page.submit(ai.choose_action(page.flow.state, Level.EASY, 0))
    qtbot.waitUntil(lambda: window.act_replay.isEnabled(), timeout=10_000)
    qtbot.waitUntil(lambda: page.can_act() or not page.has_running_game(), timeout=30_000)
    if page.can_act():
        qtbot.waitUntil(lambda: window.act_undo.isEnabled() == page.can_undo(), timeout=5_000)
    window.back_to_launcher()
    qtbot.waitUntil(lambda: not window.act_save.isEnabled(), timeout=5_000)
    assert not window.act_replay.isEnabled() and not window.act_undo.isEnabled() and not window.act_rules.isEnabled()


def test_the_actions_have_their_keys_and_the_keys_do_what_the_menu_does(make_window, qtbot):
    window = make_window()
    standard = QKeySequence.StandardKey
    for name, key in (("new", standard.New), ("open", standard.Open), ("save", standard.Save), ("undo", standard.Undo)):
        action = getattr(window, f"act_{name}")
        assert not action.shortcut().isEmpty(), name
        assert action.shortcuts() == QKeySequence.keyBindings(key), name  # the platform's own keys
    assert window.act_quit.shortcuts() == QKeySequence.keyBindings(standard.Quit)
    assert window.act_launcher.shortcut().toString() == "Ctrl+L"
    assert window.act_records.shortcut().toString() == "Ctrl+R"
    assert not window.act_full.shortcut().isEmpty() and window.act_full.isCheckable()
    assert not window.act_settings.shortcut().isEmpty()
    # Ctrl+R opens the Records page, Ctrl+L brings the games back
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not window.showing_launcher(), timeout=5_000)
    assert window.act_launcher.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(window.showing_launcher, timeout=5_000)


def test_the_menus_words_follow_a_language_switch(make_window, qtbot):
    window = make_window(language="en")
    assert window.menu_edit.title() == "&Edit" and window.act_undo.text() == "&Undo"
    window.ctx.update_settings(language="de")
    qtbot.waitUntil(lambda: window.menu_edit.title() == "&Bearbeiten", timeout=5_000)
    assert window.act_undo.text() == "&Rückgängig"
    assert window.act_replay.text() == "Diese Partie &nachspielen"
    window.ctx.update_settings(language="en")
    qtbot.waitUntil(lambda: window.act_undo.text() == "&Undo", timeout=5_000)
