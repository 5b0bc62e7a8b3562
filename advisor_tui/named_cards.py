"""A card the person named ("is a 4090 ok?", "4090 跑得动 Qwen3-32B 吗") answered directly: picked,
works but not picked, or ruled out with its first reason (review 7 F12: the question went
unanswered). One wording for the CLI, the JSON and the TUI's answer."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from advisor_tui.named_cache import fewer_to_buy, smaller_cache
from advisor_tui.named_count_gate import count_gate
from advisor_tui.named_fp8 import fp8_stored_only
from advisor_tui.named_image_offload import low_memory_run
from advisor_tui.named_variant import _how_many, _variant
from advisor_tui.owned_batch import owned_batch_time
from advisor_tui.owned_copies import copies_verdict
from advisor_tui.owned_job import owned_job
from knowledge.schema import I18n

_LINK_NAME = {"nvlink": "NVLink", "infinity-fabric": "Infinity Fabric", "hccs": "HCCS"}


@dataclass(frozen=True)
class NamedCard:
    """A card the person named, and what the answer says about it."""

    card: str
    verdict: str  # picked | works (feasible, not picked) | ruled-out
    text: I18n

    def to_dict(self, lang: str) -> dict[str, Any]:
        return {"card": self.card, "verdict": self.verdict, "text": self.text.get(lang)}


def verdicts(cards: Iterable[str | tuple[Any, ...]], result: Any, owned: frozenset[str] = frozenset(),
             renting: bool = True, adding: Any = None) -> list[NamedCard]:
    """One verdict per distinct card id in ``cards`` against the consultation ``result``; an item
    may be (card id, how many the person said: "one H20", "two 3090s"[, refused: "不要 A100"]); ``owned``: the cards the
    person has (a card named only as an option is not "yours"); ``renting``: False where the person will not rent (a
    rental's reasons are not theirs); ``adding``: cards to add to the owned ones (advisor_tui.understand.result.
    AddedCards), answered one line per candidate right after the owned card's verdict (advisor_tui.owned_add)."""
    out = [_yours(v) if v.card in owned else v for v in _verdicts(cards, result, owned, renting, adding)]
    if adding is None:
        return out
    from advisor_tui.owned_add import added_verdicts

    at = next((i + 1 for i, v in enumerate(out) if v.card == adding.owned), 0)
    return [*out[:at], *added_verdicts(adding, result, sys.modules[__name__]), *out[at:]]


def _yours(v: NamedCard) -> NamedCard:
    """A verdict on a card the person has says so: "your card", not "the card you named" (the final user pass: a home
    3090 was "the card you named" beside the lines on adding a second one)."""
    return NamedCard(v.card, v.verdict, I18n(en=v.text.en.replace(f"→ {v.card}, the card you named:", f"→ {v.card}, "
                                                                  "your card:", 1),
                                             zh=v.text.zh.replace(f"→ 你提到的 {v.card}：", f"→ 你的 {v.card}：", 1)))


def _verdicts(cards: Iterable[str | tuple[Any, ...]], result: Any, owned: frozenset[str], renting: bool,
              adding: Any) -> list[NamedCard]:
    out = []
    picks = {p.card: p for p in result.picks}
    rejected = {r.card: r for r in result.rejected}
    counts: dict[str, int | None] = {}
    refused: set[str] = set()
    nodes: dict[str, int | None] = {}  # "40 A5000 in 10 servers, 4 per server": the cards of one server
    for item in cards:
        if isinstance(item, tuple):  # (id, count[, refused[, cards to a server]])
            card, count = item[0], item[1] if len(item) > 1 else None
            no, node = (len(item) > 2 and bool(item[2])), (item[3] if len(item) > 3 else None)
        else:
            card, count, no, node = item, None, False, None
        if card and no:
            refused.add(card)
        if card and card not in counts:
            counts[card], nodes[card] = count, node
    if adding is not None:  # a card named only as one to add is answered beside the owned ones (owned_add)
        for card in adding.candidates[1:]:
            if card not in owned:
                counts.pop(card, None)
    for card, count in counts.items():
        said = owned_job(card, count or 1, result, _variant, _launch) if card in owned and card not in refused else None
        if said is not None:
            out.append(NamedCard(card, "owned", said))  # review 84 c09: the job on their own cards first
            continue
        # review 95 c10: many cards for a chat served to many at once — copies of the model on as few of them as each
        # share needs, inside one server, never one engine over all of them
        said = copies_verdict(card, count or 0, result, nodes[card], card in owned) if card not in refused else None
        if said is not None:
            out.append(NamedCard(card, "owned" if card in owned else "works", said))
            continue
        if card in refused:  # review 31 c05: the A100 refused was "the card you named: the faster pick below"
            out.append(_refused(card, picks.get(card), result))
            continue
        if card in picks and card in owned:
            # their own cards, also rented in a pick: they hold the job as they are — start on them (review 98 c05:
            # a company's 2 × 4090 was "the pick below", a rental of the cards it has)
            fit = next((f for f in result.fits if f.card == card), None)
            if fit is not None and fit.fits and fit.gpus <= (count or 1):
                pick = picks[card]
                said = _holds_as_is(card, count or 1, fit, "", "", result, owned=True, node=nodes[card])
                roles = " / ".join(pick.roles)
                out.append(NamedCard(card, "owned", I18n(
                    en=f"{said.text.en} Renting more of them is the {roles} pick below.",
                    zh=f"{said.text.zh}要再租同款卡扩容，见下面的推荐（{roles}）。")))
                continue
        if card in picks:
            pick = picks[card]
            roles = " / ".join(pick.roles)
            total = pick.gpus * (getattr(pick, "replicas", 1) or 1)
            if count and count < total:  # review 12 C1: "one H20?" answered by a pick of two
                fit = next((f for f in result.fits if f.card == card), None)
                if fit is not None and fit.fits and fit.gpus <= count:
                    # review 29 C2: "the other team has 4 A100s" heard "4 are not enough" for a 10 GB job the pick
                    # spreads over 8 only to finish sooner
                    need = float(result.requirement.vram_gb)
                    out.append(NamedCard(card, "works", I18n(
                        en=f"→ {card}, the card you named: {count} are enough ({_how_many(fit.gpus)[0]} holds the "
                           f"{need:,.1f} GB) — the {roles} pick below uses {total} to finish sooner or carry the load; "
                           f"with {count} it runs, for longer.",
                        zh=f"→ 你提到的 {card}：{count} 张够用（{_how_many(fit.gpus)[1]}就装得下 {need:,.1f} GB）"
                           f"——下面的推荐（{roles}）用 {total} 张是为了更快完成或扛住负载；"
                           f"用 {count} 张也能跑，只是更久。")))
                    continue
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
        holds_smaller = False
        if fit is not None and fit.gpus > asked and fit.fits:
            need = float(result.requirement.vram_gb)
            some_en, some_zh = _how_many(asked)
            smaller = (_smaller_weights(card, asked, result) or _lighter_training(card, asked, result)
                       or smaller_cache(card, asked, result))
            holds_smaller = smaller is not None and ("would hold it" in smaller.en or "can train it" in smaller.en)
            if holds_smaller:
                # the count said holds it at a smaller precision: the memory answer and how, not the reasons a
                # rental of the card lost (review 77 C08: two owned RTX 3090s "ruled out … priced in T-CREDIT")
                why_en, why_zh = "", ""
            # the count and the per-card figure are the picks' own test: the memory gate on what a job can use of
            # the card, and the engine's share (review 102 c07: "4 can (48.5 GB each)" beside "48 GB" read as over)
            each_en, each_zh = _each_of(card, fit, result)
            counts_en, counts_zh = f"{fit.gpus} would ({each_en})", f"{fit.gpus} 张可以（{each_zh}）"
            if (gate := count_gate(card, fit.gpus, result)) is not None:  # memory's count, then speed's (review 119)
                counts_en, counts_zh = gate[0].en.rstrip("."), gate[0].zh.rstrip("。")
            why_en = (f"{some_en} {card} ({fit.vram_gb:g} GB) cannot hold the {need:,.1f} GB as sized; {counts_en}"
                      + (f" — {why_en}" if why_en else "."))
            why_zh = (f"{some_zh} {card}（{fit.vram_gb:g} GB）按原设定装不下 {need:,.1f} GB；{counts_zh}"
                      + (f"——{why_zh}" if why_zh else "。"))
            smaller = smaller or fewer_to_buy(card, count, fit.gpus, result)  # review 120 C8-1: one fewer, q8_0
            if smaller is not None and (gate is None or holds_smaller):  # review 13 M3: BF16 alone was heard
                why_en, why_zh = f"{why_en} {smaller.en}", f"{why_zh}{smaller.zh}"
        elif (fit is not None and fit.fits and fit.gpus <= asked and first.rule != "dominated"
              and not first.rule.startswith("memory")):
            # review 14 M2: "3090 or 4090, is one enough?" heard only the buying rules that ruled
            # both out, though both hold the job: the memory answer first — and the rental's reason is only the
            # rental's (review 79 C03: a person's own 2 × RTX 3090 were "ruled out: over budget, ¥571 a month",
            # their price as a rental, with no way to start the job on them)
            out.append(_holds_as_is(card, asked, fit, why_en if renting else "", why_zh, result, card in owned,
                                    nodes[card]))
            continue
        if first.rule.startswith("memory") and (low := low_memory_run(card, result)) is not None:
            out.append(NamedCard(card, "works", low))  # smaller weights and offload, not OOM (review 119 C7-1)
            continue
        if first.rule.startswith("memory") and _offload_may_run(card, result):
            # review 33 M3: "4090 能跑吗" for Wan2.1-14B 720p heard a flat "OOM" the memory note itself qualifies
            why_en += (" As released, that is so; a 24–32 GB card may still run it with FP8 weights, the text "
                       "encoder on the CPU and block offload (ComfyUI, DiffSynth), several times slower and not "
                       "measured here — ask with --precision fp8.")
            why_zh += ("——按原版权重是这样；24–32 GB 的卡用 FP8 权重、文本编码器放 CPU、分块 offload"
                       "（ComfyUI、DiffSynth）仍可能跑，慢好几倍，这里没有实测——可以用 --precision fp8 再问。")
        elif first.rule.startswith("memory") and not (fit is not None and fit.fits):
            # no count holds it as sized: what the most GPUs do with smaller weights (review 89 c07: "MI300X or H100?"
            # heard "H100 ruled out — needs 1003.4 GB" where 8 × H100 hold it with FP8 weights and cache)
            most = max(asked, int(result.facts.max_gpus or 8))
            # a training job on the cards as counted: checkpointing or a 4-bit base first (review 112 C3: two owned
            # 3090s heard only "4 hold it with checkpointing", never that QLoRA runs on the two they have)
            lighter = _lighter_training(card, asked, result) if result.facts.task != "inference" else None
            smaller = lighter if lighter is not None and "would hold it" in lighter.en else \
                _smaller_weights(card, most, result)
            if smaller is lighter and smaller is not None:
                holds_smaller, count = True, asked
                why_en, why_zh = f"{why_en} {smaller.en}", f"{why_zh}{smaller.zh}"
            elif smaller is not None and "would hold it" in smaller.en:
                holds_smaller, count = True, most
                why_en, why_zh = f"{why_en} {smaller.en}", f"{why_zh}{smaller.zh}"
                rent = _monthly(card, most, result) if renting else None
                if rent is not None:
                    why_en, why_zh = f"{why_en} {rent.en}", f"{why_zh}{rent.zh}"
            # (not ``nodes``: that name holds each card's server size, read again for the next card — review 111
            # c04 crashed on "8x RTX 4090 … vs NVLink H100s")
            node_line = _nodes_line(card, result) if result.facts.task == "inference" else None
            if node_line is not None:  # review 102 c05: a group with one 8 × H100 node never heard what two would take
                why_en, why_zh = f"{why_en} {node_line.en}", f"{why_zh}{node_line.zh}"
        if holds_smaller and card in owned and (batch := owned_batch_time(card, count or asked, result)):
            why_en, why_zh = f"{why_en} {batch.en}", f"{why_zh}{batch.zh}"  # their box: hours and energy, no rent
        if holds_smaller and result.facts.task != "inference":
            out.append(NamedCard(card, "works", I18n(
                en=f"→ {card}, the card you named: {count or 1} can train it with lighter settings — {why_en}",
                zh=f"→ 你提到的 {card}：{count or 1} 张换个省显存的设置就能训——{why_zh}")))
        elif holds_smaller:
            cache = "KV cache" in why_en and "weights" not in why_en.split("would hold it")[0].split(". ")[-1]
            out.append(NamedCard(card, "works", I18n(
                en=f"→ {card}, the card you named: {count or 1} can run it with "
                   f"{'a smaller KV cache' if cache else 'smaller weights'} — {why_en}",
                zh=f"→ 你提到的 {card}：{count or 1} 张换用更小的{' KV cache ' if cache else '权重'}就能跑——{why_zh}")))
        elif first.rule == "dominated":
            power = _box_power(getattr(result, "kb", None), result.facts, card, fit.gpus if fit else asked)
            if power is not None:  # bought for one box: what it draws, as the pick's caveat says (review 98 c06)
                why_en, why_zh = f"{why_en} {power[0]}", f"{why_zh}{power[1]}"
            out.append(NamedCard(card, "works", I18n(
                en=f"→ {card}, the card you named: it works, but is not picked — {why_en}",
                zh=f"→ 你提到的 {card}：能用，但没被推荐——{why_zh}")))
        elif first.rule == "box-over-slots":  # it holds the job, not in the box they have (review 117 C5-2)
            out.append(NamedCard(card, "ruled-out", I18n(
                en=f"→ {card}, the card you named: enough of them hold the job, but not in your box — {why_en}",
                zh=f"→ 你提到的 {card}：卡数够了能装下任务，但你的机器放不下或供不上电——{why_zh}")))
        else:
            out.append(NamedCard(card, "ruled-out", I18n(
                en=f"→ {card}, the card you named: ruled out — {why_en}",
                zh=f"→ 你提到的 {card}：已排除——{why_zh}")))
    return out



def _nodes_line(card: str, result: Any) -> I18n | None:
    """What the fewest whole 8-GPU servers of the card take to serve the job as sized, one copy over them — tensor
    parallel inside each server, pipeline parallel across them (vLLM's multi-node serving: tensor_parallel_size the
    GPUs of a node, pipeline_parallel_size the nodes) — with the launch line; None where four do not hold it or the
    card does not come in such servers."""
    from rules.estimate import fit as fit_of
    from rules.estimate.job import NODE_GPUS
    from rules.placement import MIN_HEADROOM, fewest_nodes

    kb = getattr(result, "kb", None)
    if kb is None or result.requirement.kind != "llm":
        return None
    got = kb.card(card)
    if getattr(got, "interconnect", "") not in _LINK_NAME:  # PCIe cards: no 8-GPU server to speak of
        return None
    n = fewest_nodes(result.requirement, result.facts, got, kb)
    if not n:
        return None
    gpus = n * NODE_GPUS
    placed = fit_of(result.requirement, result.facts, got, gpus, kb, MIN_HEADROOM, inverse=False)
    command = _launch(kb, result.facts, card, gpus, NODE_GPUS)
    run_en, run_zh = (f": {command}", f"：{command}") if command else (".", "。")
    return I18n(
        en=f"{n} of its 8-GPU servers would hold it ({gpus} GPUs: tensor parallel {NODE_GPUS} inside each, pipeline "
           f"parallel {n} across them; {placed.per_gpu_need_gb:,.1f} of {placed.usable_gb:,.1f} GB usable each, the "
           f"servers linked by a fast network such as InfiniBand){run_en}",
        zh=f"{n} 台 8 卡服务器可以（共 {gpus} 张：每台内部张量并行 {NODE_GPUS}，跨台流水线并行 {n}；每张 "
           f"{placed.per_gpu_need_gb:,.1f} / 可用 {placed.usable_gb:,.1f} GB，服务器之间要有 InfiniBand 之类的"
           f"高速网络）{run_zh}")


def _each_of(card: str, fit: Any, result: Any) -> tuple[str, str]:
    """(en, zh) "48.5 of 51.3 GB usable each" for ``fit.gpus`` of the card — the memory gate's figures, in the same
    decimal GB — and, where the serving engine starts there only with a flag, the flag (the picks' tight fit)."""
    en = f"{fit.per_gpu_need_gb:,.1f} of {fit.usable_gb:,.1f} GB usable each"
    zh = f"每张 {fit.per_gpu_need_gb:,.1f} / 可用 {fit.usable_gb:,.1f} GB"
    kb = getattr(result, "kb", None)
    got = _variant(kb, result.facts, card, fit.gpus) if kb is not None else None
    eng = got[4] if got is not None else None
    if eng is not None and not eng.starts and eng.fix_flag:
        en += f"; tight: {eng.engine} starts only with {eng.fix_flag}"
        zh += f"；很紧：{eng.engine} 要加 {eng.fix_flag} 才起得来"
        roomy = _roomy_count(kb, result.facts, card, fit.gpus)
        if roomy:
            en += f", {roomy} at its defaults"
            zh += f"，{roomy} 张按默认参数即可"
    return en, zh


def _roomy_count(kb: Any, facts: Any, card: str, tight: int) -> int:
    """The fewest GPUs past ``tight`` (the counts a split tries) on which the engine starts at its defaults; 0 when
    none within --max-gpus."""
    from rules.estimate.fit import gpu_counts
    from rules.placement import fits

    for n in gpu_counts(facts.max_gpus):
        if n > tight:
            got = _variant(kb, facts, card, n)
            if got is not None and fits(got[3]) and got[4].starts:
                return n
    return 0


def _holds_as_is(card: str, count: int, fit: Any, why_en: str, why_zh: str, result: Any,
                 owned: bool = False, node: int | None = None) -> NamedCard:
    """The named cards hold the job as asked, yet renting them is not the pick: yes first, how to start it on them
    (on cards the person has: nothing to rent), then why a rental of them lost. ``node``: their cards to a server —
    one engine spans at most a server's, or the fewest servers that hold the model (review 95 c10: one engine over
    40 cards in ten servers)."""
    from rules.estimate.job import node_of

    box = node_of(result.facts, node)
    count = count if count <= box else (box if fit.gpus <= box else fit.gpus)
    some, some_zh = _how_many(fit.gpus)
    each, each_zh = (" each", "每张 ") if fit.gpus > 1 else ("", "")
    en = (f"→ {card}, the card you named: {some} {card} hold{'s' if fit.gpus == 1 else ''} the job "
          f"({fit.per_gpu_need_gb:,.1f} of {fit.usable_gb:,.1f} GB{each})")
    zh = f"→ 你提到的 {card}：{some_zh}就装得下（{each_zh}{fit.per_gpu_need_gb:,.1f} / {fit.usable_gb:,.1f} GB）"
    kb = getattr(result, "kb", None)
    command = _launch(kb, result.facts, card, count, node) if kb is not None else None
    if command and (dies := _dies_said(kb, card, count, command)) is not None:
        command = f"{command} {dies}"
    if command and owned:
        en += f" — on cards you have, nothing to rent: {command}"
        zh += f"——用你手上的卡不用租：{command}"
    elif command:  # named as an option (review 81 c09: an MI300X weighed against an H100 was "on cards you have")
        en += f" — to run it on them: {command}"
        zh += f"——在这些卡上启动：{command}"
    if command and (speed := _speed(kb, result.facts, card, count)) is not None:
        en, zh = f"{en}. {speed.en[:-1]}", f"{zh}。{speed.zh[:-1]}"
    if command and (stored := fp8_stored_only(kb, result.facts, card)) is not None:
        en, zh = f"{en}. {stored.en[:-1]}", f"{zh}。{stored.zh[:-1]}"
    if (power := _box_power(kb, result.facts, card, count)) is not None:  # review 98 c06: said of the pick alone
        en, zh = f"{en}. {power[0][:-1]}", f"{zh}。{power[1][:-1]}"
    if not why_en or (owned and result.facts.procure == "buy"):
        # the person will not rent, or the cards are theirs already: why a rental or a purchase of them lost is not
        # theirs to read (review 118 c6: "your card … Buying them here is not the pick: $1,599 … OVER your budget")
        return NamedCard(card, "works", I18n(en=f"{en}.", zh=f"{zh}。"))
    return NamedCard(card, "works", I18n(
        en=f"{en}. {'Buying' if result.facts.procure == 'buy' else 'Renting'} them here is not the pick: {why_en}",
        zh=f"{zh}。若是{'买' if result.facts.procure == 'buy' else '租'}这款卡，则没有被推荐：{why_zh}"))



def _dies_said(kb: Any, card_id: str, count: int, command: str) -> str | None:
    """Review 120 c2c: "910C：一张就装得下 … --tensor-parallel-size 2" read as a contradiction — a card that is two
    dies to the framework is two ranks, which the launch counts (SGLang's Ascend docs: "On A3 each card has 2 dies")."""
    devices = getattr(kb.card(card_id), "devices", 1) if kb is not None else 1
    ranks = count * devices
    if devices <= 1 or f"-size {ranks}" not in command:
        return None
    return f"(one {card_id} is {devices} dies to the framework: {count} card{'s' if count > 1 else ''} = {ranks} ranks)"


def _box_power(kb: Any, facts: Any, card_id: str, count: int) -> tuple[str, str] | None:
    """Bought for one box with no power limit said: what ``count`` of the named card draw with the rest of the machine
    against a household circuit, as a pick's buy-power-host caveat says it (none for one card, a server part, or a card
    with no published board power)."""
    from rules.base.power import host_power
    from rules.mains import mains_of

    if kb is None or facts.procure != "buy" or facts.power_limit_w or count < 2:
        return None
    card = kb.card(card_id)
    if not card.tdp_w or card.card_class == "datacenter":
        return None
    return host_power(card_id, count, card.tdp_w, mains_of(facts))

def _refused(card: str, pick: Any, result: Any) -> NamedCard:
    """A card the person does not want: whether the answer still uses it, and what does without it (the
    answer is not filtered by card)."""
    if pick is None:
        return NamedCard(card, "refused", I18n(en=f"→ {card}, which you do not want: it is not among the picks.",
                                               zh=f"→ 你不想要的 {card}：不在推荐里。"))
    others = [p for p in result.picks if p.card != card]
    roles = " / ".join(pick.roles)
    if others:
        tail_en = f"; {others[0].card} ({' / '.join(others[0].roles)}) does without it"
        tail_zh = f"；{others[0].card}（{' / '.join(others[0].roles)}）不用它"
    else:
        tail_en = "; no other card here does the job — say why it is refused (memory, cost, market)"
        tail_zh = "；这里没有别的卡能做——请说明不要它的原因（显存、成本、市场）"
    return NamedCard(card, "refused", I18n(
        en=f"→ {card}, which you do not want: it is still the {roles} pick below (the answer is not filtered by "
           f"card){tail_en}.",
        zh=f"→ 你不想要的 {card}：下面的推荐（{roles}）仍用到它（推荐不按型号排除）{tail_zh}。"))


def _offload_may_run(card: str, result: Any) -> bool:
    """A diffusion model at 16 bits ruled out of a 24–32 GB card by memory: FP8 and offload may still run it."""
    facts = result.facts
    fit = next((f for f in result.fits if f.card == card), None)
    return (facts.task in ("image", "video") and facts.precision in ("bf16", "fp16") and fit is not None
            and 24 <= fit.vram_gb <= 32)


def _too_few(card: str, count: int, total: int, roles: str, result: Any) -> NamedCard:
    """The named card is picked, but as more of them than the person asked about: "no" first, the
    count that does it, and whether FP8 weights make the asked count enough."""
    need = float(result.requirement.vram_gb)
    some_en = "one is" if count == 1 else f"{count} are"
    some_zh = _how_many(count)[1]
    en = (f"→ {card}, the card you named: {some_en} not enough — the job needs {need:,.1f} GB; {total} "
          f"of them would, and that is the {roles} pick below.")
    zh = f"→ 你提到的 {card}：{some_zh}不够——任务需要 {need:,.1f} GB；{total} 张可以，就是下面的推荐（{roles}）。"
    smaller = _smaller_weights(card, count, result)
    if smaller is not None:
        en, zh = f"{en} {smaller.en}", f"{zh}{smaller.zh}"
    return NamedCard(card, "too-few", I18n(en=en, zh=zh))


def _smaller_weights(card_id: str, count: int, result: Any) -> I18n | None:
    """What smaller weights do for ``count`` of the named card (16-bit LLM serving): FP8 weights
    and KV, then 4-bit weights, that make it hold the job — or, when even 4-bit does not, the
    context 4-bit holds on it (source 3: a 4090 runs a 32B at Q4 with about 8k of context)."""
    from rules.estimate import precision as precision_mod
    from rules.launch import int4_method

    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or card_id not in kb.cards_by_id or facts.task != "inference" or facts.models:
        return None
    model = facts.model_record(kb) if facts.model else None
    if (model is None and not facts.params_b) or (model is not None and model.kind != "llm") \
            or facts.precision not in (*precision_mod.SIXTEEN_BIT, "fp8", "int4"):
        return None  # (a size alone is a language model: "4090 跑 70b 行不行", review 22 m1)
    one = "one" if count == 1 else str(count)
    one_zh = _how_many(count)[1]
    card = kb.card(card_id)
    if facts.precision not in precision_mod.SIXTEEN_BIT:
        tries = []
    elif precision_mod.fp8_support(card) != "no":
        tries = [("fp8", "fp8" if precision_mod.runs_fp8_kv(card) else facts.kv_precision or "fp16",
                  "FP8 weights and KV cache" if precision_mod.runs_fp8_kv(card) else "FP8 weights",
                  "权重和 KV cache 用 FP8" if precision_mod.runs_fp8_kv(card) else "权重用 FP8")]
    else:  # no FP8 on the chip (Ascend, Volta, Turing): 8-bit integer weights, W8A8 (review 57 c2)
        tries = [("int8", facts.kv_precision or "fp16", "INT8 (W8A8) weights", "权重用 INT8（W8A8）")]
    # already 4-bit (review 25 M7: "4090 两张能跑 llama3 70b 吗 int4"): llama.cpp's split, then the context
    method = int4_method(model)
    four = ("int4", facts.kv_precision or "fp16", f"4-bit weights ({method})", f"权重用 4 位（{method}）")
    if precision_mod.fp8_support(card) == "weight-only":
        # FP8 runs weight-only there (no FP8 compute): 4-bit AWQ is the well-trodden route on an Ampere card and
        # keeps a 16-bit cache (review 77 C08: two RTX 3090s were told FP8 weights and cache, an AWQ model never)
        tries.insert(0, four)
    else:
        tries.append(four)
    if card.card_class == "consumer" and count > 1:
        # a home split: llama.cpp's Q4_K_M takes no 0.9 pre-allocation (review 23 F4: "两张4090能跑70B吗")
        tries.append(("q4_k_m", facts.kv_precision or "fp16", "Q4_K_M weights under llama.cpp",
                      "用 llama.cpp 跑 Q4_K_M 权重"))
    last = None
    for precision, kv, en, zh in tries:
        extra = {"engine": "llama.cpp"} if precision == "q4_k_m" else {}
        got = _placed(kb, facts, card_id, count, precision=precision, kv_precision=kv, **extra)
        if got is None:
            continue
        need, placed = got
        if placed:
            said = I18n(en=f"With {en} ({need:,.1f} GB), {one} would hold it.",
                        zh=f"若{zh}（{need:,.1f} GB），{one_zh}就装得下。")
            command = _launch(kb, facts, card_id, count, precision=precision, kv_precision=kv, **extra)
            if command:  # review 76 c04: the owner of 2 × RTX 4090 asked how to start it on them
                said = I18n(en=f"{said.en} Launch: {command}", zh=f"{said.zh}启动：{command}")
                if (speed := _speed(kb, facts, card_id, count, precision=precision, kv_precision=kv,
                                    **extra)) is not None:
                    said = I18n(en=f"{said.en}. {speed.en}", zh=f"{said.zh}。{speed.zh}")
            if precision == "q4_k_m" and facts.precision == "int4" and (most := _longest_context(
                    kb, facts, card_id, count, precision="int4", kv_precision=facts.kv_precision or "fp16")):
                said = I18n(en=f"{said.en} Under vLLM with your 4-bit weights, {one} hold about {most:,} tokens "
                               "of context.",
                            zh=f"{said.zh}用 vLLM 跑你的 4 位权重时，{one_zh}约能放下 {most:,} token 的上下文。")
            return said
        last = (need, precision, kv, en, zh)
    if last is None:
        return None
    need, precision, kv, en, zh = last
    eight = _eight_bit_cache(kb, facts, card_id, count, precision, kv, en, zh)
    if eight is not None:
        return eight
    most = _longest_context(kb, facts, card_id, count, precision=precision, kv_precision=kv)
    if not most:
        more = next((k for k in range(count + 1, 9) if (got := _placed(
            kb, facts, card_id, k, precision=precision, kv_precision=kv)) is not None and got[1]), None)
        if more is None:
            return None
        link = kb.card(card_id).interconnect
        if link in ("nvlink", "infinity-fabric", "hccs"):  # review 34 m8: an H100 SXM was "split over PCIe"
            name = _LINK_NAME.get(link, link)
            return I18n(en=f"Even with {en} ({need:,.1f} GB) {one} does not hold it; {more} would, split over "
                           f"{name}.",
                        zh=f"即使{zh}（{need:,.1f} GB）{one_zh}也装不下；{more} 张可以，经 {name} 拆分。")
        return I18n(en=f"Even with {en} ({need:,.1f} GB) {one} does not hold it; {more} would, split over "
                       "PCIe (fine for serving, slow for training).",
                    zh=f"即使{zh}（{need:,.1f} GB）{one_zh}也装不下；{more} 张可以，经 PCIe 拆分"
                       "（推理可行，训练很慢）。")
    return I18n(en=f"Even with {en} ({need:,.1f} GB at your context) {one} does not; with {en} {one} holds "
                   f"about {most:,} tokens of context.",
                zh=f"即使{zh}（按你的上下文需要 {need:,.1f} GB）{one_zh}也不够；{zh}时{one_zh}约能放下 "
                   f"{most:,} token 的上下文。")


def _lighter_training(card_id: str, count: int, result: Any) -> I18n | None:
    """What the memory-saving settings do for a training job on ``count`` of the named card: gradient checkpointing,
    then a LoRA's base in 4 bits (QLoRA) — the first that holds it, with its hours on those cards and its launch
    (review 78 c07: a lab's own 2 × RTX 3090 were "ruled out" for a 14B LoRA sized without checkpointing, while
    checkpointing put it at 24 of their 25.6 GB a card, a few days inside the week asked, for nothing)."""
    from rules.jobplan import training_time
    from rules.placement import fits

    facts, kb = result.facts, getattr(result, "kb", None)
    if kb is None or card_id not in kb.cards_by_id or facts.task not in ("lora", "qlora", "full-finetune") \
            or not facts.total_train_tokens:
        return None
    tries = [] if facts.gradient_checkpointing else [
        ({"gradient_checkpointing": True}, "gradient checkpointing", "开梯度检查点")]
    if facts.task == "lora":
        tries.append(({"task": "qlora", "gradient_checkpointing": True}, "QLoRA (the base in 4 bits) with gradient "
                      "checkpointing", "改 QLoRA（底座 4 位）并开梯度检查点"))
    for changes, en, zh in tries:
        got = _variant(kb, facts, card_id, count, **changes)
        if got is None or not fits(got[3]):
            continue
        changed, req, card, placed, _eng = got
        hours = training_time(kb, changed, req, card, placed.gpus, placed.layout == "replicas"
                              or placed.gpus == 1).wall_hours
        one_en, one_zh = ("one", _how_many(1)[1]) if count == 1 else (str(count), _how_many(count)[1])
        late_en = late_zh = ""
        if facts.deadline and hours > facts.deadline:
            late_en = f" — past your {facts.deadline:,.0f} h deadline"
            late_zh = f"——超过你的 {facts.deadline:,.0f} 小时期限"
        on_en, on_zh = ("it", "这张卡") if placed.gpus == 1 else ("them", "这些卡")
        said = I18n(en=f"With {en} ({req.vram_gb:,.1f} GB), {one_en} would hold it: about {hours:,.0f} h of training "
                       f"on {on_en}{late_en}, nothing to rent.",
                    zh=f"若{zh}（{req.vram_gb:,.1f} GB），{one_zh}就装得下：在{on_zh}上约训 {hours:,.0f} 小时"
                       f"{late_zh}，不用租。")
        command = _launch(kb, facts, card_id, count, **changes)
        if command:
            said = I18n(en=f"{said.en} Launch: {command}", zh=f"{said.zh}启动：{command}")
        return said
    from advisor_tui.offload_qlora import offloaded_qlora

    return offloaded_qlora(kb, facts, card_id, count, _variant)  # review 82 C04: FSDP-QLoRA with CPU offload


def _eight_bit_cache(kb: Any, facts: Any, card_id: str, count: int, precision: str, kv: str, en: str,
                     zh: str) -> I18n | None:
    """The named cards holding the job at the asked context once the KV cache is 8-bit too (review 75 C11: the owner
    of 2 × RTX 3090 was told to rent an A100 for a 70B at 4-bit and 16k, where llama.cpp's q8_0 cache puts it at
    24.3 GB a card of their 25.6)."""
    if kv not in ("fp16", "bf16"):
        return None
    extra = {"engine": "llama.cpp"} if precision == "q4_k_m" else {}
    got = _placed(kb, facts, card_id, count, precision=precision, kv_precision="int8", **extra)
    if got is None or not got[1]:
        return None
    one = "one" if count == 1 else str(count)
    flag_en, flag_zh = (("llama.cpp -ctk q8_0 -ctv q8_0", "llama.cpp 加 -ctk q8_0 -ctv q8_0") if precision == "q4_k_m"
                        else ("an 8-bit KV cache in your engine", "推理引擎里的 8 位 KV cache"))
    return I18n(en=f"With {en} and an 8-bit KV cache ({flag_en}; {got[0]:,.1f} GB), {one} would hold it at your "
                   "context — the cache's 8 bits cost little accuracy, check on your own prompts.",
                zh=f"若{zh}，KV cache 也用 8 位（{flag_zh}；{got[0]:,.1f} GB），{_how_many(count)[1]}按你的上下文"
                   "就装得下——8 位 KV cache 精度损失很小，用你自己的提示词核对一下。")


def _placed(kb: Any, facts: Any, card_id: str, count: int, *, engine: bool = False,
            **changes: Any) -> tuple[float, bool] | None:
    """(need GB, whether ``count`` of the card hold it — by the memory gate, or with ``engine`` by
    the serving engine's own budget at its defaults) with ``changes``; None when the variant does
    not resolve."""
    from rules.placement import fits

    got = _variant(kb, facts, card_id, count, **changes)
    if got is None:
        return None
    _changed, req, _card, placed, eng = got
    if not engine:
        return float(req.vram_gb), fits(placed)
    # it starts, at the engine's defaults or with the flag the launch would add (its memory share)
    return float(req.vram_gb), bool(fits(placed) and (eng.starts or eng.fix_flag))


def _launch(kb: Any, facts: Any, card_id: str, count: int, node: int | None = None, **changes: Any) -> str | None:
    """The launch command for ``count`` of the named card with ``changes``, as a pick's would read; None where the
    engine would not start there or no command applies."""
    from rules.launch import launch_command
    from rules.pipeline import engine_max_context
    from rules.placement import fits
    from rules.serving_room import roomy_length

    got = _variant(kb, facts, card_id, count, **changes)
    if got is None or not (fits(got[3]) and (got[4].starts or got[4].fix_flag)):
        return None
    changed, req, _card, placed, eng = got
    # the room a pick's line leaves over a typical length (rules.serving_room; review 109 C3b: a batch of about 600 in
    # and 150 out launched at --max-model-len 750, turning away every longer request)
    roomy = 0
    if not req.is_training and (room := _variant(kb, facts, card_id, count, inverse=True, **changes)) is not None:
        roomy = roomy_length(kb, changed, req, engine_max_context(room[3], room[1], room[4]))
    return launch_command(kb, changed, req, placed, eng, node=node, max_len=roomy or None)  # within their servers


def _speed(kb: Any, facts: Any, card_id: str, count: int, **changes: Any) -> I18n | None:
    """How fast ``count`` of the card serve the model with ``changes`` — each request's tokens/s and all of them
    together at the concurrency sized (the picks' own calibrated model, rules.estimate.calibration); None off LLM
    serving (review 80 c05: the owner of 2 × RTX 3090 was told they hold Qwen3-30B-A3B, never how fast)."""
    from rules.estimate import calibration
    from rules.estimate.fit import dense_tflops
    from rules.serving import engine_of

    got = _variant(kb, facts, card_id, count, **changes)
    if got is None or got[0].task != "inference" or got[1].kind != "llm":
        return None
    changed, req, card, placed, _eng = got
    exp = calibration.expected(req, placed, card, engine_of(changed), dense_tflops(card))
    if exp is None or not getattr(placed, "decode_tokens_per_s_max", None):
        return None
    each, total, seqs = exp.decode_tokens_per_s, exp.aggregate_tokens_per_s, int(req.sequences or 1)
    if seqs <= 1:
        return I18n(en=f"Speed there: about {each:,.0f} tokens/s.", zh=f"速度：约 {each:,.0f} token/s。")
    return I18n(en=f"Speed there: about {each:,.0f} tokens/s per request, {total:,.0f} in all with {seqs} at once.",
                zh=f"速度：每路约 {each:,.0f} token/s，{seqs} 路同时合计约 {total:,.0f}。")


def _monthly(card_id: str, count: int, result: Any) -> I18n | None:
    """The cheapest rental of ``count`` of the card for the usage asked (the price does not depend on the weights)."""
    from knowledge.text import money
    from rules.pricing import price_card

    kb = getattr(result, "kb", None)
    if kb is None or result.facts.procure == "buy":
        return None
    choice = price_card(kb, result.facts, card_id, count).choice
    if choice is None or choice.monthly_display is None:
        return None
    said = money(choice.monthly_display, result.display_currency)
    seller = choice.provider_name
    return I18n(en=f"Rent: {said}/month for your usage at {seller}.", zh=f"租用：{seller} 按你的用量每月 {said}。")


def _longest_context(kb: Any, facts: Any, card_id: str, count: int, **changes: Any) -> int:
    """The longest context (to 512 tokens) that ``count`` of the card serve with ``changes`` (with
    the flag the launch would add, as the picks' launches do); 0 when not even 1,024 tokens do."""
    lo, hi = 0, int(facts.context_tokens or 0) // 512
    while lo < hi:  # the largest k with k × 512 tokens holding, by bisection
        mid = (lo + hi + 1) // 2
        got = _placed(kb, facts, card_id, count, engine=True, context_tokens=mid * 512, **changes)
        lo, hi = (mid, hi) if got is not None and got[1] else (lo, mid - 1)
    return lo * 512 if lo * 512 >= 1024 else 0
