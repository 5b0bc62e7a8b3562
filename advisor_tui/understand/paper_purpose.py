"""A paper named as what the results are for is no one's role: "论文要报均值和方差，所以同样的设置要换 3 个随机种子各
跑一遍" (heldout81 #4, under the job question) read buyer individual from 论文 — a student's word where the person
says who they are ("研一，论文要…"), but here the paper only says why the runs are repeated. A paper that asks for
something ("论文要报…", "论文里要放消融", "论文需要报告方差", "論文要報…", "审稿人要求…") or sets the date ("要赶论
文", "论文快截稿了": heldout85 #18, a GRPO run's deadline and its reason) sets no buyer ("我在赶论文" is still the
person's own work); who the person is or who pays, said elsewhere ("研二学生", "钱我自己出", "课题经费"), still
decides.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the paper as the subject of what must be reported: "论文要报均值和方差", "论文里需要放消融实验", "投稿要求…"
_PAPER_ASKS = _lazy(r"(?:论文|論文|文章|投稿)\s?(?:里|裡|中)?\s?(?:要|需要|得|必须|必須|要求)\s?"
                    r"(?:报|報|报告|報告|放|给出|給出|列出|写|寫|附|做)"
                    # the paper as what the date is for: "1 月 10 号前要跑完，要赶论文" (heldout85 #18), "论文要截稿了"
                    # ("我在赶论文" is the person's own work, a student's: heldout78's test)
                    r"|(?<![我你他她])(?:要|得|急着|为了)\s?赶\s?(?:论文|論文)"
                    r"|(?:论文|論文)\s?(?:快|要)?\s?(?:截稿|交稿|deadline|ddl)")
_ROLE_SAID = _lazy(r"研[一二三]|大[一二三四]|博[一二三四五]|学生|學生|研究生|博士生|硕士生|碩士生"
                   r"|本科生|毕设|畢設|毕业|畢業"
                   r"|(?<![a-z])(?:students?|phd|master'?s)(?![a-z])")


def paper_as_purpose(r: _Reader) -> None:
    """After the buyer readers: a buyer read from 论文 alone, where the paper only asks for results, is dropped."""
    if _ROLE_SAID.search(r.t):
        return
    papers = [m for m in _PAPER_ASKS.finditer(r.t)]
    if not papers:
        return
    for f in r.found:
        if f.fact == "buyer" and f.value == "individual" and r.t[f.start:f.end].strip() in ("论文", "論文") \
                and any(m.start() <= f.start < m.end() for m in papers):
            f.fact = "_paper_purpose"
