"""Preference tuning said in words: "DPO Llama-3.1-8B on 20k preference pairs", "用 QLoRA 做 DPO … 3 万条偏好数据",
"chosen/rejected pairs", "偏好对". DPO is its own fact (rules.fact_preference), never the rl fact: it samples no
rollouts. The pairs themselves are the samples, read by the count readers as any samples are.

Near misses, which set nothing:
  - a data-protection officer: "our DPO signed off", "the DPO approved the data flow", "数据保护官（DPO）审批";
  - "DPO" with no word of training anywhere (no pairs, no fine-tuning, no epochs): an acronym, not a method;
  - preference data for another method: a reward model trained on the pairs, an RL run (RLHF / PPO read first), or
    ORPO / SimPO / KTO / CPO named — those differ from DPO (no reference model, or unpaired data) and are not
    modelled: said so, and sized as the method read (SFT-shaped).
Runs after read_rl (an RL run's words are its own) and before the count readers.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_DPO = _lazy(r"(?<![a-z])dpo(?![a-z])")
# a data-protection officer, around the acronym
_OFFICER = _lazy(
    r"data[- ]protection|officer|gdpr|privacy|legal|compliance team|数据保护|个人信息保护|合规"
    r"|(?:our|the|their|my|your|company'?s?|a)\s(?:new\s)?dpo(?:\s(?:has|had|already|finally|just))?\s"
    r"(?:signed|approved|said|says|reviewed|requires?|insists?|wants?|asked|cleared|needs?|is|was|will|must|team"
    r"|office|sign|okay?ed|ok'?d|agreed|confirmed|objected|refused)"
    r"|dpo\s?(?:审批|批准|同意|签字|签了|要求|说|已经|那边)")
# training said anywhere: the acronym names a method only beside it
_TRAINING = _lazy(
    r"train|fine-?\s?tun|(?<![a-z])tun(?:e|ing)(?![a-z])|pairs?(?![a-z])|preference|chosen|rejected|epochs?|lora|qlora"
    r"|full[- ]param|(?<![a-z])beta(?![a-z])|(?<![a-z])to\sdpo(?![a-z])|dpo(?:-?ing|['’]?d)?\s(?:a|the|my|our)?\s?"
    r"(?:llama|qwen|mistral|gemma|phi|deepseek|glm|yi|model)"
    r"|训练|微调|偏好|全参|做\s?dpo|跑\s?dpo|用\s?dpo|dpo\s?(?:训练|微调|对齐)|epoch|轮")
# preference data named without the acronym
_PAIRS = _lazy(
    r"preference\s(?:pairs?|data(?:set)?|dataset|tuning|optimi[sz]ation|training)|chosen\s?(?:/|and|&|vs\.?|,)\s?rejected"
    r"|(?:chosen|rejected)\s(?:responses?|answers?|completions?)|偏好(?:数据|对|样本|训练|优化)")
# another method over the same data: no reference model (ORPO, SimPO, CPO), unpaired (KTO), a reward model, RLHF
_OTHER = _lazy(r"(?<![a-z])(?:orpo|simpo|kto|cpo|ipo)(?![a-z])|reward\s?model|奖励模型|rlhf")


def read_preference(r: _Reader) -> None:
    """The preference-tuning method: DPO said beside training, or preference pairs said with no other method."""
    if any(f.fact == "rl" for f in r.found):
        return  # "RLHF 偏好对齐 … 8 generations": an RL run (read_rl), no DPO
    t = r.t
    officer = [m.span() for m in _OFFICER.finditer(t)]
    for m in _DPO.finditer(t):
        near = any(s - 20 <= m.start() <= e + 20 for s, e in officer)
        if near or not _TRAINING.search(t) or not r.free(m.start(), m.end(), keyword=True):
            continue
        r.add(m.start(), m.end(), "preference", "dpo", mask="kw")
        return
    other = _OTHER.search(t)
    if other is not None:
        if other.group() in ("orpo", "simpo", "kto", "cpo") and not any(f.fact == "task" for f in r.found):
            r.add(other.start(), other.end(), "task", "full-finetune", mask="kw")  # it trains every weight (TRL)
        if _PAIRS.search(t) and other.group() not in ("reward model", "奖励模型", "rewardmodel", "rlhf"):
            r.note(f"{other.group().upper()} is not modelled (it differs from DPO: no reference model, or unpaired "
                   "data): sized as the fine-tuning method read, one sequence a sample — ask for DPO to size a "
                   "reference model and both sequences of each pair",
                   f"未建模 {other.group().upper()}（与 DPO 不同：无参考模型或非成对数据）：按读到的微调方式、"
                   "每条样本一条序列估算——如需按 DPO（参考模型、每对两条序列）估算请说明")
        return
    m = _PAIRS.search(t)
    if m is not None and r.free(m.start(), m.end(), keyword=True):
        r.add(m.start(), m.end(), "preference", "dpo", mask="kw")
        r.note("preference pairs with no method said: read as DPO, TRL's preference trainer",
               "给了偏好数据但没说方法：按 DPO（TRL 的偏好训练器）理解")
