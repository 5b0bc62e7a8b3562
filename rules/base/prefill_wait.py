"""`prefill-wait` (review 47 C1, read again on a mainland Qwen2.5-72B service): a card cut down in compute — the H20
has 148 dense TFLOPS to the A800's 312 — reads a long prompt slowly before the first token, and memory and decode
speed say nothing of it. Where a prompt of the context the service is sized for takes more than twice as long to
read on the top pick as the first-token limit the serving plan keeps (MLPerf Inference's server scenario), the pick
says how long, so a knowledge-base or RAG service with long prompts is not surprised."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules.base._common import declared, step
from rules.estimate import calibration
from rules.estimate import load as load_est

CAVEAT_ID = "prefill-wait"
WELL_OVER = 2.0  # a wait a person notices: twice the limit (a full 8k prompt of a 70B on two A100s, ~3 s, is not)


@step(id="prefill-wait", concern="serving", source="seed-004", caveat=CAVEAT_ID, show_order=34,
      doc=I18n(en="Serving, the top pick says how long a prompt of the full context takes to read before the first "
                  "token when that is more than twice the first-token limit the plan keeps.",
               zh="推理服务中，若最优方案读完一个满上下文提示所需时间超过方案所按首 token 上限的两倍，就说明要多久。"))
def prefill_wait(kb: Any, facts: Any, req: Any, pick: Any, sink: Any = None) -> I18n | None:
    if facts.task != "inference" or facts.max_ttft_s or not req.context_tokens or pick.gpus < 1:
        return None  # a first-token limit said is checked by first-token-target
    from rules.jobplan import model_copy  # the serving plan's own copy of the model (prefill at its compute)

    seconds = load_est.prefill_seconds(model_copy(kb, facts, req, kb.card(pick.card), pick.gpus),
                                       int(req.context_tokens))
    limit = calibration.load().ttft_limit_ms / 1000
    if seconds <= WELL_OVER * limit:
        return None
    text = I18n(
        en=f"{pick.card}: a prompt of the full {int(req.context_tokens):,} tokens takes ~{seconds:,.1f} s to read "
           f"before its first token (prefill runs at the card's compute), over the {limit:g} s a served answer is "
           "usually held to (MLPerf Inference's server scenario). Short prompts are not affected; for long "
           "documents or RAG context, say --max-ttft to size for it, or pick a card with more compute.",
        zh=f"{pick.card}：一个满 {int(req.context_tokens):,} token 的提示要约 {seconds:,.1f} 秒才能读完、出第一个 token"
           f"（预填充取决于算力），超过通常要求的 {limit:g} 秒（MLPerf Inference 服务器场景）。短提示不受影响；"
           "若常有长文档或 RAG 上下文，请用 --max-ttft 按它选型，或选算力更高的卡。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, prefill_wait, text, pick.card)
        sink.step(prefill_wait, {"pick": {"card": pick.card, "gpus": pick.gpus, "prefill_s": round(seconds, 2),
                                          "context_tokens": int(req.context_tokens)}}, text)
    return text


RULES = declared(__name__)
