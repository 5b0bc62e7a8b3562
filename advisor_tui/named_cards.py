"""A card the person named ("is a 4090 ok?", "4090 跑得动 Qwen3-32B 吗") answered directly: picked,
works but not picked, or ruled out with its first reason (review 7 F12: the question went
unanswered). One wording for the CLI, the JSON and the TUI's answer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from knowledge.schema import I18n


@dataclass(frozen=True)
class NamedCard:
    card: str
    verdict: str  # picked | works (feasible, not picked) | ruled-out
    text: I18n

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"card": self.card, "verdict": self.verdict, "text": self.text.get(lang)}


def verdicts(cards: Iterable[str | tuple[str | None, int | None]], result: Any) -> list[NamedCard]:
    """One verdict per distinct card id in ``cards`` against the consultation ``result``; an item
    may be (card id, how many the person said: "one H20", "two 3090s")."""
    out = []
    picks = {p.card: p for p in result.picks}
    rejected = {r.card: r for r in result.rejected}
    counts: dict[str, int | None] = {}
    for item in cards:
        card, count = item if isinstance(item, tuple) else (item, None)
        if card and card not in counts:
            counts[card] = count
    for card, count in counts.items():
        if card in picks:
            pick = picks[card]
            roles = " / ".join(pick.roles)
            total = pick.gpus * (getattr(pick, "replicas", 1) or 1)
            if count and count < total:  # review 12 C1: "one H20?" answered by a pick of two
                out.append(_too_few(card, count, total, roles, result))
                continue
            out.append(NamedCard(card, "picked", I18n(
                en=f"→ {card}, the card you named: it is the {roles} pick below.",
                zh=f"→ 你提到的 {card}：就是下面的推荐（{roles}）。")))
            continue
        if card not in rejected or not rejected[card].why:
            continue
        first = rejected[card].why[0]
        why_en, why_zh = first.text.en, first.text.zh
        fit = next((f for f in result.fits if f.card == card), None)
        asked = count or 1
        if fit is not None and fit.gpus > asked and fit.fits:
            need = float(result.requirement.vram_gb)
            some_en = "one" if asked == 1 else f"{asked} ×"
            some_zh = "一张" if asked == 1 else f"{asked} 张"
            why_en = (f"{some_en} {card} ({fit.vram_gb:g} GB) cannot hold the {need:,.1f} GB; {fit.gpus} "
                      f"would ({fit.per_gpu_need_gb:,.1f} GB each) — {why_en}")
            why_zh = (f"{some_zh} {card}（{fit.vram_gb:g} GB）装不下 {need:,.1f} GB；{fit.gpus} 张可以"
                      f"（每张 {fit.per_gpu_need_gb:,.1f} GB）——{why_zh}")
        if first.rule == "dominated":
            out.append(NamedCard(card, "works", I18n(
                en=f"→ {card}, the card you named: it works, but is not picked — {why_en}",
                zh=f"→ 你提到的 {card}：能用，但没被推荐——{why_zh}")))
        else:
            out.append(NamedCard(card, "ruled-out", I18n(
                en=f"→ {card}, the card you named: ruled out — {why_en}",
                zh=f"→ 你提到的 {card}：已排除——{why_zh}")))
    return out



def _too_few(card: str, count: int, total: int, roles: str, result: Any) -> NamedCard:
    """The named card is picked, but as more of them than the person asked about: "no" first, the
    count that does it, and whether FP8 weights make the asked count enough."""
    need = float(result.requirement.vram_gb)
    some_en = "one is" if count == 1 else f"{count} are"
    some_zh = "一张" if count == 1 else f"{count} 张"
    en = (f"→ {card}, the card you named: {some_en} not enough — the job needs {need:,.1f} GB; {total} "
          f"of them would, and that is the {roles} pick below.")
    zh = f"→ 你提到的 {card}：{some_zh}不够——任务需要 {need:,.1f} GB；{total} 张可以，就是下面的推荐（{roles}）。"
    fp8 = _fp8_fits(card, count, result)
    if fp8 is not None:
        en += f" With FP8 weights and KV cache ({fp8:,.1f} GB), {'one' if count == 1 else count} would hold it."
        zh += f"若权重和 KV cache 用 FP8（{fp8:,.1f} GB），{some_zh}就装得下。"
    return NamedCard(card, "too-few", I18n(en=en, zh=zh))


def _fp8_fits(card_id: str, count: int, result: Any) -> float | None:
    """The FP8 need when ``count`` of the card hold the job in FP8 (16-bit LLM serving only)."""
    from rules.estimate import precision as precision_mod

    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or card_id not in kb.cards_by_id:
        return None
    model = facts.model_record(kb) if facts.model else None
    if facts.task != "inference" or facts.precision not in precision_mod.SIXTEEN_BIT or (
            model is not None and model.kind != "llm"):
        return None
    from rules.estimate import fit, requirement
    from rules.facts import with_changes
    from rules.placement import MIN_HEADROOM, fits

    try:
        changed = with_changes(facts, kb, precision="fp8", kv_precision="fp8")
        req = requirement(changed, kb)
        placed = fit(req, changed, kb.card(card_id), count, kb, MIN_HEADROOM, inverse=False)
    except Exception:  # noqa: BLE001 - a variant that does not resolve says nothing
        return None
    return float(req.vram_gb) if fits(placed) else None
