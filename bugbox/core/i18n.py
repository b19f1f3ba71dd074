"""Translatable messages for the Qt-free model layer.

The model cannot call Qt's translator, yet its refusals ("you must roll at least four dice")
and its game-log narration must reach the player in his language. So the model returns a
`Message`: the English source text, the translation context and the arguments. The view
translates it with `QCoreApplication.translate(context, text)` and fills the placeholders
afterwards, so the same text is the lookup key at extraction and at run time.

`QT_TRANSLATE_NOOP` is defined here as the identity function under the exact name that
`pyside6-lupdate` looks for, so strings marked with it in model modules are extracted into
the catalogues without the model importing Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate knows
    """Mark `text` for extraction under `context`; returns it unchanged."""
    return text


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """Mark a sentence that counts something (`%n`); returns `text` unchanged.

    `QT_TRANSLATE_NOOP` cannot say that a text has plural forms. `tools/i18n.py` extracts calls
    named `translate`, and every `%n` text becomes a plural message; the view's `tr_message`
    passes the message's `n` to Qt, which picks the right form. Same signature as Qt's, so
    model code reads like view code.
    """
    return text


@dataclass(frozen=True)
class Message:
    """A sentence for the player: source text with `{name}` placeholders, and its arguments.

    `n` selects the plural form (`%n` in the text) when the message counts something.
    """

    context: str
    text: str
    args: dict[str, Any] = field(default_factory=dict)
    n: int = -1

    def english(self) -> str:
        """The untranslated sentence, for logs, the command line and exception texts."""
        text = self.text.replace("%n", str(self.n)).replace("%Ln", f"{self.n:,}") if self.n >= 0 else self.text
        try:
            return text.format(**self.args)
        except (KeyError, IndexError, ValueError):
            return text

    def __str__(self) -> str:
        return self.english()


def msg(context: str, text: str, n: int = -1, **args: Any) -> Message:
    """Build a `Message`. lupdate cannot see through this helper, so callers pass the text
    wrapped in `QT_TRANSLATE_NOOP(context, "...")` with the same context."""
    return Message(context, text, dict(args), n)
