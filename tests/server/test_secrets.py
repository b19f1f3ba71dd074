"""The seed and the rng never leave the server while a game runs.

Every message three seats and a spectator receive during a whole game is recorded; none of
them, before the game-over message, holds the game's seed or any rng state the game went
through (the replayed save gives all of them). The save at the end does hold the seed.
"""

import asyncio

from table_bots import close_all, play_out, seat_bots, server_thread

from bugbox.core.saves import SaveFile
from bugbox.core.session import Session
from bugbox.net import protocol as wire
from bugbox.net.client import Client


def test_no_message_before_the_end_holds_the_seed_or_an_rng_state(tmp_path):
    seats = [wire.SeatChoice(player="open")] * 3 + [wire.SeatChoice(player="computer")]

    async def main():
        with server_thread(tmp_path) as server:
            async with asyncio.timeout(60):
                code, _host, bots = await seat_bots(server.url, "verasselt", seats, seed=11)
                watched: list[str] = []
                spectator = await Client.connect(server.url, trace=watched.append)
                await spectator.watch(code, since=0)
                saves = await play_out(bots, 50)
                while not isinstance(await spectator.recv(10), wire.GameOver):
                    pass
                await spectator.close()
                await close_all(bots)
        return bots, watched, saves[0]

    bots, watched, save = asyncio.run(main())
    save = SaveFile.model_validate(save)
    history = Session.replay(save.game, save.setup, save.seed, save.actions)
    secrets = {str(save.seed)} | {str(state.rng_state) for state in history.states}
    # rolls and draws moved the rng many times (how many depends on the bots' choices: about
    # half the actions of Voll verasselt roll, stopping and piling up do not)
    assert len(secrets) > 10
    recorded = [bot.received for bot in bots] + [watched]
    for messages in recorded:
        ends = [i for i, text in enumerate(messages) if '"type":"game_over"' in text]
        assert ends, "the game-over message arrived"
        before = messages[: ends[0]]
        assert len(before) > 50
        leaks = [(secret, text[:80]) for text in before for secret in secrets if secret in text]
        assert leaks == []
        assert str(save.seed) in messages[ends[0]]  # the whole save comes at the end
