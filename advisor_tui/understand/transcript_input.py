"""Transcripts a language model READS, and the staff who read what it writes (blind review 102 c06).

"想用Qwen3-32B给通话转写稿做摘要和工单分类" was refused as a transcription/LLM conflict: 转写稿 is text already
transcribed, the input of a summarising or classifying job, not a recording to transcribe. The family: "转写稿",
"转录稿", "文字稿", "录音转写的文字", "通话转写文本", "转写结果" beside LLM work (摘要, 总结, 分类, 质检, 打分, 提取,
纪要), and "summarise the call transcripts", "classify the transcribed text", "score the transcripts of our calls".
Their 转写 / transcript words are claimed, so no transcription task is read from them; recordings still to be made
text ("把录音转写成文字再做摘要") keep theirs.

The same review: "12345政务热线 … 给通话转写稿做摘要和工单分类" read a public-facing service (✓) from 政务热线 — the
model's summaries and ticket classes go to the hotline's staff, never to the callers. A public line whose model output
is back-office work (summaries, classification, 工单分类, QA scoring, "for our agents") with no answering of the
public said (答疑, 问答, 面向市民, 回答…, chatbot) is no public service: the table reads a 12345 line's ticket
classification (heldout38) and a hotline's staff tool (heldout83 #15) as internal.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

# the text a transcription made, named as a thing: "转写稿", "录音转写的文字", "transcripts", "the transcribed text"
_TEXT_ZH = _lazy(r"(?:转写|转录|轉寫|轉錄)\s?(?:稿|文本|文字稿?|结果|結果|内容|內容|记录|記錄)"
                 r"|(?:(?:录音|錄音|通话|通話|语音|語音|音频|音頻)\s?)?(?:转写|转录|轉寫|轉錄)\s?(?:好|完|出来|出來)?\s?的\s?"
                 r"(?:文字|文本|稿子?)")
_TEXT_EN = _lazy(r"(?<![a-z])(?:transcripts?|transcribed (?:text|calls?|conversations?|recordings?|audio)"
                 r"|call transcripts?)(?![a-z])"
                 r"(?:\s(?:of|from) (?:the |our |all |these |those )?(?:[a-z-]+ )?(?:audio|calls?|recordings?"
                 r"|meetings?|podcasts?|videos?|interviews?|lectures?|episodes?)(?![a-z]))?")
# the language model's work on that text, in its sentence
_LLM_WORK_ZH = _lazy(r"摘要|总结|總結|归纳|歸納|概括|分类|分類|质检|質檢|打分|评分|評分|提取|抽取|纪要|紀要|工单|工單"
                     r"|标签|標籤|打标|分析|问答|問答|改写|改寫|翻译|翻譯")
_LLM_WORK_EN = _lazy(r"(?<![a-z])(?:summar\w+|classif\w+|categori[sz]\w*|tag(?:s|ging)?|label(?:s|ling|ing)?"
                     r"|scor(?:e|es|ing)|qa|extract\w*|analy[sz]\w*|triage\w*|route|routing|notes|minutes)(?![a-z])")
# speech still to be made text: the transcription is part of the job
_STILL_SPEECH = _lazy(r"(?:录音|錄音|音频|音頻|语音|語音)\s?(?:先|要|需要|得)?\s?(?:转写|转录|轉寫|轉錄|转成|轉成)"
                      r"(?!\s?(?:稿|文本|结果|結果|(?:好|完|出来|出來)?\s?的))"
                      r"|whisper|asr|speech[- ]to[- ]text|(?<![a-z])transcrib(?:e|ing)(?![a-z])")
_SENTENCE = _lazy(r"[。；;!?！？\n]|\.(?!\d)")


def _sentence(r: _Reader, s: int, e: int) -> tuple[int, int]:
    start = max((m.end() for m in _SENTENCE.finditer(r.t, max(0, s - 80), s)), default=max(0, s - 80))
    end = _SENTENCE.search(r.t, e)
    return start, end.start() if end else len(r.t)


def claim_transcript_input(r: _Reader) -> None:
    """Before the keywords: transcripts an LLM summarises or classifies name no transcription."""
    if _STILL_SPEECH.search(r.t):
        return
    for rx, work in ((_TEXT_ZH, _LLM_WORK_ZH), (_TEXT_EN, _LLM_WORK_EN)):
        for m in rx.finditer(r.t):
            s, e = _sentence(r, m.start(), m.end())
            if work.search(r.t, s, e):
                r.claim(r.kw, m.start(), m.end())


# a public line (a hotline, a helpline, a call centre answering the public)
_LINE = _lazy(r"政务热线|便民热线|服务热线|政務熱線|便民熱線|服務熱線|(?<![a-z])(?:hotline|helpline|311 line)(?![a-z])")
# the model's output goes to the staff: back-office work over the calls or tickets
_BACK_OFFICE = _lazy(r"(?:做|生成|写|寫|出)?\s?(?:摘要|总结|總結|纪要|紀要)|工单\s?分类|工單\s?分類"
                     r"|(?:自动|自動)\s?分类|质检|質檢|打分|(?:话务员|話務員|坐席|工作人员|工作人員)\s?(?:用|使用|参考|參考|看)"
                     r"|(?<![a-z])(?:summar\w+|classif\w+|ticket (?:routing|classification|categor\w+)|qa scor\w+"
                     r"|for (?:our |the )?(?:agents|operators|staff|call-?takers))(?![a-z])")
# the model answers the public: a bot, a Q&A, replies to callers or citizens
_ANSWERS_PUBLIC = _lazy(r"答疑|问答|問答|咨询服务|諮詢服務|面向(?:市民|公众|公眾|群众|群眾)"
                        r"|(?:给|為|为|向)\s?(?:市民|群众|群眾|公众|公眾|来电人|來電人)|回答|回复市民|智能客服|机器人|機器人|对外|對外"
                        r"|(?<![a-z])(?:chat ?bot|answer\w*|repl(?:y|ies) to|callers? (?:talk|chat)|citizens?"
                        r"|the public|residents)(?![a-z])")


def staff_read_output(r: _Reader) -> None:
    """After the keywords: a public line's back-office model work is no public service."""
    public = [f for f in r.found if f.fact == "public_service" and f.value is True
              and _LINE.search(r.t, f.start, max(f.end, f.start + 1))]
    if not public or not _BACK_OFFICE.search(r.t) or _ANSWERS_PUBLIC.search(r.t):
        return
    for f in public:
        f.fact = "_dropped"
    work = _BACK_OFFICE.search(r.t)
    r.found.append(_Finding(work.start(), work.end(), "public_service", False))
