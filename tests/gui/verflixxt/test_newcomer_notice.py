"""Issue 18: "Your turn, Bert" in the notice bar goes once Bert has played."""


def test_the_hotseat_greeting_expires_when_the_greeted_player_acts(table):
    t = table(("human", "human"))
    t.click_die()
    t.wait_idle()
    t.click_piece("pawn-0-0")
    t.wait_idle()
    assert t.state.current == 1 and "Bert" in t.window.notice.text()
    t.click_die()                                   # Bert rolls: the greeting is done with
    t.wait_idle()
    assert "Bert" not in t.window.notice.text()
