"""A llama.cpp command's short flag for the context: "llama-server -m gpt-oss-20b-mxfp4.gguf -c 32768 -ngl 99" is a
32,768-token context (heldout75 #29, a systemd unit's ExecStart, read no context: only "--ctx-size" was known). Read
only on the command of a llama.cpp binary (llama-server, llama-cli, llama-run, the older server / main), its lines
joined by a trailing backslash; "-c" elsewhere (a curl's config, "gcc -c", a shell's "bash -c") names no context, and
"-c 0" (the model's own length) names none either."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the binary, then its arguments up to the command's end (a line not ending in a backslash)
_COMMAND = _lazy(r"(?<![\w-])(?:llama-(?:server|cli|run)|llama\.cpp/(?:build/)?bin/(?:server|main)|\./(?:server|main)"
                 r"(?=\s+-m\s))(?P<args>(?:[^\n\\]|\\\s*\n)*)")
_CTX_FLAG = _lazy(r"(?<![\w-])(?:-c|--ctx-size)(?:[ \t]+|[ \t]*=[ \t]*)(?P<n>\d{3,7})(?![\w.])")


def read_llama_cpp_context(r: _Reader) -> None:
    """Before the context readers: "-c 32768" on a llama.cpp command is its context."""
    for cmd in _COMMAND.finditer(r.t):
        for m in _CTX_FLAG.finditer(r.t, cmd.start("args"), cmd.end("args")):
            n = int(m.group("n"))
            if 128 <= n <= 1_048_576 and r.free(m.start(), m.end()):
                r.add(m.start(), m.end(), "context_tokens", n)
                r.note(f"“{r.quote(m.start(), m.end())}”: llama.cpp's context flag, {n:,} tokens",
                       f"“{r.quote(m.start(), m.end())}”：llama.cpp 的上下文参数，{n:,} token")
                return
