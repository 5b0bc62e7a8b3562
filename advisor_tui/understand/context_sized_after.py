"""A document's length told first, then the window sized for it after "so": the window is the context.

"Notaries want to ask questions over deeds … — some deeds with anexes run to 50k tokens, so 64k context." (heldout89
#27) read two contexts, 50k and 64k, in conflict, and kept neither. The family: the longest thing fed in is described
("some contracts run to 50k tokens", "our longest manual is ~90k tokens", "最长的合同有 9 万 token"), then the window
chosen for it follows a "so" ("so 64k context", "so we need 128k", "hence a 128k window", "所以上下文开 128k"). The
length after "so" is the decision, and the described one is why — so long as the window covers it. A window smaller
than the length described (truncation, or a mistake) decides nothing: the conflict stays for the person to settle.

The window may come first and its reason after "because": "128k context because some filings run to ~90k tokens"
(heldout93 #29 read the same conflict), "上下文开 128k，因为最长的合同有 9 万 token" — the same reading, the reason in
the clause the "because" opens.

    settle_context_sized_after(r)  # before the decision, beside the other settlers
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

# "so" opening the clause the window is said in, a few words between: "so 64k context", "so we need a 128k window"
_SO_BEFORE = _lazy(r"(?:^|[,;:—–.(]\s?|\s(?:and|which)\s)(?:so|hence|thus|therefore|which means|meaning)(?![a-z])"
                   r"[^,;:.!?\n—–]{0,28}$"
                   r"|(?:所以|因此|因而|那么?|那就)[^，。；！？\n]{0,12}$")


# "because" right after the window, its clause running on to the length: "128k context because some filings run to
# ~90k tokens", "上下文开 128k，因为最长的合同有 9 万 token"
_BECAUSE_AFTER = _lazy(r"[^,;:.!?\n—–]{0,16}?(?:[,;—–(]\s?)?(?:because|since|as|given that|'?cause|因为|因為|由于|由於"
                       r"|毕竟|畢竟)(?![a-z])")
_CLAUSE_BREAK = _lazy(r"[.;!?\n。；！？]")


def settle_context_sized_after(r: _Reader) -> None:
    """Before the decision: of two or more contexts read, one said after "so" and covering the others is the one."""
    lengths = [f for f in r.found if f.fact == "context_tokens"]
    if len({f.value for f in lengths}) < 2:
        return
    sized = [f for f in lengths if _SO_BEFORE.search(r.t, max(0, f.start - 40), f.start)]
    if len({f.value for f in sized}) != 1:
        _settle_window_then_reason(r, lengths)
        return
    window = sized[0]
    described = [f for f in lengths if f.start < window.start and f.value != window.value]
    if not described or any(f.value > window.value for f in lengths) \
            or any(f.start > window.start and f.value != window.value for f in lengths):
        return
    _keep(r, window, described, "before it", "前面")


def _settle_window_then_reason(r: _Reader, lengths: list[_Finding]) -> None:
    """The window said first, the length it covers in the "because" clause after it."""
    for window in lengths:
        because = _BECAUSE_AFTER.match(r.t, window.end)
        if because is None:
            continue
        others = [f for f in lengths if f.value != window.value]
        described = [f for f in others if f.start >= because.end() and f.value < window.value
                     and not _CLAUSE_BREAK.search(r.t, because.end(), f.start)]
        if described and len(described) == len(others):
            _keep(r, window, described, "after it", "后面")
            return


def _keep(r: _Reader, window: _Finding, described: list[_Finding], where: str, where_zh: str) -> None:
    for f in described:
        f.fact = "_described_length"
    said = r.quote(window.start, window.end)
    r.note(f"“{said}”: the window sized for the longest said {where}", f"“{said}”：为{where_zh}说的最长内容配的窗口")
