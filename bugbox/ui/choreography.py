"""What one action's events look like on a table: the one way every game dispatches them.

A game's `view/motion.py` subclasses `Choreography` and marks one method per kind of event
with `@shows(EventClass)`. `play(events)` walks the events in order and calls, for each, the
method for its class; the method adds its animations to `self.seq` (one sequential group) and
may consume the events that follow it when several of them move together (cockroaches
squashed at once). An event without a method shows nothing (the log still tells it).

Why one mechanism: the three games had three (a method found by name, a dict, an isinstance
chain); a reader of a fourth game now finds what each event looks like by the decorator
above the method, and a misspelt name can no longer silently show nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar, TypeVar

from PySide6.QtCore import QAbstractAnimation, QSequentialAnimationGroup

from .animation import Animator

E = TypeVar("E")
C = TypeVar("C", bound="Choreography")
Handler = Callable[[Any, Any], None]


def shows(*event_types: type) -> Callable[[Callable[[C, E], None]], Callable[[C, E], None]]:
    """Mark a `Choreography` method as what events of these classes look like."""

    def mark(method: Callable[[C, E], None]) -> Callable[[C, E], None]:
        method._shows = event_types  # type: ignore[attr-defined]
        return method

    return mark


class Choreography:
    """Turns a list of events into one animation (see the module docstring)."""

    _handlers: ClassVar[dict[type, Handler]] = {}
    #: What an event sounds like (a game's `view/sounds.py`): played as its animation starts.
    sound_of: ClassVar[Any] = None  # a staticmethod: event -> ui.sounds.Sound | None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        own: dict[type, Handler] = {}
        for member in vars(cls).values():
            for event_type in getattr(member, "_shows", ()):
                if event_type in own:
                    raise TypeError(f"{cls.__name__} shows {event_type.__name__} twice")
                own[event_type] = member
        cls._handlers = {**cls._handlers, **own}

    def __init__(self, animator: Animator):
        self.animator = animator
        self.seq: QSequentialAnimationGroup = animator.sequence()
        self.events: Sequence[Any] = ()
        self.index = 0

    @classmethod
    def shown(cls) -> frozenset[type]:
        """The event classes this choreography shows (tests check no event is forgotten)."""
        return frozenset(cls._handlers)

    def play(self, events: Sequence[Any]) -> QAbstractAnimation:
        """One animation for `events`, in order."""
        self.events = events
        self.index = 0
        while self.index < len(events):
            event = events[self.index]
            self.index += 1
            handler = self._handlers.get(type(event))
            self._cue(event)
            if handler is not None:
                handler(self, event)
            self.after_event(event)
        return self.seq

    def _cue(self, event: Any) -> None:
        """The event's sound, if it has one, as the first step of its animations (ui/sounds.py)."""
        sound = type(self).sound_of(event) if type(self).sound_of is not None else None
        if sound is not None:
            from . import sounds

            self.seq.addAnimation(sounds.cue_animation(self.animator, sound, self.seq.totalDuration()))

    def take_following(self, keep: Callable[[Any], bool]) -> list[Any]:
        """The events right after the current one for which `keep` holds, consumed (so that
        things that happen together can be shown together)."""
        taken = []
        while self.index < len(self.events) and keep(self.events[self.index]):
            taken.append(self.events[self.index])
            self.index += 1
        return taken

    def add(self, *anims: QAbstractAnimation) -> None:
        for anim in anims:
            self.seq.addAnimation(anim)

    def after_event(self, event: Any) -> None:
        """Called after each event's method (a game may note what the table shows by then)."""
