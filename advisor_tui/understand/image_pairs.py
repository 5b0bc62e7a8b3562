"""Pictures counted as pairs in a training job are its samples, not images to make: "We want to LoRA-tune
Qwen2.5-VL-7B on our own teleop episodes …: ~45k image–instruction pairs, ~1,100 tokens each counting the image"
(heldout83 #20) read 45,000 images and no samples. A count of image–text, image–instruction, image–caption or
image–question pairs ('图文对'; '4.5 万对图文数据', read here where no picture count was) in a job that trains is the
data set's size. The same count in a serving or generation job ("caption 45k image–text pairs") is left to the other
readers.

    pairs_are_samples(r)  # after the keywords, beside training_beats_image_word
"""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PAIR_AFTER = _lazy(r"\s?(?:s)?\s?[-–—/+ ]\s?(?:instruction|text|caption|question|action|answer|label|prompt|qa|q&a)s?"
                    r"\s(?:pairs|tuples|samples|examples)(?![a-z])"
                    r"|\s?(?:s)?\s(?:and|with|plus) (?:their |its )?(?:instruction|text|caption|question)s? pairs"
                    r"|(?:文|-?文本|-?指令|-?问答)\s?(?:对|数据|样本)")
# the pairs counted in Chinese with no picture count read: "4.5 万对图文数据", "3 万组图文对"
_PAIRS_ZH = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>万|千)?\s?(?:对|组|条)\s?"
                  r"(?:图文|图片-?文本|图像-?指令|图文问答)\s?(?:对|数据|样本)?")
_SCALE = {"万": 1e4, "千": 1e3}


def pairs_are_samples(r: _Reader) -> None:
    """In a training job: an image count said as pairs is the samples count."""
    if not trains(r) or any(f.fact == "samples" for f in r.found):
        return
    for f in r.found:
        if f.fact != "images" or not isinstance(f.value, (int, float)):
            continue
        m = _PAIR_AFTER.match(r.t, f.end)
        if m is None:
            continue
        f.fact, f.value, f.end = "samples", int(f.value), m.end()
        r.note(f"“{r.quote(f.start, f.end)}”: the training data's {f.value:,} pairs, not pictures to make",
               f"“{r.quote(f.start, f.end)}”：训练数据 {f.value:,} 对，不是要生成的图片")
        return
    m = _PAIRS_ZH.search(r.t)
    if m is not None and r.free(m.start(), m.end()) and (n := r.num(m.group("n"))):
        r.claim(r.numeric, m.start(), m.end())
        r.add(m.start(), m.end(), "samples", int(round(n * _SCALE.get(m.group("k") or "", 1))))
