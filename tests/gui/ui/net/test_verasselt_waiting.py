"""Voll verasselt across two computers (issue 37, findings 3 and 12): the screen of whoever is
not acting says who acts and what they are doing, at every moment of the game, not only at
its start; the yellow frame marks the seat that acts (the player piling up the bugs they got
back in another player's turn, too); and each table marks which seat is the player's own.

Two real windows in one process, a real table server on 127.0.0.1; the persons decide
through the pages' `submit`; a timer looks at both screens every few milliseconds meanwhile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from bugbox.games.verasselt.view.scene import RING_TURN
from bugbox.ui.flow.turns import Decider
from tests.conftest import keep_screen
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite, play_until


def yellow(page) -> list[int]:
    """The seats framed yellow on the table."""
    return [seat for seat, area in enumerate(page.scene.areas) if area.ring == RING_TURN]


class Watch:
    """What a player who is not acting sees, sampled while the game runs."""

    def __init__(self, windows) -> None:
        self.windows = windows
        self.blank: list[tuple] = []  # moments with no sentence at all
        self.piling: list[tuple] = []  # (name, seat, prompt, yellow seats) while another piles up
        self.waiting: list[tuple] = []  # (prompt, decider, yellow seats) settled, not acting
        self.timer = QTimer()
        self.timer.timeout.connect(self.sample)
        self.timer.start(20)

    def sample(self) -> None:
        for window in self.windows:
            page = window.current_page()
            flow = page.flow
            if flow is None or flow.is_over() or page.can_act():
                continue
            state = flow.state
            prompt = page.scene.prompt.toPlainText()
            if not prompt:
                self.blank.append((window.objectName(), len(flow.session.actions), state.phase, page.animating))
            if page.animating or flow.showing_events():
                continue
            decider = flow.deciding_seat()
            if flow.decider(decider) is not Decider.ELSEWHERE:
                continue  # their own decision on its way to the table server
            self.waiting.append((prompt, decider, yellow(page)))
            if state.phase == "pile_up":
                self.piling.append((state.names[decider], decider, prompt, yellow(page)))
                keep_screen(window, f"verasselt-{'guest' if window is self.windows[1] else 'host'}-waits-for-piling-up")


@pytest.mark.parametrize("speed", ["off", pytest.param("normal", marks=pytest.mark.realtime)])
def test_who_acts_and_what_they_do_shows_on_the_waiting_screen(qtbot, net_window, screen_truth, speed, tmp_path):
    host = net_window("host", animation_speed=speed)
    lobby = host_from_dialog(qtbot, host, game="verasselt")
    guest = net_window("guest", animation_speed=speed)
    join_by_invite(qtbot, guest, lobby.invite.text())
    qtbot.waitUntil(lambda: guest.network.remote is not None and guest.network.remote.flow is not None, timeout=20000)
    ann = host.network.remote
    qtbot.waitUntil(lambda: ann.flow is not None and host.current_page() is not None, timeout=20000)
    anns, bens = host.current_page(), guest.current_page()

    # finding 12: each table says which seat is the player's own, and which is played elsewhere
    qtbot.waitUntil(lambda: "you" in bens.scene.name_labels[1].toPlainText(), timeout=10000)
    assert [anns.scene.seat_caption(s) for s in (0, 1)] == ["you", "on another computer"]
    assert [bens.scene.seat_caption(s) for s in (0, 1)] == ["on another computer", "you"]
    assert "· on another computer" in bens.scene.name_labels[0].toPlainText()

    watch = Watch([host, guest])
    if speed == "off":  # on until one waited while the other piled up (a few dozen moves)
        enough = lambda: bool(watch.piling) and len(ann.flow.session.actions) >= 8  # noqa: E731
    else:  # every move is shown for a second or more: a dozen show the waiting screen throughout
        enough = lambda: len(ann.flow.session.actions) >= 12  # noqa: E731
    play_until(qtbot, screen_truth, [host, guest], lambda: enough() or ann.flow.is_over(), truth_every=50)
    qtbot.waitUntil(lambda: not anns.animating and not bens.animating, timeout=30000)
    watch.timer.stop()
    assert watch.piling or speed != "off", "nobody piled up the bugs they got back while the other waited"
    assert watch.waiting
    assert not watch.blank, f"the waiting screen said nothing: {watch.blank[:5]}"
    for name, piler, prompt, framed in watch.piling:
        assert prompt == f"{name} is piling up the bugs they got back…"
        assert framed == [piler]  # not the player whose turn it is, who waits too
    for prompt, decider, framed in watch.waiting:
        assert framed == [decider]
        assert prompt.startswith(("Ann is", "Ben is"))  # "Ben is choosing dice to roll…"
