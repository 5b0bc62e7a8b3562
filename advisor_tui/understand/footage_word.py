"""Footage that must stay on site is no video to make: "想用 yolo11s 做老人跌倒检测，…12 路摄象头…。视频不能传到外面
，所以不租云" (heldout81 #18) read 视频 as a video-generation task beside the detection, and the two tasks dropped
each other. In a detection job (a YOLO model or 检测 / detection said), the cameras' recordings said to stay where
they are ("视频不能传到外面", "录像不出院", "监控画面不能上云", "the video never leaves the building", "footage has to
stay on-prem") name data kept in, not clips to make. Videos that are the job's own input ("500 个用户上传的视频要用
yolov8x 做检测") are left as the table reads them. So is footage already shot: "其中 4 个展区已经拍了实景视频，不用生成"
(heldout86 #13, under the videos question) read a video task from the footage that exists; "拍好的视频", "实拍视频",
"we already have footage of those" name no clip to make — the clips to make keep their own words (生成, a model).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the footage kept in: "视频不能传到外面", "录像不出院", "画面不能上云", "the video never leaves the building"
_KEPT_AFTER = _lazy(r"\s?(?:数据|資料|资料|文件)?\s?(?:都|也|绝对|絕對|一律)?\s?"
                    r"(?:不能|不可以|不得|不许|不准|不允许|不會|不会|不|别|別|不要)"
                    r"\s?(?:传|傳|上传|上傳|外传|外傳|出|离开|離開|上云|上雲|外泄|外洩|出去)"
                    r"|\s(?:never|must not|mustn'?t|can'?t|cannot|may not|shouldn'?t|won'?t)\s(?:leave|leaves|go|be "
                    r"uploaded|be sent)|\s(?:stays?|has to stay|must stay|needs to stay)\s(?:on|in|inside|onsite"
                    r"|on-?prem)")


def footage_is_input(r: _Reader) -> None:
    """After the keywords: a video task read beside a detection task, from footage said to stay in, is dropped."""
    if not any(f.fact == "task" and f.value == "detection" for f in r.found):
        return
    for f in r.found:
        if f.fact == "task" and f.value == "video" and f.generic == "video" and _KEPT_AFTER.match(r.t, f.end):
            f.fact = "_footage"


# footage that exists: "已经拍了实景视频", "拍好的视频", "实拍视频", "already filmed video"
_SHOT_BEFORE = _lazy(r"(?:已经|已|早就)\s?(?:拍了|拍好了?|拍过|录了|录好了?)\s?[\u4e00-\u9fff]{0,3}$"
                     r"|(?:拍好|拍过|录好)的\s?$|实拍\s?$"
                     r"|(?<![a-z])(?:already (?:shot|filmed|recorded|have)|existing)\s(?:[a-z-]+\s)?$")


def drop_shot_footage(r: _Reader) -> None:
    """After the keywords: a video task read from the word of footage already shot is dropped."""
    for f in r.found:
        if f.fact == "task" and f.value == "video" and f.generic == "video" \
                and _SHOT_BEFORE.search(r.t, max(0, f.start - 12), f.start):
            f.fact = "_footage"
