"""heldout77's families, the second pass: readings a real user's other phrasings share with the batch's rows, each
with neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_a_data_files_name_is_no_context(kb):
    said = "python train_qlora.py --model Qwen/Qwen2.5-32B-Instruct --lora_r 64 --data data/yue_8k.jsonl"
    assert "context_tokens" not in _facts(kb, said)
    assert "context_tokens" not in _facts(kb, "qlora on qwen3 8b, data in train_32k.parquet")
    assert "context_tokens" not in _facts(kb, "lora 用的数据是 /data/sft-16k.csv，3 个 epoch")
    # neighbours: a context said beside the file still reads
    assert _facts(kb, "qlora on qwen3 8b, data in train.parquet, 8k context")["context_tokens"] == 8192
    assert _facts(kb, "qlora on qwen3 8b, 上下文 16k，数据 /data/sft.jsonl")["context_tokens"] == 16384


def test_an_encoder_calls_length_is_its_input(kb):
    said = ("bge-reranker-v2-m3 as a rerank api, 20 requests a second, each with the query and 20 passages, "
            "about 1,200 tokens")
    f = _facts(kb, said)
    # (a reranker's call said whole is shared by its passages, the query's own length assumed: heldout85 #23)
    assert (f["passage_tokens"], f["rerank_candidates"]) == (60, 20) and "context_tokens" not in f
    f = _facts(kb, "內部文件檢索要用 bge-m3 做向量，尖峰大約每秒 60 次請求，每段約 400 token")
    assert f["input_tokens"] == 400 and "context_tokens" not in f
    assert _facts(kb, "内部检索用 bge-m3 做向量，每秒 60 次请求，每段约 400 token")["input_tokens"] == 400
    # neighbours: the model's own limit stays the context; a chat model's length is not moved by this reading
    assert _facts(kb, "serve bge-m3, 30 requests a second, max_length 8192")["context_tokens"] == 8192
    assert _facts(kb, "bge-m3 部署成在线服务，每秒 50 次，上下文 8k")["context_tokens"] == 8192
    # a chat model's requests "each about N tokens" are its input too (review 18 M2; heldout78 #24's family)
    assert _facts(kb, "qwen3 8b chat api, 20 requests a second, each about 1,200 tokens")["input_tokens"] == 1200


def test_a_model_the_script_was_debugged_on_is_no_jobs(kb):
    said = "We debugged the training script on a 0.5B model. The real run: LoRA on Qwen2.5-7B-Instruct, 3 epochs."
    u = _read(kb, said)
    assert u.facts["model"] == "qwen2.5-7b" and "params_b" not in u.facts and not u.conflicts
    assert _facts(kb, "smoke-tested the config with qwen3 0.6b; the job is a full fine-tune of qwen3 8b")["model"] \
        == "qwen3-8b"
    assert _facts(kb, "训练脚本先在 0.5B 上调通了，正式跑 Qwen2.5-7B 的 LoRA，3 个 epoch")["model"] == "qwen2.5-7b"
    assert _facts(kb, "流程在 qwen3 0.6b 上跑通了，正式训练用 qwen3 8b 全参")["model"] == "qwen3-8b"
    # neighbours: a size said alone stays; a card tested on, or a part of the code debugged, sets no model aside
    assert _facts(kb, "We debugged on a 0.5B model for a week and want to rent for it")["params_b"] == 0.5
    assert _facts(kb, "qwen3 8b lora, and we tested it on a 4090")["model"] == "qwen3-8b"
    assert _facts(kb, "lora on qwen3 8b; we debugged the data loader last week")["model"] == "qwen3-8b"


def test_a_question_and_the_retrieved_text_attached_are_the_input(kb):
    said = ("Each question is short, ~150 tokens, but we attach ~1,800 tokens of retrieved policy text to it; "
            "answers run ~350.")
    f = _facts(kb, said, question="load")
    assert f["input_tokens"] == 1950 and f["output_tokens"] == 350 and "context_tokens" not in f
    assert _facts(kb, "we attach ~1,800 tokens of retrieved text to each ~150-token question")["input_tokens"] == 1950
    assert _facts(kb, "A typical query is about 200 tokens plus 2k tokens of retrieved passages, reply ~300 tokens",
                  question="load")["input_tokens"] == 2200
    assert _facts(kb, "用户的问题一般 100 来个 token，每次再拼上 1500 token 左右的检索内容")["input_tokens"] == 1600
    # neighbours: a system prompt added is not retrieved text; a count of documents is no length
    assert _facts(kb, "Each question is ~150 tokens, and we add a 1,800-token system prompt")["input_tokens"] == 150
    assert "input_tokens" not in _facts(kb, "questions are ~150 tokens; we retrieve 5 docs")


def test_a_whole_document_a_question_carries_is_its_input(kb):
    said = "qwen2.5 32b for our lawyers, 12 at once, and a question usually carries the whole contract, ~60k tokens."
    f = _facts(kb, said)
    assert f["input_tokens"] == 61440 and "context_tokens" not in f and f["concurrency"] == 12
    assert _facts(kb, "a request typically carries the full report, about 30k tokens")["input_tokens"] == 30720
    assert _facts(kb, "每次提问都会带上整份合同，大概 60k token")["input_tokens"] == 61440
    # neighbours: the served context said beside it stays the context
    f = _facts(kb, "qwen2.5 32b with a 128k context; a question usually carries about 2k tokens")
    assert f["context_tokens"] == 131072 and f["input_tokens"] == 2048


def test_an_options_comparisons_rejected_option_is_no_plan(kb):
    said = ("五、方案比选\n方案一：购置 GPU 服务器一台，估算 45 万元，使用率低，不推荐。\n"
            "方案二：租用国内云平台 GPU 算力，按需计费，推荐采用。\n六、投资估算\n"
            "算力租用费用不超过 2.8 万元，由县级财政资金支出。")
    u = _read(kb, said)
    assert u.facts["procure"] == "rent" and budget_of(u.facts) == (28000, "CNY", "total") and not u.conflicts
    said = ("Option A: buy a server with 8x H100 (~$300k) — not recommended. Option B: rent on demand — recommended. "
            "Budget $20k.")
    f = _facts(kb, said)
    assert f["procure"] == "rent" and budget_of(f) == (20000, "USD", "total")
    f = _facts(kb, "方案一：租用云算力，按需付费，推荐采用。方案二：购置服务器，约 40 万元，不推荐。预算 3 万元")
    assert f["procure"] == "rent" and budget_of(f)[0] == 30000
    # neighbours: the chosen option reads, a refusal inside it included; a comparison with no verdict is left as said
    f = _facts(kb, "方案一：购置一台服务器，约 40 万元，推荐采用。方案二：租用云算力，长期成本高，不推荐。")
    assert f["procure"] == "buy" and budget_of(f)[0] == 400000
    assert _facts(kb, "方案一：租用云算力，不考虑购买，推荐采用。")["procure"] == "rent"


def test_a_latex_paragraph_reads_as_it_typesets(kb):
    said = ("\\subsection*{Computational Resources}\nWe will pretrain a 1.5B-parameter model on a 30B-token corpus "
            "(one epoch, 4{,}096-token context). Cloud GPUs will be rented. We request \\pounds14{,}000 for compute "
            "(converted\nat \\$1.27 per \\pounds, i.e.\\ \\$17{,}780). Checkpoints will be saved every 1{,}000 steps "
            "so that pre-emptible\ninstances can be used. Training must be complete by\n31~March~2027.")
    f = _facts(kb, said)
    assert budget_of(f) == (17780, "USD", "total") and f["context_tokens"] == 4096 and f["save_steps"] == 1000
    assert f["interruptible"] is True and f["deadline"] == 2760 and f["procure"] == "rent"
    f = _facts(kb, "\\section{Budget}\nWe request \\$12{,}500 for cloud GPUs to fine-tune Llama 3.1 8B with LoRA.")
    assert budget_of(f)[:2] == (12500, "USD")
    # neighbours: a tilde outside LaTeX stays "about"; "~150 tokens" in a plain message reads 150
    assert _facts(kb, "lora on qwen3 8b, ~2,000 samples of ~150 tokens")["samples"] == 2000


def test_a_hyphenated_token_context_and_the_british_pre_empt(kb):
    assert _facts(kb, "lora on qwen3 8b, a 4096-token context")["context_tokens"] == 4096
    assert _facts(kb, "lora on qwen3 8b, 8,192-token context window")["context_tokens"] == 8192
    assert _facts(kb, "serve qwen3 8b with a 32,768-token context")["context_tokens"] == 32768
    assert _facts(kb, "lora on qwen3 8b, pre-emptible instances can be used")["interruptible"] is True
    assert _facts(kb, "lora on qwen3 8b, no pre-emptible instances please")["interruptible"] is False
    # neighbours: tokens per sample with a hyphen are no context; a past pre-emption's harm is no yes
    assert "context_tokens" not in _facts(kb, "lora on qwen3 8b, 20k samples of 700-token dialogues")
    assert "interruptible" not in _facts(kb, "lora on qwen3 8b, a pre-empted run last month corrupted a checkpoint")


def test_a_schedules_start_and_a_finish_in_words_give_the_hours(kb):
    said = ("triggers { cron('0 22 * * 1-5') }\nEvery weeknight it translates the day's reviews with llama 3.1 8b. "
            "It has to be done by 6am.")
    assert _facts(kb, said)["hours_per_day"] == 8
    assert _facts(kb, 'schedule: "30 1 * * *"  translate reviews with qwen3 8b, must be done by 7am')[
        "hours_per_day"] == 5.5
    said = "every weeknight at 10pm we translate 40,000 reviews with llama 3.1 8b. It has to be done by 6am."
    assert _facts(kb, said)["hours_per_day"] == 8
    assert _facts(kb, "每天晚上 10 点开跑，用 qwen3 8b 翻译 4 万条评论，早上 6 点前必须跑完")["hours_per_day"] == 8
    # neighbours: a start with no finish, or a cron line that is not daily, gives no hours
    assert "hours_per_day" not in _facts(kb, "every weeknight at 10pm we translate reviews with llama 3.1 8b")
    assert "hours_per_day" not in _facts(kb, "cron('0 22 1 * *') translate reviews with qwen3 8b, done by 6am")


def test_an_items_length_going_in_and_coming_out(kb):
    said = ("Every weeknight it pulls the day's new product reviews — about 40,000 — and translates them with "
            "llama 3.1 8b; each review goes in at ~350 tokens and comes out at ~150.")
    f = _facts(kb, said)
    assert (f["input_tokens"], f["output_tokens"], f["generate_tokens"]) == (350, 150, 6_000_000)
    assert f["runs_per_month"] == 22
    f = _facts(kb, "prompts go in at about 2k tokens, answers come out at ~300, qwen3 8b chat")
    assert (f["input_tokens"], f["output_tokens"]) == (2048, 300)
    f = _facts(kb, "summarise the support tickets (roughly 12k) with qwen3 8b, ~200 output tokens each")
    assert f["generate_tokens"] == 2_400_000
    # neighbours: something else coming out at a figure is no output
    assert "output_tokens" not in _facts(kb, "the new model comes out at 3pm")
    assert "output_tokens" not in _facts(kb, "the bill comes out at 150 a month")
    assert "generate_tokens" not in _facts(kb, "llama 3.1 8b chat; reviews - 5 stars - are great")


def test_todays_setup_gives_way_to_the_one_wished_for(kb):
    said = "Today it runs on a box we rent by the hour; we'd like to buy one for the office instead."
    u = _read(kb, said)
    assert u.facts["procure"] == "buy" and not u.conflicts
    assert _facts(kb, "Currently we rent an A100 on RunPod, but we want to buy our own server now.")["procure"] == "buy"
    # neighbours: renting kept, or both ways wished for, are as before
    assert _facts(kb, "We rent today and will keep renting there.")["procure"] == "rent"
    assert _facts(kb, "Right now we rent. Should we buy?")["procure"] == "rent"


def test_the_accounts_department_converting_is_a_companys(kb):
    assert _facts(kb, "Budget €12,000 all in; accounts uses 1.08 USD per EUR.")["buyer"] == "company"
    assert _facts(kb, "Budget €12,000. Accounting uses 1.08 USD per EUR.")["buyer"] == "company"
    # neighbours: user accounts are no department
    assert "buyer" not in _facts(kb, "we have 500 user accounts. accounts use the bot daily")


def test_croatian_around_english_terms(kb):
    said = ("Pozdrav! Mi smo mala softverska tvrtka iz Splita. We want a LoRA on Llama 3.1 8B. Imamo oko 30.000 "
            "primjera, svaki ~700 tokena, 3 epohe, rank 16. GPU ćemo unajmiti u oblaku, ne kupujemo hardver. "
            "Budžet je 900 € ukupno; naš računovođa računa 1,08 USD za 1 EUR. Trening mora biti gotov do 23. prosinca. "
            "I bez kineskih oblaka, molim. Hvala!")
    f = _facts(kb, said)
    assert (f["samples"], f["tokens_per_sample"], f["epochs"]) == (30000, 700, 3)
    assert budget_of(f) == (972, "USD", "total") and f["procure"] == "rent" and f["buyer"] == "company"
    assert f["region"] == "intl" and f["no_mainland_sellers"] is True and f["deadline"] == 408
    said = "Mi smo mala tvrtka iz Zagreba. Qwen3 8B LoRA, imamo 12.000 primjera, 2 epohe. Budžet je 500 € ukupno, hvala"
    f = _facts(kb, said)
    assert f["samples"] == 12000 and f["epochs"] == 2 and f["region"] == "intl"
    # neighbours: English naming a Croatian town, with no Croatian words, reads no Croatian
    f = _facts(kb, "We're in Split for a conference; lora on qwen3 8b, 2 epochs")
    assert "region" not in f and f["epochs"] == 2


def test_galician_around_english_terms(kb):
    said = ("Bos días! Somos unha cooperativa de viño do Ribeiro, en Ourense. We need product images made with "
            "FLUX.1 schnell: 120 viños, 3 imaxes por viño, e ademais 10 banners para a web. Imos alugar GPU, non "
            "comprar. O orzamento é de 300 € en total; a nosa xestoría calcula con 1,10 dólares por euro. Precisamos "
            "as imaxes antes do 18 de decembro. Moitas grazas!")
    f = _facts(kb, said)
    assert f["images"] == 370 and budget_of(f) == (330, "USD", "total") and f["procure"] == "rent"
    assert f["buyer"] == "company" and f["region"] == "intl" and f["deadline"] == 288
    said = "Somos unha empresa de Vigo. SDXL: 40 produtos, 2 imaxes por produto. Imos alugar GPU. Grazas!"
    assert _facts(kb, said)["images"] == 80
    # neighbours: a Spanish message is Spanish's to read, not Galician's (its agency and Madrid as before)
    f = _facts(kb, "Somos una agencia de Madrid. Queremos imágenes de 120 vinos, 3 imágenes por vino.")
    assert f["buyer"] == "company" and f["region"] == "intl"
