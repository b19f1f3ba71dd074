"""Players' names at a network table: plain text, 1 to 24 characters, nothing invisible.

A name travels to every other player and ends up in their logs, their Records and on their
screens. It is shown as plain text everywhere (markup such as `<b>` stays the characters it
is), so what must be kept out is what plain text cannot show honestly: control characters
(a newline forging a log line, an escape clearing a terminal), format characters (a
right-to-left override turning a name around, zero-width characters making two names look
alike), lone surrogates, private-use and unassigned code points. The server checks every name
here; a client may check first to tell its player at once.
"""

from __future__ import annotations

import unicodedata

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg
from .protocol import NAME_MAX

CTX = "Network"
#: Unicode categories a name may not contain: controls (Cc), format characters (Cf),
#: surrogates (Cs), private use (Co), unassigned (Cn), line and paragraph separators (Zl, Zp).
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


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
    if any(unicodedata.category(char) in REFUSED_CATEGORIES for char in name):
        raise NameRefused(
            msg(CTX, QT_TRANSLATE_NOOP("Network", "A name cannot hold control characters or invisible characters."))
        )
    return name


def same_name(first: str, second: str) -> bool:
    """Two names a player could not tell apart at the table (case and width ignored)."""
    return _key(first) == _key(second)


def _key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).casefold()
