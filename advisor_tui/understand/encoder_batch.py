"""An encoder's batch within a deadline read as its service at the steady rate: "about 50 million chunks of ~512
tokens each need to be embedded once with bge-m3 … within 3 days" (review 94 c10: refused as "encoders are not
covered", while the same job said as a service — --task embedding --rps — is answered). N items in D hours are
N ÷ (D × 3,600) a second, each item's tokens the input, the service up 24 h a day for the deadline's days."""

from __future__ import annotations

import math
import re

from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.fact_vocab import ENCODER_TASKS

_ITEMS = r"(?:chunks?|documents?|docs?|passages?|texts?|pages?|sentences?|records?|items?|paragraphs?|abstracts?)"
_COUNT = _lazy(
    rf"(?<![\d.])(?P<n>{AR})\s?(?P<k>million|billion|thousand|m|b|k)?\s(?:[a-z-]+\s)?{_ITEMS}(?![a-z])"
    rf"|(?<![\d.])(?P<z>\d+(?:\.\d+)?)\s?(?P<zk>亿|千万|百万|万|千)\s?(?:条|段|篇|个|份|页)\s?"
    r"(?:文本|文档|段落|片段|chunks?|记录|论文|网页)?")
_SCALE = {"million": 1e6, "m": 1e6, "billion": 1e9, "b": 1e9, "thousand": 1e3, "k": 1e3, None: 1.0,
          "亿": 1e8, "千万": 1e7, "百万": 1e6, "万": 1e4, "千": 1e3}
_LENGTH_FACTS = ("context_tokens", "output_tokens", "input_tokens", "tokens_per_sample")


_NEGATED = _lazy(r"(?:不是|并非|而不是|not|instead of)\s*$")


def _encoder_refused(r: _Reader) -> bool:
    """An encoder named in the words (refused as "not covered" until placed), or the session's --task embedding
    (review 115 C6-b: "不是3000万，是5000万段 … 一周内跑完" with --task embedding --model bge-m3 as flags lost the
    corpus, and with it the deadline)."""
    return r.task in ENCODER_TASKS or any(u.kind == "model" and u.note.en.startswith("embedding / rerank encoders")
                                          for u in r.unresolved)


def _said_count(r: _Reader) -> re.Match[str] | None:
    """The corpus's size: of several, the one not corrected away ("不是3000万段，是5000万段")."""
    return next((m for m in _COUNT.finditer(r.t) if not _NEGATED.search(r.t[max(0, m.start() - 12):m.start()])),
                None)


def encoder_batch_as_service(r: _Reader) -> None:
    """Before encoder_service: items to encode by a deadline become the service's steady rate."""
    if not _encoder_refused(r) or any(f.fact in ("rps", "requests_per_day", "model") for f in r.found):
        return
    deadline = next((f for f in r.found if f.fact == "deadline"), None)
    m = _said_count(r)
    length = next((f for f in r.found if f.fact in _LENGTH_FACTS), None)
    if deadline is None or m is None or length is None or not deadline.value:
        return
    try:
        said = m.group("n") or m.group("z")
        count = float(said.replace(",", "")) * _SCALE[(m.group("k") or m.group("zk") or "").lower() or None]
    except (KeyError, ValueError):
        return
    hours = float(deadline.value)
    rate = round(count / (hours * 3600), 2)
    if rate <= 0 or count < 1000:
        return
    for f in r.found:
        # (the deadline stays: the batch's time and cost are answered against it, rules.encoder_batch)
        if f.fact in ("generate_tokens", "samples", "train_tokens", "task", *_LENGTH_FACTS):
            f.fact = "_dropped"
    # an encoder writes vectors, not tokens: "say the output tokens per item" asks for nothing here (review 100 c05)
    r.unresolved = [u for u in r.unresolved if not (u.kind == "generate_tokens" and u.start < m.end()
                                                    and m.start() < u.end)]
    r.add(m.start(), m.end(), "rps", rate)
    r.add(length.start, length.end, "input_tokens", int(length.value))
    r.add(deadline.start, deadline.end, "hours_per_day", 24.0, mask="kw")
    r.add(deadline.start, deadline.end, "days", float(math.ceil(hours / 24)), mask="kw")
    items = r.quote(m.start(), m.end())
    r.note(f"“{items}” by the deadline ({hours:g} h): the batch is sized as the encoder's service at its steady rate, "
           f"{count:,.0f} ÷ {hours * 3600:,.0f} s = {rate:g} a second, {int(length.value):,} tokens each, up 24 h a "
           "day for the deadline's days",
           f"“{items}”在期限（{hours:g} 小时）内：按编码服务的稳定速率估算，"
           f"{count:,.0f} ÷ {hours * 3600:,.0f} 秒 = 每秒 {rate:g} 个，"
           f"每个 {int(length.value):,} token，在期限的天数里每天 24 小时运行")
