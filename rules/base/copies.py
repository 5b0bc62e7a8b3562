"""A stated concurrency that one copy of the model within a node cannot hold is served by copies of it (blind review
95 c10: "100 chats at once" of a 24B model on 4-GPU A5000 servers heard "no card meets your requirements", and the
person's 40 cards were launched as one engine over all of them). The copies are sized in rules.concurrency_copies;
here the card is placed on them and their plan priced, every GPU of every copy counted."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card
from rules import jobplan
from rules.base._common import I18n, declared, step
from rules.base.interconnect import pool_limit
from rules.concurrency_copies import Copier, Copies
from rules.engine import Sink
from rules.facts import Facts
from rules.pricing import price_card


@step(id="concurrency-copies", concern="serving", source="vllm-parallelism-scaling",
      doc=I18n(en="A language model served to a stated number at once (--concurrency, no request rate) that one copy "
                  "on the GPUs of one node and --max-gpus cannot hold — or holds only over several nodes where copies "
                  "take no more GPUs — is served by N copies of the model, each on the fewest GPUs of one node that "
                  "take the fewest in all, each holding its share of the sequences (the memory gate's headroom, the "
                  "engine starting at its defaults, --min-tps or the chat floor to each) behind a load balancer; "
                  "every GPU of every copy is priced, and the launch line starts one copy with its share.",
               zh="按同时路数（--concurrency，无请求速率）服务的语言模型，若一份副本在一个节点、--max-gpus 以内装不下"
                  "（或只能跨多个节点、而多份副本用卡不更多），就用 N 份模型副本分担：每份用一个节点内、使总卡数最少的"
                  "卡数，各自承担一部分并发（按显存门槛的余量、引擎默认能启动、--min-tps 或对话保底速度），"
                  "前面放负载均衡；每份副本的每张卡都计价，启动命令启动一份副本及其份额。"))
def serve_by_copies(copier: Copier | None, card: Card, gpus_needed: int, fit_n: Any, sink: Sink,
                    slow: bool = False) -> Copies | None:
    """The copies that serve the concurrency on ``card`` (recorded for the plan and the launch), or None where one
    copy serves it (``copier`` None: the copies do not apply to this consultation); ``slow``: one copy holds them
    but misses the speed per user."""
    got = copier.place(card, gpus_needed, fit_n, slow=slow) if copier is not None else None
    if got is None:
        return None
    sink.info[("copies", card.id)] = got
    if got.gpus == 1:  # copies of one card each: no split for the interconnect rules to place (a --max-gpus 1 dropped
        sink.feasible(card.id, 1, "single", serve_by_copies)  # twelve cards from picks and reasons alike)
    sink.step(serve_by_copies, {"card": card.id, "concurrency": got.concurrency, "copies": got.copies,
                                "gpus": got.gpus, "share": got.share, "most": got.most},
              I18n(en=f"{card.id}: one copy within {got.node} GPUs of a node and --max-gpus cannot hold "
                      f"{got.concurrency} at once; {got.copies} copies of {got.gpus} GPU(s) hold {got.share} each "
                      f"(a copy holds at most {got.most}).",
                   zh=f"{card.id}：一个节点 {got.node} 张卡、--max-gpus 以内的一份副本装不下同时 {got.concurrency} 路；"
                      f"{got.copies} 份副本、每份 {got.gpus} 张卡，各承担 {got.share} 路（一份最多 {got.most} 路）。"))
    return got


def copies_of(sink: Sink, card_id: str) -> Copies | None:
    """The copies serve_by_copies placed ``card_id`` on, if any."""
    return sink.info.get(("copies", card_id))


def copies_plans(kb: KnowledgeBase, facts: Facts, sink: Sink, survivors: Iterable[Card]) -> dict[str, jobplan.Plan]:
    """Each surviving card on copies: its plan, all the copies' GPUs priced for the usage."""
    out = {}
    for card in survivors:
        got = copies_of(sink, card.id)
        if got is None:
            continue
        n = got.gpus_in_all
        if got.gpus != sink.feasible_cards[card.id][0]:
            # a copy wider than memory needs (a speed per user that one card's share cannot keep: Llama 3.1 8B, 256
            # at once, 3,000-token prompts, --min-tps 40 priced 7 copies of 2 MI300X but showed and timed 7 × 1 at
            # ≈ 23 tokens/s — note 47's open bug): the pick is placed, launched and timed on the copy's GPUs
            sink.feasible_cards[card.id] = (got.gpus, "pooled" if got.gpus <= pool_limit(card, facts, kb)
                                            else "pcie-split")
        priced = price_card(kb, facts, card.id, n)
        hours = (facts.hours_per_day or 24.0) * facts.days
        out[card.id] = jobplan.Plan("copies", card.id, got.gpus, got.copies, priced,
                                    jobplan.total_for(priced, facts.days), hours, hours * n,
                                    copies_notes(got, card.id, card.devices))
    return out


def copies_notes(got: Copies, card_id: str, devices: int = 1) -> tuple[I18n, ...]:
    """What the copies plan says under the pick; ``devices``: the devices one card is to the engine (an Ascend 910C
    is two dies, and the launch line's parallel size counts them)."""
    rest = got.concurrency - got.share * (got.copies - 1)
    each_en = f"{got.share} sequences each" if rest == got.share else f"up to {got.share} sequences each"
    each_zh = f"每份 {got.share} 路" if rest == got.share else f"每份最多 {got.share} 路"
    tp_en = (f", tensor parallel over the {got.gpus} GPUs of one server" if got.gpus > 1 else ", one GPU each")
    tp_zh = f"，每份在一台服务器的 {got.gpus} 张卡上张量并行" if got.gpus > 1 else "，每份一张卡"
    held_en = f", each at ≥ {got.speed:g} tokens/s" if got.speed else ""
    held_zh = f"、每路 ≥ {got.speed:g} token/s" if got.speed else ""
    return (
        I18n(en=f"{got.concurrency} at once: one copy on {got.gpus} × {card_id} holds at most {got.most} (the memory "
                f"gate's headroom, the engine starting at its defaults{held_en}), and one copy may not span more than "
                "one node "
                f"or --max-gpus → {got.copies} copies of {got.gpus} × {card_id} ({got.gpus_in_all} GPUs), "
                f"{each_en}{tp_en}, behind a load balancer that sends each new chat to the least-loaded copy.",
             zh=f"同时 {got.concurrency} 路：{got.gpus} 张 {card_id} 的一份副本最多装 {got.most} 路（按显存门槛的余量、"
                f"引擎默认能启动{held_zh}），而一份副本不跨节点、不超过 --max-gpus → {got.copies} 份副本 × "
                f"{got.gpus} 张 {card_id}（共 {got.gpus_in_all} 张），{each_zh}{tp_zh}，前面放负载均衡，"
                "把每个新会话发给最空闲的副本。"),
        I18n(en=f"Each copy is its own engine (the launch line starts one, admitting its {got.share}); nothing crosses "
                "between copies, so no fast link joins the servers. Speed per user is each copy's at its share.",
             zh=f"每份副本是独立的推理引擎（启动命令启动一份，接纳它的 {got.share} 路）；副本之间没有数据往来，"
                "服务器之间不需要高速互联。每路速度按每份副本在其份额下计。"),
        *((_dies_note(got.gpus, card_id, devices),) if devices > 1 and got.gpus > 1 else ()),
    )


def _dies_note(gpus: int, card_id: str, devices: int) -> I18n:
    """Why a copy's launch line names more devices than the copy has cards (review 115 C1: a tensor-parallel size of
    16 for one 8 × 910C server was read as one engine across both servers)."""
    dies = gpus * devices
    return I18n(en=f"The launch line's parallel size {dies} counts dies, not cards: vLLM-Ascend and SGLang see each "
                   f"{card_id} as {devices} devices of its memory, so one copy's {gpus} cards are {dies} devices — one "
                   "server; run the same line on each copy's server.",
                zh=f"启动命令的并行数 {dies} 数的是裸片而不是卡：vLLM-Ascend 和 SGLang 把每张 {card_id} 看作 {devices} "
                   f"个设备，一份副本的 {gpus} 张卡就是 {dies} 个设备——仍在一台服务器内；"
                   "每份副本的服务器各运行同一条命令。")


def with_copy_requirement(sink: Sink, card_id: str, req: Any, facts: Facts) -> tuple[Any, Facts]:
    """The requirement and facts a pick's launch and speed are worked out at: a copy's share where it is on copies."""
    got = copies_of(sink, card_id)
    return (got.req, got.facts) if got is not None else (req, facts)


def copy_pick(sink: Sink, pick: Any) -> Any:
    """A pick on copies with one copy's own memory figures at its share (the ranking measured the whole
    concurrency on one copy's GPUs: a negative headroom)."""
    got = copies_of(sink, pick.card)
    if got is None:
        return pick
    fit = got.fit
    return replace(pick, headroom_gb=float(fit.headroom_gb), per_gpu_need_gb=float(fit.per_gpu_need_gb),
                   max_context_tokens=getattr(fit, "max_context_tokens", None),
                   decode_tokens_per_s_max=getattr(fit, "decode_tokens_per_s_max", None))


def copies_throughput(sink: Sink, card_id: str, throughput: Mapping[str, Any] | None) -> Mapping[str, Any] | None:
    """A pick's throughput on copies: each sequence's speed is one copy's at its share, the tokens in all every
    copy's together."""
    got = copies_of(sink, card_id)
    if got is None or throughput is None:
        return throughput
    return {**throughput, "aggregate_tokens_per_s": round(float(throughput["aggregate_tokens_per_s"])
                                                          * got.concurrency / got.share, 1),
            "copies": got.copies, "sequences_per_copy": got.share}


RULES = declared(__name__)
