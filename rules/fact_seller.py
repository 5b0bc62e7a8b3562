"""The sellers a person rents from: ``--provider runpod``, "we have credits on RunPod", "在 AutoDL 上租".

A person who names where they rent has their account, credits, data and images there: the priced picks come from
those sellers' offers alone (rules.pricing.eligible_offers), and the answer says in one line what the cheapest plan
elsewhere would be only where it is materially cheaper, or where no named seller has a card that fits
(rules.named_seller). The fact holds provider ids as ``gpu-advisor offers`` lists them, comma-joined in the
knowledge's order ("autodl", "runpod,lambda").

    parse_providers(name, value, kb) -> "runpod,lambda"
    resolve_providers(given, out, assumed, label, kb)   # the fact, and the region the sellers imply
    named_sellers(facts) -> ("runpod", "lambda")
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase

# names people use for the sellers beside the knowledge's own id, name and Chinese name (normalised: lower case,
# no spaces, dots or hyphens); a seller the knowledge does not hold is never matched by these
ALIASES: dict[str, tuple[str, ...]] = {
    "aliyun": ("阿里云", "阿里", "aliyun", "alibaba", "alibabacloud", "阿里云服务器", "阿里云ecs"),
    "autodl": ("autodl", "autodl算力云", "算力云"),
    "vast-ai": ("vast", "vastai", "vast.ai"),
    "runpod": ("runpod", "runpodio"),
    "lambda": ("lambda", "lambdalabs", "lambdacloud"),
    "aws": ("aws", "amazon", "ec2", "amazonec2", "亚马逊", "亚马逊云", "亚马逊云科技"),
    "azure": ("azure", "微软云", "microsoftazure"),
    "coreweave": ("coreweave",),
    "huawei-cloud": ("华为云", "huaweicloud"),
    "ucloud-compshare": ("compshare", "优云智算", "ucloudcompshare"),
    "ucloud-gpu-host": ("ucloud", "优刻得", "ucloud云主机"),
    "cloudgpu": ("cloudgpu",),
    "vultr": ("vultr",),
}
# rows that are no seller to rent from: a going rate, an unnamed source's host
NOT_A_SELLER = ("market-reference",)
ACCEPT = 88.0  # a fuzzy name is taken only this close, and clearly closer than the next seller


def _norm(text: str) -> str:
    return re.sub(r"[\s.\-_·（）()]+", "", text.lower())


def _keys(kb: KnowledgeBase) -> dict[str, str]:
    """Every normalised name of every seller → its id."""
    keys: dict[str, str] = {}
    for p in kb.providers:
        if p.id in NOT_A_SELLER:
            continue
        for text in (p.id, p.name, p.name_zh, *ALIASES.get(p.id, ())):
            if text and _norm(text):
                keys.setdefault(_norm(text), p.id)
    return keys


def find_seller(kb: KnowledgeBase, word: str) -> tuple[str | None, list[str]]:
    """(the seller id ``word`` names or None, close seller ids to offer when unsure)."""
    keys = _keys(kb)
    key = _norm(word)
    if key in keys:
        return keys[key], []
    from rapidfuzz import fuzz, process  # here: an id or a name said exactly never needs it

    best: dict[str, float] = {}
    for name, score, _i in process.extract(key, list(keys), scorer=fuzz.WRatio, limit=None, score_cutoff=50):
        best[keys[name]] = max(best.get(keys[name], 0.0), float(score))
    ranked = sorted(best, key=lambda s: -best[s])
    if ranked and best[ranked[0]] >= ACCEPT and (len(ranked) == 1 or best[ranked[0]] - best[ranked[1]] >= 8):
        return ranked[0], ranked[1:4]
    return None, ranked[:4]


def parse_providers(name: str, value: Any, kb: KnowledgeBase) -> str:
    """'runpod', 'RunPod, Lambda', '阿里云' or a list of them → the seller ids, in the knowledge's order."""
    items = value if isinstance(value, (list, tuple)) else str(value).replace("+", ",").replace("，", ",").split(",")
    chosen: set[str] = set()
    for item in items:
        word = str(item).strip()
        if not word:
            continue
        hit, close = find_seller(kb, word)
        if hit is None:
            listed = ", ".join(close) or "none"
            raise InputError(f"unknown {name}: {word[:40]!r} (close sellers: {listed}; "
                             "see `gpu-advisor offers` for the sellers priced)")
        chosen.add(hit)
    if not chosen:
        raise InputError(f"invalid {name}: {value!r} (expected one or more seller ids from `gpu-advisor offers`)")
    return ",".join(p.id for p in kb.providers if p.id in chosen)


def resolve_providers(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                      label: Callable[[str], str], kb: KnowledgeBase) -> None:
    """The sellers named; where no region was said, theirs when their offers are all in one (an AutoDL renter's
    machines are on the mainland, a RunPod renter's abroad), before the session's own default."""
    if given.get("providers") is None:
        return
    out["providers"] = parse_providers(label("providers"), given["providers"], kb)
    if out.get("region") is None:
        named = set(out["providers"].split(","))
        regions = {o.region for o in kb.offers if o.provider in named} or {kb.provider(p).region for p in named}
        if len(regions) == 1:
            out["region"] = regions.pop()
            assumed.append(("region", out["region"]))


def named_sellers(facts: Any) -> tuple[str, ...]:
    """The seller ids named (none: every seller)."""
    return tuple(facts.providers.split(",")) if getattr(facts, "providers", None) else ()


def seller_names(kb: KnowledgeBase, ids: tuple[str, ...], lang: str = "en", joined: str = "or") -> str:
    """'RunPod or Lambda', '阿里云或 AutoDL 算力云': the sellers named, as the person would say them (``joined``
    "and": every one of them)."""
    known = {p.id: p for p in kb.providers}
    names = [i if i not in known else (known[i].name_zh or known[i].name) if lang == "zh" else known[i].name
             for i in ids]
    if lang == "zh":
        return ("或" if joined == "or" else "、").join(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {joined} " + names[-1]


def at_named_sellers(facts: Any, offers: tuple[Any, ...], excluded: list[str]) -> tuple[Any, ...]:
    """A card's offers at the sellers named (all of them when none is); the others recorded as set aside."""
    named = named_sellers(facts)
    if not named:
        return offers
    excluded.extend(f"{o.id}: not a seller you named" for o in offers
                    if o.provider not in named and "market-rate" not in o.flags)
    return tuple(o for o in offers if o.provider in named)
