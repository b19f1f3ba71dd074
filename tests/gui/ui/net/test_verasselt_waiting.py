"""Voll verasselt across two computers (issue 37, findings 3 and 12): the screen of whoever is
not acting says who acts and what they are doing, at every moment of the game, not only at
its start; the yellow frame marks the seat that acts (the player piling up the bugs they got
back in another player's turn, too); and each table marks which seat is the player's own.

Two real windows in one process, a real table server on 127.0.0.1; the persons decide
through the pages' `submit`; a timer looks at both screens every few milliseconds meanwhile."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QTimer

from bugbox.games.verasselt.rules import ChooseGroup, Stop, legal_actions
from bugbox.games.verasselt.view.scene import RING_TURN
from bugbox.ui.flow.turns import Decider
from tests.conftest import keep_screen
from tests.gui.ui.net.conftest import decide
from tests.gui.ui.net.test_hosting import host_from_dialog, join_by_invite


def play_until(qtbot, windows, stop, limit: int = 400) -> None:
    """The persons here decide whenever it is theirs, until `stop()`: each stops at the first
    chance and rolls for the bug hub, so the catch left goes back to its owner, who piles it
    up in the other's turn (the moment of finding 3); else as an easy computer player would."""
    pages = [w.current_page() for w in windows]
    for made in range(limit):
        qtbot.waitUntil(lambda: any(p.can_act() for p in pages) or stop(), timeout=30000)
        if stop():
            return
        page = next(p for p in pages if p.can_act())
        if page.flow.state.phase == "pile_up":
            # a person takes a moment over the piling up: the other screen has caught up with
            # the game and shows the moment (at speed normal it is still animating the turn
            # before when a decision made at once arrives, and the moment would not be seen)
            qtbot.waitUntil(lambda acting=page: caught_up(pages, acting), timeout=30000)
            qtbot.wait(150)
        legal = legal_actions(page.flow.state)
        mine = next((a for a in legal if a == Stop() or a == ChooseGroup(group="hub")), None)
        assert page.submit(mine) if mine is not None else decide(page, made)
    raise AssertionError("no end in sight")


def caught_up(pages, acting) -> bool:
    """Every other screen shows the game as far as the acting one, and has settled."""
    at = len(acting.flow.session.actions)
    return all(
        len(o.flow.session.actions) == at and not o.animating and not o.flow.showing_events()
        for o in pages
        if o is not acting
    )


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


@pytest.fixture
def known_game(monkeypatch):
    """The table server deals a game known to come to a piling-up moment early.

    The server draws each table's seed itself, and in some games the bugs never go back to a
    player who piles them up before the end (one fresh-clone CI run met such a game), leaving
    the test nothing to look at. With seed 0 and these persons' choices it comes within the
    first ten moves."""
    import bugbox.server.referee as referee

    monkeypatch.setattr(referee, "secrets", SimpleNamespace(randbits=lambda bits: 0))


@pytest.mark.parametrize("speed", ["off", pytest.param("normal", marks=pytest.mark.realtime)])  # normal: 20 s
def test_who_acts_and_what_they_do_shows_on_the_waiting_screen(qtbot, net_window, screen_truth, speed, known_game):
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
    # on until one waited while the other piled up, and a few turns were shown
    enough = lambda: bool(watch.piling) and len(ann.flow.session.actions) >= 8  # noqa: E731
    screen_truth(guest)
    play_until(qtbot, [host, guest], lambda: enough() or ann.flow.is_over())
    qtbot.waitUntil(lambda: not anns.animating and not bens.animating, timeout=30000)
    watch.timer.stop()
    assert watch.piling, "nobody piled up the bugs they got back while the other waited"
    assert watch.waiting
    assert not watch.blank, f"the waiting screen said nothing: {watch.blank[:5]}"
    for name, piler, prompt, framed in watch.piling:
        assert prompt == f"{name} is piling up the bugs they got back…"
        assert framed == [piler]  # not the player whose turn it is, who waits too
    for prompt, decider, framed in watch.waiting:
        assert framed == [decider]
        assert prompt.startswith(("Ann is", "Ben is"))  # "Ben is choosing dice to roll…"

    # what the waiting player's screen really shows: the sentence is drawn, not only set
    waiting = next(w for w in (host, guest) if not w.current_page().can_act())
    qtbot.wait(300)
    keep_screen(waiting, f"verasselt-waiting-screen-{speed}")
    assert drawn_prompt(waiting) > 100, "the waiting screen shows no sentence"


def drawn_prompt(window) -> int:
    """How many pixels of the prompt's place on the flushed screen are as light as its text."""
    page = window.current_page()
    prompt = page.scene.prompt
    rect = page.view.mapFromScene(prompt.mapRectToScene(prompt.boundingRect())).boundingRect()
    corner = page.view.viewport().mapTo(window, rect.topLeft())
    image = window.screen().grabWindow(window.winId()).toImage()
    light = 0
    for y in range(corner.y(), min(image.height(), corner.y() + rect.height())):
        for x in range(max(0, corner.x()), min(image.width(), corner.x() + rect.width()), 2):
            light += image.pixelColor(x, y).lightness() > 200
    return light


def test_the_log_keeps_its_first_line_after_a_rejoin(qtbot, net_window):
    """Finding 13: a guest whose bugbox starts again and rejoins sees the whole log, its first
    line ("Ann begins.") too, the same as the host's."""
    from PySide6.QtCore import Qt

    host = net_window("host")
    lobby = host_from_dialog(qtbot, host, game="verasselt")
    guest = net_window("guest")
    join_by_invite(qtbot, guest, lobby.invite.text())
    ann = host.network.remote
    qtbot.waitUntil(lambda: ann.flow is not None and host.current_page() is not None, timeout=20000)
    qtbot.waitUntil(lambda: guest.current_page() is not None, timeout=20000)
    play_until(qtbot, [host, guest], lambda: len(ann.flow.session.actions) >= 4)
    anns = host.current_page()
    first = anns.log_lines()[0]
    assert first.endswith(" begins.")
    guest.close()
    again = net_window("guest")
    qtbot.waitUntil(again.launcher.rejoin_button.isVisible, timeout=15000)
    qtbot.mouseClick(again.launcher.rejoin_button, Qt.MouseButton.LeftButton)
    ben = again.network.remote
    qtbot.waitUntil(lambda: ben.flow is not None and again.current_page() is not None, timeout=20000)
    qtbot.waitUntil(lambda: len(ben.flow.session.actions) == len(ann.flow.session.actions), timeout=20000)
    bens = again.current_page()
    qtbot.waitUntil(lambda: not bens.animating and not anns.animating, timeout=20000)
    assert bens.log_lines() == anns.log_lines()
    assert bens.panel.log.item(0).text() == first
