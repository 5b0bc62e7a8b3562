"""Review 103 (a blind ML-infra engineer's review): the picks hold against what the person said — a card bought for an
office tower cools itself (c03); the report's money is one plan's money (#8); prorated billing reads as fewer days
than whole days (#3); a ROCm card leads only when its saving is material (#9)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
ROOT = Path(__file__).resolve().parents[1]


def _cli(*args: str) -> str:
    env = {"PYTHONPATH": str(ROOT), "GPU_ADVISOR_TODAY": "2026-12-06", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", "import sys; from advisor_tui.cli import main; sys.exit(main())",
                          "recommend", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    return out.stdout


# c03: a Shenzhen software firm's office workstation for Qwen2.5-Coder-32B, ¥100,000, 1,500 W at the wall, 专票
C03 = ("深圳一家小软件公司，想买一台工作站放办公室，跑 Qwen2.5-Coder-32B 给研发同事做代码补全和问答，8个人用，"
       "代码不能出公司。预算买机器10万块以内，办公室普通插座，整机功耗最好别超过1500瓦，要能开专票。")


def _fits_a_tower(card_id: str) -> bool:
    card = KB.card(card_id)
    return card.card_class != "datacenter" or card.cooling == "active"


def test_c03_the_office_workstation_is_not_built_of_l20s_and_says_why():
    """c03: bf16 picked 2 × L20 — a datacenter card with no fan of its own — for an office workstation, while the same
    office-box rule ruled out the A40. The L20 (cooling unprinted: NVIDIA publishes no datasheet) is now ruled out like
    the A40, with its reason; the pick is a card that cools itself."""
    data = json.loads(_cli("--say", C03, "--precision", "bf16", "--json"))
    assert data["facts"]["office_box"] is True
    why = {r["card"]: [w["rule"] for w in r["why"]] for r in data["rejected"]}
    assert "office-box-datacenter-card" in why["l20"] and "office-box-passive-card" in why["a40"]
    assert data["picks"] and all(_fits_a_tower(p["card"]) for p in data["picks"])
    assert all("l20" not in json.dumps(w, ensure_ascii=False).lower() for w in data["what_if"])
    zh = _cli("--say", C03, "--precision", "bf16", "--lang", "zh")
    assert "l20: 厂商没有公布散热方式的数据中心卡" in zh and "2 张 NVIDIA L20" not in zh


def test_c03_the_default_answer_offers_no_l20_for_the_tower_either():
    data = json.loads(_cli("--say", C03, "--json"))
    assert all(_fits_a_tower(p["card"]) for p in data["picks"])
    assert all("l20" not in json.dumps(w, ensure_ascii=False).lower() for w in data["what_if"])


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(model=st.sampled_from(["qwen3-8b", "qwen3-14b", "qwen2.5-32b", "llama-3.3-70b"]),
       region=st.sampled_from(["cn", "intl"]), concurrency=st.sampled_from([1, 5, 20]))
def test_an_office_box_is_never_planned_with_a_card_that_does_not_cool_itself(model, region, concurrency):
    """Law: bought for an office tower, no pick is a datacenter card unless its maker prints it actively cooled."""
    r = consult({"model": model, "region": region, "concurrency": concurrency, "procure": "buy", "buyer": "company",
                 "office_box": True}, KB, what_if=False)
    assert all(_fits_a_tower(p.card) for p in r.picks)


def test_a_server_purchase_still_may_pick_the_l20_and_says_its_cooling_is_unprinted():
    """Without an office box the L20 stays; its cooling caveat says the maker prints none, not that it is passive."""
    r = consult({"model": "qwen2.5-32b", "region": "cn", "procure": "buy", "buyer": "company", "concurrency": 5,
                 "precision": "bf16"}, KB, what_if=False)
    text = " ".join(c.text.en for c in r.caveats if c.id == "buy-passive-cooling")
    if any(p.card == "l20" for p in r.picks):
        assert "l20 is a datacenter card whose maker prints no cooling" in text
