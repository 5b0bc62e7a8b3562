"""Captions, descriptions or labels WRITTEN FOR existing pictures by a vision-language model: a one-off batch of
requests, never images to generate (blind review 102 c01).

"need captions for 2 million product photos (Vietnamese + English descriptions, ~150 output tokens each). Thinking of
Qwen2.5-VL-7B. It has to be done within 5 days" read "Images to generate: 2,000,000" and a transcription/VLM conflict
from "captions". Review 99 c05 taught that the pictures a VLM reads a day are requests (vision_reading.py); this is the
same job done once over a lot: "caption 500k product images with Qwen2.5-VL", "alt text for 300,000 photos",
"用 Qwen2.5-VL 给 200 万张商品图写描述", "80 万张图片打标", "給 5 萬張照片生成標題" — or read out once,
"把石窟题记照片里的文字识别出来…一共大约 1.8 万张照片" (heldout87 #15),
"OCR the text in our photos … 40,000 photos in all". Each picture is one request: the table's convention for a lot
of items with each one's output is the batch to generate (``generate_tokens`` = the pictures × each one's output
tokens, ``output_tokens``; read_item_batch's "10 million documents … 150 output tokens each"). A deadline said stays
the batch's. No reply length said: a caption's ~VLM_OUTPUT_TOKENS is assumed and asked.

Only where a vision-language model is named (a catalogue model with a vision record, or "VLM", "多模态"): pictures
captioned by a model not named may be a classifier's, and "generate 2,000 product photos with captions" with SDXL
makes the pictures (a making verb before the count keeps them media's).
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader
from advisor_tui.understand.vision_reading import _VLM_WORDS, _vision_model
from rules.estimate.vision import VLM_OUTPUT_TOKENS

IMPLIED = 0.7  # below DOUBTFUL: shown as an assumption and asked about (decide.IMPLIED)

_K_EN = r"(?P<k>k|m|thousand|million)?"
_PICS_EN = (r"(?:[a-z-]+\s){0,2}?(?:photos|images|pictures|photographs|product\sshots|shots|screenshots"
            r"|listings?\sphotos)")
_CAPTION_EN = (r"(?:captions?|captioning|caption|descriptions?|describe|alt[- ]?text|alt\stags?|tags?|tagging|labels?"
               r"|label(?:l)?ing|classify|titles?)")
_EN = (
    # "captions for 2 million product photos", "caption 500k images", "alt text for 300,000 photos"
    _lazy(rf"(?<![a-z]){_CAPTION_EN}\s(?:(?:for|of|on|to)\s)?(?:(?:all|our|the|about|around|roughly|some|~)\s?){{0,2}}"
          rf"(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s?{_K_EN}\s{_PICS_EN}(?![a-z])"),
    # "2 million product photos to caption", "500k images that need alt text"
    _lazy(rf"(?<![a-z0-9.,$€£¥])(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s?{_K_EN}\s{_PICS_EN}"
          rf"\s(?:to\s|that\s(?:need|needs)\s|needing\s|which\s(?:need|needs)\s)(?:be\s)?(?:an?\s)?"
          rf"(?:captioned|described|tagged|labell?ed|{_CAPTION_EN})(?![a-z])"),
)
_PICS_ZH = r"(?:[\u4e00-\u9fff]{0,4}?)(?:图片|圖片|照片|图像|圖像|商品图|商品圖|主图|主圖|图|圖)"
_CAPTION_ZH = (r"(?:写|寫|生成|配|加|做|打|出)?\s?(?:描述|描述文字|标题|標題|标签|標籤|文案|说明|說明|图说|圖說"
               r"|alt|caption)|打标|打標|标注|標註")
_ZH = (
    # "给 200 万张商品图写描述", "給 5 萬張照片生成標題"
    _lazy(rf"(?:给|給|为|為|替)\s?(?:这|這|大概|大约|約|约)?\s?(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多)?\s?[张張]\s?"
          rf"{_PICS_ZH}\s?(?:{_CAPTION_ZH})"),
    # "80 万张图片打标", "200 万张商品图要写描述"
    _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多)?\s?[张張]\s?{_PICS_ZH}\s?(?:都|要|需要|得|全部)?\s?"
          rf"(?:{_CAPTION_ZH})"),
)
# the captioning said apart from the count: "一批商品图，大概 50 万张，…给图片生成标题", "2M product photos. We want
# captions for them with Qwen2.5-VL"
_APART_ZH = _lazy(rf"(?:给|給|为|為|替)\s?(?:这些|這些|这批|這批|每张|每張|所有)?\s?{_PICS_ZH}\s?(?:{_CAPTION_ZH})")
_APART_EN = _lazy(rf"(?<![a-z])(?:{_CAPTION_EN})\s(?:(?:for|of|on|to)\s)?"
                  r"(?:them|each(?:\sone|\s(?:photo|image|picture))?"
                  r"|(?:all\s)?(?:the|these|those|our)\s(?:[a-z-]+\s)?(?:photos|images|pictures))(?![a-z])")
# the pictures' own text read out once, the lot counted apart: "把石窟题记照片里的文字识别出来…一共大约 1.8 万张照片"
# (heldout87 #15: no batch read), "从扫描件里提取字段", "OCR the text in the scans … 40,000 scans in all"
_DOCS_ZH = rf"(?:{_PICS_ZH}|扫描件|掃描件|发票|發票|票据|票據|单据|單據)"
_READ_APART_ZH = _lazy(rf"{_DOCS_ZH}\s?(?:里|裡|中|上)\s?(?:的|嘅)?\s?"
                       r"(?:文字|文本|字段|内容|內容|信息|資訊|题记|題記)?\s?"
                       r"(?:都)?\s?(?:识别|識別|提取|抽取|读取|讀取|录入|錄入|转写|轉寫|ocr)"
                       rf"|(?:识别|識別|提取|抽取|读取|讀取|ocr)\s?(?:出)?\s?{_DOCS_ZH}\s?(?:里|裡|中|上)")
_READ_APART_EN = _lazy(r"(?<![a-z])(?:ocr(?:\sthe\s(?:text|fields|data))?"
                       r"|(?:read|extract|transcribe|pull)\s(?:out\s)?the\s(?:text|fields|data))"
                       r"\s(?:in|from|on|of)\s(?:the\s|these\s|our\s|all\s)?(?:[a-z-]+\s)?"
                       r"(?:photos|images|pictures|scans|pages|photographs)(?![a-z])")
_LOT_ZH = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>万|萬|千)?\s?(?:多)?\s?[张張](?!\s?(?:卡|显卡|顯卡|gpu|\d))")
_LOT_EN = _lazy(rf"(?<![a-z0-9.,$€£¥])(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)\s?{_K_EN}\s{_PICS_EN}(?![a-z])")
_PIC_WORDS = _lazy(r"图片|圖片|照片|图像|圖像|商品图|商品圖|主图|主圖|(?<![a-z])(?:photos?|images?|pictures?)(?![a-z])")
_OUT = (_lazy(rf"(?:~|about\s|around\s|roughly\s)?(?P<o>{AR})\s?(?:output\s)?tokens?\s(?:of\s)?(?:output\s)?each"
              r"|each\s(?:caption|description)[^.;\n]{0,20}?(?P<o2>\d+)\s?tokens?"),
        _lazy(rf"(?:每张|每張|每条|每條|每个|每個)\s?(?:图|圖|描述|标题|標題|文案)?\s?(?:输出|輸出|生成|写|寫)?\s?"
              rf"(?:大概|大约|约|約|~)?\s?(?P<o3>{AR})\s?个?\s?(?:tokens?|token)"),
        # the reply's length said bare: "输出 300 token 左右" (heldout87 #15)
        _lazy(rf"(?:输出|輸出)\s?(?:大概|大约|约|約|~)?\s?(?P<o4>{AR})\s?个?\s?(?:tokens?|token)"))
_MAKE_BEFORE = _lazy(r"(?:generat\w*|mak(?:e|ing)|render\w*|draw\w*|creat\w*|生成|画|畫|出图|出圖)\s?$")


def _count(r: _Reader):
    for rx in (*_EN, *_ZH):
        for m in rx.finditer(r.t):
            if not r.free(m.start("n"), m.end("n")) or _MAKE_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
                continue
            n = _n(r, m.group("n"), {"萬": "万"}.get(m.group("k") or "", m.group("k")))
            if n and n >= 1:
                return m, int(round(n))
    for apart, lot in ((_APART_ZH, _LOT_ZH), (_APART_EN, _LOT_EN), (_READ_APART_ZH, _LOT_ZH),
                       (_READ_APART_EN, _LOT_EN)):
        if apart.search(r.t) is None:
            continue
        for m in lot.finditer(r.t):
            if not r.free(m.start("n"), m.end("n")) or _MAKE_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
                continue
            n = _n(r, m.group("n"), {"萬": "万"}.get(m.group("k") or "", m.group("k")))
            if n and n >= 1:
                return m, int(round(n))
    return None


def read_vlm_captions(r: _Reader) -> None:
    """Before the media readers: pictures a VLM writes captions for are a batch of requests, no images to make."""
    if _vision_model(r) is None and (_VLM_WORDS.search(r.t) is None or any(f.fact == "model" for f in r.found)):
        return  # (a VLM floated, a text model chosen: "Qwen2.5-VL was floated …; agreed on qwen2.5 32b", heldout33)
    got = _count(r)
    if got is None:
        return
    m, items = got
    r.claim(r.kw, m.start(), m.end())  # neither "captions" a transcription nor "photos" pictures to make
    for rx in (_APART_ZH, _APART_EN, _READ_APART_ZH, _READ_APART_EN, _PIC_WORDS):
        for w in rx.finditer(r.t):
            r.claim(r.kw, w.start(), w.end())
    out_m = next((o for rx in _OUT for o in rx.finditer(r.t)), None)
    group = next((g for g in ("o", "o2", "o3", "o4") if out_m is not None and out_m.groupdict().get(g)), None)
    out = r.num(out_m.group(group)) if group else None
    conf = 1.0
    if group and out and 1 <= out <= 32768:
        out = int(out)
        r.add(out_m.start(group), out_m.end(), "output_tokens", out)
    else:
        out, conf = VLM_OUTPUT_TOKENS, IMPLIED
        r.add(m.start(), m.start(), "output_tokens", out, conf=conf)
    r.add(m.start(), m.end(), "generate_tokens", items * out, conf=conf)
    r.add(m.start(), m.start(), "task", "inference", generic="inference", mask="kw")
    r.batch_items = (items, out)
    quote = r.quote(m.start(), m.end())
    told = "" if conf == 1.0 else f" (no length said: ~{out} tokens each assumed)"
    told_zh = "" if conf == 1.0 else f"（没说每条多长：按约 {out} token 假设）"
    r.note(f"“{quote}”: each picture one request to the vision-language model — {items:,} pictures × {out:,} output "
           f"tokens{told} = {items * out:,} tokens to generate; the pictures exist, none to generate",
           f"“{quote}”：每张图是对视觉语言模型的一个请求——{items:,} 张 × 每张输出 {out:,} token{told_zh} = 共生成 "
           f"{items * out:,} token；图片已有，不是要生成的图片")
