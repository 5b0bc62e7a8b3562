"""Training an image, video, speech or detection model is sized from its parameters (review C4):
weights + gradients + optimizer states per the LLM path's bytes per parameter, frozen encoders,
adapters and activations — never at its inference figure. Whisper large-v3 full fine-tuning is
1.55 B × 16 bytes = 24.8 GB of model states before activations (seed 000 formula three), so no
24 GB card holds it with plain AdamW; a FLUX.1-dev LoRA keeps the 23.8 GB transformer and the
10 GB of text encoders on the GPU (diffusers' train_dreambooth_lora_flux.py)."""

from __future__ import annotations

import dataclasses
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules.estimate import media_training, requirement
from rules.estimate.capacity import usable_gb
from rules.estimate.memory import RUNTIME_OVERHEAD_GB
from rules.facts import Facts
from rules.pipeline import consult

KB = knowledge.load()
NON_LLM = tuple(m.id for m in KB.models if m.kind not in ("llm", "encoder"))  # (encoders are served, not trained here)
RUN_TASK = {"image": "image", "video": "video", "speech": "transcribe", "detection": "detection"}


def _req(task: str, model: str, **kw):
    return requirement(Facts(task=task, model=model, **kw), KB)


def _notes(req) -> str:
    return " ".join(n.en for n in req.notes)


# ------------------------------------------------------------------------ Whisper large-v3


def test_whisper_full_finetune_holds_16_bytes_a_parameter_and_its_activations():
    req = _req("full-finetune", "whisper-large-v3", precision="bf16")
    bd = req.breakdown
    states = bd["weights"] + bd["gradients"] + bd["optimizer"]
    assert states == pytest.approx(1.55 * 16)  # 24.8 GB: 2 + 2 + 4 (fp32 master) + 8 (Adam m, v)
    assert bd["activations"] > 0 and bd["overhead"] == pytest.approx(RUNTIME_OVERHEAD_GB)
    assert req.vram_gb == pytest.approx(sum(bd.values())) and req.vram_gb > 24.8 + bd["activations"]
    text = _notes(req)
    assert "1,500 encoder positions" in text and "8-bit Adam" in text and "CPU RAM" in text


def test_whisper_full_finetune_rules_out_every_24_gb_card():
    r = consult({"task": "full-finetune", "model": "whisper-large-v3", "region": "intl", "epochs": 3},
                KB, what_if=False)
    for cid in ("rtx-3090", "rtx-4090"):
        assert any(x.card == cid and x.why[0].rule == "memory-gate" for x in r.rejected), cid
    assert r.picks and all(KB.card(p.card).vram_gb >= 32 for p in r.picks)
    assert all(usable_gb(KB.card(p.card)) >= r.requirement.vram_gb for p in r.picks)


def test_whisper_full_finetune_at_a_real_batch_needs_a_48_gb_class_card():
    # activations grow with the batch: at 32 clips (the batch hf-whisper-event ran large at on a 40 GB
    # A100, with the optimizer offloaded) a 32 GB card no longer holds plain AdamW
    r = consult({"task": "full-finetune", "model": "whisper-large-v3", "region": "intl", "batch": 32},
                KB, what_if=False)
    assert r.picks and all(KB.card(p.card).vram_gb >= 48 for p in r.picks)


def test_whisper_on_a_24_gb_card_only_with_8_bit_adam_said_in_the_answer():
    plain = _req("full-finetune", "whisper-large-v3", precision="bf16")
    eight = _req("full-finetune", "whisper-large-v3", precision="bf16", optimizer="adamw-8bit")
    assert eight.vram_gb < usable_gb(KB.card("rtx-3090")) < plain.vram_gb
    said = re.search(r"8-bit Adam \(--optimizer adamw-8bit\) ([\d.]+) GB", _notes(plain))
    assert said and float(said.group(1)) == pytest.approx(eight.vram_gb, abs=0.05)


# ------------------------------------------------------------------------------ FLUX.1-dev


def test_flux_lora_keeps_the_transformer_and_text_encoders_and_needs_a_48_gb_card():
    req = _req("lora", "flux.1-dev", precision="bf16")
    assert req.vram_gb >= 32  # seed 002: FLUX + LoRA + ControlNet 32–48 GB is the floor
    assert req.breakdown["weights"] >= 11.9 * 2 + 4.99 * 2  # bf16 transformer + T5-XXL and CLIP
    assert req.vram_gb > usable_gb(KB.card("rtx-5090"))
    r = consult({"task": "lora", "model": "flux.1-dev", "region": "intl"}, KB, what_if=False)
    assert any(x.card == "rtx-5090" and x.why[0].rule == "memory-gate" for x in r.rejected)
    assert r.picks and all(KB.card(p.card).vram_gb >= 48 for p in r.picks)


@settings(max_examples=10, deadline=None, derandomize=True)
@given(images=st.integers(5, 5000), epochs=st.sampled_from((1, 2, 20, 0.5, 2.5)), gpus=st.sampled_from((1, 2, 4)))
def test_an_image_lora_launch_trains_the_epochs_said(images, epochs, gpus):
    """Review 98 c04: 800 images × 20 epochs launched train_dreambooth_lora_flux.py with its default of one epoch. The
    script takes --num_train_epochs (an int) and --max_train_steps, which overrides it (diffusers
    examples/dreambooth): whole epochs as they are, a fraction as images × epochs ÷ (batch 1 × GPUs) steps."""
    from rules import launch

    facts = Facts(task="lora", model="flux.1-dev", samples=images, epochs=epochs)
    line = launch._diffusion_lora(KB.model("flux.1-dev"), "black-forest-labs/FLUX.1-dev", 16, gpus, facts)
    if float(epochs).is_integer():
        assert f" --num_train_epochs {int(epochs)} " in line and "--max_train_steps" not in line
    else:
        steps = int(re.search(r"--max_train_steps (\d+)", line).group(1))
        assert steps * gpus >= images * epochs > (steps - 1) * gpus
    # epochs not said (the default, assumed): the line carries no pass count of its own
    unsaid = dataclasses.replace(facts, assumed=(("epochs", 1),))
    assert "--num_train_epochs" not in launch._diffusion_lora(KB.model("flux.1-dev"), "x/y", 16, gpus, unsaid)


def test_the_image_lora_answer_launches_the_epochs_asked():
    r = consult({"task": "lora", "model": "flux.1-dev", "samples": 800, "epochs": 20, "region": "cn"}, KB,
                what_if=False)
    assert r.picks and all("train_dreambooth_lora_flux.py" in p.launch and "--num_train_epochs 20 " in p.launch
                           for p in r.picks)


def test_flux_lora_says_what_precomputed_embeddings_fp8_and_a_quantised_base_change():
    req = _req("lora", "flux.1-dev", precision="bf16")
    text = _notes(req)
    assert "FP8 base (--precision fp8)" in text and "NF4 base (--task qlora)" in text
    assert "train_dreambooth_lora_flux.py" in text and "Precompute the text embeddings" in text
    fp8 = _req("lora", "flux.1-dev", precision="fp8")
    qlora = _req("qlora", "flux.1-dev")
    assert qlora.vram_gb < fp8.vram_gb < req.vram_gb
    off = media_training.compute("qlora", KB.model("flux.1-dev"), "nf4", encoders_on_gpu=False)
    assert off.total < usable_gb(KB.card("rtx-3090"))  # a quantised base with the encoders off: 24 GB


def test_flux_lora_formula_matches_hugging_faces_measured_26_gb():
    # hf-flux-qlora-blog: BF16 LoRA, rank 4, 512 × 768 (1,536 latent tokens), 8-bit Adam, gradient
    # checkpointing, embeddings precomputed, latents cached: 26 GB on an RTX 4090
    s = media_training.compute("lora", KB.model("flux.1-dev"), "bf16", optimizer="adamw-8bit", lora_rank=4,
                               encoders_on_gpu=False)
    at_blog = s.total - s.activations * (1 - 1536 / s.tokens)
    assert at_blog == pytest.approx(26, rel=0.10)


# ----------------------------------------------------------------------------- the rest


def test_a_detector_is_not_sized_by_an_llm_row():
    req = _req("full-finetune", "yolov8x", precision="bf16")
    assert req.vram_gb == pytest.approx(8.0)  # the detection-training row's floor, not 112 GB
    assert "Object detection training (YOLO): 8–24 GB" in _notes(req) and "7B" not in _notes(req)


CITED = ("hf-fine-tune-whisper-blog", "hf-whisper-large-v3-config", "hf-whisper-event",
         "hf-whisper-large-v3-discussion-150", "diffusers-train-dreambooth-lora-flux",
         "diffusers-flux-dreambooth-readme", "hf-flux-qlora-blog", "simpletuner-flux-quickstart")


def test_the_breakdown_adds_up_and_every_cited_source_is_in_the_knowledge_base():
    for mid in NON_LLM:
        for task in ("lora", "qlora", "full-finetune"):
            req = _req(task, mid)
            assert req.vram_gb == pytest.approx(sum(req.breakdown.values()))
    said = _notes(_req("full-finetune", "whisper-large-v3")) + _notes(_req("lora", "flux.1-dev"))
    for sid in CITED:
        assert sid in KB.sources_by_id and KB.source(sid).as_of and sid in said, sid


@pytest.mark.parametrize(("task", "model", "gb"), [
    ("transcribe", "whisper-large-v3", 4.53),  # faster-whisper FP16 measured (review 98 c07: not openai-whisper's 10)
    ("image", "flux.1-dev", 11.9 * 2 + RUNTIME_OVERHEAD_GB),  # the bf16 transformer must sit on the GPU
    ("image", "sdxl", 8.0),
])
def test_running_these_models_is_sized_as_before(task, model, gb):
    req = _req(task, model, precision="bf16")
    assert req.vram_gb == pytest.approx(gb) and req.breakdown["gradients"] == 0 == req.breakdown["optimizer"]
    assert "trained parameters" not in _notes(req)


@settings(max_examples=60, deadline=None)
@given(mid=st.sampled_from(NON_LLM), batch=st.sampled_from((1, 2, 8)))
def test_full_finetune_needs_at_least_a_lora_which_needs_at_least_running_it(mid, batch):
    kind = KB.model(mid).kind
    run = _req(RUN_TASK[kind], mid, precision="bf16").vram_gb
    lora = _req("lora", mid, precision="bf16", batch=batch).vram_gb
    full = _req("full-finetune", mid, precision="bf16", batch=batch).vram_gb
    assert full >= lora >= run


@settings(max_examples=200, deadline=None)
@given(mid=st.sampled_from(NON_LLM), task=st.sampled_from(("lora", "qlora", "full-finetune", "pretrain")),
       small=st.floats(0.05, 40), grow=st.floats(1.0, 4.0), batch=st.integers(1, 8),
       optimizer=st.sampled_from(("adamw", "adamw-8bit", "sgd")), ckpt=st.booleans())
def test_more_parameters_never_need_less_memory(mid, task, small, grow, batch, optimizer, ckpt):
    base = KB.model(mid)
    precision = "nf4" if task == "qlora" else "bf16"

    def need(params: float) -> float:
        frozen = base.params_b - (base.resident_params_b or base.params_b)
        m = dataclasses.replace(base, params_b=params + frozen,
                                resident_params_b=params if base.resident_params_b is not None else None)
        return media_training.estimate(task, m, precision, optimizer=optimizer, batch=batch,
                                       checkpointing=ckpt, floor_gb=8.0).total_gb

    assert need(small * grow) >= need(small) - 1e-9
