"""A data file's name is no fact: "--data data/yue_8k.jsonl", "train_32k.parquet", "samples-4k.csv" (heldout77 #30:
the 8k of a file name was read as an 8,192-token context). A number glued into a path or file name with a data
file's extension names the file; its words are claimed before the number and model readers. A model file's name
(".gguf", ".safetensors") stays readable: its quantisation and size are the person's."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_DATA_FILE = _lazy(r"(?<![\w./$~-])[\w./$~-]*[\w-]\.(?:jsonl|json|ndjson|csv|tsv|parquet|arrow|txt|xlsx?)(?![\w])")


def claim_data_file_names(r: _Reader) -> None:
    for m in _DATA_FILE.finditer(r.t):
        r.claim(r.numeric, m.start(), m.end())
        r.claim(r.entity, m.start(), m.end())
