"""A video job's facts (review 7 F7; moved out of rules.fact_resolve, which had reached the size limit): its clips,
their resolution — the model's documented default when not said — and their length."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from knowledge.errors import InputError
from knowledge.schema import I18n, Model
from knowledge.vocab import RESOLUTIONS
from rules.estimate import clip_length
from rules.fact_parse import fail, parse_count, parse_number
from rules.fact_vocab import LIMITS

Label = Callable[[str], str]  # a fact's name → how the person gave it ("--resolution")


# "1280*720", "1280x720", "720", "720P" → 720p (Wan2.1's --size names width*height)
_SIZES = {"832*480": "480p", "480*832": "480p", "960*544": "540p", "544*960": "540p", "544p": "540p",
          "1280*720": "720p", "720*1280": "720p",
          "1920*1080": "1080p", "1080*1920": "1080p"}


def parse_resolution(name: str, value: Any) -> str:
    text = str(value).strip().lower().replace("x", "*").replace("×", "*").replace(" ", "")
    text = _SIZES.get(text, text)
    text = text if text.endswith("p") else text + "p"
    if text not in RESOLUTIONS:
        raise fail(name, value, "one of " + ", ".join(RESOLUTIONS))
    return text


def resolve_video(given: Mapping[str, Any], out: dict[str, Any], assumed: list[tuple[str, Any]],
                  notes: list[I18n], task: str, label: Label, model: Model | None) -> None:
    """Review 7 F7: a video job's clips, their resolution (the model's documented default when
    not said, stated) and their length. A resolution the model does not generate is an error,
    never a silent downgrade; a clip length other than the measured one is stated as such."""
    if "videos" in given:
        out["videos"] = parse_count(label("videos"), given["videos"], LIMITS["videos"])
    if "resolution" in given:
        out["resolution"] = parse_resolution(label("resolution"), given["resolution"])
    if "clip_seconds" in given:
        out["clip_seconds"] = parse_number(label("clip_seconds"), given["clip_seconds"],
                                           bounds=LIMITS["clip_seconds"])
    if task != "video":
        return
    if model is None or not model.resolutions:
        if "resolution" in out:
            name_en = model.name if model is not None else "a video model named by size"
            name_zh = model.name if model is not None else "只给了参数量的视频模型"  # (review 114 c3: English leaked)
            notes.append(I18n(
                en=f"{label('resolution')} {out['resolution']} was not used: no per-resolution sizing "
                   f"or timing of {name_en} is on record here, so its stated need is used.",
                zh=f"{label('resolution')} {out['resolution']} 未使用：这里没有{name_zh}按分辨率的显存或用时"
                   "数据，按其标注需求估算。"))
        return
    res = out.get("resolution")
    if res is None and model.default_resolution is not None:
        out["resolution"] = model.default_resolution
        assumed.append(("resolution", model.default_resolution))
    elif res is not None and res not in model.resolutions:
        raise InputError(f"invalid {label('resolution')}: {model.name} does not generate {res} "
                         f"(its official code: {', '.join(model.resolutions)} only); ask for "
                         f"{model.resolutions[-1]} and upscale, or name a model that generates {res}")
    note = clip_length.length_note(model, out.get("clip_seconds"), out.get("resolution"))
    if note is not None:
        notes.append(note)
