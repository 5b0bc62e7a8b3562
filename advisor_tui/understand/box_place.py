"""Where the machines must run, said of the box, the servers or the renting (review 93 c07, c10: "One rented box in
Germany", "rent in the EU" were only "outside mainland China" — the place was dropped, where "it must stay in Germany"
gave the data-location caveat): a box / server / rental / hosting placed in a named country, union or city is the
residency the keyword reader keeps (``r.residency``: sellers that address mainland buyers set aside, ``data_in`` the
place), beside region intl. "服务器要放在新加坡", "在德国租", "租新加坡的服务器", "hosted in Frankfurt",
"GPUs located in Canada".

Not the machines' place: the person's or their customers' ("we're a German company", "customers in Germany", "I'm from
Toronto", "我们团队在德国" — region only, as the table reads a person's place), a place refused ("not in the US"), two
places either of which will do ("renting in the US or EU")."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.places import CLOUD_CITIES_EN, CLOUD_CITIES_ZH, COUNTRIES_EN, COUNTRIES_ZH
from advisor_tui.understand.reader import _Finding, _Reader
from advisor_tui.understand.result import mainland_clouds_there, place_of

_PLACE_EN = r"(?:the\s)?(?:" + COUNTRIES_EN + "|" + CLOUD_CITIES_EN + r")(?![a-z])"
_PLACE_ZH = r"(?:" + COUNTRIES_ZH + "|" + CLOUD_CITIES_ZH + r")"
_MACHINES_EN = (r"(?:box(?:es)?|servers?|machines?|instances?|vms?|nodes?|clusters?|gpus?|hardware|rigs?"
                r"|workstations?|deployment|compute|data ?cent(?:er|re)s?)")
_PLACED = (
    # the machines, then where: "one rented box in Germany", "the servers must be in the EU", "GPUs located in Canada"
    _lazy(r"(?<![a-z])" + _MACHINES_EN
          + r"(?:\s(?:is|are|will be|would be|must be|should be|has to be|have to be|needs? to be|to be|that (?:is|are)"
            r"|sitting|sits|located|hosted|rented|running|placed|deployed|kept|physically|ideally|only|all"
            r"|preferably|somewhere)){0,3}\s(?:in|within)\s" + _PLACE_EN
          # renting or hosting, then where: "rent in the EU", "hosted in Frankfurt", "renting a box in Germany"
          + r"|(?<![a-z])(?:rent(?:ed|ing)?|host(?:ed|ing)?|deploy(?:ed|ing)?|co-?located|placed)"
            r"(?:\s(?:it|them|this|that|everything|gpus|servers|machines|boxes|(?:the|a|one|an?\s\w+) (?:box|server"
            r"|machine|gpu|node|instance)))?(?:\s(?:only|somewhere|physically))?\s(?:in|within)\s" + _PLACE_EN),
    # "服务器要放在新加坡", "机器部署在德国", "在德国租", "租新加坡的服务器"
    _lazy(r"(?:服务器|机器|主机|机房|节点|集群|显卡|算力|实例|云主机|gpu|盒子|部署|托管)\s?(?:要|必须|得|需要|只能|最好|都"
          r"|必须要|一定要)?\s?(?:放在|部署在|托管在|租在|设在|位于|放到|部署到|在)\s?" + _PLACE_ZH
          + r"|(?<![\u4e00-\u9fff])在\s?" + _PLACE_ZH + r"(?=\s?(?:租|部署|托管))"
          + r"|租\s?" + _PLACE_ZH + r"(?=\s?(?:本地)?的?\s?(?:服务器|机器|卡|gpu|云|机房|节点|主机))"),
)
# either of two places ("renting in the US or EU", "放在新加坡或者日本"), a place refused ("not in the US",
# "不放在美国")
_EITHER_AFTER = _lazy(r"\s?,?\s?(?:or|and|/|或者?|还是|、)\s?" + r"(?:" + _PLACE_EN + "|" + _PLACE_ZH + ")")
_REFUSED_BEFORE = _lazy(r"(?:(?<![a-z])(?:not|never|no need to)|n't)(?:\s\w+){0,2}\s?$|不(?:要|能|用|必)?\s?$")


def read_box_place(r: _Reader) -> None:
    """After the keywords: a place of the machines, where no residency was read, is the residency."""
    if r.residency:
        return
    for rx in _PLACED:
        for m in rx.finditer(r.t):
            if _EITHER_AFTER.match(r.t, m.end()) or _REFUSED_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
                continue
            said = r.quote(m.start(), m.end())
            if place_of(said) is None:
                continue
            r.residency = said
            if not any(f.fact == "region" for f in r.found):
                r.found.append(_Finding(m.start(), m.end(), "region", "intl"))
            note_residency(r, said, eu=bool(re.search(r"(?<![a-z])(?:eu|europe)(?![a-z])|欧盟|欧洲", m.group())))
            return


def note_residency(r: _Reader, said: str, *, eu: bool) -> None:
    """What a residency does to the answer, said back (review 43 MA-6: for an EU one, the region, the contract and
    the seller's own machines)."""
    place = place_of(said)  # (a country named is where the region must be, never widened to the EU)
    country = place if place and not re.fullmatch(r"(?i)(?:the )?(?:eu|europe)|欧盟|欧洲", place) else None
    eu_en = (f" — on the order, choose {f'a region in {country}' if country else 'an EU region'}, sign the "
             "seller's data-processing agreement (GDPR Art. 28) and rent its own data-centre machines, not "
             "community hosts" if eu else "")
    eu_zh = (f"——下单时选{f'{country}的区域' if country else '欧盟区域'}，与平台签数据处理协议（GDPR 第 28 条），"
             "租平台自有机房的机器，不用社区主机" if eu else "")
    if mainland_clouds_there(place) and any(f.fact == "no_mainland_sellers" and f.value for f in r.found):
        # (review 105 C2: "唔好用內地雲" beside it was answered with Alibaba's and Tencent's Hong Kong regions)
        r.note(f"“{said}”: the machines must be in {place}, with no mainland-China cloud; the prices here record "
               f"only whether a seller rents in mainland China or outside it, not the place — confirm the pick's "
               f"seller has a {place} region before you sign (AWS ap-east-1 is one in Hong Kong)",
               f"“{said}”：机器必须在{place}，且不用内地的云；这里的报价只记录平台在中国大陆还是境外，不记录具体地点——"
               "签约前请确认推荐平台在当地有区域（AWS ap-east-1 是香港区域）")
        return
    if mainland_clouds_there(place):  # the regions named: knowledge source cloud-regions-hong-kong
        r.note(f"“{said}”: the machines must be in {place}; the prices here record only whether a seller rents in "
               f"mainland China or outside it, not the place — confirm the pick's seller has a {place} region before "
               "you sign (Alibaba Cloud cn-hongkong, Tencent Cloud ap-hongkong and AWS ap-east-1 are regions in Hong "
               "Kong)",
               f"“{said}”：机器必须在{place}；这里的报价只记录平台在中国大陆还是境外，不记录具体地点——签约前请确认推荐"
               "平台在当地有区域（阿里云 cn-hongkong、腾讯云 ap-hongkong、AWS ap-east-1 都是香港区域）")
        return
    r.note(f"“{said}”: sellers that address mainland-China buyers are set aside (--no-mainland-sellers); the "
           "prices here record only whether a seller rents in mainland China or outside it, not the country — "
           f"confirm each pick's seller hosts where you need before you sign{eu_en}",
           f"“{said}”：面向中国大陆买家的平台已排除（--no-mainland-sellers）；这里的报价只记录在中国大陆还是境外，"
           f"不记录具体国家——签约前请确认推荐平台的机房所在地{eu_zh}")
