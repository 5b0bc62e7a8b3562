"""`gpu-advisor rules`: every rule of the rule base — id, concern, how it decides, what it
does, source. An *engine* rule fires in durable-rules on the consultation's facts; a *step*
rule is a decision taken in plain Python over what the engine concluded (pricing, ranking,
what-if). Every one of them can appear in an answer's trace."""

from __future__ import annotations

import argparse
import json

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.text_table import table
from knowledge.text import public_text

_KIND_ZH = {"engine": "引擎", "step": "步骤"}


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def run(args: argparse.Namespace, ctx: Context) -> int:
    from rules.base import RULES

    lang = ctx.lang
    if args.json:
        ctx.print(json.dumps([{"id": r.id, "concern": r.concern, "source": r.source,
                               "engine": r.when is not None, "kind": r.kind,
                               "caveat": r.caveat, "doc": public_text(r.doc.get(lang))}
                              for r in RULES], ensure_ascii=False, indent=2))
        return 0
    rows = [[r.id, r.concern, tr(lang, r.kind, _KIND_ZH[r.kind]), r.source, public_text(r.doc.get(lang))]
            for r in RULES]
    ctx.print(table([tr(lang, "rule", "规则"), tr(lang, "concern", "关注点"),
                     tr(lang, "decided by", "判定方式"), tr(lang, "source", "来源"),
                     tr(lang, "what it does", "作用")], rows))
    ctx.print()
    engine_n = sum(r.kind == "engine" for r in RULES)
    ctx.print(tr(lang, f"{len(RULES)} rules ({engine_n} fire in the rule engine on the "
                       f"consultation's facts, {len(RULES) - engine_n} are steps decided over "
                       "what the engine concluded: pricing, ranking, what-if). Sources: "
                       "gpu-advisor cards/offers --json name them; seed-000…004 are the four "
                       "articles the knowledge comes from.",
                 f"共 {len(RULES)} 条规则（{engine_n} 条由规则引擎按咨询事实触发，"
                 f"{len(RULES) - engine_n} 条是在引擎结论之上的步骤：定价、排序、假设分析）。"
                 "seed-000…004 是知识所依据的四篇文章。"))
    return 0
