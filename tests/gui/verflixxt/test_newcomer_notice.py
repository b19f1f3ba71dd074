"""Issue 18: the hotseat greeting is the table's banner, not a sentence in the notice bar: the
bar said "Your turn, Bert" a second time over the side panel's title and lingered."""

import pytest


@pytest.mark.parametrize("speed", ["off", "normal"])
def test_the_hotseat_greeting_is_on_the_table_and_the_notice_bar_stays_shut(table, speed):
    t = table(("human", "human"), animation_speed=speed)
    t.click_die()
    t.wait_idle()
    t.click_piece("pawn-0-0")
    t.wait_idle()
    assert t.state.current == 1
    assert "Bert" in t.scene.banner.text  # greeted on the table (it fades at "normal")
    assert not t.window.notice.isVisible() and t.window.notice.text() == ""
    t.at_decision()  # the flushed screen equals a fresh render
