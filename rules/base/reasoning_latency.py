"""`reasoning-latency` (review 49 C5, review 47 C12): a reasoning model thinks before it answers, and the answer
waits on every thinking token at the pick's per-sequence speed. DeepSeek-R1 on 8 × MI300X at ≈29 tokens/s per
sequence was answered with no word that 1,000 tokens of thought take over half a minute, and the publisher lets a
trace run to 32,768 tokens (about 19 minutes at that speed) — a chat product's patience, and the head-count
planning figure's ~30 s per answer, are not a reasoning model's.

`thinking-by-default`: a hybrid model (Qwen3) thinks unless a request turns it off. `reasoning-effort` (review 123
M5): gpt-oss reasons before every answer at an effort its system prompt sets — a chat app on gpt-oss-120b was sized
for its 600-token answers with no word of the reasoning before each one."""

from __future__ import annotations

from typing import Any

from knowledge.text import I18n
from rules import thinking_mode
from rules.answer_time import REPLY_TOKENS
from rules.base._common import declared, step
from rules.estimate.load import DEFAULT_OUTPUT_TOKENS, THINKING_TOKENS

CAVEAT_ID = "reasoning-latency"


@step(id="reasoning-latency", concern="serving", source="deepseek-r1-readme", caveat=CAVEAT_ID, show_order=33,
      doc=I18n(en="Serving a reasoning model, the top pick says how long its thinking takes at the pick's own "
                  "per-sequence speed: per 1,000 tokens of thought, and at the publisher's generation length.",
               zh="部署推理（思考）模型时，最优方案按自己的单路速度说明思考要多久：每 1,000 token 的思考、以及发布方"
                  "设定的最大生成长度各需多久。"))
def reasoning_latency(kb: Any, facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    speed = float((pick.throughput or {}).get("decode_tokens_per_s") or 0)  # per sequence, as the picks table says
    if facts.task != "inference" or not facts.model or speed <= 0:
        return None
    model = facts.model_record(kb)
    reasoning = getattr(model, "reasoning_tokens", None)
    if not reasoning:
        return None
    per_k = 1000 / speed
    longest = reasoning / speed / 60
    text = I18n(
        en=f"{model.name} thinks before it answers, and the answer waits on every thinking token: at ≈{speed:,.0f} "
           f"tokens/s per sequence on {pick.card}, 1,000 tokens of thought take ~{per_k:,.0f} s, and a trace at the "
           f"publisher's {reasoning:,}-token generation length ~{longest:,.0f} min. Plan the product for answers "
           "that take minutes (stream the thinking, or cap it with a shorter max_tokens), and expect more requests "
           "in flight at once than a chat model's.",
        zh=f"{model.name} 先思考再回答，答案要等全部思考 token 生成完：{pick.card} 上单路约 {speed:,.0f} token/s，"
           f"1,000 token 的思考约 {per_k:,.0f} 秒，达到发布方 {reasoning:,} token 的生成长度约 {longest:,.0f} 分钟。"
           "产品要按“一个回答要几分钟”来设计（流式输出思考过程，或用更小的 max_tokens 限制），同时在线的请求也会比"
           "聊天模型多。")
    if sink is not None:
        sink.caveat(CAVEAT_ID, reasoning_latency, text, pick.card)
        sink.step(reasoning_latency, {"pick": {"card": pick.card, "tokens_per_s": round(speed, 1),
                                               "reasoning_tokens": reasoning}}, text)
    return text


THINKING_ID = "thinking-by-default"


@step(id=THINKING_ID, concern="serving", source="qwen3-docs-quickstart", caveat=THINKING_ID, show_order=34,
      doc=I18n(en="Serving a hybrid model that thinks unless told not to (Qwen3): the answer says how to turn thinking "
                  "off per request, since the load and the answer lengths here count no thinking block.",
               zh="部署默认会先思考的混合模型（Qwen3）时，说明如何按请求关闭思考：这里的负载与回答长度都没算思考内容。"))
def thinking_by_default(kb: Any, facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    model = facts.model_record(kb) if facts.task == "inference" and facts.model else None
    if facts.task == "inference" and getattr(facts, "models", None):  # a shared box: its chat model that thinks
        # (review 98 c07: Whisper + Qwen3-8B for live subtitles kept thinking on, unsaid, under a 2-second target)
        model = next((r for i in str(facts.models).split(",") if (r := kb.models_by_id.get(i)) is not None
                      and r.kind == "llm" and (r.thinks_by_default or r.reasoning_tokens)), None)
    asked_off = _asked_off(facts, model)
    if asked_off is not None:
        return _said(sink, pick, asked_off)
    if model is None or not model.thinks_by_default:
        return None
    # where "faster" was ranked by a long prompt's answer time with no reply length said, it counted THINKING_TOKENS
    timed = sink is not None and sink.info.get(("ranking", ""), {}).get("metric") == "answer-time" \
        and not facts.output_tokens and not facts.generate_tokens  # (a batch's traces are counted: below)
    counted, counted_zh = (
        (f"which the answer time that ranks \"faster\" counts as {THINKING_TOKENS:,} tokens before a "
         f"{REPLY_TOKENS}-token reply, and the load and lengths here do not count",
         f"「更快」所按的回答时间把它算作回复 {REPLY_TOKENS} token 之前的 {THINKING_TOKENS:,} token，"
         "这里的负载和长度没算进去")
        if timed else ("which the generation job here counts: each sample is sized as a whole trace (the note "
                       "beside the facts)", "这里的批量生成已算进去：每条样本按完整的思考过程估算（见理解部分的说明）")
        if facts.generate_tokens and not facts.output_tokens  # (rules.teacher_traces, review 97 c05)
        else ("which the load and lengths here do not count", "这里的负载和长度都没算进去"))
    said = f"~{facts.output_tokens:,}-token " if facts.output_tokens else ""
    said_zh = f"约 {facts.output_tokens:,} token 的" if facts.output_tokens else ""
    text = I18n(
        en=f"{model.name} thinks before it answers unless told not to (its chat template's enable_thinking defaults "
           f"to True): each {said}answer gets a thinking block first, often hundreds to thousands of tokens, "
           f"{counted}. For direct answers send chat_template_kwargs "
           '{"enable_thinking": false} with each request (the OpenAI-compatible API of vLLM and SGLang) or put '
           "/no_think in the system prompt; where you keep thinking, size the output for it.",
        zh=f"{model.name} 默认先思考再回答（聊天模板的 enable_thinking 默认为 True）：每个{said_zh}回答前都会先生成一段"
           f"思考，常有几百到几千 token，{counted_zh}。要直接回答，请在每个请求里带上 "
           'chat_template_kwargs {"enable_thinking": false}（vLLM、SGLang 的 OpenAI 兼容接口），或在系统提示里加 '
           "/no_think；保留思考的话，输出长度要按思考来算。")
    plain = kb.models_by_id.get(f"{model.id}-instruct-2507")  # review 101 #6: a support bot wants no thinking at all
    if plain is not None and (plain.layers, plain.active_params_b) == (model.layers, model.active_params_b):
        text = I18n(en=f"{text.en} Or serve {plain.name}, its non-thinking update (July 2025): the same architecture, "
                       "so the memory and speed here hold, and it answers directly — the usual choice for a chat or "
                       "support bot.",
                    zh=f"{text.zh}也可以直接部署 {plain.name}——它的非思考版更新（2025 年 7 月）：架构相同，这里的显存和"
                       "速度估算照样成立，直接回答，客服、聊天机器人一般选它。")
    return _said(sink, pick, text)


def _said(sink: Any, pick: Any, text: I18n) -> I18n:
    if sink is not None:
        card = pick.card if pick is not None else None
        sink.caveat(THINKING_ID, thinking_by_default, text, card)
        sink.step(thinking_by_default, {"pick": {"card": card}, "model": {"thinks_by_default": True}}, text)
    return text


def _asked_off(facts: Any, model: Any) -> I18n | None:
    """--no-thinking: how it is turned off (a hybrid model), or that it cannot be (a model that always thinks)."""
    if thinking_mode.off(facts, model):
        return I18n(
            en=f"Thinking off, as asked: {model.name} answers directly — the vLLM command starts the server with "
               "--default-chat-template-kwargs '{\"enable_thinking\": false}' (a request's own chat_template_kwargs "
               "can still turn it on); with SGLang or llama.cpp send chat_template_kwargs {\"enable_thinking\": "
               "false} with each request, or put /no_think in the system prompt. The answer times and memory here "
               "count no thinking block; hard multi-step questions may answer worse without it.",
            zh=f"按你的要求关闭思考：{model.name} 直接回答——vLLM 启动命令带 --default-chat-template-kwargs "
               "'{\"enable_thinking\": false}'（单个请求仍可用自己的 chat_template_kwargs 打开）；用 SGLang 或 "
               "llama.cpp 时，每个请求带上 chat_template_kwargs {\"enable_thinking\": false}，或在系统提示里加 "
               "/no_think。这里的回答时间和显存都没算思考内容；难的多步问题不思考可能答得差一些。")
    if thinking_mode.always_thinks(facts, model):
        return I18n(
            en=f"{model.name} always thinks before it answers: it has no non-thinking mode, so thinking cannot be "
               "turned off, and the answer times here count its thinking. For direct answers choose a chat model, "
               "or a hybrid one (Qwen3) with thinking off.",
            zh=f"{model.name} 总是先思考再回答：它没有非思考模式，思考关不掉，这里的回答时间也算上了思考。要直接回答，"
               "请换聊天模型，或关掉思考的混合模型（Qwen3）。")
    return None



EFFORT_ID = "reasoning-effort"


@step(id=EFFORT_ID, concern="serving", source="openai-harmony-format", caveat=EFFORT_ID, show_order=35,
      doc=I18n(en="Serving a model that always reasons at an effort its system prompt sets (gpt-oss): the answer says "
                  "what the reasoning before each answer costs in time and load at the pick's speed, and how to "
                  "lower it (\"Reasoning: low\").",
               zh="部署总会先推理、推理强度由系统提示设定的模型（gpt-oss）时，按方案的单路速度说明每个回答前的推理要花多少"
                  "时间和负载，以及如何调低（\"Reasoning: low\"）。"))
def reasoning_effort(kb: Any, facts: Any, pick: Any, sink: Any = None) -> I18n | None:
    model = facts.model_record(kb) if facts.task == "inference" and facts.model else None
    if facts.task == "inference" and getattr(facts, "models", None):  # a shared box: its model that reasons
        model = next((r for i in str(facts.models).split(",") if (r := kb.models_by_id.get(i)) is not None
                      and r.reasoning_effort), None)
    if model is None or not model.reasoning_effort:
        return None
    effort, reply = model.reasoning_effort, int(facts.output_tokens or DEFAULT_OUTPUT_TOKENS)
    speed = float(((pick.throughput or {}) if pick is not None else {}).get("decode_tokens_per_s") or 0)
    counted, timed = _effort_counted(facts, reply), _effort_timed(pick, speed, reply, facts)
    if getattr(facts, "no_thinking", False):
        lower = I18n(en=f"You asked for no thinking: {model.name} has no mode without reasoning — the least is "
                        "\"Reasoning: low\" in the system prompt.",
                     zh=f"你要求不思考：{model.name} 没有不推理的模式——最少是在系统提示里写 \"Reasoning: low\"。")
    else:
        lower = I18n(
            en="For a chat app put \"Reasoning: low\" in the system prompt (OpenAI: low is for fast responses in "
               "general dialogue, medium balances speed and detail, high is deep analysis); where you keep more, size "
               f"the output for it (--output-tokens {reply + THINKING_TOKENS:,}: the answer and {THINKING_TOKENS:,} "
               "tokens of reasoning).",
            zh="聊天应用请在系统提示里写 \"Reasoning: low\"（OpenAI：low 用于一般对话的快速回答，"
               "medium 兼顾速度与细节，high 是深入分析）；保留更多推理的话，输出长度要把它算进去"
               f"（--output-tokens {reply + THINKING_TOKENS:,}：回答加 {THINKING_TOKENS:,} token 推理）。")
    text = I18n(
        en=f"{model.name} reasons before every answer: its chain of thought goes to the harmony format's analysis "
           f"channel (not for users), then the answer to the final channel — at {effort} reasoning effort unless the "
           f"system prompt sets another (OpenAI's harmony guide){counted.en}.{timed.en} {lower.en}",
        zh=f"{model.name} 每次回答前都先推理：思维链写在 harmony 格式的 analysis 通道（不给用户看），再在 final 通道写"
           f"回答——系统提示不另设时按 {effort} 强度推理（OpenAI harmony 格式说明）{counted.zh}。{timed.zh}{lower.zh}")
    if sink is not None:
        card = pick.card if pick is not None else None
        sink.caveat(EFFORT_ID, reasoning_effort, text, card)
        sink.step(reasoning_effort, {"pick": {"card": card, "tokens_per_s": round(speed, 1)},
                                     "model": {"reasoning_effort": effort}}, text)
    return text


def _effort_counted(facts: Any, reply: int) -> I18n:
    """What the sizing counted of a request's output: the answer said, or the reply assumed for a load."""
    if facts.output_tokens:
        return I18n(en=f", and the load and lengths here count only the {reply:,}-token answer you said",
                    zh=f"，这里的负载和长度只算了你说的 {reply:,} token 回答")
    if facts.rps:
        return I18n(en=f", and the load here counts a {reply:,}-token reply (assumed), not the reasoning",
                    zh=f"，这里的负载按 {reply:,} token 的回复（假设）计，没算推理")
    return I18n(en="", zh="")


def _effort_timed(pick: Any, speed: float, reply: int, facts: Any) -> I18n:
    """The reasoning's time at the pick's speed per sequence, and, beside a length said or a load, the answer's time
    with it and the decode it adds."""
    if speed <= 0:
        return I18n(en="", zh="")
    per_k = THINKING_TOKENS / speed
    en = (f" At ≈{speed:,.0f} tokens/s per sequence on {pick.card}, each {THINKING_TOKENS:,} tokens of reasoning add "
          f"~{per_k:,.0f} s before the answer's first word")
    zh = (f"{pick.card} 上单路约 {speed:,.0f} token/s，每 {THINKING_TOKENS:,} token 的推理会让回答的第一个字"
          f"晚约 {per_k:,.0f} 秒")
    if not (facts.output_tokens or facts.rps):
        return I18n(en=en + ".", zh=zh + "。")
    alone, both, more = reply / speed, (reply + THINKING_TOKENS) / speed, (reply + THINKING_TOKENS) / reply
    return I18n(en=f"{en} (a {reply:,}-token answer in ≈{alone:,.0f} s becomes ≈{both:,.0f} s with "
                   f"{THINKING_TOKENS:,} of them), and {THINKING_TOKENS:,} a request make the GPUs decode {more:,.1f}× "
                   "the tokens sized here.",
                zh=f"{zh}（推理 {THINKING_TOKENS:,} token 时，{reply:,} token 的回答从约 {alone:,.0f} 秒变成约 "
                   f"{both:,.0f} 秒），每个请求推理 {THINKING_TOKENS:,} token 时 GPU 要解码的 token 是这里估算的 "
                   f"{more:,.1f} 倍。")

RULES = declared(__name__)
