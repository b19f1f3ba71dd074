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

#: Variation selectors: they change nothing a player sees in a name (or only an emoji's
#: style), so "Ann" with one is an invisible twin of "Ann" (U+FE00-FE0F, U+E0100-E01EF, and
#: the Mongolian free variation selectors U+180B-180D and U+180F).
VARIATION_SELECTORS = frozenset(
    [chr(code) for code in range(0xFE00, 0xFE10)]
    + [chr(code) for code in range(0xE0100, 0xE01F0)]
    + ["\u180b", "\u180c", "\u180d", "\u180f"]
)
#: The only spaces a name may hold: the space, and the ideographic space of Japanese and
#: Chinese names. The others (hair, thin, no-break, em spaces ...) draw a gap of another width
#: or none, and make a name that looks like another.
SPACES = frozenset(" \u3000")

#: Letters of other scripts drawn like a Latin letter or a digit, as the letter they look
#: like, in its case (UTS #39's idea of a skeleton, with a small table: the confusables of
#: the scripts a keyboard offers next to Latin, and those Unicode lists for Cherokee, Lisu
#: and Armenian letters that pass for Latin capitals or small letters). Unicode's full list
#: is about 6,000 entries; no small, well-kept package offers its skeleton for Python.
_VISUAL_PAIRS = {
    # Latin and digits drawn alike in most fonts: capital I, small l, one, bar
    "I": "l", "1": "l", "|": "l", "ǀ": "l", "ℓ": "l", "ı": "i", "ɩ": "i", "ɑ": "a", "ɡ": "g", "0": "O",
    # Cyrillic
    "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C",
    "Т": "T", "Х": "X", "Ѕ": "S", "І": "l", "Ј": "J", "Ӏ": "l", "Ү": "Y", "Ԛ": "Q", "Ԝ": "W",
    "а": "a", "е": "e", "ё": "ë", "о": "o", "р": "p", "с": "c", "у": "y", "х": "x", "ѕ": "s",
    "і": "i", "ї": "ï", "ј": "j", "һ": "h", "ԁ": "d", "ԛ": "q", "ԝ": "w", "ү": "y", "ӏ": "l",
    # Greek
    "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "l", "Κ": "K", "Μ": "M", "Ν": "N",
    "Ο": "O", "Ρ": "P", "Τ": "T", "Υ": "Y", "Χ": "X", "ο": "o", "α": "a", "ν": "v", "ι": "i",
    "ϲ": "c", "Ϲ": "C", "ρ": "p", "υ": "u",
    # Cherokee
    "Ꭺ": "A", "Ᏼ": "B", "Ꮯ": "C", "Ꭰ": "D", "Ꭼ": "E", "Ꮐ": "G", "Ꮋ": "H", "Ꭻ": "J", "Ꮶ": "K",
    "Ꮮ": "L", "Ꮇ": "M", "Ꮲ": "P", "Ꭱ": "R", "Ꮪ": "S", "Ꭲ": "T", "Ꮩ": "V", "Ꮃ": "W", "Ꮓ": "Z",
    "Ꮻ": "O", "Ꮍ": "y", "Ꮒ": "h", "Ꮞ": "4", "Ᏻ": "G", "Ꭵ": "i", "Ꮤ": "W", "Ꮥ": "S",
    # Lisu
    "ꓮ": "A", "ꓐ": "B", "ꓚ": "C", "ꓓ": "D", "ꓰ": "E", "ꓝ": "F", "ꓖ": "G", "ꓧ": "H", "ꓲ": "l",
    "ꓙ": "J", "ꓗ": "K", "ꓡ": "L", "ꓟ": "M", "ꓠ": "N", "ꓳ": "O", "ꓑ": "P", "ꓣ": "R", "ꓢ": "S",
    "ꓔ": "T", "ꓴ": "U", "ꓦ": "V", "ꓪ": "W", "ꓫ": "X", "ꓬ": "Y", "ꓜ": "Z",
    # Armenian
    "օ": "o", "Օ": "O", "ս": "u", "Ս": "U", "հ": "h", "ո": "n", "ց": "g", "զ": "q", "Տ": "S",
    "Ց": "G", "Լ": "L", "ռ": "n",
}  # fmt: skip
# Cherokee's small letters are drawn as its capitals, smaller: read as those.
_VISUAL_PAIRS.update(
    {chr(code): _VISUAL_PAIRS.get(chr(code).casefold(), chr(code).casefold()) for code in range(0xAB70, 0xABC0)}
)
_VISUAL = str.maketrans(_VISUAL_PAIRS)

#: The same after case folding (where case no longer tells "I" from "i"): letters of other
#: scripts read as the small Latin letter they look like.
_LOOKALIKE_PAIRS = {
    # Cyrillic
    "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p",
    "с": "c", "т": "t", "у": "y", "х": "x", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "һ": "h",
    "ԁ": "d", "ԛ": "q", "ԝ": "w", "ү": "y", "ɡ": "g", "ӏ": "l",
    # Greek
    "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p",
    "τ": "t", "υ": "u", "χ": "x", "ζ": "z", "μ": "u", "σ": "o", "ϲ": "c",
    # Latin letters and digits drawn alike in most fonts
    "0": "o", "1": "l", "ı": "i", "ℓ": "l", "|": "l", "ɑ": "a", "ɩ": "i", "ǀ": "l",
}  # fmt: skip
for _source, _target in _VISUAL_PAIRS.items():  # Cherokee, Lisu, Armenian as they fold
    _folded = _source.casefold()
    if not _source.isascii() and len(_folded) == 1 and _folded not in _LOOKALIKE_PAIRS and _target.isascii():
        _LOOKALIKE_PAIRS[_folded] = _target.casefold()
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
    if any(
        unicodedata.category(char) in REFUSED_CATEGORIES
        or char in BLANKS
        or char in VARIATION_SELECTORS
        or (unicodedata.category(char) == "Zs" and char not in SPACES)
        for char in name
    ):
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
    letters drawn like others (of other scripts, or "I" and "l") are ignored."""
    return any(a == b for a, b in zip(skeletons(first), skeletons(second), strict=True))


def skeleton(name: str) -> str:
    """What a name looks like, case folded, as a key: equal skeletons, names a player cannot
    tell apart ("Ann", "ANN", "Аnn" with a Cyrillic А)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    decomposed = unicodedata.normalize("NFD", folded.translate(_LOOKALIKES)).translate(_LOOKALIKES)
    return " ".join(unicodedata.normalize("NFC", decomposed).split())


def visual_skeleton(name: str) -> str:
    """What a name looks like in its case, as a key (UTS #39's skeleton, with bugbox's small
    table): "Ian" and "lan", "Ꭺnn" (Cherokee) and "Ann" have one. Case folding cannot see
    these: it makes "I" an "i", which looks nothing like "l"."""
    mapped = unicodedata.normalize("NFKC", name).translate(_VISUAL)
    decomposed = unicodedata.normalize("NFD", mapped).translate(_VISUAL)
    return " ".join(unicodedata.normalize("NFC", decomposed).split())


def skeletons(name: str) -> tuple[str, str]:
    """Both keys of a name: two names are the same when either key is."""
    return skeleton(name), visual_skeleton(name)
