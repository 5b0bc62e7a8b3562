"""Speech synthesis (review 32 M4: "另外还想用 CosyVoice 做 TTS，每天生成 200 小时语音" vanished without a word beside
a Whisper job). The catalogue has no text-to-speech model and no published memory or speed for one, so a TTS
model or job is said back as not sized here — the answer covers the rest of what was said.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_TTS = _lazy(r"(?<![a-z0-9])(?:cosyvoice\d?(?:[-.]\w+)*|chattts|f5-?tts|gpt-?sovits|fish-?speech|xtts(?:-?v\d)?"
             r"|suno-bark|melotts|kokoro(?:-\d+m)?|indextts\d?|maskgct|sparktts|spark-tts|tortoise-tts)(?![a-z0-9])"
             r"|(?<![a-z])(?:tts|text[- ]to[- ]speech|speech synthesis|voice cloning)(?![a-z])"
             r"|语音合成|文字转语音|文本转语音|声音克隆|音色克隆")


def read_speech_synthesis(r: _Reader) -> None:
    """A TTS model or job named: said as not sized here, its words claimed."""
    found = [m for m in _TTS.finditer(r.t) if r._free(r.entity, m.start(), m.end())]
    if not found:
        return
    for m in found:
        r.claim(r.entity, m.start(), m.end())
    r.tts_said = (found[0].start(), found[-1].end())
    names = "、".join(dict.fromkeys(f"“{r.quote(m.start(), m.end())}”" for m in found[:3]))
    r.note(f"speech synthesis ({names.replace('、', ', ')}) is not sized here: no text-to-speech model or speed is on "
           "record — its GPUs are not in this answer; ask for it on its own (or give --vram for it)",
           f"语音合成（{names}）这里不估算：没有文字转语音模型和速度的记录——答案不含它要的卡；请单独再问"
           "（或用 --vram 给出它的显存）")


_NOT_COVERED = "speech synthesis"
_BREAK = _lazy(r"[。；;!?！？\n]|[,，]\s*(?![~約约]?\s*\d)")


def tts_not_covered(unresolved) -> bool:  # noqa: ANN001 - an Unresolved of the reader's result
    """The "speech synthesis is not covered" entry (tts_only's)."""
    return unresolved.kind == "model" and unresolved.note.en.startswith(_NOT_COVERED + " (") and "not covered" in (
        unresolved.note.en)


def tts_only(r: _Reader) -> None:
    """After every reader: where speech synthesis is the whole job (no other model, task or size named), it is a model
    not covered — the answer stops and says so rather than sizing the --params or --vram of a chat LLM it is not
    (review 70 C2: "CosyVoice2-0.5B text-to-speech as a live streaming API" with --params 0.5 was answered with a
    vLLM launch line for a 0.5B language model and its KV cache)."""
    said = r.tts_said
    if said is not None and any(f.fact == "vram_gb" for f in r.found):
        _size_is_the_tts_models(r)
    if said is None or any(f.fact in ("model", "vram_gb", "audio_hours", "images", "videos") for f in r.found):
        return
    s, e = said
    names = f"“{r.quote(s, e)}”"
    r.unplaced("model", s, e,
               f"{_NOT_COVERED} ({names}) is not covered — the advisor sizes chat LLMs, image, video and "
               "transcription models; a text-to-speech model is none of them, and no measured memory or speed for one "
               "is on record (give --vram N with its measured need to size a card for it)",
               f"语音合成（{names}）不在覆盖范围内——这里估算对话大模型、图像、视频和语音转写模型；文字转语音模型不属于"
               "这些，也没有它的显存或速度实测记录（如需按实测显存选卡，请用 --vram N 给出）")


_SIZE_AFTER = 12  # "CosyVoice2約0.5B", "CosyVoice2-0.5B", "(CosyVoice 2, ~0.5B)": the size said with the model's name


def _size_is_the_tts_models(r: _Reader) -> None:
    """With the speech model's memory given (--vram), a size said with its name is the speech model's, not a language
    model's: no tokens/s is estimated from it (review 120 C5-1: "CosyVoice2約0.5B" with "吃14GB顯存" was headlined
    with an LLM's "token/s ≤ 300" for a card called enough for 30 streams)."""
    names = [m for m in _TTS.finditer(r.t)]
    near = [f for f in r.found if f.fact == "params_b" and any(
        m.start() <= f.start <= m.end() + _SIZE_AFTER and not _BREAK.search(r.t[m.end():f.start]) for m in names)]
    if not near:
        return
    r.found[:] = [f for f in r.found if f not in near]
    quoted = "、".join(f"“{r.quote(f.start, f.end)}”" for f in near)
    r.note(f"{quoted.replace('、', ', ')}: the speech model's size, not a language model's — sized by the memory you "
           "gave; its speed is not estimated",
           f"{quoted}：是语音模型的大小，不是语言模型的——按你给的显存选卡，速度不估算")
