"""Software ecosystem: CUDA vs ROCm (MI300X) vs CANN (Ascend) (seeds 000, 001, 002, 004)."""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, declared, demote, m, reject, rule
from rules.cards_accepted import REFUSED


def _not_cuda(f, stack: str):
    return reject(
        f, f.card["card"],
        "you need CUDA, and this card runs {stack}: custom CUDA kernels and CUDA-only libraries "
        "would have to be ported.",
        "你的任务依赖 CUDA，这张卡跑的是 {stack}：自定义 CUDA kernel 与只支持 CUDA 的库要移植。",
        stack=stack)


@rule(id="cuda-required-excludes-rocm", concern="ecosystem", source="seed-000", pri=30,
      doc=I18n(en="--cuda-required rules out ROCm cards (AMD MI300X).",
               zh="--cuda-required 时排除 ROCm 卡（AMD MI300X）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.cuda == "yes"),
                    c.card << (m.kind == "card") & (m.ecosystem == "rocm")],
      shows={"job": ("cuda",), "card": ("card", "ecosystem")})
def cuda_required_excludes_rocm(f):
    return _not_cuda(f, "ROCm")


@rule(id="cuda-required-excludes-cann", concern="ecosystem", source="seed-002", pri=30,
      doc=I18n(en="--cuda-required rules out CANN cards (Huawei Ascend).",
               zh="--cuda-required 时排除 CANN 卡（华为昇腾）。"),
      when=lambda: [c.job << (m.kind == "job") & (m.cuda == "yes"),
                    c.card << (m.kind == "card") & (m.ecosystem == "cann")],
      shows={"job": ("cuda",), "card": ("card", "ecosystem")})
def cuda_required_excludes_cann(f):
    return _not_cuda(f, "CANN / MindSpore / torch-npu")


@rule(id="unsloth-no-cann", concern="ecosystem", source="unsloth-install", pri=30,
      doc=I18n(en="Unsloth runs on NVIDIA (CUDA) and AMD (ROCm) cards, not on Huawei Ascend: an Unsloth job "
                  "rules out CANN cards.",
               zh="Unsloth 支持英伟达（CUDA）和 AMD（ROCm）显卡，不支持华为昇腾：用 Unsloth 训练时排除 CANN 卡。"),
      when=lambda: [c.job << (m.kind == "job") & (m.engine == "unsloth"),
                    c.card << (m.kind == "card") & (m.ecosystem == "cann")],
      shows={"job": ("engine",), "card": ("card", "ecosystem")})
def unsloth_no_cann(f):
    return reject(
        f, f.card["card"],
        "you fine-tune with Unsloth, which runs on CUDA and ROCm but has no Ascend (CANN / torch-npu) build: "
        "on Ascend the job would move to LLaMA-Factory or ms-swift (--engine hf for their hours).",
        "你用 Unsloth 微调，它支持 CUDA 和 ROCm，没有昇腾（CANN / torch-npu）版本：在昇腾上要改用 LLaMA-Factory "
        "或 ms-swift（按 --engine hf 计时）。")


@rule(id="only-cards", concern="ecosystem", source="seed-000", pri=30,
      doc=I18n(en="The person accepts only some cards (--only-cards, '只能用 H20 或者国产卡'): every other card is "
                  "out, however cheap or compliant; a card refused (--only-cards no-CARD, '910C 买不起') is out.",
               zh="只接受某几款卡（--only-cards、「只能用 H20 或者国产卡」）：其他卡一律排除，再便宜、再合规也不选；"
                  "说了不要的卡（--only-cards no-CARD、「910C 买不起」）也排除。"),
      when=lambda: [c.job << (m.kind == "job") & (m.only_cards != ""),
                    c.card << (m.kind == "card") & (m.listed == False)],
      shows={"job": ("only_cards",), "card": ("card",)})
def only_cards(f):
    said = f.job["only_cards"].split("+")
    if f"{REFUSED}{f.card['card']}" in said:  # refused by name: "910C 买不到也买不起" (review 112 C1-b)
        return reject(f, f.card["card"], "you ruled it out (can't get it, can't pay for it or don't want it; "
                      "--only-cards no-{id}).", "你说了不要它（买不到、买不起或不想用；--only-cards no-{id}）。",
                      id=f.card["card"])
    return reject(f, f.card["card"], "not among the cards you accept ({cards}, --only-cards).",
                  "不在你接受的卡之内（{cards}，--only-cards）。", cards=", ".join(said))


VENDOR_NAMES = {"nvidia": ("NVIDIA", "英伟达"), "amd": ("AMD", "AMD"), "huawei": ("Huawei Ascend", "华为昇腾")}


@rule(id="vendor-only", concern="ecosystem", source="seed-000", pri=30,
      doc=I18n(en="The person accepts only some makers (--vendor amd, 'AMD only', 'no NVIDIA'): "
                  "other makers' cards are out, however cheap.",
               zh="只接受某些厂商（--vendor amd、「只要 AMD」「不要英伟达」）：其他厂商的卡排除，再便宜也不选。"),
      when=lambda: [c.job << (m.kind == "job") & (m.vendors != ""),
                    c.card << (m.kind == "card") & (m.vendor_ok == False)],
      shows={"job": ("vendors",), "card": ("card", "vendor")})
def vendor_only(f):
    wanted = [VENDOR_NAMES.get(v, (v, v)) for v in f.job["vendors"].split("+")]
    maker = VENDOR_NAMES.get(f.card["vendor"], (f.card["vendor"], f.card["vendor"]))
    return reject(
        f, f.card["card"], "made by {maker}, and you asked for {wanted} only (--vendor).",
        "这是{maker_zh}的卡，你只要{wanted_zh}的卡（--vendor）。",
        maker=maker[0], maker_zh=maker[1], wanted=" or ".join(w[0] for w in wanted),
        wanted_zh="或".join(w[1] for w in wanted))


@rule(id="media-prefers-cuda", concern="ecosystem", source="seed-000", pri=31,
      doc=I18n(en="Image, video, speech and detection work runs on CUDA-first tools (ComfyUI and "
                  "diffusers plugins, faster-whisper / CTranslate2, Ultralytics): unless the "
                  "person says ROCm / CANN is fine, those cards rank after CUDA cards.",
               zh="出图、视频、语音转写和检测依赖 CUDA 优先的工具（ComfyUI 与 diffusers 插件、"
                  "faster-whisper / CTranslate2、Ultralytics）：除非明确说 ROCm / CANN 也行，这些卡排在 "
                  "CUDA 卡之后。"),
      when=lambda: [c.job << (m.kind == "job") & (m.cuda == "unknown")
                    & ((m.task == "image") | (m.task == "video") | (m.task == "transcribe")
                       | (m.task == "detection")),
                    c.card << (m.kind == "card") & ((m.ecosystem == "rocm") | (m.ecosystem == "cann"))],
      shows={"job": ("task", "cuda"), "card": ("card", "ecosystem")})
def media_prefers_cuda(f):
    card = f.card
    stack = "ROCm" if card["ecosystem"] == "rocm" else "CANN"
    # the job's own tools (review 84 c04: a transcription heard of ComfyUI plugins and Ultralytics)
    tools, task_zh = _MEDIA_TOOLS.get(f.job["task"], ("ComfyUI / diffusers plugins", "出图"))
    return demote(f, card["card"],
        "{card} runs {stack}: the {task} tools most people use ({tools}) are CUDA-first, so it ranks after CUDA "
        "cards — say ROCm / CANN is fine (--no-cuda-required) to rank it by cost alone.",
        "{card} 跑的是 {stack}：{task_zh}常用的工具（{tools}）以 CUDA 为先，所以排在 CUDA 卡之后——如果 ROCm / CANN "
        "也行（--no-cuda-required），就只按成本排。",
        stack=stack, task=f.job["task"], tools=tools, task_zh=task_zh)


_MEDIA_TOOLS = {"image": ("ComfyUI / diffusers plugins", "出图"), "video": ("ComfyUI / diffusers plugins", "视频生成"),
                "transcribe": ("faster-whisper / CTranslate2", "语音转写"), "detection": ("Ultralytics", "检测训练")}


@rule(id="hub-download-mainland", concern="ecosystem", source="vllm-modelscope-docs", pri=50,
      doc=I18n(en="A launch command that downloads from the Hugging Face Hub, on mainland machines: "
                  "point the engine at ModelScope or a mirror.",
               zh="在中国大陆的机器上，启动命令要从 Hugging Face 下载模型：改用魔搭 ModelScope 或镜像。"),
      when=lambda: [c.job << (m.kind == "job") & (m.region == "cn"),
                    c.p << (m.kind == "pick") & (m.hub == True) & (m.top == True)],
      shows={"job": ("region",), "p": ("card", "hub")},
      caveat="hub-download-mainland", show_order=295)
def hub_download_mainland(f):
    return caveat(f, (
        "The launch command downloads the weights from huggingface.co, which mainland machines "
        "often cannot reach: download from ModelScope instead (vLLM: VLLM_USE_MODELSCOPE=True; "
        "SGLang: SGLANG_USE_MODELSCOPE=true; or `modelscope download` and a local path), or set "
        "HF_ENDPOINT to a mirror your platform provides."), (
        "启动命令会从 huggingface.co 下载权重，国内机器经常连不上：改从魔搭 ModelScope 下载（vLLM："
        "VLLM_USE_MODELSCOPE=True；SGLang：SGLANG_USE_MODELSCOPE=true；或用 `modelscope download` 下载到本地"
        "路径），或把 HF_ENDPOINT 指向平台提供的镜像。"))


@rule(id="gated-download", concern="ecosystem", source="hf-gated-repos", pri=50,
      doc=I18n(en="A launch command that downloads a gated Hugging Face repository (Llama, Gemma, FLUX.1 [dev]): "
                  "accept the licence with the account that downloads, and give the machine its token.",
               zh="启动命令要下载需申请的 Hugging Face 仓库（Llama、Gemma、FLUX.1 [dev]）：先用下载所用的账号同意许可，"
                  "再把该账号的 token 配到机器上。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.gated != "") & (m.top == True)],
      shows={"p": ("card", "gated")},
      caveat="gated-download", show_order=294)
def gated_download(f):
    # hf auth login, not huggingface-cli: removed in huggingface_hub 1.0 (source hf-cli-v1; review 97 c10)
    return caveat(f, (
        "{repo} is gated on Hugging Face: accept its licence on the model page with the account you download with, "
        "and give the machine that account's token (hf auth login, or HF_TOKEN) — without it the launch "
        "stops at \"403 … gated repo\". Access is granted per account and a request can be refused: ask for it "
        "before the machine is rented."), (
        "{repo} 在 Hugging Face 上需要申请：先用下载所用的账号在模型页面同意许可，再把该账号的 token 配到机器上"
        "（hf auth login 或 HF_TOKEN）——否则启动会停在「403 … gated repo」。权限按账号审批，也可能被拒："
        "租机器之前先申请好。"), repo=f.p["gated"])


@rule(id="checkpoint-to-make", concern="ecosystem", source="vllm-make-quantised-checkpoint", pri=50,
      doc=I18n(en="A launch command that names an INT4, INT8 or FP8 checkpoint nobody publishes: say how to make it.",
               zh="启动命令里的 INT4、INT8 或 FP8 权重没人发布：说明怎么自己量化。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.make_ckpt != "") & (m.top == True)],
      shows={"p": ("card", "make_ckpt")},
      caveat="checkpoint-to-make", show_order=293)
def checkpoint_to_make(f):
    return caveat(f, (
        "The launch command's <… {fmt} checkpoint> is one nobody publishes for this model: quantise the 16-bit "
        "weights once yourself — " + {
            "int4": "INT4: AutoAWQ (w_bit 4, group 128, GEMM), the format --quantization awq_marlin expects; LLM "
                    "Compressor's W4A16 output loads too, without that flag",
            "int8": "INT8: LLM Compressor's W8A16 (GPTQ) recipe, with calibration samples",
        }.get(f.p["make_ckpt"], "FP8: LLM Compressor's FP8_DYNAMIC scheme, no calibration data")
        + " — save it and put the folder's path in its place; vLLM and SGLang read the quantisation from its "
        "config. Check your own evals against the 16-bit model before serving it."), (
        "启动命令里的 <… {fmt} checkpoint> 是这个模型没人发布的量化权重：需要自己从 16 位权重量化一次——"
        + {"int4": "INT4 用 AutoAWQ（w_bit 4、group 128、GEMM），正是 --quantization awq_marlin 要的格式；"
                   "LLM Compressor 的 W4A16 输出也能加载，但要去掉这个参数",
           "int8": "INT8 用 LLM Compressor 的 W8A16（GPTQ）方案，需要校准样本",
           }.get(f.p["make_ckpt"], "FP8 用 LLM Compressor 的 FP8_DYNAMIC 方案，不需要校准数据")
        + "——保存后把目录路径填到它的位置；vLLM 和 SGLang 会从 config 读出量化方式。"
        "上线前用你自己的评测和 16 位模型对比。"),
        fmt=f.p["make_ckpt"].upper())


# (the caveats a ROCm or Ascend pick carries: moved here from rules.base.caveats, the concern they are)
@rule(id="rocm-ecosystem", concern="caveats", source="seed-000", pri=50,
      doc=I18n(en="A ROCm pick (MI300X) carries the ecosystem caveat.",
               zh="选中 ROCm 卡（MI300X）时提醒生态问题。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.ecosystem == "rocm"), c.job << (m.kind == "job")],
      shows={"p": ("card", "ecosystem"), "job": ("sized_job",)},
      caveat="rocm-ecosystem", show_order=50)
def rocm_ecosystem(f):
    # a job of known size runs for hours, not a month: try the stack on it first, not for a week (review 34 m1:
    # "rent a week … before a month" beside a 25-hour fine-tune)
    trial_en, trial_zh = (("Run a short pilot of your own stack (your data, a few hundred steps) before the full "
                           "run", "正式跑之前先用你自己的数据和启动命令试跑几百步") if f.job["sized_job"] else
                          ("Rent a week and run your stack before a month", "先租一周跑通再开月租"))
    return caveat(f, (
        "{card} runs ROCm, not CUDA: PyTorch and vLLM work, but custom CUDA kernels, some "
        "quantisation libraries and image/video plugins may not. " + trial_en + " (source 1)."), (
        "{card} 跑的是 ROCm 不是 CUDA：PyTorch 加 vLLM 没有大问题，但自定义 CUDA kernel、部分量化库"
        "和图像视频插件可能用不了。" + trial_zh + "（来源 1）。"),
        card=f.p["card"])


@rule(id="cann-migration", concern="caveats", source="seed-001", pri=50,
      doc=I18n(en="An Ascend pick carries the CANN migration caveat.",
               zh="选中昇腾卡时提醒 CANN 迁移成本。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.ecosystem == "cann"), c.job << (m.kind == "job")],
      shows={"p": ("card", "ecosystem", "devices"), "job": ("training",)},
      caveat="cann-migration", show_order=130)
def cann_migration(f):
    if f.job["training"]:  # review 82 C09: a training answer was told about vllm serve and vllm-ascend
        run_en = ("Training runs there on Huawei's stack: Megatron-style pre-training through MindSpeed-LLM (the "
                  "same pretrain_gpt.py flags), fine-tuning through torch-npu with the Trainer, LLaMA-Factory or "
                  "MindSpeed-LLM.")
        run_zh = ("训练在昇腾上走华为的栈：Megatron 式预训练用 MindSpeed-LLM（pretrain_gpt.py 参数相同），"
                  "微调用 torch-npu 加 Trainer、LLaMA-Factory 或 MindSpeed-LLM。")
    else:
        run_en = ("A `vllm serve` launch line runs there through the vllm-ascend plugin (vllm-project/vllm-ascend), or "
                  "serve with Huawei's MindIE.")
        run_zh = ("启动命令里的 `vllm serve` 在昇腾上要装 vllm-ascend 插件（vllm-project/vllm-ascend）才能跑，"
                  "也可以用华为的 MindIE 部署。")
        if f.p["devices"] > 1:  # review 115 C1: TP 16 on one 8 × 910C server was read as one engine on two
            run_en += (f" Its parallel sizes count dies: each {{card}} is {f.p['devices']} devices to the engine, so "
                       f"8 cards — one server — are --tensor-parallel-size {8 * f.p['devices']}.")
            run_zh += (f"并行数按裸片计：每张 {{card}} 对引擎是 {f.p['devices']} 个设备，所以一台服务器的 8 张卡是 "
                       f"--tensor-parallel-size {8 * f.p['devices']}。")
    return caveat(f, (
        "{card} runs CANN / MindSpore / torch-npu: DeepSeek has Ascend builds, but your own or "
        "niche models must be migrated from CUDA — budget engineering time (source 2). " + run_en), (
        "{card} 使用 CANN / MindSpore / torch-npu：DeepSeek 全系列已有昇腾版，自研或小众模型要从 "
        "CUDA 迁移，工程排期要提前预留（来源 2）。" + run_zh),
        card=f.p["card"])


RULES = declared(__name__)
