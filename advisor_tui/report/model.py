"""The report's view model: everything the Markdown and HTML renderers show, built once from a
``Consultation`` in one language.

Nothing here estimates memory or prices anything: numbers come from the consultation and the
knowledge base as they are; this module only picks, orders, formats and labels them. The only
arithmetic is presentational (percent shares, the checklist's 70–80 % pass lines, price ages).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from datetime import date, datetime
from typing import Any

from advisor_tui.report import checklist as checklist_mod
from advisor_tui.report.labels import colon, input_label, label, label_or, paren, sep
from knowledge.schema import I18n
from knowledge.text import money, source_name

PRICE_MAX_AGE_DAYS = 90
NEARBY_CARDS = 4  # non-pick cards shown beside the picks in the memory chart
BREAKDOWN_KEYS = ("weights", "kv_cache", "activations", "gradients", "optimizer", "overhead")
MIN_PART_GB = 0.005
SECTIONS = ("answer", "facts", "memory", "picks", "why", "rejected", "caveats", "what_if", "checklist", "sources")


@dataclass(frozen=True)
class Row:
    label: str
    value: str


@dataclass(frozen=True)
class Part:
    key: str
    label: str
    gb: float
    share: str  # of the total, "86 %" or "0.4 %"


@dataclass(frozen=True)
class Memory:
    total_gb: float
    parts: tuple[Part, ...]
    formula: str
    inputs: tuple[Row, ...]
    rule_of_thumb_gb: float | None
    comfortable_gb: float | None
    weights_source: str | None
    notes: tuple[str, ...]


@dataclass(frozen=True)
class Reason:
    text: str
    rule: str
    source: str
    source_title: str


@dataclass(frozen=True)
class PickView:
    rank: int
    roles: str
    card_id: str
    card_name: str
    gpus: int
    provider: str
    price: str
    monthly: str
    monthly_value: float | None
    headroom: str
    decode: str
    details: tuple[str, ...]  # ready-made lines: GPUs and memory, billing, basis and date, currency …
    why: tuple[Reason, ...]


SHOWN_PER_RULE = 3  # a rule that fired for 35 cards shows the picks and 3 others; the rest fold


@dataclass(frozen=True)
class TraceStep:
    seq: int
    text: str
    card: str | None = None


@dataclass(frozen=True)
class TraceGroup:
    """Consecutive firings of one rule: the rule's own explanation and source, stated once.
    ``steps`` are shown; ``folded`` repeat the same conclusion for other cards (the HTML report
    keeps them behind a disclosure, the Markdown one names their cards)."""

    rule: str
    doc: str
    source: str
    source_title: str
    steps: tuple[TraceStep, ...]
    folded: tuple[TraceStep, ...] = ()


@dataclass(frozen=True)
class RejectedView:
    card_id: str
    card_name: str
    why: tuple[Reason, ...]


@dataclass(frozen=True)
class CaveatView:
    id: str
    text: str
    scope: str  # "(applies to h20)" or ""
    source: str
    source_title: str


@dataclass(frozen=True)
class SourceView:
    id: str
    title: str
    as_of: str
    kind: str
    url: str


@dataclass(frozen=True)
class FitBar:
    card_id: str
    name: str
    usable_gb: float
    vram_gb: float
    gpus: int
    need_gb: float  # per GPU
    fits: bool
    pick: bool


@dataclass(frozen=True)
class CostBar:
    card_id: str
    name: str
    gpus: int
    monthly: float
    text: str
    pick: bool


@dataclass(frozen=True)
class JobBar:
    """One pick's job: how long (wall clock) and how much, for the time/cost chart."""

    name: str
    gpus: int  # all GPUs: per copy × copies
    wall_hours: float
    gpu_hours: float
    total: float
    text: str  # the total, formatted
    serving: bool


@dataclass(frozen=True)
class Report:
    lang: str
    headings: dict[str, str]  # section key → heading, in section order
    title: str
    subtitle: str
    generated: str
    version: str
    answer: tuple[str, ...]
    told: tuple[Row, ...]
    assumed: tuple[Row, ...]
    fact_notes: tuple[str, ...]
    memory: Memory
    picks: tuple[PickView, ...]
    trace: tuple[TraceGroup, ...]
    trace_steps: int
    rejected: tuple[RejectedView, ...]
    cards_total: int
    caveats: tuple[CaveatView, ...]
    what_if: tuple[str, ...]
    checklist: checklist_mod.Checklist | None
    sources: tuple[SourceView, ...]
    price_warnings: tuple[str, ...]
    fit_bars: tuple[FitBar, ...]
    cost_bars: tuple[CostBar, ...]
    currency: str
    budget_monthly: float | None
    budget_text: str
    job_bars: tuple[JobBar, ...] = ()


# ------------------------------------------------------------------------------------ helpers


def _gb(value: float) -> str:
    return f"{value:,.1f}"


def short_name(name: str) -> str:
    """Card names for narrow places: 'NVIDIA GeForce RTX 4090' → 'RTX 4090'."""
    for prefix in ("NVIDIA GeForce ", "NVIDIA ", "AMD ", "Huawei "):
        if name.startswith(prefix):
            return name[len(prefix):]
    return name


def _text(value: I18n | str | None, lang: str) -> str:
    if value is None:
        return ""
    return value if isinstance(value, str) else value.get(lang)


def _parse_date(text: str) -> date | None:
    try:
        return date.fromisoformat(text)
    except (TypeError, ValueError):
        return None


class _Sources:
    """Source ids in order of first reference, looked up in the knowledge base."""

    def __init__(self, kb: Any, lang: str) -> None:
        self.kb = kb
        self.lang = lang
        self.order: dict[str, None] = {}

    def ref(self, source_id: str | None) -> str:
        """Record a reference; return the title to show beside it."""
        if not source_id:
            return ""
        self.order.setdefault(source_id, None)
        src = self.kb.sources_by_id.get(source_id) if self.kb is not None else None
        if src is None:
            return label(self.lang, "unknown_source")
        name = source_name(source_id, self.lang)
        return f"{name}{colon(self.lang)}{src.title}" if name else src.title

    def views(self) -> tuple[SourceView, ...]:
        out = []
        for sid in self.order:
            src = self.kb.sources_by_id.get(sid) if self.kb is not None else None
            if src is None:
                out.append(SourceView(sid, label(self.lang, "unknown_source"), label(self.lang, "unknown"),
                                      "", ""))
                continue
            as_of = label(self.lang, "unknown") if src.as_of == "unknown" else src.as_of
            out.append(SourceView(sid, self.ref(sid), as_of, label_or(self.lang, f"k_{src.kind}", src.kind),
                                  src.url))
        return tuple(out)


# --------------------------------------------------------------------------------- the facts


def fact_value(key: str, value: Any, lang: str, kb: Any) -> str:
    """A fact's value as people read it, in ``lang`` (the report, the CLI's answer)."""
    if isinstance(value, bool):
        return label(lang, "v_yes" if value else "v_no")
    from advisor_tui.vocabulary import value_label

    if (words := value_label(key, value, lang)) is not None:
        return words
    if key == "task":
        return label_or(lang, f"t_{value}", str(value))
    if key == "model":
        model = kb.models_by_id.get(value) if kb is not None else None
        return f"{model.name} ({value})" if model is not None else str(value)
    if key == "params_b":
        return label(lang, "v_b", value=f"{value:g}")
    if key == "context_tokens":
        return label(lang, "tokens", value=f"{value:,}")
    if key == "budget":
        amount = money(value.amount, value.currency)
        if value.unit == "total":
            return label(lang, "v_budget_total", amount=amount)
        return label(lang, "v_budget", amount=amount, unit=label_or(lang, f"u_{value.unit}", value.unit))
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
    if isinstance(value, int) and value >= 10_000:
        return f"{value:,}"  # 140,000,000,000 training tokens, not 140000000000
    return str(value)


def _facts(consultation: Any, lang: str) -> tuple[tuple[Row, ...], tuple[Row, ...]]:
    """(what the person told, what was assumed). A fact at its plain default that was not
    listed as assumed was not given and changes nothing, so it is not shown."""
    facts = consultation.facts
    kb = consultation.kb
    assumed_keys = {k for k, _ in facts.assumed}
    told = []
    for f in fields(facts):
        key = f.name
        if key in ("assumed", "notes", "today") or key in assumed_keys:
            continue
        value = getattr(facts, key)
        if value is None or value == () or value == f.default:
            continue
        if key == "params_b" and facts.model:
            continue  # taken from the model's record
        if key in ("hours_per_day", "days") and facts.is_training and facts.train_tokens:
            continue  # a sized training job is billed by its own duration, not by usage
        told.append(Row(label_or(lang, f"f_{key}", key), fact_value(key, value, lang, kb)))
    assumed = tuple(Row(label_or(lang, f"f_{k}", k), fact_value(k, v, lang, kb)) for k, v in facts.assumed)
    return tuple(told), assumed


# ------------------------------------------------------------------------------ the sections


def _memory(req: Any, lang: str) -> Memory:
    total = float(req.vram_gb)
    parts = tuple(Part(k, label(lang, k), gb, _share(gb, total)) for k in BREAKDOWN_KEYS
                  if (gb := float(req.breakdown.get(k, 0.0))) >= MIN_PART_GB)
    inputs = tuple(Row(input_label(lang, k), _input_value(v, lang)) for k, v in req.inputs.items())
    return Memory(float(req.vram_gb), parts, _text(req.formula, lang), inputs,
                  getattr(req, "rule_of_thumb_gb", None), getattr(req, "comfortable_gb", None),
                  getattr(req, "weights_source", None), tuple(_text(n, lang) for n in req.notes))


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


def _reasons(reasons: Any, lang: str, sources: _Sources) -> tuple[Reason, ...]:
    return tuple(Reason(_text(r.text, lang), r.rule, r.source, sources.ref(r.source)) for r in reasons)


def _card_name(kb: Any, card_id: str) -> str:
    card = kb.cards_by_id.get(card_id) if kb is not None else None
    return card.name if card is not None else card_id


def cost_text(pick: Any, lang: str, days: float = 30.0) -> str:
    """'¥374/mo' for a month or more of use; for a shorter job what the stated usage costs in total
    ('¥7.14 for 3 d'), in the same display currency as the monthly figure."""
    job = getattr(pick, "job", None)
    if job is not None and job.kind == "training" and job.total is not None:
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


def _pick(p: Any, lang: str, sources: _Sources, days: float = 30.0) -> PickView:
    dash = label(lang, "dash")
    c, sp = colon(lang), sep(lang)
    o = p.offer
    roles = " / ".join(label_or(lang, r, r) for r in p.roles)
    why = _reasons(p.why, lang, sources)
    mode = label_or(lang, p.mode, p.mode)
    details = [f"{label(lang, 'gpus')}{c}{p.gpus}{paren(lang, mode)}{sp}"
               f"{label(lang, 'per_gpu_need')}{c}{_gb(p.per_gpu_need_gb)} GB{sp}"
               f"{label(lang, 'headroom')}{c}{_gb(p.headroom_gb)} GB"]
    if p.max_context_tokens:
        details.append(f"{label(lang, 'max_context')}{c}"
                       f"{label(lang, 'tokens', value=f'{p.max_context_tokens:,}')}")
    job = getattr(p, "job", None)
    if job is not None:
        total = dash if job.total is None else money(job.total, p.currency)
        details.append(label(lang, "job_line", wall=f"{job.wall_hours:,.1f}",
                             gpu_hours=f"{job.gpu_hours:,.0f}", total=total,
                             gpus=p.gpus * getattr(p, "replicas", 1),
                             copies=getattr(p, "replicas", 1)))
        details.extend(_text(a, lang) for a in job.assumptions)
    # the same figure for the same usage as the answer and the TUI: a job's total, a short
    # usage's total, or a month
    monthly = dash if p.monthly_cost is None else cost_text(p, lang, days)
    decode = dash if not p.decode_tokens_per_s_max else label(
        lang, "decode_value", value=f"{p.decode_tokens_per_s_max:,.0f}")
    if getattr(p, "throughput", None):
        t = p.throughput
        decode = label(lang, "decode_expected", value=f"{t['decode_tokens_per_s']:,.0f}",
                       total=f"{t['aggregate_tokens_per_s']:,.0f}",
                       bound=f"{t['decode_tokens_per_s_max']:,.0f}")
    if getattr(p, "launch", None):
        details.append(f"{label(lang, 'launch')}{c}{p.launch}")
    if o is None:
        return PickView(p.rank, roles, p.card, p.card_name, p.gpus, dash, dash, monthly, p.monthly_cost,
                        f"{_gb(p.headroom_gb)} GB", decode, tuple(details), why)
    sources.ref(o.source)
    unit = label_or(lang, f"u_{o.unit}", o.unit)
    price = label(lang, "per_unit", price=money(o.price, o.currency), unit=unit)
    usage = _text(o.usage_text, lang)
    if usage:
        details.append(f"{label(lang, 'billing')}{c}{usage}")
    basis = label(lang, "per_card" if o.basis == "per-card" else "whole_machine")
    as_of = label(lang, "unknown") if o.as_of == "unknown" else o.as_of
    line = f"{label(lang, 'basis')}{c}{basis}{sp}{label(lang, 'price_date')}{c}{as_of}"
    if o.flags:
        line += f"{sp}{label(lang, 'flags')}{c}" + ", ".join(label_or(lang, f"o_{f}", f) for f in o.flags)
    details.append(line)
    if o.conversion is not None:
        details.append(f"{label(lang, 'conversion')}{c}{_text(o.conversion, lang)}")
    return PickView(p.rank, roles, p.card, p.card_name, p.gpus, o.provider_name, price, monthly, p.monthly_cost,
                    f"{_gb(p.headroom_gb)} GB", decode, tuple(details), why)


def _trace_card(matched: Any) -> str | None:
    """The card a firing was about, from its matched facts ({"card": id} or {"card": {"card": id}})."""
    if not isinstance(matched, dict):
        return None
    value = matched.get("card")
    if isinstance(value, str):
        return value
    for fact in matched.values():
        if isinstance(fact, dict) and isinstance(fact.get("card"), str):
            return fact["card"]
    return None


def _rule_doc(rule_id: str, lang: str) -> str:
    try:
        from rules.base import RULES_BY_ID
    except ImportError:  # pragma: no cover - the rule base is part of the package
        return ""
    rule = RULES_BY_ID.get(rule_id)
    return "" if rule is None else _text(rule.doc, lang)


def _trace(consultation: Any, lang: str, sources: _Sources) -> tuple[TraceGroup, ...]:
    groups: list[TraceGroup] = []
    for t in consultation.trace:
        text = _text(t.concluded, lang)
        card = _trace_card(t.matched)
        if card and card not in text:
            text = f"{card}{colon(lang)}{text}"  # e.g. "no rental price …" says which card
        step = TraceStep(t.seq, text, card)
        last = groups[-1] if groups else None
        if last is not None and last.rule == t.rule and last.source == t.source:
            groups[-1] = TraceGroup(last.rule, last.doc, last.source, last.source_title, (*last.steps, step))
        else:
            groups.append(TraceGroup(t.rule, _rule_doc(t.rule, lang), t.source, sources.ref(t.source), (step,)))
    picked = {p.card for p in consultation.picks}
    return tuple(_fold(g, picked) for g in groups)


def _fold(group: TraceGroup, picked: set[str]) -> TraceGroup:
    """Keep the steps about the picks (and those about no card) and the first few others."""
    shown: list[TraceStep] = []
    folded: list[TraceStep] = []
    others = 0
    for step in group.steps:
        if step.card is None or step.card in picked:
            shown.append(step)
        elif others < SHOWN_PER_RULE or len(group.steps) <= SHOWN_PER_RULE + 2:
            shown.append(step)
            others += 1
        else:
            folded.append(step)
    return replace(group, steps=tuple(shown), folded=tuple(folded))


def _price_warnings(consultation: Any, lang: str, today: date) -> tuple[str, ...]:
    out = []
    for p in consultation.picks:
        o = p.offer
        if o is None:
            continue
        when = _parse_date(o.as_of)
        if when is None:
            out.append(label(lang, "undated_price", card=p.card_name, provider=o.provider_name))
        elif (today - when).days > PRICE_MAX_AGE_DAYS:
            out.append(label(lang, "stale_price", card=p.card_name, provider=o.provider_name,
                             as_of=o.as_of, days=(today - when).days))
    return tuple(out)


def _fit_bars(consultation: Any) -> tuple[FitBar, ...]:
    kb = consultation.kb
    views = {v.card: v for v in consultation.fits}
    picked = [p.card for p in consultation.picks]
    bars: list[FitBar] = []

    def bar(card_id: str, pick: bool) -> FitBar:
        v = views[card_id]
        return FitBar(card_id, short_name(_card_name(kb, card_id)), v.usable_gb, v.vram_gb, v.gpus,
                      v.per_gpu_need_gb, v.fits, pick)

    for cid in picked:
        if cid in views:
            bars.append(bar(cid, True))

    need = consultation.requirement.vram_gb

    def closeness(v: Any) -> tuple[float, str]:
        """How near one card's usable memory is to the whole need (either side)."""
        if v.usable_gb <= 0 or need <= 0:
            return (math.inf, v.card)
        return (abs(math.log(v.usable_gb / need)), v.card)

    shown = {(round(b.usable_gb, 1), b.gpus) for b in bars}
    nearby = []
    for v in sorted((v for v in consultation.fits if v.card not in picked), key=closeness):
        key = (round(v.usable_gb, 1), v.gpus)
        if key in shown:
            continue  # four 80 GB cards say nothing the first one does not
        shown.add(key)
        nearby.append(bar(v.card, False))
        if len(nearby) == NEARBY_CARDS:
            break
    bars.extend(sorted(nearby, key=lambda b: (b.usable_gb, b.card_id)))
    return tuple(bars)


def _cost_bars(consultation: Any, lang: str) -> tuple[CostBar, ...]:
    """The picks' monthly cost, and priced cards that were ruled out later, when the pricing
    step recorded their display-currency figure in the trace (``matched.monthly_display``)."""
    kb = consultation.kb
    cur = consultation.display_currency
    bars = [CostBar(p.card, short_name(p.card_name), p.gpus, float(p.monthly_cost),
                    money(p.monthly_cost, cur), True) for p in consultation.picks if p.monthly_cost is not None]
    seen = {b.card_id for b in bars}
    for t in consultation.trace:
        monthly = t.matched.get("monthly_display") if t.rule == "price-offers" else None
        card = t.matched.get("card")
        if isinstance(monthly, (int, float)) and isinstance(card, str) and card not in seen:
            seen.add(card)
            gpus = int(t.matched.get("gpus") or 1)
            bars.append(CostBar(card, short_name(_card_name(kb, card)), gpus, float(monthly),
                                money(float(monthly), cur), False))
    return tuple(bars)


def _job_bars(consultation: Any) -> tuple[JobBar, ...]:
    cur = consultation.display_currency
    return tuple(JobBar(short_name(p.card_name), p.gpus * p.replicas, p.job.wall_hours,
                        p.job.gpu_hours, float(p.job.total), money(p.job.total, cur),
                        p.job.kind == "serving")
                 for p in consultation.picks
                 if getattr(p, "job", None) is not None and p.job.total is not None)


def _subtitle(consultation: Any, lang: str) -> str:
    facts = consultation.facts
    kb = consultation.kb
    model = facts.model_record(kb) if kb is not None else None
    what = model.name if model is not None else (f"{facts.params_b:g}B" if facts.params_b else "")
    task = label_or(lang, f"t_{facts.task}", facts.task)
    return f"{what} · {task}" if what else task


# ---------------------------------------------------------------------------------- building


def build(consultation: Any, lang: str, generated: datetime, version: str) -> Report:
    kb = consultation.kb
    sources = _Sources(kb, lang)
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
    picks = tuple(_pick(p, lang, sources, consultation.facts.days) for p in consultation.picks)
    trace = _trace(consultation, lang, sources)
    rejected = tuple(RejectedView(r.card, _card_name(kb, r.card), _reasons(r.why, lang, sources))
                     for r in consultation.rejected)
    caveats = tuple(CaveatView(c.id, _text(c.text, lang),
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
        if budget.unit == "month" and budget.currency == consultation.display_currency:
            budget_monthly = float(budget.amount)
    headings = {key: label(lang, key) for key in SECTIONS}
    headings["rejected"] = label(lang, "rejected") + paren(lang, str(len(rejected)))
    if checks is None:
        del headings["checklist"]
    else:
        headings["checklist"] = label(lang, "checklist", card=checks.card_name)
    return Report(
        lang=lang, headings=headings, title=label(lang, "title"), subtitle=_subtitle(consultation, lang),
        generated=generated.strftime("%Y-%m-%d %H:%M"), version=version,
        answer=tuple(_text(line, lang) for line in consultation.answer),
        told=told, assumed=assumed, fact_notes=tuple(_text(n, lang) for n in consultation.facts.notes),
        memory=memory, picks=picks, trace=trace, trace_steps=len(consultation.trace), rejected=rejected,
        cards_total=len(kb.cards) if kb is not None else len(picks) + len(rejected),
        caveats=caveats, what_if=tuple(_text(w.text, lang) for w in consultation.what_if),
        checklist=checks, sources=sources.views(),
        price_warnings=_price_warnings(consultation, lang, generated.date()),
        fit_bars=_fit_bars(consultation), cost_bars=_cost_bars(consultation, lang),
        job_bars=_job_bars(consultation),
        currency=consultation.display_currency, budget_monthly=budget_monthly, budget_text=budget_text)
