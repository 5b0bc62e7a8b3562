"""Each item of a batch answered several times over: "6,000 questions, sampling 8 answers per question", "16 samples
per problem", "best-of-8", "pass@8", "6000 道题，每道采样 8 次", "每个问题生成 8 个回答" (review 101 #9: the 8
was dropped and 6,000 items costed, an eighth of the job). The batch reader (generation.read_item_batch) multiplies
its items by the count found here, just after the count (or just before it: "每个问题生成 8 个回答，一共 3000 个问题").
Not read: a count of models or passes over the whole set (generation's own _TIMES_AFTER, _PASSES), one sample,
sampling knobs ("temperature 0.8", "top-p 0.95").
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy

_WORD = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "ten": 10, "sixteen": 16, "twenty": 20,
         "两": 2, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "八": 8, "十": 10}
_K = r"(?:\d{1,3}|two|three|four|five|six|eight|ten|sixteen|twenty)"
_KZ = r"(?:\d{1,3}|两|二|三|四|五|六|八|十)"
_ITEM = r"(?:question|problem|prompt|item|task|query|example|sample|instance|puzzle|case|test case|row)"
SAMPLES_EACH = _lazy(
    # "sampling 8 answers per question", "sample 8 completions for each prompt", "generate 16 solutions per problem"
    rf"(?<![a-z])(?:sampl(?:e|es|ed|ing)|generat(?:e|es|ed|ing)|draw(?:ing)?|with|and)\s(?P<n>{_K})\s"
    r"(?:(?:independent|different|separate|reasoning)\s)?(?:answers|samples|completions|generations|responses|outputs"
    rf"|solutions|attempts|rollouts|traces|tries|runs)\s(?:per|for each|for every|each|of each|on each)(?:\s{_ITEM})?"
    r"(?![a-z])"
    # "8 samples per question" after a comma, "8 answers each"
    rf"|(?<![a-z0-9.])(?P<n2>{_K})\s(?:answers|samples|completions|generations|responses|solutions|attempts|rollouts"
    rf"|traces|tries)\s(?:per\s{_ITEM}|for each\s{_ITEM}|each)(?![a-z])"
    # "best-of-8", "pass@8", "n=8 samples", "maj@16"
    rf"|(?<![a-z])(?:best[- ]of[- ](?P<n3>{_K})|pass@(?P<n4>\d{{1,3}})|maj@(?P<n5>\d{{1,3}})"
    r"|n\s?=\s?(?P<n6>\d{1,3})\s(?:samples|completions|generations))(?![a-z0-9])"
    # "每道采样 8 次", "每题采样 8 个回答", "每个问题生成 8 个答案", "每道题跑 8 次", "每题 8 个样本"
    rf"|每\s?(?:道|题|個|个|条|條)\s?(?:题|题目|問題|问题|prompt)?\s?(?:都)?\s?(?:采样|抽样|生成|跑|推理|答|回答|采)?\s?"
    rf"(?P<z>{_KZ})\s?(?:次|遍|个回答|个答案|个样本|条回答|条答案|个解答|份答案|个采样|条采样)"
    # "采样 8 次" said right after the count: "6000 道题，采样 8 次"
    rf"|(?:采样|抽样)\s?(?P<z2>{_KZ})\s?(?:次|遍|个回答|个答案|个样本)")

# right after the count: "6,000 questions × 8 samples", "6000 道题 × 8 次"
_TIMES = _lazy(r"\s?(?:×|x|\*)\s?(?P<n>\d{1,3})\s?(?:answers|samples|completions|generations|responses|rollouts"
               r"|attempts|次采样|个回答|个答案|个样本|次)(?![a-z])")


def samples_each(t: str, s: int, e: int) -> re.Match[str] | None:
    """The answers drawn for each item, said between s and e (in the count's sentence or the one after)."""
    times = _TIMES.match(t, s)
    for m in [times] if times is not None else SAMPLES_EACH.finditer(t, s, e):
        k = next(g for g in m.groups() if g)
        n = _WORD.get(k.lower()) if not k.isdigit() else int(k)
        if n is not None and 2 <= n <= 256:
            return m
    return None


def samples_count(m: re.Match[str]) -> int:
    k = next(g for g in m.groups() if g)
    return int(k) if k.isdigit() else _WORD[k.lower()]
