"""rules.engine_fields: which fields of a fact go into the C engine."""

from rules.definition_names import names_in
from rules.engine_fields import ENGINE_KEYS, definition_fields, engine_keys, kind_fields

DEFINITION = {
    "r_0": {"all": [{"job": {"$and": [{"kind": "job"}, {"task": "inference"}]}}], "pri": 5},
    "r_1": {"all": [{"req": {"kind": "pool-request"}},
                    {"card": {"$and": [{"kind": "card"}, {"card": {"req": "card"}},
                                       {"$lt": {"pool": {"req": "gpus"}}}]}}],
            "pri": 20},
}


def test_a_kind_gets_the_names_of_the_rules_on_it_and_a_join_reads_the_other_fact():
    fields = kind_fields(DEFINITION)
    assert {"task"} <= fields["job"] and "pool" not in fields["job"]
    assert {"card", "pool", "gpus"} <= fields["pool-request"]  # the join reads req.gpus and req.card
    assert {"card", "pool"} <= fields["card"] and "task" not in fields["card"]
    assert all(ENGINE_KEYS <= f for f in fields.values())


def test_a_rule_whose_kind_is_not_plain_lends_its_names_to_every_kind():
    fields = kind_fields({**DEFINITION, "r_2": {"all": [{"x": {"$neq": {"kind": "job"}}}, {"y": {"kind": "job"}}]}})
    assert all("$neq" in f for f in fields.values())


def test_engine_keys_keep_the_facts_order_and_fall_back_for_an_unknown_kind():
    fields = kind_fields(DEFINITION)
    fact = {"kind": "card", "name": "x", "pool": 2, "card": "h100", "note": "y"}
    assert engine_keys(fact, fields, {"kind"}) == ("kind", "pool", "card")
    assert engine_keys({"kind": "mystery", "pool": 1, "task": "t"}, fields, {"kind", "task"}) == ("kind", "task")


def test_one_walk_gives_the_names_and_the_fields_of_each_kind():
    for definition in (DEFINITION, {**DEFINITION, "r_2": {"all": [{"x": {"$neq": {"kind": "job"}}}]}}, {}):
        assert definition_fields(definition) == (names_in(definition), kind_fields(definition))


def test_a_card_waits_for_the_facts_its_rules_join_it_with_by_its_id():
    from rules.engine_fields import joined_by

    assert joined_by(DEFINITION) == {"pool-request"}
    pick = {"all": [{"p": {"kind": "pick"}}, {"card": {"$and": [{"kind": "card"}, {"card": {"p": "card"}}]}}]}
    assert joined_by({**DEFINITION, "r_2": pick}) == {"pool-request", "pick"}
    # a card matched alone, or with the job alone, or by a condition whose kind is not plain: every card goes in
    alone = {"all": [{"card": {"$and": [{"kind": "card"}, {"$gt": {"pool": 1}}]}}]}
    with_job = {"all": [{"job": {"kind": "job"}}, {"card": {"$and": [{"kind": "card"}, {"card": {"job": "card"}}]}}]}
    either = {"all": [{"x": {"$neq": {"kind": "job"}}}]}
    for rule in (alone, with_job, either):
        assert joined_by({**DEFINITION, "r_2": rule}) is None


def test_the_rule_bases_cards_wait_for_their_pool_requests_and_picks():
    import rules.pipeline  # noqa: F401 - defines the rule base once
    from rules import engine

    assert engine._card_partners == {"pool-request", "pick"}
