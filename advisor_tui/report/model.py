"""The report's view model: everything the Markdown and HTML renderers show, built once from a
``Consultation`` in one language. The records are in ``views``; the picks, the trace, the charts
and the sources each have their own module; their names stay importable from here.

Nothing here estimates memory or prices anything: numbers come from the consultation and the
knowledge base as they are; this module only picks, orders, formats and labels them. The only
arithmetic is presentational (percent shares, the checklist's 70–80 % pass lines, price ages).
"""

from __future__ import annotations

from dataclasses import fields
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from advisor_tui.report import checklist as checklist_mod
from advisor_tui.report.charts import NEARBY_CARDS, cost_bars, cost_kind, fit_bars, job_bars
from advisor_tui.report.labels import input_label, label, label_or, paren
from advisor_tui.report.pick_view import cost_text, pick_view, reasons
from advisor_tui.report.sources import Sources
from advisor_tui.report.trace_view import SHOWN_PER_RULE, fold, rule_doc, trace_card, trace_groups
from advisor_tui.report.views import (
    CaveatView,
    CostBar,
    FitBar,
    JobBar,
    Memory,
    Part,
    PickView,
    Reason,
    RejectedView,
    Report,
    Row,
    SourceView,
    TraceGroup,
    TraceStep,
    card_name,
    gb_text,
    parse_date,
    short_name,
    text_in,
)
from advisor_tui.vocabulary import rate_text, value_label
from knowledge.text import money
from rules.estimate.parts import BREAKDOWN_KEYS

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.consultation import Consultation
    from rules.estimate.requirement import Requirement

PRICE_MAX_AGE_DAYS = 90
MIN_PART_GB = 0.005
SECTIONS = ("answer", "facts", "memory", "picks", "why", "rejected", "caveats", "what_if", "checklist", "sources")
_trace_card = trace_card  # the name tests and older callers use

__all__ = [
    "BREAKDOWN_KEYS", "MIN_PART_GB", "NEARBY_CARDS", "PRICE_MAX_AGE_DAYS", "SECTIONS", "SHOWN_PER_RULE",
    "CaveatView", "CostBar", "FitBar", "JobBar", "Memory", "Part", "PickView", "Reason", "RejectedView",
    "Report", "Row", "SourceView", "Sources", "TraceGroup", "TraceStep", "build", "card_name", "cost_bars",
    "cost_text", "fact_value", "fit_bars", "fold", "gb_text", "job_bars", "parse_date", "pick_view", "reasons",
    "rule_doc", "short_name", "text_in", "trace_card", "trace_groups",
]


# --------------------------------------------------------------------------------- the facts


def assumed_value(facts: Any, key: str, value: Any, lang: str, kb: KnowledgeBase | None) -> str:
    """An assumed fact's value: as ``fact_value``, with the GPU limit of a media batch said per machine (review 35
    m1: "At most GPUs 8" printed beside 19 × RTX 3090 — a batch's files may go to several machines)."""
    text = fact_value(key, value, lang, kb)
    if key == "max_gpus" and getattr(facts, "media_units", None) is not None:
        return text + ("（每台机器；批量任务的文件可分到多台机器）" if lang == "zh"
                       else " per machine (a batch's files may go to several machines)")
    return text


def fact_value(key: str, value: Any, lang: str, kb: KnowledgeBase | None) -> str:
    """A fact's value as people read it, in ``lang`` (the report, the CLI's answer)."""
    if isinstance(value, bool):
        return label(lang, "v_yes" if value else "v_no")
    if (words := value_label(key, value, lang)) is not None:
        return words
    if key == "task":
        return label_or(lang, f"t_{value}", str(value))
    if key == "model":
        model = kb.models_by_id.get(value) if kb is not None else None
        return f"{model.name} ({value})" if model is not None else str(value)
    if key == "models":  # several models on one box: their names
        return " + ".join(kb.models_by_id[m].name if kb is not None and m in kb.models_by_id else m
                          for m in str(value).split(","))
    if key == "params_b":
        return label(lang, "v_b", value=f"{value:g}")
    if key in ("context_tokens", "input_tokens", "output_tokens", "tokens_per_sample"):
        return label(lang, "tokens", value=f"{value:,}")
    if key == "budget":
        amount = money(value.amount, value.currency)
        if getattr(value, "approx", False):  # a round figure (rules.fact_parse.approximate_budget)
            amount = ("约 " if lang == "zh" else "about ") + amount
        shared = getattr(value, "shared_by", 1)
        each = ("" if shared < 2 else f"（每人，共 {shared} 人）" if lang == "zh" else f" each, for {shared} people")
        if value.unit == "total":
            return label(lang, "v_budget_total", amount=amount) + each
        return label(lang, "v_budget", amount=amount, unit=label_or(lang, f"u_{value.unit}", value.unit)) + each
    if key == "rps" and isinstance(value, (int, float)):
        return rate_text(value, lang)
    if key == "gpu_hour_price" and hasattr(value, "amount"):
        return money(value.amount, value.currency) + ("/卡时" if lang == "zh" else "/GPU-hour")
    if key == "region":
        return label_or(lang, f"v_{value}", str(value))
    if key == "priority":
        return label_or(lang, f"v_{value}", str(value))
    if key == "hours_per_day":
        return label(lang, "v_hours", value=f"{value:g}")
    if key == "days":
        return label(lang, "v_days", value=f"{value:g}")
    if key == "vram_gb":
        return label(lang, "v_gb", value=f"{value:g}")
    if key == "fx":
        return "; ".join(f"1 {base} = {rate:g} {quote}" for base, quote, rate in value)
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, int) and value >= 1_000:
        return f"{value:,}"  # 140,000,000,000 training tokens, not 140000000000
    return str(value)


def _facts(consultation: Consultation, lang: str) -> tuple[tuple[Row, ...], tuple[Row, ...]]:
    """(what the person told, what was assumed). A fact at its plain default that was neither
    stated nor listed as assumed was not given and changes nothing, so it is not shown."""
    from rules.day_load import day_total_sized

    facts = consultation.facts
    kb = consultation.kb
    assumed_keys = {k for k, _ in facts.assumed}
    told = []
    for f in fields(facts):
        key = f.name
        if key in ("assumed", "notes", "today", "stated") or key in assumed_keys:
            continue
        value = getattr(facts, key)
        if value is None or value == () or (value == f.default and key not in facts.stated):
            continue  # a default the person said ("single user", "for myself") is still what they told
        if (key == "params_b" and facts.model) or (key == "vram_gb" and facts.models) or (
                key == "rps" and day_total_sized(facts)):
            continue  # from the model's record; the models' sum, a day total's busiest hour: said in the notes
        if key in ("hours_per_day", "days") and (
                (facts.is_training and facts.train_tokens) or facts.media_units is not None
                or key not in facts.stated):
            continue  # a sized job is billed by its own duration, not by usage; usage it set is not what was told
        told.append(Row(label_or(lang, f"f_{key}", key), fact_value(key, value, lang, kb)))
    assumed = tuple(Row(label_or(lang, f"f_{k}", k), assumed_value(facts, k, v, lang, kb)) for k, v in facts.assumed)
    return tuple(told), assumed


# ------------------------------------------------------------------------------ the sections


def _memory(req: Requirement, lang: str) -> Memory:
    total = float(req.vram_gb)
    parts = tuple(Part(k, label(lang, k), gb, _share(gb, total)) for k in BREAKDOWN_KEYS
                  if (gb := float(req.breakdown.get(k, 0.0))) >= MIN_PART_GB)
    inputs = tuple(Row(input_label(lang, k), _input_value(v, lang)) for k, v in req.inputs.items())
    return Memory(float(req.vram_gb), parts, text_in(req.formula, lang), inputs,
                  getattr(req, "rule_of_thumb_gb", None), getattr(req, "comfortable_gb", None),
                  getattr(req, "weights_source", None), tuple(text_in(n, lang) for n in req.notes))


def _share(part: float, total: float) -> str:
    if total <= 0:
        return "—"
    pct = part / total * 100
    return f"{pct:.0f} %" if pct >= 1 else f"{pct:.1f} %"


def _input_value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return label(lang, "v_yes" if value else "v_no")
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return f"{value:,.4g}" if abs(value) < 1e4 else f"{value:,.0f}"
    return str(value)


def _price_warnings(consultation: Consultation, lang: str, today: date) -> tuple[str, ...]:
    out = []
    for p in consultation.picks:
        o = p.offer
        if o is None:
            continue
        when = parse_date(o.as_of)
        if when is None:
            out.append(label(lang, "undated_price", card=p.card_name, provider=o.provider_name))
        elif (today - when).days > PRICE_MAX_AGE_DAYS:
            out.append(label(lang, "stale_price", card=p.card_name, provider=o.provider_name,
                             as_of=o.as_of, days=(today - when).days))
    return tuple(out)


def _subtitle(consultation: Consultation, lang: str) -> str:
    facts = consultation.facts
    kb = consultation.kb
    model = facts.model_record(kb) if kb is not None else None
    what = model.name if model is not None else (f"{facts.params_b:g}B" if facts.params_b else "")
    if facts.models:
        what = fact_value("models", facts.models, lang, kb)
    task = label_or(lang, f"t_{facts.task}", facts.task)
    return f"{what} · {task}" if what else task


# ---------------------------------------------------------------------------------- building


def build(consultation: Consultation, lang: str, generated: datetime, version: str) -> Report:
    kb = consultation.kb
    sources = Sources(kb, lang)
    told, assumed = _facts(consultation, lang)
    memory = _memory(consultation.requirement, lang)
    if memory.rule_of_thumb_gb:
        sources.ref("seed-000")
    model = consultation.facts.model_record(kb) if kb is not None else None
    if model is not None:
        for sid in model.source:
            sources.ref(sid)
    stated = consultation.requirement.inputs.get("stated_source")
    if isinstance(stated, str):
        sources.ref(stated)
    rent = not (consultation.facts.procure == "buy" and consultation.facts.no_rental)
    picks = tuple(pick_view(p, lang, sources, consultation.facts.days, rent) for p in consultation.picks)
    trace = trace_groups(consultation, lang, sources)
    rejected = tuple(RejectedView(r.card, card_name(kb, r.card), reasons(r.why, lang, sources))
                     for r in consultation.rejected)
    caveats = tuple(CaveatView(c.id, text_in(c.text, lang),
                               paren(lang, label(lang, "caveat_card", card=c.card)).strip() if c.card else "",
                               c.source, sources.ref(c.source)) for c in consultation.caveats)
    top = consultation.top
    checks = None
    if top is not None and kb is not None and top.card in kb.cards_by_id:
        card = kb.card(top.card)
        checks = checklist_mod.build(card, top.gpus, lang)
        sources.ref("seed-004")
        for sid in card.source:
            sources.ref(sid)
    budget = consultation.facts.budget
    budget_monthly = None
    budget_text = ""
    if budget is not None:
        budget_text = fact_value("budget", budget, lang, kb)
        kind = cost_kind(consultation)
        if budget.currency == consultation.display_currency and (
                (budget.unit == "month" and kind != "buy") or (budget.unit == "total" and kind == "buy")):
            budget_monthly = float(budget.amount)  # the line on the cost chart, in the chart's terms
    headings = {key: label(lang, key) for key in SECTIONS}
    headings["rejected"] = label(lang, "rejected") + paren(lang, str(len(rejected)))
    if checks is None:
        del headings["checklist"]
    else:
        headings["checklist"] = label(lang, "checklist", card=checks.card_name)
    title = label(lang, "title_buy" if consultation.facts.procure == "buy" else "title")  # review 11 M2
    return Report(
        lang=lang, headings=headings, title=title, subtitle=_subtitle(consultation, lang),
        generated=generated.strftime("%Y-%m-%d %H:%M"), version=version,
        answer=tuple(text_in(line, lang) for line in consultation.answer),
        told=told, assumed=assumed, fact_notes=tuple(text_in(n, lang) for n in consultation.facts.notes),
        memory=memory, picks=picks, trace=trace, trace_steps=len(consultation.trace), rejected=rejected,
        cards_total=len(kb.cards) if kb is not None else len(picks) + len(rejected),
        caveats=caveats, what_if=tuple(text_in(w.text, lang) for w in consultation.what_if),
        checklist=checks, sources=sources.views(),
        price_warnings=_price_warnings(consultation, lang, generated.date()),
        fit_bars=fit_bars(consultation), cost_bars=cost_bars(consultation, lang), cost_kind=cost_kind(consultation),
        job_bars=job_bars(consultation),
        currency=consultation.display_currency, budget_monthly=budget_monthly, budget_text=budget_text)
