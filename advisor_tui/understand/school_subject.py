"""A school subject named by its level is no pupil: a K12 tutoring firm's sheet row "初中生物\t3000\t300" (heldout87
#38) read buyer individual and a learning task, "初中生" (a middle-school pupil) read inside "初中生物" (middle-school
biology), as "学生" inside "大学生物学". The level and the subject ("初中生物", "高中生物", "大学生物", "中学生理") are
claimed before the keyword readers; the pupil said alone ("我是初中生", "大学生，想自己跑个模型") still reads.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_SUBJECT = _lazy(r"(?:小学|初中|高中|中学|大学|高一|高二|高三|初一|初二|初三)\s?(?:生物|生理|生化)")


def claim_school_subjects(r: _Reader) -> None:
    for m in _SUBJECT.finditer(r.t):
        for mask in (r.entity, r.kw):
            r.claim(mask, m.start(), m.end())
