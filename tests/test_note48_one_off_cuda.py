"""A one-off job's small ROCm saving, and the CUDA-led answer kept whole (note 47's read-through of review 104 #3).

A full fine-tune of Qwen2.5-14B (120k samples × 2,048 tokens × 3 epochs) on a $2,500 total led with 4 × MI300X at
$106 over 2 × B200 at $160: $54 saved once, 2.2 % of the budget — a month's 2 % recurs every month, a one-off job's
saving is had once while porting a stack costs the same. And when the CUDA plan did lead, it was the answer with its
activations recomputed ($184, not the $160 weighed), its what-ifs back on ROCm cards.
"""

from __future__ import annotations

import json

from advisor_tui.cli import main

SAY = ("我們是台北某大學的 NLP 實驗室，想對 Qwen2.5-14B 做全參數微調（不是 LoRA），繁體中文法律問答資料大約 12 萬筆，"
       "每筆平均 2048 tokens，跑 3 個 epoch。經費總共大約 2500 美元，希望兩週內跑完。"
       "機器租國外雲端就可以（我們不在中國大陸）。")


def _cli(*args: str, capsys) -> str:
    assert main(["recommend", "--lang", "en", *args]) == 0
    return capsys.readouterr().out


def test_a_one_off_jobs_small_rocm_saving_leaves_cuda_in_the_lead(capsys):
    head = _cli("--say", SAY, capsys=capsys).split("MEMORY")[0]
    assert "Enough / best-value: 2 × NVIDIA B200 (HGX, 180GB) at RunPod, $160 to finish the job" in head
    assert "Saves $54.39 if your stack runs on ROCm: 4 × AMD Instinct MI300X at Vultr finishes the job for $106" in head
    assert "2.2% of your budget" in head


def test_the_cuda_led_answer_is_the_plan_weighed(capsys):
    """The lead keeps the activations the ROCm answer kept (no recompute), and its what-ifs stay on CUDA cards save
    the one that accepts ROCm."""
    data = json.loads(_cli("--say", SAY, "--json", capsys=capsys))
    top = data["picks"][0]
    assert top["card"] == "b200" and abs(top["job"]["total_cost"] - 160.46) < 0.5
    assert data["facts"]["gradient_checkpointing"] is False
    for w in data["what_if"]:
        if w.get("card") == "mi300x":
            assert w["change"].get("cuda_required") is False, w


def test_a_larger_share_of_the_total_keeps_the_rocm_lead(capsys):
    """The same job on $1,000: $54 is 5.4 % of it — the ROCm plan leads, the CUDA line under it."""
    head = _cli("--say", SAY.replace("2500", "1000"), capsys=capsys).split("MEMORY")[0]
    assert "Enough / best-value: 4 × AMD Instinct MI300X" in head
    assert "If your stack needs CUDA" in head
