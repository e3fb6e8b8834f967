"""The build's model (pages, assets, the gathered site): imports config, plugins and the data types of
content and translations, no pipeline stage.
"""
