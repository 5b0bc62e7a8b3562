"""Review 104 (a blind ML-infra engineer's review), the speed promised to each user of a served chat: a concurrency with
a first-token limit is held to the chat floor too (c09); a --min-tps kept is kept by the speed printed, the MoE runs'
spread speeding only the decoding (c10); several models on one box have their chat model's speed and first token
checked alone at the load (c07)."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules import estimate, jobplan, speed_target
from rules.chat_floor import chat_floor
from rules.facts import resolve, with_changes
from rules.pipeline import consult
from rules.placement import MIN_HEADROOM
from rules.speed_target import decode_spread
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)

C09 = ("Game studio in Tokyo. We want NPCs in our online RPG to talk using Mixtral 8x7B Instruct (we fine-tuned it "
       "already, so it has to be Mixtral). Peak is about 200 players talking to NPCs at the same time — sorry, make "
       "that 400 at launch week. Prompts are ~800 tokens (persona + recent chat), replies ~60 tokens, and it has to "
       "feel snappy: first token under 500 ms. Players are in Japan so GPUs in Japan or nearby. Budget ¥1,500,000 "
       "per month (JPY). No Chinese cloud providers please.")
C07 = ("We're building a real-time voice agent for a bank's call centre in Mumbai. Pipeline per call: Whisper large-v3 "
       "for ASR, Llama 3.1 8B Instruct for the dialogue, plus a small TTS. Up to 60 simultaneous calls at peak, ~25k "
       "calls a day. Each LLM turn: ~1,500 token prompt, ~80 token reply, and we need first token under 300 ms. RBI "
       "rules — customer data must stay in India. Budget USD 4,000/month.")
NPC = {"task": "inference", "model": "mixtral-8x7b", "concurrency": 400, "input_tokens": 800, "output_tokens": 60,
       "region": "intl", "no_mainland_sellers": True, "budget": "10000/month USD"}
VOICE = {"task": "inference", "models": "whisper-large-v3,llama-3.1-8b", "concurrency": 60, "input_tokens": 1500,
         "output_tokens": 80, "region": "intl", "budget": "4000/month USD"}


def _speeds(picks) -> list[float]:
    return [(p.throughput or {}).get("decode_tokens_per_s") or 0.0 for p in picks]


def test_c09_a_first_token_limit_keeps_the_chat_floor_for_400_players():
    """c09: 400 players, first token under 500 ms, no speed said — "Enough: 2 × A100" at ≈ 3 tokens/s each, a 60-token
    line in 22 s. The first-token limit is no speed per sequence: the floor (10 tokens/s, MLPerf's server scenario) is
    held beside it, and the slower plan stays as a what-if."""
    data = json.loads(_cli("--say", C09, "--fx", "USD/JPY=150", "--json"))
    assert data["facts"]["min_tps"] == 10 and data["facts"]["max_ttft_s"] == 0.5
    assert data["picks"]
    for pick in data["picks"]:
        t = pick["throughput"]
        assert t["decode_tokens_per_s"] >= 10 and t["first_token_s"] <= 0.5, (pick["card"], t)
    assert not any(p["card"] == "a100-80g-sxm" and p["gpus"] == 2 for p in data["picks"])
    assert any("Without a speed per user: 2 × NVIDIA A100 80GB SXM" in w["text"] for w in data["what_if"])


@settings(max_examples=25, deadline=None)
@given(people=st.integers(2, 2000), ttft=st.floats(0.05, 10))
def test_a_first_token_limit_alone_never_lifts_the_chat_floor(people, ttft):
    facts = resolve({"task": "inference", "model": "llama-3.1-8b", "concurrency": people, "max_ttft_s": ttft}, KB)
    assert chat_floor(facts) == 10.0
    assert chat_floor(resolve({"task": "inference", "model": "llama-3.1-8b", "concurrency": people,
                               "max_ttft_s": ttft, "min_tps": 5}, KB)) is None


def test_c10_a_speed_target_is_kept_by_the_speed_printed():
    """c10: --min-tps 20 kept 2 × B200 as "≈ 13.6 tokens/s per sequence keeps your 20", on the MoE runs' 2.3× — runs of
    decode at small batches, where here reading 400 prompts takes 83 % of the time: 2.3× the rest gives ≈ 15. It is
    out; nothing in the budget keeps 20, and what does (4 × B200) is said."""
    r = consult({**NPC, "min_tps": 20, "max_ttft_s": 0.5}, KB, what_if=False)
    assert all(s >= 20 for s in _speeds(r.picks)), [(p.card, p.gpus, s) for p, s in zip(r.picks, _speeds(r.picks))]
    assert not any(p.card == "b200" and p.gpus == 2 for p in r.picks)
    said = " ".join(w.text.en for x in r.rejected for w in x.why if x.card == "b200")
    assert "4 GPUs" in said or "over budget" in said
    assert not any(c.id == "speed-uncertain" for c in r.caveats)


@settings(max_examples=40, deadline=None)
@given(spread=st.floats(1.0, 5.0), share=st.floats(0.0, 1.0))
def test_the_moe_spread_speeds_only_the_decoding_share(spread, share):
    reach = decode_spread(spread, share)
    assert 1.0 - 1e-9 <= reach <= spread + 1e-9
    assert abs(decode_spread(spread, 0.0) - spread) < 1e-9 and abs(decode_spread(spread, 1.0) - 1.0) < 1e-9
    assert decode_spread(spread, min(1.0, share + 0.1)) <= reach + 1e-9


def _check_prints_what_it_keeps(model, people, prompt, target):
    r = consult({"task": "inference", "model": model, "concurrency": people, "input_tokens": prompt,
                 "output_tokens": 100, "min_tps": target, "region": "intl"}, KB, what_if=False)
    uncertain = {c.card for c in r.caveats if c.id == "speed-uncertain"}
    for pick, speed in zip(r.picks, _speeds(r.picks)):
        if pick.card in uncertain:
            assert not any(w.rule == "speed-target-more-gpus" and "keeps your" in w.text.en for w in pick.why)
            continue
        assert speed >= target - 0.05, (pick.card, pick.gpus, speed)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(model=st.sampled_from(["llama-3.1-8b", "qwen2.5-32b", "mixtral-8x7b"]), people=st.sampled_from([16, 64, 256]),
       prompt=st.sampled_from([200, 800, 3000]), target=st.sampled_from([10, 20, 40]))
def test_every_pick_prints_at_least_the_speed_it_keeps(model, people, prompt, target):
    """For any pick under --min-tps, the tokens/s per sequence printed is the target or more — save a MoE model over
    several GPUs kept on the published runs' spread, which says so (speed-uncertain) and never says "keeps"."""
    _check_prints_what_it_keeps(model, people, prompt, target)


# Note 47's open gap, found by the property above on CI's random examples (401aab63): where long prompts at a high
# concurrency take copies of the model wider than memory needs to keep --min-tps, the copies were priced on their
# GPUs but the pick was shown, launched and timed on memory's one ("7 × MI300X (7 copies of 1) … ≈ 23" beside
# "→ 7 copies of 2 × mi300x (14 GPUs)" under --min-tps 40). Each case is pinned.
@pytest.mark.parametrize("model, people, prompt, target", [
    ("llama-3.1-8b", 256, 3000, 40), ("qwen2.5-32b", 64, 3000, 40), ("qwen2.5-32b", 256, 800, 40),
    ("mixtral-8x7b", 256, 800, 40), ("mixtral-8x7b", 256, 3000, 20), ("mixtral-8x7b", 256, 3000, 40)])
def test_copies_for_a_speed_target_print_the_speed_they_keep(model, people, prompt, target):
    _check_prints_what_it_keeps(model, people, prompt, target)


def test_copies_wider_than_memory_are_shown_on_their_gpus():
    """Llama 3.1 8B for 256 at once with 3,000-token prompts under --min-tps 40: one MI300X holds the model, a copy
    needs two for the speed — the pick is 7 copies × 2 (14 GPUs), priced, shown and timed on them."""
    r = consult({"task": "inference", "model": "llama-3.1-8b", "concurrency": 256, "input_tokens": 3000,
                 "output_tokens": 100, "min_tps": 40, "region": "intl"}, KB, what_if=False)
    mi = next(p for p in r.picks if p.card == "mi300x")
    assert (mi.gpus, mi.replicas, mi.job.gpus, mi.job.replicas) == (2, 7, 2, 7)
    assert mi.gpus_text("en") == "14 (7 copies × 2)"


def test_c07_the_voice_agents_chat_model_is_checked_for_its_first_token():
    """c07: Whisper + Llama 3.1 8B on one box, first token under 300 ms — "Enough: 1 × RTX 6000 Ada" beside "--max-ttft
    is not checked against a summed need". The chat model is now checked alone at the load on each card: the cards
    too slow for it are out with their first token, and the note says what is checked and what is not."""
    out = _cli("--say", C07)
    assert "not checked against a summed need" not in out and "sizes the memory only" not in out
    assert "--max-ttft is checked on Llama-3.1-8B alone" in out
    data = json.loads(_cli("--say", C07, "--json"))
    rules = {x["card"]: {w["rule"] for w in x["why"]} for x in data["rejected"]}
    assert "first-token-target" in rules["rtx-3090"] and "first-token-target" in rules["t4"]


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(ttft=st.sampled_from([0.05, 0.1, 0.3, 1.0]), rps=st.sampled_from([None, 2.0, 8.0]))
def test_several_models_keep_their_chat_models_first_token_on_each_pick(ttft, rps):
    """Each pick of a box serving several models keeps the first-token limit for its chat model alone, on its GPUs."""
    given_facts = {**VOICE, "max_ttft_s": ttft, **({"rps": rps} if rps else {})}
    r = consult(given_facts, KB, what_if=False)
    alone = with_changes(r.facts, KB, models=None, model="llama-3.1-8b")
    req = estimate.requirement(alone, KB)
    for pick in r.picks:
        card = KB.card(pick.card)
        if rps:  # a rate: some width of copies of the chat model alone carries it on the pick's GPUs
            assert any(pick.gpus % w == 0 and jobplan.serving_plan(KB, alone, req, card, w).replicas * w <= pick.gpus
                       for w in range(1, pick.gpus + 1)), (pick.card, pick.gpus)
            continue
        fit = estimate.fit(req, alone, card, pick.gpus, KB, MIN_HEADROOM, inverse=False, one_copy=True)
        check = speed_target.check(req, alone, card, KB, pick.gpus, fit)
        assert check is not None and check.met and check.gpus == pick.gpus, (pick.card, pick.gpus, check)


def test_c07_a_request_rate_takes_the_chat_models_copies_on_the_box():
    """c07's follow-up: Llama 3.1 8B alone at 7.5 requests/s of 1,500-token prompts within 300 ms is 2 × RTX 6000 Ada
    as 2 copies ($1,210/month); the box with Whisper beside it was 1 × RTX 6000 Ada, as one prompt reads in time.
    The rate's copies are taken on the box too, and said."""
    r = consult({**VOICE, "rps": 7.5, "max_ttft_s": 0.3}, KB, what_if=False)
    ada = next(p for p in r.picks if p.card == "rtx-6000-ada")
    assert ada.gpus == 2 and round(ada.monthly_cost) == 1210
    said = " ".join(w.text.en for w in ada.why)
    assert "2 GPUs for your load: the chat model alone takes 2 copies of 1 GPU(s) to carry 7.5 requests/s" in said
    assert "2 份副本" in " ".join(w.text.zh for w in ada.why)
