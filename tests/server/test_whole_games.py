"""Whole games at a table server, played over loopback by test clients to the end.

The clients see only the public state and the events; they compute the legal actions
themselves and pick one (seeded). At the end every seat receives the same save, which
replays through the rules to the very state the clients were shown, and which is what the
store holds.
"""

import asyncio
import json

from table_bots import close_all, play_out, seat_bots, server_thread, stored_actions

from bugbox.core.players import Level
from bugbox.core.registry import GAMES
from bugbox.core.saves import SaveFile, load_save
from bugbox.core.session import Session
from bugbox.net.protocol import SeatChoice

OPEN = SeatChoice(player="open")


def _check_game(tmp_path, code, bots, saves, game_id):
    assert all(save == saves[0] for save in saves), "every seat gets the same save"
    save = SaveFile.model_validate(saves[0])
    session = Session.replay(save.game, save.setup, save.seed, save.actions)
    assert session.is_over()
    final = GAMES[game_id].rules().public_state(session.state)
    for bot in bots:
        assert bot.state == final, "the state a client was shown is the replayed save's"
        assert bot.seen == save.actions
    assert [json.loads(text) for text in stored_actions(tmp_path, code)] == save.actions
    # The app keeps it in Records like any save: the same JSON loads with the save loader.
    path = tmp_path / "kept.json"
    path.write_text(json.dumps(saves[0]), encoding="utf-8")
    loaded, replayed = load_save(path)
    assert loaded.seed == save.seed and replayed.is_over()
    return save


def test_voll_verasselt_three_people_and_two_computers_play_to_the_end(tmp_path):
    seats = [OPEN, SeatChoice(player="computer", level=Level.EASY), OPEN, SeatChoice(player="computer"), OPEN]

    async def main():
        with server_thread(tmp_path / "store") as server:
            async with asyncio.timeout(60):
                code, _host, bots = await seat_bots(server.url, "verasselt", seats, seed=5)
                saves = await play_out(bots, 50)
                await close_all(bots)
        return code, bots, saves

    code, bots, saves = asyncio.run(main())
    save = _check_game(tmp_path / "store", code, bots, saves, "verasselt")
    assert [seat.computer for seat in save.setup.seats] == [False, True, False, True, False]
    assert len(bots) == 3


def test_verflixxt_with_the_wurminator_four_people_play_to_the_end(tmp_path):
    async def main():
        with server_thread(tmp_path / "store") as server:
            async with asyncio.timeout(60):
                code, _host, bots = await seat_bots(
                    server.url, "verflixxt", [OPEN] * 4, options={"wurminator": True}, seed=7
                )
                saves = await play_out(bots, 50)
                await close_all(bots)
        return code, bots, saves

    code, bots, saves = asyncio.run(main())
    save = _check_game(tmp_path / "store", code, bots, saves, "verflixxt")
    assert save.setup.options == {"wurminator": True}
    assert {action["kind"] for action in save.actions} >= {"roll", "move"}
