"""Which seat is whose in a game across computers (issue 37, finding 12): the seat's name
label says "you" for the one person here ("at this computer" when several share it) and "on
another computer" for the others, whole even beside a long name that gives way to it."""

from __future__ import annotations

from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.ui.flow.turns import Decider, TurnFlow


def attach(window, names, deciders):
    """A game whose seats are decided as in a network game (the flow's deciders)."""
    colours = ("red", "blue", "green", "yellow", "purple")
    setup = Setup(seats=tuple(Seat(name=n, colour=c) for n, c in zip(names, colours, strict=False)), start_player=0)
    window.start_session(Session("verasselt", setup, 5))
    page = window.current_page()
    flow = TurnFlow(page.flow.session, deciders)
    page.attach(flow)
    flow.start()
    return page


def test_a_long_name_gives_way_to_the_caption_which_stays_whole(make_window):
    window = make_window()
    long_name = "Bartholomäus Maximilian von Krabbelbach"
    page = attach(window, ("Anna", long_name, "Carla", "Dieter", "Emi"), (Decider.HERE,) + (Decider.ELSEWHERE,) * 4)
    labels = [label.toPlainText() for label in page.scene.name_labels]
    assert labels[0].endswith("Anna · you")
    assert labels[1].endswith("… · on another computer")  # the name elided, the caption whole
    for seat, label in enumerate(page.scene.name_labels):
        area = page.scene.seats[seat].area
        assert label.mapRectToScene(label.boundingRect()).right() <= area.right() + 1


def test_several_people_here_read_at_this_computer_and_a_game_here_alone_says_nothing(make_window):
    window = make_window()
    page = attach(window, ("Anna", "Ben", "Carla"), (Decider.HERE, Decider.HERE, Decider.ELSEWHERE))
    assert [page.scene.seat_caption(s) for s in range(3)] == [
        "at this computer",
        "at this computer",
        "on another computer",
    ]
    page = attach(window, ("Anna", "Ben"), (Decider.HERE, Decider.HERE))
    assert [label.toPlainText().split(" ", 1)[1] for label in page.scene.name_labels] == ["Anna", "Ben"]
