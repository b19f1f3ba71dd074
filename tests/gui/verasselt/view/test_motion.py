"""What the events look like on the table (view/motion.py): every kind of event the rules
tell has its animation, and the labels follow the events one by one."""

import typing

from bugbox.games.verasselt import events
from bugbox.games.verasselt.rules import Roll, Stop
from bugbox.games.verasselt.view.motion import Choreographer


def test_every_event_but_the_end_has_its_animation():
    told = set(typing.get_args(events.Event))
    assert Choreographer.shown() == told - {events.GameOver}  # the end screen shows the end


def bens_turn_after_anna_stopped(table):
    """At speed normal, Anna rolls and stops, leaving her catch; the table is handed to Ben
    ("Your turn, Ben"), who may roll for the hub (and refill it from the draw pile)."""
    t = table(("human", "human"), seed=0, animation_speed="normal")
    t.wait_for_human()
    t.click(t.scene.handover)
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.wait_for_human()
    t.play(Stop())
    t.wait_for_human()
    t.click(t.scene.handover)
    return t


def test_the_labels_follow_the_events_while_they_are_shown(table, qtbot):
    """Ben rolls for the hub, so Anna gets her catch back while new cards are drawn: the label
    over the catches says "Anna piles up" as soon as her cards arrive there, not only once
    the whole action has been shown."""
    t = bens_turn_after_anna_stopped(table)
    label = t.scene.column_labels["catch"]
    assert label.text() == "Ben's catch"
    t.click_button("hub")
    qtbot.waitUntil(lambda: not t.page.animating or label.text() == "Anna piles up", timeout=10000)
    assert t.page.animating, "the label changed only when the whole action had been shown"
    assert [type(e) for e in t.session.events[-1]][1:] == [events.CatchReceived, events.HubReplenished]
    t.wait_for_human()
    assert label.text() == "Anna piles up"


def test_the_side_panel_counts_the_pile_when_the_cards_have_left_it(table, qtbot):
    """While the hub is refilled from the draw pile on the table, the side panel still counts
    the pile as the table shows it; the new count comes when the cards have arrived (it ran
    ahead of the board: "Draw pile: 52" beside a pile of 60)."""
    t = bens_turn_after_anna_stopped(table)
    pile = t.page.panel.pile
    before = t.session.state.pile.total
    assert pile.text() == f"Draw pile: {before} cards"
    t.click_button("hub")
    after = t.session.state.pile.total
    assert after < before, "the hub was refilled from the pile"
    seen: list[str] = []
    qtbot.waitUntil(lambda: seen.append(pile.text()) or not t.page.animating, timeout=15000)
    assert len(seen) > 3, "the refill was shown for a while at speed normal"
    assert set(seen[:-1]) == {f"Draw pile: {before} cards"}, seen
    t.wait_for_human()
    assert pile.text() == f"Draw pile: {after} cards"
