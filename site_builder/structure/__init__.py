"""The build's model (pages, assets, the gathered site) and what builds keep in the configuration's
cache folder: imports exceptions and config only; the types of the packages above it are named for
annotations only, under TYPE_CHECKING.
"""
