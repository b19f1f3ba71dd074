"""The box's palette: every colour bugbox paints, by name, as a plain hex string.

This is the one place colour values are written (docs/art-direction.md, "Palette"; only
`tools/make_art.py`, which draws the SVG art, writes its own). `theme` turns them into QColors
beside the patterns and symbols that keep colour from being the only cue, `art.PALETTE` names
them for the art; views take their colours from those or from here, never as hex literals
(tests/gui/ui/test_palette.py). This module imports nothing, so the launcher and the notice bar can
colour the first paint without `theme`'s use of PySide6's `Qt` namespace (whose enums cost
20-35 ms to build at start).
"""

# ---- docs/art-direction.md: Okabe-Ito based, distinct for the common colour blindnesses ------
RED = "#D55E00"
YELLOW = "#E69F00"  # yellow on cards and dice
HIGHLIGHT = "#F0E442"  # yellow for highlights
GREEN = "#009E73"
BLUE = "#0072B2"
INK = "#2B2B2B"  # outlines, text on art
PAPER = "#FBF6EC"
FELT = "#2F5D50"  # the table felt
KITCHEN_LIGHT = "#EDEDED"  # Schaben jagen's kitchen tiles
KITCHEN_DARK = "#BDBDBD"
POSITIVE = "#2E9E44"  # Verflixxt! kompakt's tiles: plus, minus, Good Luck
NEGATIVE = "#C0392B"
LUCK = "#F2C14E"

# ---- the rest of the box ---------------------------------------------------------------------
AMBER = YELLOW  # the launcher's name for it
PURPLE = "#CC79A7"  # seat colours beyond the four bug kinds
ORANGE = "#F5A623"
SKY_BLUE = "#56B4E9"  # Okabe-Ito sky blue: keyboard focus, a tile kept
WHITE = "#FFFFFF"
FELT_DARK = "#244A40"
WOOD = "#6B4A31"  # Verflixxt! kompakt's table
KITCHEN_TABLE = "#8FA9A0"  # around Schaben jagen's kitchen floor
WURMINATOR_GLOW = "#FF8C42"
SLATE = "#6B7B8C"  # a task of the player's own, without a difficulty
MUTED_INK = "#5A5A5A"  # captions beside ink
PAPER_RULE = "#E2DCCF"  # thin lines drawn on paper
HIGHLIGHT_EDGE = "#B8A800"  # the outline of a highlighted square
NOTE = "#FFF4CC"  # the notice bar
NOTE_EDGE = "#E6C200"
PROMPT = "#FFF8E1"  # the side panel's prompt and message box, edged NOTE_EDGE
PROBLEM = "#FDECEA"  # behind an error message
