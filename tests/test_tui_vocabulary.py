"""One vocabulary, one key table per screen, facts in words instead of CLI flags, and a question
counter that only moves on (issues 11 and 17). Plain functions: no app is started."""

from __future__ import annotations

import pytest
from textual.binding import Binding

from advisor_tui import interview as flow
from advisor_tui.fact_words import spoken
from advisor_tui.tui import app as app_module
from advisor_tui.tui.keys import Key, bindings, labels
from advisor_tui.tui.screens.cards import CardsScreen
from advisor_tui.tui.screens.confirm import ConfirmScreen
from advisor_tui.tui.screens.export import ExportScreen
from advisor_tui.tui.screens.fact_edit import FactEditScreen
from advisor_tui.tui.screens.faq import FaqScreen
from advisor_tui.tui.screens.interview import InterviewScreen
from advisor_tui.tui.screens.why import WhyScreen
from advisor_tui.vocabulary import (
    FINETUNE,
    LLM,
    PART_LABELS,
    ROLE_NAMES,
    TASK_NAMES,
    TRAINING,
    UNIT_NAMES,
    part_label,
)
from knowledge.schema import TASKS
from rules.estimate.parts import BREAKDOWN_KEYS
from rules.facts import TRAINING_TASKS

SCREENS = [app_module.AdvisorApp, InterviewScreen, WhyScreen, FaqScreen, CardsScreen, ExportScreen,
           FactEditScreen, ConfirmScreen]


@pytest.mark.parametrize("owner", SCREENS, ids=lambda s: s.__name__)
def test_each_screen_builds_its_bindings_and_translations_from_one_table(owner):
    keys = owner.KEYS
    assert all(isinstance(k, Key) for k in keys)
    built = owner.BINDINGS
    assert [(b.key, b.action, b.show) for b in built] == [(k.key, k.action, k.show) for k in keys]
    assert all(isinstance(b, Binding) for b in built)
    for k in keys:
        if k.show:  # everything the footer shows has both languages and a tooltip in both
            assert k.id and k.en and k.zh and k.tip_en and k.tip_zh, k
    assert getattr(owner, "LABELS", {}) == labels(keys)


def test_a_key_table_row_is_its_binding():
    row = Key("s", "sort_cursor", "sort", "Sort", "排序", "Sort it", "排序它")
    (b,) = bindings([row])
    assert (b.key, b.action, b.description, b.id, b.tooltip) == ("s", "sort_cursor", "Sort", "sort", "Sort it")
    assert labels([row]) == {"sort": ("Sort", "排序", "Sort it", "排序它")}


def test_the_task_groups_and_part_names_are_the_domains():
    assert TRAINING == TRAINING_TASKS and LLM == ("inference", *TRAINING_TASKS)
    assert set(FINETUNE) < set(TRAINING) and "pretrain" not in FINETUNE
    assert flow.TRAINING is TRAINING and flow.LLM is LLM  # the interview uses the same tuples
    assert set(TASK_NAMES) == set(TASKS)
    assert set(PART_LABELS) == set(BREAKDOWN_KEYS)
    assert part_label("kv_cache", "en", inline=True) == "KV cache"
    assert part_label("optimizer", "en", inline=True) == "optimizer states"
    assert part_label("kv_cache", "zh") == "KV 缓存" and part_label("overhead", "en", short=True) == "other"
    assert flow.format_value("task", "lora", "zh") == "LoRA 微调"
    from advisor_tui.report.labels import LABELS
    from advisor_tui.tui.widgets.picks_summary import role_text

    assert LABELS["best-value"] == ROLE_NAMES["best-value"] == ("best value", "最划算")
    assert role_text(("enough", "best-value"), "zh") == "够用/最划算"
    assert LABELS["u_week"] == UNIT_NAMES["week"] == ("week", "周") and flow.UNIT_LABEL is UNIT_NAMES


@pytest.mark.parametrize(("text", "lang", "want"), [
    ("a company (--buyer company) does not get it", "en",
     "a company (“Who buys: an organisation (company, lab, institution)”) does not get it"),
    ("（个人项目可用 --buyer individual）。", "zh", "（个人项目可用「采购方：个人」）。"),
    ("rank 1 under --priority speed; --deadline drops counts", "en",
     "rank 1 under “Priority: speed”; “Deadline (hours)” drops counts"),
    ("or say --precision fp16 if", "en", "or say “Weight precision: FP16” if"),
    ("for vLLM: --hf-overrides with rope_scaling", "en", "for vLLM: --hf-overrides with rope_scaling"),
    ("or load a price list with --knowledge FILE", "en", "or load a price list with --knowledge FILE"),
    ("no flags here", "en", "no flags here"),
])
def test_fact_flags_read_as_the_facts_words(text, lang, want):
    assert spoken(text, lang) == want


def _walk(first_facts, picks):
    iv, seen = flow.Interview(), []
    q = iv.next_question()
    if first_facts:
        seen.append(iv.progress())
        iv.answer_facts(first_facts, q.id)
    while (q := iv.next_question()) is not None:
        seen.append(iv.progress())
        if q.id in picks:
            iv.answer_choice(q, q.choices[picks[q.id]])
        elif q.choices:
            iv.answer_choice(q, q.choices[0])
        else:
            iv.skip(q)
    return seen, iv


@pytest.mark.parametrize(("first", "picks"), [
    ({"task": "inference", "model": "qwen3-8b", "region": "cn"}, {}),
    (None, {"region": 0}),  # mainland China: compliance is asked
    (None, {"region": 1}),  # outside: compliance is ruled out
    (None, {"task": 1}),  # a fine-tune: another set of questions, decided by the first answer
])
def test_the_counter_moves_on_by_what_each_answer_settled(first, picks):
    seen, iv = _walk(first, picks)
    after_task = seen[1:] if first is None else seen
    numbers = [d for d, _ in seen]
    assert numbers == sorted(numbers)
    totals = [t for _, t in after_task]
    assert all(b in (a, a - 1) for a, b in zip(totals, totals[1:])), seen  # never grows mid-way
    assert iv.progress()[0] == iv.progress()[1]  # finished: every question counted
    assert iv.counter() == f"{iv.progress()[1]}/{iv.progress()[1]}"
    assert flow.Interview().counter() == "1/…"  # no total before the task is known


@pytest.mark.parametrize("name", ["public_service", "gradient_checkpointing", "compliance"])
def test_yes_no_facts_are_words_not_python_booleans(name):
    # the "✓ Understood" line printed "Public-facing service: True"
    assert flow.format_value(name, True, "en") == "yes"
    assert flow.format_value(name, False, "zh") == "否"
