"""The side panels' game log: new lines are added, a changed log is shown anew."""

from bugbox.ui.gamelog import GameLog


def test_new_lines_are_appended_and_a_changed_log_rebuilt(qtbot):
    log = GameLog("log")
    qtbot.addWidget(log)
    log.show_lines(["Anna rolls.", "Ben rolls."])
    first = log.item(0)
    log.show_lines(["Anna rolls.", "Ben rolls.", "Carla rolls."])
    assert log.lines() == ["Anna rolls.", "Ben rolls.", "Carla rolls."]
    assert log.item(0) is first  # grown: the old lines stay as they were
    log.show_lines(["Anna rolls."])  # a move undone
    assert log.lines() == ["Anna rolls."]
    log.show_lines(["Anna würfelt."])  # another language
    assert log.lines() == ["Anna würfelt."] and log.item(0) is not first
