"""The `gpu-advisor` command: subcommands, common options, and the exit-code contract.

Exit codes (DESIGN §4): 0 done; 2 invalid input or knowledge (one line on stderr, no traceback);
1 unexpected internal error (one line, and the traceback written to a log file).
Each subcommand lives in ``advisor_tui/commands/<name>.py`` with ``configure(parser)`` and
``run(args, ctx) -> int``; only the module of the command being run is imported (start-up time:
the TUI should open about as fast as a bare Textual app).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import importlib
import os
import re
import sys
import traceback
from datetime import datetime
from pathlib import Path
from typing import NoReturn

from advisor_tui import __version__
from advisor_tui.context import Context
from advisor_tui.i18n import HANT, OUTPUT_LANGS, detect_lang, text_lang
from advisor_tui.safe_text import clean_line, guard_streams, is_closed_output, silence_stdout
from knowledge.errors import AdvisorError

COMMANDS = {
    "tui": "the guided interview in the terminal (default when no command is given)",
    "recommend": "recommend GPUs for a job: the card that is enough, the faster one, and why",
    "estimate": "estimate the memory a job needs and check it against each card",
    "faq": "answer a question from the FAQ, in Chinese or English (e.g. '两张 4090 能当 48G 用吗')",
    "cards": "list the GPUs in the knowledge base with their specs",
    "offers": "list rental offers (provider, price, billing unit, source, date)",
    "models": "list the models the estimates know (architecture from official configs)",
    "rules": "list every rule of the expert system (id, concern, what it does, source)",
    "verify": "on a rented machine: check the GPU against the card paid for (driver, power cap, "
              "memory, topology, copy and matmul tests)",
}
MAX_ARG_CHARS = 100_000  # a 10 MB paste is refused up front, not parsed


class OneLineParser(argparse.ArgumentParser):
    """argparse, but an error is one line on stderr and exit 2 (no usage block)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, clean_line(f"{self.prog}: error: {message} (see --help)") + "\n")


def _language_of_say(say: str | None) -> str | None:
    """A --say written in Chinese is answered in Chinese unless --lang (or GPU_ADVISOR_LANG) says otherwise
    (review 30 m6: "请推荐买什么卡" came back in English on an English locale); in traditional characters
    when it is written in them (review 98 c03: a Hong Kong hospital's Cantonese was answered in simplified)."""
    if not say or os.environ.get("GPU_ADVISOR_LANG"):
        return None
    sample = say[:2000]
    cjk = sum(1 for ch in sample if "\u4e00" <= ch <= "\u9fff")
    latin = sum(1 for ch in sample if ch.isascii() and ch.isalpha())
    if cjk < 4 or cjk < latin / 3:
        return None
    from advisor_tui.hant import detect  # only for Chinese text: the table is read then, not before

    return detect(sample) or "zh"


def _common(lang_default: str | None) -> argparse.ArgumentParser:
    common = OneLineParser(add_help=False)
    common.add_argument("--knowledge", metavar="FILE", action="append",
                        default=None if lang_default is None else argparse.SUPPRESS,
                        help="extra knowledge YAML (prices, cards, models) merged by id over "
                             "the bundled data; repeatable")
    common.add_argument("--lang", choices=OUTPUT_LANGS, default=lang_default,
                        help="language of the output; zh-Hant: Chinese in traditional characters (default: that of "
                             "--say when it is Chinese, simplified or traditional, else the locale)")
    return common


def chosen_command(argv: list[str]) -> str | None:
    """The subcommand named in ``argv`` (skipping the values of --lang / --knowledge)."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in ("--lang", "--knowledge"):
            skip = True
        elif arg in ("-h", "--help"):
            return None  # everything, for the help text
        elif not arg.startswith("-"):
            return arg if arg in COMMANDS else None
    return "tui"


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, every subcommand configured and named for the help text; with ``only``
    (the command ``argv`` names), just that subcommand: its module is the only one imported, and
    the other eight subparsers, each with its own common options, are not built (a cold
    ``recommend`` spent 1.6 % of its instructions beyond the import floor on them)."""
    top_common = _common(None)
    parser = OneLineParser(
        prog="gpu-advisor", parents=[top_common],
        description="Which GPU to rent (or buy) for an AI job, and why: memory first, then cost "
                    "per unit, then supply, compliance and ecosystem, and only last raw speed.",
        epilog="Without a subcommand the guided interview (TUI) starts. "
               "Examples: gpu-advisor recommend --model qwen3-32b --context 32k --region cn "
               "--budget 3000/month --currency CNY · gpu-advisor faq '两张 4090 能当 48G 用吗'")
    parser.add_argument("--version", action="version", version=f"gpu-advisor {__version__}")
    parser.add_argument("--resume", action="store_true",
                        help="resume the last interrupted interview (TUI)")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=OneLineParser)
    for name, text in COMMANDS.items():
        if only is not None and name != only:
            continue
        cmd = sub.add_parser(name, help=text, description=text, parents=[_common(argparse.SUPPRESS)])
        module = importlib.import_module(f"advisor_tui.commands.{name}")
        module.configure(cmd)
        cmd.set_defaults(_module=module)
    return parser


def _log_crash() -> Path | None:
    try:
        from advisor_tui.state import state_dir

        folder = state_dir()
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"crash-{datetime.now():%Y%m%d-%H%M%S}.log"
        path.write_text(traceback.format_exc(), encoding="utf-8")
        return path
    except Exception:  # noqa: BLE001 - logging must never hide the original failure
        return None


def _say(line: str, hant: bool = False) -> None:
    """One line on stderr, inert (no escape sequence reaches the terminal), in traditional characters with
    ``hant``; never raises."""
    with contextlib.suppress(Exception):  # stderr closed or full: nothing left to tell
        if hant:
            from advisor_tui.hant import to_traditional

            line = to_traditional(line)
        print(clean_line(line), file=sys.stderr)


def _context(args: argparse.Namespace) -> Context:
    """The language asked for (--lang, else that of --say or of a faq query, else the locale) and the context
    the command runs in. zh-Hant is the zh text converted on its way out: the command runs in zh, writing to
    streams that convert (advisor_tui/hant.py), and its --lang reads zh."""
    said = getattr(args, "say", None) or " ".join(getattr(args, "query", None) or ())
    asked = getattr(args, "lang", None) or _language_of_say(said) or detect_lang()
    files = tuple(getattr(args, "knowledge", None) or ())
    if asked != HANT:
        return Context(knowledge_files=files, lang=asked)
    if getattr(args, "lang", None) == HANT:
        args.lang = text_lang(HANT)
    if args.command in (None, "tui"):  # the TUI switches between en and zh only: it speaks simplified
        return Context(knowledge_files=files, lang=text_lang(HANT))
    from advisor_tui.hant import TraditionalWriter

    return Context(knowledge_files=files, lang=text_lang(HANT), hant=True, said=said,
                   out=TraditionalWriter(sys.stdout, said), err=TraditionalWriter(sys.stderr, said))


def _negative_values_attached(argv: list[str]) -> list[str]:
    """"--budget -100/month" as "--budget=-100/month": argparse takes a word starting with "-" for an option and
    said "expected one argument", where the value's own check says what is wrong with it (review 24)."""
    out: list[str] = []
    for token in argv:
        if out and out[-1].startswith("--") and "=" not in out[-1] and re.match(r"-\.?\d", token):
            out[-1] = f"{out[-1]}={token}"
        else:
            out.append(token)
    return out


def main(argv: list[str] | None = None) -> int:
    if sys.stderr is None:  # `2>&-`: errors go nowhere rather than crash
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives till exit
    if sys.stdout is None:  # `>&-`: nothing can be written; say so instead of crashing
        _say("gpu-advisor: standard output is closed; nothing to write to")
        return 2
    guard_streams()  # an ascii / C-locale stdout writes \uXXXX instead of raising
    argv = list(sys.argv[1:] if argv is None else argv)
    if sum(len(a) for a in argv) > MAX_ARG_CHARS:
        print(f"gpu-advisor: error: arguments too long (over {MAX_ARG_CHARS:,} characters)",
              file=sys.stderr)
        return 2
    argv = _negative_values_attached(argv)
    command = chosen_command(argv)
    # A one-shot command's objects (modules, the rule base, the knowledge) nearly all live until
    # it exits, so the cyclic collector's passes during its start-up find nothing: about 4 % of a
    # cold `recommend`, and ~2 % more while its command's modules are imported (build_parser).
    # The TUI runs for long: its collector is left alone.
    paused_gc = command != "tui" and gc.isenabled()
    if paused_gc:
        gc.disable()
    try:
        parser = build_parser(command)
        args = parser.parse_args(argv)
    except BaseException:  # --help, --version, a usage error: SystemExit
        if paused_gc:
            gc.enable()
        raise
    ctx = _context(args)
    module = getattr(args, "_module", None)
    if module is None:  # no subcommand: the TUI
        module = importlib.import_module("advisor_tui.commands.tui")
        args.command = "tui"
    if paused_gc and args.command == "tui":
        gc.enable()
        paused_gc = False
    try:
        code = int(module.run(args, ctx) or 0)
        ctx.out.flush()  # a full disk or a closed pipe shows here, not at interpreter exit
        return code
    except AdvisorError as exc:
        if exc.exit_code == 1:  # a bug on our side (engine error): the log says where
            path = _log_crash()
            where = f" (details: {path})" if path else " (no log could be written)"
            _say(f"gpu-advisor: {exc.message}{where}", ctx.hant)
        else:
            _say(f"gpu-advisor: {exc.message}", ctx.hant)
        return exc.exit_code
    except KeyboardInterrupt:
        _say("gpu-advisor: interrupted")
        return 130
    except Exception as exc:  # noqa: BLE001 - the contract: exit 1, message + log
        if is_closed_output(exc):
            # `gpu-advisor cards | head` or a full disk: the output went away; no traceback
            silence_stdout()
            if isinstance(exc, BrokenPipeError):
                return 0
            _say(f"gpu-advisor: cannot write the output ({os.strerror(exc.errno or 0)})")
            return 2
        path = _log_crash()
        where = f" (details: {path})" if path else " (no log could be written)"
        _say(f"gpu-advisor: internal error: {type(exc).__name__}: {exc}{where}")
        return 1
    finally:
        if paused_gc:
            gc.enable()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
