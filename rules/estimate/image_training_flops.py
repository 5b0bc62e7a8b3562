"""The size of an image or video model's training job in the LLM path's terms (review 98 c04): a
diffusion transformer trains on latent tokens, so a job of images × epochs is tokens = images × epochs ×
the tokens one sample carries (``media_training.sample_tokens``: 1024 × 1024 → 64 × 64 latent patches =
4,096), and its FLOPs are the LLM formula's over the denoiser's trained parameters
(``media_training.split_params``: FLUX.1-dev's 11.9 B, its frozen text encoders apart) —
4·N·T for a LoRA (no weight gradients), 6·N·T full, + 2·N·T recomputed with gradient checkpointing
(``rules.estimate.job.training_flops``), timed at the utilisation the LLM LoRA path measured.

Attention: an image's tokens attend both ways, which costs what causal attention over twice the tokens
does; ``job.attention_time_factor`` adds it against the measurements' 2,048-token causal samples. The
text tokens of a joint-attention model and the VAE's encoding are not counted (the latents are taken
as cached, as SimpleTuner does; diffusers' script encodes each image once per step, a small share).

``trains`` says which sized training job ``facts`` is: an image / video model's (``"image"``), a
detector's (``"detection"``: ``rules.estimate.detection_training``), or none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from knowledge.loader import KnowledgeBase
from knowledge.schema import Model
from rules.estimate import arch as arch_mod
from rules.estimate import detection_training
from rules.estimate import job as job_est
from rules.estimate.media_training import sample_tokens, split_params
from rules.fact_vocab import TRAINING_TASKS

if TYPE_CHECKING:  # rules.facts reads config.json through rules.estimate: no runtime import
    from rules.facts import Facts


def model_of(kb: KnowledgeBase, facts: Facts) -> Model | None:
    return kb.models_by_id.get(str(facts.model)) if facts.model else None


def trains(kb: KnowledgeBase, facts: Facts) -> str | None:
    """'image' (an image / video model trained on a counted set), 'detection' (a detector with its
    published GFLOPs), else None."""
    model = model_of(kb, facts)
    if model is None or not facts.samples or facts.rps or not facts.epochs or "epochs" in dict(facts.assumed):
        # (the passes must be said: 40 photos with no epochs is no 40-step job — a DreamBooth LoRA runs thousands of
        # steps over them; "about 3000 steps" is not yet read as passes, so it stays the hours you rent)
        return None
    if model.kind in ("image", "video") and facts.task in TRAINING_TASKS and sample_tokens(model, facts.resolution):
        return "image"
    if detection_training.trains(model) and facts.task in ("detection", *TRAINING_TASKS):
        return "detection"
    return None


def counts_images(kb: KnowledgeBase, out: dict[str, object]) -> bool:
    """The samples said are a non-LLM model's training images, not LLM sequences (rules.fact_resolve)."""
    model = kb.models_by_id.get(str(out.get("model"))) if out.get("model") else None
    return model is not None and model.kind in ("image", "video", "detection")


@dataclass(frozen=True)
class ImageJob:
    """An image / video model's training job as the LLM path counts it."""

    trained_b: float  # the denoiser's parameters (N)
    tokens_per_sample: int  # latent tokens one image carries (T per sample)
    steps: float  # images × epochs: samples trained, batch 1
    tokens: float  # steps × tokens_per_sample
    attention: float  # the time factor of bidirectional attention over tokens_per_sample


def job(model: Model, images: int, epochs: float, method: str, checkpointing: bool,
        resolution: str | None = None) -> ImageJob:
    if images <= 0 or epochs <= 0:
        raise ValueError("images and epochs must be > 0")
    trained, _frozen = split_params(model)
    per = sample_tokens(model, resolution)
    # both-way attention over T tokens costs causal attention's over 2·T (see the module docstring)
    attention = job_est.attention_time_factor(arch_mod.fallback(trained), 2 * per, trained, method, checkpointing)
    steps = images * epochs
    return ImageJob(trained, per, steps, steps * per, attention)
