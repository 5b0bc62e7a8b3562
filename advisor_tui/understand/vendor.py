"""The makers a person accepts: "AMD only", "ROCm only", "只要 A 卡" → vendors amd; "no NVIDIA",
"不要英伟达" → every other maker (amd,huawei); "NVIDIA only", "只用 N 卡" → nvidia (review 10 F1:
"AMD only please" was dropped and the answer was an A100). A card named beside it ("on MI300X")
stays a mention; refusing NVIDIA also says CUDA is not needed, unless the text said otherwise."""

from __future__ import annotations

from advisor_tui.understand.numbers import _w
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from rules.fact_vocab import VENDORS

_AMD = r"(?:amd|rocm|a\s?卡|instinct)"
_NVIDIA = r"(?:nvidia|英伟达|n\s?卡|老黄(?:的卡)?)"
_ONLY_ZH = r"(?:只(?:要|用|能用|能上|考虑|接受|买|租)|必须(?:是|用)|仅限|一律用?)\s?"
_REFUSE_ZH = r"(?:不要|不用|不想用|不考虑|别用|不能用|排除|不买|不租)\s?"
_ONLY_EN = r"(?:only(?: use| want| buy| rent)?|must (?:be|use|run on)|has to be|have to be|strictly)\s(?:an?\s)?"
_REFUSE_EN = (r"(?:no|not|non|without|avoid(?:ing)?|anything but|except|other than|don'?t want|"
              r"do not want|can'?t use|cannot use)[\s-](?:any\s)?")
_VENDOR_RULES = (
    ("amd", _lazy(_ONLY_ZH + _AMD + "|" + _w(_ONLY_EN + _AMD + r"|" + _AMD
                                             + r"(?:\s(?:gpus?|cards?|hardware|chips?))?[\s-]only"))),
    ("nvidia", _lazy(_ONLY_ZH + _NVIDIA + "|" + _w(_ONLY_EN + r"nvidia|nvidia(?:\s(?:gpus?|cards?|"
                                                   r"hardware|chips?))?[\s-]only"))),
    ("amd,huawei", _lazy(_REFUSE_ZH + _NVIDIA + "|" + _w(_REFUSE_EN + r"nvidia"))),
    ("nvidia,huawei", _lazy(_REFUSE_ZH + r"(?:amd|a\s?卡)" + "|" + _w(_REFUSE_EN + r"amd"))),
    ("nvidia,amd", _lazy(_REFUSE_ZH + r"(?:华为|昇腾)" + "|" + _w(_REFUSE_EN + r"(?:huawei|ascend)"))),
)
# "doesn't have to be NVIDIA", "不一定要英伟达": a constraint lifted, not one set
_LIFTED = _lazy(r"(?:doesn'?t|does not|don'?t|do not|no need to|needn'?t|not necessarily)\s(?:\w+\s){0,2}$"
                r"|不(?:一定|必|用非)\s?$")


def read_vendors(r: _Reader) -> None:
    """Run with the keywords (which may have read the same words as CUDA not needed). Readings
    that agree narrow each other ("ROCm only, no NVIDIA" → amd); readings with nothing in common
    stay apart, a conflict the decision step reports."""
    said = bytearray(len(r.t))
    found: list[_Finding] = []
    for value, rx in _VENDOR_RULES:
        for m in rx.finditer(r.t):
            if r._free(said, m.start(), m.end()) and not _LIFTED.search(r.t[max(0, m.start() - 24):m.start()]):
                r.claim(said, m.start(), m.end())
                found.append(_Finding(m.start(), m.end(), "vendors", value))
    if not found:
        return
    common = set.intersection(*(set(f.value.split(",")) for f in found))
    for f in found:
        if common:
            f.value = ",".join(v for v in VENDORS if v in common)
        r.add(f.start, f.end, "vendors", f.value, mask="kw")
        if "nvidia" not in f.value and not any(g.fact == "cuda_required" for g in r.found):
            r.found.append(_Finding(f.start, f.end, "cuda_required", False))
