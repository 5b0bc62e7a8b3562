"""Review 81's reader findings (c10, c07, c06), replayed with the facts they read: "公司采购，要专票" beside a
one-off job due in days is who pays and their invoice, not cards to buy (c10)."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)
C10 = ("杭州一家电商代运营公司，要给客户批量做商品短视频：用通义万相 Wan2.1 14B 文生视频，720p，每条5秒，"
       "一共500条，3天内要交付。公司采购，要专票，不要魔改卡（48G 4090那种不要）。预算2万以内，能省则省。")


def _read(kb, text):  # (kb: the session's, tests/conftest.py)
    return parse(text, kb, strict=True, today=TODAY)


def test_c10_the_company_paying_for_a_job_due_in_days_buys_no_cards(kb):
    u = _read(kb, C10)
    assert "procure" not in u.facts
    assert u.facts["buyer"] == "company" and u.facts["invoice"] == "vat-special"
    assert u.facts["deadline"] == 72 and u.facts["videos"] == 500 and u.facts["stock_only"] is True
    assert u.facts["budget"].unit == "total"
    assert any("公司采购" in n.en and "due within 3 days" in n.en for n in u.notes)
    assert not any("buying the cards" in n.en for n in u.notes)  # the budget is the job's, not the cards'


@pytest.mark.parametrize("said", [
    "公司采购，要专票。用 flux dev 出 2000 张图，下周三之前交",
    "单位采购，开增值税专票；whisper 转写 800 小时录音，一周内要交",
])
def test_the_payer_of_a_job_due_within_two_weeks_rents(kb, said):
    u = _read(kb, said)
    assert "procure" not in u.facts and u.facts["buyer"] == "company"


@pytest.mark.parametrize("said", [
    "要开专票，公司采购",  # no job, no deadline: the table's convention (heldout24 #68)
    "公司采购，要专票。用 flux dev 出 2000 张图，月底之前交",  # due in weeks: a purchase can still come in time
    "单位采购，要专票，采购 8 卡服务器，3天内要交付 500 条视频",  # a machine bought beside the payer
    "打算采购硬件，不是租，3天内要交付 500 条视频",
    "公司采购，一次性买断，3天内要交付 500 条视频",
    "采购一批 H20，公司采购，要专票，一周内要上线",
])
def test_a_purchase_said_otherwise_still_buys(kb, said):
    assert _read(kb, said).facts.get("procure") == "buy"
