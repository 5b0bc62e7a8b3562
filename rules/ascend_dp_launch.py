"""vLLM-Ascend's data-parallel attention for an MLA mixture of experts (DeepSeek-V3/R1) on Ascend under 信创: attention
data parallel — each die keeps the MLA cache of its own requests — and the routed experts expert-parallel over the
dies (vllm-ascend-dp-attention), the layout the memory was sized with (rules.estimate.parts). One node: vLLM's
``--data-parallel-size`` over its dies; past one node, vLLM's multi-node data-parallel form — the same command on
every node, the head's ranks first, each other node ``--headless`` from its first rank (review 106 C6: tensor
parallelism copied the whole MLA cache to every 910C, and the answer took 40 chips where 16 hold it)."""

from __future__ import annotations

RPC_PORT = 13345


def with_dp_attention(parts: list[str], dies: int, node_dies: int) -> list[str]:
    """``parts`` (``vllm serve …`` first) with the flags that run ``dies`` data-parallel attention ranks, ``node_dies``
    a node, and the experts expert-parallel over all of them."""
    if dies <= node_dies:
        return [*parts, f"--data-parallel-size {dies}", "--enable-expert-parallel"]
    head = (f"on every node k (the head is 0), with --data-parallel-start-rank k×{node_dies} and --headless on all "
            f"but the head: {parts[0]}")
    return [head, *parts[1:], f"--data-parallel-size {dies} --data-parallel-size-local {node_dies} "
            f"--data-parallel-address HEAD_NODE_IP --data-parallel-rpc-port {RPC_PORT}", "--enable-expert-parallel"]


def dp_attention_how(card: str, whole_gb: float, most: dict) -> tuple[str, str]:
    """(en, zh): how the servers of ``card`` hold the job under DP attention, and what one node lacks (``most``: the
    memory gate's share a card on the most GPUs allowed, rules.pipeline's card-most)."""
    en = (f"DP attention with expert parallel, vLLM-Ascend's layout for DeepSeek — each die keeps only its own "
          f"requests' MLA cache and the {whole_gb:,.1f} GB of attention / dense / shared-expert weights whole "
          "(a two-die 910C keeps them twice), the routed experts split over all the dies, HCCS inside a node and "
          "RoCE between nodes")
    zh = (f"DP attention 加专家并行，vLLM-Ascend 为 DeepSeek 给出的部署方式——每个 die 只存自己那部分请求的 MLA 缓存，"
          f"注意力 / 稠密层 / 共享专家权重 {whole_gb:,.1f} GB 每个 die 各存一份（910C 是两个 die，一张卡存两份），"
          "路由专家分到所有 die 上，节点内走 HCCS、节点间走 RoCE")
    if most.get("per_gpu") and most.get("usable"):
        en += (f"; one node would need {most['per_gpu']:,.1f} GB a card of {most['usable']:,.1f} GB usable, under the "
               "5 % the memory gate keeps free" if most["per_gpu"] <= most["usable"] else
               f"; one node would need {most['per_gpu']:,.1f} GB a card of {most['usable']:,.1f} GB usable")
        zh += (f"；一台节点每张卡要 {most['per_gpu']:,.1f} GB，可用 {most['usable']:,.1f} GB，"
               + ("余量低于显存门槛要留的 5%" if most["per_gpu"] <= most["usable"] else "装不下"))
    return en, zh
