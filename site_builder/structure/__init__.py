"""The build's model (pages, assets, the gathered site) and what builds keep in .cache/: imports config,
plugins and the data types of content and translations, no pipeline stage.
"""
