"""`gpu-advisor tui` (also plain `gpu-advisor`): the guided interview."""

from __future__ import annotations

import argparse

from advisor_tui.context import Context


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--resume", action="store_true",
                        help="resume the last interrupted interview")
    parser.add_argument("--verify-result", metavar="FILE",
                        help="a `gpu-advisor verify --report FILE` result: shown on the Why screen "
                             "and added to exported reports")


def run(args: argparse.Namespace, ctx: Context) -> int:
    from advisor_tui.app import make_app

    verify = None
    if getattr(args, "verify_result", None):
        from advisor_tui.verify import attach

        verify = attach.load(args.verify_result)
    # The knowledge base is handed over as a loader: the first question appears before it is read.
    app = make_app(kb=lambda: ctx.kb, lang=ctx.lang, resume=bool(getattr(args, "resume", False)),
                   verify_result=verify)
    app.run()
    return app.return_code or 0
