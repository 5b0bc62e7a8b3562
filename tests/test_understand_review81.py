"""Review 81's reader findings (c10, c07, c06), replayed with the facts they read: "公司采购，要专票" beside a
one-off job due in days is who pays and their invoice, not cards to buy (c10); two widths asked between in one
question ("Is FP8 fine or should we stay BF16?", "用 FP8 还是 BF16 好？") choose neither and conflict with nothing
(c07); "不能出境，只能用国内的云" is the mainland region (c06) — and no more: the only hard mainland-only gate
(compliance) also brings procurement rules nobody said, so the data's staying onshore is read as the region."""

from __future__ import annotations

import datetime

import pytest

from advisor_tui.understand import parse

TODAY = datetime.date(2026, 12, 5)
C10 = ("杭州一家电商代运营公司，要给客户批量做商品短视频：用通义万相 Wan2.1 14B 文生视频，720p，每条5秒，"
       "一共500条，3天内要交付。公司采购，要专票，不要魔改卡（48G 4090那种不要）。预算2万以内，能省则省。")

C07 = ("Thinking about buying a box with 2x RTX 5090 instead of renting — we'd keep it 2 years. Is FP8 fine or should "
       "we stay BF16? Want it snappy, at least 40 tok/s per user.")


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
    # due in weeks rents too (review 82 c09 widened it: a one-off job is no reason to own cards)
    "公司采购，要专票。用 flux dev 出 2000 张图，月底之前交",
])
def test_the_payer_of_a_one_off_job_rents(kb, said):
    u = _read(kb, said)
    assert "procure" not in u.facts and u.facts["buyer"] == "company"


@pytest.mark.parametrize("said", [
    "要开专票，公司采购",  # no job, no deadline: the table's convention (heldout24 #68)
    "单位采购，要专票，采购 8 卡服务器，3天内要交付 500 条视频",  # a machine bought beside the payer
    "打算采购硬件，不是租，3天内要交付 500 条视频",
    "公司采购，一次性买断，3天内要交付 500 条视频",
    "采购一批 H20，公司采购，要专票，一周内要上线",
])
def test_a_purchase_said_otherwise_still_buys(kb, said):
    assert _read(kb, said).facts.get("procure") == "buy"


@pytest.mark.parametrize("said", [
    C07,
    C07 + " Serving Qwen3 32B to our team of 10 on weekdays.",
    "部署 qwen3 32b 给内部用，FP8 行不行，还是用 BF16？",
    "qwen3 14b 推理，用 FP8 还是 BF16 好？同时 8 个人用",
    "Serving qwen3 32b for 20 users — fp8 or bf16?",
    "Which is better for Qwen3 32B, FP8 or BF16?",
])
def test_c07_two_widths_asked_between_choose_neither(kb, said):
    u = _read(kb, said)
    assert "precision" not in u.facts and not u.conflicts
    assert any("asked which" in n.en for n in u.notes)


def test_c07_the_rest_is_read(kb):
    u = _read(kb, C07)
    assert u.facts == {"days": 730, "min_tps": 40, "procure": "buy"}
    # on weekdays the two years are their days of use (review 31 c07's reading): 730 × 22 / 30
    assert _read(kb, C07 + " Serving Qwen3 32B on weekdays.").facts["days"] == 535


@pytest.mark.parametrize("said, width", [
    ("qwen3 32b, bf16 is fine, fp8 also ok", "bf16"),  # the other acceptable (review 63 C8)
    ("qwen3 32b in fp8. actually bf16.", "bf16"),  # a correction
    ("Serve qwen3 32b in fp8; what if we go bf16?", "fp8"),  # a what-if asked of the other
    # the width in use said apart from the question stays
    ("Serving qwen3 32b. We run bf16 today. Is fp8 fine or should we stay bf16?", "bf16"),
    ("qwen3 32b 现在用 bf16 跑。FP8 行不行，还是继续用 BF16？", "bf16"),
    ("qwen3 32b: fp8 or bf16? we lean bf16", "bf16"),
])
def test_a_width_chosen_beside_another_is_still_read(kb, said, width):
    assert _read(kb, said).facts.get("precision") == width


@pytest.mark.parametrize("said, more", [
    ("录音是客户数据，不能出境，只能用国内的云", {}),
    ("用 whisper 转写 300 小时会议录音。录音是客户数据，不能出境，只能用国内的云",
     {"task": "transcribe", "model": "whisper-large-v3", "audio_hours": 300}),
])
def test_c06_data_that_may_not_leave_china_is_the_mainland_region(kb, said, more):
    u = _read(kb, said)
    assert u.facts == {"region": "cn", **more}
    assert not u.residency  # a residency outside mainland China only (Understanding.residency)
