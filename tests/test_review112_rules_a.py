"""Blind review 112 (2026-12-07), the rules' side: an unpriced Atlas server ahead of a priced one over the budget
(C1-a), a card refused in words still picked (C1-b), and personal data put on a peer-to-peer host (C9)."""

from __future__ import annotations

import datetime
import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from rules.pipeline import consult
from tests.understand_helpers import read_on

KB = knowledge.load(user_file=False)
_read, _facts = read_on(datetime.date(2026, 12, 7))

C9 = ("I run a small call-centre analytics shop in Dhaka, Bangladesh. One-off job: transcribe about 3,000 hours of "
      "Bangla call recordings with Whisper large-v3, then we're done. Total budget around 300 USD, we're happy with "
      "spot/interruptible machines. Needs to finish within a week. Which GPU and how long?")


def _json(capsys, monkeypatch, said: str) -> dict:
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--json", "--say", said]) == 0
    return json.loads(capsys.readouterr().out)


def _marketplaces() -> set[str]:
    return {p.id for p in KB.providers if p.kind == "p2p-marketplace"}


def test_call_recordings_are_not_put_on_a_peer_to_peer_host(capsys, monkeypatch):
    """C9: the pick was 1 × RTX 3090 at Vast.ai ($17.66) under the answer's own caveat "keep personal or confidential
    data off it"; call recordings are personal data, so the marketplace hosts are set aside and the pick is a seller
    with machines of its own (RunPod's RTX 4090, $43.32, still far under the $300)."""
    out = _json(capsys, monkeypatch, C9)
    picks = out["result"]["picks"] if "result" in out else out["picks"]
    assert picks and all(p["offer"]["provider"] not in _marketplaces() for p in picks if p.get("offer"))


@pytest.mark.parametrize("said", [
    C9,
    "Transcribe 800 hours of recorded customer calls with Whisper large-v3, cheapest possible, within 5 days.",
    "我们要把 2000 小时的客服录音用 Whisper large-v3 转成文字，一周内做完，越便宜越好。",
    "LoRA 微调 Qwen3-8B，训练数据是 5 万份病历，预算 3000 元。",
])
def test_personal_data_implies_no_marketplace(said):
    u = _read(KB, said)
    assert u.personal_data and u.implied().get("no_marketplace") is True


@pytest.mark.parametrize("said", [
    "Transcribe 800 hours of anonymised call recordings with Whisper large-v3 within 5 days.",
    "Transcribe 800 hours of call recordings with Whisper large-v3 — Vast.ai is fine with us.",
    "Transcribe 800 hours of podcast episodes with Whisper large-v3 within 5 days.",
])
def test_data_not_personal_or_marketplace_spoken_of_keeps_them(said):
    assert not _read(KB, said).implied().get("no_marketplace")


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hours=st.sampled_from([300, 3000, 9000]), spot=st.booleans())
def test_no_marketplace_pick_sits_on_a_marketplace(hours, spot):
    """Law: with marketplaces refused, no pick, whatever the batch, is a peer-to-peer host's."""
    r = consult({"task": "transcribe", "model": "whisper-large-v3", "audio_hours": hours, "region": "intl",
                 "interruptible": spot, "no_marketplace": True, "deadline": 168}, KB, what_if=False)
    assert all(p.offer is None or p.offer.provider not in _marketplaces() for p in r.picks)


C1 = {"task": "inference", "model": "qwen3-32b", "context_tokens": 16384, "concurrency": 30, "region": "cn",
      "compliance": True, "domestic_chips": True, "procure": "buy", "buyer": "company", "invoice": "vat-special",
      "budget": {"amount": 600000, "currency": "CNY", "unit": "total"}}


def test_an_unpriced_atlas_server_does_not_win_on_being_unpriced(capsys, monkeypatch):
    """C1-a: "够用 / 更快：2 张 Huawei Ascend 910C——知识库没有带日期的购买价" led, while the 910B ranked after because
    an Atlas server's eight chips alone are 8 × ¥120,000 = ¥960,000, over the ¥600,000. The 910C is sold the same way
    and is the 910B's better on every figure: very likely over the budget too, so it ranks after the 910B, saying so."""
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--lang", "zh", "--say", SAY_C1]) == 0
    out = capsys.readouterr().out
    head = out.split("显存\n")[0]
    assert "2 张 Huawei Ascend 910C" not in head and "4 张 Huawei Ascend 910B" in head
    assert "¥960,000，已超出你的 ¥600,000" in head
    line = next(x for x in out.splitlines() if x.strip().startswith("ascend-910c:"))
    assert "很可能同样超出预算" in line and "[buy-unpriced-like-priced]" in line


SAY_C1 = ("我们是河南一个县级人民医院的信息科，医院要上一个院内的大模型，用Qwen3-32B做病历质控和院内制度问答，"
          "全部内网部署，"
          "数据不能出院。要过等保三级，上级要求信创国产化，不能用英伟达。同时在线大概二三十个医生，上下文16k左右。"
          "打算自己买服务器，预算五六十万，需要增值税专票。请问买什么卡、几张？")


@settings(max_examples=5, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(budget=st.sampled_from([300000, 600000, 900000, 1200000, 3000000]))
def test_an_unpriced_part_never_beats_a_priced_peer_it_outclasses_over_the_budget(budget):
    """Law: buying under a total budget, a part with no price that matches or beats a same-form priced part whose
    purchase breaks the budget never ranks ahead of it; where the priced part is within the budget, nothing is said."""
    r = consult({**C1, "budget": {"amount": budget, "currency": "CNY", "unit": "total"}}, KB, what_if=False)
    fired = any(w.rule == "buy-unpriced-like-priced" for c in r.rejected for w in c.why)
    over = 8 * 120000 > budget
    assert fired == over
    if over:
        assert r.picks[0].card != "ascend-910c"


def test_hgx_parts_with_no_price_rank_after_a_priced_hgx_server_over_the_budget():
    """The same law for 8-GPU baseboard systems: an H200 or B200 (no dated price) is not left to beat the H100 SXM
    server quoted at $317,000 on a $150,000 budget; a weaker unpriced part (the A100 SXM) is not said to be over."""
    r = consult({"model": "llama-3.1-70b", "procure": "buy", "buyer": "company", "region": "intl", "concurrency": 20,
                 "context_tokens": 32768, "budget": {"amount": 150000, "currency": "USD", "unit": "total"}},
                KB, what_if=False)
    said = {c.card for c in r.rejected if any(w.rule == "buy-unpriced-like-priced" for w in c.why)}
    assert {"h200", "b200"} <= said and "a100-80g-sxm" not in said


SAY_C1B = SAY_C1.replace("请问买什么卡、几张？",
                         "补充：910C听说根本买不到也买不起，能不能用910B，模型做int8量化，最多4张卡？")


def test_a_card_said_to_be_out_of_reach_is_out_and_the_card_asked_for_is_answered(capsys, monkeypatch):
    """C1-b: "910C听说根本买不到也买不起，能不能用910B…最多4张卡" was answered "1 张 Huawei Ascend 910C", the 910B
    "已排除". The 910C is now out (the person's own reason) and the 910B is the answer on 2 cards (104.4 GB int8 in
    2 × 64 GB), with its Atlas server's chips said over the budget."""
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", "--lang", "zh", "--say", SAY_C1B]) == 0
    out = capsys.readouterr().out
    head = out.split("显存\n")[0]
    assert "910C——" not in head and "2 张 Huawei Ascend 910B" in head
    assert "→ 你不想要的 ascend-910c：不在推荐里。" in out and "→ 你提到的 ascend-910b：就是下面的推荐" in out
    assert "ascend-910c: 你说了不要它" in out


@pytest.mark.parametrize("said, out", [
    ("910C听说根本买不到也买不起，能不能用910B？", {"ascend-910c"}),
    ("H100 太贵了，不考虑，A100 行不行？", {"h100-pcie", "h100-sxm"}),
    ("We can't get H100s here, so what about A100s for Llama 3.1 70B?", {"h100-pcie", "h100-sxm"}),
    ("The MI300X is out of reach for us; serve Llama 3.1 70B on something else.", {"mi300x"}),
    ("不要 A100，Qwen3-32B 推理用什么卡？", {"a100-40g", "a100-80g-pcie", "a100-80g-sxm"}),
])
def test_a_card_refused_is_implied_out(said, out):
    u = _read(KB, said)
    assert set(u.cards_refused) == out
    assert u.implied()["only_cards"] == ",".join("no-" + c.id for c in KB.cards if c.id in out)


@pytest.mark.parametrize("said", [
    "H100 买不到的话就用 A100，Qwen3-32B 推理。",
    "4090 买得到吗？想跑 Qwen3-14B。",
    "We have two RTX 4090s; is an H100 worth it for Llama 3.1 70B?",
    "只想要 A100 别的卡不考虑",  # the other cards refused, not the A100
])
def test_a_condition_or_question_refuses_no_card(said):
    assert not _read(KB, said).cards_refused


@settings(max_examples=8, deadline=None)
@given(refused=st.lists(st.sampled_from(["h100-sxm", "a100-80g-sxm", "rtx-4090", "l40s", "h200"]), min_size=1,
                        max_size=3, unique=True),
       accepted=st.sampled_from([None, "h100-sxm,a100-80g-sxm,l40s,rtx-4090,h200"]))
def test_refused_cards_are_never_listed(refused, accepted):
    """Law: --only-cards with refusals lets no refused card in, and every other accepted card stays in."""
    from rules.cards_accepted import card_listed, refused_cards
    from rules.fact_parse import parse_cards

    said = refused_cards(refused, accepted)["only_cards"]
    if accepted and set(accepted.split(",")) <= set(refused):
        return
    parsed = parse_cards("only_cards", said, KB)
    for card in KB.cards:
        want = card.id not in refused and (accepted is None or card.id in accepted.split(","))
        assert card_listed(parsed, card.id) == want
