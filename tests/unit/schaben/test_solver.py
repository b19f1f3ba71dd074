"""The solver: sound pruning (checked against plain brute force), solutions, hints, proofs."""

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from bugbox.games.schaben import rules, solver
from bugbox.games.schaben.board import FACINGS, square_name
from bugbox.games.schaben.rules import BOX, CARDS, MOVE_TURNS, PlayCard, apply, destinations_from, move_direction
from bugbox.games.schaben.tasks import TaskError, parse_task


def task(ex, roaches=(), boxes=(), cards=(), target=None):
    def placed(text):
        square, facing = text.split()
        return {"square": square, "facing": facing}

    return parse_task(
        {
            "exterminator": placed(ex),
            "cockroaches": [placed(r) for r in roaches],
            "boxes": list(boxes),
            "target": target,
            "cards": list(cards),
        },
        strict=False,
    )


def brute_count(ex, facing, roaches, boxes, hand, target, spare=0):
    """Every play of every card, no pruning, through the step-by-step (logged) rules; counts
    the solutions that leave at least `spare` cards unplayed."""
    total = 0
    for card, n in enumerate(hand):
        if not n:
            continue
        if card in MOVE_TURNS:
            squares = destinations_from(ex, move_direction(card, facing), roaches, boxes) or [ex]
        elif card == BOX:
            taken = boxes | 1 << ex
            for code in roaches:
                taken |= 1 << (code >> 2)
            squares = [s for s in range(49) if not taken >> s & 1 or boxes >> s & 1]
        else:
            squares = [-1]
        rest = hand[:card] + (n - 1,) + hand[card + 1 :]
        for square in squares:
            nex, nf, nr, nb = rules.resolve(ex, facing, roaches, boxes, card, square, log=[])
            if rules.is_solved(nex, nr, target):
                total += sum(rest) >= spare
            elif sum(rest):
                total += brute_count(nex, nf, nr, nb, rest, target, spare)
    return total


@st.composite
def small_tasks(draw):
    # Few cockroaches, close to his row or column, so that many of the tasks are solvable.
    ex = draw(st.integers(0, 48))
    near = st.one_of(
        st.integers(0, 6).map(lambda c: ex // 7 * 7 + c),
        st.integers(0, 6).map(lambda r: ex % 7 + 7 * r),
        st.integers(0, 48),
    )
    roach_squares = draw(st.lists(near, min_size=1, max_size=2))
    box_squares = draw(st.lists(st.integers(0, 48), max_size=3, unique=True))
    squares = [ex] + roach_squares + [b for b in box_squares if b != ex and b not in roach_squares]
    n_roaches = len(roach_squares)
    facings = draw(st.lists(st.sampled_from(FACINGS), min_size=len(squares), max_size=len(squares)))
    cards = draw(st.lists(st.sampled_from(CARDS), min_size=2, max_size=3))
    if draw(st.booleans()):
        cards[0] = "box"
    assume(cards.count("box") <= 1 or len(cards) <= 2)
    raw = {
        "exterminator": {"square": square_name(squares[0]), "facing": facings[0]},
        "cockroaches": [
            {"square": square_name(s), "facing": f}
            for s, f in zip(squares[1 : 1 + n_roaches], facings[1 : 1 + n_roaches], strict=True)
        ],
        "boxes": [square_name(s) for s in squares[1 + n_roaches :]],
        "cards": cards,
    }
    try:
        return parse_task(raw, strict=False)
    except TaskError:
        assume(False)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(small_tasks())
def test_the_solver_counts_exactly_what_brute_force_counts(puzzle):
    position, target = solver.start_position(puzzle)
    assert solver.count_solutions(puzzle) == brute_count(*position, target)
    assert (solver.solve(puzzle) is None) == (solver.count_solutions(puzzle) == 0)
    assert solver.needs_every_card(puzzle) == (brute_count(*position, target, spare=1) == 0)


def _replays(puzzle, steps):
    state = puzzle.start_state()
    for step in steps:
        state, _ = apply(state, step)
    return state.status == "solved"


def test_a_found_solution_replays_to_success():
    puzzle = task("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["backward", "right"])
    steps = solver.solve(puzzle)
    assert steps == [PlayCard(card="right", to="C2"), PlayCard(card="backward", to="C1")]
    assert _replays(puzzle, steps) and solver.count_solutions(puzzle) == 1


def test_no_solution_when_a_cockroach_can_never_be_reached():
    # The cockroach paces along row 7 far from him; one turn and one step cannot reach it.
    puzzle = task("A1 N", roaches=["D7 E"], boxes=["A3"], cards=["turn_right", "forward"])
    assert solver.solve(puzzle) is None and solver.count_solutions(puzzle) == 0


def test_a_box_card_can_be_what_the_solution_needs():
    # The cockroach would walk out of his line of sight; a box in its way makes it turn about.
    puzzle = task("A1 N", roaches=["B4 E"], cards=["box", "turn_around", "turn_around"])
    steps = solver.solve(puzzle)
    assert steps is not None and _replays(puzzle, steps)
    assert any(s.card == "box" for s in steps)


def test_hint_from_a_position_reached_in_play():
    puzzle = task("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["backward", "right"])
    state, _ = apply(puzzle.start_state(), PlayCard(card="right", to="C2"))
    assert solver.hint(state) == PlayCard(card="backward", to="C1")


def test_no_hint_after_a_wrong_card_or_when_the_task_is_over():
    puzzle = task("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["backward", "right"])
    wrong, _ = apply(puzzle.start_state(), PlayCard(card="backward", to="A1"))
    assert solver.hint(wrong) is None
    state = puzzle.start_state()
    for step in solver.solve(puzzle):
        state, _ = apply(state, step)
    assert state.status == "solved" and solver.hint(state) is None


def test_every_card_needed_means_no_strict_subset_solves():
    needs_both = task("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["backward", "right"])
    assert solver.needs_every_card(needs_both)
    one_spare = task("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["backward", "right", "turn_left"])
    assert not solver.needs_every_card(one_spare)
    assert solver.solve(one_spare, spare=1) is not None


def test_a_tutorial_task_is_solved_by_reaching_the_target():
    puzzle = task("B2 E", boxes=["C5", "F3"], target="F5", cards=["forward", "left", "left"])
    assert [s.to for s in solver.solve(puzzle)] == ["B4", "F4", "F5"]
    assert solver.count_solutions(puzzle) == 1 and solver.needs_every_card(puzzle)


def test_a_task_with_all_eighteen_cards_is_solved():
    cards = [name for name, n in zip(CARDS, rules.BOX_OF_CARDS, strict=True) for _ in range(n)]
    puzzle = task("D4 N", roaches=["A1 E", "G7 W", "B6 S", "F2 N", "A7 S", "G1 N"], boxes=["C3", "E5"], cards=cards)
    steps = solver.solve(puzzle)
    assert steps is not None and _replays(puzzle, steps)


def test_analysis_counts_card_orders_that_fail():
    puzzle = task("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["backward", "right"])
    analysis = solver.analyse(puzzle)
    assert (analysis.orders, analysis.good_orders, analysis.failing_orders, analysis.solutions) == (2, 1, 1, 1)
