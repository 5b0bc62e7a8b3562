"""heldout90's families (its interview answers, A1–A14): readings a real user's other phrasings share with the
batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # a Monday (kb: the session's, tests/conftest.py)


def test_the_mainland_refused_by_its_whole_name(kb):
    said = "機器放台灣最好，日本也可以。中國大陸不行，香港也先不要，客戶合約寫了資料只能留在台灣或日本。"
    assert _facts(kb, said, question="region") == {"region": "intl"}
    assert _facts(kb, "机器放日本，中国内地不可以。", question="region") == {"region": "intl"}
    assert _facts(kb, "中国大陆的机房不要。")["region"] == "intl"
    # neighbours: the mainland wanted, or another place refused beside it
    assert _facts(kb, "机器放中国大陆就行。", question="region") == {"region": "cn"}
    assert _facts(kb, "中国大陆可以，香港不行。", question="region") == {"region": "cn"}


def test_ascend_refused_after_its_name_in_english(kb):
    said = ("No custom kernels — it's stock PyTorch and Hugging Face all the way down. AMD is fine if it's cheaper; "
            "Ascend we'd rather skip, nobody here knows CANN.")
    assert _facts(kb, said, question="cuda") == {"cuda_required": False, "vendors": "nvidia,amd"}
    assert _facts(kb, "Huawei Ascend we'd rather avoid.")["vendors"] == "nvidia,amd"
    assert _facts(kb, "Ascend chips we avoid, the team only knows CUDA.")["vendors"] == "nvidia,amd"
    # neighbours: Ascend not refused, another maker refused
    assert "vendors" not in _facts(kb, "Ascend we'd rather not miss out on.")
    assert "vendors" not in _facts(kb, "NVIDIA we'd rather skip.") or \
        _facts(kb, "NVIDIA we'd rather skip.")["vendors"] != "nvidia,amd"


def test_the_cut_off_said_alone_before_its_date(kb):
    said = ("Mid-January would be nice, but the real cut-off is Thursday 28 January — that's when the grant report "
            "goes in.")
    assert _facts(kb, said, question="deadline") == {"deadline": 1248}
    assert _facts(kb, "The cutoff is 28 January.", question="deadline") == {"deadline": 1248}
    assert _facts(kb, "Our final cut-off: Friday 15 January.")["deadline"] == 936
    # neighbour: a trainer's length cut-off is no date
    f = _facts(kb, "The cutoff is 4096 tokens, so sequences get truncated.")
    assert "deadline" not in f
