"""Facts for people: a fact's name and its value in the session's language ('Qwen3-32B',
'32K tokens', '¥3,000/month'), and a set of facts as one line in the interview's order."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from advisor_tui.interview.questions import FLOW, _t
from advisor_tui.vocabulary import FACT_LABELS as VOCABULARY
from advisor_tui.vocabulary import TASK_NAMES, UNIT_NAMES, rate_text
from knowledge.errors import InputError
from knowledge.text import I18n, money

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase


# one vocabulary of fact names for the interview, the reader and the report
FACT_LABELS: dict[str, I18n] = {name: _t(en, zh) for name, (en, zh) in VOCABULARY.items()}

TASK_LABELS: dict[str, I18n] = {name: _t(en, zh) for name, (en, zh) in TASK_NAMES.items()}

UNIT_LABEL = UNIT_NAMES  # a budget "in total" is worded apart (format_value)


def tokens_text(n: int) -> str:
    if n >= 1024 * 1024 and n % (1024 * 1024) == 0:
        return f"{n // (1024 * 1024)}M"
    if n >= 1024 and n % 1024 == 0:
        return f"{n // 1024}K"
    return f"{n:,}"


def _num(value: Any) -> str:
    try:
        return f"{float(value):g}"
    except (TypeError, ValueError):
        return str(value)


def budget_dict(value: Any) -> dict[str, Any] | None:
    """A budget as a JSON-able mapping (from a Budget, a mapping or '3000 CNY/month')."""
    if value is None:
        return None
    if hasattr(value, "to_dict"):
        return dict(value.to_dict())
    if isinstance(value, Mapping):
        out = {"amount": value.get("amount"), "currency": value.get("currency") or "USD",
               "unit": value.get("unit") or "month"}
        if value.get("approx"):  # a round figure stays one when a proposed change is accepted
            out["approx"] = True
        return out
    from rules.facts import parse_budget

    return parse_budget("budget", value).to_dict()


def format_value(name: str, value: Any, lang: str, kb: KnowledgeBase | None = None) -> str:
    """A fact's value for people ('Qwen3-32B', '32K tokens', '¥3,000/month')."""
    zh = lang == "zh"
    if value is None:
        return "—"
    from advisor_tui.vocabulary import value_label

    if (words := value_label(name, value, lang)) is not None:
        return words
    if name == "task":
        label = TASK_LABELS.get(str(value))
        return label.get(lang) if label else str(value)
    if name == "model":
        if kb is not None and value in kb.models_by_id:
            return kb.models_by_id[value].name
        return str(value)
    if name == "models":  # 'qwen3-8b,whisper-large-v3' → 'Qwen3-8B + Whisper large-v3'
        ids = str(value).split(",")
        return " + ".join(kb.models_by_id[m].name if kb is not None and m in kb.models_by_id else m for m in ids)
    if name == "only_cards":  # 'h20,ascend-910b' → 'NVIDIA H20 96GB, Huawei Ascend 910B'
        return ("、" if zh else ", ").join(kb.card(c).name if kb is not None and c in kb.cards_by_id else c
                                          for c in str(value).split(","))
    if name == "providers" and kb is not None:  # 'runpod,lambda' → 'RunPod, Lambda' (rules.fact_seller)
        from rules.fact_seller import named_sellers, refused_sellers, seller_names, unpriced_sellers

        chosen = (*named_sellers(str(value), kb), *unpriced_sellers(str(value), kb))
        refused = refused_sellers(str(value))
        said = seller_names(kb, chosen, lang) if chosen else ""
        if refused:  # 'no-aws,no-gcp' → 'any but AWS or Google Cloud' (review 116 c7, c8, c10)
            no = seller_names(kb, refused, lang)
            said = (f"{said}；不用 {no}" if said else f"除 {no} 之外都可以") if zh else \
                (f"{said}; not {no}" if said else f"any but {no}")
        return said
    if name == "params_b":
        return f"{_num(value)}B"
    if name == "vram_gb":
        return f"{_num(value)} GB"
    if name in ("precision", "kv_precision"):
        return str(value).upper()
    if name == "context_tokens":
        try:
            n = int(value)
        except (TypeError, ValueError):
            return str(value)
        return f"{tokens_text(n)} tokens" if not zh else f"{tokens_text(n)} token"
    if name == "concurrency":
        return f"{value} 路" if zh else f"{value} at once"
    if name == "users":
        return f"{int(value):,} 人" if zh else f"{int(value):,} people"
    if name in ("region", "based_in", "users_in"):
        return {"cn": ("mainland China", "中国大陆"), "intl": ("outside mainland China", "海外"),
                "eu": ("in the EU", "欧盟")}.get(
            str(value), (str(value), str(value)))[zh]
    if name in ("compliance", "interruptible"):
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if name == "cuda_required":
        if value is None:
            return "不确定" if zh else "not sure"
        return ("需要 CUDA" if value else "ROCm / CANN 也行") if zh else (
            "needs CUDA" if value else "ROCm / CANN is fine")
    if name == "hours_per_day":
        return f"每天 {_num(value)} 小时" if zh else f"{_num(value)} h/day"
    if name == "days":
        return f"{_num(value)} 天" if zh else f"{_num(value)} days"
    if name == "budget":
        try:
            b = budget_dict(value)
        except InputError:
            return str(value)
        if not b:
            return "—"
        unit = UNIT_LABEL.get(b["unit"], (b["unit"], b["unit"]))
        amount = money(float(b["amount"]), b["currency"])
        if b.get("approx"):  # a round figure: plans up to 5 % over it are in it
            amount = f"约 {amount}" if zh else f"about {amount}"
        if b["unit"] == "total":
            return f"{amount}（总计）" if zh else f"{amount} in total"
        return f"{amount}/{unit[zh]}"
    if name == "fx" and isinstance(value, (list, tuple)):  # ('EUR/USD=1.17',) → 'EUR/USD=1.17'
        return ("、" if zh else ", ").join(str(x) for x in value)
    if name == "priority":
        return {"cost": ("lowest cost", "省钱优先"), "speed": ("speed", "速度优先")}.get(
            str(value), (str(value), str(value)))[zh]
    if name == "deadline" and isinstance(value, (int, float)):
        n = _num(value / 24)
        days = f"{n} 天" if zh else f"{n} day" + ("" if n == "1" else "s")
        return f"{_num(value)} 小时（{days}）" if zh else f"{_num(value)} h ({days})"
    if name == "audio_hours" and isinstance(value, (int, float)):
        return f"{value:,.6g} 小时" if zh else f"{value:,.6g} h"
    if name == "rps" and isinstance(value, (int, float)):
        return rate_text(value, lang)
    if isinstance(value, bool):  # public service, gradient checkpointing: words, not True/False
        return ("是" if value else "否") if zh else ("yes" if value else "no")
    if isinstance(value, int):  # samples, tokens per sample, train tokens: "30,000"
        return f"{value:,}"
    if isinstance(value, float):  # epochs: "2", not "2.0"
        return _num(value)
    return str(value)


def fact_label(name: str, lang: str) -> str:
    label = FACT_LABELS.get(name)
    return label.get(lang) if label else name


def describe_facts(facts: Mapping[str, Any], lang: str, kb: KnowledgeBase | None = None) -> str:
    """'Model: Qwen3-32B · Context: 32K tokens' (in the flow's order)."""
    sep = "；" if lang == "zh" else " · "
    colon = "：" if lang == "zh" else ": "
    return sep.join(f"{fact_label(k, lang)}{colon}{format_value(k, v, lang, kb)}"
                    for k, v in sorted(facts.items(), key=lambda kv: _fact_order(kv[0])))


def _fact_order(name: str) -> int:
    for i, spec in enumerate(FLOW):
        if name in spec.facts:
            return i
    return len(FLOW)
