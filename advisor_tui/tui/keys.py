"""One table per screen for its keys: each row names the key, the action, and what the footer and
its tooltip say in English and Chinese. ``BINDINGS`` and the labels the app relabels with when the
language changes are both built from that row, so that a key and its translations never drift apart.

    KEYS = (Key("escape", "app.pop_screen", "back", "Back", "返回", "Back to the interview", "返回问答"),)
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from textual.binding import Binding
from textual.dom import DOMNode

Labels = dict[str, tuple[str, str, str, str]]  # binding id → (footer en, zh, tooltip en, zh)


@dataclass(frozen=True)
class Key:
    """One key of a screen: its binding, and its footer label and tooltip in both languages."""

    key: str
    action: str
    id: str | None = None  # None: a key with no footer entry and nothing to translate
    en: str = ""
    zh: str = ""
    tip_en: str = ""
    tip_zh: str = ""
    show: bool = True
    priority: bool = False

    def binding(self) -> Binding:
        if self.id is None:
            return Binding(self.key, self.action, show=False, priority=self.priority)
        return Binding(self.key, self.action, self.en, id=self.id, show=self.show, priority=self.priority,
                       tooltip=self.tip_en)


def hidden(key: str, action: str, id: str | None = None, priority: bool = False) -> Key:  # noqa: A002
    """A key that does not show in the footer (arrows, escape to the input, ctrl+c)."""
    return Key(key, action, id, show=False, priority=priority)


def bindings(keys: Iterable[Key]) -> list[Binding]:
    return [k.binding() for k in keys]


def labels(keys: Iterable[Key]) -> Labels:
    return {k.id: (k.en, k.zh, k.tip_en, k.tip_zh) for k in keys if k.id is not None and k.en}


def localize_bindings(node: DOMNode, table: Labels, lang: str) -> None:
    """Rewrite the node's binding descriptions and tooltips for ``lang``.

    Textual has no public API to change a binding's description at run time, so the node's own
    copy of its bindings map is rebuilt with ``dataclasses.replace`` (bindings are frozen).
    """
    zh = lang == "zh"
    by_key = node._bindings.key_to_bindings  # noqa: SLF001 - see the docstring
    for key, found in list(by_key.items()):
        by_key[key] = [replace(b, description=table[b.id][1 if zh else 0], tooltip=table[b.id][3 if zh else 2])
                       if b.id in table else b for b in found]
