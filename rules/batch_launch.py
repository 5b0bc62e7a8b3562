"""An offline batch job's command (rules.generation: N answers generated, no one waiting): vLLM's ``run-batch``
reads requests from a JSONL file in the OpenAI Batch format and writes the answers to another, with the same engine
options as ``vllm serve`` (vllm-run-batch) — no server to start and feed over HTTP (review 89 c09). Copies of the model
on their own GPUs each take a share of the file: one process per copy, pinned to its GPUs."""

from __future__ import annotations

import re

from knowledge.lazy_pattern import LazyPattern

_DP = LazyPattern(r" --data-parallel-size (\d+)")


def offline(line: str) -> str:
    """``line`` (a ``vllm serve REF …`` command) as the batch job runs it; any other command is returned as it is."""
    if not line.startswith("vllm serve "):
        return line
    ref, _, rest = line[len("vllm serve "):].partition(" ")
    rest = f" {rest}"
    copies = _DP.search(rest)
    rest = _DP.sub("", rest)
    tp = re.search(r"--tensor-parallel-size (\d+)", rest)
    width = int(tp.group(1)) if tp else 1
    one = f"vllm run-batch -i requests.jsonl -o results.jsonl --model {ref}{rest}".rstrip()
    if copies is None:
        return one
    n = int(copies.group(1))
    gpus = "$i" if width == 1 else f"$(seq -s, $((i*{width})) $((i*{width}+{width - 1})))"
    return (f"split -n l/{n} -d -a 3 requests.jsonl part_; for i in $(seq 0 {n - 1}); do "
            f"CUDA_VISIBLE_DEVICES={gpus} vllm run-batch -i part_$(printf %03d $i) -o results_$i.jsonl --model {ref} "
            f"{rest.strip()} & done; wait")
