"""Several models on one box (fact `models`, `--models A,B`; the reader's "one box serving both
Llama 3.1 8B and Qwen2.5 7B", "Qwen3-8B and Whisper at the same time"): each model is sized with
the same facts, and the sum is the stated need the consultation takes (review 10 F6, review 11
M3). Each model runs as its own engine process, so each keeps its own runtime memory, and each is
sized for every sequence at once — the worst case, when all the users pick the same model.

One place for the CLI, the TUI's interview and the JSON: ``rules.facts.resolve`` hands a `models`
fact here."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import I18n
from rules.fact_vocab import DEFAULT_SERVING_ENGINE, TRAINING_TASKS

MAX_MODELS = 4
# what a single model's facts say that a sum of models replaces
REPLACED = ("models", "model", "params_b", "task", "vram_gb")


def model_ids(text: Any, kb: KnowledgeBase, label: str) -> tuple[str, ...]:
    """'qwen3-8b,whisper-large-v3' (or a list) → the catalogue ids, in order, once each."""
    from rules.fact_resolve import resolve_model

    parts = text if isinstance(text, (list, tuple)) else str(text).split(",")
    if len(parts) > 64:
        raise InputError(f"invalid {label}: give 2 to {MAX_MODELS} catalogue models as a comma list")
    ids = tuple(dict.fromkeys(resolve_model(kb, str(p).strip(), label).id for p in parts if str(p).strip()))
    if not 2 <= len(ids) <= MAX_MODELS:
        raise InputError(f"invalid {label}: give 2 to {MAX_MODELS} catalogue models as a comma list, "
                         f"got {len(ids)}")
    return ids


def resolve_several(given: Mapping[str, Any], kb: KnowledgeBase, label: Callable[[str], str],
                    resolve: Callable[[Mapping[str, Any]], Any]) -> Any:
    """The facts of a box serving every model in ``given["models"]``: a stated need of their sum,
    with the models named and the sum explained in a note. ``resolve`` resolves one set of facts
    with the caller's names and defaults."""
    from rules.estimate.requirement import requirement

    clash = [k for k in ("model", "params_b", "vram_gb") if given.get(k) is not None]
    if clash:
        raise InputError(f"{label('models')} and {label(clash[0])} both given: one box's models are "
                         f"the list, or one model — drop one of them")
    ids = model_ids(given["models"], kb, label("models"))
    if all(kb.models_by_id[i].kind == "encoder" for i in ids):  # one embedding / rerank service: its work summed
        from rules.fact_encoder import resolve_encoders

        return resolve_encoders(given, ids, kb, resolve)
    if str(given.get("task", "inference")) in TRAINING_TASKS:
        raise InputError(f"{label('models')}: several models on one box are served, not trained: "
                         "size a training job one model at a time")
    parts = []
    for mid in ids:
        record = kb.models_by_id[mid]
        own = {k: v for k, v in given.items() if k not in REPLACED}
        if record.kind == "llm":
            own["task"] = "inference"  # served side by side; the other kinds' task is their own
            if "precision" not in own:  # sized as the box's launch runs it (vLLM, rules.shared_box_launch) and its
                own.setdefault("engine", DEFAULT_SERVING_ENGINE)  # label says, not as a home box's 4-bit GGUF
        else:  # a weight precision said for the chat models (an FP8 what-if) is not Whisper's
            own = {k: v for k, v in own.items() if k not in ("precision", "kv_precision")}
        facts = resolve({**own, "model": mid})
        if facts.is_training:
            raise InputError(f"{label('models')}: several models on one box are served, not trained: "
                             "size a training job one model at a time")
        parts.append((record.name, requirement(facts, kb), facts))
    total = round(sum(req.vram_gb for _n, req, _f in parts), 1)
    first = next((f for _n, _r, f in parts if f.is_llm), parts[0][2])
    combined = {k: v for k, v in given.items() if k not in REPLACED}
    combined["vram_gb"] = total
    combined["task"] = "inference" if any(f.is_llm for _n, _r, f in parts) else first.task
    facts = resolve(combined)
    each_en = " + ".join(f"{name} {req.vram_gb:,.1f} GB" for name, req, _f in parts)
    shape_en = f"{first.context_tokens or 0:,} tokens × {first.concurrency} at once each"
    shape_zh = f"每个 {first.context_tokens or 0:,} token × {first.concurrency} 路"
    chat = next((r for _n, r, f in parts if f.is_llm), None)
    if chat is not None and chat.parts.load_sized(first.context_tokens or 0, first.concurrency):
        # sized by what requests hold (rules.estimate.held_tokens), not every sequence at the full context
        from rules.estimate.inference_notes import sized_text

        sized = sized_text(chat.parts, first.context_tokens or 0, first.concurrency)
        shape_en, shape_zh = f"{sized.en} at once each", f"每个 {sized.zh.strip()}"
    note = I18n(
        en=f"Several models on one box: {each_en} = {total:,.1f} GB ({shape_en}: the worst case, "
           f"every user on one model), sized as a stated need of {total:,.1f} GB. Run one engine "
           f"process per model, each with its share of the memory (vLLM: --gpu-memory-utilization "
           f"of its GB ÷ the card's).",
        zh=f"一台机器跑多个模型：{each_en} = "
           f"{total:,.1f} GB（{shape_zh}：最坏情况，所有用户都用同一个模型），按 {total:,.1f} GB 的需求"
           f"估算。每个模型各起一个推理进程，各占自己那份显存（vLLM：--gpu-memory-utilization 设为它的 "
           f"GB ÷ 整卡显存）。")
    limits = [n for k, n in (("min_tps", "--min-tps"), ("max_ttft_s", "--max-ttft")) if given.get(k) is not None]
    chat = next((name for name, _r, f in parts if f.is_llm), None)
    notes = facts.notes
    if limits and chat is not None:  # checked on the chat model alone (rules.several_speed; review 104 c07)
        named = [name for name, _r, _f in parts if name != chat]  # a second chat model too: sized, not checked
        others, take = " and ".join(named), "takes" if len(named) == 1 else "take"
        verb = "is" if len(limits) == 1 else "are"
        note = I18n(en=f"{note.en} {' and '.join(limits)} {verb} checked on {chat} alone, at your load, on the GPUs "
                       f"each card gets; {others} on the same GPUs {take} some of their compute, which is not counted "
                       "— measure the box under load before you sign.",
                    zh=f"{note.zh}{'、'.join(limits)} 按 {chat} 单独在你的负载下、在每种卡分到的卡数上核对；"
                       f"{others} 在同一批卡上也要占用算力，这部分没有计入——签约前先整机压测。")
        # the summed need's "memory only" note said the chat model's speed was unchecked, which it no longer is
        notes = tuple(n for n in notes if "sizes the memory only" not in n.en)
    else:  # the summed need is no --vram the person gave (review 114 c5: "--vram 只核对显存" with no --vram said)
        notes = tuple(I18n(en="The models' summed need sizes the memory only: whether the box keeps up with your "
                              "streams or requests at once is not checked — measure it under load first",
                           zh="各模型显存之和只核对显存：这台机器能否同时撑住你说的并发流或请求没有核对——先整机压测再定")
                      if "sizes the memory only" in n.en else n for n in notes)
    if limits and chat is None:  # no chat model among them: nothing to check the limits on (review 40 M7)
        verb = "is" if len(limits) == 1 else "are"
        note = I18n(en=f"{note.en} {' and '.join(limits)} {verb} not checked: no chat model among them.",
                    zh=f"{note.zh}{'、'.join(limits)} 没有核对：其中没有对话模型。")
    out = object.__new__(type(facts))  # as rules.facts.with_usage: a frozen record, copied
    out.__dict__.update(facts.__dict__)
    out.__dict__.update(models=",".join(ids), notes=(*notes, note), stated=facts.stated | {"models"})
    return out
