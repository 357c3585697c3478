#!/usr/bin/env python3
"""Real Triton 3.6.0 as an oracle for pyopt.

Importable helpers (Triton is imported lazily, inside the functions, so importing this
module is cheap and works without Triton):

* :func:`triton_available` - whether ``triton._C.libtriton`` can be imported.
* :func:`triton_roundtrip` - parse MLIR text with Triton's parser and print it back (without
  locations by default).
* :func:`triton_run_passes` - run passes, named as pyopt names them, and print the result.
* :func:`triton_coalesce_axisinfo_log` - run ``coalesce`` in a child process with
  ``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce`` and return the debug log (AxisInfo of each
  memory op's pointer); :func:`triton_coalesce_axisinfo_logs` does many modules in one
  child process.  ``tools/axisinfo_log.py`` parses these logs.

Failures (a parse error, a verifier error, a failing or crashing pass) raise
:class:`OracleError`, whose ``diagnostics`` attribute holds the text MLIR printed on the
native stderr (with the temporary file name replaced by ``<input>``).

Pass names (pyopt's, with the triton-opt flags accepted as aliases, see :data:`PASS_ALIASES`):

====================== ===================================== ==================================
pyopt name             triton-opt flag                       options (default)
====================== ===================================== ==================================
coalesce               -tritongpu-coalesce                   -
remove-layout-         -tritongpu-remove-layout-conversions  -
conversions
canonicalize-pointers  -tritonamdgpu-canonicalize-pointers   enable-large-tensor-ptr-canon
                                                             (false; true is built through
                                                             ctypes, see below)
convert-to-buffer-ops  -tritonamdgpu-convert-buffer-ops      arch-generation-name (""),
                                                             allow-buffer-atomics (true),
                                                             analyze-small-tensor-ofst (false)
canonicalize           -canonicalize                         -
cse                    -cse                                  -
fold-true-cmpi         -tritonamdgpu-fold-true-cmpi          -
prepare-if-combining   -tritonamdgpu-prepare-if-combining    - (Triton 3.7.1 and later)
optimize-buffer-op-ptr -tritonamdgpu-optimize-buffer-op-ptr  - (Triton 3.8.0 and later)
symbol-dce             -symbol-dce                           -
====================== ===================================== ==================================

A pass is named as in a pipeline (``canonicalize-pointers{enable-large-tensor-ptr-canon=true}``)
or as a triton-opt flag (``-tritonamdgpu-canonicalize-pointers="enable-large-tensor-ptr-canon=true"``,
which the shell hands over as ``-tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon=true``).

Functions the Python bindings lack are called through ``ctypes``: they are local symbols of
``triton/_C/libtriton.so``, listed only in its ELF ``.symtab`` (:data:`NATIVE_SYMBOLS`), at
``address of PyInit_libtriton - its symbol value + symbol value``.  This builds
``canonicalize-pointers`` with ``enable-large-tensor-ptr-canon=true`` (the binding
``add_canonicalize_pointers`` always builds it with false) and gives ``-allow-unregistered-dialect``
(``allow_unregistered_dialects=True``).  A wheel whose library lacks these symbols raises
:class:`OracleError` (stage ``"native"``).

Diagnostics: :func:`triton_run_passes_with_diagnostics` also returns the remarks, warnings and
errors the passes emitted (``MLIR_ENABLE_DIAGNOSTICS=remarks``), for ``-verify-diagnostics``.

Acceptance: :func:`triton_parse_verdict` says whether Triton's parser and verifier accept
some bytes (raw non-UTF-8 bytes included), with ops of unknown dialects allowed as pyopt
always allows them; the ``verdict-server`` sub-command answers many such questions in one
long-lived process (``tools/fuzz --oracle`` keeps one per worker and restarts it when Triton
aborts).

The module is also a small command-line tool (``python tools/oracle.py --help``); its
``batch`` sub-command (JSON on stdin and stdout) is what ``tools/crosscheck`` uses to keep
Triton in a separate process.

Not thread-safe: native stderr (file descriptor 2) is redirected while Triton runs.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from typing import Any, Iterator, Mapping, Sequence

__all__ = [
    "OracleError",
    "PASS_ALIASES",
    "PASS_OPTIONS",
    "NATIVE_SYMBOLS",
    "TritonRun",
    "canonical_pass_name",
    "capture_native_stderr",
    "clean_diagnostics",
    "parse_pass_pipeline",
    "split_pass_spec",
    "triton_available",
    "triton_parse_verdict",
    "triton_coalesce_axisinfo_log",
    "triton_coalesce_axisinfo_logs",
    "triton_roundtrip",
    "triton_run_passes",
    "triton_run_passes_with_diagnostics",
]

# --------------------------------------------------------------------------- pass names

#: Every accepted spelling (pyopt names, triton-opt flags without dashes, C++ pass class
#: names) -> pyopt's name.
PASS_ALIASES: dict[str, str] = {
    "coalesce": "coalesce",
    "tritongpu-coalesce": "coalesce",
    "remove-layout-conversions": "remove-layout-conversions",
    "tritongpu-remove-layout-conversions": "remove-layout-conversions",
    "canonicalize-pointers": "canonicalize-pointers",
    "tritonamdgpu-canonicalize-pointers": "canonicalize-pointers",
    "convert-to-buffer-ops": "convert-to-buffer-ops",
    "convert-buffer-ops": "convert-to-buffer-ops",
    "tritonamdgpu-convert-buffer-ops": "convert-to-buffer-ops",
    "tritonamdgpu-convert-to-buffer-ops": "convert-to-buffer-ops",
    "canonicalize": "canonicalize",
    "cse": "cse",
    "fold-true-cmpi": "fold-true-cmpi",
    "tritonamdgpu-fold-true-cmpi": "fold-true-cmpi",
    "prepare-if-combining": "prepare-if-combining",
    "tritonamdgpu-prepare-if-combining": "prepare-if-combining",
    "optimize-buffer-op-ptr": "optimize-buffer-op-ptr",
    "tritonamdgpu-optimize-buffer-op-ptr": "optimize-buffer-op-ptr",
    "symbol-dce": "symbol-dce",
}

#: pyopt pass name -> {option name: default value}.
PASS_OPTIONS: dict[str, dict[str, Any]] = {
    "coalesce": {},
    "remove-layout-conversions": {},
    "canonicalize-pointers": {"enable-large-tensor-ptr-canon": False},
    "convert-to-buffer-ops": {
        "arch-generation-name": "",
        "allow-buffer-atomics": True,
        "analyze-small-tensor-ofst": False,
    },
    "canonicalize": {},
    "cse": {},
    "fold-true-cmpi": {},
    "prepare-if-combining": {},
    "optimize-buffer-op-ptr": {},
    "symbol-dce": {},
}



class OracleError(RuntimeError):
    """Triton could not parse the input, or a pass failed.

    Attributes:
        stage: ``"parse"``, ``"passes"``, ``"options"``, ``"native"`` (a C++ function the bindings
            lack could not be found or called) or ``"subprocess"``.
        diagnostics: what MLIR printed on stderr (cleaned), possibly empty.
    """

    def __init__(self, message: str, diagnostics: str = "", stage: str = "") -> None:
        self.message = message
        self.diagnostics = diagnostics
        self.stage = stage
        text = message if not diagnostics else f"{message}\n{diagnostics.rstrip()}"
        super().__init__(text)


def canonical_pass_name(name: str) -> str:
    """Map a pass name or flag (``-tritongpu-coalesce``, ``--cse``, ``coalesce``) to pyopt's name."""
    key = name.lstrip("-")
    try:
        return PASS_ALIASES[key]
    except KeyError:
        raise OracleError(f"unknown pass {name!r}; known: {', '.join(sorted(PASS_OPTIONS))}", stage="options") from None


def split_pass_spec(spec: str) -> tuple[str, dict[str, str]]:
    """Split one pass, with its options, into ``(pyopt name, {option: text})``.

    Accepts ``name``, ``name{a=1 b=2}`` (pipeline syntax) and the triton-opt flag forms
    ``-name``, ``--name``, ``-name=a=1`` and ``-name="a=1 b=2"`` (``-pass=OPTIONS`` sets a
    pass's options on triton-opt's command line).
    """
    text = spec.strip()
    m = re.fullmatch(r"-{0,2}([\w.-]+?)\s*(?:\{(.*)\}|=(.*))?", text, re.S)
    if not m:
        raise OracleError(f"cannot parse pass {spec!r}", stage="options")
    name, braced, flag_opts = m.group(1), m.group(2), m.group(3)
    opts = braced if braced is not None else flag_opts
    if opts is not None:
        opts = opts.strip()
        if len(opts) >= 2 and opts[0] == opts[-1] and opts[0] in "\"'":
            opts = opts[1:-1]
    return canonical_pass_name(name), parse_pass_options(opts) if opts else {}


def _parse_bool(value: Any, what: str) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("1", "true", "yes", "on", ""):
        return True
    if text in ("0", "false", "no", "off"):
        return False
    raise OracleError(f"{what}: expected a boolean, got {value!r}", stage="options")


#: pyopt pass name -> {an option's name in a later release: its name in :data:`PASS_OPTIONS`}.
#: The bindings take options by position, so a renamed option is the same argument.
OPTION_RENAMES: dict[str, dict[str, str]] = {
    # triton-lang/triton#10138 (Triton 3.8): arch-generation-name became gfx-arch.
    "convert-to-buffer-ops": {"gfx-arch": "arch-generation-name"},
}


def _resolve_options(name: str, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults of pass ``name`` updated with ``options`` (type-checked; an option may be named
    as a later release names it, see :data:`OPTION_RENAMES`)."""
    defaults = PASS_OPTIONS[name]
    resolved = dict(defaults)
    renames = OPTION_RENAMES.get(name, {})
    for key, value in (options or {}).items():
        key = renames.get(key, key)
        if key not in defaults:
            known = ", ".join(defaults) or "none"
            raise OracleError(f"pass {name!r} has no option {key!r} (options: {known})", stage="options")
        if isinstance(defaults[key], bool):
            resolved[key] = _parse_bool(value, f"{name}{{{key}}}")
        else:
            text = str(value)
            if len(text) >= 2 and text[0] == text[-1] and text[0] in "\"'":
                text = text[1:-1]
            resolved[key] = text
    return resolved


def _split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split on ``sep`` outside (), {} and quotes."""
    parts, depth, quote, cur = [], 0, "", []
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = ""
            continue
        if ch in "\"'":
            quote = ch
        elif ch in "({":
            depth += 1
        elif ch in ")}":
            depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur))
    return [p.strip() for p in parts if p.strip()]


def parse_pass_options(text: str) -> dict[str, str]:
    """Parse the inside of ``{a=1 b="x y"}`` (options are separated by spaces)."""
    options: dict[str, str] = {}
    for match in re.finditer(r'([\w.-]+)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s}]+))?', text):
        value = match.group(2)
        options[match.group(1)] = "true" if value is None else value
    return options


def parse_pass_pipeline(text: str) -> list[tuple[str, dict[str, str]]]:
    """Flatten an MLIR textual pipeline into ``[(pyopt name, options)]``.

    Accepts ``builtin.module(tritongpu-coalesce, canonicalize)``, nested op anchors
    (``builtin.module(tt.func(cse))``), a bare comma list, and options in braces
    (``tritonamdgpu-convert-buffer-ops{arch-generation-name=gfx942 allow-buffer-atomics=false}``).
    Anchors are dropped: Triton's Python bindings add every pass at module level.
    """
    out: list[tuple[str, dict[str, str]]] = []
    for item in _split_top_level(text.strip()):
        m = re.fullmatch(r"([\w.-]+)\s*(\{.*\})?\s*(\((.*)\))?", item, re.S)
        if m and m.group(4) is not None:  # an op anchor such as builtin.module(...) or tt.func(...)
            out.extend(parse_pass_pipeline(m.group(4)))
            continue
        if m:
            name, opts = m.group(1), m.group(2)
            out.append((canonical_pass_name(name), parse_pass_options(opts[1:-1]) if opts else {}))
        else:  # a triton-opt flag: -pass, -pass=OPTIONS
            out.append(split_pass_spec(item))
    return out


# --------------------------------------------------------------------------- native stderr capture
@dataclass
class CapturedText:
    text: str = ""


@contextlib.contextmanager
def capture_native_stderr() -> Iterator[CapturedText]:
    """Redirect file descriptor 2 (where MLIR prints diagnostics) into a buffer.

    The captured text is available on the yielded object once the ``with`` block ends.
    """
    captured = CapturedText()
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as tmp:
        os.dup2(tmp.fileno(), 2)
        try:
            yield captured
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            captured.text = tmp.read().decode("utf-8", errors="replace")


def clean_diagnostics(text: str, path: str | None = None, label: str = "<input>") -> str:
    """Make MLIR's stderr output readable.

    Drops the crash reproducers (a module dump followed by an ``{-# external_resources #-}``
    block) that Triton's pass manager prints when a pass crashes, and replaces the temporary
    file name with ``label``.
    """
    lines = text.splitlines()
    out: list[str] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        # A reproducer dump starts with "module" at column 0 and is not a source excerpt
        # (an excerpt is followed by a caret line); it ends with "#-}".
        nxt = lines[i + 1] if i + 1 < len(lines) else ""
        if line.startswith("module") and not nxt.lstrip().startswith("^"):
            j = i
            while j < len(lines) and lines[j].strip() != "#-}":
                j += 1
            if j < len(lines):
                out.append("[crash reproducer omitted]")
                i = j + 1
                continue
        out.append(line)
        i += 1
    cleaned = "\n".join(out)
    if path:
        cleaned = cleaned.replace(path, label)
    return cleaned.strip("\n")


# --------------------------------------------------------------------------- Triton access
def triton_available() -> bool:
    """True if Triton's native library imports (it needs no GPU)."""
    try:
        from triton._C.libtriton import ir  # noqa: F401
    except Exception:  # ImportError, or a broken native library
        return False
    return True


def _new_context(allow_unregistered_dialects: bool = False):
    from triton._C.libtriton import amd, ir, nvidia

    ctx = ir.context()
    ir.load_dialects(ctx)
    amd.load_dialects(ctx)
    nvidia.load_dialects(ctx)
    if allow_unregistered_dialects:
        _native().allow_unregistered_dialects(ctx)
    return ctx


# --------------------------------------------------------------------------- C++ the bindings lack
#: C++ functions of libtriton.so that the Python bindings do not expose, by their Itanium-mangled
#: names.  They are local symbols (``t`` in ``nm``): only the ELF ``.symtab`` lists them, so
#: ``dlsym`` cannot find them; :class:`_Native` reads their values from the file.
NATIVE_SYMBOLS: dict[str, str] = {
    # Its value and its run-time address give the library's load base.
    "PyInit_libtriton": "PyInit_libtriton",
    # std::unique_ptr<Pass> createTritonAMDGPUCanonicalizePointers(
    #     TritonAMDGPUCanonicalizePointersOptions)  - the options struct is one bool.
    "createTritonAMDGPUCanonicalizePointers":
        "_ZN4mlir38createTritonAMDGPUCanonicalizePointersENS_39TritonAMDGPUCanonicalizePointersOptionsE",
    # OpPassManager &OpPassManager::nest(StringRef)
    "OpPassManager::nest": "_ZN4mlir13OpPassManager4nestEN4llvm9StringRefE",
    # void OpPassManager::addPass(std::unique_ptr<Pass>)
    "OpPassManager::addPass": "_ZN4mlir13OpPassManager7addPassESt10unique_ptrINS_4PassESt14default_deleteIS2_EE",
    # void MLIRContext::allowUnregisteredDialects(bool)
    "MLIRContext::allowUnregisteredDialects": "_ZN4mlir11MLIRContext25allowUnregisteredDialectsEb",
    # bool MLIRContext::allowsUnregisteredDialects()
    "MLIRContext::allowsUnregisteredDialects": "_ZN4mlir11MLIRContext26allowsUnregisteredDialectsEv",
    # std::string triton::gpu::getLayoutStr(RankedTensorType, bool useHWPointOfView)
    "getLayoutStr": "_ZN4mlir6triton3gpu12getLayoutStrB5cxx11ENS_16RankedTensorTypeEb",
}

_SHT_SYMTAB = 2
_STT_FUNC = 2


def elf_symbol_values(path: str, names: Sequence[str]) -> dict[str, int]:
    """Values (link-time addresses) of the defined functions ``names`` in the ELF ``.symtab`` of ``path``.

    Names are looked up as they are stored (mangled).  Names that are not found are left out.
    Reads a 64-bit little-endian ELF file (x86-64, AArch64) with ``mmap``; no binutils needed.
    """
    import mmap
    import struct

    found: dict[str, int] = {}
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
        if m[:4] != b"\x7fELF" or m[4] != 2 or m[5] != 1:
            raise OracleError(f"{path} is not a 64-bit little-endian ELF file", stage="native")
        (shoff,) = struct.unpack_from("<Q", m, 0x28)
        shentsize, shnum = struct.unpack_from("<HH", m, 0x3A)
        # sh_name, sh_type, sh_flags, sh_addr, sh_offset, sh_size, sh_link, sh_info, sh_addralign, sh_entsize
        sections = [struct.unpack_from("<IIQQQQIIQQ", m, shoff + i * shentsize) for i in range(shnum)]
        symtab = next((sec for sec in sections if sec[1] == _SHT_SYMTAB), None)
        if symtab is None:
            raise OracleError(f"{path} has no .symtab (a stripped library): its local symbols are unknown",
                              stage="native")
        sym_start, sym_end, entsize = symtab[4], symtab[4] + symtab[5], symtab[9]
        strtab = sections[symtab[6]]
        str_start, str_end = strtab[4], strtab[4] + strtab[5]
        for name in names:
            # A symbol's st_name is an offset into .strtab; the linker may share a string's tail,
            # so any occurrence of "name\0" can be the start of the symbol's name.
            key = name.encode() + b"\0"
            pos = m.find(key, str_start, str_end)
            while pos != -1 and name not in found:
                needle = struct.pack("<I", pos - str_start)
                hit = m.find(needle, sym_start, sym_end)
                while hit != -1:
                    if (hit - sym_start) % entsize == 0:
                        # st_name, st_info, st_other, st_shndx, st_value, st_size
                        _, info, _, shndx, value, _ = struct.unpack_from("<IBBHQQ", m, hit)
                        if shndx != 0 and info & 0xF == _STT_FUNC:
                            found[name] = value
                            break
                    hit = m.find(needle, hit + 1, sym_end)
                pos = m.find(key, pos + 1, str_end)
    return found


def _pybind_cpp_pointer(obj: Any) -> int:
    """Address of the C++ object a pybind11 (Triton up to 3.8) or nanobind (Triton 3.9) instance
    wraps.

    A pybind11 instance of a class with one C++ base ("simple layout") stores the pointer to
    its C++ value right after the Python object header.  A nanobind instance (``nb_inst``) has,
    after the header, an ``int32`` offset and a ``uint32`` of bit fields (``state : 2``, then
    ``direct : 1``): the value lies at the instance's address plus the offset when ``direct`` is
    set, else a pointer to it lies there.
    """
    import ctypes

    if type(type(obj)).__name__.startswith("nb_type"):
        base = id(obj) + object.__basicsize__
        offset = ctypes.c_int32.from_address(base).value
        direct = ctypes.c_uint32.from_address(base + 4).value >> 2 & 1
        address = id(obj) + offset if direct else ctypes.c_void_p.from_address(id(obj) + offset).value
    else:
        address = ctypes.c_void_p.from_address(id(obj) + object.__basicsize__).value
    if not address:
        raise OracleError(f"{type(obj).__name__} object holds no C++ value", stage="native")
    return address


class _Native:
    """ctypes entry points into libtriton.so's local symbols (see :data:`NATIVE_SYMBOLS`)."""

    def __init__(self) -> None:
        import ctypes

        from triton._C import libtriton

        path = libtriton.__file__
        values = elf_symbol_values(path, list(NATIVE_SYMBOLS.values()))
        missing = [key for key, mangled in NATIVE_SYMBOLS.items() if mangled not in values]
        if missing:
            raise OracleError(f"{path} lacks the symbols {', '.join(missing)}: this Triton build cannot run the "
                              "passes or options that need them (Triton 3.6.0's wheel has them)", stage="native")
        lib = ctypes.CDLL(path)
        base = ctypes.cast(lib.PyInit_libtriton, ctypes.c_void_p).value - values["PyInit_libtriton"]

        def fn(key: str, restype, *argtypes):
            return ctypes.CFUNCTYPE(restype, *argtypes)(base + values[NATIVE_SYMBOLS[key]])

        vp = ctypes.c_void_p
        # A std::unique_ptr return value (not trivially copyable) comes back through a hidden
        # first pointer argument; a one-bool options struct goes in a register like a bool.
        self._create_canonicalize_pointers = fn("createTritonAMDGPUCanonicalizePointers", None, vp, ctypes.c_bool)
        self._nest = fn("OpPassManager::nest", vp, vp, ctypes.c_char_p, ctypes.c_size_t)
        # A std::unique_ptr argument is passed as a pointer to a caller-owned temporary, which
        # addPass leaves empty (moved from).
        self._add_pass = fn("OpPassManager::addPass", None, vp, vp)
        self._allow_unregistered = fn("MLIRContext::allowUnregisteredDialects", None, vp, ctypes.c_bool)
        self._allows_unregistered = fn("MLIRContext::allowsUnregisteredDialects", ctypes.c_bool, vp)
        # A std::string return value comes back through a hidden first pointer argument; a
        # RankedTensorType is passed as its storage pointer.
        self._layout_str = fn("getLayoutStr", None, vp, vp, ctypes.c_bool)

    def add_canonicalize_pointers(self, pm, enable_large_tensor_ptr_canon: bool) -> None:
        """``pm.addNestedPass<tt.func>(createTritonAMDGPUCanonicalizePointers({enable}))``, as the
        binding ``add_canonicalize_pointers`` does, but with the option."""
        import ctypes

        before = pm.get_pipeline_str()
        holder = ctypes.c_void_p(0)
        self._create_canonicalize_pointers(ctypes.addressof(holder), bool(enable_large_tensor_ptr_canon))
        if not holder.value:
            raise OracleError("createTritonAMDGPUCanonicalizePointers returned no pass", stage="native")
        anchor = b"tt.func"
        nested = self._nest(_pybind_cpp_pointer(pm), anchor, len(anchor))
        self._add_pass(nested, ctypes.addressof(holder))
        flag = "true" if enable_large_tensor_ptr_canon else "false"
        expected = f"tt.func(tritonamdgpu-canonicalize-pointers{{enable-large-tensor-ptr-canon={flag}}})"
        after = pm.get_pipeline_str()
        if holder.value or after == before or expected not in after:
            raise OracleError(f"adding canonicalize-pointers through ctypes failed: the pipeline is {after!r}",
                              stage="native")

    def allow_unregistered_dialects(self, ctx) -> None:
        """``MLIRContext::allowUnregisteredDialects(true)`` (triton-opt -allow-unregistered-dialect)."""
        address = _pybind_cpp_pointer(ctx)
        self._allow_unregistered(address, True)
        if not self._allows_unregistered(address):
            raise OracleError("allowUnregisteredDialects through ctypes had no effect", stage="native")


    def layout_str(self, tensor_type, use_hw_view: bool) -> str:
        """``getLayoutStr(tensorType, useHWPointOfView)`` of a pybind11 ``ir.type`` holding a
        ranked tensor type with a distributed or shared encoding."""
        import ctypes

        storage = ctypes.c_void_p.from_address(_pybind_cpp_pointer(tensor_type)).value
        # libstdc++'s std::string: data pointer, size, then 16 bytes of inline buffer.  The
        # heap buffer of a long result is left to leak (this is a test oracle).
        out = ctypes.create_string_buffer(32)
        self._layout_str(ctypes.addressof(out), storage, bool(use_hw_view))
        data = ctypes.c_void_p.from_buffer(out, 0).value
        size = ctypes.c_size_t.from_buffer(out, 8).value
        return ctypes.string_at(data, size).decode()


_NATIVE: _Native | None = None


def _native() -> _Native:
    global _NATIVE
    if _NATIVE is None:
        _NATIVE = _Native()
    return _NATIVE


def triton_layout_strs(type_texts: Sequence[str], use_hw_view: bool = False, aliases: str = "",
                       module_attrs: str = "") -> list[str]:
    """Triton 3.6.0's ``getLayoutStr`` for each ranked tensor type text (``tensor<16x16xf16,
    #ttg.blocked<...>>``): the types become the arguments of one ``tt.func`` in a module with
    ``aliases`` (``#name = ...`` lines) and ``module_attrs`` (``{"ttg.num-warps" = 4 : i32}``)."""
    args = ", ".join(f"%a{i}: {t}" for i, t in enumerate(type_texts))
    text = (f"{aliases}\nmodule {module_attrs} {{\n  tt.func @layouts({args}) {{\n    tt.return\n  }}\n}}\n")
    native = _native()
    ctx = _new_context()
    with _input_file(text) as path:
        mod = _parse(text, ctx, path)
        func = mod.get_function("layouts")
        with capture_native_stderr():
            return [native.layout_str(func.args(i).get_type(), use_hw_view) for i in range(len(type_texts))]


@contextlib.contextmanager
def _input_file(text: str) -> Iterator[str]:
    with tempfile.TemporaryDirectory(prefix="pyopt-oracle-") as tmp:
        path = os.path.join(tmp, "input.mlir")
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        yield path


def _parse(text: str, ctx, path: str, filename: str = "<input>"):
    from triton._C.libtriton import ir

    with capture_native_stderr() as diag:
        try:
            mod = ir.parse_mlir_module(path, ctx)
        except Exception as exc:
            err: Exception | None = exc
        else:
            err = None
    if err is not None:
        raise OracleError(f"Triton failed to parse the input: {err}", clean_diagnostics(diag.text, path, filename),
                          "parse")
    return mod


def _print(mod, keep_locations: bool, path: str, filename: str) -> str:
    if not keep_locations:
        return mod.str_nodebug()
    # Locations Triton derived from the input name the temporary file: show `filename` instead.
    return mod.str().replace(f'"{path}"', json.dumps(filename))


def triton_roundtrip(text: str, *, keep_locations: bool = False, filename: str = "input.mlir",
                     allow_unregistered_dialects: bool = False) -> str:
    """Parse ``text`` with Triton and print it back.

    Without locations by default (``module.str_nodebug()``); with ``keep_locations=True`` the
    module is printed with its locations (``module.str()``: ``loc(...)`` references and
    ``#loc`` aliases at the end); locations that point into the input then name
    ``filename``, as ``triton-opt filename`` would print them.  Parsing also runs the verifier.
    ``allow_unregistered_dialects`` is triton-opt's ``-allow-unregistered-dialect``.
    """
    ctx = _new_context(allow_unregistered_dialects)
    with _input_file(text) as path:
        mod = _parse(text, ctx, path, filename)
        return _print(mod, keep_locations, path, filename)


def _add_pass(pm, name: str, options: dict[str, Any]) -> None:
    from triton._C.libtriton import amd, passes

    if name == "coalesce":
        passes.ttgpuir.add_coalesce(pm)
    elif name == "remove-layout-conversions":
        passes.ttgpuir.add_remove_layout_conversions(pm)
    elif name == "canonicalize-pointers":
        if options["enable-large-tensor-ptr-canon"]:
            # The binding add_canonicalize_pointers takes no options (it builds the pass with false).
            _native().add_canonicalize_pointers(pm, True)
        else:
            amd.passes.ttgpuir.add_canonicalize_pointers(pm)
    elif name == "convert-to-buffer-ops":
        amd.passes.ttgpuir.add_convert_to_buffer_ops(pm, options["arch-generation-name"],
                                                     options["allow-buffer-atomics"],
                                                     options["analyze-small-tensor-ofst"])
    elif name == "canonicalize":
        passes.common.add_canonicalizer(pm)
    elif name == "cse":
        passes.common.add_cse(pm)
    elif name == "fold-true-cmpi":
        amd.passes.ttgpuir.add_fold_true_cmpi(pm)
    elif name in ("prepare-if-combining", "optimize-buffer-op-ptr"):
        binding = "add_" + name.replace("-", "_")
        if not hasattr(amd.passes.ttgpuir, binding):  # the release does not have the pass
            raise OracleError(f"this Triton has no pass {name!r} (amd.passes.ttgpuir.{binding})", stage="options")
        getattr(amd.passes.ttgpuir, binding)(pm)
    elif name == "symbol-dce":
        passes.common.add_symbol_dce(pm)
    else:  # pragma: no cover - canonical_pass_name guards this
        raise OracleError(f"unknown pass {name!r}", stage="options")


def _normalise_passes(pass_list: Sequence[Any]) -> list[tuple[str, dict[str, Any]]]:
    result = []
    for item in pass_list:
        if isinstance(item, str):
            spec, options = item, {}
        else:
            spec, options = item[0], (item[1] if len(item) > 1 else {})
        canonical, spec_options = split_pass_spec(spec)
        result.append((canonical, _resolve_options(canonical, {**spec_options, **options})))
    return result


@dataclass
class TritonRun:
    """What :func:`triton_run_passes_with_diagnostics` got from Triton.

    Attributes:
        output: the printed module, or None if parsing or a pass failed.
        diagnostics: what MLIR printed on stderr (errors, warnings, remarks and their notes,
            as ``FILE:LINE:COL: SEVERITY: MESSAGE``, with source excerpts), cleaned.
        error: why there is no output (``""`` when there is one).
        stage: ``"parse"`` or ``"passes"`` when there is no output.
    """

    output: str | None
    diagnostics: str
    error: str = ""
    stage: str = ""


def _run(text: str, passes: Sequence[Any], keep_locations: bool, filename: str,
         allow_unregistered_dialects: bool, remarks: bool) -> TritonRun:
    from triton._C.libtriton import ir

    resolved = _normalise_passes(passes)
    ctx = _new_context(allow_unregistered_dialects)
    with _input_file(text) as path:
        try:
            mod = _parse(text, ctx, path, filename)
        except OracleError as exc:
            return TritonRun(None, exc.diagnostics, exc.message, exc.stage)
        pm = ir.pass_manager(ctx)
        for name, options in resolved:
            _add_pass(pm, name, options)
        # Triton's pass manager prints only errors unless MLIR_ENABLE_DIAGNOSTICS asks for more;
        # the variable is read each time a pass manager runs.
        saved = os.environ.get("MLIR_ENABLE_DIAGNOSTICS")
        if remarks:
            os.environ["MLIR_ENABLE_DIAGNOSTICS"] = "warnings,remarks"
        try:
            with capture_native_stderr() as diag:
                try:
                    pm.run(mod, "pyopt-oracle")
                except Exception as exc:
                    err: Exception | None = exc
                else:
                    err = None
        finally:
            if remarks:
                if saved is None:
                    del os.environ["MLIR_ENABLE_DIAGNOSTICS"]
                else:
                    os.environ["MLIR_ENABLE_DIAGNOSTICS"] = saved
        diagnostics = clean_diagnostics(diag.text, path, filename)
        if err is not None:
            names = ", ".join(n for n, _ in resolved)
            return TritonRun(None, diagnostics, f"Triton pass pipeline [{names}] failed: {err}", "passes")
        return TritonRun(_print(mod, keep_locations, path, filename), diagnostics)


def triton_run_passes(text: str, passes: Sequence[Any], *, keep_locations: bool = False,
                      filename: str = "input.mlir", allow_unregistered_dialects: bool = False) -> str:
    """Run ``passes`` on ``text`` with Triton and print the result.

    ``passes`` is a list of ``(name, {option: value})`` pairs (a bare string is accepted too,
    with its options: ``"canonicalize-pointers{enable-large-tensor-ptr-canon=true}"``); names
    are pyopt's names or triton-opt flags.  All passes go into one pass manager, in order, as
    ``triton-opt -p1 -p2`` would run them.  Raises :class:`OracleError` with MLIR's
    diagnostics if parsing or a pass fails.  ``keep_locations`` and ``filename`` are as for
    :func:`triton_roundtrip`; ``allow_unregistered_dialects`` is triton-opt's
    ``-allow-unregistered-dialect``.
    """
    run = _run(text, passes, keep_locations, filename, allow_unregistered_dialects, remarks=False)
    if run.output is None:
        raise OracleError(run.error, run.diagnostics, run.stage)
    return run.output


def triton_run_passes_with_diagnostics(text: str, passes: Sequence[Any], *, keep_locations: bool = False,
                                       filename: str = "input.mlir",
                                       allow_unregistered_dialects: bool = False) -> TritonRun:
    """:func:`triton_run_passes`, keeping what the passes reported (for ``-verify-diagnostics``).

    Warnings and remarks are printed too (``MLIR_ENABLE_DIAGNOSTICS=warnings,remarks``).  A
    parse error or a failing pass does not raise: the result's ``output`` is then None.
    Unknown passes or options still raise :class:`OracleError`.  Locations in the
    diagnostics name ``filename``.
    """
    return _run(text, passes, keep_locations, filename, allow_unregistered_dialects, remarks=True)


#: Debug types the coalesce pass writes to: the pass itself (``Considering op``, the pointer's
#: AxisInfo, ``order``, ``perThread``...) and, optionally, ``ttg-utility`` (``elemNumBytes: ..,
#: divisibility: .., contig: .., alignment: ..`` from ``getNumElementsPerThread``).
COALESCE_DEBUG_TYPES: tuple[str, ...] = ("tritongpu-coalesce",)


def _debug_env(debug_types: Sequence[str]) -> dict[str, str]:
    return dict(os.environ, TRITON_LLVM_DEBUG_ONLY=",".join(debug_types))


def triton_coalesce_axisinfo_log(text: str, *, timeout: float = 300,
                                 debug_types: Sequence[str] = COALESCE_DEBUG_TYPES) -> str:
    """Run ``coalesce`` with ``TRITON_LLVM_DEBUG_ONLY=tritongpu-coalesce`` and return its log.

    The variable is read when libtriton loads, so the pass runs in a child Python process;
    what it writes to stderr (LLVM's ``dbgs()``) is returned.  The input must be TTGIR (a
    module with ``ttg.num-warps`` and tensors with encodings).  ``debug_types`` may add
    ``"ttg-utility"`` (per-call ``getNumElementsPerThread`` details).
    ``tools/axisinfo_log.py`` parses the log.
    """
    env = _debug_env(debug_types)
    with _input_file(text) as path:
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "_coalesce-debug", path], env=env,
                              capture_output=True, text=True, timeout=timeout)
        if proc.returncode != 0:
            raise OracleError(f"coalesce failed in the child process (exit {proc.returncode})",
                              clean_diagnostics(proc.stderr, path), "subprocess")
        return clean_diagnostics(proc.stderr, path)


def triton_coalesce_axisinfo_logs(texts: Sequence[str], *, timeout: float = 600,
                                  debug_types: Sequence[str] = COALESCE_DEBUG_TYPES) -> list[str | OracleError]:
    """:func:`triton_coalesce_axisinfo_log` for many modules in one child process.

    Returns one entry per text, in order: the log, or an :class:`OracleError` (stage
    ``"parse"`` or ``"passes"``) for a module Triton rejected.  Each module gets a fresh
    MLIRContext; the child's native stderr is captured per module, so logs never mix.
    Loading libtriton once makes this ~10 ms a module instead of ~0.5 s.
    """
    if not texts:
        return []
    env = _debug_env(debug_types)
    with tempfile.TemporaryDirectory(prefix="pyopt-oracle-") as tmp:
        paths = []
        for i, text in enumerate(texts):
            path = os.path.join(tmp, f"input{i}.mlir")
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            paths.append(path)
        proc = subprocess.run([sys.executable, os.path.abspath(__file__), "_coalesce-debug-batch"],
                              input=json.dumps({"files": paths}), env=env, capture_output=True, text=True,
                              timeout=timeout)
        if proc.returncode != 0:
            raise OracleError(f"the coalesce batch child process failed (exit {proc.returncode})",
                              clean_diagnostics(proc.stderr), "subprocess")
        results = json.loads(proc.stdout)["results"]
        out: list[str | OracleError] = []
        for path, res in zip(paths, results):
            log = clean_diagnostics(res["log"], path)
            out.append(log if res["ok"] else OracleError(res["error"], log, res["stage"]))
        return out


def _coalesce_debug_one(path: str) -> dict[str, Any]:
    """Child side: run coalesce on one file, capturing what it writes to fd 2."""
    from triton._C.libtriton import ir, passes

    result: dict[str, Any] = {"ok": True}
    with capture_native_stderr() as log:
        try:
            ctx = _new_context()
            stage = "parse"
            mod = ir.parse_mlir_module(path, ctx)
            stage = "passes"
            pm = ir.pass_manager(ctx)
            passes.ttgpuir.add_coalesce(pm)
            pm.run(mod, "coalesce-debug")
        except Exception as exc:  # MLIR has already printed the diagnostics
            result = {"ok": False, "error": f"coalesce failed ({stage}): {exc}", "stage": stage}
    result["log"] = log.text
    return result


# --------------------------------------------------------------------------- acceptance
def first_error(diagnostics: str) -> str:
    """The message of the first ``error:`` line of MLIR's diagnostics (``""`` if none)."""
    for line in diagnostics.splitlines():
        if ": error: " in line:
            return line.split(": error: ", 1)[1]
    return ""


def triton_parse_verdict(data: bytes | str, *, allow_unregistered_dialects: bool = True,
                         filename: str = "input.mlir", path: str | None = None,
                         capture: bool = True) -> tuple[bool, str]:
    """Whether Triton 3.6.0's parser and verifier accept ``data`` (bytes are parsed as they are,
    raw non-UTF-8 bytes and NULs included; a ``str`` is encoded as UTF-8 with surrogateescape,
    so text decoded that way gives its bytes back).  Returns ``(accepted, diagnostics)``, the
    diagnostics cleaned and naming ``filename``.  Ops of unknown dialects are allowed by default
    (triton-opt ``-allow-unregistered-dialect``, as pyopt always does).  ``path``: write the
    input there (a caller that parses many inputs reuses one file) instead of a temporary one.
    ``capture=False`` leaves what MLIR prints on file descriptor 2 (the diagnostics are then
    ``""``).  Triton aborts the process on some inputs: call this in a child process."""
    from triton._C.libtriton import ir

    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    ctx = _new_context(allow_unregistered_dialects)
    with contextlib.ExitStack() as stack:
        if path is None:
            path = os.path.join(stack.enter_context(tempfile.TemporaryDirectory(prefix="pyopt-oracle-")),
                                "input.mlir")
        with open(path, "wb") as f:
            f.write(data)
        if not capture:
            try:
                ir.parse_mlir_module(path, ctx)
                return True, ""
            except Exception:  # noqa: BLE001 - MLIR has printed why, on fd 2
                return False, ""
        with capture_native_stderr() as diag:
            try:
                ir.parse_mlir_module(path, ctx)
                ok = True
            except Exception:  # noqa: BLE001 - MLIR has printed why
                ok = False
    return ok, clean_diagnostics(diag.text, path, filename)


def _verdict_server(stdin, stdout) -> None:
    """``verdict-server``: one request per line on stdin, ``{"data": BASE64}``; one answer per
    line on stdout, ``{"ok": bool, "error": first error message, "diagnostics": str}``.

    While Triton parses, file descriptor 2 points at the server's own stderr, truncated before
    each request: start the server with stderr going to a regular file, and if the server dies
    (Triton aborts), that file holds what Triton printed on the way down (the assertion)."""
    import base64

    try:  # a regular file this process can read back (the parent's), or not (a terminal, a pipe)
        import stat

        rewindable = stat.S_ISREG(os.fstat(2).st_mode)
        os.pread(2, 1, 0)
    except OSError:
        rewindable = False
    with tempfile.TemporaryDirectory(prefix="pyopt-verdict-") as tmp:
        path = os.path.join(tmp, "input.mlir")
        for line in stdin:
            if not line.strip():
                continue
            data = base64.b64decode(json.loads(line)["data"])
            sys.stderr.flush()
            if rewindable:
                os.ftruncate(2, 0)
                os.lseek(2, 0, os.SEEK_SET)
            ok, diagnostics = triton_parse_verdict(data, path=path, capture=not rewindable)
            if rewindable:
                size = os.fstat(2).st_size
                diagnostics = clean_diagnostics(os.pread(2, size, 0).decode("utf-8", "replace"), path,
                                                "input.mlir")
            stdout.write(json.dumps({"ok": ok, "error": first_error(diagnostics)[:2000],
                                     "diagnostics": diagnostics[:20000]}) + "\n")
            stdout.flush()


# --------------------------------------------------------------------------- command line
def _batch(jobs: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Run a list of jobs; see ``main`` (``batch``) for the format."""
    results = []
    for job in jobs:
        try:
            keep = bool(job.get("keep_locations", False))
            name = job.get("filename", "input.mlir")
            if job["op"] == "roundtrip":
                out = triton_roundtrip(job["text"], keep_locations=keep, filename=name,
                                       allow_unregistered_dialects=bool(job.get("allow_unregistered_dialects")))
            elif job["op"] == "run":
                out = triton_run_passes(job["text"], job["passes"], keep_locations=keep, filename=name,
                                        allow_unregistered_dialects=bool(job.get("allow_unregistered_dialects")))
            elif job["op"] == "run_with_diagnostics":
                run = triton_run_passes_with_diagnostics(
                    job["text"], job["passes"], keep_locations=keep, filename=name,
                    allow_unregistered_dialects=bool(job.get("allow_unregistered_dialects")))
                results.append({"ok": True, "output": run.output, "diagnostics": run.diagnostics,
                                "error": run.error, "stage": run.stage})
                continue
            else:
                raise OracleError(f"unknown batch op {job['op']!r}", stage="options")
            results.append({"ok": True, "text": out})
        except OracleError as exc:
            results.append({"ok": False, "error": exc.message, "diagnostics": exc.diagnostics, "stage": exc.stage})
    return results


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run real Triton (the oracle) on MLIR files.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    p_rt = sub.add_parser("roundtrip", help="parse and print a file")
    p_rt.add_argument("file")
    p_rt.add_argument("--keep-locations", action="store_true")
    p_run = sub.add_parser("run", help="run passes on a file and print the result")
    p_run.add_argument("file")
    p_run.add_argument("-p", "--pass", dest="passes", action="append", default=[],
                       help="a pass, e.g. coalesce or 'convert-to-buffer-ops{arch-generation-name=gfx942}', or a "
                            "triton-opt flag given as --pass=-tritonamdgpu-canonicalize-pointers=OPTIONS; repeat")
    p_run.add_argument("--keep-locations", action="store_true")
    p_run.add_argument("--allow-unregistered-dialect", action="store_true")
    p_log = sub.add_parser("axisinfo-log", help="coalesce debug log (AxisInfo per memory op)")
    p_log.add_argument("file")
    sub.add_parser("batch", help="JSON jobs on stdin -> JSON results on stdout (used by tools/crosscheck)")
    sub.add_parser("verdict-server", help="does Triton's parser+verifier accept it? one JSON line per input "
                                          "(base64 bytes) on stdin, one answer per line on stdout (tools/fuzz)")
    p_acc = sub.add_parser("accepts", help="exit 0 if Triton's parser and verifier accept the file (unregistered "
                                           "dialects allowed), 1 with its diagnostics if not")
    p_acc.add_argument("file")
    p_dbg = sub.add_parser("_coalesce-debug")  # internal: the child of triton_coalesce_axisinfo_log
    p_dbg.add_argument("file")
    sub.add_parser("_coalesce-debug-batch")  # internal: {"files": [...]} on stdin -> {"results": [...]}
    args = parser.parse_args(argv)

    try:
        if not args.cmd.startswith("_coalesce-debug") and not triton_available():
            print(f"error: Triton is not importable from {sys.executable}", file=sys.stderr)
            return 2
        if args.cmd == "verdict-server":
            _verdict_server(sys.stdin, sys.stdout)
            return 0
        if args.cmd == "accepts":
            with open(args.file, "rb") as fb:
                ok, diagnostics = triton_parse_verdict(fb.read(), filename=args.file)
            if diagnostics:
                print(diagnostics, file=sys.stderr)
            return 0 if ok else 1
        if args.cmd == "batch":
            # stdin: {"jobs": [{"op": "roundtrip"|"run"|"run_with_diagnostics", "text": str,
            #          "passes": [[name, {opts}]], "keep_locations": bool, "filename": str,
            #          "allow_unregistered_dialects": bool}]};
            # stdout: {"results": [{"ok": true, "text": str} |
            #          {"ok": false, "error": str, "diagnostics": str, "stage": str}]};
            # run_with_diagnostics answers {"ok": true, "output": str | null, "diagnostics": str,
            #          "error": str, "stage": str} (a TritonRun) unless a pass or option is unknown.
            jobs = json.load(sys.stdin)["jobs"]
            json.dump({"results": _batch(jobs)}, sys.stdout)
            return 0
        if args.cmd == "_coalesce-debug-batch":
            files = json.load(sys.stdin)["files"]
            json.dump({"results": [_coalesce_debug_one(path) for path in files]}, sys.stdout)
            return 0
        if args.cmd == "_coalesce-debug":
            from triton._C.libtriton import ir, passes

            try:
                ctx = _new_context()
                mod = ir.parse_mlir_module(args.file, ctx)
                pm = ir.pass_manager(ctx)
                passes.ttgpuir.add_coalesce(pm)
                pm.run(mod, "coalesce-debug")
            except RuntimeError as exc:  # MLIR has already printed the diagnostics
                print(f"error: {exc}", file=sys.stderr)
                return 1
            return 0
        with open(args.file, encoding="utf-8") as f:
            text = f.read()
        if args.cmd == "roundtrip":
            sys.stdout.write(triton_roundtrip(text, keep_locations=args.keep_locations, filename=args.file))
        elif args.cmd == "run":
            pipeline = [p for spec in args.passes for p in parse_pass_pipeline(spec)]
            sys.stdout.write(triton_run_passes(text, pipeline, keep_locations=args.keep_locations, filename=args.file,
                                               allow_unregistered_dialects=args.allow_unregistered_dialect))
        elif args.cmd == "axisinfo-log":
            sys.stdout.write(triton_coalesce_axisinfo_log(text) + "\n")
    except OracleError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
