"""Leftovers 50: readings a blind reviewer or a past session found wrong, each taught as the family of ways people say
it, with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_rate_in_a_currency_named_in_chinese_is_never_the_budget(kb):
    said = "预算 61,750 伦皮拉，按 24.7 伦皮拉兑 1 美元算"
    assert budget_of(_facts(kb, said))[:2] == (2500, "USD")
    assert budget_of(_facts(kb, "预算 61,750 洪都拉斯伦皮拉，按 24.7 洪都拉斯伦皮拉兑 1 美元算"))[:2] == (2500, "USD")
    assert budget_of(_facts(kb, "预算 276 万列克，1 美元兑 92 列克"))[:2] == (30000, "USD")
    assert budget_of(_facts(kb, "预算 9000 利昂，按 22.5 利昂兑 1 美元"))[:2] == (400, "USD")
    assert budget_of(_facts(kb, "预算 7200 潘加，按 2.4 潘加兑 1 美元算"))[:2] == (3000, "USD")
    assert budget_of(_facts(kb, "预算 196,500 古德，按 131 古德换 1 美元"))[:2] == (1500, "USD")
    # a currency named nowhere else here: asked about, never yuan, and the rate's dollar no budget
    got = _read(kb, "预算 30 万某某币，按 90 某某币兑 1 美元算")
    assert "budget" not in got.facts and [u.kind for u in got.unresolved] == ["budget"]
    # neighbours: a yuan rate keeps the yuan budget; a place's name is no currency
    assert budget_of(_facts(kb, "预算 3 万，1 美元兑 7.2 元"))[:2] == (30000, "CNY")
    assert budget_of(_facts(kb, "预算 500 美元，按 1 美元兑 7.2 人民币算"))[:2] == (500, "USD")
    assert budget_of(_facts(kb, "我们办公室在塞拉利昂，预算 9000 美元"))[:2] == (9000, "USD")


def test_an_average_said_after_the_longest_is_each_samples_length(kb):
    said = "导师看了说 7B 太小，改成 Qwen2.5-14B 做 QLoRA，最长的句对有 512 token（平均还是 120），4 万条，3 个 epoch"
    got = _read(kb, said)
    f = got.facts
    assert (f["context_tokens"], f["tokens_per_sample"], f["samples"]) == (512, 120, 40000)
    assert not [u for u in got.unresolved if u.kind == "tokens_per_sample"]
    assert _facts(kb, "做 LoRA，最长 2048 token，平均仍然 800，3 万条")["tokens_per_sample"] == 800
    f = _facts(kb, "做 LoRA，最长 2048 token，平均 800 左右，3 万条")
    assert f["tokens_per_sample"] == 800 and "budget" not in f  # (was a budget of ¥800)
    f = _facts(kb, "QLoRA on 40k pairs, longest 512 tokens (average still 120), 3 epochs")
    assert (f["context_tokens"], f["tokens_per_sample"]) == (512, 120)
    assert _facts(kb, "LoRA, 30k samples, max 2048 tokens (avg ~800), 2 epochs")["tokens_per_sample"] == 800
    # neighbours: an average of another thing, an average past the longest, no training
    assert "tokens_per_sample" not in _facts(kb, "做 QLoRA，最长的句对有 512 token，4 万条，平均每天跑 8 小时")
    assert "tokens_per_sample" not in _facts(kb, "做 LoRA，最长 512 token（平均 900），3 万条")
    assert "tokens_per_sample" not in _facts(kb, "部署 qwen3 8b 做客服，最长 8k token（平均 1200），20 个并发")


def test_a_place_only_asked_about_is_no_region(kb):
    for asked in ("租不租国外的云？", "要不要租国外的云？", "用不用国外的服务器？", "我们要不要放在国外？",
                  "租不租国外的云？不知道", "Should we rent abroad?", "Should we use a cloud outside China?"):
        assert "region" not in _facts(kb, asked), asked
    assert "region" not in _facts(kb, "要不要用国外的卡")
    # neighbours: the place said, refused, proposed (permission asked), answered, or another thing asked about; a
    # choice of two places
    assert _facts(kb, "租国外的云")["region"] == "intl"
    assert _facts(kb, "不租国外的云")["region"] == "cn"
    assert _facts(kb, "预算还没定，能不能放海外？")["region"] == "intl"
    assert _facts(kb, "在新加坡租可以吗？")["region"] == "intl"
    assert _facts(kb, "要不要租国外的云？要")["region"] == "intl"
    assert _facts(kb, "我们要租国外的云，要不要用 H100？")["region"] == "intl"
    assert _facts(kb, "We rent in Singapore. Should we use H100?")["region"] == "intl"
    assert _facts(kb, "国内还是国外？")["compare_regions"] is True


def test_a_question_answered_i_dont_know_sets_nothing(kb):
    for said in ("能用抢占式吗？不知道", "能用抢占式吗？不太确定", "能用抢占式吗？没想好", "Can we use spot? Not sure",
                 "Spot ok? no idea"):
        assert "interruptible" not in _facts(kb, said), said
    # neighbours: answered no, answered yes, a bare no
    assert _facts(kb, "能用抢占式吗？不行")["interruptible"] is False
    assert _facts(kb, "能用抢占式吗？可以")["interruptible"] is True
    assert _facts(kb, "Spot? no")["interruptible"] is False
    assert _facts(kb, "要 custom CUDA kernel 吗？不需要")["cuda_required"] is False
    # not knowing what the thing is: it does not apply (heldout34's hobbyist)
    said = "compliance? no idea what that is lol, I'm just a hobbyist running sdxl at home"
    assert _facts(kb, said)["compliance"] is False


def test_buying_ourselves_against_renting_names_no_buyer(kb):
    for said in ("租云成本太高，自己买卡", "云上太贵，还是自己买服务器吧"):
        f = _facts(kb, said)
        assert f["procure"] == "buy" and "buyer" not in f, said
    # neighbours: one's own purchase with no renting beside it, one's own money, a student buying
    assert _facts(kb, "我自己买卡玩")["buyer"] == "individual"
    said = "不租，也别给我推矿卡，自己买一张卡放家里跑 qwen2.5 14b int8"  # (heldout77: a refusal, a card at home)
    assert _facts(kb, said)["buyer"] == "individual"
    assert _facts(kb, "钱是我自己出，买一张 4090")["buyer"] == "individual"
    assert _facts(kb, "我是学生，租云太贵，自己买卡")["buyer"] == "individual"


def test_a_stretch_of_use_before_a_day_is_no_deadline(kb):
    for said in ("We need it for the two weeks before Christmas", "We'll use it during the two weeks before Christmas",
                 "圣诞节前那两周要用", "春节前的两周要用，每天 8 小时"):
        f = _facts(kb, said)
        assert f["days"] == 14 and "deadline" not in f, said
    assert _facts(kb, "We need the GPUs for the 10 days before the launch on Jan 15") == {"days": 10}
    # neighbours: a day the job is due by, a finish before a day
    assert "deadline" in _facts(kb, "We need it before Christmas")
    assert "deadline" in _facts(kb, "We need it for two weeks, finished before Christmas")
    assert "deadline" in _facts(kb, "春节前两周要跑完")


def test_out_of_our_budget_names_no_budget(kb):
    got = _read(kb, "Buying is out of our budget, so we'll rent")
    assert got.facts == {"procure": "rent"} and not [u for u in got.unresolved if u.kind == "budget"]
    for said in ("Buying is over our budget, we'll rent", "A full fine-tune is beyond our budget",
                 "买卡超预算了，还是租吧"):
        assert not [u for u in _read(kb, said).unresolved if u.kind == "budget"], said
    assert "procure" not in _facts(kb, "买卡不在预算内，租吧")  # (was a purchase)
    # neighbours: a budget said to exist, or asked, still asks its amount
    assert [u.kind for u in _read(kb, "We have a budget").unresolved] == ["budget"]
    assert [u.kind for u in _read(kb, "买卡在预算内").unresolved] == ["budget"]


def test_an_amount_glued_to_its_code_or_named_with_its_country(kb):
    assert budget_of(_facts(kb, "budget USD600 a month")) == (600, "USD", "month")
    assert budget_of(_facts(kb, "CNY5000 a month")) == (5000, "CNY", "month")
    assert budget_of(_facts(kb, "RMB8000 a month")) == (8000, "CNY", "month")
    assert budget_of(_facts(kb, "EUR1200 total, at 1.08 USD per EUR"))[:2] == (1296, "USD")
    # a currency that cannot be priced with no rate said: asked about, never dropped, never dollars
    for said in ("EUR1200 total", "13,100,000 Iraqi dinars total", "5000 Jamaican dollars total"):
        got = _read(kb, said)
        assert "budget" not in got.facts and [u.kind for u in got.unresolved] == ["budget"], said
    said = "13,100,000 Iraqi dinars total, our accountant uses 1,310 dinars to the dollar"
    assert budget_of(_facts(kb, said)) == (10000, "USD", "total")
    # neighbours: a card's or a model's name glued to its number is no money
    assert "budget" not in _facts(kb, "RTX4090 x2")
    assert "budget" not in _facts(kb, "the 3000 clean dollars we saved")


def test_the_time_a_clip_may_take_to_make_is_no_clip_length(kb):
    for said in ("Each clip must render in 40 seconds", "Each clip has to be generated within 40 seconds",
                 "每段视频要在 40 秒内渲染完", "每个片段生成不能超过 40 秒"):
        assert "clip_seconds" not in _facts(kb, said), said
    # neighbours: a clip's length said as one, beside a time limit too
    assert _facts(kb, "Each clip is 40 seconds long")["clip_seconds"] == 40
    assert _facts(kb, "每段 40 秒的视频")["clip_seconds"] == 40
    assert _facts(kb, "Each 8-second clip must render in under 40 seconds")["clip_seconds"] == 8
    assert _facts(kb, "40-second clips, each must render in under 2 minutes")["clip_seconds"] == 40


def test_a_sockets_amps_with_no_volts(kb):
    # the mainland's 220 V (GB/T 156): 220 × 16 × 80 % = 2,816 W for the box, less the host's share
    f = _facts(kb, "我们办公室只有一个 16A 的插座")
    assert f == {"power_limit_w": 2416.0}
    assert _facts(kb, "我们北京办公室只有一个 16A 的插座")["power_limit_w"] == 2416.0
    assert _facts(kb, "办公室插座是 10A 的，想买两张 4090")["power_limit_w"] == 1360.0
    # elsewhere, or where the place is not said in simplified Chinese, the volts are asked for, never guessed
    for said in ("Our office only has a 16A socket", "辦公室只有一個 15A 的插座", "高雄辦公室只有一個 15A 的插座",
                 "我们在香港，办公室只有一个 13A 的插座"):
        got = _read(kb, said)
        assert "power_limit_w" not in got.facts and "power_limit_w" in [u.kind for u in got.unresolved], said
    # neighbours: volts said (the rating reader's), watts said, a cable's amps
    assert _facts(kb, "插座 220V 16A")["power_limit_w"] == 2416.0
    assert _facts(kb, "机房只有一路 16A，整机显卡功耗合计控制在 1500W 以内")["power_limit_w"] == 1500.0
    assert _facts(kb, "16A 的电源线") == {}


def test_a_fixed_system_prompt_every_request_shares_is_the_cached_prefix(kb):
    said = ("Most of the prompt is a fixed 1,500-token system prompt + policy text shared by every chat. "
            "2k prompt, 300 out, 20 concurrent users, qwen3 8b.")
    f = _facts(kb, said)
    assert (f["shared_prefix"], f["new_tokens"], f["input_tokens"]) == (True, 548, 2048)
    f = _facts(kb, "每个请求前面都有一段 1500 token 的固定系统提示词，整个 prompt 大概 2k，输出 300，20 个并发")
    assert (f["shared_prefix"], f["new_tokens"], f["input_tokens"]) == (True, 548, 2048)  # (was an input conflict)
    f = _facts(kb, "系统提示词固定 1500 token，每次都一样。整个 prompt 2k 左右。")
    assert (f["shared_prefix"], f["new_tokens"]) == (True, 548)
    f = _facts(kb, "所有对话共用一段 1500 token 的系统提示，qwen3 8b，20 个并发")
    assert f["shared_prefix"] is True and "new_tokens" not in f  # (the whole prompt not said: the rules assume it)
    # neighbours: a system prompt's length or size not said to be shared, an answer's 1,500 tokens, training
    assert "shared_prefix" not in _facts(kb, "Our system prompt is long. 2k prompt, 300 out, 20 concurrent users")
    assert "shared_prefix" not in _read(kb, "The system prompt is about 1,500 tokens. 2k prompt.").facts
    assert "shared_prefix" not in _facts(kb, "answers are about 1,500 tokens, 2k prompt")
    assert "shared_prefix" not in _facts(kb, "LoRA on qwen3 8b with a fixed 1,500-token system prompt in every sample")
