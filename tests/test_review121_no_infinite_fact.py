"""Review 121 c5: three models on one bought box with a request rate and a first-token limit crashed — "engine error:
a fact holds a non-finite number (inf)": a card that held no copy at any count (a P40) carried an unmeasured first-token
time of infinity into its fact. A card with no time measured says none, and the consultation answers."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)
BOX = {"task": "inference", "models": "qwen3-8b,bge-m3,bge-reranker-v2-m3", "procure": "buy", "region": "intl",
       "buyer": "company", "input_tokens": 2000, "output_tokens": 400}


def test_the_reviewers_box_answers_with_its_first_token_checked():
    r = consult({**BOX, "rps": 2, "max_ttft_s": 1.5}, KB)
    assert r.picks and r.picks[0].card
    assert any("1,500" in w.text.en or "1.5 s" in w.text.en for w in r.picks[0].why)


@settings(max_examples=8, deadline=None)
@given(rps=st.sampled_from([0.5, 2, 8]), ttft=st.sampled_from([0.3, 1.5, 5.0]),
       models=st.sampled_from(["qwen3-8b,bge-m3", "qwen3-8b,bge-m3,bge-reranker-v2-m3", "qwen3-14b,whisper-large-v3"]))
def test_no_first_token_limit_on_a_shared_box_breaks_the_engine(rps, ttft, models):
    consult({**BOX, "models": models, "rps": rps, "max_ttft_s": ttft}, KB)  # raises EngineError before the fix
