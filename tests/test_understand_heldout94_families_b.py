"""heldout94's families (its chat rows C1–C11): readings a real user's other phrasings share with the batch's rows,
each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_each_items_pictures_listed_kind_by_kind(kb):
    # the kinds listed with one count for each (C1), and each kind's count before it (C9)
    said = "一共 45 款，每款正面、背面、模特上身图各 1 张；其中 5 款是去年的返单，图都有，不用再出；另外头图还要 6 张。"
    assert _facts(kb, said)["images"] == 126
    said = "一共 60 件手鐲同吊墜，每件 2 張白底、1 張戴住嘅；其中 8 件已經賣咗，唔使整；另外仲要 5 張做封面。"
    assert _facts(kb, said)["images"] == 161
    assert _facts(kb, "一共 40 款，每款正面、背面各 2 张。")["images"] == 160
    assert _facts(kb, "店里 30 个款式，每款 1 张白底图 + 2 张场景图。")["images"] == 90
    assert _facts(kb, "一共 60 件，每件 2 张白底、1 张场景，另外要 5 张海报。")["images"] == 185
    assert _facts(kb, "We have 60 pieces, 2 white-background shots and 1 worn each.")["images"] == 180
    said = "45 styles, a front shot, a back shot and an on-model shot each. 5 of the styles are reorders we already " \
           "have photos for, skip them. Plus 6 banners."
    assert _facts(kb, said)["images"] == 126
    assert _facts(kb, "60 pieces, 2 white-background shots and 1 worn each. 8 of them already sold, skip those.")[
        "images"] == 156
    # neighbours: no count of items, clips, or a list of things that are no pictures
    assert _facts(kb, "每件 2 张白底、1 张场景。").get("images", 1) == 1
    assert _facts(kb, "一共 40 款，每款 2 条视频、1 条预告。").get("images") is None
    assert "images" not in _facts(kb, "We run 3 shops, 2 dogs and 1 cat each.")
    assert _facts(kb, "一共 40 款，每款 2 张白底图。")["images"] == 80
