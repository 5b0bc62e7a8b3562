"""What each GPU holds when a box's chat model splits and its other models do not (leftovers50 #7).

The split's figure per GPU is the fullest GPU's (rules.estimate.split, "even-split"): its share of the chat model, the
other models whole on GPU 0 where the launch starts them, and the split's per-GPU buffers. Review 109 read "26.5 GB
each" for 2 × RTX 5090 beside 34.8 ÷ 2 + 7.1 ≈ 24.5: GPU 0 holds more than the others, and the buffers were unsaid.
"""

from __future__ import annotations

from rules.estimate.memory import MULTI_GPU_EXTRA_GB


def per_gpu_phrase(per: float, whole: float, gpus: int) -> tuple[str, str]:
    """``per``: the fullest GPU's need (GB); ``whole``: the models that run whole on GPU 0 (GB)."""
    if not whole or gpus < 2:
        return f"{per:.1f} GB each", f"每张 {per:.1f} GB"
    chat = max(0.0, per - whole - MULTI_GPU_EXTRA_GB)
    rest = per - whole
    others_en = "the other" if gpus == 2 else f"the other {gpus - 1}"
    others_zh = "另一张" if gpus == 2 else f"其余 {gpus - 1} 张"
    return (f"GPU 0 {per:.1f} GB = {chat:.1f} of the chat model's split + {whole:.1f} of the other models, whole + "
            f"{MULTI_GPU_EXTRA_GB:.1f} for the split's buffers; {others_en} {rest:.1f} GB{' each' if gpus > 2 else ''}",
            f"0 号卡 {per:.1f} GB = 聊天模型拆分后的 {chat:.1f} + 其余模型整个 {whole:.1f} + 拆分通信缓冲 "
            f"{MULTI_GPU_EXTRA_GB:.1f}；{others_zh}{'各' if gpus > 2 else ''} {rest:.1f} GB")
