"""Words that say several models run at the same time on one box ("at once", "同时"): read by the
reader (a chat model beside Whisper is serving) and by advisor_tui.two_models (the models summed)."""

from __future__ import annotations

import re

TOGETHER = re.compile(r"at (?:the same time|once)|simultaneous|together|side by side|serving both|同时|一起跑",
                      re.I)
