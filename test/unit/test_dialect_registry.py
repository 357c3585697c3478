"""Dialects, the dialect registry, the context's lookups and dialect interfaces
(pyopt/ir/dialect.py, pyopt/ir/context.py, pyopt/dialects/__init__.py,
pyopt/dialects/tt/dialect_interfaces.py).

Compared with real Triton 3.6.0 (the main venv's wheel, through
tools/oracle.py): a ``tt`` view op whose operand's encoding belongs to a
dialect that does not implement ``DialectInferLayoutInterface`` (a builtin
string attribute) makes Triton abort (SIGABRT: its
``cast<DialectInferLayoutInterface>`` asserts); pyopt reports an error there,
with no traceback.  ``tt.splat`` and ``arith.addf``, which infer nothing,
read and print such a tensor as Triton does.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pyopt.diagnostics import DiagnosticError
from pyopt.dialects import LOADERS
from pyopt.dialects.tt.dialect_interfaces import (
    DialectInferLayoutInterface, LayoutInferenceError, infer_layout_interface,
)
from pyopt.dialects.ttg.layout_infer import TritonGPUInferLayoutInterface
from pyopt.ir import attrs as A
from pyopt.ir.context import Context, current
from pyopt.ir.dialect import Dialect, DialectInterface, DialectRegistry, default_registry, dialect_namespace
from pyopt.ir.printer import print_op
from pyopt.syntax.parser import parse_source
from pyopt.verifier import verify

ROOT = Path(__file__).resolve().parents[2]
ALL = ("amdg", "arith", "builtin", "cf", "gpu", "llvm", "math", "nvg", "nvws", "rocdl", "scf", "tt", "ttg", "tti", "ttng", "ub")
BLOCKED = "#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"


# -- the registry and the context ---------------------------------------------------------
def test_the_default_registry_has_every_dialect():
    assert default_registry().names() == ALL == tuple(sorted(LOADERS))
    assert Context("3.6").registry is default_registry()


def test_an_unknown_dialect_is_none_and_its_names_unknown():
    ctx = Context("3.6")
    assert ctx.get_dialect("nope") is None and not ctx.is_registered("nope")
    assert ctx.lookup_op("nope.op") is None and ctx.lookup_attr("nope.attr") is None
    assert ctx.lookup_op("tt.no_such_op") is None  # a known dialect, an op it lacks
    assert ctx.lookup_op("tt.load").OP_NAME == "tt.load"
    assert ctx.lookup_attr("ttg.blocked").NAME == "ttg.blocked"


def test_a_context_loads_its_dialects_on_first_use_and_once():
    ctx = Context("3.6")
    assert ctx.loaded_dialects() == []
    tt = ctx.get_dialect("tt")
    assert [d.name for d in ctx.loaded_dialects()] == ["tt"] and ctx.get_dialect("tt") is tt
    ctx.lookup_attr("ttg.slice")
    assert [d.name for d in ctx.loaded_dialects()] == ["tt", "ttg"]
    assert [d.name for d in ctx.load_all_dialects()] == list(ALL)


def test_a_context_sees_only_its_own_registry():
    """A context made with a registry of its own knows only the dialects that
    registry has (``DialectRegistry::insert``), whatever is imported."""
    registry = DialectRegistry()
    registry.insert("builtin", LOADERS["builtin"])
    registry.insert("tt", LOADERS["tt"])
    ctx = Context("3.6", registry=registry)
    assert ctx.lookup_op("tt.load") is not None
    assert ctx.lookup_op("ttg.convert_layout") is None and ctx.lookup_attr("ttg.blocked") is None
    with ctx:
        with pytest.raises(DiagnosticError) as e:
            parse_source('%0 = ttg.async_wait {num = 0 : i32}\n')
    assert "Dialect `ttg' not found for custom op 'ttg.async_wait'" in str(e.value)
    with Context("3.6"):
        parse_source("%0 = ttg.async_wait {num = 0 : i32}\n")  # the default registry has it


def test_dialect_traits_follow_each_op_s_own():
    """TT_Op's TensorSizeTrait and VerifyTensorLayoutsTrait, added by the
    tt Dialect after each op's own traits (Triton's verification order)."""
    tt = current().get_dialect("tt")
    addptr = tt.ops["tt.addptr"]
    assert [type(t).__name__ for t in addptr.trait_list[-2:]] == ["TensorSizeTrait", "VerifyTensorLayoutsTrait"]
    assert all(cls.trait_list[-len(tt.traits):] == tt.traits for cls in tt.ops.values())
    ttg = current().get_dialect("ttg")
    assert all(not any(type(t).__name__ == "TensorSizeTrait" for t in cls.trait_list)
               for cls in ttg.ops.values() if cls.__module__.startswith("pyopt.dialects.ttg"))


def test_dialect_hooks_live_on_the_dialect():
    ctx = Context("3.6")
    assert ctx.get_dialect("ttg").verify_operation_attribute is not None
    assert ctx.get_dialect("tt").verify_operation_attribute is None
    # tt: none in 3.6-3.8 (no parsing hook), #tt.cache_policy from 3.9
    assert [d.name for d in ctx.load_all_dialects() if d.attrs_complete] == ["tt", "ttg", "ttng"]
    assert {d.name for d in ctx.load_all_dialects() if d.materialize_constant} == {"arith", "math", "tt", "ub"}
    assert ctx.get_dialect("rocdl").ops.keys() >= {"rocdl.sched.barrier", "rocdl.s.setprio"}
    assert not [n for n in ctx.get_dialect("llvm").ops if not n.startswith("llvm.")]


def _dialects_imported(path: str) -> list:
    code = textwrap.dedent(f"""
        import sys
        from pyopt.cli import main
        rc = main([{path!r}, "-o", "/dev/null"])
        print(rc, sorted({{m.split(".")[2] for m in sys.modules if m.startswith("pyopt.dialects.")}}))
    """)
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_a_ttir_file_imports_neither_the_amd_nor_the_nvidia_dialects():
    rc, *loaded = _dialects_imported("test/dumps/while_loop/cuda-80/asm.ttir")
    names = "".join(loaded)
    assert rc == "0" and "'tt'" in names
    for lazy in ("'amdg'", "'ttng'", "'ttg'", "'rocdl'"):
        assert lazy not in names, names


# -- dialect interfaces -------------------------------------------------------------------
def test_tt_asks_the_encoding_s_dialect_for_layout_inference():
    blocked = current().lookup_attr("ttg.blocked")
    enc = next(op for op in parse_source(f"tt.func @f(%a: tensor<16x16xf32, {BLOCKED}>) {{ tt.return }}\n").walk()
               if op.name == "tt.func").regions[0].blocks[0].args[0].type.encoding
    assert isinstance(enc, blocked) and dialect_namespace(enc) == "ttg"
    iface = infer_layout_interface(enc)
    assert isinstance(iface, TritonGPUInferLayoutInterface) and iface.dialect.name == "ttg"

    class Recording(DialectInferLayoutInterface):
        def infer_trans_op_encoding(self, operand_enc, shape, order):
            return ("asked", tuple(shape), tuple(order))

    registry = DialectRegistry()
    registry.insert("ttg", lambda: Dialect("ttg", interfaces=[Recording()]))
    ctx = Context("3.6", registry=registry)
    assert infer_layout_interface(enc, ctx).infer_trans_op_encoding(enc, [2, 4], [1, 0]) == ("asked", (2, 4), (1, 0))
    with pytest.raises(LayoutInferenceError, match="'builtin'"):
        infer_layout_interface(A.StringAttr("foo"), ctx)


def test_an_interface_implementation_knows_its_interface():
    assert TritonGPUInferLayoutInterface.interface_class() is DialectInferLayoutInterface

    class Other(DialectInterface):
        pass

    d = Dialect("x", interfaces=[TritonGPUInferLayoutInterface()])
    assert d.get_interface(DialectInferLayoutInterface) is not None and d.get_interface(Other) is None


FOREIGN = {
    "trans": ('%0 = tt.trans %a {order = array<i32: 1, 0>} : tensor<4x2xf32, "foo"> -> tensor<2x4xf32, "foo">',
              'tensor<4x2xf32, "foo">'),
    "expand_dims": ('%0 = tt.expand_dims %a {axis = 0 : i32} : tensor<4xf32, "foo"> -> tensor<1x4xf32, "foo">',
                    'tensor<4xf32, "foo">'),
    "reshape": ('%0 = tt.reshape %a : tensor<4xf32, "foo"> -> tensor<2x2xf32, "foo">', 'tensor<4xf32, "foo">'),
    "join": ('%0 = tt.join %a, %a : tensor<4xf32, "foo"> -> tensor<4x2xf32, "foo">', 'tensor<4xf32, "foo">'),
    "split": ('%0, %1 = tt.split %a : tensor<4x2xf32, "foo"> -> tensor<4xf32, "foo">', 'tensor<4x2xf32, "foo">'),
}


def _foreign(case: str) -> str:
    body, arg = FOREIGN[case]
    return f"tt.func @f(%a: {arg}) {{\n  {body}\n  tt.return\n}}\n"


@pytest.mark.parametrize("case", sorted(FOREIGN))
def test_an_encoding_of_a_dialect_without_the_interface_is_an_error(case):
    """Triton 3.6.0 aborts (checked below); pyopt reports the encoding's dialect."""
    module = parse_source(_foreign(case), "in.mlir")
    with pytest.raises(DiagnosticError) as e:
        verify(module)
    assert str(e.value) == ("""the dialect of encoding "foo" ('builtin') does not implement """
            "DialectInferLayoutInterface, which layout inference needs")


KEEPS = ('tt.func @f(%a: tensor<4xf32, "foo">, %s: f32) {\n'
         '  %0 = arith.addf %a, %a : tensor<4xf32, "foo">\n'
         '  %1 = tt.splat %s : f32 -> tensor<4xf32, "foo">\n  tt.return\n}\n')


def test_ops_that_infer_nothing_keep_a_foreign_encoding():
    """No layout check either: the string's dialect (builtin) does not
    implement DialectVerifyTensorLayoutInterface, even with ttg loaded."""
    current().get_dialect("ttg")
    module = parse_source(KEEPS)
    verify(module)
    assert print_op(module) == _triton_print(KEEPS)


def _triton_print(text: str) -> str:
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from tools.oracle import triton_roundtrip
        sys.stdout.write(triton_roundtrip({text!r}))
    """)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                          check=True).stdout


@pytest.mark.parametrize("case", ["trans", "expand_dims"])
def test_real_triton_aborts_on_a_foreign_encoding(case):
    """The reference for the error above: libtriton 3.6.0 dies of SIGABRT."""
    code = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from tools.oracle import triton_roundtrip
        triton_roundtrip({_foreign(case)!r})
    """)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert proc.returncode == -6, (proc.returncode, proc.stderr[-2000:])
