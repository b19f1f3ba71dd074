"""Continuing unfinished games from the window: the newest autosave or a chosen one, a damaged
autosave explained and kept aside (never lost), the game on the table at the last close
continued at the next start, and the sentence that says where a game left behind stays."""

from bugbox.core import registry
from bugbox.core.players import Seat, Setup
from bugbox.core.saves import save_session
from bugbox.core.session import Session
from bugbox.paths import autosave_folder

GAME = next(g for g in registry.GAMES if registry.spec(g).max_players > 1)


def autosave(name: str, moves: int = 1, seed: int = 4):
    colours = registry.spec(GAME).seat_colours
    session = Session(
        GAME, Setup(seats=(Seat(name="Anna", colour=colours[0]), Seat(name="Ben", colour=colours[1]))), seed
    )
    for _ in range(moves):
        session.play(session.rules.legal_actions(session.state)[0])
    path = autosave_folder(GAME) / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    save_session(session, path)
    return path, session


def test_the_newest_autosave_is_continued(make_window, qtbot):
    autosave("20260301-101500", moves=1)
    newest, session = autosave("20260302-101500", moves=2)
    window = make_window()
    window.continuing.resume(GAME)
    qtbot.waitUntil(lambda: window.current_controller() is not None)
    controller = window.current_controller()
    assert controller.autosaver.path == newest and controller.session.state == session.state


def test_a_damaged_autosave_is_explained_and_kept_aside(make_window):
    path = autosave_folder(GAME) / "20260301-101500.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json", encoding="utf-8")
    window = make_window(language="en")
    window.continuing.resume(GAME, path)
    assert window.current_controller() is None  # the launcher stays
    assert not path.exists()
    kept = [p for p in path.parent.iterdir() if p.name.startswith("20260301-101500")]
    assert len(kept) == 1 and kept[0].name in window.notice.text()


def test_the_game_on_the_table_at_the_last_close_is_continued(make_window, qtbot):
    path, session = autosave("20260301-101500", moves=3)
    window = make_window()
    window.continuing.restore_page(f"{GAME}/{path.stem}")
    qtbot.waitUntil(lambda: window.current_controller() is not None)
    assert window.current_controller().session.state == session.state


def test_a_page_of_an_unknown_game_or_a_gone_autosave_leaves_the_launcher(make_window):
    window = make_window()
    window.continuing.restore_page("no-such-game/20260301-101500")
    window.continuing.restore_page(f"{GAME}/20260301-101500")  # no such autosave
    assert window.current_controller() is None


def test_the_game_left_behind_is_named_by_its_players(make_window, qtbot):
    autosave("20260301-101500", moves=1)
    window = make_window(language="en")
    window.continuing.resume(GAME)
    qtbot.waitUntil(lambda: window.current_controller() is not None)
    sentence = window.current_host().leaving_sentence()
    assert "Anna" in sentence and "Ben" in sentence and "unfinished games" in sentence
