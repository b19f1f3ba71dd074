"""While the connection to the table is lost nothing is decided (issue 37, finding 4): the
table's actions are off and the prompt says why, and nothing chosen meanwhile is sent later.
A host who quits during a guest's turn is named to the guest as the one who closed the table,
and when the host starts bugbox again the guest plays on to the end, both Records giving the
game's length (finding 5). The lost connection's notice is said again in a new language and
goes with the game it was about (finding 6).

Real windows and real table servers on 127.0.0.1; the host's table server keeps one port
across its restart (as the usual port does at home), found by the test itself.
"""

from __future__ import annotations

import json
import socket

from bugbox.core.players import Level
from bugbox.core.registry import ai_for
from bugbox.paths import records_dir
from bugbox.server.server import ServerThread
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite, play_until

LOST = "The connection to the table is lost: nothing can be played until bugbox has reconnected."


def free_port() -> int:
    """A port nobody listens on now (the host's server takes it, and takes it again)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_a_host_who_quits_on_a_guests_turn_is_named_and_the_guest_plays_on_when_they_are_back(
    qtbot, net_window, screen_truth
):
    port = free_port()
    host = net_window("host", listen=f"127.0.0.1:{port}")
    lobby = host_from_dialog(qtbot, host)
    guest = net_window("guest")
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: guest.current_page() is not None and host.current_page() is not None, timeout=20000)
    ben = guest.network.remote
    page = guest.current_page()
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ben.flow.session.actions) >= 4 and page.can_act())
    played = len(ben.flow.session.actions)

    waited = 2.0  # the game has run a while before Ann's bugbox ends
    qtbot.wait(int(waited * 1000))
    host.close()  # "Ask before abandoning" is off: the host is told, and bugbox ends
    qtbot.waitUntil(lambda: "Ann closed the table" in guest.notice.text(), timeout=20000)
    assert guest.notice.text() == "Ann closed the table; it comes back when Ann starts bugbox again."
    qtbot.waitUntil(lambda: not page.can_act(), timeout=5000)
    assert page.panel.prompt.text() == LOST
    ai = ai_for("verflixxt")
    page.submit(ai.choose_action(ben.flow.state, Level.EASY, 0))  # a click while disconnected
    assert not ben.flow.table.awaiting  # nothing was sent, nothing waits to be sent

    again = net_window("host", listen=f"127.0.0.1:{port}")  # Ann starts bugbox again:
    qtbot.waitUntil(lambda: again.network.remote is not None, timeout=15000)  # her table comes back by itself
    qtbot.waitUntil(lambda: "Connected to the table again." in guest.notice.text(), timeout=30000)
    assert not again.launcher.rejoin_button.isVisible()
    qtbot.waitUntil(page.can_act, timeout=20000)
    assert len(ben.flow.session.actions) == played  # the click made while away was never carried out
    ann = again.network.remote
    qtbot.waitUntil(lambda: ann.flow is not None and again.current_page() is not None, timeout=20000)
    play_until(qtbot, screen_truth, [again, guest], ann.flow.is_over, truth_every=10)
    qtbot.waitUntil(lambda: ben.flow.session.actions == ann.flow.session.actions, timeout=20000)
    # both keep it (one process: in the folder of the window made last, which holds the game
    # once, issue 45), with the game's length, not how long a bugbox ran (finding 5)
    for window in (again, guest):
        qtbot.waitUntil(lambda w=window: "kept in your Records" in w.notice.text(), timeout=30000)
    kept = list(records_dir().glob("*.json"))
    assert len(kept) == 1 and json.loads(kept[0].read_text())["duration"] >= waited
    # both came back mid-game, and both offer the review at the end: the save that ends the game
    # gives every position (issue 40)
    from PySide6.QtWidgets import QPushButton

    for window in (again, guest):
        offer = window.current_page().findChild(QPushButton, "review_this_game")
        qtbot.waitUntil(lambda offer=offer: offer is not None and offer.isVisible(), timeout=10000)
    assert len(ann.flow.session.states) == len(ann.flow.session.actions) + 1


def test_the_lost_connection_is_said_in_the_new_language_and_goes_with_its_game(qtbot, net_window, tmp_path):
    server = ServerThread(tmp_path / "server", host="127.0.0.1", port=0)
    port = server.start()
    host = net_window("host", server_address=f"127.0.0.1:{port}")
    lobby = host_from_dialog(qtbot, host)
    guest = net_window("guest")
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: guest.current_page() is not None, timeout=20000)
    qtbot.waitUntil(lambda: guest.current_page().can_act() or host.current_page().can_act(), timeout=20000)
    window = host if host.current_page().can_act() else guest
    window.current_page().submit(ai_for("verflixxt").choose_action(window.current_page().flow.state, Level.EASY, 0))
    qtbot.waitUntil(lambda: len(guest.network.remote.flow.session.actions) == 1, timeout=20000)
    server.stop()  # a table server elsewhere ends: nobody at the table closed it
    lost = "The connection to the table was lost; bugbox is trying to reconnect…"
    qtbot.waitUntil(lambda: guest.notice.text() == lost, timeout=20000)
    guest.ctx.update_settings(language="de")
    german = "Die Verbindung zum Tisch ist abgerissen; bugbox versucht, sie wiederherzustellen…"
    qtbot.waitUntil(lambda: guest.notice.text() == german, timeout=5000)
    guest.ctx.update_settings(language="en")
    qtbot.waitUntil(lambda: guest.notice.text() == lost, timeout=5000)
    guest.back_to_launcher()  # the game is left (its seat kept): its notice goes with it
    assert guest.showing_launcher()
    assert lost not in guest.notice.text()
    assert not guest.hosts.across_computers()
