"""The technique grade: which tricks a task cannot do without, its level, how rarely a
random play wins, its solutions with alike box squares merged, and box cards as passes.
Every task here is one or two cards, so each question is answered at once."""

import math

import pytest

from bugbox.games.schaben import solver, techniques, tricks
from bugbox.games.schaben.board import square_index
from bugbox.games.schaben.rules import BOX, FORWARD
from bugbox.games.schaben.tasks import parse_task


def task(ex, roaches=(), boxes=(), cards=()):
    def placed(text):
        square, facing = text.split()
        return {"square": square, "facing": facing}

    return parse_task(
        {
            "exterminator": placed(ex),
            "cockroaches": [placed(r) for r in roaches],
            "boxes": list(boxes),
            "cards": list(cards),
        },
        strict=False,
    )


#: He walks right along row 1 and looks up a column: only D1 sees the cockroach on D3.
STRAIGHT = task("A1 N", ["D3 S"], cards=["right"])
#: The cockroach walks from column A (hidden behind the box) into column B: only B1 sees it arrive.
TIMING = task("A1 N", ["A3 E"], boxes=["A2"], cards=["right"])
#: He turns to the west and vacuums row 1.
TURNING = task("D1 N", ["A1 N"], cards=["turn_left"])
#: Backward runs into the edge: he waits, and the cockroach walks down into row 1.
WAITING = task("A1 E", ["C2 S"], cards=["backward"])
#: A box on D3 turns the cockroach back towards row 1 before he waits for it.
BLOCKING = task("A1 E", ["D2 N"], cards=["box", "backward"])
#: The box card only waits: the cockroach walks into his sight anyway.
IDLE_BOX = task("A1 E", ["C2 S"], cards=["box"])
#: Two cockroaches on one square, caught together.
STACKED = task("A1 E", ["C2 S", "C2 S"], cards=["backward"])


@pytest.mark.parametrize(
    "puzzle, level, required",
    [
        (STRAIGHT, 1, []),
        (TIMING, 2, ["timing"]),
        (TURNING, 3, ["turn"]),
        (WAITING, 4, ["timing", "zero"]),
        (BLOCKING, 5, ["timing", "zero", "place"]),
        (STACKED, 5, ["timing", "zero", "stack"]),
    ],
)
def test_the_level_is_the_lowest_whose_tricks_solve_it(puzzle, level, required):
    grade = techniques.grade(puzzle)
    assert grade.level == level and grade.tricks == required
    assert techniques.solvable(puzzle, forbid=tricks.ALL_TRICKS & ~tricks.allowed_at(level))
    assert level == 1 or not techniques.solvable(puzzle, forbid=tricks.ALL_TRICKS & ~tricks.allowed_at(level - 1))


def test_a_random_play_wins_as_often_as_its_good_squares_allow():
    # right: six squares B1..G1, one of them wins
    assert techniques.chance(STRAIGHT) == pytest.approx(1 / 6)
    assert techniques.hardness(STRAIGHT) == pytest.approx(math.log2(6))
    assert techniques.chance(WAITING) == 1.0
    assert techniques.hardness(task("A1 N", ["G7 S"], cards=["turn_left"])) == math.inf


def test_more_ways_to_fail_make_a_harder_task_within_a_level():
    two_cards = task("A1 N", ["A3 E"], boxes=["A2"], cards=["right", "turn_around"])
    assert techniques.level(two_cards) == techniques.level(TIMING) == 2
    assert techniques.hardness(two_cards) > techniques.hardness(TIMING)


def test_box_squares_that_act_alike_are_one_solution():
    raw = solver.count_solutions(IDLE_BOX)
    merged = techniques.count_solutions(IDLE_BOX)
    # squares that could matter are still told apart; the many that cannot are one
    assert raw > 30 and 1 <= merged < raw // 4
    assert techniques.count_solutions(BLOCKING) == 1 and techniques.card_orders(BLOCKING) == 1
    assert techniques.count_solutions(IDLE_BOX, cap=2) == 2


def test_a_box_card_that_only_waits_is_found_out():
    assert techniques.box_pass_solvable(IDLE_BOX)
    assert not techniques.box_pass_solvable(BLOCKING)
    assert not techniques.box_pass_solvable(WAITING)  # no box card at all


def test_each_play_names_its_tricks():
    e, n = 1, 0
    a1, c1, c2, d3 = (square_index(s) for s in ("A1", "C1", "C2", "D3"))
    # standing on C1 he blocks the cockroach on C2 walking south: it turns about
    assert tricks.play_tricks(c1, e, (c2 << 2 | 2,), 0, FORWARD, c1) == tricks.ZERO | tricks.BOUNCE
    assert tricks.play_tricks(a1, n, (), 1 << d3, BOX, d3) == tricks.REMOVE
    assert tricks.play_tricks(a1, n, (), 0, BOX, d3) == tricks.PLACE
    assert tricks.level_of(tricks.TURN | tricks.TIMING) == 3 and tricks.level_of(0) == 1
