"""A fine-tune said outright is no image generation because the data has pictures in it (review 96 c09).

"LoRA fine-tune of OpenVLA-7B on ~3M image-action frames" read "Task: image generation (from “image”)" — the bare
word "image" stood against "LoRA" and "fine-tune" and won when the model was not in the catalogue, and the job was
sized as diffusion inference. Read: where a training word is said (LoRA, QLoRA, fine-tune, 微调, 训练) and no image
model is named (SDXL, FLUX: their LoRA stays a LoRA of an image model, test_understand_image_lora.py), a task read
off a bare picture word ("image", "frames", '图片') with no generation verb in its clause ("generate 300 images",
'出图') is set aside: the pictures are the training data. "fine-tune … then generate images with it" keeps both.

    training_beats_image_word(r)  # after the keywords, beside drop_read_image_words
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.vision_reading import _MAKE_VERB

_BARE = _lazy(r"(?:an? |the |each |every )?(?:images?|pictures?|photos?|frames?|scans?|screenshots?)"
              r"|图片|图像|照片|截图|帧|图")
_TRAINING = ("lora", "qlora", "finetune", "full", "train", "pretrain")
_SENTENCE = _lazy(r"[.;!?\n。；！？]")


def training_beats_image_word(r: _Reader) -> None:
    """A bare picture word's image task set aside beside a training word, with no image model named."""
    tasks = [f for f in r.found if f.fact == "task"]
    if not any(f.value in _TRAINING for f in tasks):
        return
    if any(f.value == "image" and f.generic == "model-kind" for f in tasks):
        return  # "train a LoRA on SDXL": an image model's LoRA
    for f in tasks:
        if f.value != "image" or not _BARE.fullmatch(r.t[f.start:f.end].strip()):
            continue
        lo, hi = clause_around(r.t, f.start, f.end, _SENTENCE)
        if _MAKE_VERB.search(r.t, lo, hi) is None:
            f.fact = "_training_data_pictures"
