"""Game plug-ins shipped with Marquoir, one package each, talking to the core through site_builder/game.py
alone (the declaration it re-exports: site_builder/plugins/interface.py)."""
