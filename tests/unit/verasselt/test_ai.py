"""Computer players: always legal, deterministic, and sensible where the choice is clear.

Win rates and decision times are measured by tests/benchmarks/verasselt_ai.py, not here.
"""

import pytest

from bugbox.core.players import Level, Seat, Setup
from bugbox.games.verasselt import ai, rules
from bugbox.games.verasselt.cards import Cards
from bugbox.games.verasselt.rules import Boost, Catch, ChooseGroup, PileUp, Receipt, Roll, Stop

BARS = "bars"
LEVELS = (Level.EASY, Level.NORMAL, Level.HARD)


def test_every_level_answers_every_decision_of_a_game_with_a_legal_action():
    seats = tuple(
        Seat(name=name, colour="red", computer=True, level=level)
        for name, level in zip(("Ann", "Bob", "Cid"), LEVELS, strict=True)
    )
    state = rules.new_game(Setup(seats=seats), seed=2024)
    phases = set()
    for step in range(2000):
        if rules.is_over(state):
            break
        seat = rules.deciding_player(state)
        action = ai.choose_action(state, seats[seat].level, seed=step)
        assert action in rules.legal_actions(state)
        phases.add(state.phase)
        state, _ = rules.apply(state, action)
    assert rules.is_over(state)
    assert {"boost_or_roll", "decide", "choose_group", "pile_up"} <= phases


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_table_level_and_seed_give_the_same_move(table, level):
    state = table(phase="decide", catch=Cards(red=1, blue=1), dice=("red", "blue") + (BARS,) * 5)
    moves = {ai.choose_action(state, level, seed=5) for _ in range(3)}
    assert len(moves) == 1


@pytest.mark.parametrize("level", (Level.NORMAL, Level.HARD))
def test_a_big_catch_is_kept_when_the_next_roll_almost_surely_busts(table, level):
    # Nothing is left in the group: any colour on any die busts.
    state = table(
        phase="decide",
        hub=Cards(),
        catch=Cards(red=3, yellow=3, green=2, blue=2),
        front_yards=(Cards(), Cards(), Cards()),
        dice=("red", "yellow", "green", "blue", BARS, BARS, BARS),
    )
    assert ai.choose_action(state, level, seed=1) == Stop()


@pytest.mark.parametrize("level", (Level.NORMAL, Level.HARD))
def test_with_a_safe_group_and_nothing_caught_yet_they_roll_every_die(table, level):
    state = table(hub=Cards(red=9, yellow=9, green=9, blue=9), front_yards=(Cards(), Cards(), Cards()))
    assert ai.choose_action(state, level, seed=1) == Roll(dice=(0, 1, 2, 3, 4, 5, 6))


@pytest.mark.parametrize("level", (Level.NORMAL, Level.HARD))
def test_dice_showing_a_colour_with_no_cards_left_are_rolled_again(table, level):
    state = table(
        phase="decide",
        hub=Cards(red=6, yellow=6, green=6),
        catch=Cards(blue=2),
        front_yards=(Cards(), Cards(), Cards()),
        dice=("blue", "blue", BARS, BARS, BARS, BARS, BARS),
    )
    action = ai.choose_action(state, level, seed=1)
    assert isinstance(action, Roll) and {0, 1} <= set(action.dice)


def test_easy_fills_the_colours_the_group_lacks_from_its_front_yard_before_it_rolls(table):
    state = table(
        hub=Cards(blue=10),
        front_yards=(Cards(red=2, yellow=1, blue=3), Cards(), Cards()),
        dice=("red", "yellow", "green", "blue", BARS, BARS, BARS),
    )
    assert ai.choose_action(state, Level.EASY, seed=1) == Boost(cards=Cards(red=2, yellow=1))
    boosted, _ = rules.apply(state, Boost(cards=Cards(red=2, yellow=1)))
    assert ai.choose_action(boosted, Level.EASY, seed=1) == Roll(dice=(0, 1, 2, 3, 4, 5, 6))


def test_easy_is_content_with_half_of_a_small_group(table):
    # Four cards caught from a group of eight: whatever its mood, easy stops.
    state = table(
        phase="decide",
        hub=Cards(blue=4),
        catch=Cards(blue=4),
        dice=("blue", "blue", "blue", "blue", BARS, BARS, BARS),
    )
    assert {ai.choose_action(state, Level.EASY, seed=seed) for seed in range(20)} == {Stop()}


def test_hard_far_ahead_near_the_end_stops_rather_than_roll_on_until_it_busts(table):
    # Bob leads 57 to 14, the pile is empty, the hub holds eight red after his catch: whatever
    # he does the game is his. Playing it for the chance of winning, every choice was worth the
    # same and he rolled on until he busted, turn after turn (a game against a player who never
    # boosts ran for thousands of turns); played for cards, he keeps his three.
    state = table(
        names=("Ann", "Bob"),
        active=1,
        phase="decide",
        hub=Cards(red=8),
        catch=Cards(red=1, blue=2),
        front_yards=(Cards(red=1, yellow=2, green=2, blue=1), Cards()),
        heaps=(Cards(yellow=7, green=7), Cards(red=12, yellow=13, green=13, blue=19)),
        dice=(BARS, "blue", BARS, BARS, "blue", "red", BARS),
    )
    assert state.pile.total == 0
    assert ai.choose_action(state, Level.HARD, seed=1) == Stop()


@pytest.mark.long  # about 20 s of CPU
def test_against_a_player_who_never_boosts_hard_finishes_every_game_within_three_hundred_turns():
    # The player rolls all seven dice, once more if clean, then stops; he always rolls for the
    # hub and piles everything onto the heap. Before hard played a won game for cards, one
    # deal in a hundred ran past 1,300 turns (the longest of 500: 7,291).
    seats = (Seat(name="Ann", colour="red"), Seat(name="Bob", colour="blue", computer=True, level=Level.HARD))
    longest = 0
    for seed in range(60):
        state, step, rolls = rules.new_game(Setup(seats=seats, start_player=0), seed), 0, 0
        while not rules.is_over(state) and state.turn <= 300:
            if rules.deciding_player(state) == 1:
                action = ai.choose_action(state, Level.HARD, seed=seed + step)
            elif state.phase == "choose_group":
                action = ChooseGroup(group="hub")
            elif state.phase == "pile_up":
                action = PileUp()
            elif state.phase == "decide" and rolls >= 2:
                action = Stop()
            elif state.phase in ("boost_or_roll", "decide"):
                rolls = 1 if state.phase == "boost_or_roll" else rolls + 1
                action = Roll(dice=(0, 1, 2, 3, 4, 5, 6))
            else:
                action = rules.legal_actions(state)[0]
            state, _ = rules.apply(state, action)
            step += 1
        longest = max(longest, state.turn)
    assert longest <= 300


@pytest.mark.parametrize("seats", (2, 3))
def test_easy_computers_among_themselves_finish_every_game_within_two_hundred_turns(seats):
    # Without its two habits two easy players once bust on a one-colour hub for 3,806 turns.
    setup = Setup(seats=tuple(Seat(name=f"P{n}", colour="red", computer=True, level=Level.EASY) for n in range(seats)))
    longest = 0
    for seed in range(150):
        state, step = rules.new_game(setup, seed), 0
        while not rules.is_over(state) and state.turn <= 200:
            state, _ = rules.apply(state, ai.choose_action(state, Level.EASY, seed=seed + step))
            step += 1
        longest = max(longest, state.turn)
    assert longest <= 200


def test_hard_plunders_a_big_catch_of_every_colour_rather_than_a_poor_hub(table):
    state = table(
        phase="choose_group",
        group=None,
        hub=Cards(red=1, blue=1),
        pile=Cards(),
        previous_catch=Catch(owner=2, cards=Cards(red=4, yellow=4, green=4, blue=4)),
    )
    assert ai.choose_action(state, Level.HARD, seed=1) == ChooseGroup(group="catch")


def test_hard_leaves_a_one_colour_catch_alone(table):
    state = table(phase="choose_group", group=None, previous_catch=Catch(owner=2, cards=Cards(red=3)))
    assert ai.choose_action(state, Level.HARD, seed=1) == ChooseGroup(group="hub")


@pytest.mark.parametrize("level", LEVELS)
def test_near_the_end_a_received_catch_goes_onto_the_heap(table, level):
    state = table(
        phase="pile_up",
        group=None,
        active=1,
        pile=Cards(red=3),
        receipt=Receipt(player=0, cards=Cards(red=2, blue=2)),
        front_yards=(Cards(), Cards(), Cards()),
    )
    assert ai.choose_action(state, level, seed=1) == PileUp()


def test_nobody_decides_once_the_game_is_over(table):
    with pytest.raises(ValueError):
        ai.choose_action(table(phase="game_over", group=None), Level.HARD, seed=1)


@pytest.mark.parametrize(("ann_heap", "choice"), [(30, "hub"), (10, "catch")])
def test_hard_ends_the_game_when_that_wins_and_plays_on_when_it_loses(table, ann_heap, choice):
    # The pile is empty and the hub short: rolling for the hub would end the game at once.
    state = table(
        phase="choose_group",
        group=None,
        pile=Cards(),
        hub=Cards(red=2, blue=2),
        heaps=(Cards(red=ann_heap), Cards(blue=20), Cards(green=18)),
        front_yards=(Cards(), Cards(), Cards()),
        previous_catch=Catch(owner=2, cards=Cards(red=1, yellow=1)),
    )
    assert ai.choose_action(state, Level.HARD, seed=1) == ChooseGroup(group=choice)


@pytest.mark.parametrize(("ann_heap", "bob_heap", "choice"), [(20, 30, "roll"), (30, 20, "stop")])
def test_hard_pushes_its_luck_when_behind_and_keeps_its_catch_when_ahead(table, ann_heap, bob_heap, choice):
    # Late in a heads-up game, the same catch and the same dice: only the score differs.
    state = table(
        names=("Ann", "Bob"),
        phase="decide",
        hub=Cards(red=2, yellow=1, green=2, blue=1),
        catch=Cards(red=2, yellow=1, blue=1),
        dice=("red", "red", "yellow", "blue", BARS, BARS, BARS),
        heaps=(
            Cards(red=ann_heap // 2, blue=ann_heap - ann_heap // 2),
            Cards(green=bob_heap // 2, yellow=bob_heap - bob_heap // 2),
        ),
        front_yards=(Cards(), Cards()),
    )
    action = ai.choose_action(state, Level.HARD, seed=1)
    assert isinstance(action, Roll if choice == "roll" else Stop)
