"""A model fine-tuned before, now to be served: "基于 Qwen2.5-7B-Instruct 用 LoRA 调过的粤语对话 demo …
想自己租卡把这个 demo 挂起来" (heldout76 #30: read as a LoRA job to size), "之前用 LoRA 微调好的 qwen2.5 7b，
现在要部署", "a Qwen2.5-7B we LoRA-tuned last month, now we want to serve it". The tuning is done (过的 / 好的 /
"we … tuned"): its words name the weights, not the job, which is serving them. Only where something is served
(部署, 挂起来, 上线, serve, host, deploy …); a new run said beside the old one ("之前 LoRA 调过一版，这次想全参")
keeps its own words."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_TRAINING = ("lora", "qlora", "full-finetune")
# the tuning done, said of the weights: "用 LoRA 调过的", "微调好的", "训好的", "we LoRA-tuned last month", "our
# fine-tuned Qwen", "we've already fine-tuned it"
_DONE = _lazy(
    r"(?:用|拿|基于)?\s?(?:lora|qlora|全参)?\s?(?:微调|精调|调|训练|训|finetune|fine-tune)\s?(?:过|好)\s?(?:了)?\s?的"
    r"|(?<![a-z])(?:we|i|they|we'?ve|i'?ve|they'?ve|we had|i had)(?: (?:have|had|already|previously|just))*"
    r" (?:lora[- ]?tuned|qlora[- ]?tuned|fine-?\s?tuned|finetuned|trained)(?![a-z])"
    r"(?:[^.;!?\n]{0,30}?(?:last (?:week|month|year|quarter)|earlier|before|already|ago))?"
    r"|(?<![a-z])(?:already|previously) (?:lora[- ]?tuned|fine-?\s?tuned|finetuned|trained)(?![a-z])"
    r"|(?<![a-z])(?:our|my|the|a|an) (?:own )?(?:lora|qlora|fine)[- ]?tuned(?![a-z])")
_SERVED = _lazy(r"部署|挂起来|挂上去|挂着|上线|跑起来|对外提供|给[^,，。;；\n]{0,8}用"
                r"|(?<![a-z])(?:serv(?:e|ing)|host(?:ing)?|deploy(?:ing|ed)?|put it (?:online|up)|expose|api|endpoint"
                r"|demo)(?![a-z])")


def tuned_before(r: _Reader) -> None:
    """Before the decision: a training task inside words that say the tuning is done, where something is served, is
    set aside (the serving is the job)."""
    served = _SERVED.search(r.t)
    if served is None:
        return
    spans = [(max(0, m.start() - 12), m.end()) for m in _DONE.finditer(r.t)]
    if not spans:
        return
    dropped = [f for f in r.found if f.fact == "task" and f.value in _TRAINING
               and any(a <= f.start and f.end <= b for a, b in spans)]
    if not dropped or any(f.fact == "task" and f.value in _TRAINING and f not in dropped for f in r.found):
        return  # a new run said beside the old one keeps its own words
    for f in dropped:
        f.fact = "_task_dropped"
    if not any(f.fact == "task" and f.value == "inference" for f in r.found):
        r.found.append(_Finding(served.start(), served.end(), "task", "inference"))
    a, b = spans[0]
    r.note(f"“{r.quote(a, b)}”: the model is tuned already — what is sized is serving it",
           f"“{r.quote(a, b)}”：模型已经调好——估算的是部署它")
