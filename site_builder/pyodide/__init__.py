"""The self-hosted Pyodide runtime, the trimmed standard library, the scorer wheels and the Node probe:
imports exceptions and structure only.
"""
