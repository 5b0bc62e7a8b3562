"""A job sized only by the memory the person gave (--vram, no model and no size to estimate a speed from: speech
synthesis, a model outside the catalogue): the answer checks that it fits, never how fast it runs, so no card is called
"enough" or "faster" for a load it never checked, and the first line says to load-test it (review 120 C5-1: "夠用：1 張
NVIDIA L4" for 30 CosyVoice2 streams at RTF < 0.5 measured at 14 GB, the same answer saying TTS speed is not
estimated, under an LLM's "token/s" column)."""

from __future__ import annotations

from typing import Any

from knowledge.schema import I18n
from knowledge.text import ROLE_ZH

_ROLES = {"enough": ("holds your {gb:g} GB", "装得下你给的 {gb:g} GB"),
          "faster": ("more memory bandwidth", "显存带宽更高")}


def memory_only(facts: Any) -> bool:
    """Whether the job's need is the person's --vram alone, with nothing to estimate its speed from."""
    return (facts.vram_gb is not None and not facts.model and not facts.params_b and not facts.family
            and not facts.models)


def role_words(facts: Any, roles: tuple[str, ...]) -> tuple[str, str]:
    """A pick's roles as the headline says them: for a memory-only job, what was checked (memory, bandwidth)."""
    if not memory_only(facts):
        return " / ".join(roles), " / ".join(ROLE_ZH[r] for r in roles)
    said = [_ROLES.get(r, (r, ROLE_ZH[r])) for r in roles]
    return (" / ".join(en.format(gb=facts.vram_gb) for en, _zh in said),
            " / ".join(zh.format(gb=facts.vram_gb) for _en, zh in said))


def speed_unchecked_line(facts: Any, picks: tuple[Any, ...]) -> I18n | None:
    """Beside the first pick of a memory-only job: its speed is not estimated — load-test it."""
    if not picks or not memory_only(facts):
        return None
    name = picks[0].card_name
    return I18n(en=f"Memory only: the {facts.vram_gb:g} GB you gave fits; how fast {name} runs this job (your "
                   "peak load, all of it at once) is not estimated here — load-test it for an hour on the card before "
                   "you sign.",
                zh=f"只核对了显存：装得下你给的 {facts.vram_gb:g} GB；{name} 跑这个任务的速度（你的峰值负载，全部同时）"
                   "这里没有估算——签约前先在这张卡上压测一小时。")
