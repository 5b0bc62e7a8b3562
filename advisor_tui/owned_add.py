"""A card added to the person's own (review 95 c04, critical): "屋企部機而家有一張3090，想再加一張卡
（二手3090或者4090）跑 Qwen2.5-32B，context 16k，火牛1000W" heard only what the one 3090 does, then a rented
A100 — never which card to add.
One line per candidate for the added card (the owned card again, then each named alternative): whether the owned and
the added cards hold the job together — at the answer's precision, else the smaller ones the verdicts on one card try
(advisor_tui.named_cards) — split how, at which launch, what the added card costs new, and whether the power supply
said carries them. A mixed pair (3090 + 4090) is placed as two of the smaller, slower card: vLLM's tensor parallelism
gives each card an equal share and moves at the slower card's pace, so the faster card buys nothing for a split job.
No new memory arithmetic: the placement, the launch and the speed are named_cards' own helpers."""

from __future__ import annotations

from typing import Any

from advisor_tui.owned_add_smaller import smaller_for_the_models
from knowledge.schema import I18n
from knowledge.text import money
from rules.fact_vocab import HOST_SHARE_W
from rules.old_purchase import stale_launch_price


def added_verdicts(adding: Any, result: Any, nc: Any) -> list[Any]:
    """The verdicts on ``adding`` (advisor_tui.understand.result.AddedCards) against the consultation ``result``, one
    per candidate; [] without a knowledge base or a card it knows. ``nc``: advisor_tui.named_cards, whose verdicts
    call this one and whose helpers place, launch and time the cards (passed in, not imported: one direction)."""

    kb = getattr(result, "kb", None)
    if kb is None or adding is None or adding.owned not in kb.cards_by_id:
        return []
    out = []
    for candidate in adding.candidates:
        if candidate not in kb.cards_by_id:
            continue
        said = _one(kb, adding, candidate, result, nc)
        out.append(nc.NamedCard(candidate, "add" if said[1] else "add-short", said[0]))
    return out


def _one(kb: Any, adding: Any, candidate: str, result: Any, nc: Any) -> tuple[I18n, bool]:
    """(the line for ``candidate`` as the added card, whether the cards together hold the job)."""
    own, new = kb.card(adding.owned), kb.card(candidate)
    total = adding.owned_count + adding.count
    have_en = "your one" if adding.owned_count == 1 else f"your {adding.owned_count} ×"
    have_zh = "你的一张" if adding.owned_count == 1 else f"你的 {adding.owned_count} 张"
    more_en = "another" if adding.count == 1 else f"{adding.count} more"
    more_zh = "再加一张" if adding.count == 1 else f"再加 {adding.count} 张"
    en = f"→ {have_en} {own.id} + {more_en} {candidate} ({total} cards)"
    zh = f"→ {have_zh} {own.id} {more_zh} {candidate}（共 {total} 张）"
    if own.vendor != new.vendor:
        return I18n(en=f"{en}: a {own.vendor} card and a {new.vendor} card do not split one model in one engine "
                       "(vLLM and llama.cpp's CUDA build run on one maker's cards) — add a card of the same maker.",
                    zh=f"{zh}：{own.vendor} 和 {new.vendor} 两家的卡不能在同一个推理引擎里拆分一个模型"
                       "（vLLM、llama.cpp 的 CUDA 版都只用一家的卡）——请加同一厂商的卡。"), False
    # the pair is as good as its smaller memory, then its slower card (an equal share each, the slower card's pace)
    bound = min((own, new), key=lambda c: (c.vram_gb, c.bandwidth_gbs))
    if own.id != new.id:
        other = new if bound is own else own
        en += (f": split, each card holds an equal share and runs at the slower one's pace, so it works as {total} × "
               f"{bound.id} ({bound.vram_gb:g} GB each)")
        zh += (f"：拆分时每张卡各放一份、按较慢那张的速度跑，所以相当于 {total} 张 {bound.id}"
               f"（每张 {bound.vram_gb:g} GB）")
        if other.vram_gb == bound.vram_gb and other.bandwidth_gbs >= bound.bandwidth_gbs:
            en += f" — for a split job the {other.id} buys nothing over a second {bound.id}"
            zh += f"——对拆分的任务，{other.id} 比第二张 {bound.id} 没有多买到什么"
        elif other.vram_gb > bound.vram_gb:
            en += (f" (llama.cpp's --tensor-split can give the {other.id} a larger share by layers; vLLM's tensor "
                   "parallelism cannot)")
            zh += f"（llama.cpp 的 --tensor-split 可按层多分给 {other.id}；vLLM 的张量并行不行）"
    holds, how = _holds(kb, bound.id, total, result, nc)
    en, zh = f"{en}: {how.en}", f"{zh}：{how.zh}"
    alone = _placed_as_asked(kb, own.id, adding.owned_count, result, nc)
    if alone:  # the cards at home already hold it: the added one buys room and speed, not the job
        some_en, some_zh = ("Your one", "你的一张") if adding.owned_count == 1 else (
            f"Your {adding.owned_count}", f"你的 {adding.owned_count} 张")
        at_en, at_zh = _precision_said(result.facts)
        en = f"{_ended(en, zh)[0]} {some_en} {own.id} already hold{'s' if adding.owned_count == 1 else ''} it {at_en}."
        zh = f"{_ended(en, zh)[1]}{some_zh} {own.id} {at_zh}已经装得下。"
    en, zh = _ended(en, zh)
    if total > 1 and bound.interconnect not in ("nvlink", "infinity-fabric", "hccs") \
            and result.facts.task == "inference":
        en += (f" Split over PCIe: tensor parallel {total} in vLLM (--tensor-parallel-size {total}), or a split by "
               "layers in llama.cpp (--split-mode layer).")
        zh += (f"经 PCIe 拆分：vLLM 用张量并行 {total}（--tensor-parallel-size {total}），"
               "或 llama.cpp 按层拆分（--split-mode layer）。")
    price = _price(kb, candidate, adding.count, result)
    power = _power(adding, own, new, total)
    for part in (price, power):
        if part is not None:
            en, zh = f"{en} {part.en}", f"{zh}{part.zh}"
    return I18n(en=en, zh=zh), holds


def _ended(en: str, zh: str) -> tuple[str, str]:
    """Both texts closed by a full stop (a launch command ends a verdict without one)."""
    return (en if en.endswith((".", "?")) else f"{en}.", zh if zh.endswith(("。", "？")) else f"{zh}。")


def _holds(kb: Any, card_id: str, count: int, result: Any, nc: Any) -> tuple[bool, I18n]:
    """Whether ``count`` of the card hold the job — as asked, else at the smaller precisions (or lighter training
    settings) the verdicts on one card try — and how to start it (named_cards' helpers)."""
    facts = result.facts
    got = nc._placed(kb, facts, card_id, count)
    at_en, at_zh = _precision_said(facts)
    if got is not None and got[1]:
        said = I18n(en=f"they hold the job {at_en} ({got[0]:,.1f} GB).",
                    zh=f"{at_zh}就装得下（{got[0]:,.1f} GB）。")
        command = nc._launch(kb, facts, card_id, count)
        if command:
            said = I18n(en=f"{said.en} Launch: {command}", zh=f"{said.zh}启动：{command}")
            if (speed := nc._speed(kb, facts, card_id, count)) is not None:
                said = I18n(en=f"{said.en}. {speed.en}", zh=f"{said.zh}。{speed.zh}")
        return True, said
    need = f"{got[0]:,.1f} GB" if got is not None else "the job"
    as_asked = I18n(en=f"{at_en} they do not hold {need};", zh=f"{at_zh}装不下 {need}；")
    smaller = nc._smaller_weights(card_id, count, result) or nc._lighter_training(card_id, count, result) \
        or smaller_for_the_models(kb, card_id, count, result, nc)
    if smaller is None:
        return False, I18n(en=f"{as_asked.en[:-1]}.", zh=f"{as_asked.zh[:-1]}。")
    holds = "would hold it" in smaller.en or "can train it" in smaller.en
    return holds, I18n(en=f"{as_asked.en} {smaller.en[:1].lower()}{smaller.en[1:]}", zh=f"{as_asked.zh}{smaller.zh}")


def _precision_said(facts: Any) -> tuple[str, str]:
    """The precision the verdict is at: the person's own ("as asked (fp8)"), or the default nobody asked for (review
    110 C10-b: "as asked (fp16)" where no precision was said)."""
    if any(k == "precision" for k, _v in facts.assumed) and facts.precision in ("fp16", "bf16"):
        return "at bf16/fp16 (the default)", "按默认精度 bf16/fp16 "
    return f"as asked ({facts.precision})", f"按原设定（{facts.precision}）"


def _placed_as_asked(kb: Any, card_id: str, count: int, result: Any, nc: Any) -> bool:
    got = nc._placed(kb, result.facts, card_id, count)
    return bool(got is not None and got[1])


def _price(kb: Any, card_id: str, count: int, result: Any) -> I18n | None:
    """The added card's price where the knowledge holds a purchase price: new (launch or on sale), and a used one
    cheaper, its price not held (the wording of the reader's note on "二手", advisor_tui.understand.cards)."""
    from rules.estimate.purchase import purchase

    facts = result.facts
    got = purchase(kb, card_id, count, region=facts.region or "intl", display=result.display_currency, fx=facts.fx)
    if got is None or not got.complete:
        return I18n(en=f"No dated purchase price is held for the {card_id}: ask a seller.",
                    zh=f"知识库没有 {card_id} 带日期的购买价：请向卖家询价。")
    if stale_launch_price(kb.card(card_id), got.row, facts.today):
        # review 112 C3: "2 × $1,499 (launch MSRP, 2020-09-01) = ¥21,045, over your budget" for a card out of production
        return I18n(en=f"No current price is held for a {card_id}: the only one on file is its {got.row.as_of[:4]} "
                       f"launch price (${got.row.price:,.0f}, {got.row.source}, {got.row.as_of}), not a shelf price — "
                       "the card is end-of-line and new stock is rare; a used one usually costs much less (ask about "
                       "warranty and mining or rental use) — get a dated quote before you count on it.",
                    zh=f"知识库没有 {card_id} 的当前价格：唯一的记录是它 {got.row.as_of[:4]} 年的首发价（"
                       f"${got.row.price:,.0f}，{got.row.source}，{got.row.as_of}），不是现在的货架价——这款卡已停产，"
                       "新卡很难买到；二手通常便宜得多（问清保修，以及是否来自矿场或算力出租）——先拿到带日期的报价再算。")
    shown_en, shown_zh = got.what("en"), got.what("zh")
    if got.total_display is not None and got.row.currency != result.display_currency:
        shown_en += f" = {money(got.total_display, result.display_currency)}"
        shown_zh += f" = {money(got.total_display, result.display_currency)}"
    budget = facts.budget
    if budget is not None and budget.unit == "total" and budget.currency == result.display_currency \
            and got.total_display is not None:  # a budget for the card, said in the answer's currency
        said = money(budget.amount, budget.currency)
        if got.total_display <= budget.amount * 1.0001:
            shown_en, shown_zh = f"{shown_en}, within your {said} budget", f"{shown_zh}，在你的 {said} 预算内"
        else:
            over = money(got.total_display - budget.amount, budget.currency)
            shown_en, shown_zh = (f"{shown_en}, over your {said} budget by {over} new",
                                  f"{shown_zh}，按新卡超出你的 {said} 预算 {over}")
    return I18n(en=f"To buy it new: {shown_en}; no used price is held — a used {card_id} usually costs much less "
                   "(ask about warranty and mining or rental use).",
                zh=f"买新卡：{shown_zh}；这里没有二手价——二手 {card_id} 通常便宜得多"
                   "（问清保修，以及是否来自矿场或算力出租）。")


def _power(adding: Any, own: Any, new: Any, total: int) -> I18n | None:
    """The power supply said against the cards' board power and NVIDIA's share for the rest of a machine (rules.
    fact_vocab.HOST_SHARE_W: 850 W for one 450 W RTX 4090): where it falls short, the power limit on each card that
    brings it within; None without a supply said or a board power held."""
    supply = adding.supply_w
    if not supply or not own.tdp_w or not new.tdp_w:
        return None
    gpus = own.tdp_w * adding.owned_count + new.tdp_w * adding.count
    need = gpus + HOST_SHARE_W
    if need <= supply:
        return I18n(en=f"Power: {gpus:,.0f} W of board power plus ~{HOST_SHARE_W:,.0f} W for the rest of the machine "
                       f"(NVIDIA's sizing) is within your {supply:,.0f} W supply.",
                    zh=f"功耗：板卡 {gpus:,.0f} W 加整机其余约 {HOST_SHARE_W:,.0f} W（按英伟达的电源配置）在你的 "
                       f"{supply:,.0f} W 电源以内。")
    each = int((supply - HOST_SHARE_W) / total // 10 * 10)
    head_en = (f"Power: {gpus:,.0f} W of board power plus ~{HOST_SHARE_W:,.0f} W for the rest of the machine "
               f"(NVIDIA sizes a one-RTX-4090 system at 850 W for its 450 W) is {need:,.0f} W, over your "
               f"{supply:,.0f} W supply")
    head_zh = (f"功耗：板卡 {gpus:,.0f} W 加整机其余约 {HOST_SHARE_W:,.0f} W"
               f"（英伟达给单张 450 W 的 RTX 4090 整机配 850 W 电源）共 {need:,.0f} W，超过你的 {supply:,.0f} W 电源")
    if own.vendor == "nvidia" and each >= 0.6 * min(own.tdp_w, new.tdp_w):
        return I18n(en=f"{head_en} — cap each card at {each} W (sudo nvidia-smi -pl {each}, again after each reboot).",
                    zh=f"{head_zh}——把每张卡的功耗上限设为 {each} W（sudo nvidia-smi -pl {each}，每次重启后再设）。")
    return I18n(en=f"{head_en} — a larger supply is needed for {total} cards.",
                zh=f"{head_zh}——{total} 张卡需要更大的电源。")
