"""Every seat colour a game offers has its colour, its pattern and its symbol (players who do
not tell red from green tell the pieces apart by the pattern and the symbol); an unknown
colour name draws in ink instead of failing."""

import pytest
from PySide6.QtCore import Qt

from bugbox.core import registry
from bugbox.ui import theme

SEAT_COLOURS = sorted({c for g in registry.GAMES for c in registry.spec(g).seat_colours} | set(theme.SEAT_COLOURS))


@pytest.mark.parametrize("name", SEAT_COLOURS)
def test_each_seat_colour_has_a_colour_a_pattern_and_a_symbol(name):
    assert theme.colour(name) == theme.COLOURS[name] and theme.colour(name).isValid()
    assert theme.pattern_brush(name).style() != Qt.BrushStyle.NoBrush
    assert theme.SYMBOLS[name]


def test_the_seat_colours_look_different():
    colours = {theme.colour(name).name() for name in SEAT_COLOURS}
    patterns = {theme.pattern_brush(name).style() for name in SEAT_COLOURS}
    symbols = {theme.SYMBOLS[name] for name in SEAT_COLOURS}
    assert len(colours) == len(patterns) == len(symbols) == len(SEAT_COLOURS)


def test_an_unknown_colour_draws_in_ink_without_a_pattern():
    assert theme.colour("chartreuse") == theme.INK
    assert theme.pattern_brush("chartreuse").style() == Qt.BrushStyle.NoBrush
