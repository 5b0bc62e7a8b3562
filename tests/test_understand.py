"""Free text → facts (advisor_tui.understand): a table of real-sounding utterances, conflicts,
unknown models, merging with options, describe(), robustness (fuzzing, huge input) and validity
of every value against rules.facts.resolve."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui import understand
from advisor_tui.understand import MAX_CHARS, describe, merge, parse, to_dict
from rules.facts import FACT_NAMES, LLM_TASKS, Budget, resolve

UTTERANCES = Path(__file__).parent / "data" / "utterances.yaml"
# Issue 15's batches, written before the reader changed for them. First run on the old reader:
# negations 52/108, job facts 10/46, scoped answers 41/79 — 103/233 = 44.2 % (69.7 % over all 429).
BATCHES = [Path(__file__).parent / "data" / name for name in (
    "utterances.yaml", "utterances_negation.yaml", "utterances_job.yaml", "utterances_answers.yaml",
    "utterances_heldout2.yaml", "utterances_heldout3.yaml", "utterances_heldout4.yaml",
    "utterances_heldout5.yaml", "utterances_heldout6.yaml", "utterances_heldout7.yaml",
    "utterances_heldout8.yaml", "utterances_heldout9.yaml", "utterances_heldout10.yaml",
    "utterances_media.yaml", "utterances_review.yaml", "utterances_heldout11.yaml", "utterances_heldout12.yaml",
    "utterances_heldout13.yaml", "utterances_heldout14.yaml", "utterances_heldout15.yaml",
    "utterances_heldout16.yaml", "utterances_heldout17.yaml", "utterances_heldout18.yaml",
    "utterances_heldout19.yaml", "utterances_heldout20.yaml", "utterances_heldout21.yaml",
    "utterances_heldout22.yaml", "utterances_heldout23.yaml", "utterances_heldout24.yaml",
    "utterances_heldout25.yaml", "utterances_heldout26.yaml", "utterances_heldout27.yaml",
    "utterances_heldout28.yaml", "utterances_heldout29.yaml", "utterances_heldout30.yaml",
    "utterances_heldout31.yaml", "utterances_heldout32.yaml", "utterances_heldout33.yaml",
    "utterances_heldout34.yaml", "utterances_heldout35.yaml", "utterances_heldout36.yaml",
    "utterances_heldout37.yaml", "utterances_heldout38.yaml",
    "utterances_heldout39.yaml", "utterances_heldout40.yaml", "utterances_heldout41.yaml",
    "utterances_heldout42.yaml", "utterances_heldout43.yaml", "utterances_heldout44.yaml",
    "utterances_heldout45.yaml", "utterances_heldout46.yaml", "utterances_heldout47.yaml",
    "utterances_heldout48.yaml", "utterances_heldout49.yaml", "utterances_heldout50.yaml",
    "utterances_heldout51.yaml", "utterances_heldout52.yaml", "utterances_heldout53.yaml",
    "utterances_heldout54.yaml", "utterances_heldout55.yaml", "utterances_heldout56.yaml",
    "utterances_heldout57.yaml", "utterances_heldout58.yaml", "utterances_heldout59.yaml", "utterances_heldout60.yaml",
    "utterances_heldout61.yaml", "utterances_heldout62.yaml",
    "utterances_heldout63.yaml", "utterances_heldout64.yaml", "utterances_heldout65.yaml",
    "utterances_heldout66.yaml", "utterances_heldout67.yaml", "utterances_heldout68.yaml",
    "utterances_heldout69.yaml", "utterances_heldout70.yaml", "utterances_heldout71.yaml",
    "utterances_heldout72.yaml", "utterances_heldout73.yaml", "utterances_heldout74.yaml", "utterances_heldout75.yaml",
    "utterances_heldout76.yaml", "utterances_heldout77.yaml", "utterances_heldout78.yaml",
    "utterances_heldout79.yaml", "utterances_heldout80.yaml", "utterances_heldout81.yaml",
    "utterances_heldout82.yaml", "utterances_heldout83.yaml", "utterances_heldout84.yaml",
    "utterances_heldout85.yaml", "utterances_heldout86.yaml", "utterances_heldout87.yaml",
    "utterances_heldout88.yaml", "utterances_heldout89.yaml",
    "utterances_heldout90.yaml", "utterances_heldout91.yaml",
    "utterances_heldout92.yaml", "utterances_heldout93.yaml", "utterances_heldout94.yaml",
    "utterances_heldout95.yaml")]
ACCURACY_FLOOR = 1.0


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _rows():
    return [row for path in BATCHES for row in yaml.safe_load(path.read_text(encoding="utf-8"))]


def _read(row, kb):
    """Parse a row as the interview would: scoped to its question, in the session's currency."""
    return parse(row["say"], kb, strict=True, question=row.get("ask"), currency=row.get("currency"),
                 today=row.get("today"))


def _got(u, row) -> dict:
    """The facts a reading gives the consultation: the reader's, plus the head count it asks about, which
    sizes the answer meanwhile (Understanding.users: what the CLI and the interview add as `users`) — tested
    where a row names it; rows written before the fact existed ask about the head count (`unresolved`)."""
    facts = dict(u.facts)
    if (users := u.users()) is not None and ("users" in (row["facts"] or {})
                                             or "concurrency" not in row.get("unresolved", [])):
        facts["users"] = users
    return facts


def _same(got, want) -> bool:
    numbers = (int, float)
    if isinstance(got, Budget) and isinstance(want, Budget):  # a round figure is tested on its own
        return (got.amount, got.currency, got.unit) == (want.amount, want.currency, want.unit)
    if isinstance(got, numbers) and isinstance(want, numbers) and not isinstance(got, bool) \
            and not isinstance(want, bool):
        return abs(got - want) <= 1e-4 * max(1.0, abs(want))
    return got == want


def _expected(facts: dict) -> dict:
    out = dict(facts)
    if isinstance(out.get("budget"), dict):
        b = out["budget"]
        out["budget"] = Budget(float(b["amount"]), b["currency"], b["unit"])
    for key in ("params_b", "hours_per_day", "days", "vram_gb"):
        if key in out:
            out[key] = float(out[key])
    if "only_cards" in out:  # the cards accepted, said as ids, names or "domestic": the ids they resolve to
        from rules.fact_parse import parse_cards

        out["only_cards"] = parse_cards("only_cards", out["only_cards"], knowledge.load(user_file=False))
    return out


def _resolvable(facts: dict) -> dict:
    """The parser's facts plus what resolve needs when the text alone is not a full job."""
    probe = dict(facts)
    task = probe.get("task", "inference")
    if task in LLM_TASKS and not {"model", "models", "params_b", "vram_gb"} & set(probe):
        probe["params_b"] = 7
    budget = probe.get("budget")
    if isinstance(budget, Budget) and budget.currency not in ("USD", "CNY", "T-CREDIT"):
        probe["fx"] = f"{budget.currency}/USD=1"  # a session counted in euros holds its rate (heldout23 #17)
    asked = {"samples", "tokens_per_sample"} - set(probe)
    if len(asked) == 1 and "train_tokens" not in probe:
        probe[asked.pop()] = 1  # half a job size: the reader keeps it and asks for the other half
    return probe


def test_utterance_table_accuracy(kb):
    rows = _rows()
    assert len(rows) >= 400
    failures = []
    for row in rows:
        u = _read(row, kb)
        got = _got(u, row)
        want = _expected(row["facts"] or {})
        problems = []
        if set(got) != set(want) or not all(_same(got[k], v) for k, v in want.items()):
            missing = {k: v for k, v in want.items() if not _same(got.get(k), v)}
            extra = {k: v for k, v in got.items() if k not in want}
            problems.append(f"wanted {missing} extra {extra}")
        for fact in row.get("conflicts", []):
            if fact not in {c.fact for c in u.conflicts}:
                problems.append(f"no conflict on {fact}")
        for kind in row.get("unresolved", []):
            if kind not in {x.kind for x in u.unresolved}:
                problems.append(f"nothing unresolved of kind {kind}")
        if problems:
            failures.append(f"  {row['say']!r}: " + "; ".join(problems))
    accuracy = 1 - len(failures) / len(rows)
    print(f"\nfree-text accuracy: {accuracy:.1%} ({len(rows) - len(failures)}/{len(rows)})")
    if failures:
        print("wrong:\n" + "\n".join(failures))
    assert accuracy >= ACCURACY_FLOOR, "\n".join(failures)


def test_every_parsed_fact_set_resolves(kb):
    for row in _rows():
        u = _read(row, kb)
        resolve(_resolvable(u.facts), kb)
        assert all(c.fact in FACT_NAMES for c in u.conflicts), row["say"]  # never a set-aside finding


def test_conflicting_models_and_budgets_are_reported_not_guessed(kb):
    u = parse("qwen3 32b 还是 llama 3.1 70b？预算每月 3000 元，也可能 $800/month", kb, strict=True)
    assert {c.fact for c in u.conflicts} >= {"model", "budget"}
    assert "model" not in u.facts and "budget" not in u.facts
    model = next(c for c in u.conflicts if c.fact == "model")
    assert set(model.values) == {"qwen3-32b", "llama-3.1-70b"}
    assert any("qwen3 32b" in t for t in model.texts)
    lines = describe(u, "en")
    assert any(line.startswith("conflict · Model") for line in lines)
    assert u.confidence < 0.8


def test_two_contexts_and_two_tasks_conflict(kb):
    u = parse("上下文 8k 或者 32k，出图还是渲染", kb, strict=True)
    assert {"context_tokens", "task"} <= {c.fact for c in u.conflicts}
    assert "context_tokens" not in u.facts and "task" not in u.facts


def test_same_value_twice_is_not_a_conflict(kb):
    u = parse("qwen3 32b, 32k context … yes Qwen3-32B with 32K ctx", kb, strict=True)
    assert u.conflicts == ()
    assert u.facts["model"] == "qwen3-32b" and u.facts["context_tokens"] == 32768


def test_unknown_model_is_unresolved_with_candidates(kb):
    u = parse("foo-13b 推理", kb, strict=True)
    assert "model" not in u.facts
    (item,) = [x for x in u.unresolved if x.kind == "model"]
    assert item.text == "foo-13b"
    assert item.candidates, "close names are offered"
    assert u.facts["params_b"] == 13.0  # the size in the name is still a fact


def test_ambiguous_model_is_never_a_silent_guess(kb):
    for text, size in (("qwen 32b 部署", 32.0), ("llama 70b", 70.0)):
        u = parse(text, kb, strict=True)
        assert "model" not in u.facts, text
        (item,) = [x for x in u.unresolved if x.kind == "model"]
        assert len(item.candidates) >= 2, text
        assert u.facts["params_b"] == size
    # "Llama 3 70B" is a model of its own (review 15 m4: it was sized as a generic 70B with 79 layers)
    assert parse("llama3 70b int4", kb, strict=True).facts["model"] == "llama-3-70b"
    u = parse("qwen4 32b", kb, strict=True)  # no such version: never "the closest"
    assert "model" not in u.facts
    assert [x for x in u.unresolved if x.kind == "model"][0].candidates


def test_bare_family_asks_which_model(kb):
    u = parse("想用 deepseek 做客服", kb, strict=True)
    assert "model" not in u.facts
    assert any(x.kind == "model" and "deepseek-r1" in x.candidates for x in u.unresolved)
    u = parse("flux 出图", kb, strict=True)
    # it still asks which model, and sizes by the FLUX family meanwhile, not as SDXL (issue 21)
    assert u.facts == {"task": "image", "family": "flux"}
    assert any(x.kind == "model" and "flux.1-dev" in x.candidates for x in u.unresolved)


def test_typos_and_spacing_resolve(kb):
    cases = {
        "Qwen2.5-72B-Instruct": "qwen2.5-72b", "qwen 2.5 72b": "qwen2.5-72b",
        "lamma 3.1 70b": "llama-3.1-70b", "deepseak r1": "deepseek-r1",
        "gpt-oss 120b": "gpt-oss-120b", "千问3 32B": "qwen3-32b", "通义千问2.5-7B": "qwen2.5-7b",
        "ds r1 distill 32b": "deepseek-r1-distill-qwen-32b", "Mixtral-8x7B": "mixtral-8x7b",
        "stable diffusion xl": "sdxl", "混元视频": "hunyuanvideo", "qwen3-30b-a3b": "qwen3-30b-a3b",
    }
    for text, model in cases.items():
        assert parse(text, kb, strict=True).facts.get("model") == model, text


def test_cards_are_mentions_not_facts(kb):
    u = parse("两张 4090 跑 llama 3.1 8b，4090 24G 够吗", kb, strict=True)
    assert "vram_gb" not in u.facts and "max_gpus" not in u.facts
    cards = u.mentioned_cards
    assert cards and cards[0].card == "rtx-4090" and cards[0].count == 2
    assert any("card mentioned" in line for line in describe(u, "en"))


def test_vram_only_when_it_is_the_need(kb):
    assert parse("需要 40GB 显存", kb, strict=True).facts == {"vram_gb": 40.0}
    assert "vram_gb" not in parse("要 80G 显存吗", kb, strict=True).facts
    assert "vram_gb" not in parse("24G 显存的卡能跑吗", kb, strict=True).facts
    assert "vram_gb" not in parse("A100 80G", kb, strict=True).facts


def test_numbers_in_words_and_units():
    n = understand._number
    assert n("三千") == 3000 and n("一万五") == 15000 and n("十二") == 12
    assert n("二十四") == 24 and n("两") == 2 and n("两百五") == 250 and n("一百零五") == 105
    assert n("1,500") == 1500 and n("two thousand") == 2000 and n("fifteen hundred") == 1500
    assert n("三五") == 5 and n("两三千") == 3000 and n("2-3") == 3  # ranges: the upper end
    assert n("五三") is None


@pytest.mark.parametrize("text, budget", [
    ("每月 3000 元", Budget(3000.0, "CNY", "month")),
    ("三千块一个月", Budget(3000.0, "CNY", "month")),
    ("¥2/时", Budget(2.0, "CNY", "hour")),
    ("$1.5/h", Budget(1.5, "USD", "hour")),
    ("2 dollars per hour", Budget(2.0, "USD", "hour")),
    ("under $500 a month", Budget(500.0, "USD", "month")),
    ("₮400 一个月", Budget(400.0, "T-CREDIT", "month")),
    ("一万五每月", Budget(15000.0, "CNY", "month")),
    ("预算 1.5万", Budget(15000.0, "CNY", "month")),
    ("budget 3k", Budget(3000.0, "USD", "month")),
    ("一年预算 12 万", Budget(10000.0, "CNY", "month")),
])
def test_budgets(kb, text, budget):
    assert parse(text, kb, strict=True).facts["budget"] == budget


def test_budget_defaults_are_stated(kb):
    u = parse("预算 5k", kb, strict=True)
    assert u.facts["budget"] == Budget(5000.0, "CNY", "month")
    notes = " ".join(n.en for n in u.notes)
    assert "per month" in notes and "CNY" in notes
    u = parse("预算有", kb, strict=True)
    assert any(x.kind == "budget" for x in u.unresolved)


def test_full_precision_is_native_dtype_with_a_note(kb):
    u = parse("全精度跑 qwen3 32b", kb, strict=True)
    assert u.facts["precision"] == kb.model("qwen3-32b").native_dtype
    assert any("not fp32" in n.en for n in u.notes)
    assert parse("fp32 训练", kb, strict=True).facts["precision"] == "fp32"


def test_kv_cache_precision_is_separate(kb):
    u = parse("int4 weights, fp8 kv cache", kb, strict=True)
    assert u.facts["precision"] == "int4" and u.facts["kv_precision"] == "fp8"


def test_spans_point_at_the_words(kb):
    text = "想部署 Qwen3 32B，上下文 32k，国内"
    u = parse(text, kb, strict=True)
    got = {s.fact: text[s.start:s.end] for s in u.spans}
    assert got["model"] == "Qwen3 32B"
    assert got["context_tokens"] == "上下文 32k"
    assert got["region"] == "国内"
    assert all(0 <= s.start < s.end <= len(text) for s in u.spans)


def test_merge_options_win(kb):
    u = parse("qwen3 32b, 32k context, 每月 3000 元", kb, strict=True)
    merged = merge({"model": "llama-3.1-8b", "context_tokens": None, "budget": "50/hour"}, u)
    assert merged["model"] == "llama-3.1-8b" and "params_b" not in merged
    assert merged["context_tokens"] == 32768
    assert merged["budget"] == "50/hour"
    merged = merge({"params_b": "13"}, u)
    assert "model" not in merged and merged["params_b"] == "13"
    resolve(merged, kb)


def test_describe_en_and_zh(kb):
    u = parse("qwen3 32b 推理，每月 3000 元", kb, strict=True)
    en, zh = describe(u, "en"), describe(u, "zh")
    assert "Model: Qwen3-32B (from “qwen3 32b”)" in en
    assert "模型：Qwen3-32B（来自“qwen3 32b”）" in zh
    assert any(line.startswith("Budget: 3,000 CNY / month") for line in en)
    assert describe(parse("", kb), "zh") == []


def test_to_dict_is_json(kb):
    import json

    u = parse("qwen3 32b 或 llama 3.1 70b，每月 3000 元，汇率 7.2，两张 4090，foo-13b", kb, strict=True)
    data = json.loads(json.dumps(to_dict(u), ensure_ascii=False))
    assert data["facts"]["budget"] == {"amount": 3000.0, "currency": "CNY", "unit": "month"}
    assert data["facts"]["fx"] == [{"base": "USD", "quote": "CNY", "rate": 7.2}]
    assert data["conflicts"][0]["fact"] == "model"
    assert data["mentioned_cards"][0]["card"] == "rtx-4090"
    assert any(x["kind"] == "model" and x["candidates"] for x in data["unresolved"])
    assert all(set(x["message"]) == {"en", "zh"} for x in data["unresolved"])


def test_empty_and_odd_input(kb):
    for text in ("", "   ", "\n\t", "？？？", "0", "$", "k", "ǅ" * 10, "\x00\x01"):
        u = parse(text, kb, strict=True)
        assert u.facts == {} and u.conflicts == ()
    assert parse("", kb).confidence == 0.0
    assert parse(None, kb).facts == {}  # type: ignore[arg-type]


def test_confidence_is_between_zero_and_one(kb):
    sure = parse("qwen3 32b 推理，上下文 32k", kb, strict=True).confidence
    unsure = parse("qwen 32b？还是 llama 70b，预算有", kb, strict=True).confidence
    assert 0 <= unsure < sure <= 1


def test_huge_input_is_bounded(kb):
    chunk = "想部署 qwen3 32b，上下文 32k，国内，每月预算 3000 元。 serve 20 users at once, 4bit. "
    ten_kb = (chunk * (10_240 // len(chunk.encode()) + 1))[:10_240]
    one_mb = (chunk * (1_048_576 // len(chunk) + 1))[:1_048_576]
    for text in (ten_kb, one_mb):
        t0 = time.perf_counter()
        u = parse(text, kb, strict=True)
        elapsed = time.perf_counter() - t0
        assert len(u.text) <= MAX_CHARS  # the work is bounded by what is read
        assert u.facts["model"] == "qwen3-32b"
        print(f"\n{len(text.encode()):>8} bytes: {elapsed * 1000:.1f} ms")
        # a guard against a reader that scans the whole paste or goes quadratic, not a speed target (those are make
        # bench's): 0.4 s on a quiet development machine since the fifty-first session, 2.4 s with eight helpers
        # running beside it; a 10 KB paste read in 2.06 s failed CI before the rate forms were skipped
        assert elapsed < 5.0
    assert parse(one_mb, kb).truncated
    assert any(x.kind == "input" for x in parse(one_mb, kb).unresolved)


@pytest.mark.parametrize("text", [
    "1" * 5000, "一" * 5000, "1-" * 3000, "1," * 3000, "$1" * 3000, "1k " * 2000, "7b " * 2000,
    "8x7b-" * 1000, "1." * 3000, "qwen3 " * 1000, "4090 " * 1000, "上下文" * 2000, "twenty-" * 800,
    "1:2:" * 1500, "v1.2.3.4.5." * 500, "a" * 5000, "_" * 5000, "两三千一个月" * 800,
])
def test_pathological_input_is_linear(kb, text):
    # every pattern is linear: 8× the text takes about 8× the time (a backtracking regex takes 64×
    # or far more). A ratio of the best of three, not a wall-clock limit: a loaded machine slows
    # both sizes alike
    def best(sample: str) -> float:
        times = []
        for _ in range(3):
            t0 = time.perf_counter()
            parse(sample, kb, strict=True)
            times.append(time.perf_counter() - t0)
        return min(times)

    small, big = best(text[:len(text) // 8]), best(text)
    assert big < 24 * small + 0.02, f"{len(text) // 8} chars: {small * 1000:.1f} ms; {len(text)}: {big * 1000:.1f} ms"
    # (a ceiling, the ratio above is the linearity check: back to 5.0 s in the fifty-first session, the slowest of
    # these reading in about 1 s once the rate forms of currencies never named were skipped and four patterns that
    # started a match inside every run of digits were anchored at a number's start; 12 s since the fifty-fourth,
    # where "1," × 3,000 read 4.8–7.0 s on the session's start commit under six helpers' load — a wall-clock limit
    # on a shared host is no timing target, make bench holds those, and a backtracking pattern fails the ratio)
    assert big < 12.0


_ALPHABET = st.sampled_from(list(
    "qwenlamdspk0123456789.,-_ /$¥₮元块月时天周上下文并发卡显存推理部署微调出图视频全精度位量化"
    "一二两三十百千万bBkKgGhH:;?!()[]\n\t") + ["qwen3", "llama", "32b", "4090", "fp8", "kv",
                                               "预算", "每月", "context", "spot", "24/7"])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_ALPHABET, max_size=60).map("".join))
def test_fuzz_never_raises_and_values_resolve(kb, text):
    u = parse(text, kb, strict=True)
    resolve(_resolvable(u.facts), kb)
    for s in u.spans:
        assert 0 <= s.start <= s.end <= len(u.text)
    assert 0.0 <= u.confidence <= 1.0
    describe(u, "en")
    describe(u, "zh")


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=300))
def test_fuzz_any_unicode(kb, text):
    u = parse(text, kb, strict=True)
    resolve(_resolvable(u.facts), kb)


def test_module_stays_light():
    import subprocess  # a fresh interpreter: other tests in this one may have imported textual

    code = ("import sys, advisor_tui.understand; "
            "print(any(m == 'textual' or m.startswith('textual.') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_evaluation_covers_negations_and_interview_answers():
    """Issue 15's bar: ≥ 400 utterances, ≥ 100 negations / contrasts / corrections / hedges, ≥ 60
    replies to one interview question (each such row names the question it answers)."""
    rows = _rows()
    negations = yaml.safe_load((UTTERANCES.parent / "utterances_negation.yaml").read_text(encoding="utf-8"))
    answers = [row for row in rows if row.get("ask")]
    assert len(rows) >= 400 and len(negations) >= 100 and len(answers) >= 60
    from advisor_tui.understand.scope import QUESTION_FACTS

    assert {row["ask"] for row in answers} <= set(QUESTION_FACTS)
