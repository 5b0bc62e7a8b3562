"""Capability gates: will the pick run the stack at all, not only hold it in memory (issue 21).

Card fields `bf16`, `flash_attention_2`, `mxfp4_vllm` (knowledge/data/cards.yaml, with their
capability_source) and the model's `native_context` / `rope_scaling` (models.yaml) are read here.
"""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, info, m, reject, rule

LONG_CONTEXT = 32_768  # from here on, attention without FlashAttention-2 costs time and memory


@rule(id="bf16-unsupported", concern="capability", source="flash-attn-readme", pri=12,
      doc=I18n(en="BF16 stacks (training in BF16; image/video models released and run in "
                  "BF16) need BF16 tensor cores (Ampere or newer): V100, V100S, T4 and P40 "
                  "are ruled out for them.",
               zh="BF16 技术栈（BF16 训练；以 BF16 发布和运行的图像/视频模型）需要 BF16 Tensor "
                  "Core（Ampere 及更新）：V100、V100S、T4、P40 不参与。"),
      when=lambda: [c.job << (m.kind == "job") & (m.bf16_stack == True),
                    c.card << (m.kind == "card") & (m.bf16 == "no")],
      shows={"job": ("task", "precision", "bf16_stack"), "card": ("card", "bf16")})
def bf16_unsupported(f):
    return reject(
        f, f.card["card"],
        "no BF16 tensor math ({arch}): a BF16 stack has to fall back to FP16 (training: mixed "
        "precision with loss scaling), which overflows for models trained in BF16, and runs "
        "without FlashAttention-2 — choose an Ampere or newer card (or say --precision fp16 if "
        "your stack is tested in FP16).",
        "不支持 BF16 张量运算（{arch}）：BF16 技术栈只能退回 FP16（训练要混合精度加损失缩放），"
        "对以 BF16 训练的模型容易溢出，也没有 FlashAttention-2——请选 Ampere 及更新的卡"
        "（若你的流程已在 FP16 下验证，可指定 --precision fp16）。",
        arch=info(f, "card", "arch"))


@rule(id="long-context-no-flash-attention", concern="capability", source="flash-attn-readme", pri=12,
      doc=I18n(en="Long context (32k tokens or more) on a card without FlashAttention-2 "
                  "(Volta, Turing, Pascal) is ruled out: slower attention, more memory.",
               zh="长上下文（32k token 及以上）不选不支持 FlashAttention-2 的卡（Volta、Turing、"
                  "Pascal）：注意力更慢、显存更大。"),
      when=lambda: [c.job << (m.kind == "job") & (m.llm == True)
                    & (m.context >= LONG_CONTEXT),
                    c.card << (m.kind == "card") & (m.fa2 == "no")],
      shows={"job": ("context",), "card": ("card", "fa2")})
def long_context_no_flash_attention(f):
    return reject(
        f, f.card["card"],
        "no FlashAttention-2 ({arch}): at {ctx:,} tokens attention falls back to slower kernels "
        "(xformers / PyTorch SDPA), prefill takes several times longer and training "
        "materialises more attention memory — not a long-context card.",
        "不支持 FlashAttention-2（{arch}）：{ctx:,} token 时注意力只能退回较慢的内核（xformers / "
        "PyTorch SDPA），预填充要慢数倍，训练时注意力显存也更大——不适合长上下文。",
        arch=info(f, "card", "arch"), ctx=f.job["context"])


@rule(id="mxfp4-unsupported", concern="capability", source="vllm-gpt-oss-recipe", pri=12,
      doc=I18n(en="MXFP4 weights (gpt-oss) in vLLM need Ampere or newer (Marlin / Triton "
                  "kernels); older cards, and Ascend (vLLM Ascend has no FP4), are ruled out for them.",
               zh="vLLM 跑 MXFP4 权重（gpt-oss）需要 Ampere 及更新（Marlin / Triton 内核）；"
                  "更老的卡和昇腾（vLLM Ascend 不支持 FP4）不参与。"),
      when=lambda: [c.job << (m.kind == "job") & (m.precision == "mxfp4")
                    & (m.engine != "llama.cpp"),
                    c.card << (m.kind == "card") & (m.mxfp4 == "no")],
      shows={"job": ("precision", "engine"), "card": ("card", "mxfp4")})
def mxfp4_unsupported(f):
    # (review 64 C9: one 910C was said to hold gpt-oss-120b's MXFP4 file, which vLLM Ascend cannot load)
    if f.card.get("vendor") == "huawei" or "Ascend" in str(info(f, "card", "arch")):
        return reject(
            f, f.card["card"],
            "vLLM Ascend does not load the released MXFP4 (FP4) weights (vllm-ascend #7131: the fp4 type is not "
            "supported); on Ascend run the BF16 release (--precision bf16, about four times the memory) or an 8-bit "
            "quantisation of it.",
            "vLLM Ascend 无法加载发布的 MXFP4（FP4）权重（vllm-ascend #7131：不支持 fp4 类型）；在昇腾上请用 BF16 "
            "版本（--precision bf16，显存约为四倍）或其 8 位量化版本。")
    return reject(
        f, f.card["card"],
        "vLLM's MXFP4 kernels (Marlin / Triton MoE, what gpt-oss ships in) need Ampere or newer; "
        "on {arch} the model does not load in its released format — use a GGUF build on "
        "llama.cpp, or an Ampere+ card.",
        "vLLM 的 MXFP4 内核（gpt-oss 发布格式所用的 Marlin / Triton MoE）需要 Ampere 及更新的卡；"
        "{arch} 上无法按发布格式加载——改用 llama.cpp 的 GGUF 版本，或选 Ampere 以上的卡。",
        arch=info(f, "card", "arch"))


@rule(id="rope-scaling-needed", concern="capability", source="hf-qwen2.5-7b-instruct-card", pri=50,
      doc=I18n(en="A context beyond the model's native training context needs its rope "
                  "scaling (Qwen2.5 beyond 32k: YaRN) switched on.",
               zh="超过模型原生训练长度的上下文需要开启其 RoPE 扩展（Qwen2.5 超过 32k：YaRN）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.native_context > 0)
                    & (m.context > m.native_context)
                    & ((m.rope_ceiling == 0) | (m.context <= m.rope_ceiling))],
      shows={"job": ("context", "native_context")},
      caveat="rope-scaling", show_order=300)
def rope_scaling_needed(f):
    job = f.job
    return caveat(
        f,
        "Context {ctx:,} is beyond the {native:,} tokens the model was trained on natively: "
        "enable {rope} rope scaling (for vLLM: --hf-overrides with rope_scaling, factor "
        "{factor:g}); static scaling can lower quality on short prompts, so enable it only when "
        "you need the long context (model card).",
        "上下文 {ctx:,} 超过模型原生训练的 {native:,} token：需开启 {rope} RoPE 扩展（vLLM 用 "
        "--hf-overrides 设置 rope_scaling，系数 {factor:g}）；静态扩展可能降低短文本质量，只在需要"
        "长上下文时开启（模型卡）。",
        ctx=job["context"], native=job["native_context"], rope=job["rope"] or "the model's",
        factor=max(1.0, -(-job["context"] // job["native_context"])))


@rule(id="rope-beyond-card", concern="capability", source="hf-qwen2.5-7b-instruct-card", pri=50,
      doc=I18n(en="A context beyond the longest the model's publisher documents with its rope scaling (Qwen2.5: YaRN "
                  "factor 4, 131,072 tokens) is not supported: the launch stops at that length and the answer says so.",
               zh="超过发布方用 RoPE 扩展所给最长长度（Qwen2.5：YaRN 系数 4，131,072 token）的上下文不受支持：启动命令"
                  "止于该长度，回答明说。"),
      when=lambda: [c.job << (m.kind == "job") & (m.rope_ceiling > 0) & (m.context > m.rope_ceiling)],
      shows={"job": ("context", "native_context", "rope_ceiling")},
      caveat="rope-beyond-card", show_order=301)
def rope_beyond_card(f):
    # (review 98 c08: 1,048,576 tokens on Qwen2.5-7B were launched with YaRN ×32 — it starts, but the card documents
    # ×4; what it measures at 1M is not the model)
    job = f.job
    return caveat(
        f,
        "Context {ctx:,} is beyond what {model} supports: its card documents {rope} rope scaling up to factor "
        "{factor:g} ({most:,} tokens from {native:,} trained natively); stretching it further starts, but the "
        "output past {most:,} tokens is not the model's. The launch stops at --max-model-len {most:,}; for "
        "{ctx:,} take a model trained for that length.",
        "上下文 {ctx:,} 超出 {model} 支持的范围：模型卡给出的 {rope} RoPE 扩展最多到系数 {factor:g}（原生 {native:,} → "
        "{most:,} token）；再拉长虽能启动，但超过 {most:,} token 的输出已不代表该模型。启动命令止于 "
        "--max-model-len {most:,}；要 {ctx:,} 请换按该长度训练的模型。",
        ctx=job["context"], native=job["native_context"], most=job["rope_ceiling"], rope=job["rope"],
        factor=job["rope_ceiling"] / job["native_context"], model=f.sink.info[("job", "")]["model_name"])


@rule(id="licence-restricts-commercial", concern="capability", source="bfl-flux1-dev-license", pri=50,
      doc=I18n(en="A model whose licence forbids commercial use of the weights (FLUX.1 [dev]) "
                  "carries that caveat.",
               zh="许可禁止商业使用权重的模型（FLUX.1 [dev]）附带该提醒。"),
      when=lambda: [c.job << (m.kind == "job") & (m.commercial == "no")],
      shows={"job": ("commercial", "buyer")},
      caveat="licence-restricts-commercial", show_order=330)
def licence_restricts_commercial(f):
    sibling = f.sink.info[("job", "")]["commercial_sibling"]
    if f.job["buyer"] == "company":  # review 8 F10: a company's own production run is commercial use
        return caveat(
            f,
            "{name} is released under the {licence}: the weights are for non-commercial use, and a "
            "company running it for its business is using them commercially — take the publisher's "
            "commercial licence, or have legal read the licence, before the job.{alt}",
            "{name} 以 {licence} 发布：权重仅限非商业使用，公司为业务运行它就属于商业使用——开跑前"
            "向发布方取得商业许可，或请法务审阅许可。{alt_zh}",
            name=f.sink.info[("job", "")]["model_name"], licence=f.sink.info[("job", "")]["licence"],
            alt=(f" {sibling} of the same family allows commercial use." if sibling else ""),
            alt_zh=(f"同系列的 {sibling} 允许商用。" if sibling else ""))
    return caveat(
        f,
        # (review 75 C06: "outputs themselves are not restricted" read as a green light to an online shop making its
        # listing images — running the model for any business activity is the commercial use the licence bars)
        "{name} is released under the {licence}: the weights are for non-commercial use only (research, "
        "personal projects); running it for any business activity — a shop's product images, client work, a "
        "product or paid service — needs a commercial licence from its publisher, even though the licence claims "
        "no rights over the images themselves.{alt}",
        "{name} 以 {licence} 发布：权重仅限非商业使用（研究、个人项目）；只要是为经营活动运行它——店铺商品图、"
        "给客户做的图、产品或付费服务——都需要向发布方取得商业许可，尽管许可不主张对生成结果本身的权利。{alt_zh}",
        name=f.sink.info[("job", "")]["model_name"], licence=f.sink.info[("job", "")]["licence"],
        alt=(f" {sibling} of the same family allows commercial use." if sibling else ""),
        alt_zh=(f"同系列的 {sibling} 允许商用。" if sibling else ""))


@rule(id="family-licence-differs", concern="capability", source="bfl-flux1-dev-license", pri=50,
      doc=I18n(en="A media job sized by its family with no model named, whose members' licences differ (FLUX.1 "
                  "[dev] non-commercial, FLUX.1 [schnell] Apache-2.0), says which allow commercial use.",
               zh="只说了系列、没说具体模型的媒体任务，若系列成员的许可不同（FLUX.1 [dev] 非商用，"
                  "FLUX.1 [schnell] Apache-2.0），说明哪些允许商用。"),
      when=lambda: [c.job << (m.kind == "job") & (m.family_licence == "mixed")],
      shows={"job": ("family_licence",)},
      caveat="family-licence-differs", show_order=331)
def family_licence_differs(f):
    return caveat(
        f,
        # (review 115 C8: "it's commercial use" beside "FLUX.1", answered with "which one?" and no licence word)
        "Which model you run decides the licence: {noncommercial} — for non-commercial use only; running one for "
        "any business activity (a shop's product images, client work, a paid service) needs a commercial licence "
        "from its publisher. {commercial} — allows commercial use.",
        "运行哪一个决定许可：{noncommercial}——仅限非商业使用；只要为经营活动运行（店铺商品图、给客户做的图、付费服务），"
        "都要向发布方取得商业许可。{commercial}——允许商用。",
        noncommercial=f.sink.info[("job", "")]["family_noncommercial"],
        commercial=f.sink.info[("job", "")]["family_commercial"])


_TERRITORY = {"EU": ("the European Union", "欧盟"), "UK": ("the United Kingdom", "英国"), "KR": ("South Korea", "韩国")}


@rule(id="licence-territory", concern="capability", source="hunyuanvideo-license", pri=50,
      doc=I18n(en="A model whose licence grants nothing in some territories (HunyuanVideo: the EU, the UK and "
                  "South Korea, outputs included) says so before the job, with a model licensed everywhere.",
               zh="许可在部分地区不授予任何权利的模型（HunyuanVideo：欧盟、英国、韩国，生成结果也包括在内）在开跑前"
                  "说明这一点，并给出处处可用的模型。"),
      when=lambda: [c.job << (m.kind == "job") & (m.territory_limited == True)],
      shows={"job": ("territory_limited",)},
      caveat="licence-territory", show_order=4)
def licence_territory(f):
    job = f.sink.info[("job", "")]
    alt = job["territory_alternative"]
    codes = job["licence_excludes"]
    places = [_TERRITORY.get(code, (code, code)) for code in codes]
    en = ", ".join(p[0] for p in places[:-1]) + (" and " if len(places) > 1 else "") + places[-1][0]
    return caveat(
        f,
        "{name}'s {licence} does not apply in {places}: a person or company there, or a client whose campaign "
        "runs there, has no licence to use the model or its outputs (the licence forbids using the output "
        "outside its territory).{alt}",
        "{name} 的 {licence} 在{places_zh}不适用：当地的个人或公司，或在当地投放的客户项目，都没有使用该模型及其"
        "生成结果的许可（许可禁止在其地域外使用生成结果）。{alt_zh}",
        name=job["model_name"], licence=job["licence"], places=en, places_zh="、".join(p[1] for p in places),
        alt=f" {alt}, licensed for commercial use with no territory limit, is the catalogue's alternative for the "
        "same work." if alt else "", alt_zh=f"同类工作可换用 {alt}（可商用，无地域限制）。" if alt else "")


SLOW_PREFILL_S = 10  # the wait before a first token that the slow-prefill caveat names


@rule(id="slow-prefill", concern="capability", source="seed-004", pri=50,
      doc=I18n(en="A picked serving card that needs 10 s or more to read the full prompt (prefill at the "
                  "card's measured tuned-kernel utilisation), at least twice an H100's time (H20, L20, A100 at long "
                  "context), carries the estimated wait before the first token.",
               zh="选中的推理卡读入完整提示（按该卡实测的优化内核利用率）需要 10 秒以上、且至少是 H100 的两倍"
                  "（长上下文下的 H20、L20、A100）时，给出首 token 之前的预估等待。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference"),
                    c.p << (m.kind == "pick"),
                    c.card << (m.kind == "card") & (m.card == c.p.card)
                    & (m.prefill_wait_s >= SLOW_PREFILL_S) & (m.prefill_wait_s >= m.prefill_ref_s * 2)],
      shows={"job": ("context",), "card": ("card", "prefill_wait_s", "prefill_s", "prefill_ref_s", "prefill_ref_gpus")},
      caveat="slow-prefill", show_order=310, per_card=True)
def slow_prefill(f):
    card = f.card
    return caveat(
        f,
        "{card} has less compute for its memory: reading one full {ctx:,}-token prompt (prefill) takes "
        "about {secs:,.0f} s per request before the first token — at the share of its dense peak that "
        "tuned kernels reach (the full peak alone would be {peak:,.0f} s) — against about {ref:,.1f} s on "
        "{n} × H100 SXM. Fine for short prompts and batch jobs; for long-prompt interactive serving, plan "
        "on prefix caching or a compute-heavy card.",
        "{card} 相对显存算力偏弱：读入一个完整的 {ctx:,} token 提示（预填充）每个请求约 {secs:,.0f} 秒才出第一个 "
        "token（按优化内核能达到的稠密峰值比例算；即便满峰值也要 {peak:,.0f} 秒），{n} 张 H100 SXM 约 {ref:,.1f} 秒。"
        "短提示和批处理无妨；长提示的交互式服务请用前缀缓存或算力更强的卡。",
        card=card["card"], ctx=f.job["context"], secs=card["prefill_wait_s"], peak=card["prefill_s"],
        ref=card["prefill_ref_s"], n=card["prefill_ref_gpus"])


LONG_WINDOW = 32_768  # tokens: a window from which a full prompt's read is seconds even on the fastest cards


@rule(id="long-prompt-first-token", concern="capability", source="seed-004", pri=50,
      doc=I18n(en="A picked serving card for a long window (32k tokens or more), no request rate or prompt size "
                  "given: the time one full prompt takes to read before its first token, how many such reads a copy "
                  "does a minute, "
                  "and the wait of the last of the sequences sent at once — where the slow-prefill caveat does not "
                  "already say it.",
               zh="长窗口（3.2 万 token 以上）且未给请求速率时，选中的推理卡：读入一个完整提示、出第一个 token 之前"
                  "要多久，一份副本每分钟能读几个这样的提示，以及同时发来的请求中最后一个要等多久——慢预填充提醒"
                  "已经说过的除外。"),
      when=lambda: [c.job << (m.kind == "job") & (m.task == "inference") & (m.rps == 0)
                    & (m.context >= LONG_WINDOW) & (m.prompt_said == False),
                    c.p << (m.kind == "pick"),
                    c.card << (m.kind == "card") & (m.card == c.p.card) & (m.prefill_wait_s >= 1)
                    & ((m.prefill_wait_s < SLOW_PREFILL_S) | (m.prefill_wait_s < m.prefill_ref_s * 2))],
      shows={"job": ("context", "concurrency"), "card": ("card", "prefill_wait_s", "prefill_ref_gpus")},
      caveat="long-prompt-first-token", show_order=311, per_card=True)
def long_prompt_first_token(f):
    # review 89 c07: "8 × MI300X" for 20 users of a 128k RAG service showed only ≈ 31 tokens/s; a full prompt reads
    # in ~9.6 s there, so one copy reads ~6 a minute and 20 sent at once wait up to ~3 minutes for the last
    card, n = f.card, max(1, int(f.job["concurrency"] or 1))
    secs = card["prefill_wait_s"]
    return caveat(
        f,
        "{card}: one full {ctx:,}-token prompt takes about {secs:,.1f} s to read before its first token, so a copy "
        "reads about {per_min:,.0f} such prompts a minute{last}. Prompts that average half the window read in about "
        "half that. Give the request rate and prompt size (--rps, --input-tokens) to size the copies for the reads, "
        "or retrieve less per question (a quarter of the window reads in about a quarter of the time).",
        "{card}：读入一个完整的 {ctx:,} token 提示约需 {secs:,.1f} 秒才出第一个 token，一份副本每分钟约能读 "
        "{per_min:,.0f} 个这样的提示{last_zh}。平均只用半个窗口的提示，读入时间约减半。请给出请求速率和提示长度"
        "（--rps、--input-tokens），按读提示的负载确定副本数；或每次少检索一些（四分之一窗口约四分之一的时间）。",
        card=card["card"], ctx=f.job["context"], secs=secs, per_min=60 / secs,
        last=f"; if all {n} send one at once, the last waits about {n * secs:,.0f} s" if n > 1 else "",
        last_zh=f"；{n} 路同时发来时，最后一个约等 {n * secs:,.0f} 秒" if n > 1 else "")


RULES = declared(__name__)
