"""An options comparison's rejected options are no one's request: a feasibility report's '五、方案比选
方案一：购置 GPU 服务器一台，估算 45 万元，使用率低，不推荐。方案二：租用国内云平台 GPU 算力，按需计费，推荐采用。'
(heldout77 #24: the purchase stood against the rent as a conflict, and its 45 万 was read as the budget), a design
doc's "Option A: buy a server (~$60k) — not recommended. Option B: rent on demand — recommended." Each option runs
from its label to the next label or the line's end (the last one, to its verdict's sentence end); one marked rejected
(不推荐 / 不采用 / 放弃, "rejected", "not recommended") and not chosen is claimed whole, before every reader. The
chosen option and the rest of the text read as usual."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_LABEL = _lazy(r"(?:备选)?(?:方案|选项)\s?[一二三四五六七八九1-9a-d]\s?[:：]"
               r"|(?<![a-z])option\s?(?:[1-9]|[a-d])(?![a-z0-9])\s?(?:[:：.)]|\s-|\s—)")
_REJECTED = _lazy(r"不推荐|不建议|不采用|不予采用|不予考虑|不可行|放弃|否决|淘汰|排除"
                  r"|(?<![a-z])(?:not recommended|rejected|ruled out|discarded|not chosen|not pursued|not viable)"
                  r"(?![a-z])")
_CHOSEN = _lazy(r"(?<!不)(?:推荐|建议)采用|拟采用|(?<!不)采纳|(?<!不)选定|推荐方案"
                r"|(?<![a-z])(?<!not )(?:recommended|chosen|preferred|selected)(?![a-z])")

_SENTENCE_END = _lazy(r"[。；;!?！？]|\.(?!\d)")


def claim_rejected_options(r: _Reader) -> None:
    labels = list(_LABEL.finditer(r.t))
    for i, m in enumerate(labels):
        end = labels[i + 1].start() if i + 1 < len(labels) else len(r.t)
        line_end = r.t.find("\n", m.end())
        end = min(end, line_end) if line_end >= 0 else end
        last = i + 1 == len(labels) or labels[i + 1].start() > end
        no = _REJECTED.search(r.t, m.start(), end)
        if no is not None and last and (stop := _SENTENCE_END.search(r.t, no.end(), end)) is not None:
            end = stop.end()  # the last option ends with its verdict's sentence: what follows is the report's own
        if no is not None and not _CHOSEN.search(r.t, m.start(), end):
            for mask in (r.kw, r.numeric, r.entity):
                r.claim(mask, m.start(), end)
            r.note(f"“{r.quote(m.start(), end)}”: an option the text rejects, not the plan",
                   f"“{r.quote(m.start(), end)}”：文中否决的方案，不是要做的")
