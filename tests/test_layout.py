"""The folders say what needs Textual: only advisor_tui/tui/ imports ``textual``; the domain
(knowledge/, rules/) never imports the UI. Read statically from every module's AST, so that a
lazy import inside a function counts as much as one at the top."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TUI = ROOT / "advisor_tui" / "tui"


def _imports(path: Path, package: tuple[str, ...] | None = None) -> set[str]:
    """Every module name the file imports (relative imports resolved against its package)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    if package is None:
        package = path.relative_to(ROOT).with_suffix("").parts[:-1]
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                names.add(".".join([*base, node.module] if node.module else base))
            elif node.module:
                names.add(node.module)
    return names


def _modules(folder: str) -> list[Path]:
    return sorted((ROOT / folder).rglob("*.py"))


def test_imports_are_read_from_every_kind_of_statement(tmp_path):
    # the checker itself: a lazy import and a relative one are both seen
    probe = tmp_path / "probe.py"
    src = "def f():\n    from textual.app import App\n    import rules.pipeline\nfrom .tui import app\n"
    probe.write_text(src, encoding="utf-8")
    found = _imports(probe, package=("advisor_tui",))
    assert {"textual.app", "rules.pipeline", "advisor_tui.tui"} <= found


def test_only_the_tui_folder_imports_textual():
    outside = [p for p in _modules("advisor_tui") if TUI not in p.parents]
    assert len(outside) > 40  # the walk found the package
    bad = {str(p.relative_to(ROOT)): sorted(n for n in _imports(p) if n.split(".")[0] == "textual")
           for p in outside}
    assert {k: v for k, v in bad.items() if v} == {}
    # and the TUI folder really is where Textual lives
    assert any(n.split(".")[0] == "textual" for p in TUI.rglob("*.py") for n in _imports(p))


def test_the_domain_never_imports_the_ui():
    for folder in ("knowledge", "rules"):
        mods = _modules(folder)
        assert mods, folder
        bad = {str(p.relative_to(ROOT)): sorted(n for n in _imports(p)
                                                if n.split(".")[0] in ("textual", "advisor_tui"))
               for p in mods}
        assert {k: v for k, v in bad.items() if v} == {}, folder


def test_plain_modules_do_not_reach_into_the_tui():
    # the interview flow, understanding, reports and commands other than `tui` work without Textual
    outside = [p for p in _modules("advisor_tui") if TUI not in p.parents]
    allowed = {ROOT / "advisor_tui" / "commands" / "tui.py"}  # the command that starts the app
    bad = {str(p.relative_to(ROOT)): sorted(n for n in _imports(p) if n.startswith("advisor_tui.tui"))
           for p in outside if p not in allowed}
    assert {k: v for k, v in bad.items() if v} == {}
