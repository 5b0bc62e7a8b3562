"""The cards beside the picks where memory is shown are ones the person can get where they are
(advisor_tui.nearby_cards): a team outside the mainland is not shown mainland-market or board-modified cards."""

from __future__ import annotations

import knowledge
from advisor_tui.report.charts import fit_bars
from advisor_tui.tui.widgets.memory_bar import rows_for
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
JOB = {"task": "inference", "model": "qwen3-32b", "precision": "fp8", "context_tokens": 16384, "concurrency": 20}


def _markets(ids):
    return {KB.card(i).market for i in ids}


def test_outside_the_mainland_the_chart_and_panel_show_cards_sold_worldwide():
    c = consult({**JOB, "region": "intl"}, KB)
    nearby = [b.card_id for b in fit_bars(c) if not b.pick]
    assert nearby and _markets(nearby) == {"global"}
    names = {r.label.rsplit(" ×", 1)[0] for r in rows_for(c, KB)}
    china = {c2.name for c2 in KB.cards if c2.market != "global"}
    assert not names & {n.replace("NVIDIA ", "") for n in china} and not names & china


def test_in_the_mainland_every_card_stays_a_comparison():
    c = consult({**JOB, "region": "cn"}, KB)
    nearby = [b.card_id for b in fit_bars(c) if not b.pick]
    assert _markets(nearby) & {"china", "modified"}  # H20s, Ascends, 48 GB 4090s are what a mainland team weighs
