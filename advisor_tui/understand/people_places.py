"""Places said of people, not of machines: the users' ("给内地用户做", "for mainland users", "US customers") and a
firm's seat ("香港注册的公司", "a Hong Kong-registered company"). Review 87 c07: "我们是香港注册的公司，机器放在香港，
给内地用户做…" was a conflict of regions and answered with mainland machines, where the machines' place (Hong Kong)
is the region and the users' is not.

    of_people(r, f) -> bool   (f: a region finding)
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

# the place just before the people it is said of: "内地用户", "mainland users", "US-based customers"
_USERS_AFTER = _lazy(r"\s?(?:的)?\s?(?:用户|客户|客人|游客|旅客|玩家|消费者|终端用户|c端用户|民众|公众|居民|学生|患者"
                     r"|读者|市场|买家|顾客|受众|观众|听众)"
                     r"|(?:-based)?\s(?:end[- ])?(?:users?|customers?|clients?|audiences?|players?|consumers?|market"
                     r"|buyers?|shoppers?)"
                     r"(?![a-z])")
# a firm's seat: "香港注册的公司", "在香港成立的公司", "a Hong Kong-registered company"
_SEAT_AFTER = _lazy(r"\s?(?:注册|成立|登记)的?\s?(?:公司|企业|团队|主体)"
                    r"|[- ](?:registered|incorporated|based) (?:company|firm|entity|startup|business)(?![a-z])")


def of_people(r: _Reader, f: _Finding) -> bool:
    """A region said of the users or of the firm's seat, not of where the machines run."""
    return bool(_USERS_AFTER.match(r.t, f.end) or _SEAT_AFTER.match(r.t, f.end))
