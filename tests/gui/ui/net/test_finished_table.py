"""A finished network game is counted once, and its table is no longer offered (issue 45).

After a finished game the host's launcher still offered "Rejoin your network table", and
clicking it wrote the same game into Records a second time (2 games and a streak of 2 on one
computer, 1 on the other). Both windows here live in one process and keep into one Records
folder, as two computers keeping the same game would: it holds the game once.
"""

from __future__ import annotations

import time

from bugbox.core import records
from bugbox.ui.net.tokens import KeptFile, KeptSeats, KeptTable
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite, play_until


def test_a_finished_table_is_not_offered_again_and_rejoining_it_keeps_no_second_copy(qtbot, net_window, screen_truth):
    host = net_window("host")
    lobby = host_from_dialog(qtbot, host)
    guest = net_window("guest")
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: guest.network.remote is not None and guest.network.remote.flow is not None, timeout=10000)
    ann, ben = host.network.remote, guest.network.remote
    qtbot.waitUntil(lambda: ann.flow is not None and host.current_page() is not None, timeout=10000)
    code, url = ann.code, ann.link.url
    host_seats = KeptSeats(host.home / "data" / "network")
    # the table as a bugbox before this fix kept it once more, at the port its server had
    # before a restart: the end of the game forgets it at every address
    here = host_seats.tables()[0]
    moved = here.model_copy(update={"url": "ws://127.0.0.1:1/", "saved": time.time() - 60})
    host_seats.path.write_text(KeptFile(tables=[here, moved]).model_dump_json())
    play_until(qtbot, screen_truth, [host, guest], lambda: ann.flow.is_over() and ben.flow.is_over())
    host_seats = KeptSeats(host.home / "data" / "network")
    qtbot.waitUntil(
        lambda: len(records.entry_names(records.records_dir())) >= 1 and not host_seats.tables(), timeout=10000
    )
    qtbot.waitUntil(lambda: "kept in your Records" in guest.notice.text(), timeout=10000)

    guest.close()  # Ben goes: the host hears that his seat is empty now
    qtbot.wait(300)
    ann.table_changed.emit()  # and any other change of the table after the end
    host.back_to_launcher()
    assert host_seats.tables() == [] and not host.launcher.rejoin_button.isVisible()

    # a seats file from before this was fixed still offers it: rejoining keeps no second copy
    seat = next(iter(ann.tokens.items()))
    old = KeptTable(url=url, code=code, game="verflixxt", seats={str(seat[0]): seat[1]}, host=ann.host_token)
    host_seats.keep(old.model_copy(update={"hosted": True}))
    host.network.offer_in_launcher()
    assert host.launcher.rejoin_button.isVisible()
    host.network.rejoin_offered()
    qtbot.waitUntil(lambda: "kept in your Records" in host.notice.text() and not host_seats.tables(), timeout=10000)
    assert len(records.entry_names(records.records_dir())) == 1
    assert not host.launcher.rejoin_button.isVisible()
