"""A fine-tune said outright is no image generation because the data has pictures in it (review 96 c09).

"LoRA fine-tune of OpenVLA-7B on ~3M image-action frames" read "Task: image generation (from “image”)" — the bare
word "image" stood against "LoRA" and "fine-tune" and won when the model was not in the catalogue, and the job was
sized as diffusion inference. Read: where a training word is said (LoRA, QLoRA, fine-tune, 微调, 训练) and no image
model is named (SDXL, FLUX: their LoRA stays a LoRA of an image model, test_understand_image_lora.py), a task read
off a bare picture word ("image", "frames", '图片') with no generation verb in its clause ("generate 300 images",
'出图') is set aside: the pictures are the training data. "fine-tune … then generate images with it" keeps both.
So are the data's captions ("photos with disease captions", "image-caption pairs": review 108 C10), no
transcription, unless a speech model is named.

    training_beats_image_word(r)  # after the keywords, beside drop_read_image_words
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.vision_reading import _MAKE_VERB

_BARE = _lazy(r"(?:an? |the |each |every )?(?:images?|pictures?|photos?|frames?|scans?|screenshots?)"
              r"|图片|图像|照片|截图|帧|图")
# the same for captions that are the data's (review 108 C10: "LoRA fine-tune Qwen2.5-VL-7B on photos of kiwifruit
# vines with disease captions — about 50k image-caption pairs" stopped on "Qwen2.5-VL-7B" vs "captions"): a caption
# word's transcription set aside beside a training word, unless a speech model is named (Whisper's captions are its
# task) or the clause asks for captions made ("then caption the new photos", "generate subtitles")
_CAPTION = _lazy(r"(?:image-|photo-|picture-)?(?:captions?|subtitles?)|字幕|配文")
_CAPTIONING = _lazy(r"(?<![a-z-])(?:caption(?:ing|s)?|subtitl(?:e|es|ing))\s(?:the|our|new|all|each|every|\d)"
                    r"|(?:generat\w*|writ\w*|mak\w*|produc\w*|creat\w*|add\w*)\s(?:[a-z-]+\s){0,2}?"
                    r"(?:captions?|subtitles?)|生成字幕|出字幕|加字幕|写配文|生成配文")
_TRAINING = ("lora", "qlora", "finetune", "full", "train", "pretrain")
_SENTENCE = _lazy(r"[.;!?\n。；！？]")


# a task read off the data's words: (the task, its words, the clause's verb that asks for it made, the mark left)
_DATA_WORDS = (("image", _BARE, _MAKE_VERB, "_training_data_pictures"),
               ("transcribe", _CAPTION, _CAPTIONING, "_training_data_captions"))


def training_beats_image_word(r: _Reader) -> None:
    """A bare picture or caption word's task set aside beside a training word, with no model of that kind named."""
    tasks = [f for f in r.found if f.fact == "task"]
    if not any(f.value in _TRAINING for f in tasks):
        return
    for task, words, making, mark in _DATA_WORDS:
        if any(f.value == task and f.generic == "model-kind" for f in tasks):
            continue  # "train a LoRA on SDXL", "fine-tune Whisper on our lecture captions": that model's own task
        for f in tasks:
            if f.value != task or not words.fullmatch(r.t[f.start:f.end].strip()):
                continue
            lo, hi = clause_around(r.t, f.start, f.end, _SENTENCE)
            if making.search(r.t, lo, hi) is None:
                f.fact = mark
