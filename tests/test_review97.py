"""Review 97 (an independent engineer's ten consultations): the rules' side of what was wrong."""

from __future__ import annotations

import knowledge
from rules.pipeline import consult

KB = knowledge.load(user_file=False)


def test_downloads_and_logins_use_the_hf_cli_not_the_removed_huggingface_cli():
    # c10: huggingface_hub 1.0 removed `huggingface-cli` (source hf-cli-v1): a Wan2.1 launch line starting with it
    # stops at "command not found" on a machine installed today
    clips = consult({"task": "video", "model": "wan2.1-14b", "resolution": "480p", "videos": 400, "deadline": 72,
                     "region": "intl"}, KB)
    assert clips.picks
    for p in clips.picks:
        assert p.launch.startswith("hf download Wan-AI/Wan2.1-T2V-14B --local-dir ./Wan2.1-T2V-14B && ")
        assert "huggingface-cli" not in p.launch
    gated = consult({"task": "lora", "model": "llama-3.1-8b", "train_tokens": 5_000_000, "region": "intl"}, KB)
    text = next(c for c in gated.caveats if c.id == "gated-download").text
    assert "hf auth login" in text.en and "hf auth login" in text.zh and "huggingface-cli" not in text.en
