"""Errors the model raises for the player to read."""

from __future__ import annotations

from .i18n import Message


class IllegalAction(Exception):
    """An action the rules refuse. The state it was tried on is left unchanged.

    `reason` is a translatable `Message`; `str(error)` gives the English sentence.
    """

    def __init__(self, reason: Message | str):
        if isinstance(reason, str):
            reason = Message("Rules", reason)
        self.reason = reason
        super().__init__(reason.english())


class LoadError(Exception):
    """A file that cannot be used: `reason` says why in one sentence for the player."""

    def __init__(self, reason: Message | str):
        if isinstance(reason, str):
            reason = Message("Files", reason)
        self.reason = reason
        super().__init__(reason.english())


class NewerFile(LoadError):
    """A file a newer bugbox wrote (a higher version, or fields and moves this one does not
    know): not damaged, so it is left where it is for that bugbox, never moved aside."""
