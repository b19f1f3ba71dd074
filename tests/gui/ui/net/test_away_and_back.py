"""A guest's connection ends in the middle of a game: the host sees the seat away and may let
the computer play it until the game ends; or the guest starts bugbox again, is offered to
rejoin the table with the names at it, and plays on to the end. A spectator watches a game
read-only. Real windows, a real server on 127.0.0.1, decisions through the pages' submit."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from bugbox.paths import records_dir
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite, play_until


def two_at_a_table(qtbot, net_window, speed: str = "off"):
    host = net_window("host", animation_speed=speed)
    lobby = host_from_dialog(qtbot, host)
    guest = net_window("guest", animation_speed=speed)
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: guest.network.remote is not None and guest.network.remote.flow is not None, timeout=20000)
    qtbot.waitUntil(lambda: host.network.remote.flow is not None and host.current_page() is not None, timeout=20000)
    return host, guest


SPEEDS = pytest.mark.parametrize(
    "speed", ["off", pytest.param("normal", marks=pytest.mark.realtime)]
)  # normal: 13-16 s


# at normal speed the computer's half of the game is shown move by move (about 90 s): realtime
@pytest.mark.parametrize("speed", ["off", pytest.param("normal", marks=pytest.mark.realtime)])
def test_the_host_lets_the_computer_play_for_a_guest_who_is_away(qtbot, net_window, screen_truth, speed):
    host, guest = two_at_a_table(qtbot, net_window, speed)
    ann = host.network.remote
    bens_turn = lambda: ann.flow.deciding_seat() == 1 and not ann.flow.showing_events()  # noqa: E731
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 6 and bens_turn())
    assert not host.act_take_over.isEnabled()
    guest.network.remote.link.close()  # the guest's network is gone (no goodbye: the seat stays Ben's)
    qtbot.waitUntil(lambda: host.act_take_over.isEnabled(), timeout=20000)
    qtbot.waitUntil(lambda: "Ben is away from the table" in host.notice.text(), timeout=15000)
    page = host.current_page()
    assert 1 in ann.flow.away
    assert page.panel.prompt.text() == "Ben is away; the table waits for them to come back."
    shown: list[str] = []  # what the host's page says while the computer takes Ben's turn
    ann.flow.changed.connect(lambda: shown.append(page.panel.prompt.text()))
    host.act_take_over.trigger()
    qtbot.waitUntil(lambda: ann.seats[1].taken_over, timeout=20000)
    assert not host.act_take_over.isEnabled()
    assert "The computer is playing for Ben…" in shown
    assert 1 not in ann.flow.away and 1 in ann.flow.played_for
    assert "The computer plays for Ben until they come back." in host.notice.text()
    play_until(qtbot, screen_truth, [host], ann.flow.is_over, truth_every=5)
    # kept in Records (one process: the folder of the window made last); at normal speed the
    # notice that says so gives way to the end's own sentence once the last move is shown
    qtbot.waitUntil(lambda: bool(list(records_dir().glob("*.json"))), timeout=20000)
    screen_truth(host)


@SPEEDS
def test_a_guest_who_starts_again_rejoins_with_the_kept_seat_and_finishes(qtbot, net_window, screen_truth, speed):
    host, guest = two_at_a_table(qtbot, net_window, speed)
    ann = host.network.remote
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 6, truth_every=2)
    guest.network.remote.link.close()
    qtbot.waitUntil(lambda: 1 in ann.flow.away, timeout=20000)
    guest.close()  # bugbox on the guest's computer ends; its next start:
    again = net_window("guest", animation_speed=speed)
    button = again.launcher.rejoin_button
    qtbot.waitUntil(button.isVisible, timeout=15000)
    assert button.text() == "Rejoin the table with Ann (Verflixxt! kompakt)"  # the game named (finding 7)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    ben = again.network.remote
    qtbot.waitUntil(lambda: ben.flow is not None and again.current_page() is not None, timeout=20000)
    qtbot.waitUntil(lambda: len(ben.flow.session.actions) == len(ann.flow.session.actions), timeout=20000)
    qtbot.waitUntil(lambda: 1 not in ann.flow.away, timeout=20000)
    # the host hears that Ben left and came back (the notice bar says it to a screen reader too)
    qtbot.waitUntil(lambda: "Ben is back at the table." in host.notice.announced, timeout=15000)
    assert any(line.startswith("Ben is away from the table") for line in host.notice.announced)
    assert not button.isVisible()  # the table is on the screen, nothing else to rejoin
    play_until(qtbot, screen_truth, [host, again], lambda: len(ann.flow.session.actions) >= 14, truth_every=2)
    # the last move may still be on its way to the guest when the host has shown it
    qtbot.waitUntil(lambda: ben.flow.session.actions == ann.flow.session.actions, timeout=20000)
    for window in (host, again):
        qtbot.waitUntil(lambda w=window: not w.current_page().animating, timeout=30000)
        screen_truth(window)


@SPEEDS
def test_a_spectator_watches_the_game_read_only(qtbot, net_window, screen_truth, speed):
    host, guest = two_at_a_table(qtbot, net_window, speed)
    ann = host.network.remote
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 3, truth_every=3)
    watcher = net_window("watcher", animation_speed=speed)
    join_by_invite(qtbot, watcher, host.network.invite_text(), watch=True)
    qtbot.waitUntil(lambda: watcher.network.remote is not None and watcher.current_page() is not None, timeout=20000)
    seen = watcher.network.remote
    assert seen.watching and not seen.tokens
    page = watcher.current_page()
    assert not page.replaying  # a game watched live is no replay (issue 37, finding 8)
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 12, truth_every=4)
    qtbot.waitUntil(lambda: len(seen.flow.session.actions) == len(ann.flow.session.actions), timeout=15000)
    assert not page.can_act() and not page.submit(None)
    qtbot.waitUntil(lambda: not page.animating, timeout=30000)
    assert seen.flow.state == ann.flow.state
    assert not page.panel.prompt.text().startswith("Replay")
    # the spectator watches people on other computers: the mats and the prompt say so
    assert [m.who_text() for m in page.scene.mats] == ["on another computer", "on another computer"]
    deciding = ann.flow.session.setup.seats[seen.flow.deciding_seat()].name
    assert page.panel.prompt.text() == f"Waiting for {deciding}…"
    screen_truth(watcher)


def drop_connection(link) -> None:
    """The network goes away under `link` (no goodbye): the server sees the seats left alone."""
    import asyncio

    client = link._client
    link._loop.call_soon_threadsafe(lambda: asyncio.ensure_future(client.ws.close()))


def test_two_people_at_one_computer_both_come_back_after_the_connection_dropped(qtbot, net_window, screen_truth):
    host = net_window("host", animation_speed="normal")
    lobby = host_from_dialog(qtbot, host, seats=("Ann", "Cleo", "remote"))
    qtbot.waitUntil(lambda: len(host.network.remote.tokens) == 2, timeout=20000)
    guest = net_window("guest", animation_speed="normal")
    join_by_invite(qtbot, guest, lobby.invite.text())
    ann = host.network.remote
    qtbot.waitUntil(lambda: ann.flow is not None and host.current_page() is not None, timeout=20000)
    qtbot.waitUntil(lambda: guest.network.remote is not None and guest.current_page() is not None, timeout=20000)
    ben = guest.network.remote
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 4, truth_every=3)
    unconnected: list[set[int]] = []
    ben.table_changed.connect(lambda: unconnected.append({s.seat for s in ben.seats if not s.connected}))
    drop_connection(ann.link)
    qtbot.waitUntil(lambda: any({0, 1} <= seats for seats in unconnected), timeout=20000)  # Ben sees both gone ...
    qtbot.waitUntil(lambda: all(seat.connected for seat in ben.seats), timeout=15000)  # ... and both back
    assert not ben.flow.away  # back within the grace: never said to be away (issue 45)
    qtbot.waitUntil(lambda: "Connected to the table again." in host.notice.text(), timeout=15000)
    # Ann and Cleo each play on from the host's computer: the server takes both seats' moves
    acted: set[int] = set()
    ann.flow.changed.connect(lambda: ann.flow.can_act() and acted.add(ann.flow.deciding_seat()))
    start = len(ann.flow.session.actions)
    play_until(
        qtbot, screen_truth, [host, guest], lambda: acted >= {0, 1} and len(ann.flow.session.actions) > start + 2
    )
    qtbot.waitUntil(lambda: ben.seen() == ann.seen(), timeout=20000)
    assert ann.flow.session.actions == ben.flow.session.actions
    for window in (host, guest):
        qtbot.waitUntil(lambda w=window: not w.current_page().animating, timeout=30000)
        screen_truth(window)
