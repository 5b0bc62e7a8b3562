"""`restricted-quote` (review 50 C7): a mainland buyer holding a vendor's quote for an export-restricted card (H100,
A100, B200 …) hears what the card is — the rules that stop new units reaching mainland China (seed 001), and that a
mainland vendor's unit is pre-rule stock or comes by another road — even without --compliance, which would rule
the card out. A Beijing company asking "is ¥120,000 a month for eight H100s fair?" got a price verdict and no word
of this."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step
from rules.pricing import QUOTE_PROVIDER

CAVEAT_ID = "restricted-quote"


@step(id="restricted-quote", concern="compliance", source="seed-001", caveat=CAVEAT_ID, show_order=61,
      doc=I18n(en="A mainland-China buyer's quote for an export-restricted card says the card is restricted and "
                  "asks for its provenance and what the contract and invoice cover (--compliance rules it out).",
               zh="在中国大陆使用、却拿着受出口管制型号报价的，提醒该型号受管制，问清来源以及合同和发票覆盖什么"
                  "（--compliance 时直接排除）。"))
def restricted_quote(kb: Any, facts: Any, sink: Any = None) -> I18n | None:
    if facts.region != "cn" or facts.compliance:
        return None  # with --compliance the card is ruled out, and the rule says why
    quoted = sorted({o.card for o in kb.offers if o.provider == QUOTE_PROVIDER
                     and kb.card(o.card).china_status == "export-restricted"})
    if not quoted:
        return None
    names = ", ".join(kb.card(c).name for c in quoted)
    text = I18n(
        en=f"{names}: export-restricted for mainland China — new units cannot be procured there (source 2), so a "
           "mainland vendor's unit is stock installed before the rules or came by another road. Ask the vendor for "
           "the machines' provenance and what the contract and the invoice (专票) cover; for regulated or state "
           "procurement say --compliance, which keeps to H20 / Ascend / A800-class cards.",
        zh=f"{names}：对中国大陆出口管制型号——国内无法采购新卡（来源 2），国内供应商手里的卡要么是管制前的存量，"
           "要么来路另有途径。请向供应商问清机器来源，以及合同和专票覆盖的内容；受监管或国企采购请用 --compliance，"
           "只考虑 H20 / 昇腾 / A800 这类合规卡。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, restricted_quote, text, quoted[0])
        sink.step(restricted_quote, {"quote": {"cards": quoted, "region": facts.region}}, text)
    return text


PICK_CAVEAT_ID = "restricted-pick"


@step(id="restricted-pick", concern="compliance", source="seed-001", caveat=PICK_CAVEAT_ID, show_order=62,
      doc=I18n(en="A mainland-China company's pick of an export-restricted card (RTX 5090, H100 …) at a mainland "
                  "platform says the card is restricted and what to check before buying on the company's invoice.",
               zh="中国大陆的公司被推荐了受出口管制的型号（RTX 5090、H100 等）时，说明它受管制，以及用公司发票采购前"
                  "要核对什么。"))
def restricted_pick(kb: Any, facts: Any, picks: Any, sink: Any = None) -> I18n | None:
    """Review 67 C1: "6 × RTX 5090 at AutoDL" led a Hangzhou company's answer that asked for a 专票, with no word that
    the card is export-restricted (the card table said so) — a company's compliance team asks first."""
    if facts.region != "cn" or facts.compliance or facts.buyer != "company" or facts.procure == "buy":
        return None
    cards = sorted({p.card for p in picks[:2] if kb.card(p.card).china_status == "export-restricted"
                    and p.offer is not None and p.offer.provider != QUOTE_PROVIDER})
    if not cards:
        return None
    names = ", ".join(kb.card(c).name for c in cards)
    text = I18n(
        en=f"{names}: export-restricted for mainland China (source 2) — a mainland platform's units were installed "
           "before the rules or came by another road. Renting compute by the hour is not importing a card, but a "
           "company paying on its own invoice should have its compliance team confirm the platform's terms; "
           "--compliance keeps to H20 / L20 / A800-class and Ascend cards.",
        zh=f"{names}：对中国大陆出口管制的型号（来源 2）——国内平台上的卡要么是管制前的存量，要么来路另有途径。"
           "按小时租算力不等于进口显卡，但用公司发票付费的，请让合规部门先确认平台的条款；--compliance 只考虑 "
           "H20 / L20 / A800 这类型号和昇腾。")
    if sink is not None:
        sink.caveat(PICK_CAVEAT_ID, restricted_pick, text, cards[0])
        sink.step(restricted_pick, {"pick": {"cards": cards, "region": facts.region, "buyer": facts.buyer}}, text)
    return text


RULES = declared(__name__)
