"""Every boost is one decision of its own for a screen reader, named by the cards it moves
(issue 47: a front yard of one bug of each colour gave 15 buttons under 4 names, and Page Down
reached one of each), and what the turn asks is read, not only seen."""

from __future__ import annotations

from pathlib import Path

from bugbox.games.verasselt.rules import Boost, legal_actions
from bugbox.games.verasselt.view.accessible import colour_word, decisions

GOLDEN = Path(__file__).parents[3] / "golden" / "v1"


def test_each_boost_is_named_by_all_the_bugs_it_moves(table):
    t = table(("human", "computer"))
    t.wait_for_human()
    boosts = [a for a in legal_actions(t.state) if isinstance(a, Boost)]
    assert len(boosts) > 1, "the seed gives a front yard to boost from"
    parts = [p for p in decisions(t.page) if p.key.startswith("decision:boost")]
    assert len(parts) == len(boosts)
    assert len({p.key for p in parts}) == len(parts), [p.key for p in parts]
    assert len({p.name for p in parts}) == len(parts), [p.name for p in parts]
    for action in boosts:
        counts = {c: n for c, n in action.cards.as_dict().items() if n}
        wanted = [f"{n} {colour_word(c)}" for c, n in counts.items()]
        assert any(all(w in p.name for w in wanted) for p in parts), (wanted, [p.name for p in parts])


def test_the_table_says_what_the_turn_asks_and_the_bust_chance(table):
    """The prompt above the buttons ("Roll at least four dice", the bust chance) was on the
    screen only (issue 47)."""
    from bugbox.games.verasselt.view.accessible import describe

    t = table(("human", "computer"))
    t.window.ctx.update_settings(show_odds=True)
    t.wait_for_human()
    _, parts = describe(t.page)
    shown = t.scene.prompt.toPlainText()
    assert shown and any(shown in p.name for p in parts), (shown, [p.name for p in parts])
    assert "at least four dice" in shown
    assert t.scene.odds.isVisible()
    odds = t.scene.odds.text()
    assert "bust chance" in odds and any(odds in p.name for p in parts), odds


def test_the_ranking_at_the_end_is_read(make_window, qtbot, tmp_path):
    """The end screen's places, heaps and front yards were on the screen only (issue 47)."""
    from bugbox.games.verasselt.view.accessible import describe

    save = tmp_path / "finished.json"
    save.write_text((GOLDEN / "verasselt-5p-finished.save.json").read_text(encoding="utf-8"), encoding="utf-8")
    window = make_window()
    assert window.open_file(save)  # a finished game opens in the replay viewer, at its end
    page = window.replay_page.game_page
    qtbot.waitUntil(lambda: page.scene.end_screen.isVisible(), timeout=10_000)
    _, parts = describe(page)
    ranking = next((p.name for p in parts if p.key == "ranking"), "")
    rows = page.scene.end_screen.rows
    assert ranking.startswith("Ranking: 1. ")
    for row in rows:
        assert f"{row[0]} {row[1].strip()}: {row[2]} on the heap" in ranking, (row, ranking)
