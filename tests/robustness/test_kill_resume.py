"""Killed mid-game, nothing lost: `kill -9` the running app and "Continue last game".

For each game a subprocess (`kill_driver.py`: the real main window, a human seat playing
random legal actions through the page's controller, computer seats playing by themselves)
is killed with SIGKILL at a random moment after a random number of actions. Then:

- the autosave on disk is a complete save (never half-written) that replays, and it holds
  every action the game had completed (the driver's journal of states says which): exactly
  those, or one more when the kill fell between the autosave and the journal line;
- a new process offers "Continue last game", and continuing shows exactly that state;
- it plays on, is killed again, and the second continue again shows the last saved state.
"""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import robust_games as rg

from bugbox.core.rng import Rng
from bugbox.core.saves import load_save
from bugbox.core.settings import Settings, save_settings

HERE = Path(__file__).resolve().parent
DRIVER = HERE / "kill_driver.py"
START_TIMEOUT = 60.0


def journal_entries(journal: Path) -> dict[int, str]:
    entries = {}
    for line in journal.read_text(encoding="utf-8").split("\n")[:-1]:  # complete lines only
        parts = line.split()
        if len(parts) == 2:
            number, sha = int(parts[0]), parts[1]
            assert entries.get(number, sha) == sha, f"action {number} led to two different states"
            entries[number] = sha
    return entries


@pytest.fixture
def drivers():
    """Every driver process started by a test; one still running at the end is killed."""
    started: list[Driver] = []
    yield started
    for driver in started:
        if driver.proc.poll() is None:
            driver.proc.kill()
            driver.proc.wait()


class Driver:
    def __init__(self, mode: str, game_id: str, seed: int, home: Path, journal: Path, started: list):
        started.append(self)
        self.err = home / f"{mode}-{time.monotonic_ns()}.stderr"
        env = {**os.environ, "BUGBOX_HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
        with self.err.open("wb") as err:
            self.proc = subprocess.Popen(
                [sys.executable, str(DRIVER), mode, game_id, str(seed), str(journal)],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=err,
            )

    def stderr(self) -> str:
        return self.err.read_text(encoding="utf-8", errors="replace")

    def wait_for(self, condition, what: str) -> None:
        deadline = time.monotonic() + START_TIMEOUT
        while not condition():
            if self.proc.poll() is not None:
                raise AssertionError(f"the app exited ({self.proc.returncode}) before {what}:\n{self.stderr()}")
            if time.monotonic() > deadline:
                self.proc.kill()
                raise AssertionError(f"timed out waiting for {what}:\n{self.stderr()}")
            time.sleep(0.01)

    def kill(self) -> None:
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()
        assert self.proc.returncode == -signal.SIGKILL
        self.assert_no_traceback()

    def assert_no_traceback(self) -> None:
        """Nothing on stderr: no traceback, no Qt warning (but the offscreen platform's notice
        that pyproject.toml ignores too)."""
        said = [
            line
            for line in self.stderr().splitlines()
            if line.strip() and "This plugin does not support propagateSizeHints" not in line
        ]
        assert not said, "\n".join(said)


def lines(journal: Path) -> int:
    return len(journal.read_text(encoding="utf-8").splitlines()) if journal.exists() else 0


def check_autosave(game_id: str, home: Path, journal: Path) -> tuple[int, str]:
    """The autosave holds every completed action and replays through every journalled state."""
    from kill_driver import fingerprint

    folder = home / "data" / "autosave" / game_id  # one autosave per unfinished game
    found = sorted(folder.glob("*.json")) if folder.is_dir() else []
    assert found, "the autosave is gone"
    assert len(found) == 1, f"one game was played, but {len(found)} autosaves are kept: {found}"
    path = found[0]
    _, session = load_save(path)  # a LoadError here is a half-written or broken file
    saved = len(session.actions)
    entries = journal_entries(journal)
    done = max(entries)
    assert done <= saved <= done + 1, f"the autosave has {saved} actions, the game had completed {done}"
    for number, sha in entries.items():
        if number <= saved:
            assert fingerprint(session.states[number]) == sha, f"state {number} differs after replay"
    return saved, fingerprint(session.state)


def resumed(journal: Path) -> dict:
    return json.loads(Path(str(journal) + ".resumed").read_text(encoding="utf-8"))


@pytest.mark.parametrize("game_id", rg.GAME_IDS)
def test_a_game_killed_at_a_random_moment_continues_exactly_where_it_was(game_id, tmp_path, drivers):
    if reason := rg.not_built(game_id, "ai"):  # (without its page the driver plays on the placeholder)
        pytest.skip(reason)
    rng = Rng(len(game_id) * 31)
    home = tmp_path / "home"
    save_settings(
        Settings(
            animation_speed=("fast", "off", "normal")[rg.GAME_IDS.index(game_id)],
            confirm_abandon=False,
            language=("de", "en", "ja")[rg.GAME_IDS.index(game_id)],
        ),
        home / "config" / "settings.json",
    )
    journal = tmp_path / "journal.txt"

    # 1. a new game, killed after a few actions at a random moment
    first = Driver("play", game_id, 5, home, journal, drivers)
    wanted = rng.randint(3, 8)
    first.wait_for(lambda: lines(journal) > wanted, f"{wanted} actions")
    time.sleep(rng.below(200) / 1000)
    first.kill()
    saved, state = check_autosave(game_id, home, journal)

    # 2. continued: exactly that state; plays on and is killed again
    second = Driver("resume", game_id, 6, home, journal, drivers)
    second.wait_for(lambda: Path(str(journal) + ".resumed").exists(), "continuing")
    report = resumed(journal)
    assert report["offered"], "the launcher did not offer to continue"
    assert (report["actions"], report["state"]) == (saved, state), "continued somewhere else"
    before = lines(journal)
    wanted = rng.randint(2, 6)
    second.wait_for(lambda: lines(journal) > before + wanted, f"{wanted} more actions")
    time.sleep(rng.below(200) / 1000)
    second.kill()
    saved, state = check_autosave(game_id, home, journal)
    Path(str(journal) + ".resumed").unlink()

    # 3. continued once more, and closed properly
    third = Driver("report", game_id, 7, home, journal, drivers)
    third.wait_for(lambda: Path(str(journal) + ".resumed").exists(), "continuing again")
    assert third.proc.wait(timeout=START_TIMEOUT) == 0, third.stderr()
    third.assert_no_traceback()
    report = resumed(journal)
    assert report["offered"] and (report["actions"], report["state"]) == (saved, state)
    assert check_autosave(game_id, home, journal) == (saved, state), "closing the window changed the game"
    rg.count(f"{game_id} games played")
    rg.count("kills survived", 2)
    print(f"{game_id} ({report['page']}): killed after {saved} actions, continued exactly there")
