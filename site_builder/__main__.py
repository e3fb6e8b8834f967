"""`python -m site_builder`: the `marquoir` command line."""
import sys

from .commands.cli import main

sys.exit(main())
