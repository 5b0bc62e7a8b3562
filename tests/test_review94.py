"""Review 94: a translation batch said in segments is sized as its items (c01); the vendor API bills the requests of
the day said, not the peak held all day (c05); a llama.cpp chat server loads the chat release's GGUF (c04)."""

from __future__ import annotations

import re

import knowledge
from advisor_tui.understand import parse
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
C01 = ("我们是一家翻译公司，接了一个大单：要把大约3000万字的中文技术手册翻译成英文，"
       "打算用 Qwen2.5-72B-Instruct 自己跑批量翻译，每段输入大概1500 tokens（含术语表提示词），输出大概1200 tokens，"
       "总共约2万段。必须两周内交付，国内租卡，整个项目预算2万元人民币，需要开增值税专票。")


def test_a_batch_said_in_segments_is_its_items_times_their_output():
    for said in (C01, "translate about 20,000 segments with Qwen2.5-72B, each ~1,500 tokens in and ~1,200 out, within "
                      "two weeks", "we have 20,000 paragraphs to rewrite with qwen2.5 72b, each ~1,500 tokens in and "
                                   "~1,200 out"):
        f = parse(said, KB).facts
        assert f["generate_tokens"] == 24_000_000, said
        assert f["output_tokens"] == 1200


def test_the_api_bills_the_days_requests_not_the_peak_all_day():
    r = consult({"model": "deepseek-v3", "precision": "fp8", "requests_per_day": 100_000, "input_tokens": 4000,
                 "output_tokens": 300, "hours_per_day": 24, "region": "cn", "budget": "150000/month",
                 "currency": "CNY", "buyer": "company"}, KB)
    text = next(c.text.en for c in r.caveats if c.id == "api-alternative")
    # 100,000 a day × 30 days × 4,000 = 12,000 M input tokens; × 300 = 900 M output
    assert "12,000.0 M input + 900.0 M output tokens" in text


def test_a_llama_cpp_chat_server_loads_the_chat_releases_gguf():
    def launch(**extra):
        r = consult({"model": "mixtral-8x7b", "engine": "llama.cpp", "precision": "q4_k_m", **extra}, KB,
                    what_if=False)
        return re.search(r"llama-server (-hf|-m) (\S+(?: \S+ GGUF>)?)", r.picks[0].launch).group(2)

    assert launch() == "TheBloke/Mixtral-8x7B-Instruct-v0.1-GGUF:Q4_K_M"
    assert launch(checkpoint="base") == "TheBloke/Mixtral-8x7B-v0.1-GGUF:Q4_K_M"
    # no catalogued GGUF of Mistral-7B's chat release: the command names the file to fetch, never the base one
    r = consult({"model": "mistral-7b", "engine": "llama.cpp", "precision": "q4_k_m"}, KB, what_if=False)
    assert "-m <Mistral-7B-Instruct" in r.picks[0].launch and "TheBloke/Mistral-7B-v0.1-GGUF" not in r.picks[0].launch


def test_an_unpriced_whole_server_part_leading_a_small_purchase_hears_the_budget_is_short():
    """c02: 2 × 910C (sold only as an 8-chip Atlas server) led a ¥100,000 purchase with 'ask a vendor' while a priced
    H20 server was over it — and the 910B's eight chips alone, ¥960,000, stood ranked after without a word above."""
    r = consult({"model": "qwen3-14b", "concurrency": 20, "input_tokens": 12288, "min_tps": 20, "procure": "buy",
                 "buyer": "company", "region": "cn", "invoice": "vat-special",
                 "budget": {"amount": 100000, "currency": "CNY", "unit": "total"}}, KB)
    head = " ".join(line.en for line in r.answer[:6])
    # (review 112 C1-a: the priced 910B now leads the unpriced 910C and says its chips break the budget itself)
    assert ("budget is very likely short" in head or "above your ¥100,000 budget" in head) and "960,000" in head


def test_prompts_that_take_most_of_a_copys_time_hear_of_prefix_caching():
    """c06: an agent loop re-sending 40k tokens of tool output each step was sized as a cold 40k prefill per step
    (68 % of the GPUs' time) with no word that vLLM's automatic prefix caching reads only the new part."""
    r = consult({"model": "llama-3.3-70b", "precision": "fp8", "context_tokens": 61440, "input_tokens": 40960,
                 "concurrency": 15, "region": "intl"}, KB, what_if=False)
    text = next(c.text.en for c in r.caveats if c.id == "prefix-cache")
    assert "automatic prefix caching" in text and "40,960-token prompt" in text
    short = consult({"model": "llama-3.1-8b", "concurrency": 4, "input_tokens": 500, "output_tokens": 400}, KB,
                    what_if=False)
    assert not any(c.id == "prefix-cache" for c in short.caveats)


def test_a_what_if_keeps_the_speed_floor_the_answer_led_with():
    """c06: led by the 10 tokens/s floor, the answer's what-ifs were asked without it — "With KV cache in fp8:
    4 × A100 is enough" at ≈ 3 tokens/s to each of 15, the speed the A100s were ruled out for."""
    r = consult({"model": "llama-3.3-70b", "precision": "fp8", "context_tokens": 61440, "input_tokens": 40960,
                 "concurrency": 15, "region": "intl", "budget": "9000/month", "currency": "USD", "no_4bit": True}, KB)
    assert ("min_tps", 10.0) in r.facts.assumed
    kv_only = [w for w in r.what_if if w.change == {"kv_precision": "fp8"}]
    assert all(w.card != "a100-80g-sxm" for w in kv_only)
