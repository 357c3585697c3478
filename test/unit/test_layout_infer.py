"""Layout inference and the layout cost helpers (pyopt/dialects/ttg/layout_infer.py, pyopt/dialects/tt/result_types.py,
pyopt/transforms/utility.py, pyopt/transforms/layout_utils.py,
pyopt/analysis/reduce_helper.py) against real Triton 3.6.0.

Triton's answers come from one child process per test (``_triton_batch``):

* ``build`` jobs create the op with Triton's own builders on the arguments
  of a function (``GluonOpBuilder.create_trans`` / ``create_reshape`` /
  ``create_join`` / ``create_expand_dims`` / ``create_reduce`` /
  ``create_fp4_to_fp`` / ``create_memdesc_trans``, ``ir.builder.create_split``),
  which run Triton's ``inferReturnTypes`` or inferring ``build``; the result
  type Triton prints must equal pyopt's.
* ``verify`` jobs parse a module, so that Triton's verifier runs the
  inference (``ReshapeOp::verify`` checks ``areLayoutsEquivalent``,
  ``Fp4ToFpOp::verify`` infers backwards, ``InferTypeOpInterface`` reports
  failures); the diagnostics must say what pyopt predicts.

A build that Triton could not do would abort the child (Triton's builders
assert): only cases where pyopt predicts success are built, the others are
verified.  The cost helpers have hand-derived cases, and ``minimal_cvt_layout``
is compared with ``GluonOpBuilder.is_convert_layout_trivial``.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from pyopt.ir import attrs as A
from pyopt.dialects.ttg import layout_infer as LI
from pyopt.dialects.tt import result_types as RT
from pyopt.transforms import utility as TU
from pyopt.transforms import layout_utils as LU
from pyopt.dialects.ttg import attrs as L
from pyopt.dialects.tt import ops as TT
from pyopt.ir import types as T
from pyopt.dialects.ttg.linear_layout import LinearLayout, LinearLayoutError
from pyopt.syntax.attrparser import AttrParser
from pyopt.syntax.parser import parse_source
from pyopt.ir.printer import render_standalone

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available  # noqa: E402

needs_triton = pytest.mark.skipif(not triton_available(), reason="triton 3.6.0 is not installed")

_PARSER = AttrParser()


def attr(text: str):
    return _PARSER.parse_attr(text)


def ty(text: str) -> T.Type:
    return _PARSER.parse_type(text)


def text(x) -> str:
    return render_standalone(x)


# ---------------------------------------------------------------------------
# The Triton side (a child process)
# ---------------------------------------------------------------------------
_CHILD = r'''
import json, os, sys, tempfile
sys.path.insert(0, sys.argv[1])
from tools.oracle import capture_native_stderr
from triton._C.libtriton import amd, gluon_ir, ir, nvidia

ctx = ir.context()
ir.load_dialects(ctx)
amd.load_dialects(ctx)
nvidia.load_dialects(ctx)
path = os.path.join(tempfile.mkdtemp(prefix="pyopt-layout-infer-"), "in.mlir")
out = []
for i, job in enumerate(json.load(sys.stdin)):
    print(f"job {i}: {job['op']} {job['args']}", file=sys.stderr, flush=True)
    with open(path, "w") as f:
        f.write(job["module"])
    with capture_native_stderr() as diag:
        try:
            mod = ir.parse_mlir_module(path, ctx)
            failed = False
        except Exception:
            failed = True
    if job["kind"] == "verify" or failed:
        out.append({"diag": diag.text if failed else ""})
        continue
    blk = mod.get_function("f").add_entry_block()
    args = [blk.arg(k) for k in range(len(job["args"]))]
    b = gluon_ir.GluonOpBuilder(ctx)
    b.set_insertion_point_to_end(blk)
    op, p = job["op"], job["params"]
    if op == "trans":
        vals = [b.create_trans(args[0], p["order"])]
    elif op == "memdesc_trans":
        vals = [b.create_memdesc_trans(args[0], p["order"])]
    elif op == "reshape":
        vals = [b.create_reshape(args[0], p["shape"], False)]
    elif op == "join":
        vals = [b.create_join(args[0], args[0])]
    elif op == "split":
        tb = ir.builder(ctx)
        tb.set_insertion_point_to_end(blk)
        vals = tb.create_split(args[0])
    elif op == "expand_dims":
        vals = [b.create_expand_dims(args[0], p["axis"])]
    elif op == "reduce":
        vals = [b.create_reduce([args[0]], p["axis"]).get_result(0)]
    elif op == "fp4_to_fp":
        vals = [b.create_fp4_to_fp(args[0], b.get_bf16_ty(), p["axis"])]
    else:
        raise ValueError(op)
    out.append({"types": [str(v.get_type()) for v in vals]})
json.dump(out, sys.stdout)
'''


def _counts(enc, shape) -> tuple[int, int, int]:
    """(warps, threads per warp, CTAs) of a distributed layout."""
    ll = L.to_linear_layout(enc, shape)
    return ll.get_in_dim_size("warp"), ll.get_in_dim_size("lane"), ll.get_in_dim_size("block")


def _module(arg_types, counts=(4, 32, 1), body: str = "") -> str:
    warps, lanes, ctas = counts
    head = (f'module attributes {{"ttg.num-ctas" = {ctas} : i32, "ttg.num-warps" = {warps} : i32, '
            f'"ttg.threads-per-warp" = {lanes} : i32}} {{\n')
    args = ", ".join(f"%a{i}: {text(t)}" for i, t in enumerate(arg_types))
    if not body:
        return head + f"  tt.func private @f({args})\n}}\n"
    return head + f"  tt.func @f({args}) {{\n    {body}\n    tt.return\n  }}\n}}\n"


def build_job(op: str, arg_types, counts, **params) -> dict:
    return {"kind": "build", "op": op, "args": [text(t) for t in arg_types], "params": params,
            "module": _module(arg_types, counts)}


def verify_job(arg_types, counts, body: str) -> dict:
    return {"kind": "verify", "op": "verify", "args": [text(t) for t in arg_types], "params": {},
            "module": _module(arg_types, counts, body)}


def _triton_batch(jobs: list[dict]) -> list[dict]:
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(ROOT)], input=json.dumps(jobs),
                          capture_output=True, text=True, timeout=900)
    if proc.returncode != 0:
        last = proc.stderr.strip().splitlines()[-5:]
        raise AssertionError("the Triton child process failed:\n" + "\n".join(last))
    return json.loads(proc.stdout)


def _check_builds(cases):
    """``cases``: (job, expected pyopt types); Triton's result types must
    equal them."""
    results = _triton_batch([job for job, _ in cases])
    mismatches = []
    for (job, expected), res in zip(cases, results):
        assert "types" in res, f"Triton rejected {job['args']}: {res.get('diag')}"
        got = [ty(s) for s in res["types"]]
        if got != expected:
            mismatches.append(f"{job['op']} {job['params']} of {job['args']}:\n  triton {res['types']}\n"
                              f"  pyopt  {[text(t) for t in expected]}")
    assert not mismatches, f"{len(mismatches)}/{len(cases)} differ:\n" + "\n".join(mismatches[:10])


def _check_verifies(cases):
    """``cases``: (job, substring or None); Triton's diagnostics must contain
    the substring (None: the module verifies)."""
    results = _triton_batch([job for job, _ in cases])
    bad = []
    for (job, expected), res in zip(cases, results):
        diag = res["diag"]
        if (expected is None and diag) or (expected is not None and expected not in diag):
            bad.append(f"expected {expected!r}, got {diag!r}\n{job['module']}")
    assert not bad, f"{len(bad)}/{len(cases)} differ:\n" + "\n".join(bad[:5])


# ---------------------------------------------------------------------------
# Random layouts
# ---------------------------------------------------------------------------
def _pw(rnd, lo, hi) -> int:
    return 1 << rnd.randint(lo, hi)


def _spread(rnd, total, rank) -> list[int]:
    xs = [1] * rank
    while total > 1:
        xs[rnd.randrange(rank)] *= 2
        total //= 2
    return xs


def _cga(rnd, rank):
    bases, nxt = [], [1] * rank
    for _ in range(rnd.choice([1, 2])):
        v = [0] * rank
        if rnd.random() < 0.8:
            d = rnd.randrange(rank)
            v[d] = nxt[d]
            nxt[d] *= 2
        bases.append(v)
    return L.CTALayout.from_bases(bases, rank)


def _blocked(rnd, rank, lanes=None, cga_rate=0.0):
    order = list(range(rank))
    rnd.shuffle(order)
    cta = _cga(rnd, rank) if rnd.random() < cga_rate else None
    return L.BlockedEncoding([_pw(rnd, 0, 2) for _ in range(rank)], _spread(rnd, lanes or rnd.choice([32, 64]), rank),
                             _spread(rnd, rnd.choice([1, 2, 4, 8]), rank), order, cta)


def _shape(rnd, rank, lo=0, hi=7) -> list[int]:
    """A power-of-two shape of at most 2^16 elements (Triton's limit is 2^20)."""
    while True:
        shape = [_pw(rnd, lo, hi) for _ in range(rank)]
        if sum(s.bit_length() - 1 for s in shape) <= 16:
            return shape


def _shuffled_linear(rnd, enc, shape):
    """A #ttg.linear made from ``enc``'s layout with its register and lane
    bases reordered."""
    ll = L.to_linear_layout(enc, shape)
    bases = []
    for d, vecs in ll.bases.items():
        vecs = list(vecs)
        if d in ("register", "lane"):
            rnd.shuffle(vecs)
        bases.append((d, vecs))
    return L.LinearEncoding(LinearLayout(bases, ll.get_out_dims()))


def random_distributed(rnd, n_blocked=60, n_mma=25, n_mfma=25):
    """(encoding, shape) pairs covering blocked (ranks 1-4, any order, some
    multi-CTA), slice (also nested), NVIDIA mma v2/v3, AMD mfma, dot operands
    of all three, and linear layouts."""
    out = []
    for _ in range(n_blocked):
        rank = rnd.randint(1, 4)
        b = _blocked(rnd, rank, cga_rate=0.15)
        out.append((b, _shape(rnd, rank)))
        if rank >= 2:
            s = L.SliceEncoding(rnd.randrange(rank), b)
            out.append((s, _shape(rnd, rank - 1)))
            if rank >= 3:
                out.append((L.SliceEncoding(rnd.randrange(rank - 1), s), _shape(rnd, rank - 2)))
            if rank <= 3 and b.cta_layout.is_default():
                out.append((L.DotOperandEncoding(rnd.randint(0, 1), b), _shape(rnd, rank)))
        shape = _shape(rnd, rank)
        out.append((_shuffled_linear(rnd, b, shape), shape))
    for _ in range(n_mma):
        if rnd.random() < 0.5:
            mma = L.NvidiaMmaEncoding(2, 0, _spread(rnd, rnd.choice([4, 8]), 2), None, [16, 8])
            dot = L.DotOperandEncoding(rnd.randint(0, 1), mma, rnd.choice([1, 2, 4, 8]))
        else:
            mma = L.NvidiaMmaEncoding(3, 0, rnd.choice([[4, 1], [8, 1], [4, 2]]), None,
                                      [16, rnd.choice([16, 32, 64, 128, 256]), 16])
            dot = L.DotOperandEncoding(0, mma, rnd.choice([1, 2, 4]))
        out.append((mma, _shape(rnd, 2, 4, 8)))
        out.append((L.SliceEncoding(rnd.randrange(2), mma), _shape(rnd, 1, 4, 8)))
        out.append((dot, _shape(rnd, 2, 4, 8)))
        shape = _shape(rnd, 2, 4, 8)
        out.append((_shuffled_linear(rnd, mma, shape), shape))
    for _ in range(n_mfma):
        rank = rnd.choice([2, 2, 3])
        mn = rnd.choice([(32, 32), (16, 16), (64, 4), (4, 64)])
        warps = _spread(rnd, rnd.choice([4, 8]), rank)
        tiles = [1] * rank if rnd.random() < 0.6 else [1] * (rank - 2) + [_pw(rnd, 0, 1), _pw(rnd, 0, 1)]
        mfma = L.AMDMfmaEncoding(rnd.choice([2, 3, 4]), warps, list(mn) + [8], mn == (64, 4) or rnd.random() < 0.5,
                                 None, tiles, rnd.choice([32, 64]) if mn[0] == mn[1] else 32)
        shape = [_pw(rnd, 0, 3) * 64 for _ in range(rank)]
        if rank == 3:
            shape[0] = _pw(rnd, 0, 2) * warps[0]
        out.append((mfma, shape))
        out.append((L.SliceEncoding(rnd.randrange(rank), mfma), _shape(rnd, rank - 1, 0, 8)))
        shape = [_pw(rnd, 0, 3) * 64 for _ in range(rank)]
        if rank == 3:
            shape[0] = _pw(rnd, 0, 2)
        out.append((L.DotOperandEncoding(rnd.randint(0, 1), mfma, rnd.choice([4, 8, 16])), shape))
    # as the parser builds them (it sizes mfma's default tilesPerWarp by instrShape)
    return [(attr(text(enc)), shape) for enc, shape in out]


def _product(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


def _random_shape_of(rnd, numel: int) -> list[int]:
    rank = rnd.randint(1, 4)
    return _spread(rnd, numel, rank)


def _tensor(shape, enc, element=T.f16) -> T.RankedTensorType:
    return T.RankedTensorType(shape, element, enc)


# ---------------------------------------------------------------------------
# tt.trans, tt.reshape, tt.join, tt.reduce, ttg.fp4_to_fp: built by Triton
# ---------------------------------------------------------------------------
@needs_triton
def test_view_op_result_types_match_triton():
    rnd = random.Random(11)
    cases = []
    for enc, shape in random_distributed(rnd):
        counts = _counts(enc, shape)
        src = _tensor(shape, enc)
        rank = len(shape)
        order = list(range(rank))
        rnd.shuffle(order)
        attrs = {"order": A.DenseArrayAttr(T.i32, order)}
        cases.append((build_job("trans", [src], counts, order=order),
                      RT.infer_result_types(TT.TransOp, [src], attrs)))
        dst_shape = _random_shape_of(rnd, src.num_elements())
        cases.append((build_job("reshape", [src], counts, shape=dst_shape),
                      RT.infer_result_types(TT.ReshapeOp, [src], {}, shape=dst_shape)))
        cases.append((build_job("join", [src], counts), RT.infer_result_types(TT.JoinOp, [src, src], {})))
        axis = rnd.randrange(rank)
        cases.append((build_job("reduce", [src], counts, axis=axis),
                      RT.infer_result_types(TT.ReduceOp, [src], {"axis": A.IntegerAttr(axis, T.i32)})))
        packed = _tensor(shape, enc, T.i8)
        cases.append((build_job("fp4_to_fp", [packed], counts, axis=axis),
                      [LI.fp4_to_fp_result_type(packed, T.bf16, axis)]))
    assert len(cases) > 1500
    _check_builds(cases)


@needs_triton
def test_reshape_legacy_blocked_cases_match_triton():
    """Blocked layouts whose reshape Triton keeps blocked (the legacy
    inference): sizes spread so that merged dims are filled minor first."""
    rnd = random.Random(12)
    cases = []
    for _ in range(300):
        rank = rnd.randint(1, 4)
        shape = _shape(rnd, rank, 1, 5)
        order = list(range(rank - 1, -1, -1)) if rnd.random() < 0.7 else rnd.sample(range(rank), rank)
        spt = [1] * rank
        spt[order[0]] = min(shape[order[0]], _pw(rnd, 0, 3))
        enc = L.BlockedEncoding.get(shape, spt, order, rnd.choice([1, 2, 4, 8]), 32, 1)
        src = _tensor(shape, enc)
        # split and merge neighbouring dims
        dst = []
        for s in shape:
            if s >= 4 and rnd.random() < 0.4:
                a = _pw(rnd, 1, s.bit_length() - 2)
                dst += [a, s // a]
            elif dst and rnd.random() < 0.3:
                dst[-1] *= s
            else:
                dst.append(s)
        expected = RT.reshape_result_type(src, dst)
        cases.append((build_job("reshape", [src], _counts(enc, shape), shape=dst), [expected]))
    kinds = {type(exp[0].encoding) for _, exp in cases}
    assert kinds == {L.BlockedEncoding, L.LinearEncoding}
    _check_builds(cases)


@needs_triton
def test_split_and_expand_dims_match_triton():
    rnd = random.Random(13)
    builds, verifies = [], []
    for enc, shape in random_distributed(rnd, 60, 20, 20):
        counts = _counts(enc, shape)
        # split: the last dim made 2 (not for rank 1: Triton cannot parse the rank-0 layouts it prints)
        if len(shape) > 1:
            split_shape = list(shape[:-1]) + [2]
            src = _tensor(split_shape, enc)
            if LI.infer_split_encoding(enc, split_shape) is None:
                dflt = L.get_default_blocked_encoding(split_shape[:-1], *counts)
                body = f"%0:2 = tt.split %a0 : {text(src)} -> {text(_tensor(split_shape[:-1], dflt))}"
                verifies.append((verify_job([src], counts, body), "requires at least 2 elements per thread"))
            else:
                builds.append((build_job("split", [src], counts), RT.infer_result_types(TT.SplitOp, [src], {})))
        # expand_dims: slices along the axis are expanded, anything else fails
        src = _tensor(shape, enc)
        axis = enc.dim if isinstance(enc, L.SliceEncoding) and rnd.random() < 0.8 else rnd.randint(0, len(shape))
        attrs = {"axis": A.IntegerAttr(axis, T.i32)}
        if LI.infer_expand_dims_encoding(enc, axis) is not None:
            builds.append((build_job("expand_dims", [src], counts, axis=axis),
                           RT.infer_result_types(TT.ExpandDimsOp, [src], attrs)))
        else:
            res_shape = list(shape)
            res_shape.insert(axis, 1)
            dflt = L.get_default_blocked_encoding(res_shape, *counts)
            body = (f"%0 = tt.expand_dims %a0 {{axis = {axis} : i32}} : {text(src)} -> "
                    f"{text(_tensor(res_shape, dflt))}")
            verifies.append((verify_job([src], counts, body), "'tt.expand_dims' op failed to infer returned types"))
    assert len(builds) > 100 and len(verifies) > 100
    _check_builds(builds)
    _check_verifies(verifies)


@needs_triton
def test_join_of_split_layouts_match_triton():
    """Join of a slice along the new dim gives the parent back when splitting
    the parent gives the slice (inferDefaultJoinOpEncoding's first branch),
    and split of a join is the join's operand layout."""
    rnd = random.Random(14)
    cases = []
    for _ in range(120):
        rank = rnd.randint(2, 4)
        b = _blocked(rnd, rank, 32)
        spt = list(b.size_per_thread)
        spt[-1] = 2
        tpw, wpc = list(b.threads_per_warp), list(b.warps_per_cta)
        tpw[-2] *= tpw[-1]
        wpc[-2] *= wpc[-1]
        tpw[-1] = wpc[-1] = 1
        parent = L.BlockedEncoding(spt, tpw, wpc, b.order) if rnd.random() < 0.5 else b
        shape = _shape(rnd, rank - 1)
        src = _tensor(shape, L.SliceEncoding(rank - 1, parent))
        counts = _counts(src.encoding, shape)
        cases.append((build_job("join", [src], counts), [RT.join_result_type(src)]))
        joined = RT.join_result_type(src)
        cases.append((build_job("split", [joined], counts), RT.infer_result_types(TT.SplitOp, [joined], {})))
    n_parent = sum(1 for (job, exp) in cases[::2] if isinstance(exp[0].encoding, L.BlockedEncoding))
    assert n_parent > 30  # the slice's parent came back
    _check_builds(cases)


@needs_triton
def test_fp4_to_fp_backward_inference_matches_triton():
    """``Fp4ToFpOp::verify`` infers the operand layout backwards from the
    result's and requires it to be equivalent to the operand's: pyopt's
    backward inference as the operand layout must verify; where pyopt says
    inference fails, Triton must say so."""
    rnd = random.Random(15)
    cases = []
    for enc, shape in random_distributed(rnd, 50, 20, 20):
        axis = rnd.randrange(len(shape))
        shape = list(shape)
        shape[axis] = max(shape[axis], 2)
        dst = _tensor(shape, enc, T.bf16)
        src_shape = list(shape)
        src_shape[axis] //= 2
        counts = _counts(enc, shape)
        src_enc = LI.infer_fp4_to_fp_encoding(shape, axis, enc, False)
        expected = None
        if src_enc is None:
            src_enc = L.get_default_blocked_encoding(src_shape, *counts)
            expected = "failed to infer encoding"
        src = _tensor(src_shape, src_enc, T.i8)
        body = f"%0 = ttg.fp4_to_fp %a0 {{axis = {axis} : i32}} : {text(src)} -> {text(dst)}"
        cases.append((verify_job([src], counts, body), expected))
    assert sum(1 for _, e in cases if e) > 10
    _check_verifies(cases)


@needs_triton
def test_layouts_equivalent_matches_triton():
    """``ReshapeOp::verify`` of a same-shape reshape checks
    ``areLayoutsEquivalent`` between the operand and result layouts."""
    rnd = random.Random(16)
    cases = []
    layouts = random_distributed(rnd, 40, 15, 15)
    for enc, shape in layouts:
        counts = _counts(enc, shape)
        others = [L.LinearEncoding(L.to_linear_layout(enc, shape)), _shuffled_linear(rnd, enc, shape)]
        if isinstance(enc, L.BlockedEncoding):
            order = list(enc.order)
            rnd.shuffle(order)
            others.append(L.BlockedEncoding(enc.size_per_thread, enc.threads_per_warp, enc.warps_per_cta, order,
                                            enc.cta_layout))
        for other in others:
            if _counts(other, shape) != counts:
                continue
            same = LI.layouts_equivalent(shape, enc, other)
            body = f"%0 = tt.reshape %a0 : {text(_tensor(shape, enc))} -> {text(_tensor(shape, other))}"
            cases.append((verify_job([_tensor(shape, enc)], counts, body), None if same else "Expected result encoding"))
    assert sum(1 for _, e in cases if e) > 20 and sum(1 for _, e in cases if not e) > 20
    _check_verifies(cases)


# ---------------------------------------------------------------------------
# Shared layouts: ttg.memdesc_trans
# ---------------------------------------------------------------------------
def _random_shared(rnd):
    out = []
    for _ in range(25):
        rank = rnd.choice([2, 2, 3])
        order = rnd.sample(range(rank), rank)
        cta = _cga(rnd, rank) if rnd.random() < 0.2 else None
        out.append((L.SwizzledSharedEncoding(_pw(rnd, 0, 3), _pw(rnd, 0, 2), _pw(rnd, 0, 3), order, cta),
                    _shape(rnd, rank, 3, 7)))
        out.append((L.AMDRotatingSharedEncoding(_pw(rnd, 0, 3), _pw(rnd, 0, 2), _pw(rnd, 0, 3), order),
                    _shape(rnd, rank, 3, 7)))
        swz = rnd.choice([0, 32, 64, 128])
        out.append((L.NVMMASharedEncoding(swz, rnd.random() < 0.5, rnd.choice([8, 16, 32])), _shape(rnd, 2, 4, 7)))
        shape = _shape(rnd, rank, 2, 6)
        ll = L.SwizzledSharedEncoding(1, 1, 1, order).to_linear_layout(shape)
        out.append((L.PaddedSharedEncoding([_pw(rnd, 2, 6)], [_pw(rnd, 0, 3)], ll), shape))
        out.append((L.SharedLinearEncoding(L.SwizzledSharedEncoding(2, 2, 4, order).to_linear_layout(shape),
                                           _pw(rnd, 4, 7)), shape))
    return out


@needs_triton
def test_memdesc_trans_encodings_match_triton():
    rnd = random.Random(17)
    cases = []
    for enc, shape in _random_shared(rnd):
        rank = len(shape)
        order = [1, 0] if isinstance(enc, L.NVMMASharedEncoding) else rnd.sample(range(rank), rank)
        ctas = enc.cta_layout.num_ctas
        src = T.MemDescType(shape, T.f16, enc, L.SharedMemorySpace(), True)
        job = build_job("memdesc_trans", [src], (4, 32, ctas), order=order)
        cases.append((job, LI.infer_trans_encoding(enc, shape, order)))
    results = _triton_batch([job for job, _ in cases])
    bad = []
    for (job, expected), res in zip(cases, results):
        assert "types" in res, res
        got = ty(res["types"][0]).encoding
        if got != expected:
            bad.append(f"{job['args']} {job['params']}:\n  triton {res['types'][0]}\n  pyopt  {text(expected)}")
    assert not bad, "\n".join(bad[:10])


# ---------------------------------------------------------------------------
# minimal_cvt_layout against GluonOpBuilder.is_convert_layout_trivial and
# Triton's LinearLayout.invert_and_compose
# ---------------------------------------------------------------------------
_CVT_CHILD = r'''
import json, os, sys, tempfile
from triton._C.libtriton import amd, gluon_ir, ir, linear_layout, nvidia
ctx = ir.context()
ir.load_dialects(ctx)
amd.load_dialects(ctx)
nvidia.load_dialects(ctx)
path = os.path.join(tempfile.mkdtemp(prefix="pyopt-layout-infer-"), "in.mlir")
out = []
for job in json.load(sys.stdin):
    with open(path, "w") as f:
        f.write(job["module"])
    mod = ir.parse_mlir_module(path, ctx)
    blk = mod.get_function("f").add_entry_block()
    b = gluon_ir.GluonOpBuilder(ctx)
    src, dst = (linear_layout.LinearLayout.from_bases(bases, [d for d, _ in outs], [n for _, n in outs])
                for bases, outs in (job["src"], job["dst"]))
    comp = dst.invert_and_compose(src)
    out.append({"trivial": b.is_convert_layout_trivial(blk.arg(1).get_type(), blk.arg(0)),
                "comp": [comp.bases, comp.out_dims]})
json.dump(out, sys.stdout)
'''


def _ll_json(ll: LinearLayout):
    return [[[d, [list(v) for v in vecs]] for d, vecs in ll.bases.items()], [list(o) for o in ll.get_out_dims()]]


@needs_triton
def test_minimal_cvt_layout_matches_triton():
    """Triton's ``isConvertLayoutTrivial`` is true when ``minimalCvtLayout``
    has no input dims or only ``register``; the layout it quotients,
    ``dst.invertAndCompose(src)``, equals Triton's."""
    rnd = random.Random(18)
    pairs = []
    layouts = [(enc, shape, _counts(enc, shape)) for enc, shape in random_distributed(rnd, 60, 20, 20)]
    for enc, shape, counts in layouts:
        cands = [other for other, s, c in layouts if len(s) == len(shape) and c == counts]
        for other in rnd.sample(cands, min(2, len(cands))) + [_shuffled_linear(rnd, enc, shape)]:
            pairs.append((_tensor(shape, enc), _tensor(shape, other), counts))
    jobs = [{"module": _module([a, b], counts), "src": _ll_json(L.to_linear_layout(a.encoding, a.shape)),
             "dst": _ll_json(L.to_linear_layout(b.encoding, b.shape))} for a, b, counts in pairs]
    proc = subprocess.run([sys.executable, "-c", _CVT_CHILD], input=json.dumps(jobs),
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stderr[-2000:]
    bad = []
    n_trivial = 0
    for (a, b, _), res in zip(pairs, json.loads(proc.stdout)):
        src_ll, dst_ll = L.to_linear_layout(a.encoding, a.shape), L.to_linear_layout(b.encoding, b.shape)
        comp = dst_ll.invert_and_compose(src_ll)
        if _ll_json(comp) != [[list(x) for x in res["comp"][0]], [list(o) for o in res["comp"][1]]]:
            bad.append(f"{text(a)} -> {text(b)}: invert_and_compose {comp} vs {res['comp']}")
        dims = LU.minimal_cvt_layout(a, b).in_dim_names
        n_trivial += res["trivial"]
        if (dims in ([], ["register"])) != res["trivial"]:
            bad.append(f"{text(a)} -> {text(b)}: triton trivial={res['trivial']}, pyopt in dims {dims}")
    assert len(pairs) > 300 and n_trivial > 30
    assert not bad, "\n".join(bad[:10])


# ---------------------------------------------------------------------------
# Hand-derived cases
# ---------------------------------------------------------------------------
B2 = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>"


def test_trans_permutes_blocked_fields():
    b = attr("#ttg.blocked<{sizePerThread = [1, 2, 4], threadsPerWarp = [1, 4, 8], warpsPerCTA = [2, 2, 1],"
             " order = [2, 0, 1]}>")
    got = LI.infer_trans_encoding(b, [2, 8, 32], [2, 0, 1])
    # fields follow the dims; order[i] is where dim order[i] went: inverse([2,0,1]) = [1,2,0]
    assert got == attr("#ttg.blocked<{sizePerThread = [4, 1, 2], threadsPerWarp = [8, 1, 4], "
                       "warpsPerCTA = [1, 2, 2], order = [0, 1, 2]}>")
    assert LI.infer_trans_encoding(b, [2, 8, 32], [0, 1, 2]) is b
    assert LI.infer_trans_encoding(b, [8, 32], [1, 0]) is None  # rank mismatch


def test_trans_of_mma_is_linear():
    mma = attr("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>")
    got = LI.infer_trans_encoding(mma, [32, 16], [1, 0])
    assert isinstance(got, L.LinearEncoding)
    back = LI.infer_trans_encoding(got, [16, 32], [1, 0])
    assert LI.layouts_equivalent([32, 16], back, mma)


def test_reshape_legacy_and_linear():
    b = attr(B2)
    # [16, 64] -> [16, 8, 8]: dim 1 splits, 4 elements per thread stay in the minor dim
    got = LI.infer_reshape_encoding([16, 64], b, [16, 8, 8])
    assert got == attr("#ttg.blocked<{sizePerThread = [1, 1, 4], threadsPerWarp = [4, 4, 2], "
                       "warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>")
    # symmetric, as inferSrcEncoding relies on
    assert LI.infer_reshape_encoding([16, 8, 8], got, [16, 64]) == b
    # column-major merge of a row-major layout: no blocked answer, a linear one
    lin = LI.infer_reshape_encoding([16, 64], attr(B2.replace("order = [1, 0]", "order = [0, 1]")), [1024])
    assert isinstance(lin, L.LinearEncoding)
    assert LI.infer_reshape_encoding([16, 64], b, [1000]) is None
    assert LI.get_reshape_decomposition([16, 64], [16, 8, 8]) == [([0], [0]), ([1], [1, 2])]
    assert LI.get_reshape_decomposition([4, 1, 8], [32]) == [([0, 1, 2], [0])]


def test_join_split_roundtrip_blocked():
    b = attr(B2)
    joined = LI.infer_default_join_encoding(b, [16, 64])
    assert joined == attr("#ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], "
                          "warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>")
    assert LI.infer_split_encoding(joined, [16, 64, 2]) == b
    # a layout with one element per thread along the last dim cannot be split
    assert LI.infer_split_encoding(attr("#ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], "
                                        "warpsPerCTA = [4, 1], order = [1, 0]}>"), [64, 2]) is None


def test_fp4_to_fp_inference():
    b = attr(B2)
    assert LI.infer_fp4_to_fp_encoding([16, 64], 1, b, True) == attr(B2.replace("[1, 4]", "[1, 8]"))
    assert LI.infer_fp4_to_fp_encoding([16, 64], 1, b, False) == attr(B2.replace("[1, 4]", "[1, 2]"))
    assert LI.infer_fp4_to_fp_encoding([16, 64], 0, b, False) is None  # order[0] != 0: linear path, no register
    dot = L.DotOperandEncoding(0, attr("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], "
                                       "instrShape = [16, 8]}>"), 4)
    assert LI.infer_fp4_to_fp_encoding([64, 64], 1, dot, True).k_width == 8


def test_result_type_errors():
    src = ty(f"tensor<16x64xf16, {B2}>")
    with pytest.raises(LI.LayoutInferenceError):
        RT.infer_result_types(TT.SplitOp, [src], {})
    with pytest.raises(LI.LayoutInferenceError):
        RT.infer_result_types(TT.ExpandDimsOp, [src], {"axis": A.IntegerAttr(0, T.i32)})
    b1d = "#ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>"
    scalar = RT.infer_result_types(TT.ReduceOp, [ty(f"tensor<64xf32, {b1d}>")],
                                   {"axis": A.IntegerAttr(0, T.i32)})
    assert scalar == [T.f32]
    assert RT.infer_result_types(TT.JoinOp, [ty("tensor<8xf16>")] * 2, {}) == [ty("tensor<8x2xf16>")]


# -- the Utility.cpp helpers on parsed IR ------------------------------------------------
def _ops(body: str, args: str = "", warps: int = 4) -> dict:
    src = (f"#b = {B2}\n"
           "#b1 = #ttg.blocked<{sizePerThread = [1, 4, 2], threadsPerWarp = [4, 8, 1], warpsPerCTA = [4, 1, 1], "
           "order = [2, 1, 0]}>\n"
           "#b2 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n"
           "#b3 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>\n"
           "#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>\n"
           f'module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, '
           '"ttg.threads-per-warp" = 32 : i32} {\n'
           f"  tt.func @f({args}) {{\n{body}\n    tt.return\n  }}\n}}\n")
    module = parse_source(src)
    return {op.results[0].name_hint if op.results and op.results[0].name_hint else op.name: op
            for op in module.walk() if op.parent_op is not None and op.parent_op.name == "tt.func"}


def test_infer_src_dst_dispatch():
    ops = _ops("""
    %x = arith.addf %a, %a : tensor<16x64xf32, #b>
    %t = tt.trans %a {order = array<i32: 1, 0>} : tensor<16x64xf32, #b> -> tensor<64x16xf32, #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 4], warpsPerCTA = [1, 4], order = [0, 1]}>>
    %j = tt.join %a, %a : tensor<16x64xf32, #b> -> tensor<16x64x2xf32, #b1>
    %r = tt.reshape %a : tensor<16x64xf32, #b> -> tensor<1024xf32, #ttg.linear<{register = [[1], [2], [32]], lane = [[4], [8], [16], [64], [128]], warp = [[256], [512]], block = []}>>
    %rr = tt.reshape %a allow_reorder : tensor<16x64xf32, #b> -> tensor<1024xf32, #b2>
    %e = tt.expand_dims %s {axis = 0 : i32} : tensor<64xf32, #ttg.slice<{dim = 0, parent = #b}>> -> tensor<1x64xf32, #b>
    %c = ttg.convert_layout %a : tensor<16x64xf32, #b> -> tensor<16x64xf32, #mma>""",
               "%a: tensor<16x64xf32, #b>, %s: tensor<64xf32, #ttg.slice<{dim = 0, parent = #b}>>")
    b, mma = attr(B2), ops["c"].results[0].type.encoding
    assert TU.infer_dst_encoding(ops["x"], mma) is mma and TU.infer_src_encoding(ops["x"], mma) is mma
    t_enc = ops["t"].results[0].type.encoding
    assert TU.infer_dst_encoding(ops["t"], b) == t_enc and TU.infer_src_encoding(ops["t"], t_enc) == b
    j_enc = ops["j"].results[0].type.encoding
    assert TU.infer_dst_encoding(ops["j"], b) == j_enc and TU.infer_src_encoding(ops["j"], j_enc) == b
    r_enc = ops["r"].results[0].type.encoding
    assert TU.infer_dst_encoding(ops["r"], b) == r_enc
    assert LI.layouts_equivalent([16, 64], TU.infer_src_encoding(ops["r"], r_enc), b)
    assert TU.infer_dst_encoding(ops["rr"], b) is None and TU.infer_src_encoding(ops["rr"], b) is None
    s_enc = L.SliceEncoding(0, b)
    assert TU.infer_dst_encoding(ops["e"], s_enc) == b and TU.infer_src_encoding(ops["e"], b) == s_enc
    assert TU.infer_dst_encoding(ops["e"], b) is None
    assert TU.infer_dst_encoding(ops["c"], b) is None and TU.infer_src_encoding(ops["c"], b) is None
    assert [LU.is_view(ops[k]) for k in ("x", "t", "j", "r", "e", "c")] == [False, True, True, True, True, False]
    assert LU.is_noop(ops["t"]) and LU.is_noop(ops["r"]) and not LU.is_noop(ops["x"])
    assert not LU.is_noop(ops["c"])


def test_scan_reduce_and_region_ops():
    ops = _ops("""
    %sc = "tt.scan"(%a) <{axis = 1 : i32, reverse = false}> ({
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      tt.scan.return %z : f32
    }) : (tensor<16x64xf32, #b>) -> tensor<16x64xf32, #b>
    %rd = "tt.reduce"(%a) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %z = arith.maxnumf %x, %y : f32
      tt.reduce.return %z : f32
    }) : (tensor<16x64xf32, #b>) -> tensor<16xf32, #ttg.slice<{dim = 1, parent = #b}>>""",
               "%a: tensor<16x64xf32, #b>")
    b = attr(B2)
    mma = attr("#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 8]}>")
    assert TU.infer_dst_encoding(ops["sc"], b) is b and TU.infer_dst_encoding(ops["sc"], mma) is None
    assert TU.infer_src_encoding(ops["sc"], mma) is None
    assert TU.infer_dst_encoding(ops["rd"], b) == L.SliceEncoding(1, b)
    assert TU.infer_src_encoding(ops["rd"], L.SliceEncoding(1, b)) == b
    assert TU.infer_src_encoding(ops["rd"], L.SliceEncoding(0, b)) is None


def test_loads_and_remat_costs():
    ops = _ops("""
    %big = tt.load %p : tensor<16x64x!tt.ptr<f32>, #b>
    %small = tt.load %q : tensor<64x!tt.ptr<f32>, #b2>
    %one = tt.load %o : tensor<1x!tt.ptr<f32>, #b2>
    %sc = tt.load %z : !tt.ptr<f32>
    %k = tt.cat %v, %v : tensor<64xf32, #b3> -> tensor<128xf32, #b3>
    %cst = arith.constant dense<0.0> : tensor<16x64xf32, #b>
    %cv = ttg.convert_layout %cst : tensor<16x64xf32, #b> -> tensor<16x64xf32, #mma>""",
               "%p: tensor<16x64x!tt.ptr<f32>, #b>, %q: tensor<64x!tt.ptr<f32>, #b2>, "
               "%o: tensor<1x!tt.ptr<f32>, #b2>, %z: !tt.ptr<f32>, %v: tensor<64xf32, #b3>")
    b = attr(B2)
    # 1024 elements >= 4 warps * 32 threads: expensive; 64 < 128: cheap; one element, scalar: cheap
    assert [LU.is_expensive_load_or_store(ops[k]) for k in ("big", "small", "one", "sc")] == [True, False, False, False]
    assert LU.is_expensive_to_remat(None, b)
    assert LU.is_expensive_to_remat(ops["big"], b) and not LU.is_expensive_to_remat(ops["small"], b)
    assert not LU.is_expensive_to_remat(ops["cst"], b)
    # the cat result (#b3: 4 per thread, 128 elements) holds 4 elements per thread
    cat_type = ops["k"].results[0].type
    assert LI.get_total_elems_per_thread(cat_type) == 4 and LI.get_total_elems_per_thread(T.f32) == 1
    one_each = attr("#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>")
    eight = attr("#ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>")
    assert LI.is_expensive_cat(ops["k"], one_each) and LU.is_expensive_to_remat(ops["k"], one_each)
    assert not LI.is_expensive_cat(ops["k"], eight) and not LI.is_expensive_cat(ops["k"], cat_type.encoding)
    assert LU.can_fold_into_conversion(ops["k"], eight) and not LU.can_fold_into_conversion(ops["k"], one_each)
    assert LU.can_fold_into_conversion(ops["cst"], one_each)
    mma = ops["cv"].results[0].type.encoding
    # a conversion folds unless its target is an mma layout other than its source's
    assert LU.can_fold_into_conversion(ops["cv"], b)
    assert not LU.can_fold_into_conversion(ops["cv"], mma)
    assert not LU.can_fold_into_conversion(ops["big"], b)


def test_split_edge_cases():
    # rank 1 -> rank 0: what Triton's builder prints (its parser rejects rank-0 linear layouts)
    got = LI.infer_split_encoding(attr("#ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [8], "
                                       "order = [0]}>"), [2])
    assert text(got) == ("#ttg.linear<{register = [[]], lane = [[], [], [], [], [], []], warp = [[], [], []], "
                         "block = []}>")
    # a blocked split with several CTAs: Triton aborts (LinearLayout::unsqueezeOut keeps the block bases whole)
    multi = attr("#ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], "
                 "order = [1, 0], CGALayout = [[1, 0]]}>")
    with pytest.raises(LinearLayoutError):
        LI.infer_split_encoding(multi, [256, 2])


# -- ReduceOpHelper ----------------------------------------------------------------------
def _reduce(enc: str, shape: str, axis: int, combiner: str = "arith.maxnumf", elem: str = "f32"):
    out_shape = "x".join(s for i, s in enumerate(shape.split("x")) if i != axis)
    out = f"tensor<{out_shape}x{elem}, #ttg.slice<{{dim = {axis}, parent = {enc}}}>>" if out_shape else elem
    src = (f'module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", '
           f'"ttg.threads-per-warp" = 32 : i32}} {{\n'
           f"  tt.func @f(%a: tensor<{shape}x{elem}, {enc}>) -> {out} {{\n"
           f'    %r = "tt.reduce"(%a) <{{axis = {axis} : i32}}> ({{\n'
           f"    ^bb0(%x: {elem}, %y: {elem}):\n"
           f"      %z = {combiner} %x, %y : {elem}\n"
           f"      tt.reduce.return %z : {elem}\n"
           f"    }}) : (tensor<{shape}x{elem}, {enc}>) -> {out}\n"
           f"    tt.return %r : {out}\n  }}\n}}\n")
    module = parse_source(src)
    return src, next(op for op in module.walk() if op.name == "tt.reduce")


def test_reduce_helper_hand_cases():
    from pyopt.analysis.reduce_helper import ReduceOpHelper

    enc = "#ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [2, 2], order = [1, 0]}>"
    h = ReduceOpHelper(_reduce(enc, "16x128", 1)[1])
    assert (h.get_intra_warp_size_with_unique_data(), h.get_inter_warp_size_with_unique_data()) == (8, 2)
    h = ReduceOpHelper(_reduce(enc, "16x128", 0)[1])
    assert (h.get_intra_warp_size_with_unique_data(), h.get_inter_warp_size_with_unique_data()) == (4, 2)
    # 4 rows: the 2 warps along dim 0 and the upper 2 of the 4 lanes hold copies
    h = ReduceOpHelper(_reduce(enc, "2x128", 0)[1])
    assert (h.get_intra_warp_size_with_unique_data(), h.get_inter_warp_size_with_unique_data()) == (2, 1)
    # associativity: float add/mul over more than 2 elements is not associative
    assert ReduceOpHelper(_reduce(enc, "16x128", 1)[1]).is_associative()
    assert not ReduceOpHelper(_reduce(enc, "16x128", 1, "arith.addf")[1]).is_associative()
    assert not ReduceOpHelper(_reduce(enc, "16x128", 1, "arith.mulf", "bf16")[1]).is_associative()
    assert ReduceOpHelper(_reduce(enc, "16x2", 1, "arith.addf")[1]).is_associative()
    assert ReduceOpHelper(_reduce(enc, "16x128", 1, "arith.addi", "i32")[1]).is_associative()
    assert not ReduceOpHelper(_reduce(enc, "16x128", 1, "arith.addf", "f64")[1]).is_associative()


@needs_triton
def test_reduce_inter_warp_size_matches_triton_scratch():
    """Triton sizes a reduction's shared-memory scratch as the source shape
    with the reduced dim replaced by ``getInterWarpSizeWithUniqueData`` (none
    when that is 1): allocate-shared-memory's ``ttg.shared`` shows it."""
    from pyopt.analysis.reduce_helper import ReduceOpHelper

    rnd = random.Random(19)
    cases = []
    for _ in range(150):
        rank = rnd.randint(1, 3)
        b = L.BlockedEncoding([_pw(rnd, 0, 2) for _ in range(rank)], _spread(rnd, 32, rank),
                              _spread(rnd, 4, rank), rnd.sample(range(rank), rank))
        shape = _shape(rnd, rank, 0, 7)
        axis = rnd.randrange(rank)
        src, op = _reduce(text(b), "x".join(map(str, shape)), axis)
        inter = ReduceOpHelper(op).get_inter_warp_size_with_unique_data()
        scratch = [inter if i == axis else s for i, s in enumerate(shape)]
        cases.append((src, 0 if inter == 1 else 4 * _product(scratch)))
    child = r'''
import json, os, sys, tempfile
from triton._C.libtriton import ir, passes
ctx = ir.context()
ir.load_dialects(ctx)
path = os.path.join(tempfile.mkdtemp(prefix="pyopt-layout-infer-"), "in.mlir")
out = []
for module in json.load(sys.stdin):
    with open(path, "w") as f:
        f.write(module)
    mod = ir.parse_mlir_module(path, ctx)
    pm = ir.pass_manager(ctx)
    passes.ttgpuir.add_allocate_shared_memory(pm)
    pm.run(mod, "reduce-scratch")
    out.append(mod.get_int_attr("ttg.shared"))
json.dump(out, sys.stdout)
'''
    proc = subprocess.run([sys.executable, "-c", child], input=json.dumps([s for s, _ in cases]),
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stderr[-2000:]
    got = json.loads(proc.stdout)
    assert got == [n for _, n in cases]
    assert sum(1 for _, n in cases if n) > 25


def test_dispatch_of_other_ops():
    ops = _ops("""
    %g = tt.gather %a[%i] {axis = 1 : i32} : (tensor<16x64xf32, #b>, tensor<16x64xi32, #b>) -> tensor<16x64xf32, #b>
    %f = ttg.fp4_to_fp %p {axis = 1 : i32} : tensor<16x32xi8, #b> -> tensor<16x64xbf16, #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %u4 = amdg.scaled_upcast_fp4 %p scale %s {axis = 1 : i32} : tensor<16x32xi8, #b>, tensor<16x64xbf16, #b> -> tensor<16x64xbf16, #b>
    %u8 = amdg.scaled_upcast_fp8 %e scale %s : tensor<16x64xf8E4M3FN, #b>, tensor<16x64xbf16, #b> -> tensor<16x64xbf16, #b>
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %lp = scf.for %k = %c0 to %c1 step %c1 iter_args(%acc = %a) -> (tensor<16x64xf32, #b>)  : i32 {
      scf.yield %acc : tensor<16x64xf32, #b>
    }""", "%a: tensor<16x64xf32, #b>, %i: tensor<16x64xi32, #b>, %p: tensor<16x32xi8, #b>, "
          "%s: tensor<16x64xbf16, #b>, %e: tensor<16x64xf8E4M3FN, #b>")
    b = attr(B2)
    wide = attr(B2.replace("[1, 4]", "[1, 8]"))
    assert TU.infer_src_encoding(ops["g"], b) is b and TU.infer_dst_encoding(ops["g"], b) is b
    assert TU.infer_dst_encoding(ops["f"], b) == wide and TU.infer_src_encoding(ops["f"], wide) == b
    # UpcastFpOpInterface ops: no generic inference; their own per operand
    for name in ("u4", "u8"):
        assert TU.infer_src_encoding(ops[name], b) is None and TU.infer_dst_encoding(ops[name], b) is None
        assert LI.upcast_infer_src_encoding(ops[name], 1, b) is b and LI.upcast_infer_dst_encoding(ops[name], 1, b) is b
    assert LI.upcast_infer_dst_encoding(ops["u4"], 0, b) == wide
    # backwards with the input's shape [16, 32], as Triton does
    assert LI.upcast_infer_src_encoding(ops["u4"], 0, wide) == b
    assert LI.upcast_infer_src_encoding(ops["u8"], 0, b) is b
    # scf.for passes its encoding forwards only; scf.yield both ways
    loop = ops["lp"]
    assert TU.infer_dst_encoding(loop, b) is b and TU.infer_src_encoding(loop, b) is None
    yld = loop.regions[0].blocks[0].last
    assert TU.infer_dst_encoding(yld, b) is b and TU.infer_src_encoding(yld, b) is b
    assert LU.is_expensive_to_remat(loop, b) and LU.is_expensive_to_remat(yld, b)
    assert not LU.can_fold_into_conversion(ops["g"], b)


def test_can_fold_reshape_into_conversion():
    ops = _ops("""
    %rr = tt.reshape %a allow_reorder : tensor<16x64xf32, #b> -> tensor<1024xf32, #b2>
    %re = tt.reshape %a allow_reorder efficient_layout : tensor<16x64xf32, #b> -> tensor<1024xf32, #b2>
    %r = tt.reshape %a : tensor<16x64xf32, #b> -> tensor<1024xf32, #ttg.linear<{register = [[1], [2], [32]], lane = [[4], [8], [16], [64], [128]], warp = [[256], [512]], block = []}>>""",
               "%a: tensor<16x64xf32, #b>")
    eight = attr("#ttg.blocked<{sizePerThread = [8], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>")
    # #b and #b2 both hold 8 elements per thread, neither broadcasts
    assert not LI.is_expensive_view(ops["rr"].operand(0).type, ops["rr"].results[0].type)
    assert LU.can_fold_into_conversion(ops["rr"], eight)
    assert not LU.can_fold_into_conversion(ops["re"], eight)  # efficient_layout
    assert not LU.can_fold_into_conversion(ops["r"], eight)  # no allow_reorder
    # broadcasting differently (the warps hold copies) is expensive
    src = ty(f"tensor<16x64xf32, {B2}>")
    bcast = ty("tensor<1024xf32, #ttg.blocked<{sizePerThread = [32], threadsPerWarp = [32], warpsPerCTA = [4], "
               "order = [0]}>>")
    assert LI.is_expensive_view(src, bcast)
