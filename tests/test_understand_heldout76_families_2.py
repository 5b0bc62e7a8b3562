"""heldout76's families (rows #21–#40): readings a real user's other phrasings share with the batch's rows (the rows'
own sentences are scored by tests/test_understand.py once the batch is in the table; here, their neighbours)."""

from __future__ import annotations

import datetime

from advisor_tui.understand.foreign_seven import catalan, nepali
from tests.understand_helpers import budget_of, read_on

_read, _facts = read_on(datetime.date(2026, 12, 6))  # (kb: the session's, tests/conftest.py)


def test_catalan_around_english_terms(kb):
    f = _facts(kb, "Hola! Som una petita empresa de Barcelona. Volem fer una LoRA de qwen3 8b amb 20k samples. "
                   "Lloguem GPU al núvol, no comprem maquinari. El pressupost és de 2.500 € en total; el nostre "
                   "comptable calcula amb 1,10 dòlars per euro. Ho necessitem abans del 15 de gener. Res de núvols "
                   "xinesos, si us plau.")
    assert budget_of(f) == (2750, "USD", "total")
    assert (f["buyer"], f["region"], f["procure"], f["deadline"]) == ("company", "intl", "rent", 960)
    assert f["no_mainland_sellers"] is True
    f = _facts(kb, "Som un estudi de Tarragona. Volem fer 40 vídeos amb wan2.1 14b, cada vídeo de 8 segons, a 480p. "
                   "Llogarem GPU, no comprarem res. Gràcies!")
    assert (f["videos"], f["clip_seconds"], f["procure"], f["region"]) == (40, 8, "rent", "intl")
    assert _facts(kb, "Som una botiga de Girona: volem 300 imatges amb sdxl. Lloguem GPU al núvol. Gràcies!")[
        "images"] == 300
    f = _facts(kb, "Som una startup de Lleida. Volem fer una LoRA de qwen3 8b. Lloguem GPU; les instàncies spot ens "
                   "van bé. Gràcies!")
    assert (f["interruptible"], f["region"], f["procure"]) == (True, "intl", "rent")
    # neighbours: Spanish and English are not read as Catalan
    said = "somos una pequeña empresa de madrid, queremos alquilar gpu"
    assert catalan(said) == said
    assert catalan("we need some gpus, the budget is 1.800 €") == "we need some gpus, the budget is 1.800 €"


def test_nepali_around_english_terms(kb):
    f = _facts(kb, "नमस्ते! हामी पोखराको एउटा सानो company हौं। Qwen3 8B को LoRA fine-tune गर्ने योजना छ, करिब 20k "
                   "samples। GPU भाडामा लिन्छौं, किन्दैनौं। बजेट जम्मा रु. 2,70,000 हो; 1 डलर = 135 रुपैयाँ मानेर हिसाब "
                   "गर्छौं। फेब्रुअरी 15 भन्दा पहिले सकिनुपर्छ। धन्यवाद!")
    assert budget_of(f) == (2000, "USD", "total")
    assert (f["region"], f["procure"], f["deadline"], f["task"]) == ("intl", "rent", 1704, "lora")
    # the lakh's grouping in a budget said in rupees after the figure
    f = _facts(kb, "हामी काठमाडौंको सानो startup हौं। qwen3 8b inference, बजेट जम्मा 4,05,000 रुपैयाँ हो; 1 डलर = 135 "
                   "रुपैयाँ मानेर हिसाब गर्छौं। GPU भाडामा लिन्छौं।")
    assert budget_of(f) == (3000, "USD", "total")
    # neighbour: Hindi is not read as Nepali
    said = "हम दिल्ली की एक छोटी कंपनी हैं, qwen3 8b चलाना है, GPU किराए पर लेंगे"
    assert nepali(said) == said


def test_a_shops_product_qa_reads_the_question_only(kb):
    said = ("（京东商品页 · 问大家）\n商品：某品牌 AI 工作站 单卡 RTX 4090 24G 台式主机\n"
            "问：想在家跑 qwen3 32b 写代码，就我一个人用，预算 3 万，买整机。\n"
            "答（购买过此商品的用户）：32b 悬，我跑 8b，给客服用挺好。\n答：问客服吧。")
    f = _facts(kb, said)
    assert f["model"] == "qwen3-32b" and f["procure"] == "buy"
    assert "max_gpus" not in f and "public_service" not in f
    f = _facts(kb, "Product: XYZ AI Workstation, single RTX 5090\nQuestion: can this run llama 3.3 70b for just me?\n"
                   "Answer (verified buyer): I serve 20 users at once on it with qwen3 8b, works fine.")
    assert f["model"] == "llama-3.3-70b" and "max_gpus" not in f and f["concurrency"] == 1  # ("just me")
    # neighbour: an interview's transcript keeps its answers, which are the person's own
    f = _facts(kb, "问：你们用什么模型？\n答：qwen3 8b，同时 20 个人用。")
    assert f["concurrency"] == 20


def test_a_rental_kept_on(kb):
    assert _facts(kb, "qwen3 30b a3b 客服，继续租，放国内")["procure"] == "rent"
    assert _facts(kb, "qwen3 8b，接着租就行")["procure"] == "rent"
    assert _facts(kb, "qwen3 8b，照旧租国内的卡")["procure"] == "rent"
    # neighbour: the rental stopped
    assert _facts(kb, "qwen3 8b，不继续租了，买两张卡").get("procure") == "buy"


def test_a_share_of_the_recordings_said_in_the_next_sentence(kb):
    for said in ("手上有 850 段田野访谈录音，每段大约 36 分钟，想用 Whisper large-v3 先转写。"
                 "其中 100 段之前已经请工读生听打过了，不用再跑。",
                 "手上有 850 段录音，每段大约 36 分钟，想用 Whisper large-v3 转写。其中 100 段已经转写过了。",
                 "850 段錄音，每段大約 36 分鐘，Whisper large-v3 轉寫。其中 100 段不用再跑。"):
        assert _facts(kb, said)["audio_hours"] == 450, said
    # neighbour: a share named for what it is, not set aside
    said = "850 段錄音，每段大約 36 分鐘，Whisper large-v3 轉寫。其中 100 段是客家話。"
    assert _facts(kb, said)["audio_hours"] == 510


def test_an_rl_runs_problems_are_its_samples(kb):
    said = "GRPO 全参训练 Qwen3-8B，训练集为 1.5 万道带标准答案的数学题，每道题采样 16 条回答"
    assert _facts(kb, said)["samples"] == 15000
    assert _facts(kb, "GRPO 训练 qwen3 8b lora，3000 道数学题，每道题采样 8 条")["samples"] == 3000
    assert _facts(kb, "GRPO on qwen3 8b lora with 12k math problems, 8 samples per prompt")["samples"] == 12000
    assert _facts(kb, "用 grpo 对 qwen3 8b 做 lora，一共 2 万个问题")["samples"] == 20000
    # neighbours: so many a step is no data set
    f = _facts(kb, "GRPO lora qwen3 8b，每步 256 道题")
    assert f["prompts_per_step"] == 256 and "samples" not in f
    f = _facts(kb, "GRPO lora on qwen3 8b, 2000 steps, 256 prompts per step")
    assert "samples" not in f


def test_nothing_over_so_many_gpus(kb):
    assert _facts(kb, "llama 3.3 70b qlora. no spot, no chinese clouds, nothing over 8 gpus")["max_gpus"] == 8
    assert _facts(kb, "qwen3 32b, nothing above 4 cards")["max_gpus"] == 4
    assert _facts(kb, "qwen3 32b lora, none bigger than 2 gpus please")["max_gpus"] == 2
    # neighbours: memory, and what was had before
    assert "max_gpus" not in _facts(kb, "qwen3 32b, nothing over 8 gb of vram")
    assert "max_gpus" not in _facts(kb, "qwen3 32b, we've never had more than 8 gpus running")


def test_renting_mistyped(kb):
    f = _facts(kb, "deepsek r1 distil 32b, int4, 12 peple at once, rentng in the eu")
    assert (f["procure"], f["concurrency"], f["region"]) == ("rent", 12, "intl")
    assert _facts(kb, "qwen3 8b, retning is fine")["procure"] == "rent"
    assert _facts(kb, "qwen3 8b, we're rnting")["procure"] == "rent"
    assert _facts(kb, "buyign a 4090 for sdxl")["procure"] == "buy"
    # neighbour: the negation still reaches the word
    assert "procure" not in _facts(kb, "qwen3 8b, not rentng, we own cards")


def test_a_term_quoted_back_to_ask_what_it_means(kb):
    assert _facts(kb, "你說的「上下文」是指我每次丟進去的文件長度，還是整段對話加起來？") == {}
    assert _facts(kb, 'When you say "context", do you mean the document I paste in or the whole chat?') == {}
    # neighbours: the answer after the question is read; a quoted term with its answer too
    assert _facts(kb, "你说的“并发”是指同时在线的人数，还是每秒的请求？我们同时在线大概 20 个人")["concurrency"] == 20
    assert _facts(kb, "你说的「上下文」我们要 32k，qwen3 8b 做对话")["context_tokens"] == 32768


def test_students_fine_tuning_in_a_course_are_learning(kb):
    f = _facts(kb, "实验课让学生用 QLoRA 微调 qwen2.5 7b，30 个学生，每人一张卡")
    assert (f["task"], f["model"], f["seats"], f["max_gpus"]) == ("learn", "qwen2.5-7b", 30, 1)
    assert _facts(kb, "For my course, students will each fine-tune Qwen3-4B with LoRA in a 3-hour lab session")[
        "task"] == "learn"
    assert _facts(kb, "课程作业：学生自己训练一个 qwen3 0.6b 的 lora")["task"] == "learn"
    # neighbours: a teacher's own fine-tune, a student's own
    assert _facts(kb, "我用课程讨论区的帖子 LoRA 微调一个答疑模型 qwen3 8b")["task"] == "lora"
    assert _facts(kb, "lora 微调 qwen3 8b，学生党没钱")["task"] == "lora"


def test_a_card_of_ones_own_each(kb):
    f = _facts(kb, "学生上机学习 CUDA 编程，每批最多 24 人同时做，每人要一张独立的卡")
    assert (f["seats"], f["max_gpus"]) == (24, 1) and "concurrency" not in f
    assert _facts(kb, "学生上机，30 个学生，每人一张单独的卡")["seats"] == 30
    assert _facts(kb, "a class of 20 students, each needs a separate GPU")["seats"] == 20
    # neighbour: one card for the service is no seats
    assert "seats" not in _facts(kb, "30 个人同时用，独立部署在一张卡上")


def test_an_institution_gives_the_money(kb):
    for said in ("学院出经费，总共 3 万元以内", "学校统一出钱", "系里拨经费，租卡"):
        assert _facts(kb, said)["buyer"] == "company", said
    # neighbour: the school refusing leaves the person paying
    assert _facts(kb, "学校不出经费，我自己掏钱")["buyer"] == "individual"


def test_a_rule_forbids_buying_or_spot(kb):
    f = _facts(kb, "学校不让买设备，只能租国内的云。")
    assert (f["procure"], f["region"]) == ("rent", "cn")
    assert _facts(kb, "公司不允许买硬件，只能租")["procure"] == "rent"
    assert _facts(kb, "学校不让用竞价实例")["interruptible"] is False
    assert _facts(kb, "禁止使用竞价实例")["interruptible"] is False
    # neighbours: the rental forbidden is a purchase; spot allowed stays a yes
    assert _facts(kb, "公司不让租云，只能买服务器")["procure"] == "buy"
    assert _facts(kb, "可以用竞价实例")["interruptible"] is True


def test_a_model_tuned_before_is_served(kb):
    f = _facts(kb, "基于 Qwen2.5-7B-Instruct 用 LoRA 调过的粤语对话 demo，想租卡挂起来，同时在线不超过 8 个人")
    assert (f["task"], f["model"], f["concurrency"]) == ("inference", "qwen2.5-7b", 8) and "checkpoint" not in f
    assert _facts(kb, "之前用 LoRA 微调好的 qwen2.5 7b，现在要部署上线，同时 8 个人")["task"] == "inference"
    assert _facts(kb, "a Qwen2.5-7B we LoRA-tuned last month, now we want to serve it to 8 users at once")[
        "task"] == "inference"
    assert _facts(kb, "Serve our fine-tuned llama 3.1 8b, 20 users at once")["task"] == "inference"
    # neighbours: a new run beside the old one; the tuning still to do
    assert _facts(kb, "之前 LoRA 调过一版 qwen2.5 7b，这次想全参微调")["task"] == "full-finetune"
    assert _facts(kb, "用 LoRA 微调 qwen2.5 7b，调好的模型之后再部署")["task"] == "lora"


def test_anyone_with_the_link_no_login(kb):
    assert _facts(kb, "qwen2.5 7b 的 demo，任何人打开链接就能用")["public_service"] is True
    assert _facts(kb, "qwen3 8b 网页版，免登录就能问")["public_service"] is True
    assert _facts(kb, "qwen3 8b 网页版 demo，不需要登录")["public_service"] is True
    # neighbours: who may use it still open; the firm's own people
    assert "public_service" not in _facts(kb, "qwen3 8b, 谁能用还没定")
    assert _facts(kb, "qwen3 8b，公司内部任何人都能用").get("public_service") is not True


def test_plus_joins_a_second_thing_to_a_models_name(kb):
    assert _facts(kb, "loads stabilityai/stable-diffusion-xl-base-1.0 plus my style LoRA")["model"] == "sdxl"
    assert _facts(kb, "flux.1 dev plus 2 loras, 300 images")["model"] == "flux.1-dev"
    assert _facts(kb, "sdxl plus a detail lora, 100 images")["images"] == 100


def test_a_lot_said_again_after_per(kb):
    assert _facts(kb, "sdxl. The job: 120 sticker packs, 24 designs per pack, one-off.")["images"] == 2880
    assert _facts(kb, "sdxl: 50 albums, 12 covers per album")["images"] == 600
    assert _facts(kb, "sdxl: 50 albums, 12 images per album plus a cover for each album")["images"] == 650
    assert _facts(kb, "120 套表情包，每套 24 张，sdxl")["images"] == 2880
    # neighbour: "per" another thing is no lot of the first
    assert _facts(kb, "sdxl: 40 products, 3 shots per angle").get("images") != 120
