"""``python -m pyopt``: the same as the ``pyopt`` command (pyopt/cli.py)."""

from pyopt.cli import main

raise SystemExit(main())
