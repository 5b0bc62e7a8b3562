"""A business named by a method, beside a serving load, is a serving job (blind review 102 c02).

"We're building a fine-tuning-as-a-service platform: 50 customers, each with their own LoRA adapter on Llama 3.1 8B
Instruct. Public API, peak around 20 requests per second" headlined a LoRA TRAINING job of no size: "fine-tuning-as-a-
service" names the product, and the load is its adapters served. The family: "a fine-tuning platform", "fine-tuning
as a service", "a LoRA hosting startup", "a model-training platform", "我们做微调平台的", "微调服务平台", "训练平台",
"做模型微调服务的公司" — said beside a serving load (requests a second, a public API, concurrent users, 每秒, 并发,
QPS) with no training job of the writer's own said elsewhere ("we also need to fine-tune …", "训练数据 5 万条"):
the method words name the business and give no task; the load is the job.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_PRODUCT = _lazy(
    r"(?<![a-z])(?:(?:lora|llm|model)\s)?(?:fine-?tuning|finetuning|training|lora)[- ]as[- ]a[- ]service(?![a-z])"
    r"|(?<![a-z])(?:lora\s|llm\s|model\s)?(?:fine-?tuning|finetuning|training|lora)\s(?:platform|startup|company|business"
    r"|saas|product|marketplace|provider|shop)(?![a-z])"
    r"|(?:模型)?(?:微调|微調|训练|訓練|lora)\s?(?:服务)?\s?(?:平台|公司|服务商|服務商|saas|业务|業務)"
    r"|做\s?(?:模型)?\s?(?:微调|微調|训练|訓練)\s?(?:服务|服務)?\s?的\s?(?:公司|团队|團隊|平台)?")
# a serving load or a service to customers
_SERVING = _lazy(r"(?<![a-z])(?:rps|qps|requests?\s?(?:/|per|a)\s?(?:s|sec|second|min|minute)|requests per"
                 r"|public api|api|concurrent|users|endpoint|serv(?:e|es|ing)|inference|latency|ttft)(?![a-z])"
                 r"|每秒|每分钟|每分鐘|并发|並發|qps|接口|推理|在线|線上|线上|峰值|高峰")
# the writer's own training job said outside the product's words (adapters "fine-tuned" before are in hand)
_TRAINS = _lazy(r"(?<![a-z])(?:train(?:s|ing)?|fine-?tun(?:e|es|ing)|finetun(?:e|es|ing)|sft|epochs?"
                r"|(?:training\s)?samples|dataset)(?![a-z])|训练|訓練|微调|微調|训一|样本|樣本|epoch")


def claim_method_product(r: _Reader) -> None:
    """Before the keywords: the method words that name a serving business give no training task."""
    products = list(_PRODUCT.finditer(r.t))
    if not products or not _SERVING.search(r.t):
        return
    rest = r.t
    for m in reversed(products):
        rest = rest[:m.start()] + " " * (m.end() - m.start()) + rest[m.end():]
    if _TRAINS.search(rest):
        return  # ("we're a fine-tuning platform and need to fine-tune Llama 8B on 50k samples": a job to size)
    for m in products:
        r.claim(r.kw, m.start(), m.end())
