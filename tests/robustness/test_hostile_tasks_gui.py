"""Issue 19, items 2 and 4 in the window: Load tasks with a flood of mistakes shows a few dozen
lines (it took 46 s to load and 83 s to repaint a 42-million-character label), and a FIFO as a
task file is refused at once (it blocked the GUI for ever)."""

import json
import os

import pytest

from bugbox.games.schaben.tasks import MAX_REPORTED
from tests.conftest import time_limit


@pytest.fixture
def browser(qtbot, tmp_path):
    from bugbox.games.schaben.progress import Progress
    from bugbox.games.schaben.view.browser import TaskBrowser

    widget = TaskBrowser(Progress(tmp_path / "progress.json"))
    qtbot.addWidget(widget)
    widget.show()

    with time_limit(10, "Load tasks blocked"):
        yield widget


def test_load_tasks_with_a_flood_of_mistakes_shows_a_few_dozen_lines_and_keeps_the_good_task(browser, tmp_path):
    good = {
        "id": "ok",
        "exterminator": {"square": "A1", "facing": "E"},
        "cockroaches": [{"square": "B3", "facing": "N"}],
        "cards": ["right", "forward"],
    }
    bad = {"id": "bad", "exterminator": {"square": "A1", "facing": "N"}, "cards": ["left"], "boxes": ["Z9"] * 100_000}
    path = tmp_path / "flood.json"
    path.write_text(json.dumps({"tasks": [good, bad]}))
    tasks = browser.load_tasks(path)
    lines = browser.errors.text().splitlines()
    assert [t.id for t in tasks] == ["ok"]
    assert len(lines) == 1 + MAX_REPORTED + 1 and "more problem" in lines[-1]
    assert len(browser.errors.text()) < 10_000


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs need a POSIX system")
def test_load_tasks_from_a_fifo_is_refused_at_once(browser, tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    assert browser.load_tasks(path) == []
    assert "not an ordinary file" in browser.errors.text()
