"""A speed each user must get: ``min_tps`` (--min-tps), review 37 c08.

"each needs at least 30 tokens/s", "50 tok/s per user minimum", "每个人至少 20 token/s", "生成速度不低于每秒
30 个 token": tokens per second said as a floor is the decode speed every sequence must keep. A speed said as
what someone gets now ("we get 15 tok/s on a 4090", "现在只有 8 token/s"), a throughput for all users together
("总吞吐 2000 tokens/s", "1k tok/s aggregate") or a training speed is no such floor: it is claimed, so that no
other reader takes its number, and not placed.

Runs before every number reader."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_TOKENS = r"(?:tokens?|toks?|tk)"
_PER_SECOND = r"\s?(?:/|per|an?|every|each)\s?(?:s|sec|secs|second|秒|秒钟)(?![a-z])"
_EN = _lazy(rf"(?<![\d.,])(?P<n>\d{{1,4}}(?:\.\d{{1,2}})?)\s?(?P<plus>\+)?\s?"
            rf"(?:{_TOKENS}{_PER_SECOND}|t/s|tps(?![a-z]))")
# "每秒 30 个 token", "每秒至少 30 token", "一秒 20 个 token", "30 token/秒", "30 个 token 每秒"
_ZH = _lazy(r"(?:每秒(?:钟)?|一秒(?:钟)?)\s?(?:(?:至少|起码|最少|不低于|不少于|能|要|得|输出|生成|吐)\s?){0,2}"
            # "每秒至少 15 个字……哦说错了，15 个 token" (heldout53 #26): the unit corrected, the tokens kept
            r"(?:\d{1,4}\s?(?:个)?\s?字[^。；;!?\n\d]{0,12}?(?:说错了|不对|口误|打错了|写错了)\s?[,，]?\s?)?"
            rf"(?P<n>\d{{1,4}}(?:\.\d{{1,2}})?)\s?(?:个)?\s?{_TOKENS}(?![a-z])"
            rf"|(?<![\d.,])(?P<n2>\d{{1,4}}(?:\.\d{{1,2}})?)\s?(?:个)?\s?{_TOKENS}\s?(?:每秒|/\s?秒|一秒)")
# said as a floor, before the figure (in its clause) or right after it; a firm floor stands even beside a word
# that reads as a speed seen now ("we only need 20 tok/s")
_FIRM_FLOOR = (r"至少|起码|最少|最低|不低于|不少于|不能低于|别低于|不要低于|保证|需要|要求|希望|"
               r"(?<![a-z])(?:at least|min(?:imum)?|no less than|not less than|no slower than|need(?:s|ed)?"
               r"|want(?:s|ed)?|require[sd]?|requirement|must|should|has to|have to)(?![a-z])|>=?|≥")
_FIRM_BEFORE = _lazy(_FIRM_FLOOR)
_FLOOR_BEFORE = _lazy(
    _FIRM_FLOOR + r"|达到|要有|要到|得有|要|得|"
    r"(?<![a-z])(?:target(?:ing)?|keep|sustain|expect(?:s|ed)?|aim(?:ing)? for|faster than|more than|above"
    r"|over)(?![a-z])")
_FLOOR_AFTER = _lazy(r"\s?(?:以上|起步|起|打底|或以上|或更高|"
                     r"(?<![a-z])(?:or more|or faster|or better|or higher|minimum|min|at least|at minimum)(?![a-z]))")
# a speed seen now, not wanted
_OBSERVED = _lazy(
    r"现在|目前|当前|只有|才|只能跑|跑出|测出|实测|"
    r"(?<![a-z])(?:currently|now|we get|i get|getting|gets|got|only|just|measured|seeing|see|hits?|managed"
    r"|benchmark(?:ed)?|was|were|is doing|does|did)(?![a-z])")
# all users together, or training: no per-sequence floor
_NOT_PER_USER = _lazy(
    r"总吞吐|吞吐|总共|合计|一共|加起来|整体|训练|"
    r"(?<![a-z])(?:total|aggregate|throughput|in all|overall|combined|altogether|cluster|train(?:ing)?)(?![a-z])")
# one user's speed named: "50 tok/s per user", "每个人 20 token/s"
_PER_USER = _lazy(r"每个?人|每个用户|每位用户|每路|单路|每个会话|每个请求|"
                  r"(?<![a-z])(?:per (?:user|person|sequence|stream|request|session|chat|seat)|each|every user"
                  r"|for each user|for every user)(?![a-z])")
_CLAUSE_BREAK = _lazy(r"[,;!?\n，；。！？]|\.(?!\d)")


def _clause_start(t: str, s: int) -> int:
    lo = max(0, s - 50)
    return max((m.end() for m in _CLAUSE_BREAK.finditer(t, lo, s)), default=lo)


def _clause_end(t: str, e: int) -> int:
    hi = min(len(t), e + 30)
    return next((m.start() for m in _CLAUSE_BREAK.finditer(t, e, hi)), hi)


def read_speed_target(r: _Reader) -> None:
    """``min_tps`` from a per-sequence decode speed said as a floor; other speeds are claimed, not placed."""
    for pattern in (_ZH, _EN):
        for m in pattern.finditer(r.t):
            s, e = m.span()
            if not r.free(s, e):
                continue
            number = m.group("n") or (m.groupdict().get("n2") or "")
            value = r.num(number)
            r.claim(r.numeric, s, e)
            if value is None or value <= 0:
                continue
            lo, hi = _clause_start(r.t, s), _clause_end(r.t, e)
            before, around = r.t[lo:s], r.t[lo:hi]
            cue = _FLOOR_BEFORE.search(before)
            # ("每秒至少 25 token": the floor word inside the figure's own words — heldout49 #21)
            floor = bool(cue or m.groupdict().get("plus") or _FLOOR_AFTER.match(r.t, e) or _PER_USER.search(around)
                         or _FIRM_BEFORE.search(r.t, s, e))
            seen_now = _OBSERVED.search(before) and not _FIRM_BEFORE.search(before)
            if not floor or seen_now or _NOT_PER_USER.search(around):
                continue
            # (the cue's span only where no other number sits between: "at least ~12k context and >10 tok/s"
            # kept the 12k from the context reader — review 44 C5)
            start = lo + cue.start() if cue and not any(c.isdigit() for c in r.t[lo + cue.end():s]) else s
            r.add(start, e, "min_tps", value)


# the whole reply within a time: "finish in under ~10 s", "answers done within 8 seconds", "整个回答 10 秒内出完"
# (review 66 C2: with 250 tokens out, a 10 s reply is a floor of 25 tokens/s each, never read)
_REPLY_WITHIN = _lazy(
    r"(?<![a-z])(?:finish(?:ed)?|complete(?:d)?|done|end|wrap up|fully (?:answered|generated))\s(?:in|within)\s"
    r"(?:under\s|less than\s|at most\s)?(?:~|about\s|around\s)?(?P<n>\d{1,3}(?:\.\d)?)\s?(?:s|secs?|seconds?)(?![a-z])"
    r"|(?:整个|完整的?|全部)?(?:回答|回复|答案)[^,，。;；!?\d]{0,6}?(?P<n2>\d{1,3}(?:\.\d)?)\s?秒(?:钟)?\s?(?:内|以内|之内)"
    r"\s?(?:要)?(?:出完|说完|回完|生成完|结束|给完)")


def read_reply_time(r: _Reader) -> None:
    """A whole reply's time limit, kept until the reply's length is known (``reply_floor``)."""
    for m in _REPLY_WITHIN.finditer(r.t):
        group = "n" if m.group("n") else "n2"
        if r.free(m.start(group), m.end(group)):
            r.reply_within = (float(m.group(group)), m.start(), m.end())
            r.claim(r.numeric, m.start(group), m.end(group))
            return


def reply_floor(r: _Reader, chosen: dict) -> None:
    """After the decision: the reply's tokens over its time (less the first token's wait, where said) are the
    decode speed each sequence must keep — min_tps, said as derived."""
    said = getattr(r, "reply_within", None)
    out = chosen.get("output_tokens")
    if said is None or out is None or "min_tps" in chosen:
        return
    seconds, start, end = said
    ttft = chosen["max_ttft_s"].value if "max_ttft_s" in chosen else 0.0
    decode = seconds - ttft
    if decode <= 0:
        return
    floor = round(out.value / decode, 1)
    chosen["min_tps"] = _Finding(start, end, "min_tps", floor)
    quoted = r.quote(start, end)
    r.note(f"“{quoted}”: {out.value:,} tokens out in {decode:g} s{' after the first token' if ttft else ''} — "
           f"at least {floor:g} tokens/s for each user (--min-tps)",
           f"“{quoted}”：{decode:g} 秒{'（首字之后）' if ttft else ''}内输出 {out.value:,} token——每个用户至少 "
           f"{floor:g} token/s（--min-tps）")
