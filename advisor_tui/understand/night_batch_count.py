"""A batch's items counted by their measure word alone, each then described: "每天夜里跑批生成风险报告,
大概3000份,每份喂进去8k token…,生成2k token的报告", "晚上批量跑，差不多两千篇，每篇输出 800 token", "overnight batch,
roughly 3,000 of them, each ~2k tokens out" (review 98 c02: the 3,000 reports a night were not read, and the bank's job
was sized as one request at a time, no job size and no check against its 8-hour window).

The count is followed by "每份 / 每篇 / 每条 …" (or "each"), and the message says it is a batch or a night's run; the
items × each one's output is the batch's ``generate_tokens``, as generation.py reads "每晚大概 300 份" and "3000
份合同"; the recurrence ("每天夜里", "nightly") and the window ("晚上10点开始早上6点前跑完") are left to their own
readers. Not read: a day's count ("每日大概 800 份，每份…" is a service's day: daily_count.py), a count with no output
known yet (generation.py asks for it), a data set to train on.

    read_night_batch_count(r)
"""

from __future__ import annotations

from advisor_tui.understand.daily_items import _TRAINING_NEAR
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_ZH = _lazy(rf"(?<!每天)(?<!每日)(?<!一天)(?:(?:大概|大约|约|差不多|一共|总共|共|有|将近)\s?)?(?P<n>{AR}|{CN})\s?"
            r"(?P<k>万|千|k)?\s?(?:多|余|来)?\s?(?P<w>份|篇|条|单|个|封|件)\s?(?:左右|上下)?\s?[,，、]?\s?"
            r"每(?:一)?\s?(?:份|篇|条|单|个|封|件)")
_EN = _lazy(r"(?<![a-z0-9.,$€£¥])(?:(?:about|around|roughly|some|~)\s?)?(?P<n>\d{1,3}(?:,\d{3})+|\d++(?:\.\d++)?)"
            r"\s?(?P<k>k)?\s(?:of them|items|in total)\s?,?\s(?:each|every one)(?![a-z])")
_BATCH = _lazy(r"跑批|批量|批处理|离线|夜里|夜间|每晚|晚上|通宵|凌晨"
               r"|(?<![a-z])(?:overnight|nightly|batch|offline|every night)(?![a-z])")


def read_night_batch_count(r: _Reader) -> None:
    """The items × each one's output: the batch's ``generate_tokens`` (none where a batch or a day's load is read)."""
    if any(f.fact in ("generate_tokens", "requests_per_day", "rps") for f in r.found) or not _BATCH.search(r.t) \
            or _TRAINING_NEAR.search(r.t):
        return
    out = next((int(f.value) for f in sorted(r.found, key=lambda f: -f.start) if f.fact == "output_tokens"), None)
    if out is None:
        return
    for rx in (_ZH, _EN):
        for m in rx.finditer(r.t):
            if not r.free(m.start("n"), m.end("n")):
                continue
            n = _n(r, m.group("n"), (m.group("k") or "").lower() or None)
            if not n or n < 2 or n != int(n):
                continue
            items = int(n)
            said_end = m.end("w") if m.groupdict().get("w") else m.end("n")  # "大概3000份", not "3000" alone
            r.add(m.start(), said_end, "generate_tokens", items * out)
            r.batch_items = (items, out)
            r.note(f"“{r.quote(m.start(), m.end())}”: a batch of {items:,} items × {out:,} output tokens = "
                   f"{items * out:,} tokens to generate",
                   f"“{r.quote(m.start(), m.end())}”：批处理 {items:,} 份 × 每份输出 {out:,} token = 共生成 "
                   f"{items * out:,} token")
            return
