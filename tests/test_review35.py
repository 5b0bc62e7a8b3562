"""Review 35 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand.read import parse
from rules.pipeline import consult


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def _facts(kb, said):
    return dict(parse(said, kb, strict=True, today="2026-12-03").facts)


def test_pretraining_a_released_model_starts_from_its_weights(kb):
    """Review 35 M2 (c03b): continued pretraining of Qwen2.5-7B printed 'run_clm.py --config_name Qwen/Qwen2.5-7B'
    — the model built from random weights; a size with no model is the from-scratch run that starts from a config."""
    named = consult({"task": "pretrain", "model": "qwen2.5-7b", "train_tokens": "10B", "region": "intl"}, kb,
                    what_if=False)
    cmd = named.picks[0].launch
    # Megatron-LM (review 81 c08): Qwen's weights converted by Megatron-Bridge and loaded, not a fresh model
    assert "import --hf-model Qwen/Qwen2.5-7B" in cmd
    assert "--pretrained-checkpoint checkpoints/base --load checkpoints/out" in cmd
    plain = consult({"task": "pretrain", "model": "qwen2.5-7b", "train_tokens": "10B", "region": "intl",
                     "engine": "hf"}, kb, what_if=False).picks[0].launch
    assert "--model_name_or_path Qwen/Qwen2.5-7B" in plain and "--config_name" not in plain
    scratch = consult({"task": "pretrain", "params_b": 1, "train_tokens": "20B", "region": "intl", "engine": "hf"},
                      kb, what_if=False)
    assert "--config_name <config.json" in scratch.picks[0].launch


def test_an_unknown_video_model_with_a_clip_count_is_refused_not_sized_by_a_generic_row(kb, capsys):
    """Review 35 C1 (c08): 'Wan2.2 I2V-A14B' (not in the catalogue) with 3,000 clips was answered '1 × RTX 4090,
    $166/month' from a generic 24 GB row — the clips' GPUs come from the model's measured memory and speed."""
    from advisor_tui.cli import main

    said = ("We're a small animation studio in Lyon. For a campaign we need about 3,000 image-to-video clips, "
            "5 seconds each at 720p, using Wan2.2 I2V-A14B. It has to be done within 10 days.")
    assert main(["recommend", "--today", "2026-12-03", "--say", said]) == 2
    err = capsys.readouterr().err
    assert "“Wan2.2 I2V-A14B” is not in the catalogue" in err and "Traceback" not in err



def test_public_procurement_is_a_purchase_and_a_month_of_hours_is_the_month_s_share(kb):
    """M1 (c05): '走政府采购，一次性预算 40 万元' was answered with cloud rentals; M4 (c09): '每个月用 200 小时'
    read as 24 h on 8.33 days said the purchase would be used '100 % of the day' — it is 28 % of the month."""
    facts = _facts(kb, "我们是江西某地级市的住房公积金中心（事业单位），用 Qwen3-8B 做 RAG，峰值 5 个并发。"
                       "必须符合信创要求，走政府采购，一次性预算 40 万元，要开发票。")
    assert facts["procure"] == "buy" and facts["budget"].unit == "total"
    said = ("我是武汉一所高校的研究生，课题组在纠结买卡还是租卡。主要做 14B 模型的 QLoRA 微调，"
            "未来一年大概每个月用 200 小时。学校给了一次性 8 万元设备经费，必须走资产采购。")
    facts = _facts(kb, said)
    assert facts["procure"] == "buy"
    r = consult(facts, kb, what_if=False)
    line = next(c.text.en for c in r.caveats if c.id == "buying-priced-as-renting")
    assert "(yours: 28 % of the hours)" in line  # (review 76: "of the month" read oddly for 3 years)


def test_a_bare_chip_reference_over_a_total_budget_says_no_quote_will_fit(kb):
    """C2 (c05): a ¥400,000 信创 purchase was pointed at Ascend parts sold as 8-NPU servers with only 'ask for a
    quote' — where the reported chip price alone is over the budget, the answer says so."""
    from rules.answer import purchase_phrase
    from rules.estimate.purchase import purchase
    from rules.facts import resolve

    facts = resolve({"model": "qwen3-32b", "region": "cn", "procure": "buy", "buyer": "company",
                     "budget": "400000/total CNY"}, kb)
    got = purchase(kb, "ascend-910b", 8, region="cn", display="CNY")
    assert got is not None and not got.complete
    en, zh = purchase_phrase(facts, got, "CNY")
    assert "the chips alone are ¥960,000, above your ¥400,000 budget" in en and "已超出" in zh


def test_a_media_batch_s_assumed_gpu_limit_is_said_per_machine(kb, capsys):
    """m1 (c04): 'At most GPUs 8' was printed beside 19 × RTX 3090 for 20,000 hours of audio."""
    from advisor_tui.cli import main

    assert main(["recommend", "--today", "2026-12-03", "--task", "transcribe", "--model", "whisper-large-v3",
                 "--audio-hours", "20000", "--deadline", "14d", "--region", "cn"]) == 0
    out = capsys.readouterr().out
    assert "At most GPUs 8 per machine (a batch's files may go to several machines)" in out


def test_lora_and_qlora_both_said_is_sized_for_lora(kb):
    """M4 (c09): 'LoRA 和 QLoRA 微调' was sized as QLoRA alone (12.7 GB) though the BF16 LoRA of 14B needs ~35 GB;
    'QLoRA 或者 LoRA 都行' (either) and '4 bit 底座，也就是 QLoRA' (the same said twice) stay QLoRA."""
    assert _facts(kb, "主要做 14B 模型的 LoRA 和 QLoRA 微调")["task"] == "lora"
    assert _facts(kb, "QLoRA 或者 LoRA 都行，qwen3 14b")["task"] == "qlora"
    assert _facts(kb, "LoRA 微调 Llama-3.1-70B，4 bit 底座，也就是 QLoRA")["task"] == "qlora"


def test_a_rocm_pick_for_a_sized_job_is_tried_on_a_pilot_not_a_week(kb):
    """Read again (review 34 m1): 'Rent a week and run your stack before a month' beside a 19-hour full fine-tune
    on 2 × MI300X; a job of known size is tried on a short pilot run, a month's rental on a week."""
    r = consult({"task": "full-finetune", "model": "llama-3.1-8b", "train_tokens": "400M", "epochs": 2,
                 "region": "intl", "buyer": "company", "budget": "2000/total USD", "deadline": 408}, kb, what_if=False)
    rocm = next(c.text.en for c in r.caveats if c.id == "rocm-ecosystem")
    assert "short pilot" in rocm and "Rent a week" not in rocm
    month = consult({"model": "llama-3.1-405b", "precision": "fp8", "region": "intl", "vendors": "amd"}, kb,
                    what_if=False)
    assert "Rent a week" in next(c.text.en for c in month.caveats if c.id == "rocm-ecosystem")
