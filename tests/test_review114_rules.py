"""Review 114's rules-side leftovers mended at the session's end."""

from __future__ import annotations

from rules.pipeline import consult


def test_a_resolution_unused_for_a_video_model_named_by_size_says_so_in_chinese_only():
    # (c3: "這裡沒有 a video model named by size 按分辨率的顯存" — the English words inside the Chinese answer)
    got = consult({"task": "video", "params_b": 14, "videos": 10, "resolution": "480p", "region": "intl"})
    zh = [n.zh for n in got.facts.notes if "480p" in n.zh]
    assert zh and not any("a video model" in line for line in zh)
    assert any("只给了参数量的视频模型" in line for line in zh)


def test_a_box_of_several_models_names_no_vram_flag_the_person_never_gave():
    # (c5: "--vram 只核对显存" on a box of three models named in words)
    got = consult({"task": "inference", "models": "qwen3-14b,sdxl,whisper-large-v3", "concurrency": 3,
                   "region": "cn", "procure": "buy"})
    lines = [n for n in got.facts.notes if "sizes the memory only" in n.en]
    assert lines and all("--vram" not in n.en and "--vram" not in n.zh for n in lines)
    assert "整机压测" in lines[0].zh
