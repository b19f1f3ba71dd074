"""Deleting the oldest kept games beyond the limit, in a worker thread: the newest stay, the
page hears how far it got, and the player is told once how many went."""

from datetime import datetime, timedelta

from bugbox.core.i18n import Message
from bugbox.core.records.archive import MIN_LIMIT, entry_name
from bugbox.ui.i18n import Translations, tr_message
from bugbox.ui.records_pruning import Pruner, deleted_message, pruner_of


def kept_games(folder, count: int) -> list[str]:
    folder.mkdir(parents=True, exist_ok=True)
    start = datetime(2026, 1, 1, 20, 0)
    names = [entry_name("some-game", start + timedelta(minutes=n)) for n in range(count)]
    for name in names:
        (folder / name).write_text("{}", encoding="utf-8")
    return names


def test_the_oldest_games_beyond_the_limit_go_in_the_background(qtbot, tmp_path):
    names = kept_games(tmp_path / "records", MIN_LIMIT + 7)
    pruner = Pruner()
    with qtbot.waitSignal(pruner.finished, timeout=10_000) as finished:
        pruner.prune_to(MIN_LIMIT, tmp_path / "records")
        assert pruner.busy()
    assert finished.args == [7] and not pruner.busy()
    assert sorted(p.name for p in (tmp_path / "records").iterdir()) == names[7:]  # the newest stay


def test_nothing_over_the_limit_deletes_nothing(qtbot, tmp_path):
    names = kept_games(tmp_path / "records", 3)
    pruner = Pruner()
    with qtbot.waitSignal(pruner.finished, timeout=10_000) as finished:
        pruner.prune_to(MIN_LIMIT, tmp_path / "records")
    assert finished.args == [0]
    assert sorted(p.name for p in (tmp_path / "records").iterdir()) == names


def test_the_application_has_one_pruner_and_its_notice_says_how_many_went(qapp, qtbot, tmp_path):
    from PySide6.QtCore import QObject, Signal

    class Context(QObject):
        notice = Signal(object)

    ctx = Context()
    told: list[Message] = []
    ctx.notice.connect(told.append)
    pruner = pruner_of(ctx)
    assert pruner_of(ctx) is pruner
    kept_games(tmp_path / "records", MIN_LIMIT + 2)
    with qtbot.waitSignal(pruner.finished, timeout=10_000):
        pruner.prune_to(MIN_LIMIT, tmp_path / "records")
    translations = Translations(qapp)
    translations.apply("de")
    try:
        assert [tr_message(m) for m in told] == ["Die ältesten 2 aufbewahrten Partien wurden gelöscht."]
        assert tr_message(deleted_message(1)) == "Die älteste aufbewahrte Partie wurde gelöscht."  # its own form
    finally:
        translations.apply("en")


def test_the_reviews_of_the_pruned_games_go_with_them(qtbot, tmp_path):
    """A game reviewed and then pruned beyond the limit leaves no review behind; the review of
    a game still kept stays (real Records files and real review files)."""
    from bugbox.core import records
    from bugbox.core.players import Level, Seat, Setup
    from bugbox.core.registry import spec
    from bugbox.core.session import Session
    from bugbox.review import keeping
    from bugbox.review.model import Position, Review

    folder, reviews = tmp_path / "records", tmp_path / "reviews"
    reviews.mkdir()
    game = spec("verflixxt")
    ai = game.ai()
    keys = []
    for n in range(MIN_LIMIT + 1):
        seats = tuple(Seat(name=f"P{i}", colour=game.seat_colours[i], computer=True) for i in range(3))
        session: Session = Session("verflixxt", Setup(seats=seats, start_player=0, options={}), n)
        while not session.is_over():
            session.play(ai.choose_action(session.state, Level.EASY, len(session.actions)))
        records.keep(session, folder=folder, limit=1000, finished=datetime(2026, 1, 1, 20, n))
        keys.append(keeping.fingerprint("verflixxt", session.setup.model_dump(mode="json"), session.action_dicts()))
    review = Review("verflixxt", ("P0", "P1", "P2"), (Position(0, (0.4, 0.3, 0.3), (0.1, 0.1, 0.1)),), (), depth=64)
    keeping.keep(keys[0], review, reviews)  # the oldest game, pruned below
    keeping.keep(keys[-1], review, reviews)  # the newest, kept
    pruner = Pruner()
    with qtbot.waitSignal(pruner.finished, timeout=30_000) as finished:
        pruner.prune_to(MIN_LIMIT, folder, reviews)
    assert finished.args == [1]
    assert keeping.kept(keys[0], reviews) is None
    assert keeping.kept(keys[-1], reviews) is not None
