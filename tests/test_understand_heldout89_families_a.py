"""heldout89's families (its Chinese rows): readings a real user's other phrasings share with the batch's rows, each
with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_budget_the_payer_changed_their_word_on(kb):
    said = "老板一开始说每月五千，刚才群里又改口了：最多四千，一分都不能多。"
    assert budget_of(_facts(kb, said, question="budget", currency="CNY")) == (4000, "CNY", "month")
    assert budget_of(_facts(kb, "本来每月五千，老板变卦了，最多三千。", currency="CNY")) == (3000, "CNY", "month")
    assert budget_of(_facts(kb, "The boss first said 5000 a month, then changed his mind: 4000 max.",
                            currency="USD")) == (4000, "USD", "month")
    # neighbour: a word not changed keeps the figure
    assert budget_of(_facts(kb, "每月五千，老板没改口。", currency="CNY")) == (5000, "CNY", "month")


def test_a_length_said_to_be_no_need_after_it(kb):
    said = "最长的一份合同连附件九万多 token，平时也就四五万。128k 就够了，256k 没必要。"
    assert _facts(kb, said, question="context") == {"context_tokens": 131072}
    assert _facts(kb, "64k 够用，128k 没有必要。", question="context") == {"context_tokens": 65536}
    assert _facts(kb, "256k 没必要上，128k 就够了。", question="context") == {"context_tokens": 131072}
    # neighbours: 没必要 with its own object after it refuses that object, not the length
    assert _facts(kb, "128k 没必要上 H100，用 4090 就行", question="context")["context_tokens"] == 131072
    assert _facts(kb, "平时四五万，最长九万多 token。", question="context") == {"context_tokens": 90000}


def test_a_works_buying_its_own_machine(kb):
    said = "温州一家鞋厂，想训个 yolo11s 查鞋面开胶。不想上云，自己买一台工控机放车间，最多插两张卡。"
    f = _facts(kb, said)
    assert f["buyer"] == "company" and f["procure"] == "buy"
    assert _facts(kb, "我们是一家服装厂，不想上云，自己买一台机器。")["buyer"] == "company"
    assert _facts(kb, "太原一家煤矿的调度中心，想把录音转成文字。")["buyer"] == "company"
    assert _facts(kb, "温州一家鞋厂的质检部，想训个 yolo11s。")["buyer"] == "company"
    # neighbours: a place one works at, or one's own purchase alone, names no company
    assert "buyer" not in _facts(kb, "我在太原一家煤矿的调度中心上班，想把录音转成文字。")
    assert _facts(kb, "自己买一台工控机放车间。")["buyer"] == "individual"
    assert "buyer" not in _facts(kb, "我爸在一家煤矿，想自己买一张卡玩玩。")


def test_a_share_removed_by_name_after_the_count(kb):
    said = "做 QLoRA。病历一共 2 万份，去掉重复的 3000 份，剩下的平均每份 1500 token，跑 3 个 epoch。"
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (17000, 1500)
    assert _facts(kb, "做 LoRA，数据一共 2 万条，删掉 3000 条重复的，每条 800 token。")["samples"] == 17000
    assert _facts(kb, "LoRA on 20k records, minus 3k duplicates, ~800 tokens each.")["samples"] == 17000
    # neighbours: a share not removed, another counter, a length taken off
    assert _facts(kb, "做 LoRA，数据一共 2 万条，不用去掉重复的 3000 条，每条 800 token。")["samples"] != 17000
    assert _facts(kb, "做 LoRA，数据一共 2 万条，去掉 300 token 的表头，每条 800 token。")["samples"] == 20000


def test_a_smaller_first_run_after_the_epochs_planned(kb):
    said = "想训个 yolo11s 查鞋面开胶，已经标了八千张图，打算训 200 个 epoch……哦，先跑 150 看看。"
    assert _facts(kb, said)["epochs"] == 150
    assert _facts(kb, "训检测模型，计划 300 轮，先训 100 轮试试。")["epochs"] == 100
    assert _facts(kb, "Planning 300 epochs for the detector, but let's start with 100 and see.")["epochs"] == 100
    # neighbours: a larger count, a count of something else, a month tried
    assert _facts(kb, "打算训 200 个 epoch，先跑 300 看看。")["epochs"] == 200
    assert _facts(kb, "打算训 20 个 epoch，先跑 150 张图看看。")["epochs"] == 20
    assert _facts(kb, "训 3 个 epoch，预算很紧。先跑 1 个月看看效果。")["epochs"] == 3


def test_a_day_and_its_busy_hour_of_messages_and_what_each_carries(kb):
    said = ("平常一天一万八千条左右，周一早上九点到十点最挤，那一个小时能来五千四百条，就按那个小时配。"
            "每条连前面几轮聊天一起大概 700 token 进去，回复 150 上下。")
    f = _facts(kb, said, question="load")
    assert {k: f[k] for k in ("requests_per_day", "rps", "input_tokens", "output_tokens")} == {
        "requests_per_day": 18000, "rps": 1.5, "input_tokens": 700, "output_tokens": 150}
    assert "samples" not in f and "context_tokens" not in f
    assert _facts(kb, "晚上八点到九点最忙，那一个小时能进来 3600 条消息。", question="load")["rps"] == 1
    assert _facts(kb, "每次提问连同检索到的资料一起大概 2k token，回答 300 左右。", question="load") == {
        "input_tokens": 2048, "output_tokens": 300}
    # neighbours: a context said with the turns is the window; chat turns are no epochs, a training's 轮 still is
    assert _facts(kb, "上下文连前面几轮一起要 32k。", question="load") == {"context_tokens": 32768}
    assert _facts(kb, "一万条多轮对话数据，每条 2k token，训 3 轮。")["samples"] == 10000
    assert "rps" not in _facts(kb, "那一个小时能来五千四百块", question="load")


def test_whoever_follows_may_ask_and_the_first_words_in_seconds_said_in_words(kb):
    said = "想在公众号里加个问答助手，谁关注了都能问。首字两秒内要出来，不然用户就走了。"
    f = _facts(kb, said)
    assert f["public_service"] is True and f["max_ttft_s"] == 2
    assert _facts(kb, "想在公众号里加个问答助手，谁加了好友就能问。")["public_service"] is True
    assert _facts(kb, "Whoever follows the page can ask it about our beers.")["public_service"] is True
    assert _facts(kb, "首字半秒内出来。")["max_ttft_s"] == 0.5
    assert _facts(kb, "第一个字三秒以内要出来。")["max_ttft_s"] == 3
    # neighbours: the firm's own people, a denial, a question; seconds with no first word, hours
    assert _facts(kb, "公司内部谁进群都能问。").get("public_service") is not True
    assert "public_service" not in _facts(kb, "不是谁关注了都能问，要会员。")
    assert "public_service" not in _facts(kb, "谁关注了公众号？")
    assert "max_ttft_s" not in _facts(kb, "两秒内要出结果。")
    assert "max_ttft_s" not in _facts(kb, "首字要快，两个小时内要跑完。")


def test_clips_by_their_english_word_or_pian_duan_each_episode(kb):
    said = "想用 wan2.1 14b 做 B-roll 空镜：一共 18 期，每期 4 个 clip，每个 5 秒，720p。"
    f = _facts(kb, said)
    assert (f["videos"], f["clip_seconds"]) == (72, 5)
    assert _facts(kb, "想用 wan2.1 14b 做空镜：一共 18 期，每期 4 段，每段 5 秒。")["videos"] == 72
    assert _facts(kb, "想用 wan2.1 14b 做空镜：一共 18 期，每期 4 个片段。")["videos"] == 72
    # neighbours: recordings' 段 are no clips; a clip's seconds no count
    assert "videos" not in _facts(kb, "录音一共 300 段，每段 5 分钟，用 whisper 转写。")
    assert _facts(kb, "想用 wan2.1 14b 做空镜：做 4 个 clip，每个 5 秒。")["clip_seconds"] == 5


def test_a_pair_of_places_refused_together(kb):
    said = "放东京最好，大阪也行。国内和香港的机房都不考虑，客户合同里写了数据不能出日本。"
    assert _facts(kb, said, question="region") == {"region": "intl"}
    assert _facts(kb, "国内和香港的机房都不考虑。", question="region") == {"region": "intl"}
    assert _facts(kb, "LoRA 和 QLoRA 都不考虑，做全参。", question="method") == {"task": "full-finetune"}
    # neighbours: a pair allowed together is no refusal; the place kept before a refused pair stays
    assert _facts(kb, "国内和香港的机房都可以。", question="region").get("region") != "intl"
    assert _facts(kb, "放国内，香港和新加坡都不考虑。", question="region") == {"region": "cn"}
