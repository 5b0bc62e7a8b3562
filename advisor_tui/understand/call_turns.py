"""Calls, conversations or sessions a day whose LLM requests are the turns within them: "~25k calls a day. Each LLM
turn: ~1,500 token prompt, ~80 token reply", "每天 8000 通电话，每通大概 6 轮", "3,000 chats a day, multi-turn"
(review 104 c06: a bank's voice agent read 25,000 calls a day as 25,000 requests, 0.553 a second, where every call
holds many turns). A day's conversations stay its requests where nothing says a conversation holds several (the
table's "3,000 conversations a day" is 3,000); said to hold turns, the day's requests are the calls × the turns a call
where that count is said (a range's upper end), and otherwise the calls are no request count at all: the day's total
is set aside and the rate asked (the calls at once, read elsewhere, still size the load). Calls that are requests
("API calls", "model calls", 调用) are none of this.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _MULT, AR, CN, EN, _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# what the day's count counts: a conversation held with a person, not a request to a model
_CONVERSATION = _lazy(r"(?<![a-z])(?<!api )(?<!llm )(?<!model )(?<!inference )(?<!function )(?<!tool )"
                      r"(?:phone |customer |voice |support )?(?:calls?|conversations?|sessions?|chats?|dialogues?"
                      r"|dialogs?)(?![a-z])|通话|(?<![a-z])通\s?(?:电话)?|电话|会话|对话|咨询")
_CALL_EN = r"(?:call|conversation|session|chat|dialogue|dialog)"
_CALL_ZH = r"(?:通|通电话|个电话|个会话|场对话|个对话|次通话|次会话|次对话|电话|通话|会话|对话)"
# the requests said to be turns within it
_TURNS = _lazy(r"(?<![a-z])(?:each|every|per) (?:llm |model |dialogue |dialog |chat |conversation(?:al)? |user "
               r"|bot )?turn(?![a-z])|(?<![a-z])multi-?\s?turn(?![a-z])"
               rf"|(?<![a-z])turns? (?:per|each|a|in a|in each|every) {_CALL_EN}(?![a-z])"
               r"|(?<![a-z])back-and-forths?(?![a-z])"
               r"|多轮|每一?轮(?!训练|迭代|epoch)|(?<!训练)(?:\d+|[一二两三四五六七八九十几]+)\s?轮(?:对话|交互|问答)")
_ABOUT = r"(?:about |around |roughly |approximately |maybe |usually |typically |on average |~\s?|≈\s?)?"
_TURN_COUNT = _lazy(
    rf"(?<![a-z])(?:an? |each |every |the average |the typical |a typical |per )?{_CALL_EN}s?"
    r" (?:has|have|is|are|runs?|lasts?|takes?|averages?|goes|go|needs?|involves?)(?: (?:about|around|roughly|maybe"
    rf"|usually|typically|on average|for|to))?\s?(?:~\s?)?(?P<n>{AR})\s?(?:llm |model |dialogue |back-and-forth )?"
    r"(?:turns?|exchanges?|round[- ]trips?|back-and-forths?)(?![a-z])"
    # ("one turn per call": the calls are the requests)
    rf"|(?<![a-z]){_ABOUT}(?P<n2>{AR}|{EN}|(?<=a )single|(?<=just )one)\s?(?:llm |model |dialogue )?"
    r"(?:turns?|exchanges?|round[- ]trips?)"
    rf" (?:per|each|a|an|in a|in each|every) {_CALL_EN}(?![a-z])"
    rf"|每\s?{_CALL_ZH}\s?(?:平均|大概|大约|一般|差不多|通常|基本上?|要|有|会)*\s?(?P<n3>{AR}|{CN})\s?(?:个)?\s?轮"
    rf"|(?:{_CALL_ZH}|[,，]|^)\s?(?:平均|大概|大约|一般|通常)\s?(?P<n4>{AR}|{CN})\s?(?:个)?\s?轮(?!训练|迭代)")
_SAID_COUNT = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>k|千|万)?")


def _turns_a_call(r: _Reader) -> float | None:
    for m in _TURN_COUNT.finditer(r.t):
        said = next(m.group(g) for g in ("n", "n2", "n3", "n4") if m.group(g))
        n = 1.0 if said == "single" else _number(said)
        if n is not None and 1 <= n <= 200:
            r.claim(r.numeric, m.start(), m.end())
            return n
    return None


def calls_hold_turns(r: _Reader) -> None:
    """After the load readers: a day's calls whose requests are their turns are the calls × the turns, or no count."""
    days = [f for f in r.found if f.fact == "requests_per_day" and _CONVERSATION.search(r.t[f.start:f.end])]
    if not days or not (_TURNS.search(r.t) or _TURN_COUNT.search(r.t)):
        return
    turns = _turns_a_call(r)
    for f in days:
        said = r.quote(f.start, f.end)
        calls = int(f.value)
        count = _SAID_COUNT.search(r.t, f.start, f.end)
        n = _number(count.group("n")) if count else None
        if n is None or abs(n * _MULT.get(count.group("k") or "", 1.0) - calls) > 0.5:
            continue  # (the turns already in it: "每天两万个会话，每个会话平均 5 轮" was read as 100,000)
        if turns is not None:
            f.value = int(round(calls * turns))
            r.note(f"“{said}” counts calls, and each holds {turns:g} LLM turns: {calls:,} × {turns:g} = "
                   f"{f.value:,} requests a day",
                   f"“{said}”数的是通话，每通 {turns:g} 轮：{calls:,} × {turns:g} = 每天 {f.value:,} 个请求")
            continue
        f.fact = "_dropped"
        if not any(g.fact == "rps" for g in r.found):
            r.unplaced("rps", f.start, f.end,
                       f"“{said}” counts calls, and each call holds several LLM turns: how many turns a call (or "
                       "how many requests a second at the busiest time)?",
                       f"“{said}”数的是通话，每通有好几轮模型请求：每通大概几轮（或者最忙时每秒多少个请求）？")

