"""The replay viewer (ui/replay.py) fits a laptop's screen (issue 32): its bar with words asked
for more than a 1024 px window has, and the window grew past the screen."""

import pytest
from PySide6.QtCore import QSize

from bugbox.core import registry
from bugbox.core.players import Level
from bugbox.core.session import Session
from tests.gui.ui.test_side_panel import SIZES, _cut, _settle, _setup


def _played(game_id: str, moves: int = 10) -> Session:
    ai = registry.ai_for(game_id)
    assert ai is not None
    session = Session(game_id, _setup(game_id), 1)
    for turn in range(moves):
        session.play(ai.choose_action(session.state, Level.EASY, turn))
    return session


@pytest.mark.parametrize("language", ["en", "de", "ja"])
@pytest.mark.parametrize("game_id", [g for g in registry.GAMES if registry.spec(g).ai_module is not None])
def test_the_replay_viewer_fits_a_laptop_screen(make_window, qtbot, game_id, language):
    """Its bar (title, seven step buttons, Play on, Export, Close) was 1097 px wide in English
    and 1273 in German: the window grew past a 1024 or 1280 px screen and Close was out of
    reach. Where it does not fit, the step buttons show their icons only."""
    window = make_window(language=language)
    session = _played(game_id)
    for size in reversed(SIZES):  # the smallest first
        window.resize(*size)
        viewer = window.open_replay(session, None)
        _settle(qtbot)
        assert window.size() == QSize(*size), f"the window grew to {window.size().toTuple()} at {size}"
        assert _cut(viewer, window) == [], size
        for name, button in viewer.buttons.items():
            assert button.accessibleName(), name  # its words, shown or not
            assert button.text() or (viewer.compact and not button.icon().isNull()), name
        window.close_replay()
