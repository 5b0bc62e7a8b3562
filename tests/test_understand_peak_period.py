"""A normal level beside a peak that lasts some days, read from free text (advisor_tui/understand/peak_period.py; review
98 c01): the peak stays the day's load the answer is sized by, and the normal level and the peak's days are carried
(``normal_requests_per_day`` / ``normal_rps``, ``peak_days``) — never where no span of days is said, where the span is
the rental, or where the levels are people at once."""

from __future__ import annotations

import datetime
import io
import json
from contextlib import redirect_stdout

import pytest

from advisor_tui.cli import main
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)

K12 = ("我们是做K12在线教育的,作文批改用 Qwen3-14B,平时每天大概2万篇,期末考试那两周会涨到每天15万篇。"
       "每篇作文输入大概1500 token,输出800 token左右的批语。想在国内租卡,公司要开专票,预算每月1.5万人民币以内。"
       "高峰那两周能不能临时加卡?")


@pytest.mark.parametrize("text, peak, normal, days", [
    (K12, 150000, 20000, 14),
    ("作文批改 qwen3-14b，平时一天大约1.5万篇，开学那三周会冲到每天8万篇", 80000, 15000, 21),
    ("客服 qwen3-8b，平常每天3000单左右，双十一那一周会涨到每天2万单", 20000, 3000, 7),
    ("电商文案生成用 Qwen3-14B，平时每天5000条，大促那一周每天4万条，能不能临时加卡？", 40000, 5000, 7),
    ("We grade essays with Qwen3-14B: normally 2k essays a day, 15k a day during the two exam weeks.", 15000, 2000, 14),
    ("We grade essays with qwen3-14b: about 20k a day normally, up to 90k a day during the two exam weeks",
     90000, 20000, 14),
])
def test_a_normal_level_and_a_peak_of_some_days_are_both_carried(kb, text, peak, normal, days):
    f = _facts(kb, text)
    assert (f["requests_per_day"], f["normal_requests_per_day"], f["peak_days"]) == (peak, normal, days)
    assert "days" not in f  # the peak's length is no days of use


@pytest.mark.parametrize("text, peak, normal, days", [
    ("我们是电商客服，用 Qwen3-32B 做智能客服，平时每天大概 20 万次对话，双十一前后 5 天会涨到每天 150 万次，"
     "平时预算每月 3 万元，大促期间可以临时加机器。", 1500000, 200000, 5),  # review 100 c06
    ("客服 qwen3-8b，日常每天 3 万次咨询，618 那 3 天会冲到每天 20 万次", 200000, 30000, 3),
    ("客服用 qwen3-14b，正常每天 5000 条，黑五前后一周会翻到每天 4 万条", 40000, 5000, 7),
    ("客服 qwen3-8b，平时每天 1 万单，旺季那两周涨到每天 6 万单", 60000, 10000, 14),
])
def test_a_named_season_and_its_days_are_the_peak_not_the_rental(kb, text, peak, normal, days):
    f = _facts(kb, text)
    assert (f["requests_per_day"], f["normal_requests_per_day"], f["peak_days"]) == (peak, normal, days)
    assert "days" not in f  # "双十一前后 5 天" is how long the peak lasts, not five days of renting


@pytest.mark.parametrize("text, peak, normal, days", [
    ("Customer support bot on Qwen3-8B, about 2k requests a day; Black Friday week triples the traffic.",
     6000, 2000, 7),
    ("客服机器人用 Qwen3-8B，平时每天3000条咨询，双十一那三天会翻三倍。", 9000, 3000, 3),
    ("作文批改用 qwen3-14b，平时每天1万篇，期末那两周量会翻倍", 20000, 10000, 14),
])
def test_a_multiple_of_the_normal_level_is_the_peak(kb, text, peak, normal, days):
    f = _facts(kb, text)
    assert (f["requests_per_day"], f["normal_requests_per_day"], f["peak_days"]) == (peak, normal, days)


@pytest.mark.parametrize("text", [
    "作文批改用 qwen3-14b，平时每天2万篇，高峰每天15万篇",  # no span of days: the peak sized, as before
    "qwen3-14b 作文批改，每天15万篇",  # only the peak
    "Product Q&A bot on Qwen3-14B, about 100k requests a day, and the evening peak is about 3x the daily average",
    "平时就三五个人，月底结账那两天可能冲到 25 个，按最高的来",  # people at once, no day's load
    "作文批改用 qwen3-14b，每天2万篇，只租那两周",  # the span rented
    "客服机器人 qwen3-8b，每天2万条请求，双十一那三天成本翻倍",  # the money doubles, not the load
    "Support bot on qwen3-8b, 5k requests a day; Black Friday week the bill doubles",
])
def test_no_span_of_days_or_no_normal_level_carries_nothing_new(kb, text):
    f = _facts(kb, text)
    assert not {"normal_requests_per_day", "normal_rps", "peak_days"} & set(f)


def test_the_question_about_adding_cards_is_no_longer_said_back_as_unanswered(kb):
    u = _read(kb, K12)
    assert not any("临时加卡" in n.zh and "不涉及" in n.zh for n in u.notes)
    assert any("高峰持续 14 天" in n.zh for n in u.notes)


def test_the_k12_answer_keeps_one_card_all_month_and_adds_one_for_the_exam_weeks():
    out = io.StringIO()
    with redirect_stdout(out):
        rc = main(["recommend", "--say", K12, "--no-thinking", "--json", "--today", "2026-12-06"])
    assert rc == 0
    data = json.loads(out.getvalue())
    plan = data["peak_plan"]
    assert (plan["base"]["gpus"], plan["extra"]["gpus"], plan["extra"]["days"]) == (1, 1, 14)
    assert plan["month_total"] < plan["peak_all_month"]["monthly_cost"]
    assert plan["peak_all_month"]["gpus"] == 2
    assert data["facts"]["days"] == 30  # a standing monthly service, not 14 days of use
