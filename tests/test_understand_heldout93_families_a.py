"""heldout93's families (its interview answers and pasted artefacts): readings a real user's other phrasings share
with the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, budget_or_none, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_yemeni_rials_and_cfp_francs_at_a_stated_rate(kb):
    said = ("About 1,605,000 Yemeni rials — not Saudi riyals — for the whole job, not per month. The clinic pays, "
            "not me. Our accountant uses 535 rials to the dollar.")
    assert budget_of(_facts(kb, said, question="budget", currency="USD")) == (3000, "USD", "total")
    assert budget_of(_facts(kb, "Budget 1,605,000 YER total, at 535 YER = 1 USD")) == (3000, "USD", "total")
    assert budget_of(_facts(kb, "预算 1,605,000 也门里亚尔，按 535 里亚尔兑 1 美元算")) == (3000, "USD", "month")
    said = "Budget: 440,000 XPF per month (CFP francs); our finance department converts at 110 XPF per US dollar."
    assert budget_of(_facts(kb, said)) == (4000, "USD", "month")
    assert budget_of(_facts(kb, "440,000 CFP francs total, at 110 francs to the dollar")) == (4000, "USD", "total")
    # neighbours: no rate said is asked, never dollars; the currency disowned is not the amount's
    parsed = _read(kb, "Budget 1,605,000 Yemeni rials total")
    assert budget_or_none(parsed.facts) is None and "budget" in unresolved_kinds(parsed)
    parsed = _read(kb, "Budget: 440,000 XPF a month")
    assert budget_or_none(parsed.facts) is None and "budget" in unresolved_kinds(parsed)
    said = "Budget 9,000 Saudi riyals — not Qatari riyals. We use 3.75 riyals to the dollar."
    assert budget_of(_facts(kb, said))[:2] == (2400, "USD")
    said = "We pay in riyals, not in dollars: 37,500 SAR total at 3.75 riyals per dollar"
    assert budget_of(_facts(kb, said)) == (10000, "USD", "total")


def test_weights_named_unquantised_as_the_models_spec(kb):
    said = ("Model: Mistral Small 24B, unquantised (bf16). Context: 32k.\n"
            "Hosting: rented, in Sydney or Singapore.")
    f = _facts(kb, said)
    assert f["no_quantization"] is True and f["precision"] == "bf16"
    assert _facts(kb, "Llama 3.3 70B unquantized in bf16, 10 users at once")["no_quantization"] is True
    assert _facts(kb, "Qwen2.5 72B, unquantized bf16 weights only")["no_quantization"] is True
    assert _facts(kb, "Weights: unquantized. Model: gemma 3 27b")["no_quantization"] is True
    # neighbours: what an unquantised build does or did, or unquantised hoped for, refuses nothing
    assert "no_quantization" not in _facts(kb, "Llama 3.3 70B unquantized doesn't fit on one card, so we want int4")
    assert "no_quantization" not in _facts(kb, "Mistral Small 24B, unquantised if possible, otherwise fp8")
    assert "no_quantization" not in _facts(kb, "Qwen 32B unquantized was too slow on our 4090, now AWQ")


def test_items_from_a_source_and_a_share_dropped_in_a_sentence_of_its_own(kb):
    said = ("We have ~48.5k maintenance work orders from our wind turbines, ~650 tokens each once the technicians' "
            "notes are in. Roughly 3.5k are blank templates nobody filled in — throw those out. Three epochs… "
            "actually two, three overfit on the pilot.")
    assert _facts(kb, said, question="job") == {"samples": 45000, "tokens_per_sample": 650, "epochs": 2}
    f = _facts(kb, "We have 48,500 work orders from our turbines, ~650 tokens each.", question="job")
    assert f["samples"] == 48500 and f["tokens_per_sample"] == 650
    said = "We have 40,000 support tickets, ~500 tokens each. About 5k are spam — throw those out."
    assert _facts(kb, said, question="job")["samples"] == 35000
    said = "We have 40,000 support tickets, ~500 tokens each. About 5k are spam, leave those out."
    assert _facts(kb, said, question="job")["samples"] == 35000
    # neighbours: a share kept, or another thing dropped, takes nothing off
    said = "We have 40,000 support tickets, ~500 tokens each. About 5k are in French — keep those."
    assert _facts(kb, said, question="job")["samples"] == 40000
    said = "We have 40,000 support tickets, ~500 tokens each. 2 epochs are enough — drop those extra runs."
    assert _facts(kb, said, question="job")["samples"] == 40000


def test_an_hour_the_machine_is_off_inside_the_day(kb):
    said = "朝早十點開舖，夜晚十點收舖；下晝三點到四點我哋執倉，部機都會熄埋佢。"
    assert _facts(kb, said, question="hours") == {"hours_per_day": 11}
    said = "早上九点开门，晚上九点关门，下午两点到三点盘点，机器关掉。"
    assert _facts(kb, said, question="hours") == {"hours_per_day": 11}
    assert _facts(kb, "9am to 9pm, but 2 to 3pm we do inventory and the box is off.")["hours_per_day"] == 11
    assert _facts(kb, "下晝兩點到六點用。", question="hours") == {"hours_per_day": 4}
    # neighbours: the machine kept on, a busy hour, or no machine said off cut nothing
    said = "朝早十點開舖，夜晚十點收舖；下晝三點到四點我哋執倉，部機照開。"
    assert _facts(kb, said, question="hours") == {"hours_per_day": 12}
    assert _facts(kb, "朝早十點開舖，夜晚十點收舖；下晝三點到四點最多人。", question="hours") == {"hours_per_day": 12}
    assert _facts(kb, "朝早十點開舖，夜晚十點收舖；下晝三點到四點我哋執倉。", question="hours") == {"hours_per_day": 12}
    assert _facts(kb, "9am to 9pm, 2 to 3pm is the rush, the machine is never off")["hours_per_day"] == 12
    said = "早上九点开门，晚上九点关门，下午两点到三点司机停车卸货。"
    assert _facts(kb, said, question="hours") == {"hours_per_day": 12}


def test_a_week_named_by_one_of_its_days_taken_out_of_the_span(kb):
    said = ("1 月 11 号（周一）开始，到 2 月 5 号（周五）结束，只在工作日跑；中间 1 月 25 号那一周整栋楼检修停电，"
            "那周不跑。")
    assert _facts(kb, said, question="days") == {"days": 15}
    said = "1 月 11 号（周一）开始，到 2 月 5 号（周五）结束，只在工作日跑；1 月 25 号那个星期放假。"
    assert _facts(kb, said, question="days") == {"days": 15}
    said = "From Monday 11 January to Friday 5 February, weekdays only. The week of 25 January is off."
    assert _facts(kb, said, question="days") == {"days": 15}
    # every day used: the whole week of seven is out
    said = "1 月 11 号开始，到 2 月 5 号结束，每天都跑；中间 1 月 25 号那一周停电，不跑。"
    assert _facts(kb, said, question="days") == {"days": 19}
    # neighbours: a week named busy, or a rollout that week, takes nothing out
    said = "1 月 11 号开始，到 2 月 5 号结束，只在工作日跑；1 月 25 号那周最忙。"
    assert _facts(kb, said, question="days") == {"days": 20}
    said = "From Monday 11 January to Friday 5 February, weekdays only. The week of 25 January is the busiest."
    assert _facts(kb, said, question="days") == {"days": 20}
    said = "From Monday 11 January to Friday 5 February, weekdays only. The week of 25 January we roll it out."
    assert _facts(kb, said, question="days") == {"days": 20}


def test_mainland_firms_clouds_refused_with_their_full_name_and_yilv(kb):
    said = "機器放台灣本地或新加坡都可以，不要放中國大陸，中國大陸業者的雲也一律不用。"
    assert _facts(kb, said, question="region") == {"region": "intl", "no_mainland_sellers": True}
    assert _facts(kb, "机器放新加坡，中国大陆业者的云也一律不用。", question="region") == {
        "region": "intl", "no_mainland_sellers": True}
    assert _facts(kb, "機器放日本，中國大陸廠商的雲端服務一概不用。")["no_mainland_sellers"] is True
    # neighbours: the mainland firms' clouds allowed, or chosen, refuse nothing
    assert "no_mainland_sellers" not in _facts(kb, "机器放新加坡，中国大陆业者的云也可以。", question="region")
    f = _facts(kb, "中国大陆业者的云便宜，机器放上海。")
    assert "no_mainland_sellers" not in f and f["region"] == "cn"


def test_a_length_wished_for_but_not_needed_is_no_context(kb):
    said = ("Most of our contracts are 8 to 12k tokens; the longest tender pack with all the annexes is about 50k. "
            "So 64k. 128k would be nice to have, but we don't need it.")
    assert _facts(kb, said, question="context") == {"context_tokens": 65536}
    said = "Most are 8 to 12k; the longest is about 50k. 128k would be nice to have, but we don't need it."
    assert _facts(kb, said, question="context") == {"context_tokens": 51200}
    said = "最长的合同大概 50k，64k 就够，128k 有当然好，但用不着。"
    assert _facts(kb, said, question="context") == {"context_tokens": 65536}
    said = "Most are 8 to 12k; the longest is about 50k, so we need 64k; 128k would be a bonus, not needed."
    assert _facts(kb, said, question="context") == {"context_tokens": 65536}
    # neighbours: a length only wished for stays the largest; "So 64k." settles
    said = "Most are 8 to 12k; the longest is about 50k. 128k would be nice."
    assert _facts(kb, said, question="context") == {"context_tokens": 131072}
    assert _facts(kb, "Most are 8 to 12k; the longest is about 50k. So 64k.", question="context") == {
        "context_tokens": 65536}


def test_a_storytellers_episodes_counted_by_hui(kb):
    said = ("一共 380 回评书录音，每回 25 分钟左右；其中 20 回是重复录的版本，不用转。另外还有 12 场现场演出的录音，"
            "每场两个小时。")
    assert _facts(kb, said, question="audio") == {"audio_hours": 174}
    assert _facts(kb, "评书一共 120 回，每回 30 分钟，都要转成文字。", question="audio") == {"audio_hours": 60}
    assert _facts(kb, "想把 60 回的评书转成文字，每回大概半小时。", question="audio") == {"audio_hours": 30}
    # neighbours: 回 as a time counts no recording; a count with no length is no hours
    assert "audio_hours" not in _facts(kb, "一天跑 4 回，每回 25 分钟，用 whisper 转录音")
    assert "audio_hours" not in _facts(kb, "一共 380 回评书录音。", question="audio")


def test_a_tgi_launchs_token_limits_are_the_context_not_money(kb):
    said = ("$ docker run --gpus all ghcr.io/huggingface/text-generation-inference:3.0.1 \\\n"
            "    --model-id Qwen/Qwen2.5-32B-Instruct-AWQ --quantize awq \\\n"
            "    --max-input-tokens 15360 --max-total-tokens 16384\n"
            "想直接租国内的卡，不要抢占式，每月一千五以内，要开专票。")
    f = _facts(kb, said)
    assert f["context_tokens"] == 16384 and budget_of(f) == (1500, "CNY", "month")
    said = ("text-generation-launcher --model-id Qwen/Qwen2.5-7B-Instruct --max-input-tokens 7000 "
            "--max-total-tokens=8192")
    f = _facts(kb, said)
    assert f["context_tokens"] == 8192 and "budget" not in f
    # neighbour: the input cap is no money beside a budget said
    assert budget_of(_facts(kb, "--max-input-tokens 15360，每月预算一千五")) == (1500, "CNY", "month")


def test_a_sellers_return_term_is_no_days_of_use(kb):
    said = ("【转转聊天记录】\n卖家·阿杰：也有原版 4090 24G，一张 1.45 万，个人自用出的，没挖过矿\n"
            "卖家·阿杰：支持验机，七天无理由\n我：我先想想\n\n想自己买卡装在办公室那台电脑上，用 sdxl 出商品图。")
    assert "days" not in _facts(kb, said)
    assert "days" not in _facts(kb, "卖家说 15 天包换，我们想买一张 4090")
    assert "days" not in _facts(kb, "The seller offers 30-day returns on the 4090; we'd buy one for the office")
    # neighbours: the days of use said beside the term are read
    assert _facts(kb, "卖家：支持验机，7 天无理由退货。我们要租 7 天卡跑 sdxl")["days"] == 7
    assert _facts(kb, "The seller offers 30-day returns; we need the card for 30 days")["days"] == 30


_SHOT_SHEET = ("镜头主题\t条数\t每条秒数\t状态\n洱海日出\t6\t5\t待生成\n古城夜景\t8\t5\t待生成\n"
               "扎染工坊\t5\t5\t已完成\n苍山索道\t4\t5\t待生成\n喜洲稻田\t7\t5\t待生成\n\n")


def test_a_shot_sheets_clips_summed_less_the_done_rows(kb):
    f = _facts(kb, _SHOT_SHEET + '上面是镜头排期，想用 wan2.1 14b 把"待生成"的都出了，720P 就行。')
    assert f["videos"] == 25 and f["clip_seconds"] == 5
    sheet = "Shot\tClips\tSeconds each\nSunrise\t6\t4\nOld town\t8\t4\n\n"
    f = _facts(kb, sheet + "Make these video clips with Wan 2.1 14B.")
    assert f["videos"] == 14 and f["clip_seconds"] == 4
    # neighbours: every row made where no row is kept back; lengths that differ set no clip length; no video work
    # reads no clips
    f = _facts(kb, _SHOT_SHEET + "想用 wan2.1 14b 把这些视频全部重新出一遍。")
    assert f["videos"] == 30
    uneven = "Shot\tClips\tSeconds each\nSunrise\t6\t4\nOld town\t8\t6\n\n"
    f = _facts(kb, uneven + "Make these video clips with Wan 2.1.")
    assert f["videos"] == 14 and "clip_seconds" not in f
    assert "videos" not in _facts(kb, uneven + "What GPU for Qwen3 8B?")


def test_a_model_tried_and_ruled_out_by_a_fault_after_but(kb):
    said = "I tried FLUX.1 dev but the licence is a no-go for a commercial game. SDXL it is. 200 icons."
    assert _facts(kb, said)["model"] == "sdxl"
    said = "We tested Llama 3.1 8B but the quality was not good enough. Qwen3 14B then."
    assert _facts(kb, said)["model"] == "qwen3-14b"
    # neighbours: a fault denied, or praise, sets nothing aside
    assert "model" not in _facts(kb, "I tried FLUX.1 dev but the licence is fine for us. SDXL is the backup.")
    assert _facts(kb, "I tried FLUX.1 dev and the quality is great. 200 icons.")["model"] == "flux.1-dev"


def test_items_that_are_pictures_times_their_variants(kb):
    assert _facts(kb, "60 item icons, 4 variants each. Use SDXL.")["images"] == 240
    assert _facts(kb, "30 stickers, 3 variants each, SDXL")["images"] == 90
    # neighbours: texts with variants are no pictures; icons dropped by a share not yet read are asked, never 240
    assert "images" not in _facts(kb, "~45,000 lines, 3 variants each, Qwen3 8B")
    said = "60 item icons, 4 variants each. 10 of the icons Liis already hand-painted, skip those. Use SDXL."
    assert _facts(kb, said).get("images") in (None, 200)
