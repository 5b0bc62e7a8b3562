"""Data that may not leave the person's site, on cards they have that do the job: no rental is an answer (review 109
C3b: "数据不能上云 … 只能用公司机房里那台现成的机器" was answered with "Renting instead … ¥70.32 for the job" and a
monthly rent). The consultation below the verdict on their cards keeps its memory sizing and caveats; its picks and
what-ifs — rentals, all of them — are left out, and the headline says why."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from knowledge.schema import I18n

# the refusal's own words name the data ("数据不能上云", "病歷資料不能離開診所", "records must not leave the clinic")
_DATA = re.compile(r"数据|資料|资料|病历|病歷|档案|檔案|代码|文件|图纸|(?<![a-z])(?:data|records|files|documents|code)"
                   r"(?![a-z])", re.IGNORECASE)


def data_stays(understanding: Any) -> str:
    """The words refusing renting where they are about the data leaving; "" where not."""
    said = str(getattr(understanding, "rent_refused", "") or "")
    return said if _DATA.search(said) else ""


def without_rentals(result: Any, said: str) -> Any:
    """``result`` with no rental picks nor what-ifs, its headline saying why."""
    line = I18n(en=f"No rentals: you said “{said}” — the cards you have are the answer above; below, the memory "
                   "sizing and caveats only.",
                zh=f"不列租用方案：你说了“{said}”——答案是上面你自己的卡；以下只列显存核算与注意事项。")
    return dataclasses.replace(result, picks=(), what_if=(), answer=(line,))
