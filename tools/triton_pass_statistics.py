#!/usr/bin/env python3
"""Real Triton's pass statistics report (mlir-opt's ``--mlir-pass-statistics``) on a file.

The wheels' Python bindings cannot turn statistics on, but libtriton.so holds
``mlir::PassManager::enableStatistics(PassDisplayMode)`` (a local symbol, as
``tools/oracle.py`` calls such functions through ctypes) and is built with
LLVM's statistics on; the report goes to stderr when the pass manager's run
ends.  Run under the Python of the release's venv (3.6.0: the main venv)::

    python tools/triton_pass_statistics.py FILE pipeline|list PASS...

Each PASS is ``canonicalize``, ``cse``, ``symbol-dce``, ``canonicalize-pointers``
(Triton's binding: nested on tt.func), or ``tt.func:cse`` / ``tt.func:canonicalize``
(nested on functions: ``OpPassManager::nest`` and ``createCSEPass`` /
``createCanonicalizerPass`` through ctypes).  Prints the report on stdout.
``--batch`` reads a JSON list of ``[FILE, DISPLAY, [PASS, ...]]`` on stdin and
writes the list of reports as JSON (one process for many files: the tests).
"""

from __future__ import annotations

import ctypes
import json
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tools import oracle  # noqa: E402

SYMBOLS = {
    "init": "PyInit_libtriton",
    # void PassManager::enableStatistics(PassDisplayMode)   (List = 0, Pipeline = 1)
    "enable": "_ZN4mlir11PassManager16enableStatisticsENS_15PassDisplayModeE",
    # std::unique_ptr<Pass> createCSEPass() / createCanonicalizerPass()
    "cse": "_ZN4mlir13createCSEPassEv",
    "canonicalize": "_ZN4mlir23createCanonicalizerPassEv",
    "nest": "_ZN4mlir13OpPassManager4nestEN4llvm9StringRefE",
    "add": "_ZN4mlir13OpPassManager7addPassESt10unique_ptrINS_4PassESt14default_deleteIS2_EE",
}
DISPLAY = {"list": 0, "pipeline": 1}


def report(path: str, display: str, passes: list[str]) -> str:
    from triton._C import libtriton
    from triton._C.libtriton import amd, ir
    from triton._C.libtriton import passes as bindings

    values = oracle.elf_symbol_values(libtriton.__file__, list(SYMBOLS.values()))
    lib = ctypes.CDLL(libtriton.__file__)
    base = ctypes.cast(lib.PyInit_libtriton, ctypes.c_void_p).value - values["PyInit_libtriton"]
    vp = ctypes.c_void_p

    def fn(key, restype, *argtypes):
        return ctypes.CFUNCTYPE(restype, *argtypes)(base + values[SYMBOLS[key]])

    enable = fn("enable", None, vp, ctypes.c_int)
    nest = fn("nest", vp, vp, ctypes.c_char_p, ctypes.c_size_t)
    add = fn("add", None, vp, vp)
    ctx = oracle._new_context()
    text = Path(path).read_text(encoding="utf-8")
    mod = oracle._parse(text, ctx, path, path)
    pm = ir.pass_manager(ctx)
    cpp = oracle._pybind_cpp_pointer(pm)
    for item in passes:
        anchor, _, name = item.rpartition(":")
        if not anchor and name in ("canonicalize", "cse", "symbol-dce"):
            getattr(bindings.common, {"canonicalize": "add_canonicalizer", "cse": "add_cse",
                                      "symbol-dce": "add_symbol_dce"}[name])(pm)
        elif not anchor and name == "canonicalize-pointers":
            amd.passes.ttgpuir.add_canonicalize_pointers(pm)
        elif anchor and name in ("cse", "canonicalize"):
            holder = ctypes.c_void_p(0)
            fn(name, None, vp)(ctypes.addressof(holder))
            add(nest(cpp, anchor.encode(), len(anchor)), ctypes.addressof(holder))
        else:
            raise SystemExit(f"unknown pass '{item}'")
    enable(cpp, DISPLAY[display])
    # The report is written to file descriptor 2 when the run ends: catch it.
    with tempfile.TemporaryFile() as tmp:
        saved = os.dup(2)
        sys.stderr.flush()
        os.dup2(tmp.fileno(), 2)
        try:
            pm.run(mod, "statistics")
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        tmp.seek(0)
        return tmp.read().decode()


if __name__ == "__main__":
    if sys.argv[1:] == ["--batch"]:
        json.dump([report(f, d, list(p)) for f, d, p in json.load(sys.stdin)], sys.stdout)
        sys.exit(0)
    if len(sys.argv) < 4 or sys.argv[2] not in DISPLAY:
        print(__doc__)
        sys.exit(2)
    sys.stdout.write(report(sys.argv[1], sys.argv[2], sys.argv[3:]))
