"""What a reading gives back: facts with their spans, notes, unplaced items, conflicts, cards."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from advisor_tui.understand.places import CLOUD_CITIES_ZH, COUNTRIES_ZH
from rules.cards_accepted import refused_cards
from rules.head_count import SIZED_BY

MAX_CHARS = 4000  # a description is a few hundred characters; the rest of a paste is not read
MAX_MODEL_MENTIONS = 12
MAX_CARD_MENTIONS = 24
# the place at the end of a residency said ("… must stay in the UAE", "has to run in Japan", "can't leave Austria",
# "数据必须留在德国", "录音不能出德国")
# (accents and all: "stay in Türkiye", review 113 M12)
_PLACE_SAID = re.compile(r"(?<![A-Za-z])(?:in|within|leaves?)\s(?:the\s)?"
                         r"([A-Za-zÀ-ÖØ-öø-ž][A-Za-zÀ-ÖØ-öø-ž .'/-]{1,40})$"
                         # (the words as said: traditional and Cantonese too — "資料唔可以離開香港", "要留喺香港")
                         # (either of two: "留在香港或者新加坡", review 112 C7)
                         r"|(?:留在|存在|放在|存放在|待在|出|离开|離開|流出|留喺|放喺|存喺)\s?"
                         r"([\u4e00-\u9fff]{2,5}(?:(?:或者|或是|或|还是|還是|、)[\u4e00-\u9fff]{2,5})?)$"
                         # the machines' place (box_place): "服务器部署在德国", "在东京租", "租新加坡"
                         r"|(?:在|到|租)\s?(" + COUNTRIES_ZH + "|" + CLOUD_CITIES_ZH + r")$"
                         # the place named before the rule ("EU data residency", "Swiss data sovereignty")
                         r"|^(?:the\s)?(?!(?:GDPR|DSGVO|HIPAA|PIPL|SOC|ISO|PCI|CCPA)\b)([A-Z][A-Za-z.'-]{1,20}"
                         r"(?:(?:\s|\s?/\s?|\sor\s)[A-Z][A-Za-z.'-]+){0,2})\s(?:data\s)?"
                         r"(?:residency|sovereignty)$"
                         # the place alone, said as the only one: "EU only", "UK-only"
                         r"|^\s?(?:the\s)?((?i:eu|europe|uk|us|usa|germany|france|canada|japan|singapore|australia"
                         r"|switzerland))[- ](?i:only)$"
                         # the border of a writer outside the mainland, its place glossed: "資料不能出境（台灣）"
                         r"|出境\s?（([\u4e00-\u9fff]{2,3})）$")


# a residency in Hong Kong or Macau sets no seller aside by itself: the mainland-owned clouds have regions there
# (Alibaba Cloud cn-hongkong, Tencent Cloud ap-hongkong), the usual local choice (review 99 c05: "客戶資料唔可以出
# 香港" set them aside and led with a seller recording no Hong Kong machine); "唔用內地雲" still does
_SERVED_FROM_MAINLAND = re.compile(r"(?:中国|中國)?(?:香港|澳门|澳門)|(?:HK|Hong Kong|Macau|Macao)(?:\sSAR)?$",
                                   re.IGNORECASE)


_EITHER = re.compile(r"\s(?:or|and/or)\s|或者|或是|或|还是|還是|、")


def mainland_clouds_there(place: str | None) -> bool:
    """Hong Kong or Macau: where the mainland-owned clouds have regions of their own."""
    # ("Hong Kong or Singapore": either will do, and the mainland-owned clouds serve one of them — review 112 C7)
    return bool(place) and any(_SERVED_FROM_MAINLAND.match(one.strip()) is not None
                               for one in _EITHER.split(place))


def place_of(residency: str) -> str | None:
    """The place a residency rule's words end with, as said ("Germany", "the UAE" → "UAE", "德国"), or None; either of
    two said with a slash, in words ("UK/EU" → "UK or EU": review 123 M9)."""
    m = _PLACE_SAID.search(residency)
    place = next((g for g in m.groups() if g), None) if m is not None else None
    return re.sub(r"\s?/\s?|\s(?:or|and/or)\s(?:in|within)\s", " or ", place) if place else place


# ------------------------------------------------------------------------------- result types


class Span(NamedTuple):
    """Characters ``text[start:end]`` gave ``fact`` = ``value`` (a value ``resolve`` accepts)."""

    start: int
    end: int
    fact: str
    value: Any


@dataclass(frozen=True)
class Note:
    """Something the reader decided and says so (both languages)."""

    en: str
    zh: str

    def text(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en

    def __str__(self) -> str:
        return self.en


@dataclass(frozen=True)
class Unresolved:
    """Something seen but not placed. ``kind`` is a fact name ("model", "budget", "concurrency" …)
    or "input"; ``candidates`` are ids the person may have meant (models), best first."""

    kind: str
    text: str
    start: int
    end: int
    note: Note
    candidates: tuple[str, ...] = ()
    count: float | None = None  # a head count left unplaced ("大概50个人用"): the people, not how many at once

    def message(self, lang: str = "en") -> str:
        return self.note.text(lang)

    def __str__(self) -> str:
        return self.note.en


@dataclass(frozen=True)
class Conflict:
    """Two or more different values for one fact; the fact is left out of ``facts``."""

    fact: str
    values: tuple[Any, ...]
    texts: tuple[str, ...]  # the words each value came from, same order
    # "Qwen2.5-7B/14B 的 LoRA 和全参微调": every value is run, none chosen over the others (several_jobs) — a box bought
    # for them all is sized for the most demanding (advisor_tui.shared_box); a choice ("LoRA 还是全参？") is False
    together: bool = False

    def __str__(self) -> str:
        return f"{self.fact}: " + " vs ".join(f"“{t}”" for t in self.texts)


@dataclass(frozen=True)
class CardMention:
    """A card named in the text ("两张 4090"): context for the UI, not a fact about the job."""

    text: str
    start: int
    end: int
    card: str | None  # card id when the knowledge base knows it
    count: int | None = None
    vram_gb: float | None = None
    refused: bool = False  # "不要 A100", "no A100s": a card the person does not want
    # the person's own price for it, per GPU: (amount, currency or None for the session's, billing unit) —
    # "MI300X at $1.90/GPU-hour" (advisor_tui.understand.card_quotes); ``quote_text`` the words it came from
    quote: tuple[float, str | None, str] | None = None
    quote_text: str = ""
    owned: bool = False  # "我已经有两张3090", "we have 4 A100s in the lab": the person's own (no_rent)
    per_node: int | None = None  # "40 A5000 in 10 servers, 4 per server": the cards of one server (no_rent)
    # "we want MI300X on purpose", "只要 910B": chosen, its maker the makers accepted (vendor, card_choice)
    chosen: bool = False
    # "优先国产算力（昇腾）": one of the cards a maker's or family's name stands for — named, never the person's own
    # unless said to be (review 116 C5: "→ 你的 ascend-910b" for a utility that owns no accelerator)
    family: bool = False


@dataclass(frozen=True)
class AddedCards:
    """"我有一张3090，想再加一张卡（二手3090或者4090）": the person's own cards and ``count`` more of one of
    ``candidates`` (advisor_tui.understand.add_card; the verdicts: advisor_tui.owned_add)."""

    owned: str  # the card id the person has
    owned_count: int
    count: int  # cards to add
    candidates: tuple[str, ...]  # the added card weighed: the owned card's own id first, then those named
    text: str  # the words that say it
    supply_w: float | None = None  # the power supply's rating said beside it ("电源1000W", "1000 W PSU")


@dataclass(frozen=True)
class Understanding:
    """What the free text said. ``facts`` maps fact names to values ``rules.facts.resolve``
    accepts; ``labels`` holds display names (``{"model": "Qwen3-32B"}``) for ``describe``.

    ``confidence`` is the mean certainty of the facts read (exact names and explicit values 1.0,
    a typo-corrected or only-fitting name 0.9–0.95, a budget with a filled-in currency or period
    0.8), times 0.85 per unresolved item and 0.7 per conflict; 0.0 when nothing was read."""

    text: str = ""
    facts: dict[str, Any] = field(default_factory=dict, hash=False)
    spans: tuple[Span, ...] = ()
    unresolved: tuple[Unresolved, ...] = ()
    conflicts: tuple[Conflict, ...] = ()
    confidence: float = 0.0
    notes: tuple[Note, ...] = ()
    mentioned_cards: tuple[CardMention, ...] = ()
    labels: tuple[tuple[str, str], ...] = ()
    truncated: bool = False
    doubtful: tuple[str, ...] = ()  # facts read with low confidence ("team of 8" → 8 at once): ask
    residency: str = ""  # "the audio has to stay in Brazil": the words, when the place is outside mainland China
    rent_refused: str = ""  # "不想租云", "we won't rent": the words (the cards the person has come first)
    used_ok: str = ""  # "used is fine": the words (implied: used_ok)
    psu_w: float = 0.0  # "My PSU is 750W": the supply's rating (implied: psu_w)
    office_box: str = ""  # "It goes in a normal office tower": the words (implied: office_box)
    cards_refused: tuple[str, ...] = ()  # "不要 A100", "910C 买不起": the cards refused (implied: only_cards no-…)
    personal_data: str = ""  # "call recordings", "病历": the job's data is personal (implied: no_marketplace)
    gdpr_said: str = ""  # "under GDPR", "DSGVO": the job's data is under the GDPR (implied: gdpr; rules.base.gdpr)
    gpu_power_said: str = ""  # "the GPU must stay under 350 W": a limit said of the GPU (implied: power_limit_gpus)
    # "数据是20万张1024×1024的切片": a detector's training images and its square tiles' px, 0 for none (implied:
    # samples, imgsz — the table reads no detector's image count as a fact: advisor_tui.understand.detection_set)
    detection_set: tuple[int, int] = (0, 0)
    # "LoRA-tune it …, then serve it to 30 users at 8k context": the serving part's own facts, set aside from the
    # training that was sized (answered beside it: advisor_tui.also_asked)
    serving_part: dict[str, Any] = field(default_factory=dict, hash=False)
    # "先用 Qwen3-32B 当老师生成 1 亿 token …，然后微调 Qwen3-4B": the teacher and the tokens it generates, set aside
    # from the training (advisor_tui.understand.generation_part; answered beside it: advisor_tui.also_asked)
    generation_part: dict[str, Any] = field(default_factory=dict, hash=False)
    adding: AddedCards | None = None  # "想再加一张卡（二手3090或者4090）": cards to add to the person's own
    # "Budget roughly €2,500 a month (1 EUR = 1.08 USD)": the budget's own currency, the amount said in it, its dollars
    # for one unit and where that rate came from — the answer's money is shown in it (advisor_tui.said_currency)
    budget_said_in: tuple[str, float, float, str] = ()

    def owned_cards(self) -> frozenset[str]:
        """The cards the person has: said to be theirs, or all the cards named beside renting refused (but for a card
        named only as one to add: "再加一张4090" beside "不想用云" is no 4090 at home)."""
        every = self.owns_cards()
        extra = frozenset(self.adding.candidates[1:]) if self.adding else frozenset()
        return frozenset(c.card for c in self.mentioned_cards if c.card and not c.refused
                         and (c.owned or every and c.card not in extra and not c.family))

    def owns_cards(self) -> bool:
        """Renting refused beside cards the person named and did not refuse: those cards are theirs to use."""
        return bool(self.rent_refused) and self.facts.get("procure") != "buy" and any(
            c.card and not c.refused and not c.quote and (c.owned or not c.family) for c in self.mentioned_cards)

    def implied(self, *given: Mapping[str, Any]) -> dict[str, Any]:
        """Options the words imply beyond the facts read, unless ``given`` says them: a head count asked about
        (``users``) and, for data that must stay in a country outside mainland China, sellers addressing mainland
        buyers set aside (``no_mainland_sellers``: their machines' country is never said)."""
        out: dict[str, Any] = {}
        if (users := self.users(*given)) is not None:
            out["users"] = users
        said = {k: v for g in given for k, v in g.items() if v is not None}
        if self.residency and not said.get("no_mainland_sellers") and "no_mainland_sellers" not in self.facts \
                and said.get("region", self.facts.get("region")) != "cn" and not mainland_clouds_there(
                    place_of(self.residency)):
            out["no_mainland_sellers"] = True
        # "It goes in a normal office tower": no passively cooled server card; "the GPU must stay under 350 W": the
        # limit read is the GPU's own, not the whole box's (review 97 c08)
        if self.office_box and "office_box" not in said:
            out["office_box"] = True
        if self.cards_refused:  # a card refused is out (review 112 C1-b: "910C 买不到也买不起" still led the answer)
            out.update(refused_cards(self.cards_refused, said.get("only_cards", self.facts.get("only_cards"))))
        # personal data keeps off a stranger's machine (review 112 C9: call recordings on a Vast.ai host)
        if self.personal_data and "no_marketplace" not in said and "no_marketplace" not in self.facts \
                and said.get("procure", self.facts.get("procure")) != "buy":
            out["no_marketplace"] = True
        if self.used_ok and "used_ok" not in said:
            out["used_ok"] = True
        if self.gdpr_said and "gdpr" not in said and "gdpr" not in self.facts:  # (review 123 M10)
            out["gdpr"] = True
        if self.psu_w and "psu_w" not in said:
            out["psu_w"] = self.psu_w
        # renting refused beside a purchase ("病人数据不能出医院机房，所以要买一台服务器"): no rental priced beside it
        # (review 100 c07: "or rent 4 × A800 for 67 months" to a hospital whose data may not leave its machine room)
        if self.rent_refused and said.get("procure", self.facts.get("procure")) == "buy" and "no_rental" not in said:
            out["no_rental"] = True
        limit = self.facts.get("power_limit_w")
        if self.gpu_power_said and limit and said.get("power_limit_w", limit) == limit \
                and "power_limit_gpus" not in said:
            out["power_limit_gpus"] = True
        out.update(self._detection_set(said))
        place = place_of(self.residency)  # "Customer data must stay in the UAE" (review 66 C4)
        if place is not None and "data_in" not in said and said.get("region", self.facts.get("region")) != "cn":
            out["data_in"] = place
        return out

    def _detection_set(self, said: Mapping[str, Any]) -> dict[str, Any]:
        """A detector's training set counted in the words: its images as ``samples`` and its square tiles' size as
        ``imgsz``, unless given or read (review 102 c08: 20万张 1024×1024 tiles, never sized)."""
        images, px = self.detection_set
        facts = {**self.facts, **said}
        if not images or facts.get("task") != "detection" or facts.get("rps"):
            return {}
        out: dict[str, Any] = {}
        if not any(facts.get(k) for k in ("samples", "images", "train_tokens")):
            out["samples"] = images
        if px and not facts.get("imgsz"):
            out["imgsz"] = px
        return out

    @property
    def empty(self) -> bool:
        return not (self.facts or self.unresolved or self.conflicts or self.mentioned_cards)

    def source_names(self) -> dict[str, str]:
        """fact → how the person said it, for ``rules.facts.resolve(..., names=...)`` errors."""
        return {f: f"free text “{self.span_text(f).strip()}”" for f in self.facts
                if self.span_text(f).strip()}

    def span_text(self, fact: str) -> str:
        """The words the fact came from ("" when none)."""
        for s in self.spans:
            if s.fact == fact:
                return self.text[s.start:s.end]
        return ""

    def users(self, *given: Mapping[str, Any]) -> int | None:
        """The head count asked about ("大概50个人用") as the fact `users`, which sizes the answer at its busiest
        share meanwhile (rules.head_count) — None when nothing counts heads, or when the facts read here or
        ``given`` already say the load."""
        count = next((u.count for u in self.unresolved if u.kind == "concurrency" and u.count), None)
        task = next((t for t in (self.facts.get("task"), *(g.get("task") for g in given)) if t), "inference")
        if task != "inference":
            return None  # a studio's 35 people making images, a firm's 60 with recordings: no serving load
        # (a batch of tokens to generate, "summarise 40,000 tickets nightly", is no one's service: heldout32 #38)
        if count is None or count != int(count) or any(
                k in self.facts or any(g.get(k) is not None for g in given) for k in (*SIZED_BY, "generate_tokens")):
            return None
        return int(count)
