"""What "Join a table…" says when it cannot join: one sentence each, in the dialog, and the
player may try again. A wrong code, a table whose game has begun (every seat taken), an
address where no table server answers, text that holds no invite, a name the table refuses;
in German too. Real servers on 127.0.0.1."""

from __future__ import annotations

import socket

from tests.gui.ui.net.test_hosting import join_by_invite


def refused(qtbot, window, invite: str, name: str = "Ben", watch: bool = False) -> str:
    dialog = join_by_invite(qtbot, window, invite, name, watch)
    qtbot.waitUntil(lambda: dialog.take_seat.isEnabled() and dialog.problem.text() != "Connecting…", timeout=15000)
    assert dialog.isVisible() and dialog.remote is None and window.network.remote is None
    text = dialog.problem.text()
    dialog.reject()
    return text


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_each_refusal_is_one_sentence_in_the_dialog(qtbot, net_window, server):
    window = net_window("guest")
    assert refused(qtbot, window, f"bugbox://127.0.0.1:{server.port}/ABCDEFGH") == (
        "There is no table with the code ABCDEFGH."
    )
    port = free_port()
    assert refused(qtbot, window, f"bugbox://127.0.0.1:{port}/ABCDEFGH") == (
        f"No bugbox table server answers at 127.0.0.1:{port}; check the address and the network."
    )
    assert refused(qtbot, window, "see you at eight") == (
        "This text holds no invite; an invite looks like bugbox://192.168.1.20:8765/K7QX2MBA."
    )
    assert refused(qtbot, window, f"bugbox://127.0.0.1:{server.port}/ABCDEFGH", name="\u202eevil") == (
        "A name cannot hold control characters or invisible characters."
    )


def test_a_table_whose_seats_are_all_taken_says_so_and_watching_it_works(qtbot, net_window, server):
    from tests.gui.ui.net.test_away_and_back import two_at_a_table

    host, _guest = two_at_a_table(qtbot, net_window)
    late = net_window("late", language="de")
    invite = host.network.invite_text()
    assert refused(qtbot, late, invite, name="Carl") == (
        "Das Spiel hat begonnen, daher kann sich niemand mehr an den Tisch setzen."
    )
    join_by_invite(qtbot, late, invite, watch=True)
    qtbot.waitUntil(lambda: late.network.remote is not None and late.current_page() is not None, timeout=10000)
    assert late.network.remote.watching
