"""Review 29's findings, pinned on the reviewer's own consultations: a what-if keeps the answer's weights and
engine (C1: 'with 1 concurrent sequence' re-derived a home box's Q4 for a company's purchase); a named card the
pick spreads wider only for speed holds the job (C2); 'no Chinese providers' leaves a US firm's compliance its
own (M6)."""

from __future__ import annotations

import json
import re

import knowledge
from advisor_tui.cli import main
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


def _out(args, capsys, code=0):
    assert main(["--lang", "en", "recommend", "--today", "2026-12-03", *args]) == code
    return capsys.readouterr()


def test_a_what_if_keeps_the_answers_weights(capsys):
    data = json.loads(_out(["--json", "--procure", "buy", "--budget", "40000/total", "--currency", "USD",
                            "--model", "qwen3-32b", "--task", "inference", "--region", "intl", "--users", "30"],
                           capsys).out)
    for w in data["what_if"]:
        text = json.dumps(w, ensure_ascii=False)
        assert "q4_k_m" not in text.lower() and "llama.cpp" not in text
        assert not ("1 concurrent" in text and "1 × NVIDIA GeForce RTX 4090" in text)


def test_a_named_card_that_holds_the_job_is_not_too_few(capsys):
    say = ("We need to transcribe ~20,000 hours of call-center recordings with whisper large-v3 within 4 weeks. "
           "The other team has 4 A100s but we can't use them.")
    out = _out(["--say", say], capsys).out
    line = next(x for x in out.splitlines() if "the card you named" in x)
    assert "not enough" not in line and "4 are enough (one holds" in line


def test_no_chinese_providers_leaves_a_us_firms_compliance_its_own(capsys):
    u = parse("We're AWS us-east-1 for compliance (SOC2), no Chinese providers.", KB)
    assert u.facts["region"] == "intl" and u.facts["no_mainland_sellers"] is True and "compliance" not in u.facts
    _out(["--say", "Llama 3.3 70B for 8 people at once, AWS us-east-1 for compliance (SOC2), no Chinese providers"],
         capsys)


def test_a_sized_jobs_purchase_is_held_against_the_jobs_rent(capsys):
    # C4: "pays for itself after about 11.2 months" of a round-the-clock month, while the job rents for $47.56
    say = ("QLoRA fine-tune Llama 3.1 70B on ~20k examples (about 1k tokens each, 3 epochs) every month. "
           "Budget USD 60k total for the year. Singapore startup.")
    out = _out(["--task", "qlora", "--procure", "buy", "--say", say], capsys).out
    line = next(x for x in out.splitlines() if "[buy-breakeven]" in x)
    assert "renting it for this job costs $47.10" in line and "144 such jobs" in line and "/month" not in line
    # C3: the use is the job's own hours over the month, not "33 % of the day"; review 28 M2: buying for a job
    # one 48 GB card holds buys one, not the two the rental plan used to finish sooner
    assert "busy 56 h, 8 % of 30 days" in line and "rtx-6000-ada costs $6,799" in line
    assert "% of the day" not in next(x for x in out.splitlines() if "[buying-priced-as-renting]" in x)


def test_clips_a_day_are_bought_for_a_machine_that_keeps_up_with_each_day(capsys):
    # C3/M4: 300 clips a day took 35.5 days a month on the 8 cards bought, unflagged, beside "yours: 33 % of the day";
    # since review 42 M5 each day's clips are a run that must end before the next, so the box bought keeps up, and
    # the break-even counts every run's hours
    say = ("Solo founder in Berlin, Wan 2.1 14B text-to-video, 720p 5 second clips, ~300 clips per day. "
           "Should I rent or buy an RTX 5090?")
    out = _out(["--say", say, "--max-gpus", "8"], capsys).out
    line = next(x for x in out.splitlines() if "[buy-breakeven]" in x)
    busy = int(re.search(r"busy ([\d,]+) h, (\d+) % of 30 days", line)[2])
    assert "cannot keep up" not in line and 50 <= busy <= 100


def test_copies_one_per_gpu_hear_nothing_about_the_link(capsys):
    # read again: 2 × A100 serving two whole copies (--data-parallel-size 2) heard "on PCIe cards the model still
    # splits for serving, slower per token" — nothing crosses between the GPUs
    # 30 at once at 16k (one full window + 29 at half of it on average): two copies of 15, one per A100
    data = json.loads(_out(["--json", "--model", "mistral-small-24b", "--context", "16k", "--concurrency", "30",
                            "--region", "intl"], capsys).out)
    assert data["picks"][0]["gpus"] == 2 and "--data-parallel-size 2" in json.dumps(data)
    assert "link-assumed" not in {c["id"] for c in data["caveats"]}
    data = json.loads(_out(["--json", "--model", "llama-3.3-70b", "--region", "intl"], capsys).out)
    assert "link-assumed" in {c["id"] for c in data["caveats"]}  # a split over 2 GPUs still hears it


def test_a_card_outside_the_knowledge_base_is_not_promised_a_verdict():
    # M7: "能用 H800 吗" read "the answer says whether it does", and the answer never could (no H800 record)
    from advisor_tui.understand.output import describe

    zh = describe(parse("实验室要从头预训练一个 1.5B 的模型，100B token。能用 H800 吗？", KB), "zh")
    line = next(x for x in zh if "H800" in x)
    assert "知识库里没有这张卡" in line and "结论里会说" not in line
    en = describe(parse("can I serve qwen3 8b on an H800 or a 4090?", KB), "en")
    assert any("H800" in x and "not in the knowledge base" in x for x in en)
    assert any("rtx-4090" in x and "the answer says whether it does" in x for x in en)
