"""The box's base colours as plain hex strings (docs/art-direction.md, "Palette").

`theme` turns them into QColors with the patterns and symbols beside them; this module
imports nothing, so the launcher and the notice bar can colour the first paint without
`theme`'s use of PySide6's `Qt` namespace (whose enums cost 20-35 ms to build at start).
"""

INK = "#2B2B2B"
PAPER = "#FBF6EC"
FELT = "#2F5D50"
AMBER = "#E69F00"
NOTE = "#FFF4CC"
NOTE_EDGE = "#E6C200"
