"""Weight and KV-cache precision."""

from __future__ import annotations

import re

from advisor_tui.understand.load import _PARAMS
from advisor_tui.understand.negation import refused_where_said
from advisor_tui.understand.numbers import _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, asked_whether
from rules.estimate.precision import NOT_ON_DOMESTIC_CHIPS, SIXTEEN_BIT

# -------------------------------------------------------------------------------- precision

_PEOPLE = r"(?!\s?(?:用户|同学|同事|人|客户|开发者|老师|朋友|员工|数|并发|工程师|研究员|小数|数字))"
_PRECISION = _lazy(
    r"(?<![a-z0-9])(?:"
    r"(?P<q4>q4_k_m|q4_k_s|q4_k|q4km|q4_0|q4_1|q4)"
    r"|(?P<q8>q8_0|q8)"
    r"|(?P<qother>q[2356](?:_k(?:_[msl])?|_0|_1)?|iq[1-4]\w{0,4}|exl2)"
    r"|(?P<mxfp4>mxfp4)|(?P<fp4>nvfp4|fp4)"
    r"|(?P<nf4>nf4|bnb[ _-]?4[ -]?bits?|bitsandbytes)"
    # GPTQ at 8 bits is int8 ("Qwen2.5-14B-Instruct-GPTQ-Int8", "gptq 8bit"), before GPTQ alone (4 bits)
    r"|(?P<gptq8>gptq[-_ ]?(?:int|w)?8(?:[ -]?bits?)?)"
    r"|(?P<int4>awq|gptq|int4|w4a16)|(?P<b4>4[ -]?bits?|4\s?位" + _PEOPLE + r"|4\s?比特|四位|四比特)"
    r"|(?P<int8>int8|w8a8)|(?P<b8>8[ -]?bits?|8\s?位" + _PEOPLE + r"|8\s?比特|八位|八比特)"
    r"|(?P<fp8>fp8|e4m3|e5m2)|(?P<bf16>bf16|bfloat16)"
    r"|(?P<fp16>fp16|float16|half[ -]precision|半精度)|(?P<b16>16[ -]?bits?|16\s?位" + _PEOPLE + r")"
    r"|(?P<fp32>fp32|float32|单精度|32[ -]?bits?)"
    # ("使用原版权重，不接受量化", heldout67 #18: the tender's unquantised weights)
    r"|(?P<native>全精度|满精度|(?:(?<!要)不要?|别|(?<!用)不用|不做|不想|不接受|不允许|不许|(?<!能)不能|禁止|不得)\s?量化"
    r"|未量化|(?:保持|保留|用)?(?:原始|原生|原版|原|官方|原来的?)精度|(?:使用|采用|用|部署)\s?(?:原版|原始|官方)(?:的)?\s?权重"
    r"|full[ -]precision|unquantized"
    r"|unquantised|no quantization|without quantization|no quantisation|without quantisation|full quality)"
    r")(?![a-z0-9])")
_PRECISION_OF = {"q4": ("q4_k_m", "4"), "q8": ("q8_0", "8"), "mxfp4": ("mxfp4", "4"),
                 "fp4": ("fp4", "4"), "nf4": ("nf4", "4"), "int4": ("int4", "4"), "gptq8": ("int8", "8"),
                 "b4": ("int4", "4*"), "int8": ("int8", "8"), "b8": ("int8", "8*"),
                 "fp8": ("fp8", "8"), "bf16": ("bf16", "16"), "fp16": ("fp16", "16"),
                 "b16": ("fp16", "16*"), "fp32": ("fp32", "32"), "native": ("native", "*")}
_KV_BEFORE = _lazy(r"(?<![a-z])kv\s?(?:cache|缓存)?\s?(?:也|都|倒是|倒|就)?\s?(?:可以|能|可|想|要|希望|打算|准备)?\s?"
                        r"(?:用|使用|采用|量化(?:到|成|为)?|用上|上|=|:|"  # "KV cache 上 fp8 倒是可以" (heldout56 #39)
                        r"压(?:成|到|为)|降(?:成|到|为)|存成|存为|换成|"
                        # "KV 保持 fp16", "KV stays at fp16": the KV cache kept at a precision
                        r"(?:保持|保留|维持|留)(?:在|为|成|用)?|stays?(?: at| in)?|kept(?: at| in)?|"
                        # "The KV cache can go to FP8" (heldout95 A10: read as the weights' width, against bf16)
                        r"(?:(?:can|could|may|might|should|will)\s)?(?:go|drop|come)\s(?:down\s)?to|"
                        r"(?:can|could|may|might|should|will)\s(?:be|run|use)(?:\s(?:in|at|as))?|"
                        r"in|at|to|with|精度|是)?\s?(?:用)?\s?$")
_KV_TRIED_BEFORE = _lazy(r"(?<![a-z])(?:tried|tested|experimented with|ran with|gave)\s(?:out\s)?"
                         r"(?:an?\s|the\s|with\s)?$"
                         r"|(?:试过|试了|用过|测过)\s?(?:一下|一次|一轮)?\s?$")
_TRIED_BEFORE = _lazy(r"(?<![a-z])(?:we|i|they)\s(?:also\s)?(?:tested|tried|benchmarked|experimented with)\s"
                      r"(?:an?\s|the\s|with\s)?$|(?:试过|测过|试了|测了)\s?(?:一下|一次|一轮)?\s?$")


def _another_width(r: _Reader, s: int) -> bool:
    """Another weight width said in the text, not itself tried."""
    return any(m.start() != s and not _TRIED_BEFORE.search(r.t, max(0, m.start() - 24), m.start())
               and not _KV_BEFORE.search(r.t, max(0, m.start() - 20), m.start()) and not _KV_AFTER.match(r.t, m.end())
               for m in _PRECISION.finditer(r.t))


_KV_AFTER = _lazy(r"\s?(?:的)?\s?(?:量化的?\s?)?kv(?![a-z])")
_KV_OF = {"fp16": "fp16", "bf16": "bf16", "fp8": "fp8", "int8": "int8", "q8_0": "int8",
          "int4": "q4", "q4_k_m": "q4", "nf4": "q4"}
# "not below 8-bit", "至少 8 位": a floor, not a choice (a named format, "至少 FP8", is a choice)
_FLOOR_BEFORE = _lazy(r"(?:not (?:go )?(?:below|under|lower than)|no lower than|at least|不低于|不能低于|至少|"
                      r"最低|起码)\s?(?:to\s)?$")
# (not 向量化, "to vectorise": "用 bge-m3 给 2000 万条文档做向量化" asked how many bits — review 53 C4)
_QUANTISED = _lazy(r"(?<!向)量化|" + _w(r"quanti[sz]ed?|quanti[sz]ation|gguf"))


_ASKED_IF_BEFORE = _lazy(r"(?:what (?:happens|would happen|changes|would change) if|what if|how about|what about"
                         r"|如果|要是|假如|假设)\s(?:we |i |you )?(?:go(?:ing)?|use|used|switch(?:ed)? to|move to"
                         r"|went|run|ran|try|tried|用|换成|改用|上)?\s?(?:to\s|with\s)?$"
                         r"|(?:如果|要是|假如|假设)\s?(?:用|换成|改用|上)\s?$"
                         # "能不能用 FP8？", "can we run it in fp8?" (review 44 M4: sized in FP8 for Ascend, which
                         # has none)
                         r"|(?:能不能|可不可以|能否|是否可以)\s?(?:用|上|跑|换成)\s?$"
                         r"|(?<![a-z])(?:can|could) (?:we|i|you) (?:use|run (?:it |this |them )?(?:in|at|with)|go)\s?$")


# a build at a precision and what it did: "the 4-bit build hallucinated account numbers" (heldout32 #3)
# ("QLoRA we tried in the spring — the 4-bit base hurt accuracy", heldout83 #9: the quantised base it tuned on)
_WHAT_IT_DID_AFTER = _lazy(r"\s?(?:build|version|quant|checkpoint|weights|model|variant|base(?: model)?)s?\s"
                           r"(?:we (?:tried|used|ran)\s)?"
                           r"(?:hallucinated|broke|failed|gave|produced|hurt|lost|made|was|were|kept|started|messed)"
                           r"(?![a-z])|\s?(?:版本?|模型|底座|基座)\s?(?:之前|以前|上次)?(?:出现|会|老是|总是)?\s?(?:幻觉|胡说|乱说|掉点|崩)")


_IT_COST_AFTER = _lazy(r"\s(?:would have |would )?(?:doubled|tripled|quadrupled|doubles|triples|blew up|blows up"
                       r"|pushed up|pushes up)(?: the)? (?:cost|price|bill|quote|memory)(?![a-z])")


_QUARTER_BEFORE = _lazy(r"(?<![a-z])(?:for|in|of|during|by|before|after|until|through|this|last|next|end of"
                        r"|fy\s?\d{2,4}|20\d\d|h2)\s?$")
_QUARTER_AFTER = _lazy(r"\s?(?:20\d\d|fy|budget|results|earnings|report|numbers|planning|plan|target|okrs?|roadmap"
                       r"|review|revenue|sales|deadline|close|季度|财报|预算|目标|规划)(?![a-z])")
_OTHER_QUARTER = _lazy(r"(?<![a-z0-9])q[123](?![a-z0-9_])")


def _quarter(r: _Reader, s: int, e: int) -> bool:
    """A bare "Q4" that names a quarter of the year, not a 4-bit GGUF."""
    return bool(_QUARTER_BEFORE.search(r.t[max(0, s - 14):s]) and not re.search(r"(?:run|at|in|use|with)\s?$",
                                                                                r.t[max(0, s - 6):s])
                or _QUARTER_AFTER.match(r.t, e) or _OTHER_QUARTER.search(r.t))


# quantisation refused: "no quantization of any kind", "unquantized only", "不要量化", "只用原版权重" (review 40 C2)
_NO_QUANTIZATION = _lazy(
    r"(?<![a-z])(?:no|without|not|never|don'?t want|do not want|can'?t|cannot|must not|won'?t accept)\s(?:any\s)?"
    r"(?:kind of\s|form of\s)?(?:quanti[sz](?:ation|ed|ing)|quants?)(?![a-z])"
    # the verb: "We can't quantize the weights (accuracy requirement)" (heldout66 #29)
    r"|(?<![a-z])(?:can'?t|cannot|must not|mustn'?t|won'?t|will not|may not|are not allowed to|aren'?t allowed to)"
    r" (?:re-?)?quanti[sz]e(?: (?:the|our|this|its|any) (?:model|weights|checkpoint))?(?![a-z])"
    r"|(?<![a-z])(?:unquanti[sz]ed|original|full[- ]precision) (?:\w+ )?(?:weights )?only(?![a-z])"
    # "they won't sign off on anything quantized" (heldout60 #27)
    r"|(?<![a-z])(?:won'?t|will not|can'?t|cannot|don'?t) (?:sign off on|accept|approve|allow|use|run)"
    r" (?:anything|any model|any weights) quanti[sz]ed(?![a-z])|(?<![a-z])nothing quanti[sz]ed(?![a-z])"
    r"|(?<![a-z])only (?:the )?(?:original|unquanti[sz]ed|official) (?:bf16 |fp16 |16-bit )?weights(?![a-z])"
    # (an A-not-A question asks: "要不要量化？", "能不能量化" — review 76 c04's precision asked)
    r"|(?:(?<!要)不要|(?<!能)不能|不许|不允许|不接受|(?<!可)不可以|别|不做|(?<!用)不用|禁止|(?<![要能许可做用])不)\s?"
    r"(?:任何|做|用)?\s?(?:形式的)?\s?量化"
    r"(?!\s?(?:得)?\s?(?:太|过度|过头|太狠|太多))"  # "别量化太狠，int8 可以": not too far, not none
    r"|只(?:能|用|要|接受)\s?原版(?:的)?\s?(?:权重)?")


# a smaller width refused, not quantisation: "不要量化成 int4", "别用 4bit", "no 4-bit", "int4 不行" (review 51 C10:
# read as "no quantisation", it took every FP8 option away from a BF16 model)
# ("4 位元", heldout63 #1: the width in traditional usage)
_EIGHT_BITS = r"(?:(?:int)?8[ -]?bits?|fp8|int8|q8(?:_0)?|w8a8)"
_FOUR_BITS = r"(?:int4|awq|gptq|w4a16|q4(?:_k_m)?|nf4|4[ -]?bits?|4\s?位元?|4\s?比特|四位元?|四比特)"
_NO_4BIT = _lazy(
    r"(?:(?<!要)不要|(?<!能)不能|不许|不允许|不接受|(?<!可)不可以|别|不做|(?<!用)不用|不想|禁止|(?<![要能许可做用])不)"
    r"\s?(?:量化|压)?\s?(?:成|到|为|用|推荐|推|给我推荐?|给我?|考虑|上)?\s?"
    + _FOUR_BITS + r"(?![a-z0-9])"  # "别给 4bit 方案"
    + r"|(?<![a-z0-9])" + _FOUR_BITS
    + r"\s?(?:的)?\s?(?:量化|版本?|方案|模型)?\s?(?:一律|一概|统统|全都|都)?\s?"
    r"(?:不行|不要|不可以|不考虑|就算了|免谈|效果太差"
    # "4bit 的就别推荐了" (heldout51 #22), "4 bit 的方案就别给了" (heldout60 #1)
    r"|(?:就|也)?别(?:再)?(?:给我)?推(?:荐)?了?|(?:就|也)?别(?:再)?给(?:我)?了|(?:就)?不用推(?:荐)?了?"
    # tried, found wanting, refused: "4 bit 之前试过，报关单上的数字老是抄错，不考虑" (heldout55 #2)
    r"|(?:之前|以前|已经)?\s?(?:试过|测过|用过|跑过)[^。;；!?\n]{0,30}?[,，]\s?(?:就|所以|直接)?\s?(?:不考虑|不要了?|不用了|弃用|pass))"
    + r"|(?<![a-z])(?:no|not|never|nothing|without|avoid|anything but|don'?t (?:want|use)|do not (?:want|use)"
    # "I won't go down to 4-bit for legal text" (heldout56 #19)
    r"|won'?t accept|won'?t|will not|refuse to)\s(?:any\s)?(?:quanti[sz](?:ation|ed|ing)?\s(?:to|at|down to)\s)?"
    # "I really don't want to drop to Q4" (heldout53 #17)
    # ("so nothing at 4-bit", heldout61 #6)
    r"(?:(?:to\s)?(?:drop|go|step|fall back|come)\s(?:down\s)?to\s|at\s)?" + _FOUR_BITS + r"(?![a-z0-9])"
    # 8 bits as the floor: "nothing below 8-bit", "8bit is the floor" (heldout50 #3, #42) — no width chosen
    # (an 8-bit format named as the floor is the floor too: "nothing below fp8", "don't go under int8" — heldout74 #40
    # read FP8 chosen)
    r"|(?<![a-z])(?:nothing|none|no lower|not lower|never lower|nothing lower)\s(?:below|under|lower than|less than"
    r"|than)\s" + _EIGHT_BITS + r"(?![a-z0-9])"
    # "Please don't go below 8-bit" (heldout54 #25)
    r"|(?<![a-z])(?:don'?t|do not|never|won'?t|can'?t|cannot|mustn'?t|shouldn'?t) (?:go|drop|quanti[sz]e|fall|get)"
    r" (?:any )?(?:below|under|lower than|less than) " + _EIGHT_BITS + r"(?![a-z0-9])"
    r"|(?<![a-z0-9])(?:int)?8[ -]?bits?\s(?:is|as|are)\s(?:the|teh|our|my|a)\s(?:floor|minimum|min|lowest|bare minimum)"
    r"(?![a-z])|(?:最低|至少|起码|最少)\s?(?:也?要|得)?\s?(?:int)?8\s?(?:bit|位|比特)"
    # "keep it at 8-bit at least", "8-bit or more" (review 67 C6: read as INT8, FP8 left out)
    r"|(?<![a-z0-9])(?:(?:keep it|stay|stick)\s(?:at\s)?)?(?:int)?8[ -]?bits?\s"
    r"(?:at (?:the )?least|minimum|or (?:more|higher|above))"
    r"(?![a-z])|(?<![a-z])at least (?:int)?8[ -]?bits?(?![a-z0-9])"
    # "量化可以，但别低于 8 位" (heldout52 #28)
    r"|(?:别|不要|不能|不得|不可)\s?(?:低于|少于|小于|比)\s?(?:(?:int)?8\s?(?:bit|位|比特)|fp8|int8|q8(?:_0)?)(?:\s?低)?")


def read_no_quantization(r: _Reader) -> None:
    four = _NO_4BIT.search(r.t)
    for again in list(_NO_4BIT.finditer(r.t))[1:]:  # "no 4bit plz, 8bit is the floor": the floor is no width chosen
        r.claim(r.kw, again.start(), again.end())
        r.claim(r.numeric, again.start(), again.end())
    general = next((m for m in _NO_QUANTIZATION.finditer(r.t) if four is None
                    or not (m.start() < four.end() and four.start() < m.end())), None)
    if four is not None and general is not None:  # "不要量化！！…别给我推 int4": every smaller width refused
        r.claim(r.kw, four.start(), four.end())
        r.claim(r.numeric, four.start(), four.end())
    elif four is not None and r.free(four.start(), four.end(), keyword=True):
        # the 4-bit width refused, the words claimed: neither "no quantisation" nor int4 is read from them
        r.add(four.start(), four.end(), "no_4bit", True)
        r.claim(r.kw, four.start(), four.end())
        r.claim(r.numeric, four.start(), four.end())
        return
    m = _NO_QUANTIZATION.search(r.t)
    if m is not None and r.free(m.start(), m.end(), keyword=True):
        # (the words stay free for the precision reader: "no quantisation" is also the 16-bit weights)
        r.found.append(_Finding(m.start(), m.end(), "no_quantization", True))


# "满血版 DeepSeek-R1", "DeepSeek-V3（满血）", "满血 ds": the full model at its released precision — the contrast is
# with the distilled models and with the quantised ones ("量化版"), so it refuses quantisation as "不要量化" does
# (review 77 C03: "满血版" got an INT4 what-if first). Said of the model it stands beside: "满血 4090" is a card's.
_FULL_STRENGTH = _lazy(r"满血(?:版|的)?")
# between the model and the word: "DeepSeek-R1 满血版", "deepseek-r1 671b 满血", "DeepSeek-V3（满血）"
_OWNER_BEFORE = _lazy(r"\s?(?:\d+(?:\.\d+)?\s?b\s?)?[（(]?\s?")
_DEEPSEEK_AFTER = _lazy(r"\s?(?:ds|deepseek|深度求索)(?![a-z])")  # "满血 ds，就是 671b 那个 R1"


def _width_said_beside(r: _Reader, kept: set[str]) -> bool:
    """A weight width other than ``kept`` said anywhere — chosen, refused, asked or said acceptable: the person's own
    words on precision decide ("满血版 R1 的 int4 量化版", "4-bit 不行 … DeepSeek R1 满血版", "能不能用 FP8？")."""
    kv = [f for f in r.found if f.fact == "kv_precision"]
    for m in _PRECISION.finditer(r.t):
        group = m.lastgroup or ""
        if group == "native" or any(f.start <= m.start() < f.end for f in kv):
            continue
        if group == "q4" and m.group() == "q4" and _quarter(r, m.start(), m.end()):
            continue
        if group not in _PRECISION_OF or _PRECISION_OF[group][0] not in kept:
            return True
    return False


def _full_strength_word(r: _Reader, chosen: _Finding) -> tuple[int, int] | None:
    """The first "满血" said, not refused, of a mention of the model chosen still standing (a card's is the card's)."""
    mentions = [f for f in r.found if f.fact == "model" and f.value == chosen.value] + [chosen]
    for w in _FULL_STRENGTH.finditer(r.t):
        before = [(m.start, m.end, "model") for m in mentions
                  if m.end <= w.start() and _OWNER_BEFORE.fullmatch(r.t, m.end, w.start())]
        before += [(c.start, c.end, "card") for c in r.cards if c.end <= w.start() and not r.t[c.end:w.start()].strip()]
        after = [(m.start, m.end, "model") for m in mentions if m.start >= w.end() and not r.t[w.end():m.start].strip()]
        after += [(c.start, c.end, "card") for c in r.cards if c.start >= w.end() and not r.t[w.end():c.start].strip()]
        if not after and chosen.value.startswith("deepseek") and (d := _DEEPSEEK_AFTER.match(r.t, w.end())):
            after = [(d.start(), d.end(), "model")]
        owner = max(before, default=None, key=lambda o: o[1]) or min(after, default=None, key=lambda o: o[0])
        if owner is None or owner[2] == "card":
            continue
        if not refused_where_said(r, min(owner[0], w.start()), max(owner[1], w.end())):
            return w.start(), w.end()
    return None


def read_full_strength(r: _Reader, chosen: dict[str, _Finding], conflicted: set[str]) -> None:
    """"满血" said of the model chosen: its released weights, no quantisation (what "不要量化" reads)."""
    model = chosen.get("model")
    record = r.kb.models_by_id.get(model.value) if model is not None else None
    if record is None or "distill" in (record.family or "") or "precision" in conflicted or any(
            u.kind == "precision" for u in r.unresolved):
        return  # (a distilled model is the contrast 满血 is said against, never the full one)
    domestic = chosen.get("domestic_chips")
    if domestic is not None and domestic.value is True and record.native_dtype in NOT_ON_DOMESTIC_CHIPS:
        # "信创…部署 DeepSeek-R1 满血版": the chips run no FP8, so the release cannot be had there; 满血 says the full
        # 671B, served as those chips serve it (W8A8 INT8 on Ascend: rules.fact_resolve, review 5 F6) and with the
        # one-server option review 74 C8 asked to be said
        return
    prec = chosen.get("precision")
    if prec is not None and prec.value not in (*SIXTEEN_BIT, record.native_dtype):
        return
    kept = {*SIXTEEN_BIT, *([prec.value] if prec is not None else [])}
    if _width_said_beside(r, kept) or "no_quantization" in chosen and prec is not None:
        return
    word = _full_strength_word(r, model)
    if word is None:
        return
    s, e = word
    said = r.quote(s, e)
    if prec is None:
        chosen["precision"] = _Finding(s, e, "precision", record.native_dtype)
        r.found.append(chosen["precision"])
    chosen["no_quantization"] = _Finding(s, e, "no_quantization", True)
    r.found.append(chosen["no_quantization"])
    value = chosen["precision"].value
    r.note(f"“{said}”: the full {record.name} at its released precision ({value}) — no quantised version offered",
           f"“{said}”：完整的 {record.name}、按发布时的精度（{value}）理解，不推荐量化版")


_FOUR_BIT_VALUES = ("int4", "q4_k_m", "nf4", "mxfp4", "fp4")


def drop_refused_4bit(r: _Reader) -> None:
    """4-bit weights refused anywhere ("不要量化到 int4") make every 4-bit width said elsewhere one tried or
    refused, never the one to size ("测试时 int4 出现过条款引用错误", heldout48 #17: FP8 was lost to a conflict)."""
    if not any(f.fact == "no_4bit" and f.value is True for f in r.found):
        return
    for f in r.found:
        if f.fact == "precision" and f.value in _FOUR_BIT_VALUES:
            f.fact = "_refused_4bit"


# a second width said acceptable beside the one chosen: "bf16 is fine, FP8 also ok", "bf16 就行，fp8 也可以" (review 63
# C8: read as a conflict between them) — the first is sized, the other's saving is the what-if's to show
_ALSO_OK_AFTER = _lazy(r"\s?(?:is\s|would be\s|'s\s)?(?:also|too|as well)\s(?:ok|okay|fine|acceptable|allowed)(?![a-z])"
                       r"|\s?(?:is\s|would be\s|'s\s)?(?:ok|okay|fine|acceptable|allowed)\s(?:too|as well)(?![a-z])"
                       r"|\s?(?:也|都)\s?(?:可以|行|能接受|没问题|ok)")


# two widths asked between, in one question: "Is FP8 fine or should we stay BF16?", "FP8 行不行，还是用 BF16？",
# "用 FP8 还是 BF16 好？" (review 81 c07: read as a conflict to settle) — the person asks the advisor to choose
_EITHER_BETWEEN = _lazy(r"[^.;!?。；！？\n]{0,40}?(?:(?<![a-z])or(?![a-z])|还是|或者)[^.;!?。；！？\n]{0,30}$")
_QUESTION_AFTER = _lazy(r"[^.;!。；！\n]{0,16}?[?？]")


def _read_asked_widths(r: _Reader) -> None:
    said = sorted((f for f in r.found if f.fact == "precision"), key=lambda f: f.start)
    for first, later in zip(said, said[1:]):
        if first.value == later.value or first.fact != "precision" or not _EITHER_BETWEEN.match(
                r.t, first.end, later.start) or not _QUESTION_AFTER.match(r.t, later.end):
            continue
        first.fact = later.fact = "_asked"  # (a width said apart from the question stays: "we run bf16 today. …")
        asked = r.quote(first.start, later.end)
        r.note(f"“{asked}”: asked which — neither is taken as chosen (What if shows a smaller width's saving)",
               f"“{asked}”：问的是用哪个——两个都不算选定（更低精度能省多少见“如果……”）")


def _read_alternative_widths(r: _Reader) -> None:
    _read_asked_widths(r)
    said = [f for f in r.found if f.fact == "precision"]
    if len({f.value for f in said}) != 2:
        return
    later = max(said, key=lambda f: f.start)
    if _ALSO_OK_AFTER.match(r.t, later.end):
        later.fact = "_acceptable"
        said = r.quote(later.start, later.end)
        r.note(f"“{said}” is said to be acceptable too: sized at the first, its saving shown under What if",
               f"“{said}”也可以接受：按前者估算，它能省多少见“如果……”")


def _read_precision(r: _Reader) -> None:
    for m in _PRECISION.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e):
            continue
        group = m.lastgroup or ""
        if group == "qother":
            r.unplaced("precision", s, e,
                       f"{r.quote(s, e)} is not modelled: say q4_k_m, q8_0, int4 or int8",
                       f"暂不支持 {r.quote(s, e)}：请用 q4_k_m、q8_0、int4 或 int8", ())
            r.claim(r.numeric, s, e)
            continue
        if group == "q4" and m.group() == "q4" and _quarter(r, s, e):
            r.claim(r.numeric, s, e)  # "utilization numbers for Q4": the year's fourth quarter (heldout28 #51)
            continue
        value, family = _PRECISION_OF[group]
        if _TRIED_BEFORE.search(r.t, max(0, s - 24), s) and _another_width(r, s):
            # "Model: Qwen3 32B, AWQ 4-bit. (We tested FP8 — quality was the same, memory wasn't.)" (heldout70 #24:
            # a conflict of widths): a width tested beside the one chosen is no plan
            r.claim(r.numeric, s, e)
            r.claim(r.kw, s, e)
            continue
        if _WHAT_IT_DID_AFTER.match(r.t, e) or _IT_COST_AFTER.match(r.t, e):
            # "the 4-bit build hallucinated account numbers": a past try; "Keep the FP8 weights; bf16 doubled the cost
            # in the last quote" (heldout70 #26): a width priced and set aside
            r.claim(r.numeric, s, e)
            r.claim(r.kw, s, e)
            continue
        asked = _ASKED_IF_BEFORE.search(r.t, max(0, s - 40), s)
        if asked is not None:  # "tell us what happens if we go FP8": a what-if asked, not the plan (review 23 F1)
            r.claim(r.numeric, s, e)
            r.claim(r.kw, s, e)
            r.note(f"“{r.quote(asked.start(), e)}”: asked as a what-if — the answer's What if shows what "
                   f"{value} changes", f"“{r.quote(asked.start(), e)}”：这是在问“如果”——答案的“如果……”部分会说明 "
                   f"{value} 带来的变化")
            continue
        lo = max(0, s - 28)  # "KV cache 也想压到 fp8", "the KV cache could drop to fp8"
        kv = _KV_BEFORE.search(r.t[lo:s])
        kv_after = _KV_AFTER.match(r.t, e)
        if kv or kv_after:
            span_s = lo + kv.start() if kv else s
            span_e = kv_after.end() if kv_after and not kv else e
            kv_value = _KV_OF.get(value)
            if _KV_TRIED_BEFORE.search(r.t, max(0, span_s - 24), span_s):
                # "keep the KV cache at FP16 — we tried an FP8 KV cache and long answers started to drift" (heldout70
                # #6: read as a conflict): a cache width tried before, not the one to size
                r.claim(r.numeric, span_s, span_e)
                r.claim(r.kw, span_s, span_e)
                continue
            if asked_whether(r, span_s, span_e):  # "is fp8 kv cache a thing on L40S?": asked, not chosen
                r.claim(r.numeric, span_s, span_e)
                r.claim(r.kw, span_s, span_e)
                continue
            if kv_value is None:
                r.unplaced("kv_precision", span_s, span_e,
                           "KV cache precision must be fp16, bf16, fp8, int8 or q4",
                           "KV 缓存精度只能是 fp16、bf16、fp8、int8 或 q4", ())
                r.claim(r.numeric, span_s, span_e)
            else:
                r.add(span_s, span_e, "kv_precision", kv_value)
            continue
        if family.endswith("*") and _FLOOR_BEFORE.search(r.t[max(0, s - 24):s]):
            r.unplaced("precision", s, e,
                       f"“{r.quote(s, e)}” is a lower limit: which precision (fp8, int8, bf16)?",
                       f"“{r.quote(s, e)}”是下限：具体用哪种精度（fp8、int8、bf16）？", ())
            r.claim(r.numeric, s, e)
            continue
        if value not in ("bf16", "fp16", "fp32", "native") and any(
                f.fact == "no_quantization" and f.start <= s <= f.end + 2 for f in r.found):
            continue  # "不接受任何量化版本" (heldout45 #27): the quantisation refused, never the one to size
        r.add(s, e, "precision", value, generic=family)
    _read_alternative_widths(r)
    if not any(f.fact in ("precision", "no_quantization") for f in r.found):  # ("no quantization" asks no bits)
        for m in _QUANTISED.finditer(r.t):
            if r.free(m.start(), m.end()) and not r.t[m.end():m.end() + 2].startswith("kv"):
                r.unplaced("precision", m.start(), m.end(),
                           "quantised — to how many bits? (4-bit int4 / q4_k_m, 8-bit int8 / q8_0)",
                           "量化到几位？（4 位 int4 / q4_k_m，8 位 int8 / q8_0）", ())
                break


# "7B 到 14B", "7-14B", "7B to 14B models": a range of sizes is sized at its upper end (said so)
_SIZE_RANGE = _lazy(r"(?<![\d.])(?P<lo>\d+(?:\.\d+)?)\s?b?\s?(?:到|至|~|-|–|to|or)\s?(?P<hi>\d+(?:\.\d+)?)\s?b"
                    r"(?![a-z])")


# a count of data said before the figure: "About 3.4B tokens after dedup (the raw crawl was ~9B)" (heldout63 #6)
_DATA_SIZE_BEFORE = _lazy(r"(?<![a-z])(?:crawl|corpus|dataset|data set|raw data|tokens?|语料|数据集?)"
                          r"(?:\s(?:was|is|were|are|of|at|had|has|came to|comes to))?\s?"
                          r"(?:about|around|roughly|~|≈|约|大概)?\s?$")
_THE_TWO_BEFORE = _lazy(r"(?:这|那)?(?:两|俩|二)个?\s?$|(?<![a-z])(?:both|the two|these two|those two|both of the)\s?$")


# a size with the B as its decimal point, as BLOOM and Pythia name theirs ("bloom-7b1", a job named "cymraeg-1b4" beside
# "a 1.4B decoder", heldout71 #23 — the "1b" of it read as a second size, 1B)
_B_AS_POINT = _lazy(r"(?<![a-z0-9.])(?P<i>\d{1,3})b(?P<f>\d)(?![a-z0-9]|\.\d)")


def _read_params(r: _Reader) -> None:
    for m in _B_AS_POINT.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "params_b", float(f"{m.group('i')}.{m.group('f')}"))
            r.claim(r.numeric, m.start(), m.end())
    for m in _SIZE_RANGE.finditer(r.t):
        lo, hi = float(m.group("lo")), float(m.group("hi"))
        if r.free(m.start(), m.end()) and 0 < lo < hi:
            r.add(m.start(), m.end(), "params_b", hi)
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}” is a range of sizes: sized for the largest, "
                   f"{hi:g}B (the smaller fits whatever holds it)",
                   f"“{r.quote(m.start(), m.end())}”是一个规模范围：按最大的 {hi:g}B 估算（装得下它的卡也装得下"
                   "小的）")
    for rx, scale in _PARAMS:
        for m in rx.finditer(r.t):
            kind = bool(m.groupdict().get("kind"))  # the size's own words end before the kind named after it
            if not r.free(m.start(), m.start("kind") if kind else m.end()):
                continue
            if _THE_TWO_BEFORE.search(r.t, max(0, m.start() - 8), m.start()) and sum(
                    f.fact == "model" for f in r.found) > 1:
                r.claim(r.numeric, m.start(), m.end())  # "这两个 8B 实在拿不定主意": the models named, no size of its
                continue  # own (heldout50 #21)
            if _DATA_SIZE_BEFORE.search(r.t, max(0, m.start() - 30), m.start()):
                r.claim(r.numeric, m.start(), m.end())  # "(the raw crawl was ~9B)": tokens, no model's size
                continue
            n = r.num(m.group("n") or m.groupdict().get("n2") or "")
            if n and kind:  # "a 125M toy gpt": its kind named, no model to ask about
                r.unresolved = [u for u in r.unresolved if not (u.kind == "model" and m.start() <= u.start < m.end())]
                r.claim(r.entity, m.start("kind"), m.end("kind"))
            if n:
                r.add(m.start(), m.start("kind") - 1 if kind else m.end(), "params_b", round(n * scale, 6))
