"""A host whose table comes back at another address does not strand the guest (issue 37,
finding 2): the guest's bugbox looks for the table's code on the home network (the host
advertises the running game) and rejoins it there, and the game is played to its end.

Two ways the old address fails: nothing listens there any more, or another table server took
the port and does not know the table. The host's bugbox starts again on a new port each
time, as when the usual port is taken. Meanwhile other bugbox tables, some hostile, are
advertised on this machine (tests/server/hostile_adverts.py), and a stranger advertises the
very code of the table at an address where nothing answers: the guest is not misled. Real
windows and real table servers on 127.0.0.1; the home network is loopback (mDNS on 127.0.0.1).
"""

from __future__ import annotations

import pytest

from bugbox.net.discovery import Advert, Advertiser
from bugbox.server.server import ServerThread
from tests.gui.ui.net.test_disconnected import free_port
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite, play_until
from tests.server import hostile_adverts


@pytest.fixture(scope="module", autouse=True)
def other_tables():
    yield from hostile_adverts.other_tables()


# the host is away for real seconds (18-27 s a run): with the realtime tests, not in a plain pytest
@pytest.mark.realtime
@pytest.mark.parametrize("old_port", ["silent", "another server"])
def test_the_guest_finds_the_table_at_its_new_port_and_they_finish(qtbot, net_window, screen_truth, tmp_path, old_port):
    port = free_port()
    host = net_window("host", lan=True, listen=f"127.0.0.1:{port}")
    lobby = host_from_dialog(qtbot, host)
    invite = lobby.invite.text()
    guest = net_window("guest", lan=True)
    join_by_invite(qtbot, guest, invite)
    qtbot.waitUntil(lambda: guest.current_page() is not None and host.current_page() is not None, timeout=20000)
    watcher = net_window("watcher", lan=True)  # a friend watches the game from a third computer
    join_by_invite(qtbot, watcher, invite, watch=True)
    qtbot.waitUntil(lambda: watcher.current_page() is not None, timeout=20000)
    cleo = watcher.network.remote
    ben = guest.network.remote
    page = guest.current_page()
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ben.flow.session.actions) >= 4)
    played = len(ben.flow.session.actions)
    code = ben.code

    host.close()
    qtbot.waitUntil(lambda: "Ann closed the table" in guest.notice.text(), timeout=20000)
    # a stranger advertises the table's own code, hosted by "Ann", where nothing answers
    decoy = Advertiser(["127.0.0.1"])
    decoy.start()
    decoy.advertise(Advert(code, "verflixxt", "Ann", 0, 2, hostile_adverts.CLOSED_PORT, status="playing"))
    stranger = None
    if old_port == "another server":  # another bugbox's table server now listens at the old address
        stranger = ServerThread(tmp_path / "stranger", host="127.0.0.1", port=port)
        stranger.start()
        # Ann takes a while to start her bugbox again: Ben's meanwhile hears "no such table"
        # there and finds the table nowhere else yet; it must not stay with that server
        qtbot.wait(6000)
    try:
        new_port = free_port()
        assert new_port != port
        again = net_window("host", lan=True, listen=f"127.0.0.1:{new_port}")  # Ann's bugbox again, on another port
        qtbot.waitUntil(lambda: again.network.remote is not None, timeout=15000)  # her table comes back by itself
        ann = again.network.remote
        qtbot.waitUntil(lambda: ann.flow is not None and again.current_page() is not None, timeout=20000)
        assert again.network.invite_text().startswith(f"bugbox://127.0.0.1:{new_port}/")

        # Ben's bugbox finds the table on the home network and rejoins it there
        qtbot.waitUntil(lambda: "Connected to the table again." in guest.notice.text(), timeout=60000)
        assert ben.link.url == f"ws://127.0.0.1:{new_port}/"
        assert ben.code == code and len(ben.flow.session.actions) >= played
        # what Ben keeps to rejoin later, and the invite he can show, name the new address
        kept = [table for table in guest.network.kept.tables() if table.code == code]
        assert [table.url for table in kept] == [f"ws://127.0.0.1:{new_port}/"]
        assert guest.network.invite_text().startswith(f"bugbox://127.0.0.1:{new_port}/")
        # the spectator follows the table too, and watches on
        qtbot.waitUntil(lambda: cleo.link.url == f"ws://127.0.0.1:{new_port}/", timeout=60000)

        play_until(qtbot, screen_truth, [again, guest], ann.flow.is_over, truth_every=10)
        qtbot.waitUntil(
            lambda: ben.flow.is_over() and ben.flow.session.actions == ann.flow.session.actions, timeout=30000
        )
        assert page is guest.current_page()
    finally:
        decoy.stop()
        if stranger is not None:
            stranger.stop()
