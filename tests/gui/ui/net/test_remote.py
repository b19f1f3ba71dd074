"""A game at a table server, played from two windows of this process over loopback: the
server referees, each window shows the table from its own seat, only the seat whose decision
it is can act, the other says whom it waits for, and both keep the finished game in Records.

The server is a real `ServerThread` on 127.0.0.1 (port 0); the windows are real main windows
with real pages; every decision goes through the page's own `submit`, as a click does.
"""

from __future__ import annotations

from pathlib import Path

from bugbox.core.players import Level
from bugbox.core.registry import ai_for
from bugbox.net import protocol as wire
from bugbox.ui.net.link import TableLink
from bugbox.ui.net.remote import RemoteGame


def seat_at(qtbot, window, url: str, game: str | None = None, code: str | None = None, name: str = "Ann"):
    """A window's RemoteGame: creating a table of `game` (two open seats) or joining `code`."""
    link = TableLink(url, window)
    remote = RemoteGame(link, window)
    remote.started.connect(lambda: window.show_network_game(remote))
    link.start()
    if game is not None:
        link.create(game, [wire.SeatChoice(), wire.SeatChoice()], {}, name)
    else:
        assert code is not None
        link.join(code, name)
    qtbot.waitUntil(lambda: remote.code is not None and bool(remote.tokens), timeout=10000)
    return remote


def play_to_the_end(qtbot, screen_truth, windows, truth_every: int = 1) -> int:
    """Each window's person decides when it is theirs; returns the decisions made."""
    made = 0
    pages = [w.current_page() for w in windows]
    ai = ai_for(pages[0].game_id)
    while not pages[0].flow.is_over():
        qtbot.waitUntil(lambda: any(p.can_act() for p in pages) or pages[0].flow.is_over(), timeout=30000)
        if pages[0].flow.is_over():
            break
        (window, page) = next((w, p) for w, p in zip(windows, pages, strict=True) if p.can_act())
        other = next(p for p in pages if p is not page)
        assert not other.can_act()  # only the seat whose decision it is
        if made % truth_every == 0:
            screen_truth(window)
        flow = page.flow
        assert page.submit(ai.choose_action(flow.state, Level.EASY, made))
        made += 1
        assert made < 600
    for page in pages:
        qtbot.waitUntil(lambda page=page: page.flow.is_over() and not page.animating, timeout=30000)
    return made


def test_two_windows_play_a_whole_verflixxt_game_refereed_by_the_server(qtbot, make_window, screen_truth, server):
    host = make_window(animation_speed="off")
    guest = make_window(animation_speed="off")
    ann = seat_at(qtbot, host, server.url, game="verflixxt", name="Ann")
    ben = seat_at(qtbot, guest, server.url, code=ann.code, name="Ben")
    kept: list[Path] = []
    ann.kept.connect(kept.append)
    ben.kept.connect(kept.append)
    qtbot.waitUntil(lambda: ann.flow is not None and ben.flow is not None, timeout=10000)
    host_page, guest_page = host.current_page(), guest.current_page()
    assert host_page.flow is ann.flow and guest_page.flow is ben.flow
    # the one who waits is told whom for, and Undo says why it is off
    waiting = guest_page if host_page.can_act() else host_page
    qtbot.waitUntil(lambda: waiting.panel.prompt.text().startswith("Waiting for "), timeout=15000)
    assert waiting.panel.undo.toolTip() == "Undo is off in a game played across computers."
    made = play_to_the_end(qtbot, screen_truth, [host, guest])
    assert made > 10
    assert ann.flow.session.actions == ben.flow.session.actions
    assert ann.flow.state == ben.flow.state
    qtbot.waitUntil(lambda: len(kept) == 2, timeout=10000)  # both keep it in Records
    screen_truth(host)
    screen_truth(guest)


def test_a_leave_asked_just_before_the_connection_closes_still_reaches_the_server(qtbot, make_window, server):
    """The host's Leave is sent, and the window drops the connection at once (the CI run where
    the close won that race left the guest waiting at a table nobody would start). Here the
    leave also waits behind the client's message pace, as after a burst of clicks: closing
    waits for the requests made before it."""
    host, guest = make_window(animation_speed="off"), make_window(animation_speed="off")
    ann_link = TableLink(server.url, host)
    ann = RemoteGame(ann_link, host)
    ann_link.start()
    ann_link.create("verasselt", [wire.SeatChoice(), wire.SeatChoice(), wire.SeatChoice()], {}, "Ann")
    qtbot.waitUntil(lambda: ann.code is not None and bool(ann.tokens), timeout=10000)
    ben = seat_at(qtbot, guest, server.url, code=ann.code, name="Ben")
    heard: list[object] = []
    ben.link.received.connect(heard.append)
    for _ in range(30):  # refused (a wrong token), and they use up the pace's burst
        ann_link.leave(ann.code, "not-a-token")
    ann.leave()
    ann_link.close(2.0)
    qtbot.waitUntil(lambda: any(isinstance(m, wire.Closed) for m in heard), timeout=10000)
