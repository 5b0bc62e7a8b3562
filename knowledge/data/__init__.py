"""Bundled knowledge files (YAML), read with importlib.resources."""
