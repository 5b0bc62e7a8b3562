"""Bundled knowledge files (YAML), read through ``folder()``."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable


def folder() -> Path | Traversable:
    """This package's files: its own folder when it is installed as files (a checkout, any pip
    install), else ``importlib.resources.files`` (a zipped install). The same files either way;
    importing importlib.resources (with zipfile) was ~1 % of a cold ``recommend``."""
    here = Path(__file__).parent
    if here.is_dir():
        return here
    from importlib import resources

    return resources.files(__name__)
