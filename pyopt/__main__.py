"""``python -m pyopt``: the same as the ``pyopt`` command (pyopt/cli.py)."""

from pyopt.cli import console_main

raise SystemExit(console_main())
