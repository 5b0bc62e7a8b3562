"""Model names and sizes: an anchor, then version, size and variant tokens."""

from __future__ import annotations

import re

from rapidfuzz import process
from rapidfuzz.distance import DamerauLevenshtein

from advisor_tui.understand.modelindex import (
    _KIND_TASK,
    _PRECISION_WORDS,
    _STOP_ANCHORS,
    _VARIANT_WORDS,
    _alpha_close,
    _lookup,
    _model_index,
    _ModelIndex,
)
from advisor_tui.understand.patterns import _CJK, _lazy
from advisor_tui.understand.reader import _Finding, _Reader
from advisor_tui.understand.result import MAX_MODEL_MENTIONS
from advisor_tui.understand.shared_size import size_by_shared_need
from knowledge import match

# ---------------------------------------------------------------------------------- models

_WORD = _lazy(r"[a-z]+")
_GLUED = _lazy(r"[a-z]+\d[a-z0-9]{0,12}(?![a-z0-9])")
_STABLE_DIFFUSION = _lazy(r"stable[ \-]?diffusion")
_EXT_TOKEN = _lazy(
    r"(?:(?:[\s\-_/:]|\.(?!\s)){0,4}|\s?的\s{0,3}(?=\d+(?:\.\d+)?b(?![a-z0-9])|(?:dev|schnell|pro|klein|turbo|coder|instruct)(?![a-z])))(?:(?P<num>[a-z]{0,2}\d+(?:\.\d+)*(?:x\d+)?[a-z]{0,4})|(?P<alpha>[a-z]+)|(?P<cjk>蒸馏))"
    r"(?![a-z0-9])")
_SPACED_DASH = _lazy(r"\s-\s")
_COLON_SPACE = _lazy(r"[:：]\s")
_THOUSANDS_AFTER = _lazy(r",\d{3}(?!\d)")
_STOP_NUM_TOKEN = _lazy(
    r"\d+(?:\.\d+)?(?:k|g|gb|gib|bit|bits|h|hr|hrs|w|t|tb|mb|s|x|p|px|fps|kw|yuan|usd|tok"
    r"|tokens?)|\d(?:\.\d+)?m|(?:int|fp|bf|nf|mxfp|nvfp|q|iq|w)\d\w*")
_SIZE_BEFORE = _lazy(r"(?<![a-z0-9.])(?P<size>\d+(?:\.\d+)?b)\s?(?:的|(?<![a-z])(?:param(?:eter)?s?"
                          r"|parameter))?\s?$")
_SIZE_ONLY = _lazy(r"\d+(?:\.\d+)?(?:x\d+)?b|a\d+(?:\.\d+)?b|\d{2,4}m")
_HARD_ALNUM = _lazy(r"[a-z]\d+(?:\.\d+)*")
_UNKNOWN_NAME = _lazy(
    r"(?<![a-z0-9.])(?P<word>[a-z][a-z0-9]{1,20}?(?:\.\d{1,2}(?=[-_]))?|[\u4e00-\u9fff]{2}\d(?:\.\d)?(?=[-_]))[-_]?"
    r"(?P<size>\d{1,5}(?:\.\d{1,3})?)b(?![a-z0-9])")
# well-known model families the catalogue lacks, named without a size ("serving Kimi K2",
# "用文心跑"): asked about, never matched to a catalogue model by a near spelling
_ABSENT_FAMILY = _lazy(
    r"(?<![a-z0-9])(?:kimi(?:[- ]?k\d(?:\.\d)?)?|moonshot|internlm\d?(?:\.\d)?|baichuan\d?|minimax(?:[- ]?m\d)?"
    r"|abab\d?(?:\.\d)?|ernie(?:[- ]?\d(?:\.\d)?)?|doubao|command[- ]r\+?|falcon\d?|dbrx|grok[- ]?\d?"
    r"|starcoder\d?|nemotron|olmo\d?|jamba"
    # embedding and reranking models (the catalogue has none): "bge-m3", "bge-reranker-v2-m3", "bge-large-zh-v1.5"
    r"|(?:bge|m3e|bce[- ](?:embedding|reranker)|jina[- ](?:embeddings?|reranker|colbert)|nomic[- ]embed(?:[- ]text)?"
    r"|mxbai[- ](?:embed|rerank)|e5[- ](?:large|base|small|mistral)|gte[- ](?:large|base|small|qwen\d?(?:\.\d)?)"
    r"|text2vec)(?:[- ](?:m3|reranker|embed(?:ding)?|large|base|small|mini|zh|en|multilingual|instruct|chinese"
    # (not inside a word: "法律文书生成模型" is documents generated, heldout67 #30 asked which 书生 model it was)
    r"|v\d(?:\.\d)?|\d+(?:\.\d+)?b))*)(?![a-z0-9])|(?<![文全丛遗秀读])书生(?!成)|百川\d?|文心(?:一言)?|豆包")
_NOT_A_NAME = frozenset({"a", "an", "the", "of", "for", "to", "on", "in", "at", "run", "serve",
                         "about", "around", "int", "fp", "bf", "nf", "q", "w", "x", "ok", "is",
                         "model", "params", "size", "and", "or", "with", "by", "up"})


def _size_value(tok: str) -> float | None:
    m = re.fullmatch(r"(\d+(?:\.\d+)?)([bm])", tok)
    if not m:
        return None
    value = float(m.group(1))
    return value / 1000 if m.group(2) == "m" else value


def _find_anchor(idx: _ModelIndex, word: str) -> tuple[str, int, bool] | None:
    """(canonical, characters of the word used, exact?) for a Latin word that starts a name."""
    cache = idx.anchor_cache
    if word in cache:
        return cache[word]
    if len(cache) > 20_000:
        cache.clear()
    cache[word] = found = _anchor_of(idx, word)
    return found


def _anchor_of(idx: _ModelIndex, word: str) -> tuple[str, int, bool] | None:
    if word in idx.primary:
        return idx.primary[word], len(word), True
    if word in idx.secondary:
        return word, len(word), True
    if len(word) < 4 or word in _STOP_ANCHORS or word in _PRECISION_WORDS:
        return None
    for fam in idx.prefixes:  # "deepseekr1" → "deepseek" + "r1"
        if len(word) > len(fam) and word.startswith(fam):
            return idx.primary.get(fam, fam), len(fam), True
    limit = 1 if len(word) <= 4 else 2
    pool = [f for f in idx.fuzzy_pool
            if abs(len(f) - len(word)) <= limit and (f[0] == word[0] or len(word) >= 6)]
    hits = process.extract(word, pool, scorer=DamerauLevenshtein.distance, score_cutoff=limit,
                           limit=2)
    if not hits or (len(hits) == 2 and hits[0][1] == hits[1][1]):
        return None  # nothing close, or two families equally close
    fam = hits[0][0]
    return idx.primary.get(fam, fam), len(word), False


_FLAG_BEFORE = _lazy(r"\s--?$")
# "plus" joining a second thing to the name, not a variant's word ("Qwen-Plus"): a determiner or a count after it
_PLUS_AND = _lazy(r"\s(?:my|our|a|an|the|his|her|their|its|some|one|two|three|\d|extra|another|custom|all)(?![a-z])")


def _extend(r: _Reader, idx: _ModelIndex, pos: int) -> list[tuple[str, int, int, bool]]:
    """Tokens continuing a model name from ``pos``: (text, start, end, hard)."""
    toks: list[tuple[str, int, int, bool]] = []
    seen_size = False
    while len(toks) < 8:
        m = _EXT_TOKEN.match(r.t, pos)
        # (a Chinese full stop ends the name, unspaced as it is: "用 gpt-oss-120b。DeepSeek-V3 也考虑过" is two
        # names, not one unknown — heldout84 #14)
        if not m or "。" in r.orig[pos:m.start(m.lastgroup or 0)]:
            break
        if m.group("num"):
            tok = m.group("num")
            if tok in _PRECISION_WORDS or _STOP_NUM_TOKEN.fullmatch(tok):
                break
            if tok in idx.tags and seen_size:
                hard = True  # "Qwen3-30B-A3B-Instruct-2507": a release tag after the size, part of the name
            elif tok.replace(".", "").isdigit():
                if seen_size or float(tok.split(".")[0] or 0) > 20:
                    break
                hard = True
            elif _SIZE_ONLY.fullmatch(tok):
                seen_size = True
                hard = True
            else:
                hard = bool(_HARD_ALNUM.fullmatch(tok))
            start = m.start("num")
        elif m.group("cjk"):  # 蒸馏 = distill ("deepseek r1 蒸馏 32b")
            tok, hard, start = "distill", False, m.start("cjk")
        else:
            tok = m.group("alpha")
            if tok in _PRECISION_WORDS:
                break
            if tok == "plus" and _PLUS_AND.match(r.t, m.end()):
                break  # "stable-diffusion-xl-base-1.0 plus my style LoRA" (heldout76 #21): "and", no Plus variant
            if tok not in idx.ext and tok not in idx.primary and tok not in idx.secondary:
                if len(tok) < 5 or not any(_alpha_close(tok, w) for w in idx.ext if len(w) >= 5):
                    break
            hard = False
            start = m.start("alpha")
        if not r.free(start, m.end()):
            break
        if _COLON_SPACE.search(r.t, pos, start) or (m.group("num") and _THOUSANDS_AFTER.match(r.t, m.end())):
            break  # "Whisper large-v3: 3,200 episodes" (heldout57 #19): a count after the name ("qwen3:32b" is a tag)
        if _FLAG_BEFORE.search(r.t, pos, start):
            break  # a command line's next flag ends the name: "--model google/gemma-3-12b-it --max-new-tokens 250"
            # (heldout76 #20: read as a "Gemma 3 12B Max")
        if _SPACED_DASH.search(r.t, pos, start) and not (toks and toks[-1][0] == tok):
            # a spaced dash ends the name ("with SDXL — flux looked nicer", "FLUX.1 schnell — dev looked nicer":
            # two models, heldout47 #33), unless the word is said again ("FLUX.1 dev — dev looks nicer")
            break
        toks.append((tok, start, m.end(), hard))
        pos = m.end()
    return toks


# a forum's name is no model or card: "(r/StableDiffusion)", "r/LocalLLaMA", "r/nvidia"
_FORUM = _lazy(r"(?<![a-z0-9/])r/[a-z0-9_]{2,}")
# a vendor's hosted API named, not a model to size: "DeepSeek API 的方案法务没批" (review 41 m-list)
_VENDOR_API = _lazy(r"(?<![a-z0-9])(?:deepseek|openai|anthropic|gemini|kimi|moonshot|zhipu|智谱|通义|千问|文心|豆包"
                    r"|qwen)\s?(?:的)?\s?(?:官方)?\s?(?:api|接口|开放平台)(?![a-z])")


def claim_forum_names(r: _Reader) -> None:
    """Before every reader (heldout23 #29: "r/StableDiffusion" asked which Stable Diffusion beside the SDXL said)."""
    for rx in (_FORUM, _VENDOR_API):
        for m in rx.finditer(r.t):
            r.claim(r.entity, m.start(), m.end())


def _read_models(r: _Reader) -> None:
    idx = _model_index(r.kb)
    anchors: list[tuple[int, int, str, bool]] = []  # start, end, canonical, exact
    for word, canonical in idx.cjk:
        start = 0
        while True:
            i = r.t.find(word, start)
            if i < 0:
                break
            anchors.append((i, i + len(word), canonical, True))
            start = i + len(word)
    if "sd" in idx.primary or "sd" in idx.secondary:
        for m in _STABLE_DIFFUSION.finditer(r.t):
            anchors.append((m.start(), m.end(), "sd", True))
    for m in _WORD.finditer(r.t):
        s, word = m.start(), m.group(0)
        if s > 0 and r.t[s - 1].isdigit() and word in ("b", "k", "g", "x"):
            continue
        if word == "ds" and re.match(r"[\s\-]?(?:r1|v[23]|distill|coder)", r.t[m.end():]):
            anchors.append((s, m.end(), "deepseek", True))
            continue
        if word == "r" and re.match(r"1(?![0-9])", r.t[m.end():]) and not re.search(
                r"(?:deepseek|ds)[\s\-]?$", r.t[max(0, s - 10):s]):
            anchors.append((s, s, "deepseek", True))  # "R1" alone: DeepSeek-R1 family
            continue
        found = _find_anchor(idx, word)
        if found:
            canonical, used, exact = found
            anchors.append((s, s + used, canonical, exact))
    anchors.sort(key=lambda a: (a[0], -a[1]))  # the longest name at a place first
    looked_up = 0
    for s, e, canonical, exact in anchors:
        if looked_up >= MAX_MODEL_MENTIONS:
            break
        if not r.free(s, max(e, s + 1)):
            continue
        if re.match(r"[.\-_ ]?(?:cpp|index|factory)", r.t[e:e + 9]):
            continue  # llama.cpp, llama_index, LLaMA-Factory are tools, not models
        glued = _GLUED.match(r.t, s)
        if glued and r.free(s, glued.end()) and glued.end() > e:
            ids = idx.exact.get(match.normalise(glued.group(0)))
            if ids and len(ids) == 1:  # "yolov8x": a catalogue id written as one word
                looked_up += 1
                _accept_model(r, idx, s, glued.end(), next(iter(ids)), 1.0)
                continue
        toks = _extend(r, idx, e)
        if not toks and exact:
            before = _SIZE_BEFORE.search(r.t[max(0, s - 12):s])
            if before and r.free(s - len(before.group(0)), s):
                start = s - len(before.group(0))
                status, ids = _lookup(idx, f"{canonical} {before.group('size')}")
                if status == "hit":
                    looked_up += 1
                    _accept_model(r, idx, start, e, ids[0], 0.95)
                    continue
        if not toks:
            # a family word alone: a name when the catalogue says so ("sdxl", "whisper"), else
            # it asks which model (and an image / video family still gives the task)
            cjk = bool(_CJK.match(r.t[s:s + 1]))
            if cjk or (exact and canonical in idx.primary and e - s >= 3):
                looked_up += 1
                _bare_family(r, idx, s, e, canonical)
            elif not exact and e - s >= 6 and canonical in idx.exact and len(idx.exact[canonical]) == 1:
                # a long family word one typo off whose bare name is a catalogue name: "whsiper 转写"
                looked_up += 1
                _accept_model(r, idx, s, e, next(iter(idx.exact[canonical])), 0.9)
            continue
        looked_up += 1
        _place_model(r, idx, s, canonical, toks, 1.0 if exact else 0.9)
    # "千问 qwen2.5 32b": the family's alias asks nothing when its model is named right after it (review 59 C1)
    r.unresolved = [u for u in r.unresolved if not (u.kind == "model" and any(
        f.fact == "model" and 0 <= f.start - u.end <= 3 for f in r.found))]
    # names nobody knows: "foo-13b"
    for m in _UNKNOWN_NAME.finditer(r.t):
        s, e = m.start(), m.end()
        if m.group("word") in _NOT_A_NAME or not r.free(s, e) or looked_up >= MAX_MODEL_MENTIONS:
            continue
        if m.group("word") in ("int", "fp", "bf", "q", "nf") or re.fullmatch(
                r"(?:int|fp|bf|q|nf|w\d*a|mxfp|a)\d*", m.group("word")):  # "A14B": an active-parameter tag
            continue
        looked_up += 1
        text = r.t[s:e]
        cands = _close_models(r, text, float(m.group("size")))
        r.unplaced("model", s, e,
                   f"model “{r.quote(s, e)}” is not in the catalogue"
                   + (f" (close: {', '.join(cands)})" if cands else "")
                   + "; sized by its stated size",
                   f"目录里没有模型“{r.quote(s, e)}”"
                   + (f"（相近：{', '.join(cands)}）" if cands else "") + "；按名称里的参数量估算",
                   cands)
        size = float(m.group("size"))
        r.add(m.start("size"), e, "params_b", size, conf=0.8, mask="entity")
        r.claim(r.entity, s, e)
    for m in _ABSENT_FAMILY.finditer(r.t):
        s, e = m.start(), m.end()
        if not r.free(s, e) or looked_up >= MAX_MODEL_MENTIONS:
            continue
        looked_up += 1
        r.unplaced("model", s, e, f"model “{r.quote(s, e)}” is not in the catalogue: which size "
                   "(parameters) is it?", f"目录里没有模型“{r.quote(s, e)}”：它有多少参数？", ())
        r.claim(r.entity, s, e)


# "a LLaMA-style model", "类 LLaMA 架构": an architecture the person's own model follows, not a model chosen
_STYLE_AFTER = _lazy(r"\s?-?\s?(?:style|like|architecture|arch|based architecture|架构|结构|式|风格)(?![a-z])")
_STYLE_BEFORE = _lazy(r"(?:类|类似|仿)\s?$")


def _bare_family(r: _Reader, idx: _ModelIndex, s: int, e: int, canonical: str) -> None:
    if canonical == "phi" and r.orig[s:e] == "PHI":  # protected health information, not a Phi model (heldout50 #32:
        r.claim(r.entity, s, e)  # "PHI stays in our Boston data center" asked "which PHI model?")
        return
    if _STYLE_AFTER.match(r.t, e) or _STYLE_BEFORE.search(r.t[max(0, s - 4):s]):
        r.claim(r.entity, s, e)  # review 21 m7: "LLaMA-style model" asked "which LLaMA model?"
        return
    status, ids = _lookup(idx, canonical if not _CJK.match(r.t[s:s + 1]) else r.t[s:e])
    if status == "hit" and match.normalise(r.t[s:e]) in idx.exact:
        _accept_model(r, idx, s, e, ids[0], 1.0)
        return
    members = idx.members.get(canonical) or idx.members.get(r.t[s:e]) or frozenset()
    if not members:
        return
    if any(f.end <= s and isinstance(f.value, str) and f.value in members for f in r.found) or any(
            0 <= f.start - e <= 3 and isinstance(f.value, str) and f.value in members for f in r.found):
        r.claim(r.entity, s, e)  # "We benchmarked Llama 3.3 70B and …; Llama kept mangling …": the one named
        return  # before, not a new question (heldout38 #22)
    kinds = {idx.kinds[m] for m in members}
    cands = tuple(sorted(members, key=lambda m: (len(m), m)))[:6]
    if len(kinds) == 1 and (kind := next(iter(kinds))) != "llm":
        r.claim(r.entity, s, e)
        r.found.append(_Finding(s, e, "task", _KIND_TASK.get(kind, "inference"), 1.0,
                                generic="model-kind"))
        families = {r.kb.models_by_id[m].family for m in members if m in r.kb.models_by_id}
        if len(families) == 1 and (family := next(iter(families))):
            # "FLUX" alone is not SDXL: size by the family's own workload row (issue 21)
            r.found.append(_Finding(s, e, "family", family, 1.0))
    else:
        r.claim(r.entity, s, e)
    if len(members) > 1 or next(iter(kinds)) == "llm":
        name = r.quote(s, e)
        r.unplaced("model", s, e,
                   f"which {name} model? (for example {', '.join(cands)})",
                   f"具体是哪个 {name} 模型？（例如 {', '.join(cands)}）", cands)


def _accept_model(r: _Reader, idx: _ModelIndex, s: int, e: int, model_id: str,
                  conf: float) -> None:
    r.add(s, e, "model", model_id, conf=conf, label=idx.display.get(model_id, model_id),
          mask="entity")
    kind = idx.kinds.get(model_id, "llm")
    if kind != "llm":
        r.found.append(_Finding(s, e, "task", _KIND_TASK.get(kind, "inference"), 1.0,
                                generic="model-kind"))


def _close_models(r: _Reader, name: str, size: float | None) -> list[str]:
    """Catalogue models spelled like ``name``; a stated size is part of the name, so
    "chatglm3-6b" is not close to Qwen3-0.6B."""
    return [h.id for h in match.find_models(r.kb, name, limit=5)
            if not size or (known := r.kb.models_by_id.get(h.id)) is None or not known.params_b
            or abs(known.params_b - size) <= 0.2 * size]


# a context-length tag glued to a name: "Qwen2.5-7B-Instruct-1M" is another checkpoint (trained to 1M, its own
# attention path), not Qwen2.5-7B-Instruct with a stray "1M" (review 98 c08: matched silently, then stretched 32×)
_GLUED_TAG = _lazy(r"[\-_](?P<tag>\d+(?:\.\d+)?[km])(?![a-z0-9])")


def _other_checkpoint(r: _Reader, idx: _ModelIndex, s: int, e: int, model_id: str) -> bool:
    """A name that goes on past the catalogue model it hit with a glued tag the model's names do not carry: the
    match stays (the architecture is the same) and a note says plainly that the checkpoint itself is not held."""
    m = _GLUED_TAG.match(r.t, e)
    if not m or not r.free(m.start(), m.end()):
        return False
    record = r.kb.models_by_id.get(model_id)
    names = [model_id] + ([record.name, *record.aliases, record.chat_repo or ""] if record else [])
    if any(m.group("tag") in match.size_tokens(n) | match.context_tags(n) for n in names):
        return False
    shown, said = idx.display.get(model_id, model_id), r.quote(s, m.end())
    r.claim(r.entity, m.start(), m.end())
    r.note(f"“{said}” is not in the catalogue; sized with {shown}'s architecture (the same layers and heads) — "
           f"its own context limit, attention path and launch are not {shown}'s: check its model card",
           f"目录里没有“{said}”；按 {shown} 的架构（相同的层数和注意力头）估算——它自己的上下文上限、注意力实现和"
           f"启动方式与 {shown} 不同：请看它的模型卡")
    return True


def _place_model(r: _Reader, idx: _ModelIndex, s: int, canonical: str,
                 toks: list[tuple[str, int, int, bool]], sure: float) -> None:
    # try the whole name, then without trailing soft words ("hunyuan video 720p" → "hunyuan video")
    lengths = [len(toks)]
    n = len(toks)
    # ("qwen3 235b moe": "moe" says the architecture, so it may go — if what is left is a mixture of experts)
    while n > 1 and not toks[n - 1][3] and (toks[n - 1][0] not in _VARIANT_WORDS or toks[n - 1][0] == "moe"):
        n -= 1
        lengths.append(n)
    ambiguous: tuple[str, ...] = ()
    for n in lengths:
        query = canonical + " " + " ".join(t[0] for t in toks[:n])
        status, ids = _lookup(idx, query)
        dropped_moe = any(t[0] == "moe" for t in toks[n:])
        if status == "hit" and dropped_moe and getattr(r.kb.models_by_id.get(ids[0]), "moe", None) is None:
            continue  # "… moe" is no dense model
        if status == "hit":
            exact = match.normalise(query) in idx.exact
            _accept_model(r, idx, s, toks[n - 1][2], ids[0], sure * (1.0 if exact else 0.95))
            if _other_checkpoint(r, idx, s, toks[n - 1][2], ids[0]):
                return
            if not exact:
                name, shown = r.quote(s, toks[n - 1][2]), idx.display.get(ids[0], ids[0])
                r.note(f"“{name}” read as {shown}, the only catalogue model it fits",
                       f"“{name}”按 {shown} 理解（目录中唯一符合的模型）")
            return
        if status == "ambiguous":
            ambiguous = ids
            break
    for tok in () if ambiguous else reversed(toks):  # "混元视频 hunyuanvideo": the family's alias, then the model's
        status, ids = _lookup(idx, tok[0])  # own id (review 57 c6: "not in the catalogue (close: hunyuanvideo)")
        if status == "hit" and match.normalise(tok[0]) in idx.exact and ids[0] in idx.members.get(canonical, ()):
            _accept_model(r, idx, s, tok[2], ids[0], sure)
            return
    if not ambiguous and len(toks) > 1:  # "千问 qwen 2.5 32b": the alias, then the name in words (review 59 C1)
        status, ids = _lookup(idx, " ".join(t[0] for t in toks))
        if status == "hit" and ids[0] in idx.members.get(canonical, ()):
            _accept_model(r, idx, s, toks[-1][2], ids[0], sure * 0.95)
            return
    e = toks[-1][2]
    query = canonical + " " + " ".join(t[0] for t in toks)
    name = r.quote(s, e)
    kinds = {idx.kinds[m] for m in (ambiguous or idx.members.get(canonical, ()))}
    if len(kinds) == 1 and (kind := next(iter(kinds))) != "llm":
        # an unknown FLUX / Whisper variant is still an image / speech job
        r.found.append(_Finding(s, e, "task", _KIND_TASK.get(kind, "inference"), 0.9,
                                generic="model-kind"))
    size = next((t for t in toks if _size_value(t[0]) is not None), None)
    if ambiguous:
        cands = ambiguous[:6]
        r.unplaced("model", s, e, f"“{name}” could be {', '.join(cands)}: which one?",
                   f"“{name}”可能是 {', '.join(cands)}：具体哪一个？", cands)
        size_by_shared_need(r, s, e, name, cands)
    else:
        cands = tuple(_close_models(r, query, _size_value(size[0]) if size else None))
        r.unplaced("model", s, e,
                   f"model “{name}” is not in the catalogue"
                   + (f" (close: {', '.join(cands)})" if cands else ""),
                   f"目录里没有模型“{name}”" + (f"（相近：{', '.join(cands)}）" if cands else ""),
                   cands)
    r.claim(r.entity, s, e)
    if size is not None:
        value = _size_value(size[0])
        if value:
            r.found.append(_Finding(size[1], size[2], "params_b", value, 0.9))
