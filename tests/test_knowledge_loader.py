"""Loading and validating knowledge files: every bad override is rejected with the file named."""

from __future__ import annotations

import textwrap

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import knowledge
from advisor_tui.cli import main
from knowledge.errors import KnowledgeError
from knowledge.loader import load_texts

GOOD_OFFER = """
offers:
  - id: my/rtx-4090/hour
    provider: runpod
    card: rtx-4090
    price: 0.5
    currency: USD
    unit: hour
    basis: per-card
    region: intl
    source: seed-002
    as_of: "2026-11-01"
"""


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_bundled_knowledge_loads_and_is_immutable(kb):
    assert kb.cards and kb.sources
    with pytest.raises(AttributeError):
        kb.cards = ()  # frozen
    assert knowledge.load() is kb  # cached


def test_override_merges_by_id(tmp_path, kb):
    path = write(tmp_path, "mine.yaml", GOOD_OFFER)
    merged = knowledge.load([path])
    assert any(o.id == "my/rtx-4090/hour" for o in merged.offers)
    assert len(merged.offers) == len(kb.offers) + 1
    replaced = write(tmp_path, "again.yaml", GOOD_OFFER.replace("price: 0.5", "price: 0.7"))
    twice = knowledge.load([path, replaced])
    assert [o.price for o in twice.offers if o.id == "my/rtx-4090/hour"] == [0.7]


def test_default_user_file_is_read(tmp_path, monkeypatch):
    monkeypatch.setenv("GPU_ADVISOR_CONFIG_DIR", str(tmp_path))
    write(tmp_path, "knowledge.yaml", GOOD_OFFER)
    assert any(o.id == "my/rtx-4090/hour" for o in knowledge.load().offers)
    assert not any(o.id == "my/rtx-4090/hour" for o in knowledge.load(user_file=False).offers)


BAD_FILES = {
    "broken YAML": ("offers: [\n  - id: x\n    price: 1\n", "invalid YAML"),
    "python tag": ("offers:\n  - !!python/object/apply:os.system ['echo pwned']\n",
                   "invalid YAML"),
    "wrong type": (GOOD_OFFER.replace("price: 0.5", "price: lots"),
                   "offers[0] (my/rtx-4090/hour): price: expected a number, got 'lots'"),
    "dangling card": (GOOD_OFFER.replace("card: rtx-4090", "card: rtx-9090"),
                      "card: unknown card 'rtx-9090'"),
    "duplicate id": (GOOD_OFFER + GOOD_OFFER.replace("offers:\n", ""), "duplicate id"),
    "unknown key": (GOOD_OFFER + "    colour: red\n", "colour: unknown key"),
    "unknown section": ("gpus: []\n", "unknown section 'gpus'"),
    "not a mapping": ("- 1\n- 2\n", "expected a mapping of sections"),
    "negative price": (GOOD_OFFER.replace("price: 0.5", "price: -1"), "must be at least 0"),
    "infinite price": (GOOD_OFFER.replace("price: 0.5", "price: .inf"), "finite number"),
    "huge number": (GOOD_OFFER.replace("price: 0.5", "price: 1.0e+300"), "out of range"),
    "bad unit": (GOOD_OFFER.replace("unit: hour", "unit: fortnight"), "unit: expected one of"),
    "bad date": (GOOD_OFFER.replace('"2026-11-01"', '"2026-13-45"'), "not a real date"),
    "unknown currency": (GOOD_OFFER.replace("currency: USD", "currency: XYZ"),
                         "unknown currency 'XYZ'"),
    "unknown source": (GOOD_OFFER.replace("source: seed-002", "source: my-head"),
                       "unknown source 'my-head'"),
    "deep nesting": ("offers: " + "[" * 5000 + "]" * 5000 + "\n", "my.yaml"),
    "section not a list": ("offers: 3\n", "expected a list of records"),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_bad_override_is_rejected_with_file_named(tmp_path, case):
    text, expected = BAD_FILES[case]
    path = tmp_path / "my.yaml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(KnowledgeError) as err:
        knowledge.load([path])
    message = str(err.value)
    assert "my.yaml" in message
    assert expected in message
    assert "\n" not in message


def test_python_tag_never_executes(tmp_path):
    marker = tmp_path / "pwned"
    path = write(tmp_path, "evil.yaml",
                 f"offers:\n  - !!python/object/apply:os.system ['touch {marker}']\n")
    with pytest.raises(KnowledgeError):
        knowledge.load([path])
    assert not marker.exists()


@pytest.mark.parametrize("problem", ["missing", "directory", "binary"])
def test_unreadable_override(tmp_path, problem):
    path = tmp_path / "x.yaml"
    if problem == "directory":
        path.mkdir()
    elif problem == "binary":
        path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(KnowledgeError, match="x.yaml"):
        knowledge.load([path])


def test_cli_reports_bad_override_in_one_line(tmp_path, capsys):
    path = write(tmp_path, "my-prices.yaml", GOOD_OFFER.replace("price: 0.5", "price: lots"))
    assert main(["cards", "--knowledge", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "my-prices.yaml" in err and "price" in err and "Traceback" not in err


def test_ten_thousand_offer_override_loads():
    rows = "\n".join(
        f"  - {{id: gen/o{i}, provider: runpod, card: rtx-4090, price: {i % 97 / 10 + 0.1},"
        f" currency: USD, unit: hour, basis: per-card, region: intl, source: seed-002,"
        f" as_of: '2026-11-01'}}" for i in range(10_000))
    kb = load_texts([("gen.yaml", "offers:\n" + rows + "\n")])
    assert sum(1 for o in kb.offers if o.id.startswith("gen/")) == 10_000
    assert len(kb.offers_for("rtx-4090")) >= 10_000


yaml_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(),
                         st.text(max_size=20))
yaml_values = st.recursive(yaml_scalars, lambda children: st.one_of(
    st.lists(children, max_size=4), st.dictionaries(st.text(max_size=12), children, max_size=4)),
    max_leaves=30)
field_names = st.sampled_from(["id", "provider", "card", "price", "currency", "unit", "basis",
                               "region", "source", "as_of", "gpus", "flags", "vram_gb", "name"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(section=st.sampled_from(["offers", "cards", "models", "faq", "providers", "rates"]),
       records=st.lists(st.dictionaries(field_names, yaml_values, max_size=10), max_size=3))
def test_fuzzed_records_never_crash(section, records):
    import yaml

    text = yaml.safe_dump({section: records}, allow_unicode=True)
    try:
        load_texts([("fuzz.yaml", text)])
    except KnowledgeError as exc:
        assert "fuzz.yaml" in str(exc)


def test_faq_related_ids_must_exist(tmp_path):
    path = write(tmp_path, "faq.yaml", """
faq:
  - id: my-question
    kind: faq
    question: {en: "Q?", zh: "问？"}
    answer: {en: "A.", zh: "答。"}
    source: seed-000
    related: [no-such-entry]
""")
    with pytest.raises(KnowledgeError, match="unknown FAQ id 'no-such-entry'"):
        knowledge.load([path])


def test_a_json_override_is_read_like_yaml(tmp_path):
    import json

    import yaml

    data = yaml.safe_load(GOOD_OFFER)
    path = tmp_path / "prices.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert any(o.id == "my/rtx-4090/hour" for o in knowledge.load([path]).offers)
    bad = tmp_path / "bad.json"
    data["offers"][0]["price"] = float("nan")
    bad.write_text(json.dumps(data), encoding="utf-8")  # NaN: valid for json.loads, not for us
    with pytest.raises(KnowledgeError, match="bad.json.*finite"):
        knowledge.load([bad])


def test_a_prequantized_checkpoint_names_a_hub_repository(tmp_path):
    """A launch line loads a publisher's pre-quantised checkpoint by name: a record whose repository is not
    owner/name is refused at load, naming the record and the field, rather than printed into a command."""
    path = tmp_path / "my.yaml"
    path.write_text("models:\n  - id: my-8b\n    name: My-8B\n    kind: llm\n    params_b: 8\n"
                    "    native_dtype: bf16\n    source: [seed-000]\n    layers: 32\n    hidden: 4096\n    heads: 32\n"
                    "    kv_heads: 8\n    head_dim: 128\n    attention: gqa\n    intermediate_size: 14336\n"
                    "    vocab: 128256\n    max_context: 8192\n    prequantized:\n"
                    "      - format: fp8\n        repo: my fp8 weights\n        source: seed-000\n", encoding="utf-8")
    with pytest.raises(KnowledgeError) as err:
        knowledge.load([path])
    assert "prequantized[0].repo" in str(err.value) and "my.yaml" in str(err.value)
    path.write_text(path.read_text(encoding="utf-8").replace("my fp8 weights", "me/My-8B-FP8"), encoding="utf-8")
    assert knowledge.load([path]).model("my-8b").prequantized[0].repo == "me/My-8B-FP8"
    path.write_text(path.read_text(encoding="utf-8") + "        method: exl2\n", encoding="utf-8")
    with pytest.raises(KnowledgeError, match="prequantized\\[0\\].method"):
        knowledge.load([path])
