"""Procurement rules: export compliance (合规) and domestic chips only (信创 / 国产化).

Two facts, read from different words (rules/base/compliance.py treats them differently):
``compliance`` is mainland export-control procurement — 合规, 出口管制, 等保, "compliance",
"regulations": export-restricted cards are out, H20 / A800 stay in. ``domestic_chips`` is 信创 /
国产化 / 国产替代 / 自主可控 / "only domestic chips": NVIDIA and AMD are out whatever their export
status. 信创 alone does not set ``compliance``; a text that says both ("国产化合规") sets both.
A negation of either ("不涉及信创", "no compliance needed") is that fact false, as the person said
it (negation.flip_negated turns "信创 not required" and the like). Under the interview's compliance
question a reply about 信创 answers the question too (scope.read_bare).
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from rules.fact_parse import card_family, parse_cards

_NO = (r"(?:(?<!需)不需要|不用|无需|没有|不涉及|不要求|不考虑|不必|不搞|不走|不做)\s?(?:考虑|符合|遵守|满足|走|过)?"
       r"\s?(?:国内)?\s?")
_COMPLIANCE_NEG = _lazy(
    _NO + r"(?:合规|法规|监管|(?:走|过|做|办)?\s?备案)|" + _w(
        r"no (?:china |chinese )?compliance(?: requirements?)?|compliance (?:doesn'?t|does not) matter|"
        r"no need for (?:china |chinese )?compliance|(?:don'?t|do not) need (?:china |chinese )?compliance|"
        r"not (?:a )?compliance"))
_COMPLIANCE = _lazy(
    # a service filed with the regulator (大模型备案, the CAC's generative-AI filing) is run by the book
    # (not the compliance team as the users: "给内部法务和合规部门用", heldout74 #25)
    r"合规(?!\s?(?:的\s?)?(?:预审|审核|审查|检查|风控|标注|打标|用语|文案|部门?|团队|组|岗|同事|人员|专员|条线|中心))|出口管制|等保|国资委(?:的)?\s?(?:要求|规定)|(?:大模型|算法|生成式\s?(?:ai|人工智能)(?:\s?服务)?|网信办?|模型|服务)\s?备案|"
    # "需要走备案", "得备案" (heldout29 #36, #40)
    r"(?<![不无没需])(?<!不需)(?:需要|要|得|必须|需)\s?(?:走|过|做|完成|办)?\s?备案|"
    # ("符合信创及政府采购相关规定", heldout70 #15: the rules named before the word)
    r"(?:符合|遵守|满足|遵循)[^,.;!?\n]{0,12}?(?:法规|法律|监管|规定)|(?:国内|中国|境内)的?(?:法规|监管)|"
    # "须符合市政务数据安全要求" (heldout38 #36): a public body's data-security rules
    # ("须符合医疗行业数据安全及政府采购相关规定", heldout65 #24: another rule between)
    r"(?:符合|遵守|满足|遵循)[^,.;!?\n]{0,6}?(?:数据安全|信息安全|网络安全)[^,.;!?\n]{0,12}?(?:要求|规定|标准|制度)|"
    # "录音属于政务数据，按《江西省政务数据管理办法》处理", "须符合政务数据安全管理规定" (heldout40 #26, heldout37 #39)
    r"政务数据[^,.;!?\n]{0,12}?(?:管理办法|管理规定|安全管理|安全规定|安全要求)|按\s?《[^》\n]{2,24}?(?:办法|条例|规定|规范)》|"
    r"(?<![a-z])comply(?: with)?(?![a-z])|" + _w(
        # (not the compliance desk as the writer's or the users' team: "Compliance analytics at a bank in Santo
        # Domingo." — heldout88 #30 read mainland compliance and dropped the model against the region)
        r"export[ -]control(?:s|led)?|compliance(?!\s(?:analytics|analysts?|team|teams|department|dept|officers?"
        r"|function|staff|lead|manager|head|unit|group|desk|colleagues)(?![a-z]))|compliant|procurement rules"
        r"|compl(?:y|ies|ying)"
        r"|(?:generative[- ]ai|genai|gen-ai|algorithm|cac|llm|model)(?: service)? (?:filing|registration)"
        r"|(?:local |chinese |china'?s? )?regulations?|regulatory (?:rules|requirements)"))
_CHINA = _lazy(r"中国|国内|境内|大陆|(?<![a-z])(?:china|chinese|mainland|prc)(?![a-z])")
_IF_NEEDED_AROUND = _lazy(r"(?:要是|如果|若是?|假如)\s?(?:需要|要)[^,，。;；]{0,8}?的话"
                          r"|(?<![a-z])if (?:it'?s |that'?s )?(?:needed|required|necessary)(?![a-z])"
                          r"|(?:要是|如果)需要的话")
# a question whether the rules apply is not a statement that they do: "需要备案吗？", "是否需要备案", "do we need ICP
# filing?" (review 87 c07: "需要备案吗？" switched mainland compliance on)
_ASKED_AFTER = _lazy(r"[^,，。;；.!！\n]{0,8}?(?:吗|么|嘛|呢|不)?\s?[?？]")
_ASKED_BEFORE = _lazy(r"(?:是否|需不需要|要不要|用不用|有没有必要"
                      r"|(?<![a-z])(?:do|does|will|would) (?:we|i|it|this|they) (?:need|have to|require)(?: to)?"
                      r"(?: an?| the)?)\s?$")
# sellers refused for where they are seated, not where their machines run: "no providers headquartered in China",
# "nothing hosted by a Chinese company" (review 43 MA-6 read the first as a region in China) — no_mainland_sellers
# (keywords.py), and no mainland compliance either
SELLERS_SEATED_IN_CHINA_REFUSED = (
    # ("Prefer not to use any provider based in China": the verb between the refusal and the seller)
    r"(?<![a-z])(?:no|not(?: to)?(?: use| using| go with)?|never(?: use)?|avoid(?:ing)?|without|excluding"
    r"|don'?t (?:want to use|want|use)"
    # "We cannot use providers headquartered in China (our regulator asked)" (heldout64 #22)
    r"|(?:cannot|can'?t|can not|must not|mustn'?t|may not|won'?t|will not) (?:use|go with|work with|buy from)"
    r"|(?:are|is)(?:n'?t| not) (?:allowed|permitted) to (?:use|work with)"
    # "Group Risk's third-party policy excludes vendors headquartered in the People's Republic of China" (heldout69 #30)
    r"|excludes?|bans?|prohibits?|forbids?|rules? out|disallows?) (?:a |any |all )?"
    r"(?:clouds?|providers?|platforms?|hosts?|sellers?|vendors?|companies|company|suppliers?) "
    r"(?:headquartered|based|owned|registered|incorporated|controlled|run|operated|managed) (?:in|by)(?: a)?"
    r" (?:mainland )?"
    r"(?:china|the prc|the people'?s republic of china|chinese(?: (?:companies|company|entities|entity|parent))?)"
    r"(?![a-z])"
    # ("Nothing run by a Chinese company, not even their EU regions", heldout67 #8; "nothing owned by a Chinese firm")
    r"|(?<![a-z])nothing (?:hosted |run |rented |owned |operated |managed |controlled )?(?:by|from|with) (?:a |any )?"
    r"chinese(?:-owned| owned)? "
    r"(?:company|companies|entity|firm|provider|cloud|seller|vendor)s?(?![a-z])"
    # "nothing Chinese-owned please", "their board ruled out Chinese-owned providers" (heldout62 #16, #27)
    r"|(?<![a-z])(?:ruled out|rules out|excluded?|excludes|no|nothing|avoid(?:ing)?|skip)\s(?:any\s|all\s)?"
    r"(?:chinese|china|prc)[- ](?:owned|run|operated)(?:\s(?:providers?|clouds?|sellers?|vendors?|companies|hosts?"
    r"|platforms?))?(?![a-z-])"
    # "Our security team has ruled out any provider with Chinese ownership" (heldout61 #14)
    r"|(?<![a-z])(?:ruled out|rules out|excluded?|excludes|no|not|avoid) (?:any |all )?(?:clouds?|providers?|platforms?"
    r"|hosts?|sellers?|vendors?|companies) with (?:any )?(?:chinese|china|prc|mainland[- ]chinese) (?:ownership|owners"
    r"|parents?|shareholders?)(?![a-z])")
_CHINA_REFUSED = _lazy(r"(?<![a-z])(?:no|not|non|never|avoid|without|outside(?: of)?|except|nothing)(?:[- ]in)?"
                       r"(?: mainland)? (?:chinese|china|prc)(?:[- ](?:based|owned|hosted))?(?: (?:clouds?|providers?"
                       r"|vendors?|sellers?|hosting|companies|data ?cent(?:er|re)s?))?(?![a-z])"
                       # "no providers headquartered in China" (heldout46 #30 read it as mainland compliance)
                       r"|" + SELLERS_SEATED_IN_CHINA_REFUSED)
# the chips themselves, never a model: "国产大模型" is a Chinese model, not a chip requirement
_CHIP = r"(?:卡|芯片|算力|gpu|加速卡|显卡|npu|ai\s?芯片|服务器|硬件)"
_DOMESTIC_NEG = _lazy(_NO + r"(?:信创|国产化|国产替代|自主可控|安可|国产" + _CHIP + r")"
                      # a form's question answered no: "是否需要国产化：否" (heldout75 #30), "信创要求：无"
                      r"|(?:是否)?\s?(?:需要|要求|必须)?\s?(?:信创|国产化|国产替代|自主可控)\s?(?:要求|需求)?\s?[:：]\s?"
                      r"(?:否|无|不需要|不要求|没有|不限|(?<![a-z])(?:no|none|n/a)(?![a-z]))")
# "国产卡也能接受": domestic chips allowed, not required (the CUDA reader still hears no CUDA need)
_ALSO_FINE = (r"(?!\s?(?:也|都)\s?(?:能接受|可以接受|可以|行|没问题|ok|fine)"
              r"|\s?(?:is |are |would be |are also |is also )?(?:fine|ok|okay|acceptable|welcome))")
_DOMESTIC = _lazy(
    r"信创|国产化|国产替代|自主可控|安可(?:项目|要求|目录|替代)|国产\s?(?:ai\s?)?" + _CHIP + _ALSO_FINE + r"|"
    r"只(?:能|用|要|可以)\s?(?:用|上|买|采购)?\s?(?:国产|昇腾|华为(?:的)?\s?(?:昇腾|卡|npu))"
    # the chips said to be domestic: "算力需为国产", "硬件必须国产" (heldout28 #41)
    r"|" + _CHIP + r"\s?(?:需为|需要是|必须是|必须|要求是?|须为|须是|得是|应为|全部?为?)\s?国产(?!化?\s?(?:大)?模型)"
    r"|" + _w(
        r"xinchuang|xin ?chuang|domestic(?:ally[- ]made)? (?:chips?|accelerators?|gpus?|npus?|hardware|silicon)"
        r"|(?:chinese|china)[- ]made (?:chips?|accelerators?|gpus?|npus?|hardware|silicon)"
        r"|(?:chinese|homegrown|indigenous) (?:chips?|accelerators?|npus?|silicon)"
        r"|(?:ascend|huawei)(?: chips?| npus?| cards?)? only|only (?:ascend|huawei)"
        r"|(?:domestic|chinese) (?:chip|hardware) (?:localization|substitution|replacement)") + _ALSO_FINE)


def read_compliance(r: _Reader) -> None:
    """Run with the keywords: each phrase gives its fact. A place inside a compliance phrase
    ("符合国内法规") may be read as the region too; a card or vendor inside a domestic one ("只能上
    国产卡", "只能用昇腾") is still read by the card and CUDA readers, so those phrases keep a claim
    of their own."""
    regions = [f for f in r.found if f.fact == "region"]
    # review 21 C2: "for compliance reasons we must keep data in the US" is a US firm's own rule, not
    # mainland-China procurement compliance (which then contradicted the US and gave no answer)
    # (China named only as refused — "no Chinese providers", "not in China" — is no mainland context: review 29 M6)
    abroad = any(f.value == "intl" for f in regions) and not _CHINA.search(_CHINA_REFUSED.sub(" ", r.t))
    for value, rx in ((False, _COMPLIANCE_NEG), (True, _COMPLIANCE)):
        for m in rx.finditer(r.t):
            if value and m.group(0).isascii() and (abroad or _CHINA_REFUSED.search(r.t, m.end(), m.end() + 60)):
                # ("Compliance note from legal: no providers headquartered in China": the firm's own rule)
                if r.free(m.start(), m.end(), keyword=True):
                    quoted = r.quote(m.start(), m.end())
                    r.claim(r.kw, m.start(), m.end())
                    r.note(f"“{quoted}”: read as your own rules where you are (data kept in your region), not "
                           "mainland-China procurement compliance (--compliance)",
                           f"“{quoted}”：按你所在地的规定理解（数据留在你的地区），不是中国大陆的合规采购（--compliance）")
                continue
            inside = [f for f in regions if m.start() <= f.start and f.end <= m.end()]
            for f in inside:
                r.kw[f.start:f.end] = b"\x00" * (f.end - f.start)
            free = r.free(m.start(), m.end(), keyword=True) or (
                # "生成式人工智能服务备案": the service's "服务" was read as the task; the filing is still said
                r.free(m.start(), m.end()) and "备案" in m.group(0)
                and all(f.fact == "task" for f in r.found if f.start < m.end() and m.start() < f.end))
            for f in inside:
                r.claim(r.kw, f.start, f.end)
            if free and value and _IF_NEEDED_AROUND.search(r.t, max(0, m.start() - 10), min(len(r.t), m.end() + 6)):
                r.claim(r.kw, m.start(), m.end())  # "要是需要备案的话也得弄": only if it is needed (heldout33 #48)
                continue
            # (a bare "compliance?" is a word echoed and answered after it: "compliance? no idea what that is" is no)
            asked = not m.group(0).isascii() and _ASKED_AFTER.match(r.t, m.end())
            if free and value and (asked or _ASKED_BEFORE.search(r.t, max(0, m.start() - 24), m.start())):
                r.claim(r.kw, m.start(), m.end())
                said = r.quote(m.start(), m.end())
                r.note(f"“{said}” is asked, not said to apply: mainland compliance is not assumed (say so, or "
                       "--compliance, if it applies)",
                       f"“{said}”是在问，不是说必须合规：不按国内合规采购筛选（如适用请说明，或用 --compliance）")
                continue
            if free:
                r.add(m.start(), m.end(), "compliance", value, mask="kw")
    said = bytearray(len(r.t))
    for value, rx in ((False, _DOMESTIC_NEG), (True, _DOMESTIC)):
        for m in rx.finditer(r.t):
            if r._free(said, m.start(), m.end()):
                r.claim(said, m.start(), m.end())
                if value and _IF_DOMESTIC_BEFORE.search(r.t, max(0, m.start() - 4), m.start()):
                    continue  # "要是国产卡跑不了 YOLO 的话": a case considered, not a requirement (heldout34 #30)
                if value and (_PREFERRED_AFTER.match(r.t, m.end())
                              or _PREFERRED_BEFORE.search(r.t, max(0, m.start() - 6), m.start())
                              or _OTHERS_FINE_AFTER.match(r.t, m.end())):
                    # "信创优先", "尽量国产": a preference, not a requirement (review 25 M4) — compliant
                    # NVIDIA parts stay priced beside the domestic ones the caveats name
                    r.note(f"“{r.quote(m.start(), m.end())}…” is a preference: domestic chips are not required "
                           "(say 只能用国产卡 / --domestic-chips to require them)",
                           f"“{r.quote(m.start(), m.end())}”是优先而非必须：不限定国产芯片"
                           "（必须国产请说“只能用国产卡”）")
                    # "国产化方面：优先国产卡": the heading just before is the same preference (heldout36 #33)
                    r.found = [f for f in r.found if not (
                        f.fact == "domestic_chips" and f.value and 0 <= m.start() - f.end <= 8
                        and _HEADING.fullmatch(r.t, f.end, m.start()))]
                    continue
                r.found.append(_Finding(m.start(), m.end(), "domestic_chips", value))


_HEADING = _lazy(r"(?:\s?(?:方面|这块|这一块|这边)\s?[:：,，]?\s?(?:的话)?|\s?[:：])\s?"
                 r"(?:(?:优先|最好|尽量|首选|倾向于?)\s?(?:用|选|考虑|上)?)?\s?")
_IF_DOMESTIC_BEFORE = _lazy(r"(?:要是|如果|假如|万一|若是?|(?<![a-z])(?:if|in case))\s?(?:用)?\s?$")
# "优先国产卡，但国产卡性能不够的话英伟达也可以" (heldout32 #35): preferred first, others accepted
_PREFERRED_BEFORE = _lazy(r"(?:优先|最好|尽量|首选|倾向于?)\s?(?:用|选|考虑|上)?\s?$")
_OTHERS_FINE_AFTER = _lazy(r"[^。;；!?\n]{0,8}?(?:但|不过|否则|实在不行|的话|如果)[^。;；!?\n]{0,24}?"
                           r"(?:英伟达|nvidia|n\s?卡|a100|h20"
                           r"|h100|其他卡)\s?(?:也|都)\s?(?:可以|行|能接受|ok)")
_PREFERRED_AFTER = _lazy(r"\s?(?:的\s?)?(?:卡|芯片|算力)?\s?(?:优先|为主|更好|最好|尽量|if possible|preferred)")


# An allow-list, not domestic chips only (review 15 M1): "只能用国产卡或者 H20", "domestic chips or an H20",
# "国产或者合规的卡", "H20 或者国产卡都行" — the other option is an NVIDIA / AMD card or a compliant one,
# so what is asked is mainland-compliant cards: export-restricted ones out, H20 / A800 and domestic ones in.
# "or" only: "信创和合规" asks for both, so "和" / "and" join requirements, not options; a list mark
# ("国产卡、H20 都可以") offers options only before a card
_OR_WORD = r"(?:或者?是?|或是|还是|(?<![a-z])or(?![a-z]))"
_LEAD = r"\s?(?:的)?\s?" + _CHIP + r"?\s?,?\s?"
_TAIL = r"\s?(?:(?:(?<![a-z])(?:an?|the)(?![a-z0-9])|用|上|是)\s?)?"
_AFTER_WORD = _lazy(_LEAD + _OR_WORD + _TAIL + r"(?=\S)")
_AFTER_LIST = _lazy(_LEAD + r"(?:[,，、/]|" + _OR_WORD + r")" + _TAIL + r"(?=\S)")
_COMPLIANT_ALT = _lazy(r"合规|出口合规|特供|(?:export[- ]|china[- ])?compliant")
_BEFORE = _lazy(r"\s?(?:[,，、/]|" + _OR_WORD + r")\s?(?:只能|只用|只要|only)?\s?(?:用|上)?\s?$")


def _cards_accepted(r: _Reader, s: int, e: int, card_id: str, said: str, f: _Finding | None = None) -> None:
    # (review 75 C12: "只能用 H20 或者国产卡" admitted an A800 as mainland-compliant): that card's family ("H100": PCIe
    # and SXM) and the domestic chips, nothing else
    quoted, card = r.quote(s, e), r.kb.card(card_id)
    if f is not None and card.china_status == "export-restricted":
        f.fact = "_allowed"  # "只能用国产卡或者 H100": mainland rules would refuse the card named
    family = ",".join(sorted(card_family(r.kb, card_id, said)))
    value = parse_cards("only_cards", f"{family},domestic", r.kb)
    r.found.append(_Finding(s, e, "only_cards", value, label=card_names(r, value)))
    r.note(f"“{quoted}” allows either: only that card and domestic chips, not domestic chips alone",
           f"“{quoted}”两者都可以：只用这款卡和国产卡，不是只限国产芯片")


def read_allow_list(r: _Reader) -> None:
    """After the keywords, CUDA and vendor readers: a domestic-chips phrase with another card or
    "compliant" beside it is compliance, not domestic_chips; its "no CUDA" and its maker go too (an H20
    runs CUDA)."""
    for f in [f for f in r.found if f.fact == "domestic_chips" and f.value is True]:
        other = _other_option(r, f)
        if other is None:
            continue
        f.fact = "compliance"
        s, e = min(f.start, other[0]), max(f.end, other[1])
        for g in r.found:
            if (g.fact == "cuda_required" and g.value is False or g.fact == "vendors") \
                    and s <= g.start and g.end <= e + 2:
                g.fact = "_allowed"  # "只能上昇腾或者 A800": neither Huawei alone nor no CUDA
        quoted = r.quote(s, e)
        if other[2]:  # a card named as the other option is the list itself
            _cards_accepted(r, s, e, other[2], r.t[other[0]:other[1]], f)
            continue
        r.note(f"“{quoted}” allows either: read as mainland-compliant cards (domestic chips and compliant "
               "NVIDIA parts such as H20), not domestic chips only",
               f"“{quoted}”两者都可以：按合规采购理解（国产卡和 H20 这类合规的英伟达卡都在内），不是只限国产芯片")
    read_card_list(r)


def _other_option(r: _Reader, f: _Finding) -> tuple[int, int, str | None] | None:
    """Where the other option is (a compliant card named, or "compliant" itself: no card)."""
    m = _AFTER_WORD.match(r.t, f.end)
    alt = _COMPLIANT_ALT.match(r.t, m.end()) if m else None
    if alt:
        return alt.start(), alt.end(), None
    m = _AFTER_LIST.match(r.t, f.end)
    card = next((c for c in r.cards if m and c.start == m.end() and _foreign(r, c.card)), None)
    if card:
        return card.start, card.end, card.card
    for c in r.cards:
        if c.end <= f.start and _foreign(r, c.card) and _BEFORE.fullmatch(r.t, c.end, f.start):
            return c.start, c.end, c.card
    return None


def _foreign(r: _Reader, card_id: str | None) -> bool:
    card = r.kb.cards_by_id.get(card_id or "")
    return card is not None and card.vendor in ("nvidia", "amd")


# A list of the cards accepted, said with "only" around it (review 77 C09: "只能用 H20 或者昇腾，别的卡一律不考虑" was
# read as Huawei only, the H20 refused; without its tail the list was dropped and an A800 picked): each card named
# (its family: "H100" is the PCIe and the SXM one) and, for a domestic maker named ("昇腾", "华为的卡", "国产卡",
# "Ascend"), the domestic chips — "只能上 A800 或者华为的卡", "only H100 or H200", "昇腾、H20 都可以"
_MAKER_WORD = _lazy(r"(?:华为\s?(?:的)?\s?(?:昇腾)?|昇腾|国产)\s?(?:的)?\s?(?:ai\s?)?"
                    r"(?:卡|芯片|算力卡?|gpu|加速卡|npu)?"
                    r"|(?<![a-z])(?:(?:huawei|ascend)(?: (?:ascend|cards?|chips?|npus?|accelerators?))*"
                    r"|(?:domestic|chinese|china[- ]made)(?: ai)? (?:chips?|cards?|accelerators?|gpus?|npus?|silicon))"
                    r"(?![a-z])")
# between two options: "或者", "、", "/", "or", "and", "和" (a card's "s" and "的卡" before it)
_LIST_SEP = _lazy(r"(?:s|'s)?\s?(?:的)?\s?(?:卡|芯片|(?<![a-z])(?:gpus?|cards?|chips?))?\s?,?\s?"
                  r"(?:或者?是?|或是|还是|和|跟|与|[,、/]|(?<![a-z])(?:or|and(?:/or)?|and or)(?![a-z]))\s?"
                  r"(?:(?<![a-z])(?:an?|the)(?![a-z0-9])|用|上|是)?\s?")
# the list said as the only one: "只能用", "仅限", "we can only use", "has to be"
_LIST_ONLY_BEFORE = _lazy(r"(?<!不)(?<!不能)(?<!不是)(?:只(?:能|可以|允许|用|要|考虑|接受)|仅(?:限|能|可)?|限定|必须"
                          r"|一律)\s?(?:用|上|买|租|采购|选用?|是|考虑|使用)?\s?(?:于)?\s?$"
                          r"|(?<![a-z])(?<!the )(?<!not )(?:only|solely|exclusively|limited to|restricted to"
                          r"|limits? (?:us |them )?to|must (?:be|use|run on)"
                          r"|has to be|have to be)(?: (?:use|want|buy|rent|consider|accept|run on|allowed|get|be))?"
                          r"(?: (?:an?|the))?\s?$")
# or after it: "… only", "…，别的卡一律不考虑", "…, nothing else"; for a card beside domestic chips "… 都可以" too
_LIST_ONLY_AFTER = (r"(?:s|'s)?\s?(?:的)?\s?(?:卡|芯片|(?<![a-z])(?:gpus?|cards?|chips?|npus?|accelerators?)(?![a-z]))?"
                    r"\s?(?:(?<![a-z])only(?![a-z])|,?\s?(?:and )?nothing else|\sor nothing"
                    r"|(?:以外|之外)?\s?,?\s?(?:别的|其他的?|其它的?)\s?(?:牌子|品牌|厂商|厂家|卡|型号)?\s?(?:都|一律|全都|都是)?\s?"
                    r"(?:不考虑|不要|不用|不行|免谈|不能用|不允许)")  # (closed below)
_LIST_ONLY_END = _lazy(_LIST_ONLY_AFTER + ")")
_LIST_FINE_END = _lazy(_LIST_ONLY_AFTER + r"|\s?(?:也|都|也都)\s?(?:可以|行|能接受|可|ok|没问题))")
_LIST_ASKED_AFTER = _lazy(r"[^,.;!\n—–-]{0,12}?(?:吗|么|嘛)?\s?\?")  # "只能用 H20 或者昇腾吗？"
_LIST_ASKED = _lazy(r"能不能|可不可以|要不要|是不是|行不行|(?<![a-z])(?:can we|could we|should (?:we|i)|do we)\s")


def read_card_list(r: _Reader) -> None:
    """The cards accepted, said as a list with "only" before or after it — two or more cards, or a card beside the
    domestic chips — are only_cards; with a domestic option, mainland compliance as the allow-list above."""
    if any(f.fact == "only_cards" for f in r.found):
        return
    domestic = {c.id for c in r.kb.cards if c.vendor == "huawei"}
    options: list[tuple[int, int, set[str], str]] = []  # start, end, the card ids, the name ("" a domestic maker)
    for c in r.cards:
        card = r.kb.cards_by_id.get(c.card or "")
        if card is None or c.refused:
            continue
        if card.vendor == "huawei" and not re.search(r"\d", c.text):  # "昇腾" alone: the maker's cards
            options.append((c.start, c.end, domestic, ""))
            continue
        ids = card_family(r.kb, card.id, c.text)
        forms = [k.name for k in r.kb.cards if k.id in ids]  # "H100": the PCIe and the SXM one, said by name
        options.append((c.start, c.end, ids, " or ".join(forms) if any(re.search(r"sxm|pcie", i) for i in ids)
                        else card.name + (" (any memory size)" if len(ids) > 1 else "")))
    named = [(o[0], o[1]) for o in options if o[3] or o[2] != domestic]  # ("昇腾 910B": that card, not the maker)
    options += [(m.start(), m.end(), domestic, "") for m in _MAKER_WORD.finditer(r.t)
                if not any(a < m.end() and m.start() < b for a, b in named)]
    merged: list[tuple[int, int, set[str], str]] = []
    for o in sorted(options, key=lambda o: (o[0], -o[1])):
        if merged and o[0] < merged[-1][1]:  # "华为昇腾", a card read twice ("昇腾": the 910B and the 910C)
            s, e, ids, name = merged[-1]
            merged[-1] = (s, max(e, o[1]), ids | o[2], name or o[3])
        else:
            merged.append(o)
    chains: list[list[tuple[int, int, set[str], str]]] = []
    for o in merged:
        if chains and _LIST_SEP.fullmatch(r.t, chains[-1][-1][1], o[0]):
            chains[-1].append(o)
        else:
            chains.append([o])
    for chain in chains:
        s, e = chain[0][0], chain[-1][1]
        ids = set().union(*(o[2] for o in chain))
        mixed = bool(ids & domestic)
        lo = r.window_before(s, 24)[0]  # (this clause's words)
        if len(chain) < 2 or not ids - domestic or _LIST_ASKED.search(r.t, lo, s) or _LIST_ASKED_AFTER.match(r.t, e):
            continue
        before = _LIST_ONLY_BEFORE.search(r.t, lo, s)
        # "… 都可以" alone lists mainland-compliant cards ("昇腾、H20 都可以"); beside an export-restricted one it
        # only says they would do ("不一定要 N 卡 … MI300X 或者昇腾 910B 都能接受", heldout63: no CUDA needed)
        compliant = all(r.kb.cards_by_id[i].china_status != "export-restricted" for i in ids)
        after = (_LIST_FINE_END if mixed and compliant else _LIST_ONLY_END).match(r.t, e)
        if not before and not after:
            continue
        lo, hi = before.start() if before else s, after.end() if after else e
        for g in r.found:  # its makers, its "no CUDA", a domestic-only reading: the list says which cards
            if (g.fact in ("vendors", "domestic_chips") or g.fact == "cuda_required" and g.value is False) \
                    and lo <= g.start and g.end <= hi + 2:
                g.fact = "_allowed"
        r.unresolved = [u for u in r.unresolved if not (u.kind == "card" and lo <= u.start and u.end <= hi)]
        if mixed and compliant:  # (mainland rules would refuse an export-restricted card the list names)
            r.found.append(_Finding(s, e, "compliance", True))
        value = ",".join(c.id for c in r.kb.cards if c.id in ids)
        r.found.append(_Finding(s, e, "only_cards", value, label=card_names(r, value)))
        quoted = r.quote(s, e)
        r.note(f"“{quoted}”: only these cards are accepted ({value.replace(',', ', ')}), nothing else",
               f"“{quoted}”：只接受这些卡（{value.replace(',', '、')}），其他卡不考虑")


def card_names(r: _Reader, ids: str) -> str:
    """The cards accepted by their names, in either language ("NVIDIA H20 96GB / Huawei Ascend 910B")."""
    return " / ".join(r.kb.card(c).name for c in ids.split(","))
