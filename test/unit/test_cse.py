"""The ``cse`` pass (pyopt/transforms/cse.py) against real Triton 3.6.0.

* Hand-written cases (:data:`CASES`) and randomly generated functions
  (:class:`FunctionGenerator`: pure integer and float ops, constants, loads
  and stores to global and shared memory, calls with unknown effects,
  ``tt.reduce``, nested ``scf.if``/``scf.for``, and copies of earlier ops or
  whole region ops, in the same block or in nested ones) must come out of
  pyopt's CSE byte for byte as out of Triton's ``passes.common.add_cse``.
* Corpus files (the IR Triton produced for the corpus kernels) likewise.
* Unregistered ops cannot be compared: Triton's Python binding parses no
  unregistered dialect.  :func:`test_unregistered_ops` checks them against
  what MLIR's code says (``mightHaveTrait``: their regions start from an
  empty table; ``DominanceInfo``: their regions have no SSA dominance;
  unknown effects: never merged, never erased, a write for loads around).

Without Triton, the comparisons skip.
"""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path

import pytest

from pyopt.passes import PassContext, lookup_pass
from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import print_op
from pyopt.transforms.cse import CSE, eliminate_common_subexpressions, is_equivalent_to
from pyopt.verifier import verify

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available, triton_run_passes

CORPUS = ROOT / "test" / "corpus"
HAVE_TRITON = triton_available()
needs_triton = pytest.mark.skipif(not HAVE_TRITON, reason="triton is not installed: the expected "
                                  "output comes from real Triton 3.6.0 (pip install triton==3.6.0)")


def pyopt_cse(text: str) -> str:
    module = parse_source(text, "input.mlir")
    CSE().run(module, PassContext())
    verify(module)
    return print_op(module)


# ---------------------------------------------------------------------------
# Hand-written cases
# ---------------------------------------------------------------------------

BLOCKED = "#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>"
SHARED = ("#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>\n"
          "#smem = #ttg.shared_memory")
GPU_MODULE = ('module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, '
              'ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32}')
TP = "tensor<128x!tt.ptr<f32>, #blocked>"
TF = "tensor<128xf32, #blocked>"

CASES: dict[str, str] = {}

CASES["commutative_top_level"] = """
module {
  tt.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
    %a = arith.addi %x, %y : i32
    %b = arith.addi %y, %x : i32
    %c = arith.muli %a, %b : i32
    %d = arith.muli %b, %a : i32
    %e = arith.subi %c, %d : i32
    %f = arith.maxsi %x, %x : i32
    %g = arith.maxsi %x, %x : i32
    %h = arith.andi %x, %y : i32
    %i = arith.andi %y, %y : i32
    tt.return %e, %f, %g, %h, %i : i32, i32, i32, i32, i32
  }
}
"""

CASES["attribute_spellings"] = """
module {
  tt.func @f() -> (i1, i1, i1, tensor<4xi32>, tensor<4xi32>, tensor<2xi1>, tensor<2xi1>, f32, f32) {
    %t = arith.constant true
    %t2 = arith.constant 1 : i1
    %f = arith.constant false
    %d1 = arith.constant dense<7> : tensor<4xi32>
    %d2 = arith.constant dense<[7, 7, 7, 7]> : tensor<4xi32>
    %b1 = arith.constant dense<true> : tensor<2xi1>
    %b2 = arith.constant dense<[true, true]> : tensor<2xi1>
    %n1 = arith.constant 0x7FC00000 : f32
    %n2 = arith.constant 0x7FC00000 : f32
    tt.return %t, %t2, %f, %d1, %d2, %b1, %b2, %n1, %n2 : i1, i1, i1, tensor<4xi32>, tensor<4xi32>, tensor<2xi1>, tensor<2xi1>, f32, f32
  }
}
"""

CASES["outer_values_in_regions"] = """
module {
  tt.func @f(%x: i32, %y: i32, %c: i1) -> (i32, i32) {
    %s = arith.addi %x, %y : i32
    %r = scf.if %c -> i32 {
      %s2 = arith.addi %y, %x : i32
      %r2 = scf.if %c -> i32 {
        %s3 = arith.addi %x, %y : i32
        %t3 = arith.muli %s3, %s3 : i32
        scf.yield %t3 : i32
      } else {
        %t4 = arith.muli %s2, %s : i32
        scf.yield %t4 : i32
      }
      %t5 = arith.muli %s, %s : i32
      %u = arith.addi %r2, %t5 : i32
      scf.yield %u : i32
    } else {
      scf.yield %x : i32
    }
    %t6 = arith.muli %s, %s : i32
    tt.return %r, %t6 : i32, i32
  }
}
"""

CASES["dead_chain_and_regions"] = """
module {
  tt.func @f(%x: i32, %n: i32, %c: i1) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %a = arith.addi %x, %c1 : i32
    %b = arith.addi %a, %c1 : i32
    %d = arith.addi %b, %c1 : i32
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) : i32 {
      %k = arith.addi %acc, %d : i32
      scf.yield %k : i32
    }
    %r = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %x : i32
    }
    tt.return %x : i32
  }
}
"""

CASES["loads_masks_and_other"] = f"""
{BLOCKED}
{GPU_MODULE} {{
  tt.func @f(%p: {TP}, %m: tensor<128xi1, #blocked>, %o: {TF}) -> ({TF}, {TF}, {TF}, {TF}, {TF}) {{
    %a = tt.load %p, %m : {TP}
    %b = tt.load %p, %m : {TP}
    %c = tt.load %p, %m, %o : {TP}
    %d = tt.load %p, %m, %o : {TP}
    %e = tt.load %p, %m, %o cacheModifier = ca : {TP}
    tt.return %a, %b, %c, %d, %e : {TF}, {TF}, {TF}, {TF}, {TF}
  }}
}}
"""

CASES["loads_atomic_between"] = f"""
{BLOCKED}
{GPU_MODULE} {{
  tt.func @f(%p: {TP}, %q: {TP}, %v: {TF}, %s: !tt.ptr<i32>) -> ({TF}, {TF}, {TF}, i32, i32) {{
    %a = tt.load %p : {TP}
    %x = tt.atomic_rmw fadd, relaxed, gpu, %q, %v : ({TP}, {TF}) -> {TF}
    %b = tt.load %p : {TP}
    %i = tt.load %s : !tt.ptr<i32>
    %j = tt.load %s : !tt.ptr<i32>
    tt.return %a, %b, %x, %i, %j : {TF}, {TF}, {TF}, i32, i32
  }}
}}
"""

CASES["loads_across_if_with_store"] = f"""
{BLOCKED}
{GPU_MODULE} {{
  tt.func @f(%p: {TP}, %q: {TP}, %c: i1) -> ({TF}, {TF}, {TF}, {TF}) {{
    %a = tt.load %p : {TP}
    scf.if %c {{
      %in = tt.load %p : {TP}
      tt.store %q, %in : {TP}
    }}
    %b = tt.load %p : {TP}
    scf.if %c {{
      %in = tt.load %p : {TP}
      %in2 = tt.load %p : {TP}
      %s = arith.addf %in, %in2 : {TF}
      tt.store %q, %s : {TP}
    }}
    %d = tt.load %p : {TP}
    %e = tt.load %p : {TP}
    tt.return %a, %b, %d, %e : {TF}, {TF}, {TF}, {TF}
  }}
}}
"""

CASES["local_alloc"] = f"""
{BLOCKED}
{SHARED}
{GPU_MODULE} {{
  tt.func @f(%t: {TF}) -> ({TF}, {TF}, {TF}) {{
    %m1 = ttg.local_alloc %t : ({TF}) -> !ttg.memdesc<128xf32, #shared, #smem>
    %m2 = ttg.local_alloc %t : ({TF}) -> !ttg.memdesc<128xf32, #shared, #smem>
    %a = ttg.local_load %m1 : !ttg.memdesc<128xf32, #shared, #smem> -> {TF}
    %b = ttg.local_load %m2 : !ttg.memdesc<128xf32, #shared, #smem> -> {TF}
    %w = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %c = ttg.local_load %w : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> {TF}
    %w2 = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %d = ttg.local_load %w : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> {TF}
    %u = ttg.local_alloc : () -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    tt.return %a, %b, %c : {TF}, {TF}, {TF}
  }}
}}
"""

CASES["reduce_multi_operand"] = """
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%t: tensor<32x32xf32, #blocked>, %i: tensor<32x32xi32, #blocked>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>) {
    %a:2 = "tt.reduce"(%t, %i) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
      %gt = arith.cmpf ogt, %x, %y : f32
      %v = arith.select %gt, %x, %y : f32
      %vi = arith.select %gt, %xi, %yi : i32
      tt.reduce.return %v, %vi : f32, i32
    }) : (tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>)
    %b:2 = "tt.reduce"(%t, %i) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %xi: i32, %y: f32, %yi: i32):
      %gt = arith.cmpf ogt, %x, %y : f32
      %v = arith.select %gt, %x, %y : f32
      %vi = arith.select %gt, %xi, %yi : i32
      tt.reduce.return %v, %vi : f32, i32
    }) : (tensor<32x32xf32, #blocked>, tensor<32x32xi32, #blocked>) -> (tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>)
    %c = "tt.reduce"(%t) <{axis = 0 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %s = arith.addf %x, %y : f32
      tt.reduce.return %s : f32
    }) : (tensor<32x32xf32, #blocked>) -> tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
    tt.return %a#0, %a#1, %b#0, %b#1, %c : tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>, tensor<32xf32, #ttg.slice<{dim = 0, parent = #blocked}>>
  }
}
"""

CASES["while_loop"] = """
module {
  tt.func @f(%x: i32, %n: i32) -> (i32, i32) {
    %c1 = arith.constant 1 : i32
    %w = scf.while (%a = %x) : (i32) -> i32 {
      %c1b = arith.constant 1 : i32
      %cond = arith.cmpi slt, %a, %n : i32
      scf.condition(%cond) %a : i32
    } do {
    ^bb0(%b: i32):
      %c1c = arith.constant 1 : i32
      %next = arith.addi %b, %c1c : i32
      scf.yield %next : i32
    }
    %k = arith.addi %w, %c1 : i32
    %k2 = arith.addi %c1, %w : i32
    tt.return %k, %k2 : i32, i32
  }
}
"""


@needs_triton
@pytest.mark.parametrize("name", sorted(CASES))
def test_hand_case_matches_triton(name: str):
    text = CASES[name]
    assert pyopt_cse(text) == triton_run_passes(text, ["cse"])


# ---------------------------------------------------------------------------
# Generated functions
# ---------------------------------------------------------------------------

SLICE = "tensor<4xf32, #ttg.slice<{dim = 1, parent = #blocked1}>>"
MEMDESC = "!ttg.memdesc<128xf32, #shared, #smem, mutable>"
_VALUE = re.compile(r"%v\d+\b")


class FunctionGenerator:
    """A random ``tt.func`` for CSE.  Values live in typed pools (``i32``,
    ``i1``, ``tp`` pointers, ``tf`` float tensors, ``sf`` reduce results)
    scoped like the regions; ``hist`` holds the statements emitted so far in
    the enclosing scopes, which a later statement may copy with fresh result
    names (so that duplicates, in the same block or nested, are common)."""

    KINDS = ("bin", "bin", "bin", "const", "const", "cmp", "load", "load", "store", "fbin",
             "if", "for", "call", "reduce", "select", "splat", "lload", "lstore")
    NESTED_KINDS = ("bin", "bin", "const", "cmp", "load", "store", "fbin", "select", "splat",
                    "lload")

    def __init__(self, seed: int):
        self.r = random.Random(seed)
        self.n = 0
        self.lines: list[str] = []

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, depth: int, text: str) -> None:
        self.lines.append("  " * (depth + 2) + text)

    def pick(self, pool: dict, kind: str) -> str:
        return self.r.choice(pool[kind])

    def statement(self, pool: dict, depth: int) -> None:
        if pool["hist"] and self.r.random() < 0.3:
            self.copy(pool, depth)
            return
        start, first = len(self.lines), self.n
        before = {k: len(v) for k, v in pool.items()}
        self.new_statement(pool, depth)
        added = {k: v[before[k]:] for k, v in pool.items() if k != "hist"}
        defined = [f"%v{i}" for i in range(first + 1, self.n + 1)]
        pool["hist"].append((self.lines[start:], depth, defined, added))

    def copy(self, pool: dict, depth: int) -> None:
        lines, at, defined, added = self.r.choice(pool["hist"])
        renamed = {v: self.fresh() for v in defined}
        for line in lines:
            line = _VALUE.sub(lambda m: renamed.get(m.group(0), m.group(0)), line)
            self.lines.append("  " * (depth - at) + line if depth >= at else line[2 * (at - depth):])
        for k, vs in added.items():
            pool[k].extend(renamed.get(v, v) for v in vs)

    def new_statement(self, pool: dict, depth: int) -> None:
        r = self.r
        kind = r.choice(self.KINDS if depth < 2 else self.NESTED_KINDS)
        v = self.fresh()
        if kind == "bin":
            op = r.choice(["addi", "muli", "subi", "andi", "maxsi"])
            self.emit(depth, f"{v} = arith.{op} {self.pick(pool, 'i32')}, {self.pick(pool, 'i32')} : i32")
            pool["i32"].append(v)
        elif kind == "const":
            if r.random() < 0.7:
                self.emit(depth, f"{v} = arith.constant {r.choice([0, 1, 2])} : i32")
                pool["i32"].append(v)
            else:
                self.emit(depth, f"{v} = arith.constant dense<{r.choice(['1.0', '0.0', '-0.0'])}> : {TF}")
                pool["tf"].append(v)
        elif kind == "cmp":
            self.emit(depth, f"{v} = arith.cmpi {r.choice(['slt', 'sgt'])}, {self.pick(pool, 'i32')}, "
                             f"{self.pick(pool, 'i32')} : i32")
            pool["i1"].append(v)
        elif kind == "fbin":
            op = r.choice(["addf", "mulf", "subf"])
            self.emit(depth, f"{v} = arith.{op} {self.pick(pool, 'tf')}, {self.pick(pool, 'tf')} : {TF}")
            pool["tf"].append(v)
        elif kind == "load":
            volatile = " {isVolatile = true}" if r.random() < 0.15 else ""
            self.emit(depth, f"{v} = tt.load {self.pick(pool, 'tp')}{volatile} : {TP}")
            pool["tf"].append(v)
        elif kind == "store":
            self.emit(depth, f"tt.store {self.pick(pool, 'tp')}, {self.pick(pool, 'tf')} : {TP}")
        elif kind == "lload":
            self.emit(depth, f"{v} = ttg.local_load %m : {MEMDESC} -> {TF}")
            pool["tf"].append(v)
        elif kind == "lstore":
            self.emit(depth, f"ttg.local_store {self.pick(pool, 'tf')}, %m : {TF} -> {MEMDESC}")
        elif kind == "call":
            self.emit(depth, "tt.call @side() : () -> ()")
        elif kind == "select":
            self.emit(depth, f"{v} = arith.select {self.pick(pool, 'i1')}, {self.pick(pool, 'i32')}, "
                             f"{self.pick(pool, 'i32')} : i32")
            pool["i32"].append(v)
        elif kind == "splat":
            w = self.fresh()
            self.emit(depth, f"{v} = tt.splat {self.pick(pool, 'i32')} : i32 -> tensor<128xi32, #blocked>")
            self.emit(depth, f"{w} = tt.addptr {self.pick(pool, 'tp')}, {v} : {TP}, tensor<128xi32, #blocked>")
            pool["tp"].append(w)
        elif kind == "reduce":
            a, b, s = self.fresh(), self.fresh(), self.fresh()
            x, y = (a, b) if r.random() < 0.7 else (b, a)
            self.emit(depth, f'{v} = "tt.reduce"(%t2) <{{axis = 1 : i32}}> ({{')
            self.emit(depth, f"^bb0({a}: f32, {b}: f32):")
            self.emit(depth + 1, f"{s} = arith.{r.choice(['addf', 'maxnumf'])} {x}, {y} : f32")
            self.emit(depth + 1, f"tt.reduce.return {s} : f32")
            self.emit(depth, f"}}) : (tensor<4x128xf32, #blocked1>) -> {SLICE}")
            pool["sf"].append(v)
        elif kind == "if":
            self.emit(depth, f"{v} = scf.if {self.pick(pool, 'i1')} -> (i32) {{")
            self.block(pool, depth + 1)
            self.emit(depth, "} else {")
            self.block(pool, depth + 1)
            self.emit(depth, "}")
            pool["i32"].append(v)
        else:  # for
            iv, acc = self.fresh(), self.fresh()
            self.emit(depth, f"{v} = scf.for {iv} = {self.pick(pool, 'i32')} to {self.pick(pool, 'i32')} "
                             f"step {self.pick(pool, 'i32')} iter_args({acc} = {self.pick(pool, 'i32')}) "
                             "-> (i32)  : i32 {")
            self.block(pool, depth + 1, extra=[iv, acc])
            self.emit(depth, "}")
            pool["i32"].append(v)

    def block(self, pool: dict, depth: int, extra=()) -> None:
        inner = {k: list(v) for k, v in pool.items()}
        inner["i32"] += extra
        for _ in range(self.r.randint(1, 5)):
            self.statement(inner, depth)
        self.emit(depth, f"scf.yield {self.r.choice(inner['i32'])} : i32")

    def module(self) -> str:
        pool = {"i32": ["%x", "%y", "%z"], "i1": ["%c"], "tp": ["%p", "%q"], "tf": ["%t"], "sf": [],
                "hist": []}
        for _ in range(self.r.randint(4, 14)):
            self.statement(pool, 0)
        results = [(self.r.choice(pool["i32"]), "i32") for _ in range(3)]
        for kind, ty in (("tf", TF), ("sf", SLICE)):
            if pool[kind]:
                results += [(self.r.choice(pool[kind][-3:]), ty) for _ in range(2)]
        self.emit(0, f"tt.return {', '.join(v for v, _ in results)} : {', '.join(t for _, t in results)}")
        signature = ", ".join(t for _, t in results)
        return (f"{BLOCKED}\n{SHARED}\n"
                "#blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], "
                "warpsPerCTA = [1, 4], order = [1, 0]}>\n"
                f"{GPU_MODULE} {{\n"
                "  tt.func private @side() {\n    tt.return\n  }\n"
                f"  tt.func @f(%x: i32, %y: i32, %z: i32, %c: i1, %p: {TP}, %q: {TP}, %t: {TF}, "
                f"%t2: tensor<4x128xf32, #blocked1>, %m: {MEMDESC}) -> ({signature}) {{\n"
                + "\n".join(self.lines) + "\n  }\n}\n")


SEEDS = range(300)


@needs_triton
@pytest.mark.parametrize("seed", SEEDS)
def test_generated_function_matches_triton(seed: int):
    text = FunctionGenerator(seed).module()
    assert pyopt_cse(text) == triton_run_passes(text, ["cse"])


# ---------------------------------------------------------------------------
# The corpus
# ---------------------------------------------------------------------------

CORPUS_FILES = sorted([*CORPUS.glob("*/*/ttir.mlir"), *CORPUS.glob("*/*/ttgir.mlir"),
                       *CORPUS.glob("*/*/*-remove-layout-conversions-*.after.mlir")])


def test_corpus_present():
    assert len(CORPUS_FILES) >= 1000


@needs_triton
@pytest.mark.parametrize("path", CORPUS_FILES, ids=lambda p: str(p.relative_to(CORPUS)))
def test_corpus_file_matches_triton(path: Path):
    text = path.read_text()
    assert pyopt_cse(text) == triton_run_passes(text, ["cse"])


# ---------------------------------------------------------------------------
# Without Triton
# ---------------------------------------------------------------------------


def test_pass_is_registered():
    assert lookup_pass("cse") is CSE


def test_unregistered_ops():
    """Unregistered ops (Triton's binding cannot parse them; expectations from
    MLIR's CSE.cpp, Dominance.cpp and SideEffectInterfaces.cpp)."""
    text = """
module {
  tt.func @f(%x: i32, %p: !tt.ptr<i32>) -> (i32, i32, i32, i32, i32) {
    %c1 = arith.constant 1 : i32
    %a = "foo.op"(%x) : (i32) -> i32
    %b = "foo.op"(%x) : (i32) -> i32
    %u = "foo.unused"(%x) : (i32) -> i32
    %l1 = tt.load %p : !tt.ptr<i32>
    "foo.barrier"() : () -> ()
    %l2 = tt.load %p : !tt.ptr<i32>
    %r = "foo.region"(%x) ({
    ^bb0(%y: i32):
      %c1b = arith.constant 1 : i32
      %k = arith.addi %y, %c1b : i32
      %k2 = arith.addi %y, %c1b : i32
      %k3 = arith.addi %k, %k2 : i32
      "foo.yield"(%k3) : (i32) -> ()
    }) : (i32) -> i32
    "foo.graph"() ({
      %g = arith.addi %a2, %a2 : i32
      %a1 = arith.addi %x, %x : i32
      %a2 = arith.addi %x, %x : i32
      "foo.use"(%g, %a1, %a2) : (i32, i32, i32) -> ()
    }) : () -> ()
    tt.return %a, %b, %r, %l1, %l2 : i32, i32, i32, i32, i32
  }
}
"""
    module = parse_source(text, "input.mlir")
    assert eliminate_common_subexpressions(module)
    # (pyopt's verifier rejects the use before its definition in the graph
    # region of "foo.graph", which MLIR's verifier allows, so none here.)
    assert print_op(module) == """module {
  tt.func @f(%arg0: i32, %arg1: !tt.ptr<i32>) -> (i32, i32, i32, i32, i32) {
    %0 = "foo.op"(%arg0) : (i32) -> i32
    %1 = "foo.op"(%arg0) : (i32) -> i32
    %2 = "foo.unused"(%arg0) : (i32) -> i32
    %3 = tt.load %arg1 : !tt.ptr<i32>
    "foo.barrier"() : () -> ()
    %4 = tt.load %arg1 : !tt.ptr<i32>
    %5 = "foo.region"(%arg0) ({
    ^bb0(%arg2: i32):
      %c1_i32 = arith.constant 1 : i32
      %6 = arith.addi %arg2, %c1_i32 : i32
      %7 = arith.addi %6, %6 : i32
      "foo.yield"(%7) : (i32) -> ()
    }) : (i32) -> i32
    "foo.graph"() ({
      %6 = arith.addi %8, %8 : i32
      %7 = arith.addi %arg0, %arg0 : i32
      %8 = arith.addi %arg0, %arg0 : i32
      "foo.use"(%6, %7, %7) : (i32, i32, i32) -> ()
    }) : () -> ()
    tt.return %0, %1, %5, %3, %4 : i32, i32, i32, i32, i32
  }
}
"""
    # Unregistered ops are not merged or erased (unknown effects); the load
    # after "foo.barrier" stays (unknown effects count as a write); the region
    # of "foo.region" starts from an empty table (its constant stays) and,
    # without SSA dominance, %k2's use in %k3 moves to %k (%k3 is not in the
    # table); in "foo.graph", %a2's use in %g stays (an op equal to %g is in
    # the table: %g itself), so %a2 stays too, and only "foo.use" moves to %a1.


def test_equivalence_commutes_only_at_the_top():
    """A commutative op's operands match in any order when the two ops are
    compared, but not inside ops with regions being compared."""
    module = parse_source("""
module {
  tt.func @g(%x: i32, %y: i32, %c: i1) -> (i32, i32, i32, i32) {
    %s = arith.addi %x, %y : i32
    %t = arith.addi %y, %x : i32
    %a = scf.if %c -> i32 {
      %s1 = arith.addi %x, %y : i32
      scf.yield %s1 : i32
    } else {
      scf.yield %x : i32
    }
    %b = scf.if %c -> i32 {
      %s2 = arith.addi %y, %x : i32
      scf.yield %s2 : i32
    } else {
      scf.yield %x : i32
    }
    tt.return %s, %t, %a, %b : i32, i32, i32, i32
  }
}""", "input.mlir")
    s, t, a, b = list(next(module.regions[0].blocks[0].ops).regions[0].blocks[0].ops)[:4]
    assert is_equivalent_to(s, t)
    assert not is_equivalent_to(a, b)
    assert is_equivalent_to(a, a)
