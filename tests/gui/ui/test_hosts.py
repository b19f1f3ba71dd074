"""One host for every running game (issue 37): the window keeps one collection of hosts and
asks through it before a game is left; its helpers see narrow parts of it, never the window."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import bugbox
from bugbox.core.players import Seat, Setup
from bugbox.core.session import Session
from bugbox.ui import plaintext
from bugbox.ui.hosts import GameHost

UI = Path(bugbox.__file__).parent / "ui"


def a_game(moves: int = 1) -> Session:
    session = Session("verflixxt", Setup(seats=(Seat(name="Anna", colour="red"), Seat(name="Ben", colour="blue"))), 7)
    for _ in range(moves):
        session.play(session.rules.legal_actions(session.state)[0])
    return session


def test_a_game_played_here_is_a_host_in_the_one_collection(make_window):
    window = make_window()
    window.start_session(a_game())
    host = window.hosts.get("verflixxt")
    assert isinstance(host, GameHost) and not host.across_computers
    assert window.current_host() is host and window.controllers == {"verflixxt": host}
    assert list(window.hosts) == [host]
    assert window.act_save.isEnabled() and not window.act_invite.isVisible()


def test_leaving_asks_the_host_and_quitting_a_game_here_asks_nothing(make_window, monkeypatch):
    asked: list[str] = []

    def no(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(plaintext, "ask", no)
    window = make_window(confirm_abandon=True)
    window.start_session(a_game())
    window.back_to_launcher()
    assert asked == [
        "Your game with Anna and Ben stays with the unfinished games in the launcher; you can finish it later. "
        "Leave it now?"
    ]
    assert not window.showing_launcher()
    assert window.hosts.may_quit() and len(asked) == 1  # its autosave keeps it for the next start


def test_a_game_with_no_move_or_the_same_autosave_is_left_without_a_question(make_window, monkeypatch):
    monkeypatch.setattr(plaintext, "ask", lambda *args, **kwargs: QMessageBox.StandardButton.No)
    window = make_window(confirm_abandon=True)
    window.start_session(a_game(moves=0))
    assert window.hosts.may_leave("verflixxt")
    window.start_session(a_game())
    assert window.hosts.may_leave("verflixxt", window.autosave_of("verflixxt"))
    assert not window.hosts.may_leave("verflixxt")


def test_no_module_of_the_ui_imports_the_main_window_and_it_stays_small():
    """The window's helpers take narrow interfaces (Protocols), so nothing under ui/ needs the
    window's module, not even for type checking; and the window only wires (under 450 lines)."""
    importers = []
    for path in UI.rglob("*.py"):
        if path.name == "mainwindow.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [alias.name for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            if any(name.split(".")[-1] == "mainwindow" for name in names):
                importers.append(str(path.relative_to(UI)))
    assert importers == []
    assert len((UI / "mainwindow.py").read_text(encoding="utf-8").splitlines()) < 450
