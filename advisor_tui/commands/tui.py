"""`gpu-advisor tui` (also plain `gpu-advisor`): the guided interview."""

from __future__ import annotations

import argparse
import gc
import sys

from advisor_tui.context import Context
from knowledge.errors import InputError


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--resume", action="store_true",
                        help="resume the last interrupted interview")
    parser.add_argument("--verify-result", metavar="FILE",
                        help="a `gpu-advisor verify --report FILE` result: shown on the Why screen "
                             "and added to exported reports")


def _has_terminal() -> bool:
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):  # a closed or replaced stream
        return False


def run(args: argparse.Namespace, ctx: Context) -> int:
    if not _has_terminal():
        # `gpu-advisor < /dev/null > out.txt`: Textual would wait forever for keys and write
        # escape codes into the file
        raise InputError("the interview needs a terminal (stdin and stdout are not one); for a "
                         "script use `gpu-advisor recommend --model ... [--json]`")
    from advisor_tui.tui.app import make_app

    verify = None
    if getattr(args, "verify_result", None):
        from advisor_tui.verify import attach

        verify = attach.load(args.verify_result)
    # The knowledge base is handed over as a loader: the first question appears before it is read.
    app = make_app(kb=lambda: ctx.kb, lang=ctx.lang, resume=bool(getattr(args, "resume", False)),
                   verify_result=verify)
    # Everything imported so far lives as long as the process: moved out of the collector's
    # reach, the first full collection (due while the first screen renders, ~25 ms on the
    # 2-core bench machine) walks only what the app allocates from here on.
    gc.freeze()
    app.run()
    return app.return_code or 0
