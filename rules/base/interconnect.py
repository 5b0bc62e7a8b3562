"""Pooling memory across GPUs needs a fast link (seed 000 FAQ, seed 004 §6.3).

Seeds 000 and 004 differ on consumer multi-GPU inference: seed 000 says splitting a model over
PCIe "slows it to the point of meaninglessness"; seed 004 recommends tensor-parallel *inference*
on 4090s (communication is light) and only warns against training. We follow seed 004 for
inference — vLLM and llama.cpp do run tensor/pipeline parallel over PCIe, and decode is
bandwidth-bound per card — and keep seed 000's warning as the `no-nvlink-pooling` caveat. Training across
PCIe-only cards is allowed and timed at seed 004's measured scaling (4 × 4090 ran 1.2× one card): slow enough
that a single larger card or an NVLink set wins wherever one holds the job (review 51 C7: ruling it out left a
buyer with a $317k server where two workstation cards held the job).
"""

# ruff: noqa: E712 - durable-rules conditions compare with == True / == False
from __future__ import annotations

from rules.base._common import I18n, c, caveat, conclude, declared, info, m, rule
from rules.pool_limit import POOLING_LINKS, pool_limit  # noqa: F401 - the rule base's names for them
from rules.split_share import per_gpu_phrase

# placements over several cards that more cards do not speed up or pool: a PCIe split, and
# llama.cpp's layer split (the cards take each token in turn)
UNPOOLED_SPLITS = ("pcie-split", "layer-split")


def _copies(card: str, gpus: int, per: float) -> I18n:
    return conclude(
        "{card}: {gpus} copies of the model, one per GPU, each serving its share of the sequences "
        "({per:.1f} GB each): nothing is split across GPUs, so the link between them does not matter.",
        "{card}：{gpus} 份模型副本，每卡一份，各自服务一部分并发（每张 {per:.1f} GB）：模型不跨卡拆分，"
        "卡间互联无关紧要。", card=card, gpus=gpus, per=per)


@rule(id="pool-over-nvlink", concern="interconnect", source="seed-000", pri=20,
      doc=I18n(en="SXM/OAM cards (NVLink, Infinity Fabric, HCCS) and bridged pairs can hold "
                  "one model together, up to the size of their fast-link domain.",
               zh="SXM / OAM 卡（NVLink、Infinity Fabric、HCCS）与桥接的双卡，在高速互联范围内"
                  "可合并显存装下一个模型。"),
      when=lambda: [c.req << (m.kind == "pool-request"), c.job << (m.kind == "job"),
                    c.card << (m.kind == "card") & (m.card == c.req.card)
                    & (m.pool >= c.req.gpus)],
      shows={"req": ("gpus", "per_gpu"), "job": ("whole_gb",), "card": ("card", "interconnect", "pool")})
def pool_over_nvlink(f):
    req, card = f.req, f.card
    if req["gpus"] > card.get("node", req["gpus"]) > 1:  # larger than one node's link domain
        f.sink.feasible(card["card"], req["gpus"], "multi-node", f.rule)
        return conclude(
            "{card}: {gpus} cards span {nodes} nodes of {node}: {link} inside each node, "
            "InfiniBand between them — the model is sharded ({per:.1f} GB each: tensor parallel "
            "inside a node, pipeline / ZeRO-3 across nodes), not one pooled {link} set.",
            "{card}：{gpus} 张卡跨 {nodes} 个 {node} 卡节点：节点内 {link}，节点间 InfiniBand——模型"
            "分片存放（每张 {per:.1f} GB：节点内张量并行，跨节点流水并行 / ZeRO-3），不是一个合并的 "
            "{link} 显存池。",
            card=card["card"], gpus=req["gpus"], link=card["interconnect"], per=req["per_gpu"],
            node=card["node"], nodes=-(-req["gpus"] // card["node"]))
    f.sink.feasible(card["card"], req["gpus"], "pooled", f.rule)
    if req["copies"]:  # review 8 F12: "their memory pools" beside a --data-parallel-size launch
        return _copies(card["card"], req["gpus"], req["per_gpu"])
    whole = f.job.get("whole_gb") or 0.0  # (a job fact built without it, as the engine's own tests do: none whole)
    each, each_zh = per_gpu_phrase(req["per_gpu"], whole, req["gpus"])
    each = f"it ({each})" if whole else each
    return conclude(
        # review 45: "their memory pools" read as wrong — nothing pools; the model is split and the link carries it
        "{card}: {gpus} cards joined by {link} hold {each} — the model is split across them "
        "(tensor parallel or sharded), and the fast link carries the traffic between the parts.",
        "{card}：{gpus} 张卡经 {link} 互联，{each_zh}——模型拆分到各卡（张量并行或分片），"
        "卡间数据走高速互联。",
        card=card["card"], gpus=req["gpus"], link=card["interconnect"], each=each, each_zh=each_zh)


@rule(id="pool-pcie-inference", concern="interconnect", source="seed-004", pri=20,
      doc=I18n(en="Cards without a fast link cannot pool memory; for LLM serving they may "
                  "still split a model over PCIe (tensor/pipeline parallel), with a caveat.",
               zh="无高速互联的卡不能合并显存；大模型推理仍可经 PCIe 拆分（张量/流水并行），"
                  "但要附带提醒。"),
      when=lambda: [c.req << (m.kind == "pool-request"),
                    c.job << (m.kind == "job") & (m.task == "inference"),
                    c.card << (m.kind == "card") & (m.card == c.req.card)
                    & (m.pool < c.req.gpus)],
      shows={"req": ("gpus", "per_gpu"), "job": ("task", "whole_gb"),
             "card": ("card", "interconnect", "pool")})
def pool_pcie_inference(f):
    req, card = f.req, f.card
    if req["layer_split"]:  # review 12 C2: two 3090s under llama.cpp were sized as vLLM's TP
        f.sink.feasible(card["card"], req["gpus"], "layer-split", f.rule)
        return conclude(
            "{card}: llama.cpp splits the layers over {gpus} cards ({per:.1f} GB each, --split-mode "
            "layer): one activation a token crosses PCIe, so no NVLink is needed; the cards take each "
            "token in turn, so it runs at one card's speed.",
            "{card}：llama.cpp 按层拆到 {gpus} 张卡（每张 {per:.1f} GB，--split-mode layer）：每个 token "
            "只有一份激活经 PCIe 传递，不需要 NVLink；各卡轮流处理每个 token，速度同单卡。",
            card=card["card"], gpus=req["gpus"], per=req["per_gpu"])
    f.sink.feasible(card["card"], req["gpus"], "pcie-split", f.rule)
    if req["copies"]:
        return _copies(card["card"], req["gpus"], req["per_gpu"])
    each, each_zh = per_gpu_phrase(req["per_gpu"], f.job.get("whole_gb") or 0.0, req["gpus"])
    if card["interconnect"] == "nvlink-bridge":  # the card has the connector, the offer no bridge
        return conclude(
            "{card}: no offer says its machines have the NVLink bridge fitted, so memory does "
            "not pool; serving can still split the model over PCIe across {gpus} cards "
            "({each}), slower per token than one large card.",
            "{card}：没有报价说明机器装了 NVLink 桥，显存不能合并；推理仍可经 PCIe 拆到 {gpus} "
            "张卡上（{each_zh}），每 token 比单张大卡慢。",
            card=card["card"], gpus=req["gpus"], each=each, each_zh=each_zh)
    return conclude(
        "{card}: no NVLink, so memory does not pool; serving can still split the model by "
        "tensor/pipeline parallelism over PCIe across {gpus} cards ({each}), "
        "slower per token than one large card.",
        "{card}：没有 NVLink，显存不能合并；推理仍可用张量/流水并行经 PCIe 拆到 {gpus} 张卡上"
        "（{each_zh}），每 token 比单张大卡慢。",
        card=card["card"], gpus=req["gpus"], each=each, each_zh=each_zh)


@rule(id="pool-pcie-training", concern="interconnect", source="seed-004", pri=20,
      doc=I18n(en="Full training sharded across cards without NVLink (ZeRO-3 / FSDP) is allowed at source 4's "
                  "measured PCIe scaling (4 × 4090: 1.2× one card): every gradient crosses PCIe each step.",
               zh="无 NVLink 的多卡全参训练（ZeRO-3 / FSDP 分片）可以跑，但按来源 4 实测的 PCIe 扩展计时"
                  "（4 卡 4090 只快 1.2 倍）：每一步的梯度都要走 PCIe。"),
      when=lambda: [c.req << (m.kind == "pool-request"),
                    c.job << (m.kind == "job") & (m.training == True)
                    & (m.task != "lora") & (m.task != "qlora"),
                    c.card << (m.kind == "card") & (m.card == c.req.card)
                    & (m.pool < c.req.gpus)],
      shows={"req": ("gpus", "per_gpu"), "job": ("task",), "card": ("card", "interconnect", "pool")})
def pool_pcie_training(f):
    req, card = f.req, f.card
    f.sink.feasible(card["card"], req["gpus"], "pcie-fsdp", f.rule)
    return conclude(
        "{card}: no NVLink across {gpus} cards: full training shards the model over them (ZeRO-3 / FSDP, "
        "{per:.1f} GB each) and every gradient crosses PCIe each step — the job's hours take source 4's "
        "measured scaling (4 × 4090 ran 1.2× one card), so it costs more per job than one card that holds it.",
        "{card}：{gpus} 张卡之间没有 NVLink：全参训练把模型分片到各卡（ZeRO-3 / FSDP，每张 {per:.1f} GB），"
        "每一步的梯度都要走 PCIe——任务时长按来源 4 的实测扩展计（4 卡 4090 只快 1.2 倍），"
        "所以每个任务比一张装得下的大卡更贵。",
        card=card["card"], gpus=req["gpus"], per=req["per_gpu"])


@rule(id="pool-pcie-sharded-adapters", concern="interconnect", source="answerai-fsdp-qlora", pri=20,
      doc=I18n(en="LoRA / QLoRA may shard the frozen base model over PCIe-only cards (FSDP): "
                  "only adapter gradients are synchronised; allowed, with the slowdown stated.",
               zh="LoRA / QLoRA 可以把冻结的基座模型经 PCIe 分片到多卡（FSDP）：只同步适配器梯度；"
                  "允许，但要说明变慢多少。"),
      when=lambda: [c.req << (m.kind == "pool-request"),
                    c.job << (m.kind == "job") & ((m.task == "lora") | (m.task == "qlora")),
                    c.card << (m.kind == "card") & (m.card == c.req.card)
                    & (m.pool < c.req.gpus)],
      shows={"req": ("gpus", "per_gpu"), "job": ("task",),
             "card": ("card", "interconnect", "pool")})
def pool_pcie_sharded_adapters(f):
    req, card = f.req, f.card
    f.sink.feasible(card["card"], req["gpus"], "pcie-fsdp", f.rule)
    return conclude(
        "{card}: no NVLink across {gpus} cards, but LoRA/QLoRA trains only small adapters: "
        "FSDP shards the frozen base weights over PCIe ({per:.1f} GB each), as Answer.AI's FSDP + "
        "QLoRA trains 70B on two 24 GB cards — slower than NVLink cards (see the caveat).",
        "{card}：{gpus} 张卡之间没有 NVLink，但 LoRA/QLoRA 只训练小的适配器：FSDP 把冻结的基座权重"
        "经 PCIe 分片（每张 {per:.1f} GB），Answer.AI 的 FSDP + QLoRA 就这样在两张 24 GB 卡上训练 "
        "70B——比 NVLink 卡慢（见提醒）。",
        card=card["card"], gpus=req["gpus"], per=req["per_gpu"])


@rule(id="pcie-sharded-training", concern="caveats", source="answerai-fsdp-qlora-bench", pri=50,
      doc=I18n(en="Training sharded over PCIe-only cards: slower, measured.",
               zh="经 PCIe 分片到多卡训练：更慢，有实测数据。"),
      when=lambda: [c.p << (m.kind == "pick") & (m.mode == "pcie-fsdp"), c.job << (m.kind == "job")],
      shows={"p": ("card", "gpus", "mode"), "job": ("task",)},
      caveat="pcie-sharded-training", show_order=320)
def pcie_sharded_training(f):
    if f.job["task"] not in ("lora", "qlora"):
        return caveat(f, (
            "{gpus} × {card} train the full model sharded over PCIe (ZeRO-3 / FSDP): every step's gradients "
            "and gathered weights cross PCIe, and the hours here take source 4's measured scaling (4 × RTX 4090 "
            "ran 1.2× one card). Cards with peer-to-peer over PCIe (workstation and datacenter boards, not "
            "GeForce), x16 lanes each, and gradient accumulation to a large batch per step do better; "
            "measure a few hundred steps before committing to the whole run."), (
            "{gpus} 张 {card} 经 PCIe 分片训练全参（ZeRO-3 / FSDP）：每一步的梯度和聚合的权重都走 PCIe，"
            "这里的时长按来源 4 的实测扩展计（4 张 RTX 4090 只快 1.2 倍）。支持 PCIe 点对点的卡"
            "（工作站与数据中心卡，GeForce 不支持）、每卡 x16 通道、用梯度累积加大每步的 batch 会更好；"
            "整段训练前先跑几百步实测。"),
            card=f.p["card"], gpus=f.p["gpus"])
    return caveat(f, (
        "{gpus} × {card} train by sharding the base model over PCIe (FSDP + LoRA/QLoRA): it works "
        "but is slower than NVLink cards — Answer.AI measured Llama-2-70B QLoRA (1,024 samples × "
        "2,048 tokens) at 4,399 s on 2 × RTX 4090 with full x16 PCIe 4.0 lanes and 11,795 s on "
        "2 × RTX 3090 on an older board, against 667 s on 4 × H100 SXM. Rent boards with x16 "
        "lanes per GPU; full-parameter training over PCIe is slower still (source 4: 4 × 4090 ran 1.2× one card)."), (
        "{gpus} 张 {card} 经 PCIe 分片基座模型训练（FSDP + LoRA/QLoRA）：能跑，但比 NVLink 卡慢——"
        "Answer.AI 实测 Llama-2-70B QLoRA（1,024 条 × 2,048 token）：2 张 RTX 4090（满 x16 PCIe 4.0）"
        "4,399 秒，老主板上 2 张 RTX 3090 11,795 秒，4 张 H100 SXM 667 秒。请租每卡 x16 通道的机器；"
        "全参训练走 PCIe 更慢（来源 4：4 卡 4090 只快 1.2 倍）。"),
        card=f.p["card"], gpus=f.p["gpus"])


@rule(id="multi-node", concern="interconnect", source="seed-000", pri=20,
      doc=I18n(en="More than 8 GPUs spans nodes: InfiniBand and pipeline/ZeRO-3 sharding.",
               zh="超过 8 卡就跨节点：需要 InfiniBand 与流水并行 / ZeRO-3 分片。"),
      # a pick's split, not any card's pooling request (review 30 m3: "16 GPUs is more than one node" beside a
      # 64-GPU pick — a ruled-out card's 16-way split had fired it)
      # (copies that each hold the whole model or take their own share of files need no link between nodes —
      # review 34 m3: a batch of clips on 64 separate GPUs heard "rent them as one InfiniBand cluster")
      when=lambda: [c.req << (m.kind == "pick") & (m.gpus > 8) & (m.copies == False),
                    c.job << (m.kind == "job")],
      shows={"req": ("card", "gpus"), "job": ("training",)},
      caveat="multi-node", show_order=270)
def multi_node(f):
    req = f.req
    if f.job["training"]:
        text = conclude(
            "{card}: {gpus} GPUs is more than one 8-GPU node: plan InfiniBand between nodes and pipeline "
            "or ZeRO-3 sharding (source 1: 70B full fine-tuning needs 1,120 GB).",
            "{card}：{gpus} 张卡超过单个 8 卡节点：节点间要 InfiniBand，并配流水并行或 ZeRO-3 分片"
            "（来源 1：70B 全参微调要 1,120 GB）。", card=req["card"], gpus=req["gpus"])
    else:  # review 29 M2: serving over two nodes heard a training recipe (ZeRO-3)
        text = conclude(
            "{card}: {gpus} GPUs is more than one 8-GPU node: the model is served tensor parallel inside each node "
            "and pipeline parallel across them (vLLM --pipeline-parallel-size), every token crossing between the "
            "nodes — rent them as one cluster with InfiniBand / RoCE between them, not as separate machines.",
            "{card}：{gpus} 张卡超过单个 8 卡节点：节点内张量并行、节点间流水线并行（vLLM --pipeline-parallel-size）"
            "部署，每个 token 都要跨节点——要按节点间有 InfiniBand / RoCE 的集群来租，不能是几台互不相连的机器。",
            card=req["card"], gpus=req["gpus"])
    f.sink.caveat(f.rule.caveat, f.rule, text, req["card"])
    return None


@rule(id="cluster-price-floor", concern="interconnect", source="seed-001", pri=20,
      doc=I18n(en="A pick whose one copy spans more machines than its offer sells, from an offer not sold with a "
                  "network between machines: the price shown is the per-GPU retail floor; the cluster is quoted.",
               zh="一份模型跨多台机器、而报价不含机器间网络的推荐：显示的价格是按单卡零售价估算的下限；"
                  "多机互联集群要向平台询价。"),
      # review 120 C4-2: 32 × A800 for ¥11,395 from a one-GPU row (rules.cluster_floor says what it can claim)
      when=lambda: [c.p << (m.kind == "pick") & (m.per_gpu_floor == True)],
      shows={"p": ("card", "floor_span", "floor_nodes", "offer_gpus", "provider")},
      caveat="cluster-price-floor", show_order=271)
def cluster_price_floor(f):
    return caveat(f, (
        "{card}: {gpus} GPUs over {nodes} machines are priced at {provider}'s retail price for {offer} GPU(s), "
        "and no network between its machines is recorded — a floor from the per-GPU retail price, not a quote. "
        "Ask {provider} to quote a multi-node cluster with InfiniBand / RoCE: its price, minimum term and whether "
        "{gpus} GPUs are free on one fabric at once."), (
        "{card}：{gpus} 张卡跨 {nodes} 台机器，按 {provider} {offer} 卡报价的零售价计，而没有记录它的机器之间有网络"
        "——这是按单卡零售价估算的下限，不是报价；多机互联集群请向平台询价：InfiniBand / RoCE 集群的价格、起租时长、"
        "能否一次在同一网络里给出 {gpus} 张卡。"),
        card=f.p["card"], gpus=f.p["floor_span"], nodes=f.p["floor_nodes"], offer=f.p["offer_gpus"],
        provider=info(f, "p", "provider_name"))


@rule(id="link-assumed", concern="interconnect", source="seed-001", pri=50,
      doc=I18n(en="A multi-GPU pick from a listing that names the GPU but not SXM or PCIe: the "
                  "NVLink the answer counts on is assumed, and how to check it is said.",
               zh="多卡推荐来自只写了 GPU 型号、没写 SXM 还是 PCIe 的报价：答案依赖的 NVLink 是假设的，"
                  "并说明怎么核实。"),
      # a language model's layers split across the GPUs; a media job's prompts do not (review 9 F13)
      when=lambda: [c.job << (m.kind == "job") & (m.llm == True),
                    c.p << (m.kind == "pick") & (m.gpus > 1) & (m.link_assumed == True)
                    & (m.fast_link == True) & (m.copies == False)],
      shows={"job": ("training", "task", "llm"), "p": ("card", "gpus", "provider")},
      caveat="link-assumed", show_order=115)
def link_assumed(f):
    # LoRA / QLoRA all-reduce only the adapters' gradients, so PCIe costs them a few per cent
    # (review 8 F7); full training loses the scaling seed 004 measured
    if not f.job["training"]:
        en, zh = ("; on PCIe cards the model still splits for serving, slower per token.",
                  "；如果是 PCIe 卡，推理仍可拆分模型，但每个 token 更慢。")
    elif f.job["task"] in ("lora", "qlora"):
        en, zh = ("; on PCIe cards only the adapters' gradients cross between GPUs each step: a few "
                  "per cent slower, not a different answer.",
                  "；如果是 PCIe 卡，每步只在卡间同步适配器的梯度：慢几个百分点，结论不变。")
    else:
        en, zh = ("; on PCIe cards multi-GPU training loses most of its scaling (source 4: 4 × 4090 "
                  "ran 1.2× one card).", "；如果是 PCIe 卡，多卡训练几乎不提速（来源 4：4 卡 4090 只快 1.2 倍）。")
    return caveat(f, (
        "{provider}'s price names the GPU but not SXM or PCIe: the answer assumes {card}, whose "
        "{gpus} GPUs share NVLink. Check before you rely on it (nvidia-smi topo -m: NV# between "
        "the GPUs, not PIX / PHB)" + en), (
        "{provider} 的报价只写了 GPU 型号，没写 SXM 还是 PCIe：答案按 {card} 计算，{gpus} 张卡之间有 "
        "NVLink。用之前先核实（nvidia-smi topo -m：卡间应是 NV#，不是 PIX / PHB）" + zh),
        card=f.p["card"], gpus=f.p["gpus"], provider=info(f, "p", "provider_name"))


RULES = declared(__name__)
