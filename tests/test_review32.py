"""Review 32 (independent, 12 consultations written before any run): what it found, replayed."""

from __future__ import annotations

import pytest

import knowledge
from rules.job_count import of_ties
from rules.pipeline import consult

PRETRAIN_CN = {"task": "pretrain", "params_b": 7, "train_tokens": "1T", "deadline": 1440, "region": "cn"}


@pytest.fixture(scope="module")
def kb():
    return knowledge.load(user_file=False)


def test_a_mainland_pretraining_job_is_offered_an_onshore_cluster_of_the_fewest_nodes_in_time(kb):
    """C4: one node cannot meet 60 days; the only plan was 64 × MI300X rented in the US. The cluster
    what-if reaches as many nodes as the deadline needs, onshore first, and no more nodes than that."""
    r = consult(PRETRAIN_CN, kb)
    assert not r.picks
    cluster = [w for w in r.what_if if w.change.get("max_gpus", 0) > 8]
    assert cluster
    w = cluster[0]
    assert kb.card(w.card).ecosystem == "cuda"
    assert "outside mainland China" not in w.text.en
    assert w.gpus % 8 == 0 and 8 < w.gpus < 128  # whole nodes, only as many as the deadline needs
    assert "of the 1440 h deadline" in w.text.en


def test_a_what_if_rented_abroad_for_a_mainland_job_says_the_data_crosses_the_border(kb):
    r = consult({**PRETRAIN_CN, "vendors": "amd"}, kb)
    cluster = [w for w in r.what_if if w.change.get("max_gpus", 0) > 8]
    assert cluster and cluster[0].card == "mi300x"
    assert "rented outside mainland China" in cluster[0].text.en and "ROCm" in cluster[0].text.en


def test_counts_costing_the_same_stay_on_one_node_unless_a_deadline_needs_more():
    wall = {1: 80.0, 4: 20.0, 8: 10.0, 16: 5.0, 64: 1.25}
    rows = [(n,) for n in wall]
    assert of_ties(rows, lambda r: wall[r[0]])[0] == 4  # within a day: the fewest
    slow = {n: w * 30 for n, w in wall.items()}
    assert of_ties(rows, lambda r: slow[r[0]])[0] == 8  # past a day: the soonest on one node
    assert of_ties([(16,), (64,)], lambda r: slow[r[0]])[0] == 16  # past a node: the fewest nodes given
