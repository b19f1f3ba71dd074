"""The table, one rule of play at a time: dice and odds, boosting, undo, piling up, the
hand-over, the forced refill, keys, seats and languages."""

from PySide6.QtCore import QPointF, Qt

from bugbox.core.players import Level
from bugbox.core.session import Session
from bugbox.games.verasselt import ai, rules
from bugbox.games.verasselt.cards import COLOURS
from bugbox.games.verasselt.events import Bust
from bugbox.games.verasselt.odds import roll_odds
from bugbox.games.verasselt.rules import ChooseGroup, Roll, Stop
from bugbox.games.verasselt.view.scene import CARD_W, DICE_CATCH, DICE_HUB, TABLE, seat_geometry


def test_fewer_than_four_dice_cannot_be_rolled(table):
    t = table(("human", "computer"))
    t.wait_for_human()
    for index in (1, 3, 5):
        t.click(t.scene.dice[index])
    assert t.page.selection == {1, 3, 5}
    assert not t.scene.buttons["roll"].is_enabled()
    assert "1 more" in t.scene.odds.text()
    t.press(Qt.Key.Key_R)
    assert "at least four dice" in t.window.notice.text()
    assert t.session.actions == []
    t.click(t.scene.dice[3])  # a second click puts a die back
    assert t.page.selection == {1, 5}


def test_the_bust_chance_follows_the_chosen_dice_and_the_setting(table):
    t = table(("human", "computer"), seed=2)
    t.wait_for_human()
    for index in (0, 1, 2, 3):
        t.click(t.scene.dice[index])
    odds = roll_odds(t.state.hub, t.state.dice)[(0, 1, 2, 3)]
    shown = t.scene.odds.text()
    assert f"{round(float(odds.bust) * 100)}%" in shown and "Bust chance" in shown
    t.click(t.scene.dice[4])
    five = roll_odds(t.state.hub, t.state.dice)[(0, 1, 2, 3, 4)]
    assert five.bust > odds.bust and f"{round(float(five.bust) * 100)}%" in t.scene.odds.text()
    t.qtbot.mouseClick(t.page.panel.show_odds, Qt.MouseButton.LeftButton)  # "pure luck, please"
    assert t.window.ctx.settings.show_odds is False
    assert not t.scene.odds.isVisible()
    t.page.panel.show_odds.click()
    assert "Bust chance" in t.scene.odds.text() and t.scene.odds.isVisible()


def test_a_front_yard_card_dragged_onto_the_group_boosts_it_and_undo_takes_it_back(table):
    t = table(("human", "computer"))
    t.wait_for_human()
    hub, yard = t.state.hub, t.state.front_yards[0]
    card = t.yard_card(0, "green")
    t.drag(card, t.scene.zone_centre("hub"))
    t.wait_idle()
    assert t.session.actions[-1] == rules.Boost(cards=rules.Cards(green=1))
    assert t.state.hub.green == hub.green + 1 and t.state.front_yards[0].green == yard.green - 1
    assert card in t.scene.zones["hub"]["green"]  # the card that was dragged is the one that went
    assert t.page.panel.undo.isEnabled()
    t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)
    assert t.state.hub == hub and t.state.front_yards[0] == yard
    assert t.scene.counts(("yard", 0)) == yard.counts() and t.scene.counts("hub") == hub.counts()


def test_a_card_dropped_beside_the_group_goes_back_to_the_front_yard(table):
    t = table(("human", "computer"))
    t.wait_for_human()
    card = t.yard_card(0, "red")
    home = QPointF(card.pos())
    t.drag(card, t.scene.zone_centre("catch"))  # not the group being rolled for
    t.wait_idle()
    assert t.session.actions == [] and card.pos() == home


def test_a_roll_is_never_undone(table):
    t = table(("human", "computer"), seed=9)
    t.wait_for_human()
    t.click_button("roll_all")
    t.wait_idle()
    assert isinstance(t.session.actions[-1], Roll)
    assert not t.page.can_undo() and not t.page.panel.undo.isEnabled()


def test_keys_choose_dice_and_roll(table):
    t = table(("human", "computer"), seed=9)
    t.wait_for_human()
    for key in (Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_5, Qt.Key.Key_7):
        t.press(key)
    assert t.page.selection == {0, 2, 4, 6}
    t.press(Qt.Key.Key_Return)
    t.wait_idle()
    assert t.session.actions == [Roll(dice=(0, 2, 4, 6))]


def test_piling_up_is_the_receivers_decision_with_a_hand_over_and_six_at_most_in_a_front_yard(table):
    t = table(("human", "human"), seed=0)
    t.wait_for_human()
    t.click(t.scene.handover)  # "Your turn, Anna"
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.play(Stop())
    t.wait_for_human()
    assert t.scene.handover.isVisible() and "Ben" in t.scene.handover.lines[0][0]
    assert not t.window.notice.isVisible()  # the greeting is the table's alone
    t.click(t.scene.handover)
    t.play(ChooseGroup(group="hub"))  # Ben rolls for the hub: Anna gets her catch back
    t.wait_for_human()
    assert t.state.phase == "pile_up" and t.state.active == 1
    overlay = t.scene.handover
    assert overlay.isVisible() and "Anna" in overlay.lines[0][0] and "Ben" in overlay.lines[1][0]
    t.click(overlay)
    assert "Anna" in t.scene.column_labels["catch"].text() and "Anna" in t.scene.prompt.toPlainText()
    received = [c for colour in COLOURS for c in t.scene.zones["receipt"][colour]]
    assert len(received) == 3 and t.state.front_yards[0].total == 4
    t.drag(received[0], t.scene.zone_centre(("yard", 0)))
    t.drag(received[1], t.scene.zone_centre(("yard", 0)))
    assert [c.staged for c in received] == ["yard", "yard", None] and t.session.state.phase == "pile_up"
    t.drag(received[2], t.scene.zone_centre(("yard", 0)))  # a seventh card: refused, with the reason
    assert "at most six" in t.window.notice.text() and received[2].staged is None
    heap, yard = t.state.heaps[0], t.state.front_yards[0]
    t.click_button("heap")  # "Rest to heap"
    t.wait_idle()
    assert t.state.front_yards[0].total == 6 and t.state.heaps[0].total == heap.total + 1
    assert t.state.front_yards[0] == yard + rules.Cards.from_colours([received[0].colour, received[1].colour])
    assert t.state.phase == "boost_or_roll" and t.page.drift == 0


def test_the_hand_over_after_a_bust_on_a_plundered_catch_says_whose_turn_comes(table):
    """Issue 32: Ben busts rolling for Anna's catch, so she gets it back and piles it up just
    before her own turn: the card greets her and says her turn follows, not that it is "Anna's
    turn" as if it were someone else's."""
    t = table(("human", "human"), seed=0, animation_speed="fast")
    t.wait_for_human()
    t.click(t.scene.handover)  # "Your turn, Anna"
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.wait_for_human()
    t.play(Stop())
    t.wait_for_human()
    t.click(t.scene.handover)  # "Your turn, Ben"
    t.wait_for_human()
    t.play(ChooseGroup(group="catch"))
    t.wait_for_human()
    t.play(Roll(dice=tuple(range(7))))
    t.wait_for_human()
    assert any(isinstance(event, Bust) for event in t.session.events[-1])
    assert t.state.phase == "pile_up" and t.state.receipt.player == 0 and t.state.active == 0
    overlay = t.scene.handover
    assert overlay.isVisible()
    title, sentence = overlay.lines[0][0], overlay.lines[1][0]
    assert title == "Your turn, Anna"
    assert sentence == "You got cards back: pile them up first, then your turn begins."
    t.click(overlay)
    t.click_button("heap")  # all to the heap
    t.wait_for_human()
    assert t.state.phase == "boost_or_roll" and t.state.active == 0
    assert not overlay.isVisible() and "Anna" in t.scene.prompt.toPlainText()  # no second greeting


def test_the_previous_catch_is_chosen_by_clicking_it_and_the_dice_move_beside_it(table):
    t = table(("human", "human"), seed=0)
    t.wait_for_human()
    t.click(t.scene.handover)
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.play(Stop())
    t.wait_for_human()
    t.click(t.scene.handover)
    assert all(d.target.x() < DICE_HUB[1] for d in t.scene.dice if d.face != "bars")
    t.click(t.scene.zones["prev"]["yellow"][0])
    t.wait_idle()
    assert t.session.actions[-1] == ChooseGroup(group="catch")
    coloured = [d for d in t.scene.dice if d.face != "bars"]
    assert coloured and all(DICE_CATCH[0] < d.pos().x() < DICE_CATCH[1] for d in coloured)


def test_the_forced_refill_is_made_by_dragging_cards_into_the_hub(table):
    # Seed 0 with two people who play like the normal computer: after 61 actions the pile is
    # empty, the hub is short and the active player's front yard can save the game.
    t = table(("human", "human"), seed=0)
    session = Session("verasselt", t.session.setup, 0)
    for n in range(61):
        session.play(ai.choose_action(session.state, Level.NORMAL, n))
    assert session.state.phase == "forced_refill"
    t.window.start_session(session)
    t.wait_for_human()
    if t.scene.handover.isVisible():
        t.click(t.scene.handover)
    seat = t.state.active
    need = 8 - t.state.hub.total
    assert str(need) in t.scene.prompt.toPlainText()
    yard = t.state.front_yards[seat]
    cards = [c for colour in COLOURS for c in t.scene.zones[("yard", seat)][colour]][:need]
    for card in cards:
        t.drag(card, t.scene.zone_centre("hub"))
    t.wait_idle()
    moved = rules.Cards.from_colours([c.colour for c in cards])
    assert t.session.actions[-1] == rules.RefillHub(cards=moved)
    assert t.state.front_yards[seat] == yard - moved and t.page.drift == 0


def test_five_players_each_have_room_for_a_full_front_yard():
    seats, top = seat_geometry(5)
    for k, seat in enumerate(seats):
        assert TABLE.contains(seat.area) and seat.area.contains(seat.yard) and seat.area.contains(seat.heap)
        assert not seat.yard.intersects(seat.heap)
        assert all(not seat.area.intersects(other.area) for other in seats[k + 1 :])
        # six cards side by side show at least a third of every card
        assert (seat.yard.width() - CARD_W * seat.scale) / 5 >= CARD_W * seat.scale / 3
    assert top > 690  # the dice and buttons keep their strip


def test_switching_the_language_retranslates_the_table_at_once(table):
    t = table(("human", "computer"), seed=9)
    t.wait_for_human()
    t.play(Roll(dice=(0, 2, 4, 6)))
    t.click(t.scene.dice[1])
    assert t.scene.column_labels["hub"].text() == "Bug hub"
    assert t.scene.buttons["stop"].text == "Stop"
    t.window.ctx.update_settings(language="de")
    t.qtbot.waitUntil(lambda: t.scene.column_labels["hub"].text() == "Asseltreff")
    assert t.scene.buttons["stop"].text == "Aufhören" and t.scene.stamp.text == "Verasselt!"
    assert "Würfle weiter" in t.scene.prompt.toPlainText()
    assert t.page.panel.log.item(1).text() == "Anna würfelt mit 4 Würfeln: 2× Quasselasseln (gelb) und 2× Doppelbalken."
    assert t.page.panel.undo.text() == "&Rückgängig"
    t.window.ctx.update_settings(language="ja")
    t.qtbot.waitUntil(lambda: t.scene.column_labels["hub"].text() == "中央のムシ")
    assert "Anna" in t.scene.column_labels["catch"].text() and "獲物" in t.scene.column_labels["catch"].text()
    assert t.scene.buttons["roll_all"].text == "全部振る"
    assert t.page.panel.title.text() == "ムシがいっぱい"  # the Japanese edition's own title
    assert t.page.panel.players.text().splitlines()[0].split("\t") == ["プレイヤー", "ムシの山", "前庭"]


def test_a_saved_game_opens_with_the_same_table_and_log(table, tmp_path):
    t = table(("human", "human"), seed=0)
    t.wait_for_human()
    t.click(t.scene.handover)
    t.play(Roll(dice=(0, 1, 2, 3)))
    t.play(Stop())
    t.wait_for_human()
    picture = {zone: t.scene.counts(zone) for zone in t.scene.zones}
    log = [t.page.panel.log.item(i).text() for i in range(t.page.panel.log.count())]
    path = tmp_path / "verasselt.json"
    t.controller.save_as(path)
    t.window.start_session(Session("verasselt", t.session.setup, 99))  # something else meanwhile
    assert t.window.open_file(path)
    t.wait_for_human()
    assert {zone: t.scene.counts(zone) for zone in t.scene.zones} == picture
    assert [t.page.panel.log.item(i).text() for i in range(t.page.panel.log.count())] == log
    assert t.scene.handover.isVisible() and "Ben" in t.scene.handover.lines[0][0]


def test_every_card_is_somewhere_on_the_table(table):
    t = table(("computer", "computer", "computer"), seed=3)
    t.qtbot.waitUntil(lambda: len(t.session.actions) >= 15, timeout=20000)
    t.wait_idle()
    shown = sum(len(t.scene.zones[zone][c]) for zone in t.scene.zones for c in COLOURS)
    stacks = t.scene.pile.count + sum(heap.count for heap in t.scene.heaps)
    assert shown + stacks == 88


def test_tab_rings_the_cards_that_may_move_and_space_moves_one(table):
    t = table(("human", "computer"))
    t.wait_for_human()
    t.press(Qt.Key.Key_Tab)
    first = t.page.focus_card
    assert first is not None and first in [c for cs in t.scene.zones[("yard", 0)].values() for c in cs]
    assert first.glow == 1.0
    t.press(Qt.Key.Key_Tab)
    assert t.page.focus_card is not first and first.glow == 0.0
    colour = t.page.focus_card.colour
    t.press(Qt.Key.Key_Space)  # boost with the ringed card
    t.wait_idle()
    assert t.session.actions == [rules.Boost(cards=rules.Cards.from_colours([colour]))]


def test_the_felt_covers_the_whole_table_at_any_window_shape(table):
    """The felt, mats and patches are one cached background: after a resize it is drawn
    anew for the new shape, and the felt reaches every edge (no bare margins)."""
    t = table(("human", "computer"))
    t.wait_for_human()
    margin = t.scene.backgroundBrush().color().name()
    for width, height in ((1280, 800), (1600, 700), (1000, 900)):
        t.window.resize(width, height)
        t.qtbot.waitUntil(lambda w=width: t.window.width() == w)
        t.qtbot.wait(50)
        image = t.view.viewport().grab().toImage()
        edges = [image.pixelColor(x, y).name() for x in range(0, image.width(), 37) for y in (1, image.height() - 2)]
        edges += [image.pixelColor(x, y).name() for y in range(0, image.height(), 37) for x in (1, image.width() - 2)]
        assert edges.count(margin) < len(edges) // 10, f"bare margin at {width}x{height}"


def test_the_player_table_lists_heaps_and_yards_and_marks_the_turn(table):
    t = table(("human", "computer", "computer"))
    t.wait_for_human()
    lines = t.page.panel.players.text().splitlines()
    assert lines[0].split("\t") == ["Player", "Heap", "Front yard"]
    assert len(lines) == 4 and lines[1].startswith("▶")
    for line, seat in zip(lines[1:], range(3), strict=True):
        name, heap, yard = line.split("\t")
        assert t.state.names[seat] in name
        assert (int(heap), int(yard)) == (t.state.heaps[seat].total, t.state.front_yards[seat].total)
