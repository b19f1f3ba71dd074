"""Reasons a table server gives, written by the client in its own words.

A server's `error` or `closed` carries a `Reason`: a code naming a sentence and the sentence's
named arguments (bugbox/net/protocol.py). The code is the sentence's key in bugbox's own
catalogues ("Network:There is no table with the code {code}."), so the client shows the
sentence from its own catalogue, translated into its player's language, and never a text the
network wrote: a server that sends `{a:>300000000}` or `{a.__class__.__mro__}` as a reason
gets the generic sentence, since no such sentence is bugbox's.

The catalogue is collected from the code, not listed by hand, so a refusal the server gains
is known at once: every `Message` and every sentence written in the functions of the server's
refusals (bugbox/server/refusals.py) and of the name rule (bugbox/net/names.py), in the
`Network` context, and the same of each networked game's rules module, in that game's
context (the rules' own refusals: "Roll at least four dice."). A sentence here is a string
of the code, on one line, with a space in it; the rest of a module's strings never match a
code a real server sends, and even if one did it would only be shown, never run.

Arguments are plain values, capped and cleaned (`plain`): at most `ARG_MAX` characters,
nothing a label cannot show honestly (controls, bidi overrides, zero-width characters).
"""

from __future__ import annotations

import importlib
import logging
import types
import unicodedata
from functools import cache
from typing import Any

from ..core.i18n import QT_TRANSLATE_NOOP, Message, msg
from . import protocol as wire

log = logging.getLogger(__name__)

CTX = "Network"
#: The longest argument shown, in characters (a table code is 8, a name 24).
ARG_MAX = 60
#: Characters a label cannot show honestly: controls, format characters (bidi, zero width),
#: surrogates, private use, unassigned, line and paragraph separators (as the name rule).
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
#: The modules whose sentences a server may name, in the `Network` context.
NETWORK_MODULES = ("bugbox.server.refusals", "bugbox.net.names")

UNKNOWN_REFUSAL = msg(
    CTX, QT_TRANSLATE_NOOP("Network", "The table server refused this for a reason this bugbox does not know.")
)
UNKNOWN_CLOSING = msg(CTX, QT_TRANSLATE_NOOP("Network", "The table has closed."))


def plain(value: str, limit: int = ARG_MAX) -> str:
    """`value` as a label may show it: hidden characters left out, at most `limit` characters."""
    shown = "".join(char for char in value[: limit * 4] if unicodedata.category(char) not in _HIDDEN)
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"


def render(reason: wire.Reason, fallback: Message = UNKNOWN_REFUSAL) -> Message:
    """The sentence `reason` names, as a `Message` of this bugbox's own catalogue with its
    arguments cleaned; `fallback` when the code names no sentence bugbox has."""
    return _render(reason, fallback, 0)


def _render(reason: wire.Reason, fallback: Message, depth: int) -> Message:
    known = catalogue().get(reason.code)
    if known is None:
        log.info("a reason this bugbox does not know: %r", plain(reason.code, 120))
        return fallback
    context, text = known
    args: dict[str, Any] = {}
    for key, value in reason.args.items():
        if isinstance(value, wire.Reason):
            args[key] = _render(value, fallback, depth + 1) if depth < wire.REASON_DEPTH else ""
        elif isinstance(value, str):
            args[key] = plain(value)
        elif value is None:
            args[key] = ""
        else:
            args[key] = value
    n = reason.n if "%n" in text or "%Ln" in text else -1
    return Message(context, text, args, n)


@cache
def catalogue() -> dict[str, tuple[str, str]]:
    """Every sentence a server may name: code -> (context, source text)."""
    found: dict[str, tuple[str, str]] = {}
    for name in NETWORK_MODULES:
        _collect(importlib.import_module(name), CTX, found)
    from ..core.registry import GAMES

    for spec in GAMES.values():
        if spec.max_players < 2 or spec.ai_module is None:
            continue  # not played at a table server (the server's `offered_games`)
        rules = spec.rules()
        _collect(rules, str(getattr(rules, "CTX", spec.translation_catalogue)), found)  # type: ignore[arg-type]
    return found


def _collect(module: types.ModuleType, context: str, found: dict[str, tuple[str, str]]) -> None:
    for value in vars(module).values():
        if isinstance(value, Message):
            found[f"{value.context}:{value.text}"] = (value.context, value.text)
        elif isinstance(value, types.FunctionType) and value.__module__ == module.__name__:
            for text in _sentences(value.__code__):
                found.setdefault(f"{context}:{text}", (context, text))


def _sentences(code: types.CodeType) -> set[str]:
    """The sentences written in a function (and the functions inside it)."""
    texts: set[str] = set()
    for constant in code.co_consts:
        if isinstance(constant, types.CodeType):
            texts |= _sentences(constant)
        elif isinstance(constant, str) and " " in constant and "\n" not in constant and len(constant) <= 400:
            texts.add(constant)
    return texts
