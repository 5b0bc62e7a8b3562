"""Sellers a person names that the knowledge holds no prices for: "平台限阿里云或火山引擎", "we'd prefer Scaleway or
Hetzner", ``--provider volcengine`` (review 99 c04, c09: the restriction was dropped without a word and the headline
rented at a seller the person had excluded; ``--provider volcengine`` stopped the answer as an unknown seller).

Such a seller is kept in the providers fact (rules.fact_seller) after the sellers on file, never matched to one of
them by a near spelling: the answer prices at the named sellers it knows and says in one line that the others have no
prices on file and how to add one (``--quote CARD=PRICE``, ``--knowledge FILE``); where none of the named sellers is
on file, the picks come from every seller and the line says so. A word close to a seller on file ("runpd", "lamdaa
labz") is still a typo, refused with the close names.

    unpriced_id(word) -> "volcengine" | None
    unpriced_name(ident, lang) -> "Volcano Engine" / "火山引擎"
    unpriced_region(ident) -> "cn" | "intl" | None
    unpriced_line(priced_en, priced_zh, unpriced) -> I18n | None   # the line after the headline
"""

from __future__ import annotations

import re

from knowledge.schema import I18n

# id, English name, Chinese name, region, the names people use (normalised: lower case, no spaces, dots or hyphens),
# and the words the reader finds in a text (lower case, simplified characters)
SELLERS: tuple[tuple[str, str, str, str, tuple[str, ...], str], ...] = (
    ("volcengine", "Volcano Engine", "火山引擎", "cn",
     ("volcengine", "volcanoengine", "火山引擎", "火山云", "火山", "字节火山"),
     r"火山引擎|火山云|火山(?![\u4e00-\u9fff])|(?<![a-z])volc(?:ano)?\s?engine(?![a-z])"),
    ("tencent-cloud", "Tencent Cloud", "腾讯云", "cn",
     ("tencentcloud", "tencent", "腾讯云", "腾讯"),
     r"腾讯云|(?<![a-z])tencent\s?cloud(?![a-z])"),
    ("baidu-cloud", "Baidu AI Cloud", "百度智能云", "cn",
     ("baiducloud", "baiduaicloud", "百度智能云", "百度云", "百度"),
     r"百度智能云|百度云|(?<![a-z])baidu\s?(?:ai\s)?cloud(?![a-z])"),
    ("jd-cloud", "JD Cloud", "京东云", "cn", ("jdcloud", "京东云"), r"京东云|(?<![a-z])jd\s?cloud(?![a-z])"),
    ("ksyun", "Kingsoft Cloud", "金山云", "cn", ("ksyun", "kingsoftcloud", "金山云"),
     r"金山云|(?<![a-z])(?:ksyun|kingsoft\scloud)(?![a-z])"),
    ("ctyun", "China Telecom Cloud", "天翼云", "cn", ("ctyun", "天翼云"), r"天翼云|(?<![a-z])ctyun(?![a-z])"),
    ("ecloud", "China Mobile Cloud", "移动云", "cn", ("ecloud", "移动云"), r"移动云"),
    ("scaleway", "Scaleway", "Scaleway", "intl", ("scaleway",), r"(?<![a-z])scaleway(?![a-z])"),
    ("hetzner", "Hetzner", "Hetzner", "intl", ("hetzner",), r"(?<![a-z])hetzner(?![a-z])"),
    ("ovh", "OVHcloud", "OVHcloud", "intl", ("ovh", "ovhcloud"), r"(?<![a-z])ovh(?:cloud)?(?![a-z])"),
    ("gcp", "Google Cloud", "谷歌云", "intl", ("gcp", "googlecloud", "googlecloudplatform", "谷歌云"),
     r"谷歌云|(?<![a-z])(?:google\scloud(?:\splatform)?|gcp)(?![a-z])"),
    ("oracle-cloud", "Oracle Cloud", "甲骨文云", "intl", ("oraclecloud", "oci", "甲骨文云"),
     r"甲骨文云|(?<![a-z])oracle\scloud(?![a-z])"),
    ("paperspace", "Paperspace", "Paperspace", "intl", ("paperspace",), r"(?<![a-z])paperspace(?![a-z])"),
    ("nebius", "Nebius", "Nebius", "intl", ("nebius",), r"(?<![a-z])nebius(?![a-z])"),
    ("datacrunch", "DataCrunch", "DataCrunch", "intl", ("datacrunch",), r"(?<![a-z])datacrunch(?![a-z])"),
    ("tensordock", "TensorDock", "TensorDock", "intl", ("tensordock",), r"(?<![a-z])tensordock(?![a-z])"),
    ("fluidstack", "FluidStack", "FluidStack", "intl", ("fluidstack",), r"(?<![a-z])fluidstack(?![a-z])"),
    ("genesis-cloud", "Genesis Cloud", "Genesis Cloud", "intl", ("genesiscloud",),
     r"(?<![a-z])genesis\scloud(?![a-z])"),
)
_BY_ID = {s[0]: s for s in SELLERS}


def _norm(text: str) -> str:
    return re.sub(r"[\s.\-_·（）()]+", "", text.lower())


def unpriced_id(word: str) -> str | None:
    """The id of a seller named by ``word`` that has no prices here (exactly one of its names), else None."""
    key = _norm(word)
    return next((s[0] for s in SELLERS if key == s[0] or key in s[4]), None)


def slug(word: str) -> str:
    """A seller neither on file nor in the list above, kept by its own name: 'Genesis  Cloud!' → 'genesis-cloud'."""
    return re.sub(r"[^\w]+", "-", word.strip().lower()).strip("-")[:40]


def unpriced_name(ident: str, lang: str = "en") -> str:
    s = _BY_ID.get(ident)
    if s is None:
        return ident
    return s[2] if lang == "zh" else s[1]


def unpriced_region(ident: str) -> str | None:
    s = _BY_ID.get(ident)
    return s[3] if s is not None else None


def _joined(names: list[str], lang: str) -> str:
    if lang == "zh":
        return "、".join(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def unpriced_line(priced_en: str, priced_zh: str, unpriced: tuple[str, ...], quoted: bool = False) -> I18n | None:
    """The line after the headline: the named sellers with no prices on file, how to add them, and what the picks are
    priced at instead (``priced_en``/``priced_zh``: the named sellers on file, '' when none; ``quoted``: the person
    gave prices with --quote, which stand for them)."""
    if not unpriced:
        return None
    en = _joined([unpriced_name(i) for i in unpriced], "en")
    zh = _joined([unpriced_name(i, "zh") for i in unpriced], "zh")
    if quoted:
        at_en, at_zh = (f" beside {priced_en}", f"，与 {priced_zh} 一起比较") if priced_en else ("", "")
        theirs = "its" if len(unpriced) == 1 else "theirs"
        return I18n(en=f"{en}: no prices on file — the prices you gave (--quote) are ranked as {theirs}{at_en}.",
                    zh=f"{zh}：没有收录报价——按你给的报价（--quote）计价{at_zh}。")
    one = len(unpriced) == 1
    add_en = (f"add {'its' if one else 'their'} prices with --quote CARD=PRICE (e.g. --quote h20=50/hour) or "
              "--knowledge FILE")
    add_zh = "用 --quote 卡型=价格（如 --quote h20=50/hour）或 --knowledge 文件补上报价"
    if priced_en:
        return I18n(en=f"{en}: no prices on file — {add_en}; the picks below are priced at {priced_en}, the seller "
                       "you named that is on file.",
                    zh=f"{zh}：没有收录报价——{add_zh}；下面的推荐按你指定且已收录的 {priced_zh} 计价。")
    return I18n(en=f"{en}: no prices on file, and no seller you named is — {add_en}; the picks below are from every "
                   "seller on file, not the ones you named.",
                zh=f"{zh}：没有收录报价，你指定的平台都没有——{add_zh}；下面的推荐来自所有已收录的平台，"
                   "不是你指定的平台。")
