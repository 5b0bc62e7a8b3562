"""The report's view model: built once from a consultation, nothing estimated or priced again;
the day-one checklist's numbers; price ages; every referenced source listed."""

from __future__ import annotations

from datetime import datetime
from functools import cache

import pytest

from advisor_tui.report import checklist, model, render
from rules.pipeline import consult

WHEN = datetime(2026, 12, 1, 9, 0)


@cache
def _consult(**raw):
    return consult(raw)


def qwen32():
    return _consult(model="qwen3-32b", context_tokens="32k", region="cn", budget="¥3000/month")


def llama70():
    # CUDA required: a multi-GPU answer with seed-dated prices (otherwise one MI300X, priced
    # from a May 2026 note, holds the model)
    return _consult(model="llama-3.1-70b", precision="bf16", region="intl", hours_per_day=8,
                    cuda_required=True)


def nothing_fits():
    return _consult(model="llama-3.1-405b", precision="bf16", max_gpus=2)


@pytest.mark.parametrize("spec, expected", [
    (1008.0, ("706", "806", "1,008")),  # RTX 4090 bandwidth, seed 004's example card
    (165.2, ("116", "132", "165.2")),  # RTX 4090 dense FP16 (FP32 accumulate)
    (65.0, ("45.5", "52", "65")),  # T4
    (4800.0, ("3,360", "3,840", "4,800")),  # H200
])
def test_pass_line_is_70_to_80_percent_of_the_published_figure(spec, expected):
    assert checklist.pass_line(spec) == expected


def test_checklist_for_an_rtx_4090_states_the_numbers(kb):
    ck = checklist.build(kb.card("rtx-4090"), 1, "en")
    text = " ".join(f"{c.title} {c.command} {c.expect}" for c in ck.checks)
    assert "nvidia-smi -q -d POWER" in text and "450 W" in text
    assert "≥ 706–806 GB/s of 1,008" in text
    assert "≥ 116–132 TFLOPS of 165.2" in text
    assert "topo" not in text  # one GPU: no topology check
    assert ck.script.startswith("import time") and "2 * x.numel() * 4" in ck.script
    compile(ck.script, "day1.py", "exec")  # the script people paste must at least parse


def test_checklist_for_several_gpus_checks_the_topology(kb):
    nvlink = checklist.build(kb.card("h100-sxm"), 8, "zh")
    assert any(c.command == "nvidia-smi topo -m" and "NV#" in c.expect for c in nvlink.checks)
    pcie = checklist.build(kb.card("rtx-4090"), 4, "en")
    assert any(c.command == "nvidia-smi topo -m" and "no NVLink" in c.expect for c in pcie.checks)


def test_checklist_for_other_ecosystems_uses_their_tools(kb):
    rocm = checklist.build(kb.card("mi300x"), 1, "en")
    assert rocm.checks[0].command == "rocm-smi"
    cann = checklist.build(kb.card("ascend-910b"), 2, "en")
    assert cann.checks[0].command.startswith("npu-smi")
    assert 'device="npu"' in cann.script and "import torch_npu" in cann.script
    compile(cann.script, "day1.py", "exec")


def test_view_has_every_fact_and_every_default(kb):
    c = qwen32()
    view = model.build(c, "en", WHEN, "9.9.9")
    assert len(view.assumed) == len(c.facts.assumed)
    told = {r.label: r.value for r in view.told}
    assert told["Context"] == "32,768 tokens"
    assert told["Budget"] == "¥3,000 per month"
    assert told["Region"] == "mainland China (cn)"
    assert "Qwen3-32B" in told["Model"]
    assert view.version == "9.9.9" and view.generated == "2026-12-01 09:00"
    assert len(view.answer) == len(c.answer) <= 3


def test_usage_a_sized_job_sets_is_not_what_the_person_told(kb):
    # review 101 #10: a nightly batch's report listed "Hours a day | 24 h" under "What you told me"
    batch = _consult(model="qwen3-32b", prompts=800, input_tokens=15000, output_tokens=800, runs_per_month=30,
                     region="intl")
    told = {r.label for r in model.build(batch, "en", WHEN, "9.9.9").told}
    assert "Hours a day" not in told and "Days" not in told and "Runs of the job a month" in told
    said = _consult(model="qwen3-8b", hours_per_day=6, days=20)
    told = {r.label: r.value for r in model.build(said, "en", WHEN, "9.9.9").told}
    assert told["Hours a day"] == "6 h" and told["Days"] == "20 days"


def test_every_referenced_source_is_listed_with_its_date(kb):
    c = llama70()
    view = model.build(c, "en", WHEN, "0")
    listed = {s.id: s for s in view.sources}
    referenced = {t.source for t in c.trace} | {cv.source for cv in c.caveats}
    referenced |= {w.source for r in c.rejected for w in r.why}
    referenced |= {w.source for p in c.picks for w in p.why} | {p.offer.source for p in c.picks if p.offer}
    assert referenced <= set(listed)
    for sid, src in listed.items():
        record = kb.sources_by_id[sid]
        # a source article is named as people read it ("Source 1: <title>"), others by title
        assert src.title.endswith(record.title)
        assert src.title.startswith("Source ") == sid.startswith("seed-")
        assert src.as_of == ("unknown" if record.as_of == "unknown" else record.as_of)


def test_trace_groups_keep_every_step_in_order():
    c = qwen32()
    view = model.build(c, "zh", WHEN, "0")
    seqs = [s.seq for g in view.trace for s in sorted((*g.steps, *g.folded), key=lambda s: s.seq)]
    assert seqs == [t.seq for t in c.trace]  # shown or folded, nothing is lost, in order
    assert view.trace_steps == len(c.trace)
    # a step whose own text does not name its card gets the card id in front
    for g in view.trace:
        for s in (*g.steps, *g.folded):
            entry = c.trace[s.seq - 1]
            card = model._trace_card(entry.matched)
            if card:
                assert card in s.text


def test_old_prices_are_flagged_relative_to_the_generation_date():
    c = llama70()
    fresh = model.build(c, "en", datetime(2026, 10, 1), "0")
    assert fresh.price_warnings == ()
    late = model.build(c, "en", datetime(2027, 6, 1), "0")
    assert len(late.price_warnings) == len(c.picks)
    assert all("days before this report" in w for w in late.price_warnings)


def test_undated_prices_say_unknown(kb):
    import dataclasses

    from knowledge.loader import SECTIONS, KnowledgeBase

    # every price undated, so every priced pick is priced from an undated offer
    undated = KnowledgeBase(**{name: getattr(kb, name) for name in SECTIONS
                               if name != "offers"},
                            offers=tuple(dataclasses.replace(o, as_of="unknown") for o in kb.offers))
    c = consult({"model": "qwen3-32b", "budget": "₮2000/month"}, undated)
    priced = [p for p in c.picks if p.offer is not None]
    assert priced and all(p.offer.as_of == "unknown" for p in priced)
    view = model.build(c, "zh", WHEN, "0")
    assert sum("日期未知" in w for w in view.price_warnings) >= 1
    assert any("unknown" in w or "undated" in w for w in model.build(c, "en", WHEN, "0").price_warnings)


def test_memory_chart_rows_are_the_picks_then_nearby_cards():
    c = qwen32()
    view = model.build(c, "en", WHEN, "0")
    picks = [b for b in view.fit_bars if b.pick]
    assert [b.card_id for b in picks] == [p.card for p in c.picks]
    others = [b for b in view.fit_bars if not b.pick]
    assert 0 < len(others) <= model.NEARBY_CARDS
    assert len({(round(b.usable_gb, 1), b.gpus) for b in view.fit_bars}) == len(view.fit_bars)
    fits = {v.card: v for v in c.fits}
    chosen = {p.card: p for p in c.picks}
    for b in view.fit_bars:  # the numbers are the consultation's, not recomputed: a pick's at its own count
        need = chosen[b.card_id].per_gpu_need_gb if b.pick else fits[b.card_id].per_gpu_need_gb
        assert (b.usable_gb, b.need_gb, b.fits) == (fits[b.card_id].usable_gb, need, fits[b.card_id].fits)


def test_cost_chart_has_the_picks_monthly_cost():
    c = llama70()
    view = model.build(c, "en", WHEN, "0")
    assert [(b.card_id, b.monthly) for b in view.cost_bars if b.pick] == [
        (p.card, p.monthly_cost) for p in c.picks if p.monthly_cost is not None]


def test_a_sized_training_job_is_charted_as_the_job_not_as_a_month_of_rental():
    c = _consult(task="qlora", model="qwen3-8b", samples=20000, tokens_per_sample=1000, epochs=3,
                 region="cn", budget="300/total CNY")
    assert c.picks and all(p.job is not None and p.job.kind == "training" for p in c.picks)
    view = model.build(c, "zh", WHEN, "0")
    assert view.cost_bars == ()
    assert [b.total for b in view.job_bars] == [float(p.job.total) for p in c.picks]
    html = render(c, "html", "zh", generated=WHEN)
    assert "按你的用量每月费用" not in html and "每个推荐的时长与费用" in html


def test_rendering_estimates_and_prices_nothing(monkeypatch):
    c = qwen32()

    def boom(*_a, **_k):
        raise AssertionError("the report recomputed something")

    import rules.estimate
    import rules.pipeline
    import rules.pricing

    for mod, name in [(rules.estimate, "requirement"), (rules.estimate, "fit"), (rules.estimate, "usage_cost"),
                      (rules.pricing, "price_card"), (rules.pipeline, "consult")]:
        monkeypatch.setattr(mod, name, boom)
    for fmt in ("markdown", "html", "json"):
        for lang in ("en", "zh"):
            assert render(c, fmt, lang, generated=WHEN)


def test_no_picks_still_gives_a_useful_view():
    c = nothing_fits()
    view = model.build(c, "en", WHEN, "0")
    assert view.picks == () and view.checklist is None and view.cost_bars == ()
    assert "checklist" not in view.headings
    assert view.what_if  # what would make it feasible
    assert view.fit_bars  # the nearest cards, none of which fits
    assert len(view.rejected) == view.cards_total


def test_a_rule_that_fired_for_every_card_folds_all_but_the_picks_and_a_few():
    c = qwen32()
    view = model.build(c, "en", WHEN, "0")
    picked = {p.card for p in c.picks}
    fits = next(g for g in view.trace if g.rule == "memory-fits")
    assert fits.folded and len(fits.steps) <= model.SHOWN_PER_RULE + len(picked)
    shown = {s.card for s in fits.steps}
    fitting = {s.card for s in (*fits.steps, *fits.folded)}
    assert picked & fitting <= shown  # a pick's own step is never folded away


def test_an_amd_days_one_checklist_speaks_rocm_and_xgmi_not_cuda_and_nvlink():
    """Review 14 M4: an MI300X's checklist asked for a CUDA version and NVLink 'NV#' links, and set
    the matmul pass line at NVIDIA's 70-80 % of the datasheet peak without a word."""
    import knowledge
    from advisor_tui.report import checklist

    kb = knowledge.load(user_file=False)
    card = kb.card("mi300x")
    built = checklist.build(card, 2, "en")
    text = " ".join(f"{c.command} {c.expect}" for c in built.checks)
    assert "ROCm" in text and "XGMI" in text and "CUDA" not in text and "NV#" not in text
    assert "source 4's line for NVIDIA cards" in text
    nvidia = " ".join(c.expect for c in checklist.build(kb.card("a100-80g-sxm"), 2, "en").checks)
    assert "NV#" in nvidia and "source 4's line for NVIDIA" not in nvidia


def test_the_cost_chart_counts_a_loads_copies_and_no_option_past_the_gpu_limit():
    """Review 15 m5: a 5 rps Qwen3-30B-A3B service on two copies of one A100 was charted as
    "1 × A100 80GB SXM: ¥4,752" (the two copies' cost), beside "88 × RTX 3080 Ti … ¥44,000" — a
    count the 8-GPU limit rules out."""
    r = consult({"model": "qwen3-30b-a3b", "rps": 5, "input_tokens": 1500, "output_tokens": 300,
                 "region": "cn", "invoice": "vat-special", "budget": "10000/month CNY"})
    top = r.picks[0]
    assert top.replicas > 1
    bars = model.cost_bars(r, "en")
    assert next(b for b in bars if b.card_id == top.card).gpus == top.gpus * top.replicas
    assert all(b.gpus <= r.facts.max_gpus for b in bars if not b.pick)


def test_a_fact_said_at_its_default_value_is_still_listed_as_told():
    # found reading an exported report: "single user" and "for myself" (concurrency 1, an individual
    # buyer, both the defaults) were in neither "What you told me" nor "What I assumed"
    r = consult({"model": "llama-3.1-70b", "precision": "int4", "concurrency": 1, "buyer": "individual",
                 "procure": "buy"}, what_if=False)
    told = {row.label for row in model.build(r, "en", WHEN, "test").told}
    assert {"Concurrent sequences", "Who buys"} <= told


def test_a_job_on_more_gpus_than_memory_needs_says_each_holds_the_whole_model():
    # review 21 m5: "GPUs: 2 (one GPU)" for a full fine-tune data-parallel over two B200s
    r = consult({"task": "full-finetune", "model": "llama-3.1-8b", "train_tokens": "1B", "epochs": 2,
                 "deadline": "5d", "region": "intl"}, what_if=False)
    text = render(r, "markdown", "en", generated=WHEN)
    several = [p for p in r.picks if p.mode == "single" and p.gpus > 1]
    assert several
    for p in several:
        assert f"GPUs: {p.gpus} (each holds the whole model)" in text
    assert not any("(one GPU)" in line for line in text.splitlines() if "GPUs: 1 " not in line)
