"""Join a table… beyond the pasted invite: a server of another protocol version gets its one
sentence; a table found on the home network (a real mDNS advert from the host's window, on
loopback only) is picked from the list and joined; a damaged file of kept seats is kept aside,
the player is told once and the launcher starts as usual. Real servers on 127.0.0.1."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt

from bugbox.net import protocol as wire
from bugbox.server import refusals
from tests.gui.ui.net.test_hosting import host_from_dialog
from tests.gui.ui.net.test_join_refused import refused


@pytest.fixture
def newer_server() -> Iterator[int]:
    """A table server of the next protocol version on 127.0.0.1: it refuses our hello the way
    a bugbox server does (an `error` of kind "version" naming both versions), then closes."""
    from websockets.sync.server import serve

    def answer(ws) -> None:
        ws.recv(timeout=5)
        reason = refusals.version(wire.PROTOCOL_VERSION + 1, wire.PROTOCOL_VERSION)
        error = wire.Error(error="version", request="hello", reason=wire.Reason.of(reason))
        ws.send(wire.dump(error))
        ws.close()

    server = serve(answer, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield int(server.socket.getsockname()[1])
    server.shutdown()
    thread.join(5)


def test_a_server_of_another_protocol_version_gets_one_sentence(qtbot, net_window, newer_server):
    version = wire.PROTOCOL_VERSION
    window = net_window("guest")
    assert refused(qtbot, window, f"bugbox://127.0.0.1:{newer_server}/ABCDEFGH") == (
        f"This server speaks protocol version {version + 1} and this bugbox speaks version {version}; "
        "both need the same version."
    )
    german = net_window("gast", language="de")
    text = refused(qtbot, german, f"bugbox://127.0.0.1:{newer_server}/ABCDEFGH")
    assert text == (
        f"Dieser Server spricht Protokollversion {version + 1} und dieses bugbox Version {version}; "
        "beide brauchen dieselbe Version."
    )


def test_a_table_on_the_home_network_is_picked_from_the_list_and_joined(qtbot, net_window, screen_truth):
    host = net_window("host", lan=True)  # advertises on 127.0.0.1 only
    lobby = host_from_dialog(qtbot, host)
    qtbot.waitUntil(lambda: host.network._advertiser is not None, timeout=10000)
    guest = net_window("guest", lan=True)  # its dialog looks on 127.0.0.1 only
    dialog = guest.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    qtbot.waitUntil(lambda: dialog.found.count() == 1, timeout=15000)
    item = dialog.found.item(0)
    assert item.text() == "Ann: Verflixxt! kompakt, 1 free seat"
    dialog.found.setCurrentItem(item)
    assert dialog.invite.text() == lobby.invite.text()
    dialog.name.setText("Ben")
    qtbot.mouseClick(dialog.take_seat, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.network.remote is not None and guest.current_page() is not None, timeout=10000)
    assert guest.network.remote.names() == ["Ann", "Ben"]
    qtbot.waitUntil(lambda: host.current_page() is not None, timeout=10000)
    screen_truth(guest)


def test_a_damaged_file_of_kept_seats_is_kept_aside_and_told_once(qtbot, net_window, tmp_path):
    folder = tmp_path / "home-again" / "data" / "network"
    folder.mkdir(parents=True)
    (folder / "seats.json").write_text('{"version": 1, "tables": [{"url": "http://', encoding="utf-8")
    window = net_window("again")
    told = "The file of your seats at network tables was damaged; it was kept as seats.json.broken-"
    qtbot.waitUntil(lambda: told in window.notice.text(), timeout=15000)
    assert window.stack.currentWidget() is window.launcher and window.launcher.isVisible()
    assert not window.launcher.rejoin_button.isVisible()
    kept = list(folder.glob("seats.json.broken-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8").startswith('{"version": 1')
    assert not (folder / "seats.json").exists()
    said: list[str] = []
    tell = window.tell
    window.tell = lambda text, *args, **kwargs: (said.append(text), tell(text, *args, **kwargs))
    window.offer_rejoin()  # told once: the next look at the kept seats says nothing
    assert said == []
    assert window.network.kept.problem is None and not window.network.kept.tables()
