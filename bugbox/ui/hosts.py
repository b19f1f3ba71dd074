"""Who owns each running game on a table: one interface for a game played here and one played
across computers, and the window's one collection of them.

A game on a page has a host: the `GameController` (ui/controller.py) for a game played at this
computer, a `TableHost` (below) for a game at a table server. Whatever leaves a game (Quit,
closing the window, Game > New, Join a table…, Back to the games, a file opened) asks the
`Hosts` collection, which asks the game's host what leaving would cost, puts that to the
player in one question (or, with "Ask before abandoning" off, in the notice bar), and lets
the host let go of its game. So a game across computers is asked about exactly like a game
here, and the window never branches on which kind it holds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from .i18n import translate

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from .flow.turns import TurnFlow
    from .net.remote import RemoteGame


@runtime_checkable
class GameHost(Protocol):
    """The owner of one running game (see the module docstring)."""

    @property
    def game_id(self) -> str: ...

    @property
    def flow(self) -> TurnFlow | None: ...

    @property
    def across_computers(self) -> bool:
        """Played at a table server: no autosave, Save or Undo here; the server keeps it."""
        ...

    def leaving_sentence(self, replacement: Path | None = None) -> str | None:
        """What becomes of the game when it is left for another (None: nothing is lost, so
        nobody is asked); `replacement`: the autosave about to be opened."""
        ...

    def quitting_sentence(self) -> str | None:
        """What becomes of the game when bugbox ends (None: nothing is lost)."""
        ...

    def let_go(self, replaced: bool = False, successor: Path | None = None) -> None:
        """The game leaves its table: another game takes the page (`successor`: its
        autosave), or the player left it."""
        ...

    def at_close(self) -> None:
        """The window closes: keep what is to be kept."""
        ...

    def saves(self) -> bool:
        """Whether Game > Save applies (a game played here)."""
        ...

    def autosave(self) -> Path | None:
        """The game's own autosave (None: none, or a game kept by a table server)."""
        ...


class TableHost:
    """A game at a table server as a `GameHost`: the remote game (ui/net/remote.py) and the
    part of network play that connects to it (`leave_table` drops the connection, the seats
    kept for a rejoin)."""

    across_computers = True

    def __init__(self, remote: RemoteGame, leave_table: Callable[[], None], hosted_here: Callable[[], bool]):
        self.remote = remote
        self._leave_table = leave_table
        self._hosted_here = hosted_here

    @property
    def game_id(self) -> str:
        return self.remote.game_id or ""

    @property
    def flow(self) -> TurnFlow | None:
        return self.remote.flow

    def _running(self) -> bool:
        """A game under way, or a lobby where somebody from another computer has sat down
        (they would be left waiting at a table nobody comes back to)."""
        flow = self.remote.flow
        if flow is None:
            return bool(self.remote.tokens) and any(
                s.player == "person" and s.seat not in self.remote.tokens for s in self.remote.seats
            )
        return not flow.is_over() and not flow.read_only

    def _others(self) -> str:
        from .net.play import names_text

        return names_text([s.name or "" for s in self.remote.seats if s.seat not in self.remote.tokens])

    def leaving_sentence(self, replacement: Path | None = None) -> str | None:
        if not self._running():
            return None
        return translate(
            "Network", "Your game with {names} waits for you at the table; the launcher offers to rejoin it."
        ).format(names=self._others())

    def quitting_sentence(self) -> str | None:
        if not self._running():
            return None
        if self._hosted_here():
            return translate(
                "Network",
                "Your table with {names} closes when bugbox ends; it comes back when you start bugbox again.",
            ).format(names=self._others())
        return self.leaving_sentence()

    def let_go(self, replaced: bool = False, successor: Path | None = None) -> None:
        self._leave_table()

    def at_close(self) -> None:
        """Network play closes the connection and the server here itself (NetworkPlay.close)."""

    def saves(self) -> bool:
        return False

    def autosave(self) -> Path | None:
        return None


class Hosts:
    """The window's one collection of running games, one per game's page, and the one place
    that asks before any of them is left. `tell` says a sentence in the notice bar; `parent`
    is the window the question belongs to; `asks` says whether the player wants to be asked
    ("Ask before abandoning" in the settings)."""

    def __init__(self, parent: QWidget, tell: Callable[[str], None], asks: Callable[[], bool]):
        self._hosts: dict[str, GameHost] = {}
        #: The network table whose lobby is open (no game page yet), if any (ui/net/play.py).
        self.lobby: Callable[[], GameHost | None] = lambda: None
        self._parent = parent
        self._tell = tell
        self._asks = asks

    def __iter__(self) -> Iterator[GameHost]:
        return iter(list(self._hosts.values()))

    def get(self, game_id: str | None) -> GameHost | None:
        return self._hosts.get(game_id) if game_id is not None else None

    def put(self, host: GameHost) -> GameHost | None:
        """`host` takes its game's page; the host it replaces is returned (not let go yet)."""
        old = self._hosts.get(host.game_id)
        self._hosts[host.game_id] = host
        return old

    def pop(self, game_id: str) -> GameHost | None:
        return self._hosts.pop(game_id, None)

    def drop(self, host: GameHost) -> None:
        """Forget `host` if it still holds its page (its game ended elsewhere)."""
        if self._hosts.get(host.game_id) is host:
            del self._hosts[host.game_id]

    def across_computers(self) -> list[GameHost]:
        return [host for host in self._hosts.values() if host.across_computers]

    def _in_lobby(self) -> list[GameHost]:
        lobby = self.lobby()
        return [lobby] if lobby is not None else []

    def may_leave(self, game_id: str | None, replacement: Path | None = None) -> bool:
        """Before `game_id`'s game is left for another: asked (or told) what becomes of it,
        only when something would be lost: never for a finished game or one with no move
        played yet, nor when `replacement` (the autosave Continue opens) is that very game."""
        host = self.get(game_id)
        flow = host.flow if host is not None else None
        if host is None or flow is None or flow.is_over() or not flow.session.actions:
            return True
        return self._ask(host.leaving_sentence(replacement))

    def may_leave_tables(self) -> bool:
        """Before another table is hosted or joined (one network table at a time)."""
        return all(self.may_leave(host.game_id) for host in self.across_computers()) and all(
            self._ask(host.leaving_sentence()) for host in self._in_lobby()
        )

    def may_quit(self) -> bool:
        """Before bugbox ends: a game across computers is asked about (a game here keeps its
        autosave and is continued at the next start, so it asks nothing)."""
        sentences = [s for host in self.across_computers() + self._in_lobby() if (s := host.quitting_sentence())]
        return self._ask(" ".join(sentences) if sentences else None, quitting=True)

    def _ask(self, sentence: str | None, quitting: bool = False) -> bool:
        if sentence is None:
            return True
        if not self._asks():
            self._tell(sentence)
            return True
        from PySide6.QtWidgets import QMessageBox

        from . import plaintext  # the sentence names players: plain text (ui/plaintext.py)

        if quitting:
            title = translate("MainWindow", "Quit bugbox?")
            text = translate("MainWindow", "{kept} Quit now?").format(kept=sentence)
        else:
            title = translate("MainWindow", "Leave this game?")
            text = translate("MainWindow", "{kept} Leave it now?").format(kept=sentence)
        return plaintext.ask(self._parent, title, text) == QMessageBox.StandardButton.Yes
