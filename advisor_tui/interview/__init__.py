"""The guided interview: which question comes next, what an answer means, and the saved state.
One module per concern: ``questions`` (the table), ``flow`` (which comes next), ``display`` (facts
for people), ``answers`` (typed replies) and ``session`` (the state and its saved form).

Plain Python (no Textual), so that the flow is unit-tested on its own. The order follows the seeds'
selection principles — memory is the hard gate, so everything that sizes memory is asked first
(task → model or size → precision → context and concurrency, or the training method), then what
limits the offers (region and compliance, the CUDA dependency), then what the cost is computed from
(usage pattern and budget), and raw speed last (priority).

    interview = Interview()
    q = interview.next_question(kb)          # Question(id, text, why, choices, fact) or None
    interview.answer_choice(q, q.choices[0])  # or answer_text(q, "32k", kb) / skip(q)

Facts are kept as the person gave them (``raw``: JSON-serialisable text and numbers); they are
validated by ``rules.facts.resolve`` before every consultation, never guessed silently: a skipped
question states the default that will be used.
"""

from advisor_tui.interview.answers import (
    SKIP_WORDS,
    is_skip,
    looks_like_plain_answer,
    match_choice,
    parse_answer,
    resolve_model_id,
    sounds_unsure,
)
from advisor_tui.interview.display import (
    FACT_LABELS,
    TASK_LABELS,
    UNIT_LABEL,
    budget_dict,
    describe_facts,
    fact_label,
    format_value,
    tokens_text,
)
from advisor_tui.interview.flow import (
    _skip_facts,
    applicable,
    confirm_question,
    is_known,
    next_question,
    pending,
    question,
    session_currency,
)
from advisor_tui.interview.questions import DEFAULT_PARAMS_B, FACT_QUESTION, FLOW, SHORT_WHY, SPECS, Choice, Question
from advisor_tui.interview.session import STATE_VERSION, Interview
from advisor_tui.vocabulary import FINETUNE, LLM, TRAINING

__all__ = [
    "DEFAULT_PARAMS_B", "FACT_LABELS", "FACT_QUESTION", "FINETUNE", "FLOW", "LLM", "SHORT_WHY", "SKIP_WORDS",
    "SPECS", "STATE_VERSION", "TASK_LABELS", "TRAINING", "UNIT_LABEL", "Choice", "Interview", "Question",
    "_skip_facts", "applicable", "budget_dict", "confirm_question", "describe_facts", "fact_label",
    "format_value", "is_known", "is_skip", "sounds_unsure", "looks_like_plain_answer", "match_choice", "next_question",
    "parse_answer", "pending", "question", "resolve_model_id", "session_currency", "tokens_text",
]
