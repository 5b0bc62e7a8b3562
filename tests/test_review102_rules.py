"""Review 102 (a blind ML-infra engineer's ten consultations, 2026-12-06): the rules' side of what was wrong."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui import named_cards
from rules import estimate
from rules.estimate.fit import gpu_counts
from rules.pipeline import consult
from rules.placement import MIN_HEADROOM, fits

KB = knowledge.load(user_file=False)

C07 = {"task": "inference", "model": "qwen2.5-72b", "context_tokens": 32768, "concurrency": 5, "region": "cn",
       "buyer": "company", "procure": "buy", "server_gpus": 8, "no_rental": True,
       "budget": {"amount": 250000, "currency": "CNY", "unit": "total"}}


def _said_count(text: str) -> int | None:
    got = re.search(r"; (\d+) would \(", text)
    return int(got.group(1)) if got else None


def _check_named_count(r, card_id: str) -> str | None:
    """The "N would" a named card's line says: N passes the picks' own per-card fit and no smaller count does."""
    v = named_cards.verdicts([card_id], r)
    if not v:
        return None
    n = _said_count(v[0].text.en)
    if n is None:
        return None
    card = KB.card(card_id)
    at_n = estimate.fit(r.requirement, r.facts, card, n, KB, MIN_HEADROOM, inverse=False)
    assert fits(at_n), v[0].text.en
    shown = next(f for f in r.fits if f.card == card_id)  # the view the line reads (its figures rounded to 0.01)
    assert abs(shown.per_gpu_need_gb - at_n.per_gpu_need_gb) < 0.01 and shown.gpus == n
    assert f"{shown.per_gpu_need_gb:,.1f} of {shown.usable_gb:,.1f} GB usable each" in v[0].text.en
    for fewer in (c for c in gpu_counts(n) if c < n):
        assert not fits(estimate.fit(r.requirement, r.facts, card, fewer, KB, MIN_HEADROOM, inverse=False))
    return v[0].text.en


def test_a_named_cards_count_is_the_picks_fit_and_says_the_engine_flag_it_needs():
    """c07: "rtx-4090-48g … 4 张可以（每张 48.5 GB）" beside "48 GB": the per-card need is said against what the card
    can use (51.3 GB of 10^9 bytes), and that vLLM starts on 4 only with a raised share and eager mode, 8 at its
    defaults."""
    r = consult(C07, KB)
    en = _check_named_count(r, "rtx-4090-48g")
    assert en is not None and "tight: vllm starts only with --gpu-memory-utilization" in en
    assert re.search(r"--enforce-eager, 8 at its defaults", en)
    zh = named_cards.verdicts(["rtx-4090-48g"], r)[0].text.zh
    assert "可用 51.3 GB" in zh and "8 张按默认参数即可" in zh


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(model=st.sampled_from(["qwen2.5-72b", "llama-3.1-70b", "qwen3-32b"]),
       context=st.sampled_from([8192, 32768, 65536]), concurrency=st.integers(1, 8),
       card=st.sampled_from(["rtx-4090-48g", "rtx-4090d-48g"]))
def test_property_a_named_cards_n_cards_can_always_passes_the_per_card_fit(model, context, concurrency, card):
    r = consult({**C07, "model": model, "context_tokens": context, "concurrency": concurrency}, KB, what_if=False)
    _check_named_count(r, card)


def test_the_property_above_meets_a_count_it_can_check():
    """The property is not vacuous: a 72B at 32k × 5 on a named 48 GB board says a count."""
    assert _check_named_count(consult(C07, KB, what_if=False), "rtx-4090d-48g") is not None


def test_a_purchase_is_not_ranked_after_for_where_a_card_rents():
    """c07: "rtx-a6000 / a40：这里只能在境外租到，而你要的是国内机器" on a PURCHASE: a buying reason instead;
    renting, the rental reason stays."""
    r = consult(C07, KB)
    for card in ("rtx-a6000", "a40"):
        why = next(x for x in r.rejected if x.card == card).why
        assert why and all(w.rule not in ("cn-said-prefers-onshore", "cn-serving-prefers-onshore") for w in why)
    rent = consult({k: v for k, v in C07.items() if k not in ("procure", "no_rental", "server_gpus", "budget")}, KB)
    assert any(w.rule == "cn-said-prefers-onshore" for x in rent.rejected for w in x.why)  # (H100 rents abroad)


def test_a_no_rental_purchase_shows_no_rental_price_plan_or_machine_note(capsys, monkeypatch):
    """c07: "不再列出租用方案作比较" above a table with aliyun's 20.18 CNY an hour: with no renting, the table has the
    purchase's price only, and no caveat asks for a rental plan or explains a rental's whole-machine price."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    args = ["--lang", "zh", "recommend", "--task", "inference", "--model", "qwen2.5-72b", "--context", "32768",
            "--concurrency", "5", "--region", "cn", "--buyer", "company", "--procure", "buy", "--server-gpus", "8",
            "--budget", "250000/total", "--currency", "CNY"]
    assert main([*args, "--no-rental"]) == 0
    out = capsys.readouterr().out
    table = out.split("推荐\n", 1)[1].split("\n  1.", 1)[0]
    assert "购买价" in table and "CNY/小时" not in table and "每月" not in table
    assert "[ask-for-a-plan]" not in out and "[whole-machine-price]" not in out and "租金列在旁边" not in out
    assert main(args) == 0  # renting allowed: the rent is priced beside the purchase
    out = capsys.readouterr().out
    assert "CNY/小时" in out.split("推荐\n", 1)[1].split("\n  1.", 1)[0]


def test_a_no_rental_purchase_report_prices_the_pick_by_its_purchase(tmp_path, monkeypatch):
    """c07, the exported report: its picks table had "Alibaba Cloud | ¥20.18 / 小时 | ¥116,237/月" too."""
    from advisor_tui.cli import main

    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-06")
    report = tmp_path / "c07.md"
    assert main(["--lang", "zh", "recommend", "--task", "inference", "--model", "qwen2.5-72b", "--context", "32768",
                 "--concurrency", "5", "--region", "cn", "--buyer", "company", "--procure", "buy", "--no-rental",
                 "--server-gpus", "8", "--report", str(report)]) == 0
    picks = report.read_text(encoding="utf-8").split("## 推荐", 1)[1].split("###", 1)[0]
    row = next(line for line in picks.splitlines() if line.startswith("| 1 |"))
    assert "小时" not in row and "/月" not in row and ("询价" in row or "购买" in row)


def _breakeven(days: float) -> str:
    r = consult({"task": "lora", "model": "llama-3.1-8b", "procure": "buy", "buyer": "company", "region": "intl",
                 "hours_per_day": 3, "days": days}, KB, what_if=False)
    return next(c.text for c in r.caveats if c.rule == "buy-breakeven").en


def test_a_use_of_under_a_month_is_no_plan_span_in_the_breakeven():
    """c09: "longer than the 0 months you plan to use it": 3 h a week read as 4.29 days of use a month; a span under
    a month says the payback alone; a span said in months still weighs it."""
    short = _breakeven(4.29)
    assert "pays for itself after about" in short and "months you plan" not in short
    assert "24 months you plan" in _breakeven(730)


C10 = {"task": "full-finetune", "model": "qwen3-8b", "train_tokens": 300000000, "epochs": 2, "context_tokens": 4096,
       "interruptible": True, "save_steps": 500, "region": "cn"}


def test_a_full_fine_tune_saving_checkpoints_sizes_their_disk_and_keeps_two():
    """c10: 36 saves of a ~115 GB checkpoint (weights + AdamW states) were 4 TB on the volume, unsaid: the number of
    saves follows from the launch line's steps, the size from the estimate's bytes a parameter, and the launch keeps
    the newest two (TrainingArguments.save_total_limit)."""
    from rules.base.checkpoints import optimizer_steps

    r = consult(C10, KB, what_if=False)
    pick = r.picks[0]
    assert "--save_steps 500 --save_total_limit 2" in pick.launch
    steps = optimizer_steps(r.facts, pick.launch, pick.gpus)
    per_step = int(re.search(r"--num_processes (\d+)", pick.launch).group(1)) * int(
        re.search(r"--gradient_accumulation_steps (\d+)", pick.launch).group(1)) * 4096
    assert steps == -(-600_000_000 // per_step)
    disk = next(c.text for c in r.caveats if c.rule == "checkpoint-disk")
    each = 8.2 * (r.requirement.inputs["weight_bytes"] + r.requirement.inputs["optimizer_bytes"])
    assert f"{steps // 500:,} saves" in disk.en and f"= {each:,.0f} GB" in disk.en
    assert f"keeps the newest 2, about {2 * each:,.0f} GB" in disk.en and "--save_total_limit 2" in disk.zh
    lora = consult({**C10, "task": "lora"}, KB, what_if=False)  # an adapter's checkpoints are small: not sized
    assert not any(c.rule == "checkpoint-disk" for c in lora.caveats)
    assert not any(c.rule == "checkpoint-disk" for c in consult({**C10, "save_steps": None}, KB, what_if=False).caveats)


def test_an_interruptible_run_says_its_price_is_on_demand_where_no_spot_price_is_on_file():
    """c10: "可中断：是" with the on-demand ¥421: the spot discount is not in the figure, and the answer says so."""
    r = consult(C10, KB, what_if=False)
    note = next(c.text for c in r.caveats if c.rule == "spot-price-unknown")
    assert "on-demand" in note.en and "按量价" in note.zh and r.picks[0].card in note.en
    assert not any(c.rule == "spot-price-unknown"
                   for c in consult({**C10, "interruptible": False}, KB, what_if=False).caveats)


C03 = {"task": "inference", "model": "gemma-3-27b", "context_tokens": 16384, "concurrency": 20, "region": "intl",
       "buyer": "company", "procure": "buy", "data_in": "UAE", "no_marketplace": True,
       "budget": {"amount": 150000, "currency": "USD", "unit": "total"}}


def test_a_purchase_beside_rentals_keeps_the_residency_line():
    """c03: with --data-in UAE --procure buy the UAE line went while rentals were still priced: it stays, about the
    rentals; with no renting, the bought box sits where it is put and no line is needed."""
    r = consult(C03, KB)
    line = next(a for a in r.answer if a.en.startswith("Machines in UAE"))
    assert "the rentals priced beside them are not known to be in UAE" in line.en and "UAE" in line.zh
    assert any("Renting instead" in a.en for a in r.answer)
    bare = consult({**C03, "no_rental": True}, KB)
    assert not any(a.en.startswith("Machines in UAE") for a in bare.answer)


def test_one_break_even_in_an_answer_against_a_plan_that_can_be_rented():
    """c03: "equals 8.6 months of rent" (a RunPod A100) beside "pays for itself after about 4.8 months" (CoreWeave's
    per-GPU rate of a node-only seller): the rent-instead line's, against the cheapest rentable plan, alone."""
    r = consult(C03, KB)
    assert sum(bool(re.search(r"\d months", a.en)) for a in r.answer) == 1
    assert not any(c.rule == "buy-breakeven" for c in r.caveats)


def test_a_company_buying_one_copy_of_its_service_hears_of_a_second_box():
    """c03: a bank's production chatbot on ONE bought card, $150k of budget: a one-line N+1 note with its price; not
    where the budget cannot hold two, nor for a person's own box."""
    r = consult(C03, KB, what_if=False)
    note = next(c.text for c in r.caveats if c.rule == "bought-single-copy")
    price = r.picks[0].purchase.total_display
    assert f"${price:,.0f}" in note.en and f"${2 * price:,.0f} for both, within your $150,000" in note.en
    assert "N+1" in note.zh
    tight = consult({**C03, "budget": {"amount": price * 1.5, "currency": "USD", "unit": "total"}}, KB, what_if=False)
    assert not any(c.rule == "bought-single-copy" for c in tight.caveats)
    own = consult({**C03, "buyer": "individual"}, KB, what_if=False)
    assert not any(c.rule == "bought-single-copy" for c in own.caveats)


def test_a_named_node_card_that_cannot_hold_the_job_says_what_two_nodes_take():
    """c05: one 8 × H100 node cannot hold Llama-3.1-405B BF16 at 128k × 4, and the group never heard what two of
    their nodes would take: 16 GPUs, tensor parallel 8 × pipeline parallel 2 (vLLM's multi-node serving), each GPU's
    share under the memory gate, and the launch over a Ray cluster."""
    from rules.estimate.job import NODE_GPUS
    from rules.placement import fewest_nodes

    r = consult({"task": "inference", "model": "llama-3.1-405b", "precision": "bf16", "context_tokens": 131072,
                 "concurrency": 4, "region": "intl", "no_quantization": True}, KB)
    v = named_cards.verdicts([("h100-sxm", 8)], r)[0]
    card = KB.card("h100-sxm")
    n = fewest_nodes(r.requirement, r.facts, card, KB)
    assert n == 2
    at = estimate.fit(r.requirement, r.facts, card, n * NODE_GPUS, KB, MIN_HEADROOM, inverse=False)
    assert fits(at) and f"{at.per_gpu_need_gb:,.1f} of {at.usable_gb:,.1f} GB usable each" in v.text.en
    assert "2 of its 8-GPU servers would hold it (16 GPUs" in v.text.en
    assert "--tensor-parallel-size 8 --pipeline-parallel-size 2" in v.text.en and "ray start --head" in v.text.en
    assert "2 台 8 卡服务器可以" in v.text.zh
    assert r.picks  # the rented answer stays beside it


def _node_aside(**facts) -> str:
    r = consult({"task": "inference", "model": "qwen2.5-vl-7b", "region": "intl", **facts}, KB, what_if=False)
    why = next(w for x in r.rejected if x.card == "mi300x" for w in x.why if w.rule == "unit-unknown-ranked-after")
    return why.text.en


def test_a_whole_nodes_cost_is_labelled_by_the_span_priced():
    """c01: "(as a node: $444/month)" was 30 days of the 1 h assumed, where the run priced one hour against a total
    budget: the label follows the span — an hour there, a month for a month's use, the days said otherwise."""
    from rules.pricing import whole_nodes_monthly

    hour = _node_aside(budget={"amount": 3000, "currency": "USD", "unit": "total"})
    got = re.search(r"\(as a node: \$([\d,.]+) an hour\)", hour)
    assert got and "/month" not in hour.split("(as a node:")[1].split(")")[0]
    price = next(o.price for o in KB.offers if o.card == "mi300x" and o.provider == "vultr" and o.unit == "hour")
    assert float(got.group(1).replace(",", "")) == round(whole_nodes_monthly(price * 30, 1) / 30, 2)  # 8 GPUs, 1 h
    assert re.search(r"\(as a node: \$[\d,.]+/month\)", _node_aside(hours_per_day=8, days=30))
    assert re.search(r"\(as a node: \$[\d,.]+ for your 5 d × 8 h\)", _node_aside(hours_per_day=8, days=5))
