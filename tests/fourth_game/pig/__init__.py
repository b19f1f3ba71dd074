"""Pig, a made-up fourth game: its one GameSpec. Registered only by the tests (`registered`)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from bugbox.core import registry
from bugbox.core.i18n import msg
from bugbox.core.registry import GameSpec, OptionSpec

SPEC = GameSpec(
    game_id="pig",
    title="Pig",
    min_players=2,
    max_players=4,
    rules_module="pig.rules",
    ai_module="pig.ai",
    view="pig.page:PigPage",
    events_module="pig.rules",
    records_module="pig.records",
    shown_title=msg("Launcher", "Pig"),
    pitch=msg("Launcher", "Roll two dice as long as you dare; the first to 100 wins."),
    options=(OptionSpec("short", False, msg("NewGame", "Short game: the first to 30 wins")),),
    seat_colours=("red", "blue", "green", "yellow"),
)


@contextlib.contextmanager
def registered() -> Iterator[GameSpec]:
    """Pig is one of the box's games for a while (its modules importable as `pig.*`)."""
    registry.register(SPEC)
    try:
        yield SPEC
    finally:
        registry.unregister(SPEC.game_id)
