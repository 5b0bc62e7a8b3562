"""Records counted by 笔 (筆) — Taiwan's and the back office's counter for records, reports and transactions — are a
batch's items, never money.

Review 121 C2 (traditional): "手上有大約 12 萬筆晶圓缺陷報告（每筆平均 1,500 字…），想用 Qwen2.5-32B 一次性幫
每筆做分類加摘要，輸出大概 200 token。只跑這一次" was priced as a month of round-the-clock serving: "12 萬筆" was no
count of items, so the one-off batch (120,000 × 200 output tokens) was never sized and its deadline was thrown
away. Its follow-up "是批次處理，一共 120,000 筆，每筆輸入大約 1,500 token" read "一共 120,000" as a price. The batch
reader (generation.py) counts items by 个 / 份 / 篇 / 条; here the same for 笔:

- ``RECORD_COUNT`` (one alternative of generation's item count): "12 万笔晶圆缺陷报告" (a few words of what the records
  are between the counter and their noun), "报告大约 12 万笔" (the noun first), "一共 120,000 笔" (the noun said
  earlier, the count closing its clause);
- ``RECORD_NOT_MONEY`` (money's words after a figure that make it no amount): "一共 120,000 笔" — but "一笔钱",
  "这笔预算", "分三笔付款" keep 笔 as a sum of money, and "笔记本" stays a laptop;
- ``ONE_OFF_BATCH`` (generation's batch words): "批次处理", "只跑这一次" say a batch as surely as 批处理 / 跑批.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, CN

# 笔 of money or a notebook: "一笔钱", "这笔预算", "三笔款", "笔记本"
_NOT_RECORDS = r"(?!钱|款|预算|费|经费|资金|记|账|帐|开销|开支|支出|收入|投资|生意|单子|买卖|画|墨|芯|筒)"
_RECORDS = (r"(?:报告|记录|纪录|资料|数据|文件|文档|工单|单据|订单|交易|案件|案例|病历|表单|留言|评论|问卷|日志"
            r"|邮件|对话|问答|客诉|申请|申请书|合同|发票|保单|理赔|履历|简历|公文|函件|报表|明细|文本|样本)")
_SCALE = r"(?:千万|百万|亿|万|千|k|w)"
_HEDGE = r"(?:约|大约|大概|差不多|将近|计|有)"
RECORD_NOT_MONEY = rf"笔{_NOT_RECORDS}"
RECORD_COUNT = (
    # "12 万笔晶圆缺陷报告", "5 万多笔交易记录"
    rf"(?P<n14>{AR}|{CN})\s?(?P<k14>{_SCALE})?\s?(?:多|来|余)?\s?笔{_NOT_RECORDS}\s?"
    rf"(?:[\u4e00-\u9fffa-z]{{1,8}}?)?{_RECORDS}"
    # "报告大约 12 万笔", "交易记录共 5 万笔"
    rf"|{_RECORDS}\s?(?:[（(]\s?)?(?:共|一共|总共|合计)?\s?{_HEDGE}?\s?(?P<n15>{AR}|{CN})\s?(?P<k15>{_SCALE})?\s?"
    rf"(?:多|来|余)?\s?{RECORD_NOT_MONEY}"
    # "是批次处理，一共 120,000 笔，每笔输入…": the count closing its clause
    rf"|(?<=共)\s?{_HEDGE}?\s?(?P<n16>{AR}|{CN})\s?(?P<k16>{_SCALE})?\s?(?:多|来|余)?\s?{RECORD_NOT_MONEY}"
    r"(?=\s?(?:左右|上下)?\s?(?:[,，。;；、(（]|$))")
ONE_OFF_BATCH = r"批次处理|批次跑|批次推理|只跑(?:这|這)?一次|只做(?:这)?一次|一次跑完"
