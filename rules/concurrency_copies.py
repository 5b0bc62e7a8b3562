"""A stated concurrency served by data-parallel copies of the model (blind review 95 c10).

A request rate (--rps) has always been split over copies (rules.jobplan.serving_plan); a stated concurrency was held
by one copy or by nothing: "100 chats at once" of Mistral-Small-24B on 4-GPU RTX A5000 servers heard "no card meets
your requirements", and the cards named were launched as one engine over 40 GPUs (tensor parallel 8 over Ethernet,
pipeline 5). Copies hold the weights each and serve their share of the sequences, so no link joins them: N copies of
g GPUs behind a load balancer carry what one copy within a node cannot.

    Copier(kb, facts, req).place(card, gpus_needed, fit_n) -> Copies | None

Pure sizing (the decision is rules.base.copies'): a copy's GPUs are the counts the memory gate tries (1, 2, 4, 8) up
to --max-gpus and one node (tensor parallelism ends at the node); the most sequences a copy holds are found by the
memory gate's own headroom and the engine starting at its defaults (rules.base.whatif_refine's test), and — where a
speed per user is set (--min-tps, or the chat floor rules.speed_floor_lead asks with) — each copy's speed per
sequence at its share. The copy shape is the one that takes the fewest GPUs in all, of ties the fewest copies.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules import estimate
from rules.estimate import calibration
from rules.estimate.capacity import dense_tflops
from rules.estimate.engines import engine_fit
from rules.estimate.fit import gpu_counts, placed_split
from rules.estimate.job import NODE_GPUS, node_of
from rules.facts import Facts, with_changes
from rules.placement import MIN_HEADROOM, fewest_nodes, fits, layout_fits
from rules.serving import engine_of

if TYPE_CHECKING:
    from knowledge.loader import KnowledgeBase
    from knowledge.schema import Card
    from rules.estimate.fit import CardFit
    from rules.estimate.requirement import Requirement

COPY_ENGINES = ("vllm", "sglang")  # engines whose copies take a share each (llama.cpp: one process, -np slots)


@dataclass(frozen=True)
class Copies:
    copies: int
    gpus: int  # per copy
    share: int  # sequences each copy admits: ceil(concurrency / copies)
    most: int  # the most sequences one copy holds
    concurrency: int  # all of them, as said
    node: int  # GPUs in one node: a copy never spans more
    speed: float  # tokens/s each sequence was held to (--min-tps or the chat floor), 0 where none
    facts: Facts  # the facts at the share
    req: Requirement  # the requirement at the share
    fit: CardFit  # one copy at the share

    @property
    def gpus_in_all(self) -> int:
        return self.copies * self.gpus


def applies(facts: Facts, req: Requirement) -> bool:
    """A language model served to a stated number at once, with no request rate (its copies are rules.jobplan's),
    one model; a first-token limit is checked on one copy at its share, as the pick is launched (review 110 C1-a:
    150 at once of Qwen3-32B under 2 s, 910C ruled out on 8 single-card copies where 2 copies of 4 hold it)."""
    return bool(req.kind == "llm" and not req.is_training and facts.task == "inference"
                and (facts.concurrency or 0) > 1 and not facts.rps and not facts.requests_per_day
                and not facts.generate_tokens and not facts.models and not facts.vram_gb
                and engine_of(facts) in COPY_ENGINES)


def _speed(kb: KnowledgeBase, req: Requirement, facts: Facts, card: Card, placed: CardFit) -> float:
    """Each sequence's expected decode tokens/s on one copy at its share, as the pick prints it (rules.speed_target's
    measure: the calibrated engine model, else the bandwidth bound; the prompts in flight reading on the same copy).
    A mixture of experts' published spread is not credited here: copies sized on it printed a speed under the target
    they were sized for (Mixtral 8x7B, 256 at once, 3,000-token prompts: 3 copies of 2 × B200 at ≈ 23.9 under
    --min-tps 40 — note 47's open bug); the copies are as many as the speed printed needs."""
    from rules.prompt_queue import copies_of, prompts_in_flight, queue_applies
    from rules.serving import speed_with_prompts

    exp = calibration.expected(req, placed, card, engine_of(facts), dense_tflops(card))
    speed = float(exp.decode_tokens_per_s) if exp is not None else float(placed.decode_tokens_per_s_max or 0.0)
    if queue_applies(facts):
        width, copies = copies_of(placed)
        speed = speed_with_prompts(speed, prompts_in_flight(kb, facts, req, card, width, placed.gpus, copies))
    return speed


def _first_token_kept(kb: KnowledgeBase, req: Requirement, facts: Facts, card: Card, placed: CardFit) -> bool:
    """One copy at its share keeps --max-ttft on its own GPUs (the pick prints that copy's first token)."""
    from rules import speed_target

    got = speed_target.check(req, facts, card, kb, placed.gpus, placed)
    return got is None or (got.met and got.gpus == placed.gpus)


class Copier:
    """The copies of one consultation's model, card by card (the requirement at each share computed once)."""

    def __init__(self, kb: KnowledgeBase, facts: Facts, req: Requirement) -> None:
        self.kb, self.facts, self.req = kb, facts, req
        self._at: dict[int, tuple[Facts, Requirement] | None] = {}

    def at(self, share: int) -> tuple[Facts, Requirement] | None:
        """The facts and requirement with ``share`` sequences at once (None where the facts refuse it)."""
        if share not in self._at:
            try:
                changed = with_changes(self.facts, self.kb, concurrency=share)
                self._at[share] = (changed, estimate.requirement(changed, self.kb))
            except Exception:  # noqa: BLE001 - a count the facts refuse holds nothing
                self._at[share] = None
        return self._at[share]

    def copy_fit(self, card: Card, gpus: int, share: int) -> CardFit | None:
        """One copy on ``gpus`` × ``card`` at ``share`` sequences, where it holds them and the engine starts at its
        defaults (and keeps --min-tps to each); None where it does not."""
        got = self.at(share)
        if got is None:
            return None
        changed, req = got
        # most (card, count) pairs a copy is tried on cannot hold even one sequence (2,008 of 2,276 over the bench's
        # slowest 5 %): the memory gate's test on the layout alone says so without the fit's speed bounds
        if not layout_fits(placed_split(req, changed, card, gpus, MIN_HEADROOM, one_copy=gpus > 1), card):
            return None
        placed = estimate.fit(req, changed, card, gpus, self.kb, MIN_HEADROOM, inverse=False, one_copy=gpus > 1)
        if not fits(placed):
            return None
        eng = engine_fit(req, placed, card, engine_of(changed))
        if not (eng.starts and not eng.tight):
            return None
        if self.facts.min_tps and _speed(self.kb, req, changed, card, placed) < self.facts.min_tps:
            return None
        if self.facts.max_ttft_s and not _first_token_kept(self.kb, req, changed, card, placed):
            return None
        return placed

    def most_held(self, card: Card, gpus: int, below: int) -> int:
        """The most sequences (under ``below``) one copy on ``gpus`` × ``card`` holds; 0 where not one."""
        one = self.copy_fit(card, gpus, 1)
        if one is None:
            return 0
        lo, hi = 1, max(1, below - 1)
        got = self.at(below)
        if got is not None and hi > 2:
            # the need per GPU grows linearly with the sequences (each its KV cache, activations and logits): the
            # memory gate's own bound brackets the search (the engine's start and the speed only lower it)
            at_most = estimate.fit(got[1], got[0], card, gpus, self.kb, MIN_HEADROOM, inverse=False, one_copy=gpus > 1)
            slope = (at_most.per_gpu_need_gb - one.per_gpu_need_gb) / (below - 1)
            room = one.usable_gb * (1 - MIN_HEADROOM) - one.per_gpu_need_gb
            if slope > 0:
                hi = max(1, min(hi, 2 + int(room / slope)))
        while lo < hi:  # the largest share that holds, by bisection (memory and speed fall with the share)
            mid = (lo + hi + 1) // 2
            lo, hi = (mid, hi) if self.copy_fit(card, gpus, mid) is not None else (lo, mid - 1)
        return lo

    def place(self, card: Card, gpus_needed: int, fit_n: Any = None, node: int | None = None,
              slow: bool = False) -> Copies | None:
        """Copies of the model on ``card`` for the stated concurrency, where one copy within a node and --max-gpus
        cannot hold it (``gpus_needed`` 0) or takes more than one node where copies take no more GPUs in all;
        None where one copy serves it or no copy holds a sequence. ``node``: the GPUs of the person's own servers;
        ``slow``: one copy of ``gpus_needed`` holds them all but misses the speed per user on any count — copies
        each with fewer sequences."""
        del fit_n  # the one copy's fit: its GPUs are what is compared
        facts = self.facts
        if not applies(facts, self.req):
            return None
        node = node_of(facts, node)
        if gpus_needed and gpus_needed <= node and not slow:
            return None
        want = int(facts.concurrency)
        best: tuple[tuple[int, int], int, int] | None = None
        for g in gpu_counts(min(int(facts.max_gpus or NODE_GPUS), node)):
            most = self.most_held(card, g, want)
            if most < 1:
                continue
            n = math.ceil(want / most)
            if n < 2:
                continue
            key = (n * g, n)
            if best is None or key < best[0]:
                best = (key, g, most)
        if best is None:
            return None
        (total, n), g, most = best
        if gpus_needed and total > gpus_needed and not slow:
            return None  # one copy over several nodes takes fewer GPUs in all: it stands (pipeline across nodes)
        if not gpus_needed and ("max_gpus", facts.max_gpus) in facts.assumed:
            # no GPU limit said: one copy over whole servers (tensor parallel inside, pipeline across) that takes
            # fewer GPUs in all is the plan (rules.cluster_line says it), not copies on more of them (DeepSeek-R1 at
            # 19 × 64k: 5 copies of 8 × 910C where one copy over 2 servers holds it)
            nodes = fewest_nodes(self.req, facts, card, self.kb)
            if nodes and nodes * NODE_GPUS < total:
                return None
        share = math.ceil(want / n)
        got = self.at(share)
        if got is None or self.copy_fit(card, g, share) is None:
            return None
        # the pick's own fit: with the longest context and the most sequences it holds (inverse limits)
        placed = estimate.fit(got[1], got[0], card, g, self.kb, MIN_HEADROOM, inverse=True, one_copy=g > 1)
        return Copies(copies=n, gpus=g, share=share, most=most, concurrency=want, node=node,
                      speed=float(facts.min_tps or 0.0),
                      facts=got[0], req=got[1], fit=placed)
