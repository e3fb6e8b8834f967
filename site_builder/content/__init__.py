"""The rules in Markdown, as read: blocks, front matter, the games' index, worked examples: imports
exceptions, config, structure and plugins, never translations, rendering or pyodide (Markdown rendered
in a language is rendering/markdown_render.py).
"""
