"""A whole game of each game played with the keyboard alone: the installed bugbox on an Xvfb,
from the launcher to the end, with xdotool keys and no mouse event, reading what has the focus
through the AT-SPI bus as a blind player's screen reader would.

Voll verasselt and Verflixxt are played against a computer player at animation speed "fast",
Schaben jagen plays test task 0A by its solution, each decision found among the table's named
decisions (Home, Page Down, Return). Each game is bounded in time; the end is seen by the kept
record (written the moment the last action is applied) and the table's "Play again". Then
Ctrl+L must bring back the launcher, with a focused button. The announcements of the game are
read from the bus's events, and heard through a real Orca (Debian 12's 43.1, `orca.py`): what it
spoke must hold the computer's moves, the dice, every bust, whose turn it is and the winner, and
no utterance twice in a row (a sentence sent two ways at once).
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest

from bugbox.core.registry import GAMES
from tests.e2e.atspi_reader import Node, read_tree, table_of
from tests.e2e.heard_by_orca import Heard, orca_listening
from tests.e2e.measure_tree import SCREEN, running_bugbox, settled_tree
from tests.e2e.xserver import accessibility_bus, x_server

pytestmark = [pytest.mark.xvfb, pytest.mark.realtime]

#: The longest a whole game may take here (seconds of real time). The length of a Voll
#: verasselt game is the luck of the deal and of the players: the keys here play carelessly
#: (the hub, all seven dice, stop), and against an easy computer such a game took 126-494 s in
#: CI runs (in 500 simulated deals: median 32 turns, the longest 1,020, when nobody boosts a hub
#: of one or two colours). Against the normal computer the same play took a median of 23 and at
#: most 105 turns in those deals.
GAME_SECONDS = 480


@pytest.fixture(scope="module")
def bus():
    with x_server(SCREEN) as display, accessibility_bus(display) as env:
        yield env


class Keys:
    """xdotool keys into the one bugbox window, and what the bus says has the focus."""

    def __init__(self, env: dict[str, str], process: subprocess.Popen, home: Path):
        self.env, self.process, self.home = env, process, home
        self.window = self._window()
        self.focus_window()

    def focus_window(self) -> None:
        """No window manager on the Xvfb: the X input focus makes the window active (the keys
        come as from a keyboard, XTEST, not sent to the window). At a game's end the focus
        fell back to the root window once (a window manager gives it back to the active
        window): it is given back here too."""
        if self.x("getwindowfocus").strip() != self.window:
            self.x("windowfocus", "--sync", self.window)
            time.sleep(0.3)

    def _window(self) -> str:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            found = self.x("search", "--onlyvisible", "--pid", str(self.process.pid)).split()
            if found:
                return found[-1]
            time.sleep(0.3)
        raise AssertionError("bugbox showed no window within 30 s")

    def x(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.env, capture_output=True, text=True, timeout=20)
        return done.stdout

    def key(self, *names: str, pause: float = 0.15) -> None:
        for name in names:
            self.x("key", name)
            time.sleep(pause)

    def tree(self) -> list[Node]:
        return read_tree(self.env)

    def focused(self) -> Node | None:
        return next((n for n in reversed(self.tree()) if n.focused), None)

    def tab_to(self, words: str, most: int = 20) -> None:
        """Tab until the focused node's name holds `words`."""
        for _ in range(most):
            node = self.focused()
            if node is not None and words in node.name:
                return
            self.key("Tab")
        raise AssertionError(f"Tab never reached {words!r}; focused: {self.focused()}")

    def over(self) -> bool:
        records = self.home / "data" / "records"
        return records.is_dir() and any(records.glob("*.json"))


def settings(home: Path, game: str, seats: list[dict]) -> None:
    """Animation speed "fast" and the new-game dialog's seats (a person and a computer)."""
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    setup = {"seats": seats, "start_player": 0, "options": {}}
    values = {"animation_speed": "fast", "confirm_abandon": False, "last_setups": {game: setup}}
    (config / "settings.json").write_text(json.dumps(values), encoding="utf-8")


def two_seats(colours: tuple[str, str], level: str = "easy") -> list[dict]:
    return [
        {"name": "Ada", "colour": colours[0], "computer": False, "level": "normal"},
        {"name": "Bob", "colour": colours[1], "computer": True, "level": level},
    ]


def play_until_over(keys: Keys, rounds: list[str]) -> int:
    """Press `rounds` over and over until the game is kept; how many rounds it took."""
    deadline = time.monotonic() + GAME_SECONDS
    count = 0
    while not keys.over():
        assert time.monotonic() < deadline, f"the game did not end within {GAME_SECONDS} s"
        assert keys.process.poll() is None, "bugbox ended"
        for name in rounds:  # not one key more once the game is over (Return would play again)
            if keys.over():
                break
            keys.key(name)
        count += 1
    return count


def back_to_the_launcher(keys: Keys, title: str, end: str = "Play again") -> None:
    """The table shows the end (`end` in a node's name: "Play again" is offered); Ctrl+L
    leaves the game, and a launcher button has the focus (the screen reader reads it)."""
    deadline = time.monotonic() + 30
    table: list[Node] = []
    while time.monotonic() < deadline:
        table = table_of(keys.tree(), title)
        if any(end in n.name for n in table):
            break
        time.sleep(0.5)
    assert any(end in n.name for n in table), [n.name for n in table][-5:]
    keys.focus_window()
    keys.key("ctrl+l", pause=1.0)
    nodes = keys.tree()
    assert not table_of(nodes, title), f"Ctrl+L did not leave the game; focused: {keys.focused()}"
    focused = keys.focused()
    assert focused is not None and focused.role == "push button", focused


def the_menus_open(keys: Keys) -> None:
    """Inside a game Alt+G opens the Game menu (the screen reader is on its first item) and
    Escape closes it again; the table has the keys back."""
    keys.focus_window()
    keys.key("alt+g", pause=0.8)
    focused = keys.focused()
    deadline = time.monotonic() + 10  # with Orca listening, a key waits for Orca's answer
    while (focused is None or focused.role != "menu item") and time.monotonic() < deadline:
        time.sleep(0.5)
        focused = keys.focused()
    assert focused is not None and focused.role == "menu item", f"Alt+G: {focused}"
    keys.key("Escape", "Escape", pause=0.5)
    keys.focus_window()  # a closed menu leaves the X focus on the root window without a window manager


def test_voll_verasselt_against_the_computer_by_keys_alone(bus, tmp_path):
    home = tmp_path / "home"
    settings(home, "verasselt", two_seats(("red", "blue"), level="normal"))
    # no listener of announcements of its own here: bugbox would speak to it, not to Orca 43
    with running_bugbox(bus, [], home) as process:
        settled_tree(bus, process)
        keys = Keys(bus, process, home)
        keys.tab_to("New game (Voll verasselt)")
        keys.key("Return", pause=1.5)  # the new-game dialog
        keys.key("Return", pause=1.5)  # its OK: the seats remembered
        assert table_of(keys.tree(), "Voll verasselt"), "no game table after the dialog"
        # before Orca listens: with Orca 43 on this bus (no window manager, xdotool's keys)
        # Alt+G opened no menu, not even after 10 s
        the_menus_open(keys)
        with orca_listening(bus, tmp_path) as orca:
            keys.focus_window()
            # S: stop after one roll; H: the hub / the rest to the heap; A: roll all; Home
            # Return: the first decision (the forced refill of the hub, which has no key)
            started = time.monotonic()
            play_until_over(keys, ["s", "h", "a", "Home", "Return"])
            print(f"Voll verasselt by keys: {time.monotonic() - started:.0f} s")
            back_to_the_launcher(keys, "Voll verasselt")
    spoken = orca_heard(orca)
    busts = [line for line in spoken if "is bugged up" in line]
    assert busts, "no bust spoken (a careless game of all seven dice always has one)"
    assert all(bust.startswith(("Ada ", "Bob ")) for bust in busts), busts[:3]
    assert any(line.startswith("Bob rolls") for line in spoken), spoken[:20]
    assert any(line.startswith("Ada rolls") for line in spoken), spoken[:20]
    assert any(line.startswith("Bob catches") or line.startswith("Bob stops") for line in spoken), spoken[:20]
    assert any("wins" in line or "share the win" in line for line in spoken), spoken[-5:]


def orca_heard(orca: Heard) -> list[str]:
    """What Orca spoke: whose turn it is among it, and nothing twice in a row."""
    spoken = orca.lines()
    assert any("It is Ada's turn" in line for line in spoken), spoken[:20]
    assert any("It is Bob's turn" in line for line in spoken), spoken[:20]
    assert not orca.said_twice(), orca.said_twice()[:5]
    return spoken


def test_verflixxt_against_the_computer_by_keys_alone(bus, tmp_path):
    home = tmp_path / "home"
    settings(home, "verflixxt", two_seats(("red", "blue")))
    with orca_listening(bus, tmp_path) as orca, running_bugbox(bus, [], home) as process:
        settled_tree(bus, process)
        keys = Keys(bus, process, home)
        keys.tab_to("New game (Verflixxt")
        keys.key("Return", pause=1.5)
        keys.key("Return", pause=1.5)
        assert table_of(keys.tree(), "Verflixxt"), "no game table after the dialog"
        # Space rolls; Home Return moves the first piece the table offers
        started = time.monotonic()
        play_until_over(keys, ["space", "Home", "Return"])
        print(f"Verflixxt by keys: {time.monotonic() - started:.0f} s")
        back_to_the_launcher(keys, "Verflixxt")
    spoken = orca_heard(orca)
    assert any(line.startswith("Ada rolls a") for line in spoken), spoken[:20]
    assert any(line.startswith("Bob rolls a") for line in spoken), spoken[:20]
    assert any(line.startswith("Bob moves") for line in spoken), spoken[:20]
    assert any("Game over:" in line and "wins" in line or "share the win" in line for line in spoken), spoken[-5:]


def test_schaben_jagen_task_0a_by_keys_alone(bus, tmp_path):
    from bugbox.games.schaben import rules
    from bugbox.games.schaben.tasks import shipped_tasks

    task = next(t for t in shipped_tasks() if t.id == "0A")
    assert task.solution
    home = tmp_path / "home"
    home.mkdir()
    with orca_listening(bus, tmp_path) as orca, running_bugbox(bus, [], home) as process:
        settled_tree(bus, process)
        keys = Keys(bus, process, home)
        keys.tab_to(f"({GAMES['schaben'].title})")
        keys.key("Return", pause=1.5)  # the task browser
        keys.tab_to("0A")
        keys.key("Return", pause=1.5)
        table = table_of(keys.tree(), "Schaben jagen")
        assert table, "no kitchen after choosing task 0A"
        state = task.start_state()
        for step in task.solution:
            legal = rules.legal_actions(state)
            index = legal.index(step)
            keys.key("Home", *["Next"] * index, pause=0.1)
            keys.key("Return", pause=1.5)
            state, _ = rules.apply(state, step)
        deadline = time.monotonic() + 30
        while not keys.over():
            assert time.monotonic() < deadline, "task 0A was not kept as solved"
            time.sleep(0.5)
        assert state.status == "solved"
        back_to_the_launcher(keys, "Schaben jagen", f"exterminator stands on {task.target}")
    spoken = orca.lines()
    assert any("Task solved!" in line for line in spoken), spoken[-10:]
    assert any("The exterminator walks from B2 to B4." in line for line in spoken), spoken[-20:]
    assert not orca.said_twice(), orca.said_twice()[:5]
