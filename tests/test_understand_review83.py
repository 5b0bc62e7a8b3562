"""Review 83's reader findings (c07, c04), replayed in other words: a peer marketplace refused, or a vendor contract
asked for, sets aside peer-to-peer hosts and "Company purchase" is who pays (c07); "学校采购要发票" beside a sized
one-off job is who pays, with its invoice, not hardware to buy (c04)."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)
C07 = ("We're a mid-size podcast network in the US. Backlog of about 6,000 hours of audio to transcribe with whisper "
       "large-v3, would like it done within 5 days. Company purchase, we need a proper vendor contract so no peer "
       "marketplaces. Cost matters but not the only thing.")
C04 = ("我们是北京某高校的课题组，想在 Qwen2.5-7B 基础上用中文医学语料做继续预训练(continued pretraining)，"
       "语料大约 20B tokens，跑一个 epoch，希望两个月内完成。经费大概30万人民币，学校采购要发票，需要合规")
JOB_EN = "Transcribe 6000 hours of audio with whisper large-v3 in 5 days. "
JOB_ZH = "用 whisper large-v3 转写 6000 小时音频，5天内完成，"


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


def test_c07_pays_as_a_company_and_refuses_marketplaces_without_buying(kb):
    facts = _read(kb, C07).facts
    assert (facts["buyer"], facts["no_marketplace"], facts["audio_hours"]) == ("company", True, 6000)
    assert "procure" not in facts


@pytest.mark.parametrize("said", [
    JOB_EN + "No P2P or community clouds.",
    JOB_EN + "Must be a real provider with an SLA, not a marketplace.",
    JOB_EN + "We need a proper vendor contract.",
    JOB_EN + "Legal requires a formal supplier agreement.",
    JOB_EN + "Please, no peer hosts.",
    JOB_ZH + "不要个人出租的那种平台",
    JOB_ZH + "不要 AutoDL 那种个人卖家市场",
    JOB_ZH + "别用 vast 那类个人卖家的平台",
])
def test_a_peer_marketplace_refused_in_other_words(kb, said):
    assert _read(kb, said).facts.get("no_marketplace") is True


@pytest.mark.parametrize("said", [
    JOB_EN + "Corporate purchase, invoice to follow.",
    JOB_EN + "It's a company purchase.",
    JOB_EN + "Business purchasing rules apply.",
])
def test_the_firm_paying_is_a_company_buyer_not_a_purchase(kb, said):
    facts = _read(kb, said).facts
    assert facts["buyer"] == "company" and "procure" not in facts


def test_c04_keeps_the_job_the_invoice_and_the_buyer(kb):
    u = _read(kb, C04)
    assert "procure" not in u.facts
    assert (u.facts["train_tokens"], u.facts["deadline"], u.facts["invoice"], u.facts["buyer"]) == (
        20_000_000_000, 1440, "vat", "company")
    assert any("学校采购" in n.en and "one-off job" in n.en for n in u.notes)


@pytest.mark.parametrize(("said", "procure"), [
    # the payer with its paperwork beside a one-off job: who pays, the cards rented
    ("单位采购要专票，LoRA 微调 qwen3 8b，5 万条样本，每条 1k token", None),
    ("所里采购要专票，LoRA 微调 qwen3 8b，5 万条样本，每条 1k token，两周内完成", None),
    ("医院采购，需要发票，whisper 转写 3000 小时录音，一个月内转完", None),
    ("学校采购需要开发票，全参微调 qwen2.5 14b，数据 3 亿 token，一个月内完成", None),
    ("公司采购要合规，继续预训练 qwen2.5 7b，语料 10B token", None),
    # beside a machine bought, a service with no end, or a job that comes back, it still buys
    ("学校采购要发票，买两台服务器做继续预训练，语料 20B token", "buy"),
    ("学校采购要发票，部署 qwen3 32b 给 50 个人用", "buy"),
    ("单位采购需要专票，每个月都要全参微调一次 qwen2.5 7b，数据 2 亿 token", "buy"),
])
def test_the_payer_and_its_paperwork_buy_only_beside_a_machine_or_steady_use(kb, said, procure):
    facts = _read(kb, said).facts
    assert (facts.get("procure"), facts["buyer"]) == (procure, "company")
