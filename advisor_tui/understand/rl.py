"""On-policy RL post-training said in words (review 87 c10): "GRPO … about 2,000 steps, 256 prompts per step with 8
generations each, prompt 512 + completion 1,024 tokens … we checkpoint every 100 steps", "强化学习（GRPO）
训练 2000 步，每步 256 个 prompt，每个采样 8 条". The method, the steps, the prompts a step and the
generations a prompt are facts (rules.fact_rl makes the run's size of them with the prompt and completion
lengths, read here too); "every 100 steps" beside a checkpoint is the checkpoint interval, no run's length.
Runs before the step counter (training.read_step_count), which would otherwise say the steps back as uncosted.
"""

from __future__ import annotations

import re

from advisor_tui.understand.numbers import _number
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_N = r"(?:\d{1,3}(?:,\d{3})+|\d{1,7})\s?k?"
_FIRST = _lazy(r"(?P<n>\d{1,3}(?:,\d{3})+|\d{1,7})\s?(?P<k>k(?![a-z]))?")
# the method: GRPO and its variants, RLOO (the same group sampling, no critic), PPO; "RL post-training" and 强化学习
# name an on-policy run only beside generations per prompt
_GRPO = _lazy(r"(?<![a-z])(?:dr\.?\s?grpo|grpo|dapo|gspo|rloo|rlvr)(?![a-z])")
_PPO = _lazy(r"(?<![a-z])ppo(?![a-z])")
_RL = _lazy(r"(?<![a-z])(?:rl|reinforcement learning)(?:\s|-)?(?:post-?\s?training|fine-?\s?tun\w*|training|run|stage)"
            r"|强化学习|rl\s?(?:后训练|训练|微调)|偏好对齐|(?<![a-z])rlhf(?![a-z])")
# what kind of step a count names: "800 PPO steps", "500 training steps" (review 119 C6: "800 PPO steps" was read as a
# batch of 800 items to generate)
_STEP_KIND = r"(?:(?:rl|rlhf|grpo|dr\.?\s?grpo|dapo|gspo|rloo|ppo|training|optimi[sz]er|train|update)\s)?"
_EVERY = _lazy(r"(?:every|each|per)\s" + _N + r"\s?" + _STEP_KIND + r"steps?(?![a-z])"
               # ("每 1000 step 存一次 checkpoint", heldout88 #20: the English word after 每)
               r"|每(?:隔)?\s?" + _N + r"\s?(?:个\s?)?(?:步|steps?(?![a-z]))")
_SAVED = _lazy(r"checkpoint|ckpt|sav(?:e|es|ed|ing)|存|保存|检查点")
# a count after a bare comma is its own ("…8 条,500 步": the reader's text turns "，" into ","), while "2,000 steps"
# is one count: the digit before the comma tells them apart (review 91 ctl01b lost "，500 步")
_FREE = r"(?<![\d.])(?<!\d,)"
# the run's length: "500 steps", "500 步", "max_steps 500", "训练步数 500" — never the step one is at ("第 200 步")
_STEPS = _lazy(_FREE + _N + r"\s?" + _STEP_KIND + r"steps?(?![a-z])"
               r"|(?<!第)(?<!第\s)" + _FREE + _N + r"\s?步(?!骤)"
               r"|(?:max[_ ]steps|total steps|(?:总|训练|rl\s?)?步数)\s?(?:of|=|:|is|为|是|设为|设成)?\s?" + _N
               + r"(?!\d|[.,]\d)")
_PROMPTS = _lazy(
    _FREE + _N + r"\s?(?:unique\s)?(?:prompts?|questions?|problems?|queries|tasks)\s?"
    r"(?:per|each|a|every|/|in (?:a|each|every))\s?(?:optimi[sz]er\s|training\s)?(?:step|batch|iteration|update)"
    r"|(?:batch of|batches of)\s" + _N + r"\s?prompts"
    r"|每(?:一)?(?:步|个\s?step|次迭代|次更新|个批次?)\s?" + _N + r"\s?(?:个|条|道)?\s?(?:prompts?|提示词?|问题|题)"
    r"|" + _N + r"\s?(?:个|条|道)\s?(?:prompts?|提示词?|问题|题)\s?(?:每步|/\s?步)")
# generations a prompt: "8 rollouts per prompt", "group size 16", "num_generations=8", verl's "rollout.n=8",
# OpenRLHF's "n_samples_per_prompt 8", "每个 prompt 采样 8 条", "每条 prompt 生成 8 个"; and after the prompts a step,
# the prompt left unsaid: "每步 64 个 prompt、每个生成 8 条" (review 91 c01) — the verb beside 每个 makes it a count of
# generations, never "每个 200 token" (a length) or "每个生成 8 张" (pictures, no unit here)
_GENERATIONS = _lazy(
    _FREE + r"\d{1,4}\s?(?:generations?|completions?|samples?|rollouts?|responses?|answers?|candidates?)"
    r"\s?(?:each|per (?:prompt|question|problem|query)|for each(?: prompt| question)?|apiece|a prompt)"
    r"|(?:group size|num[_ ]generations|generations per prompt|n[_ ]samples[_ ]per[_ ]prompt|rollouts? per prompt"
    r"|samples per prompt|rollout\.n)\s?(?:of|=|:|is)?\s?\d{1,4}(?![\d.])"
    r"|(?<![a-z])g\s?=\s?\d{1,4}(?![\d.])"
    # ("每个 prompt 采 4 条", review 92 c04: read as 4 training samples)
    r"|每(?:个|条|道)?\s?(?:prompts?|提示词?|问题|题)\s?(?:采样|采|抽样|抽|生成|rollout|sample|跑)?\s?\d{1,4}\s?(?:条|个|次|组)"
    r"|每(?:个|条|道)\s?(?:都)?\s?(?:采样|生成|rollout|sample)\s?\d{1,4}\s?(?:条|个|次)"
    r"(?!\s?(?:token|字|张|图|视频|秒))"
    r"|(?:组大小|组内|采样数|每组)\s?(?:为|是|=)?\s?\d{1,4}(?!\s?(?:token|字))")
# a run's prompt and completion lengths, read here before the context and request readers: "补全 1024 token" is a
# completion's length, no context
_TOK = r"\s?(?:-\s?)?(?:tokens?|个?\s?token|tok)(?![a-z])"
_PROMPT_LEN = _lazy(r"(?<![a-z])(?:prompts?|提示词?)\s?(?:长度|length|of|:|约|大约|about|~|is|are)?\s?(?:about\s|~)?"
                    + _N + r"(?:" + _TOK + r")?(?![\d,])")
_COMPLETION_LEN = _lazy(r"(?:completions?|补全|回答|生成|输出|responses?)\s?"
                        r"(?:长度|length|of|:|约|大约|最长|max|up to|最多|about|~|is|are)?\s?(?:about\s|~)?" + _N + _TOK
                        + r"|(?<![\d.,])" + _N + r"\s?(?:-\s?)?tokens? (?:of )?(?:completion|response|generation)s?")
# the run's data set, counted by its problems or prompts: "训练集为 1.5 万道带标准答案的数学题", "12k math problems",
# "a set of 15,000 prompts" (heldout76 #29: read as no samples) — not so many a step, claimed before
_DATA_SET = _lazy(r"(?<![\d.])(?<!\d,)(?P<n>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k>万|千|k(?![a-z])|thousand)?\s?"
                  r"(?:道|个|条)\s?(?:[^,，.。;；:：\n\d]{0,12}?)(?:题目?|问题|prompts?|提示词?)(?!\s?(?:每步|/\s?步))"
                  r"|(?<![\d.])(?<!\d,)(?P<n2>\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(?P<k2>k(?![a-z])|thousand)?\s"
                  r"(?:unique\s|verifiable\s|training\s)?(?:[a-z]+(?:-[a-z]+)?\s)?(?:prompts|problems|questions|puzzles)"
                  r"(?!\s?(?:per|each|a|every|/|in (?:a|each|every))\s?(?:optimi[sz]er\s|training\s)?"
                  r"(?:step|batch|iteration|update))(?![a-z])")
_SCALE = {"万": 1e4, "千": 1e3, "k": 1e3, "thousand": 1e3}
_BETA = _lazy(r"(?:kl\s?(?:coefficient|coef|系数|beta)?|beta)\s?(?:of|=|:|为|是)?\s?(?P<b>0?\.\d+|0|1)(?!\d|\.\d)")


def _count(m: re.Match[str]) -> int | None:
    """The first count in the match ("2,000", "2k")."""
    f = _FIRST.search(m.group())
    n = _number(f.group("n").replace(",", "")) if f else None
    return None if f is None or n is None else int(n * (1000 if f.group("k") else 1))


# the save interval as a trainer's key or flag: "save_steps: 500" (a Hydra train.yaml, heldout77 #29; the reader's text
# spells a YAML key with spaces), "--save_steps 500", "trainer.save_freq=100" (verl), "checkpointing_steps: 1000",
# "save_interval = 2000" — never "save_total_limit", "logging_steps", "eval_steps", or verl's disabled "save_freq=-1"
_SAVE_NAME = (r"(?:save[ _-](?:steps|freq|interval|every(?:[ _-]n[ _-]steps)?)"
              r"|checkpoint(?:ing)?[ _-](?:steps|interval|every(?:[ _-]n[ _-]steps)?|freq)"
              r"|ckpt[ _-](?:steps|interval|every|freq))")
# (a key before its colon or equals sign, or a flag / a dotted override before its value: never a sentence's "I
# checkpoint every 10 min" — a time, no step count)
_SAVE_KEY = _lazy(r"(?:(?<![\w-])\"?" + _SAVE_NAME + r"\"?[ \t]*[:=][ \t]*"
                  r"|(?<![\w-])(?:--|[a-z_]+\.)" + _SAVE_NAME.replace("[ _-]", "[_-]") + r"(?:[ \t]*=[ \t]*|[ \t]+))"
                  r"(?P<n>\d{1,3}(?:[,_]\d{3})+|\d{1,7})(?![\d.])"
                  r"(?!\s?(?:min|mins|minutes?|hours?|hrs?|h|s|secs?|seconds?|epochs?)(?![a-z]))")


def _read_save_keys(r: _Reader) -> None:
    for m in _SAVE_KEY.finditer(r.t):
        n = int(re.sub(r"[,_]", "", m.group("n")))
        if n >= 1 and r.free(m.start(), m.end()) and not any(f.fact == "save_steps" for f in r.found):
            r.add(m.start(), m.end(), "save_steps", n)


def _read_intervals(r: _Reader) -> None:
    """An interval is no run's length: "checkpoint every 500 steps" the save interval, "log every 10 steps" nothing,
    with an RL method or without (review 91 c07: a continued pretraining's "we checkpoint every 500 steps" was said
    back as a 500-step run and the Megatron command saved every 953)."""
    t = r.t
    for e in _EVERY.finditer(t):
        if not r.free(e.start(), e.end()):
            continue
        near = t[max(0, e.start() - 40):min(len(t), e.end() + 30)]
        n = _count(e)
        if _SAVED.search(near) and n:
            r.add(e.start(), e.end(), "save_steps", n)
        else:
            r.claim(r.numeric, e.start(), e.end())  # "log every 10 steps": no run's length


def read_rl(r: _Reader) -> None:
    """The RL method and its run's shape, before the step counter."""
    t = r.t
    _read_save_keys(r)  # "save_steps: 500" (heldout77 #29)
    _read_intervals(r)
    generations = next((m for m in _GENERATIONS.finditer(t) if r.free(m.start(), m.end())), None)
    method = None
    # (a method turned down is claimed already: "不上 PPO，太折腾" — rl_refused.py)
    m = next((x for rx in (_GRPO, _PPO) for x in rx.finditer(t) if r.free(x.start(), x.end(), keyword=True)), None)
    if m:
        method = ("ppo" if m.group() == "ppo" else "grpo", m)
    elif generations is not None:
        m = _RL.search(t)
        method = ("grpo", m) if m else None
    if method is None:
        return
    value, mm = method
    r.add(mm.start(), mm.end(), "rl", value, mask="kw")
    if mm.group() == "rloo":
        r.note("RLOO samples a group of completions per prompt with no critic, as GRPO does: costed as GRPO, and the "
               "launch line is TRL's GRPO (TRL's RLOOTrainer takes the same generation options)",
               "RLOO 与 GRPO 一样每个 prompt 采样一组补全、无价值模型：按 GRPO 估算，启动命令用 TRL 的 GRPO")
    for s in _STEPS.finditer(t):
        n = _count(s)
        if n and r.free(s.start(), s.end()):
            r.add(s.start(), s.end(), "rl_steps", n)
            break
    for p in _PROMPTS.finditer(t):
        n = _count(p)
        if n and r.free(p.start(), p.end()):
            r.add(p.start(), p.end(), "prompts_per_step", n)
            break
    if generations is not None:
        g = _count(generations)
        if g:
            r.add(generations.start(), generations.end(), "generations", g)
    for fact, rx in (("input_tokens", _PROMPT_LEN), ("output_tokens", _COMPLETION_LEN)):
        x = next((x for x in rx.finditer(t) if r.free(x.start(), x.end())), None)
        n = _count(x) if x is not None else None
        if x is not None and n:
            r.add(x.start(), x.end(), fact, n)
    for d in _DATA_SET.finditer(t):
        n = _number((d.group("n") or d.group("n2")).replace(",", ""))
        if n and r.free(d.start(), d.end()):
            r.add(d.start(), d.end(), "samples", int(round(n * _SCALE.get(d.group("k") or d.group("k2") or "", 1))))
            break
    for b in _BETA.finditer(t):
        if r.free(b.start(), b.end()):
            r.add(b.start(), b.end(), "rl_beta", float(b.group("b")))
            break
