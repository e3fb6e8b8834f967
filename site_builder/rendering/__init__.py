"""Pages per language (home, rules, player aids, scorer pages, 404), Markdown rendered through the
catalogs, the ES modules they load, sitemap and manifest: imports the model, plugins, content,
translations and the Pyodide runtime, never publishing, the pipeline or the commands.
"""
