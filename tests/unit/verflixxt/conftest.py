"""Hand-built positions for the Verflixxt rule examples.

A test writes the course as tile values (`"+3"`, `"-2"`, `"L"` for Good Luck; duplicates of a
value get the next tile with that value) and the pieces as the index of the tile they stand on
(0 is the start, -1 the finish), so a position reads like the picture in a rulebook.
"""

from __future__ import annotations

import pytest

from bugbox.core.players import Seat
from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.tiles import FINISH, START, TILES, Kind

SEATS = (
    Seat(name="Ann", colour="red"),
    Seat(name="Bob", colour="blue"),
    Seat(name="Cid", colour="green"),
    Seat(name="Dee", colour="yellow"),
)


def tile_ids(labels: list[str]) -> list[int]:
    """Tile ids for labels like "+3", "-2", "L", each id used once."""
    used: set[int] = set()
    ids = []
    for label in labels:
        for tile in TILES:
            if tile.id in used:
                continue
            if (label == "L" and tile.kind is Kind.LUCK) or (label != "L" and tile.label == label):
                used.add(tile.id)
                ids.append(tile.id)
                break
        else:
            raise ValueError(f"no tile left for {label}")
    return ids


class Position:
    """Builds a `rules.State` from a course of labels and piece places on it."""

    def __init__(self, course: list[str], taken: list[list[str]] | None = None):
        ids = tile_ids(course + [label for own in (taken or []) for label in own])
        self.path = ids[: len(course)]
        rest = ids[len(course) :]
        self.taken = []
        for own in taken or []:
            self.taken.append(tuple(rest[: len(own)]))
            rest = rest[len(own) :]
        self.course = (START, *self.path, FINISH)

    def at(self, place: int) -> int:
        """The tile id at a place of the course (0 start, -1 finish)."""
        return self.course[place]

    def state(
        self,
        pawns: list[list[int]],
        guards: list[int] = (),
        wurminator: int | None = None,
        current: int = 0,
        die: int = 0,
        phase: str = "roll",
        due: str = "no",
    ) -> rules.State:
        players = len(pawns)
        taken = self.taken + [()] * (players - len(self.taken))
        return rules.State(
            seats=SEATS[:players],
            wurminator_variant=wurminator is not None,
            course=self.course,
            pawns=tuple(tuple(self.at(p) for p in own) for own in pawns),
            guards=tuple(self.at(g) for g in guards),
            wurminator=None if wurminator is None else self.at(wurminator),
            taken=tuple(taken),
            current=current,
            phase=phase,
            die=die,
            wurminator_due=due,
            rng_state=12345,
        )


@pytest.fixture
def position():
    return Position


@pytest.fixture
def ids():
    return tile_ids


def roll(state: rules.State, value: int) -> rules.State:
    """Roll the die through the rules, with an rng state chosen so that it shows `value`."""
    for rng_state in range(1000):
        after, _ = rules.apply(state.model_copy(update={"rng_state": rng_state}), rules.Roll())
        if after.die == value:
            return after
    raise AssertionError("no rng state rolls that")


@pytest.fixture
def rolled():
    return roll
