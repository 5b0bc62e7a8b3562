"""The languages of audio to transcribe that Whisper does not know (reviews 112 C9 and 113 C9/M11: "18,000 hours of
Spanish and Quechua audio to transcribe with Whisper large-v3" was sized and priced with no word that Quechua is not
one of Whisper's languages). Whisper decodes with a language token from its tokenizer's list
(knowledge/data/whisper_languages.yaml); speech in a language outside it is detected and written as one of those.
Said back as a note; the sizing does not change."""

from __future__ import annotations

from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _Reader
from knowledge import whisper_languages

# languages people transcribe that are not in Whisper's list (each checked against it in the tests), by the names
# said for them, English and Chinese (the text is read in simplified characters)
_NAMES = {"quechua": "Quechua", "kichwa": "Quechua", "克丘亚": "Quechua", "盖丘亚": "Quechua",
          "aymara": "Aymara", "艾马拉": "Aymara", "guarani": "Guarani", "guaraní": "Guarani", "瓜拉尼": "Guarani",
          "nahuatl": "Nahuatl", "náhuatl": "Nahuatl", "纳瓦特尔": "Nahuatl", "mapudungun": "Mapudungun",
          "wolof": "Wolof", "沃洛夫": "Wolof", "igbo": "Igbo", "伊博": "Igbo", "zulu": "Zulu", "isizulu": "Zulu",
          "祖鲁": "Zulu", "xhosa": "Xhosa", "科萨": "Xhosa", "kinyarwanda": "Kinyarwanda", "oromo": "Oromo",
          "奥罗莫": "Oromo", "tigrinya": "Tigrinya", "提格里尼亚": "Tigrinya", "kurdish": "Kurdish",
          "库尔德": "Kurdish",
          "kyrgyz": "Kyrgyz", "吉尔吉斯": "Kyrgyz", "uyghur": "Uyghur", "维吾尔": "Uyghur", "twi": "Twi",
          "chichewa": "Chichewa", "luganda": "Luganda", "tswana": "Tswana", "dinka": "Dinka"}
_ZH = {"Quechua": "克丘亚语", "Aymara": "艾马拉语", "Guarani": "瓜拉尼语", "Nahuatl": "纳瓦特尔语",
       "Mapudungun": "马普切语", "Wolof": "沃洛夫语", "Igbo": "伊博语", "Zulu": "祖鲁语", "Xhosa": "科萨语",
       "Kinyarwanda": "卢旺达语", "Oromo": "奥罗莫语", "Tigrinya": "提格里尼亚语", "Kurdish": "库尔德语",
       "Kyrgyz": "吉尔吉斯语", "Uyghur": "维吾尔语", "Twi": "契维语", "Chichewa": "齐切瓦语", "Luganda": "卢干达语",
       "Tswana": "茨瓦纳语", "Dinka": "丁卡语"}
_SAID = _lazy(r"(?<![a-z])(?:" + "|".join(sorted((n for n in _NAMES if n[0].isascii()), key=len, reverse=True))
              + r")(?![a-z])|(?:" + "|".join(n for n in _NAMES if not n[0].isascii()) + r")(?:语|話|话)?")
_TRANSCRIBE = _lazy(r"whisper|transcri|speech[- ]to[- ]text|(?<![a-z])asr(?![a-z])|转写|转录|听写|语音识别|字幕")


def note_unknown_audio_languages(r: _Reader) -> None:
    """After every reader: a transcription whose audio is said to be in a language Whisper has no token for."""
    if not _TRANSCRIBE.search(r.t) and not any(f.fact == "audio_hours" for f in r.found):
        return
    known = whisper_languages.load()
    said: dict[str, str] = {}
    for m in _SAID.finditer(r.t):
        word = m.group(0).lower().rstrip("语話话")
        name = _NAMES.get(word)
        if name is not None and not known.knows(name):
            said.setdefault(name, r.quote(m.start(), m.end()))
    for name, quoted in said.items():
        zh = _ZH[name]
        r.note(f"“{quoted}”: {name} is not one of the 100 languages in Whisper's tokenizer (openai/whisper "
               f"tokenizer.py LANGUAGES; {known.source}, {known.as_of}) — Whisper has no language token for it, so "
               f"{name} speech is detected and written as one of the languages it knows: identify the language of "
               f"each recording first and send the {name} parts to a model trained on {name} (or fine-tune one on "
               "it) — the GPUs below are sized for Whisper and do not change",
               f"“{quoted}”：{zh}不在 Whisper 分词器的 100 种语言里（openai/whisper tokenizer.py 的 LANGUAGES；"
               f"{known.source}，{known.as_of}）——Whisper 没有它的语言标记，{zh}语音会被识别成它认识的某种语言来"
               f"转写：先识别每段录音的语言，把{zh}部分交给用{zh}训练过的模型（或先微调一个）——"
               "下面的卡按 Whisper 估算，不受影响")
