"""Review 46 (12 consultations written before any run, on 6d368b3): what the reader lost and the answers built on it."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.facts import resolve
from rules.pipeline import consult

C12 = ("老板问：我们每天大概处理 2000 万 token，其中输出大约 300 万，用 DeepSeek-V3 官方 API 还是自己租机器部署满血版 "
       "DeepSeek-V3 划算？国内公司，要专票")
C7 = "I want to train an SDXL LoRA on 40 photos of our product, about 3000 steps, cheapest option, I'm in the US"


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("said, per_day, out_share", [
    (C12, 20_000_000, 0.15),
    ("we push about 20M tokens a day through llama 3.1 70b, 3M of them output. self-host or API?", 20_000_000, 0.15),
    ("每天 5000 万 token 左右，输出占 1000 万，qwen2.5 72b", 50_000_000, 0.2),
    ("we process 50M tokens/day with qwen3 32b", 50_000_000, 0.2),  # no output said: the default request's share
])
def test_a_days_tokens_are_a_services_load_not_training_data(kb, said, per_day, out_share):
    """C12 (critical): "每天大概处理 2000 万 token，其中输出大约 300 万" was read as 20M training tokens, dropped for an
    inference job, and the 3M output vanished; the day's totals become the day's requests of the default size."""
    u = parse(said, kb, strict=True, today="2026-12-04")
    f = u.facts
    assert f["task"] == "inference" and "train_tokens" not in f
    total = f["requests_per_day"] * (f["input_tokens"] + f["output_tokens"])
    assert total == pytest.approx(per_day, rel=0.01)
    assert f["output_tokens"] / (f["input_tokens"] + f["output_tokens"]) == pytest.approx(out_share, abs=0.01)
    assert any("tokens a day" in n.en and "--input-tokens" in n.en for n in u.notes)


def test_a_days_tokens_for_training_stay_training_data(kb):
    f = parse("每天处理 1 亿 token 的数据用来微调 qwen2.5 7b", kb, strict=True, today="2026-12-04").facts
    assert f["train_tokens"] == 100_000_000 and "requests_per_day" not in f


def test_the_api_question_is_answered_for_a_days_tokens(kb):
    facts = parse(C12, kb, strict=True, today="2026-12-04").facts
    result = consult(facts, kb, what_if=False)
    api = next(c for c in result.caveats if c.id == "api-alternative")
    assert "cheaper" in api.text.en


def test_an_image_lora_said_in_steps_is_said_back_and_priced_by_the_hour(kb):
    """C7: "about 3000 steps" vanished, the header showed 2,048 tokens for an image model, and the cost said
    "the job's size was not given — --train-tokens costs the job itself"."""
    u = parse(C7, kb, strict=True, today="2026-12-04")
    assert any("“3000 steps”" in n.en and "not estimated" in n.en for n in u.notes)
    result = consult(u.facts, kb, what_if=False)
    assert result.facts.context_tokens is None
    headline = result.answer[0].en
    assert "an hour (training time not estimated" in headline and "--train-tokens" not in headline
    assert resolve({"task": "lora", "model": "qwen2.5-7b"}, kb).context_tokens == 2048  # an LLM keeps its sequence


def test_a_card_named_with_memory_it_is_not_sold_with_is_corrected(kb):
    """C10 (critical): "RTX 5090 48GB" was read as "a 48 GB card"; the 5090 has 32 GB, and the quote beside it
    is its price. A real variant ("4090 48g", "a100 40gb") is read as that card, with no correction."""
    said = ("a provider quoted me an RTX 5090 48GB at 0.80 USD per hour. Can I serve Llama 3.3 70B in 4-bit with 16k "
            "context on one of them? Our budget is 500 EUR a month")
    u = parse(said, kb, strict=True, today="2026-12-04")
    card = u.mentioned_cards[0]
    assert (card.card, card.quote) == ("rtx-5090", (0.8, "USD", "hour"))
    assert any("has 32 GB — none is sold with 48 GB" in n.en and "nvidia-smi" in n.zh for n in u.notes)
    for text, card_id in (("4090 48g 跑 qwen3 32b", "rtx-4090-48g"), ("a100 40gb 能跑 qwen3 14b 吗", "a100-40g")):
        got = parse(text, kb, strict=True, today="2026-12-04")
        assert got.mentioned_cards[0].card == card_id and not any("none is sold" in n.en for n in got.notes)


def test_review47_a_quote_for_eight_cards_beside_a_per_card_cap_is_the_eights(kb):
    """Review 47 C12 (critical): "8 卡 H20 整机每月 6 万，另外单卡每小时不要超过 15 块" — the "单卡" of the cap in the
    next clause made the eight's ¥60,000 each card's (and the quote "1233 % above" the market)."""
    said = ("有个供应商给我们报了 8 卡 H20 整机每月 6 万，另外单卡每小时不要超过 15 块。这个报价合理吗？"
            "部署 DeepSeek-R1，国内公司")
    card = parse(said, kb, strict=True, today="2026-12-04").mentioned_cards[0]
    assert (card.card, card.count, card.quote[0]) == ("h20", 8, 7500.0)
    each = parse("2 张 4090 每张一小时 2 块", kb, strict=True, today="2026-12-04").mentioned_cards[0]
    assert each.quote[0] == 2.0  # "each" in the quote's own clause still reads per card


def test_review47_a_count_corrected_right_after_it_takes_the_correction(kb):
    """Review 47 C8 (critical): "about 400k support tickets (sorry, 350k after dedup)" sized 400,000 tickets."""
    said = ("we need to summarise about 400k support tickets (sorry, 350k after dedup), avg ~1,200 tokens in and ~150 "
            "tokens out each, with Llama 3.1 8B Instruct. One-off job, has to finish within 3 days")
    u = parse(said, kb, strict=True, today="2026-12-04")
    assert u.facts["generate_tokens"] == 350_000 * 150
    assert any("350,000 items" in n.en and "→ 350k" in n.en for n in u.notes)


def test_review47_a_qlora_computes_in_bf16_so_a_volta_card_is_ruled_out(kb):
    """Review 47 C6 (critical): 2 × V100S headlined a QLoRA of Qwen2.5-7B with a --bf16 launch; the bf16-unsupported
    rule fired for LoRA in 16 bits but not for QLoRA, whose 4-bit base computes in BF16."""
    result = consult({"task": "qlora", "model": "qwen2.5-7b", "train_tokens": "30M", "epochs": 3, "region": "cn",
                      "budget": "500/total", "deadline": 48}, kb, what_if=False)
    assert all(kb.card(p.card).architecture.split()[0] != "Volta" for p in result.picks)
    volta = next(r for r in result.rejected if r.card == "v100s-32g")
    assert any(w.rule == "bf16-unsupported" for w in volta.why)


def test_review47_fewer_sequences_says_the_most_the_cheaper_plan_holds(kb):
    """Review 47 C1: "with 7 concurrent sequences: 2 × A800 is enough" — asked at a quarter of 30, while 2 × A800
    hold 17 at 16k with the memory gate's headroom and vLLM starting at its defaults."""
    from rules.estimate.engines import engine_fit
    from rules.placement import MIN_HEADROOM
    from rules.placement import fits as fits_with_headroom

    facts = {"model": "qwen2.5-32b", "context_tokens": 16384, "concurrency": 30, "region": "cn",
             "budget": "20000/month"}
    line = next(w for w in consult(facts, kb).what_if if set(w.change) == {"concurrency"})
    n, card = line.change["concurrency"], kb.card(line.card)
    # (no request length said: one sequence at 16k and the others at the half window vLLM averages, so the cheaper
    # plan is 1 × H20 — at every sequence at the full 16k it was 2 × A800, holding 17)
    assert 7 < n < 30 and line.gpus == 1

    def holds(k):
        changed = resolve({**facts, "concurrency": k}, kb)
        req = consult(changed, kb, what_if=False).requirement
        from rules import estimate
        fit = estimate.fit(req, changed, card, line.gpus, kb, MIN_HEADROOM, inverse=False, one_copy=True)
        eng = engine_fit(req, fit, card, "vllm")
        return fits_with_headroom(fit) and eng.starts and not eng.tight

    assert holds(n) and not holds(n + 1)


def test_review47_a_labs_counted_students_are_its_members_not_a_student_buyer(kb):
    """Review 47 C11: "Our university lab (6 PhD students) is thinking of buying a workstation" was asked "Who buys:
    the lab vs students — say which one"; counted students are the lab's members (as "200 students" are whom a service
    serves), and a student speaking for themself still buys as a person."""
    said = ("Our university lab (6 PhD students) is thinking of buying a workstation instead of renting. Mostly LoRA "
            "on 7B-14B models. Budget roughly $20k. Buy or keep renting?")
    u = parse(said, kb, strict=True, today="2026-12-04")
    assert u.facts["buyer"] == "company" and not u.conflicts
    assert parse("I am a phd student, want to run qwen 7b", kb, strict=True).facts["buyer"] == "individual"


def test_review46_the_invoice_comparison_says_a_whole_machine_share_is_one(kb):
    """Review 46 C3/C12 (minor): "Alibaba Cloud rents h20 at ¥50.32 per GPU-hour: ¥289,843 a month" read as what the
    invoice costs; Aliyun's ACU price is a share of a whole machine, and other sellers may issue the invoice too."""
    from rules.invoice_alt import confirmed_seller_text

    # (8k: at 32k the H20 is no longer "faster" — its prompt read takes longer than its decode saves, review 73 C1)
    result = consult({"model": "qwen3-30b-a3b", "context_tokens": 8192, "region": "cn", "invoice": "vat-special",
                      "buyer": "company"}, kb, what_if=False)
    h20 = next(p for p in result.picks if p.card == "h20")
    en, zh = confirmed_seller_text(kb, result.facts, h20, result.display_currency)
    assert "Alibaba Cloud" in en and "a share of a whole machine's price" in en and "may issue it too" in en
    assert "整机价格" in zh


def test_review47_buy_or_rent_is_answered_in_words(kb):
    """Review 47 C11: "Buy or keep renting?" got two purchase picks and the verdict — keep renting at 42 % use — only
    in a caveat; a purchase answer now says which, by the use said (source 2: owning pays above 60–70 %)."""
    lab = consult({"task": "lora", "params_b": 14, "procure": "buy", "buyer": "company", "region": "intl",
                   "budget": "20000/total USD", "hours_per_day": 10}, kb)
    line = next(a for a in lab.answer if "Buy or rent:" in a.en)
    assert "at your 42% use, keep renting" in line.en and "继续租更省" in line.zh
    box = consult({"model": "qwen3-32b", "procure": "buy", "region": "cn", "budget": "200000 CNY/total"}, kb)
    line = next(a for a in box.answer if "Buy or rent:" in a.en)
    assert "at the 100% use assumed, owning comes out ahead only if the box runs longer than" in line.en


def test_review47_a_node_only_sellers_rent_says_the_node_and_only_guesses_are_called_assumed(kb):
    """Review 47 C11: "renting it instead: $750/month as rental (10 h/day × 30 days assumed …) at CoreWeave (per-GPU
    rate; rented only as 8-GPU nodes)" — no one rents at $750 there, and the 10 h a day was said, not assumed."""
    lab = consult({"task": "lora", "params_b": 14, "procure": "buy", "buyer": "company", "region": "intl",
                   "budget": "20000/total USD", "hours_per_day": 10}, kb)
    line = next(a.en for a in lab.answer if "CoreWeave" in a.en and "renting one alone" in a.en)
    assert "rents it only as whole 8-GPU nodes; a node: $6,000/month" in line  # (leftovers50 #2's words)
    assert "10 h/day × 30 days, the days assumed" in line


@pytest.mark.parametrize("said, asked", [
    ("我们有大概 3000 小时的会议录音要转文字，打算用 whisper large-v3，在国内跑，一周之内弄完就行，越便宜越好。"
     "另外录音里有 2 种方言，不知道有没有影响。", "另外录音里有 2 种方言，不知道有没有影响"),
    ("We want to serve qwen2.5 14b at 128k. Do we need to worry about the license for commercial use?",
     "Do we need to worry about the license for commercial use"),
])
def test_review47_a_question_no_fact_holds_is_said_back(kb, said, asked):
    """Review 47 C10: "录音里有 2 种方言，不知道有没有影响" vanished from a Whisper answer without a word."""
    u = parse(said, kb, strict=True, today="2026-12-04")
    assert any(f"“{asked}”" in n.en and "not answered here" in n.en for n in u.notes), [n.en for n in u.notes]


@pytest.mark.parametrize("said", [
    "serve qwen3 32b, 32k context, in China, ~3000 CNY a month. Any advice?",  # the answer is the advice
    "Can I run llama 3 70b on two 4090s?",  # read: the cards and the model
    "想部署 qwen3 32b，国内，预算 3000 一个月。这个方案靠谱吗？",  # the whole answer
    "qwen3 8b 推理。你好吗？",  # too short to be a question about the job
])
def test_review47_the_question_the_answer_is_gets_no_note(kb, said):
    u = parse(said, kb, strict=True, today="2026-12-04")
    assert not any("not answered here" in n.en for n in u.notes), [n.en for n in u.notes]
