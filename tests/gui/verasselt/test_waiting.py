"""Hotseat with computer players (issue 37, finding 3): while a computer player acts, the
person at the table reads who acts and what they do, never a blank prompt, and the yellow
frame is on the seat that acts, also when a player piles up the bugs they got back in
another player's turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from bugbox.core.players import Level
from bugbox.core.registry import ai_for
from bugbox.games.verasselt.view.scene import RING_DECIDES, RING_TURN


def framed(page, ring) -> list[int]:
    return [seat for seat, area in enumerate(page.scene.areas) if area.ring == ring]


def test_the_yellow_frame_is_on_the_player_piling_up_not_on_the_one_whose_turn_it_is(table):
    page = table(("human", "human")).page
    page.scene.set_rings(0, 1)  # Anna's turn; Ben piles up the bugs he got back
    assert framed(page, RING_TURN) == [1] and framed(page, RING_DECIDES) == [0]
    page.scene.set_rings(0, None)  # Anna's turn, and she decides
    assert framed(page, RING_TURN) == [0] and framed(page, RING_DECIDES) == []


@pytest.mark.parametrize("speed", ["off", pytest.param("normal", marks=pytest.mark.realtime)])
def test_the_person_here_always_reads_who_acts_while_the_computers_play(table, qtbot, speed):
    game = table(("human", "computer", "computer"), seed=3, animation_speed=speed)
    page = game.page
    blank: list[tuple] = []
    settled: list[tuple] = []

    def sample() -> None:
        flow = page.flow
        if flow is None or flow.is_over() or page.can_act():
            return
        prompt = page.scene.prompt.toPlainText()
        if not prompt:
            blank.append((len(flow.session.actions), flow.state.phase, page.animating))
        elif not page.animating and not flow.showing_events():
            settled.append((prompt, flow.deciding_seat(), framed(page, RING_TURN)))

    timer = QTimer()
    timer.timeout.connect(sample)
    timer.start(20)
    ai = ai_for("verasselt")
    made = 0
    wanted = 40 if speed == "off" else 12
    while len(page.flow.session.actions) < wanted and not page.flow.is_over():
        qtbot.waitUntil(lambda: page.can_act() or page.flow.is_over(), timeout=60000)
        if page.flow.is_over():
            break
        assert page.submit(ai.choose_action(page.flow.state, Level.EASY, made))
        made += 1
        qtbot.waitUntil(lambda: not page.animating, timeout=30000)
    timer.stop()
    assert not blank, f"the prompt said nothing while the computers played: {blank[:5]}"
    assert settled
    names = page.flow.state.names
    for prompt, decider, yellow in settled:
        assert yellow == [decider]
        assert names[decider] in prompt  # "Ben is thinking…"
