"""A preference run's pairs and their length: "偏好数据 8000 对，每对 prompt 加一条回答大概 1000 token" (heldout81 #22
read no samples, and the 1,000 tokens as each reply's output). The pairs are the samples, counted by 对 with a plain
number ("8000 对", "3,500 对偏好数据") as with 万 / 千 (job.py); a pair's length said with what it holds between
("每对 prompt 加一条回答大概 1000 token", "each pair — prompt plus the chosen answer — is about 900 tokens",
"prompt + response
~1,200 tokens") is each sample's length, no output.

Read only beside preference tuning (preference.py ran first): "三对情侣", "对 8000 条数据做清洗" and a serving job's
"prompt 加回答 1000 token" set nothing here.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

# "8000 对", "3,500 对偏好数据", "一千五百对" — not 对话 / 对比 / 对齐 (a CJK word after), not "对 8000 条"
_PAIRS = _lazy(rf"(?<![\d.,])(?P<n>{AR}|{CN})\s?(?P<k>万|千|k|w)?\s?对(?:\s?(?:偏好|preference\s?)?(?:数据|样本|pairs?)"
               r"|(?![\u4e00-\u9fff]))")
_TOKENS = r"(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>k)?\s?(?:个)?\s?(?:tokens?|toks?)(?![a-z])"
_ABOUT = r"(?:大概|大约|约|平均|差不多|左右|about|around|roughly|approx\.?|~|≈)?\s?"
# what a pair holds, then its length: "每对 prompt 加一条回答大概 1000 token", "each pair (prompt + chosen) ~900
# tokens";
# the prompt with its answer: "prompt 加上回答 1200 token", "prompt plus response about 800 tokens"
_PAIR_LENGTH = tuple(_lazy(said + _ABOUT + _TOKENS) for said in (
    r"(?:每对|每一对|一对)(?:数据|样本)?[^,，。;；\n\d]{0,20}?",
    r"(?<![a-z])(?:each|every|per|a) pair\s?[^.;\n\d]{0,40}?",
    r"(?:prompts?|问题|提问|指令)\s?(?:加上?|\+|和|plus|with|and)\s?(?:its\s|one\s|a\s|the\s|一条|一个)?"
    r"(?:chosen\s|preferred\s|好的)?(?:回答|答案|回复|responses?|answers?|completions?|replies|reply)"
    r"[^,，。;；\n\d]{0,12}?"))

def read_preference_pairs(r: _Reader) -> None:
    """After the preference reader: a DPO run's pairs counted by 对, and a pair's length said with what it holds."""
    if not any(f.fact == "preference" for f in r.found):
        return
    if not any(f.fact == "samples" for f in r.found):
        for m in _PAIRS.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if n and n >= 100 and r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "samples", int(round(n)))
                break
    if not any(f.fact == "tokens_per_sample" for f in r.found):
        for m in (m for rx in _PAIR_LENGTH for m in rx.finditer(r.t)):
            n = _n(r, m.group("n").replace(",", ""), m.group("k"))
            if n and r.free(m.start("n"), m.end()):
                r.add(m.start(), m.end(), "tokens_per_sample", int(round(n)))
                break
