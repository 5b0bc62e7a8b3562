"""What each answer runs to, its average and its longest said together: "Reasoning traces average around 6k tokens,
max 32k", "answers are ~800 tokens on average, up to 4k", "推理过程平均 6k token，最长 32k", "回答平均 800
token 左右，最长能到 4000" (review 101 #9: the average became the context — a launch at --max-model-len 6144 cuts
every longer trace — and "max 32k" a budget of 32,000 USD). The average is the output each item costs
(``output_tokens``); the longest, with the prompt, is the context the engine must hold (``context_tokens``, the prompt
added once it is read: ``settle_trace_context``). A number beside tokens with no money word is never money: the longest
is claimed even where it sets no context (a short one with no prompt said would undersize a chat's window: left to the
other readers); so is any length's largest ("inputs are 1k tokens on average, max 16k": ``claim_token_tails``).
"""

from __future__ import annotations

import re
from typing import Any

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_NUM = r"\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?"
_WHAT_EN = (r"(?<![a-z])(?:(?:reasoning |thinking |cot |model )?(?:traces?|chains?(?: of thought)?|outputs?|answers?"
            r"|responses?|generations?|completions?|replies|rollouts?|solutions?)|reasoning|thinking|cots?)(?![a-z])")
_AVG_EN = (r"(?:(?:is|are|run|runs|come in|comes in)\s)?(?:on average\s|typically\s|usually\s)?"
           r"(?:average|averages|averaging|avg\.?|mean|median|are|is|run|runs)\s(?:(?:length|size)\s)?"
           r"(?:(?:is|of|at|around|about|roughly|approximately|~)\s?){0,2}")
_MAX_EN = (r"(?:max(?:imum)?\.?|at most|up to|longest(?: ones?)?|the longest(?: ones?)?|worst[- ]case|peak|tail"
           r"|some (?:go|run|hit|reach)(?: up to)?|occasionally|sometimes(?: up to)?)"
           r"(?:\s(?:is|are|of|at|around|about|~|hits?|reaches|goes to|runs to))?")
_TRACE_EN = _lazy(
    rf"{_WHAT_EN}[^.;!?\n]{{0,30}}?{_AVG_EN}(?P<a>{_NUM})\s?(?P<ak>k)?(?P<au>\s?(?:tokens?|words?|characters?|chars))?"
    r"(?:\s(?:on average|each))?(?P<ae>)"
    rf"\s?[,;(]\s?(?:but\s|and\s|with\s(?:a\s)?|though\s)?{_MAX_EN}\s?(?:~\s?)?(?P<m>{_NUM})\s?(?P<mk>k)?"
    r"(?P<mt>\s?tokens?)?(?![a-z0-9])")
_WHAT_ZH = r"(?:推理过程|推理|思维链|思考过程|思考|回答|回复|答案|输出|生成|轨迹|解题过程|trace|traces|cot)"
_TRACE_ZH = _lazy(
    rf"{_WHAT_ZH}[^，,。；;！？\n]{{0,8}}?(?:长度)?\s?(?:平均|一般|通常)\s?(?:长度)?\s?(?:在|是|有)?\s?(?:大概|大约|约|差不多)?\s?"
    rf"(?P<a>{_NUM})\s?(?P<ak>k|千)?\s?(?:个\s?)?(?P<au>tokens?|字|个字|词)?\s?(?:左右|上下)?(?P<ae>)\s?[，,、;；]\s?"
    r"(?:但是?\s?)?(?:最长|最多|最大|上限|长的|峰值|个别)\s?(?:的)?\s?(?:能|会|可以|可能)?\s?(?:到|达到|有|是|超过)?\s?"
    rf"(?:大概|大约|约)?\s?(?P<m>{_NUM})\s?(?P<mk>k|千|万)?(?P<mt>\s?(?:个\s?)?tokens?)?")
# any length in tokens followed by its largest, with no money word: "inputs are 1k tokens on average, max 16k",
# "prompts ~2k tokens, sometimes 8k", "输入平均 1k token，最长 16k"
_TAIL = _lazy(
    rf"(?<![a-z0-9.$€£¥])(?P<a>{_NUM})\s?(?:k|千)?\s?(?:个\s?)?tokens?(?![a-z])[^.;!?\n。；！？$€£¥]{{0,24}}?[,;(，；、]\s?"
    r"(?:but\s|and\s|though\s|但是?\s?)?(?:max(?:imum)?\.?|at most|up to|longest(?: ones?)?|peak|worst[- ]case"
    r"|sometimes(?: up to)?|occasionally(?: up to)?|some (?:go|run|hit|reach)(?: up to)?|最长|最多|最大|上限|偶尔|有时)"
    r"(?:\s(?:is|are|of|at|around|about|~|hits?|reaches))?\s?(?:能到|到|达到|有)?\s?(?:~\s?)?"
    rf"(?P<m>{_NUM})\s?(?P<mk>k|千|万)(?![a-z0-9])(?!\s?(?:usd|dollars?|bucks|cad|eur|euros?|元|块|刀|美元|美金))")
_SCALE = {"k": 1024, "千": 1000, "万": 10_000}
_WORDS_AFTER = _lazy(r"\s?(?:words?|characters?|chars|字|个字|词|seconds?|秒|ms|毫秒|minutes?|分钟)(?![a-z])")


def _tokens(fact: str, n: str, k: str | None) -> int | None:
    try:
        if k and k.lower() == "k":
            return int(parse_tokens(fact, n.replace(",", "") + "k"))
        return int(parse_tokens(fact, str(int(float(n.replace(",", "")) * _SCALE.get(k or "", 1)))))
    except (InputError, ValueError):
        return None


def read_trace_lengths(r: _Reader) -> None:
    """Before the number readers: an answer's average is its output, its longest (with the prompt) the context."""
    if any(f.fact == "output_tokens" for f in r.found) or trains(r):
        return  # (traces trained on are samples: their longest is claimed as the context by claim_token_tails)
    for rx in (_TRACE_EN, _TRACE_ZH):
        for m in rx.finditer(r.t):
            if not r.free(m.start("a"), m.end()):
                continue
            if _WORDS_AFTER.match(r.t, m.end()) or (m.group("au") or "token").strip() not in ("token", "tokens"):
                r.claim(r.numeric, m.start("a"), m.end())  # "answers average 200 words, max 500": no $500 budget
                continue
            if "token" not in m.group(0) and not (m.group("ak") or m.group("mk")):
                r.claim(r.numeric, m.start("a"), m.end())  # "answers average 300, max 900": a length, unsized
                continue  # (no tokens and no thousands named: words perhaps, not a length to size; never money)
            avg, top = _tokens("output_tokens", m.group("a"), m.group("ak")), \
                _tokens("context_tokens", m.group("m"), m.group("mk") or m.group("ak"))
            if not avg or not top or top <= avg:
                continue
            r.add(m.start("a"), m.end("ae"), "output_tokens", avg)
            r.claim(r.numeric, m.start("m"), m.end())
            r.trace_max = top
            quoted = r.quote(m.start(), m.end())
            if top < 8192:  # (a short longest with no prompt said would undersize a chat's window)
                r.note(f"“{quoted}”: each answer's average ({avg:,} tokens) is the output it costs",
                       f"“{quoted}”：平均长度（{avg:,} token）按每条输出计费")
                return
            r.add(m.start("m"), m.end(), "context_tokens", top)
            r.note(f"“{quoted}”: each answer's average ({avg:,} tokens) is the output it costs; the longest ({top:,}) "
                   "with the prompt is the context to hold",
                   f"“{quoted}”：平均长度（{avg:,} token）按每条输出计费；最长（{top:,}）加上提示词是要容纳的"
                   "上下文")
            return


# an answer's length said as its cap: "answers at most 4k tokens", "max 4k output tokens per answer", "最多 4k token"
_CAP_BEFORE = _lazy(r"(?:(?<![a-z])(?:max(?:imum)?\.?|at most|up to|no more than|capped at|limit(?:ed)? (?:of|to))"
                    r"|最多|最长|不超过|上限)\s?(?:of\s|is\s|为|是)?\s?$")


_ABOUT = _lazy(r"~|(?<![a-z])(?:about|around|roughly|approximately|approx\.?|some)(?![a-z])|大概|大约|约|左右|上下")


def cap_said_output(r: _Reader, chosen: dict[str, Any]) -> None:
    """An answer's length said as its most is the longest (review 103 c07): the context holds the prompt and it,
    stated, and the launch caps there — not an average the engine's launch would raise toward the model's window."""
    out, prompt = chosen.get("output_tokens"), chosen.get("input_tokens")
    if out is None or r.trace_max is not None or prompt is None or _ABOUT.search(
            r.t, max(0, prompt.start - 12), min(len(r.t), prompt.end + 4)):
        return  # (a prompt said as "about" N keeps the launch's room over it: rules.serving_room, reviews 74/75)
    said = r.t[max(0, out.start - 24):out.end]
    if _CAP_BEFORE.search(r.t, max(0, out.start - 14), out.start) or re.search(
            r"(?<![a-z])(?:at most|max(?:imum)?|up to|no more than)\s(?:~\s?)?\d", said):
        r.trace_max = int(out.value)


def settle_trace_context(r: _Reader, chosen: dict[str, Any]) -> None:
    """The longest answer's context with the prompt read later added: "prompts ~300 tokens … max 32k" is 33,068."""
    top = r.trace_max
    if top is None:
        return
    if "input_tokens" not in chosen:
        if "context_tokens" in chosen and int(chosen["context_tokens"].value) == top:
            r.note(f"the context is the longest answer alone ({top:,} tokens): the prompt's length was not said — give "
                   "--input-tokens (or --context) so the longest answer is not cut by it",
                   f"上下文只按最长回答计（{top:,} token）：没有说提示词多长——请给出 --input-tokens（或 --context），"
                   "以免最长的回答被截断")
        return
    context = chosen.get("context_tokens")
    if context is not None and int(context.value) != top:
        return  # a context said in its own words wins
    inp = int(chosen["input_tokens"].value)
    if context is None:
        s, e = chosen["input_tokens"].start, chosen["input_tokens"].end
    else:
        s, e = context.start, context.end
    chosen["context_tokens"] = _Finding(s, e, "context_tokens", top + inp, 1.0)
    r.note(f"the context: the longest answer ({top:,} tokens) + the prompt ({inp:,}) = {top + inp:,} tokens",
           f"上下文：最长回答（{top:,} token）+ 提示词（{inp:,}）= {top + inp:,} token")


def claim_token_tails(r: _Reader) -> None:
    """"inputs are 1k tokens on average, max 16k": a length's largest, never a budget of 16,000 (review 101 #9's
    family); the largest is the context to hold where no context is read yet ("~1k tokens avg (max 2k)")."""
    for m in _TAIL.finditer(r.t):
        if not r.free(m.start("m"), m.end()):
            continue
        r.claim(r.numeric, m.start("m"), m.end())
        top = _tokens("context_tokens", m.group("m"), m.group("mk"))
        if top and top >= 1024 and not any(f.fact == "context_tokens" for f in r.found):
            r.add(m.start("m"), m.end(), "context_tokens", top)
