"""Catalogs: reading, checking and writing PO files, extraction, upkeep: imports config and content's
Markdown blocks, never rendering or publishing.
"""
