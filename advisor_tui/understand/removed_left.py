"""The samples left after a share is taken out, said as what is left: "一共两万八千条问答对，去掉重复的三千来条，剩
两万五左右" (heldout85 #4, under the job question) read 28,000 samples and "两万五左右" as a ¥25,000 budget —
cleaned_count.py knows "过滤完剩 3.8 万条" (a cleaning verb, then 完 / 后), not a count removed by name and then the
rest. "去掉重复的三千来条，剩两万五左右", "删掉 3000 条重复的，还剩 4.7 万", "剔除 5000 条无效的，最后留下 3.5 万条",
"28k pairs, minus ~3k duplicates, leaves about 25k", "28k samples; dropping the 3k dupes leaves ~25k", "~90k
tickets; after dropping duplicates and the one-line replies, 72k are left" (heldout91 #4) take the count
left (when it is smaller than the count before it), its figures claimed so no money is read from them. A sum said
as money ("剩两万五的预算") is no sample count.

The rest left unsaid is the same count less the share: "病历一共 2 万份，去掉重复的 3000 份，剩下的平均每份 1500 token"
(heldout89 #17 read 20,000), "删掉 3000 条重复的", "20k records, minus 3k duplicates" — the share named right after
the count, in its own clause, by its counter; "不用去掉重复的 3000 份" or a length taken off ("去掉 300 token 的表头")
takes nothing.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "w": 1e4, "千": 1e3, "k": 1e3, "m": 1e6}
_LEFT = _lazy(
    rf"(?:去掉|删掉|删除|剔除|剔掉|扣掉|去除|拿掉|排除|减去|刨掉|刨去)[^,，。;；!?\n]{{0,16}}?[,，]?\s?"
    r"(?:那?就|最后|实际)?\s?(?:还|就|只)?\s?(?:剩下?|余下|留下|剩余)\s?(?:了)?\s?(?:大概|约|差不多|将近)?\s?"
    rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|w|k)?(?![\d.一二两三四五六七八九十百千万])(?!\s?(?:的\s?)?(?:预算|块|元|钱|经费))"
    r"|(?<![a-z])(?:minus|less|dropping|removing|after removing|without|excluding)\s[^.;!?\n]{0,30}?,?\s"
    r"(?:that\s|which\s)?(?:leaves|leaving|we'?re left with|there are)\s(?:us\s)?(?:~\s?|about\s|around\s|roughly\s)?"
    rf"(?P<n2>{AR})\s?(?P<k2>k|m)?(?![a-z])"
    # "after dropping duplicates and the one-line 'thanks!' replies, 72k are left" (heldout91 #4 read 90,000; a
    # quote's own "!" inside the clause)
    r"|(?<![a-z])(?:after|once)\s(?:we\s)?(?:dropping|dropped|drop|removing|removed|remove|deduplicating|deduping"
    r"|cleaning|filtering|throwing out|threw out|discarding|discarded)\s(?:[^.;!?\n]|[!?](?=['\x22’”])){0,60}?,"
    rf"\s?(?:~\s?|about\s|around\s|roughly\s)?(?P<n3>{AR})\s?(?P<k3>k|m)?\s(?:[a-z]+\s)?(?:are|is|were)?\s?"
    r"(?:left|remain|remaining)(?![a-z])")
_GAP = 60
_NOT_BEFORE = r"(?<!不用)(?<!不要)(?<!不必)(?<!不需要)(?<!别)(?<!没)(?<!不)"
_COUNTER = r"(?:条|個|个|份|篇|道|段|组|組|对|對)"
_REMOVED = _lazy(
    # "2 万份，去掉重复的 3000 份", "2 万条，删掉 3000 条重复的" (the same counter both times)
    rf"(?P<t>{AR}|{CN})\s?(?P<tk>万|千|w|k)?\s?(?:来|多)?\s?(?P<c>{_COUNTER})[^,，;；。\n]{{0,8}}?[,，;；]\s?"
    rf"(?:再|先|要|得)?\s?{_NOT_BEFORE}(?:去掉|删掉|删除|剔除|剔掉|扣掉|去除|拿掉|排除|减去|刨掉|刨去|过滤掉|筛掉)"
    rf"\s?(?:其中|里面)?\s?(?:[\u4e00-\u9fff]{{1,8}}?的)?\s?(?:大概|约|差不多)?\s?(?P<n>{AR}|{CN})\s?(?P<k>万|千|w|k)?"
    r"\s?(?:来|多)?\s?(?P=c)(?!\s?token)"
    # "20k records, minus 3k duplicates"
    rf"|(?<![\d.,])(?P<t2>{AR})\s?(?P<tk2>k|m)?\s(?:records|rows|samples|examples|pairs|conversations|documents)"
    r"\s?[,;]?\s(?:minus|less|dropping|removing|after removing|after dropping)\s(?:~\s?|about\s|around\s|roughly\s)?"
    rf"(?P<n2>{AR})\s?(?P<k2>k|m)?\s(?:duplicates|dupes|near-duplicates|empty ones|broken ones|junk ones|bad ones)"
    r"(?![a-z])")


def read_removed_left(r: _Reader) -> None:
    """After the cleaned counts: a sample count followed by a share removed and the rest said takes the rest."""
    for f in r.found:
        if f.fact != "samples":
            continue
        m = _LEFT.search(r.t, f.end, min(len(r.t), f.end + _GAP + 40))
        if m is None or m.start() - f.end > _GAP:
            continue
        g = next(g for g in ("n", "n2", "n3") if m.group(g))
        n = r.num(m.group(g))
        if n is None or not r.free(m.start(g), m.end()):
            continue
        n *= _SCALE.get((m.group({"n": "k", "n2": "k2", "n3": "k3"}[g]) or "").lower(), 1)
        if not 1 <= n < f.value:
            continue
        raw = f.value
        f.start, f.end, f.value = m.start(g), m.end(), int(round(n))
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {f.value:,} samples left (of {raw:,})",
               f"“{r.quote(m.start(), m.end())}”：去掉一部分后剩 {f.value:,} 条样本（原有 {raw:,} 条）")
        return


def take_out_removed_share(r: _Reader) -> None:
    """After the samples readers: a count followed by a share removed by name, the rest unsaid, is the rest — the
    samples read on either figure."""
    for m in _REMOVED.finditer(r.t):
        total_g, share_g = ("t", "n") if m.group("t") else ("t2", "n2")
        said = [f for f in r.found if f.fact == "samples"
                and (m.start(total_g) <= f.start < m.end(total_g) or m.start(share_g) <= f.start < m.end(share_g))]
        total, share = r.num(m.group(total_g)), r.num(m.group(share_g))
        if len(said) != 1 or total is None or share is None:
            continue
        total *= _SCALE.get((m.group("tk" if total_g == "t" else "tk2") or "").lower(), 1)
        share *= _SCALE.get((m.group("k" if share_g == "n" else "k2") or "").lower(), 1)
        if not 1 <= share < total:
            continue
        f = said[0]
        f.start, f.end, f.value = m.start(total_g), m.end(share_g), int(round(total - share))
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {share:,g} of the {total:,g} removed, {f.value:,} to train on",
               f"“{r.quote(m.start(), m.end())}”：{total:,g} 条中去掉 {share:,g} 条，训练用 {f.value:,} 条")
        return
