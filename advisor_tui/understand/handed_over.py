"""A model trained, then handed to people to use: "QLoRA 微调 Qwen3-14B，训练完部署给内部 50 个员工用",
"训好后给 30 个同事用", "LoRA-tune Llama 3.1 8B, then deploy it for 50 staff", "then let 30 colleagues use it" — the
training is the job to size and the people are the serving part's (blind review 90 #3: the reader noted serving but
set no serving part, so the 50 staff were asked about and never answered; with no verb of serving,
"训好后给 30 个同事用" said nothing at all).

Read after the head counts and before the task is decided: the handing over is a serving word (a task "inference"
finding where it is said, so decide.py sets the serving part aside), and its head count, when nothing read it, is asked
about as any service's head count is ("how many at the same time?", count kept: advisor_tui.also_asked sizes the
serving part by it). Not read without a training job said, nor where the people do something else with it ("then
evaluate it with 3 annotators")."""

from __future__ import annotations

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

_TRAINING = frozenset({"lora", "qlora", "full-finetune", "pretrain"})
_N_ZH = r"(?P<n>\d[\d,]{0,6}|[一二两三四五六七八九十百千]{1,4})"
_N_EN = r"(?P<n>\d[\d,]{0,6})"
_PEOPLE_ZH = (r"(?:人|同事|员工|职工|用户|客服|坐席|医生|护士|律师|老师|教师|学生|销售|工程师"
              r"|研究员|分析师|会员|客户|业务员|运营|编辑)")
_PEOPLE_EN = (r"(?:people|persons|staff|users|colleagues|employees|coworkers|co-workers|agents|lawyers|doctors|nurses"
              r"|teachers|students|members|analysts|engineers|reps|researchers|customers|clients|editors)")
# after the training, or next: 训练完 / 训好后 / 微调完之后 / 然后 / 之后 / 再
_AFTER_ZH = (r"(?:训练|训|微调|调|做|弄|跑)(?:完|好)(?:成)?\s?(?:了)?\s?(?:后|之后|以后)?|然后|之后|随后|接着|再")
_AFTER_EN = (r"then|afterwards?|after (?:that|training|fine-?tuning|tuning)|once (?:it'?s |it is |that'?s )?"
             r"(?:trained|tuned|fine-?tuned|done|ready)")
HANDED_OVER = (
    # "训练完部署给内部 50 个员工用", "训好后给 30 个同事用", "然后上线给全公司 200 多人使用"
    # "然后用它在内网给 15 个业务员写英文开发信" (review 116 C4: its "上下文 8k" sized the training's samples)
    _lazy(rf"(?P<cue>{_AFTER_ZH})\s?[,，]?\s?(?:就|再|要|想)?\s?(?:部署|上线|发布|开放|提供|放出来)?\s?(?:出来)?\s?"
          r"(?:(?:用|拿|让|把)(?:它|这个模型|模型)\s?(?:在|于)?\s?(?:内网|公司内部|内部|本地|公司|线上)?\s?(?:里|上)?\s?)?"
          rf"(?:给|供|让)\s?(?:内部|公司|全公司|我们|本部门|部门|团队|组里)?\s?(?:的)?\s?(?:约|大约|大概|差不多)?\s?{_N_ZH}"
          rf"\s?(?:多)?\s?(?:个|位|名)?\s?(?:内部)?\s?(?P<who>{_PEOPLE_ZH})\s?(?:来)?\s?"
          r"(?:用|使用|在用|调用|访问|日常用|写|回复|回答|起草|翻译|生成|处理)"),
    # "then deploy it for 50 staff", "then serve it to 200 users", "once trained, roll it out to ~40 agents"
    _lazy(rf"(?<![a-z])(?P<cue>{_AFTER_EN}),?\s(?:(?:we|i)(?:'ll| will| want to| need to| plan to| would| can)?\s)?"
          r"(?:deploy|serve|roll|host|offer|give|open|make|put|ship|expose|provide|use)\w*\s(?:it|them|the model|"
          r"the (?:fine-?)?tuned model|that)?\s?(?:out\s|up\s)?(?:available\s)?"
          r"(?:(?:on|in) (?:our |the )?(?:intranet|internal network|office|lan)\s)?(?:to|for)\s(?:our\s|the\s|about\s|"
          rf"around\s|some\s|~\s?)?{_N_EN}\s(?P<who>(?:[a-z-]+\s)?{_PEOPLE_EN})(?![a-z])"),
    # "then let 30 colleagues use it", "then have our 50 staff use it"
    _lazy(rf"(?<![a-z])(?P<cue>{_AFTER_EN}),?\s(?:(?:we|i)(?:'ll| will| want to| would)?\s)?(?:let|have|get)\s"
          rf"(?:our\s|the\s|about\s|some\s)?{_N_EN}\s(?P<who>(?:[a-z-]+\s)?{_PEOPLE_EN})\s(?:use|query|chat with|try)"
          r"(?![a-z])"),
)


def read_handed_over(r: _Reader) -> None:
    """After the head counts, before the task is decided: a trained model handed to N people is a serving part."""
    if not any(f.fact == "task" and f.value in _TRAINING for f in r.found):
        return
    for rx in HANDED_OVER:
        for m in rx.finditer(r.t):
            if negated_before(r, m.start()):
                continue
            n = _number(m.group("n").replace(",", ""))
            if n is None or n < 2 or n != int(n):
                continue
            r.add(m.start("cue"), m.end("cue"), "task", "inference", generic="inference", mask="kw", conf=0.8)
            s, e = m.start("n"), m.end("who")
            counted = any(f.fact in ("concurrency", "users", "seats") and s <= f.start < e for f in r.found)
            asked = any(u.kind == "concurrency" and s - 4 <= u.start < e for u in r.unresolved)
            if not counted and not asked:
                said = r.quote(s, e)
                r.unplaced("concurrency", s, e, f"“{said}” (at most {n:g}) — how many at the same time?",
                           f"“{said}”（最多 {n:g} 人）——同时有多少人在用？", (), count=n)
            return
