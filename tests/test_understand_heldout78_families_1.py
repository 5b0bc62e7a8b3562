"""heldout78's families (rows #4–#25): readings a real user's other phrasings share with the batch's rows, each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_more_than_a_round_count_is_the_round_count(kb):
    said = "原始数据 8 万多条，清洗完大概剩 6 万条，每条平均 800 token 左右。先跑 2 个 epoch 看看，不行再加。"
    f = _facts(kb, said, question="job")
    assert f["samples"] == 60000 and f["tokens_per_sample"] == 800 and f["epochs"] == 2
    assert _facts(kb, "数据 8 万多条，每条 800 token", question="job")["samples"] == 80000
    assert _facts(kb, "三万多条对话数据，LoRA 微调 qwen3 8b")["samples"] == 30000
    assert _facts(kb, "爬了 12 万多条，去重以后还剩 9 万条", question="job")["samples"] == 90000
    # neighbours: 多 after a plain count, or before another word, changes nothing
    assert _facts(kb, "数据 8 万条，每条 800 token", question="job")["samples"] == 80000
    assert _facts(kb, "一万多条数据，LoRA 微调 qwen3 8b")["samples"] == 10000


def test_a_groups_people_beside_the_ones_at_once_are_no_ones_own(kb):
    said = "全组二十来个人，平时同时在用的也就三五个，赶论文那几天能到 8 个左右，按 8 个算吧。"
    f = _facts(kb, said, question="concurrency")
    assert f == {"concurrency": 8}
    assert "buyer" not in _facts(kb, "实验室 15 个人，赶论文的时候同时有 6 个在用", question="concurrency")
    assert "buyer" not in _facts(kb, "Our lab of 12 students shares it, maybe 5 at once before thesis deadlines")
    # neighbours: one student's own use, and who pays said outright, still decide
    assert _facts(kb, "我在赶论文，需要跑 qwen3 8b")["buyer"] == "individual"
    assert _facts(kb, "全组二十来个人，同时 8 个在用，钱我自己出")["buyer"] == "individual"
    assert _facts(kb, "研究生，赶论文，自己一个人用")["buyer"] == "individual"


def test_a_firms_people_are_its_size_not_its_users(kb):
    u = _read(kb, "不需要。我们就是宁波一家十几个人的小外贸公司，没有国企那些要求，开普票就行。", question="compliance")
    assert u.users() is None and u.facts["buyer"] == "company" and u.facts["compliance"] is False
    assert _read(kb, "我们是一家 20 人的小公司，想部署 qwen3 8b").users() is None
    assert _read(kb, "一家 30 来人的设计工作室，想用 SDXL 出图").users() is None
    assert _read(kb, "We're a company of about 40 people and want to run Qwen3 8B internally").users() is None
    assert _read(kb, "a 25-employee logistics firm wants to run qwen3 8b").users() is None
    # neighbours: the people said with their use are the head count asked about
    assert _read(kb, "我们公司 20 个人会用，想部署 qwen3 8b").users() == 20
    assert _read(kb, "一家 20 人的小公司，大概 20 个人用，想部署 qwen3 8b").users() == 20
    assert _read(kb, "About 40 people will use it, Qwen3 8B internally").users() == 40


def test_a_model_tried_and_set_aside_after_its_reasons(kb):
    said = "Qwen3 8B 吧。14B 也 benchmark 过，效果好一点，但 latency 太高，pass 了。"
    assert _facts(kb, said, question="model") == {"model": "qwen3-8b"}
    assert _facts(kb, "用 qwen3 8b。qwen3 14b 我们也测过，效果好一些，但是太慢，放弃了。")["model"] == "qwen3-8b"
    assert _facts(kb, "Qwen3 8B. The 14B was also tested, better answers, but latency too high, so we passed on it.",
                  question="model")["model"] == "qwen3-8b"
    # neighbours: a second model with no refusal is still a conflict; one model tried and refused alone stays asked
    u = _read(kb, "Qwen3 8B 吧。14B 也 benchmark 过，效果好一点。", question="model")
    assert "model" not in u.facts and any(c.fact == "model" for c in u.conflicts)
    assert _facts(kb, "Qwen3 14B 吧，效果好一点，latency 也还行", question="model")["model"] == "qwen3-14b"


def test_a_share_done_before_names_no_task(kb):
    said = "大概 1500 集播客，平均每集 45 分钟；其中 200 集以前已经请人做过字幕了，不用再转。"
    assert _facts(kb, said, question="audio") == {"audio_hours": 975}
    said = "一共 500 小时录音，其中 80 小时之前已经人工转写过了，不用转。"
    assert _facts(kb, said, question="audio") == {"audio_hours": 420}
    # neighbours: the job's own words still name it
    f = _facts(kb, "1500 集播客要做字幕，平均每集 45 分钟；其中 200 集以前已经做过了，不用再转。")
    assert f["task"] == "transcribe" and f["audio_hours"] == 975
    assert _facts(kb, "大概 1500 集播客，平均每集 45 分钟，要转成字幕")["task"] == "transcribe"


def test_items_taken_off_the_list_take_their_clips(kb):
    said = "22 款新品，每款两条 5 秒的竖屏短视频，720P 就够。哦对了，有 3 款下架了，那 3 款不用做。"
    f = _facts(kb, said, question="videos")
    assert f["videos"] == 38 and f["clip_seconds"] == 5 and f["resolution"] == "720p"
    assert _facts(kb, "40 款，每款 4 张主图。其中 6 款停产了，不用做。", question="job")["images"] == 136
    said = "35 listings, 3 clips each, 5 seconds apiece. 5 of the listings already sold, so skip them."
    assert _facts(kb, said, question="videos")["videos"] == 90
    # neighbours: more items said as another lot, or none dropped, keep the count
    assert _facts(kb, "22 款新品，每款两条 5 秒的短视频。", question="videos")["videos"] == 44
    assert _facts(kb, "40 款，每款 4 张主图。另外还有 6 款明年再说。", question="job")["images"] == 160
