"""The rules of each game, written in our own words, one HTML page per language.

Pages live in `resources/rules/<game>/<lang>.html` and may show pictures from the art set
(`<img src="../../art/...">` paths resolve against the page's folder).
"""

from __future__ import annotations

from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..paths import resource
from .i18n import Retranslating, translate
from .launcher import game_title


def rules_file(game_id: str, language: str):
    for lang in (language, "en"):
        path = resource("rules", game_id, f"{lang}.html")
        if path.exists():
            return path
    return None


class RulesViewer(Retranslating, QDialog):
    def __init__(self, ctx, game_id: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.ctx = ctx
        self.game_id = game_id
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(720, 760)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Rules", "Rules: {title}").format(title=game_title(self.game_id)))
        language = self.ctx.translations.language if self.ctx.translations else "en"
        path = rules_file(self.game_id, language)
        if path is None:
            self.browser.setPlainText(translate("Rules", "The rules page for this game is missing."))
        else:
            self.browser.setSource(QUrl.fromLocalFile(str(path)))
            self.browser.reload()
