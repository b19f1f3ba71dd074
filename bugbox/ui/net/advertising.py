"""The hosted table on the home network: its advert follows the table (ui/net/play.py).

While a table hosted by this bugbox waits for players its advert names the open seats; once
the game runs it stays advertised as a game to watch, and so that a guest whose host came back
at another address finds the table's code again (follow.py). A finished game, or a table left,
is withdrawn. Without mDNS here (`DiscoveryUnavailable`, no multicast), nothing is advertised
and the invite still works.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .remote import RemoteGame

log = logging.getLogger(__name__)


class TableAdvert:
    """The advertiser of this bugbox's hosted table. `interfaces`: where the home network is
    told (None: every interface; tests: loopback); `lan` False: nothing is advertised."""

    def __init__(self, interfaces: list[str] | None = None, lan: bool = True):
        self.interfaces = interfaces
        self.lan = lan
        #: The name the advert gives the host (the first person seated here).
        self.host_name = ""
        self.advertiser: Any = None

    def follow(self, remote: RemoteGame, port: int) -> None:
        """Advertise `remote`'s table as it is now (waiting, playing), or withdraw it (over)."""
        if not self.lan or remote.table is None:
            return
        try:
            from ...net.discovery import Advert, Advertiser

            if self.advertiser is None:
                advertiser = Advertiser(self.interfaces)
                advertiser.start()
                self.advertiser = advertiser
            if not self.host_name:  # a table hosted again after a restart: the name of a seat held here
                self.host_name = next((s.name for s in remote.seats if s.seat in remote.tokens and s.name), "")
            over = remote.flow is not None and remote.flow.is_over()
            if remote.status in ("waiting", "playing") and not over:
                advert = Advert.from_table(remote.table, port, self.host_name or "?")
                self.advertiser.advertise(advert.seated(remote.seats))
            else:
                self.advertiser.withdraw(remote.table.code)
        except Exception as error:  # noqa: BLE001 - no mDNS here: the invite still works
            log.info("cannot advertise the table: %r", error)
            self.lan = False

    def withdraw(self, code: str | None) -> None:
        if self.advertiser is not None and code is not None:
            self.advertiser.withdraw(code)

    def stop(self) -> None:
        """Withdraw everything and stop (the window closes)."""
        advertiser, self.advertiser = self.advertiser, None
        if advertiser is not None:
            try:
                advertiser.stop()
            except Exception:
                log.exception("mDNS: stopping the advertiser")
