"""Data that may not leave the person's own site is no rental: "病歷資料不能離開診所" (review 101 #2: a Taichung clinic
buying one card was still offered rentals), "病人数据…不能出医院机房" (review 100 c07), "客户资料不能离开公司",
"图纸数据不能出工厂", "Patient records must not leave the clinic", "our data can't leave the office", "the documents
must stay in our building". A country ("数据不能离开中国", "data must stay in the EU") is residency, read elsewhere, and
leaves renting there open; so does a site said without the data ("不能离开诊所" of a person). Sets ``r.rent_refused``
(no_rent.py: beside a purchase, Understanding.implied says no_rental) when no refusal was read before."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the person's own site, never a country or a region
_SITE_ZH = (r"(?:(?:医院|院内|公司|厂里|本地|诊所|单位|学校|实验室)\s?(?:的)?\s?机房"
            r"|医院|院内|院里|院|诊所|门诊|卫生所|药房|公司|办公室|写字楼|大楼|楼里|厂区|工厂|厂里|厂|园区"
            r"|本地|内网|机房|实验室|学校|校园|校内|单位|律所|事务所|店里|门店|这台机器|本机"
            r"|我们这里|我们这边|我们那里|我们手里)")
_DATA_ZH = r"(?:数据|资料|病历|档案|代码|文件|录音|图纸|图片|照片|影像|合同|记录|报告|文档|信息)"
_DATA_BEFORE = _lazy(_DATA_ZH + r"$")  # "病历" before "资料": one name of the data
_OURS = r"\s?(?:我们|咱们|我们的|本)?\s?"
_NOT_LEAVE_ZH = _lazy(
    _DATA_ZH + r"[^。;；!?！？]{0,20}?(?:都|一律|绝对|一概)?\s?"
    r"(?:不能|不得|不可以?|不允许|不准|不让|不许|唔可以|唔准|唔能够|唔得|禁止)\s?"
    r"(?:被)?\s?(?:带|传|拷|发|拿)?\s?(?:出|离开|流出|出去|带出)" + _OURS + _SITE_ZH
    + r"|" + _DATA_ZH + r"\s?(?:都|一律)?\s?"
    r"(?:不出|不离开|只能留在|只能放在|必须留在|必须放在|要留在|得留在)" + _OURS + _SITE_ZH)
_SITE_EN = (r"(?:premises|building|hospital|clinic|practice|surgery|office|offices|site|campus|server room|machine room"
            r"|data ?cent(?:er|re)|factory|plant|lab|laboratory|firm|company|network|intranet|school|four walls)")
_NOT_LEAVE_EN = _lazy(
    r"(?<![a-z])(?:data|records|files|code|documents|notes|scans|images|recordings|drawings|charts|information|info)"
    r"(?: [a-z]+){0,3}? (?:can'?t|cannot|can not|may not|must not|mustn'?t|must never|should not|shouldn'?t|won'?t"
    r"|will not|is not allowed to|are not allowed to|isn'?t allowed to|aren'?t allowed to|never|is never to"
    r"|are never to|cannot ever) (?:be allowed to )?(?:leave|go outside|get out of|be taken out of|be sent out of)"
    rf" (?:of )?(?:(?:our|the|this) (?:own )?{_SITE_EN}|our own (?:machines?|servers?|hardware|boxe?s?))(?![a-z])"
    r"|(?<![a-z])(?:data|records|files|code|documents|notes|scans|images|recordings|drawings|charts|information|info)"
    r"(?: [a-z]+){0,3}? (?:must|has to|have to|needs? to|should|will|is to|are to|can only)"
    rf" (?:stay|remain|be kept|live) (?:(?:in|on|inside|within|at) (?:our|the) (?:own )?{_SITE_EN}"
    r"|on our own (?:machines?|servers?|hardware|boxe?s?)|on[- ]?(?:site|prem(?:ise)?s?)|in[- ]house)(?![a-z])")


def read_data_on_site(r: _Reader) -> None:
    """After the refusals of renting: data said to stay on the person's own site refuses it too."""
    if r.rent_refused:
        return
    for pattern in (_NOT_LEAVE_ZH, _NOT_LEAVE_EN):
        m = pattern.search(r.t)
        if m is None:
            continue
        # the words from the data named nearest the rule: "病歷資料不能離開診所", not "報告，病歷資料…"
        start = next((p for p in range(m.end() - 2, m.start() - 1, -1)
                      if (n := pattern.match(r.t, p)) is not None and n.end() == m.end()), m.start())
        before = _DATA_BEFORE.search(r.t, max(m.start(), start - 4), start) if pattern is _NOT_LEAVE_ZH else None
        r.rent_refused = r.quote(before.start() if before is not None else start, m.end())
        return
