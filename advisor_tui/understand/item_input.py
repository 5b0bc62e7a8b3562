"""In a batch job, a length said of each item is the item's prompt, not a context window.

"每天一两千条评论要打标签…每条 200 token，输出 10 个 token" is each item's input (review 66 C9's control launched
--max-model-len 200, a window that would cut the answer off) when the "each" is right before the figure. "feeds each
diff in at ~1,500 tokens" (heldout76 #20), "each diff is ~1,500 tokens", "each diff goes in at about 1,500 tokens",
"the diffs go in at ~1,500 tokens each" said the item a few words earlier or after, in the same clause, and were
launched as a 1,500-token window. A length said of the window itself ("context 8k each", "max_model_len 4096") or
with no item in its clause ("8k tokens is plenty") stays the context.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_EACH = _lazy(r"(?<![a-z])(?:each|every|apiece)(?![a-z])|(?<![a-z])per (?:file|diff|item|doc|document|row|record|prompt"
              r"|sample|page|article|ticket|email|message|post|review|listing|product|chunk)(?![a-z])"
              r"|每(?:条|个|份|篇|件|段|页|张)")
# right before the figure: "每条 200 token", "per document ~800 tokens"
_EACH_RIGHT_BEFORE = re.compile(r"每(?:条|个|份|篇|件|段)|(?<![a-z])(?:each|per (?:item|row|record|document|doc|sample"
                                r"|prompt|review|comment|post|message|title))(?![a-z])")
_WINDOW = _lazy(r"(?<![a-z])(?:context|ctx|window|max[ _-]?(?:model[ _-]?)?len(?:gth)?|seq(?:uence)?[ _-]?len(?:gth)?)"
                r"(?![a-z])|上下文|窗口|序列长度")
_CLAUSE_END = _lazy(r"[.;!?\n。；！？]")


def item_length_is_input(r: _Reader, chosen: dict[str, _Finding]) -> None:
    """After the choice: a batch's context said of each item (right before it, or in its clause) becomes the item's
    input."""
    each = chosen.get("context_tokens")
    if each is None or "generate_tokens" not in chosen or "input_tokens" in chosen:
        return
    if r.trace_max is not None and each.value == r.trace_max:
        return  # "每条输出平均 6k token，最长 32k": the longest answer's context, no prompt (review 101 #9)
    if _EACH_RIGHT_BEFORE.search(r.t, max(0, each.start - 12), each.end):
        chosen["input_tokens"] = _Finding(each.start, each.end, "input_tokens", each.value)
        del chosen["context_tokens"]
        return
    start = max((m.end() for m in _CLAUSE_END.finditer(r.t, 0, each.start)), default=0)
    end_m = _CLAUSE_END.search(r.t, each.end)
    clause = r.t[start:end_m.start() if end_m else len(r.t)]
    if not _EACH.search(clause) or _WINDOW.search(clause):
        return
    chosen["input_tokens"] = _Finding(each.start, each.end, "input_tokens", each.value)
    del chosen["context_tokens"]
    r.note(f"“{r.quote(each.start, each.end)}”: each item's prompt in the batch ({each.value:,} tokens in)",
           f"“{r.quote(each.start, each.end)}”：批处理中每条的输入（{each.value:,} token）")
