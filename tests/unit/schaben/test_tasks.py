"""Task files: the shipped set is sound, and every kind of mistake in a file gets its own message."""

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bugbox.core.errors import LoadError
from bugbox.games.schaben import solver, techniques
from bugbox.games.schaben.rules import apply
from bugbox.games.schaben.tasks import TaskError, dump_set, load_file, parse_document, parse_task, shipped_tasks

SHIPPED = shipped_tasks()
IDS = [t.id for t in SHIPPED]


# --- the shipped set ---------------------------------------------------------------------------


def test_the_set_is_the_tutorial_then_1a_to_40b():
    assert IDS == ["0A", "0B"] + [f"{n}{side}" for n in range(1, 41) for side in "AB"]


def test_tutorial_0a_has_no_cockroaches_and_the_target_f5():
    first = SHIPPED[0]
    assert first.cockroaches == () and first.target == "F5"
    assert first.exterminator.facing != "N"  # so the arrows visibly count from his facing


def test_tutorial_0b_has_cockroaches_and_the_target_e3_and_needs_a_zero_square_play():
    second = SHIPPED[1]
    assert second.cockroaches and second.target == "E3"
    state = second.start_state()
    stood_still = False
    for step in second.solution:
        stood_still |= step.to == state.exterminator
        state, _ = apply(state, step)
    assert stood_still and state.status == "solved"


def test_only_the_tutorial_has_targets():
    assert all(t.target is None and t.cockroaches for t in SHIPPED[2:])


@pytest.mark.parametrize("task", SHIPPED, ids=IDS)
def test_stored_solution_plays_every_card_and_solves_the_task(task):
    state = task.start_state()
    for step in task.solution:
        assert state.status == "playing"
        state, _ = apply(state, step)
    assert state.status == "solved" and state.hand == ()


@pytest.mark.parametrize("task", SHIPPED, ids=IDS)
def test_the_solver_solves_it_and_no_strict_subset_of_its_cards_does(task):
    assert solver.solve(task) is not None
    for kind in sorted(set(task.cards)):
        fewer = list(task.cards)
        fewer.remove(kind)
        assert solver.solve(task.model_copy(update={"cards": tuple(fewer), "solution": None})) is None, kind


def test_difficulty_labels_rise_with_the_number_about_a_third_each():
    order = {"easy": 0, "medium": 1, "hard": 2}
    numbered = SHIPPED[2:]
    labels = [order[t.difficulty] for t in numbered]
    assert labels == sorted(labels)
    for level in range(3):
        assert 24 <= labels.count(level) <= 29


def test_harder_tasks_hold_more_cards_and_tricks():
    def mean(level, measure):
        values = [measure(t) for t in SHIPPED[2:] if t.difficulty == level]
        return sum(values) / len(values)

    for measure in (lambda t: len(t.cards), lambda t: t.cards.count("box")):
        assert mean("easy", measure) <= mean("medium", measure) < mean("hard", measure)


@pytest.mark.parametrize("task", SHIPPED[2:], ids=IDS[2:])
def test_each_numbered_task_has_exactly_one_solution_and_its_box_cards_matter(task):
    assert techniques.count_solutions(task, cap=2) == 1
    assert not techniques.box_pass_solvable(task)


def test_the_technique_level_never_falls_with_the_number():
    levels = [techniques.level(t) for t in SHIPPED[2:]]
    assert levels == sorted(levels) and set(levels) == {1, 2, 3, 4, 5}


def test_hard_tasks_start_with_stacked_cockroaches_too():
    stacked = [
        t.id for t in SHIPPED if t.difficulty == "hard" and len({c.square for c in t.cockroaches}) < len(t.cockroaches)
    ]
    assert len(stacked) >= 2


def test_the_set_file_round_trips(tmp_path):
    path = tmp_path / "set.json"
    path.write_text(dump_set(list(SHIPPED)), encoding="utf-8")
    assert tuple(load_file(path)) == SHIPPED


# --- mistakes in task files ----------------------------------------------------------------------

GOOD = {
    "id": "12B",
    "difficulty": "medium",
    "exterminator": {"square": "A2", "facing": "N"},
    "cockroaches": [{"square": "C2", "facing": "W"}, {"square": "C1", "facing": "N"}],
    "boxes": ["F6"],
    "target": None,
    "cards": ["right", "backward"],
    "solution": [{"card": "right", "to": "C2"}, {"card": "backward", "to": "C1"}],
}


def changed(**fields):
    raw = copy.deepcopy(GOOD)
    for key, value in fields.items():
        if value is ...:
            del raw[key]
        else:
            raw[key] = value
    return raw


MISTAKES = {
    "unknown field": (changed(colour="red"), 'the task has an unknown field "colour"'),
    "missing exterminator": (changed(exterminator=...), "exterminator is missing"),
    "missing cards": (changed(cards=...), "cards is missing"),
    "missing solution": (changed(solution=...), "solution is missing"),
    "missing difficulty": (changed(difficulty=...), "difficulty is missing"),
    "id not text": (changed(id=12), "id must be a short text"),
    "unknown difficulty": (changed(difficulty="expert"), 'difficulty is "expert"'),
    "exterminator not an object": (changed(exterminator="A2"), "exterminator must be an object"),
    "square off the board": (
        changed(exterminator={"square": "H2", "facing": "N"}),
        'exterminator.square is "H2", which is not a square',
    ),
    "bad facing": (changed(exterminator={"square": "A2", "facing": "up"}), 'exterminator.facing is "up"'),
    "facing missing": (changed(exterminator={"square": "A2"}), "exterminator.facing is missing"),
    "cockroaches not a list": (changed(cockroaches={"square": "C2"}), "cockroaches must be a list"),
    "cockroach square": (
        changed(cockroaches=[{"square": "C2", "facing": "W"}, {"square": "C0", "facing": "N"}]),
        'cockroaches[1].square is "C0"',
    ),
    "seven cockroaches": (
        changed(cockroaches=[{"square": f"G{r}", "facing": "N"} for r in range(1, 8)]),
        "cockroaches lists 7",
    ),
    "box twice": (changed(boxes=["F6", "F6"]), "boxes lists F6 twice"),
    "box square": (changed(boxes=["F6", "Z1"]), 'boxes[1] is "Z1"'),
    "target square": (changed(target="E9"), 'target is "E9"'),
    "unknown card": (changed(cards=["right", "jump"]), 'cards[1] is "jump", which is not a movement card'),
    "no cards": (changed(cards=[]), "cards is empty"),
    "too many of a kind": (changed(cards=["box"] * 4), "cards has 4 x box, but the box holds only 3"),
    "exterminator on a box": (changed(boxes=["A2"]), "boxes puts a box on A2, where the exterminator stands"),
    "cockroach on the exterminator": (
        changed(cockroaches=[{"square": "A2", "facing": "N"}]),
        "cockroaches[0] stands on A2, the exterminator's square",
    ),
    "cockroach on a box": (changed(boxes=["C1"]), "cockroaches[1] stands on C1, where there is a box"),
    "cockroach in sight": (
        changed(cockroaches=[{"square": "A5", "facing": "E"}]),
        "cockroaches[0] on A5 is already in the exterminator's line of sight",
    ),
    "nothing to do": (changed(cockroaches=[]), "there is nothing to do"),
    "target where he stands": (changed(target="A2"), "target A2 is where the exterminator already stands"),
    "solution not a list": (changed(solution="right"), "solution must be a list"),
    "step not an object": (changed(solution=["right"]), "solution[0] must be an object"),
    "step unknown field": (changed(solution=[{"card": "right", "at": "C2"}]), 'solution[0] has an unknown field "at"'),
    "step card": (changed(solution=[{"card": "jump"}]), 'solution[0].card is "jump"'),
    "step square": (changed(solution=[{"card": "right", "to": "C22"}]), 'solution[0].to is "C22"'),
    "step illegal": (
        changed(solution=[{"card": "right", "to": "D2"}]),
        "solution[0] cannot be played: With this card the exterminator cannot get to D2",
    ),
    "step card not in hand": (
        changed(solution=[{"card": "right", "to": "C2"}, {"card": "right", "to": "D2"}]),
        "solution[1] plays right, but no such card is left",
    ),
    "solution falls short": (
        changed(solution=[{"card": "right", "to": "B2"}]),
        "the solution does not solve the task: 2 cockroach(es) are left",
    ),
    "step after solved": (
        changed(cards=["right", "backward", "left"], solution=GOOD["solution"] + [{"card": "left", "to": "B2"}]),
        "solution[2] comes after the task is already solved",
    ),
    "target missed": (
        changed(target="E3", solution=[{"card": "right", "to": "C2"}]),
        "the exterminator ends on C2, not on the target",
    ),
}


@pytest.mark.parametrize("name", list(MISTAKES))
def test_each_mistake_gets_its_own_clear_message_naming_task_and_field(name):
    raw, expected = MISTAKES[name]
    with pytest.raises(TaskError) as failure:
        parse_task(raw, strict=True)
    texts = [p.english() for p in failure.value.problems]
    assert any(expected in text for text in texts), texts
    assert all(text.startswith(f"Task {raw['id']}: ") for text in texts)
    assert isinstance(failure.value, LoadError) and failure.value.reason.context == "Schaben"


def test_no_two_kinds_of_mistake_share_a_message():
    seen = {}
    for name, (raw, _) in MISTAKES.items():
        with pytest.raises(TaskError) as failure:
            parse_task(raw, strict=True)
        first = failure.value.problems[0]
        key = (first.text, first.args.get("field"))
        assert key not in seen, (name, seen.get(key))
        seen[key] = name


def test_all_problems_of_a_file_are_reported_together():
    raw = changed(difficulty="expert", cards=["jump"], exterminator={"square": "Q1", "facing": "N"})
    with pytest.raises(TaskError) as failure:
        parse_task(raw)
    assert len(failure.value.problems) == 3


def test_a_task_without_id_is_named_by_its_place_in_the_set():
    with pytest.raises(TaskError) as failure:
        parse_document({"tasks": [GOOD, changed(id=..., difficulty="expert")]})
    assert failure.value.problems[0].english().startswith("Task #2: ")


def test_solve_files_may_leave_out_id_difficulty_and_solution():
    task = parse_task(changed(id=..., difficulty=..., solution=...), strict=False)
    assert task.id is None and task.solution is None


def test_a_set_may_not_use_an_id_twice():
    with pytest.raises(TaskError) as failure:
        parse_document({"tasks": [GOOD, GOOD]})
    assert "Task 12B: this id is used by an earlier task too." in failure.value.problems[0].english()


@pytest.mark.parametrize(
    ("content", "expected"),
    [
        ('{"id": ', "is not valid JSON (line 1, column 8"),
        ("[1, 2]", "neither a task nor a task set"),
        ('{"tasks": []}', '"tasks" must be a list with at least one task'),
        ('{"tasks": [], "name": "x"}', 'A task set file holds only "tasks"'),
    ],
)
def test_broken_files_are_refused_in_one_sentence(tmp_path, content, expected):
    path = tmp_path / "tasks.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(TaskError) as failure:
        load_file(path)
    assert expected in failure.value.problems[0].english()


def test_a_missing_file_is_refused(tmp_path):
    with pytest.raises(TaskError) as failure:
        load_file(tmp_path / "nope.json")
    assert "could not be read" in str(failure.value)


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.text(max_size=4)
    | st.sampled_from(["A1", "G7", "N", "box", "left", "easy", "square", "facing"]),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "id",
                    "difficulty",
                    "exterminator",
                    "cockroaches",
                    "boxes",
                    "target",
                    "cards",
                    "solution",
                    "square",
                    "facing",
                    "card",
                    "to",
                    "place",
                    "remove",
                    "tasks",
                ]
            ),
            inner,
            max_size=6,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(JSON)
def test_any_json_at_all_is_a_task_or_a_readable_refusal(raw):
    try:
        parse_document(raw, strict=False)
    except TaskError as error:
        assert error.problems
        assert all("{task}" not in p.english() and "{field}" not in p.english() for p in error.problems)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(list(MISTAKES)), st.sampled_from(list(MISTAKES)))
def test_mixed_mistakes_never_raise_anything_but_task_errors(first, second):
    raw = {**MISTAKES[first][0], **{k: v for k, v in MISTAKES[second][0].items() if k != "id"}}
    try:
        parse_task(json.loads(json.dumps(raw)))
    except TaskError:
        pass
