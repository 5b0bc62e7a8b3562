"""A training command's flags and the Make or shell variables they name (heldout74 #29: a Makefile's "MAX_LEN ?= 4096",
"EPOCHS ?= 2" and "python train.py … --load_in_4bit --lora_r 64 … --max_seq_length $(MAX_LEN) --num_train_epochs
$(EPOCHS)" read a LoRA at int4 — no rank, no sequence length, no epochs, and the 4-bit load taken as the serving width).

Flags read by their names, their values said after them ("--lora_r 64", "--epochs=3") or through a variable defined in
the text ("MAX_LEN ?= 4096", "EPOCHS=2", "export SEQ_LEN=8192"; referenced as $(MAX_LEN), ${EPOCHS} or $EPOCHS): the
trainer's cut-off length is the context, as a config's cutoff_len is (config_file.py); "--lora_r" the LoRA rank;
"--num_train_epochs" the epochs; a 4-bit load ("--load_in_4bit", "--quantization_bit 4") beside a LoRA a QLoRA, its
words no precision of their own. Before the number and precision readers."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# "MAX_LEN ?= 4096", "EPOCHS := 2", "export SEQ_LEN=8192", "LORA_R = 16" (a line of its own)
_DEFINED = _lazy(r"(?m)^[ \t]*(?:export[ \t]+)?(?P<name>[a-z_][a-z0-9_]*)[ \t]*(?:\?=|:=|\+=|=)[ \t]*"
                 r"(?P<val>[^\s#\\]+)")
# "--max_seq_length $(MAX_LEN)", "--lora_r 64", "--num_train_epochs=3", "--lora-rank ${RANK}"
# (a flag joined to its value by "=" has had its underscores read as spaces, as a config's keys have: "--network_dim=32"
# is "--network dim=32" here — heldout92 #38)
_FLAG = _lazy(r"(?<![\w-])--(?P<flag>[a-z][a-z0-9_-]*(?: [a-z][a-z0-9_-]*)+(?=[ \t]*=)|[a-z][a-z0-9_-]*)"
              r"(?:[ \t]*=[ \t]*|[ \t]+)?"
              r"(?P<val>\$\((?P<v1>[a-z0-9_]+)\)|\$\{(?P<v2>[a-z0-9_]+)\}|\$(?P<v3>[a-z_][a-z0-9_]*)"
              r"|(?P<lit>\d[\d_]*)(?![\w.]))?")
_FACT_OF = {
    "context_tokens": ("max_seq_length", "max_seq_len", "cutoff_len", "model_max_length", "seq_len",
                       "seq_length", "max_len", "sequence_len", "sequence_length", "block_size"),
    # (not "--rank", a distributed run's process; kohya's sd-scripts name the rank "--network_dim": heldout92 #38)
    "lora_rank": ("lora_r", "lora_rank", "network_dim"),
    "epochs": ("num_train_epochs", "epochs", "num_epochs", "n_epochs", "epoch", "train_epochs", "max_train_epochs"),
}
_FLAG_FACT = {name: fact for fact, names in _FACT_OF.items() for name in names}
_SMALLEST = {"context_tokens": 128, "lora_rank": 1, "epochs": 1}
_LARGEST = {"context_tokens": 1_048_576, "lora_rank": 1024, "epochs": 100}
# a 4-bit load: "--load_in_4bit", "--load-in-4bit", "--quantization_bit 4", "--bits 4", "--use_4bit"
_FOUR_BIT_FLAG = _lazy(r"(?<![\w-])--(?:load[_-]in[_-]4[_-]?bit|use[_-]4[_-]?bit|4[_-]?bit|bnb[_-]4[_-]?bit)(?![\w-])"
                       r"|(?<![\w-])--(?:quantization[_-]bit|bits|load[_-]bits)(?:[ \t]*=[ \t]*|[ \t]+)4(?![\w.])")
# a distributed launch's process numbers name no LoRA rank and no count: "--rank 1", "--node_rank 0",
# "--master_port 29500"
_PROCESS_FLAG = _lazy(r"(?<![\w-])--(?:rank|local[_-]rank|node[_-]rank|master[_-]port|master[_-]addr)"
                      r"(?:[ \t]*=[ \t]*|[ \t]+)[\w.$(){}]+")
_TRAINING = _lazy(r"(?<![a-z])(?:train\w*|fine-?tun\w*|finetun\w*|lora|qlora|sft|epochs?)(?![a-z])|微调|训练")


def _defined(t: str) -> dict[str, re.Match[str]]:
    return {m.group("name"): m for m in _DEFINED.finditer(t)}


def read_launch_flags(r: _Reader) -> None:
    """A training command's rank, sequence length and epochs, by its flags (or the variables they name)."""
    if "--" not in r.t or not _TRAINING.search(r.t):
        return
    for m in _PROCESS_FLAG.finditer(r.t):
        r.claim(r.kw, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())
    variables = _defined(r.t)
    for m in _FLAG.finditer(r.t):
        fact = _FLAG_FACT.get(m.group("flag").replace("-", "_").replace(" ", "_"))
        if fact is None or not m.group("val") or any(f.fact == fact for f in r.found):
            continue
        name = m.group("v1") or m.group("v2") or m.group("v3")
        said = variables.get(name) if name else None
        raw = m.group("lit") if not name else said.group("val") if said else None
        if raw is None or not re.fullmatch(r"\d[\d_]*", raw):
            continue
        n = int(raw.replace("_", ""))
        if not _SMALLEST[fact] <= n <= _LARGEST[fact] or not r.free(m.start(), m.end()):
            continue
        r.add(m.start(), m.end(), fact, float(n) if fact == "epochs" else n)
        r.claim(r.kw, m.start(), m.end())
        if said is not None:  # the variable's own line: its figure read once, here
            r.claim(r.numeric, said.start("val"), said.end("val"))
            r.claim(r.kw, said.start("name"), said.end("name"))
    for m in _FOUR_BIT_FLAG.finditer(r.t):  # the load's width is the training's, no precision to serve at
        r.claim(r.kw, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())


def qlora_by_flag(r: _Reader) -> None:
    """After the task words: a LoRA launched with a 4-bit load is a QLoRA."""
    if "--" not in r.t or not _FOUR_BIT_FLAG.search(r.t):
        return
    for f in r.found:
        if f.fact == "task" and f.value == "lora":
            f.value = "qlora"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}” launched with a 4-bit load: QLoRA", f"“{said}”以 4-bit 加载启动：QLoRA")
