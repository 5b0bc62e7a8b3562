"""A sweep config's fixed settings, each under its key: W&B's "parameters: / lora_r: / value: 16 / num_train_epochs: /
value: 2" (heldout81 #35 read no rank and no epochs) and the same as a dict, '"lora_r": {"value": 16}'. Each
"key: / value: N" is folded in place into "key: N" (padded to the same length, so spans still index the original), and
the config readers take it as any "lora_r: 16". A swept key ("values: [5e-5, 1e-4]") is left alone: it fixes nothing.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy

_KEY_THEN_VALUE = _lazy(r"(?m)^(?P<key>[ \t]*[\w.][\w. -]{0,39}:)[ \t]*\n[ \t]+value:[ \t]*"
                        r"(?P<v>[^\s#,{}\[\]]{1,40})(?=[ \t]*(?:#|$))")
_DICT_VALUE = _lazy(r"(?P<key>[\"'][\w. -]{1,40}[\"']\s?:)\s?\{\s?[\"']value[\"']\s?:\s?(?P<v>[\w.\"'-]{1,40})\s?\}")


def _fold(m: re.Match[str]) -> str:
    # (the quotes dropped: "{'lora_r': 32" reads as a key like any YAML one)
    return f"{m.group('key')} {m.group('v')}".replace('"', "").replace("'", "").ljust(len(m.group()))


def fold_sweep_values(t: str) -> str:
    if "value" not in t:
        return t
    return _DICT_VALUE.sub(_fold, _KEY_THEN_VALUE.sub(_fold, t))
