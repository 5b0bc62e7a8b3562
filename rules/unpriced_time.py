"""A job's size in card-hours on a card with no price to cost it by (an Ascend card for 信创), so that a buyer can ask
for a quote with the job's size in hand (review 109 C4: a Qwen2.5-14B LoRA for a 信创 procurement heard only "1 × 910B
holds the 33.0 GB; ask for a quote", without the ~6 card-hours a quote is asked for). The hours are the priced plans'
own (rules.jobplan.training_time); the money is said only as what a quote would come to, never as a price."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from rules.fact_seller import QUOTE_SELLER
from rules.job_notes import hours_text, hours_text_zh
from rules.media_software import media_time_unpriced


def unpriced_info(kb: Any, facts: Any, req: Any, card: Any, gpus: int) -> dict[str, Any]:
    """What the domestic-chips caveats read of ``card``: whether the person quoted it (then it is priced, and no quote
    is asked for) and, where not, its unpriced time."""
    quoted = any(o.card == card.id and o.provider == QUOTE_SELLER for o in kb.offers)
    return {"quoted": quoted, "media_time": None if quoted else unpriced_time(kb, facts, req, card, gpus)}


def quoted_cards(info: dict[Any, Any]) -> list[str]:
    """The cards the person gave a price for, from the collector's info (``unpriced_info``)."""
    return sorted(key[1] for key, got in info.items()
                  if isinstance(key, tuple) and key[0] == "card" and isinstance(got, dict) and got.get("quoted"))


def unpriced_time(kb: Any, facts: Any, req: Any, card: Any, gpus: int) -> I18n | None:
    """A media job's hours (rules.media_software) or a training job's card-hours on ``gpus`` (≥ 1) of ``card``, the
    deadline against them and the highest quote per card-hour a total budget leaves; None where the job is unsized."""
    if facts.media_units is not None:
        return media_time_unpriced(kb, facts, card)
    if not (facts.is_training and facts.total_train_tokens) or gpus < 1:
        return None
    from rules.jobplan import training_time

    dies = _dies(req, facts, card, gpus)

    t = training_time(kb, facts, req, card, gpus, gpus == 1)
    card_hours = t.gpu_hours
    en = (f" The priced plans' time model: {t.model_flops:.2e} FLOPs at {t.implied_mfu:.0%} MFU take about "
          f"{hours_text(t.wall_hours)} on {gpus} card{'s' if gpus > 1 else ''} ≈ {card_hours:,.1f} card-hours "
          "(start-up included) — the size of the job to ask a quote for")
    zh = (f"按定价方案同一时间模型：{t.model_flops:.2e} FLOPs、MFU {t.implied_mfu:.0%}，{gpus} 张卡约 "
          f"{hours_text_zh(t.wall_hours)}，合 {card_hours:,.1f} 卡时（含启动）——"
          "询价时报这个用量")
    if facts.deadline and t.wall_hours > facts.deadline:
        en += f"; past your {facts.deadline:,.0f} h deadline on {gpus} — more cards shorten it"
        zh += f"；{gpus} 张超过你的 {facts.deadline:,.0f} 小时期限——要更多卡才能缩短"
    elif facts.deadline:
        en += f", within your {facts.deadline:,.0f} h deadline"
        zh += f"，在你的 {facts.deadline:,.0f} 小时期限内"
    budget = facts.budget
    if budget is not None and budget.unit == "total" and budget.amount and card_hours > 0:
        most = float(budget.amount) / card_hours
        en += (f". No price is on file: at a quote of P {budget.currency} per card-hour the job costs "
               f"{card_hours:,.1f} × P; your {float(budget.amount):,.0f} {budget.currency} covers any quote up to "
               f"{most:,.0f} {budget.currency} per card-hour")
        zh += (f"。知识库里没有标价：报价为每卡时 P {budget.currency} 时，任务费用 = {card_hours:,.1f} × P；"
               f"你的预算 {float(budget.amount):,.0f} {budget.currency} 可承受每卡时不超过 {most:,.0f} "
               f"{budget.currency} 的报价")
    else:
        en += f". No price is on file: at a quote of P per card-hour the job costs {card_hours:,.1f} × P"
        zh += f"。知识库里没有标价：报价为每卡时 P 时，任务费用 = {card_hours:,.1f} × P"
    return I18n(en=f"{dies.en}{en}.", zh=f"{dies.zh}{zh}。")


def _dies(req: Any, facts: Any, card: Any, gpus: int) -> I18n:
    """Why one multi-die card (a 910C: two 64 GB NPUs to torch_npu) counts more for the same job than a one-die card
    (review 109 C4: 33.0 GB on a 910B, 38.0 GB on a 910C): the job is split over its dies, each with its own runtime
    and collective buffers."""
    from rules.estimate.split import split

    if card.devices <= 1:
        return I18n(en="", zh="")
    whole = split(req, facts, gpus, card)
    extra = whole.per_gpu_gb - float(req.vram_gb)
    if extra <= 0.05:
        return I18n(en="", zh="")
    per_die = whole.per_gpu_gb / card.devices
    return I18n(
        en=f" One {card.id} is {card.devices} NPUs (dies) to the framework: the job runs across them, each die with "
           f"its own runtime and HCCL buffers, so a card counts {whole.per_gpu_gb:,.1f} GB ({per_die:,.1f} per die), "
           f"{extra:,.1f} GB more than the {float(req.vram_gb):,.1f} GB on one die.",
        zh=f"一张 {card.id} 对框架是 {card.devices} 颗 NPU（die）：任务分到这几颗上，每颗各有自己的运行开销和 HCCL "
           f"通信缓冲，所以整卡按 {whole.per_gpu_gb:,.1f} GB 计（每颗 {per_die:,.1f} GB），比放在一颗上的 "
           f"{float(req.vram_gb):,.1f} GB 多 {extra:,.1f} GB。")
