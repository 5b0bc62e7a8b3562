"""An RL stage named as another team's: "这次只训 reward model，PPO 那部分是另一个组的，不归我们", "PPO 交给隔壁组做",
"另一个团队负责 GRPO", "the PPO stage is handled by another team", "another group runs the PPO part" — the stage is
somebody else's job, so no RL run is sized from its name (heldout84 #33 read `rl: ppo` beside the reward model the
lab trains). Claimed like a method refused (advisor_tui.understand.rl_refused), before read_rl; "PPO 我们自己跑" or
"PPO, with data from another group" stays.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_METHOD = _lazy(r"(?<![a-z])(?:dr\.?\s?grpo|grpo|dapo|gspo|rloo|ppo)(?![a-z])")
_TEAM_ZH = r"(?:另一个|另外一个|另外的|别的|其他|其它|隔壁|兄弟)\s?(?:组|团队|部门|小组|课题组|实验室|lab|team)"
_TEAM_EN = r"(?:another|a different|the other|some other|a separate|a sister)\s(?:[a-z]+\s)?(?:team|group|lab|squad)"
# after the name: "PPO 那部分是另一个组的", "PPO 交给隔壁组", "PPO 不归我们", "the PPO stage is another team's"
_AFTER = _lazy(
    r"\s?(?:那|这)?\s?(?:部分|块|一块|阶段|环节|步|一步)?\s?(?:是|由|归|交给|给|在)?\s?" + _TEAM_ZH
    + r"|[^，。,;；\n]{0,8}?(?:不归我们|不是我们(?:的|做|管|负责)|我们不(?:管|负责|做|碰))"
    r"|\s(?:part|stage|step|side|phase|bit)?\s?(?:is|'s|will be|gets)\s(?:handled|done|run|owned|covered)\sby\s"
    + _TEAM_EN + r"|\s(?:part|stage|step|side|phase|bit)?\s?(?:is|'s)\s" + _TEAM_EN + r"'s(?![a-z])"
    r"|\s(?:part|stage|step|side|phase|bit)?\s?(?:isn'?t|is not)\s(?:ours|our (?:job|part|problem))(?![a-z])")
# before the name: "另一个组负责 PPO", "another team runs the PPO part"
_BEFORE = _lazy(_TEAM_ZH + r"\s?(?:负责|做|来做|搞|跑|来跑)\s?(?:的)?\s?$"
                + r"|" + _TEAM_EN + r"\s(?:does|runs|handles|owns|will do|will run|is doing)\s(?:the\s)?$")


def claim_rl_elsewhere(r: _Reader) -> None:
    """Before the RL reader: an RL method said to be another team's stage is claimed (no ``rl`` from it)."""
    for m in _METHOD.finditer(r.t):
        if _AFTER.match(r.t, m.end()) or _BEFORE.search(r.t[max(0, m.start() - 30):m.start()]):
            r.claim(r.kw, m.start(), m.end())
            r.claim(r.entity, m.start(), m.end())
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}”: another team's stage, no RL run read from it",
                   f"“{said}”：是别的组的环节，不按强化学习估算")
