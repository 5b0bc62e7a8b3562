"""Review 84's reader findings, replayed in other words: renting weighed against cards the person owns is a
question, not renting chosen, and money said "if I rent" chooses nothing either (c-SDXL: read as renting); power
given to the GPUs is their limit together ("The rack can give 12 kW to the GPUs" was a wattage unplaced); a
university's purchase "（买，不是租）" reads buy and the university as the buyer (c01)."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)
JOB_EN = "I need about 20,000 SDXL images by Friday. "
JOB_ZH = "要用 SDXL 出 2 万张图，周五前要。"


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


@pytest.mark.parametrize("said", [
    JOB_EN + "We have three 3090s in the lab. Should we rent or use our own cards?",
    JOB_EN + "I've got a 4090 at home — is renting worth it, or should I just run it on my own GPU?",
    JOB_EN + "I own two A6000s. Is renting quicker, or should I stick with my own cards? $200 if we rent.",
    JOB_ZH + "手上有两张 3090，租卡划算还是用自己的卡？",
    JOB_ZH + "我们组里有 4 张 A100，要不要租？租的话预算 2000。",
    JOB_ZH + "我自己有张 4090，租卡划算还是直接用自己的卡跑",
])
def test_renting_weighed_against_owned_cards_is_asked_not_chosen(kb, said):
    u = _read(kb, said)
    assert "procure" not in u.facts
    assert u.owned_cards()  # the cards stay the person's own


def test_the_money_for_renting_is_still_the_budget(kb):
    u = _read(kb, JOB_EN + "I own two 4090s. Is renting faster, or should I use my own cards? Budget $300 if I rent.")
    assert u.facts["budget"].amount == 300 and "procure" not in u.facts
    assert u.owned_cards() == {"rtx-4090"}


def test_renting_chosen_beside_owned_cards_still_reads(kb):
    # said, not asked: the cards at home are too slow, so the person rents
    u = _read(kb, JOB_EN + "My own 3090 is too slow, so I'll rent.")
    assert u.facts["procure"] == "rent"


@pytest.mark.parametrize("said, watts", [
    ("We have 10 kW for the GPUs.", 10000),
    ("The cage has 6 kW available for the cards.", 6000),
    ("Our colo can give 20 kW to all the GPUs.", 20000),
    ("机房能给显卡 15 千瓦", 15000),
    ("机柜留给 GPU 的电力就 8 千瓦", 8000),
    ("power budget 6 kW", 6000),
])
def test_power_given_to_the_gpus_is_their_limit_together(kb, said, watts):
    f = _read(kb, said).facts
    assert f["power_limit_w"] == watts and "gpu_power_w" not in f


def test_a_cards_own_wattage_stays_its_own_or_unplaced(kb):
    assert _read(kb, "Each card has to stay under 300 W.").facts["gpu_power_w"] == 300
    assert _read(kb, "We have 350 W for the card itself.").facts["gpu_power_w"] == 350
    u = _read(kb, "The H100 SXM is rated at 700 W.")  # a spec quoted: no limit at all
    assert "power_limit_w" not in u.facts and "gpu_power_w" not in u.facts


def test_a_university_buying_a_server_reads_buy_and_the_buyer(kb):
    f = _read(kb, "我们是省属高校的实验室，要采购一台服务器放在校机房（买的，不租），做 Qwen2.5-32B 的 LoRA 微调，"
                  "预算 80 万，走学校采购。").facts
    assert (f["procure"], f["buyer"], f["task"]) == ("buy", "company", "lora")


def test_the_cli_shows_no_rent_fact_for_the_question():
    said = ("I've got two RTX 3090s at home. Want 10,000 SDXL images within 3 days. Is renting cheaper or faster, "
            "or should I just use my own cards? $80 if I rent.")
    env = dict(os.environ, GPU_ADVISOR_TODAY="2026-12-05")
    out = subprocess.run([sys.executable, "-c", "import sys; from advisor_tui.cli import main; sys.exit(main())",
                          "recommend", "--say", said], capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Rent or buy: rent" not in out.stdout
