"""Sellers said as the only ones allowed, or the ones preferred: "平台限阿里云或火山引擎", "只用阿里云或者腾讯云",
"platform must be AWS or Azure", "we'd prefer Scaleway or Hetzner" → providers (``--provider``; rules.fact_seller),
every seller of the list — those on file and those the knowledge holds no prices for (rules.unpriced_seller), which
the answer names with a way to add their prices instead of dropping them (review 99 c04, c09: the restriction vanished
and the headline rented at a seller the person had excluded).

A restriction (限, 只用, only, must be) prices at the sellers on file among them. A preference (prefer, 最好, 优先)
is no restriction: with a seller on file among them every seller is ranked and the note says so (heldout34 #41
"最好阿里云或者火山" sets no seller); of sellers none of which is on file, they are kept so the answer names them as
unpriced. A
list said otherwise is not read here: refused ("不用火山引擎"), compared ("Hetzner is cheaper than AWS") or asked
("阿里云还是火山引擎？"). After named_seller: a list it read in part ("只用阿里云或者腾讯云" → aliyun) is completed.

    read_seller_list(r)
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from advisor_tui.understand.named_seller import _SELLERS
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from rules.unpriced_seller import SELLERS as UNPRICED
from rules.unpriced_seller import unpriced_name

# ("财务说只认阿里云或者腾讯云开的专票", review 109 C1-1: only what they accept)
_ONLY = (r"(?:平台|云平台|云厂商|供应商|厂商|云)?\s?(?:只限于?|仅限于?|限定?(?:在|用|为|于)?|只能(?:用|在|选|上)|"
         r"只用|只在|只选|只认|只接受|只收|必须(?:用|在|是|选)|要求(?:用|在)|指定(?:用|在)?)"
         r"|(?<![a-z])(?:only(?:\s(?:use|on|with|via))?|must\s(?:be|use|run\son|be\son|stay\son)"
         r"|ha(?:s|ve)\sto\s(?:be|use)(?:\son)?|restricted\sto|limited\sto|stick\sto|can\sonly\suse|approved\s(?:vendors?|providers?|clouds?)"
         r"\s(?:are|is|:))")
_PREFER = (r"最好(?:用|是|在|选)?|优先(?:用|考虑|选)?|倾向于?(?:用)?|希望(?:用|在)|首选"
           r"|(?<![a-z])(?:prefer(?:ably|red)?|ideally)(?:\s(?:to\suse|using|on|with|going\swith|is|are|:))?")
_CUE = _lazy(rf"(?P<only>{_ONLY})|(?P<prefer>{_PREFER})")
_NAMES = [(rx, ident) for rx, ident in _SELLERS] + [(s[5], s[0]) for s in UNPRICED]
_NAME = _lazy("|".join(f"(?P<n{i}>{rx})" for i, (rx, _id) in enumerate(_NAMES)))
_SEP = re.compile(r"\s?(?:或者?|和|、|/|,|，|以及|及|跟|\sor\s|\sand\s|&)\s?(?:the\s)?")
_LEAD = re.compile(r"\s?(?:[:：]\s?)?(?:the\s)?")
_ASKED = re.compile(r"[^。.!！\n]{0,30}?[?？]")
# every other seller refused after the list: "阿里云或者腾讯云开的专票，别的平台不行", "AWS or Azure, nothing else"
# (review 109 C1-1): a restriction said after its names; what is said of the names between is plain (no 不, 贵, 比)
_OTHERS_OUT = _lazy(r"(?P<between>[^。；;!?！？\n,，]{0,12}?)\s?[,，]?\s?"
                    r"(?:(?:别的|其他|其它|其余)(?:平台|云平台|云厂商|厂商|云|家|的)?\s?(?:都|一律|一概|全都)?\s?"
                    r"(?:不行|不要|不用|不考虑|不可以|不认|不收|不接受|免谈|没法报销?|报不了)"
                    r"|(?<![a-z])(?:nothing else|no other (?:clouds?|providers?|vendors?|platforms?|sellers?|hosts?)"
                    r"|no one else|others are out)(?![a-z]))(?!\s?(?:吗|嘛|么|[?？]))")
_BETWEEN_OFF = re.compile(r"不|没|别|贵|便宜|比|还是|或者?$|(?<![a-z])(?:not|no|than|vs)(?![a-z])")
_REFUSED_BEFORE = re.compile(r"(?:不|别|没|非|除了)(?:用|要|考虑|选|在)?\s?$|(?<![a-z])(?:not|no|avoid|except)\s$")


def _names(r: _Reader, at: int) -> tuple[list[tuple[int, int, str]], int]:
    """The sellers listed from ``at``: [(start, end, id)], and where the list ends."""
    got: list[tuple[int, int, str]] = []
    pos = _LEAD.match(r.t, at).end()
    while True:
        m = _NAME.match(r.t, pos)
        if m is None or not m.lastgroup:
            break
        got.append((m.start(), m.end(), _NAMES[int(m.lastgroup[1:])][1]))
        sep = _SEP.match(r.t, m.end())
        if sep is None:
            return got, m.end()
        pos = sep.end()
    return got, got[-1][1] if got else at


def _lists(r: _Reader) -> Iterator[tuple[int, list[tuple[int, int, str]], int, bool]]:
    """(start, names, end, prefer) of each list said as the sellers allowed or preferred: after its cue, or before
    every other seller refused."""
    for cue in _CUE.finditer(r.t):
        names, end = _names(r, cue.end())
        if not names or _ASKED.match(r.t, end):
            continue
        if r.t[max(0, cue.start() - 2):cue.start()].endswith(("不", "非", "别")) or re.search(
                r"(?<![a-z])(?:not|don'?t|never)\s$", r.t[max(0, cue.start() - 7):cue.start()]):
            continue
        yield cue.start(), names, end, bool(cue.group("prefer"))
    last = -1
    for m in _NAME.finditer(r.t):
        if m.start() < last:
            continue
        names, end = _names(r, m.start())
        last = end
        tail = _OTHERS_OUT.match(r.t, end)
        if not names or tail is None or _BETWEEN_OFF.search(tail.group("between")) \
                or _REFUSED_BEFORE.search(r.t[max(0, m.start() - 6):m.start()]):
            continue
        yield m.start(), names, tail.end(), False


def read_seller_list(r: _Reader) -> None:
    """A list of sellers after "限 / only / must be / prefer", or before "别的平台不行": every one of them, on file or
    not."""
    known = {p.id for p in r.kb.providers}
    for start, names, end, prefer in _lists(r):
        ids = list(dict.fromkeys(i for _s, _e, i in names))
        said = r.quote(start, end)
        if prefer and any(i in known for i in ids):  # every seller ranked, the ones on file among them: said only
            _note(r, said, prefer, [i for i in ids if i in known], [i for i in ids if i not in known], ranked=True)
            return
        restrict_to(r, start, end, names, prefer=prefer)
        return


def restrict_to(r: _Reader, start: int, end: int, names: list[tuple[int, int, str]], *, prefer: bool = False) -> None:
    """The sellers ``names`` (said from ``start`` to ``end``) the only ones priced: the providers fact, said back."""
    known = {p.id for p in r.kb.providers}
    ids = list(dict.fromkeys(i for _s, _e, i in names))
    for f in r.found:  # a seller named elsewhere as where they rent, or this list read in part: one value
        if f.fact == "providers":
            ids += [i for i in str(f.value).split(",") if i not in ids]
    on_file = [p.id for p in r.kb.providers if p.id in ids]
    missing = [i for i in ids if i not in known]
    value = ",".join([*on_file, *missing])
    for f in r.found:
        if f.fact == "providers":
            f.value = value
    words = ", ".join(r.orig[s:e].strip() for s, e, _i in names)
    r.add(start, end, "providers", value, label=words, mask="kw")
    _note(r, r.quote(start, end), prefer, on_file, missing)


def _note(r: _Reader, said: str, prefer: bool, on_file: list[str], missing: list[str], ranked: bool = False) -> None:
    kind_en, kind_zh = ("a preference", "偏好") if prefer else ("the sellers allowed", "限定的平台")
    if ranked:  # "最好阿里云或者火山" (heldout34 #41's reading): a preference ranks every seller
        names = ", ".join(r.kb.provider(i).name for i in on_file)
        names_zh = "、".join(r.kb.provider(i).name_zh or r.kb.provider(i).name for i in on_file)
        r.note(f"“{said}”: {kind_en}, not a restriction — every seller is ranked, {names} among them (--provider "
               f"{','.join(on_file)} prices there alone)",
               f"“{said}”：{kind_zh}，不是限定——所有平台一起比较，{names_zh} 也在其中（--provider {','.join(on_file)} "
               "只按这些平台计价）")
    if not missing:
        return
    en = ", ".join(unpriced_name(i) for i in missing)
    zh = "、".join(unpriced_name(i, "zh") for i in missing)
    then_en, then_zh = ("priced at the named sellers on file", "按你指定且已收录的平台计价") if on_file else (
        "none you named is on file, so every seller on file is shown",
        "你指定的平台都没有收录，因此列出所有已收录的平台")
    if ranked:
        then_en, then_zh = "every seller on file is ranked", "所有已收录的平台一起比较"
    r.note(f"“{said}”: {kind_en}; {en}: no prices on file — add a quote with --quote CARD=PRICE or --knowledge FILE; "
           f"{then_en}",
           f"“{said}”：{kind_zh}；{zh}：没有收录报价——可用 --quote 卡型=价格或 --knowledge 文件补上；{then_zh}")
