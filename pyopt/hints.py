"""Hints where users get stuck (pyopt only; MLIR has none of these).

* an unknown flag: the closest pass names and driver options ("did you mean"),
  else the closest pass of Triton's compiler;
* a pass that needs TTGIR failing on TTIR: say that the input is TTIR and name
  the Triton step that makes TTGIR (``convert-triton-to-tritongpu``, the first
  pass of the backends' ``make_ttgir``);
* no input file with a terminal on stdin: a short usage hint on stderr, so
  that ``pyopt`` alone does not seem to hang;
* LLVM-dialect IR (``llvm.func``, ``llvm.mlir.global``: what
  ``convert-triton-gpu-to-llvm`` and the passes of make_llir after it write,
  as an MLIR_ENABLE_DUMP log shows them; pyopt does not model those ops, so
  it fails to parse): say that pyopt works on TTIR and TTGIR and stops before
  that pass, and where to take TTGIR.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

from pyopt.passes import available_passes

TTGIR_STEP = "convert-triton-to-tritongpu"
#: the pass of make_llir that turns TTGIR into the LLVM dialect (pyopt stops before it)
LLVM_STEP = "convert-triton-gpu-to-llvm"

_LLVM_TOP = re.compile(r"^[ \t]*(?:%[\w.$-]+ = )?(?:\"?)llvm\.(?:func|mlir\.global)\b", re.M)
_TT_FUNC = re.compile(r"^[ \t]*(?:\"?)tt\.func\b", re.M)

NO_INPUT_HINT = ("pyopt: reading MLIR from standard input (a terminal); end it with Ctrl-D.\n"
                 "pyopt: usage: pyopt FILE [-PASS ...] [-o OUT]   (pyopt --help, pyopt --list-passes)\n")


def did_you_mean(flag: str, option_names: Iterable[str]) -> Optional[str]:
    """`` (did you mean '-x' or '--y'?)`` for the unknown ``flag`` (as typed,
    dashes included), from the passes' names and aliases and the driver's
    ``option_names`` (with their dashes); None when nothing is close."""
    import difflib  # here, not at the top: only this error needs it (start-up)

    word = flag.lstrip("-").partition("=")[0]
    passes = {n for info in available_passes() for n in (info.name, *info.aliases)}
    options = {o.lstrip("-"): o for o in option_names if o.startswith("--")}
    candidates = sorted(passes | set(options))
    close = difflib.get_close_matches(word, candidates, n=2, cutoff=0.75)
    if not close:
        # a prefix of exactly one name ("-remove-layout" -> remove-layout-conversions)
        starts = [c for c in candidates if c.startswith(word)] if len(word) >= 4 else []
        close = starts if len(starts) == 1 else []
    if not close:
        # a pass of Triton's compiler pyopt lacks (its name then says so: pyopt.passes.unknown_pass_error)
        from pyopt.transforms.triton_passes import PASSES  # here, for start-up: only this error reads it

        close = difflib.get_close_matches(word, sorted(PASSES), n=1, cutoff=0.85)
    if not close:
        return None
    shown = [options[c] if c in options and c not in passes else "-" + c for c in close]
    return "did you mean " + " or ".join(f"'{s}'" for s in shown) + "?"


def is_ttir(module) -> bool:
    """Whether ``module`` is TTIR: it carries no ``ttg.num-warps`` attribute
    (convert-triton-to-tritongpu adds it with the layouts)."""
    attrs = getattr(module, "attributes", None) or {}
    return "ttg.num-warps" not in attrs


def ttir_note(pass_names: list[str]) -> str:
    names = ", ".join(pass_names)
    return (f"the input is TTIR (its module has no ttg.num-warps attribute and no layouts), but {names} "
            f"work{'s' if len(pass_names) == 1 else ''} on TTGIR. Triton makes TTGIR with "
            f"{TTGIR_STEP} (the first pass of make_ttgir): take kernel.asm['ttgir'], a .ttgir file "
            f"from Triton's cache, or, from an MLIR_ENABLE_DUMP log, the IR after it (pyopt LOG --dump 'before tritongpu-coalesce')")


def is_llvm_dialect(text: str) -> bool:
    """Whether the IR ``text`` is LLVM-dialect IR: it defines an ``llvm.func``
    or an ``llvm.mlir.global`` and no ``tt.func`` (read from the text: the
    hint is for inputs that may not parse)."""
    return bool(_LLVM_TOP.search(text)) and not _TT_FUNC.search(text)


def llvm_note(log: Optional[str] = None) -> str:
    """The note for LLVM-dialect input that failed.  ``log``: the IR dump log
    it was taken from (then the dump to take instead is named)."""
    source = (f"take the TTGIR dump before it: pyopt {log} --dump 'before {LLVM_STEP}'" if log else
              f"take kernel.asm['ttgir'], a .ttgir file from Triton's cache, or, from an MLIR_ENABLE_DUMP "
              f"log, the IR before it (pyopt LOG --dump 'before {LLVM_STEP}')")
    return (f"the input is LLVM-dialect IR (llvm.func, llvm.mlir.global: {LLVM_STEP} and the passes of "
            f"make_llir after it write it): pyopt works on TTIR and TTGIR, and stops before {LLVM_STEP}; "
            f"{source}")
