"""Windows set up for network play in tests: the table server they host runs on 127.0.0.1 with
a port the OS picks, and nothing is told to the home network unless a test asks (then on
loopback only). Each window keeps its seats in its own data folder, as two computers do."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from bugbox.core.players import Level
from bugbox.core.registry import ai_for
from bugbox.server.server import ServerThread

#: The seconds a seat is unconnected before the tables here say its person is away (the app
#: waits `remote.AWAY_GRACE`, 20 s): a test of the grace itself sets its own.
TEST_AWAY_GRACE = 1.0


@pytest.fixture(autouse=True)
def short_away_grace(monkeypatch) -> None:
    monkeypatch.setattr("bugbox.ui.net.remote.AWAY_GRACE", TEST_AWAY_GRACE)


@pytest.fixture
def net_window(make_window, tmp_path: Path, monkeypatch) -> Callable[..., Any]:
    """`net_window(name, **settings)`: a main window with its own BUGBOX_HOME (the one of the
    window made last stays in the environment), hosting on loopback (`listen`, as
    `BUGBOX_LISTEN` says it: port 0, any free one), in its data folder as the app does, so a
    window made again finds the tables it hosted (they come back by themselves at its start)."""
    from bugbox.ui.net.hosting import LISTEN_VARIABLE

    def make(name: str, lan: bool = False, listen: str = "127.0.0.1:0", **settings: Any):
        home = tmp_path / f"home-{name}"
        home.mkdir(exist_ok=True)
        monkeypatch.setenv("BUGBOX_HOME", str(home))
        monkeypatch.setenv(LISTEN_VARIABLE, listen)
        window = make_window(**settings)
        network = window.network
        assert network.hosting.host == "127.0.0.1" and network.mdns_interfaces == ["127.0.0.1"]
        network.lan = lan
        window.home = home
        return window

    return make  # closing a window stops its connection and its server (MainWindow.closeEvent)


def decide(page, made: int) -> bool:
    """The person here decides as an easy computer player would, through the page's submit."""
    ai = ai_for(page.game_id)
    return bool(page.submit(ai.choose_action(page.flow.state, Level.EASY, made)))


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    """A table server of the test's own on 127.0.0.1 (a free port), stopped at the end."""
    thread = ServerThread(tmp_path / "server", host="127.0.0.1", port=0)
    thread.start()
    yield thread
    thread.stop()
