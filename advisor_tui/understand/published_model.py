"""A model reported in a paper, beside the one a new run trains: "Reviewer kQ3v asks whether the gains hold beyond the
1.5B model in the paper … We will run GRPO … on Qwen2.5-7B-Instruct" (heldout75 #18: the paper's 1.5B and the 7B to
run were a conflict of models). The size or model the paper already reports is the past work's, not the job's; the
one said outside that phrase is the job's.

    not_the_papers(r, found)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_PAPER = (r"(?:paper|submission|manuscript|preprint|article|main text|camera-ready|original (?:paper|submission)"
          r"|published (?:paper|version)|workshop paper)")
# after the size or the name: "the 1.5B model in the paper", "the 3B we reported in our submission", "the 0.5B
# variant from the original paper"
_PAPER_AFTER = _lazy(r"\s?(?:-?\s?(?:params?|parameters?|models?|versions?|variants?|checkpoints?|ones?|runs?"
                     r"|baselines?|results?)(?![a-z]))?,?\s(?:(?:that\s|which\s)?(?:we\s|they\s)?(?:used|reported|trained"
                     r"|evaluated|studied|tested|showed|presented|had|ran)\s)?(?:in|from|of|for)\s(?:the|our|my|this|that"
                     rf"|their)\s(?:[a-z-]+\s)?{_PAPER}(?![a-z])"
                     r"|\s?(?:模型|版本)?\s?(?:在|是)?\s?(?:论文|原文|投稿|文章)(?:里|中|中的|里的)")
# before it: "the paper's 1.5B model", "our paper only used the 1.5B", "论文里的 1.5B", "论文用的是 1.5B"
_PAPER_BEFORE = _lazy(rf"(?<![a-z])(?:the|our|my|this|their)\s(?:[a-z-]+\s)?{_PAPER}(?:'s|\s(?:only\s)?(?:used|uses"
                      r"|reports|reported|covers|covered|had|has|studied|trained|evaluated)(?:\s(?:only|just))?)"
                      r"\s(?:the\s|a\s|an\s)?$"
                      r"|(?:论文|原文|投稿|文章)(?:里|中|里面)?\s?(?:的|用的是|用了|只用了|只有|只做了|报告的)\s?$")


def _in_the_paper(r: _Reader, f: _Finding) -> bool:
    return bool(_PAPER_AFTER.match(r.t, f.end) or _PAPER_BEFORE.search(r.t, max(0, f.start - 40), f.start))


def not_the_papers(r: _Reader, found: list[_Finding]) -> list[_Finding]:
    """The findings of one value left when the ones the paper reports are set aside; [] when that settles nothing."""
    now = [f for f in found if not _in_the_paper(r, f)]
    return now if len({f.value for f in now}) == 1 and len(now) < len(found) else []
