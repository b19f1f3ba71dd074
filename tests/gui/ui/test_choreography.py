"""The one dispatch of events to what they look like: each event goes to the method marked for
its class, in order; a method may take the events that move together with it; an event without
a method shows nothing; a class shown twice is refused when the game's motion is defined."""

from dataclasses import dataclass

import pytest

from bugbox.ui.animation import Animator
from bugbox.ui.choreography import Choreography, shows


@dataclass(frozen=True)
class Rolled:
    value: int


@dataclass(frozen=True)
class Squashed:
    bug: str


@dataclass(frozen=True)
class Logged:
    text: str


class Motion(Choreography):
    def __init__(self, animator):
        super().__init__(animator)
        self.shown_as: list[str] = []

    @shows(Rolled)
    def roll(self, event: Rolled) -> None:
        self.shown_as.append(f"roll {event.value}")

    @shows(Squashed)
    def squash(self, event: Squashed) -> None:
        together = self.take_following(lambda e: isinstance(e, Squashed))
        self.shown_as.append("squash " + "+".join(e.bug for e in (event, *together)))


@pytest.fixture
def motion(qapp):
    return Motion(Animator("off"))


def test_each_event_goes_to_its_method_in_order(motion):
    motion.play([Rolled(3), Logged("a line"), Rolled(5)])
    assert motion.shown_as == ["roll 3", "roll 5"]  # the log line shows nothing on the table


def test_events_that_move_together_are_shown_together(motion):
    motion.play([Squashed("a"), Squashed("b"), Rolled(1), Squashed("c")])
    assert motion.shown_as == ["squash a+b", "roll 1", "squash c"]


def test_the_shown_classes_are_listed_for_the_tests_that_check_none_is_forgotten():
    assert Motion.shown() == {Rolled, Squashed}
    assert Choreography.shown() == frozenset()  # a subclass's methods stay its own


def test_an_event_class_shown_twice_is_refused():
    with pytest.raises(TypeError, match="twice"):

        class Twice(Choreography):
            @shows(Rolled)
            def one(self, event):
                pass

            @shows(Rolled)
            def other(self, event):
                pass
