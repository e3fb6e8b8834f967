"""Arboretum scorer: pure Python, standard library only."""
