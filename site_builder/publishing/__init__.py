"""What a host needs beside the pages: offline lists, host rules, modules, link check, sizes: imports the
model and rendering's results.
"""
