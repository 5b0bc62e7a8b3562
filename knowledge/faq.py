"""Search the FAQ (knowledge/data/faq.yaml) in Chinese, English or both mixed.

How it works:

* **Analysis.** Text is NFKC-folded and lower-cased. Latin runs become words (light English
  stemming, stop words dropped, ``48G`` = ``48gb``, ``rtx4090`` / ``qwen3`` also give their
  parts). Chinese has no spaces, so CJK runs become character bigrams (a lone character stays a
  unigram) after splitting at particles and question words (的 / 吗 / 怎么 …); in a query, a
  bigram of function characters ("能当", "用吗") counts less, being mostly glue between words.
* **Synonyms.** A small domain table maps phrases in either language to concept terms (显存 /
  VRAM / GPU memory → ``~vram``; 按量 / 按小时 / hourly → ``~hourly``; 两张 / 2x → ``~two`` …).
  Entries and queries go through the same table, so 「包月」 finds "monthly". Concepts that only
  say what kind of answer is wanted ("which", "vs", "worth it") or that every question is about
  ("GPU") weigh less; the query's own wording of a concept is a small tie-break bonus.
* **Typos.** A query word the index has never seen is matched with rapidfuzz (and an
  edit-distance check) against the curated words of keywords and ids: "nvlnik" → nvlink,
  "lamma" → llama, "qwne" → qwen; the correction is credited by its similarity.
* **Scoring.** BM25 over weighted fields (question and keywords count more than the answer);
  each query *unit* (a word, a bigram, a concept) counts once, by its best alternative. The score
  (0–100) is the IDF-weighted share of the query the entry covers, times its BM25 relative to
  the best entry, damped when only very common words matched. Below ``NO_MATCH_SCORE`` nothing is
  returned, so "how do I bake bread" gets no answer; ``suggest()`` offers the closest topics.

The index is built once per ``KnowledgeBase`` (cached by identity; ~70 ms for the bundled FAQ).
Queries are truncated to ``MAX_QUERY_CHARS`` so the work per query is bounded whatever is pasted
in. This module never imports the UI.
"""

from __future__ import annotations

import heapq
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz, process
from rapidfuzz.distance import OSA

from knowledge.errors import InputError
from knowledge.loader import KnowledgeBase
from knowledge.schema import FaqEntry

__all__ = ["MAX_QUERY_CHARS", "NO_MATCH_SCORE", "Hit", "detect_lang", "search", "suggest"]

NO_MATCH_SCORE = 35.0  # hits scoring below this are not answers
MAX_QUERY_CHARS = 300  # longer queries are truncated: bounded work for any input
MAX_UNITS = 40  # query units scored at most (after truncation)
LANGS = ("en", "zh")

# BM25 with field weights (BM25F-style: weighted term frequencies, one length norm).
_K1 = 1.2
_B = 0.5
_FIELD_WEIGHTS = {"question": 3.0, "keywords": 2.5, "id": 1.5, "answer": 1.0}
_UNIGRAM_WEIGHT = 0.5  # a single Chinese character counts less than a bigram
_PART_WEIGHT = 0.6  # "rtx" / "4090" out of "rtx4090"
_SECONDARY_CONCEPT_WEIGHT = 0.7  # 「显存不够」 is about OOM first, VRAM second
_SURFACE_BONUS = 0.25  # an entry using the query's own words for a concept scores this much more
_FUZZY_WEIGHT = 0.9  # times the rapidfuzz similarity
_CJK_UNKNOWN_IMPORTANCE = 0.25  # unseen bigrams: half are word-boundary noise, each char twice
# Concepts that say what kind of answer is wanted rather than what it is about ("which",
# "vs", "worth it"), or that every question here is about ("GPU"), weigh less.
_INTENT_WEIGHT = 0.5
_INTENT_CONCEPTS = frozenset({"~recommend", "~difference", "~worth", "~gpu"})
# A card's model number is an identifier, not a topic word: an entry whose question is about
# another card ("Does the RTX 3090 have NVLink?" for "4090 nvlink") ranks below one that is not.
_OTHER_CARD_DAMPING = 0.85
# Tie-break towards the entry whose question the query covers: "is hourly or monthly cheaper"
# is the general billing question, not the one about a host that sells only weeks and months.
_QUESTION_COVER_WEIGHT = 0.05
_EVIDENCE_FULL = 3.0  # matched IDF mass that counts as "specific enough" evidence
_IDF_FLOOR = 0.05  # a unit whose best IDF is lower (in nearly every entry) is skipped

# ----------------------------------------------------------------------------------- analysis

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
_CJK_RE = re.compile(f"[{_CJK}]")
_TOKEN_RE = re.compile(rf"[{_CJK}]+|[a-z0-9]+(?:[._+][a-z0-9]+)*")
_SIZE_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:gib|gb|g)(?![a-z0-9])")
_ALPHA_NUM_RE = re.compile(r"([a-z]{2,})(\d[a-z0-9._+]*)")

_EN_STOP = frozenset("""
a an the is are was were be been being am do does did doing done i me my mine we us our you
your it its this that these those there here to of in on at by for with from as into onto about
and or but if then so than too very just also only even can could should would will shall may
might must have has had having what whats which who whom whose how why when where any some all
each both either not no nor yes get gets got need needs want wants use used using one ones s t
im ive id dont doesnt didnt cant cannot wont isnt arent much many more most such own same other
else please thanks thank hi hello really actually like well still ever let lets make makes
tell know find way thing things something anything stuff see look go going say mean means
model models per via
""".split())

# Chinese particles and question words: removed (they split a run, they are not topic words).
_ZH_STOP_PHRASES = sorted("""
怎么样 怎么 咋样 什么 为什么 为啥 如何 是不是 能不能 可不可以 有没有 到底 一下 请问 应该 哪些
这些 那些 这个 那个 我们 你们 他们 大家 有啥 是否 还是 或者 以及 一般 比较 非常 特别
多少 多大 一个 需要 适合 适用 模型
""".split(), key=len, reverse=True)
_ZH_STOP_CHARS = frozenset("的了吗呢吧啊呀嘛么哦呗是在和与及或我你他她它们这那就都也还很把被让给啥咋个")
_ZH_STOP_RE = re.compile("|".join(map(re.escape, _ZH_STOP_PHRASES)))
# Frequent function characters: a query bigram made of them ("能当", "用吗") is mostly glue
# between words, so it counts less (each such character halves it).
_ZH_WEAK_CHARS = frozenset("能当用会可以要有没不为得着到上下过来去做让使对被把所其之而于并且该再又已将更"
                           "最太只才多少几些点一两三中里后前时下就跟同吧这")

# Domain synonyms: concept → phrases (lower case, NFKC). A phrase may name several concepts.
_SYNONYMS: dict[str, tuple[str, ...]] = {
    "oom": ("oom", "out of memory", "爆显存", "显存不够", "显存不足", "装不下", "放不下", "塞不下",
            "不够用", "doesn't fit", "does not fit", "won't fit", "not enough vram",
            "not enough memory", "run out of memory", "runs out of memory"),
    "vram": ("显存", "vram", "gpu memory", "video memory", "memory", "mem", "显卡内存",
             "显存不够", "显存不足", "爆显存", "not enough vram", "not enough memory"),
    "hourly": ("按量", "按小时", "按时", "时租", "每小时", "/时", "/小时", "hourly", "per hour",
               "an hour", "by the hour", "/h", "/hour", "on-demand", "on demand", "pay as you go",
               "pay-as-you-go", "按需", "按秒", "per second", "by the second", "按分钟",
               "per minute", "per-minute", "by the minute"),
    "monthly": ("包月", "月租", "按月", "每月", "/月", "一个月", "monthly", "per month", "a month",
                "/month", "month", "months"),
    "daily": ("包日", "日卡", "按天", "按日", "daily", "per day", "day plan", "day-card",
              "day card"),
    # how much of each day the card is in use (not the day plan above)
    "usage-per-day": ("每天", "一天", "日均", "每日", "a day", "each day", "every day",
                      "hours a day", "per day"),
    "weekly": ("周租", "包周", "按周", "一周", "weekly", "per week", "a week", "one week",
               "7-day", "7 天", "7天", "week", "weeks"),
    "billing": ("计费", "收费", "扣费", "扣钱", "付费", "计价", "billing", "billed", "charge",
                "charged", "charges", "charging", "pricing"),
    "price": ("价格", "报价", "价钱", "租金", "多少钱", "费用", "成本", "花多少", "price", "prices",
              "priced", "cost", "costs", "贵", "expensive"),
    "cheap": ("便宜", "最便宜", "省钱", "性价比", "划算", "cheap", "cheaper", "cheapest", "budget",
              "预算", "low cost", "low-cost", "affordable", "value", "best value"),
    "worth": ("值得", "值不值", "划算", "回本", "平衡点", "worth", "worth it", "pay off", "pays off",
              "break-even", "breakeven"),
    "compliance": ("合规", "出口管制", "管制", "制裁", "采购", "compliance", "compliant",
                   "export control", "export controls", "export-control", "sanction",
                   "sanctions", "procurement", "licence", "license"),
    "china": ("国内", "中国", "大陆", "境内", "mainland", "china", "chinese", "in china"),
    "domestic-chip": ("国产卡", "国产", "昇腾", "华为", "ascend", "huawei"),
    "amd": ("amd", "rocm"),
    "finetune": ("微调", "fine-tune", "fine tune", "finetune", "fine-tuning", "fine tuning",
                 "finetuning", "fine-tuned", "finetuned", "sft"),
    "full-ft": ("全参", "全参数", "全量微调", "全参微调", "full fine-tune", "full finetune",
                "full fine-tuning", "full finetuning", "full-parameter", "full parameter",
                "fully finetune", "fully fine-tune", "full-finetune"),
    "train": ("训练", "train", "training", "trains", "trained"),
    "pretrain": ("预训练", "pretrain", "pre-train", "pretraining", "pre-training"),
    "inference": ("推理", "inference", "serving", "serve", "部署", "deploy", "deployment", "上线",
                  "在线服务", "线上服务", "生产环境", "online service", "in production"),
    "image": ("出图", "文生图", "生图", "画图", "图像生成", "图片生成", "图像", "图片",
              "image generation", "image gen", "text-to-image", "text to image",
              "stable diffusion", "image", "images", "picture", "pictures"),
    "video": ("视频", "视频生成", "video", "videos", "text-to-video"),
    "pool": ("拼", "凑", "合并", "叠加", "合起来", "加起来", "当一张", "堆", "pool", "pooling",
             "pooled", "combine", "combined", "merge", "add up", "add together", "aggregate",
             "stacking", "stacked"),
    "two": ("两张", "两块", "2张", "二张", "双卡", "两卡", "2卡", "two", "2x", "dual"),
    "multi-gpu": ("多卡", "多张", "几张", "多块", "多台", "两张", "两块", "双卡", "2卡", "4卡", "8卡",
                  "四卡", "八卡", "multi-gpu", "multi gpu", "multigpu", "multiple gpus",
                  "several gpus", "multi-card", "many gpus", "bunch of", "2x", "4x", "8x",
                  "two gpus", "dual"),
    "nvlink": ("nvlink", "nv-link", "nvswitch", "桥接", "bridge", "互联", "interconnect",
               "infiniband"),
    "slow": ("慢", "很慢", "变慢", "太慢", "卡顿", "缩水", "掉速", "降频", "slow", "slower",
             "slowly", "sluggish", "throttle", "throttled", "throttling", "underperform",
             "underperforming"),
    # speed in general; the slow phrases above also name it, as their second concept
    "speed": ("快", "更快", "速度", "提速", "加速", "fast", "faster", "fastest", "speed", "speedup",
              "quick", "quicker", "throughput", "吞吐", "tokens/s", "token/s", "tok/s", "每秒",
              "tokens per second", "token per second", "tokens/sec",
              "慢", "很慢", "变慢", "太慢", "掉速", "slow", "slower", "slowly"),
    "upgrade": ("升级", "换卡", "往上换", "换一档", "upgrade", "move up", "switch"),
    "context": ("上下文", "长上下文", "序列长度", "context", "context length", "long context",
                "kv cache", "kv缓存", "kv", "sequence length", "seq len"),
    "quant": ("量化", "quantize", "quantized", "quantization", "quantisation", "quantise",
              "4bit", "4-bit", "8bit", "8-bit"),
    "compute": ("算力", "浮点", "计算能力", "tflops", "tflop", "flops", "compute",
                "tensor core", "tensor cores"),
    "bandwidth": ("带宽", "显存带宽", "bandwidth", "gb/s", "tb/s", "memory bandwidth"),
    "rent": ("租", "租用", "租卡", "租到", "rent", "rented", "renting", "rental", "lease"),
    "buy": ("自建", "自购", "买卡", "买显卡", "购买", "买", "buy", "buying", "purchase", "build",
            "on-prem", "on-premise", "on premise"),
    "stock": ("库存", "现货", "有货", "缺货", "货源", "供货", "紧缺", "stock", "in stock",
              "out of stock", "availability", "available", "supply", "sold out", "shortage"),
    "latency": ("延迟", "延时", "迟滞", "latency", "ping", "lag", "laggy", "rtt"),
    "datacenter": ("机房", "数据中心", "datacenter", "data center", "datacentre", "region",
                   "地域"),
    "learn": ("学生", "毕设", "高校", "科研", "入门", "新手", "学习", "课程", "论文", "研究生",
              "student", "students", "university", "thesis", "research", "beginner", "newbie",
              "learn", "learning", "coursework", "homework", "grad", "phd"),
    "startup": ("创业", "初创", "小团队", "startup", "start-up", "small team", "small company"),
    "enterprise": ("企业", "公司", "国企", "enterprise", "company", "corporate", "business"),
    "contract": ("发票", "合同", "续费", "签约", "协议", "invoice", "invoices", "sla", "contract",
                 "renewal", "agreement"),
    "promo": ("活动价", "促销", "折扣", "限购", "打折", "优惠", "promo", "promotion",
              "promotional", "discount", "coupon"),
    "spot": ("竞价", "竞价实例", "抢占式", "可中断", "spot", "preemptible", "interruptible"),
    "p2p": ("p2p", "peer-to-peer", "marketplace", "marketplaces"),
    "power": ("功耗", "功耗墙", "功率", "限功耗", "power", "power cap", "power limit", "tdp",
              "watt", "watts"),
    "verify": ("验证", "检查", "测试", "实测", "检测", "跑分", "测", "check", "verify", "test",
               "benchmark", "measure"),
    "sparse": ("稀疏", "sparse", "sparsity", "2:4"),
    "ecc": ("ecc", "纠错", "error correction", "bit flip", "位翻转"),
    "consumer": ("消费卡", "消费级", "游戏卡", "consumer", "gaming", "geforce"),
    "pro": ("专业卡", "工作站", "professional", "workstation"),
    "gpu": ("显卡", "卡", "单卡", "加速卡", "gpu", "gpus", "card", "cards", "graphics card",
            "graphics cards", "accelerator"),
    "weights": ("权重", "参数量", "模型大小", "weights", "model size", "parameters", "params"),
    "offload": ("卸载", "内存", "硬盘", "流式加载", "offload", "offloading", "cpu offload", "ram",
                "swap", "ssd", "disk", "streaming"),
    "llm": ("大模型", "语言模型", "聊天", "llm", "llms", "large language model", "chatbot"),
    "difference": ("区别", "差别", "差在哪", "不一样", "一样吗", "对比", "强在哪", "vs", "versus",
                   "difference", "differences", "differ", "compare", "comparison", "better",
                   "选哪个", "哪个好", "哪个更", "which one", "or"),
    "recommend": ("推荐", "建议", "选什么", "选哪", "选哪个", "哪张", "哪个", "哪个好", "选卡", "选择",
                  "which one", "recommend",
                  "recommendation", "suggest", "which gpu", "which card", "pick", "choose"),
    "error": ("报错", "出错", "崩溃", "不兼容", "兼容", "error", "errors", "fails", "failed",
              "crash", "incompatible", "compatible", "compatibility"),
    "version": ("版本", "驱动", "version", "versions", "driver", "drivers"),
    "framework": ("框架", "framework", "frameworks"),
    "checklist": ("清单", "准备", "注意事项", "要点", "核对", "开卡前", "租卡前", "checklist",
                  "prepare", "before renting", "before i rent"),
    "mistake": ("坑", "踩坑", "误区", "常犯", "选错", "mistake", "mistakes", "pitfall",
                "pitfalls", "gotcha"),
    "concurrency": ("并发", "用户", "concurrency", "concurrent", "users", "qps"),
    "utilization": ("利用率", "utilization", "utilisation", "util"),
}

_KIND_WORDS = {
    "mistake": "mistake 误区",
    "checklist": "checklist 清单",
    "not-suitable": "not suitable 不适用",
    "caveat": "caveat 注意",
}


def _normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower().replace("'", "").replace("’", "")
    return _SIZE_RE.sub(r"\1gb", text)


def _stem(word: str) -> str:
    """A deliberately small English stemmer; queries and entries go through the same one."""
    if not word.isalpha() or len(word) <= 3:
        return word
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "is")):
        word = word[:-1]
    for suffix, min_len in (("ing", 6), ("est", 7), ("ed", 5), ("er", 6)):
        if word.endswith(suffix) and len(word) >= min_len:
            word = word[: -len(suffix)]
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]  # running → run, bigger → big
            break
    if len(word) > 4 and word.endswith("e"):
        word = word[:-1]  # serve / serving → serv
    return word


@lru_cache(maxsize=1 << 16)
def _latin_terms(token: str) -> tuple[str, tuple[str, ...]]:
    """(the term, its parts) for one latin token; parts let 'rtx4090' meet 'rtx 4090'."""
    term = _stem(token)
    parts: list[str] = []
    if any(sep in token for sep in "._+"):
        parts.extend(_stem(p) for p in re.split(r"[._+]", token) if len(p) >= 2)
    m = _ALPHA_NUM_RE.fullmatch(token)
    if m:  # "qwen3" → qwen + 3, "sd1.5" → sd + 1.5, "rtx4090" → rtx + 4090 (not "h100")
        parts.extend((_stem(m.group(1)), m.group(2)))
    return term, tuple(p for p in dict.fromkeys(parts) if p != term and p not in _EN_STOP)


def _cjk_pieces(run: str) -> list[str]:
    """Split a CJK run at particles / question words into content pieces."""
    run = _ZH_STOP_RE.sub(" ", run)
    out, cur = [], []
    for ch in run:
        if ch == " " or ch in _ZH_STOP_CHARS:
            if cur:
                out.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    if cur:
        out.append("".join(cur))
    return out


def _is_word_char(ch: str) -> bool:
    return ch.isascii() and ch.isalnum()


def _build_synonyms() -> tuple[dict[str, tuple[str, ...]], dict[str, tuple[str, ...]],
                               dict[str, tuple[str, ...]]]:
    concepts: dict[str, list[str]] = {}
    for concept, phrases in _SYNONYMS.items():
        for phrase in phrases:
            concepts.setdefault(_normalise(phrase), []).append("~" + concept)
    phrase_concepts = {p: tuple(dict.fromkeys(c)) for p, c in concepts.items()}
    # phrases by their first two characters (one-character phrases under that character)
    by_prefix: dict[str, list[str]] = {}
    for phrase in phrase_concepts:
        by_prefix.setdefault(phrase[:2], []).append(phrase)
    starts = {key: tuple(sorted(ps, key=len, reverse=True)) for key, ps in by_prefix.items()}
    # single latin words by stem, so "finetunes" or a typo corrected to "compliance" still
    # reaches the concept
    word_concepts: dict[str, tuple[str, ...]] = {}
    for phrase, cs in phrase_concepts.items():
        if re.fullmatch(r"[a-z]+", phrase):
            stem = _stem(phrase)
            word_concepts[stem] = tuple(dict.fromkeys(word_concepts.get(stem, ()) + cs))
    return starts, phrase_concepts, word_concepts


_PHRASE_STARTS, _PHRASE_CONCEPTS, _WORD_CONCEPTS = _build_synonyms()


def _start_pattern(starts: Iterable[str]) -> re.Pattern[str]:
    """Where a phrase can begin: a word's first character, or any other phrase-initial one."""
    firsts = {key[0] for key in starts}
    word = "".join(sorted(re.escape(c) for c in firsts if _is_word_char(c)))
    other = "".join(sorted(re.escape(c) for c in firsts if not _is_word_char(c)))
    return re.compile(rf"(?<![a-z0-9])[{word}]|[{other}]")


_PHRASE_START_RE = _start_pattern(_PHRASE_STARTS)


def _phrases(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, phrase) of the synonym phrases in normalised ``text``, left to right, longest
    first, not overlapping; a phrase starting or ending in a letter or digit must start or end a
    word ("sd" is not "sdxl"). The regex only finds where a phrase may start (at C speed); a
    dict of phrases by their first two characters does the rest, several times faster than one
    regex alternating ~600 phrases."""
    starts, search, n = _PHRASE_STARTS, _PHRASE_START_RE.search, len(text)
    pos = 0
    while (m := search(text, pos)) is not None:
        i = m.start()
        pos = i + 1
        for phrase in starts.get(text[i:i + 2], ()) + starts.get(text[i], ()):
            end = i + len(phrase)
            if text.startswith(phrase, i) and not (
                    end < n and _is_word_char(phrase[-1]) and _is_word_char(text[end])):
                yield i, end, phrase
                pos = end
                break


def _doc_terms(text: str) -> Counter[str]:
    """Term → count for one field of an entry (concepts, words, word parts, bigrams)."""
    norm = _normalise(text)
    counts: Counter[str] = Counter()
    for _start, _end, phrase in _phrases(norm):
        counts.update(_PHRASE_CONCEPTS[phrase])
    words: list[str] = []
    bigrams: list[str] = []
    chars: Counter[str] = Counter()
    for tok in _TOKEN_RE.findall(norm):
        if _CJK_RE.match(tok):
            for piece in _cjk_pieces(tok):
                bigrams.extend(map(str.__add__, piece, piece[1:]))
                chars.update(piece)
        elif tok not in _EN_STOP and not (len(tok) == 1 and tok.isalpha()):
            term, parts = _latin_terms(tok)
            words.append(term)
            words.extend(parts)
    counts.update(words)
    counts.update(bigrams)
    for ch, c in chars.items():
        counts[ch] += _UNIGRAM_WEIGHT * c
    return counts


@dataclass(frozen=True)
class _Unit:
    """One piece of a query: alternatives (term, score weight, importance weight)."""

    alts: tuple[tuple[str, float, float], ...]
    bonus: tuple[str, ...] = ()  # the query's own words for a concept: a tie-break bonus
    cjk: bool = False
    typo: bool = False  # its word is not in the index (a typo, or not about GPUs)


def _query_units(query: str, index: _Index) -> list[_Unit]:
    norm = _normalise(query[:MAX_QUERY_CHARS])
    units: list[_Unit] = []
    rest: list[str] = []
    last = 0
    for start, end, phrase in _phrases(norm):
        rest.append(norm[last:start])
        rest.append(" ")
        last = end
        surface: list[str] = []
        for tok in _TOKEN_RE.findall(phrase):
            if _CJK_RE.match(tok):
                surface.extend(tok[i:i + 2] for i in range(len(tok) - 1))
                if len(tok) == 1:
                    surface.append(tok)
            elif tok not in _EN_STOP:
                surface.append(_stem(tok))
        alts = []
        for rank, concept in enumerate(_PHRASE_CONCEPTS[phrase]):
            w = _INTENT_WEIGHT if concept in _INTENT_CONCEPTS else 1.0
            if rank:
                w *= _SECONDARY_CONCEPT_WEIGHT
            alts.append((concept, w, w))
        units.append(_Unit(tuple(alts), bonus=tuple(surface)))
    rest.append(norm[last:])
    for tok in _TOKEN_RE.findall("".join(rest)):
        if _CJK_RE.match(tok):
            for piece in _cjk_pieces(tok):
                grams = [piece] if len(piece) == 1 else [piece[i:i + 2]
                                                         for i in range(len(piece) - 1)]
                for gram in grams:
                    w = _UNIGRAM_WEIGHT if len(gram) == 1 else 1.0
                    w *= 0.5 ** sum(ch in _ZH_WEAK_CHARS for ch in gram)
                    units.append(_Unit(((gram, w, w),), cjk=True))
            continue
        if tok in _EN_STOP or (len(tok) == 1 and tok.isalpha()):
            continue
        term, parts = _latin_terms(tok)
        alts: list[tuple[str, float, float]] = [(term, 1.0, 1.0)]
        alts.extend((p, _PART_WEIGHT, _PART_WEIGHT) for p in parts)
        for t, w, _imp in list(alts):
            if t in index.idf:
                continue
            for cand, sim in _fuzzy(t, index):
                # a correction to a curated word: as important as that word, credited by
                # similarity
                alts.append((cand, w * sim * _FUZZY_WEIGHT, w))
        for t, w, imp in list(alts):
            for concept in _WORD_CONCEPTS.get(t, ()):
                k = _INTENT_WEIGHT if concept in _INTENT_CONCEPTS else 1.0
                alts.append((concept, w * k, imp * k))
        units.append(_Unit(tuple(dict.fromkeys(alts)), typo=term not in index.idf))
    unique: dict[tuple[tuple[str, float, float], ...], _Unit] = {}
    for unit in units:  # the same concept twice ("serving … in production") counts once
        unique.setdefault(unit.alts, unit)
    return list(unique.values())[:MAX_UNITS]


def _fuzzy(term: str, index: _Index) -> list[tuple[str, float]]:
    """Index words within a typo of ``term`` ("nvlnik" → nvlink), with similarity 0–1."""
    if not term.isalpha() or len(term) < 4:
        return []
    out = []
    for cand, ratio, _ in process.extract(term, index.words, scorer=fuzz.ratio, limit=4,
                                          score_cutoff=66):
        edits = OSA.distance(term, cand)
        if len(term) == 4:
            ok = edits == 1 and sorted(term) == sorted(cand)  # only a swap: "qwne" → qwen
        else:
            ok = ratio >= 80 or edits <= (1 if len(term) <= 6 else 2)
        if ok:
            out.append((cand, max(ratio, 100.0 * (1 - edits / max(len(term), len(cand)))) / 100))
    return out


# -------------------------------------------------------------------------------------- index


@dataclass(frozen=True, eq=False)
class _Index:
    entries: tuple[FaqEntry, ...]
    # per entry: the terms of its question (both languages), and the card numbers it names
    question_terms: tuple[frozenset[str], ...]
    question_cards: tuple[frozenset[str], ...]
    cards: frozenset[str]
    # term → (entry indexes, idf-weighted BM25 parts, idf × presence 0–1), parallel tuples
    postings: dict[str, tuple[tuple[int, ...], tuple[float, ...], tuple[float, ...]]]
    idf: dict[str, float]
    words: tuple[str, ...]  # latin words of keywords and ids, the targets of typo matching
    idf_unknown: float


def _entry_fields(entry: FaqEntry) -> Iterable[tuple[str, str]]:
    yield "question", entry.question.en
    yield "question", entry.question.zh
    yield "keywords", " ; ".join(entry.keywords) + " ; " + _KIND_WORDS.get(entry.kind, "")
    yield "id", entry.id.replace("-", " ")
    yield "answer", entry.answer.en
    yield "answer", entry.answer.zh


def card_terms(kb: KnowledgeBase) -> frozenset[str]:
    """Model numbers of the cards ('4090', 'a100', 'h20', '910b'; not the '80g' of a memory size)."""
    return frozenset(part for card in kb.cards for part in card.id.split("-")
                     if any(ch.isdigit() for ch in part) and not part[-1] == "g")


def _build_index(entries: tuple[FaqEntry, ...], cards: frozenset[str] = frozenset()) -> _Index:
    tfs: list[dict[str, float]] = []
    topic_words: set[str] = set()  # typo targets: the curated words (keywords and ids)
    for entry in entries:
        tf: dict[str, float] = {}
        for fld, text in _entry_fields(entry):
            weight = _FIELD_WEIGHTS[fld]
            terms = _doc_terms(text)
            if fld in ("keywords", "id"):
                topic_words.update(t for t in terms if t.isascii() and t.isalpha())
            get = tf.get
            for term, count in terms.items():
                tf[term] = get(term, 0.0) + weight * count
        tfs.append(tf)
    n = len(entries)
    lengths = [sum(tf.values()) for tf in tfs]
    avgdl = (sum(lengths) / n) if n else 1.0
    df: Counter[str] = Counter()
    for tf in tfs:
        df.update(tf.keys())
    idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    lists: dict[str, tuple[list[int], list[float], list[float]]] = {}
    for i, tf in enumerate(tfs):
        norm = _K1 * (1 - _B + _B * lengths[i] / avgdl)
        for term, f in tf.items():
            docs, parts, covers = lists.setdefault(term, ([], [], []))
            docs.append(i)
            parts.append(idf[term] * f * (_K1 + 1) / (f + norm))
            # how fully the entry is "about" the term: in its question or keywords, or only
            # once in the answer
            covers.append(idf[term] * min(1.0, f / 2.5) ** 0.5)
    words = tuple(sorted(t for t in topic_words if len(t) >= 3))
    postings = {t: (tuple(d), tuple(p), tuple(c)) for t, (d, p, c) in lists.items()}
    questions = tuple(frozenset(_doc_terms(e.question.en)) | frozenset(_doc_terms(e.question.zh))
                      for e in entries)
    return _Index(entries=entries, postings=postings, idf=idf, words=words,
                  idf_unknown=math.log(1 + (n + 0.5) / 0.5), question_terms=questions,
                  question_cards=tuple(q & cards for q in questions), cards=cards)



@lru_cache(maxsize=8)
def _index_for(kb: KnowledgeBase) -> _Index:
    return _build_index(tuple(kb.faq), card_terms(kb))


# ------------------------------------------------------------------------------------- search


@dataclass(frozen=True)
class Hit:
    """One FAQ answer: text in ``lang``; ``score`` 0–100 (below ``NO_MATCH_SCORE`` not kept)."""

    id: str
    question: str
    answer: str
    score: float
    source: str
    kind: str
    lang: str
    related: tuple[str, ...] = ()


def detect_lang(text: str) -> str:
    """zh when the text contains a CJK character, else en."""
    return "zh" if _CJK_RE.search(unicodedata.normalize("NFKC", text[:MAX_QUERY_CHARS])) else "en"


def _check(query: object, lang: str | None) -> str:
    if not isinstance(query, str) or not query.strip():
        raise InputError("empty FAQ query: type a question, e.g. '两张 4090 能当 48G 用吗' "
                         "or 'can a 4090 run 70b?'")
    if lang is not None and lang not in LANGS:
        raise InputError(f"--lang: unknown language {lang!r} (accepted: {', '.join(LANGS)})")
    return query


def _score(query: str, index: _Index, floor: float = 0.0) -> list[tuple[float, float, int]]:
    """(score 0–100, raw BM25, entry index) for the entries that matched and score >= floor."""
    units = _query_units(query, index)
    n = len(index.entries)
    raw = [0.0] * n
    cover = [0.0] * n
    touched: set[int] = set()
    total = 0.0
    idf, postings = index.idf, index.postings
    for unit in units:
        known = [(t, w, imp) for t, w, imp in unit.alts if t in idf]
        if known and not unit.typo and max(w * idf[t] for t, w, _imp in known) < _IDF_FLOOR:
            continue  # in (nearly) every entry ("GPU", 「卡」): it cannot rank them, skip the work
        weighted = [imp * idf[t] for t, _w, imp in known if imp]
        if weighted and unit.alts[0][0] in idf:
            importance = weighted[0]  # the unit's own term or main concept rules
        elif weighted:
            importance = max(weighted)  # "rtx4090": its parts
        else:  # not in the index: an off-topic word, or (Chinese) a bigram across two words
            importance = index.idf_unknown * (_CJK_UNKNOWN_IMPORTANCE if unit.cjk else 1.0)
        total += importance
        if len(known) == 1 and not unit.bonus:
            # one term: its score weight never exceeds its importance weight, so no cap needed
            t, w, _imp = known[0]
            docs, parts, covers = postings[t]
            touched.update(docs)
            for d, p, c in zip(docs, parts, covers):
                raw[d] += w * p
                cover[d] += w * c
            continue
        best: dict[int, tuple[float, float]] = {}
        for t, w, _imp in known:
            docs, parts, covers = postings[t]
            for d, p, c in zip(docs, parts, covers):
                old = best.get(d)
                if old is None:
                    best[d] = (w * p, w * c)
                else:
                    best[d] = (max(w * p, old[0]), max(w * c, old[1]))
        lifted = {d for t in unit.bonus if t in postings for d in postings[t][0]}
        touched.update(best)
        for d, (s, c) in best.items():
            raw[d] += s * (1 + _SURFACE_BONUS) if d in lifted else s
            cover[d] += min(importance, c)
    if not touched or total <= 0:
        return []
    query_terms = {t for unit in units for t, _w, _imp in unit.alts}
    query_cards = query_terms & index.cards
    top = max(raw[d] for d in touched)
    # score <= 100 · sqrt(raw / top): entries far below the best cannot reach the floor
    cut = top * (floor / 100.0) ** 2
    out = []
    for d in touched:
        r = raw[d]
        if r < cut or r <= 0:
            continue
        matched = cover[d]
        coverage = matched / total
        evidence = min(1.0, matched / _EVIDENCE_FULL)
        score = 100.0 * coverage ** 0.8 * (r / top) ** 0.5 * evidence ** 0.5
        cards = index.question_cards[d]
        if query_cards and cards and not cards & query_cards:
            score *= _OTHER_CARD_DAMPING
        if score < floor:
            continue
        asked = index.question_terms[d]
        mass = sum(idf.get(t, 0.0) for t in asked)
        if mass > 0:  # a tie-break only: it never takes an answer below the floor
            covered = sum(idf.get(t, 0.0) for t in asked & query_terms) / mass
            score = max(floor, score * (1.0 - _QUESTION_COVER_WEIGHT * (1.0 - covered)))
        if score >= floor:
            out.append((score, r, d))
    return out


def search(query: str, lang: str | None = None, limit: int = 5,
           kb: KnowledgeBase | None = None) -> list[Hit]:
    """The best FAQ answers for ``query``, best first; ``[]`` when nothing is relevant.

    ``lang`` picks the answer language (default: the query's — Chinese if it has any CJK
    character). Raises ``InputError`` for an empty query, an unknown ``lang`` or ``limit < 1``.
    """
    query = _check(query, lang)
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise InputError(f"--limit: must be a whole number of at least 1, got {limit!r}")
    if kb is None:
        import knowledge

        kb = knowledge.load()
    index = _index_for(kb)
    lang = lang or detect_lang(query)
    scored = heapq.nsmallest(limit, _score(query, index, floor=NO_MATCH_SCORE),
                             key=lambda s: (-s[0], -s[1], index.entries[s[2]].id))
    hits = []
    for score, _raw, d in scored:
        e = index.entries[d]
        hits.append(Hit(id=e.id, question=e.question.get(lang), answer=e.answer.get(lang),
                        score=round(score, 1), source=e.source, kind=e.kind, lang=lang,
                        related=e.related))
    return hits


def suggest(query: str, kb: KnowledgeBase | None = None, lang: str | None = None,
            limit: int = 3) -> list[str]:
    """Closest topic titles (questions in ``lang``) for a "no good match" message.

    Weak matches first (entries that share something with the query), then questions that look
    alike to rapidfuzz, then the selection rules, so there is always something to offer.
    """
    query = _check(query, lang)
    if kb is None:
        import knowledge

        kb = knowledge.load()
    index = _index_for(kb)
    lang = lang or detect_lang(query)
    picked: list[int] = []
    picked.extend(d for _s, _r, d in sorted(_score(query, index),
                                           key=lambda s: (-s[0], -s[1], s[2])))
    if len(picked) < limit:
        titles = {i: e.question.get(lang) for i, e in enumerate(index.entries)}
        for _t, _s, i in process.extract(_normalise(query[:MAX_QUERY_CHARS]), titles,
                                         scorer=fuzz.token_set_ratio, processor=_normalise,
                                         limit=limit * 2, score_cutoff=50):
            picked.append(i)
    picked.extend(i for i, e in enumerate(index.entries) if e.kind == "rule")
    out: list[str] = []
    for i in dict.fromkeys(picked):
        out.append(index.entries[i].question.get(lang))
        if len(out) >= limit:
            break
    return out
