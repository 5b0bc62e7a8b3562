"""A second, occasional serving job beside a main training job, with its own model: "主要做 Qwen2.5-7B/14B 的
LoRA 和全参微调，偶尔推理 Llama-3.1-70B（int4 可以）", "we'll full fine-tune Qwen2.5 14B; occasionally we also
serve Llama 3.1 70B in int4". The training is the answer; the serving is a job of its own, answered in brief under
ALSO ASKED (advisor_tui.also_asked) — before, its model made a second-model conflict with the training's and its
"int4" was taken as the whole message's precision (review 93 c02). What its clause says (its model, its precision,
its context and load) goes with it, never with the training."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import clause_around
from advisor_tui.understand.reader import _Reader

_CLAUSE_END = re.compile(r"[,，。;；!?！？\n]|\.(?!\d)")
_CUE = re.compile(r"(?:偶尔|有时候?|另外|间或|不时)[^,，。;；]{0,8}$"
                  r"|(?<![a-z])(?:also|occasionally|occasional|sometimes|now and then|from time to time)"
                  r"(?![a-z])[^,，.;；]{0,24}$")
_TRAINING = ("qlora", "lora", "full-finetune", "pretrain", "finetune", "train")
# what the serving job's own clause says: its model and what sizes serving it
_OWN = ("model", "params_b", "precision", "kv_precision", "context_tokens", "concurrency", "rps", "users", "seats",
        "min_tps", "max_ttft_s", "requests_per_day", "input_tokens", "output_tokens")


def _clause(r: _Reader, at: int) -> tuple[int, int]:
    return clause_around(r.t, at, at, _CLAUSE_END)


def set_side_job_aside(r: _Reader) -> None:
    """Before deciding: an occasional serving job with a model of its own, beside training, set aside as the serving
    part (``r.serving_part``) with what its clause says."""
    for f in [f for f in r.found if f.fact == "task" and f.value == "inference"]:
        lo, hi = _clause(r, f.start)
        if not _CUE.search(r.t, lo, f.start):
            continue
        main = [g for g in r.found if g.fact == "task" and (g.generic in _TRAINING or g.value in _TRAINING)
                and not lo <= g.start < hi]
        if not main or all(_CUE.search(r.t, _clause(r, g.start)[0], g.start) for g in main):
            continue
        own = [g for g in r.found if g.fact in ("model", "params_b") and lo <= g.start < hi]
        others = {g.value for g in r.found if g.fact in ("model", "params_b") and not lo <= g.start < hi}
        if len({g.value for g in own}) != 1 or not others or own[0].value in others:
            continue  # "…, and occasionally serve it": the trained model served, read as before (decide)
        hi = _with_its_precision(r, hi)
        for g in r.found:
            if g.fact in _OWN and lo <= g.start < hi:
                r.serving_part.setdefault(g.fact, g.value)
                g.fact = "_side_job"
        f.fact = "_task_dropped"
        said = r.quote(lo, hi)
        r.note(f"“{said}”: a second job of its own — answered in brief under ALSO ASKED; the answer is sized for the "
               "main job",
               f"“{said}”是另一个任务：在“也问了”部分简要回答；主答案按主要任务估算")


def _with_its_precision(r: _Reader, hi: int) -> int:
    """"有时推理 Llama-3.1-70B，int4 就行": a short clause after it that only says a precision is the side job's too."""
    if hi >= len(r.t):
        return hi
    lo2, hi2 = _clause(r, hi + 1)
    said = [g for g in r.found if lo2 <= g.start < hi2 and not g.fact.startswith("_")]
    if hi2 - lo2 <= 16 and said and all(g.fact in ("precision", "kv_precision") for g in said):
        return hi2
    return hi
