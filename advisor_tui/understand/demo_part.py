"""A demo after a training job is a serving part: "想用 LoRA 微調 Gemma-3-12B，比賽結束前要能 demo", "then serve it for
the demo day", "然后部署给评委试用". The tuned model is served to a few people at once (the judges, a room of
investors) — answered in brief under ALSO ASKED (advisor_tui.also_asked) as any serving part, its load assumed and
said. Review 97 c04 found a hackathon's demo left out of the answer in silence."""

from __future__ import annotations

import re
from typing import Any

from advisor_tui.understand.patterns import clause_around
from advisor_tui.understand.reader import _Reader

# a few people trying it at once: the judges, a panel, a room (a demo is light; a public launch is not a demo)
DEMO_CONCURRENCY = 4
_TRAINING = ("qlora", "lora", "full-finetune", "pretrain")
_DEMO = re.compile(r"(?<![a-z])demo(?:s|ed|ing| day)?(?![a-z])|演示|路演|评委|評委"
                   r"|(?<![a-z])(?:judges|showcase)(?![a-z])")
_CLAUSE_END = re.compile(r"[,，。;；!?！？\n]|\.(?!\d)")
# an event the demo is for, and how long it runs: "48 小時黑客松", "a weekend hackathon" — the demo is rented for the
# event, not a month (a weekend: 2 days assumed)
_EVENT = re.compile(r"(?:(?P<h>\d{1,3})\s?(?:小時|小时|h|hours?|-hour)[\s的]{0,2})?"
                    r"(?:黑客松|黑客马拉松|hackathon|比赛|比賽|(?<![a-z])demo day)")
_LOAD = ("concurrency", "rps", "users", "seats", "requests_per_day")
_ASK_AGAIN = "serving was mentioned too: sized for "


def demo_is_serving(r: _Reader, chosen: dict[str, Any]) -> None:
    """After deciding: a training job whose words then ask for a demo of it — the serving part, a few at once."""
    task = chosen.get("task")
    if task is None or task.value not in _TRAINING or any(k in r.serving_part for k in _LOAD):
        return
    cue = next((m for m in _DEMO.finditer(r.t) if m.start() > task.start), None)
    if cue is None or r.serving_part.get("model") or r.serving_part.get("params_b"):
        return
    r.serving_part["concurrency"] = DEMO_CONCURRENCY
    event = _EVENT.search(r.t)
    days_en = days_zh = ""
    if event is not None and "days" not in r.serving_part:
        hours = int(event.group("h")) if event.group("h") else 48
        r.serving_part.update(days=max(1, round(hours / 24)), hours_per_day=24)
        days_en = f"; up for the event, {r.serving_part['days']} days round the clock"
        days_zh = f"；按活动期间 {r.serving_part['days']} 天全天开机"
    # the "ask again for serving" said when no serving words were set aside: the demo is answered now
    r.notes = [n for n in r.notes if not (n.en.startswith(_ASK_AGAIN) and n.en.endswith("(ask again for serving)"))]
    said = r.quote(*clause_around(r.t, cue.start(), cue.end(), _CLAUSE_END))
    r.note(f"“{said}”: a demo serves the tuned model — answered in brief under ALSO ASKED, sized for a few people at "
           f"once ({DEMO_CONCURRENCY} concurrent assumed; say how many otherwise){days_en}",
           f"“{said}”：演示就是把微调好的模型部署出来——在“也问了”里简要回答，按少数人同时试用估算"
           f"（假定并发 {DEMO_CONCURRENCY}，人数不同请说明）{days_zh}")
