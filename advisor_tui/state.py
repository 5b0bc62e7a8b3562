"""Where gpu-advisor keeps per-user state (the saved interview, crash logs)."""

from __future__ import annotations

import os
from pathlib import Path

STATE_ENV = "GPU_ADVISOR_STATE_DIR"


def state_dir() -> Path:
    env = os.environ.get(STATE_ENV)
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_state_dir("gpu-advisor", appauthor=False))
