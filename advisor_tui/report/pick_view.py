"""A pick as the report shows it: its roles, price, cost for the stated usage, speed and details."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from advisor_tui.report.labels import colon, first_token_label, label, label_or, paren, sep
from advisor_tui.report.sources import Sources
from advisor_tui.report.views import PickView, Reason, gb_text, text_in
from knowledge.text import money

if TYPE_CHECKING:
    from rules.consultation import Pick
    from rules.consultation import Reason as RuleReason
    from rules.estimate.purchase import Purchase


def reasons(reasons: Iterable[RuleReason], lang: str, sources: Sources) -> tuple[Reason, ...]:
    return tuple(Reason(text_in(r.text, lang), r.rule, r.source, sources.ref(r.source)) for r in reasons)


def cost_text(pick: Pick, lang: str, days: float = 30.0, buying: bool = False) -> str:
    """'¥374/mo' for a month or more of use; for a shorter job what the stated usage costs in total
    ('¥7.14 for 3 d'), in the same display currency as the monthly figure; ``buying``: what the pick
    costs to buy, or that it needs a quote (a purchase shown as '¥29,059/mo' read as its price)."""
    if buying:
        got = getattr(pick, "purchase", None)
        if got is not None and got.total_display is not None:
            return ("购买 " if lang == "zh" else "to buy ") + money(got.total_display, got.display_currency)
        return "需询价" if lang == "zh" else "ask for a quote"
    job = getattr(pick, "job", None)
    if job is not None and job.is_job and job.total is not None:
        # a sized training job is priced by its own duration: the job's total, as the answer says
        return f"{money(job.total, pick.currency)}" + ("（整个任务）" if lang == "zh" else " for the job")
    if pick.monthly_cost is None:
        return "—"
    offer = pick.offer
    if days < 30 and offer is not None and offer.monthly_cost > 0:
        total = pick.monthly_cost * offer.usage_cost / offer.monthly_cost
        unit = f"{days:g} 天" if lang == "zh" else f"{days:g} d"
        return f"{money(total, pick.currency)}/{unit}"
    return f"{money(pick.monthly_cost, pick.currency)}/{'月' if lang == 'zh' else 'mo'}"


def purchase_line(got: Purchase, lang: str, sources: Sources, job: bool = False) -> str:
    """'To buy: $1,599 (launch MSRP, one card; source, date) · within your $2,000 budget · …'; ``job``: a sized job's
    pick, whose purchase is set against its runs (buy-breakeven), never against a month of round-the-clock rent
    (review 79 C12: "buying equals 4.8 months of this rent" for a job run once a month)."""
    c, sp = colon(lang), sep(lang)
    sources.ref(got.row.source)
    line = f"{label(lang, 'to_buy')}{c}{got.what(lang)}"
    if got.total_display is not None and (got.units > 1 or got.row.currency != got.display_currency):
        line += f" = {money(got.total_display, got.display_currency)}"
    if got.conversion is not None:
        line += f"{sp}{text_in(got.conversion, lang)}"
    if got.fits_budget is not None and got.budget is not None:
        budget = money(got.budget, got.display_currency)
        line += sp + (label(lang, "within_budget", budget=budget) if got.fits_budget else
                      label(lang, "over_budget", budget=budget,
                            over=money((got.total_display or 0.0) - got.budget, got.display_currency)))
    months = got.break_even_months
    if months is not None and not job:
        line += sp + label(lang, "break_even", months=f"{months:,.1f}")
    return line


def pick_view(p: Pick, lang: str, sources: Sources, days: float = 30.0, rent: bool = True) -> PickView:
    """``rent``: False for a purchase with no renting — the pick's price is the purchase's, no rental is shown
    (review 102 c07: Alibaba's hourly price under "不再列出租用方案")."""
    dash = label(lang, "dash")
    c, sp = colon(lang), sep(lang)
    o = p.offer if rent else None
    roles = " / ".join(label_or(lang, r, r) for r in p.roles)
    why = reasons(p.why, lang, sources)
    job = getattr(p, "job", None)
    # a media job's GPUs do not share a model: each takes its own files
    separate = (job is not None and job.kind in ("media", "media-service", "detection-service")
                and p.gpus * p.replicas > 1)
    mode = label(lang, "separate") if separate else label_or(lang, p.mode, p.mode)
    if p.mode == "single" and p.gpus > 1:  # review 21 m5: "GPUs: 2 (one GPU)" — each holds the whole model
        mode = label(lang, "whole_copy_each")
    details = [f"{label(lang, 'gpus')}{c}{p.gpus}{paren(lang, mode)}{sp}"
               f"{label(lang, 'per_gpu_need')}{c}{gb_text(p.per_gpu_need_gb)} GB{sp}"
               f"{label(lang, 'headroom')}{c}{gb_text(p.headroom_gb)} GB"]
    if p.max_context_tokens:
        engine = getattr(p, "engine_max_context_tokens", None)
        # the engine's own memory budget holds less than the card (review 47, 49: two figures for one quantity)
        within = (label(lang, "within_engine", value=f"{engine:,}")
                  if engine and engine < p.max_context_tokens else "")
        details.append(f"{label(lang, 'max_context')}{c}"
                       f"{label(lang, 'tokens', value=f'{p.max_context_tokens:,}')}{within}")
    if job is not None:
        total = dash if job.total is None else money(job.total, p.currency)
        copies = getattr(p, "replicas", 1) or 1
        gpu_hours = f"{job.gpu_hours:,.1f}" if job.gpu_hours < 10 else f"{job.gpu_hours:,.0f}"
        details.append(label(lang, "job_line" if copies > 1 else "job_line_one",
                             wall=f"{job.wall_hours:,.1f}", gpu_hours=gpu_hours, total=total,
                             gpus=p.gpus * copies, copies=copies))
        details.extend(text_in(a, lang) for a in job.assumptions)
    # the same figure for the same usage as the answer and the TUI: a job's total, a short
    # usage's total, or a month
    monthly = cost_text(p, lang, days, buying=True) if not rent else dash if p.monthly_cost is None \
        else cost_text(p, lang, days)
    decode = dash if not p.decode_tokens_per_s_max else label(
        lang, "decode_value", value=f"{p.decode_tokens_per_s_max:,.0f}")
    t = getattr(p, "throughput", None)
    if t and "sequences_in_flight" in t:
        decode = label(lang, "decode_at_load", value=f"{t['decode_tokens_per_s']:,.0f}",
                       flight=f"{t['sequences_in_flight']:,.0f}",
                       total=f"{t['aggregate_tokens_per_s']:,.0f}",
                       alone=f"{t['single_stream_tokens_per_s']:,.0f}",
                       bound=f"{t['decode_tokens_per_s_max']:,.0f}")
    elif t:
        decode = label(lang, "decode_expected", value=f"{t['decode_tokens_per_s']:,.0f}",
                       total=f"{t['aggregate_tokens_per_s']:,.0f}",
                       bound=f"{t['decode_tokens_per_s_max']:,.0f}")
    in_all = p.gpus * getattr(p, "replicas", 1)  # what a buyer orders: copies × GPUs per copy
    got = getattr(p, "purchase", None)
    if got is not None:  # buying: the dated, sourced purchase price (rules.base.buying)
        details.append(purchase_line(got, lang, sources, job=p.job is not None and p.job.is_job))
    if t and "first_token_s" in t:  # review 60 C9: how close the pick comes to the first-token limit
        details.append(first_token_label(lang, t))
    if getattr(p, "launch", None):
        details.append(f"{label(lang, 'launch')}{c}{p.launch}")
    if o is None:
        return PickView(p.rank, roles, p.card, p.card_name, in_all, dash, dash, monthly, p.monthly_cost,
                        f"{gb_text(p.headroom_gb)} GB", decode, tuple(details), why)
    sources.ref(o.source)
    unit = label_or(lang, f"u_{o.unit}", o.unit)
    price = label(lang, "per_unit", price=money(o.price, o.currency), unit=unit)
    usage = text_in(o.usage_text, lang)
    if usage:
        details.append(f"{label(lang, 'billing')}{c}{usage}")
    basis = label(lang, "per_card" if o.basis == "per-card" else "whole_machine")
    as_of = label(lang, "unknown") if o.as_of == "unknown" else o.as_of
    line = f"{label(lang, 'basis')}{c}{basis}{sp}{label(lang, 'price_date')}{c}{as_of}"
    if o.flags:
        line += f"{sp}{label(lang, 'flags')}{c}" + ", ".join(label_or(lang, f"o_{f}", f) for f in o.flags)
    details.append(line)
    if o.conversion is not None:
        details.append(f"{label(lang, 'conversion')}{c}{text_in(o.conversion, lang)}")
    return PickView(p.rank, roles, p.card, p.card_name, in_all, o.provider_name, price, monthly, p.monthly_cost,
                    f"{gb_text(p.headroom_gb)} GB", decode, tuple(details), why)
