"""Money to spend ON THE CARD is a purchase: "can spend about 9000 dollars on the card", "I'll put $2,500 into a
GPU", "budget for the card is $3000", "想花 8000 块在显卡上", "钱都花在卡上", "显卡预算 1 万" (blind review 90 #2:
"want to run gpt-oss-120b at home on ONE gpu … can spend about 9000 dollars on the card" was read as $9,000 a month of
rental).

The words are part of the buying words (keywords.py's procure "buy"), so the amount beside them is read as the total
to spend (money.py reads a bare budget beside a purchase as its total). Not read: a period said between ("$500 a month
on a GPU" rents one), the cloud's card ("$300 on cloud GPUs"), money already spent ("we spend $2,000 a month on GPUs",
"we paid $1,500 for the card last year" — keywords.py and money.py set those aside), or renting said ("租卡预算")."""

from __future__ import annotations

_CURRENCY_WORD = (r"(?:k\s?)?(?:dollars?|bucks|usd|us\$|euros?|eur|pounds?|quid|gbp|grand|rmb|yuan|cny|"
                  r"(?:canadian|australian|singapore|hong kong)\s(?:dollars?))?")
_PERIOD = (r"(?:a|an|per|each|every|/)\s?(?:month|mo|hour|hr|h|day|week|year)|monthly|hourly|daily|weekly|yearly"
           r"|annually")
# the card itself, one of them or the hardware: "the card", "a GPU", "a single graphics card", "the hardware"
_CARD = (r"(?:the|a|one|my|our|a single|one single|a new|a used|a second-?hand|that)\s(?:new\s|used\s|single\s|"
         r"second-?hand\s|local\s|consumer\s|good\s|decent\s)?(?:card|gpu|graphics card|video card|hardware|build)"
         r"(?!\s?(?:hours?|time|rental|instances?|servers?\s(?:in the cloud|online)))(?![a-z])"
         r"|(?:hardware|the hardware)(?![a-z])")

# an amount, its currency word, then on / for the card: "9000 dollars on the card", "$1,500 on a GPU", "3k for the
# card"; a verb of spending with the card after it: "spend about $9000 on the card", "put 2500 bucks into a GPU"
SPENT_ON_CARDS = (
    rf"(?<=\d)k?\s?{_CURRENCY_WORD}\s(?:for|on|into|towards?)\s(?:{_CARD})"
    rf"|(?<![a-z])(?:spend|spending|put|putting|invest|investing|drop|dropping|blow|allocate)\s"
    rf"(?:(?!{_PERIOD}|on\s|for\s)[^.;!?\n]){{1,30}}?\s(?:on|into|for|towards?)\s(?:{_CARD})"
    rf"|(?<![a-z])budget\s(?:for|on)\s(?:the|a|one|my|a single)\s(?:new\s|used\s)?(?:card|gpu|graphics card)"
    r"(?![a-z])(?!\s?(?:rental|hours?|time|instances?))"
    # 花在卡上, 想花 8000 块在显卡上, 钱都砸在显卡上; 显卡预算 (not 租卡 / 租显卡 预算)
    r"|(?:花|砸|投)\s?(?:(?!每|一个月|一小时|包月)[^,，。；;！!？?\n]){0,14}?在\s?(?:显卡|卡|gpu|硬件)\s?上"
    r"|(?<!租)(?<!租用)显卡\s?(?:的|部分)?\s?(?:预算|钱|经费)(?!\s?(?:每|一个月|一小时|按|[\d一二两三四五六七八九十]+\s?\S?\s?/))"
)
