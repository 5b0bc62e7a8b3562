"""The interview flow (advisor_tui.interview) and the saved state (advisor_tui.state): plain pytest,
no Textual."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from advisor_tui import interview as flow
from advisor_tui import state
from knowledge.errors import InputError


def ids_until_done(kb, raw=None, pick=0):
    iv = flow.Interview(raw=dict(raw or {}))
    asked = []
    for _ in range(30):
        q = iv.next_question(kb)
        if q is None:
            return asked, iv
        asked.append(q.id)
        iv.ask(q)
        if q.choices:
            iv.answer_choice(q, q.choices[min(pick, len(q.choices) - 1)])
        else:
            iv.skip(q)
    raise AssertionError("the interview never ends")


def test_inference_order_follows_the_seeds(kb):
    asked, iv = ids_until_done(kb)
    assert asked == ["task", "model", "precision", "context", "concurrency", "region", "compliance",
                     "cuda", "load", "hours", "days", "budget", "priority"]
    assert iv.done
    assert iv.raw["task"] == "inference" and iv.raw["model"] == "qwen3-8b"


def test_fine_tuning_asks_the_method_instead_of_precision_and_concurrency(kb):
    asked, iv = ids_until_done(kb, pick=1)  # "Fine-tune a model", then the 2nd choice each time
    assert asked[:4] == ["task", "model", "method", "context"]
    assert "precision" not in asked and "concurrency" not in asked
    assert iv.raw["task"] == "qlora"
    assert "compliance" not in asked  # region "outside mainland China": no compliance question


def test_known_facts_are_skipped(kb):
    raw = {"task": "inference", "model": "qwen3-32b", "context_tokens": 32768, "region": "cn",
           "budget": {"amount": 3000, "currency": "CNY", "unit": "month"}}
    q = flow.next_question(raw, (), kb)
    assert q.id == "precision"
    left = flow.pending(raw)
    assert "model" not in left and "context" not in left and "region" not in left and "budget" not in left


def test_a_stated_sample_length_is_not_asked_again_as_the_sequence_length(kb):
    raw = {"task": "qlora", "model": "qwen3-8b", "samples": 20000, "tokens_per_sample": 1000}
    assert "context" not in flow.pending(raw, ["method"])
    assert "context" in flow.pending({"task": "qlora", "model": "qwen3-8b", "samples": 20000}, ["method"])
    assert "context" in flow.pending({"task": "inference", "tokens_per_sample": 1000})  # serving: asked


def test_a_sentence_naming_the_method_settles_it(kb):
    iv = flow.Interview()
    iv.answer_facts({"task": "qlora", "model": "qwen3-8b"}, None, "QLoRA on qwen3 8b")
    assert "method" in iv.answered
    iv = flow.Interview()
    iv.answer_facts({"task": "lora", "model": "qwen3-8b"}, None, "微调 qwen3 8b")
    assert iv.next_question(kb).id == "method"  # "fine-tune" alone: which method is still asked


def test_every_question_has_a_reason_in_both_languages_and_a_stated_default(kb):
    for spec in flow.FLOW:
        q = flow.question(spec.id, {"task": "inference", "region": "cn"}, kb)
        for text in (q.text, q.why, q.short, q.skip, q.hint):
            assert text.en and text.zh, spec.id
        # the source articles are named for people: "source 2" / "来源 2", never the seed ids
        assert "source" in q.why.en.lower() and "来源" in q.why.zh, spec.id
        assert q.source.startswith("seed-")


def test_skip_states_the_default_and_an_llm_without_a_model_gets_a_size(kb):
    iv = flow.Interview(raw={"task": "inference"}, answered=["task"])
    q = iv.next_question(kb)
    assert q.id == "model"
    iv.skip(q)
    assert iv.raw["params_b"] == flow.DEFAULT_PARAMS_B
    assert any("default" in e["en"] and "默认" in e["zh"] for e in iv.transcript)
    assert iv.consultable()


@pytest.mark.parametrize(("qid", "text", "expected"), [
    ("context", "32k", {"context_tokens": 32768}),
    ("context", "128K", {"context_tokens": 131072}),
    ("model", "qwen3 32b", {"model": "qwen3-32b"}),
    ("model", "70b", {"params_b": 70.0}),
    ("precision", "4bit", {"precision": "int4"}),
    ("precision", "Q4_K_M", {"precision": "q4_k_m"}),
    ("region", "国内", {"region": "cn"}),
    ("region", "abroad", {"region": "intl"}),
    ("compliance", "是", {"compliance": True}),
    ("cuda", "no", {"cuda_required": False}),
    ("hours", "8", {"hours_per_day": 8.0}),
    ("days", "90", {"days": 90.0}),
    ("priority", "速度", {"priority": "speed"}),
    ("method", "全参", {"task": "full-finetune"}),
    ("task", "出图", {"task": "image"}),
])
def test_plain_answers(kb, qid, text, expected):
    raw = {"task": "lora"} if qid == "method" else {"task": "inference"}
    assert flow.parse_answer(flow.question(qid, raw, kb), text, raw, kb) == expected


def test_budget_answers_take_the_regions_currency(kb):
    raw = {"task": "inference", "region": "cn"}
    q = flow.question("budget", raw, kb)
    assert flow.parse_answer(q, "2500", raw, kb)["budget"] == {"amount": 2500.0, "currency": "CNY",
                                                               "unit": "month"}
    assert flow.parse_answer(q, "$1.5/h", raw, kb)["budget"]["currency"] == "USD"


def test_a_bare_amount_in_chinese_is_yuan_in_an_english_session(kb):
    # found running the TUI in English: "预算 15 万" typed as a reply was read as $150,000
    from advisor_tui.replies import read_reply

    raw = {"task": "inference"}
    said = read_reply(None, "想部署 Qwen3-32B，预算 15 万左右一个月", raw, kb, "en").facts["budget"]
    assert (said.amount, said.currency) == (150000.0, "CNY")
    q = flow.question("budget", raw, kb)
    assert flow.parse_answer(q, "每月 3000", raw, kb, "en")["budget"]["currency"] == "CNY"
    # English in a Chinese session keeps the session's yuan; a region already given decides before the words
    assert read_reply(None, "budget 3000 a month", raw, kb, "zh").facts["budget"].currency == "CNY"
    abroad = {"task": "inference", "region": "intl"}
    assert read_reply(None, "预算每月 3000", abroad, kb, "en").facts["budget"].currency == "USD"


@pytest.mark.parametrize(("qid", "text"), [("context", "abc"), ("hours", "30"), ("model", "zzzz qqq 99x"),
                                           ("concurrency", "1.5"), ("region", "mars")])
def test_bad_answers_are_one_line_input_errors(kb, qid, text):
    raw = {"task": "inference"}
    with pytest.raises(InputError) as err:
        flow.parse_answer(flow.question(qid, raw, kb), text, raw, kb)
    assert "\n" not in err.value.message


def test_changing_the_kind_of_job_forgets_the_model(kb):
    iv = flow.Interview(raw={"task": "inference", "model": "qwen3-32b", "precision": "int4"},
                        answered=["task", "model", "precision"])
    iv.apply({"task": "image"}, ["task"])
    assert "model" not in iv.raw and "precision" not in iv.raw
    assert iv.next_question(kb).id == "model"
    assert all(c.facts["model"] in ("sd-1.5", "sdxl", "flux.1-dev", "flux.1-schnell", "flux.2-klein-9b")
               for c in iv.next_question(kb).choices)


def test_format_values_in_both_languages(kb):
    assert flow.format_value("context_tokens", 32768, "en") == "32K tokens"
    assert flow.format_value("budget", {"amount": 3000, "currency": "CNY", "unit": "month"}, "zh") == "¥3,000/月"
    assert flow.format_value("model", "qwen3-32b", "en", kb) == "Qwen3-32B"
    assert flow.format_value("region", "cn", "zh") == "中国大陆"


# ------------------------------------------------------------------------------------ state

def test_state_round_trip_is_atomic(tmp_path, kb):
    _, iv = ids_until_done(kb)
    path = state.save_interview(iv.to_dict(current=None, lang="zh"), tmp_path)
    assert path == tmp_path / "interview.json"
    assert not [p for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    data, notice = state.load_interview(tmp_path)
    assert notice is None
    back = flow.Interview.from_dict(data)
    assert back.raw == iv.raw and back.answered == iv.answered and back.transcript == iv.transcript


def test_named_cards_keep_their_count_and_read_an_older_save(tmp_path, kb):
    """Cards named are saved as [id, how many, refused]; an interview saved when ids alone were kept still loads, and
    a malformed entry is dropped, never raised."""
    _, iv = ids_until_done(kb)
    iv.name_cards((("rtx-3090", 2, False), ("a100-80g-sxm", None, True)))
    data = json.loads(json.dumps(iv.to_dict()))
    assert flow.Interview.from_dict(data).named_cards == [("rtx-3090", 2, False), ("a100-80g-sxm", None, True)]
    data["named_cards"] = ["rtx-4090", ["h20", "two", False], ["l20", 3, True], 7]
    assert flow.Interview.from_dict(data).named_cards == [("rtx-4090", None, False), ("l20", 3, True)]
    # the cards the person has and a refusal to rent travel too; an owned id no card names, or garbage, is dropped
    iv.name_cards((("rtx-3090", 2, False),), frozenset({"rtx-3090"}), True)
    data = json.loads(json.dumps(iv.to_dict()))
    back = flow.Interview.from_dict(data)
    assert back.owned_cards == ["rtx-3090"] and back.no_rent is True
    data["owned_cards"], data["no_rent"] = ["h20", 3], "yes"
    back = flow.Interview.from_dict(data)
    assert back.owned_cards == [] and back.no_rent is False


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", "\x00\xff", '{"version": 99}'])
def test_corrupt_state_is_ignored_with_one_line(tmp_path, content):
    (tmp_path / "interview.json").write_bytes(content.encode("utf-8", "surrogateescape")
                                              if isinstance(content, str) else content)
    data, notice = state.load_interview(tmp_path)
    if data is not None:  # valid JSON, not a saved interview: from_dict refuses it
        with pytest.raises(ValueError):
            flow.Interview.from_dict(data)
    else:
        assert notice and "\n" not in notice


def test_missing_state_is_nothing_saved(tmp_path):
    assert state.load_interview(tmp_path / "nowhere") == (None, None)


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.sampled_from(["version", "raw", "answered", "transcript", "x"]),
                       st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                                    lambda inner: st.lists(inner, max_size=3)
                                    | st.dictionaries(st.text(max_size=5), inner, max_size=3),
                                    max_leaves=8)))
def test_from_dict_never_crashes_on_garbage(data):
    try:
        iv = flow.Interview.from_dict(data)
    except ValueError:
        return
    json.dumps(iv.to_dict())


@settings(max_examples=80, deadline=None)
@given(st.text(max_size=40))
def test_parse_answer_raises_only_input_errors(kb, text):
    for qid in ("task", "model", "precision", "context", "concurrency", "region", "cuda", "hours", "budget"):
        q = flow.question(qid, {"task": "inference", "region": "cn"}, kb)
        try:
            flow.parse_answer(q, text, {"task": "inference", "region": "cn"}, kb)
        except InputError as exc:
            assert "\n" not in exc.message


def test_repair_drops_what_no_longer_validates(kb):
    iv = flow.Interview(raw={"task": "inference", "model": "qwen3-32b", "context_tokens": "abc",
                             "budget": [1, 2], "region": "mars", "hours_per_day": 8},
                        answered=["task", "model", "context", "region", "hours"])
    dropped = iv.repair(kb)
    assert set(dropped) == {"context_tokens", "budget", "region"}
    assert iv.raw == {"task": "inference", "model": "qwen3-32b", "hours_per_day": 8}
    assert "context" not in iv.answered and "region" not in iv.answered
    from rules.facts import resolve

    resolve(iv.raw, kb)
    bad = flow.Interview(raw={"task": "sleeping", "model": "no-such-model-xyz"})
    assert set(bad.repair(kb)) == {"task", "model"} and bad.raw == {}


def test_repair_settles_a_contradiction(kb):
    iv = flow.Interview(raw={"task": "inference", "model": "qwen3-32b", "params_b": 70})
    iv.repair(kb)
    assert iv.raw == {"task": "inference", "model": "qwen3-32b"}


def test_repair_keeps_a_job_size_said_as_samples_times_tokens(kb):
    """Found resuming a LoRA interview (make run, then --resume): "saved facts ignored (no longer valid):
    tokens_per_sample" — each fact was tried alone, and tokens a sample is valid only beside the samples."""
    raw = {"task": "lora", "model": "qwen3-8b", "samples": 20000, "tokens_per_sample": 800, "epochs": 3}
    iv = flow.Interview(raw=dict(raw))
    assert iv.repair(kb) == [] and iv.raw == raw
    alone = flow.Interview(raw={"task": "lora", "model": "qwen3-8b", "tokens_per_sample": 800})
    assert alone.repair(kb) == ["tokens_per_sample"]  # with no samples said it is still refused


def test_a_sized_training_job_is_not_asked_hours_a_day_or_days():
    """The job's size sets its duration (rules job-plan): asking '2 h a day for 3 days' after
    '30k samples of 1k tokens, 2 epochs' only adds noise; an unsized job is still asked."""
    from advisor_tui.interview.flow import applicable

    sized = applicable({"task": "lora", "model": "qwen3-8b", "samples": 30000,
                        "tokens_per_sample": 1000})
    assert "hours" not in sized and "days" not in sized
    assert "hours" not in applicable({"task": "pretrain", "params_b": 1, "train_tokens": 10**9})
    unsized = applicable({"task": "lora", "model": "qwen3-8b"})
    assert "hours" in unsized and "days" in unsized
    assert "hours" in applicable({"task": "inference", "model": "qwen3-8b"})
    # a batch job of known size (the session of 2026-12-03: a nightly batch was asked its peak, hours and days)
    batch = applicable({"task": "inference", "model": "qwen2.5-7b", "generate_tokens": 15_000_000})
    assert not {"hours", "days", "load", "concurrency"} & set(batch)


def test_a_media_job_is_asked_its_size_and_then_not_hours_a_day(kb):
    """Review F1: a transcription job is asked how much audio (and by when), and once the size is
    known it is costed as the job, so hours a day and days of rental are not asked."""
    from advisor_tui.interview.flow import applicable

    raw = {"task": "transcribe", "model": "whisper-large-v3"}
    assert "audio" in flow.pending(raw, ["task", "model"])
    from advisor_tui.replies import read_reply

    q = flow.question("audio", raw, kb)
    assert read_reply(q, "一万小时左右，两天内", raw, kb, "zh", today="2026-12-01").facts == {
        "audio_hours": 10000.0, "deadline": 48.0}
    assert read_reply(q, "about 300", raw, kb).facts == {"audio_hours": 300.0}
    sized = applicable({**raw, "audio_hours": 300})
    assert "hours" not in sized and "days" not in sized
    q = flow.question("images", {"task": "image", "model": "sdxl"}, kb)
    assert read_reply(q, "5 万张", {"task": "image"}, kb, "zh").facts == {"images": 50000}
    # a sized job is paid for once: the budget's quick replies are totals, and skipping says so
    budget = flow.question("budget", {**raw, "audio_hours": 300, "region": "cn"}, kb)
    assert all(c.facts["budget"]["unit"] == "total" for c in budget.choices)
    assert flow.question("budget", raw, kb).choices[0].facts["budget"]["unit"] == "month"
    assert "unknown size" in flow.question("audio", raw, kb).skip.en
    assert "images" not in applicable({"task": "transcribe"})


def test_the_hours_default_said_is_the_one_the_answer_prices(kb):
    """Found running the TUI: one person's own inference ("给自己用") is priced at 8 h a day (rules.fact_personal), but
    skipping the hours question said "Using the default: 24 h a day"; a service stays at 24."""
    from rules.facts import resolve

    own = {"task": "inference", "model": "qwen3-32b", "buyer": "individual"}
    assert flow.question("hours", own, kb).skip.en == "8 h a day"
    assert resolve(own, kb).hours_per_day == 8
    team = {"task": "inference", "model": "qwen3-32b", "buyer": "company", "concurrency": 5}
    assert flow.question("hours", team, kb).skip.en == "24 h a day" and resolve(team, kb).hours_per_day == 24
