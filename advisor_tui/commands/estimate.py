"""`gpu-advisor estimate`: the memory a job needs, and for every card (or one): does it fit, how
many GPUs, how much room, the longest context and the decode-speed bound.

JSON (DESIGN §4): ``{"facts": {...}, "requirement": {...}, "cards": [...]}``. Each card row has
``card``, ``fits`` (on ONE card, with the memory gate's 5 % headroom — the same verdict as
`recommend`), ``gpus_needed`` (smallest 1, 2, 4 … ≤ --max-gpus whose placement fits; null
when none) and the figures of that placement (one card when none fits):
``gpus``, ``per_gpu_need_gb``, ``usable_gb``, ``headroom_gb``, ``max_context_tokens``,
``max_concurrency``, ``decode_tokens_per_s_max`` …, ``layout``, ``pooled`` and ``pool_supported``
(whether the card can pool memory over that many GPUs: the rule engine decides what to make of it).
"""

from __future__ import annotations

import argparse
from typing import Any

from advisor_tui.context import Context
from advisor_tui.fact_options import FLAGS, add_fact_options, raw_facts
from advisor_tui.i18n import tr
from advisor_tui.jsonout import dumps
from advisor_tui.text_table import fmt_num, table
from advisor_tui.vocabulary import part_label
from knowledge import match
from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules.estimate import CardFit, Requirement, requirement
from rules.facts import resolve, session_region
from rules.placement import MIN_HEADROOM, fits, placement
from rules.serving import engine_of


def configure(parser: argparse.ArgumentParser) -> None:
    add_fact_options(parser)
    parser.add_argument("--card", metavar="ID", action="append",
                        help="only these cards: repeat it or give a comma list (fuzzy: '4090', 'a100 80g')")
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def _card(kb: KnowledgeBase, text: str) -> Card:
    if text in kb.cards_by_id:
        return kb.cards_by_id[text]
    hit, close = match.resolve_card(kb, text)
    if hit is None:
        names = ", ".join(c.id for c in close) or "see `gpu-advisor cards`"
        raise InputError(f"unknown --card: {text[:60]!r} (close: {names})")
    return kb.cards_by_id[hit.id]


def card_rows(req: Requirement, facts: Any, cards: list[Card], lang: str = "en"
              ) -> list[tuple[Card, CardFit, int | None, dict[str, Any]]]:
    """(card, placement, gpus needed, JSON row) per card."""
    out = []
    for card in cards:
        one, needed, at_n = placement(req, facts, card, inverse=True)
        placed = at_n if at_n is not None else one
        row = placed.to_dict(lang)
        row.update({"card": card.id, "fits": fits(one), "gpus_needed": needed or None,
                    "pool_supported": (not placed.pooled) or placed.gpus <= card.max_pool_gpus})
        row["engine_max_context_tokens"] = _engine_context(req, facts, card, placed)
        out.append((card, placed, needed, row))
    return out


def _engine_context(req: Requirement, facts: Any, card: Card, placed: CardFit) -> int | None:
    """The longest context the serving engine's own budget holds on this placement (vLLM keeps
    0.9 of the card): the physical figure would fail at launch ("max_model_len … larger than the
    KV cache"). None where there is no serving engine or the placement does not fit."""
    if req.kind != "llm" or req.is_training or placed.max_context_tokens is None or not fits(placed):
        return None
    from rules.estimate.engines import engine_fit
    from rules.pipeline import engine_max_context

    eng = engine_fit(req, placed, card, engine_of(facts))
    return engine_max_context(placed, req, eng)


def _title(req: Requirement, facts: Any, kb: KnowledgeBase, lang: str) -> str:
    model = facts.model_record(kb)
    name = model.name if model else (f"{facts.params_b:g}B" if facts.params_b else facts.task)
    bits = [name, facts.task]
    if req.precision:
        bits.append(req.precision)
    if req.kind == "llm" and req.context_tokens:
        if req.is_training:
            bits.append(tr(lang, f"{req.context_tokens:,} tokens × batch {req.sequences}",
                           f"{req.context_tokens:,} token × 批大小 {req.sequences}"))
        else:
            bits.append(tr(lang, f"{req.context_tokens:,} tokens × {req.sequences} sequence(s)",
                           f"{req.context_tokens:,} token × {req.sequences} 路并发"))
    return " · ".join(bits)


def run(args: argparse.Namespace, ctx: Context) -> int:
    kb = ctx.kb
    lang = ctx.lang
    region = session_region("zh-Hant" if getattr(ctx, "hant", False) else lang)  # (recommend's rule: review 100 c10)
    facts = resolve(raw_facts(args), kb, names=FLAGS, defaults={"region": region})
    asked = [part.strip() for given in (args.card or ()) for part in given.split(",") if part.strip()]
    if args.card and not asked:
        raise InputError("invalid --card: empty (give a card id such as rtx-4090, or a comma list)")
    chosen = list(dict.fromkeys(_card(kb, text) for text in asked))  # in the order given, once each
    req = requirement(facts, kb)
    cards = chosen or sorted(kb.cards, key=lambda c: (c.vram_gb, c.id))
    rows = card_rows(req, facts, cards, lang)
    shown_engine = "engine" not in dict(facts.assumed) and getattr(facts, "engine", None)
    if shown_engine:  # DESIGN §8: --engine shows that engine's own memory model per card
        for card_, placed, _needed, row in rows:
            row["engine"] = _engine_row(kb, facts, req, card_, placed, lang)
    if args.json:
        ctx.print(dumps({"facts": facts.to_dict(kb), "requirement": req.to_dict(lang),
                         "cards": [r[3] for r in rows]}))
        return 0

    ctx.print(_title(req, facts, kb, lang))
    if facts.assumed:
        shown = ", ".join(f"{k}={v}" for k, v in facts.assumed)
        ctx.print(tr(lang, f"assumed: {shown}", f"默认假设：{shown}"))
    for note in facts.notes:
        ctx.print("! " + note.get(lang))  # (review 109: the I18n object itself was printed)
    ctx.print()
    body = [[part_label(k, lang, inline=True), fmt_num(v, 2)] for k, v in req.breakdown.items()]
    body.append([tr(lang, "total", "合计"), fmt_num(req.vram_gb, 2)])
    ctx.print(table([tr(lang, "component", "组成"), "GB"], body, "<>"))
    if req.rule_of_thumb_gb is not None:
        what = (tr(lang, "weights × 1.2", "权重 × 1.2") if not req.is_training
                else tr(lang, "parameters × 16 bytes", "参数量 × 16 字节"))
        ctx.print(tr(lang, f"source 1's rule of thumb ({what}): {req.rule_of_thumb_gb:,.2f} GB",
                     f"来源 1 经验值（{what}）：{req.rule_of_thumb_gb:,.2f} GB"))
    if req.comfortable_gb is not None and req.comfortable_gb > req.vram_gb:
        ctx.print(tr(lang, f"comfortable: {req.comfortable_gb:,.2f} GB (the range's upper end)",
                     f"宽裕：{req.comfortable_gb:,.2f} GB（区间上限）"))
    ctx.print(tr(lang, "formula: ", "公式：") + req.formula.get(lang))
    ctx.print()
    for note in req.notes:
        ctx.print("- " + note.get(lang))
    ctx.print()

    engine = engine_of(facts) if req.kind == "llm" and not req.is_training else None
    headers = [tr(lang, "card", "卡型"), tr(lang, "VRAM", "显存"), tr(lang, "usable GB", "可用 GB"),
               tr(lang, "fits 1", "单卡"), tr(lang, "GPUs", "卡数"),
               tr(lang, "GB/GPU", "每卡 GB"), tr(lang, "headroom", "余量"),
               (tr(lang, f"max context ({engine})", f"最长上下文（{engine}）") if engine
                else tr(lang, "max context", "最长上下文")),
               tr(lang, "train tok/s", "训练 tok/s") if req.is_training
               else tr(lang, "decode tok/s", "解码 tok/s")]
    table_rows = []
    unpooled = tight = False
    for c, placed, needed, row in rows:
        gpus = str(needed) if needed else "—"
        if needed and not row["pool_supported"]:
            gpus += "*"
            unpooled = True
        speed = (placed.training_tokens_per_s_max if req.is_training
                 else placed.decode_tokens_per_s_max)
        verdict = tr(lang, "yes", "是") if row["fits"] else tr(lang, "no", "否")
        if not row["fits"] and needed != 1 and placed.gpus == 1 and placed.per_gpu_need_gb <= placed.usable_gb:
            verdict += "†"  # it would squeeze in, without the headroom the gate keeps
            tight = True
        table_rows.append([
            c.id, fmt_num(c.vram_gb), fmt_num(placed.usable_gb, 1), verdict, gpus,
            fmt_num(placed.per_gpu_need_gb, 1), fmt_num(placed.headroom_gb, 1),
            "—" if placed.max_context_tokens is None or not fits(placed)
            else f"{row['engine_max_context_tokens'] or placed.max_context_tokens:,}",
            "—" if speed is None or not fits(placed) else fmt_num(speed, 1)])
    ctx.print(table(headers, table_rows, "<>>^>>>>>"))
    ctx.print()
    ctx.print(tr(
        lang,
        "GB = 10^9 bytes. A card sold as \"24 GB\" holds 24 GiB = 25.8 × 10^9 bytes, so its usable "
        "figure here is larger than its name (less the driver's reserve; datacenter GDDR cards "
        "lose 1/16 to ECC). Max context and decode speed are for the placement on the GPUs shown, "
        "the context within the serving engine's own share of the memory (vLLM keeps 0.9 of it; JSON "
        "max_context_tokens is the physical figure); "
        "decode tok/s is a bandwidth upper bound per sequence (KV reads included), train tok/s a "
        "dense-compute upper bound; neither is a measurement.",
        "GB = 10^9 字节。标称「24 GB」的卡实有 24 GiB = 25.8 × 10^9 字节，所以这里的可用量比标称大"
        "（已扣驱动保留；数据中心 GDDR 卡开 ECC 少 1/16）。最长上下文与解码速度按所示卡数的布局计算，"
        "上下文按推理引擎自己可用的显存算（vLLM 占 0.9；JSON 的 max_context_tokens 是物理上限）；"
        "解码 tok/s 是单路带宽上限（含 KV 读取），训练 tok/s 是稠密算力上限；都不是实测。"))
    if tight:
        pct = f"{MIN_HEADROOM:.0%}"
        ctx.print(tr(lang,
                     f"† the need is below the card's usable memory but leaves less than the {pct} "
                     f"headroom the memory gate keeps (allocator fragmentation, CUDA graphs, peaks "
                     f"between steps): it would start and then fail under load.",
                     f"† 需求小于这张卡的可用显存，但余量不足记忆门槛要求的 {pct}（显存碎片、CUDA graph、"
                     f"步骤间的峰值）：能启动，负载一上来就会 OOM。"))
    if shown_engine:
        _print_engine(ctx, rows, str(shown_engine), lang)
    if unpooled:
        ctx.print(tr(lang,
                     "* needs its GPUs to pool memory (tensor parallel / ZeRO-3 / FSDP), which "
                     "this card cannot do over its link: see `gpu-advisor recommend`.",
                     "* 需要多卡合并显存（张量并行 / ZeRO-3 / FSDP），而这款卡的互联做不到："
                     "见 `gpu-advisor recommend`。"))
    return 0


def _engine_row(kb: KnowledgeBase, facts: Any, req: Requirement, card: Card, placed: CardFit,
                lang: str) -> dict[str, Any]:
    """The engine's breakdown for one card's placement, its expected speed and launch command."""
    from rules.estimate import calibration
    from rules.estimate.engines import engine_fit
    from rules.estimate.fit import dense_tflops
    from rules.launch import launch_command

    eng = engine_fit(req, placed, card, str(facts.engine))
    exp = calibration.expected(req, placed, card, str(facts.engine), dense_tflops(card))
    from rules.estimate.precision import precision_matrix

    model = facts.model_record(kb) if facts.model else None
    return {**eng.to_dict(lang), "precision_matrix": precision_matrix(card, model),
            "decode_tokens_per_s": None if exp is None else round(exp.decode_tokens_per_s, 1),
            "aggregate_tokens_per_s": None if exp is None
            else round(exp.aggregate_tokens_per_s, 1),
            "basis": None if exp is None else (exp.basis_zh if lang == "zh" else exp.basis),
            "launch": launch_command(kb, facts, req, placed, eng)}


def _print_engine(ctx: Context, rows: list[Any], engine: str, lang: str) -> None:
    ctx.print()
    ctx.print(tr(lang, f"ENGINE: {engine} (its own memory model, per card that fits)",
                 f"推理引擎：{engine}（按它自己的显存模型，逐卡列出能放下的）"))
    for card, _placed, needed, row in rows:
        if not needed:
            continue
        e = row["engine"]
        speed = ("" if e["decode_tokens_per_s"] is None else
                 tr(lang, f" Expected ≈ {e['decode_tokens_per_s']:,.0f} tokens/s per sequence, "
                          f"{e['aggregate_tokens_per_s']:,.0f} in all.",
                    f" 预计单路约 {e['decode_tokens_per_s']:,.0f} token/s，合计 "
                    f"{e['aggregate_tokens_per_s']:,.0f}。"))
        tight = tr(lang, " [tight-fit]", " [余量紧张]") if e["tight"] else ""
        if e["tight"]:
            fix = e["fix_flag"]
            tight += (tr(lang, f" Fix: {fix}.", f" 解决：{fix}。") if fix else
                      tr(lang, " No flag is enough: the next card up.", " 没有参数能解决：换更大一档的卡。"))
        ctx.print(f"- {card.id} × {needed}: {e['text']}{tight}{speed}")
        pm = e["precision_matrix"]
        native = ", ".join(f"{k} {v}" for k, v in pm["weights"].items())
        ctx.print(tr(lang, f"    weights: {native}; KV fp8: {pm['kv']['fp8']}; published "
                           f"checkpoints: {', '.join(pm['official_checkpoints']) or '—'}",
                     f"    权重：{native}；KV fp8：{pm['kv']['fp8']}；已发布的权重格式："
                     f"{', '.join(pm['official_checkpoints']) or '—'}"))
        if e["launch"]:
            ctx.print(f"    {e['launch']}")
