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


def verdicts(cards: Iterable[str], result: Any) -> list[NamedCard]:
    """One verdict per distinct card id in ``cards`` against the consultation ``result``."""
    out = []
    picks = {p.card: p for p in result.picks}
    rejected = {r.card: r for r in result.rejected}
    for card in dict.fromkeys(c for c in cards if c):
        if card in picks:
            roles = " / ".join(picks[card].roles)
            out.append(NamedCard(card, "picked", I18n(
                en=f"→ {card}, the card you named: it is the {roles} pick below.",
                zh=f"→ 你提到的 {card}：就是下面的推荐（{roles}）。")))
            continue
        if card not in rejected or not rejected[card].why:
            continue
        first = rejected[card].why[0]
        why_en, why_zh = first.text.en, first.text.zh
        fit = next((f for f in result.fits if f.card == card), None)
        if fit is not None and fit.gpus > 1 and fit.fits:
            need = float(result.requirement.vram_gb)
            why_en = (f"one {card} ({fit.vram_gb:g} GB) cannot hold the {need:,.1f} GB; {fit.gpus} "
                      f"would ({fit.per_gpu_need_gb:,.1f} GB each) — {why_en}")
            why_zh = (f"一张 {card}（{fit.vram_gb:g} GB）装不下 {need:,.1f} GB；{fit.gpus} 张可以"
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

