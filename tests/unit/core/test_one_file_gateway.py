"""Issue 28 item 2: every file bugbox opens goes through `bugbox/core/files.py`.

A reader of its own was how settings.json as a FIFO hung the start for ever, a link to
/dev/zero as a cached cover filled the memory and a 150 MB settings file cost 350 MiB
(`read_bytes` in `peek_window` and the cover cache, a blocking open of the log). The gateway
opens without blocking, takes regular files only and reads within a cap; this scan fails
when a module outside it opens, reads or writes a path itself.
"""

from __future__ import annotations

import ast
from pathlib import Path

import bugbox

PACKAGE = Path(bugbox.__file__).parent
GATEWAY = PACKAGE / "core" / "files.py"

#: Method names that open, read or write a file by its path (pathlib, io, os, tempfile).
FILE_METHODS = {"read_bytes", "read_text", "write_bytes", "write_text", "open", "fdopen", "mkstemp"}


def _is_devnull(node: ast.Call) -> bool:
    """`os.open(os.devnull, ...)`: the system's null device, no file of anyone's."""
    first = node.args[0] if node.args else None
    return isinstance(first, ast.Attribute) and first.attr == "devnull"


def direct_file_calls(source: str) -> list[tuple[int, str]]:
    """(line, call) for each call in `source` that opens, reads or writes a path itself."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        if isinstance(func, ast.Name) and func.id == "open":
            found.append((node.lineno, "open("))
        elif isinstance(func, ast.Attribute) and func.attr in FILE_METHODS:
            if func.attr in ("open", "fdopen") and not node.args:
                continue  # QDialog.open(), QMenu.open(): a window, not a file
            if func.attr == "open" and _is_devnull(node):
                continue
            owner = ast.unparse(func.value)
            found.append((node.lineno, f"{owner}.{func.attr}("))
    return sorted(found)


def test_no_module_outside_the_gateway_opens_a_file_itself():
    offenders = []
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) > 50
    for path in modules:
        if path == GATEWAY:
            continue
        for line, call in direct_file_calls(path.read_text("utf-8")):
            offenders.append(f"{path.relative_to(PACKAGE.parent)}:{line}: {call}")
    assert not offenders, "use bugbox.core.files (read_capped, append_capped, open_log ...):\n" + "\n".join(offenders)


def test_the_scan_sees_every_way_the_start_used_to_read():
    """The calls that hung or filled the memory before the fix, and a few more, are found."""
    source = """
data = settings_file.read_bytes()
text = path.read_text("utf-8")
with open(path, "a", encoding="utf-8") as handle: pass
fd = os.open(self.baseFilename, flags, 0o644)
with path.open("rb") as handle: pass
fd, tmp = tempfile.mkstemp(dir=folder)
dialog.open()
os.open(os.devnull, os.O_WRONLY)
"""
    assert [call for _, call in direct_file_calls(source)] == [
        "settings_file.read_bytes(",
        "path.read_text(",
        "open(",
        "os.open(",
        "path.open(",
        "tempfile.mkstemp(",
    ]
