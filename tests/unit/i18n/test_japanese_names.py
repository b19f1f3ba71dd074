"""Japanese names the people at a table one way (issue 45: さん appeared in some network
messages and not in others). The box's messages about players, at a network table and on the
game page, use the bare name, as the games' own Japanese messages do ("{name}の番です"): a
name may be a computer player's ("コンピューター 1"), which no one calls さん."""

import xml.etree.ElementTree as ET
from pathlib import Path

CATALOGUE = Path(__file__).resolve().parents[3] / "translations" / "bugbox_ja.ts"
#: Where the box speaks of the players at a table.
CONTEXTS = ("Network", "GamePage", "NetLobby", "Launcher", "Unfinished")


def player_messages() -> list[tuple[str, str]]:
    found = []
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        if context.findtext("name") not in CONTEXTS:
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if any(field in source for field in ("{name}", "{names}", "{first}")):
                translation = message.find("translation")
                texts = [translation.text or ""] + [form.text or "" for form in translation.iter("numerusform")]
                found.extend((source, text) for text in texts if text)
    return found


def test_the_japanese_messages_about_players_name_them_without_san():
    messages = player_messages()
    assert len(messages) > 10  # the messages are found
    assert [source for source, text in messages if "さん" in text] == []
