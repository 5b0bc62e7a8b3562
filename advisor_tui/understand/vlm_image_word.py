"""A picture named as what a vision-language model reads is no picture to make: "each request is about 1,800 tokens in
(image included) and 400 out" beside Qwen2.5-VL-72B (heldout79 #35) read the bare word "image" as an image-generation
job and stood it against the VLM's inference. The same for "the scan goes in with a short prompt", "每张图片配一句指令",
"截图和问题一起发给 Qwen2.5-VL-7B". A generation verb in the word's clause ("generate an image of each page") or no
vision-language model named leaves the word to the task readers.

    drop_read_image_words(r)  # after the keywords
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.vision_reading import _MAKE_VERB, _vision_model

_BARE = _lazy(r"(?:an? |the |each |every )?(?:images?|pictures?|photos?|scans?|screenshots?|pages?)"
              r"|图片|图像|照片|截图|扫描件|图")
_SENTENCE = _lazy(r"[.;!?\n。；！？]")


def drop_read_image_words(r: _Reader) -> None:
    """With a VLM named, an image task read off a bare picture word with no generation verb in its clause is set
    aside: the picture is the request's input."""
    if _vision_model(r) is None:
        return
    for f in r.found:
        if f.fact != "task" or f.value != "image" or not _BARE.fullmatch(r.t[f.start:f.end].strip()):
            continue
        lo, hi = clause_around(r.t, f.start, f.end, _SENTENCE)
        if _MAKE_VERB.search(r.t, lo, hi) is None:
            f.fact = "_vlm_input"
