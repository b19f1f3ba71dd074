"""The Records page and the replay viewer, after whole games played in the real window.

A game of each kind is played to its end (the computer decides for the human seat too, sent
through the controller as the page sends a click), then found on the Records page with the
figures the rules give, and in the viewer, which steps back to the set-up.
"""

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from bugbox.core import registry
from bugbox.core.players import Level, Seat, Setup
from bugbox.core.registry import ai_for
from bugbox.core.session import Session
from bugbox.ui.records_pruning import pruner_of


def answer_question(button, asked: list[str] | None = None, tries: int = 200) -> list[str]:
    """Answer the next question box with `button` when it comes; its text lands in the list
    returned (bounded: it looks every 20 ms, `tries` times)."""
    asked = [] if asked is None else asked

    def look(left: int) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.text())
            box.button(button).click()
        elif left:
            QTimer.singleShot(20, lambda: look(left - 1))

    QTimer.singleShot(20, lambda: look(tries))
    return asked


def finish(qtbot, window, session: Session):
    """Start `session` in the window and play it to its end; returns the page."""
    window.start_session(session)
    page = window.current_page()
    controller = page.flow
    ai = ai_for(session.game_id)
    while not controller.session.is_over():
        qtbot.waitUntil(lambda: controller.can_act() or controller.session.is_over(), timeout=30000)
        if controller.session.is_over():
            break
        state = controller.state
        assert controller.submit(ai.choose_action(state, Level.NORMAL, len(controller.session.actions)))
    qtbot.waitUntil(lambda: not controller.showing_events(), timeout=10000)
    return page


def open_records(window, game_id: str):
    window.back_to_launcher()
    records_page = window.show_records()
    records_page.show_game(game_id)
    records_page.finish_loading()
    return records_page


def row_of(records_page, label: str) -> dict[str, str]:
    headers = records_page.header_texts()
    for row in records_page.row_texts():
        if row[0] == label:
            return dict(zip(headers, row, strict=True))
    raise AssertionError(f"{label} not in {records_page.row_texts()}")


def kept_games(records_page) -> list[list[str]]:
    """The kept games list as shown: its headings, then each game's line."""
    model = records_page.games_model
    return [[model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]] + [
        [model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())
    ]


def replay_first(qtbot, window, records_page):
    records_page.games.selectRow(0)
    qtbot.mouseClick(records_page.replay_button, Qt.MouseButton.LeftButton)
    viewer = window.replay_page
    assert viewer is not None and window.stack.currentWidget() is viewer
    return viewer


def test_a_voll_verasselt_game_is_counted_and_replayed_back_to_its_set_up(qtbot, make_window):
    from bugbox.games.verasselt import rules
    from bugbox.games.verasselt.events import Bust, Stopped

    window = make_window()
    setup = Setup(
        seats=(Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue", computer=True, level=Level.HARD))
    )
    page = finish(qtbot, window, Session("verasselt", setup, 11))
    session = page.flow.session
    won = 0 in rules.winners(session.state)
    catches = [e.catch.total for events in session.events for e in events if isinstance(e, Stopped) and e.player == 0]
    busts = sum(isinstance(e, Bust) and e.player == 0 for events in session.events for e in events)

    records_page = open_records(window, "verasselt")
    anna = row_of(records_page, "Anna")
    assert anna["Played"] == "1" and anna["Won"] == ("1" if won else "0")
    assert anna["Best score"] == str(session.state.heaps[0].total)
    assert anna["Biggest catch"] == str(max(catches, default=0))
    assert anna["Busts per game"] == f"{busts:.1f}"
    assert row_of(records_page, "Computer (hard)")["Played"] == "1"
    assert kept_games(records_page)[0][1:4] == ["Players", "Won", "Moves"]

    viewer = replay_first(qtbot, window, records_page)
    assert viewer.controller.position == len(session.actions)
    table = viewer.game_page
    assert table.scene.end_screen.isVisible() and not table.scene.end_button.isVisible()  # no "Play again" here
    assert table.panel.again.isHidden()
    viewer.go(0)
    assert viewer.game_page.state == session.states[0]
    assert viewer.game_page.scene.prompt.toPlainText() == "Replay: Anna's turn"  # nobody is asked to roll
    assert viewer.steps.currentRow() == 0
    assert not viewer.buttons["back"].isEnabled()
    qtbot.keyClick(viewer.steps, Qt.Key.Key_Right)
    assert viewer.controller.position == 1 and viewer.steps.currentRow() == 1
    qtbot.keyClick(viewer.game_page.view, Qt.Key.Key_End)  # the keys work over the table too
    assert viewer.controller.position == len(session.actions)
    viewer.go(0)
    viewer.turn_forward()
    assert viewer.controller.position > 0 and viewer.steps.currentRow() == viewer.controller.position
    assert not viewer.controller.flow.submit(rules.legal_actions(viewer.game_page.state)[0])  # nobody moves here


def test_a_verflixxt_game_counts_bites_and_luck_and_plays_on_from_an_earlier_turn(qtbot, make_window):
    from bugbox.games.verflixxt import rules
    from bugbox.games.verflixxt.events import MinusTileReturned, NothingToReturn, PenaltyTileGiven

    window = make_window()
    setup = Setup(
        seats=(Seat(name="anna", colour="red"), Seat(name="Carla", colour="blue", computer=True, level=Level.EASY)),
        options={"wurminator": True},
    )
    page = finish(qtbot, window, Session("verflixxt", setup, 5))
    session = page.flow.session
    bites = sum(
        isinstance(e, PenaltyTileGiven | MinusTileReturned | NothingToReturn) and e.player == 0
        for events in session.events
        for e in events
    )
    converted = len(rules.scores(session.state)[0].converted_tiles)

    records_page = open_records(window, "verflixxt")
    anna = row_of(records_page, "anna")
    assert anna["Played"] == "1"
    assert anna["Wurminator bites"] == str(bites)
    assert anna["Most luck tiles converted"] == str(converted)
    assert anna["Best score"] == str(rules.scores(session.state)[0].total)

    viewer = replay_first(qtbot, window, records_page)
    assert viewer.game_page.end.isVisible() and viewer.game_page.end.again.isHidden()
    viewer.go(0)
    assert viewer.game_page.state == session.states[0] and not viewer.game_page.end.isVisible()
    assert viewer.game_page.panel.prompt.text() == "Replay: anna's turn."  # not "anna, roll the die: …"
    panel = viewer.game_page.panel
    assert panel.roll.isHidden() and panel.wurm_move.isHidden() and panel.undo.isHidden()  # nobody plays
    viewer.go(1)
    assert viewer.game_page.panel.prompt.text() == f"Replay: anna rolled a {session.states[1].die}."
    viewer.turn_forward()
    viewer.turn_forward()
    position = viewer.controller.position
    viewer.buttons["play_on"].click()
    live = window.current_page()
    assert live is window.pages["verflixxt"] and live.flow.session.actions == session.actions[:position]
    assert live.flow.session.setup == setup
    assert not live.panel.undo.isHidden()  # the live table has its buttons again


def test_a_schaben_task_is_counted_by_difficulty_with_the_help_used(qtbot, make_window):
    from bugbox.games.schaben.tasks import shipped_tasks

    task = next(t for t in shipped_tasks() if t.id == "8B")
    window = make_window()
    window.play("schaben")
    page = window.current_page()
    page.choose_task(task)
    page.help_given.emit("hint")
    for step in task.solution:
        qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
        assert page.flow.submit(step)
    qtbot.waitUntil(lambda: page.flow.session.is_over() and not page.flow.showing_events(), timeout=5000)

    records_page = open_records(window, "schaben")
    rows = {row[0]: row for row in records_page.row_texts()}
    difficulty = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}[task.difficulty]
    assert rows[difficulty][1:] == ["1", "1", "1", "0", "1"]  # solved, attempts, hints, solutions, first try
    headings, game = kept_games(records_page)
    assert headings[1:4] == ["Task", "Result", "Cards played"]  # a solo puzzle has no players or winners
    assert game[1:4] == ["8B", "solved", str(len(task.solution))]

    viewer = replay_first(qtbot, window, records_page)
    viewer.go(0)
    assert viewer.game_page.flow.state == task.start_state()


def test_names_match_in_any_case_a_merge_joins_two_names_and_a_reset_starts_from_zero(qtbot, make_window):
    window = make_window()
    for name, seed in (("Ben", 1), ("BEN", 2), ("Benny", 3)):
        setup = Setup(
            seats=(Seat(name="Anna", colour="red", computer=True, level=Level.EASY), Seat(name=name, colour="blue"))
        )
        finish(qtbot, window, Session("verasselt", setup, seed))
    records_page = open_records(window, "verasselt")
    assert row_of(records_page, "Ben")["Played"] == "2"
    assert row_of(records_page, "Benny")["Played"] == "1"
    assert row_of(records_page, "Computer (easy)")["Played"] == "3"
    records_page.apply_rename("Benny", "ben")
    records_page.finish_loading()  # counted again in the background
    assert row_of(records_page, "ben")["Played"] == "3"
    assert [row[0] for row in records_page.row_texts()].count("ben") == 1
    records_page.apply_reset("verasselt")
    records_page.finish_loading()
    assert records_page.row_texts() == []
    assert records_page.games_model.rowCount() == 3  # the games stay to be replayed


def test_a_finished_game_opens_in_the_viewer_from_its_file_a_save_or_an_export_and_plays_to_its_end(
    qtbot, make_window, tmp_path
):
    from bugbox.core import records
    from bugbox.core.saves import save_session
    from bugbox.games.schaben.tasks import shipped_tasks

    task = next(t for t in shipped_tasks() if t.id == "8B")
    window = make_window(animation_speed="fast")
    window.play("schaben")
    page = window.current_page()
    page.choose_task(task)
    for step in task.solution:
        qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
        assert page.flow.submit(step)
    qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
    finished = page.flow.session
    (kept,) = [p for p in records.records_dir().glob("*.json") if p.name != "names.json"]

    assert window.open_file(kept)
    viewer = window.replay_page
    assert window.stack.currentWidget() is viewer and viewer.controller.position == len(task.solution)
    exported = tmp_path / "shared.json"
    records.export(viewer.entry, exported)
    as_save = tmp_path / "finished-save.json"
    save_session(finished, as_save)
    for path in (exported, as_save):
        assert window.open_file(path)
        viewer = window.replay_page
        assert viewer.full.actions == finished.actions and window.current_page() is None  # no game started

    viewer.go(0)
    viewer.buttons["play"].click()  # plays the moves one by one, animated
    qtbot.waitUntil(
        lambda: viewer.controller.position == len(task.solution) and not viewer.controller.playing, timeout=15000
    )
    assert viewer.steps.currentRow() == len(task.solution)
    assert len([p for p in records.records_dir().glob("*.json") if p.name != "names.json"]) == 1  # nothing kept twice


def test_the_number_of_games_kept_is_set_in_settings_and_the_oldest_go_first(qtbot, make_window):
    from bugbox.core import records
    from bugbox.games.schaben.tasks import shipped_tasks
    from bugbox.ui.settings_dialog import SettingsDialog

    task = next(t for t in shipped_tasks() if t.id == "8B")
    setup = Setup(seats=(Seat(name="Player", colour="green"),), options={"task": task.to_json()})
    earlier = Session("schaben", setup, 0)
    for step in task.solution:
        earlier.play(step)
    oldest = [records.keep(earlier, limit=records.MAX_LIMIT) for _ in range(30)]
    window = make_window()
    dialog = SettingsDialog(window.ctx, window)
    dialog.records_limit.setValue(25)
    asked = answer_question(QMessageBox.StandardButton.Yes)
    dialog.accept()
    assert "deletes the oldest 5" in asked[0]
    assert window.ctx.settings.records_limit == 25
    pruner = pruner_of(window.ctx)
    qtbot.waitUntil(lambda: not pruner.busy(), timeout=10000)
    window.play("schaben")
    page = window.current_page()
    page.choose_task(task)
    for step in task.solution:
        qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
        assert page.flow.submit(step)
    kept = sorted(p.name for p in records.records_dir().glob("*.json") if p.name != "names.json")
    assert len(kept) == 25 and kept[:-1] == sorted(p.name for p in oldest[6:])


def test_a_last_card_taken_back_keeps_only_the_game_as_it_really_ended(qtbot, make_window):
    from bugbox.core import records
    from bugbox.games.schaben.tasks import shipped_tasks

    task = next(t for t in shipped_tasks() if t.id == "8B")
    window = make_window()
    window.play("schaben")
    page = window.current_page()
    page.choose_task(task)
    for step in task.solution:
        qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
        assert page.flow.submit(step)
    qtbot.waitUntil(lambda: not page.flow.showing_events(), timeout=5000)
    assert page.flow.undo()
    assert list(records.records_dir().glob("*.json")) == []
    page.help_given.emit("solution")
    assert page.flow.submit(task.solution[-1])
    (kept,) = records.records_dir().glob("*.json")
    entry, session = records.read_entry(kept)
    assert session.state.status == "solved" and entry["help"] == {"solutions": 1}


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_every_heading_fits_at_1024x640_in_german(qtbot, make_window, game_id):
    """At 1024x640 in German the stretched names' column was squeezed to "piele"."""
    window = make_window(language="de")
    window.resize(1600, 1000)
    records_page = open_records(window, game_id)  # laid out wide first, then made smaller
    qtbot.wait(50)
    window.resize(1024, 640)
    qtbot.wait(50)
    header = records_page.table.horizontalHeader()
    for column in range(header.count()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), (column, records_page.header_texts())
