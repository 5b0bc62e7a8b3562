"""A load said to be unchanged is that load: "老板改主意了，上下文8k就够，并发还是40，首字2秒内" (review 120 C2-1) read
no concurrency — the load reader knows "并发40", "并发是40", "并发大概40", but not the word that says the count
stays as it was ("还是", "仍是", "仍然", "依然", "依旧", "照旧", "维持", Cantonese "仍然係"; "still", "remains",
"stays at"), so one session was sized and a caveat said no load was given. The count after it is the count, as
"并发40" reads.

Not a count asked between two ("并发还是40还是80没定", "concurrency still 40 or 80?"), not GPUs ("并发还是4张卡"),
nor a count the person says is no longer so ("并发不再是40"). Read right after the load reader, only where it read
no concurrency.
"""

from __future__ import annotations

from advisor_tui.understand.load import _scaled_num
from advisor_tui.understand.numbers import NUM
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# what is counted: the words the load reader takes for sequences served at once
_AT_ONCE = (r"(?:并发(?:量|数|请求数?|用户数?|连接数?)?|同时在线(?:人数)?|同时(?:在)?(?:用|使用|访问)的?(?:人数?)?"
            r"|(?<![a-z])(?:concurr?[ae]ncy|concurr?[ae]nt (?:users|requests|sessions|chats|connections|streams)"
            r"|parallel requests)(?![a-z]))")
_UNCHANGED = (r"(?:还是|仍然是|仍然係|仍係|仍是|仍然|仍旧是?|依然是?|依旧是?|照旧是?|照样是?"
              r"|维持(?:在)?|保持(?:在)?|不变[,，]?"
              r"|(?<![a-z])(?:is |are )?(?:still|remains?|stays?(?: at)?|unchanged at)(?![a-z]))")
_HEDGE = r"(?:(?:按|约|大概|大约|差不多|最多|不超过|at|about|around|roughly|~|at most|up to|is|:|：)\s?){0,2}"
_COUNT_UNCHANGED = _lazy(rf"{_AT_ONCE}\s?(?:也|都)?\s?{_UNCHANGED}\s?{_HEDGE}(?P<n>{NUM})\s?(?:个|路|位|人)?"
                         # one of two asked ("40还是80", "40 or 80"), or GPUs, is no count served at once
                         r"(?!\s?(?:还是|或者?|或是|到|至|-|~|(?<![a-z])or\s|to\s)\s?\d"
                         r"|\s?(?:张|块|台)\s?(?:gpu|卡|显卡|npu)?|\s?(?:gpus?|cards?|nodes?)(?![a-z])|\.\d|\d)")


def read_count_unchanged(r: _Reader) -> None:
    """After the load reader: "并发还是40", "concurrency is still 40" is concurrency 40."""
    if any(f.fact == "concurrency" for f in r.found):
        return
    for m in _COUNT_UNCHANGED.finditer(r.t):
        if not r.free(m.start("n"), m.end("n")):
            continue
        n = _scaled_num(r, m.group("n"))
        if n is not None and n >= 1 and n == int(n):
            r.add(m.start(), m.end("n"), "concurrency", int(n))
            return
