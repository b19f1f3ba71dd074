"""When the table makes a sound, and whether: the box's one speaker, the cues and the switch.

- The speaker (`bugbox.sound.speaker.Speaker`) is opened by `start` after the first paint, on a
  thread of its own. Until then, and in every test that does not install one (`install`), there
  is none: `cue` does nothing, so no test and no `--smoke` start ever makes a sound.
- A cue sits in an event's animation sequence, right before the animations that show the event
  (`Choreography.play`), as a zero-length pause whose end plays the sound: the sound starts
  when its animation starts, at every speed. Nothing sounds at speed "off", while the animator
  jumps every animation to its end (`Animator.finish_all`: a new game, a load), or while the
  animator is hushed (a replay stepped by hand: `Animator.hushed`).
- Per-tile sounds (a pawn's steps) are one cue with several delays, scaled with the animation
  speed and placed by the mixer to the sample.
- "Your turn": when the decision comes to a person at this computer from a seat that is not
  them (the computer, a player elsewhere), and always with `QApplication.alert` when the window
  is not the active one.
"""

from __future__ import annotations

import collections
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractAnimation
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from ..sound.speaker import Speaker
from .i18n import translate

if TYPE_CHECKING:
    from .animation import Animator
    from .context import AppContext
    from .game_page import GamePage

log = logging.getLogger("bugbox.sound")


@dataclass(frozen=True)
class Sound:
    """What an event sounds like: a sound's name, played at each of `at` (ms at speed "normal"
    after the event's animation starts)."""

    name: str
    at: tuple[int, ...] = (0,)


SoundOf = Callable[[Any], "Sound | None"]

_speaker: Speaker | None = None
#: What was played: (name, its planned offset in its sequence, the sequence's time when it
#: played, the sequence's length), in ms of the animation as it runs; tests read it.
heard: collections.deque[tuple[str, int, int, int]] = collections.deque(maxlen=200)


def install(speaker: Speaker | None) -> None:
    """The speaker the box plays through (None: silence)."""
    global _speaker
    _speaker = speaker
    heard.clear()


def speaker() -> Speaker | None:
    return _speaker


def apply_settings(on: bool, volume: int) -> None:
    if _speaker is not None:
        _speaker.volume = volume / 100 if on else 0.0


def start(ctx: AppContext) -> Speaker:
    """After the first paint: open the device off the GUI thread; follow the settings."""
    from ..paths import resources_dir

    made = Speaker()
    install(made)
    apply_settings(ctx.settings.sound, ctx.settings.sound_volume)
    ctx.settings_changed.connect(lambda: apply_settings(ctx.settings.sound, ctx.settings.sound_volume))
    made.open_in_background(resources_dir() / "sounds")
    return made


def cue(animator: Animator, sound: Sound, where: tuple[int, int, int] = (0, 0, 0)) -> None:
    """Play `sound` now if the table is heard (see the module docstring)."""
    if _speaker is None or not animator.enabled or animator.jumping:
        return
    if animator.hushed is not None and animator.hushed():
        return
    if _speaker.play(sound.name, [animator.ms(at) for at in sound.at]):
        heard.append((sound.name, *where))


def cue_animation(animator: Animator, sound: Sound, offset_ms: int) -> QAbstractAnimation:
    """A zero-length step of a sequence, `offset_ms` into it (at the speed it runs), that plays
    `sound` when the sequence reaches it."""
    pause = animator.pause(0)

    def reached() -> None:
        group = pause.group()
        where = (offset_ms, group.currentTime(), group.totalDuration()) if group is not None else (offset_ms, 0, 0)
        cue(animator, sound, where)

    pause.finished.connect(reached)
    return pause


def steps(count: int, every_ms: int, name: str = "step") -> Sound:
    """A piece's steps, one per tile, landing every `every_ms`."""
    return Sound(name, tuple(every_ms * (k + 1) for k in range(count)))


# your turn --------------------------------------------------------------------------------
def turn_came(page: GamePage, seat: int | None, people_here: Sequence[int]) -> None:
    """The page's deciding seat is now `seat`: chime and alert when it came to someone here."""
    before = getattr(page, "_sound_last_seat", None)
    page._sound_last_seat = seat  # type: ignore[attr-defined]
    if seat is None or seat == before or seat not in people_here:
        return
    window = page.window()
    inactive = not window.isActiveWindow()
    if inactive:
        QApplication.alert(window)
    from_elsewhere = before is not None and before not in people_here
    if (inactive or from_elsewhere) and _speaker is not None and _speaker.play("your_turn"):
        heard.append(("your_turn", 0, 0, 0))


# View > Sound --------------------------------------------------------------------------------
class SoundAction(QAction):
    """View › Sound: a checkable item (Ctrl+M) kept in step with the settings; screen readers
    hear its state with its name ("Sound, checked")."""

    def __init__(self, ctx: AppContext, window: QWidget):
        super().__init__(window)
        from PySide6.QtGui import QKeySequence

        self.ctx = ctx
        self.setObjectName("sound")
        self.setCheckable(True)
        self.setShortcuts([QKeySequence.fromString("Ctrl+M")])
        window.addAction(self)
        # The default until the settings are read: not before the first paint (they load
        # pydantic); the menu reads them as it opens, and a trigger always flips what they say.
        self.setChecked(True)
        self.triggered.connect(self._flip)
        ctx.settings_changed.connect(self.sync)
        self.retranslate()

    def sync(self) -> None:
        on = self.ctx.settings.sound
        if self.isChecked() != on:
            self.blockSignals(True)
            self.setChecked(on)
            self.blockSignals(False)
        self._say()

    def _flip(self) -> None:
        self.ctx.update_settings(sound=not self.ctx.settings.sound)  # `sync` follows
        tell = getattr(self.parent(), "tell", None)
        if tell is not None:  # the notice bar is read out by screen readers (ui/notice.py)
            tell(self.statusTip(), 4)

    def _say(self) -> None:
        self.setStatusTip(translate("Sound", "Sound on.") if self.isChecked() else translate("Sound", "Sound off."))

    def retranslate(self) -> None:
        self.setText(translate("Sound", "&Sound"))
        self._say()
