"""`gpu-advisor models`: the model catalogue with the architecture numbers the estimates use."""

from __future__ import annotations

import argparse

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.jsonout import dumps
from advisor_tui.text_table import fmt_num, table


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.add_argument("--kind", choices=("llm", "image", "video", "speech", "detection"),
                        help="only models of this kind")


def run(args: argparse.Namespace, ctx: Context) -> int:
    models = [m for m in ctx.kb.models if args.kind is None or m.kind == args.kind]
    if args.json:
        ctx.print(dumps(models))
        return 0
    lang = ctx.lang
    headers = ["id", tr(lang, "kind", "类型"), tr(lang, "params B", "参数 B"),
               tr(lang, "active B", "激活 B"), tr(lang, "layers", "层"),
               tr(lang, "heads/kv", "头/KV"), "head_dim", tr(lang, "attn", "注意力"),
               tr(lang, "max ctx", "最大上下文"), tr(lang, "native/rope", "原生/扩展"),
               tr(lang, "dtype", "精度"), tr(lang, "licence", "许可")]
    rows = [[m.id, m.kind, fmt_num(m.params_b, 2), fmt_num(m.active_params_b, 2),
             m.layers or "", f"{m.heads}/{m.kv_heads}" if m.heads else "", m.head_dim or "",
             m.attention or "", fmt_num(m.max_context) if m.max_context else "",
             (f"{fmt_num(m.native_context)}/{m.rope_scaling or '-'}" if m.native_context else ""),
             m.native_dtype, _licence(m)]
            for m in models]
    ctx.print(table(headers, rows, "<<>>>>><>><<"))
    ctx.print()
    ctx.print(tr(lang, f"{len(models)} models. Sources: gpu-advisor models --json.",
                 f"共 {len(models)} 个模型。来源见 gpu-advisor models --json。"))
    return 0


def _licence(model) -> str:  # noqa: ANN001 - a knowledge.schema.Model
    if not model.licence:
        return ""
    return model.licence + (" (non-commercial)" if model.commercial_use is False else "")
