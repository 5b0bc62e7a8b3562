"""Leftovers 50 (blind reviews 107–109): rental caveats on a buy with renting refused, a buy's rent yardstick at a
node-only seller, the per-GPU figure of a shared box's split, the fewest GPUs that meet a training deadline, a nightly
batch on a monthly rent, and a whole machine's power limit with the host counted once."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.understand import parse
from rules.estimate.memory import MULTI_GPU_EXTRA_GB
from rules.pipeline import consult
from rules.split_share import per_gpu_phrase
from tests.recommend_cli import recommend as _cli

KB = knowledge.load(user_file=False)
BOX = ("--models", "qwen3-32b,whisper-large-v3,bge-m3", "--precision", "fp8", "--context", "16k", "--concurrency",
       "8", "--procure", "buy", "--office-box", "--max-power", "2000", "--budget", "16000/total", "--currency", "USD",
       "--region", "intl", "--no-thinking", "--buyer", "company")


def test_1_a_buy_with_renting_refused_says_nothing_of_a_sellers_rental():
    """Review 108 c8c: '--no-rental' still showed CoreWeave's whole-node caveat beside a bought RTX PRO 6000."""
    out = _cli(*BOX, "--no-rental")
    assert "1 × NVIDIA RTX PRO 6000 Blackwell" in out
    assert "[whole-node]" not in out and "CoreWeave" not in out


def test_2_a_node_only_rental_is_no_yardstick_for_one_card():
    """Beside a purchase, a per-GPU share of an 8-GPU node is said for what it is: no seller on file rents one alone."""
    head = next(x for x in _cli(*BOX).splitlines() if x.strip().startswith("Enough"))
    assert "renting one alone: no seller on file rents it so" in head
    assert "a node: $14,400/month" in head and "the share of your GPU: $1,800" in head
    assert "renting it instead: $1,800" not in head


def test_7_a_shared_box_split_says_what_gpu_0_holds_and_what_the_others_hold():
    """Review 109: '26.5 GB each' where GPU 0 holds its share + the whole small models + the split's buffers."""
    out = _cli("--models", "qwen3-32b,whisper-large-v3,bge-m3", "--precision", "fp8", "--only-cards", "rtx-5090",
               "--max-gpus", "2", "--procure", "buy", "--region", "intl")
    said = re.search(r"GPU 0 ([\d.]+) GB = ([\d.]+) of the chat model's split \+ ([\d.]+) of the other models, whole "
                     r"\+ ([\d.]+) for the split's buffers; the other ([\d.]+) GB", out)
    assert said, out
    per, chat, whole, extra, rest = (float(x) for x in said.groups())
    assert whole == 7.1 and abs(chat - 38.9 / 2) <= 0.06 and abs(chat + whole + extra - per) <= 0.11
    assert abs(rest - (per - whole)) <= 0.06 and "GB each)" not in out.split("[pool-pcie-inference")[0][-200:]


@settings(max_examples=40, deadline=None)
@given(chat=st.floats(4.0, 400.0), whole=st.floats(0.5, 30.0), gpus=st.integers(2, 8))
def test_7_law_the_split_line_adds_up(chat, whole, gpus):
    """Law: GPU 0's figure is its share of the chat model + the other models whole + the split's buffers, and the
    other GPUs hold the same less the other models."""
    per = chat / gpus + whole + MULTI_GPU_EXTRA_GB
    en, zh = per_gpu_phrase(per, whole, gpus)
    nums = [float(x) for x in re.findall(r"(\d+(?:\.\d+)?)", en.split("GPU 0 ")[1])]
    assert abs(nums[1] + nums[2] + nums[3] - nums[0]) <= 0.16 and abs(nums[0] - nums[2] - nums[-1]) <= 0.11
    assert f"{per:.1f}" in zh


def test_4_a_training_job_on_more_gpus_than_its_deadline_needs_says_why():
    """A LoRA whose plan takes more GPUs than the fewest that finish inside the deadline says so, with both costs."""
    out = _cli("--task", "lora", "--model", "qwen2.5-14b", "--train-tokens", "200M", "--deadline", "5.5h",
               "--budget", "500/total", "--region", "intl")
    n = int(re.search(r"JOB: [\d.]+ h wall on (\d+) GPU", out).group(1))
    k, share, took = re.search(r"(\d+) GPUs? would also meet the 5.5 h deadline, in [\d.]+ h \((\d+)% of it\), "
                               r"leaving under a quarter for a run slower than estimated, a restart or a queue; (\d+) "
                               r"cost about the same", out).groups()
    assert int(k) < n == int(took) and int(share) > 75


def test_5_a_nightly_batch_on_a_monthly_rent_leads_with_the_month():
    """A month's rent is not a night's: the headline says the month's charge, the runs inside it and a run's share."""
    said = "每天晚上跑一次批量抽取，30 万条，每条输入 600 输出 150，Qwen3-8B，要在 6 小时内跑完，在国内租，按月付"
    out = _cli("--say", said, "--provider", "ucloud-gpu-host", "--lang", "en")
    head = next(x for x in out.splitlines() if x.strip().startswith("Enough"))
    month, each = re.search(r"(¥[\d,]+)/month, the 3 GPU\(s\) rented by the month: all 30 runs a month fall inside "
                            r"that charge \(≈ (¥[\d,]+) a run", head).groups()
    assert abs(int(month[1:].replace(",", "")) / 30 - int(each[1:].replace(",", ""))) <= 1
    assert "to finish the job" not in head
    elsewhere = next(x for x in out.splitlines() if "Elsewhere" in x)
    assert "30 runs a month: ¥587/month, 84 % less" in elsewhere


def test_8_a_whole_machines_limit_counts_the_host_once():
    """'The whole machine must stay under 1500 W' is 1,100 W for the GPUs; the caveat adds the host's ~400 W once."""
    u = parse("buy a workstation for the office to run qwen3-14b for 5 people, the whole machine must stay under "
              "1500 W", KB)
    assert u.facts["power_limit_w"] == 1100 and u.implied().get("power_limit_gpus") is True
    r = consult({**u.facts, **u.implied()}, KB, what_if=False)
    text = next(c.text for c in r.caveats if c.id == "power-limit-total")
    for gpus, tdp in re.findall(r"(\d+) × (\d+) W = ", text.en):
        total = int(gpus) * int(tdp)
        assert f"about {total + 400:,} W for the whole box" in text.en and total + 400 <= 1500
    assert "leaves" not in text.en and "整机约" in text.zh


def test_6_a_shared_box_under_llama_cpp_launches_no_vllm():
    """'--engine llama.cpp' (or a GGUF precision) on a shared box: llama-server for the chat model, TEI for the
    embedder, and no launch line for Whisper, which llama.cpp does not serve — never vLLM."""
    for extra in (("--engine", "llama.cpp"), ("--precision", "q4_k_m")):
        out = _cli("--models", "qwen3-14b,whisper-large-v3,bge-m3", *extra, "--procure", "buy", "--office-box",
                   "--region", "intl")
        launches = [x for x in out.splitlines() if x.strip().startswith("- launch:")]
        assert launches and all("vllm serve" not in x for x in launches)
        assert all("llama-server -hf Qwen/Qwen3-14B-GGUF:Q4_K_M" in x and "text-embeddings-inference" in x
                   and "Whisper large-v3: no launch line here" in x for x in launches)
