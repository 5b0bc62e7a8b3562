"""The families of phrasing heldout17 exposed (makers accepted, where the person is, options compared,
whom a service is for, busiest-minute loads, corrections by arrow or aside), in both languages and in
wordings beyond the batch's. Properties: the number or maker said is the one read, whatever it is."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from tests.understand_helpers import read_facts as _facts


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("text", "vendors"), [
    ("领导指定华为昇腾，别的牌子不考虑", "huawei"),
    ("只要昇腾的卡", "huawei"),
    ("group policy: Huawei Ascend only", "huawei"),
    ("we're an NVIDIA shop", "nvidia"),
    ("AMD，其他的卡一律不要", "amd"),
    ("别给我推荐英伟达的卡", "amd,huawei"),
    ("please don't show me AMD", "nvidia,huawei"),
    ("don't even recommend nvidia", "amd,huawei"),
])
def test_makers_accepted(kb, text, vendors):
    assert _facts(kb, text).get("vendors") == vendors


def test_one_card_or_nothing_is_that_card_only(kb):
    """"it's MI300X or nothing" restricts to the card itself (review 106 C2: one card said as the only one is
    only_cards — heldout17's row kept disputed), no longer to its maker."""
    assert _facts(kb, "it's MI300X or nothing").get("only_cards") == "mi300x"


@pytest.mark.parametrize("text", ["doesn't have to be nvidia", "不一定要英伟达", "能不能只用昇腾？"])
def test_a_lifted_or_asked_constraint_sets_no_makers(kb, text):
    assert "vendors" not in _facts(kb, text)


def test_refusing_amd_with_other_makers_open_is_no_cuda_need(kb):
    facts = _facts(kb, "啥卡都行，就是别给我 AMD")
    assert facts.get("vendors") == "nvidia,huawei" and "cuda_required" not in facts


@given(maker=st.sampled_from(["华为昇腾", "昇腾", "Huawei Ascend", "AMD", "ROCm"]),
       form=st.sampled_from(["只要{m}", "指定{m}，别的牌子不考虑", "{m} only", "{m} or nothing"]))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_one_maker_alone_is_never_read_as_nvidia(kb, maker, form):
    facts = _facts(kb, form.format(m=maker))
    assert facts.get("vendors") in ("huawei", "amd")
    assert facts.get("cuda_required") is False


@pytest.mark.parametrize("text", [
    "I'm doing my PhD in Melbourne and want to rent on AutoDL",
    "I'm a grad student in Toronto, renting a 4090 on AutoDL",
    "我是在伦敦读研的学生，打算在 AutoDL 上租卡",
    "我们 lab 在 Zurich，得租国内的机器",
])
def test_the_person_abroad_renting_on_the_mainland(kb, text):
    facts = _facts(kb, text)
    assert facts.get("based_in") == "intl" and facts.get("region") == "cn"


def test_customers_abroad_are_not_where_the_person_or_the_machines_are(kb):
    facts = _facts(kb, "we're a Shanghai startup; our customers are mostly in Europe, "
                       "but data stays on mainland machines")
    assert facts.get("region") == "cn" and "based_in" not in facts


@pytest.mark.parametrize("text", [
    "buy vs rent for a 4090, which is cheaper if i use it 4h a day?",
    "deciding between renting 8x H100 for a week vs buying two RTX PRO 6000s",
])
def test_options_compared_choose_nothing(kb, text):
    # neither option's term nor "cheaper" is the job's; since review 15 M3 the comparison itself is
    # answered as a purchase with the rents beside it (procure: buy, with a note)
    facts = _facts(kb, text)
    assert facts.get("procure") == "buy" and "priority" not in facts and "days" not in facts


@pytest.mark.parametrize("text", ["租国内的机器就行", "所以得租国内的卡", "长期跑。租，每月预算 1.2w"])
def test_renting_with_the_place_between(kb, text):
    assert _facts(kb, text).get("procure") == "rent"


@pytest.mark.parametrize("text", ["公司想买一套推理机器", "不要魔改卡，公司采购，必须原厂"])
def test_an_organisation_buying(kb, text):
    assert _facts(kb, text).get("procure") == "buy"


@pytest.mark.parametrize("text", ["搭个 API 卖给小公司用", "a homework-help app for high-school students"])
def test_whom_it_serves_is_not_the_buyer(kb, text):
    facts = _facts(kb, text)
    assert "buyer" not in facts and facts.get("task") != "learn"


@given(n=st.integers(min_value=60, max_value=90000), per=st.sampled_from([("minute", 60), ("hour", 3600)]))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_the_busiest_minute_or_hour_is_the_peak_rate(kb, n, per):
    word, seconds = per
    facts = _facts(kb, f"the busiest {word} we've logged had {n} requests")
    assert facts.get("rps") == pytest.approx(n / seconds, rel=1e-4)


@given(a=st.integers(min_value=2, max_value=64), b=st.integers(min_value=2, max_value=64))
@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_an_arrow_corrects_the_value_before(kb, a, b):
    facts = _facts(kb, f"Still LoRA, but rank {a} → {b}")
    assert facts.get("lora_rank") == b


def test_a_wait_aside_corrects_the_budget(kb):
    facts = _facts(kb, "around 3k a month — wait, finance just pinged, 2.5k max", question="budget", currency="USD")
    assert facts["budget"].amount == 2500


@pytest.mark.parametrize(("text", "n"), [("8x A100 那台节点我们只能用其中 4 张", 4),
                                         ("the node has 8 GPUs but we can only use 2 of them", 2)])
def test_a_share_of_a_machine_is_the_gpu_limit(kb, text, n):
    assert _facts(kb, text).get("max_gpus") == n


@pytest.mark.parametrize(("text", "hours"), [("transcribe 一批采访录音，大概三十五个小时", 35),
                                             ("48 小时内转完 60 小时的录音", 60)])
def test_hours_of_recordings_are_audio_to_transcribe(kb, text, hours):
    facts = _facts(kb, text)
    assert facts.get("task") == "transcribe" and facts.get("audio_hours") == hours
