"""heldout68's families beyond the review table's rows: a foreign clause read as shorter English or Chinese is quoted
whole, as the person wrote it (its span alone was the reading's length: "from “Sade”" for "Sadece kiralama")."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _ = read_on(datetime.date(2026, 12, 5))  # (kb: the session's, tests/conftest.py)


def test_a_rewritten_clause_is_quoted_whole(kb):
    u = _read(kb, "Merhaba! SDXL ile 300 ürün, her ürün için 3 görsel lazım. Sadece kiralama, donanım satın "
                  "almayacağız. 20 Aralık'a kadar bitmesi lazım.")
    assert u.span_text("procure") == "Sadece kiralama"
    assert u.span_text("images") == "300 ürün, her ürün için 3 görsel"
    assert any(n.en.startswith("“20 Aralık'a kadar”") for n in u.notes)


def test_a_french_date_and_budget_are_quoted_as_written(kb):
    u = _read(kb, "Nous sommes une startup. LoRA sur Llama 3.1 8B. Budget : 900 € au total, notre comptable compte "
                  "1,10 $ pour 1 €. Il faut que ce soit fini avant le 18 décembre.")
    assert u.span_text("deadline") == "avant le 18 décembre"
    assert "1,10 $ pour 1 €" in next(n.en for n in u.notes if "at your rate" in n.en)
