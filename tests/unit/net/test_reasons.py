"""Reasons a server gives are shown in bugbox's own words (bugbox/net/reasons.py): a code of
bugbox's catalogue with its own sentence, arguments as capped plain text, anything else the
generic sentence; and the catalogue picks up the server's refusals and the rules' own."""

from __future__ import annotations

from bugbox.core.i18n import msg
from bugbox.core.registry import GAMES
from bugbox.net import protocol as wire
from bugbox.net import reasons
from bugbox.server import refusals


def test_every_refusal_of_the_server_and_the_name_rule_is_in_the_catalogue():
    known = reasons.catalogue()
    for value in vars(refusals).values():
        if hasattr(value, "context") and hasattr(value, "text"):
            assert f"{value.context}:{value.text}" in known
    for made in (refusals.no_table("ABCDEFGH"), refusals.version(3, 2), refusals.flood(20.0)):
        assert wire.Reason.of(made).code in known
    assert "Network:A name needs 1 to {limit} characters." in known


def test_a_rules_refusal_of_each_networked_game_is_in_the_catalogue():
    networked = [spec for spec in GAMES.values() if spec.max_players > 1 and spec.ai_module is not None]
    known = reasons.catalogue()
    for spec in networked:
        context = spec.rules().CTX
        assert any(code.startswith(context + ":") for code in known), context


def test_a_known_code_is_shown_with_its_arguments_plain_and_capped():
    reason = wire.Reason.of(refusals.no_table("ABCDEFGH"))
    shown = reasons.render(reason.model_copy(update={"args": {"code": "A\u202eB\nC" + "x" * 500}}))
    assert shown.text == "There is no table with the code {code}."
    assert shown.args["code"].startswith("ABC") and len(shown.args["code"]) == reasons.ARG_MAX
    assert "\u202e" not in shown.english() and "\n" not in shown.english()


def test_an_unknown_code_or_a_format_spec_is_the_generic_sentence():
    for code in ("Network:{a:>300000000}", "Network:{a.__class__.__mro__}", "Verasselt:The moon is in the way."):
        shown = reasons.render(wire.Reason(code=code, args={"a": "x"}))
        assert shown == reasons.UNKNOWN_REFUSAL
    nested = wire.Reason.of(msg("Network", "{inner}", inner=refusals.GAME_OVER))
    assert reasons.render(nested) == reasons.UNKNOWN_REFUSAL  # "{inner}" is no sentence of bugbox's
