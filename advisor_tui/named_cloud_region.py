"""A cloud region the person names against the region the prices on file are for (review 109 C10b: "AWS (Tokyo region,
ap-northeast-1)" was priced at AWS's us-east-1 list prices without a word). A cloud prices each region separately: the
answer says which region its figure is for and asks for the named region's price — it never invents one."""

from __future__ import annotations

import dataclasses
import re

from knowledge.schema import I18n
from rules.consultation import Consultation

# AWS "ap-northeast-1", Google Cloud "asia-northeast1", Azure "japaneast": the region codes the clouds print
_REGION_CODE = re.compile(
    r"(?<![\w-])(?:(?:us|eu|ap|sa|ca|me|af|il|mx)-(?:north|south|east|west|central|northeast|northwest|southeast"
    r"|southwest)-\d|(?:asia|europe|us|australia|southamerica|northamerica|me|africa)-(?:north|south|east|west|central"
    r"|northeast|southeast|southwest|northwest)\d|(?:japan|korea|uk|france|germany|norway|switzerland|uae|brazil|canada"
    r"|australia|india)(?:east|west|central|north|south)\d?|(?:east|west|central|north|south)(?:us|europe|asia)\d?)"
    r"(?![\w-])", re.IGNORECASE)


def named_regions(text: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(m.group().lower() for m in _REGION_CODE.finditer(text or "")))


def with_region_line(result: Consultation, text: str) -> Consultation:
    """``result`` with a line after the picks' for each seller whose recorded region is not one the person named."""
    named = named_regions(text)
    if not named:
        return result
    held: dict[tuple[str, str, str, str], list[str]] = {}  # (seller, regions, source, as of) → cards
    for pick in result.picks:
        offer = pick.offer
        row = next((o for o in result.kb.offers_for(pick.card) if offer and o.id == offer.offer_id), None)
        if offer is None or row is None or not row.datacenters or set(named) & {d.lower() for d in row.datacenters}:
            continue
        key = (offer.provider_name, ", ".join(row.datacenters), row.source, row.as_of)
        cards = held.setdefault(key, [])
        if pick.card_name not in cards:
            cards.append(pick.card_name)
    said = ", ".join(named)
    lines = [I18n(en=f"Cloud region: {seller}'s prices on file for {' and '.join(cards)} are for {on_file} ({source}, "
                     f"{as_of}); you named {said}, which the cloud prices separately (often above {on_file}): check "
                     f"{said}'s price before you count on the figures here.",
                  zh=f"云地域：{seller} 的 {'、'.join(cards)} 价格记录的是 {on_file}（{source}，{as_of}）；你指定的是 "
                     f"{said}，云厂商按地域分别定价（常高于 {on_file}）：请先查 {said} 的价格，再据此估算。")
             for (seller, on_file, source, as_of), cards in held.items()]
    if not lines:
        return result
    head = min(len(result.answer), len(result.picks[:2]))
    return dataclasses.replace(result, answer=(*result.answer[:head], *lines, *result.answer[head:]))
