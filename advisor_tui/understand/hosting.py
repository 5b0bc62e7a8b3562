"""Rules about where the data may go and who may host it (review 38 C3, M4).

- Data that may not go to mainland servers ("学校规定唔可以上传到内地伺服器", "no mainland servers") sets aside the
  sellers that address mainland buyers, as a country the data must stay in does (Understanding.residency).
- "No P2P platforms", "no community/marketplace hosts", "不能用 P2P 平台" refuse peer-to-peer marketplaces
  (``no_marketplace``): a stranger's machine holds the data, and no such host signs a contract for it.
- Protected health information under HIPAA needs a seller that signs a Business Associate Agreement: no
  marketplace host does, and no seller's BAA is on record, so the answer says to confirm it. "PHI" said in capitals
  beside health words is the data, never the Phi model family.

Runs before the model reader (it claims "PHI")."""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_NOT_TO_MAINLAND = _lazy(
    # (the machine room set there: "機房不可設在中國大陸", heldout89 #24 — read as region cn)
    r"(?:不能|不可以|不可|不得|不许|不准|禁止|不要|别|不允许)\s?(?:把数据)?\s?"
    r"(?:上传|放|存|传|部署|存放|出境|返|传回|回|设置|设立|架设|设|位于)?\s?(?:到|在|至|于)?\s?"
    r"(?:中国)?(?:内地|大陆)\s?(?:的)?\s?(?:服务器|伺服器|机房|云|平台)?"

    r"|(?<![a-z])(?:no|not on|never on|cannot go to|can't go to|must not go to|may not go to|not to)\s(?:any\s)?"
    r"(?:mainland|chinese mainland|mainland china|prc)\s(?:china\s)?(?:servers?|hosting|data ?cent(?:er|re)s?|clouds?)"
    r"(?![a-z])")
# (their English names in a Chinese sentence: "不要 Alibaba Cloud 和 Tencent Cloud，他们的海外 region 也不行",
# heldout84 #8)
_MAINLAND_CLOUD_NAMES = (r"(?:阿里云|腾讯云|华为云|百度智能云|百度云|火山引擎|天翼云|移动云|京东云|金山云"
                         r"|(?<![a-z])(?:alibaba\s?cloud|aliyun|tencent\s?cloud|huawei\s?cloud|baidu\s?(?:ai\s?)?cloud"
                         r"|volc(?:ano)?\s?engine|jd\s?cloud|kingsoft\s?cloud)(?![a-z]))")
_MAINLAND_CLOUDS = rf"{_MAINLAND_CLOUD_NAMES}(?:\s?[、,，/和及与跟]\s?{_MAINLAND_CLOUD_NAMES}){{0,4}}"
# "唔用內地雲" (heldout44 #29): no mainland cloud, as "no Chinese clouds" is (no_mainland_sellers)
# ("唔想用內地雲", review 112 C2: a wish against it is a refusal too)
_NO_MAINLAND_CLOUD = _lazy(r"(?:不想用|不想租|不想要|不打算用|不愿意用|不愿用"
                           r"|不用|不使用|不租|不好用|不考虑|不要用|不要|别用|不能用|不能使用|不得使用|不得用"
                           r"|不可以用|不准用|禁止使用|不允许使用|不接受)\s?(?:由\s?)?(?:中国)?(?:内地|大陆|国内)\s?(?:的)?\s?"
                           # a maker's cloud: "不能用大陆厂商的云", "不得使用中國大陸廠商的雲服務" (heldout48 #6, #24)
                           # (who runs it: "不接受由中國內地公司營運之雲端服務", heldout71 #22)
                           r"(?:(?:厂商|公司|企业|服务商)\s?(?:(?:营运|运营|经营)\s?)?(?:的|之)?\s?)?"
                           r"(?:云端服务|云端|云服务|云|云厂商|云平台|平台|服务商)"
                           # "阿里云、AutoDL 这些国内平台都不能用" (review 40 m3)
                           # ("阿里雲、騰訊雲這類大陸廠商的雲一律不考慮", heldout65 #9)
                           r"|(?:中国)?(?:内地|大陆|国内)\s?(?:的)?\s?(?:(?:厂商|公司|企业|服务商)\s?(?:的)?\s?)?"
                           r"(?:云|云厂商|云平台|平台)\s?(?:都|也|一律)?\s?"
                           r"(?:不能用|不能使用|不可以用|不用|不考虑|用不了)"
                           # ("中国系クラウドは NG", heldout65 #22: Japanese; "中资云一律 NG")
                           # ("中国系のクラウドは不可", heldout67 #25)
                           r"|(?:中国|中资|内地|大陆)\s?(?:系|资)?\s?(?:的|の)?\s?(?:クラウド|云|云厂商|云平台|云服务)\s?"
                           # ("中國的雲就不用推了", heldout71 #21: not to be recommended)
                           r"(?:は|都|也|一律|就)?\s?(?:ng|不行|不要|免谈|no|不可|禁止|ダメ|だめ|お断り|使わない"
                           r"|(?:不用|别|不必|不要)\s?(?:推荐?|考虑|看)了?|免了|算了|就算了)(?![a-z])"
                           # mainland clouds by name, refused even abroad: "阿里雲、騰訊雲嗰啲，就算開喺香港都唔要"
                           # (heldout70 #5), "华为云就算是新加坡区也不考虑", "阿里云的香港节点也不行"
                           rf"|{_MAINLAND_CLOUDS}\s?(?:那些|这些|那类|这类|之类的?|等|那种)?\s?(?:的\s?)?[,，]?\s?"
                           r"(?:(?:就算|即使|哪怕|即便)[^。；;!?,，]{0,12}?|(?:(?:他们|它们|他们家|人家|其)\s?(?:的)?\s?)?"
                           r"(?:香港|海外|新加坡|国际|境外)\s?"
                           r"(?:节点|区|站|机房|版|region)?)\s?[,，]?\s?(?:也|都|一样|一律)\s?"
                           r"(?:不要|不用|不行|不考虑|不能用|免谈|排除|不可以)"
                           # anything but a mainland cloud: "只要不是中國大陸的雲就好" (heldout74 #3),
                           # "别是国内的云厂商就行", "只要不是阿里云、腾讯云都可以"
                           r"|(?:只要|只需)?\s?(?:不是|别是|别用|不用)\s?(?:(?:中国)?(?:内地|大陆|国内)\s?(?:的)?\s?"
                           r"(?:(?:厂商|公司|企业|服务商)\s?(?:的)?\s?)?(?:云端服务|云端|云服务|云厂商|云平台|云)"
                           rf"|{_MAINLAND_CLOUDS})\s?(?:那些|这些|那类|这类|之类的?|那种)?\s?(?:的)?\s?[,，]?\s?"
                           r"(?:就好|就行|就可以|就ok|都行|都可以|都好|都ok|即可|就没问题|都没问题)")
_NO_MARKETPLACE = _lazy(
    r"(?:不能|不可以|不可|不得|不许|不准|禁止|不要|别|不用|不使用|不得使用|不允许|不考虑)\s?(?:给我)?\s?(?:用|使用|上|租|推荐|推)?\s?"
    r"(?:那种|这种|那些)?\s?"
    r"(?:个人|社区|共享)?\s?(?:p2p|点对点|共享算力|社区算力|个人闲置)\s?(?:的)?\s?"
    # "别推荐那种 P2P 个人出租的平台" (heldout49 #25)
    r"(?:个人\s?(?:出租|挂机)的?\s?)?(?:算力)?(?:平台|算力|机器|云)?"
    # "不用那种个人把显卡挂出来出租的平台" (heldout44 #27)
    # (a rule's words too: "不得使用个人出租的机器", heldout75 #28; "禁止", "不允许")
    r"|(?:不能|不可以|不要|别|不用|不使用|不考虑|不想|不打算|不接受|不得|禁止|不允许|不准|不许)\s?(?:给我)?\s?"
    r"(?:用|使用|租|租用|推荐|推|考虑)?\s?"
    # a platform named as the kind refused: "不要 AutoDL 那种个人卖家市场" (review 83 c07)
    r"(?:[a-z][a-z0-9.-]{1,15}\s?(?=那种|这种|那类|这类|之类))?(?:那种|这种|那些|那类|这类|之类的?)?\s?"
    r"个人[^，。；,;]{0,12}?(?:出租|挂出来|挂机|共享|卖家|卖方)"
    # "不接受個人出租的 GPU 平台", "不想用那种个人出租的）" (heldout48 #21, #24)
    r"(?:[^，。；,;]{0,8}?(?:平台|市场)|[^，。；,;]{0,4}?的(?:那种|这种)?\s?(?:机器|卡|显卡|gpu|算力|主机)?"
    r"(?=\s?(?:[）)，。；,;.!?！？]|$|我们|我|因为|上次)))"  # (a voice message has no commas: heldout51 #23)
    # the refusal after: "个人挂机出租的那种别推，魔改卡也不要" (heldout54 #34)
    r"|(?:个人|散户)[^，。；,;]{0,6}?(?:出租|挂出来|挂机|共享)[^，。；,;]{0,8}?(?:那种|这种|平台|机器)?\s?(?:就|也)?\s?"
    r"(?:别推荐?|不要|别用|不用|不考虑|免了|算了|就算了|别租)"
    # "也别推 vast 那种个人的机器" (heldout52 #31)
    r"|(?:别|不要|不用|不考虑)\s?(?:给我)?\s?(?:推荐?|用|租)?\s?vast(?:\.ai)?\s?(?:那种|这种|之类的?)?\s?(?:个人的?)?"
    r"\s?(?:机器|平台|卡|主机)?"
    # ("I'd rather not use vast", review 55 M3)
    r"|(?<![a-z])(?:rather not|don'?t want to|do not want to|won'?t) use vast(?![a-z])"
    r"|(?<![a-z])(?:no|not|never|without|avoid|can't use|cannot use|not allowed to use|rather not use|rather not"
    # "we won't use peer-to-peer GPU marketplaces" (heldout55 #15)
    r"|won'?t use|will not use|won'?t touch|do not use|don'?t use"
    # "Please leave out peer-to-peer GPU marketplaces" (heldout52 #23)
    r"|leave out|exclude|excluding|skip"
    # a payer who cannot pay them: "the university finance office cannot pay peer-to-peer marketplaces like Vast.ai"
    # (review 109 C7-1: the pick was Vast.ai)
    r"|(?:can'?t|cannot|can not|won'?t|will not|(?:is |are )?(?:not allowed|unable) to)"
    r" (?:pay|be billed by|rent from|buy from)"
    # "Any host that isn't a sketchy p2p marketplace?" (heldout73 #22): a seller wanted that is not one
    r"|(?:that|which|as long as it|so long as it)\s(?:isn'?t|aren'?t|is not|are not|'s not)"
    # "any provider is fine except vast-style peer-to-peer stuff" (heldout59 #37)
    r"|except(?: for)?(?: any)?(?: vast-style| vast-like)?"
    # "IT also asks that we stay off community/peer-hosted marketplaces" (heldout53 #25)
    r"|stay off|keep off|keep us off|steer clear of|stay away from"
    # "nothing from random p2p hosts, the files are under NDA" (heldout55 #26)
    r"|nothing (?:from|on)(?: random| unknown| any)?"
    # "Please don't include any peer-to-peer GPU hosts" (heldout44 #30)
    r"|don'?t (?:include|use|want|offer|suggest|recommend|propose)|do not (?:include|use|want|offer|suggest|recommend"
    r"|propose))\s(?:(?:any|on|with|from|an?|some|one of those|one of these)\s)?"
    # a word of distrust between: "no sketchy peer-to-peer hosts though" (heldout74 #19)
    r"(?:(?:sketchy|shady|dodgy|random|sus|scammy|janky|unknown|untrusted|unvetted|flaky|cheap|unreliable)\s)?"
    # ("not on community / peer-to-peer hosts", "pls not vast/p2p rigs": heldout50 #29, #31)
    # ("no peer marketplaces", "a real provider with an SLA, not a marketplace": review 83 c07)
    r"(?:p2p|peer-to-peer|community(?:/marketplace)?|marketplaces?|community cloud|vast\.?ai"
    r"|peer(?:[- ]hosted)?(?=\s(?:gpu\s)?(?:marketplaces?|hosts?|platforms?|clouds?|rentals?|rigs?|machines?))"
    r"|vast(?=\s?(?:/|[,.;!?)]|$|\s(?:or|and|hosts?|rigs?|machines?|gpus?|boxes)(?![a-z]))))"
    r"(?:\s?(?:or|/)\s?(?:marketplaces?|community|p2p|peer-to-peer|peer-hosted|community-hosted|vast))?"
    r"\s?(?:gpu\s)?(?:hosts?|platforms?|providers?|clouds?|gpus?|machines?|rentals?|rigs?|boxes|marketplaces?)?"
    r"(?![a-z])"
    # "Peer-to-peer GPU marketplaces are not acceptable to our procurement office" (heldout61 #18)
    r"|(?<![a-z])(?:p2p|peer-to-peer|community|vast\.?ai)(?:\s(?:gpu|compute))?\s(?:marketplaces?|hosts?|platforms?"
    r"|clouds?|rentals?)\s(?:are|is)\s(?:not acceptable|unacceptable|not allowed|not an option|out|a no-go)(?![a-z])"
    # refused after its name: "Edit: yes, we know about Vast. Not interested." (heldout66 #23), "vast 我们知道，不考虑"
    r"|(?<![a-z])(?:vast(?:\.ai)?|p2p|peer-to-peer)(?:\s(?:gpu\s)?(?:hosts?|marketplaces?|platforms?|rigs?))?"
    r"[^;!?\n]{0,20}?[.,:?—–-]\s?(?:(?:we'?re|we are|i'?m|i am|but)\s)?(?:not interested|no thanks|no thank you"
    r"|not for us|hard pass|pass(?=\s?[.!,]|$)|not an option"
    # "Peer-to-peer GPU marketplaces. Our lawyer said no." (heldout67 #20)
    r"|(?:our |the )?(?:lawyers?|legal(?: team)?|counsel|it(?: team)?|security(?: team)?|compliance(?: team)?|boss"
    r"|cto|ciso|procurement|board) (?:said|says) no)(?![a-z])"
    # named as the answer to what is ruled out: "Q: Anything off the table? A: Peer-to-peer GPU marketplaces."
    r"|(?<![a-z])(?:anything|what(?:'s| is)?|which (?:providers?|platforms?|hosts?|clouds?))[^?\n]{0,20}?"
    r"(?:off the table|ruled out|excluded|off[- ]limits|not allowed|(?:to|should|must) avoid|a no-go)\s?\?\s{0,3}"
    r"(?:a\s?:\s?)?"
    r"(?:p2p|peer-to-peer|community|vast(?:\.ai)?)(?:\s(?:gpu\s)?(?:hosts?|marketplaces?|platforms?|rigs?|clouds?))?"
    r"(?![a-z])"
    r"|(?:有没有|有什么|哪些|什么)[^？?\n]{0,10}?(?:不考虑|排除|不能用|不接受|不要)[^？?\n]{0,6}?[？?]\s{0,3}"
    r"(?:答\s?[0-9]{0,2}\s?[:：])?\s?(?:p2p|点对点|个人出租|vast)"
    r"|(?<![a-z])(?:vast(?:\.ai)?|p2p)(?![a-z])\s?(?:那种|这种|之类的?)?[^。；;!?\n]{0,10}?[,，]?\s?(?:就|也)?\s?(?:不考虑|不感兴趣"
    r"|没兴趣|算了|免了|别推了?|不用了)"
    # "none of those vast.ai type p2p hosts", "don't want my data on … you know those peer to peer rental sites"
    r"|(?<![a-z])none of (?:those|these|the) [^;!?]{0,24}?(?:p2p|peer[- ]to[- ]peer|marketplace|community)"
    r"[^.;!?]{0,12}?(?:hosts?|platforms?|providers?|clouds?|sites?)(?![a-z])"
    r"|(?<![a-z])(?:don'?t|do not|never) want [^.;!?]{0,90}?(?:p2p|peer[- ]to[- ]peer)(?: gpu)? (?:rental )?"
    r"(?:sites?|platforms?|hosts?|marketplaces?|rentals?)(?![a-z])"
    # a stranger's machine refused: "it can't sit on some random person's machine" (review 50 C9)
    r"|(?<![a-z])(?:can'?t|cannot|must not|mustn'?t|shouldn'?t|should not|may not|not|never) (?:sit|be|live|go|run|stay"
    r"|end up|be stored|be processed)?\s?(?:on|to|in) (?:some |a |any |an )?(?:random |unknown |stranger'?s?\s?"
    r"|private |individual'?s? |someone'?s? |somebody'?s? |some guy'?s? )"
    r"(?:(?:random |unknown )?(?:person|guy|individual|stranger|host)'?s? )?(?:home )?"
    r"(?:machines?|computers?|pcs?|boxe?s?|gpus?|rigs?|hardware|servers?)(?![a-z])"
    # "i'd rather avoid random people's rigs" (heldout48 #27)
    # ("nothing on random people's machines please", review 72 c06)
    r"|(?<![a-z])(?:avoid|stay away from|steer clear of|not on|no|nothing on) (?:any |some )?"
    r"(?:random|unknown|strangers?'?)\s"
    r"(?:(?:people|person|guys?|folks)'?s?\s)?(?:home\s)?(?:rigs?|machines?|boxe?s|pcs?|gpus?|computers?|hardware)(?![a-z])"
    r"|(?:不能|不可以|不要|别|不得|不许)\s?(?:放|存|跑|传|上传)\s?(?:在|到)?\s?(?:个人|别人|陌生人|私人|散户)(?:家)?(?:的)?\s?"
    r"(?:机器|电脑|主机|显卡|服务器)"
    # the data put on one: "不能放在个人出租/P2P 平台上", "病人数据不能跑在社区/个人出租的机器上" (review 77 C12)
    r"|(?:不能|不可以|不可|不得|不许|不准|禁止|不要|别|不允许)\s?(?:放|存|跑|传|上传|部署|托管|放置|存放)\s?(?:在|到)?\s?"
    r"[^，。；,;.!?\n]{0,10}?(?:p2p|点对点|个人出租|个人闲置|个人挂机|社区算力|共享算力)[^，。；,;.!?\n]{0,6}?"
    r"(?:平台|机器|主机|算力|云|市场|显卡|gpu)"
    # "can't go on community/peer-to-peer hosts", "must not run on community or peer-to-peer (P2P) hosts",
    # "cannot touch P2P marketplaces" (review 77 C12: only "no peer-to-peer hosts" was read)
    r"|(?<![a-z])(?:can'?t|cannot|can not|must not|mustn'?t|shouldn'?t|should not|may not|won'?t|will not|never"
    r"|(?:is|are)(?:n'?t| not) (?:allowed|permitted) to|not allowed to) (?:be )?(?:go|run|sit|live|land|end up|stored"
    r"|processed|hosted|uploaded|put|placed|sent|moved|touch|use|go near)(?: on| onto| to| in| through| via| with)?\s"
    r"(?:any |a |the )?(?:community|p2p|peer-to-peer|peer-hosted|community-hosted|marketplace)(?:\s?(?:or|/|and)\s?"
    r"(?:community|p2p|peer-to-peer|peer-hosted|community-hosted|marketplace))?(?:\s?\((?:p2p|peer-to-peer)\))?\s?"
    r"(?:gpu\s)?(?:hosts?|platforms?|providers?|clouds?|gpus?|machines?|rentals?|rigs?|boxes|marketplaces?|sites?"
    r"|servers?)(?![a-z])"
    # a contract with the seller asked for: no peer-to-peer host signs one ("we need a proper vendor contract so no
    # peer marketplaces", review 83 c07)
    r"|(?<![a-z])(?:need|needs|require|requires|must have|has to be under|have to have|want)\s(?:a\s)?(?:proper|real"
    r"|formal|signed|written|enterprise)\s(?:vendor|supplier|provider|service|enterprise)\s(?:contracts?|agreements?"
    r"|msa)(?![a-z])")
# health data said beside a refusal of strangers' machines: the contract it needs is said too (review 50 C9)
_HEALTH_DATA = _lazy(r"(?<![a-z])(?:(?:medical|patient|patients'?|health|clinical)\s(?:data|records?|recordings?"
                     r"|notes|information|audio|files|conversations?|calls?)|doctor-patient"
                     r"|(?:the )?data is (?:medical|health))(?![a-z])"
                     r"|病历|患者(?:的)?\s?(?:数据|信息|录音|隐私|资料)|医疗数据|病人(?:的)?(?:数据|信息|录音)")
# mainland compliance said not to apply: "none of the mainland procurement rules apply to us" (heldout42 #8)
_RULES_DO_NOT_APPLY = _lazy(
    r"(?<![a-z])(?:none of|no)\s(?:the\s)?(?:mainland\s|chinese\s|china'?s?\s|prc\s)?(?:procurement\s|compliance\s"
    r"|regulatory\s)?(?:rules|regulations|requirements)\s(?:apply|applies)(?:\sto\sus)?(?![a-z])")
# "No marketplaces — actually scratch that, marketplaces are fine if they're cheaper" (review 66 C8): taken back
_SCRATCHED_AFTER = _lazy(r"[^.;!?\n]{0,6}?[,—–-]?\s?(?:actually,?\s)?(?:scratch|forget|ignore|never ?mind|disregard)"
                         r" (?:that|it)(?![a-z])")
_MARKETPLACE_TAKEN_BACK = _lazy(
    r"(?<![a-z])(?:marketplaces?|p2p|peer-to-peer(?: hosts| marketplaces?)?|vast(?:\.ai)?)\s(?:are|is)\s(?:actually\s)?"
    r"(?:fine|ok|okay|allowed|acceptable)(?![a-z])"
    r"|(?:算了|不过)[^。；;!?\n]{0,12}?(?:p2p|个人|散户|市场)[^。；;!?\n]{0,8}?(?:也行|也可以|可以|没问题)")
_HIPAA = _lazy(r"(?<![a-z])(?:hipaa|baa|business associate agreement)(?![a-z])")
_PHI = _lazy(r"(?<![a-z])phi(?![a-z0-9-])")
_HEALTH = _lazy(r"(?<![a-z])(?:hipaa|patients?|clinical|clinic|medical|health|ehr|emr|protected health)(?![a-z])"
                r"|病历|患者|医疗")


def read_hosting_rules(r: _Reader) -> None:
    """Residency said as "not to mainland servers", a refusal of marketplaces, and HIPAA's BAA."""
    m = _NOT_TO_MAINLAND.search(r.t)
    if m is not None and not r.residency:
        said = r.quote(m.start(), m.end())
        r.residency = said
        if r.free(m.start(), m.end(), keyword=True):  # the machines run outside mainland China ("上传到\n内地" too)
            r.add(m.start(), m.end(), "region", "intl", mask="kw")
            # "no mainland cloud" refuses those sellers wherever the data stays ("… in Hong Kong": review 105 C2)
            if re.search(r"clouds?$", m.group()):
                r.found.append(_Finding(m.start(), m.end(), "no_mainland_sellers", True))
        r.note(f"“{said}”: sellers that address mainland-China buyers are set aside (--no-mainland-sellers)",
               f"“{said}”：面向中国大陆买家的平台已排除（--no-mainland-sellers）")
    cloud = _NO_MAINLAND_CLOUD.search(r.t)
    if cloud is not None and r.free(cloud.start(), cloud.end(), keyword=True):
        r.add(cloud.start(), cloud.end(), "no_mainland_sellers", True, mask="kw")
        # the sellers it names are refused, not where the machines run ("阿里云、AutoDL 这些国内平台都不能用")
        # (the reader writes "。" as ".": "region: Tokyo 必須。中国系クラウドは NG" keeps its Tokyo, heldout65 #22)
        clause = max(r.t.rfind(c, 0, cloud.start()) for c in "。；;！!？?\n，,.")
        r.claim(r.kw, max(clause + 1, cloud.start() - 40), cloud.start())
    waived = _RULES_DO_NOT_APPLY.search(r.t)
    if waived is not None:
        r.add(waived.start(), waived.end(), "compliance", False, mask="kw")
    hipaa = _HIPAA.search(r.t)
    for m in _PHI.finditer(r.t):
        if r.orig[m.start():m.end()] == "PHI" and (hipaa or _HEALTH.search(r.t)):
            r.claim(r.entity, m.start(), m.end())  # "Data is PHI": health information, not a Phi model
    refused = _NO_MARKETPLACE.search(r.t)
    taken_back = (_SCRATCHED_AFTER.match(r.t, refused.end())
                  or _MARKETPLACE_TAKEN_BACK.search(r.t, refused.end(), refused.end() + 90)) if refused else None
    if refused is not None and taken_back is not None:
        r.claim(r.kw, refused.start(), taken_back.end())
        said = r.quote(refused.start(), taken_back.end())
        r.note(f"“{said}”: the refusal of marketplaces is taken back — their offers are kept",
               f"“{said}”：不用 P2P 平台这一条已收回——保留它们的报价")
        refused = None
    elif refused is not None:
        r.add(refused.start(), refused.end(), "no_marketplace", True, mask="kw")
    health = _HEALTH_DATA.search(r.t) if refused is not None and hipaa is None else None
    if health is not None:  # a stranger's machine refused for health data: the contract it needs, said
        said = r.quote(health.start(), health.end())
        r.note(f"“{said}”: health data — besides no peer-to-peer host, the seller must sign the data-processing "
               "agreement health data needs (GDPR art. 9 in the EU, a BAA under HIPAA); "
               "confirm it with the pick's seller",
               f"“{said}”：健康/医疗数据——除了不用 P2P 主机，平台还须签署健康数据需要的数据处理协议"
               "（欧盟 GDPR 第 9 条、美国 HIPAA 的 BAA）；请向推荐平台确认")
    if hipaa is not None:
        r.note("HIPAA: the seller must sign a Business Associate Agreement (BAA) before any PHI reaches its machines — "
               "no peer-to-peer marketplace host does, and no seller's BAA is on record here: confirm it with the "
               "pick's seller (the large clouds — AWS, Azure, Google Cloud — sign BAAs for covered services)",
               "HIPAA：在任何受保护健康信息（PHI）进入对方机器之前，平台必须签署业务伙伴协议（BAA）——P2P 平台的"
               "个人主机不会签，这里也没有记录任何平台的 BAA：请向推荐平台确认（AWS、Azure、Google Cloud 等大云对"
               "相关服务会签 BAA）")
        if refused is None:
            r.add(hipaa.start(), hipaa.end(), "no_marketplace", True, mask="kw")
