"""Leaving a running game across computers asks first, like a game here (issue 37, finding 1):
the host's Quit (the table closes for the guests), the guest's New game… and Back, the host's
Join a table…; with "Ask before abandoning" off the same sentence is told instead. Game > Show
the invite… gives the running table's invite again. Real windows, a table server on 127.0.0.1.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from bugbox.ui import plaintext
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite, play_until


@pytest.fixture
def answers(monkeypatch):
    """Every question is noted (its title and text) and answered with the next of `replies`."""
    asked: list[tuple[str, str]] = []
    replies: list[QMessageBox.StandardButton] = []

    def ask(parent, title, text, *args, **kwargs):
        asked.append((title, text))
        return replies.pop(0) if replies else QMessageBox.StandardButton.Yes

    monkeypatch.setattr(plaintext, "ask", ask)
    return asked, replies


def a_game(qtbot, net_window, screen_truth, **settings):
    host = net_window("host", **settings)
    lobby = host_from_dialog(qtbot, host)
    guest = net_window("guest", **settings)
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: guest.current_page() is not None and host.current_page() is not None, timeout=20000)
    ann = host.network.remote
    play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 2)
    return host, guest


def test_the_hosts_quit_asks_and_cancelling_keeps_the_table(qtbot, net_window, screen_truth, answers):
    asked, replies = answers
    host, guest = a_game(qtbot, net_window, screen_truth, confirm_abandon=True)
    replies.append(QMessageBox.StandardButton.No)
    assert not host.close()  # Game > Quit and the window's close button
    closes = "Your table with Ben closes when bugbox ends; it comes back when you start bugbox again."
    assert asked == [("Quit bugbox?", closes + " Quit now?")]
    assert host.isVisible() and host.network.remote is not None and host.network.hosting.running
    replies.append(QMessageBox.StandardButton.Yes)
    assert host.close()
    qtbot.waitUntil(lambda: guest.notice.text().startswith("Ann closed the table"), timeout=20000)


def test_the_guests_new_game_and_back_ask_and_back_keeps_the_seat_to_rejoin(qtbot, net_window, screen_truth, answers):
    asked, replies = answers
    host, guest = a_game(qtbot, net_window, screen_truth, confirm_abandon=True)
    sentence = "Your game with Ann waits for you at the table; the launcher offers to rejoin it. Leave it now?"
    replies.append(QMessageBox.StandardButton.No)
    guest.act_new.trigger()
    assert asked == [("Leave this game?", sentence)]
    assert guest.network.remote is not None and guest.current_page() is not None
    replies.append(QMessageBox.StandardButton.Yes)
    guest.act_launcher.trigger()  # Back to the games
    assert asked[-1] == ("Leave this game?", sentence)
    assert guest.showing_launcher() and guest.network.remote is None and not guest.hosts.across_computers()
    qtbot.waitUntil(guest.launcher.rejoin_button.isVisible, timeout=10000)
    qtbot.waitUntil(lambda: "Ben is away from the table" in host.notice.text(), timeout=20000)


def test_the_hosts_join_a_table_asks_and_without_the_question_it_is_told(qtbot, net_window, screen_truth, answers):
    asked, replies = answers
    host, _guest = a_game(qtbot, net_window, screen_truth)  # "Ask before abandoning" off
    host.act_join.trigger()
    assert asked == []
    assert host.notice.text() == "Your game with Ben waits for you at the table; the launcher offers to rejoin it."
    dialog = host.network.join_dialog
    assert dialog is not None and dialog.isVisible()
    dialog.reject()


def test_show_the_invite_is_in_the_game_menu_while_the_game_runs(qtbot, net_window, screen_truth):
    host, guest = a_game(qtbot, net_window, screen_truth)
    invite = host.network.invite_text()
    assert invite and host.act_invite.isVisible() and host.act_invite in host.menu_game.actions()
    host.act_invite.trigger()
    box = next(w for w in QApplication.topLevelWidgets() if w.objectName() == "invite_box" and w.isVisible())
    assert box.invite.text() == invite
    box.reject()
    host.back_to_launcher()  # no table on the screen, no invite to show
    assert not host.act_invite.isVisible()


def test_every_table_left_is_offered_to_rejoin_by_its_game_and_in_the_new_language(
    qtbot, net_window, screen_truth, answers
):
    """Finding 7: the rejoin button names the game, says "and" in the player's language after
    a switch, and offers every unfinished table, not only the newest."""
    host = net_window("host")
    lobby = host_from_dialog(qtbot, host, seats=("Ann", "remote", "remote"))
    guest = net_window("guest")
    join_by_invite(qtbot, guest, lobby.invite.text(), name="Ben")
    cleo = net_window("cleo")
    join_by_invite(qtbot, cleo, lobby.invite.text(), name="Cleo")
    qtbot.waitUntil(lambda: cleo.current_page() is not None and guest.current_page() is not None, timeout=20000)
    cleo.back_to_launcher()  # Cleo leaves the game; her seat is kept
    button = cleo.launcher.rejoin_button
    qtbot.waitUntil(button.isVisible, timeout=10000)
    assert button.text() == "Rejoin the table with Ann and Ben (Verflixxt! kompakt)"
    cleo.ctx.update_settings(language="de")
    qtbot.waitUntil(lambda: button.text() == "Zurück an den Tisch mit Ann und Ben (Verflixxt! kompakt)", timeout=5000)
    cleo.ctx.update_settings(language="en")
    second = host_from_dialog(qtbot, cleo, seats=("Cleo", "remote"))  # a second table, left too
    assert second.invite.text()
    cleo.network.drop()
    qtbot.waitUntil(lambda: button.menu() is not None, timeout=10000)
    lines = [action.text() for action in button.menu().actions()]
    assert lines == ["Verflixxt! kompakt", "Verflixxt! kompakt with Ann and Ben"]
    assert button.text() == "Rejoin your network table"
    button.menu().actions()[1].trigger()  # the older table: Ann's
    qtbot.waitUntil(lambda: cleo.current_page() is not None and cleo.network.remote is not None, timeout=20000)
    assert cleo.network.remote.code == host.network.remote.code


def test_the_lobby_is_felt_and_paper_like_the_launcher(qtbot, net_window):
    """Finding 13: the lobby is no plain grey page: the table's felt behind a paper card."""
    from bugbox.ui.theme import FELT, PAPER

    host = net_window("host")
    lobby = host_from_dialog(qtbot, host)
    qtbot.waitUntil(lambda: lobby.isVisible() and lobby.card.width() > 100, timeout=5000)
    picture = lobby.grab().toImage()
    assert picture.pixelColor(3, 3).name() == FELT.name()
    corner = lobby.card.mapTo(lobby, lobby.card.rect().topLeft())
    assert picture.pixelColor(corner.x() + 8, corner.y() + 8).name() == PAPER.name()
    text = lobby.status.palette().color(lobby.status.foregroundRole())
    assert text.lightness() < 100  # ink on paper, in a dark desktop too


def test_a_table_not_heard_from_yet_promises_no_free_seat(qtbot, net_window, answers):
    """Finding 13 (and 2): rejoining a table whose server does not answer shows no "every seat
    is taken", and leaving it never says the seat becomes free for others."""
    from bugbox.ui.net.tokens import KeptTable
    from tests.gui.ui.net.test_disconnected import free_port

    asked, replies = answers
    guest = net_window("guest")
    kept = KeptTable(url=f"ws://127.0.0.1:{free_port()}/", code="ABCDEFGH", game="verflixxt", seats={"1": "t" * 43})
    guest.network.rejoin(kept)
    lobby = guest.network.lobby
    assert lobby is not None and lobby.status.text() == "Looking for the table…"
    replies.append(QMessageBox.StandardButton.No)
    guest.network.leave()
    assert asked == [("Leave the table?", "Leave this table? You give up your seat at it for good.")]
    guest.network.drop()


def test_the_hosts_leave_in_the_lobby_asks_and_closes_the_table_for_everybody(qtbot, net_window, answers):
    """Finding 9: the host's "Leave the table" in the lobby closes the table (asked first);
    the guest waiting there is told who closed it and is back at the games, with nothing to
    rejoin; the code no longer takes anybody."""
    asked, replies = answers
    host = net_window("host")
    lobby = host_from_dialog(qtbot, host, seats=("Ann", "remote", "remote"))
    invite = lobby.invite.text()
    guest = net_window("guest")
    join_by_invite(qtbot, guest, invite)
    qtbot.waitUntil(lambda: guest.network.lobby is not None and bool(guest.network.remote.tokens), timeout=20000)
    qtbot.waitUntil(lambda: any(s.name == "Ben" for s in host.network.remote.seats), timeout=20000)

    replies.append(QMessageBox.StandardButton.No)  # cancelled: the table stays
    lobby.leave.click()
    assert asked[-1] == (
        "Leave the table?",
        "Close this table? Everybody who sat down at it is told that you closed it.",
    )
    assert host.network.lobby is lobby
    replies.append(QMessageBox.StandardButton.Yes)
    lobby.leave.click()
    qtbot.waitUntil(lambda: "Ann closed the table." in guest.notice.text(), timeout=20000)
    qtbot.waitUntil(lambda: guest.stack.currentWidget() is guest.launcher, timeout=10000)
    assert guest.network.lobby is None and not guest.launcher.rejoin_button.isVisible()
    assert host.stack.currentWidget() is host.launcher
    third = net_window("third")
    dialog = join_by_invite(qtbot, third, invite, name="Cleo")
    code = invite.rsplit("/", 1)[-1]
    qtbot.waitUntil(lambda: dialog.problem.text() == f"There is no table with the code {code}.", timeout=20000)
    assert third.network.lobby is None
    dialog.reject()


def test_quitting_or_joining_elsewhere_from_the_lobby_asks_once_a_guest_sat_down(qtbot, net_window, answers):
    """Leaving from the lobby by Quit or Join a table… asks, like leaving a running game, once
    somebody from another computer waits there (an empty lobby asks nothing)."""
    asked, replies = answers
    host = net_window("host", confirm_abandon=True)
    lobby = host_from_dialog(qtbot, host, seats=("Ann", "remote", "remote"))
    assert host.hosts.may_quit() and asked == []  # nobody else there yet
    guest = net_window("guest")
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: any(s.name == "Ben" for s in host.network.remote.seats), timeout=20000)
    replies.append(QMessageBox.StandardButton.No)
    assert not host.hosts.may_quit()
    assert asked[-1] == (
        "Quit bugbox?",
        "Your table with Ben closes when bugbox ends; it comes back when you start bugbox again. Quit now?",
    )
    replies.append(QMessageBox.StandardButton.No)
    assert not host.hosts.may_leave_tables()
    assert asked[-1][0] == "Leave this game?" and "Ben" in asked[-1][1]
    assert host.network.lobby is lobby
