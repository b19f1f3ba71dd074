"""A kill as the game ends loses nothing: the finished game is kept before its last events are
shown, so a bugbox killed (SIGKILL, no clean-up at all) right then still has it."""

import os
import signal
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent("""
    import os, signal
    from PySide6.QtWidgets import QApplication
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.registry import ai_for
    from bugbox.core.session import Session
    from bugbox.ui.context import AppContext
    from bugbox.ui.controller import GameController

    app = QApplication([])
    setup = Setup(seats=(Seat(name="Ada", colour="red"), Seat(name="Bob", colour="blue")))
    ai = ai_for("verasselt")
    whole = Session("verasselt", setup, 21)
    while not whole.is_over():
        whole.play(ai.choose_action(whole.state, Level.EASY, len(whole.actions)))
    session = Session("verasselt", setup, 21)
    for action in whole.actions[:-1]:
        session.play(action)
    controller = GameController(AppContext(), session)
    # the page would now animate the last events, then show the end screen: killed first
    controller.flow.applied.connect(lambda *_: os.kill(os.getpid(), signal.SIGKILL))
    controller.flow.submit(whole.actions[-1])
    raise SystemExit("not killed")
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_game_killed_as_it_ends_is_kept(tmp_path):
    from bugbox.core import records

    env = {**os.environ, "BUGBOX_HOME": os.environ["BUGBOX_HOME"], "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([sys.executable, "-c", SCRIPT], env=env, capture_output=True, timeout=120)
    assert done.returncode == -signal.SIGKILL, done.stderr.decode()[-2000:]
    (path,) = [p for p in records.records_dir().glob("*.json") if p.name != "names.json"]
    entry, session = records.read_entry(path)
    assert session.is_over() and session.setup.seats[0].name == "Ada"


def test_a_game_refereed_elsewhere_is_as_long_as_the_game_not_the_process():
    """Issue 37, finding 5: the length comes from when the game was created, so every computer
    at the table (and one restarted meanwhile) keeps the same figure."""
    from datetime import UTC, datetime

    from bugbox.ui.flow.keeping import game_length

    end = datetime(2026, 12, 1, 10, 3, 40, tzinfo=UTC)
    assert game_length("2026-12-01T10:00:00+00:00", end) == 220.0
    assert game_length("2026-12-01T10:00:00", end) == 220.0  # no zone written: UTC, as saves are
    assert game_length("2026-12-01T11:00:00+00:00", end) == 0.0  # a clock ahead: no negative length
    assert game_length("yesterday", end) == 0.0
