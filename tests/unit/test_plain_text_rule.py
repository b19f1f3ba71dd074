"""Issue 28, item 1, as a rule of the code: no view shows text through one of Qt's guessing widgets.

Qt's QLabel, QMessageBox's static functions and QInputDialog's static getters show their text
in `Qt.AutoText`: a string that looks like HTML is rendered as HTML, and a name from a save or a
task file can hold `<img src=/dev/zero>`. So every label of bugbox is a `PlainLabel` (or, for
our own markup with the names escaped, a `RichLabel`) from `bugbox/ui/plaintext.py`, and
questions go through its `ask`, `ask_text` and `ask_item`. This test reads the source and fails
for a new `QLabel(...)`, a new subclass of QLabel, or a new static message box or input
dialog anywhere else; tests/gui/test_untrusted_text.py checks the running application.
"""

import ast
from pathlib import Path

import bugbox

PACKAGE = Path(bugbox.__file__).parent
HOME = PACKAGE / "ui" / "plaintext.py"
MESSAGE_BOXES = {"question", "information", "warning", "critical", "about"}
INPUT_DIALOGS = {"getText", "getItem", "getInt", "getDouble", "getMultiLineText"}
#: Static message boxes that show only our own words: (file, function) and why.
OUR_OWN_WORDS = {
    ("ui/instance.py", "tell_no_answer"): "a fixed sentence",
    # a fixed sentence, then the log file's path after a line break: Qt takes a message for HTML
    # only when a tag (or "&lt;") comes before the first line break, in every language we ship
    ("app.py", "handler"): "a fixed sentence and a path on its own line",
}


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def offences(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    where = path.relative_to(PACKAGE).as_posix()
    found = []

    def visit(node: ast.AST, function: str) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            function = node.name
        if isinstance(node, ast.ClassDef) and any(_name(base) == "QLabel" for base in node.bases):
            found.append(f"{where}:{node.lineno}: class {node.name}(QLabel): derive from PlainLabel")
        if isinstance(node, ast.Call):
            called = node.func
            if _name(called) == "QLabel":
                found.append(f"{where}:{node.lineno}: QLabel(...): use PlainLabel (or RichLabel with escaped names)")
            if isinstance(called, ast.Attribute):
                owner = _name(called.value)
                if owner == "QInputDialog" and called.attr in INPUT_DIALOGS:
                    found.append(f"{where}:{node.lineno}: QInputDialog.{called.attr}: use ask_text or ask_item")
                if owner == "QMessageBox" and called.attr in MESSAGE_BOXES and (where, function) not in OUR_OWN_WORDS:
                    found.append(f"{where}:{node.lineno}: QMessageBox.{called.attr} in {function}: use ask")
        for child in ast.iter_child_nodes(node):
            visit(child, function)

    visit(tree, "")
    return found


def test_no_view_shows_text_through_a_guessing_label_or_dialog():
    files = [p for p in sorted(PACKAGE.rglob("*.py")) if p != HOME]
    assert len(files) > 50
    found = [offence for path in files for offence in offences(path)]
    assert not found, "text would be guessed at (HTML or not):\n" + "\n".join(found)


def test_the_message_boxes_allowed_to_guess_are_still_there():
    """A function named here that no longer shows a message box is taken off the list."""
    for (file, function), _why in OUR_OWN_WORDS.items():
        tree = ast.parse((PACKAGE / file).read_text(encoding="utf-8"))
        bodies = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == function]
        calls = [
            n
            for body in bodies
            for n in ast.walk(body)
            if isinstance(n, ast.Call)
            and isinstance(n.func, ast.Attribute)
            and _name(n.func.value) == "QMessageBox"
            and n.func.attr in MESSAGE_BOXES
        ]
        assert calls, f"{file}: {function} shows no message box any more; remove it from OUR_OWN_WORDS"
