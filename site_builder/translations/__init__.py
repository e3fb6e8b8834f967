"""Catalogs: reading, checking and writing PO files, extraction, upkeep: imports config, content's
Markdown blocks and the build's cache (structure/build_cache.py), never rendering or publishing.
"""
