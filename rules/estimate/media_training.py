"""Training memory of an image, video, speech or detection model (review C4), built from its
parameters the way LLM training is (``rules.estimate.training``), not from its inference figure.

Full fine-tuning: the trained parameters × the LLM path's bytes per parameter
(``training.full_state_bytes``: 16 for mixed-precision AdamW, seed 000 formula three); LoRA /
QLoRA: the frozen base at its precision + rank-r adapters × 16 bytes (``training.ADAPTER_*``).
Frozen components the source counts in ``params_b`` beyond the denoiser (``resident_params_b``:
FLUX's T5-XXL and CLIP, Wan's umT5) stay on the GPU: diffusers' train_dreambooth_lora_flux.py
moves the VAE, the transformer and both text encoders to the GPU before training. Activations:
Korthikanti et al. 2022 (``training.activation_bytes_per_token``) over the tokens one sample
carries, on the stand-in shape of the trained size (``arch.fallback``; no vocabulary, so no
logits). The model's stated figures stay a floor: need = max(stated, computed).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n, Model
from rules.estimate import arch as arch_mod
from rules.estimate import media
from rules.estimate.memory import RUNTIME_OVERHEAD_GB
from rules.estimate.parts import Parts
from rules.estimate.stated import StatedNeed
from rules.estimate.training import (
    ADAPTER_GRAD_BYTES,
    ADAPTER_WEIGHT_BYTES,
    activation_bytes_per_token,
    full_state_bytes,
)
from rules.estimate.units import OPTIMIZER_STATE_BYTES, weight_format
from rules.fact_vocab import FULL_TRAINING_TASKS

if TYPE_CHECKING:  # rules.facts reads config.json through rules.estimate: no runtime import
    from rules.facts import Facts

# Whisper pads every clip to 30 s: 1,500 encoder positions, and its decoder holds at most 448
# text tokens (openai/whisper-large-v3 config.json: max_source_positions, max_target_positions;
# the fine-tune-whisper blog: input features "padded to 30s", a fixed size whatever the clip).
SPEECH_ENCODER_TOKENS = 1500
SPEECH_DECODER_TOKENS = 448
FLOAT_FORMATS = ("bf16", "fp16", "fp32")  # trained as they are; a quantised --precision trains in bf16


@dataclass(frozen=True)
class MediaTraining:
    """The training need of one non-LLM model on one GPU (GB = 10^9 bytes)."""

    parts: Parts
    total_gb: float
    comfortable_gb: float
    notes: tuple[I18n, ...]
    formula: I18n
    inputs: dict[str, Any]
    rule_of_thumb_gb: float | None


@dataclass(frozen=True)
class _Sized:
    """The memory parts of a media model's training, in GB, and the parameters they count."""

    weights: float
    gradients: float
    optimizer: float
    activations: float
    trained_b: float
    frozen_b: float  # frozen parameters besides the trained part, kept on the GPU (0 when off it)
    frozen_gb: float
    adapters: float  # LoRA adapter parameters (0 for full training)
    per_param: float  # bytes per trained parameter (full) or per adapter parameter (LoRA)
    tokens: int
    shape: arch_mod.Arch

    @property
    def total(self) -> float:
        return self.weights + self.gradients + self.optimizer + self.activations + RUNTIME_OVERHEAD_GB


def split_params(model: Model) -> tuple[float, float]:
    """(trained, frozen) billions: the denoiser and the encoders beside it where the model names
    them (``resident_params_b``), else everything ``params_b`` counts is trained."""
    trained = model.resident_params_b if model.resident_params_b is not None else model.params_b
    return trained, max(0.0, model.params_b - trained)


def sample_tokens(model: Model, resolution: str | None = None) -> int:
    """Tokens one training sample carries through the transformer (0: not a transformer)."""
    if model.kind == "speech":
        return SPEECH_ENCODER_TOKENS + SPEECH_DECODER_TOKENS
    if model.kind in ("image", "video"):
        return media.tokens(model.kind, resolution)[0]
    return 0  # detection: a CNN, whose activations this formula does not describe


def compute(task: str, model: Model, precision: str, *, optimizer: str = "adamw", batch: int = 1,
            checkpointing: bool = True, lora_rank: int = 16, resolution: str | None = None,
            encoders_on_gpu: bool = True, optimizer_offload: bool = False) -> _Sized:
    """The computed parts, before the stated floor (see the module docstring)."""
    trained, frozen = split_params(model)
    frozen_precision = precision if precision in FLOAT_FORMATS else "bf16"
    frozen = frozen if encoders_on_gpu else 0.0
    frozen_gb = frozen * weight_format(frozen_precision).average_bits / 8
    shape = arch_mod.fallback(trained)
    opt_bytes = OPTIMIZER_STATE_BYTES[optimizer]
    if task in FULL_TRAINING_TASKS:
        w, g, o = full_state_bytes(precision if precision in FLOAT_FORMATS else "bf16", optimizer)
        o = 0.0 if optimizer_offload else o
        weights, grads, opt, adapters, per = trained * w, trained * g, trained * o, 0.0, w + g + o
    else:
        adapters = shape.lora_adapter_params(lora_rank)
        per = ADAPTER_WEIGHT_BYTES + ADAPTER_GRAD_BYTES + opt_bytes
        weights = trained * weight_format(precision).average_bits / 8 + adapters * ADAPTER_WEIGHT_BYTES / 1e9
        grads, opt = adapters * ADAPTER_GRAD_BYTES / 1e9, adapters * opt_bytes / 1e9
    tokens = sample_tokens(model, resolution)
    wider = 2.0 if task in FULL_TRAINING_TASKS and precision == "fp32" else 1.0  # fp32 activations
    act = activation_bytes_per_token(dataclasses.replace(shape, vocab=0), checkpointing) * tokens * batch * wider / 1e9
    return _Sized(weights + frozen_gb, grads, opt, act, trained, frozen, frozen_gb, adapters, per, tokens, shape)


def stated_floor(kb: KnowledgeBase, model: Model, precision: str,
                 need: StatedNeed) -> tuple[float, float, str, tuple[I18n, ...]]:
    """(gate, top, source, the figures it rests on): no training job of ``model`` needs less than
    its heaviest stated tier at this precision (16-bit rows are either) and the weights that must sit
    on the GPU (review 16 M6: source 3's "FLUX + LoRA + ControlNet: 32–48 GB"); a model with no
    stated figure: the lower end of a workload row that names it (YOLO: the detection-training row)."""
    if not model.vram:
        rows = [w for w in getattr(kb, "workloads", ()) if model.id in w.models]
        row = min(rows, key=lambda w: (w.vram_min_gb, w.id), default=None)
        if row is None:
            return 0.0, 0.0, "", ()
        said = I18n(en=f"{row.name.en}: {row.vram_min_gb:g}–{row.vram_max_gb:g} GB ({row.source}).",
                    zh=f"{row.name.zh}：{row.vram_min_gb:g}–{row.vram_max_gb:g} GB（{row.source}）。")
        return row.vram_min_gb, row.vram_max_gb, row.source, (said, *((row.note,) if row.note else ()))
    same = {"fp16", "bf16"} if precision in ("fp16", "bf16") else {precision}
    tiers = [r for r in model.vram if r.precision in same and r.min_gb > need.min_gb]
    top = max(tiers, key=lambda r: (r.min_gb, r.source), default=None)
    if top is None:
        return need.min_gb, need.max_gb, need.source, need.notes
    return top.min_gb, max(need.max_gb, top.max_gb), top.source, need.notes


def from_facts(facts: Facts, kb: KnowledgeBase, model: Model, precision: str,
               need: StatedNeed) -> MediaTraining:
    gate, top, source, said = stated_floor(kb, model, precision, need)
    got = estimate(facts.task, model, precision, optimizer=facts.optimizer or "adamw",
                   batch=facts.batch or 1, checkpointing=facts.gradient_checkpointing,
                   lora_rank=facts.lora_rank, resolution=facts.resolution, floor_gb=gate,
                   floor_top_gb=top, floor_source=source)
    return dataclasses.replace(got, notes=(*got.notes, *said))


def estimate(task: str, model: Model, precision: str, *, optimizer: str = "adamw", batch: int = 1,
             checkpointing: bool = True, lora_rank: int = 16, resolution: str | None = None,
             floor_gb: float = 0.0, floor_top_gb: float = 0.0, floor_source: str = "") -> MediaTraining:
    """The need with its breakdown, formula and every assumption said (``floor_*``: see ``stated_floor``)."""
    opts = {"optimizer": optimizer, "batch": batch, "checkpointing": checkpointing,
            "lora_rank": lora_rank, "resolution": resolution}
    s = compute(task, model, precision, **opts)
    full = task in FULL_TRAINING_TASKS
    topup = max(0.0, floor_gb - s.total)
    notes = [_states_note(task, model, precision, optimizer, s, lora_rank),
             _activations_note(model, s, batch, checkpointing, resolution)]
    if s.frozen_b:
        notes.append(_encoders_note(s, compute(task, model, precision, encoders_on_gpu=False, **opts)))
    if not topup:  # below the floor a cheaper set-up changes nothing
        notes.append(_cheaper_note(task, model, precision, opts, s))
    if floor_gb:
        notes.append(_floor_note(task, floor_gb, floor_source, s.total, topup))
    notes.extend(CHECKS.get(model.id, ()))
    notes.append(I18n(
        en=f"Overhead {RUNTIME_OVERHEAD_GB:.2f} GB: CUDA context, framework and allocator slack. One GPU holds the "
           "whole job; FSDP / ZeRO-3 over several GPUs would shard the model states (not sized here).",
        zh=f"开销 {RUNTIME_OVERHEAD_GB:.2f} GB：CUDA 上下文、框架与分配器余量。按单卡装下整个任务计算；多卡 FSDP / "
           "ZeRO-3 可切分模型状态（此处未计）。"))
    parts = Parts(kind="stated", weights_gb=s.weights, gradients_gb=s.gradients, optimizer_gb=s.optimizer,
                  fixed_activations_gb=s.activations + topup, overhead_gb=RUNTIME_OVERHEAD_GB, shardable=False)
    total = s.total + topup
    terms_en, terms_zh = _terms(task, precision, s)
    bd = parts.breakdown(None, 1)
    body_en = (f"weights {bd['weights']:,.2f} + gradients {bd['gradients']:,.2f} + optimizer "
               f"{bd['optimizer']:,.2f} + activations {bd['activations']:,.2f} + overhead {bd['overhead']:,.2f}")
    body_zh = (f"权重 {bd['weights']:,.2f} + 梯度 {bd['gradients']:,.2f} + 优化器 {bd['optimizer']:,.2f} + 激活 "
               f"{bd['activations']:,.2f} + 开销 {bd['overhead']:,.2f}")
    floor_en = f"; stated floor {floor_gb:,.2f} GB ({floor_source})" if topup else ""
    floor_zh = f"；标注下限 {floor_gb:,.2f} GB（{floor_source}）" if topup else ""
    formula = I18n(
        en=f"{terms_en} + overhead {RUNTIME_OVERHEAD_GB:,.2f} = {s.total:,.2f} GB{floor_en} → {body_en} = "
           f"{total:,.2f} GB",
        zh=f"{terms_zh} + 开销 {RUNTIME_OVERHEAD_GB:,.2f} = {s.total:,.2f} GB{floor_zh} → {body_zh} = {total:,.2f} GB")
    inputs: dict[str, Any] = {
        "params_b": model.params_b, "trained_params_b": s.trained_b, "frozen_params_b": s.frozen_b,
        "optimizer": optimizer, "micro_batch": batch, "gradient_checkpointing": checkpointing,
        "sequence_tokens": s.tokens, "layers": s.shape.layers, "hidden": s.shape.hidden, "architecture": "assumed",
        "flash_attention": True, "computed_gb": round(s.total, 3), "stated_min_gb": floor_gb,
        "stated_source": floor_source}
    if full:
        inputs["bytes_per_param"] = s.per_param
    else:
        inputs.update({"lora_rank": lora_rank, "adapter_params_m": round(s.adapters / 1e6, 3),
                       "adapter_bytes_per_param": s.per_param,
                       "bits_per_weight": weight_format(precision).average_bits})
    return MediaTraining(parts=parts, total_gb=total, comfortable_gb=max(total, floor_top_gb),
                         notes=tuple(notes), formula=formula, inputs=inputs,
                         rule_of_thumb_gb=s.trained_b * 16 if full else None)


def _terms(task: str, precision: str, s: _Sized) -> tuple[str, str]:
    if task in FULL_TRAINING_TASKS:
        en = [f"states {s.trained_b:,.4g} B × {s.per_param:g} B/param"]
        zh = [f"模型状态 {s.trained_b:,.4g} B × 每参数 {s.per_param:g} 字节"]
    else:
        base = s.weights - s.frozen_gb - s.adapters * ADAPTER_WEIGHT_BYTES / 1e9
        en = [f"base {base:,.2f} GB ({precision}) + adapters {s.adapters / 1e6:,.1f} M × {s.per_param:g} B"]
        zh = [f"底座 {base:,.2f} GB（{precision}）+ 适配器 {s.adapters / 1e6:,.1f} M × {s.per_param:g} 字节"]
    if s.frozen_gb:
        en.append(f"frozen encoders {s.frozen_gb:,.2f} GB")
        zh.append(f"冻结的编码器 {s.frozen_gb:,.2f} GB")
    en.append(f"activations {s.activations:,.2f} GB")
    zh.append(f"激活 {s.activations:,.2f} GB")
    return " + ".join(en), " + ".join(zh)


def _states_note(task: str, model: Model, precision: str, optimizer: str, s: _Sized, rank: int) -> I18n:
    what = {"image": ("an image", "图像"), "video": ("a video", "视频"), "speech": ("a speech", "语音"),
            "detection": ("a detection", "检测")}.get(model.kind, ("a non-LLM", "非语言"))
    head_en = (f"--task {task} on {what[0]} model: sized from its {s.trained_b:,.4g} B trained parameters, not from "
               "its inference figure. ")
    head_zh = f"--task {task} 用于{what[1]}模型：按其 {s.trained_b:,.4g} B 可训练参数计算，而非推理显存。"
    if s.trained_b < model.params_b:
        head_en += f"The other {model.params_b - s.trained_b:,.4g} B (text encoders) stay frozen. "
        head_zh += f"其余 {model.params_b - s.trained_b:,.4g} B（文本编码器）冻结。"
    elif model.kind in ("image", "video"):
        head_en += (f"All {model.params_b:,.4g} B the catalogue counts are taken as trained (it does not split "
                    "the denoiser from its encoders); any encoder or VAE outside that count is not included. ")
        head_zh += (f"目录中的 {model.params_b:,.4g} B 全部按可训练计算（未区分去噪主干与编码器）；"
                    "不在该数内的编码器或 VAE 未计入。")
    if task in FULL_TRAINING_TASKS:
        w, g, o = full_state_bytes(precision if precision in FLOAT_FORMATS else "bf16", optimizer)
        return I18n(
            en=head_en + f"Full training, as for an LLM: {w:g} (weights) + {g:g} (gradients) + {o:g} (optimizer: "
               f"{optimizer}{', fp32 master included' if w == 2 else ''}) = {s.per_param:g} bytes per parameter × "
               f"{s.trained_b:,.4g} B = {s.trained_b * s.per_param:,.1f} GB of model states (source 1 formula three: "
               "parameters × 16 bytes for mixed-precision AdamW)"
               + ("; --precision " + precision + " taken as bf16 mixed precision." if precision not in FLOAT_FORMATS
                  else "."),
            zh=head_zh + f"全参训练，与大模型同一公式：{w:g}（权重）+ {g:g}（梯度）+ {o:g}（优化器 {optimizer}"
               f"{'，含 FP32 主权重' if w == 2 else ''}）= 每参数 {s.per_param:g} 字节 × {s.trained_b:,.4g} B = "
               f"{s.trained_b * s.per_param:,.1f} GB 模型状态（来源 1 公式三：AdamW 混合精度 = 参数量 × 16 字节）"
               + (f"；--precision {precision} 按 bf16 混合精度计算。" if precision not in FLOAT_FORMATS else "。"))
    base = s.trained_b * weight_format(precision).average_bits / 8
    return I18n(
        en=head_en + f"{'QLoRA' if task == 'qlora' else 'LoRA'}: the base stays frozen at {precision} "
           f"({s.trained_b:,.4g} B × {weight_format(precision).average_bits:g} bit = {base:,.2f} GB); rank-{rank} "
           f"adapters on every linear layer ({_targets(model)[0]}) of a stand-in "
           f"shape of that size ({s.shape.layers} layers, hidden {s.shape.hidden:,}, assumed) = "
           f"{s.adapters / 1e6:,.1f} M parameters × {s.per_param:g} bytes (fp32 weight 4 + gradient 4 + "
           f"{optimizer} {s.per_param - 8:g}) = {s.adapters * s.per_param / 1e9:,.2f} GB.",
        zh=head_zh + f"{'QLoRA' if task == 'qlora' else 'LoRA'}：底座以 {precision} 冻结（{s.trained_b:,.4g} B × "
           f"{weight_format(precision).average_bits:g} 位 = {base:,.2f} GB）；秩 {rank} 的适配器挂在同等"
           f"规模替代结构（{s.shape.layers} 层、隐藏维度 {s.shape.hidden:,}，推定）的每个线性层（{_targets(model)[1]}）"
           f"上，共 {s.adapters / 1e6:,.1f} M 参数 × 每参数 {s.per_param:g} 字节"
           f"（FP32 权重 4 + 梯度 4 + {optimizer} {s.per_param - 8:g}）= {s.adapters * s.per_param / 1e9:,.2f} GB。")


def _activations_note(model: Model, s: _Sized, batch: int, checkpointing: bool, resolution: str | None) -> I18n:
    if not s.tokens:
        return I18n(
            en=f"Activations of {model.name}, a convolutional detector, grow with batch and image size and are not "
               "modelled here (Ultralytics' batch=-1 sizes the batch to the card); the stated range is the floor.",
            zh=f"{model.name} 是卷积检测模型，激活随 batch 与图像尺寸增长，此处未建模（Ultralytics 的 batch=-1 会按显卡"
               "自动选 batch）；以标注范围为下限。")
    if model.kind == "speech":
        what_en = (f"every clip padded to 30 s: {SPEECH_ENCODER_TOKENS:,} encoder positions + up to "
                   f"{SPEECH_DECODER_TOKENS} decoder tokens (hf-whisper-large-v3-config, hf-fine-tune-whisper-blog)")
        what_zh = (f"每段音频补齐到 30 秒：编码器 {SPEECH_ENCODER_TOKENS:,} 个位置 + 解码器最多 "
                   f"{SPEECH_DECODER_TOKENS} 个 token（hf-whisper-large-v3-config、hf-fine-tune-whisper-blog）")
    else:
        _, what_en, what_zh = media.tokens(model.kind, resolution)
    layers = (f"{s.shape.layers} layers × 2·s·h (each layer's input) + one layer's 34·s·h recomputed"
              if checkpointing else f"{s.shape.layers} layers × 34·s·h (no gradient checkpointing)")
    layers_zh = (f"{s.shape.layers} 层 × 2·s·h（每层输入）+ 重算时一层的 34·s·h" if checkpointing
                 else f"{s.shape.layers} 层 × 34·s·h（不开梯度检查点）")
    return I18n(
        en=f"Activations (Korthikanti et al. 2022, FlashAttention assumed): {layers}, hidden {s.shape.hidden:,} "
           f"assumed from the size, s = {what_en}, × batch {batch} = {s.activations:,.2f} GB"
           + (" (the decoder's output logits are not counted)." if model.kind == "speech" else
              " (a UNet's convolutions at each resolution and the VAE are not modelled: the stated floor governs)."
              if _unet(model) else " (a joint-attention model's text tokens and the VAE are not counted)."),
        zh=f"激活（Korthikanti 等 2022，假定 FlashAttention）：{layers_zh}，隐藏维度 {s.shape.hidden:,} 按规模推定，"
           f"s = {what_zh}，× 批量 {batch} = {s.activations:,.2f} GB"
           + ("（解码器输出 logits 未计入）。" if model.kind == "speech"
              else "（UNet 各分辨率的卷积与 VAE 未建模：以标注下限为准）。" if _unet(model)
              else "（联合注意力中的文本 token 与 VAE 未计入）。"))


def _unet(model: Model) -> bool:
    """SDXL and SD 1.5 are UNets (convolutions with cross-attention), not diffusion transformers."""
    return model.id.startswith(("sdxl", "sd-1.5"))


def _targets(model: Model) -> tuple[str, str]:
    """What the adapters sit on, as diffusers' DreamBooth-LoRA script for the architecture targets them."""
    if _unet(model):  # train_dreambooth_lora_sdxl.py: to_k, to_q, to_v, to_out.0 — counted on every layer, a bound
        return ("diffusers' SDXL script targets the attention's to_q / to_k / to_v / to_out.0; counted on every "
                "linear layer here, an upper bound",
                "diffusers 的 SDXL 脚本只挂注意力的 to_q / to_k / to_v / to_out.0；这里按每个线性层计，是上限")
    return ("attention and MLP, as diffusers' FLUX script targets", "注意力与 MLP，与 diffusers 的 FLUX 脚本一致")


def _encoders_note(s: _Sized, off: _Sized) -> I18n:
    return I18n(
        en=f"The frozen {s.frozen_b:,.4g} B of text encoders ({s.frozen_gb:,.2f} GB) are counted on the GPU: "
           "diffusers' train_dreambooth_lora_flux.py moves the VAE, the transformer and both text encoders to the "
           "GPU before training and frees the encoders only when one --instance_prompt captions every image "
           "(diffusers-train-dreambooth-lora-flux). "
           f"Precompute the text embeddings and cache the latents (SimpleTuner does by default) and the job needs "
           f"{off.total:,.1f} GB.",
        zh=f"冻结的 {s.frozen_b:,.4g} B 文本编码器（{s.frozen_gb:,.2f} GB）按常驻显存计算：diffusers 的 "
           "train_dreambooth_lora_flux.py 在训练前把 VAE、transformer 与两个文本编码器都放上 GPU，只有所有图片共用"
           "一个 --instance_prompt 时才释放编码器（diffusers-train-dreambooth-lora-flux）。"
           "预先算好文本嵌入并缓存潜变量（SimpleTuner 默认如此）则需要 "
           f"{off.total:,.1f} GB。")


def _cheaper_note(task: str, model: Model, precision: str, opts: dict[str, Any], s: _Sized) -> I18n:
    def need(t: str, p: str, **kw: Any) -> float:
        return compute(t, model, p, **{**opts, **kw}).total

    off = {"encoders_on_gpu": False} if s.frozen_b else {}
    if task in FULL_TRAINING_TASKS:
        eight = need(task, precision, optimizer="adamw-8bit")
        offload = need(task, precision, optimizer_offload=True)
        lora = need("lora", "bf16")
        return I18n(
            en=f"Less memory: 8-bit Adam (--optimizer adamw-8bit) {eight:,.1f} GB; the optimizer states in CPU RAM "
               f"(DeepSpeed ZeRO-2 with offload_optimizer) {offload:,.1f} GB, slower; a LoRA (--task lora) "
               f"{lora:,.1f} GB (before the stated floor).",
            zh=f"更省显存：8-bit Adam（--optimizer adamw-8bit）{eight:,.1f} GB；优化器状态放 CPU 内存（DeepSpeed "
               f"ZeRO-2 的 offload_optimizer）{offload:,.1f} GB，更慢；LoRA（--task lora）{lora:,.1f} GB"
               "（未计标注下限）。")
    en, zh = [], []
    if off and task != "qlora":
        en.append(f"{need(task, precision, **off):,.1f} GB at {precision}")
        zh.append(f"{precision} 下 {need(task, precision, **off):,.1f} GB")
    if precision in FLOAT_FORMATS:
        en.append(f"{need(task, 'fp8', **off):,.1f} GB with an FP8 base (--precision fp8)")
        zh.append(f"FP8 底座（--precision fp8）{need(task, 'fp8', **off):,.1f} GB")
    if precision != "nf4":
        en.append(f"{need('qlora', 'nf4', **off):,.1f} GB with an NF4 base (--task qlora)")
        zh.append(f"NF4 底座（--task qlora）{need('qlora', 'nf4', **off):,.1f} GB")
    if not en:
        en.append(f"{need(task, precision, **off):,.1f} GB")
        zh.append(f"{need(task, precision, **off):,.1f} GB")
    where_en = "With the text encoders off the GPU: " if off else "Less memory: "
    where_zh = "文本编码器不在显存时：" if off else "更省显存："
    return I18n(en=where_en + "; ".join(en) + " (before the stated floor).",
                zh=where_zh + "；".join(zh) + "（未计标注下限）。")


def _floor_note(task: str, gate: float, source: str, computed: float, topup: float) -> I18n:
    if topup:
        return I18n(
            en=f"The sources' stated {gate:,.1f} GB ({source}) is kept as the floor: {topup:,.2f} GB above the "
               f"computed {computed:,.2f} GB, shown under activations (the source does not split its figure).",
            zh=f"来源标注的 {gate:,.1f} GB（{source}）作为下限：比计算值 {computed:,.2f} GB 多 {topup:,.2f} GB，记在"
               "「激活」一栏（来源未拆分其数字）。")
    return I18n(
        en=f"The sources' stated {gate:,.1f} GB ({source}) is the floor; the computed need for --task {task} is "
           "above it.",
        zh=f"来源标注的 {gate:,.1f} GB（{source}）为下限；--task {task} 的计算值高于它。")


def unsized_note(task: str, need_gb: float) -> I18n:
    """A training job of a non-LLM named by its family or task only: no parameters to size it from."""
    return I18n(
        en=f"--task {task} on a non-LLM model: only its stated (inference) need is known — training it needs more "
           f"(gradients, optimizer states, activations): sized at the floor of its heaviest stated tier, "
           f"{need_gb:,.1f} GB; name the model (--model) to size it from its parameters.",
        zh=f"--task {task} 用于非语言模型：只知道其标注的（推理）显存需求——训练还需要更多（梯度、优化器状态、激活）："
           f"按标注中最重一档的下限 {need_gb:,.1f} GB 估算；给出具体模型（--model）可按参数计算。")


# Published measurements a catalogue model's training need is checked against (said, not used).
CHECKS: dict[str, tuple[I18n, ...]] = {
    "flux.1-dev": (I18n(
        en="Published checks: Hugging Face measured 26 GB for a BF16 LoRA of FLUX.1-dev (rank 4, 512 × 768, "
           "8-bit Adam, gradient checkpointing, text embeddings precomputed, latents cached) and about 9 GB for "
           "the same as QLoRA (hf-flux-qlora-blog); diffusers says a rank-16 LoRA with all components trained "
           "'can exceed 40GB' (diffusers-flux-dreambooth-readme); SimpleTuner, which caches embeddings and "
           "latents, 'a bit more than 30G' unquantised, 18G int8, 9G NF4 at rank 16 (simpletuner-flux-quickstart).",
        zh="已发表的实测：Hugging Face 测得 FLUX.1-dev 的 BF16 LoRA（秩 4、512 × 768、8-bit Adam、梯度检查点、文本嵌入"
           "预先算好、潜变量已缓存）为 26 GB，同样设置的 QLoRA 约 9 GB（hf-flux-qlora-blog）；diffusers 说秩 16、训练"
           "全部组件的 LoRA「可能超过 40GB」（diffusers-flux-dreambooth-readme）；SimpleTuner（缓存嵌入与潜变量）"
           "秩 16 时不量化「略高于 30G」、int8 18G、NF4 9G（simpletuner-flux-quickstart）。"),),
    "whisper-large-v3": (I18n(
        en="Published checks: a user fine-tuning large-v3 with the Hugging Face Trainer (fp16, gradient "
           "checkpointing, batch 2) measured a 32 GB peak on an A100, and another ran out of memory on 22 GB cards "
           "(hf-whisper-large-v3-discussion-150) — above this estimate: fp16 AMP keeps fp32 weights plus a 16-bit "
           "copy, and the allocator caches. Hugging Face's Whisper fine-tuning event trained large on 40 GB A100s "
           "with DeepSpeed ZeRO-2 and the optimizer offloaded to the CPU (hf-whisper-event).",
        zh="已发表的实测：有用户用 Hugging Face Trainer（fp16、梯度检查点、batch 2）微调 large-v3，在 A100 上峰值 "
           "32 GB，另有人在 22 GB 的卡上显存不足（hf-whisper-large-v3-discussion-150）——高于此估算：fp16 AMP 保留 FP32 "
           "权重外加一份 16 位副本，分配器也会缓存。Hugging Face 的 Whisper 微调活动在 40 GB A100 上训练 large 时用了 "
           "DeepSpeed ZeRO-2 并把优化器卸载到 CPU（hf-whisper-event）。"),),
}
