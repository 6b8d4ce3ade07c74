"""``python -m verzaking.scan PATH…``: the same as ``verzaking scan PATH…``."""

import sys

from .cli import main

sys.exit(main())
