"""``get_layout_str`` (pyopt/dialects/ttg/layout_str.py): Triton 3.6.0's ``getLayoutStr``.

* a differential test against real Triton (``tools.oracle.triton_layout_strs``, which calls
  libtriton's ``getLayoutStr`` through ctypes) over several hundred seeded random layouts of
  every distributed and shared kind, both views; Triton runs in a child process, so that a
  layout Triton aborts on fails the test instead of killing it;
* the layouts and tensor types of Triton's unittest/Dialect/TritonGPU/DumpLayoutTest.cpp,
  compared with the oracle;
* layouts Triton 3.6.0 refuses (asserts / report_fatal_error): pyopt raises
  :class:`LinearLayoutError` with a message;
* a few small hand-checked expectations that need no Triton.
"""

from __future__ import annotations

import functools
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from pyopt.dialects.ttg.attrs import AMDWmmaEncoding, DistributedEncoding, SliceEncoding, to_linear_layout
from pyopt.dialects.ttg.layout_str import get_layout_str
from pyopt.dialects.ttg.linear_layout import LinearLayoutError
from pyopt.syntax.attrparser import AttrParser

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tools.oracle import triton_available  # noqa: E402

HAVE_TRITON = triton_available()
needs_triton = pytest.mark.skipif(not HAVE_TRITON, reason="triton is not installed: the expected "
                                  "strings come from Triton's getLayoutStr")


def tensor_type(text: str):
    return AttrParser().parse_type(text)


def pyopt_str(text: str, hw: bool) -> str:
    return get_layout_str(tensor_type(text), hw)


# The child process: reads {"types": [...]} on stdin, prints {"elem": [...], "hw": [...]}.
_CHILD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
from tools.oracle import triton_layout_strs
types = json.load(sys.stdin)["types"]
json.dump({"elem": triton_layout_strs(types, False), "hw": triton_layout_strs(types, True)}, sys.stdout)
"""


def oracle_strs(types: list[str]) -> tuple[list[str], list[str]]:
    """Triton's element-view and hardware-view strings of each type, from one child process."""
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(ROOT)], input=json.dumps({"types": types}),
                          capture_output=True, text=True, timeout=600)
    if proc.returncode != 0:
        raise AssertionError(f"Triton's getLayoutStr failed (rc {proc.returncode}) on one of {len(types)} "
                             f"types: {proc.stderr[-2000:]}")
    out = json.loads(proc.stdout)
    return out["elem"], out["hw"]


# =============================================================================
# Random layouts
# =============================================================================
def _ints(xs) -> str:
    return "[" + ", ".join(str(x) for x in xs) + "]"


def _bases(vecs) -> str:
    return "[" + ", ".join(_ints(v) for v in vecs) + "]"


def _unit(rank: int, dim: int, value: int = 1) -> list[int]:
    v = [0] * rank
    v[dim] = value
    return v


def _spread(rng: random.Random, total_log2: int, rank: int) -> list[int]:
    """A random power-of-two split of 2**total_log2 over ``rank`` dims."""
    out = [1] * rank
    for _ in range(total_log2):
        out[rng.randrange(rank)] *= 2
    return out


def _perm(rng: random.Random, rank: int) -> list[int]:
    p = list(range(rank))
    rng.shuffle(p)
    return p


def _cga_bases(rng: random.Random, rank: int, max_log2: int = 2) -> list[list[int]]:
    """Block bases of a CTA layout (``fromSplitParams``-like: per dim in a random order, its split
    then some broadcast bases), or none (one CTA) half of the time."""
    if rng.random() < 0.5:
        return []
    n = rng.randint(1, max_log2)
    bases: list[list[int]] = []
    order = _perm(rng, rank)
    for dim in order:
        take = rng.randint(0, n - len(bases)) if dim != order[-1] else n - len(bases)
        split = rng.randint(0, take)
        bases += [_unit(rank, dim, 1 << k) for k in range(split)]
        bases += [[0] * rank for _ in range(take - split)]
    return bases


def _cga(rng: random.Random, rank: int) -> str:
    bases = _cga_bases(rng, rank)
    return f", CGALayout = {_bases(bases)}" if bases else ""


def _shape(rng: random.Random, rank: int, max_log2: int, min_dims=None) -> list[int]:
    """Power-of-two shape with at most 2**max_log2 elements, each dim at least ``min_dims``."""
    mins = list(min_dims) if min_dims else [1] * rank
    shape = mins[:]
    while True:
        free = max_log2 - sum(s.bit_length() - 1 for s in shape)
        if free <= 0 or rng.random() < 0.25:
            return shape
        shape[rng.randrange(rank)] *= 2


def _tensor(shape, enc: str, elem: str = "f16") -> str:
    return f"tensor<{'x'.join(str(s) for s in shape)}x{elem}, {enc}>"


def gen_blocked(rng: random.Random, rank: int | None = None) -> str:
    rank = rank or rng.randint(1, 3)
    spt = [rng.choice([1, 1, 2, 4]) for _ in range(rank)]
    tpw = _spread(rng, rng.choice([5, 5, 6]), rank)
    wpc = _spread(rng, rng.randint(0, 2), rank)
    return (f"#ttg.blocked<{{sizePerThread = {_ints(spt)}, threadsPerWarp = {_ints(tpw)}, "
            f"warpsPerCTA = {_ints(wpc)}, order = {_ints(_perm(rng, rank))}{_cga(rng, rank)}}}>")


def gen_nvidia_mma(rng: random.Random, rank: int | None = None, version: int | None = None) -> str:
    version = version or rng.choice([2, 3])
    if version == 3:
        rank = 2
        instr = [16, rng.choice([8, 16, 32, 64]), rng.choice([8, 16, 32])]
        wpc = [4, 1] if rng.random() < 0.8 else rng.choice([[8, 1], [4, 2]])
    else:
        rank = rank or rng.choice([2, 2, 3])
        instr = [16, 8] if rank == 2 else [1, 16, 8]
        wpc = _spread(rng, rng.randint(0, 2), rank)
    return (f"#ttg.nvidia_mma<{{versionMajor = {version}, versionMinor = 0, warpsPerCTA = {_ints(wpc)}"
            f"{_cga(rng, rank)}, instrShape = {_ints(instr)}}}>")


def gen_mfma(rng: random.Random, rank: int | None = None) -> str:
    rank = rank or rng.choice([2, 2, 3])
    m, n = rng.choice([(32, 32), (16, 16), (16, 16), (64, 4), (4, 64)])
    k = {32: 8, 16: 16, 64: 4, 4: 4}[m]
    version = rng.randint(1, 4)
    transposed = True if (m, n) == (64, 4) else rng.random() < 0.5
    wpc = _spread(rng, rng.randint(0, 2), rank)
    tiles = ""
    if rng.random() < 0.3:
        tiles = f", tilesPerWarp = {_ints([1] * (rank - 2) + [rng.choice([1, 2]), rng.choice([1, 2])])}"
    ebw = ", elementBitWidth = 64" if rng.random() < 0.2 else ""
    return (f"#ttg.amd_mfma<{{version = {version}, warpsPerCTA = {_ints(wpc)}, instrShape = [{m}, {n}, {k}], "
            f"isTransposed = {str(transposed).lower()}{_cga(rng, rank)}{tiles}{ebw}}}>")


_WMMA_INSTR = {1: [(16, 16, 16)], 2: [(16, 16, 16), (16, 16, 32)],
               3: [(16, 16, 4), (16, 16, 32), (16, 16, 64), (16, 16, 128)]}


def gen_wmma(rng: random.Random, rank: int | None = None, version: int | None = None) -> str:
    rank = rank or rng.choice([2, 2, 3])
    version = version or rng.randint(1, 3)
    instr = rng.choice(_WMMA_INSTR[version])
    wpc = _spread(rng, rng.randint(0, 2), rank)
    tiles = ""
    if rng.random() < 0.3:
        tiles = f", tilesPerWarp = {_ints([1] * (rank - 2) + [rng.choice([1, 2]), rng.choice([1, 2])])}"
    return (f"#ttg.amd_wmma<{{version = {version}, isTranspose = {str(rng.random() < 0.5).lower()}, "
            f"warpsPerCTA = {_ints(wpc)}{_cga(rng, rank)}{tiles}, instrShape = {_ints(instr)}}}>")


def gen_linear(rng: random.Random, rank: int | None = None) -> tuple[str, list[int]]:
    """A random distributed linear layout and its shape: the unit bases of the shape, mostly in
    increasing order with some neighbours swapped, cut into register, lane, warp and block
    bases, plus a few zero (broadcast) bases."""
    rank = rank or rng.randint(1, 3)
    shape = _shape(rng, rank, rng.randint(4, 9))
    pool = [_unit(rank, d, 1 << k) for d in range(rank) for k in range(shape[d].bit_length() - 1)]
    rng.shuffle(pool)
    pool.sort(key=lambda v: max(v))  # any order works; keep it mostly increasing
    for i in range(len(pool) - 1):
        if rng.random() < 0.3:
            pool[i], pool[i + 1] = pool[i + 1], pool[i]
    dims = {"register": [], "lane": [], "warp": [], "block": []}
    cuts = sorted(rng.randint(0, len(pool)) for _ in range(3))
    parts = [pool[:cuts[0]], pool[cuts[0]:cuts[1]], pool[cuts[1]:cuts[2]], pool[cuts[2]:]]
    for name, part in zip(dims, parts):
        dims[name] = part
    for name, limit in (("lane", 5), ("warp", 2), ("block", 1), ("register", 1)):
        while len(dims[name]) < limit and rng.random() < 0.5:
            dims[name].insert(rng.randint(0, len(dims[name])), [0] * rank)
    if not any(dims.values()):
        dims["register"].append(_unit(rank, 0))
    body = ", ".join(f"{k} = {_bases(v)}" for k, v in dims.items())
    return f"#ttg.linear<{{{body}}}>", shape


def gen_swizzled(rng: random.Random, rank: int | None = None, rotating: bool = False) -> str:
    rank = rank or rng.randint(1, 3)
    name = "amd_rotating_shared" if rotating else "swizzled_shared"
    return (f"#ttg.{name}<{{vec = {rng.choice([1, 2, 4, 8])}, perPhase = {rng.choice([1, 2, 4])}, "
            f"maxPhase = {rng.choice([1, 2, 4, 8])}, order = {_ints(_perm(rng, rank))}{_cga(rng, rank)}}}>")


def gen_nvmma(rng: random.Random, rank: int | None = None) -> tuple[str, list[int]]:
    """An NVMMA shared layout and a shape big enough for its swizzle tile."""
    rank = rank or rng.choice([1, 2, 2, 3])
    if rank == 1:
        swizzle = 0
    else:
        swizzle = rng.choice([0, 32, 64, 128])
    fp4 = rng.random() < 0.25
    ebw = 8 if fp4 else rng.choice([8, 16, 32])
    transposed = rng.random() < 0.5 if rank > 1 else False
    cga_bases = _cga_bases(rng, rank)
    split = [1] * rank
    for v in cga_bases:
        for d, x in enumerate(v):
            if x:
                split[d] *= 2
    mins = [1] * rank
    if swizzle:
        contig = rank - 1 if not transposed else 0
        cols = 8 * swizzle // ebw // (2 if fp4 else 1)
        mins[contig] = cols
        # the collapsed rows (the outer dims; transposed: the last dim) need at least 8
        mins[rank - 1 if transposed else rng.randrange(rank - 1)] = 8
    mins = [m * s for m, s in zip(mins, split)]
    shape = _shape(rng, rank, max(9, sum(m.bit_length() - 1 for m in mins)), mins)
    text = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {swizzle}, transposed = {str(transposed).lower()}, "
            f"elementBitWidth = {ebw}{', fp4Padded = true' if fp4 else ''}"
            f"{f', rank = {rank}' if rank != 2 else ''}{f', CGALayout = {_bases(cga_bases)}' if cga_bases else ''}}}>")
    return text, shape


def gen_shared_linear(rng: random.Random, rank: int | None = None) -> tuple[str, list[int]]:
    """A random shared linear layout: the unit bases of a shape, shuffled, some XOR-ed with a
    lower basis of another dim (swizzling), dealt to offset and block, a few zero bases."""
    rank = rank or rng.randint(1, 3)
    shape = _shape(rng, rank, rng.randint(3, 8))
    pool = [_unit(rank, d, 1 << k) for d in range(rank) for k in range(shape[d].bit_length() - 1)]
    rng.shuffle(pool)
    for i in range(1, len(pool)):
        if rng.random() < 0.3:
            j = rng.randrange(i)
            pool[i] = [a ^ b for a, b in zip(pool[i], pool[j])]
    cut = len(pool) - rng.choice([0, 0, 1, 2]) if pool else 0
    cut = max(cut, 0)
    offset, block = pool[:cut], pool[cut:]
    if rng.random() < 0.2:
        block.append([0] * rank)
    if not offset:
        offset = [[0] * rank] if not block else offset
    align = rng.choice([1, 16, 128])
    block_txt = f", block = {_bases(block)}" if block else ""
    return f"#ttg.shared_linear<{{offset = {_bases(offset)}{block_txt}}}, alignment = {align}>", shape


def _dot_parent(rng: random.Random, rank: int):
    kind = rng.choice(["blocked", "v2", "v3", "mfma", "wmma"])
    if kind == "blocked":
        return gen_blocked(rng, rank), 0, rng.randint(0, 1)
    if kind == "v2":
        return gen_nvidia_mma(rng, rank, 2), rng.choice([1, 2, 4, 8]), rng.randint(0, 1)
    if kind == "v3":
        return gen_nvidia_mma(rng, 2, 3), rng.choice([1, 2, 4, 8]), 0
    if kind == "mfma":
        return gen_mfma(rng, rank), rng.choice([4, 8, 16]), rng.randint(0, 1)
    text = gen_wmma(rng, rank)
    version = int(text.split("version = ")[1][0])
    k = {1: rng.choice([8, 16]), 2: rng.choice([4, 8, 16]), 3: rng.choice([2, 8, 16])}[version]
    return text, k, rng.randint(0, 1)


def gen_dot_op(rng: random.Random, rank: int | None = None) -> str:
    rank = rank or rng.choice([2, 2, 3])
    parent, k, op = _dot_parent(rng, rank)
    if "versionMajor = 3" in parent:
        rank = 2
    kw = f", kWidth = {k}" if k else ""
    return f"#ttg.dot_op<{{opIdx = {op}, parent = {parent}{kw}}}>"


def _rank_of(enc: str) -> int:
    """The rank of a distributed layout text (its first list parameter's length)."""
    return AttrParser().parse_attr(enc).out_rank


def gen_slice(rng: random.Random) -> str:
    kind = rng.choice(["blocked", "mma", "mfma", "wmma", "dot", "slice", "linear"])
    rank = rng.choice([2, 3])
    if kind == "blocked":
        parent = gen_blocked(rng, rank)
    elif kind == "mma":
        parent = gen_nvidia_mma(rng, rank)
    elif kind == "mfma":
        parent = gen_mfma(rng, rank)
    elif kind == "wmma":
        parent = gen_wmma(rng, rank)
    elif kind == "dot":
        parent = gen_dot_op(rng, rank)
    elif kind == "linear":
        parent = gen_linear(rng, rank)[0]
    else:
        parent = f"#ttg.slice<{{dim = {rng.randrange(3)}, parent = {gen_blocked(rng, 3)}}}>"
    prank = _rank_of(parent)
    return f"#ttg.slice<{{dim = {rng.randrange(prank)}, parent = {parent}}}>"


def _shape_for(rng: random.Random, enc: str) -> list[int]:
    """A shape for a distributed layout: small, power of two, big enough for the MMA tiles whose
    conversions need it (WMMA: each of M, N is 1 or at least 16)."""
    a = AttrParser().parse_attr(enc)
    if not isinstance(a, DistributedEncoding):
        return None
    rank = a.rank
    shape = _shape(rng, rank, 8)
    sliced = isinstance(a, SliceEncoding)
    while isinstance(a, SliceEncoding):
        a = a.parent
    if isinstance(a, AMDWmmaEncoding):
        for d in range(rank) if sliced else range(rank - 2, rank):
            if shape[d] != 1 and shape[d] < 16:
                shape[d] = 16
    return shape


MAX_SLOTS = 2048


def _small(text: str) -> bool:
    """At most MAX_SLOTS hardware slots (register x lane x warp x block): the strings stay short."""
    t = tensor_type(text)
    return to_linear_layout(t.encoding, t.shape).get_total_in_dim_size() <= MAX_SLOTS


def random_cases(seed: int = 16, per_class: int = 40) -> list[tuple[str, str]]:
    """(class, tensor type text) pairs: ``per_class`` of each kind."""
    rng = random.Random(seed)
    cases: list[tuple[str, str]] = []
    for _ in range(per_class):
        for kind in ("blocked", "mma_v2", "mma_v3", "mfma", "wmma", "dot_op", "slice"):
            while True:
                enc = {"blocked": lambda: gen_blocked(rng), "mma_v2": lambda: gen_nvidia_mma(rng, version=2),
                       "mma_v3": lambda: gen_nvidia_mma(rng, version=3), "mfma": lambda: gen_mfma(rng),
                       "wmma": lambda: gen_wmma(rng), "dot_op": lambda: gen_dot_op(rng),
                       "slice": lambda: gen_slice(rng)}[kind]()
                shape = _shape_for(rng, enc)
                if shape is None:
                    # a slice of a linear layout whose blocks do not split per CTA: refused when
                    # parsed (Triton: report_fatal_error, as the slice's verifier asks its rank)
                    continue
                text = _tensor(shape, enc)
                if _small(text):
                    break
            cases.append((kind, text))
        enc, shape = gen_linear(rng)
        if rng.random() < 0.4:  # a shape of its own: the layout is fitted to it
            shape = _shape(rng, len(shape), 8)
        cases.append(("linear", _tensor(shape, enc)))
        for kind, rot in (("swizzled_shared", False), ("amd_rotating_shared", True)):
            rank = rng.randint(1, 3)
            cases.append((kind, _tensor(_shape(rng, rank, 8), gen_swizzled(rng, rank, rot))))
        enc, shape = gen_nvmma(rng)
        cases.append(("nvmma_shared", _tensor(shape, enc, "i8" if "elementBitWidth = 8" in enc else "f16")))
        enc, shape = gen_shared_linear(rng)
        cases.append(("shared_linear", _tensor(shape, enc)))
    return cases


CLASSES = ("blocked", "mma_v2", "mma_v3", "mfma", "wmma", "dot_op", "slice", "linear", "swizzled_shared",
           "amd_rotating_shared", "nvmma_shared", "shared_linear")
PER_CLASS = 30


@functools.cache
def the_random_cases() -> tuple:
    return tuple(random_cases(16, PER_CLASS))


def test_random_cases_cover_every_class():
    """Every kind, each PER_CLASS times, with the variants that change the conversions."""
    cases = the_random_cases()
    kinds = Counter(k for k, _ in cases)
    assert kinds == Counter({k: PER_CLASS for k in CLASSES})
    texts = "".join(t for _, t in cases)
    for part in ("CGALayout", "tilesPerWarp", "elementBitWidth = 64", "fp4Padded = true", "transposed = true",
                 "isTranspose = true", "isTransposed = true", "block = [[", "versionMajor = 3",
                 "swizzlingByteWidth = 0", "swizzlingByteWidth = 32", "swizzlingByteWidth = 64",
                 "swizzlingByteWidth = 128", "instrShape = [64, 4", "instrShape = [4, 64",
                 "instrShape = [32, 32", "version = 1, isTranspose", "version = 3, isTranspose",
                 "parent = #ttg.blocked", "parent = #ttg.amd_wmma", "parent = #ttg.amd_mfma",
                 "parent = #ttg.nvidia_mma", "parent = #ttg.linear", "parent = #ttg.dot_op",
                 "parent = #ttg.slice", "xi8,", "rank = 3"):
        assert part in texts, part
    for version in (1, 2, 3):
        assert f"amd_wmma<{{version = {version}" in texts
    for bits in (8, 16, 32):
        assert f"elementBitWidth = {bits}" in texts


@needs_triton
def test_random_layouts_match_triton():
    """Several hundred random layouts (PER_CLASS of each kind, both views) against Triton's
    getLayoutStr, in one child process."""
    cases = the_random_cases()
    mine = [(pyopt_str(t, False), pyopt_str(t, True)) for _, t in cases]
    elem, hw = oracle_strs([t for _, t in cases])
    agree: Counter = Counter()
    wrong = []
    for (kind, text), (me, mh), te, th in zip(cases, mine, elem, hw):
        if me == te and mh == th:
            agree[kind] += 1
        else:
            wrong.append((kind, text, "element view" if me != te else "hardware view"))
    assert not wrong, f"{len(wrong)} differ from Triton, e.g. {wrong[:3]}"
    assert agree == Counter({k: PER_CLASS for k in CLASSES})


# =============================================================================
# Triton's own cases
# =============================================================================
def _blocked(spt, tpw, wpc, order) -> str:
    return (f"#ttg.blocked<{{sizePerThread = {_ints(spt)}, threadsPerWarp = {_ints(tpw)}, "
            f"warpsPerCTA = {_ints(wpc)}, order = {_ints(order)}}}>")


def _swizzled(vec, per_phase, max_phase, order) -> str:
    return f"#ttg.swizzled_shared<{{vec = {vec}, perPhase = {per_phase}, maxPhase = {max_phase}, order = {_ints(order)}}}>"


# The layouts and tensor types of Triton's unittest/Dialect/TritonGPU/DumpLayoutTest.cpp (its
# CTA layouts are all one CTA) and test/Tools/tensor_layout_print.mlir.
TRITON_CASES = [
    _tensor([4], _blocked([1], [8], [4], [0]), "i32"),
    _tensor([8, 2, 16], _blocked([2, 1, 4], [2, 2, 2], [1, 2, 1], [2, 1, 0]), "i32"),
    _tensor([32], _swizzled(1, 1, 4, [0])),
    _tensor([8, 32], _swizzled(8, 2, 8, [1, 0])),
    _tensor([8, 32], _swizzled(2, 1, 32, [1, 0])),
    _tensor([16, 16], _blocked([1, 4], [4, 8], [4, 1], [1, 0])),
    _tensor([16, 16], "#ttg.amd_mfma<{version = 2, warpsPerCTA = [4, 1], instrShape = [16, 16, 16], "
                      "isTransposed = true}>"),
]


@needs_triton
def test_triton_cases_match_triton():
    elem, hw = oracle_strs(TRITON_CASES)
    for text, e, h in zip(TRITON_CASES, elem, hw):
        assert pyopt_str(text, False) == e, text
        assert pyopt_str(text, True) == h, text


def test_triton_cases_facts():
    """What DumpLayoutTest.cpp and tensor_layout_print.mlir check, restated: a 4-element tensor
    over 32 threads (8 lanes x 4 warps) has 8 owners per element, padded to the widest thread id;
    the 8x32 swizzled layout (vec 8, perPhase 2, maxPhase 8) keeps rows 0-1 in place and swaps
    8-column groups from row 2 on; the 16x16 transposed MFMA is held 4 times over (256 lanes for
    64 elements per warp tile)."""
    s = pyopt_str(TRITON_CASES[0], False)
    assert s.startswith("[ T0:0| T4:0| T8:0|T12:0|T16:0|T20:0|T24:0|T28:0,  T1:0|") and s.endswith("T31:0]\n")
    assert pyopt_str(TRITON_CASES[0], True) == "".join(
        f"Warp{w}:\n(0), (1), (2), (3), (0), (1), (2), (3)\n" for w in range(4))
    hw = pyopt_str(TRITON_CASES[4], True).splitlines()
    assert hw[0] == "Block: 0:" and hw[1] == "Offset: 0 -> (0, 0)" and hw[33] == "Offset: 32 -> (1, 2)"
    lines = pyopt_str(TRITON_CASES[3], True).splitlines()
    assert lines[1 + 64] == "Offset: 64 -> (2, 8)" and lines[1 + 32] == "Offset: 32 -> (1, 0)"
    mfma = pyopt_str(TRITON_CASES[6], False).splitlines()
    assert mfma[0].startswith("[[  T0:0| T64:0|T128:0|T192:0,   T0:1| T64:1|T128:1|T192:1,")
    assert pyopt_str(TRITON_CASES[6], True).count("Warp") == 4


# =============================================================================
# What Triton refuses
# =============================================================================
REFUSED = [
    # padded_shared: Triton 3.6.0's toLinearLayout has no case for it
    _tensor([8, 8], "#ttg.padded_shared<[4:+1] {order = [1, 0], shape = [8, 8]}>"),
    # NVMMA: 8 columns are fewer than a 128-byte swizzle row of f16; 4 rows fewer than a core matrix
    _tensor([8, 8], "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"),
    _tensor([4, 64], "#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>"),
    # WMMA: M and N must each be 1 or at least 16
    _tensor([8, 16], "#ttg.amd_wmma<{version = 2, isTranspose = false, warpsPerCTA = [1, 1]}>"),
    # MFMA 64x4 is always transposed
    _tensor([64, 64], "#ttg.amd_mfma<{version = 2, warpsPerCTA = [1, 1], instrShape = [64, 4, 4], "
                      "isTransposed = false}>"),
    # NVIDIA MMA: N of the tile a multiple of 4 * kWidth (8); version 1 has no linear layout
    _tensor([32, 32], "#ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], "
                      "instrShape = [16, 4]}>"),
    _tensor([32, 32], "#ttg.nvidia_mma<{versionMajor = 1, versionMinor = 0, warpsPerCTA = [1, 1], "
                      "instrShape = [16, 8]}>"),
    # shapes that are not powers of two
    _tensor([3, 8], _blocked([1, 1], [4, 8], [2, 2], [1, 0])),
    _tensor([6, 8], _swizzled(1, 1, 1, [1, 0])),
    # layouts of another rank than the tensor's
    _tensor([8, 8, 8], _swizzled(1, 1, 1, [1, 0])),
    _tensor([8], _blocked([1, 1], [4, 8], [2, 2], [1, 0])),
    _tensor([2, 4], "#ttg.linear<{register = [[0, 1, 0]], lane = [[1, 0, 0]], warp = [], block = []}>"),
    # amd_rotating_shared swizzles over the whole shape, not one CTA's: with 2 CTAs along the
    # 16 columns, row 1's rotation (8) falls outside a CTA's 8 columns
    _tensor([16, 16], "#ttg.amd_rotating_shared<{vec = 8, perPhase = 1, maxPhase = 4, order = [0, 1], "
                      "CGALayout = [[1, 0]]}>"),
    # a shared linear layout is not fitted to another shape
    _tensor([8, 8], "#ttg.shared_linear<{offset = [[0, 1], [0, 2], [1, 0]]}, alignment = 16>"),
    # neither distributed nor shared
    _tensor([128, 16], "#ttng.tensor_memory_encoding<blockM = 128, blockN = 16, colStride = 1>"),
]


@pytest.mark.parametrize("text", REFUSED)
def test_refused_layouts_raise(text):
    for hw in (False, True):
        with pytest.raises(LinearLayoutError) as info:
            pyopt_str(text, hw)
        assert len(str(info.value)) > 20


# Forks one process per type after importing Triton once; prints each one's wait status.
_FORKING_CHILD = r"""
import json, os, sys
sys.path.insert(0, sys.argv[1])
from tools.oracle import triton_layout_strs
import triton._C.libtriton
statuses = []
for t in json.load(sys.stdin)["types"]:
    pid = os.fork()
    if pid == 0:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, 2)
        try:
            triton_layout_strs([t], False)
        except BaseException:
            os._exit(1)
        os._exit(0)
    statuses.append(os.waitpid(pid, 0)[1])
json.dump(statuses, sys.stdout)
"""


@needs_triton
def test_refused_layouts_abort_triton():
    """Each refused type parses in Triton and then aborts it (an assertion or
    report_fatal_error: killed by SIGABRT), rather than failing to parse."""
    proc = subprocess.run([sys.executable, "-c", _FORKING_CHILD, str(ROOT)], input=json.dumps({"types": REFUSED}),
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    statuses = json.loads(proc.stdout)
    for text, status in zip(REFUSED, statuses):
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) == 6, (text, status)


#: Parameters Triton 3.6.0 divides by (found by a fuzzer of ``pyopt layout``): Triton dies
#: (SIGFPE, or SIGABRT), pyopt refuses with a LinearLayoutError.
DIVIDES_BY_ZERO = [
    _tensor([4, 32], _swizzled(1, 1, 0, [1, 0])),
    _tensor([4, 32], _swizzled(1, 0, 2, [1, 0])),
    _tensor([16, 64], "#ttg.nvmma_shared<{swizzlingByteWidth = 4, transposed = false, elementBitWidth = 16}>"),
    _tensor([16, 64], "#ttg.nvmma_shared<{swizzlingByteWidth = 32, transposed = false, elementBitWidth = 0}>"),
    _tensor([16, 64], "#ttg.nvmma_shared<{swizzlingByteWidth = 256, transposed = false, elementBitWidth = 16}>"),
]


@pytest.mark.parametrize("text", DIVIDES_BY_ZERO)
def test_zero_divisors_raise(text):
    with pytest.raises(LinearLayoutError, match="must be positive"):
        pyopt_str(text, False)


@needs_triton
def test_zero_divisors_kill_triton():
    proc = subprocess.run([sys.executable, "-c", _FORKING_CHILD, str(ROOT)],
                          input=json.dumps({"types": DIVIDES_BY_ZERO}), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr[-2000:]
    for text, status in zip(DIVIDES_BY_ZERO, json.loads(proc.stdout)):
        assert os.WIFSIGNALED(status) and os.WTERMSIG(status) in (6, 8), (text, status)


# =============================================================================
# Hand-checked, no Triton needed
# =============================================================================
def test_small_blocked_by_hand():
    # 2 registers then 2 lanes along the 4 elements: one owner each
    t = _tensor([4], _blocked([2], [2], [1], [0]))
    assert pyopt_str(t, False) == "[T0:0, T0:1, T1:0, T1:1]\n"
    assert pyopt_str(t, True) == "Warp0:\n(0), (2)\n(1), (3)\n"


def test_small_swizzled_by_hand():
    # row 1 XORs its column with vec * ((1 / perPhase) % maxPhase) = 1: offsets 2, 3 -> (1, 1), (1, 0)
    t = _tensor([2, 2], _swizzled(1, 1, 2, [1, 0]))
    assert pyopt_str(t, False) == "[[(0:0),(0:1)]\n[ (1:1),(1:0)]]\n"
    assert pyopt_str(t, True) == "Block: 0:\nOffset: 0 -> (0,0)\nOffset: 1 -> (0,1)\nOffset: 2 -> (1,1)\nOffset: 3 -> (1,0)\n"


def test_two_ctas_by_hand():
    # one thread per CTA, the block basis picks the element: B<block>: prefixes, Block<n>: headers
    t = _tensor([2], "#ttg.blocked<{sizePerThread = [1], threadsPerWarp = [1], warpsPerCTA = [1], order = [0], "
                     "CGALayout = [[1]]}>")
    assert pyopt_str(t, False) == "[B0:T0:0, B1:T0:0]\n"
    assert pyopt_str(t, True) == "Block0:\nWarp0:\n(0)\nBlock1:\nWarp0:\n(1)\n"


def test_wmma_v1_and_v2_tiles_by_hand():
    """One 16x16 WMMA tile of a 32-lane warp: version 1 gives lanes 16-31 the odd rows (each
    lane's 8 registers every other row), version 2 gives them rows 8-15 (consecutive rows)."""
    for version, regs, lane16 in ((1, [[2, 0], [4, 0], [8, 0]], [1, 0]), (2, [[1, 0], [2, 0], [4, 0]], [8, 0])):
        t = tensor_type(_tensor([16, 16], f"#ttg.amd_wmma<{{version = {version}, isTranspose = false, "
                                          "warpsPerCTA = [1, 1]}>"))
        ll = to_linear_layout(t.encoding, t.shape)
        assert [list(v) for v in ll.bases["register"]] == regs
        assert [list(v) for v in ll.bases["lane"]] == [[0, 1], [0, 2], [0, 4], [0, 8], lane16]
