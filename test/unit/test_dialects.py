"""Every op declared in pyopt/dialects/{tt,ttg,ttng,amdg,nvws,tti,scf,cf,math,ub,llvm,arith}.py
round-trips its docstring example.

Each example (the text after ``Example:`` in the op's docstring) is wrapped
in a function whose arguments are the values the example uses but does not
define (their types come from the example itself, read by pyopt), inside a
module with the layout aliases the examples use.  Then:

* pyopt reprints what it parsed unchanged (idempotence) and its verifier
  accepts it;
* with Triton importable, real Triton parses the wrapper, pyopt reprints
  Triton's output byte for byte, and Triton parses pyopt's generic form back
  to the same text.

Terminators and ops that need a particular parent are checked by pyopt only
here; their Triton checks are in test/parser/roundtrip-*.mlir.
"""

from __future__ import annotations

import importlib
import os
import re
import tempfile
import textwrap

import pytest

from pyopt.diagnostics import SourceFile
from pyopt.ir.context import current
from pyopt.ir.traits import HasParent
from pyopt.syntax.parser import Parser, parse_source
from pyopt.ir.printer import print_op

DIALECTS = ("tt", "ttg", "ttng", "amdg", "nvws", "tti", "scf", "cf", "math", "ub", "llvm", "arith", "gpu", "nvg")

NVIDIA_ALIASES = """\
#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = true, elementBitWidth = 16}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#shared3 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
"""
NVIDIA_MODULE = ('module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
                 'ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {')

# Ops whose verifier wants a cluster of CTAs (Triton 3.7 on): their examples run in a
# module of two CTAs, with layouts of 3.7's CGALayout form.
CLUSTER_OPS = {"ttng.fence_mbarrier_init_release_cluster", "ttng.cluster_barrier", "ttng.async_shared_store"}
CLUSTER_ALIASES = """\
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayout = [[0]]}>
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0], CGALayout = [[0]]}>
#smem = #ttg.shared_memory
"""
CLUSTER_MODULE = NVIDIA_MODULE.replace('"ttg.num-ctas" = 1', '"ttg.num-ctas" = 2')

AMD_ALIASES = """\
#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [16, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>
#shared1 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
#shared2 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#blocked2 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
#linear = #ttg.linear<{register = [[1, 0], [2, 0], [16, 0]], lane = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], warp = [[4, 0], [8, 0]], block = []}>
#mma = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [32, 32, 16], isTransposed = true}>
#blocked3 = #ttg.blocked<{sizePerThread = [64], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#linear1 = #ttg.linear<{register = [[0, 1], [0, 2], [0, 16]], lane = [[0, 4], [0, 8], [1, 0], [2, 0], [4, 0], [8, 0]], warp = [[16, 0], [32, 0]], block = []}>
"""
AMD_MODULE = ('module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
              'ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {')

# Examples that cannot be checked by wrapping, with the reason.
# tt.func's docstring example is a header only; its forms are tested by
# test_func_forms below.
NOT_EXAMPLES = {"tt.func"}
# Ops whose verifier asks for a module of several CTAs (amdg's cluster barriers).
SEVERAL_CTAS = {"amdg.cluster_barrier_arrive", "amdg.cluster_barrier_wait"}
# Examples pyopt cannot read yet (strict: remove the entry once it passes).
XFAIL: dict = {}


def _ops():
    out = []
    for name, cls in sorted(current().all_ops().items()):
        mod = cls.__module__.split(".")[2]  # pyopt.dialects.<dialect>.ops
        if mod in DIALECTS:
            out.append((name, cls))
    return out


OPS = _ops()


def example_of(cls) -> str:
    doc = cls.__doc__ or ""
    k = doc.find("Example:")
    assert k >= 0, f"{cls.OP_NAME}: docstring has no 'Example:'"
    lines = doc[k + len("Example:"):].strip("\n").split("\n")
    first = lines[0].strip()
    rest = textwrap.dedent("\n".join(lines[1:]))
    return (first + ("\n" + rest if rest.strip() else "")).strip()


class _Lenient(Parser):
    """A parser that leaves undefined values as typed placeholders."""

    def _check_forward(self) -> None:
        pass


def undefined_values(text: str):
    """The values ``text`` uses without defining them, with their types, and
    declarations of the functions it calls."""
    from pyopt.ir.printer import render_standalone

    p = _Lenient(SourceFile(text, "example"))
    module = p.parse_module()
    decls = []
    for op in module.walk():
        if op.name == "tt.call":
            ins = ", ".join(render_standalone(v.type) for v in op.operands)
            outs = [render_standalone(r.type) for r in op.results]
            res = "" if not outs else " -> " + (outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")")
            decls.append(f"  tt.func private {render_standalone(op.attributes['callee'])}({ins}){res}\n")
    out = []
    for name, refs in p.forward.items():
        if not refs:
            continue
        ty = next((r.type for r in refs if r.type is not None), None)
        out.append((min(r.ref_pos for r in refs), name, ty))
    return [(n, t) for _, n, t in sorted(out, key=lambda x: x[0])], "".join(decls)


def _is_nested_only(cls) -> bool:
    return cls.has_trait(HasParent)


def wrap(name: str, cls, example: str) -> str:
    dialect = name.split(".")[0]
    aliases, header = (AMD_ALIASES, AMD_MODULE) if dialect in ("amdg", "rocdl") else (NVIDIA_ALIASES, NVIDIA_MODULE)
    if name in CLUSTER_OPS:
        aliases, header = CLUSTER_ALIASES, CLUSTER_MODULE
    if dialect in ("tt", "arith", "math", "scf", "cf", "ub", "llvm") and "#" not in example:
        aliases, header = "", "module {"
    if name in SEVERAL_CTAS:
        header = header.replace('"ttg.num-ctas" = 1', '"ttg.num-ctas" = 2')
    body_text = aliases + header + "\n" + example + "\n}\n"
    args, decls = undefined_values(body_text)
    missing = [n for n, t in args if t is None]
    assert not missing, f"{name}: cannot tell the types of {missing}"
    from pyopt.ir.printer import render_standalone

    sig = ", ".join(f"{n}: {render_standalone(t)}" for n, t in args)
    body = textwrap.indent(example, "    ")
    return f"{aliases}{header}\n{decls}  tt.func @example({sig}) {{\n{body}\n    tt.return\n  }}\n}}\n"


def _triton():
    try:
        from triton._C.libtriton import amd, ir
    except Exception:  # pragma: no cover - triton not installed
        return None
    ctx = ir.context()
    ir.load_dialects(ctx)
    amd.load_dialects(ctx)
    return ir, ctx


_TRITON = _triton()


def triton_print(text: str) -> str:
    ir, ctx = _TRITON
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
    try:
        return ir.parse_mlir_module(f.name, ctx).str_nodebug()
    finally:
        os.unlink(f.name)


def _params():
    out = []
    for name, cls in OPS:
        marks = []
        if name in NOT_EXAMPLES:
            continue
        if name in XFAIL:
            marks.append(pytest.mark.xfail(strict=True, reason=XFAIL[name]))
        out.append(pytest.param(name, cls, id=name, marks=marks))
    return out


def test_every_dialect_module_declares_ops():
    for d in DIALECTS:
        importlib.import_module(f"pyopt.dialects.{d}")
    names = {n.split(".")[0] for n, _ in OPS}
    assert {"tt", "ttg", "ttng", "amdg", "scf", "cf", "math", "ub", "llvm", "arith"} <= names


@pytest.mark.parametrize("name,cls", _params())
def test_docstring_example(name, cls):
    """Under Triton 3.6 when it registers the op, else the newest release that does; real
    Triton (3.6.0 here) checks the ops it registers.  The later releases' ops are
    compared with their wheels in lit tests (test/parser/approx-divf-releases.mlir)."""
    from pyopt.ir.context import Context
    from pyopt.ir.version import TRITON, releases_with_op

    release = TRITON if TRITON in releases_with_op(name) or not releases_with_op(name) else releases_with_op(name)[-1]
    with Context(release):
        _check_example(name, cls, with_triton=release == TRITON)


def _check_example(name, cls, with_triton: bool):
    example = example_of(cls)
    assert re.search(r"\b" + re.escape(name) + r"\b", example), f"{name}: example does not use the op"
    text = wrap(name, cls, example)
    module = parse_source(text, name)
    once = print_op(module)
    assert print_op(parse_source(once, name)) == once
    if _is_nested_only(cls):
        return False
    from pyopt.verifier import verify

    verify(parse_source(once, name))
    if _TRITON is None or not with_triton:
        return
    canon = triton_print(text)
    m = parse_source(canon, name)
    assert print_op(m) == canon
    assert triton_print(print_op(m, generic=True)) == canon


# Every form of function Triton prints; this text is what Triton 3.6.0 prints
# for itself (checked with triton._C.libtriton when it was written, and again
# below when triton is installed).
FUNC_FORMS = """module {
  tt.func public @a(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: i32) attributes {noinline = false} {
    tt.return
  }
  tt.func private @b(%arg0: i32) -> f32 attributes {noinline = true} {
    %cst = arith.constant 1.000000e+00 : f32
    tt.return %cst : f32
  }
  tt.func @c(%arg0: i32) -> (i32, f32) {
    %cst = arith.constant 1.000000e+00 : f32
    tt.return %arg0, %cst : i32, f32
  }
  tt.func private @d(i32, !tt.ptr<f16>) -> i32
  tt.func @e() -> (i32 {tt.divisibility = 16 : i32}) {
    %c0_i32 = arith.constant 0 : i32
    tt.return %c0_i32 : i32
  }
}
"""


def test_func_forms():
    module = parse_source(FUNC_FORMS, "funcs.mlir")
    assert print_op(module) == FUNC_FORMS
    funcs = list(module.regions[0].blocks[0].ops)
    assert [f.attributes["sym_name"].value for f in funcs] == ["a", "b", "c", "d", "e"]
    assert not funcs[3].regions[0].blocks  # a declaration has an empty body


def test_func_forms_match_triton():
    oracle = pytest.importorskip("tools.oracle")
    if not oracle.triton_available():
        pytest.skip("triton is not installed: comparison with real Triton skipped")
    assert oracle.triton_roundtrip(FUNC_FORMS) == FUNC_FORMS
    generic = print_op(parse_source(FUNC_FORMS, "funcs.mlir"), generic=True)
    assert oracle.triton_roundtrip(generic) == FUNC_FORMS
