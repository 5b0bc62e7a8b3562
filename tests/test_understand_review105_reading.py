"""Review 105's reading (a blind ML-infra reviewer): facts stated wrong or dropped, taught as families — each with
neighbours that must not read the same."""

from __future__ import annotations

import datetime

from tests.understand_helpers import read_on

_read, _facts = read_on(datetime.date(2026, 12, 7))  # (kb: the session's, tests/conftest.py)


def test_the_users_abroad_are_no_place_for_the_machines(kb):
    said = ("我们是北京一家做跨境电商客服 SaaS 的公司，想私有化部署 Qwen3-32B 做智能客服，上下文 16k，"
            "高峰大概 30 路并发，每条回复 400 token 左右，不要思考模式。预算每月 2 万元以内，"
            "需要开增值税专票，7x24 小时在线。"
            "终端用户都是海外买家，不是国内公众。")
    f = _facts(kb, said)
    assert (f["region"], f["users_in"], f["invoice"]) == ("cn", "intl", "vat-special")
    for text in ("我们是北京一家公司，终端用户都是海外买家。",
                 "我們是北京一家公司，終端用戶都是海外買家，不是國內公眾。",
                 "我们是北京一家公司，用户都在海外，不在国内。",
                 "我们是北京一家公司，终端用户都是海外买家，不面向国内用户。",
                 "We're a Beijing company; our users are overseas, not in China."):
        f = _facts(kb, text)
        assert (f.get("region"), f.get("users_in")) == ("cn", "intl"), text
    # neighbours: the machines' own place abroad stays the region, with or without the users'
    assert _facts(kb, "我们是北京一家公司，用户都在海外，机器要放海外。")["region"] == "intl"
    assert _facts(kb, "We're a Beijing company. Servers must be outside China.")["region"] == "intl"
    assert _facts(kb, "我们是北京一家公司，不要国内的机房。")["region"] == "intl"
    assert _facts(kb, "我们是北京一家公司，服务器不在国内。")["region"] == "intl"
    f = _facts(kb, "We're a Beijing company; our users are all overseas. Servers must be outside China.")
    assert (f["region"], f["users_in"]) == ("intl", "intl")
    # users at home say nothing of the users abroad
    assert "users_in" not in _facts(kb, "用户都在国内")
    # where the person is beside the users' at home rents near the users (review 10 F3); a public cloud is no people
    assert _facts(kb, "我们在美国，用户是国内的") == {"region": "cn", "based_in": "intl"}
    assert _facts(kb, "deploy qwen3-8b, no China public cloud")["region"] == "intl"
    # a place refused with no need leaves the users' the only one said (utterances_negation)
    assert _facts(kb, "no need for a China region, we serve US users")["region"] == "intl"


def test_a_document_in_and_its_summary_out(kb):
    said = ("我哋係香港一間 fintech 初創，想自己部署 gpt-oss-120b 幫研究員摘要券商報告，內部大約 20 個同事用，"
            "報告通常 30k token，摘要 1,000 token 左右。預算每月港幣 15,000，資料唔可以出香港，唔好用內地雲。")
    u = _read(kb, said)
    assert (u.facts["input_tokens"], u.facts["output_tokens"]) == (30720, 1000)
    assert "context_tokens" not in u.facts and u.facts["no_mainland_sellers"] is True
    # the mainland clouds' Hong Kong regions are not offered to one who refused them
    assert not any("ap-hongkong" in n.en for n in u.notes)
    assert any("ap-hongkong" in n.en for n in _read(kb, "想自己部署 gpt-oss-120b，資料唔可以出香港。").notes)
    f = _facts(kb, "用 qwen3-32b 总结会议，纪要一般 8k token，总结 500 token")
    assert (f["input_tokens"], f["output_tokens"]) == (8192, 500)
    f = _facts(kb, "合同大概 12000 token，输出的摘要控制在 800 token")
    assert (f["input_tokens"], f["output_tokens"]) == (12000, 800)
    f = _facts(kb, "We serve Llama 3.1 8B to summarise; reports are usually ~30k tokens, summaries about 1k tokens.")
    assert (f["input_tokens"], f["output_tokens"]) == (30720, 1024)
    f = _facts(kb, "Summarise 30k-token reports into ~1k-token summaries with Qwen3 32B")
    assert (f["input_tokens"], f["output_tokens"]) == (30720, 1024)
    # neighbours: a summary's length in characters is no tokens out; a context is no document
    f = _facts(kb, "报告通常 30k token，摘要 1000 字左右，用 qwen3-32b")
    assert f["context_tokens"] == 30720 and "output_tokens" not in f
    assert "output_tokens" not in _facts(kb, "用 qwen3-32b，上下文 32k token，摘要要准确")


def test_a_detectors_image_size_said_as_a_size(kb):
    said = ("成都一家游戏公司，要训练 YOLO11x 做游戏画面里的 UI 元素检测，12 万张标注图，图片尺寸 1280，"
            "训练 150 个 epoch，希望 4 天内训完。在 AutoDL 上租，按小时计费，预算 3000 元以内。")
    assert _facts(kb, said)["imgsz"] == 1280
    for text in ("用 YOLO11x 训练，圖片尺寸 1280，12 萬張圖", "训练 yolo11x，分辨率 1280",
                 "训练 yolo11x，图片大小 1280",
                 "训练 yolo11x，输入分辨率设成 1280", "train yolo11x, input resolution 1280, 100 epochs",
                 "train yolo11x with imgsz=1280 for 100 epochs", "Train YOLO11x at 1280 px, 30k images",
                 "fine-tune yolov8m at an image size of 1280, 100 epochs"):
        assert _facts(kb, text).get("imgsz") == 1280, text
    # square pictures named by their count are the size they train at (detection_set.py)
    assert _read(kb, "Train YOLO11x on 50k 1280x1280 images, 100 epochs").implied().get("imgsz") == 1280
    # neighbours: a count of pictures, a camera's frame, a card's memory, a VLM's photo
    assert "imgsz" not in _facts(kb, "训练yolov8m，1280 张图，100 个 epoch")
    assert "imgsz" not in _facts(kb, "训练 yolo11x，摄像头分辨率 1080p，2 万张图")
    assert "imgsz" not in _facts(kb, "训练 yolo11x，摄像头分辨率 1920x1080，2 万张图")
    assert "imgsz" not in _facts(kb, "训练 yolo11x，显存大小 2048")
    assert "imgsz" not in _facts(kb, "用 qwen2.5-vl-7b 识别照片，图片尺寸 1280")


def test_a_firm_dealt_with_is_no_buyer(kb):
    assert "buyer" not in _facts(kb, "用 FLUX.1-dev 生成海报，已经向 Black Forest Labs 买了商用授权")
    assert "buyer" not in _facts(kb, "We bought a commercial license from Black Forest Labs for FLUX.1-dev")
    assert "buyer" not in _facts(kb, "Black Forest Labs sold us a commercial licence for FLUX.1-dev")
    assert "buyer" not in _facts(kb, "从 Acme GmbH 采购了两台服务器，跑 qwen3-32b")
    # the buyer is read from the rest: the agency writing
    said = "我们是北京一家广告公司，用 FLUX.1-dev 生成海报，已经向 Black Forest Labs 买了商用授权"
    assert _facts(kb, said)["buyer"] == "company"
    # neighbours: a firm named as the customer or as who writes stays the buyer
    assert _facts(kb, "Customer: Falcon Freight LLC, Dubai. Serve qwen3-8b")["buyer"] == "company"
    assert _facts(kb, "We're Harbor Lane Media (podcast network), serving llama 3.1 8b")["buyer"] == "company"


def test_a_power_supply_in_chinese_is_checked_as_one(kb):
    # (already read before review 105: the reviewer's "未能确定：“1000W”" is the supply said back, checked as --psu)
    for text in ("想买显卡跑 qwen3-14b，电源 1000W。", "想买显卡跑 qwen3-14b，1000W 电源。",
                 "I want to buy a GPU, my PSU is 1000W"):
        assert _read(kb, text).implied().get("psu_w") == 1000, text
    assert "psu_w" not in _read(kb, "想买显卡跑 qwen3-14b，单卡功耗 350W 以内").implied()


def test_no_mainland_cloud_beside_data_kept_in_hong_kong(kb):
    for text in ("deploy gpt-oss-120b; data must stay in Hong Kong, no mainland cloud",
                 "deploy gpt-oss-120b; no mainland cloud, data must stay in Hong Kong",
                 "想自己部署 gpt-oss-120b，资料不可以出香港，不要用内地云。"):
        u = _read(kb, text)
        assert u.facts["no_mainland_sellers"] is True and not any("ap-hongkong" in n.en for n in u.notes), text
    # neighbours: data kept in Hong Kong alone keeps the mainland clouds' Hong Kong regions; servers refused imply it
    u = _read(kb, "deploy gpt-oss-120b; data must stay in Hong Kong")
    assert "no_mainland_sellers" not in u.facts and "no_mainland_sellers" not in u.implied()
    assert _read(kb, "deploy gpt-oss-120b; no mainland servers").implied()["no_mainland_sellers"] is True
