"""Text to write counted in a pasted sheet, one row per lot: a count column and an output-each column under a header,
the tokens summed over the rows. "语种,商品数,每条输出token" over "英语,3200,300", "西班牙语,2400,320", … (heldout86
#39, a CSV pasted before '每条喂进去的中文资料加模板大概 500 token') read no batch: 3,200 × 300 + 2,400 × 320 + 1,800 ×
350 + 1,500 × 330 = 2,853,000 tokens to generate — sheet_images.py's family for text. The count column is named by what
is counted ("商品数", "条数", "数量", "items", "listings", "count"), the other by each one's output ("每条输出token",
"输出 token", "output tokens", "tokens out", "out_tokens"). Only a text that writes (写, 生成, 翻译, "generate",
"write", "translate") outside the sheet is read so; a sheet without both columns, or a row that breaks the columns,
ends the reading there. The rows' lengths differ, so no output per request is set.
A 腾讯文档 sheet pasted tab-separated, "学科\t题目数\t每题解析(token)\t备注" over "初中数学\t12000\t400\t" (heldout87
#38, a K12 firm's worked solutions), read nothing: the items counted as 题目 and each one's output
named by what is written (解析, 答案, 摘要 … with its unit), the remarks cell blank on most rows. A row
its remark takes out ("已外包，不用跑", "skip", "done") is no lot to run; a tab-separated row keeps a blank
cell inside it, so its columns stay in place.
"""

from __future__ import annotations

import re

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.sheet_lots import sheet_lots

_SPLIT = re.compile(r"\s*,\s*|\t+|\s*\|\s*|\s{2,}")
_NUMBER = re.compile(r"^\s?~?(\d{1,7}(?:\.\d{1,2})?)\s?$")
_COUNT_COL = _lazy(r"^(?:#\s?|no\.?\s?(?:of\s)?|number of\s|n_?|num_?)?(?:products|items|skus|listings|articles|posts"
                   r"|rows|requests|documents|docs|count|qty|quantity)$"
                   r"|^(?:商品数|条数|数量|件数|篇数|个数|份数|sku\s?数|请求数|文档数|题目数|题数|题量|问题数|样本数)$"
                   r"|^(?:questions|problems|prompts)$")
# what each item's output is, named with its unit: "每题解析(token)", "答案 tokens", "摘要长度(token)"
# ("输出" alone names no writing: a sheet of last month's use, "每条输出token", is nothing to make)
_OUTPUT_NOUN = _lazy(r"(?:解析|答案|回答|回复|摘要|文案|译文|评语|讲解|解答)")
_EACH_COL = _lazy(r"输出\s?tokens?|输出长度|每条\s?tokens?"
                  r"|(?:每(?:题|条|篇|道|份|个)\s?)?(?:解析|答案|回答|回复|摘要|文案|译文|评语|讲解|解答)\s?(?:长度)?\s?"
                  r"[(（]?\s?tokens?"
                  r"|(?<![a-z])(?:output|out|gen(?:erated)?)[_ ]?(?:tokens?|len(?:gth)?)"
                  r"|tokens?[_ ](?:out|output)(?![a-z])")
_WRITES = _lazy(r"写|生成|翻译|改写|撰写|(?<![a-z])(?:generat\w*|writ\w*|translat\w*|rewrit\w*)(?![a-z])")


# a row its remark takes out: "已外包，不用跑", "skip", "done already"
_NOT_RUN_ROW = _lazy(r".*\t[^\t\n]*(?:不用跑|不跑|不用做|不做|无需|不需要|已外包|外包了|已完成|已做完|已经做完"
                     r"|已经跑完|跳过"
                     r"|(?<![a-z])(?:skip(?:ped)?|done|outsourced|excluded|not needed)(?![a-z]))")


def _cells(line: str) -> list[str]:
    if "\t" in line:  # a blank cell inside the row keeps its place; blank ones at its end are left off
        row = [c.strip() for c in line.split("\t")]
        while row and not row[-1]:
            row.pop()
        return row
    return [c.strip() for c in _SPLIT.split(line.strip()) if c.strip()]


def read_sheet_tokens(r: _Reader) -> None:
    """Before the number readers: a sheet's rows of items, counted × their output each, summed as tokens to make."""
    if "\n" not in r.t or any(f.fact == "generate_tokens" for f in r.found):
        return
    for lots in sheet_lots(r.t, _cells, _NUMBER, _COUNT_COL, _EACH_COL, skip=_NOT_RUN_ROW, short_rows=True):
        rows, total, end = len(lots.pairs), sum(round(n * each) for n, each in lots.pairs), lots.end
        writes = _WRITES.search(r.t[:lots.start] + "\n" + r.t[end:]) or _OUTPUT_NOUN.search(lots.names[lots.each_at])
        if rows < 2 or total <= 0 or not writes:
            continue
        r.claim(r.numeric, lots.start, end)
        r.add(lots.start, end, "generate_tokens", int(total))
        r.note(f"the sheet's {rows} rows: items × output tokens each summed = {total:,} tokens to generate",
               f"表格的 {rows} 行：条数 × 每条输出 token 相加 = 共生成 {total:,} token")
        return
