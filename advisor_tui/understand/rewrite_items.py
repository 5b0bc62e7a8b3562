"""Items rewritten in so many versions, each of a length (heldout75 #17, an Airflow DAG's comment): "rewrite the day's
new marketplace listings (~8,000) into clean EN + DE copy, i.e. two versions per listing, ~180 tokens each" is 8,000
× 2 × 180 = 2,880,000 tokens to generate, 180 out each (the 180 had been read as a 180-token context), "translate
~5,000 product pages into French and German, i.e. two versions each, ~300 tokens per version", "rewrite ~8,000
listings, ~180 tokens each". The count may follow its noun in brackets. Read before the request and job readers, so
the length is each version's output, not a request's input or a window."""

from __future__ import annotations

from advisor_tui.understand.job import trains
from advisor_tui.understand.numbers import AR
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_VERB = (r"(?:rewrit\w*|re-?writ\w*|translat\w*|paraphras\w*|summari[sz]\w*|locali[sz]\w*|clean(?:s|ed|ing)? up"
         r"|polish\w*|rephras\w*)")
_NOUN = (r"(?:listings|product pages|pages|descriptions|product descriptions|articles|posts|reviews|tickets|e-?mails"
         r"|documents|docs|items|products|skus|entries|records|titles|abstracts|messages|comments|ads)")
_HEDGE = r"(?:~|about |around |roughly |approx\.? |some )?"
_ITEMS = _lazy(
    rf"(?<![a-z]){_VERB}\s(?:(?:the|our|all|each|every) )?(?:day'?s |week'?s |night'?s |new |incoming |latest |fresh )*"
    # ("our 1,200 product and lot descriptions", heldout92 #34: three words before the noun)
    rf"(?:{_HEDGE}(?P<n>{AR})\s?(?P<k>k)?\s(?:[a-z-]+\s){{0,3}}?{_NOUN}|(?:[a-z-]+\s){{0,2}}?{_NOUN}\s?\(\s?{_HEDGE}"
    rf"(?P<n2>{AR})\s?(?P<k2>k)?\s?\))(?![a-z])"
    # what they become, then how many versions each: "into clean EN + DE copy, i.e. two versions per listing"
    r"(?P<between>[^.;!?\n]{0,90}?)"
    r"(?:(?:i\.e\.|so|that'?s|that is|meaning)?\s?(?P<v>two|three|four|[2-6])\s(?:versions|variants|translations"
    r"|rewrites|copies|languages)\s(?:per\s[a-z]+|each|for each(?:\s[a-z]+)?)(?![a-z])\s?,?\s?)?"
    # (the output so named: "~200 tokens out per version", heldout92 #34)
    rf"[^.;!?\n]{{0,12}}?{_HEDGE}(?P<len>\d{{2,5}})\s?tokens?\s(?:(?:out|of output|output)\s)?(?:each|apiece"
    r"|per (?:(?P<version>version|variant|translation|language)|rewrite|copy|item|listing|description|page|one))"
    r"(?![a-z])")
# the languages the items are written in, each a version where the length is said per version: "in English, French
# and Arabic — …, ~200 tokens out per version" (heldout92 #34 read one version, 240,000 tokens)
_LANGUAGE = (r"(?:english|french|arabic|german|spanish|portuguese|italian|dutch|chinese|mandarin|cantonese|japanese"
             r"|korean|russian|turkish|swahili|hindi|urdu|bengali|vietnamese|thai|indonesian|malay|polish|greek"
             r"|hebrew|persian|farsi|amharic|tigrinya|somali|hausa|yoruba|zulu|malagasy"
             r"|en|fr|de|es|pt|it|nl|ar|zh|ja|ko|ru)")
_LANGUAGE_JOIN = r"(?:,\s?and\s|,\s?|\s(?:and|&|\+|or)\s|\s?[/+]\s?)"
_LANGUAGES = _lazy(rf"(?<![a-z])(?:in|into|to)\s(?P<list>{_LANGUAGE}(?:{_LANGUAGE_JOIN}{_LANGUAGE}){{1,6}})(?![a-z])")
_JOINS = _lazy(_LANGUAGE_JOIN)
_SMALL = {"two": 2, "three": 3, "four": 4}
# the items made named with no rewriting verb, each in its languages, the length per version: "~120 notices a run (one
# per village and inter-island boat route), each in Tuvaluan and English, ~500 tokens per version" (heldout95 C16 read a
# 500-token context) — any language's name, the length said per version or language only
_WORD = r"[a-z\u00e0-\u024f]{3,15}"
_LANG_WORD = rf"(?!(?:about|around|roughly|approx|approximately|some|each)(?![a-z])){_WORD}"  # (no hedge of the length)
_EACH_IN = _lazy(
    rf"(?<![a-z0-9.,]){_HEDGE}(?P<n>{AR})\s?(?P<k>k)?\s(?:[a-z-]+\s){{0,2}}?{_WORD}s"
    r"(?:\s(?:a|per|each) (?:run|batch|night|week|month|issue))?(?:\s?\([^()\n]{0,80}\))?"
    rf",\s?each (?:one )?(?:written |made |done |translated )?(?:in|into) (?:both )?"
    rf"(?P<list>{_LANG_WORD}(?:{_LANGUAGE_JOIN}{_LANG_WORD}){{1,5}})(?![a-z])\s?,?\s?"
    rf"{_HEDGE}(?P<len>\d{{2,5}})\s?tokens?\s(?:(?:out|of output|output)\s)?per (?:version|language|translation)"
    r"(?![a-z])")
# the count corrected before its length (review 47 C8's "about 400k support tickets (sorry, 350k after dedup)")
_CORRECTED = _lazy(r"(?<![a-z])(?:sorry|no wait|actually|i mean|make (?:that|it)|correction|after (?:dedup|"
                   r"de-dup|deduplication|cleaning|filtering))(?![a-z])")


def read_rewritten_items(r: _Reader) -> None:
    if any(f.fact == "generate_tokens" for f in r.found) or trains(r):
        return  # (a rewrite of the training data is no batch to size: "LoRA on qwen3 8b: rewrite 8,000 listings")
    for m in _ITEMS.finditer(r.t):
        count_at = "n" if m.group("n") else "n2"
        if not (r.free(m.start(count_at), m.end(count_at)) and r.free(m.start("len"), m.end())):
            continue
        if _CORRECTED.search(r.t, m.end(count_at), m.start("len")):
            continue  # "400k support tickets (sorry, 350k after dedup)": the corrected count is another reader's
        n = _n(r, m.group(count_at), m.group("k") or m.group("k2"))
        v = m.group("v")
        versions = (_SMALL.get(v) or int(v)) if v else 1
        end = m.end()
        between = r.t[m.end(count_at):m.start("len")]  # (the lazy "between" may stop inside the languages)
        if not v and m.group("version") and (langs := _LANGUAGES.search(between)) is not None:
            versions = 1 + len(_JOINS.findall(langs.group("list")))
            end = m.end(count_at)  # (the input said between is its own: "~600 tokens of lot data in")
        each = int(m.group("len"))
        if not n or n < 100:
            continue
        total = int(n * versions * each)
        r.add(m.start(), end, "generate_tokens", total)
        r.add(m.start("len"), m.end(), "output_tokens", each)
        r.add(m.start(), m.start(), "task", "inference", generic="inference", mask="kw")
        r.claim(r.numeric, m.start(count_at), m.end(count_at))
        r.claim(r.numeric, m.start("len") if not v else m.start("v"), m.end())
        said = f"{n:,g} × {versions} × {each:,}" if versions > 1 else f"{n:,g} × {each:,}"
        r.note(f"“{r.quote(m.start(), m.end())}”: {said} = {total:,} tokens to generate",
               f"“{r.quote(m.start(), m.end())}”：{said} = {total:,} 个待生成 token")
        return
    _made_in_languages(r)


def _made_in_languages(r: _Reader) -> None:
    for m in _EACH_IN.finditer(r.t):
        if not (r.free(m.start("n"), m.end("n")) and r.free(m.start("len"), m.end())):
            continue
        n = _n(r, m.group("n"), m.group("k"))
        if not n or n < 100:
            continue
        versions = 1 + len(_JOINS.findall(m.group("list")))
        each = int(m.group("len"))
        total = int(n * versions * each)
        r.add(m.start(), m.end("list"), "generate_tokens", total)
        r.add(m.start("len"), m.end(), "output_tokens", each)
        r.add(m.start(), m.start(), "task", "inference", generic="inference", mask="kw")
        r.claim(r.numeric, m.start("n"), m.end("n"))
        r.claim(r.numeric, m.start("len"), m.end())
        said = f"{n:,g} × {versions} × {each:,}"
        r.note(f"“{r.quote(m.start(), m.end())}”: {said} = {total:,} tokens to generate",
               f"“{r.quote(m.start(), m.end())}”：{said} = {total:,} 个待生成 token")
        return
