"""Saying a sentence to the screen reader the player has, once: `say(widget, text)`.

Qt 6.8 sends a sentence to a screen reader as an `object:announcement` (AT-SPI 2.46), which
Orca reads from version 45.2 on. Debian 12's Orca 43.1 ignores that signal: with it a whole
game was silent. What every Orca speaks, 43 included, is a *notification* that is shown (an
accessible of role Notification whose `showing` state turns on), and one inside a *status bar*
is spoken as its text alone, without the word "notification" before it (Orca 43's speech
generator leaves the role name out there; see docs/screen-reader.md).

A sentence that ends the one said a moment before in the same window (the notice bar's "Task
solved!" after the log's "... Task solved!") is not said again.

Sending both would make a newer Orca say everything twice, so each sentence takes one way:
when a client of the accessibility bus listens for announcements (the AT-SPI registry lists
the events its clients registered: `GetRegisteredEvents`), the announcement; otherwise the
status bar's notification. The registry is asked in the background (`dbus-send`, twice: the
session bus for the accessibility bus's address, then the registry on it; QtDBus in PySide
cannot read the registry's array of pairs, and a blocking call would stall the table) at most
every `ASK_EVERY` seconds, so a
screen reader started later is found; until the first answer a sentence goes the way every
Orca hears.

The status bar (`Speaker`) is a widget of no size in each top-level window; its notifications
(`Said`) are a few widgets reused in turn: a screen reader reads a notification's text some
moments after it was shown, so the next sentences must not overwrite it.
"""

from __future__ import annotations

import re
import shutil
import time
from collections.abc import Callable

from PySide6.QtCore import QObject, QProcess
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QWidget

#: How often (seconds) the registry is asked again who listens for announcements.
ASK_EVERY = 20.0
#: Notifications kept per window: more than a screen reader can have waiting to be read.
KEPT = 8


def say(widget: QWidget, text: str) -> None:
    """Say `text` to the screen reader once, in the way it hears (see the module's docstring)."""
    if not text or not QAccessible.isActive():
        return
    speaker = speaker_of(widget.window())
    if said_just_now(speaker, text):
        return
    if LISTENERS.announcements_heard():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
    else:
        speaker.show_text(text)


#: Seconds in which a sentence that ends the one said before it is not said again.
ECHO_SECONDS = 3.0


def said_just_now(speaker: Speaker, text: str) -> bool:
    """Whether `text` ends the sentence said a moment ago in this window ("Task solved!" told
    by the notice bar right after the log said "... F5. Task solved!"): it would be heard twice.
    Records `text` as said otherwise."""
    last, when = speaker.last
    now = time.monotonic()
    if now - when < ECHO_SECONDS and last != text and last.endswith(text):  # the same news twice is news
        return True
    speaker.last = (text, now)
    return False


class Said(QWidget):
    """One sentence as a notification (role Notification, its text as its name)."""


class Speaker(QWidget):
    """A window's status bar for sentences: no size, nothing drawn, present in the tree."""

    def __init__(self, window: QWidget):
        super().__init__(window)
        self.setObjectName("speaker")
        self.setGeometry(0, 0, 0, 0)
        # all made at once, hidden, before the first sentence: the first sentence shown by a
        # notification made for it at that moment was not heard (Orca 43, a game's first roll)
        self.notes = [Said(self) for _ in range(KEPT)]
        for note in self.notes:
            note.setGeometry(0, 0, 0, 0)
            note.hide()
        self.turn = 0
        self.last = ("", -1.0)  # the last sentence said, and when
        #: what was shown, newest last (tests read it)
        self.said: list[str] = []
        #: the interfaces made for Qt of this status bar and its notifications
        self.kept: list[QAccessibleInterface] = []

    def show_text(self, text: str) -> None:
        note = self.notes[self.turn % len(self.notes)]
        self.turn += 1
        note.hide()
        note.setAccessibleName(text)
        self.show()
        note.show()  # Qt tells the bus: object:state-changed:showing, which Orca speaks
        self.said.append(text)
        del self.said[:-20]


def speaker_of(window: QWidget) -> Speaker:
    """The window's status bar for sentences, made the first time it is needed."""
    install()
    speaker = window.findChild(Speaker, "speaker")
    return speaker if speaker is not None else Speaker(window)


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, Speaker):
        interface = QAccessibleWidget(obj, QAccessible.Role.StatusBar)
        obj.kept.append(interface)
        return interface
    if isinstance(obj, Said):
        interface = QAccessibleWidget(obj, QAccessible.Role.Notification)
        speaker = obj.parent()
        if isinstance(speaker, Speaker):
            speaker.kept.append(interface)
        return interface
    return None


_installed = False


def install() -> None:
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True


class Listeners(QObject):
    """Whether a client of the accessibility bus listens for announcements (a newer Orca)."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: bool | None = None  # None: not known yet
        self.asked_at = -ASK_EVERY
        self.process: QProcess | None = None
        #: Tests set this to decide the way themselves.
        self.forced: bool | None = None

    def announcements_heard(self) -> bool:
        if self.forced is not None:
            return self.forced
        if time.monotonic() - self.asked_at >= ASK_EVERY:
            self._ask()
        return bool(self.heard)

    def _ask(self) -> None:
        self.asked_at = time.monotonic()
        if self.process is not None or shutil.which("dbus-send") is None:
            return
        self._run(
            [
                "--session",
                "--print-reply",
                "--reply-timeout=2000",
                "--dest=org.a11y.Bus",
                "/org/a11y/bus",
                "org.a11y.Bus.GetAddress",
            ],
            self._found_bus,
        )

    def _run(self, arguments: list[str], then: Callable[[str], None]) -> None:
        """dbus-send with `arguments` in the background; `then(its output)` when it succeeded."""
        process = QProcess(self)
        process.finished.connect(lambda *_: self._answered(process, then))
        self.process = process
        process.start("dbus-send", arguments)

    def _answered(self, process: QProcess, then: Callable[[str], None]) -> None:
        output = bytes(process.readAllStandardOutput().data()).decode("utf-8", "replace")
        ok = process.exitCode() == 0 and process.exitStatus() == QProcess.ExitStatus.NormalExit
        self.process = None
        process.deleteLater()
        if ok:
            then(output)

    def _found_bus(self, output: str) -> None:
        found = re.search(r'string "([^"]+)"', output)
        if found is None:
            return
        self._run(
            [
                f"--bus={found.group(1)}",
                "--print-reply",
                "--reply-timeout=2000",
                "--dest=org.a11y.atspi.Registry",
                "/org/a11y/atspi/registry",
                "org.a11y.atspi.Registry.GetRegisteredEvents",
            ],
            self._registered,
        )

    def _registered(self, output: str) -> None:
        self.heard = listens_for_announcements(output)


def listens_for_announcements(registered: str) -> bool:
    """Whether the registry's list of registered events (dbus-send's print of it) holds the
    announcement: "Object:Announcement:" (a listener of all "Object:" events may be a tool,
    not a screen reader, and is not counted)."""
    events = re.findall(r'string "([^"]*)"', registered)
    return any(re.sub(r"[^a-z]", "", event.casefold()).startswith("objectannouncement") for event in events)


LISTENERS = Listeners()
