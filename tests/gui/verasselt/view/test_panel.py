"""The side panel: the player list shows whole names at 1280x800 in every language."""

import pytest

from bugbox.core.players import Setup
from tests.gui.verasselt.conftest import Table, seats


@pytest.mark.parametrize("language", ["en", "de", "ja"])
def test_the_player_list_shows_whole_names_at_1280x800(make_window, qtbot, screen_truth, language):
    window = make_window(language=language)
    window.resize(1280, 800)
    names = {"en": "Player {n}", "de": "Person {n}", "ja": "プレイヤー{n}"}[language]
    people = tuple(
        seat.model_copy(update={"name": names.format(n=k + 1)})
        for k, seat in enumerate(seats("human", "computer", "computer"))
    )
    t = Table(qtbot, window, Setup(seats=people, start_player=1), 1, screen_truth)
    t.page.thinking_seat = 1
    t.page.refresh()
    assert t.page.panel.players.elided() == [seat.name for seat in people]
