"""Invites: the line a host sends a friend so that the friend's bugbox finds the table.

    bugbox://192.168.1.20:8765/K7QX2MBA        a table on the home network (plain WebSocket)
    wss://bugbox.example.org/K7QX2MBA          a table on a server on the internet (TLS)

An invite is an address (an IPv4 address, an IPv6 address in brackets or a host name), a
port and the table's code. `bugbox://` means the table server's own WebSocket without TLS
and its port defaults to the server's (8765); `ws://` and `wss://` are the plain WebSocket
URLs of a server elsewhere, where a web server in front may also put the table under a path
(`wss://example.org/games/K7QX2MBA`). Connecting means opening `Invite.url`, the WebSocket
URL with the code as its last path segment (the server ignores the path; a balancer may
route on it).

`parse_invite` reads an invite out of whatever a person pastes: a chat line around it,
trailing punctuation, a Japanese sentence without spaces. What it cannot read it refuses
with one sentence for the player (`InviteRefused.reason`); it never guesses, never follows
percent-escapes or user names (`bugbox://trusted.org@elsewhere.net/...` is refused: the
text a person reads must be the computer bugbox talks to), and reads at most a few pages of
text in a time linear in its length.
"""

from __future__ import annotations

import ipaddress
import re
from dataclasses import dataclass
from typing import Literal

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg

CTX = "Network"
Scheme = Literal["bugbox", "ws", "wss"]

#: The port of `bugbox serve` (and of a table hosted in the app) unless told otherwise.
DEFAULT_PORT = 8765
#: Each scheme's port when the invite names none.
DEFAULT_PORTS: dict[str, int] = {"bugbox": DEFAULT_PORT, "ws": 80, "wss": 443}
_SCHEMES: dict[str, Scheme] = {"bugbox": "bugbox", "ws": "ws", "wss": "wss"}
#: The longest text searched for an invite: a long chat message, not a whole log.
MAX_TEXT = 10_000
#: The longest invite: a host name (253), a port, a path (`MAX_PATH`) and a code fit well within.
MAX_INVITE = 512
#: How many URL-like pieces of one text are tried before giving up.
MAX_CANDIDATES = 20
#: The longest path before the code (`ws://` and `wss://` only).
MAX_PATH = 200
#: What an invite looks like, for the sentence that says there is none.
EXAMPLE = "bugbox://192.168.1.20:8765/K7QX2MBA"

_CODE = re.compile(r"[A-Z2-7]{8}")
_LABEL = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?")
_SEGMENT = re.compile(r"[A-Za-z0-9._~-]+")
# An invite inside other text: a scheme not glued to a word of Latin letters before it (so
# "xbugbox://" is no invite, "招待はbugbox://" is), then the characters a URL may hold (ASCII
# only: a Japanese full stop or a space ends it).
_FIND = re.compile(r"(?<![A-Za-z0-9+.-])(bugbox|wss?)://[A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=%]*", re.IGNORECASE)
# What a sentence puts after a link and is no part of it.
_TRAILING = ".,;:!?'\")]}*_"


class InviteRefused(ValueError):
    """Text that holds no usable invite; `reason` says why in one sentence for the player."""

    def __init__(self, reason: Message):
        self.reason = reason
        super().__init__(reason.english())


NO_INVITE = msg(
    CTX, QT_TRANSLATE_NOOP("Network", "This text holds no invite; an invite looks like {example}."), example=EXAMPLE
)
TOO_LONG = msg(CTX, QT_TRANSLATE_NOOP("Network", "This text is too long to be an invite."))
CREDENTIALS = msg(CTX, QT_TRANSLATE_NOOP("Network", "An invite cannot hold a user name or a password."))
BAD_ADDRESS = msg(CTX, QT_TRANSLATE_NOOP("Network", "The invite does not name a computer by a valid address or name."))
BAD_PORT = msg(CTX, QT_TRANSLATE_NOOP("Network", "The port in the invite must be a number from 1 to 65535."))
NO_CODE = msg(CTX, QT_TRANSLATE_NOOP("Network", "The invite ends without a table code."))
BAD_CODE = msg(
    CTX, QT_TRANSLATE_NOOP("Network", "A table code has 8 characters: the letters A to Z and the digits 2 to 7.")
)
EXTRA = msg(CTX, QT_TRANSLATE_NOOP("Network", "The invite holds more than an address and a table code."))


@dataclass(frozen=True)
class Invite:
    """A table to join: where its server is and its code, as read from an invite.

    `host` is an IPv4 address, an IPv6 address (without brackets, in its short form) or a
    host name in lower case; `path` is what comes before the code, "/" but for a server
    behind a web server that puts bugbox under a path of its own.
    """

    host: str
    port: int
    code: str
    scheme: Scheme = "bugbox"
    path: str = "/"

    @property
    def tls(self) -> bool:
        """Whether the connection is encrypted (`wss://`)."""
        return self.scheme == "wss"

    @property
    def url(self) -> str:
        """The WebSocket URL to connect to (`bugbox://` is a plain `ws://`)."""
        websocket = "wss" if self.tls else "ws"
        shown = None if self.port == DEFAULT_PORTS[websocket] else self.port
        return f"{websocket}://{_authority(self.host, shown)}{self.path}{self.code}"

    def text(self) -> str:
        """The invite as a person pastes it (`format_invite`)."""
        return format_invite(self.host, self.port, self.code, scheme=self.scheme, path=self.path)

    def __str__(self) -> str:
        return self.text()


def format_invite(host: str, port: int, code: str, *, scheme: Scheme = "bugbox", path: str = "/") -> str:
    """The invite for a table: `bugbox://192.168.1.20:8765/K7QX2MBA`, `wss://example.org/K7QX2MBA`.

    The host is written the way `parse_invite` reads it back (IPv6 in brackets, names in lower
    case); `bugbox://` always names its port, `ws://` and `wss://` leave out 80 and 443.
    Raises `InviteRefused` for what no invite can hold (a made-up address, port 0, a code that
    is no code), so a host never hands out an invite its friend's bugbox would refuse.
    """
    if scheme not in _SCHEMES:
        raise ValueError(f"no invite scheme {scheme!r}")
    host = _host(host)
    if not _port_ok(port):
        raise InviteRefused(BAD_PORT)
    code = _code(code)
    path = _path(path, scheme)
    shown = None if scheme != "bugbox" and port == DEFAULT_PORTS[scheme] else port
    return f"{scheme}://{_authority(host, shown)}{path}{code}"


def parse_invite(text: str) -> Invite:
    """The first invite in `text` (a pasted chat line, a sentence, the bare invite).

    Raises `InviteRefused` with the reason for the first URL-like piece when none of them is a
    usable invite, or `NO_INVITE` when the text holds none at all.
    """
    if len(text) > MAX_TEXT:
        raise InviteRefused(TOO_LONG)
    first: InviteRefused | None = None
    for number, found in enumerate(_FIND.finditer(text)):
        if number >= MAX_CANDIDATES:
            break
        try:
            return _read(found.group(0))
        except InviteRefused as refused:
            first = first or refused
    raise first or InviteRefused(NO_INVITE)


# --- inside --------------------------------------------------------------------------------


def _read(candidate: str) -> Invite:
    """One URL-like piece of text as an invite, or `InviteRefused`."""
    if len(candidate) > MAX_INVITE:
        raise InviteRefused(TOO_LONG)
    candidate = _without_trailing(candidate)
    scheme_text, rest = candidate.split("://", 1)
    scheme = _SCHEMES[scheme_text.lower()]
    cut = min((rest.index(stop) for stop in "/?#" if stop in rest), default=len(rest))
    authority, remainder = rest[:cut], rest[cut:]
    if "@" in authority:
        raise InviteRefused(CREDENTIALS)
    host_text, port_text = _split_authority(authority)
    host = _host(host_text)
    port = DEFAULT_PORTS[scheme] if port_text is None else _port_number(port_text)
    if "?" in remainder or "#" in remainder or "%" in remainder:
        raise InviteRefused(EXTRA)
    if remainder.endswith("/"):  # a trailing slash after the code
        remainder = remainder[:-1]
    if not remainder.strip("/"):
        raise InviteRefused(NO_CODE)
    path, _slash, code_text = remainder.rpartition("/")
    path = _path(path + "/", scheme)
    return Invite(host=host, port=port, code=_code(code_text), scheme=scheme, path=path)


def _without_trailing(candidate: str) -> str:
    """The candidate without what a sentence put after it (a full stop, a closing bracket),
    but with the `]` that closes an IPv6 address (`bugbox://[::1]`)."""
    opened = candidate.count("[") - candidate.count("]")
    end = len(candidate)
    while candidate[end - 1] in _TRAILING:
        if candidate[end - 1] == "]":
            if opened >= 0:
                break
            opened += 1
        end -= 1
    return candidate[:end]


def _split_authority(authority: str) -> tuple[str, str | None]:
    """The host and the port text (None when there is none) of `host:port` or `[v6]:port`."""
    if authority.startswith("["):
        end = authority.find("]")
        if end < 0:
            raise InviteRefused(BAD_ADDRESS)
        host, after = authority[: end + 1], authority[end + 1 :]
        if not after:
            return host, None
        if not after.startswith(":"):
            raise InviteRefused(BAD_ADDRESS)
        return host, after[1:]
    if authority.count(":") > 1:  # an IPv6 address without its brackets
        raise InviteRefused(BAD_ADDRESS)
    host, colon, port = authority.partition(":")
    return host, port if colon else None


def _host(text: str) -> str:
    """The host in its one written form: an IPv4 address, an IPv6 address or a host name."""
    if text.startswith("[") and text.endswith("]"):
        return _address(text[1:-1], version=6)
    if ":" in text:  # an IPv6 address as format_invite is given it
        return _address(text, version=6)
    name = text.lower().removesuffix(".")
    labels = name.split(".")
    if labels[-1].isascii() and labels[-1].isdigit():  # 192.168.1.20, or a number no name ends with
        return _address(name, version=4)
    if not 1 <= len(name) <= 253 or not all(_LABEL.fullmatch(label) for label in labels):
        raise InviteRefused(BAD_ADDRESS)
    return name


def _address(text: str, version: int) -> str:
    """A literal address that names one computer (not 0.0.0.0, not a multicast group)."""
    try:
        address: ipaddress.IPv4Address | ipaddress.IPv6Address = (
            ipaddress.IPv4Address(text) if version == 4 else ipaddress.IPv6Address(text)
        )
    except ValueError:
        raise InviteRefused(BAD_ADDRESS)
    if isinstance(address, ipaddress.IPv6Address) and address.scope_id is not None:
        raise InviteRefused(BAD_ADDRESS)  # fe80::1%eth0: the zone means nothing on the friend's computer
    if address.is_unspecified or address.is_multicast or address == ipaddress.IPv4Address("255.255.255.255"):
        raise InviteRefused(BAD_ADDRESS)
    return str(address)


def _port_number(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) <= 5):
        raise InviteRefused(BAD_PORT)
    port = int(text)
    if not _port_ok(port):
        raise InviteRefused(BAD_PORT)
    return port


def _port_ok(port: int) -> bool:
    return isinstance(port, int) and not isinstance(port, bool) and 1 <= port <= 65535


def _code(text: str) -> str:
    """The code in capitals (a friend may type it in small letters); ASCII checked first, as
    `"ı".upper()` is "I" and `"ſ".upper()` is "S"."""
    if not (text.isascii() and _CODE.fullmatch(text.upper())):
        raise InviteRefused(BAD_CODE)
    return text.upper()


def _path(path: str, scheme: str) -> str:
    """The path before the code: "/" for `bugbox://`; plain segments for `ws://` and `wss://`."""
    if path == "/":
        return path
    segments = path.strip("/").split("/")
    if (
        scheme == "bugbox"
        or not path.startswith("/")
        or not path.endswith("/")
        or len(path) > MAX_PATH
        or not all(_SEGMENT.fullmatch(segment) and segment not in {".", ".."} for segment in segments)
    ):
        raise InviteRefused(EXTRA)
    return path


def _authority(host: str, shown_port: int | None) -> str:
    """`host:port` (the port left out when None), an IPv6 address in brackets."""
    written = f"[{host}]" if ":" in host else host
    return written if shown_port is None else f"{written}:{shown_port}"
