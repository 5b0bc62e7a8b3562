"""Review 3 F5 / F15: a training job one node cannot finish by its deadline is answered as such —
the deadline named as what rules everything out, a cluster offered as the what-if, the plan's
nodes, fabric and launcher said right, and no offload caveat that does not apply."""

from __future__ import annotations

from rules.pipeline import consult

PRETRAIN = {"task": "pretrain", "params_b": 7, "train_tokens": "1T", "deadline": 720,
            "region": "intl"}


def test_a_deadline_one_node_cannot_meet_is_named_and_a_cluster_offered():
    r = consult(PRETRAIN)
    assert not r.picks
    assert r.answer[0].en.startswith("The deadline (720 h) is what rules everything out")
    assert any(w.change.get("max_gpus", 0) > 8 for w in r.what_if)
    assert all(c.id != "cpu-offload" for c in r.caveats)  # offloading fixes memory, not time


def test_a_cluster_plan_says_nodes_and_fabric_and_launches_on_every_node():
    r = consult({**PRETRAIN, "max_gpus": 64}, what_if=False)
    assert r.picks
    for pick in r.picks:
        if pick.gpus > 8:
            assert any("nodes of 8" in a.en and "InfiniBand" in a.en for a in pick.job.assumptions)
            assert "--nnodes" in pick.launch and "--nproc_per_node 8" in pick.launch
            assert pick.offer.provider != "vast-ai"  # a marketplace of single machines has no fabric
