"""The total said again, smaller, after a share is named: "roughly 3,000 hours of archived shows …, but about a third is
music-only, so really ~2,000 hours of talk" (heldout79 #32) read 3,000 — the first figure, the share said as a
fraction and the figure settled on left unread. The same for "1,500 images, but some are duplicates — so effectively
about 1,200", "that leaves ~400 clips", "一共 800 小时录音，有一部分是纯音乐，实际要转的大概 500 小时",
"所以真正要做的只有 300 张". Only a smaller figure of the same unit, said with a word that settles it (really,
effectively, actually, that leaves, 实际, 真正, 也就是), replaces the first: a larger one is no share, and a figure of
another unit is another fact.

    read_restated_total(r)  # after the media counts and the shares taken out
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_UNITS = {"audio_hours": r"(?:hours?|hrs?|小时|个小时)", "images": r"(?:images?|pictures?|photos?|张)",
          "videos": r"(?:clips?|videos?|条|段)"}
_SETTLED = (r"(?:so|which means|meaning|i\.e\.)?,?\s?(?:it'?s\s|we(?:'ve| have)\s(?:got\s)?|there(?:'s| are)\s)?"
            r"(?:really|effectively|actually|in effect|in practice|realistically)"
            r"|(?:that|which) leaves(?: us(?: with)?)?|leaving(?: us with)?"
            r"|(?:所以|也就是说?|那么?)?\s?(?:实际上?|真正|其实)\s?(?:要|需要)?\s?(?:转|做|出|处理|跑)?(?:的)?(?:也就|只有|就)?"
            r"|也就是说?")
_HEDGE = r"(?:~|about |around |roughly |only |just |大概|大约|约|差不多|只有|就)?"
_AFTER = {fact: _lazy(rf"[^.;!?\n。；]{{0,90}}?(?:[,，;—–-]\s?|\s)(?:{_SETTLED})\s?{_HEDGE}\s?{_HEDGE}\s?"
                      rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千|k)?\s?{unit}(?![a-z])")
          for fact, unit in _UNITS.items()}
_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3}


def read_restated_total(r: _Reader) -> None:
    """A media count followed, in its sentence or the next, by a smaller count of its unit said as the real one."""
    for f in r.found:
        rx = _AFTER.get(f.fact)
        if rx is None or not isinstance(f.value, (int, float)):
            continue
        m = rx.match(r.t, f.end)
        if m is None:
            continue
        again = [g for g in r.found if g.fact == f.fact and g is not f and m.start("n") <= g.start < m.end()]
        if again and isinstance(again[0].value, (int, float)) and 0 < again[0].value < f.value:
            f.fact = "_restated"  # the smaller figure already read as its own: the first gives way to it
            return
        if not r.free(m.start("n"), m.end()):
            continue
        n = r.num(m.group("n"))
        if not n:
            continue
        n *= _SCALE.get((m.group("k") or "").lower(), 1)
        if not 0 < n < f.value:
            continue
        was = f.value
        f.value = float(n) if f.fact == "audio_hours" else int(round(n))
        r.claim(r.numeric, m.start("n"), m.end())
        r.note(f"“{r.quote(m.start('n'), m.end())}”: the {was:,g} said first, {n:,g} settled on",
               f"“{r.quote(m.start('n'), m.end())}”：先说 {was:,g}，实际按 {n:,g} 计")
        return
