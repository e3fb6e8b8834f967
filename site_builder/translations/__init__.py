"""Catalogs: reading, checking and writing PO files, extraction: imports exceptions, config, the build's
cache (structure/build_cache.py) and content's Markdown blocks, never rendering, publishing or
pyodide. The `i18n` command that keeps the catalogs up to date is commands/i18n.py.
"""
