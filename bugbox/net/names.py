"""Players' names at a network table: plain text, 1 to 24 characters, something to see, and
none that looks like another name at the same table.

A name travels to every other player and ends up in their logs, their Records and on their
screens. It is shown as plain text everywhere (markup such as `<b>` stays the characters it
is), so what must be kept out is what plain text cannot show honestly: control characters
(a newline forging a log line, an escape clearing a terminal), format characters (a
right-to-left override turning a name around, zero-width characters making two names look
alike), lone surrogates, private-use and unassigned code points, and the blank letters that
draw nothing (the Hangul fillers, the empty braille cell). A name needs at least one letter
or digit that shows, and a combining mark needs a character before it to sit on.

Two names are the same at a table when a player could not tell them apart: `same_name`
compares a skeleton, the name in NFKC (width and compatibility forms), case folded, runs of
white space as one, and the letters of other scripts that are drawn like Latin ones (the
Cyrillic "А" of "Аnn", the Greek "Ο") read as those. The server checks every name here; a
client may check first to tell its player at once.
"""

from __future__ import annotations

import unicodedata

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg
from .protocol import NAME_MAX

CTX = "Network"
#: Unicode categories a name may not contain: controls (Cc), format characters (Cf),
#: surrogates (Cs), private use (Co), unassigned (Cn), line and paragraph separators (Zl, Zp).
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: Characters that are letters or symbols to Unicode but draw nothing: the Hangul fillers,
#: the halfwidth one, the Mongolian vowel separator, the combining grapheme joiner and the
#: empty braille pattern. A name holding one could pass for another name or for no name.
BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u180e\u034f\u2800\u17b4\u17b5")
#: A base character may carry at most this many combining marks (more pile up above the line).
MARKS_PER_CHARACTER = 3

#: Letters of other scripts drawn like a Latin letter or a digit (after NFKC and case
#: folding), read as that letter when names are compared. The lists of Unicode's
#: confusables are longer; these are the ones of the scripts a keyboard offers next to Latin.
_LOOKALIKE_PAIRS = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "һ": "h",
    "ԁ": "d", "ԛ": "q", "ԝ": "w", "ү": "y", "ɡ": "g", "ӏ": "l",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p",
    "τ": "t", "υ": "u", "χ": "x", "ζ": "z", "μ": "u", "σ": "o", "ϲ": "c",
    # Latin letters and digits drawn alike in most fonts
    "0": "o", "1": "l", "ı": "i", "ℓ": "l", "|": "l",
}  # fmt: skip
_LOOKALIKES = str.maketrans(_LOOKALIKE_PAIRS)


class NameRefused(ValueError):
    """A name that cannot be used; `reason` says why in one sentence for the player."""

    def __init__(self, reason: Message):
        self.reason = reason
        super().__init__(reason.english())


def clean_name(raw: str) -> str:
    """The name as the table shows it (NFC, without surrounding white space), or
    `NameRefused`."""
    name = unicodedata.normalize("NFC", raw).strip()
    if not 1 <= len(name) <= NAME_MAX:
        raise NameRefused(
            msg(CTX, QT_TRANSLATE_NOOP("Network", "A name needs 1 to {limit} characters."), limit=NAME_MAX)
        )
    if any(unicodedata.category(char) in REFUSED_CATEGORIES or char in BLANKS for char in name):
        raise NameRefused(
            msg(CTX, QT_TRANSLATE_NOOP("Network", "A name cannot hold control characters or invisible characters."))
        )
    marks = 0
    for position, char in enumerate(name):
        if unicodedata.category(char).startswith("M"):
            marks += 1
            before = name[position - 1] if position else " "
            if position == 0 or (marks == 1 and unicodedata.category(before).startswith("Z")):
                raise NameRefused(_mark_alone())
            if marks > MARKS_PER_CHARACTER:
                raise NameRefused(_mark_alone())
        else:
            marks = 0
    if not any(unicodedata.category(char)[0] in "LN" for char in name):
        raise NameRefused(
            msg(CTX, QT_TRANSLATE_NOOP("Network", "A name needs at least one letter or digit that can be seen."))
        )
    return name


def _mark_alone() -> Message:
    return msg(
        CTX, QT_TRANSLATE_NOOP("Network", "An accent or other mark in a name has to sit on a letter (one to three).")
    )


def same_name(first: str, second: str) -> bool:
    """Two names a player could not tell apart at the table: case, width, white space and
    letters of other scripts drawn like Latin ones are ignored."""
    return skeleton(first) == skeleton(second)


def skeleton(name: str) -> str:
    """What a name looks like, as a key: equal skeletons, names a player cannot tell apart."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    decomposed = unicodedata.normalize("NFD", folded.translate(_LOOKALIKES)).translate(_LOOKALIKES)
    return " ".join(unicodedata.normalize("NFC", decomposed).split())
