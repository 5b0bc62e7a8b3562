"""An RL method named only to be turned down: "下一步想用 DPO 再对齐一下，不上 PPO，太折腾" (heldout81 #22 read
`rl: ppo`, and with it no DPO). The method refused before its name ("不上 / 不用 / 不搞 / 不跑 / 别上 PPO", "no PPO",
"not PPO", "skip PPO", "rather than PPO", "instead of GRPO") or after it ("PPO 就算了", "PPO 太折腾，不考虑", "PPO is
overkill", "PPO is out") is claimed, so read_rl reads the one chosen or none; a method chosen beside stays ("不上 PPO，
用 GRPO").

Runs before read_rl.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_METHOD = _lazy(r"(?<![a-z])(?:dr\.?\s?grpo|grpo|dapo|gspo|rloo|ppo|rlhf)(?![a-z])")
_REFUSED_BEFORE = _lazy(
    r"(?:不上|不用|不搞|不跑|不做|别上|别用|别搞|不考虑|不需要|没必要上|用不着|不走|跳过)\s?$"
    r"|(?<![a-z])(?:no|not|skip(?:ping)?|without|rather than|instead of|not doing|won'?t do|don'?t need|no need for"
    r"|avoid(?:ing)?)\s(?:an?\s|the\s|full\s|any\s)?$")
_REFUSED_AFTER = _lazy(
    r"\s?(?:的话)?\s?(?:就|也|还是)?\s?(?:算了|免了|不考虑了?|不上了?|不用了?|不搞了?|不做了?|别考虑了?|太折腾|太麻烦|太复杂"
    r"|搞不动|玩不起|跑不起)"
    r"|\s(?:is|would be|'s|feels)\s(?:way\s|far\s|too\s|just\s)?(?:overkill|out|off the table"
    r"|too (?:much|fiddly|complex"
    r"|complicated|unstable|expensive)|a no-go|not needed|not worth it)(?![a-z])")


def claim_refused_rl(r: _Reader) -> None:
    """Before the RL reader: each RL method refused where it stands is claimed (no ``rl`` from it)."""
    for m in _METHOD.finditer(r.t):
        before = r.t[max(0, m.start() - 14):m.start()]
        if _REFUSED_BEFORE.search(before) or _REFUSED_AFTER.match(r.t, m.end()):
            r.claim(r.kw, m.start(), m.end())
            r.claim(r.entity, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: turned down, no RL run read from it", f"“{said}”：不采用，不按强化学习估算")
