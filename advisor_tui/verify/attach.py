"""A saved verify result (``verify --report FILE``) as a section of a consultation's report.

``load`` reads and validates the JSON (schema gpu-advisor/verify/v1) — a wrong file is one
``InputError`` line; ``lines``, ``markdown`` and ``html`` render it for the text answer, the
Markdown/HTML reports and the TUI's Why screen. Check texts are shown in the report's language
when the file carries both (``texts``), else as recorded.
"""

from __future__ import annotations

import html as _html
import json
from pathlib import Path
from typing import Any

from advisor_tui.i18n import tr
from advisor_tui.verify.result import figure
from knowledge.errors import InputError

SCHEMA = "gpu-advisor/verify/v1"
STATUSES = ("pass", "warn", "fail", "skipped")
VERDICTS = ("pass", "warn", "fail")
MAX_BYTES = 1 << 20
_MARK = {"pass": "✓", "warn": "!", "fail": "✗", "skipped": "–"}


def load(path: str | Path) -> dict[str, Any]:
    where = f"--verify-result {path}"
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise InputError(f"{where}: cannot read ({exc.strerror or type(exc).__name__})") from None
    if len(raw) > MAX_BYTES:
        raise InputError(f"{where}: too large for a verify result ({len(raw):,} bytes)")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InputError(f"{where}: not JSON ({exc})") from None
    validate(data, where)
    return data


def validate(data: Any, where: str = "verify result") -> None:
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise InputError(f"{where}: not a gpu-advisor verify result (expected schema {SCHEMA}; "
                         "write one with `gpu-advisor verify --report FILE`)")
    if data.get("verdict") not in VERDICTS:
        raise InputError(f"{where}: verdict must be one of {', '.join(VERDICTS)}")
    checks = data.get("checks")
    if not isinstance(checks, list) or not all(
            isinstance(c, dict) and isinstance(c.get("id"), str) and c.get("status") in STATUSES
            and isinstance(c.get("text", ""), str) for c in checks):
        raise InputError(f"{where}: checks must be a list of {{id, status, measured, expected, text}}")


def _text(check: dict[str, Any], lang: str) -> str:
    texts = check.get("texts")
    if isinstance(texts, dict) and isinstance(texts.get(lang), str):
        return texts[lang]
    return str(check.get("text", ""))


def _verdict(data: dict[str, Any], lang: str) -> str:
    return {"pass": tr(lang, "pass", "通过"), "warn": tr(lang, "warn", "警告"),
            "fail": tr(lang, "fail", "不通过")}[data["verdict"]]


def _status(status: str, lang: str) -> str:
    word = {"pass": ("pass", "通过"), "warn": ("warn", "警告"), "fail": ("fail", "不通过"),
            "skipped": ("skipped", "跳过")}[status]
    return f"{_MARK[status]} {tr(lang, *word)}"


def _machine(data: dict[str, Any]) -> str:
    machine = data.get("machine") if isinstance(data.get("machine"), dict) else {}
    gpus = machine.get("gpus") if isinstance(machine.get("gpus"), list) else []
    names = sorted({str(g.get("name", "?")) for g in gpus if isinstance(g, dict)})
    card = data.get("card") or "?"
    return f"{len(gpus)} × {', '.join(names) or '?'} ({card})"


def title(lang: str) -> str:
    return tr(lang, "Day-one verification of the rented machine", "租用机器的上机验证")


def lines(data: dict[str, Any], lang: str) -> list[str]:
    out = [tr(lang, f"{_machine(data)} — verdict: {_verdict(data, lang)}",
              f"{_machine(data)}——结论：{_verdict(data, lang)}")]
    for check in data["checks"]:
        unit = str(check.get("unit", ""))
        measured, expected = figure(check.get("measured"), unit), figure(check.get("expected"), unit)
        figures = "" if measured == expected == "—" else tr(
            lang, f" (measured {measured}, expected {expected})", f"（实测 {measured}，应为 {expected}）")
        out.append(f"{_MARK[check['status']]} {check['id']}{figures}{tr(lang, ': ', '：')}{_text(check, lang)}")
    return out


def markdown(data: dict[str, Any], lang: str) -> str:
    from advisor_tui.markdown_text import md

    rows = [f"## {md(title(lang))}", "",
            tr(lang, f"{md(_machine(data))} — **verdict: {_verdict(data, lang)}** (from `gpu-advisor verify`).",
               f"{md(_machine(data))}——**结论：{_verdict(data, lang)}**（来自 `gpu-advisor verify`）。"), "",
            tr(lang, "| check | status | measured | expected | what it means |",
               "| 检查项 | 状态 | 实测 | 应为 | 说明 |"),
            "|---|---|---:|---:|---|"]

    from advisor_tui.markdown_text import cell

    for check in data["checks"]:
        unit = str(check.get("unit", ""))
        rows.append(f"| {cell(check['id'])} | {_status(check['status'], lang)} | "
                    f"{cell(figure(check.get('measured'), unit))} | {cell(figure(check.get('expected'), unit))} | "
                    f"{cell(_text(check, lang))} |")
    return "\n".join(rows) + "\n"


def html(data: dict[str, Any], lang: str) -> str:
    esc = _html.escape
    body = [f'<section id="verify"><h2>{esc(title(lang))}</h2>',
            f"<p>{esc(_machine(data))} — <strong>{esc(tr(lang, 'verdict: ', '结论：'))}"
            f"{esc(_verdict(data, lang))}</strong></p>",
            "<table><thead><tr>" + "".join(
                f"<th>{esc(h)}</th>" for h in (tr(lang, "check", "检查项"), tr(lang, "status", "状态"),
                                                tr(lang, "measured", "实测"), tr(lang, "expected", "应为"),
                                                tr(lang, "what it means", "说明"))) + "</tr></thead><tbody>"]
    for check in data["checks"]:
        unit = str(check.get("unit", ""))
        body.append(f'<tr class="verify-{esc(check["status"])}"><td>{esc(check["id"])}</td>'
                    f"<td>{esc(_status(check['status'], lang))}</td>"
                    f"<td>{esc(figure(check.get('measured'), unit))}</td>"
                    f"<td>{esc(figure(check.get('expected'), unit))}</td><td>{esc(_text(check, lang))}</td></tr>")
    body.append("</tbody></table></section>")
    return "\n".join(body) + "\n"
