"""Review 75's findings outside the reader's table: a model's YaRN context in its record, the FLUX.1 [dev] licence
for a shop."""

from __future__ import annotations

import re

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_every_model_whose_notes_need_yarn_has_its_native_context_on_record():
    # C03 (critical): Qwen2.5-Coder-32B at 128k launched with no --hf-overrides rope_scaling (vLLM refuses a
    # --max-model-len past the config's 32,768), its own note saying "needs YaRN factor 4"
    # (a config that ships fewer positions than the card's context: DeepSeek's and gpt-oss's configs carry their YaRN)
    shipped = re.compile(r"ships 32,768|native context 32,768|32,768 native")
    for m in KB.models:
        if shipped.search(m.notes or "") and (m.max_context or 0) > 32768:
            assert m.native_context == 32768 and m.rope_scaling == "yarn", m.id
    r = consult({"task": "inference", "model": "qwen2.5-coder-32b", "context_tokens": 131072, "concurrency": 8,
                 "precision": "fp8", "region": "intl", "max_gpus": 4}, KB)
    assert r.picks and all("rope_scaling" in (p.launch or "") for p in r.picks)
    assert any(c.id == "rope-scaling" for c in r.caveats)


def test_owned_cards_that_hold_the_job_with_an_eight_bit_cache_say_so():
    # C11 (critical): the owner of 2 × RTX 3090 was told to rent an A100 for DeepSeek-R1-Distill-Llama-70B at 4-bit and
    # 16k, where llama.cpp's q8_0 KV cache puts the job on their two cards
    from advisor_tui.named_cards import verdicts

    r = consult({"task": "inference", "model": "deepseek-r1-distill-llama-70b", "precision": "int4",
                 "context_tokens": 16384, "concurrency": 1, "region": "intl"}, KB)
    (said,) = verdicts([("rtx-3090", 2)], r)
    assert "8-bit KV cache" in said.text.en and "-ctk q8_0" in said.text.en and "2 would hold it" in said.text.en
    # at a context the 8-bit cache does not save, it is not offered
    far = consult({"task": "inference", "model": "deepseek-r1-distill-llama-70b", "precision": "int4",
                   "context_tokens": 131072, "concurrency": 1, "region": "intl"}, KB)
    (said,) = verdicts([("rtx-3090", 2)], far)
    assert "8-bit KV cache" not in said.text.en



def test_with_prompts_in_flight_faster_is_the_card_that_is_faster_with_them():
    # this session's own consultation after review 74 C1: 20 at once with 2k-token prompts on Qwen3-32B named the H20
    # "faster / best value" by its decode alone (39 tokens/s), where its speed line said ≈ 11 with the prompts' reads
    # counted (72 % of its time) against the A800's ≈ 14
    r = consult({"task": "inference", "model": "qwen3-32b", "concurrency": 20, "input_tokens": 2000,
                 "output_tokens": 500, "region": "cn", "budget": "10000/month CNY"}, KB)
    faster = next(p for p in r.picks if "faster" in p.roles)
    for p in r.picks:
        if p.throughput and "prompt_share" in p.throughput:
            assert faster.throughput["decode_tokens_per_s"] >= p.throughput["decode_tokens_per_s"]
    assert faster.card != "h20"


def test_a_bought_datacenter_pcie_card_says_it_needs_a_server_chassis():
    # C07 (major): a design office buying a workstation was picked 2 × L20, passively cooled, with no word of it
    from advisor_tui.understand import parse

    u = parse("我们是一家 20 人的设计公司，想买一台工作站放在办公室，本地跑 Qwen3-30B-A3B 给大家用，上下文 16k 就够。"
              "办公室那路插座整机最多 1500W，不要魔改卡，预算 8 万人民币。", KB)
    r = consult({**u.facts, **u.implied()}, KB)
    passive = {KB.card(p.card).form_factor == "pcie" and KB.card(p.card).card_class == "datacenter" for p in r.picks}
    said = [c for c in r.caveats if c.id == "buy-passive-cooling"]
    assert bool(said) == (True in passive)
    # (review 101 #2: in an office PC two GeForce cards keep their rank, and FP8 on 2 × RTX 4090 D leads within the
    # budget; the 16-bit weights said, no data-centre card without a fan is the office box's pick — review 103 c03
    # ruled the L20 out as the A40 is, and the actively cooled RTX A6000 holds the job)
    r = consult({**u.facts, **u.implied(), "precision": "bf16"}, KB)
    passive = {KB.card(p.card).form_factor == "pcie" and KB.card(p.card).card_class == "datacenter" for p in r.picks}
    assert r.picks and True not in passive and "l20" not in {p.card for p in r.picks}
    rented = consult({"task": "inference", "model": "qwen3-30b-a3b", "context_tokens": 16384, "region": "cn",
                      "buyer": "company"}, KB)
    assert not any(c.id == "buy-passive-cooling" for c in rented.caveats)


def test_copies_of_a_small_model_share_the_requests_in_flight():
    # the prompts' reads on copies of the model, one per GPU: each holds its share (a 2 × A800 pick of Qwen3-30B-A3B
    # said "453 ms … with no other prompt queued ahead" and 29 tokens/s for 32 requests on one copy's arithmetic)
    r = consult({"task": "inference", "model": "qwen3-30b-a3b", "concurrency": 32, "input_tokens": 8000,
                 "output_tokens": 500, "region": "cn", "max_ttft_s": 3}, KB)
    for p in r.picks:
        t = p.throughput
        assert "first_token_read_s" in t and t["first_token_read_s"] <= t["first_token_s"] <= 3
        copies = p.gpus if p.mode != "pooled" and "per copy" in t.get("basis", "") else 1
        assert t["prompts_in_flight"] == -(-32 // copies)


def test_a_converted_budget_is_said_in_plain_dollars():
    # the reader helper's find: "₹125 crore … = $1.38889e+07" in the note said back
    from advisor_tui.understand import parse

    u = parse("serve qwen3 14b, budget ₹125 crore total (about 90 rupees to the dollar)", KB)
    note = next(n.en for n in u.notes if "at your rate" in n.en)
    assert note.endswith("= $13,888,888.89") and "e+" not in note


def test_a_prompt_said_as_about_n_tokens_is_launched_with_room_over_it():
    # reviews 74/75 (C01, C02, C09): "--max-model-len 2300" for prompts of "2000 左右" and 300-token replies turned
    # away a 2,100-token prompt; the context stays sized as said, the engine admits a quarter more
    r = consult({"task": "inference", "model": "qwen2.5-14b", "rps": 2, "input_tokens": 2000, "output_tokens": 300,
                 "region": "cn"}, KB)
    assert r.requirement.context_tokens == 2300
    assert all("--max-model-len 3072" in p.launch for p in r.picks if p.launch and "vllm serve" in p.launch)
    said = consult({"task": "inference", "model": "qwen2.5-14b", "rps": 2, "input_tokens": 2000,
                    "output_tokens": 300, "context_tokens": 2300, "region": "cn"}, KB)
    assert all("--max-model-len 2300" in p.launch for p in said.picks if p.launch and "vllm serve" in p.launch)


def test_a_context_raised_to_hold_a_prompt_holds_its_reply_too():
    # the final review's consultation: "~8k tokens of contract text … gets ~600 tokens back" read 600 as the context,
    # raised to the 8,192-token prompt alone — launched at --max-model-len 8192, every request refused as it answers
    r = consult({"model": "qwen2.5-7b", "context_tokens": 600, "input_tokens": 8192, "concurrency": 4}, KB)
    assert r.facts.context_tokens == 8192 + 500
    assert any("500-token reply (assumed)" in n.en for n in r.facts.notes)
    from advisor_tui.understand import parse

    u = parse("serve Mistral Small 24B: about 15 lawyers at once, each request sends ~8k tokens of contract text and "
              "gets ~600 tokens back.", KB)
    assert u.facts.get("input_tokens") == 8192 and u.facts.get("output_tokens") == 600
    assert "context_tokens" not in u.facts
