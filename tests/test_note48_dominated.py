"""A ruled-out card beaten by a pick that is faster only on more GPUs says so (review 105 c10: "b200 is faster
(finishes in 2.1 h)" beside the pick's 2 × B200 at 7.0 h — the 2.1 h is 8 GPUs' time, which the line left out)."""

from __future__ import annotations

import re

from advisor_tui.cli import main

MICHIGAN = ("University NLP lab in Michigan. We need to generate ~200M tokens of synthetic training data with Llama "
            "3.3 70B Instruct: about 400k prompts, ~600 input tokens each and ~500 output tokens. It's a batch job, "
            "spot/preemptible is fine, must finish within 5 days. Grant budget is $6,000 total.")


def test_a_faster_time_on_more_gpus_names_the_gpus(capsys):
    assert main(["recommend", "--lang", "en", "--say", MICHIGAN]) == 0
    out = capsys.readouterr().out
    head = out.split("MEMORY")[0]
    assert "2 × NVIDIA B200" in head and "7.0 h on 2 GPU(s)" in head
    faster = re.findall(r"b200 is faster \(finishes in ([\d.]+) h([^)]*)\)", out)
    assert faster, out
    for hours, rest in faster:
        assert hours == "7.0" or rest == " on 8 GPUs", (hours, rest)
