"""Review 123 C5 and M11 (c09, a start-up pretraining a Qwen3-1.7B-shaped model on a 50B-token Chinese corpus,
¥200k, "包月 8 卡 A800 还是 H20"): the answer said "地区 中国大陆（cn）" — assumed, not said — and led with 8 × B200
at Vast.ai, a US peer-to-peer host paid in USD, while `--region cn` gave 2 × A800 at UCloud; and no word that the
corpus would leave the country. An answer ranks within the region it says it assumed: cards rented only abroad rank
after, the cheaper plan abroad is a what-if with 数据出境 to weigh, and a pick abroad carries the data-export caveat
naming the law. An English writer assumed abroad keeps being answered abroad."""

from __future__ import annotations

import json

C09 = ("创业团队，打算从零预训练一个跟qwen3-1.7b同结构的小模型（不用它的权重，随机初始化），"
       "中文语料大约500亿token，跑1个epoch，序列长度4096。预算20万人民币，希望一个月内训完，"
       "考虑包月租8卡的A800或者H20，哪个划算？")
LORA_ZH = "想用 LoRA 微调 qwen3-8b，数据 5000 条，每条 1000 token，跑 3 个 epoch，预算 500 元"
COMPANY_FT = "公司要对 Qwen3-32B 做全参微调，语料 2 亿 token，2 个 epoch，两周内完成，预算 5 万元"
LORA_EN = "Fine-tune qwen3-8b with LoRA on 20M tokens, 3 epochs, budget $50"


def _cli(capsys, *args: str) -> str:
    from advisor_tui.cli import main

    assert main(["recommend", *args]) == 0
    return capsys.readouterr().out


def _json(capsys, *args: str) -> dict:
    return json.loads(_cli(capsys, "--json", *args))


def _assumed(data: dict, fact: str) -> bool:
    return any(a["fact"] == fact for a in data["facts"]["assumed"])


def test_the_reviews_command_ranks_within_the_mainland_it_assumed(capsys):
    data = _json(capsys, "--lang", "zh", "--say", C09)
    assert data["facts"]["region"] == "cn" and _assumed(data, "region")
    assert data["picks"] and all(p["offer"]["region"] == "cn" for p in data["picks"])
    assert data["picks"][0]["card"] == "a800-80g" and data["picks"][0]["offer"]["provider"] == "ucloud-compshare"
    # the offshore B200 is ranked after, saying the region was assumed
    b200 = next(r for r in data["rejected"] if r["card"] == "b200")
    assert r"本答案按中国大陆计（默认" in b200["why"][0]["text"]
    # the same pick as when the region is said
    said = _json(capsys, "--lang", "zh", "--region", "cn", "--say", C09)
    assert [(p["card"], p["gpus"], p["offer"]["provider"]) for p in said["picks"]][:1] == \
        [(p["card"], p["gpus"], p["offer"]["provider"]) for p in data["picks"]][:1]


def test_the_cheaper_plan_abroad_is_a_what_if_with_the_border_it_crosses(capsys):
    out = _cli(capsys, "--lang", "zh", "--say", C09)
    line = next(x for x in out.splitlines() if "若改在境外租" in x)
    assert "Vast.ai 的 8 张 NVIDIA B200" in line and "比推荐便宜" in line
    assert "《个人信息保护法》第 38–39 条" in line and "《数据出境安全评估办法》" in line
    en = _cli(capsys, "--lang", "en", "--say", C09)
    assert "Renting outside mainland China instead (this answer assumed the mainland" in en
    # said, the mainland is a requirement: no plan abroad is offered in its place
    said = _cli(capsys, "--lang", "zh", "--region", "cn", "--say", C09)
    assert "若改在境外租" not in said


def test_other_mainland_writers_by_assumption_rent_on_the_mainland(capsys):
    for text in (LORA_ZH, COMPANY_FT):
        data = _json(capsys, "--lang", "zh", "--say", text)
        assert data["facts"]["region"] == "cn" and _assumed(data, "region")
        assert data["picks"] and data["picks"][0]["offer"]["region"] == "cn", text


def test_a_pick_abroad_for_a_mainland_training_job_names_the_data_export_law(capsys):
    """Where only a card rented abroad holds the job, the corpus leaves the country: PIPL and the export security
    assessment are named (M11), for a person on their own as for a company."""
    data = _json(capsys, "--lang", "zh", "--only-cards", "b200", "--say", C09)
    assert data["picks"][0]["offer"]["region"] == "intl"
    cav = next(c for c in data["caveats"] if c["id"] == "cross-border-data")
    assert "《个人信息保护法》第 38–39 条" in cav["text"] and "《数据出境安全评估办法》" in cav["text"]
    assert "训练语料" in cav["text"]


def test_an_english_writer_assumed_abroad_is_not_offered_mainland_sellers(capsys):
    data = _json(capsys, "--lang", "en", "--say", LORA_EN)
    assert data["facts"]["region"] == "intl" and _assumed(data, "region")
    assert data["picks"] and all(p["offer"]["region"] == "intl" for p in data["picks"])
    assert not any("region" in w["change"] for w in data["what_if"])
    assert not any(c["id"] == "cross-border-data" for c in data["caveats"])


def test_neighbours_a_said_abroad_an_invoice_and_a_service_in_china_keep_their_answers(capsys):
    # a Chinese writer who says abroad rents abroad, with no mainland ranking and no abroad what-if
    abroad = _json(capsys, "--lang", "zh", "--region", "intl", "--say", C09)
    assert abroad["picks"][0]["offer"]["region"] == "intl"
    assert not any(w["rule"] == "cn-said-prefers-onshore" for r in abroad["rejected"] for w in r["why"])
    # a mainland VAT invoice comes from no seller abroad: nothing abroad is offered as a what-if
    invoiced = _cli(capsys, "--lang", "zh", "--say", COMPANY_FT + "，要开专票")
    assert "若改在境外租" not in invoiced
    # a service whose users are in China keeps its own rule (cn-serving-prefers-onshore), with no abroad what-if
    serving = _json(capsys, "--lang", "zh", "--say", "部署 qwen3-32b 给国内用户用，高峰每秒 2 个请求，每月预算 2 万元")
    assert not any("region" in w["change"] for w in serving["what_if"])
