"""A firm named as the other side of a deal is not the buyer (review 105, c9's follow-up): "已经向 Black Forest Labs
买了商用授权" read ``buyer: company`` from "Black Forest Labs" — the licensor the person bought from, not who they are.
A firm's name (code_names.claim_firm_names: "… Labs", "… GmbH", "… LLC") said as the seller, licensor or quoting
party — "向 X 买了 / 采购 / 拿到授权", "从 X 买", "跟 X 签了合同", "bought a licence from X", "licensed from X",
"a quote from X", "X's commercial licence", "X sold us …" — says nothing of who pays; the buyer is read from the rest
of the words.

Neighbours that still name the buyer: "I work at Black Forest Labs", "Customer: Falcon Freight LLC", "We're Harbor Lane
Media (podcast network)".
"""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader

# the firm dealt with, before its name: "向", "从", "跟 … 签", "from", "by" after a deal's word in the clause
_FROM_ZH = _lazy(r"(?:向|从|從|跟|找|与|與|问|問|通过|通過)\s?$")
_DEAL_AFTER_ZH = _lazy(r"\s?(?:那里|那裡|那边|那邊)?\s?(?:已经|已經)?\s?(?:买|買|采购|採購|购买|購買|订|訂|租|拿"
                       r"|获得|獲得|取得|签|簽|申请|申請|询价|詢價|要了?\s?(?:报价|報價)|授权|授權|许可|許可)")
_DEAL_BEFORE_EN = _lazy(r"(?<![a-z])(?:bought|buy|buying|purchased|purchase|licen[cs]ed?|licen[cs]es|ordered|order"
                        r"|quote|quoted|offer|contract|signed|agreement|got|obtained|rent|renting|rented)(?![a-z])"
                        r"[^,.;!?\n]{0,40}?(?<![a-z])(?:from|by|with|through|via)\s(?:the\s)?$")
_OWNED_AFTER_EN = _lazy(r"'s?\s(?:commercial\s|enterprise\s|paid\s)?(?:licen[cs]e|quote|offer|contract|terms)(?![a-z])"
                        r"|\s(?:sold|licensed|quoted|leased|rented)\s(?:us|me|it|them)(?![a-z])")


def set_counterparty_firms_aside(r: _Reader) -> None:
    """After claim_firm_names: a firm named as the one sold, licensed or quoted from is no buyer."""
    for f in r.found:
        named = r.orig[f.start:f.start + 1].isupper()  # (a firm's name is read on the original capitals)
        if f.fact != "buyer" or f.value != "company" or f.generic is not None or not named:
            continue
        before = r.t[max(0, f.start - 60):f.start]
        if (_FROM_ZH.search(before) and _DEAL_AFTER_ZH.match(r.t, f.end)) or _DEAL_BEFORE_EN.search(before) \
                or _OWNED_AFTER_EN.match(r.t, f.end):
            f.fact = "_counterparty"
            said = r.quote(f.start, f.end)
            r.note(f"“{said}”: the firm dealt with (seller, licensor), not who is buying",
                   f"“{said}”：是交易的另一方（卖方、授权方），不是采购方")
