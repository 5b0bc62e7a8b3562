"""A ready-to-run command per pick, consistent with the engine's memory model
(``rules.estimate.engines``): the same tensor-parallel size, context, memory fraction, KV dtype
and quantisation the sizing assumed.

The model is named by its Hugging Face repository when its source in the knowledge base is a
huggingface.co address; otherwise by its name in angle brackets (download it yourself).
"""

from __future__ import annotations

import json
import math
from typing import Any

from knowledge.schema import Model
from rules import batch_launch, draft_launch, megatron, rl_launch, thinking_mode, vision_launch
from rules.ascend_dp_launch import with_dp_attention
from rules.capability_facts import rope_ceiling
from rules.checkpoint_ref import (  # noqa: F401
    GGUF_TAGS,
    any_published,
    downloads_from_hub,
    fp8_placeholder,
    int4_method,
    int4_repo,
    model_ref,
    published,
    served_checkpoint,
)
from rules.estimate.capacity import usable_gb
from rules.estimate.job import POOL_LINKS, TOKENS_PER_GPU_STEP, node_of
from rules.estimate.precision import SIXTEEN_BIT
from rules.npu_sft_launch import on_card

LOAD_SHARE = 0.9  # of a GPU's usable memory the 16-bit weights may take while they load
NODE_GPUS = 8  # GPUs per node (rules.estimate.job.NODE_GPUS): NVLink / tensor parallel ends there


FP8_BLOCK = 128  # Qwen3's FP8 checkpoints quantise 128 × 128 blocks, its GPTQ-Int4 ones groups of 128


LLAMA_CACHE_TYPES = {"fp8": "q8_0", "int8": "q8_0", "q4": "q4_0"}  # llama.cpp has no FP8 cache: q8_0 is its 8 bits

def _expert_parallel(model: Model | None, precision: str, tp: int) -> bool:
    """Whether a block-wise FP8 checkpoint of an MoE model needs expert parallelism at ``tp``: tensor parallelism
    that cuts an expert's width below whole blocks does not load ("output_size … = 192 is not divisible by weight
    quantization block_n = 128": Qwen3-30B-A3B's 768 over 4 GPUs); expert parallelism keeps each expert whole."""
    moe = getattr(model, "moe", None)
    width = int(getattr(moe, "moe_intermediate_size", 0) or 0)
    # a GPTQ checkpoint's groups are 128 wide along the same width (Qwen3's GPTQ-Int4 MoE models): the same cut
    grouped = (precision == "fp8" and published(model, "fp8") is not None) or (
        precision == "int4" and int4_method(model) == "GPTQ")
    return tp > 1 and grouped and width > 0 and (width // tp) % FP8_BLOCK != 0


# SGLang's Ascend docs: "On A3 each card has 2 dies, so --tp-size is twice the card count" (a card's ``devices``)


def _quant_flag(model: Model | None, precision: str, card: Any = None) -> str:
    native = model.native_dtype if model is not None else "bf16"
    if precision == native or (precision in SIXTEEN_BIT and native in SIXTEEN_BIT):
        return ""
    if precision == "fp8":
        return " --quantization fp8"  # online FP8 from 16-bit weights (vLLM / SGLang)
    if precision in ("int4", "nf4"):
        # needs an AWQ INT4 checkpoint of the model; Marlin is CUDA-only — on ROCm vLLM runs AWQ
        # through its own (Triton) kernels and takes the plain name (rules.estimate.kernels)
        rocm = getattr(card, "ecosystem", "cuda") == "rocm"
        if int4_method(model) == "GPTQ":  # the publisher's GPTQ checkpoint (Qwen3 MoE); ROCm: vllm-rocm-platform
            return " --quantization gptq" if rocm else " --quantization gptq_marlin"
        return " --quantization awq" if rocm else " --quantization awq_marlin"
    return ""


def _fp8_checkpoint(model: Model | None, req: Any, fit: Any, tp: int) -> str | None:
    """vLLM's and SGLang's online ``--quantization fp8`` first load the 16-bit weights ("you need
    enough memory to load the whole model", vLLM's FP8 docs): where a GPU's share of them does not
    fit, the command names an FP8 checkpoint to download instead (returns its reference)."""
    native = model.native_dtype if model is not None else "bf16"
    params = float((model.params_b if model is not None else None) or req.params_b or 0)
    usable = float(getattr(fit, "usable_gb", 0) or 0)
    # the engine's own share of the card (0.9), not the whole of it: 203 GB of BF16 per GPU on
    # an MI300X's 205 GB usable leaves nothing for the CUDA context while loading (review 5 F13)
    if native not in SIXTEEN_BIT or params <= 0 or usable <= 0 \
            or params * 2 / max(1, tp) <= usable * LOAD_SHARE:
        return None
    return any_published(model, "fp8") or fp8_placeholder(model)


def downloaded_gb(kb: Any, facts: Any, req: Any, card: Any, gpus: int) -> float:
    """The checkpoint a copy on ``gpus`` × ``card`` downloads: the weights at the precision run, or the 16-bit file
    where the launch quantises to FP8 online (review 99 c06: "72.7 GB of weights downloaded" for a line that loads
    Llama-3.3-70B's 141 GB of BF16 and quantises it on the card)."""
    run = float(req.breakdown.get("weights") or float(req.params_b or 0) * 2)
    model = facts.model_record(kb) if facts.model else None
    if (req.precision or "bf16") != "fp8" or model is None or published(model, "fp8"):
        return run
    fit = type("Fit", (), {"usable_gb": usable_gb(card)})()
    if _fp8_checkpoint(model, req, fit, gpus) is not None or model.native_dtype not in SIXTEEN_BIT:
        return run  # an FP8 checkpoint is downloaded instead (or the weights are not 16-bit to begin with)
    return max(run, float(model.params_b or req.params_b or 0) * 2)


def _rope(model: Model | None, ctx: int) -> str | None:
    """The rope_scaling override a context beyond the model's native one needs (YaRN, as the Qwen
    cards give it: factor = context ÷ native, original_max_position_embeddings = native), as JSON —
    never past the factor the card documents (max_context ÷ native)."""
    native = int(getattr(model, "native_context", 0) or 0)
    if not rope_ceiling(model) or ctx <= native:
        return None
    factor = max(1.0, float(-(-min(ctx, rope_ceiling(model)) // native)))
    override = {"rope_scaling": {"rope_type": "yarn", "factor": factor,
                                 "original_max_position_embeddings": native}}
    return "'" + json.dumps(override, separators=(",", ":")) + "'"


def launch_command(kb: Any, facts: Any, req: Any, fit: Any, eng: Any,
                   in_flight: int = 0, max_len: int | None = None, copies: int = 1, sequences: int = 0,
                   node: int | None = None) -> str | None:
    """The command for ``req`` placed as ``fit`` under the engine fit ``eng``; ``in_flight``: the
    sequences a stated load keeps in flight on one copy (the engine must admit that many); ``max_len``: the longest
    request the serving engine admits, where it is more than the context sized (rules.pipeline: room over a prompt
    and reply said as "about"); ``copies``: copies of the model on one node, each on ``fit.gpus`` GPUs — one command
    runs them all behind one API (vLLM's --data-parallel-size; review 76 c02: two TP-4 copies were launched as one);
    ``sequences``: the load's sequences in flight on one copy (the LoRA adapters a batch mixes: rules.lora_serving);
    ``node``: GPUs in one of the person's servers (node_of): tensor parallelism never spans more (review 95 c10)."""
    model = facts.model_record(kb) if facts.model else None
    precision = req.precision or "bf16"
    sized = int(req.context_tokens or 0)  # llama.cpp allocates -c up front: it keeps the context the memory sized
    ctx = sized if req.is_training else max(sized, int(max_len or 0))
    if rope_ceiling(model) and not req.is_training:
        ctx = min(ctx, rope_ceiling(model))  # past it the model is not supported: the rope-beyond-card caveat says so
    seqs = int(req.sequences or 1)
    gpus = fit.gpus
    tp = gpus if fit.layout in ("tensor-parallel", "even-split") else 1
    fp8_ref = _fp8_checkpoint(model, req, fit, tp) if precision == "fp8" else None
    # a pre-quantised checkpoint names its quantisation in its config: no online --quantization fp8
    quant = "" if fp8_ref or (precision == "fp8" and published(model, "fp8")) \
        else _quant_flag(model, precision, getattr(fit, "card", None))
    experts = _expert_parallel(model, precision, tp)
    box = node_of(facts, node)
    dp = gpus if fit.layout == "replicas" else (copies if 1 < copies and gpus * copies <= box else 1)
    engine = eng.engine
    kv_fp8 = (req.kv_precision or "fp16") == "fp8"
    if req.is_training and getattr(facts, "rl", None):  # an RL run: TRL's GRPO entry point (review 87 c10)
        return rl_launch.rl_line(facts, req, model_ref(kb, model, checkpoint=facts.checkpoint), gpus, fit.layout,
                                 getattr(fit, "card", None))
    if req.is_training:
        micro = _micro_batch(req, fit, gpus) if req.task == "pretrain" else None
        line = _training(kb, facts, req, model, gpus, engine, micro, fit.layout, card=getattr(fit, "card", None))
        return on_card(line, facts, model, req.task, getattr(fit, "card", None), gpus)  # DPO: trl dpo; Ascend: LF
    if req.task == "embedding":  # an embedding / rerank service: Hugging Face TEI (rules.encoder_service)
        from rules.tei_launch import launch as tei_launch

        card = getattr(fit, "card", None)
        return tei_launch(kb, facts, card) if card is not None else None
    if req.task == "detection" and getattr(facts, "rps", None):  # a detector at a rate: its TensorRT engine
        from rules.estimate.detection import launch as detection_launch

        return detection_launch(facts, kb)
    if req.kind != "llm":
        return _wan(model, facts, gpus) if req.task == "video" else None
    if engine == "vllm":
        ref = fp8_ref or model_ref(kb, model, precision, serving=True, checkpoint=served_checkpoint(facts))
        card = getattr(fit, "card", None)
        # vLLM-Ascend counts dies: an Atlas 800T A3's 8 × 910C are "64G × 16" (review 81 c04: --tensor-parallel-size 8
        # held 512 of the 694 GB), and it loads ModelSlim's 8-bit weights, not a CUDA FP8 or AWQ checkpoint
        node = box * (dies := getattr(card, "devices", 1))  # an Ascend 910C card is two dies
        if getattr(card, "ecosystem", "cuda") == "cann" and precision in ("int8", "int4"):
            scheme = "W8A8" if precision == "int8" else "W4A8"
            ref = f"<{model.name if model else 'your model'} ModelSlim {scheme} weights>"
            # the 8-bit cache the memory was sized with (huaweicloud-kv-int8: experimental, named models only)
            quant = " --quantization ascend" + (" --kv-cache-dtype int8" if req.kv_precision == "int8" else "")
        parts = [f"vllm serve {ref}"]
        tp_dev = tp * dies if fit.layout != "replicas" else (dies if dies > 1 else 1)
        if tp_dev > 1 and req.parts.dp_attention_replicated_gb:  # sized so: each die its own requests' MLA cache
            parts = with_dp_attention(parts, tp_dev, node)
        elif tp_dev > node:  # NVLink ends at the node: tensor parallel inside, pipeline across nodes
            # vLLM places the other nodes' workers through a Ray cluster (its multi-node serving docs): started on
            # every node first, the command then runs on the head alone (review 79 C01: the line alone did not start)
            parts[0] = ("on the head node: ray start --head --port 6379; on each other node: ray start --address "
                        f"HEAD_NODE_IP:6379; then on the head node: {parts[0]}")
            parts.append(f"--tensor-parallel-size {node} --pipeline-parallel-size "
                         f"{-(-tp_dev // node)} --distributed-executor-backend ray")
        elif tp_dev > 1:
            parts.append(f"--tensor-parallel-size {tp_dev}")
        if dp > 1:
            parts.append(f"--data-parallel-size {dp}")
        if experts and "--enable-expert-parallel" not in parts:
            parts.append("--enable-expert-parallel")
        parts += [f"--max-model-len {ctx}", *vision_launch.vllm_flags(model, facts)]
        rope = _rope(model, ctx)
        if rope:
            parts.append(f"--hf-overrides {rope}")
        if model is not None and model.reasoning_parser:  # the thinking apart from the answer (vllm-reasoning-outputs)
            parts.append(f"--reasoning-parser {model.reasoning_parser}" + thinking_mode.vllm_flag(facts, model))
        parts.append(f"--gpu-memory-utilization {eng.settings.get('gpu_memory_utilization', 0.9):.2f}")
        if eng.fix_flag and "--enforce-eager" in eng.fix_flag:
            parts.append("--enforce-eager")
        if kv_fp8 or (eng.fix_flag and "--kv-cache-dtype fp8" in eng.fix_flag):
            parts.append("--kv-cache-dtype fp8")
        # review 9 F5: capped at the 32 sequences said while the load keeps ~56 in flight, the
        # queue grows without bound (an admission cap only: vLLM pages the KV; llama.cpp's -np
        # slots below each reserve a context, so they stay at the sized sequences)
        admit = max(seqs, in_flight)
        if admit > 1:
            parts.append(f"--max-num-seqs {admit}")
        if getattr(facts, "shared_prefix", False):  # sized on cache hits (rules.prefix_load): on by default, kept on
            parts.append("--enable-prefix-caching")
        line = " ".join([*parts, *draft_launch.serving_flags(kb, facts, req, "vllm", sequences)]) + quant
        return batch_launch.offline(line) if getattr(facts, "generate_tokens", None) else line
    if engine == "sglang":
        card = getattr(fit, "card", None)
        npu = getattr(card, "ecosystem", "cuda") == "cann"
        ref = fp8_ref or model_ref(kb, model, precision, serving=True, checkpoint=served_checkpoint(facts))
        dies = getattr(card, "devices", 1)
        if npu:
            # SGLang on Ascend (its Ascend NPU docs, DeepSeek examples): --device npu --attention-backend ascend, an
            # 8-bit or 4-bit model as ModelSlim's weights (--quantization modelslim); an A3 (910C) card is two dies,
            # and --tp counts dies
            quant = " --device npu --attention-backend ascend"
            if precision in ("int8", "int4"):
                ref = f"<{model.name if model else 'your model'} ModelSlim {precision.upper()} weights>"
                quant += " --quantization modelslim"
        parts = [f"python -m sglang.launch_server --model-path {ref}"]
        cards, tp = tp, tp * dies
        if cards > box:
            # the same command on every node (SGLang's multi-node form), tensor parallel inside each node and
            # pipeline parallel across them (--pp-size), as the memory was sized (rules.estimate.split): a tensor
            # parallel group over the network between nodes is what review 95 c10 would not sign
            stages = -(-cards // box)
            tp = box * dies
            parts.append(f"--tp {tp} --pp-size {stages} --nnodes {stages} --node-rank $NODE_RANK "
                         "--dist-init-addr HEAD_NODE_IP:5000")
        elif tp > 1:
            parts.append(f"--tp {tp}")
        if tp > 1 and req.parts.dp_attention_replicated_gb:  # the memory model counted on it
            parts.append(f"--dp {min(tp, box * dies)} --enable-dp-attention")
        elif dp > 1:
            parts.append(f"--dp {dp}")
        if experts and not npu:
            parts.append(f"--ep-size {tp}")
        parts.append(f"--context-length {ctx}")
        rope = _rope(model, ctx)
        if rope:
            parts.append(f"--json-model-override-args {rope}")
        if model is not None and model.reasoning_parser:
            parts.append(f"--reasoning-parser {model.reasoning_parser.replace('_', '-')}")
        parts.append(f"--mem-fraction-static {eng.settings.get('mem_fraction_static', 0.85):.2f}")
        if kv_fp8:
            parts.append("--kv-cache-dtype fp8_e4m3")
        return " ".join([*parts, *draft_launch.serving_flags(kb, facts, req, "sglang", sequences, parts)]) + quant
    if engine == "llama.cpp":
        # an MXFP4 model (gpt-oss) ships its GGUF in MXFP4, the size the memory check used — not a
        # Q4_K_M file (review 9 F10)
        ref = (f"<{model.name if model else 'your model'} MXFP4 GGUF>" if precision == "mxfp4"
               else model_ref(kb, model, precision if precision in GGUF_TAGS else "q4_k_m",
                              checkpoint=facts.checkpoint))
        src = f"-hf {ref}" if not ref.startswith("<") else f"-m {ref}"
        ngl = eng.offload_layers if eng.offload_layers is not None else 999
        parts = [f"llama-server {src}", f"-c {sized * seqs}", f"-np {seqs}", f"-ngl {ngl}"]
        if gpus > 1:
            parts.append("--split-mode layer --tensor-split " + ",".join(["1"] * gpus))
        if cache := LLAMA_CACHE_TYPES.get(req.kv_precision or "fp16"):  # as sized (review 106 C3: int8 had none)
            parts.append(f"-fa on --cache-type-k {cache} --cache-type-v {cache}")
        return " ".join([*parts, *draft_launch.draft_flags(kb, facts, "llama.cpp")])
    if engine == "transformers":
        ref = model_ref(kb, model, serving=True, checkpoint=facts.checkpoint)
        return (f"python -c \"from transformers import pipeline; p = pipeline('text-generation', "
                f"model='{ref}', torch_dtype='auto', device_map='auto'); "
                f"print(p('Hello', max_new_tokens=64)[0]['generated_text'])\"")
    return None


# Wan2.1's README (wan2.1-generate, wan2.1-github): generate.py per clip; the 14B's measured 69.1 GB at 720P was run
# with --offload_model True, the 1.3B's 8.19 GB on an RTX 4090 with --offload_model True --t5_cpu (and its recommended
# --sample_shift 8 --sample_guide_scale 6) — the flags the memory check sized
_WAN = {"wan2.1-14b": ("t2v-14B", "Wan2.1-T2V-14B", "--offload_model True"),
        "wan2.1-1.3b": ("t2v-1.3B", "Wan2.1-T2V-1.3B", "--offload_model True --t5_cpu --sample_shift 8 "
                                                       "--sample_guide_scale 6")}
_WAN_SIZE = {"720p": "1280*720", "480p": "832*480"}


def _wan(model: Model | None, facts: Any, gpus: int) -> str | None:
    """A Wan2.1 clip job or service: one generate.py process per GPU, each with its share of the prompts (the plans
    split clips across GPUs, no link between them; review 78 c05: a video pick had no launch line)."""
    got = _WAN.get(model.id) if model is not None else None
    if got is None:
        return None
    task, repo, flags = got
    size = _WAN_SIZE.get(getattr(facts, "resolution", None) or model.default_resolution or "", "1280*720")
    line = (f"hf download Wan-AI/{repo} --local-dir ./{repo} && CUDA_VISIBLE_DEVICES=0 python "
            f'generate.py --task {task} --size {size} --ckpt_dir ./{repo} {flags} --prompt "YOUR PROMPT"')
    if gpus > 1:
        line += (f"  # one such process on each of the {gpus} GPUs (CUDA_VISIBLE_DEVICES=0, 1, … on each machine), "
                 "each with its share of the prompts")
    clips = int(getattr(facts, "videos", None) or 0)
    if clips > gpus:  # review 97 c10: a run per clip reloads the weights (source diffusers-wan-pipeline)
        line += (f"{'; ' if gpus > 1 else '  # '}generate.py makes one clip a run and loads the model each time: for "
                 f"{clips} clips load it once — loop over the prompts in one Python process with diffusers' "
                 f"WanPipeline (Wan-AI/{repo}-Diffusers)")
    return line


def _torchrun(gpus: int) -> str:
    """torchrun for ``gpus``: one node, or the same command on every node of a cluster (rules.megatron's runner)."""
    return megatron.runner(gpus, NODE_GPUS)


def _processes(gpus: int, deepspeed: bool = False) -> str:
    """accelerate's process flags for ``gpus``: one machine, or run on each of the machines. Under DeepSpeed on several
    machines accelerate's default launcher is pdsh from one host with a hostfile (review 78 c12: run on each node as
    written, it formed no 32-GPU job): the same command on every node needs its 'standard' launcher."""
    if gpus <= NODE_GPUS:
        return f"--num_processes {gpus}"
    nodes = -(-gpus // NODE_GPUS)
    return (f"--num_machines {nodes} --num_processes {gpus} --machine_rank $NODE_RANK "
            "--main_process_ip HEAD_NODE_IP --main_process_port 29500"
            + (" --deepspeed_multinode_launcher standard" if deepspeed else ""))


STREAM_TOKENS = 1e9  # a pre-training corpus from which run_clm.py streams rather than tokenising it all first
ACTIVATION_ROOM = 0.8  # of a GPU's spare memory the extra sequences' activations may take
GLOBAL_BATCH_TOKENS = 2 ** 20  # a pre-training step's tokens on all GPUs (~1M: GPT-3 1.3B's batch)


def _micro_batch(req: Any, fit: Any, gpus: int) -> int:
    """A pre-training launch's per-GPU batch: what the memory left after the sized batch allows,
    up to ~1M tokens a step on all GPUs. The training time assumes a tuned stack's utilisation
    (38–43 % MFU), which one sequence per GPU does not reach on a card with room for many (review
    6 F5: a 1.3B pre-train launched at batch 1 on a 180 GB B200). Fine-tuning keeps its batch: a
    small data set needs its steps."""
    batch = int(req.sequences or 1)
    seq = max(1, int(req.context_tokens or 1))
    cap = max(batch, GLOBAL_BATCH_TOKENS // (seq * max(1, gpus)))
    act = float(getattr(fit, "split", None) and fit.split.breakdown.get("activations", 0.0) or 0.0)
    spare = float(getattr(fit, "headroom_gb", 0.0) or 0.0)
    if act <= 0 or spare <= 0:
        return batch
    per_sequence = act / batch
    return max(batch, min(cap, batch + int(ACTIVATION_ROOM * spare / per_sequence)))


# diffusers' DreamBooth-LoRA scripts (examples/dreambooth), one per architecture: TRL's SFT trains causal
# language models and cannot train a UNet or a diffusion transformer (review 22 M3)
_DREAMBOOTH_LORA = {"sdxl": "train_dreambooth_lora_sdxl.py", "flux.1-": "train_dreambooth_lora_flux.py",
                    "sd3": "train_dreambooth_lora_sd3.py", "sd-3": "train_dreambooth_lora_sd3.py",
                    "sd-1.5": "train_dreambooth_lora.py"}


def _diffusion_lora(model: Model, ref: str, rank: int, gpus: int, facts: Any = None) -> str | None:
    script = next((v for k, v in _DREAMBOOTH_LORA.items() if model.id.startswith(k)), None)
    if script is None or model.kind != "image":
        return None
    runner = f"accelerate launch {_processes(gpus)} {script}" if gpus > 1 else f"accelerate launch {script}"
    side = 512 if script == "train_dreambooth_lora.py" else 1024
    return (f"{runner} --pretrained_model_name_or_path {ref} --instance_data_dir YOUR_IMAGES "
            f'--instance_prompt "a photo of sks style" --resolution {side} --train_batch_size 1 '
            f"--rank {rank} --mixed_precision bf16 --gradient_checkpointing{_image_passes(facts, gpus)} "
            "--output_dir out")


def _image_passes(facts: Any, gpus: int) -> str:
    """The epochs said, which the scripts' own default of 1 would not train (review 98 c04: 800 images × 20 epochs
    launched one epoch): --num_train_epochs (an int), or --max_train_steps = images × epochs ÷ (batch 1 × GPUs) for a
    fraction of one (diffusers examples/dreambooth: "If provided, overrides num_train_epochs")."""
    epochs = float(getattr(facts, "epochs", None) or 0)
    if not epochs or "epochs" in dict(getattr(facts, "assumed", ()) or ()):
        return ""
    if epochs.is_integer():
        return f" --num_train_epochs {int(epochs)}"
    images = getattr(facts, "samples", None)
    return f" --max_train_steps {math.ceil(images * epochs / max(1, gpus))}" if images else ""


SFT_GLOBAL_SEQUENCES = 8  # llamafactory-lora-sft: per_device_train_batch_size 1, gradient_accumulation_steps 8
UNSLOTH_ACCUMULATION = 4  # unsloth-cli.py's own default, said so the step count below reads against it


def _unsloth_steps(facts: Any, seq: int, batch: int, gpus: int) -> str:
    """Optimizer steps that make the job's passes: sequences × epochs ÷ (batch × accumulation × GPUs), each
    sample one sequence (the CLI does not pack); YOUR_STEPS where the job's size was not given."""
    sequences = getattr(facts, "samples", None) or (
        getattr(facts, "train_tokens", None) and -(-int(facts.train_tokens) // max(1, seq)))
    if not sequences:
        return "YOUR_STEPS"
    per_step = max(1, batch) * UNSLOTH_ACCUMULATION * max(1, gpus)
    return str(max(1, math.ceil(sequences * float(getattr(facts, "epochs", None) or 1) / per_step)))


def _training(kb: Any, facts: Any, req: Any, model: Model | None, gpus: int, engine: str,
              micro: int | None = None, layout: str | None = None, card: Any = None) -> str:
    # preference tuning starts from the chat release unless the base was asked for (review 93 c03: DPO after SFT)
    ref = model_ref(kb, model, checkpoint=facts.checkpoint or ("instruct" if facts.preference else None))
    seq = int(req.context_tokens or 0)
    batch = micro or int(req.sequences or 1)
    rank = getattr(facts, "lora_rank", None) or 16
    if model is not None and model.kind != "llm":
        return _diffusion_lora(model, ref, rank, gpus, facts) if req.task == "lora" else None
    # every weight trained on several GPUs: the memory model shards weights, gradients and optimizer states across
    # them (FSDP full_shard / ZeRO-3); a plain data-parallel launch would need them all on every GPU and run out
    shard = gpus > 1 and req.task in ("full-finetune", "pretrain")
    # adapters over a base too big for one GPU: the memory model shards the frozen base (layout
    # "fsdp"); a plain launch would load all of it on every rank
    shard_base = gpus > 1 and req.task in ("lora", "qlora") and layout == "fsdp"
    fsdp = ' --fsdp "full_shard auto_wrap"' if shard and engine != "deepspeed" else ""
    # said either way: the hours assume the plan's choice, and TRL's SFTConfig turns checkpointing on by itself in
    # recent releases (review 76: a "checkpointing off" plan launched the slower, recomputing run)
    recompute = (" --gradient_checkpointing" if getattr(facts, "gradient_checkpointing", True)
                 else " --gradient_checkpointing False")
    # the passes costed (review 76: TrainingArguments' default is 3 epochs — a 2-epoch job trained 3, a pre-training
    # run went over its 26B tokens three times)
    epochs = f" --num_train_epochs {getattr(facts, 'epochs', None) or 1:g}"
    # the optimizer the memory was sized with (review 65 C3: sized for 8-bit AdamW, the command ran TRL's default
    # adamw_torch — 16 bytes a parameter, over the card picked); HF Trainer's --optim names
    optim = {"adamw-8bit": " --optim adamw_bnb_8bit", "sgd": " --optim sgd"}.get(getattr(facts, "optimizer", ""), "")
    if engine == "unsloth":
        four = " --load_in_4bit" if req.task == "qlora" else ""
        # on several GPUs one process each (DDP), as the hours assume: a plain `python` trains on the first GPU alone
        # (Unsloth's docs, "Multi-GPU Fine-tuning with Distributed Data Parallel (DDP)": its CLI under a launcher)
        runner = f"accelerate launch {_processes(gpus)} unsloth-cli.py" if gpus > 1 else "python unsloth-cli.py"
        # its CLI stops after --max_steps (400 by default) and saves nothing unless told (unslothai/unsloth
        # unsloth-cli.py; review 76 C11: 400 steps were 1.6 % of a 2-epoch job, and the adapter was thrown away)
        return (f"{runner} --model_name {ref} --max_seq_length {seq} "
                f"--per_device_train_batch_size {batch} --gradient_accumulation_steps {UNSLOTH_ACCUMULATION} "
                f"--max_steps {_unsloth_steps(facts, seq, batch, gpus)} --r {rank}{four} --dataset YOUR_DATASET "
                "--save_model --save_method lora")
    if req.task == "pretrain" and engine == "megatron":  # the tuned stack the hours assume (review 81 c08)
        scratch = model is None or getattr(facts, "checkpoint", None) == "scratch"
        return megatron.pretrain_line(
            model=model, ref=ref, gpus=gpus, node_gpus=NODE_GPUS, seq=seq, micro=batch,
            tokens=float(getattr(facts, "total_train_tokens", None) or 0), scratch=scratch,
            recompute=bool(getattr(facts, "gradient_checkpointing", True)), batch_tokens=GLOBAL_BATCH_TOKENS,
            ecosystem=getattr(card, "ecosystem", "cuda"), devices=getattr(card, "devices", 1),
            room_gb=usable_gb(card) if card is not None else None, state=req.at(seq, batch),
            save_steps=getattr(facts, "save_steps", None))
    if req.task == "pretrain":
        # transformers' examples/pytorch/language-modeling/run_clm.py: a released model named is pretrained on from
        # its weights (continued pretraining — review 35 M2: "--config_name Qwen/Qwen2.5-7B" alone builds the model
        # from random weights, and a copied command would have spent $8–12k training a random 7B); only a size with
        # no model (from scratch) starts from the architecture's config (TRL's SFT would load weights)
        runner = f"{_torchrun(gpus)}" if gpus > 1 else "python"
        zero = " --deepspeed YOUR_ZERO_CONFIG.json" if engine == "deepspeed" else ""
        # (review 79 C08: "from scratch (Llama-3-8B architecture)" loaded Meta's weights — the architecture alone
        # is --checkpoint scratch)
        if ref.startswith("<"):
            start = "--config_name <config.json of your architecture> --tokenizer_name <your tokenizer>"
        elif getattr(facts, "checkpoint", None) == "scratch":
            start = f"--config_name {ref} --tokenizer_name {ref}"
        else:
            start = f"--model_name_or_path {ref}"
        tokens = float(getattr(facts, "total_train_tokens", None) or 0)
        # ~1M tokens an optimizer step on all GPUs, as pre-training takes it (review 87 c05: 915,528 steps of 32k)
        accum = max(1, GLOBAL_BATCH_TOKENS // (batch * max(1, gpus) * max(1, seq)))
        if tokens >= STREAM_TOKENS:
            # a corpus this size streams: run_clm.py otherwise tokenises all of it before the first step (review 80
            # c04: days of datasets.map for 1T tokens); streaming has no epochs, so the steps are the tokens costed
            steps = math.ceil(tokens / (batch * max(1, gpus) * max(1, seq) * accum))
            epochs = f" --streaming --max_steps {steps}"
        return (f"{runner} run_clm.py {start} --dataset_name YOUR_DATASET --block_size {seq} "
                f"--per_device_train_batch_size {batch}{f' --gradient_accumulation_steps {accum}' if accum > 1 else ''}"
                f"{epochs} --bf16{recompute}{optim} --do_train --output_dir out{zero}{fsdp}")
    peft = ""
    if req.task in ("lora", "qlora"):
        # adapters on every linear layer, as the memory and hours assume (PEFT's default for most models is the
        # attention's q/v only — review 51 C1); TRL's own SFT examples pass it this way
        peft = (f" --use_peft --lora_r {rank} --lora_target_modules all-linear"
                # NF4 with double quantisation, as the base's 4.127 bits a weight were sized (QLoRA); TRL's ModelConfig
                # leaves nested quantisation off and some releases default the type to fp4 (review 81 c03)
                + (" --load_in_4bit --bnb_4bit_quant_type nf4 --use_bnb_nested_quant" if req.task == "qlora"
                   else ""))
        if shard_base and req.task == "qlora":
            # FSDP and ZeRO-3 shard float tensors only: the 4-bit weights must be stored in the
            # compute dtype (bitsandbytes' FSDP-QLoRA guide; TRL's ModelConfig.bnb_4bit_quant_storage)
            peft += " --bnb_4bit_quant_storage bfloat16"
    launcher = f"accelerate launch {_processes(gpus)} trl/scripts/sft.py" if gpus > 1 else "trl sft"
    if shard_base and engine != "deepspeed":
        # PEFT's FSDP(-QLoRA) recipe: wrap per transformer block, frozen and trainable parameters
        # side by side (use_orig_params false); only rank 0 reads the checkpoint (accelerate's default)
        launcher = (f"accelerate launch {_processes(gpus)} --use_fsdp --fsdp_auto_wrap_policy "
                    "TRANSFORMER_BASED_WRAP --fsdp_use_orig_params false trl/scripts/sft.py")
    if engine == "deepspeed":
        zero3 = " --zero_stage 3" if shard or shard_base else ""
        launcher = f"accelerate launch {_processes(gpus, deepspeed=True)} --use_deepspeed{zero3} trl/scripts/sft.py"
    # a corpus counted in tokens, not samples, is packed into sequences of the length sized: unpacked, every document
    # past it is cut there and far fewer tokens train than were costed (a 1B-token legal corpus, read as an engineer)
    packing = " --packing" if getattr(facts, "train_tokens", None) and not getattr(facts, "samples", None) else ""
    # PCIe copies sync once a step: the hours assume TOKENS_PER_GPU_STEP a card between syncs (review 84 c03)
    pcie = gpus > 1 and layout == "data-parallel" and 0 < batch * seq < TOKENS_PER_GPU_STEP \
        and getattr(card, "interconnect", "") not in POOL_LINKS
    steps = math.ceil(TOKENS_PER_GPU_STEP / (batch * seq)) if pcie else 1
    # an optimizer step over at least SFT_GLOBAL_SEQUENCES samples on all GPUs (LLaMA-Factory's LoRA SFT example:
    # batch 1 × 8 accumulated); one sample a step on one GPU took 60,000 noisy steps for 20k samples × 3 epochs
    steps = max(steps, math.ceil(SFT_GLOBAL_SEQUENCES / (batch * max(1, gpus))))
    accum = f" --gradient_accumulation_steps {steps}" if steps > 1 else ""
    n = getattr(facts, "save_steps", 0)  # the newest two kept: rules.base.checkpoints sizes them
    save = f" --save_strategy steps --save_steps {n} --save_total_limit 2 --output_dir out" if n else ""
    return (f"{launcher} --model_name_or_path {ref} --dataset_name YOUR_DATASET "
            f"--max_length {seq}{packing} --per_device_train_batch_size {batch}{accum}{epochs} --bf16"
            f"{peft}{recompute}{optim}{fsdp}{save}")
