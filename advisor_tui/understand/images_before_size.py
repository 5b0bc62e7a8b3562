"""A picture count said right before the pictures' size: "仍然係5000張1024x1024" (review 120 C3-1, a school's FLUX
batch in Cantonese) read no image count — the media reader knows "5000张图", "出5000张", "5000 images at 1024x1024",
but a count of 张 whose noun is the size after it ("5000张1024x1024", "3000 张 1024×1024 的") was left, and the
batch was priced as hours a day. In a picture-making job the count is the pictures to make; "still 5,000 at
1024x1024" says the same in English.

Not where the job makes no pictures (a LoRA's "500张1024x1024的训练图" are samples), not the pictures fed in ("2张
1024x1024的参考图"), not cards ("4张 4090"). Read after the media reader, only where it read no picture count.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import NUM
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SIZE = r"\d{3,4}\s?[x×*]\s?\d{3,4}(?!\d)"
_COUNT_THEN_SIZE = _lazy(
    rf"(?P<n>{NUM})\s?(?:张|幅)\s?(?:的\s?)?{_SIZE}"
    # the pictures fed in or trained on, named after the size, are no output
    r"(?!\s?(?:的|px|像素)?\s?(?:参考|输入|原|训练|样本?|底|垫|素材|上传)\s?(?:图|照|片))"
    rf"|(?<![a-z])(?:still\s|another\s)?(?P<n2>\d{{1,3}}(?:,\d{{3}})+|\d{{2,6}})\s(?:at|@)\s{_SIZE}")


def read_images_before_size(r: _Reader) -> None:
    """After the media reader: in a picture job, "5000张1024x1024" is 5,000 pictures to make."""
    if any(f.fact == "images" for f in r.found):
        return
    if not any(f.fact == "task" and f.value == "image" for f in r.found):
        return
    for m in _COUNT_THEN_SIZE.finditer(r.t):
        g = "n" if m.group("n") else "n2"
        if not r.free(m.start(g), m.end(g)):
            continue
        n = r.num(m.group(g).replace(",", ""))
        if n is not None and n >= 1 and n == int(n):
            r.add(m.start(g), m.end(g), "images", int(n))
            return
