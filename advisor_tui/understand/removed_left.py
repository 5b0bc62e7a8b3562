"""The samples left after a share is taken out, said as what is left: "一共两万八千条问答对，去掉重复的三千来条，剩
两万五左右" (heldout85 #4, under the job question) read 28,000 samples and "两万五左右" as a ¥25,000 budget —
cleaned_count.py knows "过滤完剩 3.8 万条" (a cleaning verb, then 完 / 后), not a count removed by name and then the
rest. "去掉重复的三千来条，剩两万五左右", "删掉 3000 条重复的，还剩 4.7 万", "剔除 5000 条无效的，最后留下 3.5 万条",
"28k pairs, minus ~3k duplicates, leaves about 25k", "28k samples; dropping the 3k dupes leaves ~25k" take the count
left (when it is smaller than the count before it), its figures claimed so no money is read from them. A sum said
as money ("剩两万五的预算") is no sample count.
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
    rf"(?P<n2>{AR})\s?(?P<k2>k|m)?(?![a-z])")
_GAP = 60


def read_removed_left(r: _Reader) -> None:
    """After the cleaned counts: a sample count followed by a share removed and the rest said takes the rest."""
    for f in r.found:
        if f.fact != "samples":
            continue
        m = _LEFT.search(r.t, f.end, min(len(r.t), f.end + _GAP + 40))
        if m is None or m.start() - f.end > _GAP:
            continue
        g = "n" if m.group("n") else "n2"
        n = r.num(m.group(g))
        if n is None or not r.free(m.start(g), m.end()):
            continue
        n *= _SCALE.get((m.group("k" if g == "n" else "k2") or "").lower(), 1)
        if not 1 <= n < f.value:
            continue
        raw = f.value
        f.start, f.end, f.value = m.start(g), m.end(), int(round(n))
        r.claim(r.numeric, m.start(), m.end())
        r.note(f"“{r.quote(m.start(), m.end())}”: {f.value:,} samples left (of {raw:,})",
               f"“{r.quote(m.start(), m.end())}”：去掉一部分后剩 {f.value:,} 条样本（原有 {raw:,} 条）")
        return
