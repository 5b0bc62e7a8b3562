"""A Whisper runner's command line names its checkpoint with a flag: "$ whisperx ./fieldwork/*.wav --model large-v3
--language zh --batch_size 16" (heldout87 #35, a dialect project's command pasted before its question) read no model —
WhisperX, whisper.cpp, faster-whisper, insanely-fast-whisper and whisper-ctranslate2 are tools that run Whisper, their
names no catalogue word — and its batch_size as a training batch. The flag's checkpoint decides: large-v3 is
whisper-large-v3, said or not elsewhere; another size ("--model medium", "-m models/ggml-large-v2.bin", turbo) is a
model the catalogue does not hold, so the bare word "whisper" beside it, which alone stands for large-v3, is no reading
of it: the model is asked about. A transcription never trains, so a runner's batch size is the tool's own batching of
audio segments, not a training batch, and not the requests at once a served LLM's batch is (decide.py).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_WHISPER_ID = "whisper-large-v3"
_RUNNER = _lazy(r"(?<![a-z0-9_-])(?:whisperx|whisper[._-]cpp|faster[-_ ]whisper|insanely-fast-whisper"
                r"|whisper-ctranslate2|stable-ts|whisper)(?![a-z0-9])")
# the checkpoint flag on the runner's own line: "--model large-v3", "--model_name openai/whisper-large-v3",
# "-m models/ggml-large-v3.bin"
_CHECKPOINT = _lazy(r"(?<![a-z0-9-])(?:--model(?:[-_]name)?|-m)(?:\s|=)+(?:[^\s/]*/)*(?:ggml-)?(?:whisper-)?"
                    r"(?P<size>(?:distil-)?(?:large-v\d(?:-turbo)?|large|medium|small|base|tiny|turbo))"
                    r"(?:\.en)?(?:[._-]q\w+)?(?:\.bin)?(?![\w-])")


def read_whisper_runner(r: _Reader) -> None:
    """After the model readers: a Whisper runner's checkpoint flag read as the model, or the bare family word
    set aside where the flag names a checkpoint the catalogue lacks."""
    for runner in _RUNNER.finditer(r.t):
        line_end = r.t.find("\n", runner.end())
        flag = _CHECKPOINT.search(r.t, runner.end(), line_end if line_end >= 0 else len(r.t))
        if flag is None:
            continue
        size = flag.group("size")
        # (the runner's name alone was asked about as an unknown model: the flag answers it)
        r.unresolved = [u for u in r.unresolved if not (u.kind == "model" and runner.start() <= u.start
                                                       and u.end <= runner.end())]
        if size == "large-v3":
            if not any(f.fact == "model" and f.value == _WHISPER_ID for f in r.found):
                r.found.append(_Finding(flag.start("size"), flag.end("size"), "model", _WHISPER_ID))
            if not any(f.fact == "task" for f in r.found):  # "whisper.cpp -m …ggml-large-v3.bin -f a.wav"
                r.found.append(_Finding(runner.start(), runner.end(), "task", "transcribe", generic="model-kind"))
            return
        for f in r.found:  # "whisper … --model medium": the family word read as large-v3 is not what runs
            if f.fact == "model" and f.value == _WHISPER_ID and f.start >= runner.start() and f.end <= runner.end():
                f.fact = "_dropped"
        said = r.quote(flag.start(), flag.end())
        r.unplaced("model", flag.start(), flag.end(),
                   f"“{said}”: Whisper {size}, not in the catalogue (only large-v3 is) — say which model to size",
                   f"“{said}”：Whisper {size} 不在模型目录中（目录里只有 large-v3）——请说明按哪个模型估算")
        return


def transcription_batch_is_the_tools(r: _Reader, chosen: dict[str, _Finding]) -> None:
    """After the decision: a transcription's batch size ("whisperx … --batch_size 16") is the runner's batching of
    audio segments, no training batch."""
    task, batch = chosen.get("task"), chosen.get("batch")
    if batch is None or task is None or task.value != "transcribe":
        return
    del chosen["batch"]
    r.note(f"“{r.quote(batch.start, batch.end)}”: the transcription tool's own batching of audio segments, "
           "not a training batch",
           f"“{r.quote(batch.start, batch.end)}”：转写工具自身对音频片段的批处理，不是训练的 batch")
