"""Blind review 123's reading criticals C1, C2, C3 and C6, through the reader as the CLI uses it: the families a real
user's other phrasings share with the review's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)

C02 = ("我們是台北的新創，要對 Qwen3-8B 做全參數微調（full fine-tune），客服對話資料大約 2 億 token，跑 2 個 epoch。"
       "預算大概新台幣 15 萬，10 天內要交付。資料因為客戶合約不能出台灣，要開發票。請問要租什麼卡？")


def _data_in(kb, text):
    return _read(kb, text).implied().get("data_in")


# -- C1: a 發票 from Taiwan, Hong Kong or Macau is no mainland VAT invoice ------------------------------------------

def test_the_reviewers_taipei_invoice_is_the_local_one(kb):
    parsed = _read(kb, C02)
    assert "invoice" not in parsed.facts
    assert any("統一發票" in n.zh and "增值稅發票" in n.zh for n in parsed.notes)


def test_an_invoice_said_from_taiwan_hong_kong_or_macau_sets_none(kb):
    for said in ("台北的公司，要開發票", "我們在高雄，公司報帳要開發票", "香港公司，要開發票",
                 "我哋係香港公司，要開發票", "澳門的公司，需要開發票", "預算新台幣 15 萬，要開發票",
                 "預算 8 萬港幣，要能開票",
                 "我們在新加坡，公司要開發票", "我們是台中的工作室，要開三聯式發票"):
        assert "invoice" not in _facts(kb, said), said


def test_a_mainland_writers_invoice_is_read_as_before(kb):
    assert _facts(kb, "要开发票")["invoice"] == "vat"
    assert _facts(kb, "我们是杭州的公司，要开发票")["invoice"] == "vat"
    assert _facts(kb, "公司要开专票")["invoice"] == "vat-special"
    # a mainland firm renting machines in Hong Kong still wants a mainland invoice
    assert _facts(kb, "我们是深圳公司，租香港的机器，要开发票")["invoice"] == "vat"
    # a 台 that ends another word is no Taiwan: "平台中", "平台北京节点"
    assert _facts(kb, "在 AutoDL 平台中租卡，要开发票")["invoice"] == "vat"
    assert _facts(kb, "阿里云平台北京节点，要开发票，数据不能出境")["region"] == "cn"
    # a mainland kind said by name stays, wherever the writer is
    assert _facts(kb, "台北的公司，要開專票")["invoice"] == "vat-special"


# -- C2: data kept in Taiwan or Hong Kong ----------------------------------------------------------------------------

def test_the_reviewers_data_must_stay_in_taiwan(kb):
    assert _data_in(kb, C02) in ("台灣", "台湾")


def test_data_kept_in_a_place_with_words_between_is_the_residency(kb):
    for said, place in (("資料不能出台灣", ("台灣",)), ("資料因為客戶合約不能出台灣", ("台灣",)),
                        ("所有資料都不能離開香港", ("香港",)), ("資料要留在香港", ("香港",)),
                        ("data must stay in Taiwan", ("Taiwan",)),
                        ("the data, per our client contracts, cannot leave Taiwan", ("Taiwan",)),
                        ("我們是台北的新創，資料不能出境", ("台灣",)),
                        ("我哋係香港公司，啲客戶資料唔可以出境", ("香港",))):
        assert _data_in(kb, said) in place, said


def test_the_mainland_border_and_other_words_are_no_residency_abroad(kb):
    got = _read(kb, "我们是杭州的公司，数据不能出境")
    assert got.facts.get("region") == "cn" and not got.residency  # the mainland's border, as before
    assert not _read(kb, "数据量很大，不能出错。我们在台湾").residency
    assert not _read(kb, "资料很多，我们在台湾租机器").residency


# -- C3: not wanting to look after spot machines refuses them --------------------------------------------------------

def test_a_refused_chore_before_spot_is_no_spot(kb):
    for said in ("budget max $2500/month, dont want to babysit spot instances. what shoud i rent?",
                 "don't want to babysit spot instances", "no time to babysit preemptible boxes",
                 "I have no time to babysit preemptible boxes", "we can't deal with spot interruptions",
                 "tired of babysitting spot nodes", "nobody on the team has time to babysit spot instances",
                 "we won't be able to keep restarting spot instances", "不想天天盯着抢占式实例",
                 "不想处理竞价实例被回收", "没人手盯竞价实例", "懒得折腾抢占式实例"):
        assert _facts(kb, said).get("interruptible") is False, said


def test_spot_minded_not_at_all_or_looked_after_gladly_is_spot(kb):
    for said in ("we don't mind spot instances", "don't mind babysitting spot instances", "we wouldn't mind spot",
                 "happy to babysit spot instances", "spot is fine, we can babysit it", "不介意抢占式实例",
                 "spot instances are fine"):
        assert _facts(kb, said).get("interruptible") is True, said
    assert _facts(kb, "no spot")["interruptible"] is False


# -- C6: a circuit's wattage is what the box may draw ----------------------------------------------------------------

def test_a_circuits_wattage_is_the_whole_boxs_limit(kb):
    # the whole box's watts, less the rest of the machine's ~400 W, for the GPUs together (as "can take" reads)
    for said, gpus in (("the office circuit is 1500W", 1100), ("our circuit can take 1.5 kW", 1100),
                       ("办公室电路只有 1500 瓦", 1100), ("插座最多 1500W", 1100), ("办公室电路 1500 瓦", 1100),
                       ("插座是 1500W 的", 1100), ("we're on a 1,500 W circuit", 1100),
                       ("the outlet is rated at 1800 W", 1400), ("circuit: 2000W", 1600)):
        assert _facts(kb, said).get("power_limit_w") == gpus, said


def test_a_wattage_beside_a_circuit_that_rates_no_circuit_is_no_limit(kb):
    for said in ("we run a 1 kW heater on the circuit", "the old box drew 1.2 kW on the circuit",
                 "the 4090 draws 450 W", "our 1600 W PSU"):
        assert "power_limit_w" not in _facts(kb, said), said
