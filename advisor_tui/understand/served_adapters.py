"""LoRA adapters SERVED, not trained: "同时挂 200 个客户各自的 LoRA", "加载 50 个 LoRA 适配器", "serve 200 customer
LoRAs on one Qwen3-8B", "host 50 LoRA adapters", "multi-LoRA serving" → ``lora_adapters`` and the job is serving
(blind review 87 c01: a SaaS's 200 adapters at 20 requests at once was read as a LoRA fine-tune, priced at 8 hours a
day with a `trl sft` line).

The LoRA word inside the words of serving them gives way to serving; a LoRA trained elsewhere in the message stays
(then the training is sized and the serving part answered beside it: advisor_tui.also_asked). A count after a verb
of training ("微调 200 个 LoRA", "train 50 LoRAs") or refused ("不挂 LoRA") is not read here."""

from __future__ import annotations

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

_N = r"(?P<n>\d[\d,]{0,8}(?:\.\d+)?\s?k?|[一二两三四五六七八九十百千万]{1,5})"
_SERVE_ZH = r"(?:挂载|挂上|同时挂|挂|加载|载入|部署|托管|热切换|热加载|切换|同时跑|跑)"
_SERVE_EN = r"(?:serve|serving|served|host|hosting|hosted|load|loading|hot-?swap\w*|swap\w*|multiplex\w*|run|running)"
_ADAPTER = r"lora(?:s|\s?(?:适配器|adapters?|权重|weights?|模块))?"
_READS = (
    # "同时挂 200 个客户各自的 LoRA", "加载 50 个 LoRA 适配器", "部署时挂上 30 套 lora"
    _lazy(rf"{_SERVE_ZH}\s?(?:上|了|着)?\s?(?:约|大约|大概|近|上)?\s?{_N}\s?(?:个|套|份|多个)[^,.;!?\n]{{0,12}}?{_ADAPTER}"),
    # "serve 200 customer LoRAs", "host up to 50 fine-tuned LoRA adapters", "hot-swap ~300 LoRAs"
    _lazy(rf"(?<![a-z]){_SERVE_EN}\s(?:up to\s|about\s|around\s|~\s?|some\s)?{_N}\s(?:[a-z-]+\s){{0,3}}?{_ADAPTER}"
          r"(?![a-z])"),
    # "200 LoRA adapters on one base", "50 LoRAs served from one Qwen3-8B", "200 个 LoRA 挂在一个底座上"
    _lazy(rf"(?<![\w.]){_N}\s?(?:个|套|份)?\s?(?:[a-z-]+\s){{0,2}}?{_ADAPTER}\s?(?:on|over|atop|served|loaded|hosted|"
          r"挂在|挂到|加载到|部署在|跑在)(?![a-z])"),
)
# adapters a running service has, said as what it runs with: "We run a B2B SaaS on Llama 3.1 8B with about 200
# customer-specific LoRA adapters (rank 16). Peak is around 15 requests per second" (blind review 90 #1: read as LoRA
# training, the 200 dropped), "our API uses ~50 per-tenant LoRAs", "线上客服系统跑在 Qwen3-8B 上，带 120 个客户专属
# LoRA" — served only where a service running is said (_RUNNING); "fine-tune Llama with 200 LoRA adapters" trains
_WITH = (
    # ("with a LoRA rank of 64" is the rank of one trained, no adapter had)
    _lazy(rf"(?<![a-z])(?:with|having|has|have|using|uses|plus|and)\s(?:up to\s|about\s|around\s|roughly\s|nearly\s|"
          rf"over\s|some\s|~\s?)?(?:{_N}|(?P<one>a|an|one|our|its|a single))\s(?:[a-z-]+\s){{0,3}}?{_ADAPTER}"
          r"(?![a-z])(?(one)(?!\s(?:rank|r\s?=)))"),
    _lazy(rf"(?:带着?|配着?|配上|用着?|有|共有|外加|加上|加|还有)\s?(?:约|大约|大概|近|上)?\s?{_N}\s?(?:个|套|份|多个)"
          rf"[^,.;!?\n]{{0,12}}?{_ADAPTER}"),
)
# a service running, said anywhere: "we serve", "in production", "our SaaS / API / app", a request rate, users, a peak
_RUNNING = _lazy(r"(?<![a-z])(?:we\s(?:serve|host)|we're\s(?:serving|hosting)|in\sproduction|"
                 r"saas|api|app|platform|product|chatbot|customers?|tenants?|users|peak|qps|rps|requests?\s?(?:/|per|a)"
                 r"\s?(?:s|sec|min)|concurrent)(?![a-z])|线上|生产环境|上线|在线|服务(?!器)|客户|租户|用户|峰值|高峰|并发|每秒|qps")
# a verb of training earlier in the sentence governs the count: "fine-tune Llama 3.1 8B with 200 LoRA adapters"
_TRAINED_IN_SENTENCE = _lazy(r"(?:训练|训|微调|(?<![a-z])(?:train\w*|fine-?tun\w*|finetun\w*))"
                             r"(?:[^.;!?。；！？\n]|\.(?=\d))*$")
# an adapter each for N owners, already trained or simply had, with serving said elsewhere (review 88 C06: "给200家客户
# 每家训练了一个LoRA … 想在一套机器上服务所有 adapter"; "each of our 200 customers has its own LoRA")
_OWNERS = (
    _lazy(rf"(?:给|为)?\s?{_N}\s?(?:家|个|位)\s?(?:客户|租户|用户|商家|品牌|部门|门店)[^,.;!?\n]{{0,16}}?"
          rf"(?:每家|每个|每位|各自?|都)[^,.;!?\n]{{0,10}}?{_ADAPTER}"),
    _lazy(rf"(?<![\w.]){_N}\s(?:[a-z-]+\s)?(?:customers|tenants|clients|brands|users|teams)[^.;!?\n]{{0,30}}?"
          rf"(?:own|separate|dedicated|a|one)\s(?:fine-?tuned\s)?{_ADAPTER}(?![a-z])"),
    _lazy(rf"(?<![a-z])(?:a|one)\s(?:fine-?tuned\s)?{_ADAPTER}\s(?:for|per)\s(?:each of\s)?(?:our\s|the\s)?{_N}\s"
          r"(?:customers|tenants|clients|brands|users|teams)(?![a-z])"),
)
# the adapters are in hand (trained before) — not a training job to size: 训练了 / 训好 / 已有 / trained / have
_DONE = _lazy(r"了|好了?|过|已|现有|(?<![a-z])(?:trained|fine-?tuned|have|has|own|already)(?![a-z])")
_TRAINING_WORD = _lazy(r"训练|微调|(?<![a-z])(?:train|fine-?tun)")
_SERVING_CUE = _lazy(r"服务|部署|上线|推理|在线|并发|每秒|(?<![a-z])(?:serve|serving|deploy\w*|host\w*|inference|vllm"
                     r"|sglang|rps|qps|requests?\s?(?:/|per|a)\s?s)")
# a verb of training before the count, in its clause: "train 50 LoRAs on qwen3 8b" trains them
_TRAINED = _lazy(r"(?:训练|训|微调|(?<![a-z])(?:train\w*|fine-?tun\w*|finetun\w*))[^,.;!?\n]{0,16}$")
# a LoRA word a verb of serving governs, with no count: "一张卡能挂多少个 LoRA", "how many LoRAs can one card serve"
_SERVED_WORD = _lazy(rf"{_SERVE_ZH}[^,.;!?\n]{{0,8}}$|(?<![a-z]){_SERVE_EN}\s(?:[a-z-]+\s){{0,3}}$")
_CLAUSE = _lazy(r"[,.;!?\n]")


def _count(text: str) -> int | None:
    text = text.replace(",", "").strip()
    scale = 1000 if text.endswith("k") else 1
    n = _number(text.rstrip("k").strip())
    return int(n * scale) if n is not None and n * scale >= 1 else None


def read_served_adapters(r: _Reader) -> None:
    """After the keywords (the task words): adapters served are serving, counted."""
    for rx in _READS:
        for m in rx.finditer(r.t):
            if negated_before(r, m.start()) or not r.free(m.start("n"), m.end("n")) or _TRAINED.search(
                    r.t, _clause_start(r, m.start()), m.start()):
                continue
            n = _count(m.group("n"))
            if n is None:
                continue
            _serving(r, m.start(), m.end())
            r.add(m.start(), m.end(), "lora_adapters", n)  # (quoted whole: "挂 200 个客户各自的 LoRA")
            return
    for rx in _OWNERS:
        for m in rx.finditer(r.t):
            said = r.t[m.start():m.end()]
            others = r.t[:m.start()] + r.t[m.end():]
            if negated_before(r, m.start()) or not _SERVING_CUE.search(others) or (
                    _TRAINING_WORD.search(said) and not _DONE.search(said)):
                continue  # ("要给 200 家客户每家训练一个 LoRA": the training to size; no serving said: nothing here)
            n = _count(m.group("n"))
            if n is None:
                continue
            _serving(r, m.start(), m.end())
            r.add(m.start(), m.end(), "lora_adapters", n)
            return
    # (after the owners: "200家客户每家有一个自己的LoRA" is 200, not the one each has; a language model's adapters
    # only — "flux dev with our own LoRA" for a staging service is a picture job's style, no adapter fleet)
    kinds = {m.kind for f in r.found if f.fact == "model" and (m := r.kb.models_by_id.get(f.value)) is not None}
    pictures = any(f.fact == "task" and f.value in ("image", "video") for f in r.found)
    if _RUNNING.search(r.t) and kinds <= {"llm"} and not pictures:
        for rx in _WITH:
            for m in rx.finditer(r.t):
                said = "n" if m.group("n") is not None else "one"
                if negated_before(r, m.start()) or not r.free(m.start(said), m.end(said)) or \
                        _TRAINED_IN_SENTENCE.search(r.t, max(0, m.start() - 160), m.start()):
                    continue
                n = 1 if m.group("n") is None else _count(m.group("n"))  # ("with a LoRA adapter": the one served)
                if n is None:
                    continue
                _serving(r, m.start(), m.end())
                r.add(m.start(), m.end(), "lora_adapters", n)
                return


def _clause_start(r: _Reader, at: int) -> int:
    return max((c.end() for c in _CLAUSE.finditer(r.t, max(0, at - 40), at)), default=max(0, at - 40))


def _serving(r: _Reader, start: int, end: int) -> None:
    """The task words inside the served adapters' words ("fine-tuned LoRA adapters") and the LoRA words a verb of
    serving governs elsewhere ("一张卡能挂多少个 LoRA") give way to serving, said where the adapters are."""
    for f in r.found:
        if f.fact != "task" or f.value == "inference":
            continue
        inside = start <= f.start < end
        served = f.value in ("lora", "qlora") and _SERVED_WORD.search(r.t, _clause_start(r, f.start), f.start)
        if inside or served:
            f.fact = "_task_dropped"
    r.add(start, start, "task", "inference", generic="inference", mask="kw")
