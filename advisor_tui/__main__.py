"""``python -m advisor_tui …``: the same program as the ``gpu-advisor`` command."""

import sys

from advisor_tui.cli import main

sys.exit(main())
