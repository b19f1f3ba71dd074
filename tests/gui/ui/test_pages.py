"""Each game's page comes from the registry's `view`; a game whose table is not built yet gets
a placeholder page saying so, not a crash."""

import pytest

from bugbox.core import registry
from bugbox.ui.game_page import PlaceholderPage
from bugbox.ui.pages import make_page


@pytest.mark.parametrize("game_id", list(registry.GAMES))
def test_each_game_gets_the_page_its_spec_names(make_window, game_id):
    window = make_window()
    page = make_page(window.ctx, game_id)
    try:
        assert type(page) is registry.spec(game_id).view_class()
        assert page.game_id == game_id
    finally:
        page.deleteLater()


def test_a_game_without_its_view_module_gets_a_placeholder(make_window):
    window = make_window(language="en")
    spec = registry.GameSpec(
        game_id="probe",
        title="Probe",
        min_players=1,
        max_players=1,
        rules_module="probe_rules",
        view="bugbox_probe_view_not_built:Page",
        # a page narrates its log from the start, so even the placeholder needs an events module
        events_module=registry.spec(next(iter(registry.GAMES))).events_module,
        shown_title=registry.msg("Launcher", "Probe"),
        pitch=registry.msg("Launcher", "Probe"),
    )
    registry.register(spec)
    try:
        page = make_page(window.ctx, "probe")
        assert isinstance(page, PlaceholderPage)
        assert page._label.text() == "Probe: the table for this game is being built."
        page.deleteLater()
    finally:
        registry.unregister("probe")
