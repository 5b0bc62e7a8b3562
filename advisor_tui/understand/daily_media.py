"""A day's images or clips said with the model between the day and the count: "每天要用 FLUX.1-dev 出大概 3000 张分镜",
"每日用 FLUX.1-schnell 生成約 3000 張圖", "Every day we use FLUX.1-dev to generate ~3000 images", "Daily we need around
3000 images from FLUX.1-dev", "~3000 images with FLUX.1-dev every day" — the day's count is each run's, the job run
every day, 30 times a month (review 101 #8: "每天" was dropped, 3,000 images priced once against a monthly budget).
media.py reads "每天出 300 张" and "300 images a day", the day next to its count; a model's name (its digits) between
them hid the day. A service's "2 万次请求 a day" is requests, never images, and is not read here; a count with its days
said ("一共做 10 天") is that many days' work, left to media.py."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.fact_vocab import DEFAULT_DAYS

_FACTS = ("images", "videos")
# the day before the count ("一天" only as a day's quota, never "一天之内": within a day is a deadline)
_DAY_BEFORE = _lazy(r"每天|每日|天天|每一天|一天(?=\s?(?:要|得|需要|大概|大约|约|差不多|能|会|用|都))"
                    r"|(?<![a-z])(?:every|each|per|a) day(?![a-z])|(?<![a-z])daily(?![a-z])")
# ... or after it: "~3000 images with FLUX.1-dev every day"
_DAY_AFTER = _lazy(r"(?<![a-z])(?:every|each|per|a) day(?![a-z])|(?<![a-z])daily(?![a-z])|每天|每日")
_MAKES = _lazy(r"生成|出图|出|画|做|渲染|产出|跑|(?<![a-z])(?:generat\w*|mak\w*|render\w*|creat\w*|produc\w*|need"
               r"|want|output)(?![a-z])")
_BREAK = _lazy(r"[。；;!?！？\n]|\.(?!\d)(?=\s|$)|[,，](?=\s?(?:一共|总共|共|总计|in total|total))")
_WITHIN = _lazy(r"\s?(?:之内|以内|内)")
_GAP = 50
# a total said before the count is the whole job's: "一共要出 3000 张", "3000 images in total"
_TOTAL = _lazy(r"一共|总共|共计|总计|合计|(?<![a-z])(?:in total|a total of|total)(?![a-z])")


# a count in words between: "每天要出三十条每条十秒左右…先出第一批一百五十条" (heldout32: the first batch)
_WORD_COUNT = _lazy(r"[一二两三四五六七八九十百千万]+\s?(?:张|条|个|份|段|幅|部|集|秒|分钟|小时|批)")


def _clean(r: _Reader, lo: int, hi: int) -> bool:
    """Between the day and the count: no break, and no number but a model's or a card's name."""
    if lo > hi or _BREAK.search(r.t, lo, hi) or _WORD_COUNT.search(r.t, lo, hi):
        return False
    names = [(f.start, f.end) for f in r.found if f.fact in ("model", "cards", "task") and lo <= f.start < hi]
    for m in re.finditer(r"\d", r.t[lo:hi]):
        at = lo + m.start()
        if not any(s <= at < e for s, e in names) and not _in_name(r.t, at):
            return False
    return True


def _in_name(t: str, at: int) -> bool:
    """A digit inside a word of letters and digits ("FLUX.1-dev", "Wan2.1", "SDXL-1.0"): a name, not a count."""
    lo, hi = at, at
    while lo > 0 and (t[lo - 1].isascii() and (t[lo - 1].isalnum() or t[lo - 1] in ".-_")):
        lo -= 1
    while hi < len(t) and (t[hi].isascii() and (t[hi].isalnum() or t[hi] in ".-_")):
        hi += 1
    word = t[lo:hi]
    return bool(re.search(r"[a-z]", word)) and not re.fullmatch(r"\d[\d.,]*\s?[kmb]?", word)


def read_daily_media(r: _Reader) -> None:
    """After the media rates: a count of images or clips with no runs or days read, the day said before it (a model's
    name between) or after it in the same clause, runs every day."""
    if any(f.fact in ("runs_per_month", "generate_tokens", "requests_per_day", "rps") for f in r.found):
        return
    days = [f for f in r.found if f.fact == "days"]
    target = next((f for f in r.found if f.fact in _FACTS and isinstance(f.value, (int, float))), None)
    if target is None or any(f.value != 1 for f in days):
        return
    # the count itself: the first digit in the target's span outside a name (media.py's span may start at the day)
    at = next((target.start + d.start() for d in re.finditer(r"\d", r.t[target.start:target.end])
               if not _in_name(r.t, target.start + d.start())), target.start)
    if _TOTAL.search(r.t, max(0, at - 12), min(len(r.t), target.end + 12)):
        return
    cue = None
    for m in _DAY_BEFORE.finditer(r.t, max(0, at - _GAP), at):
        if _WITHIN.match(r.t, m.end()) or not _clean(r, m.end(), at):
            continue
        if _MAKES.search(r.t, m.end(), target.end):
            cue = m
    if cue is None:  # after the count, in the same clause: no comma between (", 每天开 8 小时" is the day's hours)
        for m in _DAY_AFTER.finditer(r.t, target.end, min(len(r.t), target.end + _GAP)):
            if _clean(r, target.end, m.start()) and not re.search(r"[,，]", r.t[target.end:m.start()]):
                cue = m
                break
    if cue is None:
        return
    if not all(f.start <= cue.start() < f.end or cue.start() <= f.start < cue.end() for f in days):
        return
    for f in days:  # "一天要用 SDXL 生成 2000 张": the day's quota, no single day of use
        f.fact = "_daily_quota"
    r.add(cue.start(), cue.end(), "runs_per_month", DEFAULT_DAYS, mask="kw")
    said, n = r.quote(min(cue.start(), target.start), max(cue.end(), target.end)), target.value
    unit_en, unit_zh = ("clips", "条视频") if target.fact == "videos" else ("images", "张图")
    r.note(f"“{said}”: {n:,g} {unit_en} every day, a run that recurs {DEFAULT_DAYS:g} times a month — each run priced "
           "as said, the month as its runs (say the days if it is a one-off)",
           f"“{said}”：每天 {n:,g} {unit_zh}，每月重复 {DEFAULT_DAYS:g} 次——每次按所说的量计价，月费按次数计"
           "（只做几天请说明天数）")
