"""The CLI's flags in words, for the screens: rule texts are shared by the CLI and the TUI and name
a fact by its flag ("use --buyer individual", "--priority speed"); a person in the TUI has no flags
to pass, so there the flag reads as the fact's name and value in the session's language, the way
the facts list shows it ("“Who buys: an individual”"), which they change with Ctrl+F or by saying it.
Flags of other programs (vLLM's ``--hf-overrides``) and start-up options are left as they are.
Plain Python (no Textual)."""

from __future__ import annotations

import re

from advisor_tui.fact_options import FLAGS
from advisor_tui.interview.display import fact_label, format_value
from advisor_tui.vocabulary import VALUE_LABELS
from knowledge.vocab import PRECISIONS, TASKS

_FACT_OF_FLAG = {flag: name for name, flag in FLAGS.items()}
# values a flag can take that read as a value (not as the next word of the sentence)
_VALUES: dict[str, tuple[str, ...]] = {
    "precision": tuple(PRECISIONS), "kv_precision": tuple(PRECISIONS), "task": tuple(TASKS),
    "priority": ("cost", "speed"), "region": ("cn", "intl", "any"),
    **{name: tuple(v for n, v in VALUE_LABELS if n == name) for name, _ in VALUE_LABELS},
}
_FLAG = re.compile(r"(?<![\w-])(--[a-z][a-z0-9-]*)(?:[ =]([A-Za-z0-9_.-]+))?")


def spoken(text: str, lang: str) -> str:
    """``text`` with each fact flag (and its value) as the fact's words in ``lang``."""
    if "--" not in text:
        return text
    open_q, close_q = ("「", "」") if lang == "zh" else ("“", "”")
    colon = "：" if lang == "zh" else ": "

    def words(m: re.Match[str]) -> str:
        name = _FACT_OF_FLAG.get(m.group(1))
        if name is None:
            return m.group(0)
        value = m.group(2)
        if value is not None and value in _VALUES.get(name, ()):
            return f"{open_q}{fact_label(name, lang)}{colon}{format_value(name, value, lang)}{close_q}"
        rest = "" if value is None else m.group(0)[len(m.group(1)):]
        return f"{open_q}{fact_label(name, lang)}{close_q}{rest}"

    out = _FLAG.sub(words, text)
    if lang == "zh":  # no space between Chinese text and the 「」 it now holds
        out = re.sub(r"(?<=[\u4e00-\u9fff\uff08\uff0c\uff1a])[ ]+(?=「)", "", out)
        out = re.sub(r"(?<=」)[ ]+(?=[\u4e00-\u9fff\uff09\uff0c\u3002])", "", out)
    return out
