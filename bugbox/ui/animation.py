"""Animations whose durations follow the player's "animation speed" setting.

Like Kajongg's animation mixin: every duration is scaled by one factor; at "off" the factor
is 0, and a zero-length `QPropertyAnimation` finishes synchronously when started, setting its
end value: at "off" a scene is in its final position as soon as `start` returns. At "fast"
and "normal" the page's next prompt is decided in `done`, when the animation has ended; the
whole-game tests run at all three speeds.

Animations are parented to an `Animator` so Python's garbage collector cannot stop them
half-way (QT-NOTES).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from ..core.settings import SPEED_FACTOR

#: How often the animator looks for animations that stopped without finishing.
SWEEP_MS = 100


class Animator(QObject):
    """Builds and runs scaled animations; emits `idle` when the last running one ends."""

    idle = Signal()

    def __init__(self, speed: str = "normal", parent: QObject | None = None):
        super().__init__(parent)
        self.factor = SPEED_FACTOR.get(speed, 1.0)
        self._running: dict[QAbstractAnimation, Callable[[], None] | None] = {}  # with their `done`
        # An animation can stop without finishing: a group whose last animation went away with
        # its card stops at time 0 and never says `finished`. A sweep while anything runs ends
        # those too. (Not `stateChanged`: Qt emits it from the destructor of every animation
        # still running when a page closes, into a half-deleted animator.)
        self._sweeper = QTimer(self)
        self._sweeper.setInterval(SWEEP_MS)
        self._sweeper.timeout.connect(self._sweep)
        #: Sounds (ui/sounds.py): none while `finish_all` jumps, none while `hushed()` says so
        #: (a replay stepped by hand).
        self.jumping = False
        self.hushed: Callable[[], bool] | None = None

    def set_speed(self, speed: str) -> None:
        self.factor = SPEED_FACTOR.get(speed, 1.0)

    @property
    def enabled(self) -> bool:
        return self.factor > 0

    def ms(self, normal_ms: float) -> int:
        return int(round(normal_ms * self.factor))

    def prop(
        self,
        target: QObject,
        name: bytes,
        end,
        normal_ms: float = 300,
        start=None,
        curve: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
    ) -> QPropertyAnimation:
        anim = QPropertyAnimation(target, name, self)
        anim.setDuration(self.ms(normal_ms))
        if start is not None:
            anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(curve)
        return anim

    def pause(self, normal_ms: float) -> QPauseAnimation:
        return QPauseAnimation(self.ms(normal_ms), self)

    def parallel(self, *anims: QAbstractAnimation) -> QParallelAnimationGroup:
        group = QParallelAnimationGroup(self)
        for anim in anims:
            group.addAnimation(anim)
        return group

    def sequence(self, *anims: QAbstractAnimation) -> QSequentialAnimationGroup:
        group = QSequentialAnimationGroup(self)
        for anim in anims:
            group.addAnimation(anim)
        return group

    def run(self, anim: QAbstractAnimation, done: Callable[[], None] | None = None) -> None:
        """Start `anim`; call `done` when it ends (at once when animations are off).

        `done` runs after the animation has left the running set, at every speed: whatever it
        decides from `busy()` (may the player act? which buttons show?) sees the table at rest.
        Connecting `done` straight to `finished` ran it while the animation still counted as
        running, so at "normal" and "fast" the next prompt and buttons were never shown.
        `done` also runs (within `SWEEP_MS`) when the animation stopped before its end.
        """
        self._running[anim] = done
        anim.finished.connect(lambda a=anim: self._finished(a))
        if not self.enabled or anim.totalDuration() == 0:
            # A zero-length animation still needs start() to set its end values.
            anim.start()
            if anim.state() != QAbstractAnimation.State.Stopped:
                anim.setCurrentTime(anim.totalDuration())
            if anim in self._running:  # an empty group may end without saying so
                self._finished(anim)
            return
        anim.start()
        if not self._sweeper.isActive():
            self._sweeper.start()

    def _sweep(self) -> None:
        for anim in [a for a in self._running if a.state() == QAbstractAnimation.State.Stopped]:
            self._finished(anim)
        if not self._running:
            self._sweeper.stop()

    def _finished(self, anim: QAbstractAnimation) -> None:
        if anim not in self._running:
            return  # already handled: `done` runs once
        done = self._running.pop(anim)
        anim.deleteLater()
        if done is not None:
            done()
        self._check_idle()

    def _check_idle(self) -> None:
        if not self._running:
            self.idle.emit()

    def busy(self) -> bool:
        return bool(self._running)

    def finish_all(self) -> None:
        """Jump every running animation to its end (a new game, a load, a resize of state)."""
        self.jumping = True
        try:
            for anim in list(self._running):
                anim.setCurrentTime(anim.totalDuration())
        finally:
            self.jumping = False
