"""Cards named in the text (context for the UI, never a fact) and tools that imply a task."""

from __future__ import annotations

import re
from typing import Any

from advisor_tui.understand.numbers import _number, _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.result import MAX_CARD_MENTIONS, CardMention
from knowledge import match

# ----------------------------------------------------------------------------------- cards

_CARD = _lazy(
    r"(?<![a-z0-9])(?:(?:nvidia|英伟达|amd|huawei|华为|tesla|geforce)\s?)?"
    r"(?P<core>(?:rtx\s?)?[2345]0[5-9]0(?:\s?(?:ti|super|d))?"
    r"|rtx\s?pro\s?6000|pro\s?6000|rtx\s?6000(?:\s?ada)?|6000\s?ada|(?:rtx\s?)?a[456]000"
    r"|[ah]100|a800|h800|h200|h20|gb200|b200|b300|l40s|l40|l20|l4|a40|a30|a10g?|t4|v100s?|p40"
    r"|p100|mi3\d\dx?|(?:ascend\s?|昇腾\s?)?910[bc]|昇腾|ascend)"
    # a pasted spec too: "A100-SXM4-80GB", "Tesla V100-PCIE-32GB"
    # (one digit too: "4060ti 8G" is the 8 GB card, not the 16 GB one the name alone resolves to)
    r"(?P<form>[\s-]?(?:pcie|sxm[45]?|nvl))?(?:[\s-]?(?P<gb>\d{1,3})\s?g(?:b)?(?:\s?hbm\de?)?)?(?P<plural>s)?"
    r"(?![a-z0-9])")
# a bare card number with what it counts after it is a count: "2050 requests", "3060 条", "4090 users"
_COUNTED_AFTER = _lazy(r"\s?(?:条|次|张图|(?<![a-z])(?:requests?|reqs?|calls?|queries|users?|people"
                       r"|images?|samples?|documents?|docs|hours?|tokens?|messages?|rows?|records?|clips?"
                       r"|rpm|rps|qps)(?![a-z]))")
_CARD_COUNT_BEFORE = _lazy(
    r"(?<![a-z0-9])(?P<n>\d{1,2}|[一两二三四五六七八九十]{1,2}|two|three|four|six|eight|a|one|single)"
    r"\s?(?:张|块|个|台|卡|x|×|\*)?\s?(?:used |new |refurb(?:ished)? |二手\s?)?$")  # "2x used 3090" (review 44)
_CARD_BY_SIZE = _lazy(
    r"(?<![a-z0-9])(?P<gb>\d{2,3})\s?(?:g|gb)(?![a-z0-9])\s?(?:显存)?\s?(?:的)?\s?"
    r"(?:卡|显卡|cards?|gpus?)(?![a-z])")
_OWN_VRAM = _lazy(
    r"(?:只有|我有|手上有?|现有|我的卡是?|my card has|i have|i only have)\s?(?:一张|a)?\s?"
    r"(?P<gb>\d{2,3})\s?(?:g|gb)(?![a-z0-9])\s?(?:的)?\s?(?:显存|vram|gpu)?")


# a card generation named as a constraint ("on an Ada card", "要 Hopper 的卡"): not a fact the
# advisor filters by, so it is said, never dropped in silence
_GENERATION = re.compile(r"(?<![a-z])(?P<g>ada(?: lovelace)?|hopper|blackwell|ampere|volta|turing|pascal|cdna ?3)"
                         r"(?![a-z])(?:\s?(?:架构|系列|的卡|卡|cards?|gpus?|generation|arch(?:itecture)?))?")


# (a place said with "only" is where the machines go: "machines outside China only", "servers in China only")
_MARKET_PART = re.compile(r"china[- ](?:market|specific)|(?<!in )(?<!outside )(?<!inside )(?<!within )(?<!of )"
                          r"(?<!from )china[- ]only|中国特供|特供版|特供卡|阉割版")
# a card the person does not want ("别给我推 H20", "no A100s"): said beside the answer, not a filter
# a refusal taken back at once: "不要 4090，哦不对，是不要 A100" (review 31 c05) refuses the A100 only
_TAKEN_BACK = _lazy(r"[\s,，.。]*(?:哦不对|不对|哦不|说错了|打错了"
                    r"|(?<![a-z])(?:sorry|no wait|wait,? no|i mean|oops)(?![a-z]))")
_NOT_THIS_CARD = re.compile(r"(?:别|不要|不想要|不想用|不用|不考虑|排除|(?<![a-z])(?:no"
                            r"|not|avoid|without|exclude|except)"
                            r"(?![a-z]))\s?(?:给我)?\s?(?:推荐?|用|租|上|the|any)?\s?$")


# a question whether to use it, not a refusal: "要不要上 H20？", "要不要租 A800？" (review 36 M1)
_ASKED_WHETHER = re.compile(r"(?:要不要|用不用|租不租|上不上|换不换|考不考虑|该不该)\s?(?:给我)?\s?"
                            r"(?:上|用|租|换|考虑)?\s?$")


# only this card ("只想要 A100，别的卡不考虑", "only H100s, nothing else"): a preference the facts
# cannot hold — said beside the answer, so the person can compare
_ONLY_THIS_CARD = re.compile(r"(?:只想要|只要|只想用|只用|只租|只考虑|非要|必须是|必须用|(?<![a-z])only"
                             r"(?: (?:want|use|rent|consider))?(?![a-z]))\s?(?:用|租)?\s?$")
_ONLY_AFTER = re.compile(r"[^.;!?]{0,6}?(?:别的卡?|其他的?卡?|其它的?卡?)\s?(?:都)?\s?(?:不考虑|不要|不用|不行)"
                         r"|,?\s(?:and )?nothing else|\sor nothing(?![a-z])")


# a quiet machine asked for (review 53 C10: "要安静" for an office box was dropped without a word): noise is not
# modelled, so it is said back with what decides it
_QUIET = _lazy(r"要?(?:安静|静音)|噪音\s?(?:小|低|不能大|要小)|低噪音?|怕吵|不能吵"
               r"|(?<![a-z])(?:quiet|silent|low[- ]noise|noise[- ]sensitive)(?![a-z])"
               r"(?! (?:hours?|periods?|times?|seasons?|days?|weeks?|months?|nights?|mode)(?![a-z]))")


# used cards accepted (review 54 M14: "二手也行" for a ¥8,000 home box was dropped): no used prices are held — said back
# (the blind review after heldout74: a used card bought — "想买一张二手显卡", "闲鱼收一张 3090", "buy a used 3090",
# "a second-hand GPU" — was read as a new card bought with no word; the purchase stays read, the prices said new)
_USED_OK = _lazy(r"二手(?:的|卡)?\s?(?:也行|也可以|也ok|也没问题|可以|没问题|都行|也能接受)"
                 r"|(?<![a-z])(?:used|second[- ]hand|refurb(?:ished)?)(?: cards?| gpus?| ones?)? (?:is |are )?"
                 r"(?:also )?"
                 r"(?:fine|ok|okay|acceptable)(?![a-z])"
                 # bought used: the used words before the card (never refused: "不要二手卡", "二手的不考虑")
                 r"|(?<!不要)(?<!不买)(?<!别买)(?<!不考虑)(?<!不收)(?<!别)(?<!不)二手"
                 r"(?:\s?(?:的\s?)?(?:显卡|卡(?!\s?也)|gpu)|(?=\s?(?:[a-z]{0,6}\s?\d{3,4}|rtx|a\d|v100|p40)))"
                 r"(?!\s?(?:的)?\s?(?:[a-z]{0,6}\s?\d{3,4}\s?)?(?:显卡|卡)?\s?(?:不要|不考虑|就算了|别推|免谈|不行|不敢"
                 r"|风险|太坑))"
                 r"|(?:闲鱼|咸鱼|转转)\s?(?:上)?\s?(?:收|淘|买|捡|蹲)"
                 r"|(?<![接回征没验签吸招])收\s?(?:一|两|几)?\s?(?:张|块)(?=\s?(?:二手)?\s?(?:[a-z]{0,6}\s?\d{3,4}|显卡))"
                 # (said of a card wanted, not one owned or seen: "Bought a used 3090 last year", "Saw a used 3090
                 # for $700 on eBay" — heldout tables)
                 r"|(?<![a-z])(?:buy|buying|get|getting|pick up|grab|want|looking for|look for|find|hunting for)"
                 r"(?: a| an| one)? (?:used|second[- ]hand|pre-owned|refurb(?:ished)?|ex-mining)"
                 r"(?= (?:rtx |nvidia |geforce )?(?:\d{4}|cards?|gpus?|graphics cards?|a\d{1,4}|v100|p40))"
                 r"|(?<![a-z])(?:buy|buying|get|getting|pick up|grab|go)(?: it)? (?:used|second[- ]hand)(?![a-z])"
                 r"|(?<![a-z])(?:on|off|from) (?:ebay|craigslist|facebook marketplace)(?![a-z])")


# a used card owned already or a purchase given up: no used purchase to price
_OWNED_BEFORE = _lazy(r"(?:买了|入了|收了|买过|去年|之前|以前|已经有|手上有|手里有)[^,，。;；!?]{0,6}$"
                      r"|(?<![a-z])(?:bought|owned|own|have|had|got|was going to|were going to|saw|seen)"
                      r"[^.,;!?]{0,10}$")


# a card class asked for ("only consumer cards", "只用消费级显卡"): no fact limits the class — said back, with where
# each pick's class shows (review 53 C5: "consumer cards only" for a student was dropped and MI300X offered)
_CLASS_ONLY = _lazy(r"(?:只(?:用|要|考虑|租|买)?|仅限?)\s?(?:消费级|游戏)(?:显卡|卡|gpu)?|消费级(?:显卡|卡)就行"
                    r"|(?<![a-z])(?:only (?:consumer|gaming|geforce)(?: cards?| gpus?)?|(?:consumer|gaming|geforce)"
                    r" (?:cards?|gpus?) only)(?![a-z])")


_SAID_BACK = (
    (_CLASS_ONLY, ("the answer is not limited to a card class — it picks by memory, cost and speed; each pick's class "
                   "is in `gpu-advisor cards` (F3), and --vendor limits the makers",
                   "答案不按卡的档次筛选——按显存、成本和速度来选；每张卡属于哪一档见 `gpu-advisor cards`（F3），"
                   "--vendor 可限定厂商")),
    (_QUIET, ("noise is not modelled — datacenter cards (L20, L40S, A100 …) are passively cooled and need a server "
              "chassis's loud fans; a workstation or desktop card cools itself, and a lower power cap keeps its fans "
              "down",
              "噪音没有建模——数据中心卡（L20、L40S、A100 等）是被动散热，要靠服务器机箱的大风扇，很吵；工作站卡和桌面卡"
              "自带风扇，功耗上限越低风扇越安静")),
    (_USED_OK, ("a used card is considered (--used-ok): a card two generations old is offered used, with no price — "
                "no dated used-card prices are held, so ask for one; current cards are priced new (launch or shelf "
                "price). Ask for its warranty and whether it ran in a mining or rental farm",
                "二手卡也考虑（--used-ok）：落后两代的卡按二手推荐、不标价——这里没有带日期的二手价，请自己询价；"
                "当前型号按新卡（首发或在售价）计。买前问清保修，以及是否来自矿场或算力出租")),
)


def read_generations(r: _Reader) -> None:
    for rx, (en, zh) in _SAID_BACK:  # asked for, not modelled: said back with what decides it
        m = rx.search(r.t)
        # (a used card's words may sit in its card mention, "二手 3090": only the words themselves must be free)
        if m is not None and rx is _USED_OK and _OWNED_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
            continue  # "去年买了张二手 3090", "I was going to buy a used 3090 but …": owned, or given up
        if m is not None and (r._free(r.kw, m.start(), m.end()) if rx is _USED_OK else r.free(m.start(), m.end())):
            said = r.quote(m.start(), m.end())
            if rx is _USED_OK:  # placed: used_ok (review 104 c03: said back, a used RTX 3090 stayed buried)
                r.used_ok = said
                r.note(f"“{said}”: {en}", f"“{said}”：{zh}")
                continue  # (unclaimed: "闲鱼收一张" still says the card is bought)
            r.unplaced("card", m.start(), m.end(), f"“{said}”: {en}", f"“{said}”：{zh}", ())
            r.claim(r.kw, m.start(), m.end())
    for m in _MARKET_PART.finditer(r.t):
        if r.free(m.start(), m.end()):
            r.unplaced("card", m.start(), m.end(),
                       "China-market parts (H20, 4090D, …) rank after global ones for people renting "
                       "outside mainland China: say where the machines run",
                       "中国特供卡（H20、4090D 等）在境外租用时排在国际型号之后：请说明机器放在哪里", ())
            r.claim(r.kw, m.start(), m.end())
    for m in _GENERATION.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        word = r.quote(m.start(), m.end())
        r.unplaced("card", m.start(), m.end(),
                   f"“{word}”: the answer is not limited to one card generation — it picks by memory, "
                   "cost and speed; compare the cards of that generation with `gpu-advisor cards` (F3)",
                   f"“{word}”：推荐不按显卡架构筛选——按显存、成本、速度挑选；同一架构的卡可在「显卡」页（F3）对比", ())
        r.claim(r.kw, m.start(), m.end())
    return None


# a laptop part named like a desktop card: "RTX 4090 Laptop", "4090 mobile", "笔记本 4090", "游戏本的 4090"
_LAPTOP_AFTER = _lazy(r"\s?(?:laptop|mobile|notebook|max-?q|移动版|笔记本|游戏本)")
_LAPTOP_BEFORE = _lazy(r"(?:laptop|notebook|笔记本|游戏本)\s?(?:with an? |with |的|上的|里的)?\s?(?:nvidia\s|rtx\s)*$")


def _laptop_part(r: _Reader, s: int, e: int) -> bool:
    return bool(_LAPTOP_AFTER.match(r.t, e) or _LAPTOP_BEFORE.search(r.t, max(0, s - 24), s))


def _read_cards(r: _Reader) -> None:
    ids: dict[str, str | None] = {}
    for m in _CARD.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e) or len(r.cards) >= MAX_CARD_MENTIONS:
            continue
        after = r.t[e:e + 4].lstrip()
        if after[:1] in ("元", "块") or after.startswith(("tokens", "k ")):
            continue
        if m.group("core").isdigit() and s == m.start("core") and _COUNTED_AFTER.match(r.t, e):
            continue  # "the busiest minute had 2050 requests": a count, not an RTX 2050
        core_text = r.t[m.start("core"):m.end() - (1 if m.group("plural") else 0)]
        if core_text not in ids:
            hit = match.resolve_card(r.kb, core_text)[0] if r.kb.cards else None
            ids[core_text] = hit.id if hit else None
        card_id = ids[core_text]
        count = None
        lo = max(0, s - 14)
        cm = _CARD_COUNT_BEFORE.search(r.t[lo:s])
        if cm and r.free(lo + cm.start(), s):
            n = cm.group("n")
            count = 1 if n in ("a", "one", "single") else int(_number(n) or 0) or None
            s = lo + cm.start()
        post = re.match(r"\s?[x×*]\s?(\d{1,2})(?![0-9])", r.t[e:e + 5])
        # "4090 两张能跑 70b 吗" (review 25 M7): the count said after the card
        post_zh = None if post or count else re.match(r"\s?([一两二三四五六七八]|\d)\s?(?:张|块)(?!钱)", r.t[e:e + 5])
        if post:
            count = int(post.group(1))
            e += post.end()
        elif post_zh:
            count = int(_number(post_zh.group(1)) or 0) or None
            e += post_zh.end()
        gb = float(m.group("gb")) if m.group("gb") else None
        if card_id is not None and _laptop_part(r, s, e):
            # review 96 c08: "an RTX 4090 Laptop (16 GB)" was answered as the 24 GB desktop card, rented
            r.note(f"“{r.quote(s, e)}” is a laptop GPU: a different, smaller chip with less memory than the desktop "
                   "card of that name, not in this catalogue — the desktop card's figures do not apply to it",
                   f"“{r.quote(s, e)}”是笔记本显卡：与同名台式卡是不同、更小的芯片，显存也更少，不在本知识库中——"
                   "台式卡的数据不适用于它")
            card_id = None
        if card_id is None and gb is not None:
            card_id = _misstated_memory(r, m, gb)
        elif card_id is not None and gb is not None and _smaller_variant(r, m, r.kb.cards_by_id[card_id], gb):
            card_id = None
        refused = bool(card_id and _NOT_THIS_CARD.search(r.t[max(0, s - 10):s]) and not _TAKEN_BACK.match(r.t, e)
                       and not _ASKED_WHETHER.search(r.t[max(0, s - 12):s]))
        if card_id is None and core_text.strip() in _FAMILY_VENDOR:
            # "领导倾向 H20 或者国产卡（昇腾）": the family, each of its cards held here (review 43 MA-1:
            # "昇腾——知识库里没有这张卡" while the 910B and 910C are)
            family = [c.id for c in r.kb.cards if c.vendor == _FAMILY_VENDOR[core_text.strip()]]
            for member in family[:MAX_CARD_MENTIONS - len(r.cards)]:
                r.cards.append(CardMention(r.quote(s, e), s, e, member, count, gb, False, family=True))
            if family:
                r.claim(r.entity, s, e)
                continue
        r.cards.append(CardMention(r.quote(s, e), s, e, card_id, count, gb, refused))
        r.claim(r.entity, s, e)
        if card_id and (_ONLY_THIS_CARD.search(r.t[max(0, s - 10):s]) or _ONLY_AFTER.match(r.t, e)):
            r.unplaced("card", s, e,
                       f"only “{r.quote(s, e)}” is wanted: the answer is not limited to one card — it picks by "
                       "memory, cost and speed; check where it ranks, or say which need the others fail",
                       f"只想要“{r.quote(s, e)}”：推荐不限定型号——按显存、成本、速度挑选；"
                       "请看它的排名，或说明其他卡不满足哪项要求",
                       ())
        elif refused:
            r.unplaced("card", s, e,
                       f"“{r.quote(s, e)}” is not wanted: it is left out of the answer (--only-cards no-…); "
                       "say which need it fails (memory, cost, market) if that is the reason",
                       f"不想要“{r.quote(s, e)}”：答案里不再用它（--only-cards no-…）；如果是它不满足某项要求"
                       "（显存、成本、市场），也请说明", ())
    for rx in (_CARD_BY_SIZE, _OWN_VRAM):
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()) and len(r.cards) < MAX_CARD_MENTIONS:
                r.cards.append(CardMention(r.quote(m.start(), m.end()), m.start(), m.end(), None,
                                           None, float(m.group("gb"))))
                r.claim(r.entity, m.start(), m.end())


def _misstated_memory(r: _Reader, m: Any, gb: float) -> str | None:
    """"RTX 5090 48GB" (review 46 C10, critical: read as "a 48 GB card", the 5090's 32 GB never said): a card named
    with a memory it is not sold with is that card, and the answer says what it really has."""
    hit = match.resolve_card(r.kb, r.t[m.start("core"):m.end("core")])[0] if r.kb.cards else None
    card = r.kb.cards_by_id.get(hit.id) if hit else None
    if card is None or abs(card.vram_gb - gb) < 1:
        return None
    if _smaller_variant(r, m, card, gb):
        return None
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: the {card.name} has {card.vram_gb:g} GB — none is sold with {gb:g} GB, so a {gb:g} GB one is a "
           f"board-modified card or a mislabelled listing: check nvidia-smi on the machine before you pay; answered "
           f"for the {card.vram_gb:g} GB card",
           f"“{said}”：{card.name} 的显存是 {card.vram_gb:g} GB——没有 {gb:g} GB 的正规版本，"
           f"{gb:g} GB 的要么是改过板的卡，要么是标错的报价：付钱前先在机器上看 nvidia-smi；"
           f"这里按 {card.vram_gb:g} GB 的卡回答")
    return card.id


def _smaller_variant(r: _Reader, m: Any, card: Any, gb: float) -> bool:
    """"4060ti 8G", "RTX 5060 Ti 8GB": GeForce cards are sold with less memory under the same name (the RTX 4060 Ti
    and 5060 Ti 8 GB, the RTX 3060 8 GB) — a smaller one is another card, not held here, and is never answered as
    the bigger one the catalogue has (it would be told it holds 16 GB). Said in a note."""
    if card.card_class != "consumer" or gb >= card.vram_gb - 1:
        return False
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: only the {card.vram_gb:g} GB {card.name} is in the knowledge base, not a {gb:g} GB one — "
           "the answer does not speak for that card",
           f"“{said}”：知识库里只有 {card.vram_gb:g} GB 的 {card.name}，没有 {gb:g} GB 版——答案不代表那张卡")
    return True


_FAMILY_VENDOR = {"昇腾": "huawei", "ascend": "huawei"}  # a brand named alone, whose cards the knowledge base holds


# ------------------------------------------------------------------------------ tools first

_TOOLS = [
    ("inference", _lazy(_w(r"llama[ .\-]?cpp|ollama|vllm|sglang|tgi|lmdeploy|tensorrt-llm"
                                r"|trt-llm|text-generation-inference|lm studio|xinference"))),
    # (not the "unsloth/" of a Hub repo's name: "Serve unsloth/Qwen2.5-7B-Instruct-bnb-4bit with vLLM" trains nothing)
    ("finetune", _lazy(_w(r"llama[ \-_]?factory|unsloth(?!/)|axolotl|peft|trl|ms-swift|swift"
                               r"|deepspeed|megatron(?:-lm)?"))),
    ("image-weak", _lazy(_w(r"comfy ?ui|sd ?webui|webui|automatic1111|a1111|forge|fooocus"
                                 r"|invokeai"))),
]


def _read_tools(r: _Reader) -> None:
    for task, rx in _TOOLS:
        for m in rx.finditer(r.t):
            if r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "task", task, mask="entity", generic=task)
