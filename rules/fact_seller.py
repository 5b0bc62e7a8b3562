"""The sellers a person rents from: ``--provider runpod``, "we have credits on RunPod", "在 AutoDL 上租".

A person who names where they rent has their account, credits, data and images there: the priced picks come from
those sellers' offers alone (rules.pricing.eligible_offers), and the answer says in one line what the cheapest plan
elsewhere would be only where it is materially cheaper, or where no named seller has a card that fits
(rules.named_seller). The fact holds provider ids as ``gpu-advisor offers`` lists them, comma-joined in the
knowledge's order ("autodl", "runpod,lambda").

    parse_providers(name, value, kb) -> "runpod,lambda"; "no-aws,no-gcp": sellers refused (their offers set aside)
    resolve_providers(given, out, assumed, label, kb)   # the fact, and the region the sellers imply
    named_sellers(facts, kb) -> ("runpod", "lambda")   # on file; unpriced_sellers(facts, kb): the others
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from rules.unpriced_seller import slug, unpriced_id, unpriced_name, unpriced_region

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
TYPO = 75.0  # a name this close (by plain edit ratio) to a seller on file is a typo of it, refused with the close names
REFUSED = "no-"  # 'no-aws': a seller refused ("we will not use AWS at all"), as --only-cards no-CARD
REFUSED_REASON = ": a seller you refused"
QUOTE_SELLER = "your-quote"  # the prices the person gave (advisor_tui.card_offers): kept beside a seller not on file


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


def _typo_of(kb: KnowledgeBase, word: str) -> bool:
    """``word`` is close to a seller on file by plain edit ratio: a misspelling of it, not another seller."""
    from rapidfuzz import fuzz, process

    key = _norm(word)
    return bool(key) and process.extractOne(key, list(_keys(kb)), scorer=fuzz.ratio, score_cutoff=TYPO) is not None


def parse_providers(name: str, value: Any, kb: KnowledgeBase) -> str:
    """'runpod', 'RunPod, Lambda', '阿里云' or a list of them → the seller ids, in the knowledge's order, then the
    sellers named that have no prices here ('aliyun,volcengine': rules.unpriced_seller) in the order said, then the
    sellers refused ('no-aws,no-gcp', as --only-cards no-CARD refuses a card: review 116 c7, c8, c10). A word close
    to a seller on file is a typo: refused with the close names."""
    items = value if isinstance(value, (list, tuple)) else str(value).replace("+", ",").replace("，", ",").split(",")
    chosen: set[str] = set()
    unpriced: list[str] = []
    refused: list[str] = []
    for item in items:
        word = str(item).strip()
        if word.lower().startswith(REFUSED):
            said = parse_providers(name, word[len(REFUSED):], kb)
            refused.extend(REFUSED + x for x in said.split(",") if REFUSED + x not in refused)
            continue
        if not word:
            continue
        hit, close = find_seller(kb, word)
        if hit is None and (other := unpriced_id(word) or (None if _typo_of(kb, word) else slug(word))):
            if other not in unpriced:
                unpriced.append(other)
            continue
        if hit is None:
            listed = ", ".join(close) or "none"
            raise InputError(f"unknown {name}: {word[:40]!r} (close sellers: {listed}; "
                             "see `gpu-advisor offers` for the sellers priced)")
        chosen.add(hit)
    if not chosen and not unpriced and not refused:
        raise InputError(f"invalid {name}: {value!r} (expected one or more seller ids from `gpu-advisor offers`)")
    allowed = [*(p.id for p in kb.providers if p.id in chosen), *unpriced]
    return ",".join([*allowed, *(x for x in refused if x[len(REFUSED):] not in allowed)])


def resolve_providers(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                      label: Callable[[str], str], kb: KnowledgeBase) -> None:
    """The sellers named; where no region was said, theirs when their offers are all in one (an AutoDL renter's
    machines are on the mainland, a RunPod renter's abroad), before the session's own default."""
    if given.get("providers") is None:
        return
    out["providers"] = parse_providers(label("providers"), given["providers"], kb)
    if out.get("region") is None:
        named = set(named_sellers(out["providers"], kb))
        regions = {o.region for o in kb.offers if o.provider in named} or {kb.provider(p).region for p in named} \
            or {r for p in unpriced_sellers(out["providers"], kb) if (r := unpriced_region(p))}
        if len(regions) == 1:
            out["region"] = regions.pop()
            assumed.append(("region", out["region"]))


def _said(facts: Any) -> tuple[str, ...]:
    said = facts if isinstance(facts, str) else getattr(facts, "providers", None)
    return tuple(said.split(",")) if said else ()


def _ids(facts: Any) -> tuple[str, ...]:
    """The sellers named to rent from (a refused one is not among them)."""
    return tuple(i for i in _said(facts) if not i.startswith(REFUSED))


def refused_sellers(facts: Any) -> tuple[str, ...]:
    """The seller ids refused ('no-aws' → 'aws'), on file or not, in the order said."""
    return tuple(i[len(REFUSED):] for i in _said(facts) if i.startswith(REFUSED))


def named_sellers(facts: Any, kb: KnowledgeBase) -> tuple[str, ...]:
    """The seller ids named that the knowledge prices (none: every seller). ``facts``: the facts or the fact's value."""
    known = {p.id for p in kb.providers}
    return tuple(i for i in _ids(facts) if i in known)


def unpriced_sellers(facts: Any, kb: KnowledgeBase) -> tuple[str, ...]:
    """The sellers named that the knowledge holds no prices for (rules.unpriced_seller)."""
    known = {p.id for p in kb.providers}
    return tuple(i for i in _ids(facts) if i not in known)


def seller_names(kb: KnowledgeBase, ids: tuple[str, ...], lang: str = "en", joined: str = "or") -> str:
    """'RunPod or Lambda', '阿里云或 AutoDL 算力云': the sellers named, as the person would say them (``joined``
    "and": every one of them)."""
    known = {p.id: p for p in kb.providers}
    names = [unpriced_name(i, lang) if i not in known else (known[i].name_zh or known[i].name) if lang == "zh"
             else known[i].name for i in ids]
    if lang == "zh":
        return ("或" if joined == "or" else "、").join(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" {joined} " + names[-1]


def at_named_sellers(facts: Any, offers: tuple[Any, ...], excluded: list[str], kb: KnowledgeBase) -> tuple[Any, ...]:
    """A card's offers at the sellers named (all of them when none is on file); the others recorded as set aside. A
    price the person gave (--quote) stays beside a named seller that has none here: it is that seller's, as a rule."""
    refused = set(refused_sellers(facts))
    if refused:
        excluded.extend(f"{o.id}{REFUSED_REASON}" for o in offers if o.provider in refused)
        offers = tuple(o for o in offers if o.provider not in refused)
    named = named_sellers(facts, kb)
    if not named:
        return offers
    keep = set(named) | ({QUOTE_SELLER} if unpriced_sellers(facts, kb) else set())
    excluded.extend(f"{o.id}: not a seller you named" for o in offers
                    if o.provider not in keep and "market-rate" not in o.flags)
    return tuple(o for o in offers if o.provider in keep)
