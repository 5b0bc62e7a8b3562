"""Test isolation: no test reads or writes the real user's config or state directories."""

from __future__ import annotations

import os
import tempfile

import pytest

_ROOT = tempfile.mkdtemp(prefix="gpu-advisor-tests-")
os.environ["GPU_ADVISOR_CONFIG_DIR"] = os.path.join(_ROOT, "config")
os.environ["GPU_ADVISOR_STATE_DIR"] = os.path.join(_ROOT, "state")
os.environ.setdefault("GPU_ADVISOR_LANG", "en")
os.environ.setdefault("GPU_ADVISOR_TODAY", "2026-12-01")  # price ages are relative to this day


@pytest.fixture(scope="session")
def kb():
    import knowledge

    return knowledge.load()
