"""A detector's training image size (review 98 c09: "train YOLO11x … 40,000 labelled images at 1280 px" was sized and
timed at Ultralytics' 640): "at 1280 px", "imgsz=1280", "1280 像素", "训练尺寸 1280" — placed as --imgsz, whose square
scales the training compute (rules.vision_training_plan). Read only where the job is a catalogued detection model's
training: a camera's "1080p" is a frame the detector letterboxes down, not a size it trains at."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (a bare "1024×1024" beside the images is what they are, not the size trained at: Ultralytics resizes to its imgsz)
_SIZE = _lazy(r"(?<![\w.,])imgsz\s?=?\s?(\d{3,4})(?![\d])"
              r"|(?<![\w.,])(\d{3,4})\s?(?:px|pixels?|像素)(?![a-z])"
              # "图片尺寸 1280", "输入分辨率 1280", "分辨率设成 1280" (review 105 C3: the 1280 said was trained at 640)
              # (a camera's or a screen's "分辨率 1080p" is a frame letterboxed down; "显存大小" no picture)
              r"|(?:(?:训练|输入|图片|图像|影像|样本)(?:尺寸|分辨率|大小)|(?<!摄像头)(?<!显示器)(?<!摄像机)"
              r"(?<!监控|相机|屏幕|视频|显示)(?:尺寸|分辨率))\s?(?:为|是|:|：|=|用|设为|设成|设到|调到|开到)?\s?"
              r"(\d{3,4})(?![\d])(?!\s?(?:张|萬|万|千|个|p|i|k|[×x*]\s?\d))"
              r"|(?<![a-z])(?:input|image|img|training|train)[ _-]?(?:size|resolution|res)\s?(?:of|is|=|:|at)?\s?"
              r"(\d{3,4})(?![\d])(?!\s?[×x*]\s?\d)"
              r"|(?<![a-z])(?:at|with)\s(?:a\s)?(?:resolution|image size|input size)\s(?:of\s)?(\d{3,4})(?![\d])")
_TRAINING = _lazy(r"训练|微调|(?<![a-z])(?:train(?:ing|ed)?|fine-?tun\w*|epochs?)(?![a-z])")


def read_image_size(r: _Reader) -> None:
    """After the models: the size a detection model is trained at, 320–4096 px, where no other fact took its words."""
    if any(f.fact == "imgsz" for f in r.found):
        return
    model = next((f.value for f in r.found if f.fact == "model"), None)
    record = r.kb.models_by_id.get(str(model)) if model else None
    if record is None or record.kind != "detection" or not _TRAINING.search(r.t):
        return
    for m in _SIZE.finditer(r.t):
        groups = [g for g in m.groups() if g]
        px = max(int(g) for g in groups)
        if 320 <= px <= 4096 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "imgsz", px)
            return
