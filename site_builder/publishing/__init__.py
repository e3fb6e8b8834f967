"""What a host needs beside the pages, once they are rendered: offline lists, host rules, link check,
sizes: imports the model and rendering's results, never the pipeline or the commands.
"""
