"""Keys as a person types them: all at once, faster than the screen changes.

``pilot.press`` waits for the app to go idle after every key, so a dialog has always closed before
the next key arrives; a person typing ahead (or a terminal delivering a burst) does not wait.
``type_ahead`` posts every key to the app's queue in one go, as the terminal driver would.
"""

from __future__ import annotations

import unicodedata

from textual import events
from textual.keys import _character_to_key, _get_unicode_name_from_key


def key_event(key: str) -> events.Key:
    """The Key event the driver sends for ``key``: a character ('q', ' ', '中') or a name ('enter')."""
    if len(key) == 1:
        return events.Key(key if key.isalnum() else _character_to_key(key), key)
    try:
        char: str | None = unicodedata.lookup(_get_unicode_name_from_key(key))
    except KeyError:
        char = None
    return events.Key(key, char)


def type_ahead(app, *keys: str) -> None:
    """Queue ``keys`` (each a character or a key name) on the app without waiting in between."""
    for key in keys:
        app.post_message(key_event(key))
