"""Free text → facts: what a person typed ("想部署 qwen3 32b，上下文 32k，国内，每月 3000 元")
read into the same fact values the CLI flags give (DESIGN §7).

``parse(text, kb)`` returns an ``Understanding``: the facts it is sure of, the span of the text each
came from (so the UI can show what every part of the sentence gave), what it saw but could not place
(an unknown model with close names, a budget without an amount …) and conflicts (two models, two
budgets …), which are reported and left out of ``facts`` instead of being resolved by guessing.
``merge`` lets facts given as options win over free text; ``describe`` renders it in en / zh;
``to_dict`` gives it as JSON (``recommend --json`` → ``"understood"``).

How it reads, and the decisions it makes (each stated back to the person as a note):

* Deterministic extractors over a normalised copy of the text (NFKC per character, lower case,
  1:1 with the original so spans index the original). Entities first (cards, model names), then
  numbers with units (usage, money, durations, context, concurrency, batch, GPUs, VRAM, precision,
  sizes), then keywords (task, region, compliance, CUDA, interruptible, priority). An extractor
  never reads characters an earlier one claimed: "4090 24G" is a card, not a VRAM need; "70B" in
  "llama 3.1 70b" is part of the name, not a size fact.
* Models: an anchor (a family word from the catalogue's ids, families and aliases, a known Chinese
  name such as 千问 / 深度求索, or a family word with a typo such as "lamma", "quen", "deepseak")
  followed by version, size and variant tokens. The name is accepted only when it equals a
  catalogue name or alias, or when exactly one catalogue model contains every token of it (numbers
  exactly, words allowing one typo). Otherwise it is unresolved, with candidates — never a silent
  guess: "qwen 32b" could be Qwen3-32B, Qwen2.5-32B or QwQ-32B. A size in an unplaced name still
  gives ``params_b``. Naming an image / video / speech / detection model sets the task.
* Cards ("两张 4090", "on a 4090", "A100 80G") are not facts about the job: they are exposed as
  ``mentioned_cards`` for the UI (the advisor picks the cards), never as ``vram_gb``.
  ``vram_gb`` is read only from a stated need ("需要 40GB 显存", "显存至少要 80G"), not from a card's
  size or a question ("要 80G 显存吗").
* "全精度" / "full precision" / "不量化" means the unquantised released weights: the model's native
  dtype (bf16 for current LLMs, which is what serving them "at full precision" means), bf16 when no
  model is named (fp16 for image / video), never fp32 — FP32 is read only from "fp32" / "单精度".
* Generic fine-tuning ("微调", "fine-tune", "训练" of an LLM) is read as LoRA, the usual way to
  fine-tune on rented cards; 全参 / full fine-tune, QLoRA and 预训练 are read as such.
* A budget without a currency is CNY when the text is Chinese and USD otherwise; without a period
  it is per month, or the total when the text states how long the job runs; "预算 5k" → 5000/month.
* Serving words (推理, 部署, API) next to an image / video / speech / detection job do not make it
  an LLM job; learning words (毕设, 入门) give the task "learn" only when nothing more specific does.
  "训练" with nothing saying it is a language model ("训练一个 ResNet") is asked about, not guessed.
  A negated word ("不是推理", "不要 LoRA", "no spot") does not count.
* Precision: "Q4" / q4_k_m → q4_k_m, "Q8" → q8_0, AWQ / GPTQ / "4bit" / "4 位" → int4, "8bit" →
  int8, "半精度" → fp16; a generic "4-bit" gives way to a specific 4-bit format named with it, and
  under QLoRA it is left to QLoRA's NF4. Near "KV cache" a precision is the KV cache's.
* Spoken Chinese numbers are rewritten in place before reading: 十来个 / 两万来张 / 万把块 / 小两万 →
  the round number, 个把月 → 一个月, 仨 → 三, 十几 → 十九 (the top of the range); a numeral after 几
  ("几千条") is vague and asked about. A number said after another quantity's word (并发, 输出, QPS,
  peak) or before a unit of time, people, tokens or requests is never money.
* A range ("一两个小时", "两三千", "3-4 张卡", "five or six") is read as its upper end, with a note. A price next to
  a card ("A100 一小时 10 块太贵了") is asked about, not taken as the budget.
* A wish with no date ("ASAP", "尽快") is a deadline asked about, not a speed priority; a day with a
  clock hour ("下周一早上9点前", "by 5pm Friday") is the hours to it from the start of today, a day part
  with no hour ("周一早上之前") is asked about. Where a
  person, company or university is ("PhD student in Munich", "a Japanese company", "人在上海") is
  where they rent unless the machines' place is said. A card wanted alone ("只想要 A100") or not
  wanted ("别给我推 H20") is said beside the answer, never a filter; a well-known model the catalogue
  lacks ("Kimi K2", "internlm2.5-20b") is asked about.

Work is bounded: only the first ``MAX_CHARS`` characters are read (the rest is reported as
unresolved), at most ``MAX_MODEL_MENTIONS`` model names and ``MAX_CARD_MENTIONS`` cards are looked
up, and every regular expression is linear: numbers are atomic and never start inside a run of
digits, repeats are bounded. The package must stay light (no ``textual``; patterns compile on first
use): it is used by ``gpu-advisor recommend --say`` and imported when the TUI starts.

The package is one module per concern: ``numbers`` (numerals and units), ``money`` (budgets and
currency), ``modelindex`` and ``models`` (model names), ``cards`` (cards and tools), ``training``,
``usage`` (hours and days), ``load`` (context, concurrency, GPUs, memory), ``precision``,
``keywords`` (task, region, CUDA), ``priority`` (speed or cost), ``buyer`` (a person or an organisation, and who pays),
``compliance`` (合规: export rules; 信创 / 国产化: domestic chips only), ``job`` (job size, peak load,
people, engines — DESIGN §8), ``deadline`` (time limits and dates), ``negation`` (negations, contrasts,
corrections, hedges), ``scope`` (a reply read as the answer to one interview question), ``decide`` (one
value per fact, conflicts, validation), ``read`` (the order extractors run in) and ``output`` (merge,
JSON, describe).

Negations never give the positive: "outside China" / "我们不在国内" are outside mainland China, "no China
compliance needed" is no compliance, "不涉及信创" is no domestic-chips rule, "no custom kernels" needs no
CUDA; a correction ("32k, no, make it 64k", "不是 A 是 B") keeps the corrected value; a hedge ("一般
8k，偶尔要 32k") takes the stated maximum; each is stated in a note. Facts read with low confidence
("team of 8" → 8 at once) are listed in ``doubtful`` and marked by ``describe``.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.output import describe, merge, to_dict
from advisor_tui.understand.read import parse
from advisor_tui.understand.result import (
    MAX_CHARS,
    CardMention,
    Conflict,
    Note,
    Span,
    Understanding,
    Unresolved,
)

__all__ = [
    "MAX_CHARS",
    "CardMention",
    "Conflict",
    "Note",
    "Span",
    "Understanding",
    "Unresolved",
    "_number",
    "describe",
    "merge",
    "parse",
    "to_dict",
]
