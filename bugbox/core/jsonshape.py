"""JSON from the player's disk, parsed only when it has the shape of a file bugbox writes.

Every file bugbox writes nests a handful of levels (a kept game: entry, save, setup, options,
task, cockroaches, one cockroach: seven). A file a friend hands over can nest much deeper in
a few kilobytes, and Python's parser happily reads up to about a thousand levels; pydantic then
validates such a value (a rule option may be anything) and fails later, when it is written
again, with "Maximum serialization depth exceeded" (255 levels): the Records page and
File > Open broke on a 3 kB kept game. So every JSON document read from the disk goes through
`loads`, which refuses one nested deeper than `MAX_DEPTH` before any model sees it, with an
error the readers already treat as a damaged file (`TooDeep` is a `ValueError`).

The depth is counted on the parsed value without recursion (a stack), and the walk stops at
the first container beyond the limit, so a hostile file costs no more than reading it.

Text is refused as well when it is no text: JSON may spell half of a UTF-16 pair alone
("\\udce4"), which Python reads into a string that cannot be written as UTF-8 again. A name
read so from `records/names.json` crashed the next rename with a `UnicodeEncodeError`.
Only a document whose bytes hold such an escape (or such raw bytes) has its strings looked at.
"""

from __future__ import annotations

import json
import re
from typing import Any

#: The deepest nesting any file of bugbox's own has is about eight; this leaves room for
#: fields a newer bugbox adds and is far below the 255 levels where pydantic gives up.
MAX_DEPTH = 32


class TooDeep(ValueError):
    """A JSON document nested deeper than a bugbox file ever is."""


class NotText(ValueError):
    """A JSON string holding half of a UTF-16 pair: no text bugbox could write again."""


#: A lone surrogate can only come from a `\ud800`-`\udfff` escape or from the bytes
#: Python's parser lets through for them (it decodes with "surrogatepass").
_SURROGATE = re.compile(rb"\\[uU][dD][89a-fA-F]|\xed[\xa0-\xbf]")


def too_deep(value: Any, limit: int = MAX_DEPTH) -> bool:
    """Whether `value` nests lists and objects more than `limit` levels deep (a scalar is 0
    levels, `[1]` is one)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            children: Any = item.values()
        elif isinstance(item, list):
            children = item
        else:
            continue
        depth += 1
        if depth > limit:
            return True
        stack.extend((child, depth) for child in children if isinstance(child, dict | list))
    return False


def lone_surrogates(value: Any) -> bool:
    """Whether any string in `value` (keys too) cannot be encoded as UTF-8."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not item.isascii():
                try:
                    item.encode("utf-8")
                except UnicodeEncodeError:
                    return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def loads(data: bytes | str, max_depth: int = MAX_DEPTH) -> Any:
    """`json.loads`, refusing a document nested deeper than `max_depth` (`TooDeep`) or holding
    a string that is no text (`NotText`); raises `ValueError` for anything that is not JSON,
    as `json.loads` does."""
    try:
        value = json.loads(data)
    except RecursionError:  # a thousand levels and more: the parser itself gives up
        raise TooDeep("nested too deeply") from None
    if too_deep(value, max_depth):
        raise TooDeep("nested too deeply")
    raw = data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass")
    if _SURROGATE.search(raw) and lone_surrogates(value):
        raise NotText("a string that is no text")
    return value
