"""What a pick gains from the engine: its memory model (tight-fit), expected throughput, a launch
command, and what FP8 weights + FP8 KV would change on the same card. Plain computation that
the pipeline attaches to each pick; the rules in ``rules.base.serving`` decide what to say.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from knowledge.schema import Card, I18n
from rules import shared_box_launch
from rules.estimate import calibration, precision
from rules.estimate.engines import engine_fit
from rules.estimate.fit import dense_tflops
from rules.estimate.requirement import requirement
from rules.facts import DEFAULT_SERVING_ENGINE, DEFAULT_TRAINING_ENGINE, with_changes
from rules.launch import launch_command
from rules.placement import placement

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from rules.estimate.fit import CardFit
    from rules.estimate.load import InFlight, Served
    from rules.estimate.requirement import Requirement
    from rules.facts import Facts


def engine_of(facts: Facts) -> str:
    if getattr(facts, "engine", None):
        return str(facts.engine)
    return DEFAULT_TRAINING_ENGINE if facts.is_training else DEFAULT_SERVING_ENGINE


def fp8_requirement(kb: KnowledgeBase, facts: Facts) -> tuple[Facts, Requirement] | None:
    """(facts, requirement) with FP8 weights and FP8 KV, when that is an option to show."""
    model = facts.model_record(kb) if facts.model else None
    if not precision.fp8_candidate(facts, model):
        return None
    try:
        changed = with_changes(facts, kb, precision="fp8", kv_precision="fp8")
        return changed, requirement(changed, kb)
    except Exception:  # noqa: BLE001 - an invalid variant simply has no FP8 option
        return None


def _at_the_load(kb: KnowledgeBase, fp8: tuple[Facts, Requirement], served: Served
                 ) -> tuple[Facts, Requirement] | None:
    """The FP8 option sized for the sequences a stated load keeps in flight (review 73 c01: "fits 1 × H100 instead of
    4" held one sequence, where the load keeps ~25; the load-aware answer takes 2)."""
    flight = math.ceil(served.sequences_in_flight)
    if flight <= (fp8[0].concurrency or 1):
        return fp8
    try:
        changed = with_changes(fp8[0], kb, concurrency=flight)
        return changed, requirement(changed, kb)
    except Exception:  # noqa: BLE001 - an invalid variant simply has no FP8 option
        return None


def _at_load(served: Served, exp: calibration.Expected) -> dict[str, Any]:
    """DESIGN §8's throughput at the stated load: per sequence with the load's sequences in
    flight, and every copy's output together (the same decode step as the load's sizing)."""
    flight = served.sequences_in_flight
    return {"decode_tokens_per_s": round(served.decode_tokens_per_s_per_sequence, 1),
            "aggregate_tokens_per_s": round(served.aggregate_tokens_per_s, 1),
            "sequences_in_flight": round(flight, 1),
            "single_stream_tokens_per_s": round(exp.single_stream_tokens_per_s, 1),
            "basis": exp.basis, "basis_zh": exp.basis_zh}


PROMPT_SHARE_SAID = 0.1  # prompts' reads under a tenth of the copy's time leave the decode speed about as it is


def speed_with_prompts(alone: float, queued: InFlight | None) -> float:
    """A sequence's decode speed once the prompts' reads are counted, where they take a tenth of the copy's time or
    more (the figure the picks table shows and "faster" ranks by); ``alone`` otherwise."""
    if queued is None or queued.prompt_share < PROMPT_SHARE_SAID:
        return alone
    return min(alone, queued.tokens_per_s)


def with_prompts_in_flight(throughput: dict[str, Any], queued: InFlight, in_flight: int, copies: int = 1
                           ) -> dict[str, Any]:
    """The speed each of ``in_flight`` sequences sees once their prompts' reads are counted (load.in_flight; review
    74 C1: 20 RAG requests with 16k-token prompts were "≈ 34 tokens/s" each on one B300, where the reads take 61 % of
    its time and leave ≈ 13) — where the reads take a tenth of the copy's time or more."""
    if queued.prompt_share < PROMPT_SHARE_SAID:
        return throughput
    alone = throughput["decode_tokens_per_s"]
    speed = speed_with_prompts(alone, queued)
    per_en, per_zh = (" per copy", "（每份副本）") if copies > 1 else ("", "")
    # under a second in milliseconds (review 86 c06: "≈ 0.0 s" beside "≈ 35 ms" for the same first token)
    first_en, first_zh = ((f"{queued.ttft_s * 1000:,.0f} ms", f"{queued.ttft_s * 1000:,.0f} 毫秒") if queued.ttft_s < 1
                          else (f"{queued.ttft_s:,.1f} s", f"{queued.ttft_s:,.1f} 秒"))
    return {**throughput, "decode_tokens_per_s": round(speed, 1),
            "aggregate_tokens_per_s": round(speed * in_flight * copies, 1),
            "decoding_alone_tokens_per_s": alone, "prompt_share": round(queued.prompt_share, 2),
            "first_token_at_peak_s": round(queued.ttft_s, 2), "prompts_in_flight": in_flight,
            "basis": f"with the prompts' reads: at {in_flight} in flight{per_en} they take "
                     f"{queued.prompt_share:.0%} of the copy's time, decoding the rest ({alone:,.0f} tokens/s each "
                     f"when only decoding), and a first token comes in ≈ {first_en} at the peak "
                     "(Little's law; no request rate given: each of them sends its next prompt as soon as its reply "
                     "ends — pauses to read and type make the load lighter, give --rps for it); " + throughput["basis"],
            "basis_zh": f"计入读提示：同时 {in_flight} 路{per_zh}时读提示占该副本 {queued.prompt_share:.0%} 的时间，"
                        f"其余时间生成（只生成时单路约 {alone:,.0f} token/s），"
                        f"高峰时首 token 约 {first_zh}（利特尔定律；未给请求速率：按每路回复一结束就发下一个提示算——"
                        "用户阅读和输入的停顿会让负载更轻，可用 --rps 给出）；"
                        + throughput.get("basis_zh", throughput["basis"])}


def pick_extras(kb: KnowledgeBase, facts: Facts, req: Requirement, card: Card, fit: CardFit,
                fp8: tuple[Facts, Requirement] | None,
                served: Served | None = None, copies: int = 1) -> dict[str, Any]:
    """throughput (DESIGN §8), launch, the engine fit and the FP8 alternative for one pick;
    ``served``: the pick's serving load, when one is stated; ``copies``: the pick's copies of the model."""
    engine = engine_of(facts)
    eng = engine_fit(req, fit, card, engine)
    exp = calibration.expected(req, fit, card, engine, dense_tflops(card))
    bound = getattr(fit, "decode_tokens_per_s_max", None)
    throughput = None
    if exp is not None and bound:
        throughput = {"decode_tokens_per_s": round(exp.decode_tokens_per_s, 1),
                      "decode_tokens_per_s_max": round(float(bound), 1),
                      "aggregate_tokens_per_s": round(exp.aggregate_tokens_per_s, 1),
                      "basis": exp.basis, "basis_zh": exp.basis_zh}
        if served is not None:  # a stated load: the speed each sequence sees at that load
            throughput.update(_at_load(served, exp))
    fp8_gpus = 0
    if fp8 is not None and served is not None:
        fp8 = _at_the_load(kb, fp8, served)
    if fp8 is not None and precision.fp8_support(card) == "native":
        _one, n, _fit = placement(fp8[1], fp8[0], card, kb)
        fp8_gpus = int(n)
    return {"engine": engine, "engine_fit": eng, "throughput": throughput,
            "launch": launch_command(kb, facts, req, fit, eng, served.admit if served else 0, copies=copies,
                                   sequences=served.slots if served else 0)
            or shared_box_launch.launch(kb, facts, card, fit.gpus),  # several models on one box
            "fp8_gpus": fp8_gpus,
            "fp8_need_gb": round(float(fp8[1].vram_gb), 1) if fp8 is not None else 0.0}


ENGINE_NOTES = {
    "vllm": I18n(
        en="Engine vLLM (DESIGN §8 --engine): each pick is checked against vLLM's own memory model "
           "— 0.9 of the card pre-allocated (--gpu-memory-utilization), CUDA graphs ≈ 0.54 GB, "
           "chunked prefill of 8,192-token chunks — and its launch command uses the same numbers.",
        zh="推理引擎 vLLM（--engine）：每个推荐都按 vLLM 自己的显存模型核对——预分配整卡的 0.9"
           "（--gpu-memory-utilization）、CUDA graph 约 0.54 GB、8,192 token 分块预填充——启动命令"
           "用的是同一组数字。"),
    "sglang": I18n(
        en="Engine SGLang: weights + KV pool must fit --mem-fraction-static (0.85) of each card; "
           "activations and CUDA graphs use the rest.",
        zh="推理引擎 SGLang：权重与 KV 池要放进每卡的 --mem-fraction-static（0.85），激活与 CUDA "
           "graph 用剩下的部分。"),
    "llama.cpp": I18n(
        en="Engine llama.cpp: GGUF weights + KV for -c tokens shared by -np slots + a compute "
           "buffer per GPU; when a card is short, -ngl keeps only some layers on it.",
        zh="推理引擎 llama.cpp：GGUF 权重 + -c 个 token 的 KV（由 -np 个槽位共享）+ 每卡计算缓冲；"
           "显存不够时 -ngl 只把部分层放在 GPU 上。"),
    "transformers": I18n(
        en="Engine transformers: no chunked prefill, so the whole prompt's activations and FP32 "
           "logits are held at once; nothing is pre-allocated.",
        zh="推理引擎 transformers：没有分块预填充，整段提示的激活与 FP32 logits 同时驻留；不预分配显存。"),
    "unsloth": I18n(
        en="Engine Unsloth: the checkpointed layer inputs are offloaded to CPU RAM; the rest is "
           "sized as HF + PEFT.",
        zh="训练框架 Unsloth：检查点的层输入卸载到内存，其余按 HF + PEFT 估算。"),
}


def engine_note(facts: Facts, req: Requirement) -> I18n | None:
    """The requirement note that says which engine's memory model the answer used."""
    if req.kind != "llm":
        return None
    return ENGINE_NOTES.get(engine_of(facts))


def tight_text(card_id: str, extras: dict[str, Any]) -> I18n:
    eng = extras["engine_fit"]
    fix_en = (f"start it with {eng.fix_flag}" if eng.fix_flag
              else "take the next card up (more memory per GPU) or more GPUs")
    fix_zh = f"启动时加 {eng.fix_flag}" if eng.fix_flag else "换显存更大的卡或增加卡数"
    if eng.fix_flag and "--enforce-eager" in eng.fix_flag:
        fix_en += " (no CUDA graphs: slower decode at low concurrency) — or the next card up"
        fix_zh += "（不用 CUDA graph，低并发时解码更慢）——或换更大一档的卡"
        fp8 = float(extras.get("fp8_need_gb") or 0.0)
        if fp8 > 0 and fp8 / max(1, eng.gpus) + sum(eng.extras.values()) <= eng.budget_gb:
            # review 97 c01: a 16-bit plan that starts only in eager mode, and no word of the FP8 weights that start
            # at the defaults on the same card
            fix_en += (f", or FP8 weights: the job then needs {fp8:,.1f} GB and starts on the same card at the "
                       "defaults, CUDA graphs on (check your evals)")
            fix_zh += (f"，或用 FP8 权重：任务只需 {fp8:,.1f} GB，同一张卡按默认参数就能启动、保留 CUDA graph"
                       "（先核对效果）")
    if eng.starts:  # it starts, with almost nothing beyond the sequences it was sized for
        return I18n(en=f"{card_id} fits by less than 10 % under {eng.engine}: {eng.text.en} That "
                       f"holds the sized sequences and little more: "
                       + (f"{fix_en} to leave room, or take the next card up." if eng.fix_flag
                          else f"{fix_en} to leave room."),
                    zh=f"{card_id} 在 {eng.engine} 下余量不足 10%：{eng.text.zh}只够放下按需求估算的"
                       f"请求，几乎没有余地："
                       + (f"{fix_zh}留出余量，或换更大一档的卡。" if eng.fix_flag else f"{fix_zh}以留出余量。"))
    return I18n(en=f"{card_id} fits by less than 10 % under {eng.engine}: {eng.text.en} "
                   f"To make it work, {fix_en}.",
                zh=f"{card_id} 在 {eng.engine} 下余量不足 10%：{eng.text.zh}要跑起来，{fix_zh}。")
