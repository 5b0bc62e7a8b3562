"""merge, to_dict and describe: the understanding for options, JSON and people."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from advisor_tui.understand.result import Understanding
from advisor_tui.vocabulary import TASK_NAMES, UNIT_NAMES, fact_label, value_label
from rules.facts import Budget

# ---------------------------------------------------------------------------- merge, describe


def _json_value(value: Any) -> Any:
    if isinstance(value, Budget):
        return value.to_dict()
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) and len(v) == 3 for v in value):  # fx
            return [{"base": b, "quote": q, "rate": rate} for b, q, rate in value]
        return [_json_value(v) for v in value]
    return value


def to_dict(understanding: Understanding) -> dict[str, Any]:
    """A JSON-serialisable form (``recommend --json`` puts it under ``"understood"``)."""
    u = understanding
    return {
        "text": u.text,
        "facts": {k: _json_value(v) for k, v in u.facts.items()},
        "spans": [{"start": s.start, "end": s.end, "fact": s.fact, "value": _json_value(s.value),
                   "text": u.text[s.start:s.end]} for s in u.spans],
        "unresolved": [{"kind": x.kind, "text": x.text, "start": x.start, "end": x.end,
                        "message": {"en": x.note.en, "zh": x.note.zh},
                        "candidates": list(x.candidates)} for x in u.unresolved],
        "conflicts": [{"fact": c.fact, "values": [_json_value(v) for v in c.values],
                       "texts": list(c.texts)} for c in u.conflicts],
        "confidence": u.confidence,
        "notes": [{"en": n.en, "zh": n.zh} for n in u.notes],
        "mentioned_cards": [{"text": c.text, "start": c.start, "end": c.end, "card": c.card,
                             "count": c.count, "vram_gb": c.vram_gb} for c in u.mentioned_cards],
        "rent_refused": u.rent_refused,
        "adding": None if u.adding is None else {
            "owned": u.adding.owned, "owned_count": u.adding.owned_count, "count": u.adding.count,
            "candidates": list(u.adding.candidates), "text": u.adding.text, "supply_w": u.adding.supply_w},
        "serving_part": {k: _json_value(v) for k, v in u.serving_part.items()},
        "generation_part": {k: _json_value(v) for k, v in u.generation_part.items()},
        "truncated": u.truncated,
    }


_KIND_TASKS = frozenset({"image", "video", "transcribe", "inference"})


def merge(option_facts: Mapping[str, Any], understanding: Understanding) -> dict[str, Any]:
    """Facts from free text with the options on top: an option always wins. A model or size given
    as an option replaces both the model and the size read from the text (they go together)."""
    given = {k: v for k, v in option_facts.items() if v is not None}
    out = dict(understanding.facts)
    if "model" in given or "params_b" in given:
        out.pop("model", None)
        out.pop("params_b", None)
        if "model" in given and out.get("task") in _KIND_TASKS:
            # the work a model's kind says follows the model given (review 34 M4: "Flux and SDXL … run Qwen 32B"
            # with --model qwen2.5-32b was refused as an image task); training said stays
            out.pop("task")
    if given.get("task") and given["task"] != out.get("task"):
        # the job's size read for the other kind of work goes with it (review 37 c07: "--task inference --rps
        # 3000" still stopped on a training sample's length read from the text)
        training = given["task"] in _TRAINING_TASKS
        for key in (_SERVING_ONLY if training else _TRAINING_ONLY):
            out.pop(key, None)
    out.update(given)
    return out


_TRAINING_TASKS = frozenset({"lora", "qlora", "full-finetune", "pretrain"})
_TRAINING_ONLY = ("samples", "tokens_per_sample", "train_tokens", "epochs", "lora_rank", "optimizer", "batch")
_SERVING_ONLY = ("rps", "requests_per_day", "input_tokens", "output_tokens", "generate_tokens")


def _show_value(fact: str, value: Any, lang: str, labels: Mapping[str, str]) -> str:
    zh = lang == "zh"
    if fact in labels:
        return labels[fact]
    if (words := value_label(fact, value, lang)) is not None:
        return words
    if fact == "task":
        pair = TASK_NAMES.get(value)
        return (pair[1] if zh else pair[0]) if pair else str(value)
    if fact == "budget" and isinstance(value, Budget):
        unit = UNIT_NAMES.get(value.unit, (value.unit, value.unit))
        amount = f"{value.amount:,.2f}".rstrip("0").rstrip(".")
        if value.approx:
            amount = ("约 " if zh else "about ") + amount
        if value.unit == "total":
            return f"{amount} {value.currency} " + ("（总计）" if zh else "in total")
        return f"{amount} {value.currency} / {unit[1] if zh else unit[0]}"
    if fact == "context_tokens":
        k = f" ({value // 1024}k)" if value % 1024 == 0 and value >= 1024 else ""
        return f"{value:,} tokens{k}"
    if fact == "params_b":
        return f"{value:g}B"
    if fact == "vram_gb":
        return f"{value:g} GB"
    if fact in ("power_limit_w", "gpu_power_w"):
        return f"{value:g} W"
    if fact in ("region", "based_in", "users_in"):
        return {"cn": ("mainland China", "中国大陆"), "intl": ("outside mainland China", "中国大陆以外"),
                "eu": ("in the EU", "欧盟")}[value][1 if zh else 0]
    if fact == "hours_per_day":
        return f"{value:g} 小时" if zh else f"{value:g} h"
    if fact == "days":
        return f"{value:g} 天" if zh else f"{value:g} days"
    if fact == "fx":
        return ", ".join(f"1 {b} = {q_rate} {q}" for b, q, q_rate in value)
    if isinstance(value, bool):
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if fact == "priority":
        return {"cost": ("cost", "省钱"), "speed": ("speed", "速度")}[value][1 if zh else 0]
    if fact == "deadline":
        return f"{value:g} 小时（{value / 24:g} 天）" if zh else f"{value:g} h ({value / 24:g} days)"
    if fact == "rps":
        return f"每秒 {value:.3g} 个" if zh else f"{value:.3g} a second"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value)


_A_WEEKS_HOURS = re.compile(r"(?<![a-z])(?:a|per|each|every|/)\s?week(?![a-z])|每周|每星期|每个?礼拜|一周|週", re.I)

# (the options may have words between: "buy an 8-GPU server or just rent", "is buying better than renting" — review
# 122 C3: said back as "buy the hardware", a decision the question never made)
_OPTIONS_JOINED = r"(?:or|vs\.?|versus|(?:better|cheaper|smarter|more economical|worse|dearer)\sthan)"
_RENT_OR_BUY = re.compile(r"(?:rent\w*|leas\w*|cloud)\s(?:[^.;!?]{0,48}?\s)?" + _OPTIONS_JOINED + r"\s(?:just\s)?"
                          r"(?:to\s)?(?:buy|purchas|own)"
                          r"|(?:buy\w*|purchas\w*|own\w*)\s(?:[^.;!?]{0,48}?\s)?" + _OPTIONS_JOINED + r"\s(?:just\s"
                          r"|simply\s|keep\s|continue\s)?(?:to\s)?(?:rent|leas|keep renting)"
                          r"|租还是买|买还是租|租或买|买或租|租好还是买好|买好还是租好"
                          r"|[买買購购][^。；;！!？?]{0,16}?(?:还是|還是|或|比|定係?)[^。；;！!？?]{0,8}?租"
                          r"|租[^。；;！!？?]{0,16}?(?:还是|還是|或|比|定係?)[^。；;！!？?]{0,8}?[买買購购]", re.I)


def describe(understanding: Understanding, lang: str = "en", used: Mapping[str, Any] | None = None) -> list[str]:
    """One line per fact ("model: Qwen3-32B (from “qwen3 32b”)"), then conflicts, what could not
    be placed, cards mentioned and notes — in English or Chinese. ``used``: the facts the answer was given (the
    options over the text): a fact read but replaced there says so (review 34 M4: "Task: image generation (from
    “Flux”)" was shown above an answer for --model qwen2.5-32b)."""
    zh = lang == "zh"
    labels = dict(understanding.labels)
    lines = []
    for fact, value in understanding.facts.items():
        name = fact_label(fact, lang)
        shown = _show_value(fact, value, lang, labels)
        if fact == "hours_per_day" and _A_WEEKS_HOURS.search(understanding.span_text(fact)):
            # "roughly 10 hours a week" is one 10 h session a week, never 10 h a day (review 87 c04)
            name = "使用时长" if zh else "Hours of use"
            shown = f"每周 {value:g} 小时（按每周一次）" if zh else f"{value:g} h a week (one session a week)"
        if fact == "procure" and value == "buy" and _RENT_OR_BUY.search(understanding.span_text(fact)):
            # "Rent or buy?" asks which: no decision to buy (review 87 c04) — the purchase is priced with rents beside
            shown = ("比较买和租（按购买作答，旁边列出租用价格）" if zh
                     else "compare buying with renting (answered as a purchase, rents beside it)")
        if fact in understanding.doubtful:
            shown += "（不确定，请确认）" if zh else " (not sure: please check)"
        if used is not None and used.get(fact) != value:
            shown += "（未采用：以你给的选项为准）" if zh else " (not used: your options set it)"
        source = understanding.span_text(fact).strip()
        if zh:
            lines.append(f"{name}：{shown}" + (f"（来自“{source}”）" if source else ""))
        else:
            lines.append(f"{name}: {shown}" + (f" (from “{source}”)" if source else ""))
    for c in understanding.conflicts:
        name = fact_label(c.fact, lang)
        said = (" 与 " if zh else " vs ").join(f"“{t}”" for t in c.texts)
        lines.append(f"冲突 · {name}：{said}——请说明是哪一个" if zh
                     else f"conflict · {name}: {said} — say which one")
    for u in understanding.unresolved:
        lines.append(("未能确定：" if zh else "not placed: ") + u.message(lang))
    said_cards: set[tuple[str | None, str]] = set()
    quoted = {c.card for c in understanding.mentioned_cards if c.quote and not c.refused}
    for card in understanding.mentioned_cards:
        what = card.card or card.text
        count = f" ×{card.count}" if card.count and card.count > 1 else ""
        if card.card is None and card.vram_gb:  # "还是要 24G 的卡？": a memory size asked about, no model (review 43)
            lines.append(f"提到的显存：{card.vram_gb:g} GB 的卡（“{card.text}”）——任务要多少显存、"
                         f"哪些 {card.vram_gb:g} GB 的卡装得下，见下面的“先看显存”和排除理由" if zh else
                         f"memory mentioned: a {card.vram_gb:g} GB card (“{card.text}”) — what the job needs and which "
                         f"{card.vram_gb:g} GB cards hold it are below (memory first, and each card ruled out)")
            continue
        if card.card is None:  # review 29 M7: "能用 H800 吗" was promised a verdict the answer never gave
            lines.append(f"提到的卡：{what}{count}——知识库里没有这张卡（没有它的规格和报价），结论不会评价它；"
                         "下面只比较库里有的卡" if zh else f"card mentioned: {what}{count} — not in the knowledge "
                         "base (no specs or prices held for it), so the answer cannot say whether it does; it "
                         "compares the cards it holds")
            continue
        if card.quote and not card.refused:  # reviews 34/35 M3: the person's own price, priced as an offer
            lines.append(f"提到的卡：{what}{count}（“{card.quote_text}”）——按你给的价格作为一个报价参与比较（卖家：你给的报价）"
                         if zh else f"card mentioned: {what}{count} (“{card.quote_text}”) — your price, compared as an "
                         "offer in this answer (seller: your quote)")
            continue
        if (card.card, count) in said_cards or card.card in quoted:
            continue  # named again, or with the price its quote line says ("4090 / 5090 … 5090 现在 1.7 万"): one line
        said_cards.add((card.card, count))
        if card.owned:  # "我已经有两张3090": theirs (review 81 c09)
            lines.append(f"你手上的卡：{what}{count}（“{card.text}”）——结论先说它们行不行、怎么跑" if zh else
                         f"your cards: {what}{count} (“{card.text}”) — the answer says first whether they do it, "
                         "and how")
            continue
        adding = understanding.adding
        if adding is not None and card.card in adding.candidates and card.start >= understanding.text.find(
                adding.text):  # "再加一张卡（二手3090或者4090）": a card weighed as the one added (review 95 c04)
            lines.append(f"想加的卡：{what}（“{card.text}”）——结论说它和你手上的卡合起来行不行" if zh else
                         f"card to add: {what} (“{card.text}”) — the answer says whether it and the cards you have do "
                         "it together")
            continue
        if card.chosen and "vendors" in understanding.facts:  # review 93 c06: a card chosen was "not a need"
            lines.append(f"指定的卡：{what}{count}（“{card.text}”）——按它的厂商理解（见上面的“只接受的厂商”）："
                         "在这些卡里按显存、成本、速度挑选，并说明这款卡行不行" if zh else
                         f"card wanted: {what}{count} (“{card.text}”) — read as its maker's cards (makers accepted, "
                         "above): the answer picks among them by memory, cost and speed, and says whether this one "
                         "does it")
            continue
        lines.append(f"提到的卡：{what}{count}（“{card.text}”）——不算任务需求；结论里会说它行不行"
                     if zh else f"card mentioned: {what}{count} (“{card.text}”) — not a need of the "
                     "job; the answer says whether it does")
    if (adding := understanding.adding) is not None:  # review 95 c04: "想再加一张卡（二手3090或者4090）"
        which = "、".join(adding.candidates) if zh else " or ".join(adding.candidates)
        lines.append(f"加卡（“{adding.text}”）：你的 {adding.owned_count} 张 {adding.owned} 再加 {adding.count} 张"
                     f"（{which}）——结论逐一说合起来行不行、怎么拆、加的那张多少钱" if zh else
                     f"adding cards (“{adding.text}”): your {adding.owned_count} × {adding.owned} and {adding.count} "
                     f"more ({which}) — the answer says for each whether they do it together, split how, and what the "
                     "added card costs")
    if understanding.owns_cards():  # review 80 c05: "不想租云" beside the person's own cards
        said = understanding.rent_refused
        lines.append(f"不租（“{said}”）：先说你手上的卡行不行、怎么跑；后面的租用方案只供对照" if zh else
                     f"no renting (“{said}”): first whether the cards you have do it and how; the rentals after "
                     "that are only for comparison")
    for n in understanding.notes:
        lines.append(("说明：" if zh else "note: ") + n.text(lang))
    return lines
