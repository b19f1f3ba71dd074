"""Where a table went: the places a guest looks for its table when the old address is silent.

A host's bugbox serves its tables itself. When the host quits and starts again, the table
keeps its code and its store, but not always its address: the usual port may be taken (the
server then listens on another), or the computer has a new address on the home network. The
guest's link (link.py) would try the old address forever. So, while it is away from the
table, it also asks here where the table's code is now:

- on the home network: the host advertises its table while the game runs (discovery.py),
  with the address and port it listens on now;
- at the table server named in Settings, where a table may have been opened.

A place found is not believed because it names the code: the link first watches the table
there (no secret sent) and checks that it is the same game with the same people
(`same_table`), and only then rejoins with the seat's token, which a stranger's server could
otherwise collect. Qt-free; `places` blocks for at most its `seconds` (the link runs it in a
thread of its own).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...net import protocol as wire
from ...net.invite import format_invite, parse_invite

#: How long one look around the home network lasts at most, in seconds (an advert is
#: answered within about a second; this bounds a look when nothing answers).
LAN_SECONDS = 3.0
#: How long a look goes on once the code was heard, for other adverts of the same code.
MORE_SECONDS = 1.0
#: Places of one code kept from one look at most (a device may announce without end).
MAX_PLACES = 16


@dataclass(frozen=True)
class Search:
    """How a guest looks for its table: on the home network (`lan`, on `interfaces`; None: all)
    and at the server named in Settings (`server_address`, "" for none)."""

    lan: bool = True
    interfaces: Sequence[str] | None = None
    server_address: str = ""
    seconds: float = LAN_SECONDS

    def places(self, code: str) -> list[str]:
        """The WebSocket URLs where a table with `code` may be now, likeliest first."""
        urls = self._on_lan(code) if self.lan else []
        if self.server_address.strip():
            from .hosting import server_place

            try:
                urls.append(server_place(self.server_address).url)
            except ValueError:  # no server named there: nothing to try
                pass
        return list(dict.fromkeys(urls))

    def _on_lan(self, code: str) -> list[str]:
        """Every advert of `code` heard within `seconds` (a moment more once one is heard): any
        device may advertise any code, even under the table's own service name, so neither the
        first answer nor the finder's latest list is taken for the only place; every answer
        heard is (a stranger's advert heard first would otherwise hide the table for good)."""
        from ...net.discovery import find_adverts

        found = find_adverts(code, self.seconds, self.interfaces, settle=MORE_SECONDS, most=MAX_PLACES)
        return [_url(address, t.port, code) for t in found for address in t.addresses or (t.address,)]


def _url(address: str, port: int, code: str) -> str:
    """The WebSocket URL of a server at `address`:`port`, read the way an invite is."""
    return parse_invite(format_invite(address, port, code)).url.removesuffix(code)


def same_table(table: wire.Table, code: str, game: str | None, names: Sequence[str]) -> bool:
    """Whether `table` (what a server found elsewhere shows a spectator) is the table this
    guest sat at: the same code and game, and the same people in the same seats (those this
    side knows by name)."""
    if table.code != code or (game is not None and table.game != game):
        return False
    if names and len(names) != len(table.seats):
        return False
    return all(not name or seat.name == name for name, seat in zip(names, table.seats, strict=False))


__all__ = ["LAN_SECONDS", "Search", "same_table"]
