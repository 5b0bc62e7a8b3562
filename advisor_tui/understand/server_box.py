"""The one server or workstation to buy, said by its size: "一台8卡服务器", "8 卡机器", "整机 8 卡", "4 卡工作站",
"an 8x H100 server", "an 8-GPU server", "a server with 8 GPUs", "a 4-GPU workstation" → ``server_gpus`` (blind
review 84 c01: "要采购一台8卡服务器" was read as nothing, and the 8-GPU H20 server asked for was ranked after for
being sold as 8).

Only a box to buy: said beside a purchase (a verb of buying in its own clause), one box (not "两台8卡服务器",
"8-GPU servers", nor where several servers are asked for), not one the person has ("我们有一台8卡服务器", "we have an
8x A100 box"), rents ("租一台8卡服务器", "rent an 8x H100 node") or quotes from a seller ("参考报价：某厂商 8 卡 H20
整机 118 万"); "8 卡" said of the job's need names no box and is not read."""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before
from rules.fact_vocab import LIMITS

_N_ZH = r"(?P<n>\d{1,2}|[一二两三四五六七八九十]{1,3})"
_CARD = r"[a-z][a-z0-9.-]{0,11}(?:\s?[a-z0-9][a-z0-9.-]{0,5})?"  # "h20", "h100 sxm", "ascend-910b"
_BOX_ZH = r"(?:服务器|机器|整机|工作站|主机|一体机|训练机|推理机|机子|节点)"
_ZH = (
    # "8卡服务器", "8 张卡的机器", "8卡H20服务器", "8 张 H20 的服务器", "8卡整机"
    _lazy(rf"(?<![\d.]){_N_ZH}\s?(?:(?:张|块|颗)?\s?(?:卡|显卡|gpu|npu)\s?(?:{_CARD})?|(?:张|块|颗|x|×)\s?{_CARD})"
          rf"\s?(?:的)?\s?{_BOX_ZH}"),
    # "整机 8 卡", "服务器（8卡）", "工作站配 4 张卡"
    _lazy(rf"(?:整机|服务器|工作站)\s?[（(:：]?\s?(?:配|带|装|插|含)?\s?(?<![\d.]){_N_ZH}\s?(?:张|块|颗)?\s?"
          r"(?:卡|显卡|gpu|npu)(?![\d])"),
    # the box named just before and sized by its measure word: "要自己买服务器放机房，一台 8 卡的就行" (review 117 c7)
    _lazy(rf"(?<=一台)\s?{_N_ZH}\s?(?:张|块|颗)?\s?(?:卡|显卡|gpu|npu)(?:\s?{_CARD})?\s?(?:的)?(?!\s?{_BOX_ZH})"))
_BOX_BEFORE = _lazy(rf"{_BOX_ZH}")
_WORDS = {"one": 1, "two": 2, "four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "sixteen": 16}
_N_EN = r"(?P<n>\d{1,2}|one|two|four|six|eight|ten|twelve|sixteen)"
_BOX_EN = r"(?:server|machine|box|workstation|rig|node|system|chassis)"
_EN = (
    # "an 8-GPU server", "8 gpu server", "an 8x H100 server", "a 4-card workstation", "8x gpu box"
    _lazy(rf"(?<![a-z0-9.]){_N_EN}(?:\s?-\s?|\s)?(?:(?:x|×)\s?)?(?:(?:{_CARD})\s)?(?:gpus?|cards?)?\s?-?\s?{_BOX_EN}"
          r"(?:e?s)?(?![a-z])"),
    # "a server with 8 GPUs", "a workstation with four cards", "a box with 8 H100s"
    _lazy(rf"(?<![a-z]){_BOX_EN}\s(?:with|of|holding|that holds|fitted with)\s{_N_EN}\s?(?:x\s?)?(?:{_CARD}\s)?"
          r"(?:gpus|cards|[a-z][a-z0-9-]{1,11}s)(?![a-z])"))
# a box said with "x" or a card named must say GPUs another way: "a 4090 workstation" is no 4090-GPU box
_SAYS_GPUS = _lazy(r"卡|gpu|npu|card|(?<=\d)\s?[x×]|^\S+\s?[x×]|张|块|颗|s$")
_CLAUSE = _lazy(r"[,;!?\n。；，！？]|\.(?:\s|$)")
_MANY_BEFORE = _lazy(r"(?:两|二|三|四|五|六|七|八|九|十|几|多|\d{1,3})\s?(?:台|套|个)\s?$|每台\s?$|每个\s?$"
                     r"|(?<![a-z])(?:two|three|four|several|multiple|a couple of|a few|\d{1,3})\s(?:x\s)?$"
                     r"|(?<=\d)\s?[x×]\s?$")
_BUY = _lazy(r"买|采购|购置|购买|购入|下单|配一台|配置一台|组装|装一台|(?<![a-z])(?:buy|buying|bought|purchas\w*|order"
             r"|build|building|spec(?:ing)?|procur\w*|acquir\w*)(?![a-z])")
_RENT = _lazy(r"租|云上|云服务器|(?<![a-z])(?:rent\w*|leas\w*|cloud|on-demand|hourly)(?![a-z])")
_HAVE = _lazy(r"(?:现有|已有|已经有|手上有|手头有|我们有|我有|组里有|实验室有|公司有|有一台"
              r"|(?<![a-z])(?:have|has|had|own|owns|got|existing|already)(?![a-z]))")


# another seller's quote or someone else's machine: "参考报价：某厂商 8 卡 H20 整机 118 万", "Saw someone's 4x3090 rig"
_OTHERS = _lazy(r"报价|参考|供应商|厂商|(?<![a-z])(?:quote[sd]?|quoting|vendor|someone|somebody|saw|others?|their"
                r"|his|her)(?![a-z])|'s\s")
# more than one box asked for anywhere: "采购 GPU 服务器 2 台", "两台服务器", "two servers" (the box is one)
_SEVERAL = _lazy(r"(?:服务器|整机|工作站|主机|机器)\s?(?:[2-9]|[二两三四五六七八九十])\s?台"
                 r"|(?<![\d.])(?:[2-9]|[二两三四五六七八九十])\s?台\s?(?:\S{0,8}?)(?:服务器|整机|工作站|主机|机器)"
                 r"|(?<![a-z0-9])(?:two|three|four|several|multiple|\d{1,3})\s(?:[a-z0-9-]{1,16}\s){0,2}?(?:servers|machines|boxes"
                 r"|workstations|nodes)(?![a-z])")


def _value(text: str) -> int | None:
    n = _WORDS.get(text) if text in _WORDS else _number(text)
    return int(n) if n is not None and n == int(n) else None


def read_server_box(r: _Reader) -> None:
    """After the keywords (the procurement): a box to buy, sized."""
    if any(f.fact == "server_gpus" for f in r.found) or _SEVERAL.search(r.t):
        return
    hi_n = LIMITS["server_gpus"][1]
    for rx in (*_ZH, *_EN):
        for m in rx.finditer(r.t):
            said = m.group()
            n = _value(m.group("n"))
            # (one GPU is no server's size: "one GPU server", "1x GPU server" count servers)
            if n is None or not 2 <= n <= hi_n or not _SAYS_GPUS.search(said):
                continue
            if rx in _EN and re.search(rf"{_BOX_EN}(?:e?s)$", said):
                continue  # "8-GPU servers": more than one box
            start = m.start()
            breaks = list(_CLAUSE.finditer(r.t, max(0, start - 40), start))
            clause_start = breaks[-1].end() if breaks else max(0, start - 40)
            before = r.t[clause_start:start]
            if _MANY_BEFORE.search(before) or _HAVE.search(before) or _OTHERS.search(before) \
                    or negated_before(r, start):
                continue
            after = _CLAUSE.search(r.t, m.end(), m.end() + 24)  # "整机 8 卡，采购用于…": the purchase just after
            # the purchase said of this box, in its own clause: a purchase read elsewhere may be of something else
            bought = _BUY.search(before) or _BUY.search(r.t, m.end(), (after.end() if after else m.end()) + 12)
            if not bought and rx is _ZH[-1]:  # "买服务器放机房，一台 8 卡的": the purchase of the box said before
                earlier = r.t[max(0, clause_start - 24):clause_start]
                bought = _BUY.search(earlier) and _BOX_BEFORE.search(earlier) and not _RENT.search(earlier + before)
            if not bought:
                continue
            if any(f.fact == "max_gpus" and f.value > n for f in r.found):
                continue  # "up to 16 GPUs … an 8-GPU server": the limit said is another box's
            r.add(m.start(), m.end(), "server_gpus", n)
            return
