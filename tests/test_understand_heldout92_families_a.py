"""heldout92's families (its interview answers and pasted artefacts): readings a real user's other phrasings share
with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

import pytest

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_years_budget_corrected_stays_a_years(kb):
    said = "一年的预算三万六……不对，院里刚砍了一刀，三万，全年就这么多。走学院的账，要开专票。"
    assert budget_of(_facts(kb, said, question="budget")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "一年的预算三万六……不对，三万。", question="budget")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "一年预算三万六，不对，是三万")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "预算三万六……不对，三万，全年就这么多。")) == (2500, "CNY", "month")
    assert budget_of(_facts(kb, "Annual budget $36k, no wait, $30k.")) == (2500, "USD", "month")
    assert budget_of(_facts(kb, "Budget $3k a month — sorry, $30k, that's all for the year.")) == (2500, "USD", "month")
    # neighbours: a month said with the corrected figure is its own; no year said keeps the month
    assert budget_of(_facts(kb, "一年的预算三万六……不对，三万一个月")) == (30000, "CNY", "month")
    assert budget_of(_facts(kb, "预算三千……不对，四千")) == (4000, "CNY", "month")
    assert budget_of(_facts(kb, "今年预算三万")) == (30000, "CNY", "month")


def test_a_cut_is_no_dollar(kb):
    assert budget_of(_facts(kb, "预算被砍了一刀，现在三万", question="budget")) == (30000, "CNY", "month")
    assert "budget" not in _facts(kb, "经费砍了一刀，还不知道剩多少")
    assert budget_of(_facts(kb, "预算五百刀")) == (500, "USD", "month")
    assert budget_of(_facts(kb, "一刀切，预算五百刀")) == (500, "USD", "month")


def test_a_days_bare_count_beside_the_load(kb):
    said = ("平时一天一万出头；午饭后那半个小时最挤，一分钟能到一百五十个，就按那个配。"
            "每次问题加上拼进去的菜单和订单信息大概 800 token，回答一百五 token 左右。")
    assert _facts(kb, said, question="load") == {"requests_per_day": 10000, "rps": 2.5, "input_tokens": 800,
                                                 "output_tokens": 150}
    assert _facts(kb, "平时一天两千左右", question="load") == {"requests_per_day": 2000}
    assert _facts(kb, "平时一天一万出头，高峰一分钟一百五十个")["requests_per_day"] == 10000
    assert _facts(kb, "平時一日八千左右，最旺嗰陣一分鐘有一百個")["requests_per_day"] == 8000
    # neighbours: money said with it, or the budget asked, stays money; no load said leaves it alone
    assert budget_of(_facts(kb, "一天三千块左右", question="load")) == (3000, "CNY", "day")
    f = _facts(kb, "预算一天一万出头，高峰一分钟一百五十个")
    assert "requests_per_day" not in f and budget_of(f) == (10000, "CNY", "day")
    assert "requests_per_day" not in _facts(kb, "一天一万出头", question="budget")
    assert "requests_per_day" not in _facts(kb, "一天一万出头")


def test_items_counted_then_each_ones_length_are_samples(kb):
    said = ("We have ~36.5k graded essays with the teachers' feedback; about 1.5k are duplicates from the pilot term, "
            "drop those. Each runs around 700 tokens with the feedback. Two epochs — no, make it three, two underfit "
            "last time.")
    assert _facts(kb, said, question="job") == {"samples": 35000, "tokens_per_sample": 700, "epochs": 3}
    assert _facts(kb, "We have 36,500 essays. Each is about 700 tokens.", question="job")["samples"] == 36500
    f = _facts(kb, "We have 12,000 case files, 2,000 of them are drafts. Each one is about 900 tokens.", question="job")
    assert f["samples"] == 12000
    f = _facts(kb, "Fine-tune on 20,000 support tickets; about 3k are spam, we'll drop those. "
                   "Each averages ~400 tokens.")
    assert f["samples"] == 17000 and f["tokens_per_sample"] == 400
    # neighbours: a share kept takes nothing off; units are no items; no training, no samples
    f = _facts(kb, "~36.5k essays; about 1.5k are duplicates, keep those. Each runs around 700 tokens.", question="job")
    assert f["samples"] == 36500
    assert "samples" not in _facts(kb, "We have 8 GPUs. Each runs about 700 tokens a second.", question="job")
    assert "samples" not in _facts(kb, "We have 36,500 essays to grade with the API. Each is about 700 tokens.")


def test_the_day_by_its_start_and_end_less_the_lunch_off(kb):
    said = "早上七點開工，下午四點收工；中午十二點到一點大家去吃飯，機器也關掉。"
    assert _facts(kb, said, question="hours") == {"hours_per_day": 8}
    assert _facts(kb, "早上八点上班，下午五点下班，中午十二点到一点休息，机器关掉。")["hours_per_day"] == 8
    said = "朝早八點開工，晚上六點收工，中午一點到兩點食飯，部機熄咗。"
    assert _facts(kb, said, question="hours")["hours_per_day"] == 9
    # neighbours: the machine kept on, or the hour the busiest, cuts nothing
    assert _facts(kb, "早上七点开工，下午四点收工，中午十二点到一点大家去吃饭，机器照开。")["hours_per_day"] == 9
    assert _facts(kb, "早上七点开工，下午四点收工，中午十二点到一点最忙。")["hours_per_day"] == 9
    assert _facts(kb, "早上七点开工，下午四点收工。", question="hours")["hours_per_day"] == 9


def test_a_run_of_days_off_said_by_the_place_shut(kb):
    said = ("Weekdays only, from Monday 4 January through Friday 26 February. Half-term is 15 to 19 February and the "
            "building is shut that week, so not then.")
    assert _facts(kb, said, question="days") == {"days": 35}
    said = "Every day from 1 February to 28 February. Reading week is 8 to 14 February and the campus is closed."
    assert _facts(kb, said, question="days")["days"] == 21
    # neighbours: the place open, or the run only busy, takes nothing out
    said = ("Weekdays only, from Monday 4 January through Friday 26 February. Half-term is 15 to 19 February and the "
            "building is open as usual.")
    assert _facts(kb, said, question="days")["days"] == 40
    said = ("Weekdays only, from Monday 4 January through Friday 26 February. 15 to 19 February is the busiest and "
            "the office is packed.")
    assert _facts(kb, said, question="days")["days"] == 40


def test_dishes_put_off_take_their_pictures(kb):
    said = ("菜单上一共 36 道菜，每道 3 张；另外封面和外卖平台的店招再要 5 张。"
            "其中 4 道是季节菜，下个月才上，先不出。12 月 21 号前要。")
    assert _facts(kb, said, question="images") == {"images": 101, "deadline": 336}
    assert _facts(kb, "菜单上一共 36 道菜，每道 3 张图。其中 4 道是季节菜，先不出。")["images"] == 96
    assert _facts(kb, "一共 36 款，每款 3 张，其中 4 款暂时不做。", question="images")["images"] == 96
    said = "36 dishes, 3 photos each, plus 5 for the cover and banners. 4 of the dishes are seasonal, skip them."
    assert _facts(kb, said, question="images")["images"] == 101
    assert _facts(kb, "36 dishes, 3 photos each.")["images"] == 108
    # neighbours: items said to be made too, or only named, take nothing off
    assert _facts(kb, "菜单上一共 36 道菜，每道 3 张。其中 4 道是季节菜，也要出。", question="images")["images"] == 108
    assert _facts(kb, "36 dishes, 3 photos each. 4 of the dishes are the chef's favourites.")["images"] == 108


def test_the_date_that_cannot_move_over_a_wish(kb):
    said = "最好元旦前弄完，但真正不能拖的是 1 月 27 号（周三），那天要给甲方验收。"
    assert _facts(kb, said, question="deadline") == {"deadline": 1224}
    said = "最好 12 月 20 号前弄完，但真正不能拖的是 1 月 27 号，那天要给甲方验收。"
    assert _facts(kb, said, question="deadline")["deadline"] == 1224
    said = "Ideally before New Year, but the date that can't move is Wednesday 27 January — the client signs off then."
    assert _facts(kb, said, question="deadline")["deadline"] == 1224
    assert _facts(kb, "不能拖的是 1 月 27 号", question="deadline")["deadline"] == 1224
    # neighbours: two dates with no wish keep the earliest; a wish alone stays the limit
    assert _facts(kb, "12 月 20 号前交初稿，1 月 27 号验收。", question="deadline")["deadline"] == 312
    assert _facts(kb, "最好元旦前弄完。", question="deadline")["deadline"] == 600


_UNSLOTH = ("```python\nfrom unsloth import FastLanguageModel\nfrom trl import SFTTrainer, SFTConfig\n\n"
            "model, tokenizer = FastLanguageModel.from_pretrained(\n"
            "    model_name=\"unsloth/Qwen2.5-7B-Instruct-bnb-4bit\",\n"
            "    max_seq_length=4096,\n    load_in_4bit=True,\n)\n"
            "model = FastLanguageModel.get_peft_model(model, r=32, lora_alpha=32)\n```\n")


def test_an_unsloth_script_with_trl_and_a_prequantised_base(kb):
    f = _facts(kb, _UNSLOTH + "That's my Unsloth script. I teach at the community college in Pohnpei (Micronesia); "
                              "I'll rent one card. Budget is USD 600 total; the college pays.")
    assert f["engine"] == "unsloth" and f["task"] == "qlora" and "precision" not in f
    assert f["buyer"] == "company" and f["region"] == "intl"
    assert _facts(kb, "We're a fisheries office in Majuro, Marshall Islands.")["region"] == "intl"
    assert _facts(kb, "Our college is paying for the GPUs.")["buyer"] == "company"
    # neighbours: nf4 said stays; a Hub repo's "unsloth/" serves, trains nothing; TRL alone is hf
    assert _facts(kb, "QLoRA on qwen2.5 7b, nf4, rank 16")["precision"] == "nf4"
    f = _facts(kb, "Serve unsloth/Qwen2.5-7B-Instruct-bnb-4bit with vLLM for 10 users.")
    assert f["task"] == "inference" and f["engine"] == "vllm" and f["precision"] == "nf4"
    assert _facts(kb, "QLoRA qwen2.5 7b with trl and peft")["engine"] == "hf"
    said = "We tried unsloth on a 4090 and kept hitting OOMs, so let's go back to plain HF + PEFT. LoRA qwen2.5 7b"
    assert "engine" not in _facts(kb, said)
    assert "buyer" not in _facts(kb, "the college won't pay, I do.") or \
        _facts(kb, "the college won't pay, I do.")["buyer"] == "individual"


def test_a_kohya_command_lines_network_dim_is_the_rank(kb):
    said = ("accelerate launch sdxl_train_network.py --network_module=networks.lora --network_dim=32 "
            "--network_alpha=16 --max_train_epochs=10. 想把 80 张手绘稿训成一个风格 LoRA")
    f = _facts(kb, said)
    assert f["lora_rank"] == 32 and f["epochs"] == 10
    assert _facts(kb, "accelerate launch train_network.py --network_dim 64 --network_alpha 32, SD1.5 lora")[
        "lora_rank"] == 64
    f = _facts(kb, "python train.py --lora_r=16 --num_train_epochs=3 qwen2.5 7b lora")
    assert f["lora_rank"] == 16 and f["epochs"] == 3
    # neighbours: the alpha, or a distributed run's rank, is no LoRA rank
    assert "lora_rank" not in _facts(kb, "accelerate launch train_network.py --network_alpha=32, SD1.5 lora")
    assert "lora_rank" not in _facts(kb, "torchrun --nproc_per_node 8 --rank=1 train.py lora qwen2.5 7b")


def test_a_forms_field_with_its_unit_in_brackets(kb):
    said = "4. 训练样本数：约 4.2 万条\n5. 平均每条长度（token）：900\n6. 训练轮数（epoch）：3\n7. GPU 数量上限：4"
    f = _facts(kb, said)
    assert f["samples"] == 42000 and f["tokens_per_sample"] == 900 and f["epochs"] == 3 and f["max_gpus"] == 4
    assert _facts(kb, "單筆平均長度（tokens）：1,200")["tokens_per_sample"] == 1200
    assert _facts(kb, "上下文长度（token）：8192")["context_tokens"] == 8192
    # neighbours: another unit, a range or no figure reads nothing of it
    assert "tokens_per_sample" not in _facts(kb, "平均每条长度（字）：900")
    assert "tokens_per_sample" not in _facts(kb, "平均每条长度（token）：900-1200")
    assert "epochs" not in _facts(kb, "训练轮数（epoch）：待定")


@pytest.mark.parametrize(("text", "hours"), [
    ("We start at 7am and knock off at 4pm; lunch is 12 to 1 and the machine is off then", 8.0),
    ("we work from 7am to 4pm, lunch 12 to 1 off", 8.0),
    ("we start at 9am and finish at 6pm", 9.0),
    ("we start at 9am and finish at 6pm, lunch 12 to 1 is the rush", 9.0),
    ("we start at 7am and leave at 4pm, lunch is 12 to 1 but the box keeps running", 9.0),
])
def test_the_english_working_day_by_its_start_and_end_less_a_lunch_the_machine_is_off(kb, text, hours):
    # (rd17's report: the start and knock-off times went unread and the lunch hour, "12 to 1", was read as the day)
    assert _facts(kb, text, question="hours")["hours_per_day"] == hours
