#!/usr/bin/env python3
"""Print MLIR text with real Triton 3.6.0 under MLIR's printing command-line options.

Triton's Python bindings print a module with ``OpPrintingFlags()`` plus debug info and
use-nameloc-as-prefix; ``OpPrintingFlags()`` also reads MLIR's printing options
(``--mlir-print-local-scope``, ``--mlir-elide-elementsattrs-if-larger=N``, ...) once they are
registered and parsed.  The bindings do neither, but ``libtriton.so`` holds both functions as
local symbols (``mlir::registerAsmPrinterCLOptions()`` and LLVM's C entry
``LLVMParseCommandLineOptions``), which :mod:`tools.oracle`'s ELF reader finds.  Parsing
options changes process-wide state, so :func:`triton_print_with_flags` does it in a child
process: it runs this file as a script.

    python tools/mlir_print_flags.py FILE [--mlir-print-local-scope ...]

prints FILE as Triton's ``str(module)`` does under those options (locations naming the input
file name it ``input.mlir``, as :func:`tools.oracle.triton_roundtrip` does).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Sequence

TOOLS = Path(__file__).resolve().parent
if str(TOOLS.parent) not in sys.path:
    sys.path.insert(0, str(TOOLS.parent))

_REGISTER = "_ZN4mlir27registerAsmPrinterCLOptionsEv"
_PARSE = "LLVMParseCommandLineOptions"


def _set_options(options: Sequence[str]) -> None:
    import ctypes

    from triton._C import libtriton

    from tools import oracle

    path = libtriton.__file__
    syms = oracle.elf_symbol_values(path, [_REGISTER, _PARSE, "PyInit_libtriton"])
    missing = {_REGISTER, _PARSE, "PyInit_libtriton"} - set(syms)
    if missing:
        raise oracle.OracleError(f"{path} lacks {', '.join(sorted(missing))}", stage="native")
    lib = ctypes.CDLL(path)
    base = ctypes.cast(lib.PyInit_libtriton, ctypes.c_void_p).value - syms["PyInit_libtriton"]
    ctypes.CFUNCTYPE(None)(base + syms[_REGISTER])()
    parse = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p), ctypes.c_char_p)(
        base + syms[_PARSE])
    args = [b"triton"] + [o.encode() for o in options]
    parse(len(args), (ctypes.c_char_p * len(args))(*args), b"")


def triton_print_with_flags(text: str, options: Sequence[str], timeout: float = 120) -> str:
    """``text`` parsed and printed by real Triton (locations, nameloc names) under ``options``."""
    from tools import oracle

    with oracle._input_file(text) as path:
        done = subprocess.run([sys.executable, str(Path(__file__)), path, *options], capture_output=True,
                              text=True, timeout=timeout)
    if done.returncode != 0:
        raise oracle.OracleError(f"Triton failed to print with {' '.join(options)}", done.stderr, "print")
    return done.stdout


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    from tools import oracle

    _set_options(args[1:])
    text = Path(args[0]).read_text(encoding="utf-8")
    ctx = oracle._new_context()
    mod = oracle._parse(text, ctx, args[0])
    sys.stdout.write(oracle._print(mod, True, args[0], "input.mlir"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
