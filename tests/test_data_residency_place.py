"""Where data must stay is read whole and in the words' own script: "資料唔可以離開香港" is Hong Kong (a residency, not
only "no mainland sellers"), "must stay in Hong Kong" is not "Hong" (review 98 c03)."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


@pytest.mark.parametrize(("said", "place"), [
    ("病人資料唔可以離開香港", "香港"),
    ("啲錄音要留喺香港", "香港"),
    ("用户数据不能离开新加坡", "新加坡"),
    ("patient data must stay in Hong Kong", "Hong Kong"),
    ("customer data has to stay in New Zealand, 20 users on qwen3 8b", "New Zealand"),
    ("our data must remain in South Korea", "South Korea"),
])
def test_the_place_is_read_whole(kb, said, place):
    got = parse(said, kb).implied()
    assert got.get("data_in") == place and got.get("no_mainland_sellers") is True


def test_mainland_china_is_no_place_to_keep_data_abroad(kb):
    assert "data_in" not in parse("数据不能离开中国大陆，国内租卡", kb).implied()
