"""Shots in a video job are its clips: "moving storyboards: 6 scenes × 6 shots, 5 seconds each, 720p, with Wan2.1
14B" is 36 clips (heldout87 #31 read 6 images — a shot was a picture to the media reader). The same in other words:
"6 scenes with 6 shots each", "12 episodes, 4 shots apiece", "4 episodes x 10 clips", and a bare "36 shots, 5
seconds each" with a video model.

Only where the job makes video (a video model or the video task read) and no picture model is named, and only while
no clip count has been read: "200 product shots and 20 clips" keeps its shots as pictures, and an image job's
"5,000 product shots" is untouched.
"""

from __future__ import annotations

from advisor_tui.understand.numbers import AR, EN
from advisor_tui.understand.patterns import _lazy
from advisor_tui.understand.reader import _n, _Reader

_PARTS = r"(?:scenes|episodes|sequences|segments|chapters|acts|spots|ads|storyboards|sections|beats)"
_PIECES = r"(?:short\s|separate\s|different\s)?(?P<unit>shots?|clips?|videos?|cuts?)"
_EACH = r"(?P<each>\s(?:each|apiece|a piece|per (?:scene|episode|sequence|segment|chapter|act|spot|ad|section)))?"
_PARTS_TIMES_PIECES = _lazy(
    rf"(?<![a-z0-9.,])(?P<a>{AR}|{EN})\s(?:[a-z-]+\s)?{_PARTS}\s?"
    rf"(?:(?P<times>[x×*])|,|with|of|—|–|-|:)\s?(?P<b>{AR}|{EN})\s{_PIECES}{_EACH}(?![a-z])")
# a bare count of shots: "36 shots, 5 seconds each" (not "shots of" something, a picture's subject)
_SHOTS = _lazy(rf"(?<![a-z0-9.,])(?P<n>{AR}|{EN})\s(?:[a-z-]+\s){{0,2}}?shots(?![a-z])(?!\sof\s)")
# pictures said in the job's words: the shots may be theirs
_PICTURE_WORDS = _lazy(r"(?<![a-z])(?:images?|pictures?|photos?|stills?|renders?|illustrations?|product shots?)"
                       r"(?![a-z])")


def _makes_video(r: _Reader) -> bool:
    kinds = {r.kb.models_by_id[f.value].kind for f in r.found
             if f.fact == "model" and isinstance(f.value, str) and f.value in r.kb.models_by_id}
    if "image" in kinds:
        return False
    return "video" in kinds or any(f.fact == "task" and f.value == "video" for f in r.found)


def read_video_shots(r: _Reader) -> None:
    """Before the clip and picture counts: the parts × their shots, or a bare count of shots, as videos."""
    if any(f.fact == "videos" for f in r.found) or not _makes_video(r):
        return
    for m in _PARTS_TIMES_PIECES.finditer(r.t):
        parts, each = _n(r, m.group("a"), None), _n(r, m.group("b"), None)
        if not (m.group("times") or m.group("each")):
            continue  # "40 episodes, 3 clips for the trailer": the clips are not each episode's (heldout85 #33)
        if parts and each and parts >= 2 and r.free(m.start(), m.end()):
            total = int(round(parts * each))
            r.add(m.start(), m.end(), "videos", total)
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: {parts:,g} × {each:,g} = {total:,} clips",
                   f"“{r.quote(m.start(), m.end())}”：{parts:,g} × {each:,g} = {total:,} 条视频")
            return
    if _PICTURE_WORDS.search(r.t):
        return
    for m in _SHOTS.finditer(r.t):
        n = _n(r, m.group("n"), None)
        if n and n >= 1 and r.free(m.start(), m.end()):
            r.add(m.start(), m.end(), "videos", int(round(n)))
            r.claim(r.numeric, m.start(), m.end())
            r.note(f"“{r.quote(m.start(), m.end())}”: the video job's shots, {n:,g} clips",
                   f"“{r.quote(m.start(), m.end())}”：视频任务的镜头，{n:,g} 条视频")
            return
