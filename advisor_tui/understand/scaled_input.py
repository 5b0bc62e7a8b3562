"""An item's input said with a Chinese scale word is its prompt (review 97 c03).

"每份大概 10 万 token 输入，输出 2000 token，每晚大概 300 份" dropped the 100,000: the request-length readers
(per_request.py) count digits, "k" and commas, never 万 or 千, so the night was priced with a 500-token prompt and
launched with --max-model-len 8192 — a window every document overflows. The family:

* the length then the input word: "每份大概 10 万 token 输入", "每篇 8 万个 token 的输入", "十二万 token 的提示词";
* the input word then the length: "每份输入大约 10 万 token", "輸入約十萬 token";
* a length said of each item (份 / 篇 / 条 / 本 / 件 / 个文档) with no input word, where nothing is trained:
  "每份招股书大概 10 万 token" — a document's length in a serving or batch job is what each request reads.

A volume said over a day, a night or in all ("每天 10 万 token 输入", "一共 5 万 token") is no item's length and is
left to the day's readers (daily_in_out.py); a training sample's length ("每条 2 千 token" beside LoRA) is left to
the training readers. The context is not set here: an input with its output sizes it (rules.facts), as a prompt
read in digits does ("each prompt ~100k tokens").
"""

from __future__ import annotations

from advisor_tui.understand.job import _TRAINING_WORDS
from advisor_tui.understand.numbers import CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_tokens

_HEDGE = r"(?:大概|大约|约|差不多|平均|一般|通常|最多|不超过|~|≈)"
_SCALED = rf"(?P<n>(?<![\d.])\d{{1,4}}(?:\.\d{{1,2}})?|{CN})\s?(?P<u>万|千|w)\s?(?:个)?\s?(?:tokens?|toks?)(?![a-z])"
_IN_WORD = r"(?:输入|提示词?|(?<![a-z])(?:prompt|input)(?![a-z]))"
_ITEM = (r"每\s?(?:一)?\s?(?:份|篇|条|本|件|个|封|卷)\s?(?:[\u4e00-\u9fff]{0,6}?(?:文档|文件|报告|合同|招股书"
         r"|年报|论文|材料|案卷|书|稿|请求|问题|提问))?|单\s?(?:份|篇|条|本|件|个)")
_SCALED_INPUT = [
    # the length, then its input word: "每份大概 10 万 token 输入", "8 万个 token 的输入"
    _lazy(rf"(?:{_HEDGE}\s?)?{_SCALED}\s?(?:左右|上下)?\s?(?:的)?\s?{_IN_WORD}"),
    # the input word, then the length: "每份输入大约 10 万 token", "输入约十万 token"
    _lazy(rf"{_IN_WORD}\s?(?:长度|大小)?\s?(?:是|有|在|为|:)?\s?(?:{_HEDGE}\s?)?{_SCALED}"),
]
# each item's length with no input word: "每份招股书大概 10 万 token 左右"
_ITEM_LENGTH = _lazy(rf"(?:{_ITEM})\s?(?:都|是|有|在|为)?\s?(?:{_HEDGE}\s?)?{_SCALED}")
# a day's, a night's or the whole job's volume, said just before: no item's length
_VOLUME_BEFORE = _lazy(r"(?:每天|每日|每晚|每夜|每周|每月|每小时|一天|一晚|一周|一个月"
                       r"|一共|总共|合计|累计|总量|总计|全部|整体"
                       r"|(?<![a-z])(?:per|a) (?:day|night|week|month|hour)|daily|in total|altogether)"
                       r"[^,，。;；\n]{0,10}$")
# the same said in English of each document, its length in digits: "each filing is about 100k tokens", "300 filings of
# ~100k tokens each", "300 100k-token filings" (read as a 102,400-token window with no prompt, or not at all)
_DOC = (r"(?:documents?|docs?|filings?|reports?|contracts?|transcripts?|files?|papers?|articles?|books?|chapters?"
        r"|prospectus(?:es)?|case files?|dossiers?|manuals?|theses|thesis|judg(?:e)?ments?|records?)")
_EN_LEN = r"(?<![\d.,])(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6}(?:\.\d{1,2})?)\s?(?P<k>k)?"
_EN_ITEM_LENGTH = [
    _lazy(rf"(?<![a-z])(?:each|every|a|one|the average|an average) {_DOC} (?:is|runs?|has|comes to|averages|is around"
          rf"|is about|of)?\s?(?:about|around|roughly|approximately|~|≈|up to|on average)?\s?~?\s?{_EN_LEN}"
          r"\s?(?:tokens?|toks?)(?![a-z])(?!\s(?:of )?(?:context|window))"),
    _lazy(rf"(?<![a-z]){_DOC} (?:of|at|averaging|around) (?:about |around |roughly |~|≈)?\s?{_EN_LEN}"
          r"\s?(?:tokens?|toks?)\s(?:each|apiece)(?![a-z])"),
    _lazy(rf"(?<![a-z\d.,~])(?:~|about |around |roughly )?{_EN_LEN}-tokens? {_DOC}(?![a-z])"),
]
# a document made, not read: "generate a 1.5k-token report" is each request's output (made_length.py)
_MADE_BEFORE = _lazy(r"(?<![a-z])(?:generat\w*|writ\w*|wrote|produc\w*|draft\w*|creat\w*|output\w*|make|makes|making)"
                     r"\s(?:an?\s|the\s|one\s)?(?:~|about\s|around\s|roughly\s)?$")
_EN_WINDOW = _lazy(r"(?<![a-z])(?:context|window|max[_ -]?model[_ -]?len|ctx)(?![a-z])")
_OUTPUT_AFTER = _lazy(r"\s?(?:左右|上下)?\s?(?:的)?\s?(?:输出|回复|回答|生成)")


_SCALE = {"万": 10_000, "w": 10_000, "千": 1000, "k": 1024, "": 1}  # k: the table's 1,024 for token counts


def _value(r: _Reader, n: str, unit: str) -> int | None:
    said = r.num(n.replace(",", ""))
    if said is None or said <= 0:
        return None
    if unit == "k" and said * 1024 != int(said * 1024):  # as per_request._tokens: "~3.5k" 3,584, "~1.2k" 1,200
        return _value(r, str(said * 1000), "")  # (1,228.8 tokens is no count; said in thousands — heldout30 #40)
    try:
        return parse_tokens("input_tokens", int(round(said * _SCALE[unit])))
    except InputError:
        return None


def _in_window_clause(r: _Reader, m) -> bool:
    """"each document is 100k tokens of context": a window said, left to the context readers."""
    start = max((i for i in (r.t.rfind(c, 0, m.start()) for c in ".;!?\n") if i >= 0), default=-1) + 1
    end = min((i for i in (r.t.find(c, m.end()) for c in ".;!?\n") if i >= 0), default=len(r.t))
    return bool(_EN_WINDOW.search(r.t, start, end))


def read_scaled_input(r: _Reader) -> None:
    """Before the request readers: an item's input said in 万 or 千 tokens."""
    if any(f.fact == "input_tokens" for f in r.found):
        return
    found = [m for rx in _SCALED_INPUT for m in rx.finditer(r.t)]
    if not _TRAINING_WORDS.search(r.t):
        found += [m for m in _ITEM_LENGTH.finditer(r.t) if not _OUTPUT_AFTER.match(r.t, m.end())]
    if not _TRAINING_WORDS.search(r.t):
        found += [m for rx in _EN_ITEM_LENGTH for m in rx.finditer(r.t) if not _in_window_clause(r, m)
                  and not _MADE_BEFORE.search(r.t, max(0, m.start() - 24), m.start())]
    for m in found:  # an input word said wins over an item's bare length
        if not r.free(m.start(), m.end()) or _VOLUME_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
            continue
        value = _value(r, m.group("n"), m.groupdict().get("u") or m.groupdict().get("k") or "")
        if value is None:
            continue
        r.add(m.start(), m.end(), "input_tokens", value)
        r.claim(r.numeric, m.start(), m.end())
        said = r.quote(m.start(), m.end())
        r.note(f"“{said}”: each item's input (prompt), {value:,} tokens",
               f"“{said}”：每条的输入（提示）{value:,} token")
        return
