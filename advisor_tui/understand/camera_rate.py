"""Real-time detection on camera streams (review 91 c05: "用 YOLOv8x 实时检测 8 路 1080p 摄像头，每路 30fps"
was sized as YOLO *training* and its 240 frames a second were never read).

Cameras × frames a second is the images a second a detection service must keep up with: it is placed
as --rps (images a second for task detection, rules.detection_service), so the cards are sized by the
rate. Read only where the job is detection with a catalogued model and no training is spoken of ("训练
YOLOv8x … 8 个摄像头的数据" stays a training job); a rate with no stream count is one stream, said.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# "8 路 1080p 摄像头", "8路视频流", "8 个摄像头", "8 cameras", "eight camera streams"
_STREAMS = _lazy(r"(?<![\d.])(\d{1,3})\s?(?:路|个|台|路的)\s?(?:\d{3,4}p\s?)?(?:高清|工业|网络)?\s?"
                 r"(?:摄像头|相机|摄像机|视频流|视频|监控|画面)"
                 r"|(?<![\d.])(\d{1,3})\s?路(?![由径线])"
                 r"|(?<![\w.])(\d{1,3})\s(?:\d{3,4}p\s)?(?:ip\s|video\s|camera\s|security\s)?"
                 r"(?:cameras?|camera streams|video streams|streams|feeds|video feeds)(?![a-z])")
# "每路 30fps", "30 帧/秒", "每秒 30 帧", "at 30 fps", "30 frames per second"
_FPS = _lazy(r"(?<![\d.])(\d{1,3})\s?(?:fps|帧/秒|帧每秒|帧/s|frames? (?:per|a) second|frames?/s)(?![a-z])"
             r"|每秒\s?(\d{1,3})\s?帧")
_TRAINING = _lazy(r"训练|微调|标注|数据集|(?<![a-z])(?:train(?:ing)?|fine-?tun\w*|dataset|label(?:l?ing)?|epochs?)"
                  r"(?![a-z])")
_REALTIME = _lazy(r"实时|在线|产线|(?<![a-z])(?:real-?time|live|online)(?![a-z])|摄像头|camera")


def _group(m) -> tuple[int, int, int]:  # noqa: ANN001 - a re.Match
    g = next(i for i in range(1, (m.re.groups or 0) + 1) if m.group(i))
    return m.start(g), m.end(g), int(m.group(g))


def read_camera_rate(r: _Reader) -> None:
    """After every reader: cameras × fps placed as --rps for a detection model that is served, not trained."""
    if any(f.fact in ("rps", "requests_per_day") for f in r.found):
        return
    model = next((f.value for f in r.found if f.fact == "model"), None)
    record = r.kb.models_by_id.get(str(model)) if model else None
    if record is None or record.kind != "detection" or _TRAINING.search(r.t):
        return
    fps = _FPS.search(r.t)
    if fps is None:
        return
    _s, _e, per = _group(fps)
    if not 1 <= per <= 240:
        return
    streams = _STREAMS.search(r.t)
    if streams is None and not _REALTIME.search(r.t):
        return  # "YOLOv8m at 30 fps" alone: a speed wished for, not a load
    if streams is None:
        r.add(fps.start(), fps.end(), "rps", per)
        r.note(f"{per} frames a second, no number of cameras said: one stream assumed ({per} images/s; say how "
               "many cameras if more)",
               f"每秒 {per} 帧，没有说几路摄像头：按 1 路计（每秒 {per} 张；如有多路请说明）")
        return
    _s, _e, n = _group(streams)
    if not 1 <= n <= 512:
        return
    r.add(min(fps.start(), streams.start()), max(fps.end(), streams.end()), "rps", n * per)
    r.note(f"{n} cameras × {per} fps = {n * per} images a second to detect, all day (a real-time line)",
           f"{n} 路摄像头 × 每路 {per} fps = 每秒 {n * per} 张图要检测，全天运行（实时产线）")


__all__ = ["read_camera_rate"]
