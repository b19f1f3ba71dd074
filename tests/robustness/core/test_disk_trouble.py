"""Issue 28, item 4: a full or read-only disk loses no game, and each trouble is told once.

At game over the record (Records) was not written on a full or read-only disk, and the autosave
was deleted anyway: the finished game was gone, and only "no longer autosaved" had been said.
The Schaben progress, the puzzles and the settings failed silently (logged only).

Now the autosave of a finished game stays until its record is on disk: the next start lists it
with the unfinished games, and continuing it writes the record then. Every kind of file the
player would miss (autosave, record, progress, puzzles, settings) is told once in the notice bar
when it stops being written, and once when it works again; whatever was already on disk stays
byte for byte. The disks are real: a tiny tmpfs, filled up or remounted read-only, which stops
root too (disks.py; where mounting is not allowed the run says it simulated them).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from disks import Disk
from PySide6.QtCore import Qt

from bugbox.core import autosaves
from bugbox.core.disk_trouble import KINDS
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.saves import load_save
from bugbox.core.session import Session
from bugbox.games.schaben.tasks import shipped_tasks
from bugbox.paths import records_dir

SPEED = "fast"


def _near_the_end(game_id: str, seed: int, left: int) -> tuple[Session, list]:
    """A hotseat game (Anna, Ben) `left` actions before its end, and those actions."""
    setup = Setup(seats=(Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue")), start_player=0)
    session = Session(game_id, setup, seed)
    ai = ai_for(game_id)
    for _ in range(5000):
        if session.is_over():
            break
        session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
    assert session.is_over()
    actions = session.action_dicts()
    start = Session.replay(game_id, setup, seed, actions[:-left])
    adapter = start.rules.ACTION_ADAPTER
    return start, [adapter.validate_python(a) for a in actions[-left:]]


def _finish(qtbot, window, actions: list) -> None:
    page = window.current_page()
    for action in actions:
        qtbot.waitUntil(lambda: page.flow.can_act(), timeout=10000)
        assert page.flow.submit(action)
    qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=10000)
    assert page.flow.session.is_over()


def _one_card(qtbot, page) -> None:
    controller = page.flow
    assert controller.submit(controller.session.rules.legal_actions(controller.state)[0])
    qtbot.waitUntil(lambda: controller.can_act(), timeout=10000)


def _on_disk(folder: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file() and p.name != ".filler"
    }


def _told(window) -> list[tuple[str, bool]]:
    told: list[tuple[str, bool]] = []
    window.ctx.disk_notice.connect(lambda kind, message, trouble: told.append((kind, trouble)))
    return told


def test_a_game_ending_on_a_read_only_records_folder_stays_until_its_record_is_written(qtbot, make_window, capsys):
    disk = Disk(records_dir(), size="1m")
    try:
        with capsys.disabled():
            print(f"\n  records folder: {disk}")
        window = make_window(animation_speed=SPEED)
        told = _told(window)
        session, last = _near_the_end("verflixxt", 5, 2)
        window.start_session(session)
        autosave = window.current_controller().autosaver.path
        disk.read_only()
        _finish(qtbot, window, last)  # before the fix: no record, and the autosave deleted
        assert list(records_dir().iterdir()) == []
        assert autosave.exists(), "the finished game is gone"
        _, saved = load_save(autosave)
        assert saved.is_over() and saved.action_dicts() == window.current_controller().session.action_dicts()
        assert told == [("record", True)]
        standing = window.notice.standing_text()
        assert "could not be kept for Records" in standing and "unfinished games" in standing
        window.close()  # leaving the table tries once more: still read-only, nothing new told
        assert autosave.exists() and told == [("record", True)]

        disk.repair()
        again = make_window(animation_speed=SPEED)  # the next start
        tile = again.launcher.tiles["verflixxt"]
        assert tile.all_button.text() == "1 unfinished game…"
        dialog = again.show_unfinished("verflixxt")
        assert dialog.tree.topLevelItem(0).text(1) == "finished, not yet in Records"
        dialog.reject()
        qtbot.mouseClick(tile.resume_button, Qt.MouseButton.LeftButton)  # "Continue last game"
        [kept] = [p for p in records_dir().iterdir() if p.suffix == ".json"]
        assert not autosave.exists() and autosaves.listing("verflixxt") == []
        page = again.current_page()
        assert page.flow.session.is_over()  # the game shown at its end
        assert page.flow.session.action_dicts() == saved.action_dicts()
        assert '"actions"' in kept.read_text()
        again.close()
    finally:
        disk.unmount()


@pytest.mark.parametrize("trouble", ["full", "read-only"])
def test_every_kind_of_file_is_told_once_and_nothing_on_disk_is_lost(qtbot, make_window, bugbox_home, capsys, trouble):
    disk = Disk(bugbox_home, size="4m")
    try:
        with capsys.disabled():
            print(f"\n  the player's folders: {disk}, made {trouble}")
        window = make_window(animation_speed=SPEED)
        told = _told(window)
        # What is on disk before: settings, a kept game, an unfinished game, Schaben progress
        # and a puzzle of the player's own.
        ended, last = _near_the_end("verflixxt", 9, 1)
        window.start_session(ended)
        _finish(qtbot, window, last)
        assert len([p for p in records_dir().iterdir() if p.suffix == ".json"]) == 1
        playing, last = _near_the_end("verflixxt", 5, 3)
        window.start_session(playing)
        window.ctx.update_settings(show_odds=False)
        window.play("schaben")
        schaben = window.current_page()
        tasks = shipped_tasks()
        schaben.choose_task(tasks[0])
        _one_card(qtbot, schaben)  # an unfinished task: it stays (and frees no room) when left
        schaben.browser.puzzles.add(tasks[1].model_copy(update={"id": "P1"}))
        window.show_page("verflixxt")
        before = _on_disk(bugbox_home)
        assert told == []

        (disk.fill if trouble == "full" else disk.read_only)()
        _finish(qtbot, window, last)  # three autosaves and the record fail
        window.ctx.update_settings(show_odds=True)
        window.ctx.update_settings(animation_speed=SPEED)
        window.play("schaben")
        schaben.choose_task(tasks[2])  # a try counted, a new game autosaved
        schaben.restart()
        schaben.browser.puzzles.add(tasks[3].model_copy(update={"id": "P2"}))
        schaben.browser.puzzles.add(tasks[4].model_copy(update={"id": "P3"}))
        counted = Counter(kind for kind, failing in told if failing)
        assert counted == Counter(KINDS), told  # each kind once
        assert all(failing for _, failing in told)
        assert len(window.notice.standing_text().splitlines()) == len(KINDS)
        cause = "The disk is full" if trouble == "full" else "may not write"
        assert window.notice.standing_text().count(cause) == len(KINDS)
        after = _on_disk(bugbox_home)
        assert {name: after.get(name) for name in before} == before, "a file on disk changed or went"

        told.clear()
        disk.repair()
        schaben.restart()  # progress and autosave work again
        window.ctx.update_settings(show_odds=False)
        schaben.browser.puzzles.add(tasks[5].model_copy(update={"id": "P4"}))
        window.close()  # the finished game's record is written now, and its autosave goes
        assert Counter(kind for kind, failing in told if not failing) == Counter(KINDS), told
        assert len([p for p in records_dir().iterdir() if p.suffix == ".json"]) == 2
        left = {p.name for p in autosaves.listing("verflixxt")}
        assert left == set(), left
    finally:
        disk.unmount()


@pytest.mark.parametrize("written", [True, False], ids=["autosaved-before", "never-autosaved"])
def test_leaving_a_game_on_a_full_disk_says_what_is_kept_and_never_promises_more(
    qtbot, make_window, bugbox_home, capsys, monkeypatch, written
):
    from PySide6.QtWidgets import QMessageBox

    disk = Disk(bugbox_home, size="4m")
    try:
        with capsys.disabled():
            print(f"\n  the player's folders: {disk}")
        asked: list[str] = []
        from bugbox.ui import plaintext

        monkeypatch.setattr(
            plaintext, "ask", lambda p, t, text, *a, **k: asked.append(text) or QMessageBox.StandardButton.No
        )
        window = make_window(animation_speed=SPEED, confirm_abandon=True)
        session, last = _near_the_end("verflixxt", 5, 4)
        if not written:
            disk.fill()
        window.start_session(session)
        if written:
            disk.fill()
        page = window.current_page()
        qtbot.waitUntil(lambda: page.flow.can_act(), timeout=10000)
        assert page.flow.submit(last[0])
        qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=10000)
        window.back_to_launcher()
        [text] = asked
        if written:
            assert "could not autosave the latest moves of your game with Anna and Ben" in text
            assert "as it was before them" in text
        else:
            assert "could not autosave your game with Anna and Ben at all" in text
        assert "stays with the unfinished games" not in text
    finally:
        disk.unmount()
