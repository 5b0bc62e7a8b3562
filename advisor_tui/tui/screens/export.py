"""Export the rationale report: Markdown, HTML or JSON, to a path the person chooses (by default a
dated name in the current directory); the written path, or the error, is shown in one line."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Input, RadioButton, RadioSet, Static

from advisor_tui.i18n import tr
from advisor_tui.safe_text import clean
from advisor_tui.tui.keys import Key, bindings, labels
from advisor_tui.tui.screens.dialog import Dialog

FORMATS = (("md", "Markdown"), ("html", "HTML"), ("json", "JSON"))


def default_name(ext: str, today: _dt.date | None = None, folder: Path | None = None) -> str:
    """A dated name; in ``folder``, the first one not taken ('…-2.md'), so a second export the
    same day never replaces the first."""
    stem = f"gpu-advisor-{(today or _dt.date.today()):%Y-%m-%d}"
    name, n = f"{stem}.{ext}", 1
    while folder is not None and (folder / name).exists() and n < 1000:
        n += 1
        name = f"{stem}-{n}.{ext}"
    return name


class ExportScreen(Dialog[Path | None]):
    KEYS = (Key("escape", "close", "close", "Close", "关闭", "Back to the interview", "返回问答"),)
    BINDINGS = bindings(KEYS)
    LABELS = labels(KEYS)

    def __init__(self, consultation: Any, fmt: str = "md", folder: Path | None = None) -> None:
        super().__init__(classes="dialog-screen")
        self.consultation = consultation
        self.fmt = fmt if fmt in dict(FORMATS) else "md"
        self.folder = folder or Path.cwd()
        self.written: Path | None = None
        self._auto_name = default_name(self.fmt, folder=self.folder)
        self._replace_ok: Path | None = None  # an existing file the person asked to replace

    @property
    def lang(self) -> str:
        return self.app.lang

    def compose(self) -> ComposeResult:
        lang = self.lang
        with Vertical(classes="dialog", id="export-dialog"):
            yield Static(Text(tr(lang, "Export the report", "导出报告"), style="bold"))
            with RadioSet(id="export-format"):
                for ext, label in FORMATS:
                    yield RadioButton(label, value=ext == self.fmt, id=f"fmt-{ext}")
            yield Static(Text(clean(tr(lang, f"File (relative to {self.folder}):",
                                         f"文件（相对于 {self.folder}）："))),
                         classes="muted")
            yield Input(value=self._auto_name, id="export-path")
            with Horizontal(classes="dialog-buttons"):
                yield Button(tr(lang, "Write", "写入"), id="export-write", variant="primary")
                close = Button(tr(lang, "Close", "关闭"), id="export-close")
                # out of the Tab chain: Tab, Tab, Enter from the file name must not close unwritten
                close.can_focus = False
                yield close
            yield Static(id="export-result")

    def on_mount(self) -> None:
        self.query_one("#export-path", Input).focus()
        if self.consultation is None:
            self._result(False, tr(self.lang, "Nothing to export yet: answer the questions first.",
                                   "还没有可导出的结论：请先回答问题。"))

    @on(RadioSet.Changed, "#export-format")
    def _format(self, event: RadioSet.Changed) -> None:
        self.fmt = (event.pressed.id or "fmt-md").removeprefix("fmt-")
        path = self.query_one("#export-path", Input)
        if path.value == self._auto_name:  # only rename what the person has not edited
            self._auto_name = default_name(self.fmt, folder=self.folder)
            path.value = self._auto_name
        else:
            stem = Path(path.value)
            if stem.suffix.lower() in (".md", ".html", ".htm", ".json"):
                path.value = str(stem.with_suffix("." + self.fmt))

    @on(Input.Submitted, "#export-path")
    @on(Button.Pressed, "#export-write")
    def _write(self, event: Any) -> None:
        event.stop()
        self.write()

    @on(Button.Pressed, "#export-close")
    def _close(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_close()

    def write(self) -> Path | None:
        lang = self.lang
        if self.consultation is None:
            self._result(False, tr(lang, "Nothing to export yet: answer the questions first.",
                                   "还没有可导出的结论：请先回答问题。"))
            return None
        text = self.query_one("#export-path", Input).value.strip()
        if not text:
            self._result(False, tr(lang, "Give a file name.", "请填写文件名。"))
            return None
        path = Path(text).expanduser()
        if not path.is_absolute():
            path = self.folder / path
        if path.suffix.lower() not in (".md", ".html", ".htm", ".json"):
            path = path.with_name(path.name + "." + self.fmt)
        if path.exists() and path != self._replace_ok and path != self.written:
            self._replace_ok = path
            self._result(False, tr(lang, f"{path.name} exists: Write again to replace it, or change the name.",
                                   f"{path.name} 已存在：再按一次「写入」覆盖，或改个文件名。"))
            return None
        try:
            from advisor_tui.report import write_report

            written = Path(write_report(self.consultation, path, lang,
                                        verify=getattr(self.app, "verify_result", None), cards=self._cards(lang),
                                        said=self._also(lang)))
        except ImportError:
            self._result(False, tr(lang, "The report writer is not installed.", "报告模块未安装。"))
            return None
        except Exception as exc:  # noqa: BLE001 - any write error is one line on screen
            message = getattr(exc, "message", None) or f"{type(exc).__name__}: {exc}"
            if isinstance(exc, OSError):
                message = f"{exc.strerror or type(exc).__name__}: {exc.filename or path}"
            self._result(False, tr(lang, f"Not written: {message}", f"未写入：{message}"))
            return None
        self.written = written
        self._result(True, tr(lang, f"Written: {written.resolve()}", f"已写入：{written.resolve()}"))
        return written

    def _cards(self, lang: str) -> tuple[str, ...]:
        """The interview's verdicts on the cards the person named or has, as its answer view says them."""
        iv = getattr(getattr(self.app, "main", None), "interview", None)
        if iv is None or self.consultation is None or not getattr(iv, "named_cards", None):
            return ()
        from advisor_tui.named_cards import verdicts

        said = verdicts(iv.named_cards, self.consultation, owned=frozenset(iv.owned_cards), renting=not iv.no_rent,
                        adding=getattr(iv, "adding", None))
        return tuple(v.text.get(lang) for v in said)

    def _also(self, lang: str) -> tuple[str, ...]:
        """The parts a message asked beside the training, answered, as the CLI's report says them
        (advisor_tui.also_asked): one line a part, led by its title."""
        from advisor_tui.also_asked import is_title

        out: list[list[str]] = []
        for line in (getattr(getattr(self.app, "main", None), "also", None) or {}).get(lang) or ():
            if is_title(line) or not out:
                out.append([line.rstrip(":：") + tr(lang, ": ", "：")] if is_title(line) else [line])
            else:
                out[-1].append(line)
        return tuple(part[0] + " · ".join(part[1:]) if len(part) > 1 else part[0] for part in out)

    def _result(self, ok: bool, message: str) -> None:
        line = Text(clean(("✓ " if ok else "✗ ") + message), style="bold")
        result = self.query_one("#export-result", Static)
        result.update(line)
        result.set_class(not ok, "failed")

    def action_close(self) -> None:
        if self.written is None and self.consultation is not None:
            self.app.notify(tr(self.lang, "No report written.", "未导出报告。"), timeout=3)
        self.dismiss(self.written)
