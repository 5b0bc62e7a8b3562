"""The parsing families heldout16 stressed, as properties: an event's day is a deadline counted from
``today``; a quote's life and a past start are neither a deadline nor days of use; a past spend or a
card's price is never a budget; a refused place never sets itself (and sets the other side only when it
is a whole side); passes over the data are epochs; loads said per minute; a question back chooses
nothing. Each is checked on wordings the batch does not contain."""

from __future__ import annotations

import datetime as dt
from functools import cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from advisor_tui.understand.deadline import day_of_month, days_to_weekday

_SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
_DAYS = st.dates(min_value=dt.date(2026, 1, 1), max_value=dt.date(2028, 12, 31))
_ZH_DAY = "一二三四五六日"
_EN_DAY = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


@cache
def _knowledge():
    return knowledge.load(user_file=False)


@pytest.fixture
def kb():
    return None  # the knowledge base is loaded once by _knowledge (a fixture's value would be printed)


def _facts(_, text, today=None, **kw):
    return parse(text, _knowledge(), strict=True, today=today or dt.date(2026, 12, 2), **kw).facts


# ------------------------------------------------------------------------------ event days


@_SETTINGS
@given(today=_DAYS, day=st.integers(0, 6), event=st.sampled_from(["验收", "演示", "答辩", "汇报", "过稿"]),
       ahead=st.sampled_from(["", "下"]))
def test_an_event_on_a_weekday_is_a_deadline_to_that_day(kb, today, day, event, ahead):
    facts = _facts(kb, f"客户{ahead}周{_ZH_DAY[day]}{event}，qwen3 8b 的 lora 要先训好", today)
    assert facts["deadline"] == days_to_weekday(today, day, 1 if ahead else 0) * 24


@_SETTINGS
@given(today=_DAYS, day=st.integers(0, 6), event=st.sampled_from(["demo", "pitch", "present", "presentation"]))
def test_an_english_event_next_weekday_is_a_deadline(kb, today, day, event):
    facts = _facts(kb, f"the {event} is next {_EN_DAY[day]}, lora on qwen3 8b", today)
    assert facts["deadline"] == days_to_weekday(today, day, 1) * 24


@_SETTINGS
@given(today=_DAYS, day=st.integers(1, 28))
def test_presenting_on_a_day_of_the_month_is_a_deadline_to_it(kb, today, day):
    suffix = {1: "st", 2: "nd", 3: "rd", 21: "st", 22: "nd", 23: "rd"}.get(day, "th")
    facts = _facts(kb, f"we present on the {day}{suffix}, so the qlora has to be done", today)
    assert facts["deadline"] == (day_of_month(today, day, False) - today).days * 24


@_SETTINGS
@given(n=st.integers(2, 40), unit=st.sampled_from([("days", 24), ("weeks", 168)]),
       form=st.sampled_from(["the launch is in {n} {u} and the lora has to be ready by then",
                             "pitch is {n} {u} out", "demo in {n} {u}, qwen3 8b qlora"]))
def test_an_event_some_time_away_is_a_deadline_not_days_of_use(kb, n, unit, form):
    facts = _facts(kb, form.format(n=n, u=unit[0]))
    assert facts.get("deadline") == n * unit[1]
    assert "days" not in facts


@_SETTINGS
@given(n=st.integers(2, 40), form=st.sampled_from([
    "our vendor quote expires in {n} days, llama 3.1 8b serving", "the offer is valid for {n} days",
    "started {n} days ago on colab, now want to rent", "供应商的报价{n}天后过期", "报价 {n} 天后失效，先租卡"]))
def test_a_quote_life_or_a_past_start_is_no_deadline_and_no_days(kb, n, form):
    facts = _facts(kb, form.format(n=n))
    assert "deadline" not in facts and "days" not in facts


def test_a_launch_date_alone_is_no_deadline_for_a_service(kb):
    assert "deadline" not in _facts(kb, "关于 3 月 5 日上线的项目，租卡跑 qwen3 8b 推理")
    assert "deadline" not in _facts(kb, "下周五上线，qwen3 8b 推理")


def test_a_cued_deadline_wins_over_an_event_day(kb):
    assert _facts(kb, "下周三之前吧，周四要给甲方演示效果")["deadline"] == 7 * 24


def test_a_recurring_event_is_no_deadline(kb):
    assert "deadline" not in _facts(kb, "we present every friday, lora qwen3 8b")
    assert "deadline" not in _facts(kb, "每周五组会，之前要训完")


# ------------------------------------------------------------------------------ money


@_SETTINGS
@given(amount=st.integers(1, 999), k=st.booleans(), form=st.sampled_from([
    "we spent ${a} on AWS last quarter", "last month we paid ${a} for runpod", "上个月在 autodl 花了 {a} 块",
    "去年 GPU 花了 {a} 元", "A100 现在一小时 {a} 块？", "H100 now ${a} an hour? wow"]))
def test_a_past_spend_or_a_price_seen_is_never_a_budget(kb, amount, k, form):
    a = f"{amount}k" if k and "块" not in form and "元" not in form else str(amount)
    assert "budget" not in _facts(kb, form.format(a=a), question="budget", currency="USD")


# ------------------------------------------------------------------------------ refused places

_WHOLE = {"cn": ["国内", "中国", "大陆", "mainland China"], "intl": ["海外", "国外", "境外"]}
_PARTS = ["北京", "上海", "内蒙", "新疆", "美国", "新加坡", "the US", "Europe", "Japan", "Singapore", "Frankfurt"]


@_SETTINGS
@given(place=st.sampled_from(_PARTS), form=st.sampled_from(["不在{p}", "不要放{p}", "机器不放在{p}",
                                                             "not in {p}", "anywhere but {p}", "anywhere except {p}"]))
def test_a_refused_place_that_is_not_a_whole_side_sets_no_region(kb, place, form):
    assert "region" not in _facts(kb, form.format(p=place))


@_SETTINGS
@given(side=st.sampled_from(["cn", "intl"]), data=st.data())
def test_a_refused_whole_side_is_the_other_side(kb, side, data):
    place = data.draw(st.sampled_from(_WHOLE[side]))
    form = data.draw(st.sampled_from(["不在{p}", "不要{p}的机器", "除了{p}，哪都行"] if place.isascii() is False
                                      else ["not in {p}", "anywhere but {p}"]))
    assert _facts(kb, form.format(p=place)).get("region") == ("intl" if side == "cn" else "cn")


def test_places_by_province(kb):
    assert _facts(kb, "机器放在内蒙的矿场")["region"] == "cn"


# ------------------------------------------------------------------------------ options refused or asked


@pytest.mark.parametrize("text", ["不想要魔改卡", "买卡，不想要魔改的", "nothing modified (no 48GB 4090 mods)",
                                  "不能用矿卡", "unmodified cards only"])
def test_refused_modified_cards_keep_to_stock(kb, text):
    assert _facts(kb, text)["stock_only"] is True


@pytest.mark.parametrize("text", ["国产卡也能接受", "国产卡也行", "domestic chips are fine"])
def test_domestic_chips_allowed_are_not_required(kb, text):
    assert _facts(kb, text).get("domestic_chips") is not True


@pytest.mark.parametrize("text", ["我自己有张 4090，还需要租别的吗", "要不要买卡？", "should we buy a server?",
                                  "还要不要租服务器跑 qwen3 8b 推理呢？"])
def test_a_question_back_chooses_neither_rent_nor_buy(kb, text):
    assert "procure" not in _facts(kb, text)


@pytest.mark.parametrize(("text", "procure"), [("We'd rather buy than rent", "buy"),
                                               ("I'd prefer buying over renting", "buy"),
                                               ("这次不想再买硬件了，想租", "rent")])
def test_a_preference_between_rent_and_buy(kb, text, procure):
    assert _facts(kb, text)["procure"] == procure


@pytest.mark.parametrize("text", ["不是大场景", "not a large scene"])
def test_a_refused_scene_size_sets_none(kb, text):
    assert "scene" not in _facts(kb, text)


# ------------------------------------------------------------------------------ job sizes and loads

_CARD_NUMBERS = {960, 1080, 1660, 2060, 2080, 3060, 3070, 3080, 3090, 4060, 4070, 4080, 4090, 5060, 5070, 5080, 5090}


@_SETTINGS
@given(n=st.integers(1, 9), form=st.sampled_from(["{en} passes over the data", "{en} full passes through the dataset",
                                                   "数据过{zh}遍", "跑{zh}遍就行", "刷{zh}遍"]))
def test_passes_over_the_data_are_epochs(kb, n, form):
    en = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")[n - 1]
    zh = "一两三四五六七八九"[n - 1]
    assert _facts(kb, form.format(en=en, zh=zh), question="job")["epochs"] == n


@_SETTINGS
@given(n=st.integers(1, 100).map(lambda x: x * 60).filter(lambda n: n not in _CARD_NUMBERS), form=st.sampled_from(
    ["峰值 RPM 大概 {n}", "peak RPM around {n}", "RPM {n}", "{n} 左右的 rpm", "{n} rpm at peak"]))
def test_requests_a_minute_are_a_sixtieth_of_a_rate(kb, n, form):
    assert _facts(kb, form.format(n=n))["rps"] == n / 60


@_SETTINGS
@given(minutes=st.integers(5, 55), form=st.sampled_from(["about {m} minutes a day", "每天 {m} 分钟",
                                                          "{m} mins per day"]))
def test_minutes_a_day_are_hours(kb, minutes, form):
    assert _facts(kb, form.format(m=minutes))["hours_per_day"] == pytest.approx(minutes / 60, abs=1e-3)


@pytest.mark.parametrize(("text", "samples", "each"), [
    ("lora on ~15k math problems (about 900 tokens each)", 15000, 900),
    ("fine-tune on 2000 legal contracts of about 3k tokens each", 2000, 3000),
    ("lora 微调，1.5 万道数学题，每道大概 900 token", 15000, 900)])
def test_items_with_a_length_each_are_samples(kb, text, samples, each):
    facts = _facts(kb, text)
    assert (facts["samples"], facts["tokens_per_sample"]) == (samples, each)


def test_a_limit_of_gpus_written_with_x(kb):
    assert _facts(kb, "qwen3 235b，int4，最多 8x 卡")["max_gpus"] == 8
