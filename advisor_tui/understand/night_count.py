"""A night's batch counted with no noun of its own, the items named before it: "Every night our fraud model flags
transactions and we want a short plain-English explanation for each one … — roughly 40,000 a night, ~600 tokens of
features in, ~180 tokens out" (heldout83 #18 read no batch: "40,000 a night" named no requests). The
count with the output said per item is the night's tokens to generate (40,000 × 180); read_repeats then runs it every
night. The same for "about 12k a night, ~300 tokens out each", "每晚大概 4 万，每条输出 200 token", "一晚上 3000 左右".
A count with its own noun ("2,500 requests a night") is the other readers'; a night with no output length said, or a
text where a rate or a batch is read already, is left as it is.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3}
_NIGHT_COUNT = _lazy(
    rf"(?<![a-z\d,.])(?:roughly |about |around |some |approx\.? |~)?(?P<n>{AR})\s?(?P<k>k)?\s(?:a|per|each|every)\s"
    r"(?:night|evening|run)(?![a-z])"
    rf"|(?:每晚|每天晚上|一晚上?|每个晚上)\s?(?:大概|大约|约|差不多|有)?\s?(?P<n2>{AR}|{CN})\s?(?P<k2>万|千)?\s?(?:左右|上下)?"
    r"(?=\s?[,，。;；]|$)")
# the batch named as nightly apart from the count: "Every night our fraud model flags transactions …"
# (a weekday's night too: "Every weeknight we want Llama 3.1 8B to turn the day's field reports into … briefs: around
# 400 reports a night" — heldout92 #28 read no batch)
WEEKNIGHT = (r"(?<![a-z])(?:(?:every|each) (?:week|work|school) ?nights?|on (?:week|work|school) ?nights"
             r"|(?:every|each) weekday (?:night|evening))(?![a-z])")
_NIGHTLY = _lazy(r"(?<![a-z])(?:every night|each night|nightly|overnight|every evening)(?![a-z])"
                 r"|每天晚上|每晚|夜里|每天夜里|" + WEEKNIGHT)
# a service answering at night is no batch: "Our chatbot answers about 3,000 a night"
_SERVICE = _lazy(r"(?<![a-z])(?:chat ?bot|bot|assistant|users?|customers? (?:ask|chat))(?![a-z])|机器人|客服|用户")
_TAKEN = ("generate_tokens", "rps", "requests_per_day", "images", "videos", "audio_hours")


def night_output(r: _Reader, taken=_TAKEN, service=_SERVICE):
    """Each item's output where a night's batch may be read: none where a batch or rate is read, or a service speaks."""
    if any(f.fact in taken for f in r.found) or service.search(r.t):
        return None
    return next((f for f in r.found if f.fact == "output_tokens"), None)


def add_night_batch(r: _Reader, start: int, end: int, n: float, each: int) -> None:
    """The night's batch: n items × each one's output tokens to generate, run as inference, said back."""
    total = int(round(n)) * each
    r.add(start, end, "generate_tokens", total)
    if not any(f.fact == "task" for f in r.found):
        r.add(start, end, "task", "inference", generic="inference", mask="kw")
    r.note(f"“{r.quote(start, end)}”: a night's batch of {n:,g} items × {each:,} output tokens = {total:,} tokens "
           "to generate",
           f"“{r.quote(start, end)}”：每晚一批 {n:,g} 条 × 每条输出 {each:,} token = 共生成 {total:,} token")


def read_night_count(r: _Reader) -> None:
    """Before the repeats: a bare count a night beside an output length is the night's batch to generate."""
    out = night_output(r)
    if out is None:
        return
    for m in _NIGHT_COUNT.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        if not r.free(m.start(g), m.end()) or not any(
                c.end() <= m.start() or c.start() >= m.end() for c in _NIGHTLY.finditer(r.t)):
            continue
        n = r.num(m.group(g))
        if not n:
            continue
        n *= _SCALE.get((m.group("k" if g == "n" else "k2") or "").lower(), 1)
        add_night_batch(r, m.start(g), m.end(), n, int(out.value))
        return
