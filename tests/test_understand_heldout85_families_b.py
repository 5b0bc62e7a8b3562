"""heldout85's families (helper b, the English rows): readings a real user's other phrasings share with the batch's
rows, each with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_run_of_days_off_inside_a_span_of_use_is_taken_out_whole(kb):
    said = ("Every day from Monday 14 December to Friday 8 January, except the 24th through the 27th — the office is "
            "shut and nobody will touch it.")
    assert _facts(kb, said, question="days")["days"] == 22
    for said in ("From 14 December to 8 January, except 24–27 December.",
                 "from Dec 14 to Jan 8, minus Dec 24 to Dec 27",
                 "From 14 December to 8 January, apart from the 24th to the 27th.",
                 "12 月 14 号到 1 月 8 号，每天都开，除了 24 到 27 号",
                 "12 月 14 号到 1 月 8 号每天都要用，12 月 24 号到 27 号放假，不开"):
        assert _facts(kb, said, question="days")["days"] == 22, said
    # with the weekends already out, a run's weekend days are not taken out twice: 20 weekdays less 5
    said = "From Monday 4 January to Friday 29 January, weekdays only, except the 11th through the 15th."
    assert _facts(kb, said, question="days")["days"] == 15
    # neighbours: a run with no word for off, hours taken out of the day
    assert _facts(kb, "From 14 December to 8 January; the 24th to the 27th is the busiest.",
                  question="days")["days"] == 26
    got = _facts(kb, "from 4 January through 29 January, around the clock except 2 to 6 am")
    assert got["days"] == 26 and got["hours_per_day"] == 20


def test_a_normal_day_said_with_is_counts_the_days_requests(kb):
    said = ("A normal weekday is around 30k questions. The peak is right after the tax-deadline reminder e-mail goes "
            "out — about 600 a minute, and that's what to plan for.")
    got = _facts(kb, said, question="load")
    assert got["requests_per_day"] == 30000 and got["rps"] == 10 and "days" not in got
    for said in ("A typical day is ~8,000 queries.", "An average business day runs about 8,000 requests.",
                 "平时一天大概 8000 个请求"):
        assert _facts(kb, said, question="load")["requests_per_day"] == 8000, said
    # neighbours: a normal day with no count of its own
    assert "requests_per_day" not in _facts(kb, "A normal day is fine for us, the peak is 600 a minute.")


def test_regulations_fed_to_the_model_are_text_not_a_rule_to_meet(kb):
    for said in ("Each question goes in with ~1,200 tokens of retrieved regulations.",
                 "A chatbot that answers questions about building regulations for our staff.",
                 "We want to summarise the new regulations for our clients with Qwen2.5 7B.",
                 "每个问题会带上检索到的法规条文，大概 1200 token。"):
        assert "compliance" not in _facts(kb, said), said
    # neighbours: regulations the buyer must meet
    for said in ("Our deployment must comply with Chinese regulations",
                 "Hosting must be inside mainland China and meet local regulations.", "要符合国内法规"):
        assert _facts(kb, said)["compliance"] is True, said


def test_places_abroad_the_keyword_list_left_out_read_intl(kb):
    for said in ("We farm salmon in the Marlborough Sounds, NZ.", "Call centre in Sofia. We need transcripts.",
                 "A co-op in Ghana wants a chatbot.", "Our clinic is in Kandy, Sri Lanka.",
                 "We're a courier in Islamabad, PK.", "Our office is in Hamilton, New Zealand.",
                 "我们是保加利亚的一家呼叫中心", "斯里兰卡的茶叶出口商，想写介绍"):
        assert _facts(kb, said).get("region") == "intl", said
    # neighbours: a person's name, a language, a word
    for said in ("Sofia from sales asked me to size a Qwen2.5 7B box.", "把荷兰语翻译成中文，用 qwen2.5 7b",
                 "孟加拉语的短篇小说翻译成英文", "Darwin is the theory we teach with Qwen2.5 7B.",
                 "Michael Jordan fan site bot, Qwen2.5 7B"):
        assert "region" not in _facts(kb, said), said


def test_a_rate_in_the_currencys_own_plural_or_shared_word_prices_the_amount(kb):
    for said in ("BGN 1,800 total; finance converts at 1.8 leva per dollar.",
                 "1,800 leva total, at 1.8 BGN per USD."):
        assert _facts(kb, said)["budget"].amount == 1000, said
    said = "MAD 95,000 all in; our accountant uses 10 dirhams per dollar."
    assert _facts(kb, said)["budget"].amount == 9500
    # neighbours: the UAE's dirham keeps its own reading; a rate-less Moroccan amount stays unpriced
    assert round(_facts(kb, "AED 11,000 a month; we use 3.67 dirhams to the dollar.")["budget"].amount) == 2997
    assert "budget" not in _facts(kb, "MAD 95,000 all in.")


def test_a_trade_named_by_its_goods_is_a_business_that_pays(kb):
    for said in ("Tea exporter in Colombo. We want descriptions for 2,000 blends.",
                 "Coffee roaster in Hamburg. We want a chatbot.", "Freight forwarder in Rotterdam: we need OCR.",
                 "We're a small coffee importer and want a chatbot.",
                 "我们是斯里兰卡的一家茶叶出口商，想给 2000 款茶写介绍。"):
        assert _facts(kb, said).get("buyer") == "company", said
    # neighbours: a trade the person dealt with, not theirs
    for said in ("I met a tea exporter in Colombo who told me about LoRA.",
                 "我们的供应商是一家茶叶出口商，我自己想学 LoRA"):
        assert "buyer" not in _facts(kb, said), said


def test_the_items_noun_said_again_in_its_plural_or_misspelt_ties_the_batch(kb):
    said = ("We want English translations of 1,200 Bengali short stories — one request per story, ~3,500 tokens in, "
            "~3,000 out.")
    assert _facts(kb, said)["generate_tokens"] == 3_600_000
    said = ("We have ~40,000 old incident reprots and want Qwen2.5 32B to pull cause into JSON — one request per "
            "report, ~2,500 tokens in, ~300 out.")
    assert _facts(kb, said)["generate_tokens"] == 12_000_000
    for said in ("1200 篇小说要翻译，每篇一次请求，输入 3500 token，输出 3000 token。",
                 "把 1200 篇短篇小说翻译成英文，每篇输入约 3500 token，输出约 3000 token。"):
        assert _facts(kb, said)["generate_tokens"] == 3_600_000, said
    assert _facts(kb, "四万份事故报告，每份输出 300 token")["generate_tokens"] == 12_000_000
    # neighbours: another noun, a service's day
    assert "generate_tokens" not in _facts(kb, "We have 500 repos; one request per report, ~300 out.")
    assert "generate_tokens" not in _facts(kb, "每篇输出 3000 token，一天 200 篇")


def test_same_noun_plural_and_slips():
    from advisor_tui.understand.item_noun import same_noun
    assert same_noun("stories", "story") and same_noun("reprots", "report") and same_noun("artciles", "article")
    assert same_noun("descriptons", "description") and same_noun("boxes", "box")
    assert not same_noun("repos", "report") and not same_noun("pager", "page") and not same_noun("paper", "pages")


def test_sellers_refused_as_nothing_china_based_at_a_clauses_end(kb):
    for said in ("We'd rent in Riyadh or Dubai, nothing China-based.", "Nothing China-based, and no spot.",
                 "Rent in Singapore; no China-based providers."):
        assert _facts(kb, said)["no_mainland_sellers"] is True, said
    # neighbour: the machines' place, not the seller's seat
    assert "no_mainland_sellers" not in _facts(kb, "We'd rent in Dubai; nothing China-based servers please")


def test_a_service_closed_to_the_public_is_not_public_though_its_members_use_it(kb):
    for said in ("Tenants message an Arabic maintenance assistant through our tenant app — tenants only, it's not "
                 "open to the public.",
                 "Members message the bot through our app — members only, not open to the public.",
                 "Students ask it questions in our app; it is not open to the public, students only.",
                 "租户在我们的 app 里直接问，只对租户开放，不对外。"):
        assert _facts(kb, said)["public_service"] is False, said
    # neighbours: the public named outright stays public
    for said in ("Customers message it on WhatsApp; anyone can use it.",
                 "Customers message it on WhatsApp, it's a public chatbot, not internal only."):
        assert _facts(kb, said)["public_service"] is True, said


def test_the_first_words_said_with_no_verb_are_the_first_token_limit(kb):
    for said, want in (("latency?\nfirst words within 2 seconds", 2), ("First words in under 2 s, please.", 2),
                       ("first words of the reply within 800 ms", 0.8)):
        assert _facts(kb, said)["max_ttft_s"] == want, said
    # neighbour: seconds of a recording, no reply
    assert "max_ttft_s" not in _facts(kb, "The first words within 2 seconds of the file are a header.")


def test_a_replys_length_at_a_clauses_end_is_no_money(kb):
    for said in ("Replies under 150.", "Keep outputs below 150, please."):
        got = _facts(kb, said)
        assert got["output_tokens"] == 150 and "budget" not in got, said
    # neighbours: a unit said, a decimal
    assert "output_tokens" not in _facts(kb, "Replies under 1,500 characters.")
    assert "output_tokens" not in _facts(kb, "Answers under 3.5 seconds")


def test_tokens_in_with_what_they_hold_then_the_replies_length(kb):
    got = _facts(kb, "~900 tokens in with the tracking history, replies under 150.")
    assert got["input_tokens"] == 900 and got["output_tokens"] == 150 and "context_tokens" not in got
    got = _facts(kb, "~1,300 tokens in with the image and ~250 out")
    assert got["input_tokens"] == 1300 and got["output_tokens"] == 250
    # neighbour: no output said, a window it may be
    assert "input_tokens" not in _facts(kb, "4k tokens in with the whole chat history")


def test_customers_reaching_it_on_their_own_channel_is_a_public_service(kb):
    for said in ("Customers just WhatsApp the number, no account needed.", "People simply text our line and get an "
                 "answer.", "顾客直接发 WhatsApp 问订单状态"):
        assert _facts(kb, said)["public_service"] is True, said
    # neighbours: the customers' calls recorded, staff calling
    assert "public_service" not in _facts(kb, "转录客户打电话的录音，whisper large-v3")
    assert _facts(kb, "Our staff call the hotline internally.")["public_service"] is False


def test_a_model_found_wanting_in_a_pilot_is_set_aside(kb):
    for said in ("We intend to run Gemma 3 27B in bf16. (Mistral Small 24B wrote rather stiff Dutch in our pilot.)",
                 "Gemma 3 27B it is. Mistral Small 24B sounded robotic when we tested it.",
                 "用 Gemma 3 27B。Mistral Small 24B 在试点里写的荷兰语很生硬。"):
        assert _facts(kb, said)["model"] == "gemma-3-27b", said
    # neighbour: praised in the pilot, the two stay a conflict
    assert "model" not in _facts(kb, "We'll run Gemma 3 27B; Mistral Small 24B did great in our pilot too.")


def test_a_markdown_table_of_lessons_and_their_minutes_sums_the_hours(kb):
    said = ("Pasted from our Notion:\n\n| Course | Lessons | Length (min) |\n|---|---|---|\n"
            "| Hungarian A1 | 48 | 90 |\n| Hungarian A2 | 40 | 90 |\n| Hungarian B1 | 36 | 75 |\n\n"
            "We want Whisper large-v3 transcripts of all these recorded lessons.")
    assert _facts(kb, said)["audio_hours"] == 177
    said = ("| 课程 | 课数 | 时长（分钟） |\n|---|---|---|\n| 初级 | 48 | 90 |\n| 中级 | 40 | 90 |\n"
            "想用 whisper large-v3 把这些课的录音转成字幕")
    assert _facts(kb, said)["audio_hours"] == 132
    # neighbour: no length column
    said = ("| Course | Lessons | Price |\n|---|---|---|\n| A1 | 48 | 90 |\n| A2 | 40 | 90 |\n"
            "We want Whisper large-v3 transcripts.")
    assert "audio_hours" not in _facts(kb, said)


def test_an_events_rate_read_already_is_still_the_peak_over_the_everyday_one(kb):
    for said in ("Normal traffic is ~60 queries a second, but flash sales hit ~250 a second — size it for the flash "
                 "sales.", "平时每秒 60 个查询，大促冲到每秒 250 个"):
        assert _facts(kb, said)["rps"] == 250, said
    # neighbour: the event's rate the smaller, the everyday one stays
    assert _facts(kb, "Usually 60 requests a second; on Black Friday we expect 1,200 a minute.")["rps"] == 60


def test_a_days_count_with_each_ones_length_stays_a_service_not_a_batch(kb):
    got = _facts(kb, "qwen2.5-72b，每日大概 500 份，每份輸入 2000 token、輸出 600 token，日間 9 點到 6 點用")
    assert got["requests_per_day"] == 500 and "generate_tokens" not in got


def test_a_span_with_its_month_said_once_counts_its_days(kb):
    for said, want in (("from 3 to 21 March", 19), ("weekdays from 3 to 21 March", 13),
                       ("Every day from 3 to 21 March, except the 10th to the 12th", 16),
                       ("from March 3 to 21, weekdays only", 13), ("3 月 3 号到 21 号", 19),
                       ("从 3 月 3 号到 21 号，每天都要用", 19), ("3 月 3 号到 21 号，周末不跑", 13)):
        assert _facts(kb, said, question="days")["days"] == want, said
    # neighbours: an event's dates, no use said
    assert "days" not in _facts(kb, "双十二 12 月 10 号到 12 号预热")
