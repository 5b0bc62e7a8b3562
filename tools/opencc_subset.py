"""Vendor OpenCC's simplified → traditional data into advisor_tui/opencc/, keeping it small.

    python tools/opencc_subset.py [--opencc DIR] [--check]

DIR is an OpenCC checkout's ``data/dictionary`` folder, or a git directory of the repository (read at
``COMMIT`` with ``git show``); the default is the mirror this project was vendored from. STCharacters.txt and
TWVariants.txt are copied whole (36 KB and 1 KB); of STPhrases.txt (1 MB, 49,000 phrases) only the phrases
whose simplified form occurs in the product's own Chinese text are kept — every zh string the product can emit
lives in the Python sources and the knowledge YAML of ``knowledge/``, ``rules/`` and ``advisor_tui/``, so the
scan reads those files whole (a phrase in a comment or a reader's pattern costs a line, never a wrong answer).

``--check`` writes nothing and exits 1 when the vendored files differ from what the scan would write: a new zh
string that contains an STPhrases phrase the subset lacks (``干净`` converted character by character comes out
``幹淨``) fails tests/test_hant.py wherever the OpenCC data can be read.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from pathlib import Path

COMMIT = "5249273a3e5606852f088c9a8b23522145d94f78"
REPO_URL = "https://github.com/BYVoid/OpenCC"
DEFAULT_OPENCC = Path("/work/.mirror/BYVoid+OpenCC/repo")
ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "advisor_tui" / "opencc"
SCANNED = (("knowledge", "*.py"), ("knowledge", "*.yaml"), ("rules", "*.py"), ("advisor_tui", "*.py"))
WHOLE = ("STCharacters.txt", "TWVariants.txt")


def read_opencc(source: Path, name: str) -> str:
    """One file of OpenCC's data/dictionary, from a checkout's folder or a git directory at COMMIT."""
    if (source / name).is_file():
        return (source / name).read_text(encoding="utf-8")
    if (source / "data" / "dictionary" / name).is_file():
        return (source / "data" / "dictionary" / name).read_text(encoding="utf-8")
    return subprocess.run(["git", "-C", str(source), "show", f"{COMMIT}:data/dictionary/{name}"],
                          check=True, capture_output=True, text=True, encoding="utf-8").stdout


def entries(text: str) -> list[tuple[str, str]]:
    """(key, values) of an OpenCC dictionary file, in file order; comments and blank lines skipped."""
    out = []
    for line in text.splitlines():
        if line and not line.startswith("#"):
            key, _, values = line.partition("\t")
            out.append((key, values))
    return out


def product_text(root: Path = ROOT) -> str:
    """Every run of non-ASCII text in the files the product's Chinese comes from, one run a line."""
    runs: list[str] = []
    for folder, pattern in SCANNED:
        for path in sorted((root / folder).rglob(pattern)):
            if "opencc" in path.parts or path.name == "hant.py":  # the data, and the converter's own notes
                continue
            runs.extend(re.findall(r"[^\x00-\x7f]+", path.read_text(encoding="utf-8")))
    return "\n".join(runs)


def used_phrases(phrases: list[tuple[str, str]], text: str) -> list[tuple[str, str]]:
    """The phrases whose key occurs in ``text``: every substring of a length some key has, looked up."""
    keys = {k for k, _ in phrases}
    lengths = sorted({len(k) for k in keys})
    found: set[str] = set()
    for run in text.split("\n"):
        for i in range(len(run) - 1):
            for n in lengths:
                if i + n > len(run):
                    break
                if run[i:i + n] in keys:
                    found.add(run[i:i + n])
    return [(k, v) for k, v in phrases if k in found]


def header(name: str, note: str) -> str:
    return (f"# Vendored from OpenCC ({REPO_URL}), commit {COMMIT}, data/dictionary/{name}.\n"
            f"# Licence: Apache-2.0, copyright BYVoid and the OpenCC contributors; the licence text is LICENSE\n"
            f"# beside this file. {note}\n"
            f"# Regenerate with: python tools/opencc_subset.py (tests/test_hant.py checks it is current).\n")


def build(source: Path) -> dict[str, str]:
    """The vendored files' text by name."""
    files = {}
    for name in WHOLE:
        files[name] = header(name, "Unchanged below this header.") + read_opencc(source, name)
    phrases = entries(read_opencc(source, "STPhrases.txt"))
    kept = used_phrases(phrases, product_text())
    files["STPhrases.txt"] = header(
        "STPhrases.txt", f"Only the {len(kept)} of its {len(phrases)} phrases that occur in gpu-advisor's\n"
        "# own Chinese text (knowledge/, rules/, advisor_tui/), in OpenCC's order.") + "".join(
        f"{k}\t{v}\n" for k, v in kept)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--opencc", type=Path, default=DEFAULT_OPENCC,
                        help="OpenCC's data/dictionary folder, a checkout, or its git directory")
    parser.add_argument("--check", action="store_true", help="exit 1 if the vendored files are not current")
    args = parser.parse_args(argv)
    files = build(args.opencc)
    stale = [name for name, text in files.items()
             if not (TARGET / name).is_file() or (TARGET / name).read_text(encoding="utf-8") != text]
    if args.check:
        for name in stale:
            print(f"advisor_tui/opencc/{name} is not current: run python tools/opencc_subset.py", file=sys.stderr)
        return 1 if stale else 0
    TARGET.mkdir(exist_ok=True)
    for name in stale:
        (TARGET / name).write_text(files[name], encoding="utf-8")
        print(f"wrote advisor_tui/opencc/{name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
