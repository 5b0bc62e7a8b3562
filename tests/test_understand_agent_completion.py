"""Blind review 99 c01 / c02: an agent loop's prompts share their prefix, and a code assistant's completion traffic is
named — the reader's families (advisor_tui.understand.agent_completion), the facts they resolve to
(rules.fact_prefix), and what the answer sizes with them (rules.prefix_load)."""

from __future__ import annotations

import json
import math
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor_tui.understand.read import parse
from rules.estimate import load as load_est

ROOT = Path(__file__).resolve().parents[1]

C02 = ("We're building an agent product on gpt-oss-120b. Each session is a long tool-call trace: prompts grow to about "
       "60k tokens, ~800 output tokens per step, and we expect about 2 requests per second at peak during US business "
       "hours. Need first token under 3 seconds. We're in the US, budget around $8,000 a month, prefer SGLang.")
C01 = ("我们公司有200个研发，想自建代码助手，用 Qwen2.5-Coder-32B 做补全和对话，上下文 32k，人在杭州，机器放国内，"
       "要开增值税专票，每月预算 5 万元以内")

SHARED = [
    "Each session is a long tool-call trace, served on Qwen3-32B",
    "prompts grow to about 60k tokens as the agent works",
    "the context keeps growing with every step",
    "an agent loop on Llama 3.1 70B, 3 requests a second",
    "our agentic loop calls tools all day",
    "multi-turn chat with the history resent each time",
    "we resend the whole conversation on every turn",
    "每轮把历史带上，模型用 Qwen3-32B",
    "多轮对话上下文累积，最长 32k",
    "每次都带上之前的对话",
    "智能体循环，工具调用轨迹很长",
    "上下文越来越长，最后到 64k",
]
NOT_SHARED = [
    "a customer-service agent on Qwen3-8B, 20 users at once",
    "our support chat answers 5 requests a second",
    "the travel agency wants a chatbot",
    "demand for our product grows every month, Qwen3-8B",
    "prompts of 2,000 tokens, 500 out, 4 requests a second",
    "no agent loop, single-shot prompts only",
    "每个请求独立，不带历史",
    "客服机器人，同时 30 人在线",
]
COMPLETION = [
    "Qwen2.5-Coder-32B for IDE autocomplete",
    "tab completion for 50 developers",
    "self-host a FIM model for contributors",
    "fill-in-the-middle on a base model",
    "inline completions in VS Code",
    "用 Qwen2.5-Coder-32B 做补全和对话",
    "公司想自建代码补全服务",
    "自动补全给研发用",
]
NOT_COMPLETION = [
    "补全这份文档里的数据，用 Qwen3-8B",
    "chat completions API on Llama 3.1 8B",
    "the job should complete in two days",
    "另外程序组问能不能顺便跑个 7B 的代码补全，这个先不管，下次再说。",
    "fine-tune Qwen3-8B, completion of the run by Friday",
]


@pytest.mark.parametrize("say", SHARED)
def test_prompts_resent_are_read(kb, say):
    assert parse(say, kb, strict=True).facts.get("shared_prefix") is True, say


@pytest.mark.parametrize("say", NOT_SHARED)
def test_an_agent_or_a_chat_alone_is_no_shared_prefix(kb, say):
    assert "shared_prefix" not in parse(say, kb, strict=True).facts, say


@pytest.mark.parametrize("say", COMPLETION)
def test_completion_words_are_read(kb, say):
    assert parse(say, kb, strict=True).facts.get("code_completion") is True, say


@pytest.mark.parametrize("say", NOT_COMPLETION)
def test_other_completions_are_not(kb, say):
    assert "code_completion" not in parse(say, kb, strict=True).facts, say


def run_cli(*args: str) -> tuple[int, str]:
    env = {"PYTHONPATH": str(ROOT), "GPU_ADVISOR_TODAY": "2026-12-06", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", "import sys; from advisor_tui.cli import main; sys.exit(main())",
                          *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    return out.returncode, out.stdout + out.stderr


def _json(*args: str) -> dict:
    code, out = run_cli("recommend", *args, "--json")
    assert code == 0, out
    return json.loads(out)


def test_c02_answers_within_the_budget_with_prefix_caching():
    data = _json("--say", C02)
    facts = data["facts"]
    assert facts["shared_prefix"] is True and facts["new_tokens"] == 2000
    assert data["picks"], "a pick within $8k/month on the stated 2 rps"
    pick = data["picks"][0]
    assert pick["monthly_cost"] <= 8000
    text = json.dumps(pick, ensure_ascii=False)
    assert "Prefix caching assumed" in text and "--disable-radix-cache" in text
    assert "A miss" in text  # a miss reads the whole prompt, said with its time
    assert "sglang.launch_server" in pick["launch"] and "--disable-radix-cache" not in pick["launch"]


def test_c02_in_chinese_says_the_same():
    code, out = run_cli("recommend", "--say", C02, "--lang", "zh")
    assert code == 0, out
    assert "按前缀缓存估算" in out and "未命中" in out


def test_vllm_launch_keeps_prefix_caching_on():
    data = _json("--model", "gpt-oss-120b", "--rps", "2", "--input-tokens", "60640", "--output-tokens", "800",
                 "--shared-prefix", "--new-tokens", "3000", "--budget", "8000", "--region", "intl")
    pick = data["picks"][0]
    assert "--enable-prefix-caching" in pick["launch"]
    assert "3,000 new tokens" in json.dumps(pick) and "as you said" in json.dumps(pick)


def test_the_flagged_form_without_agent_words_is_unchanged():
    """No shared prefix said: every prompt is read whole, as before (the load's cached tokens are 0)."""
    plain = _json("--model", "gpt-oss-120b", "--rps", "2", "--input-tokens", "4000", "--output-tokens", "800",
                  "--hours-per-day", "10", "--engine", "sglang", "--max-ttft", "3s", "--budget", "8000",
                  "--region", "intl")
    assert "shared_prefix" not in plain["facts"] or plain["facts"]["shared_prefix"] is False
    text = json.dumps(plain)
    assert "Prefix caching assumed" not in text and "--enable-prefix-caching" not in text
    cached = _json("--model", "gpt-oss-120b", "--rps", "2", "--input-tokens", "4000", "--output-tokens", "800",
                   "--hours-per-day", "10", "--engine", "sglang", "--max-ttft", "3s", "--budget", "8000",
                   "--region", "intl", "--shared-prefix", "--new-tokens", "4000")
    # the new part is the whole prompt: nothing cached, the same answer
    assert [p["card"] for p in cached["picks"]] == [p["card"] for p in plain["picks"]]
    assert [p["monthly_cost"] for p in cached["picks"]] == [p["monthly_cost"] for p in plain["picks"]]


def test_c01_says_completion_is_not_sized_in_both_languages():
    code, zh = run_cli("recommend", "--say", C01)
    assert code == 0, zh
    assert "补全流量（自动补全、FIM）" in zh and "补全流量没有算进来" in zh and "--rps" in zh
    assert "Qwen2.5-Coder-7B" in zh and "目录里没有" in zh
    code, en = run_cli("recommend", "--say", C01, "--lang", "en")
    assert code == 0, en
    assert "Code completion is named but its traffic is not sized" in en and "not in this catalogue" in en
    assert _json("--say", C01, "--lang", "en")["facts"]["code_completion"] is True


def test_c01_flagged_load_is_sized_without_the_note():
    data = _json("--say", C01, "--rps", "15", "--input-tokens", "3000", "--output-tokens", "64", "--max-ttft", "1s",
                 "--lang", "en")
    # sized: the whole 64-token completion in 0.6 s, ≥ 106.7 tokens/s each (review 119 C4-1) — on a 16-bit 32B from
    # mainland sellers within ¥50,000 nothing keeps it, and the answer says the smaller code model that does
    assert data["facts"]["code_completion"] is True and data["facts"]["min_tps"] == round(64 / 0.6, 1)
    code, en = run_cli("recommend", "--say", C01, "--rps", "15", "--input-tokens", "3000", "--output-tokens", "64",
                       "--max-ttft", "1s", "--lang", "en")
    assert code == 0 and "Code completion is named but its traffic is not sized" not in en


REPLICA = load_est.Replica(bandwidth_gbs=3350, tflops=989, weights_gb=60, kv_room_gb=40, active_params_b=30,
                           attention_width=64 * 5120)


@settings(max_examples=60, deadline=None)
@given(prompt=st.integers(1, 200_000), new=st.integers(1, 200_000), out=st.integers(1, 4000),
       rps=st.floats(0.05, 5.0))
def test_prefix_caching_never_reads_more_nor_holds_less(prompt, new, out, rps):
    """With the prefix cached a request's read is never longer than the whole prompt's, and the memory at the load
    never less than one session's whole prompt."""
    new = min(new, prompt)
    kv = 36_941.0
    whole = load_est.Load(rps, prompt, out, kv)
    cached = load_est.Load(rps, prompt, out, kv, cached_tokens=prompt - new)
    assert load_est.load_prefill_seconds(REPLICA, cached) <= load_est.load_prefill_seconds(REPLICA, whole) + 1e-12
    assert load_est.load_prefill_seconds(REPLICA, cached) >= 0
    room = load_est.max_sequences(REPLICA, whole)
    if room < 1:
        return
    s = load_est.serve(REPLICA, cached)
    one = kv * (prompt + out / 2) / 1e9
    assert s.kv_gb_at_load >= one * (1 - 1e-9)
    assert s.replicas <= load_est.serve(REPLICA, whole).replicas
    assert math.isfinite(s.prefill_s)


def test_a_short_input_beside_a_long_trace_asks_whether_it_is_the_new_part(kb):
    from rules.facts import resolve

    f = resolve({"model": "gpt-oss-120b", "rps": 2, "input_tokens": 4000, "output_tokens": 800,
                 "context_tokens": 61440, "shared_prefix": True}, kb)
    assert f.shared_prefix and f.new_tokens == 2000
    assert any("only a step's new part" in n.en and "每一步新增的部分" in n.zh for n in f.notes)
    said = resolve({"model": "gpt-oss-120b", "rps": 2, "input_tokens": 60640, "output_tokens": 800,
                    "new_tokens": 4000}, kb)
    assert said.shared_prefix and said.new_tokens == 4000 and not any("new part" in n.en for n in said.notes)
    whole = resolve({"model": "gpt-oss-120b", "rps": 2, "input_tokens": 3000, "new_tokens": 4000}, kb)
    assert not whole.shared_prefix  # the new part is the whole prompt: read whole, and said
    assert any("read whole" in n.en for n in whole.notes)
