"""Disk trouble: which of the player's files bugbox could not write of late, told once a kind.

On a full disk or in a read-only folder every writer fails, over and over: the autosave after
each move, the Schaben progress after each try, the settings after each change. The player
must hear of it, but once, not at every move; and once again when writing works again. So each
writer reports every write here (`failed` with the error, or `worked`), by its kind, and this
object says something only when a kind changes between working and failing.

The kinds are the files a player would miss: the autosave of the game on the table, the record
of a finished game for the Records page, Schaben jagen's progress and puzzles, the settings.
Each has its own sentence (why it failed, and what that means for the player), so a full disk
that stops two kinds is told for each, once.

Qt-free: the context (ui/context.py) holds one for the whole app and passes what it says to the
notice bar, where a failure stands until that kind works again or the player closes it.
"""

from __future__ import annotations

import errno
import logging
from collections.abc import Callable

from .i18n import QT_TRANSLATE_NOOP, Message, msg

log = logging.getLogger(__name__)

AUTOSAVE, RECORD, PROGRESS, PUZZLES, SETTINGS = "autosave", "record", "progress", "puzzles", "settings"
KINDS = (AUTOSAVE, RECORD, PROGRESS, PUZZLES, SETTINGS)

# The autosave's sentences are whole sentences of their own (they came first, and say the most).
_AUTOSAVE_FULL = QT_TRANSLATE_NOOP(
    "Autosave",
    "The disk is full, so this game is no longer being autosaved; free some space and autosaving resumes by itself.",
)
_AUTOSAVE_FORBIDDEN = QT_TRANSLATE_NOOP(
    "Autosave", "bugbox may not write in its data folder, so this game is no longer being autosaved."
)
_AUTOSAVE_OTHER = QT_TRANSLATE_NOOP(
    "Autosave", "bugbox cannot write in its data folder, so this game is no longer being autosaved."
)
_AUTOSAVE_RESUMED = QT_TRANSLATE_NOOP("Autosave", "The game is being autosaved again.")

# The other kinds: why (one sentence), then what it means for the player (another).
CTX = "Disk"
_FULL = QT_TRANSLATE_NOOP("Disk", "The disk is full.")
_FORBIDDEN = QT_TRANSLATE_NOOP("Disk", "bugbox may not write in its folders.")
_OTHER = QT_TRANSLATE_NOOP("Disk", "bugbox cannot write in its folders.")
#: Why, then what: a translation may join the two sentences its own way (Japanese: no space).
_WHY_AND_WHAT = QT_TRANSLATE_NOOP("Disk", "{why} {what}")
_STOPPED = {
    RECORD: QT_TRANSLATE_NOOP(
        "Disk",
        "The game that just ended could not be kept for Records, so it stays with the unfinished games "
        "in the launcher until it can be.",
    ),
    PROGRESS: QT_TRANSLATE_NOOP("Disk", "Your solved tasks and tries are not being saved for now."),
    PUZZLES: QT_TRANSLATE_NOOP("Disk", "Your new puzzles are not being saved for now."),
    SETTINGS: QT_TRANSLATE_NOOP("Disk", "Your settings are not being saved for now; they hold until bugbox closes."),
}
_RESUMED = {
    RECORD: QT_TRANSLATE_NOOP("Disk", "Finished games are being kept for Records again."),
    PROGRESS: QT_TRANSLATE_NOOP("Disk", "Your solved tasks and tries are being saved again."),
    PUZZLES: QT_TRANSLATE_NOOP("Disk", "Your puzzles are being saved again."),
    SETTINGS: QT_TRANSLATE_NOOP("Disk", "Your settings are being saved again."),
}


def _cause(error: OSError) -> str:
    """ "full", "forbidden" or "other", from the writer's error."""
    number = getattr(error, "errno", None)
    if number in (errno.ENOSPC, getattr(errno, "EDQUOT", -1), errno.EFBIG):
        return "full"
    if number in (errno.EROFS, errno.EACCES, errno.EPERM):
        return "forbidden"
    return "other"


def stopped(kind: str, error: OSError) -> Message:
    """One sentence: writing `kind` stopped working, why, and what that means for the player."""
    cause = _cause(error)
    if kind == AUTOSAVE:
        text = {"full": _AUTOSAVE_FULL, "forbidden": _AUTOSAVE_FORBIDDEN}.get(cause, _AUTOSAVE_OTHER)
        return msg("Autosave", text)
    why = {"full": _FULL, "forbidden": _FORBIDDEN}.get(cause, _OTHER)
    return msg(CTX, _WHY_AND_WHAT, why=msg(CTX, why), what=msg(CTX, _STOPPED[kind]))


def resumed(kind: str) -> Message:
    """One sentence: writing `kind` works again."""
    if kind == AUTOSAVE:
        return msg("Autosave", _AUTOSAVE_RESUMED)
    return msg(CTX, _RESUMED[kind])


#: Told: (kind, the sentence, True while that kind fails / False when it works again).
Listener = Callable[[str, Message, bool], None]


class DiskTrouble:
    """Each kind's state (working or failing), and the sentence when it changes."""

    def __init__(self, tell: Listener | None = None):
        self._failing: dict[str, OSError] = {}
        self._listeners: list[Listener] = [tell] if tell is not None else []

    def listen(self, tell: Listener) -> None:
        self._listeners.append(tell)

    def failing(self, kind: str) -> bool:
        return kind in self._failing

    def failed(self, kind: str, error: OSError) -> bool:
        """A write of `kind` failed; told only when that kind was working until now. Returns
        whether it was told."""
        if kind in self._failing:
            log.warning("%s still cannot be written: %s", kind, error)
            return False
        self._failing[kind] = error
        log.warning("%s can no longer be written (%s); the player is told", kind, error)
        self._tell(kind, stopped(kind, error), True)
        return True

    def worked(self, kind: str) -> bool:
        """A write of `kind` worked; told only when that kind was failing. Returns whether it
        was told."""
        if self._failing.pop(kind, None) is None:
            return False
        log.info("%s can be written again", kind)
        self._tell(kind, resumed(kind), False)
        return True

    def _tell(self, kind: str, message: Message, trouble: bool) -> None:
        for tell in list(self._listeners):
            try:
                tell(kind, message, trouble)
            except Exception:
                log.exception("a listener of disk trouble failed")
