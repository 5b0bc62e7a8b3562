"""Blind review 122's reading faults (C1, C2, C4, C5, M3): the families each review sentence stands for, read through
the reader as the CLI reads them, with neighbours that must not read the same, and the review's own consultations
end to end where the reading changes the answer."""

from __future__ import annotations

import datetime
import json

from tests.understand_helpers import budget_of, read_on, run_cli

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

C01 = ("hi, we're a 12-person startup in Bangalore. want to self host gpt-oss 120b as an internal coding assistant for "
       "~40 devs, maybe 10 using it at same time, prompts are big-ish (like 6k tokens of code context) and answers "
       "~500 tokens. budget around ₹1.5 lakh per month, INR. no china clouds pls, we're in india")
C06 = ("Solo dev in Berlin here. Building a paid app that generates product photos with FLUX.1 dev (1024x1024, ~28 "
       "steps). Expecting maybe 15k images a day at launch, peaks at lunch. Budget is €600/month max, EUR/USD is like "
       "1.08. Must be GDPR friendly, no random p2p hosts. what gpu should i rent?")
C08 = ("We're a podcast network in Melbourne. Need to transcribe our back catalogue, roughly 5,000 hours of audio "
       "(mostly English, some Mandarin), with whisper large-v3. Want it done within 3 days. Budget A$1,500 total, "
       "1 AUD = 0.65 USD. Audio contains guests' personal info so prefer a proper cloud over marketplace hosts. "
       "Which GPU / how many?")


# ---------------------------------------------------------------------------------------------------- C1: the prompt

def _lengths(kb, text):
    f = _facts(kb, text)
    return f.get("context_tokens"), f.get("input_tokens")


def test_context_a_prompt_carries_is_its_input(kb):
    f = _facts(kb, C01)
    assert f["input_tokens"] == 6144 and f["output_tokens"] == 500 and "context_tokens" not in f
    serve = "Serve Qwen3-32B as a support bot; "
    assert _lengths(kb, serve + "each prompt carries ~8k of retrieved context, answers ~400 tokens.") == (None, 8192)
    assert _lengths(kb, serve + "every request brings about 3,000 tokens of context.") == (None, 3000)
    assert _lengths(kb, serve + "queries come with ~2k tokens of knowledge-base context.") == (None, 2048)
    assert _lengths(kb, "部署 Qwen3-32B 做代码助手，上下文大概 6k 的代码，回答 500 token 左右。") == (None, 6144)
    assert _lengths(kb, "部署 Qwen3-32B 做代码助手，代码上下文大概 6k token，回答 500 token 左右。") == (None, 6144)
    assert _lengths(kb, "部署 Qwen3-32B 做知识库问答，每次 4k token 的检索上下文。") == (None, 4096)


def test_a_window_said_as_such_stays_the_context(kb):
    serve = "Serve Qwen3-32B as a support bot; "
    assert _lengths(kb, serve + "32k context window, answers ~500 tokens.") == (32768, None)
    assert _lengths(kb, serve + "context length 16k.") == (16384, None)
    assert _lengths(kb, "部署 Qwen3-32B 做客服，上下文 32k。") == (32768, None)
    assert _lengths(kb, serve + "we need 32k tokens of context.") == (32768, None)  # no prompt carries it
    # both said: the window stays, the prompt is its input
    assert _lengths(kb, serve + "32k context window; prompts carry ~6k tokens of repo context.") == (32768, 6144)
    # a training sample's length is no request's input
    assert "input_tokens" not in _facts(kb, "LoRA fine-tune Qwen3-8B on 20k samples with 4k tokens of code context.")


def test_the_review_s_launch_line_holds_prompt_and_reply(capsys, monkeypatch):
    out = json.loads(run_cli(capsys, monkeypatch, "recommend", "--say", C01, "--json", today="2026-12-07"))
    for p in out["picks"]:
        length = int(p["launch"].split("--max-model-len ")[1].split()[0])
        assert length >= 6144 + 500  # vLLM refuses a request longer than its window


# ------------------------------------------------------------------------------------------ C2: how many at once

def test_at_same_time_without_the_is_how_many_at_once(kb):
    assert _facts(kb, C01)["concurrency"] == 10
    for said in ("maybe 10 using it at same time", "like 10 on it at same time", "maybe 10 at a time",
                 "probably 10 of them simultaneously", "like 10 using it at same moment"):
        f = _facts(kb, f"self host gpt-oss 120b for 40 devs, {said}")
        assert f["concurrency"] == 10, said
    for said in ("团队 40 人，同一时间大概 10 个人在用", "团队 40 人，大概 10 个人同一时间用"):
        assert _facts(kb, f"部署 gpt-oss 120b，{said}")["concurrency"] == 10, said
    # the head count alone is no concurrency: it is asked about
    p = _read(kb, "self host gpt-oss 120b for 40 devs")
    assert "concurrency" not in p.facts and any(u.kind == "concurrency" for u in p.unresolved)
    # never at the same time is still never
    p = _read(kb, "self host gpt-oss 120b for 40 devs, never at same time")
    assert "concurrency" not in p.facts
    assert _facts(kb, "qwen3 8b for 2 people, never at same time")["concurrency"] == 1


# ---------------------------------------------------------------------------------------------- C4: the stated rate

def test_a_rate_said_as_a_pair_with_a_hedge_is_the_person_s(kb):
    for said in ("EUR/USD is like 1.08", "EUR/USD ~1.08", "eur to usd about 1.08", "1 EUR ≈ 1.08 USD",
                 "EURUSD at 1.08", "the euro is about 1.08 dollars", "euro to dollar roughly 1.08"):
        f = _facts(kb, f"Budget is €600/month max, {said}.")
        assert budget_of(f) == (648.0, "USD", "month"), said
    for said in ("预算每月 600 欧元，欧元兑美元 1.08", "预算每月 600 欧元，欧元对美元汇率大概 1.08",
                 "預算每月 600 歐元，歐元兌美元大概 1.08"):
        assert budget_of(_facts(kb, said)) == (648.0, "USD", "month"), said
    assert budget_of(_facts(kb, "Budget 1,000 AUD a month, aud/usd is like 0.65")) == (650.0, "USD", "month")
    assert budget_of(_facts(kb, "Budget £2,500 a month, GBP to USD roughly 1.27")) == (3175.0, "USD", "month")


def test_no_rate_said_is_still_asked_and_no_amount_is_a_rate(kb):
    for said in ("Budget is €600/month", "Budget is €600/month, I pay in EUR, $ prices fine",
                 "Budget 600 euros to dollars: 648"):
        p = _read(kb, said)
        assert "budget" not in p.facts or budget_of(p.facts)[0] not in (1.08, 600 * 648), said
    p = _read(kb, "Budget is €600/month")
    assert "budget" not in p.facts and any(u.kind == "budget" for u in p.unresolved)


def test_the_review_s_budget_is_checked(capsys, monkeypatch):
    out = run_cli(capsys, monkeypatch, "recommend", "--say", C06, today="2026-12-07")
    assert "“€600/month”: 600 EUR at your rate (EUR/USD is like 1.08) = $648" in out
    assert "is not checked below" not in out and "Your budget (€600/month) is what rules everything out" in out


# ------------------------------------------------------------------------------------------- C5: marketplace hosts

def test_marketplaces_set_below_a_proper_seller_are_set_aside(kb):
    assert _facts(kb, C08)["no_marketplace"] is True
    job = "Transcribe 5,000 hours with whisper large-v3"
    for said in ("prefer a proper cloud over marketplace hosts", "we'd rather use a real cloud than marketplace hosts",
                 "prefer established providers over P2P marketplaces like Vast",
                 "rather a real provider than some random peer-to-peer host", "no random p2p hosts",
                 "on a proper cloud, not a marketplace"):
        assert _facts(kb, f"{job}, {said}.").get("no_marketplace") is True, said
    for said in ("不要个人矿机/P2P 平台", "別用散戶機器", "不考虑私人的主机"):
        assert _facts(kb, f"用 whisper large-v3 转写 5000 小时音频，{said}。").get("no_marketplace") is True, said
    # neighbours: a marketplace preferred, allowed, or one that is no host
    for said in ("prefer a marketplace host over a big cloud, it's cheaper", "marketplace hosts are fine",
                 "we sell on a marketplace", "we'd prefer RunPod over Lambda", "Vast is fine"):
        assert "no_marketplace" not in _facts(kb, f"{job}, {said}."), said


def test_guests_personal_info_keeps_off_strangers_machines(kb):
    p = _read(kb, "Transcribe 5,000 hours of podcast audio with whisper large-v3; "
                  "audio contains guests' personal info.")
    assert p.personal_data == "guests' personal info"
    assert not _read(kb, "Transcribe 5,000 hours of podcast audio with whisper large-v3.").personal_data


def test_the_review_s_picks_leave_the_marketplace(capsys, monkeypatch):
    out = json.loads(run_cli(capsys, monkeypatch, "recommend", "--say", C08, "--json", today="2026-12-07"))
    assert out["picks"] and all("p2p-marketplace" not in p["offer"]["flags"] for p in out["picks"])


# ------------------------------------------------------------------------------------- M3: a lower normal level

def _asked(kb, text):
    return [u for u in _read(kb, text).unresolved if u.kind in ("normal_rps", "normal_requests_per_day")]


def test_a_lower_normal_level_with_no_figure_is_asked_for(kb):
    bot = "RAG support bot on Qwen3-30B-A3B-Instruct-2507, "
    for said in ("~4 requests/sec at the Black Friday peak, normally way less.", "4 rps at peak, usually much lower.",
                 "4 rps at peak; the rest of the year it's far quieter."):
        (u,) = _asked(kb, bot + said)
        assert "--normal-rps" in u.note.en and "--peak-days" in u.note.en, said
    for said in ("部署 Qwen3-30B-A3B 做客服，双十一高峰每秒 4 个请求，平时少很多。",
                 "部署 Qwen3-30B-A3B 做客服，高峰每秒 4 个请求，平时没这么多。"):
        (u,) = _asked(kb, said)
        assert "--peak-days" in u.note.zh, said
    (u,) = _asked(kb, "Support bot on Qwen3-8B, about 200k requests a day at the Black Friday peak, usually far lower.")
    assert u.kind == "normal_requests_per_day"
    # neighbours: no peak read, no lower level said, something else lower, or the normal level said in figures
    assert not _asked(kb, bot + "4 rps at peak.")
    assert not _asked(kb, "Serve Qwen3-8B at 4 rps; the other model is usually much lower priority.")
    assert not _asked(kb, "Serve Qwen3-8B for a chatbot, normally way less busy than ChatGPT.")
    said = "平时每天大概2万篇，期末考试那两周会涨到每天15万篇，用 Qwen3-8B 批改作文"
    assert not _asked(kb, said) and _facts(kb, said)["normal_requests_per_day"] == 20000
