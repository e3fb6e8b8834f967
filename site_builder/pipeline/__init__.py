"""The build's stages, MkDocs style, each readable on its own: gathering (gathering.py), checking
(checking.py), rendering into files in memory (site_files.py), writing (output_folder.py), and what
they keep for the next build (kept_results.py); commands/build.py runs them in order. Imports every
package below the commands, never the commands."""
