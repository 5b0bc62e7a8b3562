"""A RAG pipeline's models, all in the catalogue, are the models on its box (review 95 c09: "Our RAG pipeline uses
bge-m3 for embeddings, bge-reranker-v2-m3 to rerank the top 100 passages, and Qwen3-32B to write the answer" said
the encoders "are not covered" although the catalogue holds both and --models sums several models on one box).

One chat model served beside embedding / rerank encoders the catalogue holds by their exact names (bge-m3,
bge-reranker-v2-m3) reads as ``models`` (the chat model first), their memory summed (rules.several_models), as
"one box serving both X and Y" does for two chat models (advisor_tui.two_models); "rerank the top 100 passages" is
``rerank_candidates``. An encoder the catalogue lacks ("bge-small"), a role only spoken of ("a reranker") with no
catalogued model of it named, two embedders, or a training job keep the "not covered" answer (encoders.py).
"""

from __future__ import annotations

import re

from advisor_tui.understand.encoders import _GENERIC, _NAMED, _catalogue, encoder_said, rerank_candidates
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.together import TOGETHER
from rules.fact_vocab import TRAINING_TASKS

_RERANK = re.compile(r"re-?rank|cross-encoder|重排|精排")


def read_pipeline_models(r: _Reader) -> None:
    """After the encoder service: a chat model with catalogued encoders beside it is the box's models."""
    said = [u for u in r.unresolved if encoder_said(u)]
    chat = sorted((f for f in r.found if f.fact == "model"), key=lambda f: f.start)
    if not said or not chat or any(f.fact == "models" for f in r.found):
        return
    # the generative models beside the encoders, in the order said: a chat model, and a speech model on the same
    # office box (review 110 c10: "Qwen3-32B for coding chat plus whisper-large-v3 … and bge-m3 for search" was
    # refused whole, the encoder "not covered")
    generative = list(dict.fromkeys(str(f.value) for f in chat))
    if len(generative) > 1 and TOGETHER.search(r.t):
        return  # several models said to share a box: advisor_tui.two_models.one_box sums them, the encoders with them
    records = [r.kb.models_by_id.get(i) for i in generative]
    if any(m is None or m.kind == "encoder" for m in records) or not any(m.kind == "llm" for m in records) \
            or any(f.fact == "task" and f.value in (*TRAINING_TASKS, "finetune", "train") for f in r.found):
        return
    placed: dict[str, tuple[int, int]] = {}
    spoken: set[str] = set()
    for m in _NAMED.finditer(r.t):
        got = _catalogue(r, m.group())
        if got is None or got[1]:
            return  # an encoder the catalogue lacks, or a bare "bge": its figures would be another model's
        placed.setdefault(got[0], (m.start(), m.end()))
    for m in _GENERIC.finditer(r.t):
        if not any(s <= m.start() < e for s, e in placed.values()):
            spoken.add("rerank" if _RERANK.search(m.group()) else "embed")
    roles = [r.kb.models_by_id[i].encoder_role for i in placed]
    if not placed or len(set(roles)) != len(roles) or not spoken <= set(roles):
        return  # two embedders named, or a role spoken of with no catalogued model of it named
    ids = generative + sorted(placed, key=lambda i: r.kb.models_by_id[i].encoder_role != "embed")
    names = [r.kb.models_by_id[i].name for i in ids]
    first = min([f.start for f in chat] + [s for s, _ in placed.values()])
    last = max([f.end for f in chat] + [e for _, e in placed.values()])
    for f in chat:
        f.fact = "_dropped"
    others = [f for f in chat if r.kb.models_by_id[str(f.value)].kind != "llm"]
    # "whisper-large-v3 for meeting notes" beside the chat model: the box serves, no transcription job
    for f in r.found:
        if f.fact == "task" and any(o.start <= f.start and f.end <= o.end for o in others):
            f.fact = "_task_dropped"
    r.unresolved = [u for u in r.unresolved if u not in said]
    r.add(first, last, "models", ",".join(ids), label=" + ".join(names), mask="entity")
    if "rerank" in roles and not any(f.fact == "rerank_candidates" for f in r.found) \
            and (said_count := rerank_candidates(r.t)) is not None:
        r.add(said_count[0], said_count[1], "rerank_candidates", said_count[2])
    r.note(f"the pipeline's models on one box, their memory summed: {', '.join(names)}",
           f"这条流水线的模型放在同一台机器上，显存相加：{'、'.join(names)}")
