"""Blind reviews 115 and 116: a copy's launch line on two-die Ascend cards (115 C1-a), a training job's sequence taken
from the serving part said after it (116 C4-a), named chips called the person's own (116 C5-a), and "FLUX.1" sized as
an SD workflow with no licence word beside "commercial use" (115 C8)."""

from __future__ import annotations

import datetime
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from advisor_tui.cli import main
from rules.pipeline import consult
from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))

TAIYUAN = ('我们是太原市税务局信息中心，准备上一个纳税咨询智能问答系统（内部给12366热线'
           '坐席和办税大厅用，也会挂到电子税务局上给纳税人用）。要求必须信创，国产化，不能用'
           '英伟达，系统要过等保三级，数据不能出局域网，只能采购自建服务器，需要开增值税专票'
           '。模型想用 Qwen3-32B，上下文 32k 就够，申报期高峰大概同时 150'
           ' 人在问，平时 30 人左右。每个回答大概 500 字，首字延迟希望 2 秒以内'
           '。预算一台服务器 150 万以内。')
WENZHOU = ('温州一家做鞋的外贸公司，IT就我一个人。现在公司有一台组装机，里面一张 RTX '
           '3090 和一张 RTX 4090（都是 24G），1200W 电源，主板还有一'
           '个 PCIe x16 插槽空着。想用 Qwen3-14B 做 LoRA 微调（大'
           '概 3 万条客服对话，每条 1000 token 左右，跑 3 个 epoch）'
           '，然后用它在内网给 15 个业务员写英文开发信，上下文 8k。老板问要不要再加一'
           '张卡、加哪张，预算 1.5 万以内，要专票。')
WUXI = ('无锡一家市属国企（水务集团），要做电话客服语音机器人：用户说话先用 Whispe'
        'r large-v3 转写，再用 Qwen3-8B 回答，再用 TTS 合成语音'
        '播回去。高峰同时 40 路通话，要求用户说完到听到第一个字的语音不超过 1.5 '
        '秒。必须走信创，优先国产算力（昇腾），数据不能出本地机房，要开专票。一年预算大概'
        ' 60 万。')
SURABAYA = ('Hi from Surabaya! We sell handmade batik online and want to generate about 20,000 lifestyle product '
            "images (1024x1024) with FLUX.1 for our marketplace listings - it's commercial use. One-off job, done"
            ' within 5 days. Total budget is around IDR 3 juta (we pay by card, 1 USD = 16,500 IDR). Any cloud ou'
            'tside China is fine, spot is fine too.')


def _cli(capsys, monkeypatch, *args):
    monkeypatch.setenv("GPU_ADVISOR_TODAY", "2026-12-07")
    assert main(["recommend", *args]) == 0
    return capsys.readouterr().out


# --- 115 C1-a: a copy's launch line names a copy's devices, never all the copies' ---------------------------------

@settings(max_examples=12, deadline=None)
@given(concurrency=st.sampled_from([40, 90, 150, 220, 300, 400]), card=st.sampled_from(["ascend-910b", "ascend-910c"]))
def test_a_copys_launch_line_takes_one_copys_devices(kb, concurrency, card):
    got = consult({"model": "qwen3-32b", "context_tokens": 32768, "concurrency": concurrency, "region": "cn",
                   "domestic_chips": True, "procure": "buy", "buyer": "company", "only_cards": card}, what_if=False)
    devices = kb.cards_by_id[card].devices
    for pick in got.picks:
        tp = int(re.search(r"--tensor-parallel-size (\d+)", pick.launch).group(1))
        dp = re.search(r"--data-parallel-size (\d+)", pick.launch)
        # one copy's cards (a copy is never wider than a server), each card its dies; copies beside it on one
        # server are --data-parallel-size, never a wider tensor-parallel group
        assert tp == pick.gpus * devices <= 8 * devices
        assert int(dp.group(1)) * pick.gpus <= 8 if dp else True


def test_two_die_cards_say_the_parallel_size_counts_dies(capsys, monkeypatch):
    out = _cli(capsys, monkeypatch, "--say", TAIYUAN, "--lang", "zh")
    launch = next(line for line in out.splitlines() if "启动命令：vllm serve" in line)
    assert "--tensor-parallel-size 16" in launch  # 8 × 910C, two dies each: one server (vllm-ascend A3 "64G × 16")
    assert "启动命令的并行数 16 数的是裸片而不是卡" in out and "仍在一台服务器内" in out
    assert "一台服务器的 8 张卡是 --tensor-parallel-size 16" in out


# --- 116 C4-a: a training job's sequence is its samples', not the serving window said after it --------------------

def test_the_serving_window_after_a_fine_tune_does_not_size_its_samples(kb):
    got = _read(kb, WENZHOU)
    assert got.facts["tokens_per_sample"] == 1000
    assert got.facts.get("context_tokens") != 8192
    assert "context_tokens" in got.serving_part  # answered beside the training, at its 8k


def test_the_fine_tune_is_sized_at_its_samples_length(capsys, monkeypatch):
    out = _cli(capsys, monkeypatch, "--say", WENZHOU, "--lang", "zh")
    assert "s = 8,192" not in out.split("也问了——部署部分")[0]
    assert "33.4 GB" in out and "13.8 GB" in out  # bf16 LoRA at s = 1,000 over two 24 GB cards; QLoRA on one
    assert "已排除——需要 46.4 GB" not in out


def test_the_same_reading_in_english(kb):
    said = ("We have one RTX 3090 and one RTX 4090. We want to LoRA fine-tune Qwen3-14B on about 30k support dialogues "
            "of around 1000 tokens each, 3 epochs, then use it on our intranet for 15 sales reps to write emails, 8k "
            "context.")
    got = _read(kb, said)
    assert got.facts["tokens_per_sample"] == 1000 and got.facts.get("context_tokens") != 8192


# --- 116 C5-a: a maker's chips named are not the person's own ------------------------------------------------------

def test_chips_a_makers_name_stands_for_are_named_not_owned(kb):
    got = _read(kb, WUXI)
    assert {c.card for c in got.mentioned_cards} >= {"ascend-910b", "ascend-910c"}
    assert not got.owned_cards() and not got.owns_cards()


def test_the_named_chips_are_worded_as_named(capsys, monkeypatch):
    out = _cli(capsys, monkeypatch, "--say", WUXI, "--lang", "zh")
    assert "→ 你提到的 ascend-910b" in out and "→ 你的 ascend" not in out
    out = _cli(capsys, monkeypatch, "--say", WUXI, "--lang", "en")
    assert "ascend-910b, the card you named" in out and "your card" not in out


def test_chips_said_to_be_owned_stay_the_persons(kb):
    got = _read(kb, "我们机房已经有 8 张昇腾卡，不想租云，想跑 Qwen3-32B，同时 20 人用")
    assert "ascend-910b" in got.owned_cards() and got.owns_cards()


# --- 115 C8: a name of several same-size models sizes by their shared need; the licences said ----------------------

def test_flux1_is_sized_by_the_need_both_variants_share(kb):
    got = _read(kb, SURABAYA)
    assert got.facts["family"] == "flux"
    assert any(u.kind == "model" and set(u.candidates) == {"flux.1-dev", "flux.1-schnell"} for u in got.unresolved)
    assert any("same size" in n.en and "shared need" in n.en for n in got.notes)


def test_the_flux1_answer_leaves_out_a_card_its_variants_do_not_fit(capsys, monkeypatch):
    out = _cli(capsys, monkeypatch, "--say", SURABAYA, "--fx", "USD/IDR=16500")
    assert "the job needs 24.8 GB" in out and "SD / SDXL" not in out.split("PICKS")[0].split("MEMORY")[1]
    picks = out.split("PICKS")[1].split("CAVEATS")[0]
    assert "rtx-3090" not in picks
    licence = next(line for line in out.splitlines() if "[family-licence-differs]" in line)
    assert "FLUX.1 [dev] Non-Commercial License" in licence and "FLUX.1 [schnell] (Apache-2.0" in licence


def test_the_licence_caveat_in_chinese(kb):
    got = consult({"task": "image", "family": "flux", "images": 20000, "region": "intl", "buyer": "company"},
                  what_if=False)
    text = next(c.text for c in got.caveats if c.id == "family-licence-differs")
    assert "仅限非商业使用" in text.zh and "允许商用" in text.zh and "bfl-flux1-schnell-card" in text.zh


def test_models_of_different_sizes_under_one_name_are_not_sized_by_one(kb):
    from advisor_tui.understand.reader import _Reader
    from advisor_tui.understand.shared_size import size_by_shared_need

    sizes = {m.id: (m.params_b, m.resident_params_b) for m in kb.models if m.family == "wan"}
    assert len(set(sizes.values())) > 1
    r = _Reader("wan2.1", kb)
    size_by_shared_need(r, 0, 6, "wan2.1", tuple(sizes))
    assert not any(f.fact == "family" for f in r.found)
