"""A spectator knows they are watching, and sees no controls of a player (issue 45): nothing
said "Watching", Voll verasselt showed Undo and the bust-chance box, the name typed to watch
was not kept, and the join dialog's grey example invite was taken for a real one."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bugbox.net.invite import InviteRefused, parse_invite
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite

SHOTS = Path(os.environ.get("BUGBOX_SHOTS", "/work/notes/shots/h-records"))


def shot(widget, name: str) -> None:
    if SHOTS.parent.is_dir():
        SHOTS.mkdir(exist_ok=True)
        widget.grab().save(str(SHOTS / f"{name}.png"))


def test_a_spectator_of_voll_verasselt_reads_watching_and_has_no_players_controls(qtbot, net_window):
    host = net_window("host")
    lobby = host_from_dialog(qtbot, host, game="verasselt", seats=("Ann", "remote"))
    invite = lobby.invite.text()
    guest = net_window("guest")
    join_by_invite(qtbot, guest, invite)
    qtbot.waitUntil(lambda: guest.current_page() is not None and host.current_page() is not None, timeout=20000)
    watcher = net_window("watcher")
    join_by_invite(qtbot, watcher, invite, name="Cleo", watch=True)
    qtbot.waitUntil(lambda: watcher.current_page() is not None, timeout=20000)
    page = watcher.current_page()
    assert watcher.network.remote.watching
    assert watcher.notice.text() == "Watching: nothing is played from this computer."
    assert not page.panel.undo.isVisibleTo(watcher) and not page.panel.show_odds.isVisibleTo(watcher)
    players = host.current_page()
    assert players.panel.undo.isVisibleTo(host) and players.panel.show_odds.isVisibleTo(host)
    shot(watcher, "spectator_verasselt")
    # the name typed to watch is the one offered next time
    assert watcher.ctx.settings.network_name == "Cleo"
    dialog = watcher.network.open_join_dialog()
    assert dialog.name.text() == "Cleo"
    dialog.reject()
    watcher.back_to_launcher()  # leaving the game it watched: the sentence goes with it
    assert "Watching" not in watcher.notice.text()


def test_the_invite_fields_grey_text_cannot_be_taken_for_an_invite(qtbot, net_window):
    window = net_window("guest")
    dialog = window.network.open_join_dialog()
    qtbot.waitExposed(dialog)
    grey = dialog.invite.placeholderText()
    assert grey == "Paste the invite you were sent (bugbox://…)"
    with pytest.raises(InviteRefused):
        parse_invite(grey)
    shot(dialog, "join_dialog_placeholder")
    dialog.reject()
