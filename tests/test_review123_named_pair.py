"""Review 123 c09: "考虑包月租8卡的A800或者H20，哪个划算？" — two named cards on month plans for a pretraining job — got
a line per card against the pick, never the two against each other. Now one line answers the pair: each side's month
(8 × A800 ¥29,936, 8 × H20 ¥36,000), the days the job takes on it, dense TFLOPS per yuan, which is the better buy,
and that a month plan pays a whole month for a five-day job."""

from __future__ import annotations

import json
import re

C09 = ("创业团队，打算从零预训练一个跟qwen3-1.7b同结构的小模型（不用它的权重，随机初始化），"
       "中文语料大约500亿token，跑1个epoch，序列长度4096。预算20万人民币，希望一个月内训完，"
       "考虑包月租8卡的A800或者H20，哪个划算？")
PRETRAIN = "从零预训练 qwen3-1.7b 结构的模型，语料 500 亿 token，1 个 epoch，序列长度 4096，一个月内训完。"


def _cli(capsys, *args: str) -> str:
    from advisor_tui.cli import main

    assert main(["recommend", *args]) == 0
    return capsys.readouterr().out


def _pair(out: str, lead: str) -> str | None:
    return next((x for x in out.splitlines() if x.strip().startswith(lead)), None)


def test_the_reviews_pair_is_answered_head_to_head_on_month_plans(capsys):
    line = _pair(_cli(capsys, "--lang", "zh", "--say", C09), "→ 你问的")
    assert line is not None
    assert "8 张 NVIDIA A800 80GB SXM 包月每月 ¥29,936" in line and "8 张 NVIDIA H20 96GB 包月每月 ¥36,000" in line
    assert "312 对 148 TFLOPS" in line and "A800 的算力是 H20 的 2.5 倍" in line
    assert "A800 更划算" in line
    days = [float(d) for d in re.findall(r"（([\d.]+) 天）跑完", line)]
    assert len(days) == 2 and 4.5 < days[0] < 5.5 and 12 < days[1] < 13.5
    # a month plan for a five-day job: the job by the hour or day is said
    assert "包月要付满一个月" in line and "完成任务只要 ¥" in line
    data = json.loads(_cli(capsys, "--json", "--lang", "zh", "--say", C09))
    pair = next(v for v in data["named_cards"] if v["verdict"] == "compared")
    assert pair["card"] == "a800-80g+h20"


def test_the_pair_without_month_plans_and_in_english_compares_the_jobs(capsys):
    zh = _pair(_cli(capsys, "--lang", "zh", "--say", PRETRAIN + "8 张 A800 还是 8 张 H20 哪个划算？"), "→ 你问的")
    assert zh is not None and "包月" not in zh
    costs = [float(x.replace(",", "")) for x in re.findall(r"完成任务 ¥([\d,]+)", zh)]
    assert len(costs) == 2 and costs[0] < costs[1] and "A800 更划算" in zh
    en = _pair(_cli(capsys, "--lang", "en", "--say", "pretrain a qwen3-1.7b-shaped model from scratch on 50B tokens, "
                    "1 epoch, seq 4096, within a month. 8x A800 or H20, which is cheaper?"), "→ a800-80g or h20")
    assert en is not None
    assert "8 × NVIDIA A800 80GB SXM" in en and "8 × NVIDIA H20 96GB" in en  # one count said for the pair: both
    assert "A800 is the better buy" in en


def test_a_media_job_pair_compares_like_for_like(capsys):
    line = _pair(_cli(capsys, "--lang", "zh", "--say", "用 wan2.1 14b 生成 500 条 720p 5秒视频，3天内，A800 还是 H20 "
                      "哪个划算？"), "→ 你问的")
    assert line is not None
    counts = re.findall(r"(\d+) 张 NVIDIA", line)
    assert len(counts) == 2 and counts[0] == counts[1]


def test_neighbours_one_card_a_refused_one_or_a_service_get_no_pair_line(capsys):
    one = _cli(capsys, "--lang", "zh", "--say", PRETRAIN + "8 张 A800 够吗？")
    assert _pair(one, "→ 你问的") is None and "→ 你提到的 a800-80g" in one
    refused = _cli(capsys, "--lang", "zh", "--say", PRETRAIN + "不要 H20，A800 怎么样？")
    assert _pair(refused, "→ 你问的") is None
    serving = _cli(capsys, "--lang", "zh", "--say", "部署 qwen3-32b，高峰每秒 2 个请求，A800 还是 H20 哪个划算？")
    assert _pair(serving, "→ 你问的") is None
