"""Hosting, joining and watching a network table from the app's own dialogs, and a whole
Verflixxt game between the host's and the guest's windows.

Everything is real: the host's window starts its own table server (on 127.0.0.1, a port the
OS picks) from the new-game dialog, the guest pastes the invite the lobby shows into "Join a
table…", a spectator watches from a third window. Decisions go through the pages' own
`submit`, as a click does; the screen-truth check runs at decisions.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from bugbox.paths import records_dir
from tests.gui.ui.net.conftest import decide


def host_from_dialog(qtbot, window, game: str = "verflixxt", seats: tuple[str, ...] = ("Ann", "remote")):
    """Game > New game with seats: a name (a person here), "remote" or a level."""
    from bugbox.ui.newgame import NewGameDialog

    done: list[bool] = []

    def fill(tries: int = 50) -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, NewGameDialog):
            if tries:
                QTimer.singleShot(20, lambda: fill(tries - 1))
            return
        dialog.count.setValue(len(seats))
        for row, seat in zip(dialog.rows, seats, strict=False):
            if seat in ("remote", "easy", "normal", "hard"):
                row.kind.setCurrentIndex(row.kinds.index(seat))
            else:
                row.kind.setCurrentIndex(0)
                row.name.setText(seat)
        dialog._accept()
        done.append(True)

    QTimer.singleShot(0, fill)
    window.play(game)
    assert done
    lobby = window.network.lobby
    assert lobby is not None
    qtbot.waitUntil(lambda: bool(lobby.invite.text()) and bool(window.network.remote.tokens), timeout=10000)
    return lobby


def join_by_invite(qtbot, window, invite: str, name: str = "Ben", watch: bool = False):
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    dialog.invite.setText(invite)
    dialog.name.setText(name)
    qtbot.mouseClick(dialog.watch if watch else dialog.take_seat, _left())
    return dialog


def _left():
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def play_until(qtbot, screen_truth, windows, stop, truth_every: int = 1, limit: int = 600) -> int:
    """The persons here decide whenever it is theirs, until `stop()`; returns the decisions."""
    made = 0
    pages = [w.current_page() for w in windows]
    while not stop():
        qtbot.waitUntil(lambda: any(p.can_act() for p in pages) or stop(), timeout=30000)
        if stop():
            break
        window, page = next((w, p) for w, p in zip(windows, pages, strict=True) if p.can_act())
        assert sum(p.can_act() for p in pages) == 1  # only the seat whose decision it is
        if made % truth_every == 0:
            screen_truth(window)
        assert decide(page, made)
        made += 1
        assert made < limit
    return made


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_host_invites_a_guest_who_joins_by_pasting_and_they_play(qtbot, net_window, screen_truth, speed):
    host = net_window("host", animation_speed=speed)
    lobby = host_from_dialog(qtbot, host)
    invite = lobby.invite.text()
    assert invite.startswith("bugbox://127.0.0.1:") and invite.endswith(host.network.remote.code)
    # the lobby: Ann here, a free seat, the host may fill it; Copy puts the invite on the clipboard
    qtbot.waitUntil(lambda: lobby.seat_rows[0][2].text() == "Ann (at this computer)", timeout=15000)
    assert lobby.seat_rows[1][2].text() == "free: waiting for a player"
    assert lobby.seat_rows[1][1].text() == "Blue" and lobby.heading.text() == "A table for Verflixxt! kompakt"
    assert lobby.status.text().startswith("Waiting for 1 more player")
    assert lobby.fill.isVisible() and lobby.fill.isEnabled()
    qtbot.mouseClick(lobby.copy, _left())
    assert QGuiApplication.clipboard().text() == invite
    screen_truth(host)

    guest = net_window("guest", animation_speed=speed)
    join_by_invite(qtbot, guest, "Here is my table: " + QGuiApplication.clipboard().text() + " — come!")
    ann, ben = host.network.remote, None
    qtbot.waitUntil(lambda: guest.network.remote is not None and guest.network.remote.flow is not None, timeout=10000)
    ben = guest.network.remote
    qtbot.waitUntil(lambda: ann.flow is not None and host.current_page() is not None, timeout=10000)
    assert host.network.lobby is None and guest.current_page().flow is ben.flow
    assert ben.names() == ["Ann", "Ben"]
    # each table names the other's seat as played from another computer, its own "you" (finding 12)
    assert [m.who_text() for m in host.current_page().scene.mats] == [
        "you",
        "on another computer",
    ]  # each says which seat is the player's own (finding 12)
    assert [m.who_text() for m in guest.current_page().scene.mats] == ["on another computer", "you"]
    # each window kept its seat in its own data folder
    from bugbox.ui.net.tokens import KeptSeats

    assert [t.code for t in KeptSeats(host.home / "data" / "network").tables()] == [ann.code]
    assert list(KeptSeats(guest.home / "data" / "network").tables()[0].tokens()) == [1]
    over = lambda: ann.flow.is_over() and ben.flow.is_over()  # noqa: E731
    if speed == "off":
        made = play_until(qtbot, screen_truth, [host, guest], over)
        assert made > 10
        for window in (host, guest):
            qtbot.waitUntil(lambda w=window: not w.current_page().animating, timeout=30000)
        assert ann.flow.session.actions == ben.flow.session.actions
        qtbot.waitUntil(
            lambda: not KeptSeats(guest.home / "data" / "network").tables(), timeout=10000
        )  # kept in Records
        assert "kept in your Records" in guest.notice.text()
        assert list(records_dir().glob("*.json"))
        for window in (host, guest):  # the end screen starts no local game of the seats elsewhere
            page = window.current_page()
            qtbot.waitUntil(lambda p=page: p.end.isVisible(), timeout=10000)
            assert not page.starts_again and not page.end.again.isVisible()
    else:
        made = play_until(qtbot, screen_truth, [host, guest], lambda: len(ann.flow.session.actions) >= 12)
        assert made >= 6
        for window in (host, guest):
            qtbot.waitUntil(lambda w=window: not w.current_page().animating, timeout=30000)
        screen_truth(host)
        screen_truth(guest)
