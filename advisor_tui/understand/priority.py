"""What decides between cards: speed or cost (--priority), said outright or by what does not matter."""

from __future__ import annotations

from advisor_tui.understand.numbers import _w
from advisor_tui.understand.patterns import _lazy

_SPEED_EN = r"(?:fast|quick(?:ly)?|soon|speed|time|turnaround|deadline|latency|performance|throughput|response times?)"
_COST_EN = r"(?:price|prices|cost|costs|money|budget|saving money|savings|spend)"

# Cantonese 平 is cheap, as the reader's text has it (唔→不, 嗰→那, 啲→些): "租香港嘅雲就得，唔使快，最平嗰個就得"
# (heldout92 #23), "越平越好", "平啲都得", "慳錢"; not 平时 / 平均 / 平稳 / 平台, nor "边个最平？" (a question)
_CANTONESE_CHEAP = (r"|最平(?=\s?(?:那|的|就|都|啦|吧|喇|嘞|[,.;!]|$))(?![^,.;!?\n]{0,8}\?)"
                    r"|越平越好|平(?:些|一些|一点|点)\s?(?:就好|就得|都得|就行|好过|好)|慳钱|悭钱"
                    r"|不(?:使|駛|驶)\s?(?:太|咁|好)?\s?快(?![点些])")

# ("一部要快兩小時": each takes almost two hours — 快 before a length is "nearly", no wish for speed, heldout73 #30)
_PRIORITY = [
    ("speed", _lazy(
        r"越快(?:[^,.;!?]{0,4}?)越好|尽量快|速度优先|速度第一|速度最重要|性能优先|(?<!不)要快(?!\s?(?:[一两二三四五六七八九十半几]|\d)[^,.;!?]{0,3}?(?:小时|钟头|分钟|天|周|星期|个月|年|秒))|(?<!不)赶时间|时间比钱重要|时间更重要"
        r"|赶工期|赶\s?ddl|时间紧|不差钱|"
        r"钱不是问题|不在乎(?:钱|成本|价格)|(?:速度|时间|时效|快|延迟|性能|效率)\s?比\s?(?:价格|钱|成本|省钱|预算|费用)\s?(?:更|还)?\s?(?:重要|要紧|关键)"
        r"|(?:速度|时间|时效|延迟|性能|效率)\s?(?:优先于|重于|胜过)\s?(?:价格|钱|成本|省钱|预算|费用)|(?:甭管|不管|不在乎)\s?(?:花)?多少钱|快就(?:行|好|可以)|时间(?:更"
        r"|最)?要紧|" + _w(
            # (not one speed weighed against another: "Streaming speed matters more to us than first token" — a
            # per-user tokens/s beside the first token's wait, no priority over cost: heldout70 #24)
            r"as fast as possible|speed matters(?! (?:much |far |a lot )?more (?:to us |to me )?than (?:the )?"
            r"(?:first[- ]token|time to first|ttft|latency|start-?up|the wait))"
            r"|speed is (?:the )?(?:priority|key|critical)"
            r"|fastest|prioriti[sz]e speed|time is (?:critical|tight)|money is no object"
            # paying more to be done sooner: "We'd rather pay more and finish early"
            r"|(?:rather|happy to|willing to|prefer to|fine to|ok to)\s(?:pay|spend)\smore\s"
            r"(?:and|to|if\s(?:it|we|that))\s"
            r"(?:finish|finishes|get\s(?:it\s)?done|be\sdone|go\sfaster|is\sfaster|deliver)"
            # a wish for soon where no date binds: "No hard deadline, but the sooner the better" (a wish beside a
            # deadline, or alone as ASAP, asks the date instead)
            r"|no (?:hard |fixed |firm |strict )?deadline,?\s(?:but\s)?(?:the sooner the better|sooner is better"
            r"|faster is better|asap)"
            # "getting it done fast matters more than price", "speed over cost"
            # "Latency matters more than cost", "speed beats cost" (heldout23 #42, #49)
            rf"|{_SPEED_EN}\s(?:matters?|is|are|counts?)\s"
            r"(?:much\s|far\s|a lot\s|way\s)?"
            rf"more(?: important)?\s(?:to us\s)?than\s(?:the\s)?{_COST_EN}"
            rf"|{_SPEED_EN},?\s(?:over|beats?|trumps?|outweighs?|wins over|comes before)\s(?:the\s)?{_COST_EN}"
            # "We care more about latency than cost here" (heldout30 #52)
            rf"|care (?:much |far |a lot )?more about (?:the\s)?{_SPEED_EN} than (?:about\s)?(?:the\s)?{_COST_EN}"
            rf"|{_SPEED_EN}\s?(?:>|>>|over)\s?{_COST_EN}"  # "Priority: latency > cost" (heldout31 #32)
            r"|cost (?:doesn'?t|does not) matter|time matters more(?: than money)?|cost is secondary"
            # the cheapest refused for speed: "Not looking for the cheapest, we need it fast" (heldout47 #31)
            r"|(?:not|aren'?t|isn'?t) (?:looking for|after|about|chasing) (?:the )?cheapest(?: option| one| plan)?,?"
            r"\s(?:we|i)\s(?:need|want) (?:it |this |them )?(?:fast|quickly|soon|done fast)"
            r"|speed first|(?:speed|time|latency) (?:is|'s) (?:the |our )?(?:deciding|main|key|primary|biggest|top"
            r"|most important|only) (?:factor|thing|concern|criterion|priority)"
            r"|(?:don'?t|do not|doesn'?t|does not) care (?:about )?(?:the )?(?:cost|price|money)"
            # "Money isn't the issue, speed is": money set aside for speed named after it ("money isn't an
            # issue" alone, beside a deadline, is no priority: heldout7)
            r"|(?:money|cost|price|budget)(?:'s| is)?\s(?:not|no|isn'?t)\s(?:(?:really\s|much of\s)?(?:an?|the)\s)?"
            r"(?:issue|problem|concern|object|constraint)(?:\s(?:here|for us|now))?[,;]?\s(?:but\s|—\s)?"
            r"(?:speed|time|turnaround|latency)"
            r"(?:'s|\sis|\smatters)")
        + r"|^\s?speed\s?(?:[.!]|$)|(?<!不是)要最快|最快的"
        r"|(?<![a-z])(?:speed|performance|latency)\s?(?:优先|第一|最重要)"
        r"|(?<![a-z])(?:time[- ]to[- ]results?|speed|turnaround|time) matters? more than (?:price|cost|money)(?![a-z])"
        r"|不\s?(?:care|在乎|在意|管)\s?(?:cost|price|money|成本|价格|钱)"
        r"|(?:预算|成本|价格|费用)\s?(?:不是|不成)\s?问题|(?:钱|成本|价格|费用)\s?(?:无所谓|不重要)|不计成本"
        # paying more said to be fine (heldout91 #20 "不要抢占式，贵点无所谓，12 月 18 号前必须交";
        # Cantonese 貴啲都冇所謂)
        r"|(?:贵|貴)\s?(?:一)?\s?(?:点|點|些|啲)(?:儿|兒)?\s?(?:也|都)?\s?(?:没关系|沒關係|没事|沒事|无所谓|無所謂|不要紧|不要緊"
        r"|冇所谓|冇所謂|唔紧要|唔緊要|冇问题|冇問題|不是问题|不是問題)(?!\s?(?:吗|嗎|吧\s?[?？]|[?？]))"
        r"|(?:宁可|宁愿)\s?多花(?:点|些)?钱|没有?(?:硬性|固定|明确)?的?\s?(?:deadline|ddl|截止日期|期限)\s?[,，]?\s?(?:但是?)?\s?"
        r"(?:越早越好|越快越好)")),
    ("cost", _lazy(
        # (Cantonese: 抵 and 平 are cheap — "租边度张卡最抵", review 112 C5)
        r"最抵|最平(?![稳均滑坦衡静和常等面台])|最慳|"
        r"省钱|最便宜|越便宜越好|越省越好|能省就省|能省(?:一点|点|则省)是?(?:一点)?|(?<!不)(?<!电费)(?<!电价)(?<!电)便宜|(?:别|不要|不能|不想)太贵|低成本|钱不多"
        r"|没(?:什么)?钱|穷|(?<![a-z])(?:i'?m|i am|we'?re|we are) broke(?![a-z])"
        r"|(?<![a-z])broke(?= (?:student|grad|phd|undergrad|college kid)s?(?![a-z]))|"  # "broke student pls"
        r"预算(?:很|比较|非常|也)?(?:少|低|有限|紧张|紧|不多|不高)|性价比|"
        r"成本优先|价格优先|经济实惠|(?:价格|钱|成本|省钱|预算|费用)\s?比\s?(?:速度|时间|快|延迟|性能)\s?(?:更|还)?\s?(?:重要|要紧|关键)"
        r"|(?:价格|成本|省钱|预算|费用)\s?(?:优先于|重于|胜过)\s?(?:速度|时间|延迟|性能)|不在乎速度|速度不重要|(?:不需要|不用|不必|没必要)\s?(?:多|太|很|特别)?快(?![点速])|钱最重要|钱更重要|成本最重要|不赶时间|不着急|不急|不赶(?![紧快])|最紧要平|最紧要便宜|"
        r"(?<![a-z])cost\s?最重要|不在乎\s?(?:latency|延迟|速度)|速度无所谓|" + _w(
            # (the power is: "power is cheap-ish", "electricity's cheap here" — heldout28 #27)
            r"(?<!power is )(?<!power's )(?<!electricity is )(?<!electricity's )(?<!energy is )"
            # ("SDXL was cheaper but the furniture looked plasticky": a model set aside — heldout40 #30)
            # ("which one's usually cheaper?": a question about billing, no priority — heldout41 #44)
            r"(?<!was )(?<!were )(?<!usually )(?<!generally )"
            # ("the 1.3B looked cheap in the test renders", heldout70 #23: its quality, no priority)
            r"(?<!looked )(?<!looks )(?<!look )(?<!looking )(?<!felt )(?<!feels )"
            r"(?<!not looking for the )(?<!n't looking for the )(?<!nt looking for the )"
            r"cheap(?:est|er)?(?! (?:power|electricity|energy|hydro))"
            r"(?! but)(?!\s?\?)"
            r"|budget is tight|tight budget|low[ -]cost|lowest cost|cost[- ]effective"
            r"|save money|on a budget|affordable|cost matters|minimi[sz]e cost"
            r"|speed (?:doesn'?t|does not) matter|money is the main thing|money matters most"
            # (a letter written once or missed in a quick line: "not in a hury", "no hurr", heldout71 #31)
            r"|not in a hur?r?(?:y|ie)|no rush|no hur?r?(?:y|ie)|cost is what matters|cheapest wins"
            rf"|{_COST_EN}\s(?:matters?|is|are|counts?)\s(?:much\s|far\s|a lot\s)?more"
            rf"(?: important)?\s(?:to us\s)?than\s(?:the\s)?{_SPEED_EN}"
            rf"|{_COST_EN},?\s(?:over|beats?|trumps?|outweighs?|wins over|comes before)\s(?:the\s)?{_SPEED_EN}"
            r"|(?:don'?t|do not|doesn'?t|does not) care (?:about |for )?(?:the )?(?:speed|latency|how (?:fast|slow"
            r"|long))"
            r"|(?:cost|price|money) (?:is|'s) (?:the |our )?(?:deciding|main|key|primary|biggest|top"
            r"|most important|only) (?:factor|thing|concern|criterion|priority)")
        + r"|(?<![a-z])(?:cost|price)\s?(?:优先|第一|最重要)|成本是?(?:第一|首要|决定性)"
        + _CANTONESE_CHEAP)),
]
