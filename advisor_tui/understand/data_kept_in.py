"""Data kept in a place outside the mainland, said with words between the data and the rule (review 123 C2: "資料因為
客戶合約不能出台灣" went unread — the reason stood between 資料 and 不能出 — and the pick was a peer-to-peer host
anywhere). The keyword reader's residency wants them side by side ("資料不能出台灣"); here a short reason or an adverb
may come between, in the clause: "資料因為客戶合約不能出台灣", "所有資料都不能離開香港", "the data, per our client
contracts, cannot leave Taiwan". And "不能出境" said by a writer in Taiwan, Hong Kong or Macau (writer_place) keeps the
data in their own place: "我們是台北的新創…資料不能出境" is Taiwan's border, not the mainland's (border_abroad.py keeps
it from reading as region cn).

Each sets the residency (Understanding.residency: ``data_in`` the place, and sellers that address mainland buyers or
rent strangers' machines set aside) where none was read. Not a residency: a place named outside the clause ("資料很多，
不能出錯。我們在台灣"), the mainland's border said by a mainland writer ("数据不能出境": region cn, as before)."""

from __future__ import annotations

from advisor_tui.understand.box_place import note_residency
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.places import COUNTRIES_EN, COUNTRIES_ZH
from advisor_tui.understand.reader import _Reader
from advisor_tui.understand.writer_place import ABROAD, writer_place

_DATA_ZH = r"(?:数据|资料|录音|文件|病历|记录|音频|视频|档案|客户资料|个资)"
_GAP_ZH = r"[^,，。;；!！?？\n]{1,14}?"
_DATA_EN = r"(?:data|records|files|recordings?|documents?|transcripts?|audio|footage)"
_KEPT = _lazy(
    rf"{_DATA_ZH}{_GAP_ZH}(?:不能|不得|不可以?|不允许|不准|不行)\s?(?:出|离开|流出|传出)\s?(?:{COUNTRIES_ZH})"
    rf"|{_DATA_ZH}{_GAP_ZH}(?:必须|只能|得|要|需要|一律|全部|都)\s?(?:留在|存在|放在|保存在|存放在|待在)\s?(?:{COUNTRIES_ZH})"
    rf"|(?<![a-z]){_DATA_EN}(?:[^.;!?\n]{{1,40}}?)\s(?:can'?t|cannot|can not|may not|must not|mustn'?t|should not"
    rf"|shouldn'?t|won'?t|will not|(?:is|are)(?:n'?t| not) allowed to) (?:leave|be moved out of|go outside)"
    rf" (?:the\s)?(?:{COUNTRIES_EN})(?![a-z])")
# the border said with no place: "資料不能出境", "客戶數據唔可以出境" (the reader's text: 唔 folded to 不)
_NO_EXIT = _lazy(rf"(?:{_DATA_ZH}|信息|资讯)(?:{_GAP_ZH})?(?:都|也|亦)?\s?不(?:能|可以|得|准)?\s?出境")


def read_data_kept_in(r: _Reader) -> None:
    """After the keyword readers, before the machines' place: the residency said with words between, or the border of
    a writer in Taiwan, Hong Kong or Macau."""
    if r.residency:
        return
    m = _KEPT.search(r.t)
    if m is not None:
        said = r.quote(m.start(), m.end())
    else:
        m = _NO_EXIT.search(r.t)
        place = writer_place(r) if m is not None else None
        if m is None or place in (None, ABROAD):
            return
        said = f"{r.quote(m.start(), m.end())}（{place}）"  # (the border's place, for place_of: result.py)
    r.residency = said
    note_residency(r, said, eu=False)
