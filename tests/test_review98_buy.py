"""Review 98 c06: buying 2 × RTX PRO 6000 against renting H100s for a year on a $40k-a-year budget — the purchase is
judged on its price against the whole amount, never by its rent; a rental aside says one true thing; the two named
options are set side by side over the 12 months."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
C06 = ("We're a 6-person startup in Austin. Our product runs Llama 3.3 70B in FP8 behind an API, about 20 concurrent "
       "sessions at peak, 8k context. We're debating buying a workstation with 2x RTX PRO 6000 Blackwell vs just "
       "renting H100s for the next 12 months. Budget is around $40k for the year either way. Which one?")


def _run(*args: str) -> str:
    env = {"PYTHONPATH": str(ROOT), "GPU_ADVISOR_TODAY": "2026-12-06", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", "import sys; from advisor_tui.cli import main; sys.exit(main())",
                          "recommend", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return out.stdout


def test_c06_buy_is_judged_on_its_purchase_and_set_against_the_named_rental():
    text = _run("--say", C06)
    assert "rtx-pro-6000: over budget" not in text  # not ruled out by its rent
    assert "rtx-pro-6000:" not in text.split("RULED OUT")[1]  # the pick (one copy over both cards), not set aside
    head = next(x for x in text.splitlines() if x.startswith("  Enough"))
    assert "2 × NVIDIA RTX PRO 6000 Blackwell" in head and "$17,130" in head
    assert "rents it only as whole 8-GPU nodes; a node: $14,400/month" in head  # one true rental aside
    assert "within your $40,000 for the 12 months" in text  # the purchase against the whole year's budget
    line = next(x for x in text.splitlines() if "Buy or rent, your two options" in x)
    assert "buying 2 × rtx-pro-6000 costs $17,130 once" in line
    assert "renting 2 × h100-sxm for your 12 months costs $51,667" in line
    assert "buying is $34,537 less" in line and "host, power and hosting are not priced" in line
    data = json.loads(_run("--say", C06, "--json"))
    side = [v for v in data["named_cards"] if v["verdict"] == "buy-vs-rent"]
    assert side and "$17,130" in side[0]["text"]


def test_another_pair_and_chinese():
    text = _run("--say", "买两张 RTX PRO 6000 还是租 H100 一年，预算 30 万，跑 Llama 3.3 70B FP8 推理，20 路并发",
                "--lang", "zh")
    assert "买还是租（你说的两个选项）：买 2 张 rtx-pro-6000" in text and "租 2 张 h100-sxm" in text
    other = _run("--say", "We run Llama 3.3 70B in FP8, 20 concurrent sessions, 8k context. Buying 4x RTX 6000 Ada "
                 "vs renting 2 H100s for 6 months. Budget $30k for the period.")
    assert "Buy or rent, your two options: buying 4 × rtx-6000-ada" in other and "renting 2 × h100-sxm" in other


def test_rental_aside_says_what_the_figure_pays_for():
    from rules.buy_budget import rental_aside

    assert rental_aside(2, 8, 8)[0] == "a whole 8-GPU node"
    assert rental_aside(2, 2, 8)[0].startswith("2 at the per-GPU rate")
    assert rental_aside(2, 2, None) is None


def test_c06_two_named_cards_hold_one_tensor_parallel_copy_and_lead_the_purchase():
    """Two copies of the 70B (90.7 of 102.6 GB each) started only at --gpu-memory-utilization 0.91 and were ranked
    after 4 × RTX 6000 Ada by buy-headroom; one copy over both cards leaves each half its memory: the placement, the
    launch line and the ranking agree on it, and the fewer, cheaper cards lead."""
    data = json.loads(_run("--say", C06, "--json"))
    top = data["picks"][0]
    assert (top["card"], top["gpus"]) == ("rtx-pro-6000", 2)
    assert "--tensor-parallel-size 2" in top["launch"] and "--data-parallel-size" not in top["launch"]
    assert "--gpu-memory-utilization 0.90" in top["launch"]
    assert top["mode"] == "pcie-split" and top["replicas"] == 1 and top["per_gpu_need_gb"] < 60
    assert not any(r["rule"] == "buy-headroom" for r in data["trace"])


def test_the_power_of_the_named_cards_is_said_on_their_own_line_when_buying():
    """c06 minor 6: 2 × 600 W was said only for the pick; a named option not picked says what it draws with the rest of
    the machine against a US 15 A / 120 V circuit's 1,440 W (80 % of 1,800 W for a continuous load)."""
    said = ("We run Llama 3.3 70B in FP8, 20 concurrent sessions, 8k context. We want to buy 2x RTX PRO 6000 or 4x "
            "RTX 6000 Ada. Budget $60k in total.")
    text = _run("--say", said, "--procure", "buy", "--buyer", "company")
    ada = next(x for x in text.splitlines() if x.startswith("  → rtx-6000-ada, the card you named"))
    assert "rtx-6000-ada: 4 × 300 W = 1,200 W for the GPUs, about 1,600 W with the rest of the machine" in ada
    assert "(1,440 W: 80 % of 1,800 W, NEC 210.20 — that rule is North America's)" in ada  # review 106 C4
    data = json.loads(_run("--say", said, "--procure", "buy", "--buyer", "company", "--lang", "zh", "--json"))
    line = next(v["text"] for v in data["named_cards"] if v["card"] == "rtx-6000-ada")
    assert "4 × 300 W = 显卡合计 1,200 W" in line
