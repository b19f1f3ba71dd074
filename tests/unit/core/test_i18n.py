"""Messages of the Qt-free model: the English sentence is filled from its arguments and
counts; a translation that forgot a placeholder shows the text rather than failing."""

from bugbox.core.i18n import QT_TRANSLATE_NOOP, Message, msg, translate


def test_placeholders_are_filled_from_the_arguments():
    assert msg("Log", "{name} rolls a {value}.", name="Ann", value=6).english() == "Ann rolls a 6."


def test_a_count_fills_its_plural_marker_with_and_without_thousands():
    assert msg("Log", "%n cards", n=3).english() == "3 cards"
    assert msg("Log", "%Ln games kept", n=12345).english() == "12,345 games kept"
    assert msg("Log", "%n cards").english() == "%n cards"  # no count given: the text as written


def test_a_missing_or_broken_placeholder_leaves_the_text_as_written():
    assert msg("Log", "{name} wins").english() == "{name} wins"
    assert msg("Log", "a {brace", name="x").english() == "a {brace"


def test_the_markers_for_extraction_return_the_text_unchanged():
    assert QT_TRANSLATE_NOOP("Rules", "Roll") == "Roll"
    assert translate("Log", "%n steps", n=2) == "%n steps"


def test_messages_compare_by_value_and_read_as_english():
    a = msg("Log", "{name} stops.", name="Bob")
    assert a == Message("Log", "{name} stops.", {"name": "Bob"})
    assert str(a) == "Bob stops."
