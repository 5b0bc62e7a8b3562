"""rules.engine_direct: the rules on the job and one card, matched in Python as durable-rules matched them."""

import rules.pipeline  # noqa: F401 - defines the rule base once
from rules import engine, engine_direct

JOB = ("job", {"kind": "job"})


def _one(card_expr, job_expr=None):
    conditions = [("job", {"$and": [{"kind": "job"}, job_expr]} if job_expr else {"kind": "job"}),
                  ("card", {"$and": [{"kind": "card"}, card_expr]})]
    first = [("job", {"kind": "job"})]  # a job-only rule ahead: it stays in the engine
    direct = engine_direct.split([first, conditions], [lambda s, m: None, lambda s, m: None])
    assert len(direct) == 1
    return direct[0]


def _matches(rule, job, *cards):
    return rule.card_test(job, [(n, c) for n, c in enumerate(cards, 1)])


def test_a_missing_field_fails_every_test_and_types_do_not_mix():
    neq = _one({"$neq": {"market": "modified"}})
    assert _matches(neq, {}, {"market": "stock"}, {}, {"market": "modified"}) == [(1, 1)]
    fits = _one({"fits1": False})
    assert _matches(fits, {}, {"fits1": 0}, {"fits1": False}, {}) == [(2, 1)]
    zero = _one({"gpus_needed": 0})
    assert _matches(zero, {}, {"gpus_needed": False}, {"gpus_needed": 0}, {"gpus_needed": 0.0}) == [(2, 1), (3, 1)]
    more = _one({"$gt": {"prefill_s": 300}})
    assert _matches(more, {}, {"prefill_s": "900"}, {"prefill_s": 301.5}, {"prefill_s": True}) == [(2, 1)]


def test_a_field_of_the_job_or_of_the_fact_itself():
    ref = _one({"$gt": {"node": {"job": "server_gpus"}}})
    assert _matches(ref, {"server_gpus": 4}, {"node": 8}, {"node": 4}, {}) == [(1, 1)]
    assert _matches(ref, {}, {"node": 8}) == []
    own = _one({"$lt": {"a": {"$m": "b"}}})
    assert _matches(own, {}, {"a": 1, "b": 2}, {"a": 2, "b": 1}) == [(1, 1)]


def test_an_or_counts_once_per_true_branch_as_the_engine_fires():
    either = _one({"$or": [{"$gt": {"x": 0}}, {"$gt": {"y": 0}}]}, job_expr={"$or": [{"a": 1}, {"b": 1}]})
    assert _matches(either, {}, {"x": 1, "y": 1}, {"x": 1}, {"y": 0}) == [(1, 2), (2, 1)]
    assert either.job_test({"a": 1, "b": 1}) == 2 and either.job_test({"a": 2}) == 0


def test_the_card_rules_are_not_registered_with_the_engine():
    registered = {promise._func.__name__ for promise in engine._ruleset._actions.values()}  # noqa: SLF001
    assert len(engine._direct) >= 60  # noqa: SLF001
    assert not {"memory_fits", "memory_gate", "memory_needs_several", "cuda_required_excludes_rocm"} & registered
    assert {"priority_inference", "pool_over_nvlink"} <= registered  # the engine's first firings, and the joins
