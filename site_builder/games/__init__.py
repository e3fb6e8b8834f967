"""Game plug-ins shipped with Marquoir, one package each (see site_builder/plugins/interface.py)."""
