"""The launcher: one tile per game of the registry with its title, its players and its pitch;
Play, Continue and the list of unfinished games say which game they are for; the unfinished
games are counted; a rejoin offer names the players as plain text."""

import pytest
from PySide6.QtCore import Qt

from bugbox.core import registry
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import save_session
from bugbox.core.session import Session
from bugbox.paths import autosave_folder
from bugbox.ui.i18n import tr_message
from bugbox.ui.launcher import Launcher, game_title

TWO_PLAYER_GAME = next(g for g in registry.GAMES if registry.spec(g).max_players > 1)


@pytest.fixture
def launcher(qtbot):
    widget = Launcher()
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_every_game_of_the_registry_has_its_tile(launcher):
    assert list(launcher.tiles) == list(registry.GAMES)
    for game_id, tile in launcher.tiles.items():
        spec = registry.spec(game_id)
        assert tile.title.text() == game_title(game_id) == tr_message(spec.shown_title)
        assert tile.pitch.text() == tr_message(spec.pitch)
        assert tile.players.text()


@pytest.mark.parametrize("button", ["play_button", "resume_button", "all_button"])
def test_each_button_says_which_game_it_is_for(launcher, qtbot, button):
    said = []
    for signal in (launcher.play, launcher.resume, launcher.unfinished):
        signal.connect(said.append)
    tile = launcher.tiles[TWO_PLAYER_GAME]
    getattr(tile, button).setVisible(True)
    qtbot.mouseClick(getattr(tile, button), Qt.MouseButton.LeftButton)
    assert said == [TWO_PLAYER_GAME]


def test_unfinished_games_are_counted_and_offered(launcher):
    tile = launcher.tiles[TWO_PLAYER_GAME]
    assert tile.resume_button.isHidden() and tile.all_button.isHidden()  # nothing to continue
    colours = registry.spec(TWO_PLAYER_GAME).seat_colours
    setup = Setup(seats=(Seat(name="Anna", colour=colours[0]), Seat(name="Ben", colour=colours[1])))
    for number in range(3):
        session = Session(TWO_PLAYER_GAME, setup, number)
        session.play(session.rules.legal_actions(session.state)[0])
        folder = autosave_folder(TWO_PLAYER_GAME)
        folder.mkdir(parents=True, exist_ok=True)
        save_session(session, folder / f"2026030{number + 1}-101500.json")
    launcher.refresh()
    assert not tile.resume_button.isHidden() and tile.all_button.text().startswith("3 unfinished game")


def test_a_rejoin_offer_names_the_players_as_plain_text(launcher):
    assert launcher.rejoin_button.isHidden()
    launcher.offer_rejoin("<b>Anna</b> & Ben")
    assert not launcher.rejoin_button.isHidden()
    assert launcher.rejoin_button.text() == "Rejoin the table with <b>Anna</b> && Ben"  # "&" is no mnemonic
    launcher.offer_rejoin(None)
    assert launcher.rejoin_button.isHidden()
