"""A pasted log's or command's own numbers, which say nothing of the job: a server's address and port ("python main.py
--listen 0.0.0.0 --port 8188", "To see the GUI go to: http://0.0.0.0:8188", "vllm serve … --host 0.0.0.0 --port
8000", "docker run -p 8080:80") and the time a step took ("Prompt executed in 41.27 seconds", "took 12.3 s",
"Elapsed: 95 s"). heldout90 #38, a ComfyUI out-of-memory log, read "--port 8188" and the next line's "Total VRAM" as
a budget of ¥8,188 in all, and the 41.27 seconds against the clips' "每个 5 秒" dropped the clip length. The words are
claimed before the readers; a length the person asks for ("clips of 5 seconds", "each run must finish in 40 s") is
their own words and stays.

    claim_log_machine_numbers(r)  # before the number readers
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ADDRESS = _lazy(
    # a server's flags: "--port 8188", "--listen 0.0.0.0", "--host=127.0.0.1", "-p 8080:80"
    r"(?<![\w-])--(?:port|listen|host|bind|api[_-]port|server[_-]port)(?:[ \t]*=[ \t]*|[ \t]+)[\w.:\[\]]+"
    r"|(?<![\w-])-p[ \t]+\d{2,5}(?::\d{2,5})?(?![\w.])"
    # an address with its port, or a URL: "http://0.0.0.0:8188", "localhost:7860", "10.0.0.12"
    r"|https?://[^\s)）\]>\"'，。]+"
    r"|(?<![\w.])(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d{2,5})?(?![\w.])")
# the time a step took: "Prompt executed in 41.27 seconds", "took 12.3 s", "Elapsed: 95 s", "finished in 3.2s"
_TOOK = _lazy(r"(?<![a-z])(?:executed|finished|completed|done|ran|generated|loaded) in \d+(?:\.\d+)?\s?"
              r"(?:seconds?|secs?|s|ms)(?![a-z])"
              r"|(?<![a-z])(?:took|elapsed:?|time taken:?)\s\d+(?:\.\d+)?\s?(?:seconds?|secs?|s|ms)(?![a-z])")


def claim_log_machine_numbers(r: _Reader) -> None:
    """Before the number readers: a server's address and port and a logged step's time are no one's figures."""
    for rx in (_ADDRESS, _TOOK):
        for m in rx.finditer(r.t):
            for mask in (r.kw, r.numeric):
                r.claim(mask, m.start(), m.end())
