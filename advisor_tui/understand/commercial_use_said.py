"""Commercial use said beside a model whose licence allows it: the licence is said back. "會商用，所以授權要注意"
beside FLUX.1 [schnell] (review 117 c10: the question was ignored twice though the catalogue holds the licence,
Apache-2.0), "it's for commercial use, so the licence matters", "商用的，授权要能用", "we'll use the images
commercially".

A licence that forbids commercial use or grants nothing in some territories is the rules' caveat already
(licence-restricts-commercial, licence-territory), and a family named without its member is family-licence-differs's;
this says the one thing left — that the named model's licence allows it, with the licence and its source — or, where
the catalogue records no licence, that it is not checked. Non-commercial use said ("不商用", "non-commercial",
"not for commercial use") asks nothing, and nothing is said.

    note_commercial_licence(r, chosen)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_COMMERCIAL = _lazy(
    r"商用|商业用途|商業用途|商业使用|商業使用|商业化|商業化|商业项目|商業項目|用于商业|用於商業|商业授权|商業授權"
    r"|(?<![a-z-])commercial(?:ly)?(?:\s(?:use|usage|purposes?|project|work|release|product|licen[cs]e))?(?![a-z])")
_NOT_BEFORE = _lazy(r"(?:不|非|不会|不會|唔会|唔會|没有|沒有|不是|无|無)\s?(?:做|作|拿去|用于|用於|用来|用來)?\s?$"
                    r"|(?<![a-z])(?:non|not|no|never|not for|isn'?t|aren'?t|won'?t be)[\s-](?:for\s|used\s|be\s)?$")


def note_commercial_licence(r: _Reader, chosen: dict[str, _Finding]) -> None:
    """After the choice: commercial use said, the named model's licence said back where it allows it."""
    model = chosen.get("model")
    record = r.kb.models_by_id.get(model.value) if model is not None else None
    if record is None:
        return
    said = next((m for m in _COMMERCIAL.finditer(r.t)
                 if not _NOT_BEFORE.search(r.t, max(0, m.start() - 8), m.start())), None)
    if said is None:
        return
    quoted = r.quote(said.start(), said.end())
    if record.commercial_use and not record.licence_excludes:
        source = f" ({record.licence_source})" if record.licence_source else ""
        r.note(f"“{quoted}”: {record.name} is released under {record.licence}{source}, which allows commercial use",
               f"“{quoted}”：{record.name} 以 {record.licence}{source} 发布，允许商用")
    elif record.commercial_use is None:
        r.note(f"“{quoted}”: the catalogue records no licence for {record.name} — read its licence on the model "
               "page before commercial use",
               f"“{quoted}”：资料库没有记录 {record.name} 的许可——商用前请到模型页阅读其许可")
