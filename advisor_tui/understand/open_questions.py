"""A question the person asked that no fact holds is said back, never dropped (review 47 C10: "录音里有 2 种方言，不知道
有没有影响" vanished from a Whisper answer; C3: "maybe 6 later" too). Only a sentence asked as a question, with
nothing read from it, and that is not the question the whole answer is (which card, is it enough, buy or rent, is
the price fair) gets the note: the answer sizes memory, speed and cost, and says so."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# (the reader writes "。" as "."; a Makefile's "MODEL ?= …" assigns, it asks nothing — heldout74 #29)
_SENTENCE_END = _lazy(r"[。！？!\n；;]|\?(?!=)|\.(?:\s|$|(?=[\u4e00-\u9fff]))")
_ASKED = _lazy(r"[?？]\s*$|吗\s*[。？?]?\s*$|不知道[^。？?]{0,16}(?:有没有|会不会|是否|能不能|影响)"
               r"|有没有影响|会不会有?影响"
               r"|(?<![a-z])(?:does (?:it|that|this) matter|will (?:it|that|this) (?:matter|affect|change))(?![a-z])")
# the questions the answer itself is: which card, enough or not, buy or rent, what it costs, is a price fair
_ANSWERED = _lazy(r"推荐|怎么选|选什么|选哪|哪个|哪张|哪种|买还是租|租还是买|划算|合理|贵不贵|够不够|够用"
                  r"|能不能跑|能跑|跑得动|多少钱|要多少|需要几|几张|怎么配|配置|方案|报价|价格"
                  r"|(?<![a-z])(?:which|recommend|advice|suggest|thoughts|ideas|buy or|rent or|keep renting|worth"
                  r"|enough|fit|run it|can (?:i|we)|how (?:much|many|long)|what (?:gpu|card|hardware|setup|would)"
                  r"|cheapest|price|quote|cost|fair|any(?:one|body)"
                  # "Do I need to rent anything, or do my cards do it?" (review 75): buy or rent, owned cards
                  r"|rent|renting|buy|buying|my (?:cards?|gpus?|rig|box))(?![a-z])"
                  r"|(?:要不要|需不需要|还要|还得|得)\s?(?:租|买)|我的(?:卡|显卡)"
                  # their own machine and how long on it: the owned card's verdict says both (review 100 c10: "用自己
                  # 部機得唔得？要幾耐？")
                  r"|用自己|自己的\s?(?:电脑|机器|机子|主机|卡|显卡)|自己(?:部|台)机|多久|几耐|几久|多长时间"
                  # the launch lines and the precision what-ifs: "用什么精度、怎么启动", "which flags?" (review 76 c04)
                  r"|精度|量化|启动|命令|指令|参数怎么|怎么部署|怎么跑|部署步骤"
                  # its speed: every pick says tokens/s ("會不會很慢？", review 115 c7: said back as not answered)
                  r"|慢|快|速度|延迟|吞吐|每秒|(?<![a-z])(?:slow\w*|fast\w*|speed|quick\w*|latency|throughput|tok(?:en)?s?/s"
                  r"|tokens? (?:per|a) second)(?![a-z])"
                  r"|(?<![a-z])(?:precision|quantiz\w*|quants?|launch\w*|flags?|commands?|command line"
                  r"|start (?:it|the server)"
                  r"|how (?:do|should|would|can) (?:i|we) (?:start|serve|deploy|run)|how to (?:start|serve|deploy|run))"
                  r"(?![a-z])")
# a question someone else asked, answered in the text: an email's quoted line ("> Any deadline?" over "Everything by
# 15 January"), a chat line answered by the next speaker ("maya: when does it run?" / "jon: kicks off at 1am")
# (heldout65 #17, #19: both were said back as not answered)
_QUOTED = _lazy(r"\s*>")
_LABEL = _lazy(r"\s*(?:\[[^\]\n]{1,30}\]\s?|(?:\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{1,4})?,?\s)?\d{1,2}:\d{2}\s)?"
               r"(?P<name>[^\s:：]{1,20}?)(?:\s?[(（][^)）\n]{1,12}[)）])?\s?(?:\d{1,2}:\d{2}\s?)?[:：]")
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
        if _asked_of_others(r, lo, hi):
            continue
        if any(s < hi and lo < e for s, e in spans):
            continue  # something was read from it: the facts say what it asked
        said = r.quote(lo, hi).strip().rstrip("。？?！!；;")
        r.note(f"“{said}”: not answered here — the answer sizes memory, speed and cost, not this; ask it separately",
               f"“{said}”：本答案不涉及这个问题——这里只估算显存、速度和费用；请另行确认")


def _asked_of_others(r: _Reader, lo: int, hi: int) -> bool:
    """A quoted line's question, or a chat line's answered by another speaker on the next line."""
    line_start = r.t.rfind("\n", 0, lo + 1) + 1
    if _QUOTED.match(r.t, line_start):
        return True
    asker = _LABEL.match(r.t, line_start)
    next_line = r.t.find("\n", hi - 1 if r.t[hi - 1:hi] == "\n" else hi)
    answer = _LABEL.match(r.t, next_line + 1) if next_line >= 0 else None
    return asker is not None and answer is not None and answer.group("name") != asker.group("name")
