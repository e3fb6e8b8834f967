"""Pages per language (home, rules, scorer pages, 404), the ES modules they load, sitemap and manifest:
imports the model, content, translations and the Pyodide runtime, never publishing.
"""
