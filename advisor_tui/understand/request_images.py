"""A vision-language model's pictures in each request (blind review 121 C9; rules.vision_images): "each request has 2
photos plus about 600 tokens of prompt" on Qwen2.5-VL-72B read "Images to generate: 2". Where a VLM is named, the
pictures a request, call or claim carries are its input — ``images_per_request`` — never pictures to make:
"each request has 2 photos", "2 images per request", "every claim comes with 3 photos", "每个请求带 2 张照片",
"每次请求 3 张图", "每单 2 张图片"."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader
from advisor_tui.understand.vision_reading import _vision_model

_N_EN = r"(?P<n>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)"
_PICS_EN = r"(?:[a-z-]+\s)?(?:photos|images|pictures|photographs|scans|screenshots|pages|photo|image|picture|scan)"
_REQ_EN = r"(?:requests?|calls?|queries|query|claims?|prompts?|messages?|submissions?|cases?|tickets?)"
_N_ZH = r"(?P<z>\d{1,2}|[一两二三四五六七八九十])"
_EACH_ZH = (r"(?:每个|每個|每次|每条|每條|每单|每單|每笔|每筆|每份|每一?个?)\s?"
            r"(?:请求|請求|调用|調用|理赔|理賠|案件|工单|工單)?")
_REQUEST_IMAGES = (
    # "each request has 2 photos", "every claim comes with 3 images", "a request carries two pictures"
    _lazy(rf"(?<![a-z])(?:each|every|per|a|one)\s{_REQ_EN}\s(?:has|have|with|contains?|includes?|carries|sends?"
          rf"|comes\swith|is|holds?|attaches?)\s(?:about\s|around\s|up\sto\s|roughly\s)?{_N_EN}\s{_PICS_EN}(?![a-z])"),
    # "2 photos per request", "two images in each call", "3 pictures a claim"
    _lazy(rf"(?<![a-z0-9.,$€£¥]){_N_EN}\s{_PICS_EN}\s(?:per|in\seach|in\severy|with\seach|for\seach|an?|each)\s"
          rf"{_REQ_EN}(?![a-z])"),
    # "每个请求带 2 张照片", "每次请求 3 张图", "每单 2 张图片"
    _lazy(rf"{_EACH_ZH}\s?(?:里|裡|中)?\s?(?:有|带|帶|含|包含|传|傳|上传|上傳|附|附带|附帶)?\s?(?:大概|大约|约|約)?\s?"
          rf"{_N_ZH}\s?[张張]\s?(?:照片|图片|圖片|图|圖|截图|截圖|扫描件|掃描件)"),
)


def read_request_images(r: _Reader) -> None:
    """``images_per_request`` from a VLM's pictures said per request (claimed: no images to generate)."""
    if _vision_model(r) is None:
        return
    for pattern in _REQUEST_IMAGES:
        for m in pattern.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            n = _n(r, m.groupdict().get("z") or m.groupdict().get("n"))
            if n and n == int(n):
                r.add(m.start(), m.end(), "images_per_request", int(n))
                return
