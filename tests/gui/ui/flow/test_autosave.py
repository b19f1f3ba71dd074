"""Autosave failures are told, once (issue 19 item 6): on a full disk 104 autosaves failed and
the player saw nothing. Now the first failure puts one standing sentence in the notice bar,
which later passing sentences do not wipe; the failures after it say nothing more;
the first autosave that works again ends it and says so, once. Real files: the writer's fsync
says ENOSPC, or a file stands where the autosave folder should be.
"""

from __future__ import annotations

import errno
import json
import os

import pytest

from bugbox.core.autosaves import newest
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.session import Session
from bugbox.games.verflixxt import rules
from bugbox.paths import autosave_folder, data_dir
from bugbox.ui.i18n import translate


def _setup() -> Setup:
    return Setup(
        seats=(
            Seat(name="Anna", colour="red", computer=False, level=Level.NORMAL),
            Seat(name="Bert", colour="blue", computer=False, level=Level.NORMAL),
        )
    )


def _play(qtbot, window, moves: int) -> None:
    """The humans take `moves` actions, each through the controller as the table does."""
    page = window.current_page()
    for _ in range(moves):
        qtbot.waitUntil(lambda: page.flow.can_act(), timeout=5000)
        flow = page.flow
        assert flow.submit(rules.legal_actions(flow.state)[0])
    qtbot.waitUntil(lambda: page.flow.can_act(), timeout=5000)


def _full_disk(monkeypatch):
    def no_space(_fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    real = os.fsync
    monkeypatch.setattr(os, "fsync", no_space)  # undone at the end of the test at the latest
    return lambda: monkeypatch.setattr(os, "fsync", real)


def _file_in_the_way(monkeypatch):
    folder = autosave_folder("verflixxt")
    for leftover in folder.iterdir():
        leftover.unlink()
    folder.rmdir()
    folder.write_text("not a folder")
    return lambda: folder.unlink()


@pytest.mark.parametrize(
    "breaking, sentence",
    [
        (
            _full_disk,
            "The disk is full, so this game is no longer being autosaved; free some space and "
            "autosaving resumes by itself.",
        ),
        (_file_in_the_way, "bugbox cannot write in its data folder, so this game is no longer being autosaved."),
    ],
    ids=["full-disk", "file-in-the-way"],
)
def test_autosave_failures_are_told_once_and_the_recovery_once(qtbot, make_window, monkeypatch, breaking, sentence):
    window = make_window()
    told: list[str] = []
    shown = window.notice.show_message

    def spy(text: str, seconds: float = 12, kind: str = "") -> None:
        told.append(text)
        shown(text, seconds, kind)

    monkeypatch.setattr(window.notice, "show_message", spy)
    window.start_session(Session("verflixxt", _setup(), 7))
    _play(qtbot, window, 2)
    assert told == []
    controller = window.current_controller()

    repair = breaking(monkeypatch)
    _play(qtbot, window, 6)
    stopped = translate("Autosave", sentence)
    assert told == [stopped], told
    assert window.notice.standing_text() == stopped
    assert window.notice.isVisible() and window.notice.text() == stopped
    assert controller.autosaver.failing

    repair()
    _play(qtbot, window, 3)
    resumed = translate("Autosave", "The game is being autosaved again.")
    assert told[1:] == [resumed], told
    assert window.notice.standing_text() == ""
    assert window.notice.text() in ("", resumed)
    assert not controller.autosaver.failing
    on_disk = json.loads(newest("verflixxt").read_text())
    assert len(on_disk["actions"]) == len(controller.session.actions) == 11
    assert not [p for p in data_dir().rglob("*.tmp")], "the writer left temp files behind"


def test_a_failing_autosave_is_logged_once_with_its_traceback(qtbot, make_window, monkeypatch, caplog):
    window = make_window()
    window.start_session(Session("verflixxt", _setup(), 7))
    _full_disk(monkeypatch)
    with caplog.at_level("INFO", logger="bugbox.ui.controller"):
        _play(qtbot, window, 4)
    tracebacks = [r for r in caplog.records if r.exc_info]
    assert len(tracebacks) == 1
    assert sum("autosave failed again" in r.getMessage() for r in caplog.records) == 3


def test_closing_the_bar_puts_the_standing_sentence_away(qtbot, make_window, monkeypatch):
    window = make_window()
    window.start_session(Session("verflixxt", _setup(), 7))
    repair = _full_disk(monkeypatch)
    _play(qtbot, window, 3)
    assert "disk is full" in window.notice.standing_text()
    window.notice.close_all()
    _play(qtbot, window, 3)  # still failing: it is not told again
    assert window.notice.standing_text() == ""
    repair()


def test_two_kinds_failing_stand_one_above_the_other_both_in_full(qtbot, make_window, screen_truth):
    """A full disk stops the autosave and the settings: both stand, each on its line, and the bar
    grows to show them whole (it kept the height of one line and cut both in half)."""
    from bugbox.core.disk_trouble import AUTOSAVE, SETTINGS

    window = make_window(animation_speed="fast")
    window.start_session(Session("verflixxt", _setup(), 7))
    full = OSError(errno.ENOSPC, "No space left on device")
    window.ctx.disk.failed(AUTOSAVE, full)
    one_line = window.notice.height()
    window.ctx.disk.failed(SETTINGS, full)
    bar, line = window.notice, window.notice.standing
    assert bar.standing_text().splitlines() == [
        translate(
            "Autosave",
            "The disk is full, so this game is no longer being autosaved; free some space and "
            "autosaving resumes by itself.",
        ),
        "The disk is full. Your settings are not being saved for now; they hold until bugbox closes.",
    ]
    qtbot.waitUntil(lambda: line.height() >= line.heightForWidth(line.width()))
    assert bar.height() > one_line and bar.rect().contains(line.geometry())
    screen_truth(window)
    window.ctx.disk.worked(AUTOSAVE)
    assert bar.standing_text().startswith("The disk is full. Your settings")
    qtbot.waitUntil(lambda: bar.height() < one_line + line.fontMetrics().lineSpacing() * 2)
