"""A used card, where the person buying says one is fine (review 104 c03: a UK hobbyist with £700, "used is fine",
was sold 2 × RTX 5060 Ti new at ≈ 17 tokens/s while one RTX 3090 — 24 GB at 936 GB/s, the job on one card at about
twice the speed — was ranked after as "end-of-line new stock"). Its new stock being gone is no reason to bury it then:
the card two generations old is offered as the used card to look at, with no price (none dated is held: ask for a
used price) and its trade-offs; and a "faster" label stands only where no card that holds the job, within the
budget or unpriced, is clearly faster (c04)."""

from __future__ import annotations

import math

from knowledge.loader import KnowledgeBase
from knowledge.text import money
from rules.answer import metric_text
from rules.base._common import I18n, declared, step
from rules.base.predicates import two_generations_back
from rules.base.ranking_rows import Ranking, Row
from rules.buy_text import with_uk_vat
from rules.engine import Sink
from rules.estimate.purchase import Purchase
from rules.facts import Facts
from rules.pricing import priced_by_person

STEP_UP = 1.1  # clearly faster: 10 % or more (rules.base.ranking MIN_STEP_UP)


@step(id="buy-used-old-generation", concern="market", source="seed-001",
      doc=I18n(en="Buying, where a used card is fine: a card two NVIDIA generations behind that holds the job on fewer "
                  "cards than the enough pick, or clearly faster, is offered used — no dated used price is held, so "
                  "the line asks for one and says what it must beat (the new pick's price) and the trade-offs (no or a "
                  "short warranty, test before paying, its board power).",
               zh="购买且接受二手时：落后两代、装得下任务且比「够用」卡数更少或明显更快的卡，按二手推荐——没有带日期的"
                  "二手价，所以请询价，并说明它要低于多少才划算（新卡推荐的价格）和代价（无保修或保修短、付款前测试、"
                  "板卡功耗）。"))
def buy_used_old_generation(facts: Facts, sink: Sink, r: Ranking, picked: set[str]) -> tuple[Row, I18n] | None:
    if not facts.buys_used:
        return None
    enough = min(r.top, key=lambda x: (math.isinf(x.cost), x.priced.gpus, x.cost, x.card.id))
    used = [x for x in r.top if two_generations_back(x.card) and math.isinf(x.cost) and x.card.id not in picked
            and (x.priced.gpus < enough.priced.gpus or x.metric >= enough.metric * STEP_UP)]
    if not used or math.isinf(enough.cost):
        return None
    row = min(used, key=lambda x: (x.priced.gpus, -x.metric, x.card.id))
    speed_en, speed_zh = metric_text(r.metric, row.metric, r.plans.get(row.card.id), row.priced.gpus)
    theirs_en, theirs_zh = metric_text(r.metric, enough.metric, r.plans.get(enough.card.id), enough.priced.gpus)
    taxed = with_uk_vat(facts, r.purchases.get(enough.card.id))  # a used card bought privately carries no VAT
    new = money(taxed or enough.cost, r.display)
    vat_en, vat_zh = (" with UK VAT", "（含英国增值税）") if taxed else ("", "")
    watts = "" if not row.card.tdp_w else f"{row.priced.gpus * row.card.tdp_w:,.0f} W" + (
        f" ({row.priced.gpus} × {row.card.tdp_w:,.0f} W)" if row.priced.gpus > 1 else "")
    return row, I18n(
        en=f"bought used, as you allow: {row.priced.gpus} × {row.card.name} holds the job ({speed_en}) against "
           f"{enough.priced.gpus} × {enough.card.name} new ({theirs_en}); no dated used price is held — ask for a "
           f"used price: at or under {new}, the new pick's price{vat_en}, it is the better buy. Two generations old: "
           "no warranty or a short one — test it before you pay (nvidia-smi, a copy test, an hour under load) and ask "
           f"whether it ran in a mining or rental farm{f'; it draws {watts}' if watts else ''}.",
        zh=f"按你说的接受二手：{row.priced.gpus} 张 {row.card.name} 装得下任务（{speed_zh}），对比新买 "
           f"{enough.priced.gpus} 张 {enough.card.name}（{theirs_zh}）；这里没有带日期的二手价——请询二手价："
           f"不高于新卡推荐的 {new}{vat_zh}就更划算。落后两代：没有保修或保修很短——付款前先测试（nvidia-smi、带宽测试、"
           f"满载跑一小时），并问清是否来自矿场或算力出租{f'；功耗 {watts}' if watts else ''}。")


@step(id="faster-by-held-cards", concern="ranking", source="seed-004",
      doc=I18n(en="Buying: a pick is labelled 'faster' only where no card that holds the job — priced within the "
                  "budget, or offered used — is clearly faster than it, whatever it was ranked after for; otherwise "
                  "the label is dropped and the faster card's speed is said.",
               zh="购买时：只有没有其他装得下任务的卡（购买价在预算内，或按二手推荐的）明显比它快时，才标「更快」，不论那张卡"
                  "因为什么排在后面；否则去掉这个标签，并给出更快那张卡的速度。"))
def faster_by_held_cards(facts: Facts, sink: Sink, r: Ranking, faster: Row) -> Row | None:
    """The held card clearly faster than the 'faster' pick, or None (the label stands): one whose purchase fits the
    budget, or a card offered used (no price: rules.base.buy_used). A card to quote new is no such card — whether it
    fits is unknown. Under --priority speed the label is the fastest priced pick's, said as such."""
    if facts.procure != "buy" or facts.priority == "speed":
        return None
    offered = {x.card.id for x in r.top}
    held = [x for x in r.rows if x.card.id != faster.card.id and x.metric >= faster.metric * STEP_UP
            and not any(w.rule == "box-over-slots" for w in sink.demotions.get(x.card.id, ()))  # not in the box
            and ((got := r.purchases.get(x.card.id)) is not None and got.complete and got.fits_budget is True
                 or got is None and facts.buys_used and two_generations_back(x.card))]
    if not held:
        return None
    row = max(held, key=lambda x: (x.card.id in offered, x.metric, x.card.id))  # an offered card first
    speed_en, speed_zh = metric_text(r.metric, row.metric, r.plans.get(row.card.id), row.priced.gpus)
    own_en, own_zh = metric_text(r.metric, faster.metric, r.plans.get(faster.card.id), faster.priced.gpus)
    text = I18n(
        en=f"not labelled faster: {row.priced.gpus} × {row.card.id} also holds the job and is faster — {speed_en}; "
           f"this pick: {own_en}.",
        zh=f"不标「更快」：{row.priced.gpus} 张 {row.card.id} 也装得下任务，而且更快——{speed_zh}；本推荐：{own_zh}。")
    sink.note(faster.card.id, faster_by_held_cards, text)
    sink.step(faster_by_held_cards, {"card": faster.card.id, "faster": row.card.id}, text)
    return row


def used_unpriced(kb: KnowledgeBase, facts: Facts, purchases: dict[str, Purchase | None]) -> dict[str, Purchase | None]:
    """A used card's price is not its new launch price: with a used card fine, a card two generations back has no
    price (ask for a used one) unless the person gave their own."""
    if not facts.buys_used:
        return purchases
    return {k: None if two_generations_back(kb.card(k)) and not priced_by_person(kb, facts, k) else v
            for k, v in purchases.items()}


RULES = declared(__name__)
