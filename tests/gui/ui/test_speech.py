"""What bugbox says to a screen reader reaches every Orca once (ui/speech.py, ui/gamelog.py):
Orca 43 (Debian 12) ignores `object:announcement` and hears a shown notification inside a
status bar; a newer Orca, listening for announcements, gets the announcement alone. The bus
itself, with a real Orca 43, is heard in tests/e2e/test_keyboard_only.py."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QMainWindow

from bugbox.ui import speech
from bugbox.ui.gamelog import GameLog

#: What `dbus-send --print-reply` prints for the registry's events with Orca 43.1 running.
ORCA_43 = """method return time=1 sender=:1.1 -> destination=:1.5 serial=9 reply_serial=2
   array [
      struct {
         string ":1.0"
         string "Object:StateChanged:Showing"
      }
      struct {
         string ":1.0"
         string "Object:PropertyChange:AccessibleName"
      }
   ]
"""
ORCA_47 = ORCA_43.replace("Object:PropertyChange:AccessibleName", "Object:Announcement:")
EVERY_OBJECT_EVENT = ORCA_43.replace("Object:PropertyChange:AccessibleName", "Object::")


def test_only_a_listener_for_announcements_takes_them_from_the_notification():
    assert not speech.listens_for_announcements(ORCA_43)
    assert speech.listens_for_announcements(ORCA_47)
    assert not speech.listens_for_announcements(EVERY_OBJECT_EVENT)  # a tool, not a reader
    assert not speech.listens_for_announcements("")


def test_a_sentence_is_a_shown_notification_in_a_status_bar(qtbot):
    window = QMainWindow()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    speaker = speech.speaker_of(window)
    for n in range(speech.KEPT + 2):
        speaker.show_text(f"Bob rolls a {n}.")
    assert speech.speaker_of(window) is speaker  # one per window
    bar = QAccessible.queryAccessibleInterface(speaker)
    assert bar.role() == QAccessible.Role.StatusBar
    notes = [bar.child(i) for i in range(bar.childCount())]
    assert len(notes) == speech.KEPT  # reused in turn, never more
    assert {n.role() for n in notes} == {QAccessible.Role.Notification}
    names = {n.text(QAccessible.Text.Name) for n in notes}
    assert f"Bob rolls a {speech.KEPT + 1}." in names and "Bob rolls a 0." not in names
    assert all(not n.state().invisible for n in notes)  # shown: Orca reads a shown one
    assert speaker.said[-1] == f"Bob rolls a {speech.KEPT + 1}."
    assert speaker.width() == 0 and speaker.height() == 0  # nothing on the screen


def test_a_games_first_event_is_news_but_a_game_opened_is_not(qtbot):
    log = GameLog("log")
    qtbot.addWidget(log)
    log.show_lines([])  # a new game: nothing happened yet
    log.show_lines(["Ada rolls a 2."])
    assert log.announced == ["Ada rolls a 2."]
    opened = GameLog("opened")
    qtbot.addWidget(opened)
    opened.show_lines(["Ada rolls a 2.", "Ada moves a pawn 2 tiles forward."])
    assert opened.announced == []
    log.show_lines([])  # undone to the start
    log.show_lines(["Ada rolls a 5."])
    assert log.announced == ["Ada rolls a 5."]


def test_a_task_card_describes_itself_in_plain_text_to_a_screen_reader(qtbot):
    """Orca 43 read the task chooser's tooltip markup aloud: `<p style="white-space:pre">Task 0A…`."""
    from bugbox.games.schaben.tasks import shipped_tasks
    from bugbox.games.schaben.view.task_cards import TaskCard

    task = next(t for t in shipped_tasks() if t.id == "0A")
    card = TaskCard(task, "0A", "0A")
    qtbot.addWidget(card)
    card.retranslate()
    face = QAccessible.queryAccessibleInterface(card)
    description = face.text(QAccessible.Text.Description)
    assert "0A" in description and "<" not in description, description


def test_a_sentence_ending_the_one_just_said_is_not_said_again(qtbot):
    """Orca 43 heard "The exterminator walks from F4 to F5. Task solved!" and then the notice
    bar's "Task solved!" (a solved task)."""
    window = QMainWindow()
    qtbot.addWidget(window)
    speaker = speech.speaker_of(window)
    assert not speech.said_just_now(speaker, "The exterminator walks from F4 to F5. Task solved!")
    assert speech.said_just_now(speaker, "Task solved!")
    assert not speech.said_just_now(speaker, "Bob rolls a 4.")
    assert not speech.said_just_now(speaker, "Ada rolls a 4.")  # another sentence, however alike
    assert not speech.said_just_now(speaker, "Ada rolls a 4.")  # the same roll again is news
