"""heldout81's families (rows #3–#21): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_load_said_with_no_noun(kb):
    f = _facts(kb, "一天三千次吧，晚上八点最忙，一分钟六十左右。", question="load")
    assert (f["requests_per_day"], f["rps"]) == (3000, 1.0)
    assert _facts(kb, "每天大概八千次啊", question="load")["requests_per_day"] == 8000
    assert _facts(kb, "高峰的时候每分钟 120 上下，一天两万次左右")["rps"] == 2.0
    assert _facts(kb, "每秒 20 左右", question="load")["rps"] == 20
    # neighbours: a minute's pictures are no requests; a bare minute's count with no load asked and no busy time
    assert "rps" not in _facts(kb, "一分钟六十张图", question="load")
    assert "rps" not in _facts(kb, "一分钟一百五左右")


def test_each_setting_run_once_is_no_epoch(kb):
    f = _facts(kb, "LoRA 微调 qwen2.5 7b，数据 8000 条，每条 600 token，跑 3 个 epoch，5 个随机种子各跑一遍")
    assert (f["epochs"], f["repeats"]) == (3, 5)
    said = "LoRA fine-tune Qwen2.5 7B on 8k samples, 3 epochs, 4 hyperparameter settings, run each setting once"
    f = _facts(kb, said)
    assert (f["epochs"], f["repeats"]) == (3, 4)
    f = _facts(kb, "LoRA 微調 qwen2.5 7b，3 個 epoch，換 3 個隨機種子各跑一遍")
    assert (f["epochs"], f["repeats"]) == (3, 3)
    # neighbour: the data run through once, with no sweep, is one epoch
    assert _facts(kb, "LoRA 微调 qwen2.5 7b，数据 8000 条，数据跑一遍就行")["epochs"] == 1


def test_a_paper_that_asks_for_results_is_no_students_purchase(kb):
    assert "buyer" not in _facts(kb, "数据 2 万条，跑 3 个 epoch，论文里要放消融实验，所以 3 组对比", question="job")
    assert "buyer" not in _facts(kb, "數據 2 萬條，跑 3 個 epoch，論文要報標準差", question="job")
    # neighbours: a student's year said, or the paper the person writes, still reads the student's own purchase
    assert _facts(kb, "研二，论文要报均值和方差，LoRA 微调 qwen2.5 7b")["buyer"] == "individual"
    assert _facts(kb, "我在写论文，LoRA 微调 qwen2.5 7b")["buyer"] == "individual"


def test_a_rank_held_fixed(kb):
    assert _facts(kb, "LoRA 微调 qwen2.5 7b，rank 固定为 32，学习率扫 3 个")["lora_rank"] == 32
    assert _facts(kb, "QLoRA on Llama 3.1 8B with the rank fixed at 64")["lora_rank"] == 64
    assert _facts(kb, "QLoRA on Llama 3.1 8B, keep the rank at 8")["lora_rank"] == 8
    assert _facts(kb, "LoRA 微调 qwen3 8b，rank 保持 16 不变")["lora_rank"] == 16
    # neighbour: ranks tried in turn are no single rank
    assert "lora_rank" not in _facts(kb, "LoRA 微调 qwen3 8b，rank 试 8、16、32 三个")


def test_so_many_values_of_a_setting_tried_are_as_many_runs(kb):
    assert _facts(kb, "LoRA 微调 qwen2.5 7b，rank 固定为 32，学习率扫 3 个")["repeats"] == 3
    f = _facts(kb, "全参微调 qwen3 4b，试 3 个不同的学习率，每个跑 2 个 epoch")
    assert (f["repeats"], f["epochs"]) == (3, 2)
    assert _facts(kb, "LoRA 微調 qwen3 8b，學習率試 3 個")["repeats"] == 3
    # neighbour: values tried before, one settled on, are one run now
    assert "repeats" not in _facts(kb, "LoRA 微调 qwen3 8b，之前学习率试了 3 个，最后定 2e-4")


def test_a_method_turned_down_by_a_word_after_it(kb):
    assert _facts(kb, "全量微调免谈，LoRA 吧，rank 16", question="method")["task"] == "lora"
    assert _facts(kb, "Full fine-tune? No way. QLoRA, rank 32.", question="method")["task"] == "qlora"
    assert _facts(kb, "全參不可能，就 LoRA 吧", question="method")["task"] == "lora"
    # neighbours: a method said to be fine, or another refused after it, stays the method
    assert _facts(kb, "全参可以，没问题", question="method")["task"] == "full-finetune"
    assert _facts(kb, "全参微调吧，LoRA 不行", question="method")["task"] == "full-finetune"


def test_four_bits_refused_with_jiu_or_ye(kb):
    f = _facts(kb, "int8 吧，int4 也不要", question="precision")
    assert (f["precision"], f["no_4bit"]) == ("int8", True)
    assert _facts(kb, "bf16 跑，AWQ 就免了", question="precision")["no_4bit"] is True
    assert _facts(kb, "8-bit please; 4-bit is out", question="precision")["no_4bit"] is True
    f = _facts(kb, "FP8 吧，4 位元就不考慮了", question="precision")
    assert (f["precision"], f["no_4bit"]) == ("fp8", True)
    # neighbour: "也行" accepts the width
    f = _facts(kb, "int4 也行", question="precision")
    assert f["precision"] == "int4" and "no_4bit" not in f


def test_n_more_pictures_join_the_count_before(kb):
    assert _facts(kb, "大概 200 张商品图，另外再加 20 张海报", question="images")["images"] == 220
    f = _facts(kb, "Roughly 120 listings, one main shot apiece, plus 15 more for the homepage.", question="images")
    assert f == {"images": 135}  # ("shots" set no task: the table's listings and recipes under this question)
    assert _facts(kb, "300 images plus 20 more", question="images")["images"] == 320
    # neighbour: a count taken back is the new count, not a second lot
    assert _facts(kb, "300 images, no, make that 320", question="images")["images"] == 320


def test_a_business_by_its_kind_pays(kb):
    assert _facts(kb, "我们是一家培训机构，想做个答疑助手，qwen3 8b")["buyer"] == "company"
    assert _facts(kb, "我们诊所想用 qwen2.5 7b 做导诊")["buyer"] == "company"
    assert _facts(kb, "我們是一間書店，想用 SDXL 出海報")["buyer"] == "company"
    assert _facts(kb, "We're a small driving school in Leeds and want a chatbot on Qwen3 8B")["buyer"] == "company"
    # neighbours: a school one goes to, or a shop one person runs, is no firm that pays
    assert _facts(kb, "我在一家驾校学车，想自己用 qwen3 8b 玩玩").get("buyer") != "company"
    assert _facts(kb, "我是个人小店，我一个人开的，想用 SDXL 出商品图").get("buyer") != "company"


def test_a_sibling_named_by_its_variant_word(kb):
    assert _facts(kb, "本来想用 FLUX.1 dev，授权不行，换 schnell")["model"] == "flux.1-schnell"
    said = "Was going to use FLUX.1 dev but the licence rules it out, so schnell it is."
    assert _facts(kb, said)["model"] == "flux.1-schnell"
    assert _facts(kb, "flux schnell 出图太糊了，还是用 dev 吧")["model"] == "flux.1-dev"
    # neighbours: a variant only named, or refused, is not chosen; a longer word names no sibling
    assert _facts(kb, "flux dev 吧，schnell 的出图质量我们不太满意")["model"] == "flux.1-dev"
    assert _facts(kb, "模型用 FLUX.1 schnell，dev 那个商用授权麻烦。")["model"] == "flux.1-schnell"
    assert _facts(kb, "FLUX.1 dev, the development build, 200 images")["model"] == "flux.1-dev"


def test_cameras_counted_then_run_at_once(kb):
    assert _facts(kb, "一共 16 个摄像头，全部同时接入，用 yolo11m 做检测")["concurrency"] == 16
    assert _facts(kb, "8 路视频流，得一起处理，用 yolo11m 检测")["concurrency"] == 8
    assert _facts(kb, "12 cameras, all running at once, YOLO11s to spot intruders")["concurrency"] == 12
    assert _facts(kb, "6 路摄相头，要同时检测安全帽，yolo11s")["concurrency"] == 6
    # neighbours: cameras taken in turns, or set up together, are not all at once
    assert "concurrency" not in _facts(kb, "12 路摄像头，轮流检测，yolo11s")
    assert "concurrency" not in _facts(kb, "买了 8 路监控摄像头，一起装好了")


def test_footage_in_a_detection_job_is_no_video_to_make(kb):
    assert _facts(kb, "用 yolo11m 做安全帽检测，视频不能出厂区")["task"] == "detection"
    assert _facts(kb, "YOLO11s to count people; the video never leaves the building")["task"] == "detection"
    # neighbour: a video to make beside the detection is still a video job
    assert _facts(kb, "用 yolo11s 检测，然后生成视频").get("task") != "detection"


def test_a_recordings_length_taken_back(kb):
    assert _facts(kb, "300 期播客要转写，每期 40 分钟，哦不，45 分钟")["audio_hours"] == 225
    assert _facts(kb, "120 recordings to transcribe, each about 2 hours, sorry, 1.5 hours")["audio_hours"] == 180
    # neighbour: with no correction the length said stands
    assert _facts(kb, "300 期播客要转写，每期 40 分钟")["audio_hours"] == 200


def test_checkpoints_trained_already_each_judged(kb):
    said = "我们微调出了 8 个版本，想用 qwen3 32b 当裁判给每个版本打分。评测集 1000 道题，裁判每题输出 150 token 左右。"
    f = _facts(kb, said)
    assert (f["task"], f["generate_tokens"], f["repeats"]) == ("inference", 150000, 8)
    said = ("训好了 4 个 checkpoint，用 qwen2.5 72b 做评测，每个 checkpoint 都评一遍，评测集 3000 道题，"
            "每道输出 100 token")
    f = _facts(kb, said)
    assert (f["generate_tokens"], f["repeats"]) == (300000, 4)
    said = ("We've trained 6 checkpoints and want Qwen3-32B to judge each checkpoint: 500 prompts, 300 output tokens "
            "each.")
    assert _facts(kb, said)["task"] == "inference"
    # neighbours: checkpoints to be trained are a training job; trained ones not judged are no runs
    assert _facts(kb, "We want to fine-tune 6 checkpoints and judge them with Qwen3-32B")["task"] != "inference"
    assert "repeats" not in _facts(kb, "我们训了 5 个 checkpoint，想挑一个部署")
