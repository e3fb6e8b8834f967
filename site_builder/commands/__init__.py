"""The command line and what it runs (build, serve, golden, i18n): may import every other package but
the games (found through their entry points); the build's stages are pipeline/."""
