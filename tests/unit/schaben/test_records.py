"""What a Schaben jagen task adds to the Records page: the task and its difficulty from the
setup, solved or not, the cards played; every card is a turn of the replay."""

from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.games.schaben import records
from bugbox.games.schaben.tasks import shipped_tasks


def session_of(task, options=None) -> Session:
    setup = Setup(seats=(Seat(name="Me", colour="green"),), options=options or {"task": task.to_json()})
    return Session("schaben", setup, 0)


def solved_task():
    return next(t for t in shipped_tasks() if t.solution)


def test_a_solved_task_is_a_win_with_its_task_and_difficulty():
    task = solved_task()
    session = session_of(task)
    for card in task.solution:
        session.play(card)
    summary = records.summarize(session)
    assert session.state.status == "solved"
    assert summary["seats"][0]["place"] == 1
    assert summary["stats"]["task"] == str(task.id) and summary["stats"]["solved"] is True
    assert summary["stats"]["cards"] == len(task.solution)
    assert summary["stats"]["difficulty"] in ("easy", "medium", "hard", "lesson")


def test_a_task_not_solved_is_not_a_win():
    summary = records.summarize(session_of(solved_task()))
    assert summary["seats"][0]["place"] == 2 and summary["stats"]["solved"] is False


def test_a_task_without_a_difficulty_is_counted_as_a_lesson():
    task = solved_task().to_json()
    del task["difficulty"]
    summary = records.summarize(session_of(None, {"task": task}))
    assert summary["stats"]["difficulty"] == "lesson"


def test_every_card_is_a_turn():
    task = solved_task()
    session = session_of(task)
    for card in task.solution[:3]:
        session.play(card)
    assert records.turn_starts(session) == [0, 1, 2]
