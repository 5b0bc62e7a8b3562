"""rules.estimate.vision: a picture's tokens in Qwen2.5-VL by the processor's 28-px rule and its bounds
(source hf-qwen2.5-vl-card: one token per 28 × 28 px, 4–16,384 tokens by default, 256–1,280 suggested), the request it
makes, the launch's image cap, and the parameters of the vision tower computed from the configs."""

from __future__ import annotations

import pytest

import knowledge
from rules.estimate.vision import encoder_activation_gb, image_tokens, launch_max_pixels, request_input_tokens


@pytest.fixture(scope="module")
def vision():
    return knowledge.load(user_file=False).models_by_id["qwen2.5-vl-7b"].vision


@pytest.mark.parametrize("w, h, tokens", [
    (1000, 1400, 36 * 50),     # 1,008 × 1,400 after rounding to 28: 1,800
    (1920, 1080, 69 * 39),     # a 1080p screenshot: 1,932 × 1,092 → 2,691
    (1240, 1754, 44 * 63),     # A4 at 150 dpi
    (10, 10, 4),               # scaled up to min_pixels 3,136 = 4 tokens
])
def test_tokens_by_the_28_px_rule(vision, w, h, tokens):
    assert image_tokens(w, h, vision) == tokens


def test_a_huge_image_is_scaled_under_max_pixels(vision):
    assert image_tokens(10000, 10000, vision) <= 16384
    assert image_tokens(28 * 200, 28 * 100, vision) <= 16384  # 20,000 tokens at full size: scaled down


def test_the_cards_cap_scales_both_sides(vision):
    # max_pixels = 1280 × 28 × 28: 1,000 × 1,400 becomes 840 × 1,176 = 30 × 42 tokens
    assert image_tokens(1000, 1400, vision, max_pixels=1280 * 784) == 30 * 42


def test_a_request_is_image_markers_and_prompt():
    assert request_input_tokens(1800) == 1800 + 2 + 200
    assert request_input_tokens(1280, prompt=50, images=2) == 2 * 1282 + 50


def test_launch_caps_images_at_the_sized_image(vision):
    assert launch_max_pixels(vision, None) == 1280 * 784  # the card's suggested maximum
    assert launch_max_pixels(vision, 2002) == 1800 * 784  # the 1,000 × 1,400 image the request was sized on
    assert launch_max_pixels(vision, 10**6) == vision.max_pixels


def test_encoder_memory_at_the_profiled_image(vision):
    assert encoder_activation_gb(vision, 16384) == pytest.approx(4 * 16384 * 12 * 1280 * 2 / 1e9)
    assert encoder_activation_gb(vision, 1280) < 0.2


@pytest.mark.parametrize("model_id, text, vision_b, total", [
    ("qwen2.5-vl-3b", 3_085_938_688, 668_684_288, 3.75),
    ("qwen2.5-vl-7b", 7_615_616_512, 676_550_144, 8.29),
    ("qwen2.5-vl-72b", 72_957_861_888, 704_573_696, 73.66),
])
def test_params_include_the_vision_tower(model_id, text, vision_b, total):
    m = knowledge.load(user_file=False).models_by_id[model_id]
    assert m.kind == "llm" and m.vision is not None
    assert m.vision.params_b == pytest.approx(vision_b / 1e9, abs=5e-4)
    assert m.params_b == pytest.approx((text + vision_b) / 1e9, abs=5e-3)
    assert m.params_b == pytest.approx(total)
