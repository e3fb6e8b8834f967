"""The command line and what it runs (build, serve, golden, i18n): may import every other package."""
