"""A card's cooler style asked for or refused — "不要服务器那种涡轮噪音 … 不要涡轮卡" (review 118 C3: the forced
purchase's pick was an RTX A6000, a blower card, and nothing said the refusal had not been checked). The knowledge
base records a card's cooling only as passive or active (knowledge.vocab.Cooling): a blower ("涡轮") and an open-air
("开放式", "三风扇") cooler are both active, so no fact can hold the wish. It is said back as not checked — the person
must confirm the cooler on the card they buy — rather than dropped, and no card is ruled in or out by a guess.

Read: 涡轮 / 渦輪 (the reader keeps 渦 as typed) with what makes it a card's cooler ("涡轮卡", "涡轮版",
"涡轮散热", "涡轮风扇", "涡轮噪音"), "blower(-style) card / cooler / fan", "open-air cooler"; not a turbine
("风电涡轮叶片") nor a model named Turbo ("gpt-3.5-turbo", "SDXL Turbo"). Read with the office box.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_COOLER = _lazy(r"(?:涡|渦)(?:轮|輪)\s?(?:式|版|款)?\s?(?:的)?\s?(?:显卡|顯卡|卡|散热|散熱|风扇|風扇|噪音|噪声|噪聲|版)"
                r"|(?:开放式|開放式|三风扇|三風扇)\s?(?:的)?\s?(?:显卡|顯卡|卡|散热|散熱)"
                r"|(?<![a-z])(?:blower|open[- ]air)(?:[- ]style|[- ]type)?\s(?:cards?|gpus?|coolers?|coolings?|fans?"
                r"|versions?|models?|editions?)(?![a-z])")


def note_cooler_style(r: _Reader) -> None:
    """A cooler style said: a note that it is not checked (no fact holds it)."""
    m = _COOLER.search(r.t)
    if m is None:
        return
    said = r.quote(m.start(), m.end())
    r.note(f"“{said}”: a card's cooler style (blower or open-air) is not recorded here, so the picks are not "
           "checked against it — confirm the cooler of the exact card model before you buy",
           f"“{said}”：这里没有记录显卡的散热形式（涡轮或开放式），推荐没有按它筛选——购买前请核对具体型号的散热方式")
