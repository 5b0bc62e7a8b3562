"""Personal data under the GDPR, on rented GPUs (review 123 M10: a Leeds insurance broker's call recordings, "personal
data … under GDPR", got no GDPR caveat — the answer's one, gdpr-transfer, followed only --users-in eu). Whoever rents
out the GPUs processes that data for the person: a processor under Art. 28, with a contract before the first file,
and, where the seller is a company outside the UK / EEA, a transfer under Chapter V whatever region the machines sit
in. The facts: --gdpr, or the words ("GDPR", "DSGVO", "EU personal data": advisor_tui.understand.gdpr_said). A pick
rented in mainland China is gdpr-transfer's (rules.base.user_place): its machines are outside the EEA whoever rents."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, info, m, rule


@rule(id="gdpr-processor", concern="compliance", source="gdpr-2016-art-28", pri=30,
      doc=I18n(en="Personal data under the GDPR (or the UK GDPR) on a rented pick: the seller is a processor — its "
                  "data-processing agreement (Art. 28) before the data goes up, a region in the UK / EEA on its own "
                  "data-centre machines, and, for a seller outside them, the transfer's terms (a DPF certification, "
                  "else the standard contractual clauses; for UK data the IDTA or the UK Addendum).",
               zh="受 GDPR（或英国 GDPR）约束的个人数据放在租来的卡上：平台是受托处理者——上传数据前签它的数据处理协议"
                  "（第 28 条），选英国 / 欧洲经济区内的区域和平台自有机房；平台是区外公司时，还要有跨境传输的条款"
                  "（DPF 认证，否则标准合同条款；英国数据用 IDTA 或英国附录）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.gdpr == True) & (m.procure != "buy"),
                    c.p << (m.kind == "pick") & (m.top == True) & (m.offer_region != "cn")],
      shows={"job": ("gdpr",), "p": ("card", "provider")},
      caveat="gdpr-processor", show_order=85)
def gdpr_processor(f):
    return caveat(f, (
        "Personal data under the GDPR (the UK GDPR for a UK firm's data) on rented GPUs: {provider} processes it on "
        "your behalf, so before the first file goes up sign its data-processing agreement (Art. 28: it acts only on "
        "your documented instructions, keeps the data confidential and secure, uses sub-processors only with your "
        "approval, and deletes or returns the data at the end); choose a region in the UK or the EEA and its own "
        "data-centre machines, not community hosts. Where the seller is a company outside the UK / EEA (a US cloud), "
        "its access to the data is a transfer (Chapter V) wherever the machines are: covered if it is certified "
        "under the EU-US Data Privacy Framework (for UK data, also its UK Extension, in force 2023-10-12), otherwise "
        "by the Commission's standard contractual clauses (2021/914) — for UK data the ICO's IDTA or the UK Addendum "
        "to those clauses (in force 2022-03-21) — with a transfer risk assessment."), (
        "受 GDPR 约束的个人数据（英国公司的数据适用英国 GDPR）放在租来的卡上：{provider} 是替你处理数据的受托处理者，"
        "所以上传第一个文件前要签它的数据处理协议（第 28 条：只按你书面的指示处理、保密并保障安全、经你同意才能再委托"
        "他人、服务结束时删除或返还数据）；选英国或欧洲经济区内的区域和平台自有机房的机器，不用社区主机。平台是英国 / "
        "欧洲经济区以外的公司（如美国的云）时，无论机器在哪里，它接触数据都属于跨境传输（第五章）：它通过欧美数据隐私"
        "框架（DPF）认证即可（英国数据还要加入其英国扩展，2023-10-12 生效），否则要签欧盟委员会的标准合同条款"
        "（2021/914）——英国数据用 ICO 的 IDTA 或这些条款的英国附录（2022-03-21 生效）——并做传输风险评估。"),
        provider=info(f, "p", "provider_name"))


RULES = declared(__name__)
