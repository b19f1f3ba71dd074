"""Issue 18: the hotseat greeting is the table's banner, not a sentence in the notice bar: the
bar said "Your turn, Bert" a second time over the side panel's title and lingered."""


def test_the_hotseat_greeting_is_on_the_table_and_the_notice_bar_stays_shut(table):
    t = table(("human", "human"))
    t.click_die()
    t.wait_idle()
    t.click_piece("pawn-0-0")
    t.wait_idle()
    assert t.state.current == 1
    assert t.scene.banner.isVisible() and "Bert" in t.scene.banner.text
    assert not t.window.notice.isVisible() and t.window.notice.text() == ""
