"""The languages Whisper transcribes (knowledge/data/whisper_languages.yaml: openai/whisper's tokenizer LANGUAGES),
with the source and the date they were read."""

from __future__ import annotations

from dataclasses import dataclass

import yaml

from knowledge.data import folder
from knowledge.errors import KnowledgeError

DATA_FILE = "whisper_languages.yaml"
SECTION = "whisper_languages"


@dataclass(frozen=True)
class WhisperLanguages:
    names: frozenset[str]  # lower-case English names, as the tokenizer spells them
    source: str
    as_of: str

    def knows(self, name: str) -> bool:
        return name.lower() in self.names


_LOADED: list[WhisperLanguages] = []


def load() -> WhisperLanguages:
    """The bundled list, parsed once per process."""
    if not _LOADED:
        raw = yaml.safe_load(folder().joinpath(DATA_FILE).read_text("utf-8")).get(SECTION) or {}
        languages = raw.get("languages")
        if not isinstance(languages, dict) or not languages or not raw.get("source") or not raw.get("as_of"):
            raise KnowledgeError(f"knowledge error: {DATA_FILE}: {SECTION} needs source, as_of and languages")
        _LOADED.append(WhisperLanguages(frozenset(str(v).lower() for v in languages.values()),
                                        str(raw["source"]), str(raw["as_of"])))
    return _LOADED[0]
