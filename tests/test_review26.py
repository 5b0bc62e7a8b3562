"""Review 26's findings, pinned on the reviewer's own consultations: a chat model with an occasional FLUX is a chat
job (C1); a school's procurement paperwork on a rental is no purchase (C2); the fallback within a budget is never a
China-market card or a mainland-oriented seller for a team abroad (C3); "no Chinese clouds" sets those sellers
aside (C4)."""

from __future__ import annotations

import json

import knowledge
from advisor_tui.cli import main
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


def _json(args, capsys):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_chat_model_with_an_occasional_flux_is_sized_as_the_chat_model(capsys):
    say = ("想在家里攒一台机器跑本地大模型，主要是 qwen3 32b（量化就行）和偶尔 flux 出图，预算2万块以内，电费不想太高，"
           "单卡功耗最好别超过300W，求推荐。不要魔改卡。")
    data = _json(["--say", say], capsys)
    assert data["facts"]["task"] == "inference" and data["facts"]["model"]["id"] == "qwen3-32b"
    assert data["requirement"]["vram_gb"] < 30  # 4 bits at 8k, never 67.6 GB of a "diffusion" Qwen
    assert not [u for u in data["understood"]["unresolved"] if u["kind"] == "model"]
    u = parse("home box for qwen3 32b (4-bit is fine) and sometimes flux images, budget 3000 usd", KB)
    assert u.facts["task"] == "inference" and u.facts["procure"] == "buy" and "family" not in u.facts
    both = parse("qwen3 32b and flux on my pc", KB)  # neither a side use: which one is asked
    assert "task" not in both.facts and any(c.fact == "task" for c in both.conflicts)


def test_a_schools_procurement_paperwork_on_a_pretraining_rental_is_no_purchase(capsys):
    say = ("我们实验室想从头预训练一个1B的小模型，数据100B tokens，希望两周内训完，经费5万人民币，学校采购要开专票，"
           "人在北京。")
    data = _json(["--say", say], capsys)
    assert data["facts"]["procure"] == "rent" and data["facts"]["invoice"] == "vat-special"
    pick = data["picks"][0]
    assert pick["cost"]["per"] == "job" and pick["cost"]["amount"] <= 50_000
    assert parse("学校采购一台服务器", KB).facts["procure"] == "buy"


def test_the_fallback_within_a_budget_is_never_a_china_market_card_for_a_team_abroad(capsys):
    data = _json(["--task", "inference", "--model", "qwen3-30b-a3b", "--precision", "fp8", "--rps", "3",
                  "--input-tokens", "4096", "--output-tokens", "500", "--region", "intl", "--budget", "1500/month",
                  "--currency", "EUR", "--fx", "EUR/USD=1.08"], capsys)
    modified = {c.id for c in KB.cards if c.market == "modified"}
    assert data["picks"] and not [w for w in data["what_if"] if w["card"] in modified]
    assert not [w for w in data["what_if"] if "board-modified" in w["text"] or "CloudGPU" in w["text"]]


def test_no_chinese_clouds_sets_their_sellers_aside(capsys):
    say = ("transcribe 2000 hours of audio with whisper large v3 within 3 days, budget $100 total, we're in Toronto, "
           "no Chinese clouds please")
    data = _json(["--say", say], capsys)
    assert data["facts"]["no_mainland_sellers"] is True
    sellers = {p["offer"]["provider"] for p in data["picks"] if p.get("offer")}
    assert sellers and not sellers & {p.id for p in KB.providers if p.home_market == "cn"}
    assert parse("不要国内的云平台，机器放新加坡", KB).facts["no_mainland_sellers"] is True
    assert "no_mainland_sellers" not in parse("we are a chinese company", KB).facts
    # the flag says the same
    flagged = _json(["--model", "whisper-large-v3", "--audio-hours", "2000", "--region", "intl",
                     "--no-mainland-sellers"], capsys)
    assert not {p["offer"]["provider"] for p in flagged["picks"] if p.get("offer")} & {"cloudgpu", "autodl"}


def test_an_inference_server_with_occasional_fine_tuning_is_sized_for_serving(capsys):
    say = ("Procurement request — on-prem purchase of an inference server for Llama 3.3 70B in BF16 plus occasional "
           "fine-tuning experiments. Expected users: 30 concurrent, context 8k.")
    u = parse(say, KB)
    assert u.facts["task"] == "inference" and u.facts["concurrency"] == 30
    assert parse("fine-tune qwen3 8b", KB).facts["task"] == "lora"


def test_a_detection_training_job_is_priced_by_the_hour_not_as_a_month(capsys):
    say = "学生党，YOLOv8 目标检测训练，自己的数据集2万张图，640分辨率，训100个epoch，越便宜越好，每小时别超过3块钱"
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say", say]) == 0
    out = capsys.readouterr().out
    (enough,) = [line for line in out.splitlines() if line.strip().startswith("Enough")]
    # since review 102 c08 the 20,000 images said are read as the training set: the job is costed by its own duration
    # (rules.vision_training_plan), never as a month
    assert "to finish the job" in enough and "a month" not in enough
    assert "20,000 images × 100 epochs" in out
    assert "do not apply" not in out and "does not apply" not in out  # its epochs are its job, not a stray flag


def test_refusing_mainland_sellers_while_renting_in_the_mainland_is_asked_to_choose(capsys):
    rc = main(["--lang", "en", "recommend", "--model", "qwen3-8b", "--no-mainland-sellers", "--region", "cn"])
    err = capsys.readouterr().err
    assert rc == 2 and "--no-mainland-sellers contradicts --region cn" in err and err.count("\n") == 1
    from rules.facts import resolve
    facts = resolve({"model": "qwen3-8b", "no_mainland_sellers": True}, KB, defaults={"region": "cn"})
    assert facts.region == "intl"  # the session's default region gives way to the refusal
