"""A model a script was debugged on is no job's model: "That's the verl script we debugged on a 0.5B model. The real
run: full-parameter GRPO on Qwen2.5-7B-Instruct" (heldout77 #16: the 0.5B stood against the 7B as a conflict),
"smoke-tested the config with Qwen3-0.6B", '脚本先在 0.5B 上调通了，正式跑 7B'. The small model proves the pipeline
runs; the model or size said elsewhere is the job's. Only where another is said: a size said alone stays."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy, clause_around
from advisor_tui.understand.reader import _Reader

_DEBUGGED = _lazy(r"(?<![a-z])(?:debugged|debug(?:ging)?\sit|smoke[- ]?tested|sanity[- ]checked|prototyped|dry[- ]ran"
                  r"|(?:tested|tried|validated|checked)\s(?:it|this|that|the (?:script|config|pipeline|setup|code)))"
                  r"\s(?:\w+\s){0,3}?(?:on|with|using|against)\s"
                  r"|(?:调通|调试|跑通|验证)(?:了|过)?\s?(?:流程|脚本|代码|配置)?"
                  r"|(?:在|用)\s?[^,，。;；\n]{0,20}?(?:上|里)?\s?(?:先)?\s?(?:调通|调试|跑通)")
_CLAUSE_EDGE = _lazy(r"[,，。；;!?！？\n]|\.(?!\d)")


def _clause(r: _Reader, s: int, e: int) -> str:
    lo, hi = clause_around(r.t, s, e, _CLAUSE_EDGE, 80, 60)
    return r.t[lo:hi]


def drop_debug_run_sizes(r: _Reader) -> None:
    """Before the decision: a model or size in a clause saying a script was debugged on it is set aside where the
    job's model or size is said in another clause."""
    sized = [f for f in r.found if f.fact in ("model", "params_b")]
    debug = [f for f in sized if _DEBUGGED.search(_clause(r, f.start, f.end))]
    if not debug or len(debug) == len(sized):
        return
    for f in debug:
        f.fact = "_dropped"
        said = r.quote(f.start, f.end)
        r.note(f"“{said}”: the model the script was debugged on, not the job's",
               f"“{said}”：调试脚本用的模型，不是这次任务的")
