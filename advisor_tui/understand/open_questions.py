"""A question the person asked that no fact holds is said back, never dropped (review 47 C10: "录音里有 2 种方言，不知道
有没有影响" vanished from a Whisper answer; C3: "maybe 6 later" too). Only a sentence asked as a question, with
nothing read from it, and that is not the question the whole answer is (which card, is it enough, buy or rent, is
the price fair) gets the note: the answer sizes memory, speed and cost, and says so."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SENTENCE_END = _lazy(r"[。！？!?\n；;]|\.(?:\s|$|(?=[\u4e00-\u9fff]))")  # (the reader writes "。" as ".")
_ASKED = _lazy(r"[?？]\s*$|吗\s*[。？?]?\s*$|不知道[^。？?]{0,16}(?:有没有|会不会|是否|能不能|影响)"
               r"|有没有影响|会不会有?影响"
               r"|(?<![a-z])(?:does (?:it|that|this) matter|will (?:it|that|this) (?:matter|affect|change))(?![a-z])")
# the questions the answer itself is: which card, enough or not, buy or rent, what it costs, is a price fair
_ANSWERED = _lazy(r"推荐|怎么选|选什么|选哪|哪个|哪张|哪种|买还是租|租还是买|划算|合理|贵不贵|够不够|够用"
                  r"|能不能跑|能跑|跑得动|多少钱|要多少|需要几|几张|怎么配|配置|方案|报价|价格"
                  r"|(?<![a-z])(?:which|recommend|advice|suggest|thoughts|ideas|buy or|rent or|keep renting|worth"
                  r"|enough|fit|run it|can (?:i|we)|how (?:much|many|long)|what (?:gpu|card|hardware|setup|would)"
                  r"|cheapest|price|quote|cost|fair|any(?:one|body))(?![a-z])")
MIN_CHARS = 6


def note_open_questions(r: _Reader) -> None:
    start = 0
    spans = [(f.start, f.end) for f in r.found] + [(u.start, u.end) for u in r.unresolved] + [
        (c.start, c.end) for c in r.cards]
    for m in [*_SENTENCE_END.finditer(r.t), None]:
        end = m.end() if m is not None else len(r.t)
        sentence = r.t[start:end].strip()
        lo, hi = start, end
        start = end
        if len(sentence) < MIN_CHARS or not _ASKED.search(sentence) or _ANSWERED.search(sentence):
            continue
        if any(s < hi and lo < e for s, e in spans):
            continue  # something was read from it: the facts say what it asked
        said = r.quote(lo, hi).strip().rstrip("。？?！!；;")
        r.note(f"“{said}”: not answered here — the answer sizes memory, speed and cost, not this; ask it separately",
               f"“{said}”：本答案不涉及这个问题——这里只估算显存、速度和费用；请另行确认")
