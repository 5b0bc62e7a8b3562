"""`gpu-advisor offers`: every price row, optionally for one card."""

from __future__ import annotations

import argparse

from advisor_tui.context import Context
from advisor_tui.i18n import tr
from advisor_tui.jsonout import dumps
from advisor_tui.text_table import fmt_num, table
from knowledge import match
from knowledge.errors import InputError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--card", metavar="ID", help="only offers for this card (fuzzy: '4090 48g')")
    parser.add_argument("--json", action="store_true", help="machine-readable output")


def _known(value: object) -> str:
    """A field the source may not give: '?' for unknown (null), never a guess."""
    if value is None:
        return "?"
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def run(args: argparse.Namespace, ctx: Context) -> int:
    kb = ctx.kb
    offers = list(kb.offers)
    if args.card:
        card_id = args.card if args.card in kb.cards_by_id else None
        if card_id is None:
            hit, close = match.resolve_card(kb, args.card)
            if hit is None:
                names = ", ".join(c.id for c in close) or "see `gpu-advisor cards`"
                raise InputError(f"unknown --card: {args.card[:60]!r} (close: {names})")
            card_id = hit.id
        offers = [o for o in offers if o.card == card_id]
    offers.sort(key=lambda o: (o.card, o.region, o.provider, o.unit, o.price, o.id))
    if args.json:
        ctx.print(dumps(offers))
        return 0
    lang = ctx.lang
    headers = [tr(lang, "card", "卡型"), tr(lang, "provider", "平台"), "GPUs",
               tr(lang, "price", "价格"), tr(lang, "cur", "币种"), tr(lang, "per", "单位"),
               tr(lang, "basis", "口径"), tr(lang, "region", "地区"), tr(lang, "flags", "标记"),
               tr(lang, "hosted", "机房"), tr(lang, "min", "起租"), "NVLink", "SLA",
               tr(lang, "invoice", "发票"), tr(lang, "as of", "日期"), tr(lang, "source", "来源")]
    rows = []
    for o in offers:
        price = fmt_num(o.price, 2) + (f"–{fmt_num(o.price_max, 2)}" if o.price_max else "")
        rows.append([o.card, o.provider, o.gpus, price, o.currency, o.unit, o.basis, o.region,
                     ",".join(o.flags), _known(o.hosted_in), _known(o.min_gpus),
                     _known(o.nvlink), _known(o.sla), _known(o.invoice), o.as_of, o.source])
    ctx.print(table(headers, rows, "<<>><<<<<<><<<<<"))
    ctx.print()
    ctx.print(tr(lang,
                 f"{len(offers)} offers. Currencies are never mixed: T-CREDIT is source 1's ₮ "
                 "site credit, with no public exchange rate. hosted = where the machines are, "
                 "min = smallest rentable unit in GPUs (8 = whole nodes only); ? = unknown.",
                 f"共 {len(offers)} 条报价。币种不混算：T-CREDIT 是 来源 1 的 ₮ 站内余额，"
                 "没有公开汇率。机房 = 机器所在地，起租 = 最小租用卡数（8 = 只整机出租）；? = 未知。"))
    return 0
