"""The rules in Markdown: blocks, front matter, worked examples, rendering to HTML: imports config,
structure, plugins and translations' lookups.
"""
