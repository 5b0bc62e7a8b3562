"""A 70B QLoRA on two 24 GB cards the person has: FSDP shards the 4-bit base and offloads it to CPU RAM (Answer.AI's
fsdp_qlora, "training of 70B models on consumer GPUs"), so the cards hold only the adapters, their Adam states and
the activations (review 82 C04: "can I do it on my two 3090s?" heard a flat "no, 4 would"). Said where the cards hold
the rest, with the hours the cards' compute alone would take — the offload's traffic over PCIe comes on top and no
run of it is measured here."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n

ROOM = 0.95  # the rest held within this much of a card's usable memory


def offloaded_qlora(kb: Any, facts: Any, card_id: str, count: int, variant: Any) -> I18n | None:
    """The verdict's sentence for FSDP-QLoRA with CPU offload on ``count`` of the card, or None where it does not
    apply (one card, a card that is no consumer part, a task that is no adapter training) or does not hold."""
    from rules.jobplan import training_time
    from rules.launch import model_ref

    card = kb.card(card_id)
    if count < 2 or facts.task not in ("lora", "qlora") or card.card_class != "consumer":
        return None
    got = variant(kb, facts, card_id, count, task="qlora", gradient_checkpointing=True)
    if got is None or got[3].split is None:
        return None
    changed, req, _card, placed, _eng = got
    weights = float(placed.split.breakdown.get("weights", 0.0))
    rest = float(placed.per_gpu_need_gb) - weights
    if rest > float(placed.usable_gb) * ROOM:
        return None
    hours = training_time(kb, changed, req, card, placed.gpus, False).wall_hours
    model = changed.model_record(kb) if changed.model else None
    ref = model_ref(kb, model) if model is not None else "YOUR_MODEL"
    epochs = f"{float(getattr(changed, 'epochs', None) or 1):g}"
    seq = int(req.context_tokens or 0)
    launch = (f"python train.py --model_name {ref} --train_type qlora --use_gradient_checkpointing true "
              f"--use_cpu_offload true --context_length {seq} --batch_size 1 --num_epochs {epochs} "
              "--dataset YOUR_DATASET --precision bf16")
    ram = weights * count
    return I18n(
        en=f"With FSDP + QLoRA and the 4-bit base offloaded to CPU RAM (Answer.AI's fsdp_qlora, made for a 70B on two "
           f"24 GB cards; ~{ram:,.0f} GB of system RAM for the base), {count} can train it — {rest:,.1f} GB a card for "
           f"the adapters and activations: at least ~{hours:,.0f} h of compute, slower by the offload's PCIe traffic "
           f"(not measured here). Launch (fsdp_qlora's train.py): {launch}",
        zh=f"用 FSDP + QLoRA 并把 4 位底座卸载到内存（Answer.AI 的 fsdp_qlora，就是为两张 24 GB 卡训 70B 做的；"
           f"底座约占 {ram:,.0f} GB 系统内存），{count} 张就能训——每张卡只放适配器和激活，{rest:,.1f} GB："
           f"算力上至少约 {hours:,.0f} 小时，卸载走 PCIe 还会更慢（这里没有实测）。"
           f"启动（fsdp_qlora 的 train.py）：{launch}")
