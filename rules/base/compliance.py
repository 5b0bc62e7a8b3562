"""Mainland-China procurement (seed 001): export-restricted cards are out; H20 / Ascend /
A800-class / 4090D / L20 are the compliant choices; overseas rentals are not domestic procurement."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, conclude, declared, m, reject, rule


@rule(id="compliance-excludes-restricted", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="With --compliance, export-restricted cards are ruled out.",
               zh="--compliance 时排除受出口管制的卡。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True),
                    c.card << (m.kind == "card") & (m.china == "export-restricted")],
      shows={"job": ("compliance",), "card": ("card", "china")})
def compliance_excludes_restricted(f):
    return reject(
        f, f.card["card"],
        "export-restricted for mainland China: it cannot be procured compliantly there.",
        "属于对华出口管制型号：国内无法合规采购。")


@rule(id="compliance-needs-domestic-offer", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="With --compliance, a card needs an offer from a mainland platform.",
               zh="--compliance 时，卡必须有国内平台的报价。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True),
                    c.card << (m.kind == "card") & (m.china != "export-restricted")
                    & (m.has_cn_offer == False)],
      shows={"job": ("compliance",), "card": ("card", "has_cn_offer")})
def compliance_needs_domestic_offer(f):
    return reject(
        f, f.card["card"],
        "no mainland-China offer in the knowledge base, and compliant procurement means a "
        "domestic platform (invoice, SLA); add one with --knowledge if you have it.",
        "知识库里没有国内平台的报价，而合规采购要走国内平台（发票、SLA）；"
        "有报价可用 --knowledge 补充。")


@rule(id="domestic-compliance", concern="compliance", source="seed-001", pri=30,
      doc=I18n(en="Mainland procurement: say which cards are the compliant choices.",
               zh="国内合规采购：说明哪些卡是合规选择。"),
      when=lambda: [c.job << (m.kind == "job") & (m.compliance == True)],
      shows={"job": ("compliance", "region")},
      caveat="domestic-compliance", show_order=60)
def domestic_compliance(f):
    f.sink.caveat(f.rule.caveat, f.rule, conclude(
        "Mainland compliance: prefer H20 (96 GB), Ascend 910B/910C, A800, RTX 4090D and L20; "
        "H100/H200/A100/B200/4090 are export-restricted. Confirm invoices, SLA and renewal terms "
        "before signing; moving CUDA code to Ascend's CANN costs engineering time (source 2).",
        "国内合规：优先 H20（96 GB）、昇腾 910B/910C、A800、RTX 4090D、L20；H100/H200/A100/"
        "B200/4090 受出口管制。签约前确认发票、SLA 与续费规则；CUDA 代码迁到昇腾 CANN 要预留"
        "工程排期（来源 2）。"))
    return None


RULES = declared(__name__)
