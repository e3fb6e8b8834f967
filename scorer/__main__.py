"""``python -m scorer GAME.json``: see :mod:`scorer.cli`."""

import sys

from .cli import main

sys.exit(main())
