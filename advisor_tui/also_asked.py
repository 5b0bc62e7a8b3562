"""The second question of a message that asked two: "LoRA-tune Qwen3-8B on our tickets, then serve it to 30 users at 8k
context". The training is the answer (sized as the reader decided); the serving part is answered in brief beside it,
with the command that gives its whole answer — reviews 86 c04 and c08 found the second question dropped in silence,
and a serving window sized the training samples.

The serving part keeps what the two parts share (the model, where and how to rent or buy, the money's currency, a
budget by the period) and its own words the reader set aside (the window, the users, the load); the training job's
own facts (samples, epochs, its precision and engine, its hours) stay with the training."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from advisor_tui.fact_options import FLAGS
from advisor_tui.i18n import tr
from rules.head_count import SIZED_BY

TRAINING_TASKS = frozenset({"lora", "qlora", "full-finetune", "pretrain"})

# what a served copy of the trained model shares with its training: the model itself, the market, the rules of
# buying, the currency — never the training job's size, precision, engine or hours
_SHARED = ("model", "params_b", "layers", "kv_heads", "head_dim", "config", "region", "compliance", "currency",
           "fx", "budget", "data_in", "no_mainland_sellers", "no_marketplace", "gdpr", "providers", "vendors",
           "only_cards", "domestic_chips", "cuda_required", "procure", "invoice", "buyer", "based_in", "users_in",
           "stock_only", "max_gpus", "office_box", "no_rental", "priority", "public_service", "today")


_MODEL = ("model", "params_b", "layers", "kv_heads", "head_dim", "config")


@dataclass(frozen=True)
class AlsoAsked:
    """A part set aside (the serving part, or a teacher's data generation): its facts (``rules.facts.resolve`` accepts
    them) and the command for its whole answer."""

    raw: dict[str, Any]
    command: str
    kind: str = "serving"  # "serving" / "generation" (the JSON's ``also_asked.part``)


def serving_part(raw: Mapping[str, Any], understanding: Any) -> AlsoAsked | None:
    """The serving question set aside from a training answer, or None when the words asked one thing."""
    part = getattr(understanding, "serving_part", None) if understanding is not None else None
    if not part or raw.get("task") not in TRAINING_TASKS:
        return None
    out = {k: raw[k] for k in _SHARED if raw.get(k) is not None}
    budget = out.get("budget")
    if getattr(budget, "unit", None) == "total":  # a total is the one-off job's money, not a month of serving
        out.pop("budget")
    if "model" in part or "params_b" in part:  # a model served of its own, not the one trained (review 93 c02)
        for k in _MODEL:
            out.pop(k, None)
    out.update({k: v for k, v in part.items() if v is not None})
    out["task"] = "inference"
    # a head count asked about ("再上线给 100 人用") sizes the serving part as it sizes any service (rules.head_count);
    # Understanding.implied reads the training's task and gives none
    count = next((u.count for u in understanding.unresolved if u.kind == "concurrency" and u.count), None)
    if count and count == int(count) and not any(k in out for k in SIZED_BY):
        out["users"] = int(count)
    return AlsoAsked(out, command_line(out))


def generation_part(raw: Mapping[str, Any], understanding: Any, main: Any = None) -> AlsoAsked | None:
    """The teacher's data generation set aside from a training answer (advisor_tui.understand.generation_part), or None.
    It shares the market facts as the serving part does; the budget and the deadline are the whole pipeline's, so the
    generation is sized within what the training (``main``, its answer) leaves of them, and said so (pipeline)."""
    part = getattr(understanding, "generation_part", None) if understanding is not None else None
    if not part or raw.get("task") not in TRAINING_TASKS:
        return None
    out = {k: raw[k] for k in _SHARED if raw.get(k) is not None and k not in _MODEL}
    out.update({k: v for k, v in part.items() if v is not None})
    out["task"] = "inference"
    from advisor_tui import pipeline

    money, hours = pipeline.left(raw, main)
    if money is not None:
        out["budget"] = money
    elif getattr(out.get("budget"), "unit", None) == "total":
        out.pop("budget")  # the whole pipeline's total with the training's cost unknown: not split in silence
    if hours is not None:
        out["deadline"] = hours
    return AlsoAsked(out, command_line(out), kind="generation")


def own_facts(raw: Mapping[str, Any], understanding: Any) -> dict[str, Any]:
    """The serving part's own facts (its window, users, load: plain numbers and words), kept by the interview so
    that its answer follows the rest of the interview's facts; {} where the words asked one thing."""
    part = serving_part(raw, understanding)
    if part is None:
        return {}
    return {k: v for k, v in part.raw.items()
            if k not in _SHARED and k != "task" and isinstance(v, (int, float, str)) and not isinstance(v, bool)}


def from_interview(raw: Mapping[str, Any], own: Mapping[str, Any]) -> AlsoAsked | None:
    """The serving part of an interview whose training answer set it aside (``own``: ``own_facts``' dict)."""
    if not own or raw.get("task") not in TRAINING_TASKS:
        return None
    out = {k: raw[k] for k in _SHARED if raw.get(k) is not None}
    budget = out.get("budget")  # (the interview keeps it as a dict)
    if (budget.get("unit") if isinstance(budget, Mapping) else getattr(budget, "unit", None)) == "total":
        out.pop("budget")
    out.update(own)
    out["task"] = "inference"
    return AlsoAsked(out, command_line({k: v for k, v in out.items() if k != "budget" or not isinstance(v, Mapping)}))


def title(kind: str, lang: str) -> str:
    """The heading the interview's answer shows above a part set aside (the CLI's ALSO ASKED)."""
    if kind == "generation":
        return tr(lang, "Also asked — the data-generation part:", "也问了——数据生成部分：")
    return tr(lang, "Also asked — the serving part:", "也问了——部署部分：")


def is_title(line: str) -> bool:
    return line in (title(k, lang) for k in ("serving", "generation") for lang in ("en", "zh"))


def answer_lines(kb: Any, part: AlsoAsked, head: Callable[[Any, str], str],
                 extra: Callable[[Any, str], str | None] | None = None) -> dict[str, list[str]]:
    """A part answered in both languages (the interview's screen follows the language switch); ``head`` says what it
    was sized for (the CLI's facts line), ``extra`` a line after its headline (a generation's sum of both parts)."""
    from knowledge.errors import AdvisorError
    from rules.facts import resolve
    from rules.pipeline import consult

    try:
        served = consult(resolve(part.raw, kb), kb)
    except AdvisorError as exc:
        return {lang: refused_lines(exc.message, part, lang) for lang in ("en", "zh")}
    more = {lang: [x] if extra is not None and (x := extra(served, lang)) else [] for lang in ("en", "zh")}
    # the interview has no command line to copy: its whole answer is a question asked on its own
    what = {"serving": ("serving", "部署"), "generation": ("data generation", "数据生成")}[part.kind]
    return {lang: [*lines(served, part, lang, head(served, lang))[:-1], *more[lang],
                   tr(lang, f"Its whole answer: describe the {what[0]} on its own (Ctrl+R starts a new interview).",
                      f"完整答案：单独描述{what[1]}部分再问一次（Ctrl+R 开始新的对话）。")] for lang in ("en", "zh")}


def interview_lines(kb: Any, raw: Mapping[str, Any], serving_own: Mapping[str, Any],
                    generation_own: Mapping[str, Any], main: Any, head: Callable[[Any, str], str]
                    ) -> dict[str, list[str]] | None:
    """Every part an interview's training answer set aside, answered, each under its title (``is_title``)."""
    out: dict[str, list[str]] = {"en": [], "zh": []}
    serving = from_interview(raw, serving_own)
    if serving is not None:
        answered = answer_lines(kb, serving, head)
        for lang in out:
            out[lang] += [title("serving", lang), *answered[lang]]
    if generation_own and raw.get("task") in TRAINING_TASKS:
        from types import SimpleNamespace

        budget = raw.get("budget")
        if isinstance(budget, Mapping):  # (the interview keeps it as a dict)
            from rules.fact_parse import Budget

            try:
                budget = Budget(**budget)
            except TypeError:
                budget = None
        said = {**raw, "budget": budget}
        part = generation_part(said, SimpleNamespace(generation_part=dict(generation_own)), main)
        if part is not None and part.raw.get("generate_tokens"):
            from advisor_tui import pipeline

            answered = answer_lines(kb, part, head, lambda served, lang: pipeline.line(said, main, served, part.raw,
                                                                                       lang))
            for lang in out:
                out[lang] += [title("generation", lang), *answered[lang]]
    return out if out["en"] else None


def command_line(raw: Mapping[str, Any]) -> str:
    """``gpu-advisor recommend`` with the options that give these facts."""
    words = ["gpu-advisor", "recommend"]
    for fact, flag in FLAGS.items():
        value = raw.get(fact)
        if value is None or value is False:
            continue
        if value is True:
            words.append(flag)
        elif fact == "budget":
            # "~": a round figure; the currency inside the amount, as the words said it
            words += [flag, f"{'~' if value.approx else ''}{value.amount:g} {value.currency}/{value.unit}"]
        elif fact == "deadline":  # hours, said with the unit --deadline asks for
            words += [flag, f"{value:g}h"]
        elif fact == "fx":
            continue  # a rate given beside the words goes with them: the person types it again
        elif isinstance(value, (list, tuple, frozenset, set)):
            words += [flag, ",".join(str(v) for v in value)]
        else:
            words += [flag, f"{value:g}" if isinstance(value, float) else str(value)]
    import shlex  # here: only an answer with a part set aside writes a command line

    return " ".join(shlex.quote(w) for w in words)


def lines(result: Any, part: AlsoAsked, lang: str, head: str) -> list[str]:
    """The serving part in brief: what it was sized for (``head``, the answer's own facts line), its headline, and the
    command for the rest."""
    out = [head]
    out += [line.get(lang) for line in result.answer]
    out.append(tr(lang, f"Its whole answer: {part.command}", f"完整答案：{part.command}"))
    return out


def refused_lines(message: str, part: AlsoAsked, lang: str) -> list[str]:
    """The serving part could not be sized from the words alone: why, and the command to complete."""
    return [tr(lang, f"Not sized from the words alone: {message}", f"仅凭描述无法估算：{message}"),
            tr(lang, f"Ask with: {part.command}", f"可以这样问：{part.command}")]
