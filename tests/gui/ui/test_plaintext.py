"""The plain-text module's pieces on their own (bugbox/ui/plaintext.py): labels plain from the
start, tooltips that Qt renders back to the very text, and the format values it sets by number."""

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument

from bugbox.ui.plaintext import PLAIN_TEXT, RICH_TEXT, PlainLabel, RichLabel, escaped, plain_tip


def test_the_formats_set_by_number_are_qts_plain_and_rich_text(qapp):
    assert PLAIN_TEXT == Qt.TextFormat.PlainText.value and RICH_TEXT == Qt.TextFormat.RichText.value
    assert PlainLabel("<b>Mallory</b>").textFormat() == Qt.TextFormat.PlainText
    assert RichLabel().textFormat() == Qt.TextFormat.RichText


@pytest.mark.parametrize(
    "text",
    ["A pawn of <b>Mallory</b>", "<img src=/dev/zero>", "&lt;b&gt; & co", "two  spaces\tand a tab", "two\nlines <a>"],
)
def test_a_tooltip_shows_its_text_literally_whatever_it_holds(qapp, text):
    tip = plain_tip(text)
    assert GuiQt.mightBeRichText(tip)  # so Qt renders it, and it renders to the text itself
    assert "<img" not in tip
    document = QTextDocument()
    document.setHtml(tip)
    assert document.toPlainText() == text


def test_an_escaped_name_in_our_markup_renders_as_the_name(qapp):
    name = '<a href=x>Yoyo</a> & "Bo"'
    document = QTextDocument()
    document.setHtml("<span style='color:red'>●</span> " + escaped(name))
    assert document.toPlainText() == "● " + name
