"""Test isolation: no test reads or writes the real user's config, state or cache directories."""

from __future__ import annotations

import os
import tempfile

import pytest

_ROOT = tempfile.mkdtemp(prefix="gpu-advisor-tests-")
os.environ["GPU_ADVISOR_CONFIG_DIR"] = os.path.join(_ROOT, "config")
os.environ["GPU_ADVISOR_STATE_DIR"] = os.path.join(_ROOT, "state")
# the compiled knowledge cache (knowledge/compiled.py): one per session, shared by the CLI
# subprocesses the tests start (they inherit this environment), never the person's own
os.environ["GPU_ADVISOR_CACHE_DIR"] = os.path.join(_ROOT, "cache")
os.environ.setdefault("GPU_ADVISOR_LANG", "en")
os.environ.setdefault("GPU_ADVISOR_TODAY", "2026-12-01")  # price ages are relative to this day

# CI runs one fixed set of examples per property (a submission must not land or fail by chance);
# locally every run draws new ones, so the search keeps going where CI cannot.
if os.environ.get("CI"):
    from hypothesis import settings

    settings.register_profile("ci", derandomize=True, deadline=None, database=None)
    settings.load_profile("ci")


@pytest.fixture(scope="session")
def kb():
    import knowledge

    return knowledge.load()
