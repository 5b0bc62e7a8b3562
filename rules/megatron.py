"""Megatron-LM's pretrain_gpt.py for pre-training a dense Llama-architecture model: the tuned stack a pre-training run
is timed on (rules.estimate.job.stack_of). Review 81 c08: the hours were llm-foundry's utilisation while the line ran
transformers' run_clm.py — the plain Trainer's kernels, ZeRO or not — with no learning-rate schedule and a batch the
gradient-sync model did not assume.

The flags are Megatron-LM's own (examples/llama/train_llama3_8b_h100_fp8.sh, docs/llama_mistral.md and
examples/post_training/modelopt/conf/Qwen/Qwen3-8B.sh at d98e8a6, source megatron-lm-llama): the architecture from
the model's config (layers, widths, heads, GQA groups, head dim, RoPE base, tied embeddings; Qwen2's QKV bias,
Qwen3's QK norm, Llama 3.1's RoPE scaling), the data as the indexed dataset tools/preprocess_data.py writes, and a
released model's weights converted first with Megatron-Bridge. The optimiser settings are Llama 2's pre-training
recipe (Touvron et al. 2023, §2.2: AdamW β2 0.95, cosine decay to a tenth of the peak, weight decay 0.1, clipping 1.0,
2,000 warm-up steps; peak 3e-4, 1.5e-4 for the 34B and 70B models; source llama2-paper), over ~1M tokens a
step."""

from __future__ import annotations

import math
from typing import Any

QKV_BIAS_FAMILIES = frozenset({"qwen2.5", "qwen2.5-coder", "qwq"})  # Qwen2's attention has biases on Q, K and V
QK_NORM_FAMILIES = frozenset({"qwen3"})  # Qwen3 normalises queries and keys (--qk-layernorm, Megatron's Qwen3 conf)
ROPE_SCALED_FAMILIES = frozenset({"llama-3.1", "llama-3.2", "llama-3.3"})  # rope_type llama3 (--use-rope-scaling)
KNOWN_FAMILIES = QKV_BIAS_FAMILIES | QK_NORM_FAMILIES | ROPE_SCALED_FAMILIES | {"llama-2", "llama-3", "mistral", "yi"}
VOCAB_MULTIPLE = 128  # Megatron pads the vocabulary to a multiple of this × TP (--make-vocab-size-divisible-by)
WARMUP_STEPS = 2000  # Llama 2 §2.2
BIG_MODEL_B = 30  # Llama 2's 34B and 70B took the lower peak learning rate
ROOM_SHARE = 0.9  # a rank's share is held within this much of its usable memory (fragmentation, NCCL buffers)
NORM_EPSILON = 1e-5  # Megatron-LM's --norm-epsilon default (megatron/training/arguments.py; source hf-rms-norm-eps)


def megatron_ready(model: Any) -> bool:
    """Whether pretrain_gpt.py rebuilds ``model`` from its recorded shape: a dense GQA / MHA transformer of a family
    whose particulars are known here (no experts, latent attention or sliding windows), with its RoPE base recorded.
    None (a size with no model): the architecture is the person's, the line names where it goes."""
    if model is None:
        return True
    return (model.kind == "llm" and model.moe is None and model.attention in ("gqa", "mha")
            and model.sliding_window is None and model.rope_theta is not None and model.family in KNOWN_FAMILIES
            and bool(model.intermediate_size) and bool(model.vocab) and model.vocab % VOCAB_MULTIPLE == 0)


def norm_epsilon(model: Any, ref: str) -> float | None:
    """The RMSNorm epsilon of the weights ``ref`` names (the chat weights' own where they differ: Qwen2.5-14B's base
    is 1e-5, its Instruct 1e-6 — source hf-rms-norm-eps), None where it is not recorded. Review 97 c02: a converted
    Qwen checkpoint at 1e-6 run under Megatron's 1e-5 default changes every norm's output a little, silently."""
    if model is None:
        return None
    chat = getattr(model, "chat_rms_norm_eps", None)
    if chat is not None and ref == getattr(model, "chat_repo", None):
        return float(chat)
    eps = getattr(model, "rms_norm_eps", None)
    return None if eps is None else float(eps)


def _architecture(model: Any, seq: int, scratch: bool, ref: str = "") -> list[str]:
    if model is None:
        return ["--num-layers YOUR_LAYERS --hidden-size YOUR_HIDDEN --ffn-hidden-size YOUR_FFN "
                "--num-attention-heads YOUR_HEADS --group-query-attention --num-query-groups YOUR_KV_HEADS",
                f"--seq-length {seq} --max-position-embeddings {seq} --position-embedding-type rope --swiglu "
                "--normalization RMSNorm --disable-bias-linear --untie-embeddings-and-output-weights"]
    head_dim = model.head_dim or model.hidden // model.heads
    # a released model's positions go as far as it was trained; from scratch, as far as the run's sequences
    positions = seq if scratch else max(seq, int(model.native_context or model.max_context or seq))
    parts = [f"--num-layers {model.layers} --hidden-size {model.hidden} --ffn-hidden-size {model.intermediate_size} "
             f"--num-attention-heads {model.heads}"]
    if (model.kv_heads or model.heads) < model.heads:
        parts.append(f"--group-query-attention --num-query-groups {model.kv_heads}")
    parts.append(f"--kv-channels {head_dim} --seq-length {seq} --max-position-embeddings {positions} "
                 f"--position-embedding-type rope --rotary-base {model.rope_theta:.0f} --rotary-percent 1.0 --swiglu "
                 "--normalization RMSNorm --disable-bias-linear")
    eps = norm_epsilon(model, ref)
    if eps is not None and not math.isclose(eps, NORM_EPSILON):
        parts.append(f"--norm-epsilon {eps:g}")
    if model.family in QKV_BIAS_FAMILIES:
        parts.append("--add-qkv-bias")
    if model.family in QK_NORM_FAMILIES:
        parts.append("--qk-layernorm")
    if model.family in ROPE_SCALED_FAMILIES and not scratch:  # the released model's long-context RoPE (review 85 C05:
        # from scratch at 2,048 tokens it stretched positions the run never trains)
        parts.append("--use-rope-scaling")
    if not model.tie_embeddings:
        parts.append("--untie-embeddings-and-output-weights")
    # the padded vocabulary equals the model's own (Megatron's Qwen3 conf: 151,936 = 128 × 1,187)
    parts.append(f"--make-vocab-size-divisible-by {model.vocab // VOCAB_MULTIPLE}")
    return parts


def steps(tokens: float, global_batch: int, seq: int) -> int:
    """Optimizer steps that train on ``tokens``: each step is ``global_batch`` sequences of ``seq`` tokens."""
    return max(1, math.ceil(tokens / max(1, global_batch * seq)))


def global_batch(batch_tokens: int, micro: int, data_parallel: int, seq: int) -> int:
    """Sequences a step: ~``batch_tokens`` tokens, a whole number of micro-batches on every data-parallel rank
    (Megatron accumulates gradients over the rest: global ÷ (micro × data-parallel) micro-batches a step)."""
    per_pass = max(1, micro) * max(1, data_parallel)
    return max(per_pass, round(batch_tokens / max(1, seq) / per_pass) * per_pass)


def _parallel(model: Any, devices: int, node: int, scratch: bool, room_gb: float | None,
              state: dict[str, float] | None) -> tuple[int, int, bool]:
    """(tensor parallel, pipeline stages, Megatron-FSDP) for ``devices`` ranks, ``node`` a node: the smallest tensor
    parallelism that divides the model's heads and KV groups (Megatron-core's Attention asserts both — review 82 C09:
    Qwen2.5-7B's 28 heads and 4 groups at TP 8 aborted) and holds a rank's share of ``state`` (one GPU's weights,
    gradients, Adam states and activations) within ``room_gb``, the Adam states sharded over every rank by the
    distributed optimiser; where none holds it, Megatron-FSDP from scratch, else the widest such tensor parallelism
    inside a node and pipeline stages across nodes."""
    heads = int(getattr(model, "heads", 0) or 0)
    groups = int(getattr(model, "kv_heads", 0) or heads)
    valid = [t for t in (1, 2, 4, 8, 16) if t <= min(devices, node) and (not heads or (heads % t == 0 and
                                                                                        groups % t == 0))] or [1]
    if state and room_gb:
        shared = state.get("weights", 0.0) + state.get("gradients", 0.0) + state.get("activations", 0.0)
        alone = state.get("optimizer", 0.0) / devices + state.get("overhead", 0.0)
        for t in valid:
            if shared / t + alone <= room_gb * ROOM_SHARE:
                return t, 1, False
    if scratch:
        return 1, 1, True
    layers = int(getattr(model, "layers", 0) or 0)
    stages = max(1, devices // node)
    while stages > 1 and layers and layers % stages:
        stages -= 1
    return valid[-1], stages, False


def runner(gpus: int, node_gpus: int, devices: int = 1) -> str:
    """torchrun for ``gpus`` cards of ``devices`` ranks each: one node, or the same command on every node."""
    per_node = min(gpus, node_gpus) * devices
    if gpus <= node_gpus:
        return f"torchrun --nproc_per_node {per_node}"
    return (f"torchrun --nnodes {-(-gpus // node_gpus)} --nproc_per_node {per_node} --rdzv-backend c10d "
            "--rdzv-endpoint HEAD_NODE_IP:29500")


def pretrain_line(*, model: Any, ref: str, gpus: int, node_gpus: int, seq: int, micro: int, tokens: float,
                  scratch: bool, recompute: bool, batch_tokens: int, ecosystem: str = "cuda", devices: int = 1,
                  room_gb: float | None = None, state: dict[str, float] | None = None,
                  save_steps: int | None = None) -> str:
    """The commands: the corpus tokenised into Megatron's indexed dataset, a released model's weights converted (when
    it is continued), then torchrun on pretrain_gpt.py over every rank (``devices`` a card: an Ascend 910C's two
    dies). ``room_gb``: a card's usable memory; ``state``: one GPU's share of the job at the micro-batch (weights,
    gradients, optimizer, activations, overhead) — the parallel sizes are chosen to hold it (``_parallel``). ROCm:
    AMD's port (ROCm/Megatron-LM, its rocm/megatron-lm container); Ascend: Huawei's MindSpeed-LLM, Megatron on
    NPUs — the same pretrain_gpt.py flags. ``save_steps``: the checkpoint interval said (--save-steps)."""
    ranks = gpus * devices
    tp, pp, fsdp = _parallel(model, ranks, node_gpus * devices, scratch, room_gb / devices if room_gb else None,
                             state)
    dp = max(1, ranks // (tp * pp))
    batch = global_batch(batch_tokens, micro, dp, seq)
    n = steps(tokens, batch, seq) if tokens > 0 else 0
    big = model is not None and float(model.params_b) >= BIG_MODEL_B
    # a released model pre-trained further on one domain, with no general data replayed, forgets less at a tenth of
    # the from-scratch peak (review 82 C09: 3e-4 on medical text alone)
    lr = (1.5e-4 if big else 3e-4) / (1 if scratch else 10)
    warmup = min(WARMUP_STEPS, max(1, n // 10)) if n else WARMUP_STEPS
    tokenizer = "YOUR_TOKENIZER" if model is None else ref
    prep = (f"python tools/preprocess_data.py --input YOUR_CORPUS.jsonl --output-prefix corpus "
            f"--tokenizer-type HuggingFaceTokenizer --tokenizer-model {tokenizer} --append-eod --workers 16")
    start = ""
    if not scratch:
        prep += (f"; python Megatron-Bridge/examples/conversion/convert_checkpoints.py import --hf-model {ref} "
                 "--megatron-path checkpoints/base --torch-dtype bfloat16")
        # the released weights start the run and the run's own checkpoints resume it: Megatron loads --load when it
        # holds a checkpoint and otherwise fine-tunes from --pretrained-checkpoint (no optimizer, step 0 —
        # megatron/training/checkpointing.py, load_checkpoint). Review 91 c07: "--load checkpoints/base --finetune"
        # restarted a preempted spot run from the base model, step 0, every time
        start = " --pretrained-checkpoint checkpoints/base --load checkpoints/out"
    parallel = f"--tensor-model-parallel-size {tp}" + (" --sequence-parallel" if tp > 1 else "")
    if fsdp:
        parallel += (" --use-megatron-fsdp --data-parallel-sharding-strategy optim_grads_params"
                     " --ckpt-format fsdp_dtensor")
    if pp > 1:
        parallel += f" --pipeline-model-parallel-size {pp}"
    memory = (" --recompute-granularity full --recompute-method uniform --recompute-num-layers 1"
              if recompute else "")
    train = (f"--micro-batch-size {micro} --global-batch-size {batch} --train-iters {n or 'YOUR_STEPS'} "
             f"--lr {lr:g} --min-lr {lr / 10:g} --lr-decay-style cosine --lr-warmup-iters {warmup} "
             "--weight-decay 0.1 --adam-beta1 0.9 --adam-beta2 0.95 --clip-grad 1.0 --bf16")
    where = {"rocm": "in AMD's rocm/megatron-lm container (ROCm/Megatron-LM): ",
             "cann": "in Huawei's MindSpeed-LLM (Megatron-LM on Ascend NPUs, the same pretrain_gpt.py flags; "
                     f"{devices} NPU devices a card): " if devices > 1 else
                     "in Huawei's MindSpeed-LLM (Megatron-LM on Ascend NPUs, the same pretrain_gpt.py flags): "
             }.get(ecosystem, "")
    shape = " ".join(_architecture(model, seq, scratch, ref))
    return (f"{where}{prep}; then: {runner(gpus, node_gpus, devices)} pretrain_gpt.py --use-mcore-models {shape} "
            f"{train} {parallel} --use-distributed-optimizer --overlap-grad-reduce{memory} "
            f"--data-path corpus_text_document --tokenizer-type HuggingFaceTokenizer --tokenizer-model {tokenizer} "
            f"--split 99,1,0{start} --save checkpoints/out --save-interval {save_steps or _save_interval(n)}")


def _save_interval(n: int) -> int:
    """A checkpoint every ~5 % of a run of ``n`` steps (at most 1,000 apart): a run of days loses at most hours to a
    crash or a preempted machine."""
    return min(1000, max(1, n // 20)) if n else 1000
