"""The table, rule by rule: what lights up, what a preview promises, what is refused and why,
drags, keys, the Wurminator's choices, hotseat, undo, files, patterns."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from bugbox.games.verflixxt import rules
from bugbox.games.verflixxt.course import WURMINATOR
from bugbox.games.verflixxt.tiles import START, TILE
from bugbox.games.verflixxt.view.pieces import MAT_TILE, TILE_SIZE
from bugbox.games.verflixxt.view.preview import preview
from bugbox.games.verflixxt.view.scene import mat_spots


def alone_on_a_path_tile(state, seat=0):
    """The seat must move now and has a pawn alone on a path tile."""
    if state.phase != "move" or state.current != seat:
        return False
    board = rules.board(state)
    return any(t in TILE and board.pieces_on(t) == 1 for t in state.pawns[seat])


def clickable_pawn(t) -> str:
    """An own pawn the player may move and can get at with the mouse."""
    return next(
        a.piece
        for a in rules.legal_actions(t.state)
        if isinstance(a, rules.Move) and a.piece.startswith("pawn") and t.clickable_point(t.scene.pieces[a.piece])
    )


def test_the_die_glows_for_the_human_and_a_click_rolls_it(table):
    t = table(("human", "normal"))
    assert t.scene.die.glow > 0 and t.state.phase == "roll"
    t.click_die()
    assert t.state.phase == "move" and t.scene.die.name == f"verflixxt/die_{t.state.die}"
    lit = {p for p, item in t.scene.pieces.items() if item.glow > 0}
    assert lit == {a.piece for a in rules.legal_actions(t.state) if isinstance(a, rules.Move)}
    assert t.scene.die.glow == 0


def test_what_the_preview_promises_is_what_the_move_does(table_at):
    t = table_at(("human", "human"), 1, alone_on_a_path_tile)
    state = t.state
    pawn = next(
        f"pawn-0-{n}"
        for n, tile in enumerate(state.pawns[0])
        if tile in TILE and rules.board(state).pieces_on(tile) == 1
    )
    left = rules.position(state, pawn)
    t.hover(pawn)
    shown = t.page.shown
    assert shown is not None and shown.piece == pawn
    assert t.scene.tiles[shown.land].mark == "land"
    assert t.scene.tiles[left].mark == "take"
    assert "take" in t.page.panel.prompt.text()
    t.click_piece(pawn)
    t.wait_idle()
    assert rules.position(t.state, pawn) == shown.land
    assert left in t.state.taken[0]
    # the tile flew to Anna's mat and the course closed the gap
    item = t.scene.tiles[left]
    assert item.pos() == mat_spots(0, 2, list(t.state.taken[0]))[left][0]
    assert abs(item.scale() - MAT_TILE / TILE_SIZE) < 1e-6


def test_a_tile_others_still_stand_on_is_shown_as_protected(table_at):
    def shared(state):
        if state.phase != "move" or state.current != 0:
            return False
        board = rules.board(state)
        return any(t in TILE and board.pieces_on(t) > 1 for t in state.pawns[0])

    t = table_at(("human", "human"), 1, shared)
    pawn = next(
        f"pawn-0-{n}"
        for n, tile in enumerate(t.state.pawns[0])
        if tile in TILE and rules.board(t.state).pieces_on(tile) > 1
    )
    left = rules.position(t.state, pawn)
    t.hover(pawn)
    assert t.scene.tiles[left].mark == "keep"
    assert "stays in the course" in t.page.panel.prompt.text()


def test_a_pawn_dragged_onto_the_lit_tile_moves_there(table_at):
    t = table_at(("human", "human"), 2, alone_on_a_path_tile)
    pawn = clickable_pawn(t)
    land = preview(t.state, pawn).land
    t.drag_piece(pawn, t.tile_centre(land))
    t.wait_idle()
    assert rules.position(t.state, pawn) == land


def test_a_pawn_dropped_elsewhere_goes_back(table_at):
    t = table_at(("human", "human"), 2, alone_on_a_path_tile)
    pawn = clickable_pawn(t)
    home = QPointF(t.scene.pieces[pawn].pos())
    actions = len(t.flow.session.actions)
    t.drag_piece(pawn, QPointF(40, 900))
    assert t.scene.pieces[pawn].pos() == home
    assert len(t.flow.session.actions) == actions
    assert "Drop it on the lit tile" in t.page.panel.prompt.text()


def test_another_players_pawn_is_refused_with_the_rules_reason(table):
    t = table(("human", "human"))
    t.click_die()
    theirs = next(p for p in t.scene.pieces if p.startswith("pawn-1") and t.clickable_point(t.scene.pieces[p]))
    t.click_piece(theirs)
    assert "belongs to another player" in t.window.notice.text()
    assert "belongs to another player" in t.page.panel.prompt.text()
    assert t.state.phase == "move"


def test_the_keyboard_rolls_picks_and_moves(table):
    t = table(("human", "normal"))
    t.view.setFocus()
    QTest.keyClick(t.view, Qt.Key.Key_Space)
    assert t.state.phase == "move"
    QTest.keyClick(t.view, Qt.Key.Key_Right)
    first = t.page.focus
    assert first is not None and t.page.shown.piece == first
    QTest.keyClick(t.view, Qt.Key.Key_Right)
    QTest.keyClick(t.view, Qt.Key.Key_Left)
    assert t.page.focus == first
    land = t.page.shown.land
    QTest.keyClick(t.view, Qt.Key.Key_Return)
    t.wait_idle()
    assert rules.position(t.state, first) == land


def test_in_hotseat_the_next_human_is_greeted_and_a_move_can_be_taken_back_but_not_a_roll(table):
    t = table(("human", "human"))
    t.click_die()
    assert not t.page.can_undo()  # a roll is final
    die = t.state.die
    t.click_piece("pawn-0-0")
    t.wait_idle()
    assert t.state.current == 1
    assert t.scene.banner.isVisible() and "Bert" in t.scene.banner.text
    assert t.page.can_undo()
    t.qtbot.mouseClick(t.page.panel.undo, Qt.MouseButton.LeftButton)
    assert t.state.current == 0 and t.state.phase == "move" and t.state.die == die
    assert rules.position(t.state, "pawn-0-0") == START


def test_the_wurminator_may_move_before_the_own_move(table_at):
    t = table_at(
        ("human", "human"),
        3,
        lambda s: s.current == 0 and s.phase == "move" and s.wurminator_due == "may",
        wurminator=True,
    )
    assert t.scene.pieces[WURMINATOR].glow > 0
    assert t.page.panel.wurm_move.isEnabled()
    goes_to = preview(t.state, WURMINATOR).land
    t.click_piece(WURMINATOR)
    t.wait_idle()
    assert t.state.phase == "move" and t.state.wurminator == goes_to and t.state.current == 0
    assert t.scene.pieces[WURMINATOR].glow == 0


def test_after_the_move_the_wurminator_can_be_left_where_it_is(table_at):
    t = table_at(
        ("human", "human"),
        4,
        lambda s: s.current == 0 and s.phase == "wurminator" and s.wurminator_due == "may",
        wurminator=True,
    )
    assert t.page.panel.wurm_leave.isVisible() and t.page.panel.wurm_leave.isEnabled()
    where = t.state.wurminator
    t.qtbot.mouseClick(t.page.panel.wurm_leave, Qt.MouseButton.LeftButton)
    t.wait_idle()
    assert t.state.current == 1 and t.state.wurminator == where


def test_a_wurminator_in_last_place_cannot_be_left(table_at):
    t = table_at(
        ("human", "human"),
        5,
        lambda s: s.current == 0 and s.phase == "wurminator" and s.wurminator_due == "must",
        wurminator=True,
    )
    assert not t.page.panel.wurm_leave.isEnabled()
    QTest.keyClick(t.view, Qt.Key.Key_L)
    assert t.state.phase == "wurminator"
    assert "must move" in t.page.panel.prompt.text()
    QTest.keyClick(t.view, Qt.Key.Key_W)
    t.wait_idle()
    assert t.state.current == 1


def test_a_bitten_player_gets_the_penalty_tile_on_his_mat(table_at):
    def bite_ready(state):
        if state.current != 0 or rules.MoveWurminator() not in rules.legal_actions(state):
            return False
        shown = preview(state, WURMINATOR)
        return shown is not None and "bite" in shown.marks.values()

    t = table_at(("human", "human"), 6, bite_ready, wurminator=True)
    shown = preview(t.state, WURMINATOR)
    bitten = {tile for tile, mark in shown.marks.items() if mark == "bite"}
    t.hover(WURMINATOR)
    assert {tile for tile, item in t.scene.tiles.items() if item.mark == "bite"} == bitten
    t.click_piece(WURMINATOR)
    t.wait_idle()
    for tile in bitten:
        owner = next(seat for seat, own in enumerate(t.state.taken) if tile in own)
        assert t.scene.tiles[tile].pos() == mat_spots(owner, 2, list(t.state.taken[owner]))[tile][0]


def test_a_saved_game_opens_to_the_same_table(table_at, tmp_path):
    t = table_at(
        ("human", "normal"),
        7,
        lambda s: len(s.taken[0]) + len(s.taken[1]) >= 4 and s.current == 0 and s.phase == "roll",
    )
    positions = {p: item.pos() for p, item in t.scene.pieces.items()}
    path = tmp_path / "game.json"
    t.controller.save_as(path)
    t.window.start_session(type(t.flow.session)("verflixxt", t.flow.session.setup, 1))  # another game
    assert t.window.open_file(path)
    assert {p: item.pos() for p, item in t.page.scene.pieces.items()} == positions
    assert t.page.panel.log.count() > 0


def test_colour_blind_patterns_mark_the_pawns(table, qtbot):
    t = table(("human", "normal"), colourblind_patterns=True)
    assert t.scene.pieces["pawn-0-0"].name == "verflixxt/pawn_red_marked"
    t.window.ctx.update_settings(colourblind_patterns=False)
    assert t.scene.pieces["pawn-1-0"].name == "verflixxt/pawn_blue"


def test_an_animated_turn_ends_in_the_same_picture(table, qtbot):
    t = table(("human", "normal"), animation_speed="fast")
    t.click_die()
    assert t.page.animator.busy()  # the die tumbles
    t.wait_idle()
    t.click_piece("pawn-0-0")
    t.wait_idle()
    t.wait_for_human(timeout=15000)  # the computer rolls and moves, paced
    state = t.state
    assert state.current == 0
    for piece, item in t.scene.pieces.items():
        tile = rules.position(state, piece)
        assert t.scene.tile_at(item.pos() + QPointF(0, 20)) in (tile, None) or tile == 99
