"""Issue 18: the cockroaches' move reads correctly in every language: each count in its plural
form, a count of zero left out ("2 step forward, 0 turn around" was shown)."""

import pytest

from bugbox.games.schaben.events import CockroachesMoved, CockroachMove, narrate
from bugbox.ui.i18n import Translations, tr_message

STEP = CockroachMove(1, "B2", "B3", "E", "E")
TURN = CockroachMove(2, "C4", "C4", "E", "W")


@pytest.fixture
def language(qapp):
    translations = Translations(qapp)

    def use(code):
        translations.apply(code)

    yield use
    translations.apply("en")


@pytest.mark.parametrize(
    "code, moves, expected",
    [
        ("en", (STEP, STEP), "The cockroaches move: 2 cockroaches step forward (B2 to B3; B2 to B3)."),
        ("en", (STEP,), "The cockroaches move: 1 cockroach steps forward (B2 to B3)."),
        ("en", (TURN,), "The cockroaches move: 1 cockroach turns around (the one on C4 turns around)."),
        (
            "en",
            (STEP, TURN, TURN),
            "The cockroaches move: 1 cockroach steps forward and 2 cockroaches turn around "
            "(B2 to B3; the one on C4 turns around; the one on C4 turns around).",
        ),
        ("de", (STEP,), "Die Schaben krabbeln: 1 Schabe läuft vorwärts (B2 nach B3)."),
        (
            "de",
            (STEP, STEP, TURN),
            "Die Schaben krabbeln: 2 Schaben laufen vorwärts und 1 Schabe dreht um "
            "(B2 nach B3; B2 nach B3; die auf C4 dreht um).",
        ),
        ("de", (TURN, TURN), "Die Schaben krabbeln: 2 Schaben drehen um (die auf C4 dreht um; die auf C4 dreht um)."),
        ("ja", (STEP, TURN), "ゴキブリが動きます：1 匹が前進、1 匹が反転（B2からB3へ、C4の1匹が反転）。"),
        ("ja", (TURN, TURN, TURN), "ゴキブリが動きます：3 匹が反転（C4の1匹が反転、C4の1匹が反転、C4の1匹が反転）。"),
    ],
)
def test_the_cockroaches_move_in_plural_forms_without_zero_counts(language, code, moves, expected):
    language(code)
    text = tr_message(narrate(CockroachesMoved(moves)))
    assert text == expected
    assert " 0 " not in text


def test_the_english_fallback_without_qt_has_no_zero_counts():
    assert (
        narrate(CockroachesMoved((TURN,))).english()
        == "The cockroaches move: 1 cockroach(es) turn(s) around (the one on C4 turns around)."
    )
