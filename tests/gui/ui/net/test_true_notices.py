"""What the table says of the others is what it knows (issue 45, "notices that are true").

The host starting bugbox again was told "Ben lost the connection… let the computer play" the
moment she was back, before Ben's bugbox could find her table; and a player who went back to
the games on purpose read to the others as a lost connection. Now a seat counts as away only
after a grace (`remote.AWAY_GRACE`), and it is said as what the table knows: the person is away.
"""

from __future__ import annotations

from bugbox.ui.net.tokens import KeptSeats
from tests.gui.ui.net.test_away_and_back import two_at_a_table
from tests.gui.ui.net.test_hosting import play_until
from tests.gui.ui.net.test_spectator import shot

GRACE = 6.0  # seconds: far more than a rejoin here takes, even on a busy machine


def away_said(window) -> list[str]:
    lines = [window.notice.text(), *window.notice.announced]
    return [line for line in lines if "away" in line or "connection" in line and "Ben" in line]


def test_the_host_back_at_her_table_is_told_nothing_of_a_guest_who_finds_it_within_the_grace(
    qtbot, net_window, screen_truth
):
    host, guest = two_at_a_table(qtbot, net_window)
    ann = host.network.remote
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 4)
    bens_seat = KeptSeats(guest.home / "data" / "network").tables()[0]
    anns_seat = KeptSeats(host.home / "data" / "network").tables()[0]
    guest.network.drop()  # Ben's connection is gone (his seat stays kept)...
    host.network.drop()  # ...and Ann starts bugbox again: her table comes back
    ann = host.network.rejoin(anns_seat)
    assert ann is not None
    ann.away_grace = GRACE
    qtbot.waitUntil(lambda: ann.flow is not None and host.current_page() is not None, timeout=10000)
    qtbot.waitUntil(lambda: not ann.seats[1].connected, timeout=10000)  # she sees Ben's seat unconnected
    qtbot.wait(300)
    assert away_said(host) == [] and not host.act_take_over.isEnabled() and not ann.flow.away
    assert "Ben" in host.current_page().panel.prompt.text() or ann.flow.deciding_seat() == 0
    guest.network.rejoin(bens_seat)  # Ben's bugbox finds the table again
    qtbot.waitUntil(lambda: ann.seats[1].connected, timeout=10000)
    qtbot.wait(300)
    assert away_said(host) == [] and not host.act_take_over.isEnabled()
    assert not any("back at the table" in line for line in host.notice.announced)  # never said away


def test_a_guest_gone_longer_than_the_grace_is_said_to_be_away_not_to_have_lost_the_connection(
    qtbot, net_window, screen_truth
):
    """Ben went back to the games (his seat kept): the table cannot tell that from a lost
    connection, so it says what it knows, that he is away, once the grace is over."""
    host, guest = two_at_a_table(qtbot, net_window)
    ann = host.network.remote
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 4)
    guest.back_to_launcher()
    qtbot.waitUntil(lambda: not ann.seats[1].connected, timeout=10000)
    assert away_said(host) == []  # not at once
    qtbot.waitUntil(lambda: "Ben is away from the table" in host.notice.text(), timeout=10000)
    assert host.act_take_over.isEnabled()
    shot(host, "host_told_ben_is_away")
    assert not any("lost the connection" in line for line in [host.notice.text(), *host.notice.announced])
