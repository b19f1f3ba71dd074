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
from tests.server import hostile_adverts


@pytest.fixture(scope="module", autouse=True)
def other_tables():
    """Other bugbox tables on this machine, some hostile, one hosted by "Ann" too (issue 37)."""
    yield from hostile_adverts.other_tables()


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
    qtbot.waitUntil(lambda: host.network.advert.advertiser is not None, timeout=10000)
    guest = net_window("guest", lan=True)  # its dialog looks on 127.0.0.1 only
    dialog = guest.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    seated = "Ann: Verflixxt! kompakt, 1 free seat"  # the advert made before Ann sat down is replaced

    def ours():  # by its invite: another "Ann" on this machine hosts Verflixxt too
        items = [dialog.found.item(row) for row in range(dialog.found.count())]
        return next((item for item in items if item.data(257) == lobby.invite.text()), None)

    qtbot.waitUntil(lambda: ours() is not None and ours().text() == seated, timeout=15000)
    item = ours()
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


# --- issue 36: the dialog as a person uses it; issue 37 item 10 -------------------------------


@pytest.fixture
def honest_table():
    """A table server of this test's own with one table, whose host plays its moves."""
    from tests.gui.ui.net.hostile_table import HostileServer, Scenario

    server = HostileServer(Scenario("honest", once=False))
    yield server
    server.stop()


def test_return_takes_a_free_seat_and_the_name_is_the_accounts(qtbot, net_window, honest_table):
    import getpass

    from bugbox.net.names import clean_name

    window = net_window("guest")
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    assert dialog.name.text() == clean_name(getpass.getuser())  # nobody has played before
    dialog.invite.setText(honest_table.invite)
    dialog.name.setText("Ben")
    dialog.name.setFocus()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)  # was: Cancel
    qtbot.waitUntil(lambda: window.network.remote is not None and window.current_page() is not None, timeout=10000)
    assert [r["type"] for r in honest_table.requests] == ["join"]  # one seat asked for, once
    assert window.network.join_dialog.name.text() == "Ben"
    again = window.network.open_join_dialog()
    assert again.name.text() == "Ben"  # the last one used


def test_the_list_fills_the_invite_only_when_a_table_is_chosen(qtbot, net_window):
    from PySide6.QtWidgets import QListWidgetItem

    window = net_window("guest")
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    item = QListWidgetItem("Ann: a table, 1 free seat")
    item.setData(257, "bugbox://127.0.0.1:8765/ABCDEFGH")
    dialog.found.addItem(item)
    dialog.invite.setText("bugbox://127.0.0.1:9000/K7QX2MBA")
    dialog.say("There is no table with the code K7QX2MBA.")
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFocusEvent
    from PySide6.QtWidgets import QApplication

    # the list gets the focus by Tab: Qt makes its first table the current one, unselected
    QApplication.sendEvent(dialog.found, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.TabFocusReason))
    assert dialog.found.currentItem() is item
    assert dialog.invite.text() == "bugbox://127.0.0.1:9000/K7QX2MBA"  # was: replaced on focus
    qtbot.mouseClick(dialog.found.viewport(), Qt.MouseButton.LeftButton, pos=dialog.found.visualItemRect(item).center())
    assert dialog.invite.text() == "bugbox://127.0.0.1:8765/ABCDEFGH"
    assert dialog.problem.text() == ""  # the old error went


def test_a_bare_code_joins_the_table_of_that_code_on_the_network(qtbot, net_window, honest_table):
    from PySide6.QtWidgets import QListWidgetItem

    from tests.gui.ui.net.hostile_table import CODE

    window = net_window("guest")
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    dialog.invite.setText("abcdefgh")  # no such table here, no server in Settings
    dialog.name.setText("Ben")
    assert not dialog.try_join(watch=False)
    assert dialog.problem.text() == (
        "No table with this code is on your network; paste the whole invite, or name the server in Settings."
    )
    item = QListWidgetItem("Ann: a table, 1 free seat")
    item.setData(257, honest_table.invite)
    dialog.found.addItem(item)
    dialog.invite.setText(CODE.lower())  # as read out over the phone
    assert dialog.try_join(watch=False)
    qtbot.waitUntil(lambda: window.network.remote is not None, timeout=10000)


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_an_invite_given_to_bugbox_opens_the_dialog_filled_in(qtbot, net_window, honest_table):
    from bugbox.app import invite_argument, join_from_invite

    window = net_window("guest", network_name="Ben")
    invite, rest = invite_argument(["--lang", "de", honest_table.invite])
    assert invite == honest_table.invite and rest == ["--lang", "de"]
    assert invite_argument(["file:///tmp/a%20save.json"]) == (None, ["/tmp/a save.json"])  # a desktop's %u
    join_from_invite(window, invite)
    dialog = window.network.join_dialog
    qtbot.waitExposed(dialog)
    assert dialog.invite.text() == honest_table.invite and dialog.name.text() == "Ben"
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.network.remote is not None and window.current_page() is not None, timeout=10000)


@pytest.mark.qt_log_ignore("This plugin does not support raise")
def test_a_later_start_with_an_invite_hands_it_to_the_running_window(qtbot, net_window, honest_table, monkeypatch):
    import os
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    from bugbox.paths import data_dir
    from bugbox.ui.instance import claim

    runtime = Path(tempfile.mkdtemp(prefix="bb", dir="/tmp"))  # a socket path must be short
    os.chmod(runtime, 0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    window = net_window("owner", network_name="Ben")
    owner = claim(data_dir(), seconds=2)
    assert owner is not None and owner.listen()
    from bugbox.app import join_from_invite

    owner.invited.connect(lambda text: join_from_invite(window, text))
    try:
        later = subprocess.Popen(
            [sys.executable, "-m", "bugbox", honest_table.invite],
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        qtbot.waitUntil(lambda: later.poll() is not None, timeout=30000)
        _out, err = later.communicate()
        assert later.returncode == 0, err
        qtbot.waitUntil(lambda: window.network.join_dialog is not None, timeout=5000)
        assert window.network.join_dialog.invite.text() == honest_table.invite
    finally:
        if later.poll() is None:
            later.kill()
            later.communicate()
        owner.release()
