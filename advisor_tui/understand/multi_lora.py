"""Adapters served with no count of them (heldout75 #15, a Helm values file): a vLLM server launched with its LoRA
flags ("--enable-lora", "--max-loras=16", "--max-lora-rank=32", "--lora-modules …", "enable_lora: true"), or "every
customer gets their own LoRA on one shared base", "每个客户一个 LoRA，共用一个底座" — the LoRA words are the adapters
a server holds, not a fine-tune to size: the job is serving (then the served Instruct release is the launch line's own
and the server's "--max-lora-rank" is a slot size, no training rank: decide.drop_past_trial_knobs). Not where anything
is trained ("train", "fine-tune", 训练, 微调), nor where read_served_adapters counted the adapters already."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader, negated_before

# the serving engine's own LoRA switches: vLLM's and SGLang's flags and their config keys
_SERVER_FLAGS = _lazy(r"--(?:enable-lora|max-loras|max-lora-rank|max-cpu-loras|lora-modules|lora-paths"
                      r"|max-loras-per-batch)"
                      r"(?![a-z-])|(?<![a-z_])(?:enable_lora|max_loras|max_lora_rank|lora_modules)\s?[:=]")
# an adapter for each customer on one shared base
_EACH_OWNS = _lazy(
    r"(?<![a-z])(?:every|each) (?:customer|tenant|client|brand|team|user)(?: of ours)? (?:gets|has|owns|keeps)"
    r" (?:their|its|his|her) own (?:fine-?tuned )?lora(?:s| adapters?)?(?![a-z])"
    r"[^.;!?\n]{0,40}?(?:one|a single|a|the same) (?:shared |common )?(?:base|base model|backbone)(?![a-z])"
    r"|每(?:个|家|位)(?:客户|租户|商家|品牌|部门)\s?(?:都有|各有|有|一个|各自的?)\s?(?:自己的|一个|一套)?\s?lora"
    r"[^。；;!?\n]{0,20}?(?:共用|共享|同一个|一个)\s?(?:底座|基座|基础模型|base)")
_TRAINS = _lazy(r"训练|微调|训一|(?<![a-z])(?:train(?:s|ed|ing)?|fine-?tun\w*|finetun\w*|sft)(?![a-z])")


def read_lora_serving(r: _Reader) -> None:
    """After read_served_adapters: a server's LoRA flags, or an adapter each on one base, make the job serving."""
    if any(f.fact == "lora_adapters" for f in r.found) or _TRAINS.search(r.t):
        return
    said = _SERVER_FLAGS.search(r.t) or _EACH_OWNS.search(r.t)
    if said is None or negated_before(r, said.start()):
        return
    dropped = False
    for f in r.found:
        if f.fact == "task" and f.value in ("lora", "qlora"):
            f.fact, dropped = "_task_dropped", True
    if dropped or not any(f.fact == "task" for f in r.found):
        r.add(said.start(), said.start(), "task", "inference", generic="inference", mask="kw")
        r.note(f"“{r.quote(said.start(), said.end())}”: LoRA adapters a server holds — the job is serving them",
               f"“{r.quote(said.start(), said.end())}”：服务端挂载的 LoRA 适配器——这是推理服务，不是微调")
