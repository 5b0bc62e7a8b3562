"""Pictures a vision-language model reads, not pictures to make: "用 Qwen2.5-VL-7B 做发票 OCR，每天大概 5 万张图片，白天
10 小时处理完", "We OCR about 3,000 scanned receipts a day with Qwen2.5-VL-7B, ~1,000×1,400 px each, results as JSON of
~200 tokens, done within an 8-hour shift" (a consultation read 5 万张图片 as 50,000 images to generate, and the model
as a generic 7B at one request at a time). Images recognised, read, extracted from, classified or reviewed are
requests to the VLM: a day's count with a window to finish in is a daily batch — the table's convention, the items ×
the output tokens to generate (``generate_tokens``), ``output_tokens`` per item, ``runs_per_month`` 30 and the window
as ``hours_per_day``; with no window, ``requests_per_day``. The image's size said ("~1,000 × 1,400 px", "A4 scans at
150 dpi", "1080p screenshots") gives each request's input by the model's 28-px rule (rules.estimate.vision) plus a
200-token instruction; no reply length said, a document's fields as JSON (~300 tokens) is taken and asked about.

A generation verb (生成, 出图, 画, make / generate / render) keeps the images a diffusion job's (read by media).

    read_vision_images(r)
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _n, _Reader
from rules.estimate.vision import VLM_OUTPUT_TOKENS, VLM_PROMPT_TOKENS, image_tokens, request_input_tokens

IMPLIED = 0.7  # below DOUBTFUL: shown as an assumption and asked about (decide.IMPLIED)

# a vision-language model said in words, where no catalogue model was placed
_VLM_WORDS = _lazy(r"(?<![a-z])(?:vlm|vision[- ]language|qwen\S{0,6}[- ]?vl|internvl|minicpm-?v|llava|glm-4v)(?![a-z])"
                   r"|多模态|视觉语言|视觉大模型|千问\s?vl|通义千问\S{0,4}vl")
# reading a picture: recognise, OCR, extract, review, classify, understand
_READ_VERB = _lazy(r"(?<![a-z])(?:ocr|recogni[sz]\w*|read(?:s|ing)?|extract\w*|pars(?:e|es|ing)|classif\w*|review\w*"
                   r"|understand\w*|caption\w*|check(?:s|ing)?|audit\w*|digiti[sz]\w*|transcrib\w*)(?![a-z])"
                   r"|识别|辨认|审核|审查|抽取|提取|理解|分类|读取|解析|录入|核验|检查|质检|看图|读图|ocr")
_MAKE_VERB = _lazy(r"(?<![a-z])(?:generat\w*|mak(?:e|es|ing)|render\w*|draw\w*|creat\w*|paint\w*|design\w*)(?![a-z])"
                   r"|生成|出图|画|绘|做图|作图|制作|设计|产出")
_SENTENCE = _lazy(r"[.;!?\n。；！？]")

_PICS_ZH = r"(?:图片|图像|照片|发票|票据|单据|收据|小票|扫描件|截图|商品图|证件照?|表单|图)"
_DAY_ZH = r"(?:每天|每日|一天|日均|每个工作日|天天)"
_HEDGE_ZH = r"(?:大概|大约|约|差不多|要|需要|得|会|有|能有|将近|处理|识别|审核|跑)"
_COUNT_ZH = _lazy(rf"{_DAY_ZH}\s?(?:{_HEDGE_ZH}\s?){{0,2}}(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?:多)?\s?[张份个页]\s?"
                  rf"(?:[\u4e00-\u9fff]{{0,4}}?){_PICS_ZH}")
# a bare sheet count a day beside a VLM reading pictures: "每日大約 8,000 張", "每天大概 8000 张，每张图输入 1500
# token", "8,000 张/日" (review 99 c05: read as 176,000 images to generate, then dropped) — never cards ("每天 8 张卡")
_BARE_ZH = (_lazy(rf"{_DAY_ZH}\s?(?:{_HEDGE_ZH}\s?){{0,2}}(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?:多)?\s?[张份页]"
                  r"(?!\s?(?:卡|显卡|gpu|[a-z0-9]))"),
            _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?:多)?\s?[张份页]\s?(?:{_PICS_ZH})?\s?(?:/|每|一)\s?(?:天|日)"))
# each picture said as one request's unit: "每张图…输入", "每张", "one request each", "per image"
_PER_PICTURE = _lazy(r"每[张份页]|(?<![a-z])(?:one request (?:each|per)"
                     r"|per (?:image|picture|photo|page|receipt|invoice))(?![a-z])")
_PICS_EN = (r"(?:images|pictures|photos|product\sphotos|screenshots|scans|receipts|invoices|forms|pages|documents"
            r"|id\scards|bills|slips|labels|frames)")
_DAY_EN = r"(?:(?:a|per|each|every)\s(?:(?:business|working|work)\s)?day|daily|/\s?day)"
_COUNT_EN = _lazy(rf"(?<![a-z0-9.,$€£¥])(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d++(?:\.\d++)?)\s?(?P<k>k|m|thousand|million)?"
                  rf"\s(?:[a-z0-9][a-z0-9-]*\s){{0,2}}?{_PICS_EN}\s{_DAY_EN}(?![a-z])")
# the window the day's batch must finish in
_WINDOW_ZH = _lazy(rf"(?:白天|工作时间|上班时间|当天|每天)?\s?(?:的)?\s?(?P<h>{AR}|{CN})\s?个?\s?(?:小时|钟头)"
                   r"\s?(?:以内|之内|内)?\s?(?:能|要|得)?\s?(?:处理完|跑完|做完|搞定|完成|处理|出结果)")
_WINDOW_EN = _lazy(rf"(?:within|in|inside|during)\s(?:an?\s|the\s|one\s)?(?P<h>{AR})[- ]?(?:hours?|hrs?|h)"
                   r"(?:\s(?:shift|window|working\sday|workday|business\sday|day))?(?![a-z])")
# the reply's length: "results as JSON of ~200 tokens", "每张输出约 300 token"
_OUT_EN = _lazy(rf"(?:json|output|results?|repl(?:y|ies)|answers?|response)[^.;\n]{{0,24}}?"
                rf"(?:~|about\s|around\s|roughly\s)?(?P<o>{AR})\s?(?:output\s)?tokens?(?![a-z])")
_OUT_ZH = _lazy(rf"(?:输出|返回|结果|回复|生成)[^。；;\n]{{0,10}}?(?:大概|大约|约|~)?\s?(?P<o>{AR})\s?个?\s?"
                r"(?:tokens?|token)")
# the image's size
_SIZE = _lazy(rf"(?:~|about\s|around\s|roughly\s|约|大约|大概)?\s?(?P<w>{AR})\s?(?:px\s?)?[x×*]\s?(?P<h>{AR})"
              r"\s?(?:px|pixels?|像素)?(?![\d])")
_DPI = _lazy(rf"a4[^.;。；\n]{{0,20}}?(?P<d>{AR})\s?dpi")
_VIDEO_RES = _lazy(r"(?<![\d])(?P<p>1080|720|1440|2160)p(?![a-z])")
_RES = {"720": (1280, 720), "1080": (1920, 1080), "1440": (2560, 1440), "2160": (3840, 2160)}


def _vision_model(r: _Reader):
    """The VLM the text names (a catalogue model with a vision record), or None."""
    for f in r.found:
        if f.fact == "model":
            m = r.kb.models_by_id.get(f.value)
            if m is not None and m.vision is not None:
                return m
    return None


def _clause(r: _Reader, s: int, e: int) -> str:
    lo, hi = clause_around(r.t, s, e, _SENTENCE)
    return r.t[lo:hi]


def _count(r: _Reader) -> tuple[int, int, int] | None:
    bare = _BARE_ZH if _vision_model(r) is not None and (_READ_VERB.search(r.t) or _PER_PICTURE.search(r.t)) else ()
    for pattern in (_COUNT_ZH, _COUNT_EN, *bare):
        for m in pattern.finditer(r.t):
            if not r.free(m.start(), m.end()):
                continue
            n = _n(r, m.group("n"), m.group("k"))
            if n and n >= 1:
                return m.start(), m.end(), int(round(n))
    return None


def _first(r: _Reader, patterns, group: str):
    for pattern in patterns:
        for m in pattern.finditer(r.t):
            if r.free(m.start(group), m.end(group)):
                return m
    return None


def _image_size(r: _Reader) -> tuple[int, int, tuple[float, float]] | None:
    m = _first(r, (_SIZE,), "w")
    if m is not None:
        w, h = r.num(m.group("w")), r.num(m.group("h"))
        if w and h and 28 <= w <= 20000 and 28 <= h <= 20000:
            return m.start(), m.end(), (w, h)
    m = _first(r, (_DPI,), "d")
    if m is not None and (d := r.num(m.group("d"))) and 50 <= d <= 1200:
        return m.start(), m.end(), (8.27 * d, 11.69 * d)  # A4: 210 × 297 mm
    m = _first(r, (_VIDEO_RES,), "p")
    if m is not None:
        return m.start(), m.end(), _RES[m.group("p")]
    return None


def read_vision_images(r: _Reader) -> None:
    """Before the media readers: a VLM's pictures to read are its requests, never images to generate."""
    model = _vision_model(r)
    said_vlm = model is not None or _VLM_WORDS.search(r.t) is not None
    got = _count(r)
    if got is None:
        return
    s, e, items = got
    clause = _clause(r, s, e)
    if _MAKE_VERB.search(clause) and not _READ_VERB.search(clause):
        return  # "生成 5 万张商品图": a diffusion job's images
    if not said_vlm:
        return  # pictures read with no VLM said may be a detection or classification model's (media, detection)
    quote = r.quote(s, e)
    # the request's input: the image said, by the 28-px rule; else the rules take the card's maximum (fact_vision)
    size = _image_size(r) if model is not None else None
    if size is not None:
        tokens = image_tokens(size[2][0], size[2][1], model.vision)
        inp = request_input_tokens(tokens)
        r.add(size[0], size[1], "input_tokens", inp)
        w, h = size[2]
        r.note(f"“{r.quote(size[0], size[1])}”: {w:,.0f} × {h:,.0f} px is {tokens:,} image tokens for {model.name} "
               f"(one per 28 × 28 px after rounding each side to 28) + 2 markers + a ~{VLM_PROMPT_TOKENS}-token "
               f"instruction (assumed) = {inp:,} input tokens a request",
               f"“{r.quote(size[0], size[1])}”：{w:,.0f} × {h:,.0f} 像素对 {model.name} 是 {tokens:,} 个图像 token"
               f"（各边取整到 28 后每 28 × 28 像素 1 个）+ 2 个标记 + 约 {VLM_PROMPT_TOKENS} token 的指令（假设）"
               f"= 每个请求 {inp:,} 个输入 token")
    window = _first(r, (_WINDOW_ZH, _WINDOW_EN), "h")
    hours = r.num(window.group("h")) if window is not None else None
    if window is None or not hours or not 0 < hours <= 24:
        r.add(s, e, "requests_per_day", items)
        r.note(f"“{quote}”: each picture one request to the vision-language model — {items:,} requests a day, "
               "not images to generate",
               f"“{quote}”：每张图是对视觉语言模型的一个请求——每天 {items:,} 个请求，不是要生成的图片")
        return
    out_m = _first(r, (_OUT_EN, _OUT_ZH), "o")
    out = r.num(out_m.group("o")) if out_m is not None else None
    conf = 1.0
    if out_m is not None and out and 1 <= out <= 32768:
        out = int(out)
        r.add(out_m.start("o"), out_m.end(), "output_tokens", out)
    else:
        out, conf = VLM_OUTPUT_TOKENS, IMPLIED
        r.add(s, s, "output_tokens", out, conf=conf)
    r.add(s, e, "generate_tokens", items * out, conf=conf)
    r.batch_items = (items, out)
    r.add(window.start(), window.end(), "hours_per_day", float(hours))
    if not any(f.fact == "runs_per_month" for f in r.found):
        r.add(s, s, "runs_per_month", 30.0)
    told = "" if conf == 1.0 else " (no reply length said: a document's fields as JSON, ~300 tokens, assumed)"
    told_zh = "" if conf == 1.0 else "（没说每张输出多长：按一张票据的字段 JSON 约 300 token 假设）"
    r.note(f"“{quote}” within “{r.quote(window.start(), window.end())}”: a daily batch for the vision-language model "
           f"— {items:,} pictures read × {out:,} output tokens{told} = {items * out:,} tokens to generate, run every "
           f"day (30 a month) in a {hours:g}-hour window; not images to generate",
           f"“{quote}”在“{r.quote(window.start(), window.end())}”内：视觉语言模型的每日批处理——{items:,} 张图 × "
           f"每张输出 {out:,} token{told_zh} = 共生成 {items * out:,} token，每天跑一次（每月 30 次），"
           f"窗口 {hours:g} 小时；不是要生成的图片")
