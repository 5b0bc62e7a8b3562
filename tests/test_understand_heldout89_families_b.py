"""heldout89's families (its Cantonese, traditional-Chinese and pasted-artefact rows): readings a real user's other
phrasings share with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_small_states_money_at_a_stated_rate(kb):
    said = "It's charged to my supervisor's grant: B$1,350 max, and finance uses 1.35 Brunei dollars to the US dollar."
    assert budget_of(_facts(kb, said))[:2] == (1000, "USD")
    assert budget_of(_facts(kb, "Budget: WST 8,100 per month (we use 2.7 tala per US dollar).")) == (
        3000, "USD", "month")
    assert budget_of(_facts(kb, "Budget XAF 1,200,000 a month, finance uses 600 francs per dollar.")) == (
        2000, "USD", "month")
    assert budget_of(_facts(kb, "Budget 1,200,000 FCFA a month; 600 FCFA to the dollar.")) == (2000, "USD", "month")
    assert budget_of(_facts(kb, "Budget is 50,000 vatu a month, 125 vatu to the dollar.")) == (400, "USD", "month")
    assert budget_of(_facts(kb, "預算 2,700 汶萊元，按 1.35 汶萊元兌 1 美元算。"))[:2] == (2000, "USD")
    # neighbours: with no rate the amount is no dollar figure; Swiss francs keep their own rate; tala as a word no money
    assert "budget" not in _facts(kb, "Budget B$1,350 max.")
    assert "budget" not in _facts(kb, "Budget XAF 1,200,000 a month.")
    assert budget_of(_facts(kb, "Budget CHF 8,800 total; we use 0.88 francs per dollar.")) == (10000, "USD", "total")
    assert "budget" not in _facts(kb, "The top 5 tala songs")


def test_the_machine_room_set_outside_the_mainland(kb):
    said = "租用雲端即可，機房不可設在中國大陸，可用搶佔式實例。"
    assert _facts(kb, said) == {"procure": "rent", "region": "intl", "interruptible": True}
    assert _facts(kb, "机房不得设于中国大陆")["region"] == "intl"
    assert _facts(kb, "服务器不可架设在内地")["region"] == "intl"
    assert _facts(kb, "機房唔可以設喺大陸")["region"] == "intl"
    # neighbours: the machine room required there is the mainland; another place refused says nothing of it
    assert _facts(kb, "機房須設在中國大陸")["region"] == "cn"
    assert _facts(kb, "机房设在大陆就行")["region"] == "cn"
    assert _facts(kb, "机房设在大陆，不可设在香港").get("region") != "intl"


def test_a_service_only_an_enrolled_group_may_use(kb):
    said = "想整個 WhatsApp bot 俾學生問數學題，淨係報咗名嘅學生先用得，出面嘅人唔開放。模型用 Qwen2.5 32B。"
    assert _facts(kb, said)["public_service"] is False
    assert _facts(kb, "只有报了名的学员才能用") == {"public_service": False}
    assert _facts(kb, "校外的人不能用")["public_service"] is False
    assert _facts(kb, "Only enrolled students can use it.")["public_service"] is False
    assert _facts(kb, "It's not open to outsiders.")["public_service"] is False
    # neighbours: a group anyone may join, the public said beside it, the person alone
    assert "public_service" not in _facts(kb, "只有注册用户才能用")
    assert "public_service" not in _facts(kb, "Only registered users can use it.")
    assert "public_service" not in _facts(kb, "外面的人也能用，只有报了名的学生才能用")
    assert "public_service" not in _facts(kb, "只有我一个人用")


def test_a_width_conceded_after_wishing_for_none(kb):
    assert _facts(kb, "不量化最好……算了，FP8 也行。") == {"precision": "fp8"}
    assert _facts(kb, "最好不量化，算了，int8 也可以。") == {"precision": "int8"}
    assert _facts(kb, "Unquantized ideally... oh well, FP8 is fine.") == {"precision": "fp8"}
    # neighbours: a fallback kept behind the wish, a width refused after it
    assert _facts(kb, "不量化最好，实在不行 FP8 也行。")["no_quantization"] is True
    assert _facts(kb, "不量化最好……算了，FP8 也不行。").get("precision") != "fp8"
    assert _facts(kb, "不要量化。FP8 也不行。")["no_quantization"] is True


def test_a_model_tried_that_misread_is_set_aside(kb):
    said = "Model? I tried Qwen2.5-VL 3B on a sample and it misread the values. Then Qwen2.5-VL 7B."
    assert _facts(kb, said)["model"] == "qwen2.5-vl-7b"
    assert _facts(kb, "试过 qwen2.5-vl 3b，金额老是读错。用 qwen2.5-vl 7b。")["model"] == "qwen2.5-vl-7b"
    # neighbours: one praised beside one that misread, one that read fine, leave the choice unsaid
    assert "model" not in _facts(kb, "We tested Qwen2.5-VL 7B and it did fine; Qwen2.5-VL 3B misread the dates.")
    assert "model" not in _facts(kb, "I tried Qwen2.5-VL 3B and it read them fine. Maybe Qwen2.5-VL 7B too.")


def test_items_by_their_counter_each_holding_more(kb):
    said = "想在 qwen3 8b 上做 LoRA，rank 16：8000 首带注释的诗，每首连注释大概 300 token，跑 3 个 epoch。"
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"]) == (8000, 300) and "context_tokens" not in f
    f = _facts(kb, "做 LoRA：5000 篇作文，每篇连评语大概 800 token，跑 2 轮。")
    assert (f["samples"], f["tokens_per_sample"]) == (5000, 800)
    # neighbour: a service's items a day with what each holds are its input, no samples
    f = _facts(kb, "部署 qwen3 8b 给客服用，每天 5000 篇文章，每篇连标题大概 800 token。")
    assert "samples" not in f and "tokens_per_sample" not in f


_JIELONG = "#接龙\n寒假租卡跑 LoRA，自愿凑钱，凑够就开跑\n例：张三 100\n\n1. 陈一鸣 150\n2. 林晓 100\n3. 王梓涵 200\n"


def test_a_sign_up_list_of_money_pooled_is_summed(kb):
    f = _facts(kb, _JIELONG + "4. 周雨桐 50（改成 100）\n\n上面是大家凑的钱，就这些。租国内的卡。")
    assert budget_of(f) == (550, "CNY", "total") and f["buyer"] == "individual"
    f = _facts(kb, "群里接龙集资买卡：\n1. 小王 500 元\n2. 小李 300 元 → 400\n3. 阿强 600 元\n")
    assert budget_of(f) == (1500, "CNY", "total")
    # neighbours: counts of things are no money; no money pooled said; a budget said outright wins
    counts = "各部门接龙报一下要几张图，大家凑钱租卡：\n1. 市场部 刘婷 8 张\n2. 销售部 王磊 12 张\n3. 人事 赵雪 6 张\n"
    assert "budget" not in _facts(kb, counts)
    assert "budget" not in _facts(kb, "#接龙 报名参加培训\n1. 陈一鸣 150\n2. 林晓 100\n")
    f = _facts(kb, _JIELONG + "\n大家凑钱，预算一共 2000 块。")
    assert budget_of(f)[0] == 2000


def test_a_training_configs_keys_each_on_their_line(kb):
    config = "```yaml\nlora_rank: 32\nbatch_size: 4\nepochs: 3\ngradient_accumulation_steps: 8\n```\nLoRA, Llama 8B."
    f = _facts(kb, config)
    assert (f["epochs"], f["batch"]) == (3, 4)
    # neighbours: the figure and its word on one line stay an epoch count
    assert _facts(kb, "LoRA on Llama 3.1 8B, 4 epochs.")["epochs"] == 4
    assert _facts(kb, "LoRA，跑 3 个 epoch。")["epochs"] == 3


def test_a_progress_bars_estimate_is_no_days_of_use(kb):
    for said in ("LoRA on Llama 3.1 8B, 22k samples. On my lab's single 3090 the progress bar says 5 days.",
                 "LoRA on Llama 3.1 8B, 22k samples. The ETA on my 3090 is 5 days.",
                 "LoRA 训练，2 万条。在实验室的 3090 上进度条显示要 5 天。"):
        assert "days" not in _facts(kb, said), said
    # neighbours: days of renting said outright
    assert _facts(kb, "LoRA on Llama 3.1 8B, 22k samples. We can rent for 5 days.")["days"] == 5
    assert _facts(kb, "LoRA 训练，2 万条，租 5 天。")["days"] == 5


def test_small_states_and_their_capitals_abroad(kb):
    assert _facts(kb, "I'm a master's student at a university in Brunei.")["region"] == "intl"
    assert _facts(kb, "The Ministry of Education in Samoa wants a homework helper.")["region"] == "intl"
    assert _facts(kb, "Freight forwarder in Douala, we rent GPUs.")["region"] == "intl"
    assert _facts(kb, "我们是文莱的一家公司")["region"] == "intl"
    # neighbours: a currency or a language by the country's name is no place
    assert "region" not in _facts(kb, "预算 2,700 文莱元，按 1.35 文莱元兑 1 美元算。")
    assert "region" not in _facts(kb, "I want a model that speaks Samoan.")
