"""Review 45 (12 consultations written before any run, on 0ac4e98): the answers a senior engineer would not sign,
replayed — each what-if and line must agree with what the same program answers when asked directly."""

from __future__ import annotations

import pytest

import knowledge
from rules.facts import resolve
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_all_at_once_names_the_unpriced_card_that_holds_it(kb):
    """C11: 信创, Qwen2.5-72B at 32k for ~50 people: the what-if said "no card here holds 50 sequences at 32,768
    tokens", while asked directly (--concurrency 50 --domestic-chips) 8 × Ascend 910C hold 685.6 GB."""
    facts = resolve({"model": "qwen2.5-72b", "context_tokens": 32768, "users": 50, "domestic_chips": True,
                     "invoice": "vat-special", "buyer": "company", "region": "cn"}, kb)
    result = consult(facts, kb)
    line = next(w for w in result.what_if if w.change == {"concurrency": 50})
    direct = consult({"model": "qwen2.5-72b", "context_tokens": 32768, "concurrency": 50, "domestic_chips": True,
                      "region": "cn"}, kb)
    held = next(c for c in direct.caveats if c.id == "domestic-chips-fit" and "910c" in c.text.en)
    n = int(held.text.en.split(" × ")[0])
    assert line.card == "ascend-910c" and line.gpus == n
    assert f"{n} × Huawei Ascend 910C hold it" in line.text.en and "no card here holds" not in line.text.en
    assert "装得下" in line.text.zh and "询价" in line.text.zh
