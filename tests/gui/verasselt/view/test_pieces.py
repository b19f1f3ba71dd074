"""The pieces over the table: the hand-over card grows for every line its sentences wrap to."""


def test_a_long_hand_over_sentence_wraps_inside_the_card_below_the_title(table):
    """At 1024x640 in German the pile-up hand-over's second sentence ran over the title: the
    card now grows for every line a sentence wraps to."""
    t = table(("human", "human"), seed=0)
    overlay = t.scene.handover
    title = ("Du bist dran, Ben", 44, True)
    short = ("Klicken oder Leertaste drücken, um loszulegen.", 20, False)
    overlay.set_content([title, short])
    height = overlay.card_rect().height()
    long = ("Du bekommst Karten zurück: Häufe sie auf, auch wenn gerade Anna am Zug ist. " * 3, 22, False)
    overlay.set_content([title, long, short])
    assert overlay.card_rect().height() > height + 3 * 22  # three lines or more, not one
