"""`gpu-advisor cards`: the card catalogue (specs, ecosystem, China status)."""

from __future__ import annotations

import argparse

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.jsonout import dumps
from advisor_tui.text_table import fmt_num, table

SORT_KEYS = {
    "id": lambda c: c.id,
    "vram": lambda c: (-c.vram_gb, c.id),
    "bandwidth": lambda c: (-c.bandwidth_gbs, c.id),
    "fp16": lambda c: (-c.fp16_tflops, c.id),
}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--sort", choices=sorted(SORT_KEYS), default="vram",
                        help="order of the table (default: vram, largest first)")


def run(args: argparse.Namespace, ctx: Context) -> int:
    cards = sorted(ctx.kb.cards, key=SORT_KEYS[args.sort])
    if args.json:
        ctx.print(dumps(cards))
        return 0
    lang = ctx.lang
    headers = [tr(lang, "id", "编号"), tr(lang, "name", "名称"), tr(lang, "VRAM GB", "显存 GB"),
               tr(lang, "GB/s", "带宽 GB/s"), tr(lang, "FP16 dense TF", "FP16 稠密 TF"),
               "TDP W", tr(lang, "link", "互联"), tr(lang, "stack", "生态"),
               tr(lang, "class", "类别"), tr(lang, "China", "国内"), tr(lang, "market", "市场"),
               "FP8", tr(lang, "BF16/FA2/MXFP4/RT", "BF16/FA2/MXFP4/光追")]
    rows = [[c.id, c.name, fmt_num(c.vram_gb), fmt_num(c.bandwidth_gbs), fmt_num(c.fp16_tflops),
             fmt_num(c.tdp_w), c.interconnect, c.ecosystem, c.card_class, c.china_status,
             c.market, c.fp8 or "?", _caps(c)]
            for c in cards]
    ctx.print(table(headers, rows, "<<>>>><<<<<<<"))
    ctx.print()
    ctx.print(tr(lang,
                 f"{len(cards)} cards. FP16 = dense tensor TFLOPS with FP32 accumulate "
                 "(sparse and vendor figures are kept in --json under other_figures). market: "
                 "global, china (made for the mainland market) or modified (board-modified, no "
                 "vendor warranty); FP8 ? = not published.",
                 f"共 {len(cards)} 款。FP16 为稠密 Tensor 算力（FP32 累加）；稀疏与各来源的"
                 "不同口径见 --json 的 other_figures。市场：global 全球版、china 中国市场版、modified "
                 "改版卡（无原厂保修）；FP8 ? 为未公布。"))
    ctx.print(tr(lang,
                 "BF16/FA2/MXFP4/RT: BF16 tensor math, FlashAttention-2, vLLM's MXFP4 kernels "
                 "(gpt-oss), ray-tracing cores; y = yes, - = no, ? = unknown (sources: "
                 "capability_source in --json).",
                 "BF16/FA2/MXFP4/光追：BF16 张量运算、FlashAttention-2、vLLM 的 MXFP4 内核（gpt-oss）、"
                 "光线追踪核心；y = 有，- = 无，? = 未知（来源见 --json 的 capability_source）。"))
    return 0


def _caps(card) -> str:  # noqa: ANN001 - a knowledge.schema.Card
    return "/".join({True: "y", False: "-", None: "?"}[v] for v in
                    (card.bf16, card.flash_attention_2, card.mxfp4_vllm, card.rt_cores))
