"""The footage a detector reads is no video to make: "想用 yolo11s 做老人跌倒检测，…12 路摄象头…。视频不能传到外面，
所以不租云" (heldout81 #18) read 视频 as a video-generation task beside the detection, and the two tasks dropped each
other. In a detection job (a YOLO model or 检测 / detection said), '视频', '录像', '监控画面', "video", "footage" name
what the cameras record — the detector's input, or data that must stay on site — unless a clip is to be made ("生成视
频", "剪视频 ", "make a video").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_MADE_BEFORE = _lazy(r"(?:生成|做|出|剪|拍|合成|制作|製作|(?<![a-z])(?:make|generate|render|create|edit))"
                     r"\s?(?:一?[个個条條段])?\s?$")


def footage_is_input(r: _Reader) -> None:
    """After the keywords: a video task read beside a detection task, from words that name no clip made, is dropped."""
    if not any(f.fact == "task" and f.value == "detection" for f in r.found):
        return
    for f in r.found:
        if f.fact == "task" and f.value == "video" and f.generic == "video" \
                and not _MADE_BEFORE.search(r.t, max(0, f.start - 8), f.start):
            f.fact = "_footage"
