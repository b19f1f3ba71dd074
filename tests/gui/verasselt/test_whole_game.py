"""A whole game at the table, and the dice animation, at the speeds people play.

At "off" every animation ends inside the call that started it; at "fast" and "normal" the
table's next prompt depends on what runs when the animations end, which is where a table
could be left stale or blocked: so the whole games run at all three speeds, and at each
decision the flushed screen must equal a fresh render (`Table.at_decision`).
"""

import pytest

from bugbox.core.players import Level
from bugbox.games.verasselt import ai, rules
from bugbox.games.verasselt.events import CatchReceived, Stopped
from bugbox.ui import art

#: At "fast" and "normal" a whole game takes minutes of real time: marked `realtime`, which CI
#: runs and a developer's plain `pytest` leaves out (the "off" game still runs there).
SPEEDS = (
    "off",
    pytest.param("fast", marks=pytest.mark.realtime),
    pytest.param("normal", marks=pytest.mark.realtime),
)


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_three_seat_game_is_played_to_its_end_screen_by_clicks_and_drags(table, speed):
    t = table(("human", "computer", "computer"), seed=5, animation_speed=speed)
    t.play_to_the_end()
    t.wait_idle()
    assert rules.is_over(t.state)
    # Every kind of decision was taken on the table, not just rolls (seed 5 has them all) ...
    assert {"roll", "stop", "choose_group", "pile_up", "boost", "refill_hub"} <= set(t.done)
    # ... and someone stopped on a plundered catch, the trickiest picture to keep right.
    assert any(
        {Stopped, CatchReceived} <= {type(e) for e in rules.apply(before, action)[1]}
        for before, action in zip(t.session.states, t.session.actions, strict=False)
    )
    # The events moved the very cards the state says: no re-sync ever had to correct the table.
    assert t.page.drift == 0
    assert t.decisions >= 25  # every one of them showed its prompt and buttons at once
    # The end screen ranks the players by heap, with the front-yard tie-break.
    screen = t.scene.end_screen
    assert screen.isVisible()
    places = rules.places(t.state)
    ranked = [t.state.names[s] for s in sorted(range(3), key=lambda s: places[s])]
    assert [row[1].split(" ", 1)[1] for row in screen.rows] == ranked
    assert [int(row[2]) for row in screen.rows] == sorted((h.total for h in t.state.heaps), reverse=True)
    winner = t.state.names[rules.winners(t.state)[0]]
    assert winner in t.scene.prompt.toPlainText()
    assert t.page.panel.log.count() > 50
    # "Play again" deals a new game for the same seats.
    setup = t.session.setup
    t.click(t.scene.end_button)
    assert t.session.setup == setup and t.session.actions == [] and not t.scene.end_screen.isVisible()


def test_dice_tumble_and_settle_on_the_rolled_faces(table, qtbot):
    t = table(("human", "computer"), seed=9, animation_speed="fast")
    t.wait_for_human()
    chosen = (0, 2, 4, 6)
    for index in chosen:
        t.click(t.scene.dice[index])
    seen: set[str] = set()
    die = t.scene.dice[0]
    t.click_button("roll")
    assert t.page.animator.busy()

    def tumbling() -> bool:
        seen.add(die.name)
        return die.rotation() != 0.0

    qtbot.waitUntil(tumbling, timeout=3000)
    qtbot.waitUntil(lambda: seen.add(die.name) or not t.page.animator.busy(), timeout=8000)
    assert len(seen) >= 2  # faces flashed by while it tumbled
    assert t.session.actions[-1] == rules.Roll(dice=chosen)
    assert t.state.phase == "decide"  # a clean roll: nothing else has moved the dice since
    for index, face in enumerate(t.state.dice):
        assert t.scene.dice[index].face == face
        assert t.scene.dice[index].name == art.die(face)
        assert t.scene.dice[index].rotation() == 0.0 and t.scene.dice[index].scale() == 1.0


@pytest.mark.parametrize("speed", SPEEDS)
def test_a_game_between_two_people_hands_the_table_over_at_every_change(table, speed):
    t = table(("human", "human"), seed=3, animation_speed=speed)
    handovers = 0
    turn = 0
    while not t.session.is_over() and turn < 40:
        t.wait_for_human()
        t.at_decision()
        if t.scene.handover.isVisible():
            handovers += 1
            assert t.page.name(t.page.decider()) in t.scene.handover.lines[0][0]
            # The hand-over waits for the player, with nothing behind it to be decided yet.
            assert not any(t.scene.buttons[name].isVisible() for name in ("roll", "stop", "hub"))
            t.click(t.scene.handover)
            t.wait_for_human()
            t.at_decision()
        t.play(ai.choose_action(t.state, Level.EASY, turn), how=turn)
        turn += 1
    assert handovers >= 5 and t.page.drift == 0
