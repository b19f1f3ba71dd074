"""Deleting many kept games in the background, after the player said yes.

Keeping a game removes the one or two it pushes over the limit (`core.records.PRUNE_AT_ONCE`).
Far more over it means the player lowered the limit in Settings, or copied games in from
elsewhere; then bugbox used to delete them all at the next game kept, on the GUI thread
(48,000 files: 95 s of a frozen window) and without a word. What a player expects who lowers
the limit from 50,000 to 2,000 is that the oldest 48,000 go; but so many games gone for good
is worth one question, with the number in it. So Settings asks when the limit is lowered
below what is kept (`settings_dialog`), the Records page offers it when it finds the folder
over the limit, and a yes starts this: a worker thread deletes the oldest beyond the limit,
reports its progress (the Records page shows it), and the notice bar says how many went.
Games kept meanwhile are newer than all of those, so they are never touched. The reviews of
the games that went go too (`review.keeping.sweep`, in the same worker, after the games).

One pruner per application (`pruner_of`), so a second question while one runs changes
nothing but the limit it prunes to next.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from ..core.i18n import Message, msg, translate

log = logging.getLogger(__name__)

#: How often the page hears how far the deleting is.
REPORT_SECONDS = 0.25


def deleted_message(gone: int) -> Message:
    return msg("Records", translate("Records", "The oldest %Ln kept game(s) were deleted.", None, gone), n=gone)


class Pruner(QObject):
    """Deletes the oldest kept games beyond a limit, in a worker thread."""

    progress = Signal(int, int)  # deleted so far, of how many
    finished = Signal(int)  # how many were deleted
    _step = Signal(int, int)  # from the worker: so far, of how many
    _done = Signal(int)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._thread: threading.Thread | None = None
        self._cancel = threading.Event()
        self.total = 0
        self.gone = 0
        self._step.connect(self._on_step)
        self._done.connect(self._on_done)

    def busy(self) -> bool:
        return self._thread is not None

    def prune_to(self, limit: int, folder: Path | None = None, reviews: Path | None = None) -> None:
        """Delete the oldest kept games beyond `limit` (listed in the worker), then the reviews
        of games no longer kept (in `reviews`, the data folder's by default)."""
        if self._thread is not None:
            return
        self._cancel = threading.Event()
        self.total = self.gone = 0
        cancel = self._cancel

        def work() -> None:
            from ..core import records

            gone = 0
            said = [time.monotonic()]

            def step(done: int) -> None:
                # A few times a second: each report lays the Records page's status line out
                # again, and a GUI thread kept busy so makes this thread wait for the
                # interpreter after every file (48,000 files took minutes, not seconds).
                if time.monotonic() - said[0] >= REPORT_SECONDS:
                    said[0] = time.monotonic()
                    self._step.emit(done, len(names))

            try:
                where = folder or records.records_dir()
                names = records.over_limit(where, limit)
                self._step.emit(0, len(names))
                gone = records.prune(where, limit, step, cancel, names=names)
            except Exception:
                log.exception("pruning the kept games failed")
            try:
                from ..review import keeping

                keeping.sweep(where, reviews)
            except Exception:
                log.exception("deleting the reviews of the pruned games failed")
            self._done.emit(gone)

        self._thread = threading.Thread(target=work, name="records-pruning", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        self._cancel.set()

    def _on_step(self, done: int, total: int) -> None:
        self.gone, self.total = done, total
        self.progress.emit(done, total)

    def _on_done(self, gone: int) -> None:
        self._thread = None
        self.gone = gone
        log.info("pruned %d kept games", gone)
        self.finished.emit(gone)


def pruner_of(ctx: QObject) -> Pruner:
    """The application's pruner (made on first use, a child of the context), which tells the
    player through the context's notice when it is done."""
    pruner = getattr(ctx, "_records_pruner", None)
    if pruner is None:
        pruner = Pruner(ctx)
        notice = getattr(ctx, "notice", None)
        if notice is not None:
            pruner.finished.connect(lambda gone: gone and notice.emit(deleted_message(gone)))
        ctx._records_pruner = pruner  # type: ignore[attr-defined]
    return pruner
