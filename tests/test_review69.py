"""Review 69's findings outside the reader's table (its reader rows are in tests/data/utterances_review.yaml)."""

from __future__ import annotations

import knowledge
from advisor_tui.understand import parse
from rules.facts import resolve
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
BOT = ("hobby discord bot with llama 3.1 8b, 5 people chatting at once, 8k context, cheapest thing under 40 cents an "
       "hour, I'm in Spain")


def test_a_cap_in_cents_is_kept_and_a_hobby_bot_may_use_a_marketplace_box():
    # C11 (critical): the cap was dropped and every pick broke it; (major) with it kept, Vast.ai's $0.27 3090 was
    # set aside as "p2p" for a self-described hobby bot, and everything was ruled out
    said = parse(BOT, KB).facts
    assert (said["budget"].amount, said["budget"].unit) == (0.4, "hour")
    r = consult(said, KB)
    pick = r.picks[0]
    assert pick.offer.provider == "vast-ai" and pick.offer.price <= 0.4
    caveats = {c.id for c in r.caveats}
    assert {"p2p-marketplace", "no-sla"} <= caveats  # said, with what it means for a service


def test_a_service_that_must_stay_up_or_a_company_still_avoids_the_marketplace():
    base = {"model": "llama-3.1-8b", "context_tokens": "8k", "concurrency": 5, "region": "intl", "buyer": "individual",
            "budget": "0.4/hour", "priority": "cost"}
    assert consult(base, KB).picks[0].offer.provider == "vast-ai"  # the control: the hobby bot itself
    for extra in ({"public_service": True}, {"buyer": "company"}, {"interruptible": False}, {"priority": None}):
        facts = {k: v for k, v in {**base, **extra}.items() if v is not None}
        r = consult(facts, KB)
        assert all(p.offer is None or p.offer.provider != "vast-ai" for p in r.picks), extra


def test_no_quantization_keeps_a_model_released_in_fp8_also_when_fp8_is_said():
    # C2 (critical): "DeepSeek-R1 满血版，不要量化版" exited 2 on R1's own FP8 weights
    facts = resolve({"model": "deepseek-r1", "precision": "fp8", "no_quantization": True}, KB)
    assert (facts.precision, facts.no_quantization) == ("fp8", True)
    said = parse("国内部署 DeepSeek-R1 满血版，不要量化版，上下文 32k，并发 20，合规，预算每月 30 万元", KB).facts
    r = consult(said, KB)
    assert r.facts.precision == "fp8"
    assert not any(w.change.get("precision") == "int4" for w in r.what_if)


def test_a_node_ruled_out_by_the_worst_case_says_what_it_still_holds():
    # C2 (major): 8 × H20 for DeepSeek-R1 at 20 × 32k was ruled out with no word that the node holds ~3k tokens a
    # sequence at once within vLLM's budget (0.9 of the card), what a chat's average needs
    # (one node said: since review 77 C03 an unsaid limit lets two nodes lead where one holds nothing)
    r = consult({"model": "deepseek-r1", "context_tokens": "32k", "concurrency": 20, "region": "cn", "compliance": True,
                 "budget": "300000/month", "max_gpus": 8}, KB)
    why = " ".join(w.text.en for x in r.rejected if x.card == "h20" for w in x.why)
    held = int(why.split("engine holds ")[1].split(" tokens")[0].replace(",", ""))
    assert 1_000 < held < 32_768 and "enough if requests average that" in why
    # (weights alone over the cards say nothing of the kind)
    small = consult({"model": "deepseek-r1", "context_tokens": "32k", "concurrency": 20, "region": "intl"}, KB)
    assert all("engine holds" not in w.text.en for x in small.rejected if x.card == "rtx-4090" for w in x.why)
