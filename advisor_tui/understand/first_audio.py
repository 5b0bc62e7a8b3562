"""The first audio packet's latency of a speech-synthesis service (review 113 C5-1: "首包音訊延遲要在 300ms 以內" beside
CosyVoice2 was read as the first-token limit of the Qwen3-8B rewriting text in front of it, checked on an assumed
8,192-token prompt, and ruled out every card below an H100). The first audio packet is the speech model's, which is
not sized here; the chat model in front gets only a share of it, which the person has not said — so no first-token
limit is applied to it, and the answer says so and how to give that share."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# audio words in or just before a latency said: "首包音频延迟", "语音首包", "first audio packet"
_AUDIO = _lazy(r"音频|音讯|语音|声音|(?<![a-z])(?:audio|speech|voice)(?![a-z])")
_BEFORE = 8  # characters before the limit's words where "语音首包" says whose first packet it is


def read_first_audio(r: _Reader) -> None:
    """After the latency readers: a first-token limit said of audio, with speech synthesis named, is dropped."""
    if r.tts_said is None:
        return
    for f in r.found:
        if f.fact != "max_ttft_s" or not _AUDIO.search(r.t, max(0, f.start - _BEFORE), f.end):
            continue
        f.fact = "_first_audio"
        said, ms = r.quote(f.start, f.end), f"{float(f.value) * 1000:,.0f}"
        r.note(f"“{said}”: the first audio packet is the speech model's ({ms} ms from text to the first sound), not "
               "the chat model's first token: the speech model is not sized here, and the chat model in front of it "
               "gets only the share of those ms that the speech model leaves — not applied, as that share is not "
               "said; measure the speech model's own first packet, then give the rest with --max-ttft and the "
               "rewriting prompt's length with --input-tokens",
               f"“{said}”：首包音频是语音模型的（从文字到第一段声音 {ms} 毫秒），不是前面对话模型的首字延迟："
               "语音模型这里不估算，前面的对话模型只分得语音模型用剩的那部分——这部分没说，所以不套用到对话模型上；"
               "先实测语音模型自己的首包时间，再用 --max-ttft 给出剩下的时间、用 --input-tokens 给出改写提示的长度")
