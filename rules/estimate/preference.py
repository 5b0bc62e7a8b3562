"""Offline preference tuning (DPO with TRL): what a DPO run adds to the same data trained as SFT.

A preference sample is a PAIR: one prompt with a chosen and a rejected response. "Tokens per sample" of a pair is
ONE of its sequences, prompt + one response — the length TRL's ``max_length`` bounds (DataCollatorForPreference
truncates ``prompt_ids + chosen_ids`` and ``prompt_ids + rejected_ids`` each to it) — so a pass over P pairs of T
tokens trains 2·P·T tokens (the prompt runs in both sequences).

What TRL's DPOTrainer (trl/trainer/dpo_trainer.py, DPOConfig in dpo_config.py; source ``trl-dpo``) does per batch:
  - the collator stacks the chosen and the rejected sequences of every pair into one batch ("batch is [chosen,
    rejected]"): the policy runs forward and backward on 2 sequences a pair — activations of 2·b sequences at the
    per-device batch b, and 6·N·T FLOPs each (LoRA: 4·N·T, the frozen base gets no weight gradients; + 2·N·T
    recompute under gradient checkpointing, which DPOConfig turns on by default);
  - the reference model's forward on the same 2 sequences under torch.no_grad (checkpointing off): 2·N·T each; its
    logits (2·b·s·V, float32) are held beside the policy's activations until the loss;
  - the reference model: with no PEFT config, a second copy of the policy loaded with the policy's own
    model_init_kwargs — TRL's CLI (trl/scripts/dpo.py) passes ModelConfig.dtype, "float32" by default — frozen and
    prepared (FSDP / ZeRO) like the policy, so sharded like it; with a PEFT adapter (LoRA, QLoRA) no copy: "the
    adapter can be disabled to revert to the initial model";
  - ``precompute_ref_log_probs`` (default False): the reference's log-probs are computed once over the dataset before
    training and "the reference model does not need to be kept in memory" — its forward then runs once, not every
    epoch. Said as a what-if, never assumed.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from knowledge.schema import I18n
from rules.estimate.units import gb

TRL_SOURCE = "trl-dpo"
SEQUENCES_PER_PAIR = 2  # chosen + rejected, one concatenated forward
# TRL's CLI loads the policy, and so its reference copy, in ModelConfig.dtype's default "float32" (mixed precision
# under --bf16 is autocast): the frozen reference takes 4 bytes a parameter; a bf16 reference (2) needs Python
REFERENCE_BYTES = 4.0
REFERENCE_LOGIT_BYTES = 4  # the reference's float32 logits, per vocabulary entry per token
DEFAULT_MAX_LENGTH = 1024  # DPOConfig.max_length
DEFAULT_BETA = 0.1  # DPOConfig.beta
FORWARD = 2  # FLOPs a parameter a token of a forward pass
FULL = 6  # forward + backward, every weight trained
ADAPTER = 4  # forward + activation gradients only (LoRA, QLoRA)
RECOMPUTE = 2


def is_preference(facts: Any) -> bool:
    return bool(getattr(facts, "preference", None))


def has_reference_copy(task: str) -> bool:
    """A second set of weights is held: only when every weight trains (a LoRA's reference is its base, adapter off)."""
    return task in ("full-finetune", "pretrain")


def reference_gb(params_b: float, task: str) -> float:
    """The frozen reference model's weights on one GPU holding everything (sharded like the policy's)."""
    return params_b * REFERENCE_BYTES if has_reference_copy(task) else 0.0


def pair_tokens(pairs: int, tokens_per_sequence: int) -> int:
    """Tokens one pass over ``pairs`` trains: both sequences of each pair."""
    return pairs * SEQUENCES_PER_PAIR * tokens_per_sequence


def pair_flops(params_b: float, tokens_per_sequence: int, method: str, checkpointing: bool,
               reference: bool = True) -> float:
    """FLOPs one pair costs: the policy's pass on both sequences ((6 or 4) + 2 recompute)·N·T each, and the
    reference's forward 2·N·T on each unless its log-probs were precomputed (``reference`` False)."""
    k = (FULL if method == "full" else ADAPTER) + (RECOMPUTE if checkpointing else 0) + (FORWARD if reference else 0)
    return k * params_b * 1e9 * tokens_per_sequence * SEQUENCES_PER_PAIR


def reference_forwards(facts: Any) -> int:
    """2·N·T forward passes the reference model adds over every token trained (0 outside a preference run)."""
    return 1 if is_preference(facts) else 0


def activation_bytes_per_pair_token(sequence_bytes: float, vocab: int) -> float:
    """Activation bytes per token position of one pair at the micro-batch: both sequences' training activations and
    the reference forward's float32 logits for both."""
    return SEQUENCES_PER_PAIR * (sequence_bytes + REFERENCE_LOGIT_BYTES * vocab)


def with_pairs(req: Any, facts: Any) -> Any:
    """``req`` (an SFT-shaped training need) as a DPO run: each micro-batch row a pair of sequences, with the
    reference's logits, and the reference model's weights where every weight trains."""
    if not is_preference(facts) or not req.is_training or req.arch is None:
        return req
    arch, params = req.arch, float(req.params_b or 0)
    seq, batch = int(req.context_tokens or 0), int(req.sequences or 1)
    token = activation_bytes_per_pair_token(req.parts.token_activations_gb * 1e9, arch.vocab)
    ref = reference_gb(params, req.task)
    parts = replace(req.parts, token_activations_gb=gb(token), reference_gb=req.parts.reference_gb + ref)
    bd = parts.breakdown(seq, batch)
    total = sum(bd.values())
    act = bd["activations"]
    en = (f"DPO (TRL's DPOTrainer): each of the {batch} pair(s) a micro-batch runs as 2 sequences of {seq:,} tokens "
          f"(prompt + chosen, prompt + rejected, in one concatenated forward), and the reference model's float32 "
          f"logits for both (4·2·b·s·V) are held beside them: activations {act:,.2f} GB.")
    zh = (f"DPO（TRL 的 DPOTrainer）：每个 micro-batch 的 {batch} 个偏好对各跑 2 条 {seq:,} token 的序列（prompt + "
          f"chosen、prompt + rejected，在一次拼接的前向里），参考模型两条序列的 FP32 logits（4·2·b·s·V）也同时驻留："
          f"激活 {act:,.2f} GB。")
    if ref:
        en += (f" Reference model {ref:,.2f} GB: a frozen second copy of the policy ({params:,.4g} B × "
               f"{REFERENCE_BYTES:g} bytes — TRL's CLI loads it like the policy, float32 by default), sharded across "
               "GPUs like the policy.")
        zh += (f" 参考模型 {ref:,.2f} GB：策略模型的一份冻结副本（{params:,.4g} B × {REFERENCE_BYTES:g} 字节——"
               "TRL 命令行与策略同样加载，默认 float32），与策略一样分片到各卡。")
    else:
        en += " No reference copy: with a LoRA adapter TRL uses the base with the adapter disabled as the reference."
        zh += " 无参考模型副本：LoRA 适配器训练时，TRL 把关掉适配器的基座当作参考模型。"
    notes = [I18n(en=en, zh=zh), precompute_note(ref, facts)]
    ref_en, ref_zh = (f" + reference model {ref:,.2f}", f" + 参考模型 {ref:,.2f}") if ref else ("", "")
    formula = I18n(en=f"{req.formula.en} → DPO: activations × 2 sequences a pair + reference logits = {act:,.2f}"
                      f"{ref_en} → {total:,.2f} GB",
                   zh=f"{req.formula.zh} → DPO：激活 × 每对 2 条序列 + 参考 logits = {act:,.2f}{ref_zh} → "
                      f"{total:,.2f} GB")
    inputs = {**req.inputs, "preference": facts.preference, "sequences_per_pair": SEQUENCES_PER_PAIR,
              "reference_gb": round(ref, 3), "activation_bytes_per_token": round(token)}
    return replace(req, parts=parts, breakdown=bd, vram_gb=total, notes=(*req.notes, *notes), formula=formula,
                   inputs=inputs)


def precompute_note(ref_gb: float, facts: Any) -> I18n:
    """What ``precompute_ref_log_probs`` would change, said and not assumed."""
    epochs = float(getattr(facts, "epochs", None) or 1)
    once_en = (f" and once, not every epoch ({epochs:g} here)" if epochs > 1 else "")
    once_zh = (f"，且只算一次而不是每轮一次（这里 {epochs:g} 轮）" if epochs > 1 else "")
    held_en = f"frees the reference model's {ref_gb:,.2f} GB" if ref_gb else "holds no reference copy either way"
    held_zh = f"省下参考模型的 {ref_gb:,.2f} GB" if ref_gb else "本来就没有参考副本"
    return I18n(
        en=f"Sized with the reference model run beside training (DPOConfig's default). --precompute_ref_log_probs "
           f"computes its log-probs in one pass over the data before training{once_en}, {held_en} — the training "
           "still holds the policy and both sequences of each pair.",
        zh=f"按默认（DPOConfig）参考模型随训练同时前向来估算。--precompute_ref_log_probs 会在训练前用一遍数据预先算好"
           f"参考 log 概率{once_zh}，{held_zh}——训练时仍要放策略模型和每对的两条序列。")


def pass_text(facts: Any) -> tuple[str, str] | None:
    """The Job line's tokens of one pass, as pairs × 2 sequences × tokens (None where the pairs are not known)."""
    pairs, per = getattr(facts, "samples", None), getattr(facts, "tokens_per_sample", None)
    if not is_preference(facts) or not pairs or not per:
        return None
    return (f"{pairs:,} pairs × 2 sequences × {per:,} tokens", f"{pairs:,} 对 × 2 条序列 × {per:,} token")


def flops_terms(facts: Any) -> tuple[str, str]:
    """What the Job line adds per token for a DPO run: the reference model's forward."""
    if not is_preference(facts):
        return "", ""
    return " + 2·N reference forward", " + 2·N（参考模型前向）"
