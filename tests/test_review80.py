"""Review 80 (blind, 10 consultations, signed 5): its majors, replayed."""

from rules.pipeline import consult


def test_a_peak_below_the_day_s_own_average_sizes_the_day_and_says_so(kb):
    """c08: "peak about 40 images a minute, roughly 150k images a day" — 104 a minute on average — was sized at 40 a
    minute: 13 GPUs that make at most ~76k a day. Both cannot hold; the day's busiest hour is sized and the two figures
    are said side by side. A peak above the average is the person's, kept."""
    base = {"task": "image", "model": "flux.1-dev", "public_service": True, "region": "intl",
            "requests_per_day": 150000}
    r = consult({**base, "rps": 40 / 60}, kb)
    assert r.facts.rps > 150000 / 86400
    assert any("below your day's own average" in n.en for n in r.facts.notes)
    from rules.estimate import media_job

    top = r.picks[0]
    rate = media_job.rate(kb, kb.card(top.card), "image", "flux.1-dev").per_gpu_hour
    assert top.gpus_in_all * rate * 24 >= 150000  # the picked GPUs can make the day's volume
    kept = consult({**base, "rps": 3.0}, kb)  # 180 a minute: above the 104 average, a peak that can hold
    assert kept.facts.rps == 3.0 and not any("below your day's own average" in n.en for n in kept.facts.notes)


def test_a_large_pretraining_corpus_streams_for_the_steps_costed(kb):
    """c04: 1T tokens through run_clm.py with epochs: it tokenises the whole corpus before the first step (days of
    datasets.map); a corpus of a billion tokens or more streams, for --max_steps = the tokens costed ÷ (batch × GPUs ×
    block), since streaming has no epochs. A small one keeps its epochs."""
    import re

    big = consult({"task": "pretrain", "model": "llama-3-8b", "checkpoint": "scratch", "train_tokens": 1e12,
                   "deadline": 672, "region": "intl", "engine": "hf"}, kb).picks[0]
    assert "--streaming --max_steps" in big.launch and "--num_train_epochs" not in big.launch
    batch = int(re.search(r"--per_device_train_batch_size (\d+)", big.launch).group(1))
    block = int(re.search(r"--block_size (\d+)", big.launch).group(1))
    steps = int(re.search(r"--max_steps (\d+)", big.launch).group(1))
    assert abs(steps * batch * big.gpus * block - 1e12) <= batch * big.gpus * block
    small = consult({"task": "pretrain", "params_b": 0.1, "train_tokens": 2e8, "region": "intl", "engine": "hf"},
                    kb).picks[0]
    assert "--num_train_epochs" in small.launch and "--streaming" not in small.launch


def test_an_unpriced_purchase_says_a_known_floor_over_the_budget(kb):
    """c03: a 信创 purchase of ¥800k was "could not be checked" for its unpriced 910C server, while the 910B ranked
    after said its server's chips alone come to ¥960,000: the budget is said to be very likely short, with the floor."""
    # (prompts that fill the 32k window: each of the 20 at once holds it, the job the review sized)
    r = consult({"task": "inference", "model": "deepseek-r1-distill-qwen-32b", "context_tokens": 32768, "users": 200,
                 "input_tokens": 32768, "domestic_chips": True, "procure": "buy", "buyer": "company", "region": "cn",
                 "budget": {"amount": 800000, "currency": "CNY", "unit": "total"}}, kb)
    line = next(x for x in r.answer if "budget" in x.en and ("short" in x.en or "could not be checked" in x.en))
    assert "very likely short" in line.en and "¥960,000" in line.en and "预算很可能不够" in line.zh


def test_renting_refused_beside_the_cards_one_has_is_read_and_said(kb):
    """c05: "不想租云" beside two owned RTX 3090s went unread. The words that refuse renting are kept — not where
    one card is refused ("不租 A100") or renting gives way to buying ("不用租，直接买") — and only beside cards the
    person named do they make those cards theirs."""
    from advisor_tui.understand import parse

    for text, words in (("我自己手上有两张3090，不想租云，想跑 Qwen3-30B-A3B", "不想租云"),
                        ("我们有两张4090, 不想上云", "不想上云"),
                        ("We have 4 A100s in the lab and won't rent anything", "won't rent"),
                        ("I don't want to rent, I have an RTX 4090 at home", "don't want to rent")):
        u = parse(text, kb)
        assert u.rent_refused == words and u.owns_cards(), text
    assert not parse("不租 A100，换 H20 行吗", kb).owns_cards()
    assert not parse("不用租，直接买 8 卡 H20", kb).owns_cards()
    assert not parse("we won't rent, what should we buy for Qwen3-32B?", kb).owns_cards()  # no card of theirs


def test_owned_cards_and_no_renting_lead_with_those_cards_how_fast_and_the_publishers_checkpoint(capsys):
    """c05: two owned RTX 3090s, "不想租云", Qwen3-30B-A3B at 32k for ten people: the answer's first word is on those
    cards — at 4 bits they hold it, launched from Qwen's own GPTQ-Int4 checkpoint (no placeholder), with the speed
    there — and the rentals after it are said to be only for comparison; a rental's reasons are not theirs."""
    from advisor_tui.cli import main

    say = ("我自己手上有两张3090（没nvlink），不想租云，想跑 Qwen3-30B-A3B 做内部知识库问答，十来个人用，"
           "上下文要32k，能跑吗？")
    assert main(["--lang", "zh", "recommend", "--say", say]) == 0
    out = capsys.readouterr().out
    assert "不租（“不想租云”）" in out
    verdict = next(line for line in out.splitlines() if "你的 rtx-3090" in line)
    assert "vllm serve Qwen/Qwen3-30B-A3B-GPTQ-Int4 --tensor-parallel-size 2" in verdict
    assert "--quantization gptq_marlin" in verdict and "checkpoint>" not in verdict
    assert "速度：每路约" in verdict and "5 路同时合计约" in verdict
    assert out.index(verdict) < out.index("你说了不租：以下租用方案只供对照") < out.index("够用")
    say = "We have two RTX 3090s in the lab and won't rent anything. Can they serve Qwen3-14B at 8k context?"
    assert main(["recommend", "--say", say]) == 0
    out = capsys.readouterr().out
    verdict = next(line for line in out.splitlines() if "rtx-3090, your card" in line)
    assert "hold the job" in verdict and "Speed there: about" in verdict and "Renting them" not in verdict
    assert "You said you will not rent: the rentals below are only for comparison." in out
