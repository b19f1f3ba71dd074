"""Voll verasselt, one rule per test (docs/rules-decisions.md §1 rules 1-11), on hand-built tables.

Players are Ann (seat 0), Bob (1) and Cid (2). Dice and draws are forced by choosing the rng
state of the table (see conftest.py), so each test shows exactly the situation it names.
"""

import pytest

from bugbox.core.errors import IllegalAction, LoadError
from bugbox.games.verasselt import events as ev
from bugbox.games.verasselt import rules
from bugbox.games.verasselt.cards import Cards
from bugbox.games.verasselt.rules import Boost, Catch, ChooseGroup, PileUp, Receipt, RefillHub, Roll, Stop

BARS = "bars"
ONE_EACH = Cards(red=1, yellow=1, green=1, blue=1)


def of(events, kind):
    return [e for e in events if isinstance(e, kind)]


# --- 1. setup ------------------------------------------------------------------------------


def test_setup_gives_one_card_of_each_colour_to_every_front_yard_and_ten_to_the_hub(new_setup):
    state = rules.new_game(new_setup(4), seed=3)
    assert state.front_yards == (ONE_EACH,) * 4
    assert state.hub.total == 10
    assert state.pile.total == 88 - 16 - 10
    assert state.heaps == (Cards(),) * 4


def test_setup_turns_all_dice_to_double_bars(new_setup):
    assert rules.new_game(new_setup(), seed=1).dice == (BARS,) * 7


def test_start_player_comes_from_the_setup_or_from_the_seed(new_setup):
    assert rules.new_game(new_setup(start_player=2), seed=1).active == 2
    randoms = {rules.new_game(new_setup(start_player=None), seed=seed).active for seed in range(30)}
    assert randoms == {0, 1, 2}
    assert rules.new_game(new_setup(start_player=None), seed=7) == rules.new_game(new_setup(start_player=None), seed=7)


@pytest.mark.parametrize("players", [1, 6])
def test_voll_verasselt_is_for_two_to_five_players(new_setup, players):
    from bugbox.core.players import Seat, Setup

    seats = tuple(Seat(name=f"P{i}", colour="red") for i in range(players))
    with pytest.raises(LoadError):
        rules.check_setup(Setup(seats=seats))


def test_setup_refuses_unknown_options_and_a_start_player_not_at_the_table(new_setup):
    with pytest.raises(LoadError):
        rules.check_setup(new_setup(surprise=True))
    with pytest.raises(LoadError):
        rules.check_setup(new_setup(one_card_per_bars="yes"))
    with pytest.raises(LoadError):
        rules.check_setup(new_setup(start_player=3))
    rules.check_setup(new_setup(5, one_card_per_bars=True))


# --- 2. the group --------------------------------------------------------------------------


def test_without_a_previous_catch_the_group_is_the_hub(new_setup):
    state = rules.new_game(new_setup(), seed=1)
    assert (state.phase, state.group) == ("boost_or_roll", "hub")


def test_with_a_previous_catch_the_player_chooses_the_group(table):
    state = table(phase="choose_group", group=None, previous_catch=Catch(owner=2, cards=Cards(red=3)))
    assert rules.legal_actions(state) == [ChooseGroup(group="catch"), ChooseGroup(group="hub")]
    assert rules.deciding_player(state) == 0


def test_choosing_the_hub_gives_the_previous_player_his_whole_catch_to_pile_up(table):
    state = table(phase="choose_group", group=None, previous_catch=Catch(owner=2, cards=Cards(red=3, blue=1)))
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    assert of(events, ev.CatchReceived) == [ev.CatchReceived(2, "Cid", Cards(red=3, blue=1))]
    assert after.phase == "pile_up" and rules.deciding_player(after) == 2
    assert after.previous_catch is None


def test_hub_replenishment_draws_two_cards_per_double_bar_die(table, drawing):
    dice = (BARS, BARS, "red", "red", "blue", BARS, "green")
    hub = Cards(red=3, yellow=3, green=2, blue=2)
    pile = Cards(red=5, yellow=5, green=5, blue=5)
    rng = drawing(pile, ("blue", "blue", "red", "green", "yellow", "yellow"))
    state = table(
        phase="choose_group",
        group=None,
        dice=dice,
        hub=hub,
        pile=pile,
        rng_state=rng,
        previous_catch=Catch(owner=2, cards=Cards(red=2)),
    )
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    assert of(events, ev.HubReplenished) == [ev.HubReplenished(("blue", "blue", "red", "green", "yellow", "yellow"), 6)]
    assert after.hub == hub + Cards(red=1, yellow=2, green=1, blue=2)
    assert after.pile.total == 14


def test_rule_variant_draws_one_card_per_double_bar_die(table):
    dice = (BARS, BARS, "red", "red", "blue", BARS, "green")
    state = table(
        phase="choose_group",
        group=None,
        dice=dice,
        one_card_per_bars=True,
        previous_catch=Catch(owner=2, cards=Cards(red=2)),
    )
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    (replenished,) = of(events, ev.HubReplenished)
    assert (len(replenished.drawn), replenished.for_bars) == (3, 3)
    assert after.hub.total == 13


def test_hub_is_topped_up_to_eight_after_the_double_bars(table):
    dice = (BARS, "red", "red", "red", "blue", "yellow", "green")
    state = table(
        phase="choose_group",
        group=None,
        dice=dice,
        hub=Cards(red=2, blue=1),
        previous_catch=Catch(owner=2, cards=Cards(red=2)),
    )
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    (replenished,) = of(events, ev.HubReplenished)
    assert (len(replenished.drawn), replenished.for_bars) == (5, 2)
    assert after.hub.total == 8


def test_nothing_is_drawn_from_an_empty_pile(table):
    pile = Cards(green=1)
    state = table(
        phase="choose_group", group=None, hub=Cards(red=9), pile=pile, previous_catch=Catch(owner=2, cards=Cards(red=2))
    )
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    assert of(events, ev.HubReplenished) == [ev.HubReplenished(("green",), 1)]
    assert after.pile == Cards() and after.hub == Cards(red=9, green=1)


def test_there_is_no_replenishment_before_the_very_first_turn(new_setup):
    state = rules.new_game(new_setup(), seed=5)
    assert state.turn == 1 and state.hub.total == 10 and state.dice == (BARS,) * 7


def test_the_second_turn_replenishes_the_hub(table):
    state = table(
        phase="decide",
        turn=1,
        catch=Cards(red=1),
        hub=Cards(red=2, yellow=3, green=2, blue=2),
        dice=("red",) + (BARS,) * 6,
    )
    after, events = rules.apply(state, Stop())
    assert after.phase == "choose_group" and after.turn == 2
    after, events = rules.apply(after, ChooseGroup(group="hub"))
    (replenished,) = of(events, ev.HubReplenished)
    assert replenished.for_bars == 12


def test_choosing_the_previous_catch_leaves_the_hub_alone(table):
    state = table(phase="choose_group", group=None, previous_catch=Catch(owner=2, cards=Cards(red=3)))
    after, events = rules.apply(state, ChooseGroup(group="catch"))
    assert (after.group, after.phase, after.hub, after.pile) == ("catch", "boost_or_roll", state.hub, state.pile)
    assert events == [ev.GroupChosen(0, "Ann", "catch", 2, "Cid")]


# --- 3. dice carry over --------------------------------------------------------------------


def test_dice_not_rolled_keep_their_faces_also_into_the_next_turn(table, rolling):
    dice = ("red", "yellow", BARS, BARS, BARS, BARS, BARS)
    state = table(dice=dice, hub=Cards(red=5, yellow=5, green=5, blue=5), rng_state=rolling((BARS, BARS, BARS, "blue")))
    after, _ = rules.apply(state, Roll(dice=(2, 3, 4, 5)))
    assert after.dice == ("red", "yellow", BARS, BARS, BARS, "blue", BARS)
    after, _ = rules.apply(after, Stop())
    assert after.active == 1 and after.dice == ("red", "yellow", BARS, BARS, BARS, "blue", BARS)


# --- 4. boost ------------------------------------------------------------------------------


def test_boost_moves_cards_from_the_front_yard_into_the_group(table):
    state = table(front_yards=(Cards(red=2, blue=1), ONE_EACH, ONE_EACH))
    after, events = rules.apply(state, Boost(cards=Cards(red=2)))
    assert after.front_yards[0] == Cards(blue=1)
    assert after.hub == state.hub + Cards(red=2)
    assert events == [ev.CardsBoosted(0, "Ann", Cards(red=2), "hub")]


def test_boosting_the_previous_catch_adds_to_that_catch(table):
    state = table(group="catch", previous_catch=Catch(owner=2, cards=Cards(red=3)))
    after, _ = rules.apply(state, Boost(cards=Cards(green=1)))
    assert after.previous_catch == Catch(owner=2, cards=Cards(red=3, green=1))
    assert after.hub == state.hub


def test_boost_needs_the_cards_in_the_front_yard(table):
    state = table(front_yards=(Cards(red=1), ONE_EACH, ONE_EACH))
    with pytest.raises(IllegalAction):
        rules.apply(state, Boost(cards=Cards(red=2)))
    with pytest.raises(IllegalAction):
        rules.apply(state, Boost(cards=Cards()))


def test_after_a_boost_the_player_must_roll(table):
    state = table(phase="decide", catch=Cards(red=1))
    assert Stop() in rules.legal_actions(state)
    after, _ = rules.apply(state, Boost(cards=Cards(blue=1)))
    assert after.phase == "boost_or_roll" and Stop() not in rules.legal_actions(after)


# --- 5. roll -------------------------------------------------------------------------------


def test_a_roll_takes_at_least_four_dice(table):
    with pytest.raises(IllegalAction) as refused:
        rules.apply(table(), Roll(dice=(0, 1, 2)))
    assert "four" in str(refused.value)


def test_each_die_is_rolled_at_most_once_and_exists(table):
    with pytest.raises(IllegalAction):
        rules.apply(table(), Roll(dice=(0, 1, 2, 2)))
    with pytest.raises(IllegalAction):
        rules.apply(table(), Roll(dice=(0, 1, 2, 7)))


def test_there_are_64_ways_to_choose_the_dice(table):
    rolls = [a for a in rules.legal_actions(table()) if isinstance(a, Roll)]
    assert len(rolls) == len(set(rolls)) == 35 + 21 + 7 + 1


def test_the_first_roll_of_a_turn_is_compulsory(table):
    state = table(phase="boost_or_roll")
    assert Stop() not in rules.legal_actions(state)
    with pytest.raises(IllegalAction):
        rules.apply(state, Stop())


# --- 6. and 7. counting all seven dice -----------------------------------------------------


def test_rulebook_example_more_yellow_dice_than_yellow_cards_is_a_bust(table, rolling):
    hub = Cards(red=3, yellow=2, green=2, blue=3)
    dice = ("yellow", "red", BARS, BARS, BARS, BARS, BARS)
    state = table(hub=hub, dice=dice, rng_state=rolling(("yellow", "yellow", "green", BARS)))
    after, events = rules.apply(state, Roll(dice=(2, 3, 4, 5)))
    (bust,) = of(events, ev.Bust)
    assert bust.colours == ("yellow",) and bust.returned == Cards()
    # Bob's turn begins at once, with the hub replenished for him.
    (replenished,) = of(events, ev.HubReplenished)
    assert after.active == 1 and after.hub == hub + Cards.from_colours(replenished.drawn)


def test_rulebook_example_a_clean_roll_moves_cards_into_the_catch(table, rolling):
    hub = Cards(red=4, yellow=6, green=2, blue=3)
    dice = ("yellow", "red", BARS, BARS, BARS, BARS, BARS)
    state = table(
        hub=hub, dice=dice, phase="decide", catch=Cards(yellow=2), rng_state=rolling(("yellow", "yellow", "blue", BARS))
    )
    after, events = rules.apply(state, Roll(dice=(2, 3, 4, 5)))
    caught = Cards(red=1, yellow=3, blue=1)
    assert of(events, ev.CardsCaught) == [ev.CardsCaught(0, "Ann", caught)]
    assert after.catch == Cards(yellow=2) + caught
    assert after.hub == hub - caught
    assert after.phase == "decide"


def test_kept_dice_count_again_against_the_cards_left_in_the_group(table, rolling):
    # Two red dice are kept, but only one red card is left in the group: the roll busts
    # whatever the four rolled dice show.
    state = table(
        hub=Cards(red=1, yellow=5, green=5, blue=5),
        dice=("red", "red") + (BARS,) * 5,
        phase="decide",
        catch=Cards(red=2),
        rng_state=rolling((BARS,) * 4),
    )
    _, events = rules.apply(state, Roll(dice=(2, 3, 4, 5)))
    assert of(events, ev.Bust)[0].colours == ("red",)


def test_cards_already_caught_do_not_count_for_the_group(table, rolling):
    state = table(
        hub=Cards(yellow=4, red=1),
        dice=(BARS,) * 7,
        phase="decide",
        catch=Cards(green=3),
        rng_state=rolling((BARS, BARS, BARS, "green")),
    )
    _, events = rules.apply(state, Roll(dice=(0, 1, 2, 3)))
    assert of(events, ev.Bust)[0].colours == ("green",)


def test_dice_rolled_event_names_the_rolled_dice_and_all_faces(table, rolling):
    state = table(hub=Cards(red=5, yellow=5, green=5, blue=5), rng_state=rolling(("red", BARS, "blue", BARS)))
    _, events = rules.apply(state, Roll(dice=(6, 0, 3, 1)))
    assert events[0] == ev.DiceRolled(0, "Ann", (0, 1, 3, 6), ("red", BARS, BARS, "blue", BARS, BARS, BARS))


# --- 8. bust -------------------------------------------------------------------------------


def bust_table(table, rolling, **zones):
    """Ann rolls four dice that show four yellow against a group with no yellow."""
    zones.setdefault("hub", Cards(red=3, green=3, blue=3))
    return table(rng_state=rolling(("yellow",) * 4), **zones)


def test_a_bust_puts_the_catch_back_into_the_group(table, rolling):
    state = bust_table(table, rolling, phase="decide", catch=Cards(red=2, blue=1))
    after, events = rules.apply(state, Roll(dice=(0, 1, 2, 3)))
    assert of(events, ev.Bust)[0].returned == Cards(red=2, blue=1)
    (replenished,) = of(events, ev.HubReplenished)
    assert after.hub == Cards(red=5, green=3, blue=4) + Cards.from_colours(replenished.drawn)
    assert after.previous_catch is None and after.catch == Cards()


@pytest.mark.parametrize(("yard", "drawn"), [(4, 2), (5, 1), (6, 0)])
def test_a_bust_draws_consolation_cards_up_to_six_in_the_front_yard(table, rolling, yard, drawn):
    front = Cards(red=yard)
    state = bust_table(table, rolling, front_yards=(front, ONE_EACH, ONE_EACH))
    after, events = rules.apply(state, Roll(dice=(0, 1, 2, 3)))
    assert len(of(events, ev.Bust)[0].consolation) == drawn
    assert after.front_yards[0].total == yard + drawn


def test_consolation_from_a_short_pile_draws_what_is_left(table, rolling):
    state = bust_table(table, rolling, pile=Cards(blue=1), front_yards=(Cards(), ONE_EACH, ONE_EACH))
    after, events = rules.apply(state, Roll(dice=(0, 1, 2, 3)))
    assert of(events, ev.Bust)[0].consolation == ("blue",)
    assert after.front_yards[0] == Cards(blue=1) and after.pile == Cards()


def test_plunder_then_bust_gives_the_previous_player_all_of_his_catch(table, rolling):
    plundered = Catch(owner=2, cards=Cards(red=2, green=1))
    state = bust_table(
        table, rolling, group="catch", phase="decide", previous_catch=plundered, catch=Cards(red=1, blue=2)
    )
    after, events = rules.apply(state, Roll(dice=(0, 1, 2, 3)))
    assert of(events, ev.CatchReceived) == [ev.CatchReceived(2, "Cid", Cards(red=3, green=1, blue=2))]
    assert after.receipt == Receipt(player=2, cards=Cards(red=3, green=1, blue=2))
    assert after.phase == "pile_up" and rules.deciding_player(after) == 2
    assert after.previous_catch is None


def test_a_bust_leaves_no_catch_for_the_next_player(table, rolling):
    after, _ = rules.apply(bust_table(table, rolling), Roll(dice=(0, 1, 2, 3)))
    assert after.active == 1 and after.phase == "boost_or_roll" and after.group == "hub"


# --- 9. stop and piling up -----------------------------------------------------------------


def test_stop_leaves_the_catch_on_the_table_for_the_next_player(table):
    state = table(phase="decide", catch=Cards(red=2, yellow=1))
    after, events = rules.apply(state, Stop())
    assert events[0] == ev.Stopped(0, "Ann", Cards(red=2, yellow=1))
    assert after.previous_catch == Catch(owner=0, cards=Cards(red=2, yellow=1))
    assert (after.active, after.phase) == (1, "choose_group")


def test_plunder_then_stop_gives_the_previous_player_what_is_left(table):
    state = table(
        group="catch",
        phase="decide",
        previous_catch=Catch(owner=2, cards=Cards(red=1, green=2)),
        catch=Cards(red=2, blue=1),
    )
    after, events = rules.apply(state, Stop())
    assert of(events, ev.CatchReceived) == [ev.CatchReceived(2, "Cid", Cards(red=1, green=2))]
    assert after.receipt == Receipt(player=2, cards=Cards(red=1, green=2))
    assert rules.deciding_player(after) == 2
    # Cid piles up first; then Bob's turn starts with Ann's catch on the table.
    after, events = rules.apply(after, PileUp(front_yard=Cards(green=1)))
    assert after.heaps[2] == Cards(red=1, green=1) and after.front_yards[2] == ONE_EACH + Cards(green=1)
    assert (after.active, after.phase) == (1, "choose_group")
    assert after.previous_catch == Catch(owner=0, cards=Cards(red=2, blue=1))


def test_a_fully_plundered_catch_leaves_nothing_to_receive(table):
    state = table(group="catch", phase="decide", previous_catch=Catch(owner=2, cards=Cards()), catch=Cards(red=2))
    after, events = rules.apply(state, Stop())
    assert of(events, ev.CatchReceived) == [] and after.receipt is None


def test_piling_up_puts_some_cards_into_the_front_yard_and_the_rest_onto_the_heap(table):
    state = table(phase="pile_up", group=None, active=1, receipt=Receipt(player=0, cards=Cards(red=3, blue=2)))
    after, events = rules.apply(state, PileUp(front_yard=Cards(red=1, blue=1)))
    assert events[0] == ev.CatchPiledUp(0, "Ann", Cards(red=1, blue=1), Cards(red=2, blue=1))
    assert after.front_yards[0] == ONE_EACH + Cards(red=1, blue=1)
    assert after.heaps[0] == Cards(red=2, blue=1)


def test_all_to_heap_is_one_action(table):
    state = table(phase="pile_up", group=None, active=1, receipt=Receipt(player=0, cards=Cards(red=3, blue=2)))
    assert rules.legal_actions(state)[0] == PileUp()
    after, _ = rules.apply(state, PileUp())
    assert after.heaps[0] == Cards(red=3, blue=2) and after.front_yards[0] == ONE_EACH


def test_a_front_yard_holds_at_most_six_cards_when_piling_up(table):
    state = table(phase="pile_up", group=None, active=1, receipt=Receipt(player=0, cards=Cards(red=3)))
    with pytest.raises(IllegalAction):
        rules.apply(state, PileUp(front_yard=Cards(red=3)))
    assert max(a.front_yard.total for a in rules.legal_actions(state)) == 2


def test_only_received_cards_can_be_piled_up(table):
    state = table(phase="pile_up", group=None, active=1, receipt=Receipt(player=0, cards=Cards(red=3)))
    with pytest.raises(IllegalAction):
        rules.apply(state, PileUp(front_yard=Cards(blue=1)))


def test_piling_up_is_the_receiving_players_decision_out_of_turn(table):
    state = table(phase="choose_group", group=None, active=1, previous_catch=Catch(owner=0, cards=Cards(red=3)))
    after, _ = rules.apply(state, ChooseGroup(group="hub"))
    assert after.active == 1 and rules.deciding_player(after) == 0
    after, _ = rules.apply(after, PileUp())
    assert rules.deciding_player(after) == 1 and after.phase == "boost_or_roll"


def test_piling_up_into_a_full_front_yard_goes_to_the_heap_without_asking(table):
    state = table(
        phase="choose_group",
        group=None,
        active=1,
        previous_catch=Catch(owner=0, cards=Cards(red=3)),
        front_yards=(Cards(blue=6), ONE_EACH, ONE_EACH),
    )
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    assert of(events, ev.CatchPiledUp) == [ev.CatchPiledUp(0, "Ann", Cards(), Cards(red=3))]
    assert after.phase == "boost_or_roll"


def test_a_catch_of_no_cards_is_no_catch(table, rolling):
    state = table(rng_state=rolling((BARS,) * 4))
    after, events = rules.apply(state, Roll(dice=(0, 1, 2, 3)))
    assert of(events, ev.CardsCaught) == [] and after.catch == Cards()
    after, _ = rules.apply(after, Stop())
    assert after.previous_catch is None and after.phase == "boost_or_roll" and after.group == "hub"


# --- 10. end of the game -------------------------------------------------------------------


def end_table(table, yard, **zones):
    """Cid's catch lies on the table, the pile is empty and the hub is short of eight when
    Ann's turn starts."""
    return table(
        phase="choose_group",
        group=None,
        pile=Cards(),
        hub=Cards(red=3, blue=2),
        previous_catch=Catch(owner=2, cards=Cards(green=2)),
        front_yards=(yard, ONE_EACH, ONE_EACH),
        **zones,
    )


def test_the_game_ends_when_the_pile_is_empty_and_the_hub_short_and_the_player_rolls_for_it(table):
    state = end_table(table, Cards(red=2), heaps=(Cards(red=9), Cards(blue=10), Cards(yellow=9)))
    after, events = rules.apply(state, ChooseGroup(group="hub"))
    assert rules.is_over(after) and rules.deciding_player(after) is None
    assert rules.legal_actions(after) == []
    # The catch still waiting goes straight to its owner's heap: Cid wins with 11.
    assert of(events, ev.CatchPiledUp) == [ev.CatchPiledUp(2, "Cid", Cards(), Cards(green=2))]
    assert events[-1] == ev.GameOver(("Ann", "Bob", "Cid"), (9, 10, 11), (2, 4, 4), (3, 2, 1), (2,))
    with pytest.raises(IllegalAction):
        rules.apply(after, ChooseGroup(group="hub"))


def test_the_game_goes_on_when_the_player_rolls_for_the_previous_catch(table):
    after, _ = rules.apply(end_table(table, Cards()), ChooseGroup(group="catch"))
    assert not rules.is_over(after) and after.phase == "boost_or_roll"


def test_a_front_yard_that_can_fill_the_hub_to_eight_must_do_so(table):
    state = end_table(table, Cards(red=2, yellow=2))
    after, _ = rules.apply(state, ChooseGroup(group="hub"))
    assert after.phase == "pile_up" and rules.deciding_player(after) == 2
    after, _ = rules.apply(after, PileUp())
    assert after.phase == "forced_refill" and rules.deciding_player(after) == 0
    options = rules.legal_actions(after)
    assert options == [RefillHub(cards=Cards(red=1, yellow=2)), RefillHub(cards=Cards(red=2, yellow=1))]
    with pytest.raises(IllegalAction):
        rules.apply(after, RefillHub(cards=Cards(red=2)))
    after, events = rules.apply(after, RefillHub(cards=Cards(red=1, yellow=2)))
    assert events[0] == ev.HubRefilled(0, "Ann", Cards(red=1, yellow=2))
    assert after.hub.total == 8 and after.front_yards[0] == Cards(red=1)
    assert after.phase == "boost_or_roll"


def test_a_forced_refill_with_one_possible_choice_is_not_asked(table):
    after, _ = rules.apply(end_table(table, Cards(red=4)), ChooseGroup(group="hub"))
    after, events = rules.apply(after, PileUp())
    assert of(events, ev.HubRefilled) == [ev.HubRefilled(0, "Ann", Cards(red=3))]
    assert after.phase == "boost_or_roll"


# --- 11. the winner ------------------------------------------------------------------------


def finished(table, heaps, yards):
    state = table(
        pile=Cards(),
        hub=Cards(red=1),
        heaps=[Cards(red=n) for n in heaps],
        front_yards=[Cards(blue=n) for n in yards],
        phase="decide",
        catch=Cards(),
        group="hub",
    )
    return state


def test_most_cards_on_the_heap_wins(table):
    state = finished(table, (20, 25, 24), (0, 3, 0))
    assert rules.places(state) == (3, 1, 2) and rules.winners(state) == (1,)


def test_a_tie_goes_to_fewer_cards_in_the_front_yard(table):
    state = finished(table, (25, 25, 24), (2, 1, 0))
    assert rules.places(state) == (2, 1, 3) and rules.winners(state) == (1,)


def test_still_tied_the_win_is_shared(table):
    state = finished(table, (25, 25, 24), (1, 1, 0))
    assert rules.places(state) == (1, 1, 3) and rules.winners(state) == (0, 1)


# --- refusals ------------------------------------------------------------------------------


def test_decisions_out_of_their_phase_are_refused(table):
    rolling_table = table()
    for action in (ChooseGroup(group="hub"), PileUp(), RefillHub(cards=Cards(red=1))):
        with pytest.raises(IllegalAction):
            rules.apply(rolling_table, action)
    piling = table(phase="pile_up", group=None, receipt=Receipt(player=1, cards=Cards(red=1)))
    for action in (Roll(dice=(0, 1, 2, 3)), Boost(cards=Cards(red=1)), Stop()):
        with pytest.raises(IllegalAction):
            rules.apply(piling, action)
