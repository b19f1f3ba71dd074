"""When the table is heard (ui/sounds.py): "your turn" and the taskbar alert, the View › Sound
switch, and silence for a replay stepped by hand and for a jump to the end."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication, QWidget

from bugbox.core import registry
from bugbox.core.players import Level
from bugbox.core.session import Session
from bugbox.paths import settings_path
from bugbox.ui import sounds
from tests.gui.ui.test_side_panel import _setup
from tests.sound_fixture import null_speaker  # noqa: F401 - the fixture


def _names() -> list[str]:
    return [h[0] for h in sounds.heard]


def test_your_turn_chimes_when_the_decision_comes_back_from_the_computer(qtbot, null_speaker, monkeypatch):  # noqa: F811
    alerted = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerted.append(widget)))
    page = QWidget()
    qtbot.addWidget(page)
    page.show()
    page.activateWindow()
    qtbot.waitUntil(page.isActiveWindow, timeout=3000)
    sounds.turn_came(page, 0, [0])  # the game starts with the person here: no chime
    sounds.turn_came(page, 1, [0])  # the computer decides
    assert _names() == []
    sounds.turn_came(page, 0, [0])  # ... and hands back
    assert _names() == ["your_turn"] and alerted == []
    sounds.turn_came(page, 0, [0])  # the same decision again: once is enough
    assert _names() == ["your_turn"]


def test_a_window_that_is_not_active_is_alerted_and_chimed_even_in_hotseat(qtbot, null_speaker, monkeypatch):  # noqa: F811
    alerted = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerted.append(widget)))
    page = QWidget()
    qtbot.addWidget(page)
    assert not page.isActiveWindow()
    sounds.turn_came(page, 0, [0, 1])
    sounds.turn_came(page, 1, [0, 1])
    assert alerted == [page, page]
    assert _names() == ["your_turn", "your_turn"]


def test_view_sound_switches_the_sound_remembers_it_and_says_so(make_window, qtbot, null_speaker):  # noqa: F811
    window = make_window()
    told = []
    window.tell = lambda text, seconds=12, **kw: told.append(text)
    action = window.act_sound
    assert action in window.menu_view.actions()
    assert action.isCheckable() and action.isChecked()  # on by default
    assert action.shortcut().toString() == "Ctrl+M"
    assert window.ctx.settings.sound_volume == 60  # a moderate volume
    sounds.apply_settings(window.ctx.settings.sound, window.ctx.settings.sound_volume)
    assert null_speaker.play("win")
    action.trigger()
    assert not window.ctx.settings.sound
    assert json.loads(settings_path().read_text())["sound"] is False
    assert told == ["Sound off."] and action.statusTip() == "Sound off."
    sounds.apply_settings(window.ctx.settings.sound, window.ctx.settings.sound_volume)
    assert not null_speaker.play("win")  # silent
    window.ctx.update_settings(sound=True)  # from the settings dialog
    assert action.isChecked() and action.statusTip() == "Sound on."


def _played(game_id: str, moves: int) -> Session:
    ai = registry.ai_for(game_id)
    assert ai is not None
    session = Session(game_id, _setup(game_id), 1)
    for turn in range(moves):
        session.play(ai.choose_action(session.state, Level.EASY, turn))
    return session


def test_a_replay_stepped_by_hand_is_silent_and_heard_while_it_plays(make_window, qtbot, null_speaker):  # noqa: F811
    window = make_window(animation_speed="fast")
    session = _played("verasselt", 6)
    viewer = window.open_replay(session, None)
    viewer.go(0)
    sounds.heard.clear()
    viewer.go(1, animate=True)  # "forward" by hand: animated, and silent
    qtbot.waitUntil(lambda: not viewer.game_page.animator.busy(), timeout=10000)
    assert viewer.controller.position == 1
    assert _names() == []
    viewer.toggle_play()  # played: the table is heard
    qtbot.waitUntil(lambda: bool(sounds.heard), timeout=10000)
    viewer.toggle_play()
    window.close_replay()


def test_a_jump_to_the_end_of_running_animations_is_silent(qtbot, null_speaker):  # noqa: F811
    from bugbox.games.verasselt.events import DiceRolled
    from bugbox.ui.animation import Animator
    from bugbox.ui.choreography import Choreography, shows

    class Dice(Choreography):
        sound_of = staticmethod(lambda e: sounds.Sound("dice_4"))

        @shows(DiceRolled)
        def roll(self, event):
            self.add(self.animator.pause(300))

    table = QWidget()
    qtbot.addWidget(table)
    animator = Animator("normal", table)
    rolled = DiceRolled(player=0, name="A", rolled=(0, 1, 2, 3), faces=("bars",) * 4)
    anim = Dice(animator).play([rolled, rolled])
    animator.run(anim)
    qtbot.waitUntil(lambda: bool(sounds.heard), timeout=5000)
    animator.finish_all()  # a new game: the second roll is not heard
    assert _names() == ["dice_4"]


def test_a_sound_switched_off_last_time_shows_off_in_the_menu_and_the_key_turns_it_on(make_window):
    window = make_window(sound=False)
    window.menu_view.aboutToShow.emit()  # the menu reads the settings as it opens
    assert not window.act_sound.isChecked()
    window.act_sound.trigger()  # Ctrl+M
    assert window.ctx.settings.sound and window.act_sound.isChecked()
    assert window.act_sound.statusTip() == "Sound on."
