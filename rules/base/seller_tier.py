"""`secure-tier` (review 61 C6): a seller that rents both the machines of data centres it contracts and vetted
third-party hosts, at a price the catalogue does not tie to either, is said so where the person refused peer-to-peer
hosts — a Swiss bank's client data priced at RunPod could land on a stranger's machine in its Community Cloud."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step

CAVEAT_ID = "secure-tier"


@step(id="secure-tier", concern="caveats", source="runpod-cloud-tiers", caveat=CAVEAT_ID, show_order=152,
      doc=I18n(en="With --no-marketplace, a pick at a seller that also rents third-party hosts (RunPod's Community "
                  "Cloud) says which tier to deploy on and to check its price there.",
               zh="用了 --no-marketplace 时，若所选平台同时出租第三方主机（如 RunPod 的 Community Cloud），说明应部署在"
                  "哪一档，并核对该档价格。"))
def secure_tier(kb: Any, facts: Any, picks: Any, sink: Any = None) -> I18n | None:
    if not facts.no_marketplace:
        return None
    sellers = dict.fromkeys(p.offer.provider for p in picks if p.offer is not None)
    tiered = [kb.provider(s) for s in sellers if kb.provider(s).tiers is not None]
    if not tiered:
        return None
    text = I18n(en=" ".join(s.tiers.en for s in tiered), zh="".join(s.tiers.zh for s in tiered))
    if sink is not None:
        sink.caveat(CAVEAT_ID, secure_tier, text)
        sink.step(secure_tier, {"sellers": [s.id for s in tiered]}, text)
    return text


RULES = declared(__name__)
