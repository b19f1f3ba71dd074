"""The model's errors carry a sentence for the player: `reason` is translatable, `str()` is the
English sentence with its placeholders filled (logs, the command line)."""

from bugbox.core.errors import IllegalAction, LoadError, NewerFile
from bugbox.core.i18n import msg


def test_a_refusal_reads_as_its_english_sentence_and_keeps_the_message_to_translate():
    reason = msg("Rules", "You must roll at least {count} dice.", count=4)
    error = IllegalAction(reason)
    assert str(error) == "You must roll at least 4 dice."
    assert error.reason is reason  # the view translates this one, not the English text


def test_plain_text_becomes_a_message_in_the_right_context():
    assert IllegalAction("Not your turn.").reason.context == "Rules"
    assert LoadError("This file is empty.").reason.context == "Files"
    assert str(LoadError("This file is empty.")) == "This file is empty."


def test_a_newer_file_is_a_load_error_the_caller_can_tell_apart():
    error = NewerFile("A newer bugbox wrote this file.")
    assert isinstance(error, LoadError)
    assert not isinstance(LoadError("broken"), NewerFile)  # a broken file is moved aside, a newer one never
