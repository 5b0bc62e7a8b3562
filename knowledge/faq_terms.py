"""Text analysis for the FAQ search (``knowledge.faq``): normalisation, English words and their
light stems, Chinese bigrams split at particles, and the domain synonym table that maps phrases in
either language to concept terms. Entries and queries go through the same functions.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator
from functools import lru_cache

UNIGRAM_WEIGHT = 0.5  # a single Chinese character counts less than a bigram

_CJK = "\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff"
CJK_RE = re.compile(f"[{_CJK}]")
TOKEN_RE = re.compile(rf"[{_CJK}]+|[a-z0-9]+(?:[._+][a-z0-9]+)*")
_SIZE_RE = re.compile(r"(\d+(?:\.\d+)?)\s*(?:gib|gb|g)(?![a-z0-9])")
_ALPHA_NUM_RE = re.compile(r"([a-z]{2,})(\d[a-z0-9._+]*)")

EN_STOP = frozenset("""
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
ZH_WEAK_CHARS = frozenset("能当用会可以要有没不为得着到上下过来去做让使对被把所其之而于并且该再又已将更"
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

def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).lower().replace("'", "").replace("’", "")
    return _SIZE_RE.sub(r"\1gb", text)


def stem(word: str) -> str:
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
def latin_terms(token: str) -> tuple[str, tuple[str, ...]]:
    """(the term, its parts) for one latin token; parts let 'rtx4090' meet 'rtx 4090'."""
    term = stem(token)
    parts: list[str] = []
    if any(sep in token for sep in "._+"):
        parts.extend(stem(p) for p in re.split(r"[._+]", token) if len(p) >= 2)
    m = _ALPHA_NUM_RE.fullmatch(token)
    if m:  # "qwen3" → qwen + 3, "sd1.5" → sd + 1.5, "rtx4090" → rtx + 4090 (not "h100")
        parts.extend((stem(m.group(1)), m.group(2)))
    return term, tuple(p for p in dict.fromkeys(parts) if p != term and p not in EN_STOP)


def cjk_pieces(run: str) -> list[str]:
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
    for concept, said in _SYNONYMS.items():
        for phrase in said:
            concepts.setdefault(normalise(phrase), []).append("~" + concept)
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
            root = stem(phrase)
            word_concepts[root] = tuple(dict.fromkeys(word_concepts.get(root, ()) + cs))
    return starts, phrase_concepts, word_concepts


_PHRASE_STARTS, PHRASE_CONCEPTS, WORD_CONCEPTS = _build_synonyms()


def _start_pattern(starts: Iterable[str]) -> re.Pattern[str]:
    """Where a phrase can begin: a word's first character, or any other phrase-initial one."""
    firsts = {key[0] for key in starts}
    word = "".join(sorted(re.escape(c) for c in firsts if _is_word_char(c)))
    other = "".join(sorted(re.escape(c) for c in firsts if not _is_word_char(c)))
    return re.compile(rf"(?<![a-z0-9])[{word}]|[{other}]")


_PHRASE_START_RE = _start_pattern(_PHRASE_STARTS)


def phrases(text: str) -> Iterator[tuple[int, int, str]]:
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


def doc_terms(text: str) -> Counter[str]:
    """Term → count for one field of an entry (concepts, words, word parts, bigrams)."""
    norm = normalise(text)
    counts: Counter[str] = Counter()
    for _start, _end, phrase in phrases(norm):
        counts.update(PHRASE_CONCEPTS[phrase])
    words: list[str] = []
    bigrams: list[str] = []
    chars: Counter[str] = Counter()
    for tok in TOKEN_RE.findall(norm):
        if CJK_RE.match(tok):
            for piece in cjk_pieces(tok):
                bigrams.extend(map(str.__add__, piece, piece[1:]))
                chars.update(piece)
        elif tok not in EN_STOP and not (len(tok) == 1 and tok.isalpha()):
            term, parts = latin_terms(tok)
            words.append(term)
            words.extend(parts)
    counts.update(words)
    counts.update(bigrams)
    for ch, c in chars.items():
        counts[ch] += UNIGRAM_WEIGHT * c
    return counts
