"""An API weighed against self-hosting, or paid today (blind review 110 C8; rules.base.api_unpriced): "we pay an API
provider today … would self-hosting on rented GPUs be cheaper than the API?" → ``api_compared``: where no API price
for the model is on file, the answer says the self-hosted cost per million tokens, the price to compare the bill with.
Serving one's own users through an API ("expose it as an OpenAI-compatible API", "调用我们的 API") weighs nothing:
the words must set an API against self-hosting, name its bill, or pay one."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader, negated_before

_API = (r"(?:the |an? |our |their )?(?:(?:openai|anthropic|together|hosted|provider|vendor|model vendor)(?:'s)? )?"
        r"api(?![a-z])")
_API_COMPARED = _lazy(
    # "cheaper than the API", "cost less than an API"
    rf"(?<![a-z])(?:cheaper|more expensive|costs? (?:less|more)|save money) than {_API}"
    # "self-hosting … vs / or / compared with the API", "the API or rent GPUs"
    rf"|(?<![a-z])(?:self[- ]?host(?:ing|ed)?|host(?:ing)? (?:it )?(?:ourselves|myself)|rent(?:ed|ing)? gpus?)"
    rf"(?:[^.;!?]|\.(?=\d)){{0,60}}?(?:vs\.?|versus|or|compared (?:to|with)|against|instead of) "
    rf"(?:paying (?:for )?)?{_API}"
    rf"|(?<![a-z]){_API}(?: provider)?[^.;!?]{{0,20}}?(?:vs\.?|versus|or|compared (?:to|with)|against)"
    r" (?:self[- ]?host(?:ing)?|rent(?:ing)? gpus?|our own gpus?)"
    # "we pay an API provider today", "our API bill", "paying OpenAI's API"
    rf"|(?<![a-z])pay(?:s|ing)? (?:for )?{_API}"
    r"|(?<![a-z])api (?:bill|spend|costs?|fees?|invoices?)(?![a-z])"
    # "比 API 便宜", "和调用 API 比", "API 账单", "付费调用 API"
    r"|(?:比|和|跟|与|对比|相比|比起)\s?(?:调用|用|直接用)?\s?(?:官方|厂商|第三方|供应商的?)?\s?api"
    r"|api\s?(?:的)?(?:费用|账单|开销|花费|成本)|(?:付费|花钱)\s?(?:调用|用)\s?(?:官方|厂商|第三方)?\s?api")


def read_api_compared(r: _Reader) -> None:
    """``api_compared`` from the words that weigh an API against self-hosting or pay one (its words stay unclaimed:
    "API" still tells the task)."""
    for m in _API_COMPARED.finditer(r.t):
        if not negated_before(r, m.start()):
            r.found.append(_Finding(m.start(), m.end(), "api_compared", True, 1.0, None, None))
            return
