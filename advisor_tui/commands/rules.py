"""`gpu-advisor rules`: every rule of the rule base — id, concern, what it does, source."""

from __future__ import annotations

import argparse
import json

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.text_table import table


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def run(args: argparse.Namespace, ctx: Context) -> int:
    from rules.base import RULES

    lang = ctx.lang
    if args.json:
        ctx.print(json.dumps([{"id": r.id, "concern": r.concern, "source": r.source,
                               "engine": r.when is not None, "doc": r.doc.get(lang)}
                              for r in RULES], ensure_ascii=False, indent=2))
        return 0
    rows = [[r.id, r.concern, r.source, r.doc.get(lang)] for r in RULES]
    ctx.print(table([tr(lang, "rule", "规则"), tr(lang, "concern", "关注点"),
                     tr(lang, "source", "来源"), tr(lang, "what it does", "作用")], rows))
    ctx.print()
    ctx.print(tr(lang, f"{len(RULES)} rules. Sources: gpu-advisor cards/offers --json name them; "
                       "seed-000…004 are the four articles the knowledge comes from.",
                 f"共 {len(RULES)} 条规则。seed-000…004 是知识所依据的四篇文章。"))
    return 0
