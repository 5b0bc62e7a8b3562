"""A card added to the person's own (review 95 c04, critical): one RTX 3090 at home and a second card wanted — another
3090 or a 4090 — for Qwen2.5-32B at 16k heard only what the one card does, then a rented A100. Each candidate is now
answered for the pair: whether they hold it, at which precision, split how, launched how, the added card's price,
and the power supply said against their board power."""

import json

import pytest

from advisor_tui.understand import parse

ZH = "我有一张3090，想再加一張卡（二手3090或者4090）跑 Qwen2.5-32B 做文件问答，context 16k，电源1000W，不想用云。"
EN = "I have a 3090 and want to add a second card — another 3090 or a 4090? Qwen2.5-32B at 16k context, 1000W PSU."


@pytest.mark.parametrize(("say", "owned", "count", "candidates", "supply"), [
    (ZH, "rtx-3090", 1, ("rtx-3090", "rtx-4090"), 1000.0),
    (EN, "rtx-3090", 1, ("rtx-3090", "rtx-4090"), 1000.0),
    ("手上有一张 4090，再买一张能不能跑 70B", "rtx-4090", 1, ("rtx-4090",), None),
    ("我有两张3090，再加两张4090跑 70B", "rtx-3090", 2, ("rtx-3090", "rtx-4090"), None),
    ("I have an RTX 4090 at home; buying a second 4090 for Llama 70B?", "rtx-4090", 1, ("rtx-4090",), None),
    ("We have 2 A100s and want two more", "a100-80g-sxm", 2, ("a100-80g-sxm",), None),
    ("I own a 3090. Should I buy another one or a 4090 for Qwen2.5-32B?", "rtx-3090", 1, ("rtx-3090", "rtx-4090"),
     None),
])
def test_adding_a_card_beside_the_owned_ones_is_read_with_its_candidates(kb, say, owned, count, candidates, supply):
    adding = parse(say, kb).adding
    assert adding is not None
    assert (adding.owned, adding.count, adding.candidates, adding.supply_w) == (owned, count, candidates, supply)


@pytest.mark.parametrize("say", [
    "I have a 3090",  # owned alone: nothing added
    "We have a 3090 box and want to add a second server",  # a server is no card
    "I have a 4090, I want a second opinion",
    "我有一张3090，想再加一块硬盘",  # a disk is no card
    "我有一张3090，想再加一张网卡",
    "we have 2 A100s and one more question: is it enough?",
    "want to add a second card for Qwen2.5-32B",  # no card of theirs to add to
])
def test_no_card_added_where_none_is_said_beside_owned_ones(kb, say):
    assert parse(say, kb).adding is None


def test_a_card_named_only_to_add_is_not_the_person_s_own_beside_renting_refused(kb):
    """"不想用云" makes every card named theirs — but the 4090 weighed as the one to add is not at home."""
    u = parse(ZH, kb)
    assert u.owns_cards() and u.owned_cards() == {"rtx-3090"}


def _answer(capsys, say, lang="en", json_out=False):
    from advisor_tui.cli import main

    args = (["--lang", lang] if lang == "zh" else []) + ["recommend", "--say", say] + (["--json"] if json_out else [])
    assert main(args) == 0
    return capsys.readouterr().out


def test_each_candidate_is_answered_for_the_pair_in_chinese(capsys):
    out = _answer(capsys, ZH, "zh")
    lines = out.splitlines()
    own = next(i for i, line in enumerate(lines) if "你的 rtx-3090" in line)
    same, mixed = lines[own + 1], lines[own + 2]
    assert same.startswith("  → 你的一张 rtx-3090 再加一张 rtx-3090（共 2 张）")
    assert mixed.startswith("  → 你的一张 rtx-3090 再加一张 rtx-4090（共 2 张）")
    for line in (same, mixed):
        assert "按默认精度 bf16/fp16 装不下" in line and "若权重用 4 位（AWQ）" in line and "2 张就装得下" in line
        assert "--tensor-parallel-size 2" in line and "llama.cpp 按层拆分" in line
        assert "sudo nvidia-smi -pl 300" in line and "超过你的 1,000 W 电源" in line
    assert "$1,499" in same and "$1,599" in mixed
    assert "这里没有二手价" in mixed and "首发建议零售价" in mixed
    # review 112 C3: the 3090's only price on file is its 2020 launch price, said as no current price
    assert "知识库没有 rtx-3090 的当前价格" in same and "2020 年的首发价" in same and "二手通常便宜得多" in same
    assert "相当于 2 张 rtx-3090" in mixed and "rtx-4090 比第二张 rtx-3090 没有多买到什么" in mixed
    assert "想加的卡：rtx-4090" in out and "加卡（“再加一張”）" in out
    assert "你提到的 rtx-4090" not in out  # no one-4090 verdict: it is weighed as the card added
    assert out.index(mixed) < out.index("你说了不租：以下租用方案只供对照")


def test_each_candidate_is_answered_for_the_pair_in_english_and_json(capsys):
    out = _answer(capsys, EN)
    same = next(line for line in out.splitlines() if "→ your one rtx-3090 + another rtx-3090" in line)
    mixed = next(line for line in out.splitlines() if "→ your one rtx-3090 + another rtx-4090" in line)
    assert "with 4-bit weights (AWQ)" in same and "2 would hold it" in same and "Speed there: about" in same
    assert "the rtx-4090 buys nothing over a second rtx-3090" in mixed
    assert "No current price is held for a rtx-3090" in same
    assert "cap each card at 300 W (sudo nvidia-smi -pl 300" in same
    data = json.loads(_answer(capsys, EN, json_out=True))
    assert data["understood"]["adding"]["candidates"] == ["rtx-3090", "rtx-4090"]
    added = [v for v in data["named_cards"] if v["verdict"] == "add"]
    assert [v["card"] for v in added] == ["rtx-3090", "rtx-4090"]
    assert "2 would hold it" in added[0]["text"]


def test_cards_at_home_that_already_hold_it_are_said_so(capsys):
    out = _answer(capsys, "I have an RTX 4090 at home and want to add another card for Qwen2.5-7B inference, 8k "
                          "context")
    line = next(line for line in out.splitlines() if "→ your one rtx-4090 + another rtx-4090" in line)
    assert "they hold the job at bf16/fp16 (the default)" in line \
        and "Your one rtx-4090 already holds it at bf16/fp16 (the default)." in line
    assert "PSU" not in line and "Power:" not in line  # no supply said: no power note


def test_owned_alone_gets_no_added_line(capsys):
    out = _answer(capsys, "I have a 3090 at home, can it run Qwen2.5-32B at 16k context?")
    assert "+ another" not in out and "adding cards" not in out


def test_the_interview_keeps_the_cards_to_add_and_answers_them_as_the_cli_does(kb):
    """The TUI's turn carries the plan into the interview (saved and loaded with it), and its verdicts — the answer
    view's and the export's — put each candidate after the owned card's line."""
    from advisor_tui import interview as flow
    from advisor_tui.named_cards import verdicts
    from advisor_tui.replies import answer
    from rules.pipeline import consult

    iv = flow.Interview()
    reply = answer(iv, ZH, kb, "zh")
    assert reply.error is None and iv.adding is not None and iv.adding.candidates == ("rtx-3090", "rtx-4090")
    back = flow.Interview.from_dict(json.loads(json.dumps(iv.to_dict())))
    assert back.adding == iv.adding and back.owned_cards == ["rtx-3090"]
    data = iv.to_dict()
    data["adding"] = {"owned": "rtx-3090", "count": "one"}  # a damaged save loads without the plan
    assert flow.Interview.from_dict(data).adding is None
    r = consult({"task": "inference", "model": "qwen2.5-32b", "context_tokens": 16384, "region": "intl"}, kb)
    said = verdicts(back.named_cards, r, owned=frozenset(back.owned_cards), renting=not back.no_rent,
                    adding=back.adding)
    assert [v.card for v in said] == ["rtx-3090", "rtx-3090", "rtx-4090"]
    assert [v.verdict for v in said[1:]] == ["add", "add"]


def test_a_cantonese_power_supply_is_a_supply_and_carries_the_power_note(kb):
    """c04: "火牛係1000W" is the PSU (Cantonese), not "1000 瓦 or 1000 万?"; beside a second 3090 it is the supply the
    power note weighs."""
    u = parse("我有一張3090，想再加一張卡（二手3090或者4090）用嚟跑 Qwen2.5-32B，context 大概16k。"
              "火牛係1000W，唔想用雲。", kb)
    assert u.adding is not None and u.adding.supply_w == 1000.0
    watts = next(x for x in u.unresolved if x.text == "1000W")
    assert "电源的额定功率" in watts.note.zh and "1000 万" not in watts.note.zh


def test_the_added_card_s_new_price_is_weighed_against_a_total_budget(capsys):
    say = "我有一张3090，想再加一张卡（二手3090或者4090）跑 Qwen2.5-32B，context 16k，买卡预算总共一万一"
    out = _answer(capsys, say, "zh")
    same = next(line for line in out.splitlines() if "再加一张 rtx-3090" in line)
    mixed = next(line for line in out.splitlines() if "再加一张 rtx-4090" in line)
    assert "按新卡超出你的 ¥11,000 预算" in mixed
    # review 112 C3: a 2020 launch price is not weighed against the budget as if it were a shelf price
    assert "知识库没有 rtx-3090 的当前价格" in same and "预算内" not in same
