"""The notice bar: a passing sentence goes after its seconds or with the situation it tells of,
standing sentences (one per kind of file that cannot be written) stay until closed or cleared,
and the bar floats over the content, saying how much room it takes, so the table never moves."""

import pytest
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from bugbox.ui.notice import NoticeBar


@pytest.fixture
def bar(qtbot):
    area = QWidget()
    qtbot.addWidget(area)
    area.resize(800, 600)
    area.show()
    qtbot.waitExposed(area)
    notice = NoticeBar()
    notice.float_over(area)
    return notice


def test_a_passing_sentence_goes_after_its_seconds(bar, qtbot):
    bar.show_message("Saved.", seconds=0.05)
    assert bar.text() == "Saved." and bar.room() > 0
    qtbot.waitUntil(lambda: bar.text() == "", timeout=2000)
    assert bar.isHidden() and bar.room() == 0


def test_a_sentence_goes_with_the_situation_of_the_page_that_told_it(bar):
    page, other = QObject(), QObject()
    bar.show_message("That card cannot go there.")
    bar.told_by(page)
    bar.expire(other)  # another page's change leaves it alone
    assert bar.text() == "That card cannot go there."
    bar.expire(page)
    assert bar.text() == ""


def test_leaving_the_page_that_told_it_ends_it_but_a_file_sentence_stays(bar):
    page = QObject()
    bar.show_message("Task solved!")
    bar.told_by(page)
    bar.left_for(page)
    assert bar.text() == "Task solved!"
    bar.left_for(None)
    assert bar.text() == ""
    bar.show_message("The save could not be read.")  # told by nobody
    bar.left_for(page)
    assert bar.text() == "The save could not be read."


def test_standing_sentences_stand_one_per_kind_above_passing_ones(bar):
    bar.show_message("Autosave stopped.", seconds=0, kind="autosave")
    bar.show_message("Records stopped.", seconds=0, kind="record")
    bar.show_message("Saved.")
    assert bar.standing_text() == "Autosave stopped.\nRecords stopped."
    bar.show_message("Autosave stopped: disk full.", seconds=0, kind="autosave")
    assert bar.standing_text() == "Autosave stopped: disk full.\nRecords stopped."
    bar.clear_standing("autosave")
    assert bar.standing_text() == "Records stopped."
    bar.close_all()
    assert bar.text() == "" and bar.standing_text() == "" and bar.isHidden()


def test_the_bar_floats_over_the_top_at_the_areas_width(bar, qtbot):
    bar.show_message("Saved.")
    area = bar.parentWidget()
    assert bar.geometry().top() == 0 and bar.width() == area.width()
    area.resize(640, 600)
    qtbot.waitUntil(lambda: bar.width() == 640, timeout=2000)


@pytest.mark.parametrize("on", [True, False])
def test_each_sentence_is_said_to_a_screen_reader_unless_announcements_are_off(qtbot, on):
    area = QWidget()
    qtbot.addWidget(area)
    notice = NoticeBar(announcing=lambda: on)
    notice.float_over(area)
    notice.show_message("Ben lost the connection.")
    notice.show_message("The disk is full.", seconds=0, kind="autosave")
    notice.announce("Ben is back at the table.")  # said, not shown: the table shows it
    assert notice.announced == (
        ["Ben lost the connection.", "The disk is full.", "Ben is back at the table."] if on else []
    )
    assert "Ben is back" not in notice.text()


def test_the_window_announces_its_notices_by_the_setting(make_window):
    window = make_window(announcements=False)
    window.tell("Saved.")
    assert window.notice.announced == []
    window.ctx.update_settings(announcements=True)
    window.tell("Exported.")
    assert window.notice.announced == ["Exported."]
