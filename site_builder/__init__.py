"""The Marquoir site build."""
