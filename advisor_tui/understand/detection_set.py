"""A detector's training set, counted (review 102 c08: "用YOLO11x训练，数据是20万张1024×1024的切片，打算训100个epoch。
10天内必须交付" was answered "¥10,000 buys 8,403 hours" with the deadline dropped — the 200,000 tiles were never read,
so the job had no size). The count of labelled pictures ("20万张…切片", "已标注图片 2.8 万张", "48k labelled images",
"200,000 1024x1024 tiles") and, where they are square tiles of one size ("1024×1024"), that size as the size trained
at — tiles are cut to be trained whole (a camera's 1920×1080 frame is letterboxed down to imgsz, and is left alone).

The table writes a detector's image count as no fact of the reading (its rows say "三万张图片" beside only the task,
the model and the epochs), so the count is kept beside the facts, as the head count asked about is: the understanding
implies ``samples`` (and ``imgsz``) from it unless they are given (``Understanding.implied``), which sizes the job
(rules.vision_training_plan) and keeps its deadline.

    read_detection_set(r)  # after the task is decided: it takes back the notes that said the time is not estimated
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import AR, CN, _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader


def _sq(tag: str = "") -> str:
    return rf"(?P<w{tag}>\d{{3,4}})\s?[×x*]\s?(?P<h{tag}>\d{{3,4}})"


_SQUARE = _sq()
_HEDGE = r"(?:~|about |around |roughly |some |over |大概|大约|约|差不多|将近|近|共|一共|总共)?"
# "20万张1024×1024的切片", "1.8 万张", "三万张图片", "两万 张图" — 张 counting pictures, not cards ("4 张卡")
_ZH = _lazy(rf"{_HEDGE}\s?(?P<n>{AR}|{CN})\s?(?P<k>万|千|w|k)?\s?(?:来|多|余)?\s?张(?![卡显])"
            rf"(?:\s?[(（]?\s?{_SQUARE})?")
_ZH_PICTURE = re.compile(r"图|照片|切片|影像|样本|帧|标注|标了|数据|tiles?|images?")
_EN = _lazy(rf"{_HEDGE}(?P<n>{AR})\s?(?P<k>k|m)?\s(?:{_SQUARE}\s)?(?:(?:labell?ed|annotated|training|train|satellite|"
            rf"aerial|drone|x-ray|new|own|custom|[a-z]+-?px)\s){{0,3}}"
            r"(?:images?|tiles?|pictures?|photos?|frames?|crops?|patches|chips|scans?)(?![a-z])"
            rf"(?:\s(?:of|at)\s{_sq('2')})?")
_SCALE = {"万": 1e4, "w": 1e4, "千": 1e3, "k": 1e3, "m": 1e6}
_SIZE_AFTER = _lazy(rf"^[^,，;；。.!?\n]{{0,12}}?{_SQUARE}")
_TRAINS = _lazy(r"训练|微调|(?<![a-z])(?:train(?:ing|ed)?|fine-?tun\w*|epochs?)(?![a-z])"
                r"|训\s?(?:\d|[一二两三四五六七八九十百几])")  # (image_size's, with "训一百轮", "训 100 轮")
# media.py's note on a vision model's training set, and decide.py's on fine-tuning an image / detection model
_UNTIMED = re.compile(r"训练时长不做估算|训练时长不按它估算")  # media.py's and decide.py's, said before the count was
LOW, HIGH = 100, 100_000_000  # fewer than a hundred pictures is no training set to time; more is no one's
PX = (320, 2048)  # the sizes a tile is trained at whole


def read_detection_set(r: _Reader) -> None:
    """In a catalogued detector's training: the first count of pictures, and the square tiles' size said with it."""
    model = next((f.value for f in r.found if f.fact == "model"), None)
    record = r.kb.models_by_id.get(str(model)) if model else None
    if record is None or record.kind != "detection" or not _TRAINS.search(r.t) or r.detection_set[0]:
        return
    for m in (*_ZH.finditer(r.t), *_EN.finditer(r.t)):
        if not r._free(r.entity, m.start("n"), m.end("n")):  # (the count is set aside by media.py's training set)
            continue
        if m.re is _ZH and not _ZH_PICTURE.search(r.t, max(0, m.start() - 12), min(len(r.t), m.end() + 12)):
            continue
        value = _number(m.group("n"))
        if value is None:
            continue
        count = int(round(value * _SCALE.get((m.group("k") or "").lower(), 1)))
        if not LOW <= count <= HIGH:
            continue
        px = _square(m) or _square(_SIZE_AFTER.search(r.t[m.end():]))
        if any(f.fact == "imgsz" for f in r.found):
            px = 0
        r.detection_set = (count, px)
        said = r.quote(m.start(), m.end() + (r.t[m.end():m.end() + 1] in ")）"))  # ("2.8 万张（1024×1024）")
        timed = any(f.fact == "epochs" for f in r.found)  # the job is timed (rules.vision_training_plan)
        r.notes[:] = [n for n in r.notes if not (_UNTIMED.search(n.zh) and (timed or "不按它估算" in n.zh))]
        size_en = f", trained whole at {px} px (imgsz={px}; Ultralytics' default is 640)" if px else ""
        size_zh = f"，按切片原尺寸 {px} px 训练（imgsz={px}；Ultralytics 默认 640）" if px else ""
        when_en = "" if timed else " — say the epochs to time the training (or how long you will rent)"
        when_zh = "" if timed else "——说明训练轮数（epoch）即可估算训练时长（或说明要租多久）"
        r.note(f"“{said}”: the detector's training set, {count:,} images{size_en}{when_en}",
               f"“{said}”：检测模型的训练集，{count:,} 张图{size_zh}{when_zh}")
        return


def _square(m: re.Match[str] | None) -> int:
    """The side of a square size matched ("1024×1024"), 0 for none or an oblong one."""
    if m is None:
        return 0
    d = m.groupdict()
    w, h = (d.get("w"), d.get("h")) if d.get("w") else (d.get("w2"), d.get("h2"))
    if not w or w != h:
        return 0
    px = int(w)
    return px if PX[0] <= px <= PX[1] else 0
