"""An RL post-training run's rollouts on a card (review 87 c10): the decode time the colocated vLLM engines add to the
training pass, and the lines that say how it was costed. Plain Python beside rules.jobplan, which adds it to each GPU
count's hours; the formulas are in rules.estimate.rollout.

    rollout_for(kb, facts, req, card, gpus, replicated) -> Rollout | None
    rl_notes(kb, facts, req, card, gpus, replicated) -> [I18n]
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, I18n
from rules.estimate import calibration, rollout
from rules.estimate import job as job_est
from rules.estimate import load as load_est
from rules.estimate.capacity import dense_tflops, usable_gb
from rules.estimate.memory import kv_bytes_per_token
from rules.estimate.split import layout_breakdown


def layout_of(req: Any, gpus: int, replicated: bool) -> str:
    """The training layout the GPU count's memory is read under (rules.launch: FSDP full_shard past one GPU, copies
    where the model fits one)."""
    if gpus <= 1:
        return "single"
    return "data-parallel" if replicated else "fsdp"


def engine_room_gb(req: Any, facts: Any, card: Card, gpus: int, replicated: bool) -> float:
    """KV cache room one GPU's rollout engine has: the card's usable memory less what training holds there and the
    engine's own weights."""
    per_gpu = layout_breakdown(req, layout_of(req, gpus, replicated), gpus)
    engine = rollout.engine_weights_gb(float(req.params_b or 0))
    training = sum(per_gpu.values()) - per_gpu.get("kv_cache", 0.0)
    return max(0.0, usable_gb(card) - training - engine)


def rollout_for(kb: KnowledgeBase, facts: Any, req: Any, card: Card, gpus: int,
                replicated: bool) -> rollout.Rollout | None:
    s = rollout.shape(facts)
    if s is None or req.arch is None or not req.params_b:
        return None
    completions, prompt, completion = s
    per_step = (facts.prompts_per_step * facts.generations) if facts.prompts_per_step and facts.generations else None
    bw_row = next((u for u in kb.utilisation if u.kind == "bandwidth-efficiency"), None)
    return rollout.rollout_time(calibrated_step=engine_step(req, card),
        completions=completions, prompt=prompt, completion=completion, gpus=gpus, per_step=per_step,
        bandwidth_gbs=card.bandwidth_gbs, tflops=dense_tflops(card),
        bandwidth_efficiency=bw_row.value if bw_row else 1.0,
        compute_efficiency=job_est.hfu(kb, card, "tuned").hfu, params_b=float(req.params_b),
        kv_bytes_token=float(kv_bytes_per_token(req.arch)), room_gb=engine_room_gb(req, facts, card, gpus, replicated),
        engine_cap=load_est.engine_batch_limit(card), attention_width=load_est.attention_width(req.inputs))


def engine_step(req: Any, card: Card) -> Any:
    """vLLM's decode step on one ``card`` as the serving answers calibrate it (rules.estimate.calibration), for the
    rollout engine's bf16 copy of the model; None where no measurement calibrates vLLM on the card's generation."""
    if req.arch is None or not req.params_b:
        return None
    total, active = float(req.params_b), float(req.active_params_b or req.params_b)
    view = replace(req, task="inference", active_weights_gb=rollout.engine_weights_gb(active),
                   parts=replace(req.parts, weights_gb=rollout.engine_weights_gb(total), rollout_gb=0.0,
                                 reference_gb=0.0))
    return calibration.decode_step(view, card, 1, "vllm", dense_tflops(card))


def calibrated(req: Any, card: Card) -> bool:
    return engine_step(req, card) is not None


def engine_share(req: Any, facts: Any, card: Card, gpus: int, replicated: bool) -> float:
    """The share of each GPU the colocated engine is given (TRL's vllm_gpu_memory_utilization, 0.3 by default): its
    weights and the room left beside training, rounded down to 0.05 — never below what the engine needs to start, its
    weights and one whole sequence's KV, rounded up to 0.01 (review 91 c01: 0.6 of a 24 GB card is 14.4 GB, under the
    16.4 GB of weights vLLM loads). The memory gate counts that least need, so a card that cannot hold it beside
    training is never picked."""
    from rules.estimate.capacity import capacity_gb

    cap = capacity_gb(card)
    room = engine_room_gb(req, facts, card, gpus, replicated) + rollout.engine_weights_gb(float(req.params_b or 0))
    least = -(-rollout.min_engine_gb(req, facts) * 100 // cap) / 100
    return max(least, 0.05, min(0.9, int(room / cap * 20) / 20))


def rl_notes(kb: KnowledgeBase, facts: Any, req: Any, card: Card, gpus: int, replicated: bool) -> list[I18n]:
    """How the RL run's rollouts and extra passes were costed on ``gpus`` × ``card``."""
    r = rollout_for(kb, facts, req, card, gpus, replicated)
    out: list[I18n] = []
    if r is not None:
        _c, _p, completion = rollout.shape(facts) or (0, 0, 0)
        said = facts.output_tokens is not None
        how_en, how_zh = (("vLLM's decode step as the serving answers calibrate it on this card from published "
                           "measurements: weights and KV read once a step, never above the compute bound",
                           "与推理答案相同、按公开实测在这张卡上校准的 vLLM 解码步："
                           "每步读一遍权重和 KV，不超过算力上限")
                          if r.calibrated else
                          ("the load model's decode step, uncalibrated on this card: weights and KV read once a step "
                           "at the measured bandwidth share, never above the compute bound — a ceiling",
                           "负载模型的解码步，这张卡没有实测校准："
                           "每步按实测带宽比例读一遍权重和 KV，不超过算力上限——是上限"))
        full_en = (f"every completion taken at its full {completion:,} tokens (max_completion_length): shorter ones "
                   "finish sooner" if said else f"no completion length said: TRL's default max_completion_length "
                   f"{completion} is assumed")
        full_zh = (f"每条补全都按满长 {completion:,} token 计（max_completion_length）：更短的会更快结束" if said
                   else f"未给补全长度：按 TRL 默认 max_completion_length {completion} 计")
        out.append(I18n(
            en=f"Rollouts: {r.completions:,} completions × {completion:,} tokens = {r.tokens:,} tokens decoded by vLLM "
               f"colocated on the {gpus} GPU(s), each its own engine: {r.batch:,} completions at once on each (its "
               f"KV cache room beside training, {r.room_gb:,.1f} GB, at most vLLM's batch limit) at "
               f"{r.tokens_per_s:,.0f} tokens/s a GPU ({how_en}) = "
               f"{r.hours:,.1f} h of the wall clock; {full_en}.",
            zh=f"生成（rollout）：{r.completions:,} 条补全 × {completion:,} token = {r.tokens:,} token，由与训练同卡的 "
               f"vLLM 在 {gpus} 张卡上解码，每卡一个引擎：每卡同时 {r.batch:,} 条（训练之外的 KV 缓存空间 "
               f"{r.room_gb:,.1f} GB，不超过 vLLM 的批上限），每卡 {r.tokens_per_s:,.0f} token/s（{how_zh}）"
               f"= 墙钟 {r.hours:,.1f} 小时；{full_zh}。"))
    ref = rollout.has_reference(facts)
    out.append(I18n(
        en="Each completion's tokens also pass forward once more for the old policy's log-probabilities (TRL computes "
           "them whenever vLLM generates, for its importance-sampling correction): + 2·N a token"
           + (", and once through the reference model (the KL term is on): + 2·N." if ref else
              "; no reference model — GRPOConfig's beta defaults to 0.0, which loads none (give --rl-beta if you keep "
              "a KL term: + 2·N a token and its weights)."),
        zh="每条补全的 token 还要再前向一次，算旧策略的 log 概率（只要用 vLLM 生成，"
           "TRL 就为重要性采样校正计算它）：每 token + 2·N"
           + ("，并经参考模型前向一次（KL 项开启）：+ 2·N。" if ref else
                      "；无参考模型——GRPOConfig 的 beta 默认 0.0，不加载参考模型（保留 KL 项请给 --rl-beta：每 token "
                      "+ 2·N，另加其权重）。")))
    if facts.rl == "ppo":
        out.append(I18n(
            en="PPO also trains a value model beside the policy and scores with a reward model: both are taken at the "
               "policy's size (the critic trained in full, + 6·N a token; the reward model's forward, + 2·N) — a "
               "smaller reward model or a LoRA critic costs less. TRL's PPO trainer has no vLLM rollouts: run PPO "
               "in OpenRLHF or verl, whose rollouts this timing assumes (GRPO needs neither model).",
            zh="PPO 还要在策略旁训练一个价值模型，并用奖励模型打分：两者都按与策略同大小计（价值模型全参训练，"
               "每 token + 6·N；奖励模型前向，+ 2·N）——奖励模型更小或价值模型用 LoRA 会更省。TRL 的 PPO 训练器"
               "不支持 vLLM 生成：PPO 请用 OpenRLHF 或 verl，这里的时长按它们的生成方式计（GRPO 两者都不需要）。"))
    return out
