"""Shape of the code: the domain never imports the UI (STYLE §1)."""

from __future__ import annotations

import subprocess
import sys


def test_domain_does_not_import_the_ui():
    code = ("import sys, knowledge, knowledge.match, knowledge.faq, rules, rules.pipeline, "
            "rules.estimate\n"
            "from rules.pipeline import consult\n"
            "consult({'model': 'qwen3-8b'})\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('textual', 'advisor_tui'))\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
