"""A LoRA of an image model is a LoRA job, not image generation (found in a session's own consultation:
'train a FLUX.1-dev LoRA on 40 photos of my dog' was read as generating images, sized at the 24.8 GB
inference need, where the rules size an image LoRA at the floor of its heaviest stated tier, 32 GB);
generating pictures with a LoRA stays generation."""

from __future__ import annotations

import pytest

import knowledge
from advisor_tui.understand import parse

KB = knowledge.load(user_file=False)


@pytest.mark.parametrize(("text", "task", "model"), [
    ("train a FLUX.1-dev LoRA on 40 photos of my dog", "lora", "flux.1-dev"),
    ("用40张照片训练一个 flux dev 的 lora", "lora", "flux.1-dev"),
    ("fine-tune SDXL with LoRA on my product photos", "lora", "sdxl"),
    ("想给 SDXL 炼一个 LoRA，素材 60 张", "lora", "sdxl"),
    ("qlora sdxl 训练", "qlora", "sdxl"),
])
def test_a_lora_of_an_image_model_is_a_lora_job(text, task, model):
    u = parse(text, KB)
    assert u.facts.get("task") == task and u.facts.get("model") == model
    assert "images" not in u.facts or task == "qlora"


@pytest.mark.parametrize(("text", "images"), [
    ("SDXL LoRA 出图 500 张", 500),
    ("generate 300 images with my SDXL LoRA", 300),
    ("用 flux dev 加一个风格 lora 生成 200 张商品图", 200),
])
def test_generating_pictures_with_a_lora_stays_generation(text, images):
    u = parse(text, KB)
    assert u.facts.get("task") == "image" and u.facts.get("images") == images


@pytest.mark.parametrize("text", ["Is a single 4090 enough for Flux.1-dev fp8 + 2 LoRAs?",
                                  "Running SDXL with a couple of LoRAs for my art, 2 hrs a day"])
def test_running_a_model_with_loras_is_generation(text):
    assert parse(text, KB).facts.get("task") == "image"




@pytest.mark.parametrize("text", [
    "用 sdxl 配上我们训练好的风格 LoRA 出 300 张图，这次不训练",
    "flux dev + 之前训过的 lora 直接生成海报，不用再训了",
    "SDXL with our existing LoRA, no training, just generate 500 images",
    "平时用 SDXL 加自己训好的 LoRA 出图，每天 4 小时",
])
def test_a_lora_already_trained_or_training_refused_is_generation(text):
    assert parse(text, KB).facts.get("task") == "image"
