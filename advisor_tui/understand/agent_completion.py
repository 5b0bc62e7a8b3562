"""Two serving loads read from their words (blind review 99; rules.fact_prefix):

- requests that re-send the one before them — "prompts grow to about 60k", "an agent loop", "each session is a long
  tool-call trace", "multi-turn with the history resent", "每轮把历史带上", "多轮对话上下文累积" → ``shared_prefix``: a
  request is read after its prefix in the engine's cache (c02: "prompts grow to about 60k tokens … 2 requests per
  second" sized as two fresh 60k-token reads a second). An agent or a chat alone says nothing of the prompts: a
  "customer-service agent", "a support chat" do not fire; refused ("no agent loop", "不带历史") does not either.
- code completion — "补全", "代码补全", "自动补全", "FIM", "fill-in-the-middle", "tab completion", "autocomplete",
  "code completion" → ``code_completion``: the IDE's completion traffic, sized only from a load said (c01: "用
  Qwen2.5-Coder-32B 做补全和对话 … 200 个研发" sized as a chat crowd). "补全文档" / "complete the form" are no code
  completion: the words must name completion itself, or 补全 beside code, an IDE or a coder model.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

_SHARED = _lazy(
    # the prompt grows with each step: "prompts grow to about 60k", "the context keeps growing", "prompt grows"
    r"(?<![a-z])(?:prompts?|context|contexts|traces?|conversations?|histor(?:y|ies))\s(?:\w+\s){0,2}?"
    r"(?:grows?|growing|keeps?\sgrowing|accumulat\w+|builds?\sup)(?![a-z])(?!\s(?:in\s)?(?:complexity|popularity))"
    # the loop itself: "agent loop", "agentic loop", "an agent's tool-call loop", "tool-call trace", "tool-use traces"
    r"|(?<![a-z])agent(?:ic)?(?:'s)?\s(?:tool[- ]?call(?:ing)?\s)?loops?(?![a-z])"
    r"|(?<![a-z])tool[- ]?(?:call(?:ing)?|use)\s(?:traces?|loops?|histor(?:y|ies)|chains?)(?![a-z])"
    # the history re-sent: "multi-turn with the history resent", "resend the whole conversation each turn"
    r"|(?<![a-z])(?:history|conversation|transcript)\s(?:is\s|gets\s)?re-?sent(?![a-z])"
    r"|(?<![a-z])re-?send(?:s|ing)?\s(?:the\s)?(?:whole\s|full\s|entire\s)?(?:history|conversation|transcript|"
    r"trace|context)(?![a-z])"
    r"|(?<![a-z])multi-?turn\s(?:\w+\s){0,3}?with\s(?:the\s)?(?:full\s|whole\s)?(?:history|conversation)(?![a-z])"
    # "每轮把历史带上", "每次都带上之前的对话", "多轮对话上下文累积", "上下文越来越长", "智能体循环", "工具调用轨迹"
    r"|(?:每轮|每一轮|每次|每一步|每步)(?:都)?(?:把|将)?(?:之前的|前面的|全部|完整的?)?(?:历史|对话历史|聊天记录|上下文)"
    r"(?:记录|对话)?(?:都)?(?:带上|带着|带进去|发过去|重发|一起发|传上去)"
    r"|(?:每轮|每次|每一步|每步)(?:都)?(?:带上|带着|重发)(?:之前的|前面的|全部|完整的?)?(?:历史|对话|上下文)"
    r"|(?:上下文|历史|对话历史|提示词?|prompt)(?:会|在|不断|一直|逐步|持续)?(?:累积|累加|叠加|越来越长|越滚越长|不断变长)"
    r"|(?:智能体|agent)\s?(?:循环|loop)|工具调用(?:的)?(?:轨迹|链|循环|记录)")

# code completion: the words of completion itself, or 补全 with code, an IDE or a coder model said in the message
_COMPLETION = _lazy(
    r"(?<![a-z])(?:fim|fill[- ]in[- ](?:the[- ])?middle|tab[- ]?(?:completion|complete|autocomplete)|autocomplet\w*|"
    r"auto-complet\w*|(?:code|inline|ide)\s(?:completions?|autocompletion))(?![a-z])"
    r"|代码补全|自动补全|代码自动补全|行内补全|补全代码|tab\s?补全")
_BARE_ZH = _lazy(r"补全")
_CODE_SAID = _lazy(r"(?<![a-z])(?:coder|codestral|starcoder\w*|code\s?llama|deepseek-coder|ide|vs\s?code|jetbrains|"
                   r"copilot|cursor)(?![a-z])|代码|编程|写代码|研发|开发者|程序员|编码")


# set aside right after: "顺便跑个 7B 的代码补全，这个先不管，下次再说", "autocomplete can wait"
_LATER = _lazy(r"^[^。；;.!?！？\n]{0,12}?(?:先不管|不用管|下次再说|以后再说|暂时不|先不做|先放一放|以后再|"
               r"(?<![a-z])(?:can wait|later|next time|not now|for now we skip)(?![a-z]))")


def read_agent_completion(r: _Reader) -> None:
    """``shared_prefix`` from the words of prompts re-sent; ``code_completion`` from completion's."""
    for m in _SHARED.finditer(r.t):
        if not negated_before(r, m.start()) and r.free(m.start(), m.end(), keyword=True):
            r.add(m.start(), m.end(), "shared_prefix", True, mask="kw")
            break
    m = _COMPLETION.search(r.t)
    if m is None and _CODE_SAID.search(r.t):
        m = _BARE_ZH.search(r.t)  # "用 Qwen2.5-Coder-32B 做补全和对话": 补全 beside a coder model
    if (m is not None and not negated_before(r, m.start()) and not _LATER.search(r.t[m.end():])
            and r.free(m.start(), m.end(), keyword=True)):
        r.add(m.start(), m.end(), "code_completion", True, mask="kw")
