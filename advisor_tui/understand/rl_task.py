"""The method of an RL post-training run said by its algorithm alone (review 91 c01, ctl01b).

"想用 GRPO 对 Qwen3-8B 做强化学习（用 TRL）" names no method: the library (TRL), "微调" or "训练" beside GRPO
says the run trains, not how. GRPO at 8B is run full-parameter as often as with LoRA, so the reader sets no method
there and rules.fact_rl assumes full fine-tuning — TRL's GRPOTrainer trains every weight unless given a PEFT config —
and says so. PEFT named, or LoRA / QLoRA / 全参 said, is a method, and reads as before. Nor does a model named with no
word of training read as serving it when an RL run is read: the run trains (review 91 ctl01b said
"没有提到训练：按运行模型（推理）理解" right before assuming 全参微调).
"""

from __future__ import annotations

from collections.abc import Iterable

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_ADAPTERS = _lazy(r"peft|adapters?|适配器")


def rl_read(r: _Reader) -> bool:
    """A post-training run was read: on-policy RL (GRPO, PPO, …) or preference tuning (DPO, whose method is
    rules.fact_preference's the same way)."""
    return any(f.fact in ("rl", "preference") for f in r.found)


def leave_rl_method_unsaid(r: _Reader, generic: Iterable[_Finding]) -> bool:
    """Drop the training words that say no method beside an RL run (True: dropped, no task is picked); a PEFT
    library or adapters named keep them (read as LoRA, as any fine-tune)."""
    generic = list(generic)
    if not generic or not rl_read(r) or any(_ADAPTERS.search(r.t[f.start:f.end]) for f in generic):
        return False
    for f in generic:
        f.fact = "_task_dropped"
    return True
