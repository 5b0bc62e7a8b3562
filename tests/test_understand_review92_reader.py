"""Review 92's reader misreadings (c01, c04, c05, c10): a group said to use it at once, rollouts per prompt said as
'采 N 条', a limit on what is done at once, and the peak said after the usual load. Each family in zh and en, with
phrasings that must not trigger."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (a Sunday; kb: the session's, tests/conftest.py)


def test_a_group_counted_then_said_to_use_it_at_once(kb):
    for say in ("我是高校老师，一个班 60 个学生，上课时大家会同时调用一个 Qwen3-8B 做编程助手，国内租卡，vLLM",
                "高校老师开课，一个班 60 个学生上课时同时用 Qwen3-8B 做编程助手，国内租卡，vLLM",
                "A class of 60 students, during lessons they all use it at the same time. Serving Qwen3-8B with vLLM.",
                "60 students in the lab, everyone hits it at once in the afternoon. Qwen3-8B on vLLM."):
        f = _facts(kb, say)
        assert f.get("concurrency") == 60 and "seats" not in f, say
    # neighbours: not all at once, or a smaller number said for at once
    assert _facts(kb, "一个班 60 个学生，但不会同时用，部署 Qwen3-8B").get("concurrency") != 60
    assert _facts(kb, "全校 300 个人，同时用的最多 20 个，部署 Qwen3-8B")["concurrency"] == 20
    assert _facts(kb, "60 students use Qwen3-8B with vLLM, never all at the same time.").get("concurrency") != 60
    assert _facts(kb, "内部 20 来个人同时用 Qwen3-8B，vLLM 部署")["concurrency"] == 20


def test_rollouts_per_prompt_said_as_sampled(kb):
    f = _facts(kb, "打算在 Qwen2.5-7B 上做 PPO（有 critic 和 reference model，KL 系数 0.05），每步 512 个 prompt，"
                   "每个 prompt 采 4 条，prompt 平均 500 token，输出最长 4096 token，训 300 步。")
    assert (f["rl"], f["generations"]) == ("ppo", 4) and "samples" not in f
    assert _facts(kb, "GRPO on Qwen2.5-7B, 256 prompts per step, 8 samples per prompt")["generations"] == 8
    assert _facts(kb, "在 qwen2.5 7b 上跑 GRPO，每个 prompt 采样 8 条")["generations"] == 8
    # neighbour: with no RL method named, no rollouts
    assert "generations" not in _facts(kb, "lora qwen2.5 7b，每个 prompt 采 4 条回答做数据")


def test_a_limit_on_what_is_done_at_once(kb):
    f = _facts(kb, "公司行政部做会议纪要：Qwen3-14B 总结。全公司 300 人，同时开会录音上传的一般不超过 10 个。")
    assert f["concurrency"] == 10
    u = _read(kb, "公司行政部做会议纪要：Qwen3-14B 总结。全公司 300 人，同时开会录音上传的一般不超过 10 个。")
    assert not any("300" in str(q) for q in u.unresolved), u.unresolved
    # neighbour: models or cards at once are no people
    assert _facts(kb, "同时跑的模型不超过 3 个，部署 Qwen3-14B").get("concurrency") != 3


def test_the_peak_said_after_the_usual_load(kb):
    for say, n in (("Usually 3-4 analysts query at once, sometimes all 15. Llama 3.3 70B on vLLM", 15),
                   ("About 5 people use it at the same time, occasionally all 12. Qwen3-14B on vLLM", 12),
                   ("平时 3、4 个人同时用，偶尔 15 个人一起用。Qwen3-14B vLLM 部署", 15)):
        assert _facts(kb, say)["concurrency"] == n, say
    # neighbour: GPUs busy are no people
    assert _facts(kb, "Usually 4 at once; sometimes all 15 GPUs are busy. Llama 3.3 70B on vLLM")["concurrency"] == 4


def test_a_catalogue_encoder_beside_other_models_is_on_the_box(kb):
    from advisor_tui.two_models import one_box

    for say in ("会议纪要系统：Whisper large-v3 转写录音，再用 Qwen3-14B 总结，bge-m3 做检索，全部放在一台机器上。"
                "同时开会录音上传的一般不超过 10 个。",
                "One box runs whisper-large-v3, Qwen2.5-7B-Instruct and bge-m3 for retrieval at the same time, 20 "
                "concurrent calls."):
        boxed = one_box(_read(kb, say), kb)
        assert boxed is not None and "bge-m3" in boxed.facts["models"].split(","), say
        assert not any(u.kind == "model" for u in boxed.unresolved), say
    # neighbours: an encoder the catalogue lacks, or one only spoken of, stays not covered
    for say in ("One box runs whisper-large-v3, Qwen2.5-7B-Instruct and bge-small for retrieval at the same time, 20 "
                "concurrent calls.",
                "Qwen3-14B 和 Whisper large-v3 放一台机器上同时跑，再加个向量模型做检索，10 个并发"):
        boxed = one_box(_read(kb, say), kb)
        assert boxed is not None and "bge-m3" not in boxed.facts["models"], say
        assert any(u.kind == "model" for u in boxed.unresolved), say
