"""Review 109 (a blind ML-infra engineer's review): a 信创 job on Ascend with no price on file says its card-hours, a
910C's larger count for the same job is explained (C4); a quote's own words count, and a domestic-only job hears no
CUDA what-if nor a CUDA launch (C4b); an owned box whose data may not leave is costed in energy, not rent (C3b)."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.card_offers import Quote, with_quotes
from rules.pipeline import consult
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)

C4 = ("内蒙古电力集团下属的信息公司，要做一个电网调度规程问答助手。要求信创，只能用国产算力（昇腾），不能用英伟达。"
      "计划拿 Qwen2.5-14B 做 LoRA 微调，语料是 2 万条问答，每条 800 token 左右，训 3 轮，一个月内要交付。"
      "采购要走正规流程，开增值税专票。预算这次训练不超过 2 万元。")
C4B = ("问了一下，某国产算力平台（能开专票）给的昇腾 910B 报价是每卡每小时 12 元，按小时计费。还是 Qwen2.5-14B LoRA，"
       "2 万条、每条 800 token、3 轮，信创只用国产卡，一个月内，预算 2 万元。需要几张卡、多少钱、多久？")
C3B = ("老板改主意了：数据不能上云，只能用公司机房里那台现成的机器，上面是两张 RTX 4090（24G）。模型想换成 Qwen3-32B "
       "效果好点，还是 30 万条，每条输入 600 输出 150，不要思考，三天内跑完。两张 4090 行不行？要跑多久？")
LORA = {"task": "lora", "model": "qwen2.5-14b", "samples": 20000, "tokens_per_sample": 800, "epochs": 3,
        "domestic_chips": True, "region": "cn", "budget": "20000 CNY"}


def _caveat(result, cid: str, lang: str = "zh") -> str:
    return " ".join(getattr(c.text, lang) for c in result.caveats if c.id == cid)


def test_c4_unpriced_ascend_training_says_its_card_hours():
    """C4: "no Ascend rental is priced — ask for a quote" with no job size to ask with. The caveat now says the
    card-hours on the priced plans' time model, and what the budget covers per card-hour — no price is invented."""
    out = _cli("--say", C4)
    fit = next(line for line in out.splitlines() if "[domestic-chips-fit]" in line)
    hours = [float(h) for h in re.findall(r"合 ([\d.]+) 卡时", fit)]
    assert len(hours) == 2 and all(0.5 < h < 30 for h in hours)  # 2.82e18 FLOPs: hours, not days, on one card
    assert "2.82e+18 FLOPs" in fit and "任务费用 = " in fit and "可承受每卡时不超过" in fit
    assert "元/卡时" not in fit and "¥" not in fit  # no price of its own
    # the 910C's 38.0 GB beside the 910B's 33.0 GB for the same job is its two dies, said
    assert "2 颗 NPU" in fit and "38.0 GB" in fit and "33.0 GB" in fit


@settings(max_examples=6, deadline=None)
@given(epochs=st.integers(1, 6))
def test_c4_card_hours_grow_with_the_tokens(epochs):
    """The card-hours are the job's own: more epochs, proportionally more hours (start-up aside)."""
    one = consult({**LORA, "epochs": 1}, KB)
    more = consult({**LORA, "epochs": epochs}, KB)
    h1 = float(re.findall(r"([\d.]+) card-hours", _caveat(one, "domestic-chips-fit", "en"))[-1])
    hn = float(re.findall(r"([\d.]+) card-hours", _caveat(more, "domestic-chips-fit", "en"))[-1])
    assert hn >= h1 and abs(hn - h1 * epochs) <= 0.3 * epochs + 0.2


def test_c4b_a_quote_with_its_invoice_said_is_priced_and_answered_on_ascend():
    """C4b: a quote from a platform the person said 能开专票 read "whether your quote issues a 专票 is not recorded",
    the caveats still asked for a quote, a CUDA what-if was offered to a 信创 buyer, and the launch was `trl sft`."""
    out = _cli("--say", C4B, "--quote", "ascend-910b=12cny/hour")
    head = out.split("注意事项")[0]
    assert "能否开专票没有记录" not in out and "[invoice-unconfirmed]" not in out
    assert "能开增值税专用发票（专票），依据你说的（“" in head and "能开专票" in head  # the words quoted back
    assert "如果你的软件栈必须用 CUDA" not in out and "CUDA 方案" not in out
    quote = next(line for line in out.splitlines() if "[domestic-chips-quote]" in line)
    assert "请向华为云或国内平台询价" not in quote and "按你给的 ascend-910b 报价计价" in quote
    fit = next(line for line in out.splitlines() if "[domestic-chips-fit]" in line)
    assert "--quote ascend-910b" not in fit  # the quoted card asks for no quote; the 910C still may
    launch = next(line for line in out.splitlines() if "启动命令" in line and "--model_name_or_path" in line)
    assert "ASCEND_RT_VISIBLE_DEVICES=0 llamafactory-cli train" in launch and "trl " not in launch
    assert "--cutoff_len 800" in launch and "--lora_target all" in launch and "--num_train_epochs 3" in launch


@settings(max_examples=8, deadline=None)
@given(task=st.sampled_from(["lora", "full-finetune"]), card=st.sampled_from(["ascend-910b", "ascend-910c"]),
       checkpointing=st.booleans())
def test_c4b_no_cuda_command_on_any_ascend_training_plan(task, card, checkpointing):
    """The general law: a training plan on an Ascend card never carries a CUDA launcher; it runs LLaMA-Factory on
    torch-npu with every die of its cards visible, and keeps the plan's recompute choice."""
    kb = with_quotes(KB, (Quote(card, 12.0, "CNY", "hour", "12 元每卡时"),), region="cn", currency="CNY",
                     today="2026-12-06")
    got = consult({**LORA, "task": task, "gradient_checkpointing": checkpointing}, kb)
    assert got.picks
    for pick in got.picks:
        line = pick.launch or ""
        assert "trl " not in line and "accelerate launch" not in line and "torchrun" not in line
        devices = ",".join(map(str, range(pick.gpus * KB.card(card).devices)))
        assert line.startswith(f"ASCEND_RT_VISIBLE_DEVICES={devices} llamafactory-cli train ")
        assert ("--disable_gradient_checkpointing true" in line) == (not checkpointing)


def test_c3b_an_owned_box_whose_data_stays_is_timed_in_energy_not_rent():
    """C3b: two owned 4090s with "数据不能上云" were priced as rentals (¥70.32 for the job, a month's rent at UCloud),
    launched at --max-model-len 750 (600 in + 150 out: every longer request refused), and "only rtx-4090" read
    "rtx-4090, rtx-4090-48g". Now: the box's hours and kWh, no rental at all, the picks' room over a typical length,
    and the card named alone."""
    out = _cli("--say", C3B, "--only-cards", "rtx-4090", "--max-gpus", "2")
    assert "你手上的卡：rtx-4090 ×2" in out and "不租（“数据不能上云”）" in out
    owned = next(line for line in out.splitlines() if line.strip().startswith("→ 你的 rtx-4090"))
    assert re.search(r"约 [\d.]+ 小时，在你的 72 小时期限内，不用租", owned)
    assert re.search(r"GPU 最多约耗电 \d+ 度", owned) and "知识库里没有电价" in owned
    assert "¥" not in out and "租用：" not in out and "推荐\n" not in out and "如果……" not in out
    assert "不列租用方案：你说了“数据不能上云”" in out
    length = int(re.search(r"--max-model-len (\d+)", owned).group(1))
    assert length > 750 and length <= 32768  # room over the typical 600 + 150, within the model's window
    assert "rtx-4090-48g" not in out.split("已排除")[0] and "rtx-4090, rtx-4090-48g" not in out


@settings(max_examples=10, deadline=None)
@given(card=st.sampled_from([c.id for c in KB.cards if c.market != "modified"]))
def test_c3b_a_stock_card_named_never_admits_a_board_modified_one(card):
    """The general law: --only-cards of a stock card never widens to another maker's rework of it."""
    from rules.fact_parse import parse_cards

    chosen = parse_cards("only_cards", card, KB).split(",")
    assert card in chosen and not any(KB.card(c).market == "modified" for c in chosen)


def test_c3b_the_json_and_the_report_list_no_rentals_either(tmp_path):
    """Note 50: the text answer dropped the rentals for data that may not leave, the JSON and the report still listed
    them (a month's rent at UCloud in the file handed to the boss)."""
    import json

    data = json.loads(_cli("--say", C3B, "--only-cards", "rtx-4090", "--max-gpus", "2", "--json"))
    assert data["picks"] == [] and data.get("what_if", []) == []
    assert any("不列租用方案" in str(line) or "No rentals" in str(line) for line in data["answer"])
    report = tmp_path / "c3b.md"
    _cli("--say", C3B, "--only-cards", "rtx-4090", "--max-gpus", "2", "--report", str(report))
    text = report.read_text(encoding="utf-8")
    assert "不列租用方案：你说了“数据不能上云”" in text and "租用：" not in text and "/月" not in text
