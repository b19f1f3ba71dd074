"""What a screen reader finds on a game's table: the table as an accessible node with children.

A `QGraphicsView` shows in the accessibility tree (AT-SPI on Linux, what Orca reads) as one
unnamed filler: the pieces drawn in its scene are not widgets, so Qt knows nothing of them.
A game's view module therefore describes its table as a list of `Part`s (a square, a die, a
heap, a decision), built from the model's state and translated, and this module shows them
as the table's children: `TableInterface` (a `QAccessibleObject` for the view widget) and one
`PartInterface` per part. `install()` hands Qt the factory that makes them; the view calls it
before it exists, so no interface of a table is ever made without it.

Qt keeps the interfaces it is given by pointer and Python would collect them: every interface
made here is kept by the widget it belongs to (`DescribedTable.kept`, `LeavingWhenHidden`'s
on the page), so it lives as long as its widget and goes with it (the parts' keys are stable,
so a table reuses its children's interfaces from one move to the next).

A part that is a decision has an `action`; the table's keyboard focus (`TableFocus`) walks
through them and the focused one is what Return does. The focused part is reported to the
screen reader as focused, and the game draws it ringed on the table.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

import shiboken6
from PySide6.QtCore import QObject, QPoint, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QAccessibleObject, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

if TYPE_CHECKING:
    from PySide6.QtWidgets import QGraphicsView

Role = QAccessible.Role


@dataclass(frozen=True)
class Part:
    """One thing on the table that a screen reader names.

    `key` stays the same while the thing is on the table (a square's name, "die-3",
    "decision:roll-all"); `rect` is where it is drawn, in scene coordinates; `action`, for a
    decision, does it (the same as a click or a key)."""

    key: str
    role: QAccessible.Role
    name: str
    rect: QRectF | None = None
    action: Callable[[], object] | None = None
    description: str = ""

    @property
    def is_decision(self) -> bool:
        return self.action is not None


class DescribedTable:
    """What a view holds for its accessible table: its name and its parts, kept up to date by
    the page (`update`), and the keyboard focus among its decisions."""

    def __init__(self, view: QGraphicsView):
        self.view = view
        self.name = ""
        self.parts: list[Part] = []
        self.focus_key: str | None = None
        #: The interfaces of this table made for Qt, kept while the view lives.
        self.kept: list[QAccessibleInterface] = []

    def update(self, name: str, parts: list[Part]) -> None:
        """New parts: the screen reader is told the table changed (its children and names)."""
        changed = name != self.name or [(p.key, p.name) for p in parts] != [(p.key, p.name) for p in self.parts]
        self.name, self.parts = name, parts
        if self.focus_key is not None and self.focused() is None:
            self.focus_key = None
        if changed and QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.NameChanged))
            QAccessible.updateAccessibility(QAccessibleEvent(self.view, QAccessible.Event.ObjectReorder))

    def decisions(self) -> list[Part]:
        return [p for p in self.parts if p.is_decision]

    def focused(self) -> Part | None:
        return next((p for p in self.parts if p.key == self.focus_key and p.is_decision), None)

    def move_focus(self, step: int) -> Part | None:
        """The next (or previous) decision gets the keyboard focus; None when there is none."""
        decisions = self.decisions()
        if not decisions:
            self.focus_key = None
            return None
        keys = [p.key for p in decisions]
        index = keys.index(self.focus_key) + step if self.focus_key in keys else (0 if step > 0 else -1)
        part = decisions[index % len(decisions)]
        self.focus_key = part.key
        if QAccessible.isActive():
            event = QAccessibleEvent(self.view, QAccessible.Event.Focus)
            event.setChild(self.parts.index(part))
            QAccessible.updateAccessibility(event)
        return part

    def press_focused(self) -> bool:
        part = self.focused()
        if part is None or part.action is None:
            return False
        part.action()
        return True


class TableInterface(QAccessibleObject):
    """The table (the game's view widget) with its parts as children.

    Qt asks an interface while its widget is being destroyed (the screen reader is told of the
    focus leaving and the hiding), after the widget's Python side has gone: closing the replay
    through AT-SPI crashed in `state`. So every question first checks that the view is still
    there (`gone`), and an interface without it answers as an invalid, empty node."""

    def __init__(self, view: QGraphicsView, table: DescribedTable):
        super().__init__(view)
        self.view, self.table = view, table
        self.children: dict[str, PartInterface] = {}

    def gone(self) -> bool:
        """The view has been destroyed (or is being destroyed): nothing of it may be asked."""
        return not shiboken6.isValid(self.view)

    def _child_for(self, part: Part) -> PartInterface:
        child = self.children.get(part.key)
        if child is None:
            child = PartInterface(self, part.key)
            self.children[part.key] = child
            self.table.kept.append(child)
        return child

    def isValid(self) -> bool:  # noqa: N802 - Qt override
        return not self.gone()

    def childCount(self) -> int:  # noqa: N802 - Qt override
        return 0 if self.gone() else len(self.table.parts)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        if self.gone():
            return None
        parts = self.table.parts
        return self._child_for(parts[index]) if 0 <= index < len(parts) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt override
        key = getattr(child, "key", None)
        return next((i for i, p in enumerate(self.table.parts) if p.key == key), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 - Qt override
        if self.gone():
            return None
        for part in reversed(self.table.parts):
            if part.rect is not None and self.part_rect(part).contains(QPoint(x, y)):
                return self._child_for(part)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 - Qt override
        if self.gone():
            return None
        part = self.table.focused()
        return self._child_for(part) if part is not None and self.view.hasFocus() else None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        if self.gone():
            return None
        parent = self.view.parentWidget()
        return QAccessible.queryAccessibleInterface(parent) if parent is not None else None

    def window(self) -> QWindow | None:  # type: ignore[override]
        if self.gone():
            return None
        handle = self.view.window().windowHandle()
        return handle

    def text(self, kind: QAccessible.Text) -> str:
        if self.gone():
            return ""
        if kind == QAccessible.Text.Name:
            return self.table.name
        if kind == QAccessible.Text.Description:
            return ""
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt override
        pass

    def role(self) -> QAccessible.Role:
        return Role.Canvas

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        if self.gone():
            state.invalid = True
            return state
        state.focusable = True
        state.focused = self.view.hasFocus()
        state.invisible = not self.view.isVisible()
        return state

    def rect(self) -> QRect:
        if self.gone() or not self.view.isVisible():
            return QRect()
        return QRect(self.view.mapToGlobal(QPoint(0, 0)), self.view.size())

    def part_rect(self, part: Part) -> QRect:
        if part.rect is None or self.gone() or not self.view.isVisible():
            return QRect()
        local = self.view.mapFromScene(part.rect).boundingRect()
        viewport = self.view.viewport()
        return QRect(viewport.mapToGlobal(local.topLeft()), local.size())

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []


class PartInterface(QAccessibleInterface):
    """One part of a table; it reads its part afresh from the table each time it is asked."""

    ROLE_DEFAULT: ClassVar[QAccessible.Role] = Role.StaticText

    def __init__(self, table: TableInterface, key: str):
        super().__init__()
        self.table, self.key = table, key

    def part(self) -> Part | None:
        return next((p for p in self.table.table.parts if p.key == self.key), None)

    def isValid(self) -> bool:  # noqa: N802 - Qt override
        return True

    def object(self) -> QObject | None:  # type: ignore[override]
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]
        return self.table.window()

    def relations(self, match=QAccessible.RelationFlag.AllRelations):
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 - Qt override
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 - Qt override
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]
        return self.table

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        return None

    def childCount(self) -> int:  # noqa: N802 - Qt override
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 - Qt override
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        part = self.part()
        if part is None:
            return ""
        if kind == QAccessible.Text.Name:
            return part.name
        if kind == QAccessible.Text.Description:
            return part.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 - Qt override
        pass

    def rect(self) -> QRect:
        part = self.part()
        return self.table.part_rect(part) if part is not None else QRect()

    def role(self) -> QAccessible.Role:
        part = self.part()
        return part.role if part is not None else self.ROLE_DEFAULT

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        part = self.part()
        if part is None:
            state.invalid = True
            return state
        if self.table.gone():
            state.invalid = True
            return state
        if part.is_decision:
            state.focusable = True
            state.focused = part.key == self.table.table.focus_key and self.table.view.hasFocus()
        return state


class LeavingWhenHidden(QAccessibleWidget):
    """A page that, while hidden, shows no children to a screen reader: the game pages the
    window keeps for later stayed in the tree (the launcher's 73 nodes grew to 105)."""

    def childCount(self) -> int:  # noqa: N802 - Qt override
        widget = self.widget()
        return super().childCount() if widget.isVisible() else 0

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]
        widget = self.widget()
        return super().child(index) if widget.isVisible() else None


def leave_the_tree_when_hidden(widget: QWidget) -> None:
    """Mark `widget` (before it is first shown) for `LeavingWhenHidden`."""
    install()
    widget.setProperty(HIDDEN_LEAVES, True)


HIDDEN_LEAVES = "bugbox_leaves_tree_when_hidden"
KEEPER = "bugbox_accessible_keeper"


class _Keeper(QObject):
    """Holds a widget's interfaces made here, as its child: they go when the widget goes."""

    def __init__(self, parent: QObject):
        super().__init__(parent)
        self.setObjectName(KEEPER)
        self.interfaces: list[QAccessibleInterface] = []


def _factory(classname: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QWidget) and obj.property(HIDDEN_LEAVES):
        hiding = LeavingWhenHidden(obj)
        obj.setProperty(HIDDEN_LEAVES, True)
        kept = obj.findChild(_Keeper, KEEPER) or _Keeper(obj)
        kept.interfaces.append(hiding)
        return hiding
    table = getattr(obj, "described_table", None)
    if not isinstance(table, DescribedTable):
        return None
    interface = TableInterface(table.view, table)
    table.kept.append(interface)
    return interface


_installed = False


def install() -> None:
    """Hand Qt the factory for the tables (once; before the first table is made)."""
    global _installed
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed = True
