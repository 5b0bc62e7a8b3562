"""Review 122 M15: a buy consultation said "机器要用满 94 个月以上买卡才更省" beside buy-breakeven's
"约 38.9 个月后买卡回本", neither naming the rent it was set against — 38.9 is the same eight H20s' own rent
(¥36,000 a month), 94 the cheapest rental that does the job (4 × A800 at ¥14,968). The verdict now names its
rent, so the two reconcile."""

from __future__ import annotations

import contextlib
import io
import re

from advisor_tui.cli import main

SAY = ("深圳一家SaaS公司，做知识库问答，模型 qwen3-235b-a22b-instruct-2507 fp8，并发大概64，"
       "每次输入4k输出600，24小时在线。想买一台8卡H20服务器，还是包月租划算？要开专票，一年预算150万")


def _answer(*argv: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        main(["recommend", *argv])
    return out.getvalue()


def test_the_buy_or_rent_verdict_names_the_rent_its_months_are_against(monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    text = _answer("--say", SAY, "--lang", "zh")
    verdict = next(line for line in text.splitlines() if line.strip().startswith("买还是租：") and "个月" in line)
    m = re.search(r"用满 ([\d,]+) 个月（对比 .*? (\d+) 张 (.+?) 每月 ¥([\d,]+) 的租金）", verdict)
    assert m, verdict
    months, gpus, rent = int(m.group(1).replace(",", "")), int(m.group(2)), int(m.group(4).replace(",", ""))
    assert gpus >= 1 and abs(1_400_000 / rent - months) < 1  # the months are the purchase over the rent named
    text = _answer("--say", SAY, "--lang", "en")
    m = re.search(r"longer than those ([\d,]+) months of ¥([\d,]+)/month at [A-Za-z ]+ for (\d+) × ", text)
    assert m and int(m.group(1).replace(",", "")) == months and int(m.group(2).replace(",", "")) == rent, text


def test_a_whole_servers_price_is_not_called_the_cards_alone(monkeypatch):
    """Review 122 c10 (minor): one figure was "8 卡整机" and "仅显卡——主机…未计价" in the same bracket."""
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    line = next(x for x in _answer("--say", SAY, "--lang", "zh").splitlines() if "买还是租（" in x)
    assert "8 卡整机" in line and "仅显卡" not in line and "电费和托管未计价" in line
    card = next(x for x in _answer("--say", "I want to buy one RTX 4090 for my home lab to run qwen3-8b, or rent one?",
                                   "--lang", "en").splitlines() if "Buy or rent the card you named" in x)
    assert "one card" in card and "the cards alone" in card


def test_a_server_with_room_for_a_second_copy_says_so_instead_of_a_second_server_alone(monkeypatch):
    """Review 122 c10: "再买一份做故障切换多 ¥1,400,000" beside an 8-GPU server whose job takes 4 of its cards."""
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    line = next(x for x in _answer("--say", SAY, "--lang", "zh").splitlines() if "[bought-single-copy]" in x)
    assert "8 卡服务器用其余 4 张就能再跑一份" in line and "再买一台做故障切换多 ¥1,400,000" in line
    assert "不含承载它们的服务器" not in line  # a server's price holds its host
