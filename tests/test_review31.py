"""Review 31's findings, pinned on the reviewer's own consultations: a mainland purchase by a buyer nobody
named is not sent to an export-restricted card (c09); a refusal taken back ("不要 4090，哦不对，是不要 A100")
refuses the card corrected to, and a refused card the answer still uses is said to be refused (c05)."""

from __future__ import annotations

import knowledge
from advisor_tui.cli import main
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


def _out(args, capsys, code=0):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", *args]) == code
    return capsys.readouterr()


def test_a_mainland_purchase_with_no_buyer_named_takes_no_export_restricted_card(capsys):
    say = "我们做短视频，用 Wan2.1-14B 生成 720p、5 秒的视频，每月大概 3000 条，机器在国内，买卡还是租卡划算？"
    out = _out(["--say", say], capsys).out
    head = next(x for x in out.splitlines() if x.strip().startswith("Enough"))
    assert "RTX PRO 6000" not in head and "H20" in head
    assert "[buy-cn-export-restricted]" in out and "say --buyer individual" in out
    # a person who says so may still buy one (ranked after the China-market parts)
    mine = _out(["--say", say, "--buyer", "individual"], capsys).out
    assert "rtx-pro-6000" in mine


def test_a_refusal_taken_back_refuses_the_card_corrected_to(capsys):
    say = ("想在国内租卡做 Qwen2.5-7B 的 LoRA 微调，一次性的，大概跑 10 个小时。"
           "不要 4090，哦不对，是不要 A100，4090 可以。")
    u = parse(say, KB)
    assert {c.card for c in u.mentioned_cards if c.refused} == {"a100-80g-sxm"}
    out = _out(["--say", say], capsys).out
    line = next(x for x in out.splitlines() if x.strip().startswith("→ a100"))
    assert "which you do not want" in line and "the card you named" not in line
    assert not any(x.strip().startswith("→ rtx-4090,") and "do not want" in x for x in out.splitlines())


def test_a_procurement_budget_is_a_total_and_all_at_once_is_priced_as_a_purchase(capsys):
    # c04: '采购预算 300 万' was ¥3,000,000 a month, and "if all 50 at once: no card holds 50 sequences" though
    # 8 × 910C hold them (bought, with no rental offer)
    say = ("我们是国企，项目有信创要求，要在内网部署 DeepSeek-V3 满血版（671B）做内部知识问答，大概 50 人用，"
           "采购预算 300 万人民币，买还是租？")
    u = parse(say, KB)
    assert u.facts["budget"].unit == "total"
    out = _out(["--say", say], capsys).out
    line = next(x for x in out.splitlines() if "If all 50 use it at the same time" in x)
    # (review 81 c04: each 910C is two 64 GB dies, each holding a rank's replicated parts and the whole MLA cache;
    # 50 at once at 8k hold one full window + 49 × half of it, (8,192 + 49 × 4,096) × 70,272 B = 14.7 GB of cache a
    # die, not 50 full windows' 28.8 GB, and one 8-card server holds them — bought, so a quote, never "no card")
    assert "no card here holds" not in line and "8 × Huawei Ascend 910C, ask a vendor for a quote" in line


def test_a_total_budget_hears_what_a_feasible_what_if_costs_an_hour(capsys):
    # c08: "8 × MI300X becomes feasible at $444/month" — a month of the 1 h a day assumed, beside $500 in all
    out = _out(["--say", "I want to full fine-tune Llama 3.1 405B on my own data. I have $500 total. Based in the UK."],
               capsys).out
    line = next(x for x in out.splitlines() if "With lora instead" in x)
    assert "/month" not in line and "an hour for all 8" in line and "buys about 34 hours" in line


def test_weekdays_over_a_span_count_only_the_weekdays_and_a_team_of_engineers_is_a_firm():
    # c07: "10 hours a day on weekdays, for 2 years" was 730 days of use; the team of 40 read no buyer
    u = parse("Internal coding assistant with Qwen2.5-Coder-32B for a team of 40 engineers in Germany, used about "
              "10 hours a day on weekdays, for 2 years. Should we buy or rent?", KB)
    assert u.facts["days"] == 535 and u.facts["buyer"] == "company" and u.facts["procure"] == "buy"


def test_a_gpu_for_each_person_is_said_not_dropped():
    # c10: "6 ML engineers, each needs a GPU" was sized for one person with no word of the other five
    u = parse("Startup in Singapore, 6 ML engineers, each needs a GPU for experiments with 7B-13B models, about 6 "
              "hours a day, for 18 months. Budget $60k. Buy workstations or rent?", KB)
    assert u.facts["seats"] == 6  # one set each, priced for all six (review 32 M2: tests/test_review32.py)


def test_a_chinese_say_is_answered_in_chinese_unless_a_language_is_asked_for(capsys, monkeypatch):
    # review 30 m6: "请推荐买什么卡" came back in English on an English locale
    monkeypatch.delenv("GPU_ADVISOR_LANG", raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    say = "想在国内租卡跑 qwen3 8b 推理"
    assert main(["recommend", "--today", "2026-12-03", "--say", say]) == 0
    assert "从你的描述中理解到" in capsys.readouterr().out
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", "--say", say]) == 0
    assert "From what you said" in capsys.readouterr().out
    monkeypatch.setenv("GPU_ADVISOR_LANG", "en")
    assert main(["recommend", "--today", "2026-12-03", "--say", say]) == 0
    assert "From what you said" in capsys.readouterr().out
    monkeypatch.delenv("GPU_ADVISOR_LANG")
    assert main(["recommend", "--today", "2026-12-03", "--say", "serve qwen3 8b in Berlin, 在德国"]) == 0
    assert "From what you said" in capsys.readouterr().out


def test_serving_across_nodes_hears_a_serving_plan_not_a_training_one(capsys):
    # review 29 M2 (read again): 16 GPUs serving R1 heard "plan … pipeline or ZeRO-3 sharding (70B full fine-tuning)"
    out = _out(["--model", "deepseek-r1", "--precision", "fp8", "--rps", "2", "--region", "cn", "--max-gpus", "16"],
               capsys).out
    line = next(x for x in out.splitlines() if "[multi-node]" in x)
    assert "pipeline parallel across them" in line and "ZeRO-3" not in line


def test_fewer_gpus_as_cheap_is_not_said_to_need_no_multi_gpu_launch_when_they_are_several(capsys):
    # read again: "4 GPU(s) would take 14.7 h for $346: as cheap, simpler to run (no multi-GPU launch)"
    # (--no-cuda-required: the 8 × MI300X plan, whose 4-GPU option is the line read; with CUDA leading, as a one-off
    # job's 2 % saving now does, the B200 plan has no such line)
    out = _out(["--no-cuda-required", "--say", "Research group in Boston. Full fine-tune of Qwen2.5-14B on about 500M "
                "tokens, 3 epochs, must finish within 5 days. Budget around $5,000 total, university grant pays."],
               capsys).out
    lines = [x for x in out.splitlines() if "as cheap, simpler to run" in x]
    assert lines and all("no multi-GPU launch" not in x for x in lines if "1 GPU(s)" not in x)
