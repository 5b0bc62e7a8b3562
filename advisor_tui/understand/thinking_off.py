"""Thinking turned off for a hybrid reasoning model: "不要思考模式", "关掉深度思考", "non-thinking mode", "/no_think",
"enable_thinking=False" set `no_thinking` (rules.thinking_mode) — reviews 95 and 97: a customer-service bot and nightly
summaries said so, and the answer timed and sized a thinking block all the same. Cantonese says it "唔使思考模式",
"閂咗思考模式" (review 108 C1: a Hong Kong chatbot's "no thinking" was not read; 唔 / 咗 reach here as 不 / 了).
"Don't think too long" or "without thinking too much about it" is no such setting."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_OFF = _lazy(
    r"(?:不要|不用|不需要|无需|别|关闭|关掉|关了|不开|禁用|去掉|不[使駛驶]|[閂闩熄](?:了|埋|掉)?)\s?(?:开\s?)?"
    r"(?:深度\s?)?思考(?:模式|过程|功能)?"
    r"(?!\s?(?:太|很|那么|过多|一下|怎么|如何|了|咁|得太|太耐))"
    r"|非思考模式|思考模式\s?(?:关闭|关掉|关了|不要|不开|off|[閂闩熄](?:了|埋|掉)|不[使駛驶]|不要开)"
    r"|(?<![a-z])(?:no|disable|disabled|turn off|switch off|non)[- ]?thinking(?:\s?mode)?(?![a-z])"
    r"(?!\s(?:too|much|about|of|twice))"
    r"|(?<![a-z])thinking\s(?:mode\s)?(?:off|disabled)(?![a-z])"
    r"|/no_think(?![a-z])|enable[_ ]?thinking\s?[=:]\s?[\"']?false")


def read_thinking_off(r: _Reader) -> None:
    m = _OFF.search(r.t)
    if m is not None and r.free(m.start(), m.end(), keyword=True):
        r.add(m.start(), m.end(), "no_thinking", True, mask="kw")
