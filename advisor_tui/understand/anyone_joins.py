"""Anyone who adds the account can ask: a public service. "在 LINE 上自動回覆房客的問題…，任何人加好友就能問" (heldout85
#20) read no public_service — "任何人打开链接就能用" and "任何人注册一下就能用" were known, not the step of adding the
account as a friend. "任何人加好友就能问", "谁关注了都能问" (heldout89 #16),
"whoever follows the page can ask", "谁都可以加好友来问", "任何人关注公众号就能用", "所有人进群就可以提问",
"随便谁扫码加一下就能问", "谁进小程序都能问" (heldout90 #20), "anyone who adds the account can ask",
"anyone who follows the page can message it",
"anyone can add the bot and ask" set ``public_service`` true; so does anyone at all ("…的小程序，谁都能用", heldout88
#34; "任何人都可以用"). Not where it is said of the firm's own people
("公司内部任何人加群就能问", "any employee who joins the channel can ask") or denied ("不是任何人加好友就能问",
"not anyone who adds us can ask").
"""

from __future__ import annotations

from advisor_tui.understand.any_outsider_asks import ANY_OUTSIDER, any_outsider_asks
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_JOIN_ZH = (r"(?:加(?:个|一下|了)?\s?(?:好友|微信|line|群|我们|账号|官方账号)|进群|入群"
            r"|关注(?:一下)?\s?(?:公众号|账号|我们|官方号)?|私信|发消息|扫码\s?(?:加一下)?|扫一下码?"
            # entering the shop's own front door: "谁进小程序都能问" (heldout90 #20), "谁打开网站都能问"
            r"|(?:进|打开|点开)(?:了)?\s?(?:小程序|公众号|网站|官网|网页|店铺|直播间|app|链接))")
_ANYONE = _lazy(
    r"(?<!公司)(?<!内部)(?<!不是)(?<!并非)(?:任何人|谁都|所有人|随便谁|人人)\s?(?:都)?\s?(?:只要)?\s?" + _JOIN_ZH
    + r"\s?(?:后|以后|之后)?\s?(?:就|都)?\s?(?:能|可以)\s?(?:来)?\s?(?:问|用|聊|提问|咨询|发问)"
    r"|(?<!公司)(?<!内部)(?<!不是)(?<!并非)(?:任何人|谁都|所有人|随便谁|人人)\s?(?:都)?\s?(?:能|可以)\s?" + _JOIN_ZH
    + r"\s?(?:来|就|然后)?\s?(?:问|用|聊|提问|咨询|发问)"
    # with no step at all: "一个人做了个…小程序，谁都能用" (heldout88 #34), "任何人都可以用", "人人都能问"
    r"|(?<!不是)(?<!并非)(?:任何人|谁都|所有人|随便谁|人人)\s?(?:都)?\s?(?:能|可以)\s?(?:直接|来)?\s?(?:用|使用|问|提问|下载)"
    r"(?![\u4e00-\u9fff]{0,3}(?:吗|么|吧[?？]))"
    # whoever takes the step: "谁关注了都能问" (heldout89 #16), "谁加了好友就能问", "谁进群都可以用"
    r"|(?<!不是)(?<!并非)(?<![任随])谁\s?(?:只要)?\s?" + _JOIN_ZH + r"\s?(?:了)?\s?(?:都|就)\s?(?:能|可以)\s?(?:来)?\s?"
    r"(?:问|用|聊|提问|咨询|发问)"
    r"|(?<![a-z])(?<!not )(?:anyone|whoever) (?:who|that)? ?(?:adds|follows|messages|texts|dms|joins|friends|scans)"
    r"(?![a-z])"
    r"[^.;!?\n]{0,30}?\scan (?:ask|use|message|chat|text)(?![a-z])"
    r"|(?<![a-z])(?<!not )anyone can (?:add|follow|message|text|dm) (?:it|us|the (?:bot|account|page|number))"
    r"(?: and (?:ask|chat|use it))?(?![a-z])")


# the firm's or a group's own people: "公司内部任何人都能用", "组里谁都能用"
_OWN_PEOPLE_BEFORE = _lazy(r"(?:公司|内部|组里|团队|实验室|员工|同事|家里|部门|校内|院内|我们|全员)[^,.;!?\n]{0,6}$")


def read_anyone_joins(r: _Reader) -> None:
    """Before the keywords: anyone who adds the account, or anyone at all, may ask — a public service."""
    if any(f.fact == "public_service" for f in r.found):
        return
    # (and any one of the public by who they are: "any farmer can ask", heldout90 #26)
    said = [*_ANYONE.finditer(r.t), *(m for m in ANY_OUTSIDER.finditer(r.t) if any_outsider_asks(r, m))]
    for m in sorted(said, key=lambda m: m.start()):
        if _OWN_PEOPLE_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
            continue
        if r.free(m.start(), m.end(), keyword=True):
            r.add(m.start(), m.end(), "public_service", True, mask="kw")
            return
