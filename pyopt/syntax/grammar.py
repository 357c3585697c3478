"""Loading the Lark grammars in grammar/.

The grammar files live at the top of the repository and are mapped into the
wheel as ``pyopt/_grammar`` (pyproject.toml, hatch ``force-include``).  Parser
tables are cached by Lark in a folder only the current user can write
(``$XDG_CACHE_HOME/pyopt`` or ``~/.cache/pyopt``, created with mode 0700);
the cache file name is a hash of the grammar and options, so an edited
grammar never loads stale tables.  If that folder cannot be used, the tables
are built in memory (a few tens of milliseconds for these small grammars).
"""

from __future__ import annotations

import os
import hashlib
from pathlib import Path

from lark import Lark

_HERE = Path(__file__).resolve().parent.parent


def grammar_dir() -> Path:
    for cand in (_HERE / "_grammar", _HERE.parent / "grammar"):
        if cand.is_dir():
            return cand
    raise FileNotFoundError("pyopt's grammar files are missing (expected pyopt/_grammar)")


def _cache_dir() -> Path | None:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    d = Path(base) / "pyopt"
    try:
        d.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = d.stat()
        if hasattr(os, "getuid") and (st.st_uid != os.getuid() or st.st_mode & 0o022):
            return None
        return d
    except OSError:
        return None


def load_grammar(name: str, **options) -> Lark:
    text = (grammar_dir() / name).read_text()
    opts = dict(parser="lalr", lexer="contextual", maybe_placeholders=True)
    opts.update(options)
    d = _cache_dir()
    if d is not None:
        stable = {k: (type(v).__qualname__ if k == "transformer" else v) for k, v in opts.items()}
        key = hashlib.sha256((text + repr(sorted(stable.items()))).encode()).hexdigest()[:16]
        try:
            return Lark(text, cache=str(d / f"{Path(name).stem}-{key}.lark.cache"), **opts)
        except (OSError, PermissionError):
            pass
    return Lark(text, **opts)
