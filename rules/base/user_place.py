"""Where a service's users are, apart from where its machines run (--users-in): mainland China's generative-AI rules
cover a public within the PRC, not buyers abroad served from a mainland machine (review 101 #6: a Shenzhen company's
support bot for European and American shoppers was told to file with the CAC and barred from every foreign card by
PIPL); EU residents' personal data carries GDPR's transfer rules to wherever it is processed outside the EEA."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, rule


@rule(id="users-abroad-no-filing", concern="compliance", source="cac-genai-measures-2023", pri=30,
      doc=I18n(en="A public service whose users are outside mainland China, run by or on the mainland: the "
                  "generative-AI filing covers services to the public within the PRC (Interim Measures art. 2), so "
                  "it is not asked for — said, with what would bring it back.",
               zh="用户在中国大陆以外的公开服务，由大陆公司运营或跑在大陆机器上：生成式 AI 备案针对向境内公众提供的服务"
                  "（《暂行办法》第二条），所以不要求——说明原因，以及什么情况下又要备案。"),
      when=lambda: [c.job << (m.kind == "job") & (m.public_service == True) & (m.users_abroad == True)
                    & ((m.region == "cn") | (m.based_in == "cn"))],
      shows={"job": ("public_service", "users_in", "region")},
      caveat="users-abroad-no-filing", show_order=83)
def users_abroad_no_filing(f):
    return caveat(f, (
        "Your service's public is outside mainland China: the Interim Measures for Generative AI Services apply to "
        "services offered to the public within the PRC (art. 2), so the CAC filing, the algorithm filing and the "
        "mainland content labels are not required for it, wherever the machines are. Open it to users in mainland "
        "China and they are (art. 17; weeks of work). Personal information collected abroad, processed on a mainland "
        "machine and sent back out, with no mainland users' data mixed in, is exempt from the PIPL export assessment, "
        "standard contract and certification (Provisions on Promoting and Regulating Cross-Border Data Flows, "
        "2024-03-22, art. 4) — it is still processed under the PIPL while it is there."), (
        "你的服务面向中国大陆以外的公众：《生成式人工智能服务管理暂行办法》适用于向中华人民共和国境内公众提供的服务"
        "（第二条），所以无论机器放在哪里，都不需要做生成式 AI 备案、算法备案和国内的内容标识。一旦向境内用户开放，"
        "就要备案（第十七条；要按周计划）。在境外收集的个人信息传到境内处理后再向境外提供、其间没有混入境内个人信息的，"
        "免予数据出境安全评估、个人信息出境标准合同和认证（《促进和规范数据跨境流动规定》，2024-03-22，第四条）——"
        "在境内处理期间仍适用《个人信息保护法》。"))


@rule(id="gdpr-transfer", concern="compliance", source="gdpr-2016-chapter-v", pri=30,
      doc=I18n(en="EU users' personal data processed outside the EEA (mainland China, Singapore …): a transfer under "
                  "GDPR Chapter V — an adequacy decision or appropriate safeguards (SCCs) before it starts.",
               zh="欧盟用户的个人信息在欧洲经济区以外处理（中国大陆、新加坡等）：属于 GDPR 第五章的跨境传输——开始前"
                  "要有充分性认定或适当保障措施（标准合同条款）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.users_in == "eu")],
      shows={"job": ("users_in", "region")},
      caveat="gdpr-transfer", show_order=84)
def gdpr_transfer(f):
    return caveat(f, (
        "Your EU users' chats and uploads are personal data under the GDPR: processing them on machines outside the "
        "EEA is a transfer (Chapter V, art. 44). Neither mainland China nor Singapore has an EU adequacy decision "
        "(art. 45), so the transfer needs appropriate safeguards (art. 46) — in practice the Commission's standard "
        "contractual clauses (Implementing Decision (EU) 2021/914) with a transfer impact assessment, signed before "
        "the first chat arrives; the art. 49 derogations are for occasional transfers, not a service's daily traffic. "
        "Machines in the EEA avoid the question; a US seller certified under the EU-US Data Privacy Framework is "
        "covered by its adequacy decision (2023-07-10)."), (
        "欧盟用户的聊天记录和上传内容属于 GDPR 下的个人数据：放到欧洲经济区以外的机器上处理即为跨境传输（第五章，"
        "第 44 条）。"
        "中国大陆和新加坡都没有欧盟的充分性认定（第 45 条），所以要有适当保障措施（第 46 条）——实践中就是欧盟委员会的"
        "标准合同条款（实施决定 (EU) 2021/914）加传输影响评估，在第一条聊天进来之前签好；第 49 条的例外只适用于偶发"
        "传输，不适用于服务的日常流量。机器放在欧洲经济区内就没有这个问题；通过欧美数据隐私框架（DPF）认证的"
        "美国平台受其充分性认定（2023-07-10）覆盖。"))


RULES = declared(__name__)
