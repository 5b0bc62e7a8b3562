"""A public-facing AI service in mainland China: the filings, labels and consents it needs before launch, each with
its regulation — the generative-AI and algorithm filings for any such service, and deep synthesis's duties for one that
makes or edits pictures or video (faces above all)."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, m, rule


@rule(id="generative-ai-filing", concern="compliance", source="cac-genai-measures-2023", pri=30,
      doc=I18n(en="A public-facing generative-AI service in mainland China: filing, security "
                  "assessment and personal-data rules, each with its source.",
               zh="在大陆面向公众的生成式 AI 服务：备案、安全评估与个人信息规则，各附来源。"),
      when=lambda: [c.job << (m.kind == "job") & (m.public_service == True)
                    & (m.region != "intl") & (m.users_abroad == False)],  # art. 2: a public within the PRC
      shows={"job": ("public_service", "region", "users_in")},
      caveat="generative-ai-filing", show_order=80)
def generative_ai_filing(f):
    return caveat(f, (
        "A public-facing generative-AI service in mainland China must, before launch: file "
        "(备案) under the Interim Measures for the Management of Generative AI Services (CAC and "
        "six ministries, 2023-07-10, in force 2023-08-15; art. 17) and the algorithm filing of "
        "the Provisions on Algorithmic Recommendation of Internet Information Services (in force "
        "2022-03-01; art. 24, within 10 working days); pass the security assessment for services "
        "with public-opinion attributes; and handle users' personal data under the Personal "
        "Information Protection Law (in force 2021-11-01); label generated content (Measures for Labeling "
        "AI-Generated and Synthetic Content, in force 2025-09-01). Using an already filed model does not "
        "file your service; show the model's filing number in the app. Renting GPUs is not the "
        "hard part: budget weeks for the filing."), (
        "在中国大陆面向公众提供生成式 AI 服务，上线前须：按《生成式人工智能服务管理暂行办法》"
        "（国家网信办等七部门，2023-07-10 公布，2023-08-15 施行；第十七条）备案，并按《互联网信息服务"
        "算法推荐管理规定》（2022-03-01 施行；第二十四条，提供服务之日起十个工作日内）履行算法备案；"
        "具有舆论属性或社会动员能力的须做安全评估；用户个人信息按《个人信息保护法》（2021-11-01 施行）"
        "处理；生成内容按《人工智能生成合成内容标识办法》（2025-09-01 施行）加标识。"
        "调用已备案的模型不等于你的服务已备案，应在应用中公示所用模型的备案号。租卡不是难点，"
        "备案要按周计划。"))


@rule(id="generative-ai-filing-ask", concern="compliance", source="cac-genai-measures-2023", pri=30,
      doc=I18n(en="A language model served at a stated load in mainland China, with nothing said of who its users are: "
                  "whether the public sees its output decides whether the generative-AI filing applies — asked, "
                  "not assumed.",
               zh="在大陆按给定负载提供语言模型服务、却没说用户是谁：公众能否看到它的输出，决定是否需要生成式 AI "
                  "备案——提出来问，而不是默认。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn") & (m.task == "inference") & (m.llm == True)
                    & (m.public_stated == False) & (m.public_service == False) & (m.rps > 0)
                    & (m.users_abroad == False)],
      shows={"job": ("region", "rps", "public_stated")},
      caveat="generative-ai-filing-ask", show_order=79)
def generative_ai_filing_ask(f):
    # review 89 c02: "给我们的 SaaS 产品做后端，峰值 20 QPS" in mainland China — the filing never came up
    return caveat(f, (
        "Who sees its answers? If the public in mainland China does (an app, a SaaS product whose customers' users "
        "read the generated text), the service must be filed before launch under the Interim Measures for the "
        "Management of Generative AI Services (2023, art. 17), with the algorithm filing and content labels — plan "
        "weeks for it; an internal or back-office tool needs none. Say --public-service for what it takes."), (
        "谁会看到它的回答？如果面向中国大陆公众（App，或客户的终端用户会读到生成内容的 SaaS 产品），上线前要按"
        "《生成式人工智能服务管理暂行办法》（2023，第十七条）备案，并做算法备案、给生成内容加标识——要按周计划；"
        "只给内部或后台使用的不需要。加 --public-service 可看具体要求。"))


@rule(id="deep-synthesis-service", concern="compliance", source="cac-deep-synthesis-2022", pri=30,
      doc=I18n(en="A public image or video generation service in mainland China is deep synthesis: its own algorithm "
                  "filing and labels, and a face or portrait feature needs the separate consent of the person whose "
                  "face is edited.",
               zh="在大陆面向公众的图像或视频生成服务属于深度合成：要做深度合成算法备案、加标识；提供人脸、写真类"
                  "编辑功能的，要取得被编辑者的单独同意。"),
      when=lambda: [c.job << (m.kind == "job") & (m.public_service == True) & (m.region != "intl")
                    & (m.users_abroad == False) & ((m.task == "image") | (m.task == "video"))],
      shows={"job": ("public_service", "region", "task")},
      caveat="deep-synthesis-service", show_order=81)
def deep_synthesis_service(f):
    return caveat(f, (
        "Generating or editing pictures or video for the public is deep synthesis under the Provisions on the "
        "Administration of Deep Synthesis of Internet Information Services (in force 2023-01-10): the algorithm "
        "filing (art. 19) and visible labels on what it makes (arts. 16-17) apply, and a portrait, avatar or "
        "face-swap feature must have users tell the person whose face is edited and obtain that person's separate "
        "consent (art. 14) — uploaded face photos are sensitive personal information under the PIPL (arts. 28-29). "
        "App stores and mini-program review ask for these before listing."), (
        "面向公众生成或编辑图片、视频属于《互联网信息服务深度合成管理规定》（2023-01-10 施行）的深度合成服务："
        "要做算法备案（第十九条）、对生成内容加显著标识（第十六、十七条）；提供写真、头像、换脸等人脸编辑功能的，"
        "应提示使用者告知被编辑的个人并取得其单独同意（第十四条）——用户上传的人脸照片属于《个人信息保护法》"
        "规定的敏感个人信息（第二十八、二十九条）。应用商店和小程序审核上架前会要求这些材料。"))


@rule(id="ai-content-labels", concern="compliance", source="cac-ai-labeling-measures-2025", pri=30,
      doc=I18n(en="Pictures or video generated in mainland China for a business (not a public service of its own): "
                  "published there, they carry AI-content labels.",
               zh="在中国大陆为业务生成图片或视频（不是自己面向公众的服务）：在国内发布时要加 AI 生成内容标识。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn") & (m.public_service == False)
                    & (m.buyer == "company") & ((m.task == "image") | (m.task == "video"))],
      shows={"job": ("region", "task", "buyer")},
      caveat="ai-content-labels", show_order=82)
def ai_content_labels(f):
    # review 90 c08: 300 Wan2.1 clips a marketing firm makes for a client — no word of the labelling rules
    return caveat(f, (
        "Published in mainland China, AI-generated pictures and video fall under the Measures for Labeling "
        "AI-Generated and Synthetic Content (in force 2025-09-01): whoever publishes them through a platform "
        "declares them and uses its AI-content label (art. 10) — agree with your client who does, before delivery."), (
        "在中国大陆发布的 AI 生成图片、视频适用《人工智能生成合成内容标识办法》（2025-09-01 施行）：通过平台发布的，"
        "发布者要主动声明并使用平台的 AI 内容标识（第十条）——交付前和客户约定由谁来做。"))


RULES = declared(__name__)
