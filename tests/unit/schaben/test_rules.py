"""Schaben jagen rules, one rule per test (docs/rules-decisions.md section 2 and the rulebook's examples)."""

import pytest

from bugbox.core.errors import IllegalAction, LoadError
from bugbox.core.i18n import Message
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import load_save, save_session
from bugbox.core.session import Session
from bugbox.games.schaben import rules
from bugbox.games.schaben.rules import (
    ACTION_ADAPTER,
    BoxPlaced,
    BoxRemoved,
    CockroachesMoved,
    CockroachSquashed,
    CockroachVacuumed,
    ExterminatorMoved,
    ExterminatorTurned,
    PlayCard,
    State,
    TaskFailed,
    TaskSolved,
    apply,
    narrate,
)
from bugbox.games.schaben.tasks import parse_task


def kitchen(ex="D4 N", roaches=(), boxes=(), cards=("forward",), target=None) -> State:
    """A position from a compact description: "D4 N" is a square and a facing."""

    def placed(text):
        square, facing = text.split()
        return {"square": square, "facing": facing}

    raw = {
        "exterminator": placed(ex),
        "cockroaches": [placed(r) for r in roaches],
        "boxes": list(boxes),
        "target": target,
        "cards": list(cards),
    }
    return parse_task(raw, strict=False).start_state()


def play(state, card, **where):
    return apply(state, PlayCard(card=card, **where))


def roaches(state):
    return sorted(f"{c.square} {c.facing}" for c in state.cockroaches)


# --- rule 2: move cards ----------------------------------------------------------------------


def test_move_cards_count_from_his_facing():
    state = kitchen("C3 E", roaches=["G7 N"], cards=["forward", "backward", "left", "right"])
    assert rules.destinations(state, "forward") == ["D3", "E3", "F3", "G3"]
    assert rules.destinations(state, "backward") == ["B3", "A3"]
    assert rules.destinations(state, "left") == ["C4", "C5", "C6", "C7"]
    assert rules.destinations(state, "right") == ["C2", "C1"]


def test_a_move_keeps_his_facing_and_may_go_any_number_of_squares():
    state, events = play(kitchen("A1 E", roaches=["G7 N"], cards=["left", "forward"]), "left", to="A5")
    assert (state.exterminator, state.facing) == ("A5", "E")
    assert events[0] == ExterminatorMoved("left", ("A1", "A2", "A3", "A4", "A5"))


def test_he_never_enters_or_crosses_a_box():
    state = kitchen("A1 N", roaches=["G7 N"], boxes=["A4"])
    assert rules.destinations(state, "forward") == ["A2", "A3"]
    with pytest.raises(IllegalAction):
        play(state, "forward", to="A5")


def test_he_never_leaves_the_board():
    assert rules.destinations(kitchen("F2 E", roaches=["A7 S"]), "forward") == ["G2"]


def test_a_square_with_cockroaches_is_the_farthest_he_may_go():
    state = kitchen("A1 E", roaches=["A3 E", "A5 E"], cards=["left"])
    assert rules.destinations(state, "left") == ["A2", "A3"]
    with pytest.raises(IllegalAction):
        play(state, "left", to="A4")


def test_zero_square_play_only_when_the_next_square_is_a_box_or_the_edge():
    at_edge = kitchen("A1 N", roaches=["G7 N"], cards=["backward", "left", "forward"], boxes=["A2"])
    assert rules.destinations(at_edge, "backward") == ["A1"]  # edge behind him
    assert rules.destinations(at_edge, "forward") == ["A1"]  # box ahead of him
    state, events = play(at_edge, "backward", to="A1")
    assert state.exterminator == "A1" and "backward" not in state.hand  # the card is used up
    assert events[0] == ExterminatorMoved("backward", ("A1",))
    open_way = kitchen("D4 N", roaches=["G7 N"])
    with pytest.raises(IllegalAction):
        play(open_way, "forward", to="D4")


def test_a_cockroach_next_to_him_is_no_reason_to_stand_still():
    state = kitchen("D4 E", roaches=["D5 E"], cards=["left"])
    assert rules.destinations(state, "left") == ["D5"]


# --- rules 3 and 4: turn and box cards --------------------------------------------------------


@pytest.mark.parametrize(("card", "facing"), [("turn_left", "W"), ("turn_right", "E"), ("turn_around", "S")])
def test_a_turn_card_turns_him_in_place(card, facing):
    state, events = play(kitchen("D4 N", roaches=["A1 N"], cards=[card, "forward"]), card)
    assert (state.exterminator, state.facing) == ("D4", facing)
    assert events[0] == ExterminatorTurned(card, "N", facing)


def test_a_box_goes_on_any_empty_square_only():
    state = kitchen("D4 N", roaches=["A1 N"], boxes=["G7"], cards=["box", "forward"])
    free, boxed = rules.box_squares(state)
    assert "D4" not in free and "A1" not in free and "G7" not in free and len(free) == 46
    assert boxed == ["G7"]
    for taken in ("D4", "A1", "G7"):
        with pytest.raises(IllegalAction):
            play(state, "box", place=taken)
    state, events = play(state, "box", place="F6")
    assert "F6" in state.boxes and events[0] == BoxPlaced("F6")


def test_a_box_card_removes_any_box_however_far_away():
    state, events = play(kitchen("A1 N", roaches=["C1 N"], boxes=["G7"], cards=["box", "forward"]), "box", remove="G7")
    assert state.boxes == () and events[0] == BoxRemoved("G7")


def test_the_box_supply_never_runs_out():
    state = kitchen("A1 N", roaches=["G1 N"], cards=["box", "box", "box", "forward"])
    for square in ("C3", "C4", "C5"):
        state, _ = play(state, "box", place=square)
    assert state.boxes == ("C3", "C4", "C5")


# --- rule 5: squash, vacuum, the cockroaches move, vacuum again ---------------------------------


def test_squash_catches_every_cockroach_on_his_square():
    state, events = play(
        kitchen("A1 N", roaches=["C1 N", "C1 S", "F3 N"], cards=["right", "forward"]), "right", to="C1"
    )
    assert [e for e in events if isinstance(e, CockroachSquashed)] == [
        CockroachSquashed(0, "C1"),
        CockroachSquashed(1, "C1"),
    ]
    assert roaches(state) == ["F4 N"]


def test_rulebook_vacuum_example_the_box_on_a6_shields_a7():
    # Standing on A1 looking north, he sucks in A2 and A5; A7 hides behind the box on A6.
    state = kitchen("A1 E", roaches=["A2 W", "A5 W", "A7 W"], boxes=["A6"], cards=["turn_left", "forward"])
    state, events = play(state, "turn_left")
    vacuumed = [e for e in events if isinstance(e, CockroachVacuumed)]
    assert [(e.square, e.phase) for e in vacuumed] == [("A2", "before"), ("A5", "before")]
    assert vacuumed[0].line_of_sight == ("A2", "A3", "A4", "A5")
    assert roaches(state) == ["A7 E"]  # A7 faced the edge and turned about


def test_cockroaches_do_not_block_his_line_of_sight():
    state, _ = play(kitchen("A1 E", roaches=["A3 E", "A6 W"], cards=["turn_left", "forward"]), "turn_left")
    assert state.cockroaches == ()


def test_rulebook_example_a2_to_c2_then_a_step_back():
    # Moving A2 -> C2 squashes C2 and sucks in C5, but not B3 (he passed it moving). Then the
    # cockroaches move: B3 and D6 walk into his line of sight and are caught; C1 bumps into
    # him and turns about. A step backwards squashes it.
    state = kitchen("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], cards=["right", "backward"])
    state, events = play(state, "right", to="C2")
    assert [type(e).__name__ for e in events] == [
        "ExterminatorMoved",
        "CockroachSquashed",
        "CockroachVacuumed",
        "CockroachesMoved",
        "CockroachVacuumed",
        "CockroachVacuumed",
    ]
    assert events[2].square == "C5" and events[2].phase == "before"
    assert [(e.square, e.phase) for e in events[4:]] == [("C3", "after"), ("C6", "after")]
    assert roaches(state) == ["C1 S"]
    state, events = play(state, "backward", to="C1")
    assert isinstance(events[1], CockroachSquashed) and state.status == "solved"


def test_the_vacuum_is_off_while_he_moves():
    # He walks from A3 to G3 looking north; the cockroach on D5 is beside his path only.
    state, _ = play(kitchen("A3 N", roaches=["D5 E"], cards=["right", "forward"]), "right", to="G3")
    assert roaches(state) == ["E5 E"]


def test_cockroaches_step_forward_after_every_card_even_a_turn():
    state, events = play(kitchen("A1 N", roaches=["D4 E", "F6 S"], cards=["turn_around", "forward"]), "turn_around")
    assert roaches(state) == ["E4 E", "F5 S"]
    moved = [e for e in events if isinstance(e, CockroachesMoved)][0].moves
    assert all(m.stepped for m in moved)


@pytest.mark.parametrize(
    ("roach", "boxes", "after"),
    [
        ("G6 E", [], "G6 W"),  # the edge
        ("D6 N", ["D7"], "D6 S"),  # a box
        ("B5 S", [], "B5 N"),  # the exterminator, who stands on B4
    ],
)
def test_a_blocked_cockroach_turns_about_and_stays(roach, boxes, after):
    state, events = play(kitchen("B4 E", roaches=[roach], boxes=boxes, cards=["turn_around", "forward"]), "turn_around")
    assert roaches(state) == [after]
    move = [e for e in events if isinstance(e, CockroachesMoved)][0].moves[0]
    assert not move.stepped and move.from_square == move.to_square == after.split()[0]


def test_cockroaches_stack_and_never_block_each_other():
    state, _ = play(kitchen("A1 N", roaches=["C4 E", "E4 W", "D3 N"], cards=["turn_around", "forward"]), "turn_around")
    assert roaches(state) == ["D4 E", "D4 N", "D4 W"]


def test_cockroaches_walking_into_his_line_of_sight_are_caught_after_they_move():
    state, events = play(kitchen("A1 N", roaches=["B5 W", "C6 W"], cards=["turn_around", "turn_around"]), "turn_around")
    # He now looks south (nothing there); B5 steps onto A5, which he no longer sees.
    assert roaches(state) == ["A5 W", "B6 W"]
    state, events = play(state, "turn_around")
    # Looking north again: A5 is sucked in at once, B6 steps onto A6 and is sucked in after.
    assert [(e.square, e.phase) for e in events if isinstance(e, CockroachVacuumed)] == [
        ("A5", "before"),
        ("A6", "after"),
    ]
    assert state.status == "solved"


def test_a_cockroach_in_his_sight_is_caught_before_it_can_step_out():
    state, events = play(kitchen("A1 N", roaches=["C1 N"], cards=["turn_right", "forward"]), "turn_right")
    assert events[1] == CockroachVacuumed(0, "C1", "before", ("B1", "C1", "D1", "E1", "F1", "G1"))
    assert state.status == "solved"


# --- rule 6: solved and failed ---------------------------------------------------------------


def test_solved_as_soon_as_no_cockroach_is_left():
    state, events = play(kitchen("A1 N", roaches=["C1 W"], cards=["turn_right", "forward", "left"]), "turn_right")
    assert state.status == "solved" and rules.is_over(state) and events[-1] == TaskSolved(2)
    assert rules.deciding_player(state) is None and rules.legal_actions(state) == []
    with pytest.raises(IllegalAction):
        play(state, "forward", to="B1")


def test_failed_when_the_last_card_is_played_and_cockroaches_are_left():
    state, events = play(kitchen("A1 N", roaches=["G7 S"], cards=["turn_right"]), "turn_right")
    assert state.status == "failed" and events[-1] == TaskFailed(1, None)


def test_a_tutorial_task_is_solved_on_the_target_square_even_with_cockroaches_left():
    state = kitchen("A3 N", roaches=["C3 N", "D1 S"], cards=["left", "right"], target="E3")
    state, _ = play(state, "left", to="A3")
    assert state.status == "playing"
    state, events = play(state, "right", to="E3")
    assert state.status == "solved" and len(state.cockroaches) == 2


def test_a_tutorial_task_fails_when_he_ends_off_the_target():
    state, events = play(kitchen("A3 N", roaches=["C3 N"], cards=["right"], target="E3"), "right", to="B3")
    assert state.status == "failed" and events[-1] == TaskFailed(1, "E3")


def test_each_card_is_played_at_most_once():
    state, _ = play(kitchen("A1 N", roaches=["G7 S"], cards=["forward", "turn_left"]), "forward", to="A3")
    assert state.hand == ("turn_left",)
    with pytest.raises(IllegalAction) as refused:
        play(state, "forward", to="A5")
    assert "not in your hand" in str(refused.value)


# --- the contract ------------------------------------------------------------------------------


def test_a_refused_card_says_why_and_changes_nothing():
    state = kitchen("A1 N", roaches=["G7 S"], cards=["forward", "box", "turn_left"])
    before = state.model_dump_json()
    for action in (
        PlayCard(card="forward"),
        PlayCard(card="forward", to="B2"),
        PlayCard(card="forward", place="B2"),
        PlayCard(card="box"),
        PlayCard(card="box", place="B2", remove="B3"),
        PlayCard(card="box", remove="B3"),
        PlayCard(card="turn_left", to="A2"),
        PlayCard(card="left", to="A2"),
    ):
        with pytest.raises(IllegalAction) as refused:
            apply(state, action)
        assert isinstance(refused.value.reason, Message) and refused.value.reason.context == "Schaben"
        assert "{" not in str(refused.value)
    assert state.model_dump_json() == before


def test_legal_actions_are_sorted_and_each_one_applies():
    state = kitchen("D4 N", roaches=["A1 N"], boxes=["G7"], cards=["box", "turn_left", "forward", "left"])
    actions = rules.legal_actions(state)
    assert [a.card for a in actions][:4] == ["forward"] * 3 + ["left"]
    assert actions == rules.legal_actions(state)
    assert PlayCard(card="box", remove="G7") == actions[-1]
    assert len(actions) == 3 + 3 + 1 + 46 + 1
    for action in actions:
        apply(state, action)


def test_state_round_trips_through_json_and_apply_leaves_the_input_alone():
    state = kitchen("A2 N", roaches=["C2 W", "C5 E", "B3 E", "D6 W", "C1 N"], boxes=["F6"], cards=["right", "backward"])
    frozen = state.model_dump_json()
    after, _ = play(state, "right", to="C2")
    assert state.model_dump_json() == frozen
    for s in (state, after):
        assert State.model_validate_json(s.model_dump_json()) == s


def test_actions_round_trip_as_save_dicts():
    for action in (
        PlayCard(card="left", to="A4"),
        PlayCard(card="box", place="B2"),
        PlayCard(card="box", remove="C3"),
        PlayCard(card="turn_around"),
    ):
        assert ACTION_ADAPTER.validate_python(ACTION_ADAPTER.dump_python(action, mode="json")) == action


def _setup(task):
    return Setup(seats=(Seat(name="Ann", colour="green"),), options={"task": task})


TASK = {
    "exterminator": {"square": "A2", "facing": "N"},
    "cockroaches": [{"square": "C2", "facing": "W"}, {"square": "C1", "facing": "N"}],
    "cards": ["right", "backward", "turn_left"],
}


def test_a_session_plays_undoes_saves_and_replays(tmp_path):
    session = Session("schaben", _setup(TASK), seed=0)
    session.play(PlayCard(card="turn_left"))
    assert session.can_undo() and session.undo()
    session.play(PlayCard(card="right", to="C2"))
    session.play(PlayCard(card="backward", to="C1"))
    assert session.is_over() and session.state.status == "solved"
    save_session(session, tmp_path / "game.json")
    _, loaded = load_save(tmp_path / "game.json")
    assert loaded.state == session.state


def test_setup_needs_one_seat_and_a_valid_task():
    rules.check_setup(_setup(TASK))
    state = rules.new_game(_setup(TASK), seed=123)
    assert state.hand == ("backward", "right", "turn_left") and rules.deciding_player(state) == 0
    two = Setup(seats=(Seat(name="A", colour="red"), Seat(name="B", colour="blue")), options={"task": TASK})
    for bad in (two, Setup(seats=_setup(TASK).seats), _setup({**TASK, "cards": ["jump"]})):
        with pytest.raises(LoadError):
            rules.check_setup(bad)


def test_nothing_is_left_to_chance():
    assert not rules.reveals_chance(PlayCard(card="turn_left"))


def test_every_event_is_narrated_in_one_sentence():
    events = [
        ExterminatorMoved("left", ("A1", "A2")),
        ExterminatorMoved("left", ("A1",)),
        ExterminatorTurned("turn_left", "N", "W"),
        BoxPlaced("B2"),
        BoxRemoved("B2"),
        CockroachSquashed(0, "C1"),
        CockroachVacuumed(1, "C5", "before", ("C3", "C4", "C5")),
        CockroachVacuumed(1, "C5", "after", ("C5",)),
        TaskSolved(0),
        TaskFailed(2, None),
        TaskFailed(1, "E3"),
    ]
    state, moved = play(kitchen("A1 N", roaches=["D4 E", "G4 E"], cards=["turn_around", "forward"]), "turn_around")
    events += [e for e in moved if isinstance(e, CockroachesMoved)]
    for event in events:
        sentence = narrate(event)
        assert sentence.context == "Schaben"
        text = sentence.english()
        assert text.endswith((".", "!")) and "{" not in text and "%n" not in text
    assert (
        narrate(CockroachesMoved(events[-1].moves)).english()
        == "The cockroaches move: 1 cockroach(es) step(s) forward and 1 cockroach(es) turn(s) around "
        "(D4 to E4; the one on G4 turns around)."
    )


def test_view_helpers_light_up_squares_and_the_line_of_sight():
    state = kitchen("B2 N", roaches=["B6 E"], boxes=["B5"])
    assert rules.sight(state) == ["B3", "B4"]
    assert rules.destinations(state, "forward") == ["B3", "B4"]


def test_hints_and_solution_steps_read_as_one_sentence_per_card():
    from bugbox.games.schaben.events import CARD_TITLES, DIFFICULTY_TITLES, describe_step, no_solution

    assert set(CARD_TITLES) == set(rules.CARDS) and set(DIFFICULTY_TITLES) == {"easy", "medium", "hard"}
    assert describe_step("left", to="A4", here="D4").english() == "Play “Left” and walk to A4."
    assert describe_step("left", to="D4", here="D4").english() == "Play “Left” and stay on D4: the way is blocked."
    assert describe_step("turn_around").english() == "Play “Turn around”."
    assert describe_step("box", place="B2").english() == "Play “Box” and put a box on B2."
    assert describe_step("box", remove="B2").english() == "Play “Box” and take away the box on B2."
    assert no_solution().context == "Schaben"


def test_the_public_state_is_the_whole_task_without_the_rng():
    """Nothing is hidden in Schaben jagen; the public state only clears the unused rng."""
    state = kitchen("C3 E", roaches=["G7 N"], cards=["forward", "turn_left"]).model_copy(update={"rng_state": 5})
    public = rules.public_state(state)
    assert public.rng_state == 0
    assert public.model_dump(exclude={"rng_state"}) == state.model_dump(exclude={"rng_state"})
    assert rules.legal_actions(public) == rules.legal_actions(state)
