"""A batch generation job's size: "generate 50M tokens of synthetic data", "生成 5000 万 token 的合成数据",
"跑 1 亿 token 的离线推理" — tokens to be written, not trained on (rules.generation costs the job).

The job reader takes every "N tokens" of data as ``train_tokens``; here a count said beside a
generation word (generate / synthetic / offline or batch inference / 生成 / 合成数据 / 离线推理 /
批量推理) becomes ``generate_tokens`` with the task ``inference`` — only where nothing in the text
trains, because "synthesise 50M tokens, then LoRA on them" names two jobs and stays a training size."""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader
from knowledge.errors import InputError
from rules.facts import parse_count

_GENERATION = _lazy(r"(?<![a-z])(?:generat(?:e|es|ed|ing|ion)|synthes(?:i[sz]e|i[sz]ing|is)|synthetic"
                    r"|(?:offline|batch|bulk)\s(?:inference|generation|completion)s?|write|writing)(?![a-z])"
                    r"|生成|合成数据|合成语料|离线推理|批量推理|批推理|离线生成|批量生成|产出|造数据")
_NEAR = 40  # characters between the count and its generation word, either side, in one sentence
_SENTENCE = _lazy(r"[。！？!?\n；;]|\.(?:\s|$)")


def _same_sentence(t: str, a: int, b: int) -> bool:
    lo, hi = min(a, b), max(a, b)
    return _SENTENCE.search(t, lo, hi) is None


# a total of tokens named as output: "about 200M output tokens in total", "输出约 2 亿 token" (a million or more: a
# request's answer is hundreds or thousands)
_OUTPUT_TOTAL = _lazy(r"(?<![\d.])(?P<n>\d+(?:\.\d+)?)\s?(?P<k>m|b|million|billion)\s(?:output|generated|completion)"
                      r"\s(?:tokens?|toks?)(?![a-z])"
                      r"|(?:输出|生成)\s?(?:约|大概|大约|总共|一共)?\s?(?P<n2>\d+(?:\.\d+)?)\s?(?P<k2>亿|千万|百万)\s?(?:个)?\s?"
                      r"(?:tokens?|toks?)")
_SCALE_OF = {"million": "m", "billion": "b"}


def read_generation(r: _Reader) -> None:
    if trains(r):
        return
    for m in _OUTPUT_TOTAL.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        k = m.group("k") or m.group("k2")
        n = _n(r, m.group("n") or m.group("n2"), _SCALE_OF.get(k, k))
        try:
            value = parse_count("generate_tokens", int(round(n or 0)), (1, 1e15))
        except InputError:
            continue
        r.add(m.start(), m.end(), "generate_tokens", value)
        r.add(m.start(), m.end(), "task", "inference", generic="inference", mask="kw")
    for f in r.found:
        if f.fact != "train_tokens":
            continue
        cue = next((m for m in _GENERATION.finditer(r.t, max(0, f.start - _NEAR), min(len(r.t), f.end + _NEAR))
                    if _same_sentence(r.t, m.start(), f.start)), None)
        if cue is None:
            continue
        f.fact = "generate_tokens"
        r.add(cue.start(), cue.end(), "task", "inference", generic="inference", mask="kw")
