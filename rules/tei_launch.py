"""The launch line of an embedding / rerank service: Hugging Face text-embeddings-inference's docker run for each
encoder on the card (source tei-readme: the image per architecture, --model-id, --max-batch-tokens,
--max-client-batch-size).

    launch(kb, facts, card) -> str | None
"""

from __future__ import annotations

from knowledge.loader import KnowledgeBase
from knowledge.schema import Card, Model
from rules.estimate import encoder
from rules.estimate.encoder_need import encoder_models
from rules.estimate.tei import TEI_VERSION, tei_image
from rules.facts import Facts


def _repo(kb: KnowledgeBase, model: Model) -> str:
    """The Hugging Face repository of the model's config source (huggingface.co/OWNER/NAME/…)."""
    for sid in model.source:
        url = getattr(kb.sources_by_id.get(sid), "url", "") or ""
        if url.startswith("https://huggingface.co/"):
            owner, name = url[len("https://huggingface.co/"):].split("/")[:2]
            return f"{owner}/{name}"
    return model.id


def launch(kb: KnowledgeBase, facts: Facts, card: Card, cpu_fallback: bool = False) -> str | None:
    """TEI's docker run for each model on ``card`` (source tei-readme); None where TEI has no image — or, for a box
    whose other models the card serves (``cpu_fallback``), TEI's CPU image: every model the person named is started
    (review 106 C1: bge-m3 was left out of an RTX 5060 Ti box's launch line)."""
    image = tei_image(card)
    if image is None and not cpu_fallback:
        return None
    tag, gpus = (image[0], "--gpus all ") if image is not None else (f"cpu-{TEI_VERSION}", "")
    models = encoder_models(facts, kb)
    detach = "-d " if len(models) > 1 else ""  # two servers on the same GPU(s): both in the background
    lines = []
    for i, m in enumerate(models):
        lines.append(f"docker run {detach}{gpus}-p {8080 + i}:80 -v $PWD/data:/data "
                     f"ghcr.io/huggingface/text-embeddings-inference:{tag} --model-id {_repo(kb, m)} "
                     f"--max-batch-tokens {encoder.MAX_BATCH_TOKENS} --max-client-batch-size "
                     f"{_client_batch(facts, m.encoder_role)}")
    return " && ".join(lines) if lines else None


def _client_batch(facts: Facts, role: str | None) -> int:
    """--max-client-batch-size: a reranker's request carries all the query's candidates (TEI's default is 32)."""
    if role == "rerank":
        return max(32, int(facts.rerank_candidates or encoder.DEFAULT_CANDIDATES))
    return 32
