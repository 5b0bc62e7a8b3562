"""Score one utterance batch with the accuracy test's own rules: ``.venv/bin/python tests/data/pending/score.py FILE``
(the rows it misses, each with what was wanted and what was read)."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import test_understand as tu  # noqa: E402
import yaml  # noqa: E402

import knowledge  # noqa: E402

kb = knowledge.load(user_file=False)
rows = yaml.safe_load(Path(sys.argv[1]).read_text(encoding="utf-8"))
misses = []
for i, row in enumerate(rows, 1):
    u = tu._read(row, kb)
    got, want = tu._got(u, row), tu._expected(row["facts"] or {})
    problems = []
    if set(got) != set(want) or not all(tu._same(got[k], v) for k, v in want.items()):
        missing = {k: v for k, v in want.items() if not tu._same(got.get(k), v)}
        problems.append(f"wanted {missing} extra { {k: v for k, v in got.items() if k not in want} }")
    problems += [f"no conflict on {f}" for f in row.get("conflicts", []) if f not in {c.fact for c in u.conflicts}]
    problems += [f"nothing unresolved of kind {k}" for k in row.get("unresolved", [])
                 if k not in {x.kind for x in u.unresolved}]
    if problems:
        misses.append((i, row["say"][:150].replace("\n", " "), problems))
print(f"{len(rows) - len(misses)}/{len(rows)} = {(len(rows) - len(misses)) / len(rows):.1%}")
for i, say, problems in misses:
    print(f"#{i}: {say!r}\n    " + "; ".join(problems))
