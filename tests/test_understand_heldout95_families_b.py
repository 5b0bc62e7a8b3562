"""heldout95's families (its rows C8, C9, C12–C18, C20, P2, P5, P6): readings a real user's other phrasings share with
the batch's rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on, unresolved_kinds

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_a_town_named_before_the_business_is_outside_the_mainland(kb):
    for said in ("Lomé, Togo — we're a fabric shop. SDXL pictures, 100 images.",
                 "Cotonou, Benin — print shop. SDXL pictures, 100 images.",
                 "Vaduz, Liechtenstein — we're a trust company. Llama 3.3 70B inference.",
                 "St Helier, Jersey — small knitwear maker. FLUX.1 schnell pictures, 50 images.",
                 "We're a small knitwear maker in Jersey. FLUX.1 schnell pictures, 50 images.",
                 "Basseterre, St Kitts — lands office. Qwen2.5 7B.",
                 "我哋係紅磡一間茶餐廳，想用 qwen3 8b 做點餐問答。",
                 "我们是土瓜湾一间车房，想跑 qwen3 14b。"):
        assert _facts(kb, said)["region"] == "intl", said
    # neighbours: a knitted jersey is no island
    for said in ("We sell football jerseys online. FLUX.1 schnell pictures, 50 images.",
                 "A dress in jersey fabric, FLUX.1 schnell pictures, 50 images."):
        assert "region" not in _facts(kb, said), said


def test_the_business_said_by_its_letters_its_unit_or_a_public_service_pays(kb):
    for said in ("我们是苏州 BioBay 一家 CRO，想 full fine-tune 一个 qwen3 8b。",
                 "我們是上海一間 CDMO，想用 qwen3 8b 做問答。",
                 "We're a small CRO in Suzhou. Full fine-tune of Qwen3 8B.",
                 "We're a fabric wholesaller. We want SDXL pictures.",
                 "We're a seafood exportter in Da Nang. SDXL pictures.",
                 "We're the plant-pathology unit of the sugar-cane research institute. Train YOLO11l.",
                 "Réduit, Mauritius — we're the soil-science department at an agricultural research institute. "
                 "Train YOLO11l.",
                 "Funafuti, Tuvalu — meteorological service. Qwen2.5 7B.",
                 "Suva, Fiji — land registry. Qwen2.5 7B.",
                 'Webex — space "Deeds digitisation" (Land Registry, Basseterre, St Kitts)\nKeisha: which model? '
                 "Qwen2.5 7B.",
                 "We're a fiduciary (trust) company, 35 people. Llama 3.3 70B.",
                 "We're a small (five-person) firm. Llama 3.3 70B."):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a person at such a firm, a visit, a public body's works, a customer desk, a chat of people
    for said in ("我是 CRO 的员工，自己想跑个 qwen3 8b 玩玩。",
                 "We toured the plant-pathology unit of the research institute. Train YOLO11l.",
                 "We're the IT unit of the national research institute. Train YOLO11l.",
                 "Suva, Fiji — customer service. Qwen2.5 7B.",
                 'Teams — chat "Weekend plans" (Keisha, Dwayne, Basseterre)\nKeisha: which model? Qwen2.5 7B.'):
        assert _facts(kb, said).get("buyer") != "company", said


def test_money_at_the_persons_rate_in_cfa_francs_mauritian_rupees_and_words(kb):
    said = "SDXL pictures, 100 images. CFA 420,000 total; we count 560 CFA francs to the US dollar."
    assert budget_of(_facts(kb, said)) == (750, "USD", "total")
    said = "SDXL pictures, 100 images. Budget 300,000 CFA in all; we use 600 CFA francs per dollar."
    assert budget_of(_facts(kb, said)) == (500, "USD", "total")
    said = "Train YOLO11l. MUR 68,250 total; the institute uses 45.5 rupees to the dollar."
    assert budget_of(_facts(kb, said)) == (1500, "USD", "total")
    said = "Train YOLO11l. 45,500 Mauritian rupees all in, at 45.5 MUR per US dollar."
    assert budget_of(_facts(kb, said)) == (1000, "USD", "total")
    said = "Twelve hundred Australian dollars a month; finance converts at 1.6 Australian dollars to the US dollar."
    assert budget_of(_facts(kb, said)) == (750, "USD", "month")
    said = "Two thousand five hundred Swiss francs all in; we use 0.8 francs to the dollar."
    assert budget_of(_facts(kb, said)) == (3125, "USD", "total")
    said = "A thousand pounds total; we use 1.25 dollars to the pound."
    assert budget_of(_facts(kb, said)) == (1250, "USD", "total")
    # neighbours: no rate said is asked, never that many dollars; rupees still India's where India's are named; a
    # weight in pounds is no money
    for said in ("Train YOLO11l. MUR 68,250 total.", "SDXL pictures, 100 images. CFA 420,000 total.",
                 "fifteen hundred euros a month"):
        parsed = _read(kb, said)
        assert "budget" not in parsed.facts and "budget" in unresolved_kinds(parsed), said
    said = "Train YOLO11l. INR 68,250 total; we use 85 rupees to the dollar."
    assert budget_of(_facts(kb, said)) == (802.94, "USD", "total")
    assert "budget" not in _facts(kb, "The feed is twelve hundred pounds of grain. Qwen2.5 7B.")


def test_a_computer_bought_by_its_measure_word(kb):
    said = "我哋係一間車房，想喺舖頭買部電腦自己行 qwen3 14b。預算 HK$23,400，我哋會計用 7.8 港紙兌 1 美金。"
    facts = _facts(kb, said)
    assert facts["procure"] == "buy" and budget_of(facts) == (3000, "USD", "total")
    assert _facts(kb, "想买个主机在家跑 qwen3 14b，预算一万。")["procure"] == "buy"
    assert _facts(kb, "我哋想買部機放喺公司行 qwen3 14b。")["procure"] == "buy"
    # neighbours: refused, a phone
    assert _facts(kb, "唔想買部電腦，想租雲行 qwen3 14b。")["procure"] == "rent"
    assert "procure" not in _facts(kb, "想买部手机装个 app 跑 qwen3 0.6b。")


def test_the_shops_own_hands_looking_things_up_are_staff(kb):
    for said in ("我哋係一間車房，想買部電腦行 qwen3 14b，俾師傅查維修手冊同埋故障碼。",
                 "想用 qwen3 14b 做个问答，给厂里的技工查操作规程。",
                 "We want Qwen3 14B for our mechanics to look up repair manuals."):
        assert _facts(kb, said)["public_service"] is False, said
    # neighbours: customers beside them, pupils
    assert _facts(kb, "想用 qwen3 14b 做个问答，给顾客和师傅查维修进度。").get("public_service") is not False
    assert "public_service" not in _facts(kb, "想用 qwen3 14b 做个问答，给学生查课表。")


def test_the_count_left_after_an_english_cleaning_word_amid_chinese(kb):
    said = "想 full fine-tune 一个 qwen3 8b。手上大概 9,500 篇 narrative，dedup 之后剩 8,200 篇，每篇 2.2k token 左右。"
    assert _facts(kb, said)["samples"] == 8200
    said = "想 LoRA 一个 qwen3 8b。原始数据 3 万条，filter 完剩 2.4 万条，每条 800 token。"
    assert _facts(kb, said)["samples"] == 24000
    # neighbour: nothing left out
    said = "想 LoRA 一个 qwen3 8b。3 万条数据，dedup 之后还是 3 万条左右，每条 800 token。"
    assert _facts(kb, said)["samples"] == 30000


def test_a_past_preemption_told_with_the_english_word(kb):
    facts = _read(kb, "LoRA qwen3 8b，租国内的，不要 spot，上次被 preempt 了两次很崩溃。")
    assert facts.facts["interruptible"] is False and not facts.conflicts
    assert "interruptible" not in _facts(kb, "LoRA qwen3 8b，租国内的，上次被 preempt 了两次很崩溃。")
    # neighbour: a yes said of it
    assert _facts(kb, "LoRA qwen3 8b，租国内的，preempt 了也没关系。")["interruptible"] is True


def test_a_share_dropped_after_but_and_one_held_back_as_the_test_set(kb):
    said = "QLoRA on Llama 3.1 8B: ~27k reports, but 3k are duplicates (forwarded twice), drop them; ~750 tokens each."
    assert _facts(kb, said)["samples"] == 24000
    said = "LoRA on Qwen2.5 7B: 40k tickets, but 5k are spam from the old form, just remove those. 600 tokens each."
    assert _facts(kb, said)["samples"] == 35000
    said = ("QLoRA on Qwen2.5 7B: ~18.5k Sámi–Norwegian sentence pairs, of which 1.5k are held back as the test set, "
            "so 17k to train on, ~90 tokens each.")
    assert _facts(kb, said)["samples"] == 17000
    assert _facts(kb, "LoRA on Qwen2.5 7B: 40k Québécois–French sentence pairs.")["samples"] == 40000
    # neighbours: a share kept, a drop asked about
    said = "LoRA on Qwen2.5 7B: 40k tickets, but 5k are in French (the Montreal office), keep them. 600 tokens each."
    assert _facts(kb, said)["samples"] == 40000
    said = "LoRA on Qwen2.5 7B: 40k tickets, and 5k are from last year, drop them? Not sure. 600 tokens each."
    assert _facts(kb, said)["samples"] == 40000


def test_one_rented_gpu_is_the_limit(kb):
    for said in ("QLoRA on Llama 3.1 8B. One rented GPU in the EU, spot is fine.",
                 "QLoRA on Llama 3.1 8B. One rented GPU is plenty; spot is fine.",
                 "QLoRA on Llama 3.1 8B. A single rented GPU."):
        assert _facts(kb, said)["max_gpus"] == 1, said
    assert _facts(kb, "QLoRA on Llama 3.1 8B. Two rented GPUs at most.")["max_gpus"] == 2
    # neighbours: one server of cards, more than one
    for said in ("QLoRA on Llama 3.1 8B. We'd rent one rented GPU server.",
                 "QLoRA on Llama 3.1 8B. More than one rented GPU would be nice."):
        assert "max_gpus" not in _facts(kb, said), said


def test_the_first_words_with_the_verb_left_out(kb):
    assert _facts(kb, "Qwen3 32B in FP8 for our agents. First words within a second, please.")["max_ttft_s"] == 1
    assert _facts(kb, "Qwen3 32B in FP8 for our agents. First words in under half a second.")["max_ttft_s"] == 0.5
    # neighbours: a subtitle's timing, a sentence's first word
    for said in ("Whisper subtitles: the first words within a second of the speaker starting.",
                 "Qwen3 32B. The first word within a sentence is capitalised."):
        assert "max_ttft_s" not in _facts(kb, said), said


def test_the_worst_hours_count_with_its_noun_left_to_the_day(kb):
    said = ("Public Q&A with Llama 3.1 8B. A normal day is ~3,000 questions, but when a storm is on the way it hits "
            "about 12,600 in the worst hour — size for that.")
    facts = _facts(kb, said)
    assert facts["rps"] == 3.5 and facts["requests_per_day"] == 3000
    said = ("Public Q&A with Llama 3.1 8B. A normal day is ~3,000 questions, but at the peak it hits about 12,600 an "
            "hour — size for that.")
    facts = _facts(kb, said)
    assert facts["rps"] == 3.5 and "budget" not in facts
    assert _facts(kb, "Q&A with Llama 3.1 8B. About 5,000 questions a day; around 1,800 in the heaviest hour.")[
        "rps"] == 0.5
    # neighbours: a clock's hour, money by the hour
    assert "rps" not in _facts(kb, "Q&A with Llama 3.1 8B. About 5,000 questions a day, most at 9 in the worst hour.")
    facts = _facts(kb, "Q&A with Llama 3.1 8B. The peak hour is expensive: budget $40 an hour.")
    assert "rps" not in facts and budget_of(facts) == (40, "USD", "hour")


def test_items_made_in_several_languages_twice_a_month(kb):
    said = ("On the 1st and the 16th of every month we want Qwen2.5 7B to turn the week's logs into notices: ~120 "
            "notices a run (one per village), each in Samoan and English, ~500 tokens per version, and each one fed "
            "~2,500 tokens of log data.")
    facts = _facts(kb, said)
    assert (facts["generate_tokens"], facts["output_tokens"], facts["input_tokens"], facts["runs_per_month"]) == \
        (120_000, 500, 2500, 2)
    said = "We need 2,000 product blurbs, each in French, German and Italian, about 150 tokens per language."
    facts = _facts(kb, said)
    assert (facts["generate_tokens"], facts["output_tokens"]) == (900_000, 150)
    facts = _facts(kb, "每月 1 号和 16 号用 qwen2.5 7b 批量生成 3000 份简报，每份 400 token。")
    assert (facts["generate_tokens"], facts["runs_per_month"]) == (1_200_000, 2)
    # neighbours: no length said, training pairs, a pay date with no batch
    assert "generate_tokens" not in _facts(kb, "We need 2,000 product blurbs, each in French and German.")
    assert "generate_tokens" not in _facts(kb, "LoRA on Qwen2.5 7B: 2,000 pairs, each in French and German, 150 "
                                               "tokens per version.")
    said = "On the 1st and the 15th of every month we pay the cloud bill. Qwen2.5 7B chat for 20 users."
    assert "runs_per_month" not in _facts(kb, said)


def test_designs_in_colourways_with_what_each_gets_and_the_designs_recounted(kb):
    said = ("FLUX.1 schnell pictures for the shop: 30 styles, each in 3 colourways with one flat-lay per colourway, "
            "plus 2 on-model shots per style, plus 4 banner images for the home page. Actually make that 28 styles.")
    assert _facts(kb, said)["images"] == 28 * 5 + 4
    said = "SDXL product pictures: 30 styles, each in 5 colourways with two shots per colourway."
    assert _facts(kb, said)["images"] == 300
    said = "SDXL product pictures: 30 styles, each in 5 colourways, plus 1 lifestyle shot per style, plus 4 banners."
    assert _facts(kb, said)["images"] == 184
    # neighbours: a picture count of its own elsewhere, a text job, no designs recounted
    said = "SDXL product pictures: 30 styles, each in 5 colourways. Also 200 photos of the shop for the website."
    assert _facts(kb, said)["images"] == 200
    assert "images" not in _facts(kb, "Write product copy for 30 styles, each in 5 colourways, plus 2 paragraphs per "
                                      "style.")
    assert _facts(kb, "SDXL product pictures: 30 styles, each in 5 colourways.")["images"] == 150


def test_what_comes_out_named_and_a_share_done_by_others(kb):
    said = ("Qwen2.5-VL 7B over about 14,000 deed pages. ~1,500 tokens in per page with the image, ~250 tokens of "
            "fields out. Correction: 2,000 of those were done by the interns in the summer pilot, skip them.")
    facts = _facts(kb, said)
    assert (facts["generate_tokens"], facts["input_tokens"], facts["output_tokens"]) == (3_000_000, 1500, 250)
    assert "context_tokens" not in facts
    said = ("Qwen2.5 7B to summarise 20,000 tickets, ~800 tokens in, ~120 tokens out. 5,000 of them were handled by "
            "the old vendor — skip those.")
    assert _facts(kb, said)["generate_tokens"] == 1_800_000
    # neighbours: the share redone, only described
    for tail in ("5,000 of them were handled by the old vendor, but redo them anyway.", "5,000 of them are in French."):
        said = "Qwen2.5 7B to summarise 20,000 tickets, ~800 tokens in, ~120 tokens out. " + tail
        assert _facts(kb, said)["generate_tokens"] == 2_400_000, tail


def test_hours_recorded_at_each_place_less_the_places_done(kb):
    said = "用 whisper-large-v3 转写方言录音：12 个调查点，每个点约 5 小时录音；其中 2 个点已人工转写，不用再转。"
    assert _facts(kb, said)["audio_hours"] == 50
    said = "用 whisper-large-v3 转写：14 个村，每个村 6 小时录音；其中 3 个村已经转完了。"
    assert _facts(kb, said)["audio_hours"] == 66
    assert _facts(kb, "用 whisper 转写：30 位老人，每人约 40 分钟录音。")["audio_hours"] == 20
    said = ("Transcribe with Whisper: 14 survey sites, about 6 hours of recordings each; 3 of them were already "
            "transcribed by hand, skip those.")
    assert _facts(kb, said)["audio_hours"] == 66
    # neighbours: the 每 word no unit of the count's, no "each"
    assert _facts(kb, "用 whisper 转写：14 个调查点，每个调查员 6 小时录音。").get("audio_hours") != 84
    assert _facts(kb, "Transcribe with Whisper: 14 survey sites with 6 hours of recordings.").get("audio_hours") != 84
