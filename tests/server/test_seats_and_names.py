"""Seat changes happen one at a time, names can be told apart, and moves carry nothing extra
(issue 38): two joins at the same moment, invisible and lookalike names, unknown fields in an
action."""

import asyncio

import pytest
from table_bots import next_of, run_with_server

from bugbox.net import protocol as wire
from bugbox.net.client import Refused
from bugbox.net.names import NameRefused, clean_name, same_name

OPEN = wire.SeatChoice(player="open")


async def refused(coroutine) -> Refused:
    with pytest.raises(Refused) as caught:
        await coroutine
    return caught.value


def test_two_joins_at_the_same_moment_start_the_game_once(tmp_path):
    async def body(lobby):
        starts = []
        for _ in range(10):
            ann = await lobby.connect()
            created, _ = await ann.create("verasselt", [OPEN, OPEN, OPEN], name="Ann")
            bob, cid = await lobby.connect(), await lobby.connect()
            await asyncio.gather(bob.join(created.code, "Bob"), cid.join(created.code, "Cid"))
            await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
            again = 0
            try:
                while True:
                    message = await ann.recv(0.3)
                    again += isinstance(message, wire.Table) and message.status == "playing"
            except TimeoutError:
                pass
            starts.append(1 + again)
            for client in (ann, bob, cid):
                await client.close()
        assert starts == [1] * 10
        return True

    assert run_with_server(tmp_path, body)


@pytest.mark.parametrize(
    "raw",
    [
        "\u3164",  # Hangul filler: a letter to Unicode, nothing on the screen
        "\u3164\u3164Ann",
        "\u2800",  # the empty braille cell
        "\u0301",  # a combining accent with nothing to sit on
        "\u0301Ann",
        "Ann \u0301",
        "a\u0308\u0308\u0308\u0308\u0308",  # marks piled above the line
        "...",  # no letter or digit
        "\u115f",
        "\uffa0",
    ],
)
def test_names_without_a_visible_letter_or_digit_are_refused(raw):
    with pytest.raises(NameRefused):
        clean_name(raw)


def test_names_that_look_alike_are_one_name():
    assert same_name("\u0410nn", "Ann")  # Cyrillic А
    assert same_name("B\u043eb", "Bob")  # Cyrillic о
    assert same_name("\u039f\u03bfps", "Oops")  # Greek Ο and ο
    assert same_name("Ｂｏｂ", "bob") and same_name("Ann  Lee", "ann lee")
    assert same_name("Ann1", "Annl") and same_name("B0b", "Bob")
    assert not same_name("Ann", "Anna") and not same_name("Zoë", "Zoe")
    assert clean_name("Zoë") == "Zoë" and clean_name("e\u0301") == "\u00e9"


def test_a_lookalike_or_invisible_name_is_refused_at_the_table(tmp_path):
    async def body(lobby):
        ann = await lobby.connect()
        created, _ = await ann.create("verasselt", [OPEN, OPEN, OPEN], name="Ann")
        eve = await lobby.connect()
        for name in ("\u0410nn", "\u3164", "\u2800", "\u0301", "ANN"):
            assert (await refused(eve.join(created.code, name))).kind == "name"
        joined = await eve.join(created.code, "Eve")
        assert joined.seat == 1
        return True

    assert run_with_server(tmp_path, body)


@pytest.mark.parametrize(
    "raw",
    [
        "Ann\ufe0f",  # variation selector 16
        "Ann\ufe00",
        "An\U000e0100n",  # variation selector 17
        "An\u180bn",  # Mongolian free variation selector
        "Jo\u200aAnn",  # hair space
        "Jo\u2009Ann",  # thin space
        "Jo\u00a0Ann",  # no-break space
        "Jo\u205fAnn",
    ],
)
def test_variation_selectors_and_spaces_of_other_widths_are_refused_in_a_name(raw):
    with pytest.raises(NameRefused):
        clean_name(raw)


def test_a_japanese_name_keeps_its_ideographic_space():
    assert clean_name("山田\u3000太郎") == "山田\u3000太郎"


@pytest.mark.parametrize(
    "twin",
    [
        "\u13aann",  # Cherokee Ꭺ
        "\uab7ann",  # Cherokee small ꭺ
        "\ua4eenn",  # Lisu ꓮ
        "\u0251nn",  # Latin alpha ɑ
        "\u2c6dnn",  # Latin capital alpha Ɑ
    ],
)
def test_names_drawn_like_ann_in_other_scripts_are_ann(twin):
    assert same_name(twin, "Ann")


def test_names_drawn_alike_by_their_skeleton_are_one_name():
    assert same_name("B\u0585b", "Bob")  # Armenian օ
    assert same_name("Ian", "lan") and same_name("Ian", "ian")  # capital I and small l
    assert same_name("\ua4e1ola", "Lola") and same_name("\u13acmma", "Emma")
    assert not same_name("Ian", "Ivan") and not same_name("Tom", "Tim") and not same_name("Ann", "Anne")


def test_a_name_whose_skeleton_is_at_the_table_already_is_refused(tmp_path):
    async def body(lobby):
        ian = await lobby.connect()
        created, _ = await ian.create("verasselt", [OPEN, OPEN, OPEN], name="Ian")
        eve = await lobby.connect()
        for name in ("lan", "\u13a5an", "I\u0251n", "Ian\ufe0f", "I\u200aan"):
            assert (await refused(eve.join(created.code, name))).kind == "name", name
        assert (await eve.join(created.code, "Eve")).seat == 1
        return True

    assert run_with_server(tmp_path, body)


def test_a_verflixxt_move_with_a_field_the_game_does_not_have_is_refused(tmp_path):
    async def body(lobby):
        ann, bob = await lobby.connect(), await lobby.connect()
        created, ja = await ann.create("verflixxt", [OPEN, OPEN], name="Ann")
        jb = await bob.join(created.code, "Bob")
        table = await next_of(ann, wire.Table, where=lambda m: m.status == "playing")
        mover, token = (ann, ja.token) if table.deciding == ja.seat else (bob, jb.token)
        extra = await refused(mover.act(created.code, token, 0, {"kind": "roll", "dice": [6]}))
        assert extra.kind == "malformed"
        played = await mover.act(created.code, token, 0, {"kind": "roll"})
        assert played.index == 0
        return True

    assert run_with_server(tmp_path, body)
