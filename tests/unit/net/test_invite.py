"""Invites: what a host hands out is what a friend's bugbox reads back, out of whatever text
the friend pastes, and what cannot be an invite is refused in one sentence, never guessed."""

import pytest

from bugbox.net import invite as inv
from bugbox.net.invite import Invite, InviteRefused, format_invite, parse_invite

CODE = "K7QX2MBA"


def refusal(text: str) -> str:
    with pytest.raises(InviteRefused) as refused:
        parse_invite(text)
    return refused.value.reason.text


# --- round trips ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("host", "port", "scheme", "path", "text", "url"),
    [
        ("127.0.0.1", 8765, "bugbox", "/", "bugbox://127.0.0.1:8765/K7QX2MBA", "ws://127.0.0.1:8765/K7QX2MBA"),
        ("::1", 8765, "bugbox", "/", "bugbox://[::1]:8765/K7QX2MBA", "ws://[::1]:8765/K7QX2MBA"),
        (
            "Games.Example.ORG",
            80,
            "bugbox",
            "/",
            "bugbox://games.example.org:80/K7QX2MBA",
            "ws://games.example.org/K7QX2MBA",
        ),
        (
            "bugbox.example.org",
            443,
            "wss",
            "/",
            "wss://bugbox.example.org/K7QX2MBA",
            "wss://bugbox.example.org/K7QX2MBA",
        ),
        (
            "example.org",
            9000,
            "wss",
            "/games/",
            "wss://example.org:9000/games/K7QX2MBA",
            "wss://example.org:9000/games/K7QX2MBA",
        ),
        ("127.0.0.5", 80, "ws", "/", "ws://127.0.0.5/K7QX2MBA", "ws://127.0.0.5/K7QX2MBA"),
        ("fe80::1:2", 8765, "bugbox", "/", "bugbox://[fe80::1:2]:8765/K7QX2MBA", "ws://[fe80::1:2]:8765/K7QX2MBA"),
    ],
)
def test_an_invite_reads_back_as_it_was_written(host, port, scheme, path, text, url):
    written = format_invite(host, port, CODE, scheme=scheme, path=path)
    assert written == text
    read = parse_invite(written)
    assert read.text() == str(read) == written
    assert read.url == url
    assert read.code == CODE and read.port == port and read.scheme == scheme and read.path == path
    assert read.tls == (scheme == "wss")


def test_the_bugbox_scheme_names_its_port_and_defaults_to_the_servers():
    assert parse_invite(f"bugbox://127.0.0.1/{CODE}").port == inv.DEFAULT_PORT
    assert parse_invite(f"wss://example.org/{CODE}").port == 443
    assert parse_invite(f"ws://example.org/{CODE}").port == 80
    assert Invite("127.0.0.1", inv.DEFAULT_PORT, CODE).text() == f"bugbox://127.0.0.1:8765/{CODE}"


def test_a_code_typed_in_small_letters_is_the_same_code():
    assert parse_invite("BUGBOX://Host.Local:8765/k7qx2mba").code == CODE
    assert parse_invite("BUGBOX://Host.Local:8765/k7qx2mba").host == "host.local"


# --- pasted text ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        f"bugbox://127.0.0.1:8765/{CODE}",
        f"  bugbox://127.0.0.1:8765/{CODE}\n",
        f"Anna: come and play! bugbox://127.0.0.1:8765/{CODE}",
        f"[21:04] <anna> join me at bugbox://127.0.0.1:8765/{CODE}.",
        f"Here it is (bugbox://127.0.0.1:8765/{CODE}), see you!",
        f"“bugbox://127.0.0.1:8765/{CODE}”",
        f"'bugbox://127.0.0.1:8765/{CODE}'?!",
        f"<bugbox://127.0.0.1:8765/{CODE}>",
        f"[the table](bugbox://127.0.0.1:8765/{CODE})",
        f"*bugbox://127.0.0.1:8765/{CODE}*",
        f"bugbox://127.0.0.1:8765/{CODE}/",
        f"招待はbugbox://127.0.0.1:8765/{CODE}です。",
        f"テーブルを開いたよ：bugbox://127.0.0.1:8765/{CODE}、待ってるね！",
        f"「bugbox://127.0.0.1:8765/{CODE}」に来てね",
        f"Einladung: bugbox://127.0.0.1:8765/{CODE}; bis gleich.",
    ],
)
def test_an_invite_is_found_in_a_pasted_line(text):
    assert parse_invite(text) == Invite("127.0.0.1", 8765, CODE)


def test_an_ipv6_invite_keeps_its_closing_bracket_before_a_full_stop():
    assert parse_invite(f"join bugbox://[2001:db8::7]:8765/{CODE}.").host == "2001:db8::7"
    assert refusal("bugbox://[2001:db8::7].") == inv.NO_CODE.text


def test_the_first_usable_invite_of_several_is_taken():
    text = f"old: bugbox://127.0.0.1:8765/SHORT new: bugbox://127.0.0.2:8765/{CODE}"
    assert parse_invite(text).host == "127.0.0.2"


def test_a_scheme_glued_to_a_word_is_no_invite():
    assert refusal(f"xbugbox://127.0.0.1:8765/{CODE}") == inv.NO_INVITE.text
    assert refusal(f"http://127.0.0.1:8765/{CODE}") == inv.NO_INVITE.text


# --- refusals ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("", inv.NO_INVITE),
        ("see you at the table tonight", inv.NO_INVITE),
        (f"bugbox://anna@127.0.0.1:8765/{CODE}", inv.CREDENTIALS),
        (f"bugbox://anna:secret@127.0.0.1:8765/{CODE}", inv.CREDENTIALS),
        (f"bugbox://trusted.example.org@evil.example.net/{CODE}", inv.CREDENTIALS),
        (f"bugbox://trusted.example.org:8765@evil.example.net/{CODE}", inv.CREDENTIALS),
        (f"bugbox://%31%39%32.168.1.20:8765/{CODE}", inv.BAD_ADDRESS),
        ("bugbox://127.0.0.1:8765/%4B7QX2MBA", inv.EXTRA),
        (f"wss://example.org/%2e%2e/{CODE}", inv.EXTRA),
        (f"wss://example.org/../{CODE}", inv.EXTRA),
        (f"bugbox://127.0.0.1:8765/games/{CODE}", inv.EXTRA),
        (f"bugbox://127.0.0.1:8765/{CODE}?next=evil", inv.EXTRA),
        (f"bugbox://127.0.0.1:8765/{CODE}#top", inv.EXTRA),
        (f"bugbox://[fe80::1%25eth0]:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://fe80::1:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://[::1/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://0.0.0.0:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://224.0.0.251:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://255.255.255.255:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://192.168.1.256:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://192.168.01.20:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://3232235796:8765/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://-evil.example.org/{CODE}", inv.BAD_ADDRESS),
        (f"bugbox:///{CODE}", inv.BAD_ADDRESS),
        (f"bugbox://127.0.0.1:0/{CODE}", inv.BAD_PORT),
        (f"bugbox://127.0.0.1:65536/{CODE}", inv.BAD_PORT),
        (f"bugbox://127.0.0.1:/{CODE}", inv.BAD_PORT),
        (f"bugbox://127.0.0.1:87a5/{CODE}", inv.BAD_PORT),
        (f"bugbox://127.0.0.1:+8765/{CODE}", inv.BAD_PORT),
        ("bugbox://127.0.0.1:8765", inv.NO_CODE),
        ("bugbox://127.0.0.1:8765/", inv.NO_CODE),
        ("bugbox://127.0.0.1:8765/K7QX2MB", inv.BAD_CODE),
        ("bugbox://127.0.0.1:8765/K7QX2MBAA", inv.BAD_CODE),
        ("bugbox://127.0.0.1:8765/K7QX2MB1", inv.BAD_CODE),
        ("bugbox://127.0.0.1:8765/K7QX2MB8", inv.BAD_CODE),
        # a wrong first invite is what the player hears about, not "there is none"
        ("bugbox://127.0.0.1:8765/K7QX2MB, thanks", inv.BAD_CODE),
    ],
)
def test_what_cannot_be_an_invite_is_refused_with_its_sentence(text, reason):
    assert refusal(text) == reason.text


def test_a_refusal_is_one_sentence_for_the_player():
    with pytest.raises(InviteRefused) as refused:
        parse_invite("nothing here")
    reason = refused.value.reason
    assert reason.context == "Network"
    assert (
        str(refused.value)
        == reason.english()
        == ("This text holds no invite; an invite looks like bugbox://192.168.1.20:8765/K7QX2MBA.")
    )
    assert isinstance(refused.value, ValueError)


def test_letters_that_become_ascii_in_capitals_are_no_code():
    # "ı".upper() == "I" and "ſ".upper() == "S": a code that looks right only after upper()
    for code in ("K7QX2MBı", "K7QX2MBſ"):
        with pytest.raises(InviteRefused) as refused:
            format_invite("127.0.0.1", 8765, code)
        assert refused.value.reason == inv.BAD_CODE


def test_format_invite_refuses_what_no_friend_could_read():
    for host, port, code in [
        ("0.0.0.0", 8765, CODE),
        ("127.0.0.1", 0, CODE),
        ("127.0.0.1", True, CODE),
        ("127.0.0.1", 8765, "K7QX2MB"),
        ("anna@127.0.0.1", 8765, CODE),
    ]:
        with pytest.raises(InviteRefused):
            format_invite(host, port, code)
    with pytest.raises(InviteRefused):
        format_invite("127.0.0.1", 8765, CODE, path="/games/")  # bugbox:// has no path
    with pytest.raises(ValueError):
        format_invite("127.0.0.1", 8765, CODE, scheme="http")  # type: ignore[arg-type]


# --- hostile sizes -------------------------------------------------------------------------


def test_a_huge_text_is_refused_before_it_is_searched():
    assert refusal("a" * (inv.MAX_TEXT + 1)) == inv.TOO_LONG.text
    assert refusal(f"bugbox://127.0.0.1:8765/{CODE} " + " " * inv.MAX_TEXT) == inv.TOO_LONG.text


def test_a_huge_invite_is_refused_as_too_long():
    assert refusal("bugbox://" + "a" * (inv.MAX_TEXT - 20)) == inv.TOO_LONG.text
    assert refusal("bugbox://[::1]" + "]" * (inv.MAX_TEXT - 20)) == inv.TOO_LONG.text
    assert refusal(f"wss://example.org/{'a/' * 300}{CODE}") == inv.TOO_LONG.text
    assert refusal(f"wss://example.org/{'a/' * 150}{CODE}") == inv.EXTRA.text


def test_only_the_first_candidates_of_a_text_are_tried():
    junk = "bugbox://x/1 " * inv.MAX_CANDIDATES
    assert refusal(junk + f"bugbox://127.0.0.1:8765/{CODE}") == inv.BAD_CODE.text
    assert parse_invite(junk[: -len("bugbox://x/1 ")] + f"bugbox://127.0.0.1:8765/{CODE}").code == CODE


def test_a_long_path_behind_a_web_server_has_a_limit():
    path = "/" + "a" * (inv.MAX_PATH) + "/"
    with pytest.raises(InviteRefused) as refused:
        format_invite("example.org", 443, CODE, scheme="wss", path=path)
    assert refused.value.reason == inv.EXTRA
