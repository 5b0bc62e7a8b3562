"""Review 58 (12 consultations written before any run, on fcb4ef9, 8/12 signed): hours of audio corrected mid-message
kept at the first figure, and a pre-training run on Ascend told to raise a serving engine's memory share."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize("text", [
    # review 58 C3: hours of audio corrected mid-message
    "老师让我把实验室录的访谈音频转成文字，大概300小时普通话，用whisper large v3就行，预算50块以内。。"
    "哦不对 音频其实有600小时，一周内弄完就好",
    "whisper 转写访谈录音，大概300小时，不对，是600小时，一周内",
    "transcribe about 300 hours of interviews with whisper, no wait, 600 hours",
])
def test_hours_of_audio_corrected_mid_message(kb, text):
    assert parse(text, kb).facts["audio_hours"] == 600


def test_a_training_run_on_ascend_is_not_told_a_serving_flag(kb):
    """C2: continued pre-training of Qwen2.5-7B on Ascend only heard "start vLLM-Ascend with
    --gpu-memory-utilization 0.93"."""
    u = parse("国企项目，要做继续预训练：基座Qwen2.5-7B，领域语料大概200亿token，跑1个epoch，一个月内要完成。"
              "必须国产化信创，只能用昇腾，数据不能出境，要专票，总预算30万", kb)
    r = consult({**u.facts, **u.implied()}, kb)
    fit = next(c for c in r.caveats if c.id == "domestic-chips-fit")
    assert "gpu-memory-utilization" not in fit.text.en and "training job" in fit.text.en and "--quote" in fit.text.en


def test_a_what_if_never_rests_on_an_outlying_price(kb):
    """C11: "With up to 128 GPUs: 128 × A100 finishes the job for ¥7,560" — only at AutoDL's ¥3.30 an hour, a price
    every other answer flags as a third of the market's."""
    from rules.facts import Budget

    r = consult({"task": "full-finetune", "model": "qwen2.5-72b", "train_tokens": "2B", "deadline": 48,
                 "budget": Budget(8000, "CNY", "total"), "region": "cn"}, kb)
    assert not r.picks
    for w in r.what_if:
        assert not (w.card == "a100-80g-sxm" and "7,560" in w.text.en)


def test_an_mla_mixture_of_experts_leads_with_dp_attention_where_it_saves(kb):
    """C10: DeepSeek-R1 FP8 at 64 × 32k was headlined 16 × MI300X over two nodes ($21,312) because vLLM's tensor
    parallelism keeps the whole MLA cache on every GPU; SGLang's DP attention holds it on one node of 8 ($10,656)."""
    from rules.facts import Budget

    # (127 at once with no length said: one at 32k and 126 at the half window hold the KV cache 64 at the full 32k did)
    facts = {"model": "deepseek-r1", "precision": "fp8", "context_tokens": 32768, "concurrency": 127, "region": "intl",
             "no_mainland_sellers": True, "no_marketplace": True, "budget": Budget(120000, "USD", "month"),
             "max_gpus": 16}
    r = consult(facts, kb)
    top = r.picks[0]
    assert r.facts.engine == "sglang" and top.gpus_in_all == 8 and top.card == "mi300x"
    assert any(dict(w.change) == {"engine": "vllm"} and "16 ×" in w.text.en for w in r.what_if)
    said = consult({**facts, "engine": "vllm"}, kb)  # an engine said is kept
    assert said.facts.engine == "vllm" and said.picks[0].gpus_in_all == 16


def test_the_team_s_case_notes_never_reach_a_customer(kb, tmp_path):
    """C9: "(review 22 M2)" in a customer's report: the rule texts shown carry no case notes."""
    from advisor_tui.cli import main
    from knowledge.text import public_text

    assert public_text("ranks after (review 11 M2: 4 × L20 with 3.2 GB (spare)); a person") == "ranks after; a person"
    out = tmp_path / "r.md"
    said = ("Polish university lab. We want to BUY one server (grant money, no cloud) to serve Llama 3.3 70B for about "
            "15 researchers, around 5 at once, 16k context. NVIDIA preferred.")
    assert main(["--lang", "en", "recommend", "--say", said, "--report", str(out)]) == 0
    text = out.read_text(encoding="utf-8")
    assert "(review " not in text and "(reviews " not in text and "(heldout" not in text


def test_a_home_4bit_build_is_offered_only_for_a_model_a_desktop_holds(kb):
    """C8: "or run a 4-bit build on a computer you already have" for DeepSeek-R1 (671B: ~340 GB at 4 bits)."""
    from rules.facts import Budget

    base = {"requests_per_day": 50, "budget": Budget(60, "USD", "month"), "region": "intl"}
    big = consult({**base, "model": "deepseek-r1"}, kb)
    line = next(x for x in big.answer if "sit idle nearly all day" in x.en)
    assert "4-bit build" not in line.en
    small = consult({**base, "model": "qwen3-8b", "budget": Budget(1, "USD", "month")}, kb)
    line = next(x for x in small.answer if "sit idle nearly all day" in x.en)
    assert "4-bit build on a computer you already have" in line.en


def test_a_purchase_says_a_per_card_price_is_the_cards_alone(kb):
    """C9: "2 × $8,565 = $17,130" for "one server" — the machine around the cards never said."""
    r = consult({"model": "llama-3.3-70b", "procure": "buy", "region": "intl", "concurrency": 5,
                 "context_tokens": "16k", "buyer": "company"}, kb)
    text = next(c for c in r.caveats if c.id == "buying-priced-as-renting").text
    assert "the cards alone" in text.en and "整机的其余部分" in text.zh
