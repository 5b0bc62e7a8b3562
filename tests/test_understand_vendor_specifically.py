"""A maker wanted "specifically" is the one maker accepted (review 119 c5: "use AMD MI300X with ROCm specifically,
no NVIDIA" read as NVIDIA refused alone — AMD or Huawei Ascend — where AMD was the one the team had credits for)."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))


def test_a_maker_said_specifically_is_the_one_accepted(kb):
    assert _facts(kb, "We got AMD credits and want to use AMD MI300X with ROCm specifically, no NVIDIA.")[
        "vendors"] == "amd"
    assert _facts(kb, "We'd run on AMD exclusively, the credits cover it")["vendors"] == "amd"
    assert _facts(kb, "we want NVIDIA H100s specifically for the CUDA kernels")["vendors"] == "nvidia"
    assert _facts(kb, "Huawei Ascend specifically, our ministry says so")["vendors"] == "huawei"


def test_specifically_elsewhere_or_denied_names_no_maker(kb):
    assert _facts(kb, "no NVIDIA cards, CUDA not needed")["vendors"] == "amd,huawei"  # a refusal alone, as before
    assert "vendors" not in _facts(kb, "AMD is fine but not specifically required")
    assert "vendors" not in _facts(kb, "no need for NVIDIA specifically. whatever's cheapest for llama 2 13b chat")
    assert "vendors" not in _facts(kb, "AMD isn't specifically needed, NVIDIA is fine")
    assert "vendors" not in _facts(kb, "We compared AMD and NVIDIA, and the budget specifically rules out H100")
