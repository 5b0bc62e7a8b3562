"""heldout91's families (its interview answers and pasted artefacts): readings a real user's other phrasings share
with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def _budget_yuan(kb, said):
    return budget_of(_facts(kb, said, question="budget", currency="CNY"))


def test_a_months_whole_put_right_is_still_the_months_whole(kb):
    said = "三个月加起来八千……不对，财务刚说能批到九千，就这么多。"
    assert _budget_yuan(kb, said) == (3000, "CNY", "month")
    assert _budget_yuan(kb, "两个月总共六千……哦不对，是八千。") == (4000, "CNY", "month")
    assert budget_of(_facts(kb, "12k in total for three months — no wait, 15k.", question="budget",
                            currency="USD")) == (5000, "USD", "month")
    # neighbours: a corrected figure with its own period keeps it; a figure not put right is no correction
    assert _budget_yuan(kb, "三个月一共八千……不对，九千一个月。") == (9000, "CNY", "month")
    assert _budget_yuan(kb, "两个月总共六千……哦不对，是八千，整个项目就这些。") == (8000, "CNY", "total")
    assert _budget_yuan(kb, "一万二吧，不对，一万五。") == (15000, "CNY", "month")


_SHEET = "系列\t款数\t每款张数\t状态\n牡丹团扇\t40\t3\t待生成\n节庆海报\t1\t8\t已完成\n文创书签\t60\t2\t待生成\n\n"
_SHEET_EN = ("Category\tProducts\tPhotos per product\tStatus\nDresses\t120\t4\ttodo\nSandals\t80\t3\tdone\n"
             "Bags\t40\t5\ttodo\n\nWant lifestyle shots for all of these made with FLUX.1 schnell")


def test_a_sheets_done_rows_said_to_need_no_more(kb):
    assert _facts(kb, _SHEET + "用 flux 出图，状态是“已完成”的那行不用再出。")["images"] == 240
    assert _facts(kb, _SHEET + "用 flux 出图，已完成的不用再做了。")["images"] == 240
    assert _facts(kb, _SHEET_EN + "; the done ones don't need redoing.")["images"] == 680
    # neighbours: nothing said of the done rows, or all of them wanted, keeps every row
    assert _facts(kb, _SHEET + "用 flux 出图，全部都要出。")["images"] == 248
    assert _facts(kb, _SHEET_EN + ".")["images"] == 920


def test_a_public_purchase_route_refused_is_no_purchase(kb):
    f = _facts(kb, "不用。我们是民营企业，不走政府采购，也没有信创要求。", question="compliance")
    assert f["compliance"] is False and f["buyer"] == "company" and "procure" not in f
    assert "procure" not in _facts(kb, "我们是民营企业，不走政府采购。")
    assert "procure" not in _facts(kb, "不用走政府采购流程。")
    assert "procure" not in _facts(kb, "不需要走资产采购。")
    # neighbours: the route taken is a purchase
    assert _facts(kb, "我们要走政府采购。")["procure"] == "buy"
    assert _facts(kb, "必须走资产采购。")["procure"] == "buy"


def test_drafts_for_the_agents_and_agents_counted_in_words_serve_no_public(kb):
    said = "想买一台机器放店里跑 qwen2.5 32b，给客服回买家消息打草稿，就我和两个客服用，同时最多 3 个人。"
    assert "public_service" not in _facts(kb, said)
    assert "public_service" not in _facts(kb, "帮客服写回复草稿，用 qwen3 8b。")
    assert "public_service" not in _facts(kb, "我们三名客服用，跑 qwen3 8b。")
    # neighbours: a bot the customers meet still serves the public
    assert _facts(kb, "做一个客服机器人回买家消息，用 qwen3 8b。")["public_service"] is True
    assert _facts(kb, "我们有五名客服，想做个客服机器人。")["public_service"] is True


def test_the_count_left_after_a_cleaning_clause(kb):
    said = ("We pulled ~90k support tickets; after dropping duplicates and the one-line 'thanks!' replies, 72k are "
            "left. We'll hold 2k of those back for testing. LoRA, three epochs.")
    assert _facts(kb, said, question="job")["samples"] == 70000
    assert _facts(kb, "We have 90k tickets; after cleaning, 72k remain. LoRA, 2 epochs.")["samples"] == 72000
    # neighbours: a figure larger than the count, or people left, is no count of samples
    assert _facts(kb, "90k tickets; after dropping duplicates, 120k are left. LoRA.")["samples"] == 90000
    assert _facts(kb, "90k tickets; after lunch, 3 people are left. LoRA.")["samples"] == 90000


def test_a_samples_length_per_the_thing_counted(kb):
    said = "~72k support tickets. Average is about 600 tokens a ticket. Three epochs, maybe four — let's say three."
    f = _facts(kb, said, question="job")
    assert f["tokens_per_sample"] == 600 and "context_tokens" not in f
    assert _facts(kb, "LoRA on 12,000 emails, ~800 tokens an email, 3 epochs.")["tokens_per_sample"] == 800
    # neighbours: a noun never counted, or a service's items, are no sample's length
    f = _facts(kb, "LoRA on 12,000 emails, 3 epochs, context 800 tokens a request.")
    assert "tokens_per_sample" not in f and f["context_tokens"] == 800
    assert "tokens_per_sample" not in _facts(kb, "Serve 12,000 emails a day, ~800 tokens an email.")


def test_a_test_share_in_a_sentence_of_its_own(kb):
    said = "26k report/answer pairs, ~450 tokens each. I'll keep 1k aside for eval."
    f = _facts(kb, "QLoRA. " + said)
    assert (f["samples"], f["tokens_per_sample"]) == (25000, 450) and "context_tokens" not in f
    assert _facts(kb, "LoRA. 26k pairs, ~450 tokens each. We'll hold 2k back for testing.")["samples"] == 24000
    # neighbours: a share as large as the count, or kept for something else, takes nothing off
    assert _facts(kb, "LoRA. 26k pairs, ~450 tokens each. We keep 30k for eval.")["samples"] == 26000
    assert _facts(kb, "LoRA. 26k pairs, ~450 tokens each. I'll keep 1k aside for the weekend.")["samples"] == 26000


def test_a_setting_asked_in_a_chat_and_answered_with_a_bare_number(kb):
    chat = "QLoRA on Qwen2.5 7B.\nMariem Sall: Epochs?\nSidi Ould Cheikh: 3.\n"
    assert _facts(kb, chat)["epochs"] == 3
    f = _facts(kb, "QLoRA on Qwen2.5 7B.\nmia: Rank?\ntom: 32.\nmia: batch size?\ntom: 8")
    assert (f["lora_rank"], f["batch"]) == (32, 8)
    assert _facts(kb, "我们做 QLoRA。\n老王：跑几轮？\n小李：3")["epochs"] == 3
    # neighbours: an answer with more than its number, or another question, is left alone
    assert "epochs" not in _facts(kb, "QLoRA on Qwen2.5 7B.\nmia: Epochs?\ntom: not sure yet")
    assert "max_gpus" not in _facts(kb, "QLoRA on Qwen2.5 7B.\nmia: GPUs?\ntom: 3.")


def test_a_shops_hours_with_cantonese_opening_and_closing_words(kb):
    said = "朝早八點半開門，晚上九點半收舖，中間一直開住；收舖之後就可以熄機。"
    assert _facts(kb, said, question="hours") == {"hours_per_day": 13}
    assert _facts(kb, "朝早十點開舖，夜晚十點收舖。", question="hours") == {"hours_per_day": 12}
    assert _facts(kb, "早上九点开档，晚上八点收档。", question="hours") == {"hours_per_day": 11}
    # (a time of day alone is no count of hours: nothing read, never 2 h nor 13 h)
    assert "hours_per_day" not in _facts(kb, "下午两点以后才用，到收铺为止。", question="hours")
    # neighbours: a night's start with 夜晚 is a batch's window, not the shop's day
    assert _facts(kb, "夜晚十点开始跑，早上六点前跑完。", question="hours") == {"hours_per_day": 8}


def test_weekdays_between_dates_said_to_end_less_a_holiday_and_a_week_away(kb):
    said = ("12 月 21 号（周一）开始，到 1 月 29 号（周五）结束，只在工作日跑；元旦放假不跑，1 月 11 号到 15 号那一周"
            "全组出差，也不跑。")
    assert _facts(kb, said, question="days") == {"days": 24}
    assert _facts(kb, "12 月 21 号开始，到 1 月 29 号结束，只在工作日跑。", question="days") == {"days": 30}
    said = "12 月 21 号开始，到 1 月 29 号结束，每天都跑；1 月 11 号到 15 号那一周放假，不跑。"
    assert _facts(kb, said, question="days") == {"days": 35}
    # neighbour: a week named for its load, not off, keeps its days
    said = "12 月 21 号开始，到 1 月 29 号结束，只在工作日跑；1 月 11 号到 15 号那一周最忙，要多跑。"
    assert _facts(kb, said, question="days") == {"days": 30}


def test_more_clips_by_their_counter_with_the_purpose_before(kb):
    said = "30 个楼盘，每个出 3 条，每条 8 秒，720P。其中 2 个楼盘已经清盘了，不用做；另外售楼处大屏还要 4 条。"
    assert _facts(kb, said, question="videos") == {"videos": 88, "resolution": "720p", "clip_seconds": 8}
    assert _facts(kb, "20 款产品，每款 2 条视频，另外抖音首页还要 5 条。")["videos"] == 45
    # neighbours: copy by 条 is no clip, and a picture job's 条 is no picture
    assert _facts(kb, "30 个楼盘，每个出 3 条，每条 8 秒。另外还要 4 条文案。", question="videos")["videos"] == 90
    assert _facts(kb, "45 款商品，每款 4 张图；另外每款还要 2 条文案。", question="images")["images"] == 180


_QUOTE = ("【微信聊天记录】\n算力小王：4090 24G 整机 8 卡，月租 16000，押一付一，含普票\n"
          "算力小王：A800 80G 单卡月租 6800\n算力小王：这周五前定的话每台再优惠 500\n")


def test_a_sellers_chat_pointed_back_at_as_a_quote_sent(kb):
    said = _QUOTE + "\n上面是一个算力中介发给我的报价。想租卡跑 qwen2.5 32b，预算每月六千以内，要开专票。"
    f = _facts(kb, said)
    assert budget_of(f) == (6000, "CNY", "month") and f["invoice"] == "vat-special"
    assert "max_gpus" not in f and "deadline" not in f
    said = ("mike: 8x 4090 box, $2,400/month, deposit one month\nmike: order by Friday for $100 off\n\n"
            "Above is the quote a reseller sent me. We want to rent for Qwen2.5 32B, budget $1,500 a month.")
    f = _facts(kb, said, currency="USD")
    assert budget_of(f) == (1500, "USD", "month") and "deadline" not in f
    # neighbours: the person's own line keeps its reading; a chat with no pointer back is not claimed
    said = _QUOTE + "我：我们最多 4 张卡\n上面是一个算力中介发给我的报价。想租卡跑 qwen2.5 32b。"
    assert _facts(kb, said)["max_gpus"] == 4
    assert "deadline" in _facts(kb, _QUOTE + "\n想租卡跑 qwen2.5 32b。")


def test_only_insiders_signed_in_with_the_institutions_account(kb):
    said = ("Model: Qwen3 14B. Only students and staff signed in with their university account can use it — about "
            "9,000 accounts, but never more than 35 at the same moment.")
    assert _facts(kb, said)["public_service"] is False
    assert _facts(kb, "A Qwen3 14B assistant. Only staff logged in via the company SSO can use it.")[
        "public_service"] is False
    assert _facts(kb, "一个论文问答助手，用 qwen3 14b，只有用学校账号登录的师生才能用。")["public_service"] is False
    # neighbours: users who sign up are a public; the public said beside keeps it
    assert "public_service" not in _facts(kb, "A Qwen3 14B chatbot. Only registered users signed in can use it.")
    said = "A Qwen3 14B chatbot for the public; only staff signed in can use the admin page, anyone can ask."
    assert _facts(kb, said)["public_service"] is True


def test_an_autotrain_configs_int4_quantization_beside_peft_is_a_qlora(kb):
    config = ("```yaml\ntask: llm-sft\nbase_model: Qwen/Qwen2.5-3B-Instruct\nparams:\n  epochs: 3\n  peft: true\n"
              "  quantization: {q}\n  lora_r: 16\n```\nLoRA on ~18k Q&A pairs, ~500 tokens each.")
    f = _facts(kb, config.format(q="int4"))
    assert f["task"] == "qlora" and "precision" not in f
    assert _facts(kb, config.format(q="nf4"))["task"] == "qlora"
    # neighbours: an 8-bit load is no QLoRA; a served model's int4 is its precision
    assert _facts(kb, config.format(q="int8"))["task"] == "lora"
    f = _facts(kb, "serve.yaml:\n  model: qwen2.5-32b\n  quantization: int4\n30 concurrent users.")
    assert f.get("task") != "qlora"


def test_the_bahamas_are_abroad(kb):
    assert _facts(kb, "We're a marine-conservation charity in Nassau, Bahamas. We rent GPUs.")["region"] == "intl"
    assert _facts(kb, "We rent GPUs in the Bahamas.")["region"] == "intl"
    assert _facts(kb, "我们是巴哈马的一家潜水店，想租卡。")["region"] == "intl"
    # neighbour: a Nassau with no Bahamas beside it (a New York county) names no place here
    assert "region" not in _facts(kb, "Our Nassau office wants to rent GPUs.")
