"""Layout encodings and memory-space attributes of Triton 3.6.0's TritonGPU
(``#ttg.*``) and TritonNvidiaGPU (``#ttng.*``) dialects.

Each class parses from the attribute body the grammar hands over
(``from_params(name, entries)`` for ``<{...}>`` bodies, ``from_body(name,
kind, payload)`` for the others, see :func:`build_dialect_attr`) and prints
exactly as Triton's printers do (lib/Dialect/TritonGPU/IR/Dialect.cpp, the
TableGen ``struct(params)`` formats of TritonGPUAttrDefs.td and
TritonNvidiaGPUAttrDefs.td).  A body the structured class cannot represent
(an unknown key, a wrong value type, a value Triton's verifier rejects) is
kept verbatim as :class:`DialectDictAttr` / :class:`DialectBodyAttr`.

In 3.6.0 the CTA (CGA) part of a layout is a linear layout from ``block`` to
``dim0..`` (``CTAEncodingAttr``), printed as ``CGALayout = [[...], ...]``
only when it is not the trivial single-CTA layout; the older
``CTAsPerCGA``/``CTASplitNum``/``CTAOrder`` keys are rejected by Triton and
only exist as derived queries here.

Queries mirror Triton's C++ (names in snake_case; each docstring names the
function it mirrors).  Most shape-dependent queries go, as in Triton, through
``toLinearEncoding``: the layout is converted to a :class:`LinearLayout` for
the tensor shape and read back (see :class:`LinearEncoding`).
"""

from __future__ import annotations

from typing import Optional, Sequence

from pyopt.ir.attrs import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    IntegerAttr,
    OpaqueAttr,
    render_dict_body,
    render_key,
)
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    combine_cta_cga_with_shape,
    divide_left,
    ensure_layout_not_larger_than,
    ensure_layout_not_smaller_than,
    identity_standard_nd,
    remove_standard_dim,
    standard_out_dim_names,
)

__all__ = [
    "DialectDictAttr", "DialectBodyAttr", "build_dialect_attr", "is_shared_encoding",
    "CTALayout", "LayoutEncoding", "DistributedEncoding", "SharedEncoding", "MmaEncoding",
    "BlockedEncoding", "SliceEncoding", "DotOperandEncoding", "NvidiaMmaEncoding",
    "AMDMfmaEncoding", "AMDWmmaEncoding", "LinearEncoding",
    "SwizzledSharedEncoding", "AMDRotatingSharedEncoding", "NVMMASharedEncoding",
    "PaddedSharedEncoding", "SharedLinearEncoding",
    "SharedMemorySpace", "TensorMemorySpace", "TensorMemoryEncoding", "TensorMemoryScalesEncoding",
    "get_default_blocked_encoding", "get_shape_per_cta", "get_matrix_order",
    "get_order_for_dot_operand", "to_linear_layout", "to_linear_encoding",
]


# =============================================================================
# Lossless fallbacks
# =============================================================================
class DialectDictAttr(Attribute):
    """A dialect attribute with a dictionary body that pyopt does not model
    (``#ttg.foo<{a = 1, b = [2]}>``); keeps the entries in their order."""

    __slots__ = ("name", "items")

    def __init__(self, name: str, dict_attr):
        items = dict_attr.items if hasattr(dict_attr, "items") else tuple(dict_attr)
        self._init(name=name, items=tuple(items))

    @property
    def ALIAS(self):
        return _ALIASES.get(self.name)

    def render(self, p) -> str:
        return f"#{self.name}<{{{render_dict_body(p, self.items)}}}>"


class DialectBodyAttr(Attribute):
    """A dialect attribute with one of the other bodies of grammar/attribute.lark
    ``attr_body`` that pyopt does not model, kept as parsed:

    - ``struct``: ``#d.a<k = v, word>`` (``payload`` = entries)
    - ``dict_kv``: ``#d.a<{...}, key = N>`` (``payload`` = (entries, key, N))
    - ``padded``: ``#d.a<[I:+P, ...] {...}>`` (``payload`` = (pairs, entries))
    """

    __slots__ = ("name", "kind", "payload")

    def __init__(self, name: str, kind: str, payload):
        if kind == "struct":
            payload = tuple(payload)
        elif kind == "dict_kv":
            payload = (tuple(payload[0]), payload[1], payload[2])
        elif kind == "padded":
            payload = (tuple(tuple(x) for x in payload[0]), tuple(payload[1]))
        self._init(name=name, kind=kind, payload=payload)

    @property
    def ALIAS(self):
        return _ALIASES.get(self.name)

    def render(self, p) -> str:
        if self.kind == "struct":
            return f"#{self.name}<{render_dict_body(p, self.payload)}>"
        if self.kind == "dict_kv":
            items, key, val = self.payload
            return f"#{self.name}<{{{render_dict_body(p, items)}}}, {render_key(key)} = {val}>"
        pairs, items = self.payload
        return (f"#{self.name}<[" + ", ".join(f"{i}:+{q}" for i, q in pairs)
                + f"] {{{render_dict_body(p, items)}}}>")


_ALIASES = {"ttg.blocked": "blocked", "ttg.nvidia_mma": "mma", "ttg.amd_mfma": "mma",
            "ttg.amd_wmma": "mma", "ttg.swizzled_shared": "shared", "ttg.nvmma_shared": "shared",
            "ttg.padded_shared": "shared", "ttg.shared_linear": "shared",
            "ttg.amd_rotating_shared": "shared", "ttg.linear": "linear", "ttg.shared_memory": "smem",
            "ttng.tensor_memory_encoding": "tmem", "ttng.tensor_memory_scales_encoding": "tmem_scales"}


def is_shared_encoding(enc) -> bool:
    """True for shared-memory encodings (SharedEncodingTrait), structured or
    kept as a fallback."""
    if isinstance(enc, SharedEncoding):
        return True
    name = getattr(enc, "name", None)
    return isinstance(name, str) and name in (
        "ttg.swizzled_shared", "ttg.nvmma_shared", "ttg.padded_shared", "ttg.shared_linear",
        "ttg.amd_rotating_shared")


def build_dialect_attr(name: str, kind: str, payload, cls=None) -> Attribute:
    """Build a dialect attribute from a parsed body (called by
    pyopt/syntax/attrparser.py).  ``kind`` is ``dict`` (payload: entries),
    ``struct`` (entries), ``dict_kv`` ((entries, key, int)) or ``padded``
    ((pairs, entries)); ``cls`` is the registered class, if any."""
    if cls is not None:
        fb = getattr(cls, "from_body", None)
        if fb is not None:
            r = fb(name, kind, payload)
            if r is not None:
                return r
        elif kind == "dict":
            return cls.from_params(name, payload)
    if kind == "dict":
        return DialectDictAttr(name, payload)
    return DialectBodyAttr(name, kind, payload)


class _Bad(Exception):
    """The body does not fit the structured class (Triton would reject it)."""


def _uint(a) -> int:
    """parseIntAttrValue: a non-negative IntegerAttr of any integer type."""
    if isinstance(a, IntegerAttr) and not isinstance(a.value, bool):
        t = a.type
        if getattr(t, "width", None) == 1 and not getattr(t, "signedness", ""):
            raise _Bad("bool where an integer is expected")
        if a.value < 0:
            raise _Bad("negative")
        return int(a.value)
    raise _Bad("expected an integer")


def _bool(a) -> bool:
    """parseBoolAttrValue: a BoolAttr (``true``/``false`` or an i1)."""
    if isinstance(a, BoolAttr):
        return a.value
    if isinstance(a, IntegerAttr) and getattr(a.type, "width", None) == 1 \
            and not getattr(a.type, "signedness", ""):
        return bool(a.value)
    raise _Bad("expected a bool")


def _uints(a) -> tuple:
    if not isinstance(a, ArrayAttr):
        raise _Bad("expected an array")
    return tuple(_uint(x) for x in a.elements)


def _sint(a) -> int:
    """IntegerAttr::getInt (any integer)."""
    if isinstance(a, IntegerAttr):
        return int(a.value)
    raise _Bad("expected an integer")


def _bases_of(a) -> tuple:
    """An array of arrays of integers (a linear-layout basis list)."""
    if not isinstance(a, ArrayAttr):
        raise _Bad("expected array of arrays")
    out = []
    for v in a.elements:
        if not isinstance(v, ArrayAttr):
            raise _Bad("expected array of integers")
        out.append(tuple(_sint(x) for x in v.elements))
    return tuple(out)


def _entries(entries) -> dict:
    d = {}
    for k, v in entries or ():
        if k in d:
            raise _Bad(f"duplicate key {k}")
        d[k] = v
    return d


def _is_pow2(x: int) -> bool:
    return x > 0 and (x & (x - 1)) == 0


def _is_perm(order) -> bool:
    return sorted(order) == list(range(len(order)))


def _join(xs) -> str:
    return ", ".join(str(x) for x in xs)


def _fmt_bases(vecs) -> str:
    return "[" + ", ".join("[" + _join(v) + "]" for v in vecs) + "]"


def _print_ll(ll: LinearLayout) -> str:
    """printLinearLayout: ``register = [[..]], lane = [..], ...`` over all
    input dims in order."""
    return ", ".join(f"{d} = {_fmt_bases(v)}" for d, v in ll.bases.items())


def _parse_ll(d: dict, in_dims: Sequence[str]) -> LinearLayout:
    """parseLinearLayout: bases for each of ``in_dims`` (all required), out
    dims dim0.. with the rank of the first non-empty basis list, sizes
    inferred (the layout must be surjective)."""
    bases = []
    for n in in_dims:
        if n not in d:
            raise _Bad(f"Expected basis of '{n}' not found")
        bases.append((n, _bases_of(d[n])))
    rank = 0
    for _, vecs in bases:
        if vecs:
            rank = len(vecs[0])
            break
    if rank == 0:
        raise _Bad("Empty Layout not supported")
    try:
        return LinearLayout.from_bases(bases, standard_out_dim_names(rank))
    except LinearLayoutError as e:
        raise _Bad(str(e)) from None


# =============================================================================
# Small helpers mirroring Dialect.cpp free functions
# =============================================================================
def get_matrix_order(rank: int, row_major: bool) -> list[int]:
    """``getMatrixOrder``: [rank-1, ..., 0], with the two most minor dims
    swapped when not row-major."""
    if rank < 2:
        return [0] * rank
    order = list(range(rank - 1, -1, -1))
    if not row_major:
        order[0], order[1] = order[1], order[0]
    return order


def get_order_for_dot_operand(op_idx: int, rank: int, k_contig: bool) -> list[int]:
    """``getOrderForDotOperand``."""
    return get_matrix_order(rank, bool(op_idx) != k_contig)


def get_shape_per_cta(cta_split_num: Sequence[int], shape: Sequence[int]) -> list[int]:
    """``getShapePerCTA(CTASplitNum, shape)``."""
    rank = len(shape)
    split = list(cta_split_num)
    if len(split) <= rank:
        split = [1] * (rank - len(split)) + split
    else:
        split = split[len(split) - rank:]
    return [shape[i] // min(shape[i], split[i]) for i in range(rank)]


def _erase_order(order, dim) -> list[int]:
    """``eraseOrder``: drop ``dim`` and renumber the dims above it."""
    return [i if i < dim else i - 1 for i in order if i != dim]


def _bases_per_dim_impl(bases: dict, dim_name: str, rank: int, skip_broadcast: bool = True) -> list[int]:
    """``basesPerDimImpl``."""
    vecs = bases[dim_name]
    ret = [1] * rank
    if not vecs:
        return ret
    nz_idx = 0
    for v in vecs:
        idx = next((i for i, x in enumerate(v) if x != 0), None)
        if idx is not None:
            nz_idx = idx
            ret[nz_idx] *= 2
        elif not skip_broadcast:
            ret[nz_idx] *= 2
    return ret


def _order_per_dim_impl(ll: LinearLayout, dim_name: str, default_order) -> list[int]:
    """``orderPerDimImpl``: dims in the order the bases of ``dim_name`` first
    move along them, then the missing ones in ``default_order``."""
    order: list[int] = []
    for v in ll.bases[dim_name]:
        idx = next((i for i, x in enumerate(v) if x != 0), None)
        if idx is not None and idx not in order:
            order.append(idx)
    for i in default_order:
        if i not in order:
            order.append(i)
    return order


# =============================================================================
# CTA (CGA) layout: CTAEncodingAttr
# =============================================================================
class CTALayout(Attribute):
    """``CTAEncodingAttr``: a linear layout from ``block`` to ``dim0..dimN``.
    Not printed on its own: layouts print it as ``, CGALayout = [[..]]``
    (``maybePrintCTALayout``) when it is not :meth:`get_default`."""

    __slots__ = ("linear_layout",)
    ALIAS = None

    def __init__(self, linear_layout: LinearLayout):
        ll = linear_layout
        if ll.in_dim_names != ["block"] or ll.out_dim_names != standard_out_dim_names(ll.num_out_dims):
            raise LinearLayoutError("CTA encoding must map 'block' to [dim0, dim1, ...]")
        self._init(linear_layout=ll)

    @classmethod
    def get_default(cls, rank: int) -> "CTALayout":
        """``CTAEncodingAttr::getDefault``: one CTA."""
        return cls(LinearLayout([("block", ())], [(d, 1) for d in standard_out_dim_names(rank)]))

    @classmethod
    def from_bases(cls, bases, rank: int) -> "CTALayout":
        """The layout a ``CGALayout = [[...]]`` entry denotes (parseCTAAttr)."""
        return cls(LinearLayout.from_bases([("block", bases)], standard_out_dim_names(rank)))

    @classmethod
    def from_split_params(cls, ctas_per_cga, cta_split_num, cta_order) -> "CTALayout":
        """``CTAEncodingAttr::fromSplitParams``."""
        rank = len(cta_order)
        names = standard_out_dim_names(rank)
        layout = LinearLayout.empty()
        for i in range(rank):
            dim = cta_order[i]
            split = cta_split_num[dim]
            total = ctas_per_cga[dim]
            if total % split:
                raise LinearLayoutError("invalid CTA encoding parameters")
            layout = (layout * LinearLayout.identity_1d(split, "block", names[dim])
                      * LinearLayout.zeros_1d(total // split, "block", names[dim]))
        if layout.num_in_dims == 0:
            layout = LinearLayout([("block", ())], [(n, 1) for n in names])
        else:
            # missing out dims (rank > dims touched) cannot happen: every dim
            # gets an identity1D (possibly of size 1, which is empty()).
            missing = [n for n in names if not layout.has_out_dim(n)]
            if missing:
                layout = layout * LinearLayout([("block", ())], [(n, 1) for n in missing])
        return cls(layout.transpose_outs(names))

    @property
    def rank(self) -> int:
        """``getRank``."""
        return self.linear_layout.num_out_dims

    @property
    def block_bases(self):
        return self.linear_layout.bases["block"]

    @property
    def ctas_per_cga(self) -> list[int]:
        """``getCTAsPerCGA``."""
        return _bases_per_dim_impl(self.linear_layout.bases, "block", self.rank, skip_broadcast=False)

    @property
    def cta_split_num(self) -> list[int]:
        """``getCTASplitNum``."""
        return _bases_per_dim_impl(self.linear_layout.bases, "block", self.rank)

    @property
    def cta_order(self) -> list[int]:
        """``getCTAOrder``."""
        return _order_per_dim_impl(self.linear_layout, "block", list(range(self.rank)))

    @property
    def num_ctas(self) -> int:
        n = 1
        for x in self.ctas_per_cga:
            n *= x
        return n

    def is_default(self) -> bool:
        return self == CTALayout.get_default(self.rank)

    def print_suffix(self) -> str:
        """``maybePrintCTALayout``."""
        if self.is_default():
            return ""
        return ", CGALayout = " + _fmt_bases(self.block_bases)

    def render(self, p) -> str:  # never printed by Triton on its own
        return "#ttg.cta_encoding<" + _fmt_bases(self.block_bases) + ">"


def _parse_cta(attr, rank: int) -> CTALayout:
    """``parseCTAAttr``."""
    if attr is None:
        return CTALayout.get_default(rank)
    if not isinstance(attr, ArrayAttr):
        raise _Bad("expected array value for 'CGALayout'")
    bases = []
    for v in attr.elements:
        vals = _uints(v)
        if len(vals) != rank:
            raise _Bad("'CGALayout' entry length does not match rank")
        bases.append(vals)
    try:
        return CTALayout.from_bases(bases, rank)
    except LinearLayoutError as e:
        raise _Bad(str(e)) from None


def _linear_to_cta_layout(ll: LinearLayout, cga_logical_shape) -> CTALayout:
    """``linearToCTAEncodingAttr``."""
    shape = [(d, s // c) for (d, s), c in zip(ll.get_out_dims(), cga_logical_shape)]
    in_dims = ll.in_dim_names
    assert in_dims[-1] == "block"
    in_dims = in_dims[:-1]
    outs = ll.out_dim_names
    sub = ll.sublayout(in_dims, outs)
    sub = LinearLayout(sub.bases, shape, False)
    c = divide_left(ll, sub)
    if c is None:
        raise LinearLayoutError("linearToCTAEncodingAttr: layout does not split per CTA")
    return CTALayout(c.sublayout(["block"], outs))


# =============================================================================
# Base classes (the attribute interfaces)
# =============================================================================
class LayoutEncoding(Attribute):
    """``LayoutEncodingTrait``: layouts with a CTA layout."""

    __slots__ = ()
    ALIAS = None

    @classmethod
    def from_body(cls, name, kind, payload):
        if kind != "dict":
            return None
        return cls.from_params(name, payload)

    @classmethod
    def from_params(cls, name, entries):
        if entries is None:
            return OpaqueAttr("#" + name)
        try:
            return cls._parse(_entries(entries))
        except (_Bad, LinearLayoutError):
            return DialectDictAttr(name, entries)

    # -- CTA queries -------------------------------------------------------------
    @property
    def cta_layout(self) -> CTALayout:
        """``getCTALayout``."""
        return self.CTALayout

    def get_cta_layout(self) -> CTALayout:
        return self.cta_layout

    @property
    def rank(self) -> int:
        """``getRank`` (the CTA layout's rank)."""
        return self.cta_layout.rank

    @property
    def ctas_per_cga(self) -> list[int]:
        """``getCTAsPerCGA(layout)``."""
        return self.cta_layout.ctas_per_cga

    @property
    def cta_split_num(self) -> list[int]:
        """``getCTASplitNum(layout)``."""
        return self.cta_layout.cta_split_num

    @property
    def cta_order(self) -> list[int]:
        """``getCTAOrder(layout)``."""
        return self.cta_layout.cta_order

    @property
    def num_ctas(self) -> int:
        """``getNumCTAs``."""
        return self.cta_layout.num_ctas

    def get_shape_per_cta(self, shape) -> list[int]:
        """``getShapePerCTA(Attribute, shape)``."""
        return get_shape_per_cta(self.cta_split_num, shape)


class DistributedEncoding(LayoutEncoding):
    """``DistributedEncodingTrait``: register layouts.  The shape-dependent
    queries are Dialect.cpp's free functions, which all go through
    ``toLinearEncoding(layout, shape)``."""

    __slots__ = ()

    def to_linear_layout(self, shape) -> LinearLayout:  # pragma: no cover - abstract
        raise NotImplementedError(f"toLinearLayout for {type(self).__name__}")

    def get_rep_order(self) -> list[int]:  # pragma: no cover - abstract
        raise NotImplementedError

    def to_linear_encoding(self, shape) -> "LinearEncoding":
        """``toLinearEncoding(layout, shape)``."""
        return to_linear_encoding(self, shape)

    def get_elems_per_thread(self, shape) -> list[int]:
        """``getElemsPerThread(layout, shape)``."""
        return self.to_linear_encoding(shape).get_elems_per_thread(shape)

    def get_total_elems_per_thread(self, shape) -> int:
        """``getTotalElemsPerThread(layout, shape)``."""
        return self.to_linear_encoding(shape).get_total_elems_per_thread(shape)

    def get_threads_per_warp(self, shape) -> list[int]:
        """``getThreadsPerWarp(layout, shape)``."""
        return self.to_linear_encoding(shape).get_threads_per_warp()

    def get_warps_per_cta(self, shape) -> list[int]:
        """``getWarpsPerCTA(layout, shape)``."""
        return self.to_linear_encoding(shape).get_warps_per_cta()

    def get_order(self, shape) -> list[int]:
        """``getOrder(DistributedEncodingTrait, shape)``."""
        return self.to_linear_encoding(shape).get_order()

    def get_thread_order(self, shape) -> list[int]:
        """``getThreadOrder(layout, shape)``."""
        return self.to_linear_encoding(shape).get_thread_order()

    def get_warp_order(self, shape) -> list[int]:
        """``getWarpOrder(layout, shape)``."""
        return self.to_linear_encoding(shape).get_warp_order()

    def get_order_for_memory(self, shape) -> list[int]:
        """``getOrderForMemory``."""
        lin = self.to_linear_encoding(shape)
        order = lin.get_order()
        thread_order = lin.get_thread_order()
        if order == thread_order:
            return order
        contig = lin.get_elems_per_thread(shape)
        if contig[thread_order[0]] == 1:
            return thread_order
        return order

    def get_contig_per_thread(self, shape) -> list[int]:
        """``getContigPerThread(RankedTensorType)``: elements each thread holds
        contiguously along each dim (broadcast registers removed)."""
        return self.to_linear_encoding(shape).get_contig_per_thread()

    def get_unique_contig_per_thread(self, shape) -> list[int]:
        """Triton < 3.4's ``getUniqueContigPerThread``; in 3.6.0 its callers
        (AxisInfo's getContiguity) use ``toLinearEncoding(..).getContigPerThread()``,
        which already drops broadcast registers: same as
        :meth:`get_contig_per_thread`."""
        return self.get_contig_per_thread(shape)

    def get_contig_per_warp(self, shape) -> list[int]:
        """``LinearEncodingAttr::getContigPerWarp`` of ``toLinearEncoding``."""
        return self.to_linear_encoding(shape).get_contig_per_warp()


class SharedEncoding(LayoutEncoding):
    """``SharedEncodingTrait`` (alias ``#shared``)."""

    __slots__ = ()
    ALIAS = "shared"

    def get_order(self, shape=None) -> list[int]:  # pragma: no cover - overridden
        raise NotImplementedError


class MmaEncoding(DistributedEncoding):
    """``MmaEncodingTrait`` (alias ``#mma``)."""

    __slots__ = ()
    ALIAS = "mma"

    def get_rep_order_for_operand(self, op_idx: int) -> list[int]:
        """``getRepOrderForOperand``."""
        return get_order_for_dot_operand(op_idx, self.rank, True)

    def get_rep_order(self) -> list[int]:
        """``getRepOrder``: row-major matrix order."""
        return get_matrix_order(self.rank, True)

    def _default_mma_order(self) -> list[int]:
        """``getDefaultMmaOrder``."""
        return get_matrix_order(len(self.get_rep_order_for_operand(0)), True)


# =============================================================================
# #ttg.blocked
# =============================================================================
class BlockedEncoding(DistributedEncoding):
    """``#ttg.blocked<{sizePerThread, threadsPerWarp, warpsPerCTA, order[, CGALayout]}>``."""

    __slots__ = ("size_per_thread", "threads_per_warp", "warps_per_cta", "order", "CTALayout")
    ALIAS = "blocked"
    NAME = "ttg.blocked"

    def __init__(self, size_per_thread, threads_per_warp, warps_per_cta, order,
                 cta_layout: Optional[CTALayout] = None):
        spt = tuple(size_per_thread)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(spt))
        self._init(size_per_thread=spt, threads_per_warp=tuple(threads_per_warp),
                   warps_per_cta=tuple(warps_per_cta), order=tuple(order), CTALayout=cta_layout)

    @classmethod
    def _parse(cls, d):
        vals = {}
        cga = None
        for k, v in d.items():
            if k in ("sizePerThread", "threadsPerWarp", "warpsPerCTA", "order"):
                vals[k] = _uints(v)
            elif k == "CGALayout":
                cga = v
            else:
                raise _Bad(f"unexpected key: {k}")
        spt = vals.get("sizePerThread", ())
        cta = _parse_cta(cga, len(spt))
        r = cls(spt, vals.get("threadsPerWarp", ()), vals.get("warpsPerCTA", ()), vals.get("order", ()), cta)
        r.verify()
        return r

    def verify(self) -> None:
        """``BlockedEncodingAttr::verify``."""
        n = len(self.size_per_thread)
        if not (len(self.threads_per_warp) == len(self.warps_per_cta) == len(self.order) == n):
            raise _Bad("sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.")
        for xs in (self.size_per_thread, self.threads_per_warp, self.warps_per_cta):
            if not all(_is_pow2(x) for x in xs):
                raise _Bad("not a power of two")
        if len(self.order) != self.CTALayout.rank:
            raise _Bad("BlockedEncodingAttr and CTALayout's fields must have the same rank.")
        if not _is_perm(self.order):
            raise _Bad("order must be a permutation")

    def render(self, p) -> str:
        return (f"#ttg.blocked<{{sizePerThread = [{_join(self.size_per_thread)}], "
                f"threadsPerWarp = [{_join(self.threads_per_warp)}], "
                f"warpsPerCTA = [{_join(self.warps_per_cta)}], order = [{_join(self.order)}]"
                f"{self.CTALayout.print_suffix()}}}>")

    # -- builders --------------------------------------------------------------------
    @classmethod
    def get(cls, shape, size_per_thread, order, num_warps: int, threads_per_warp: int,
            cta_layout) -> "BlockedEncoding":
        """``BlockedEncodingAttr::get(ctx, shape, sizePerThread, order, numWarps,
        numThreadsPerWarp, CTALayout)``: threads, then warps, go to the dims in
        ``order`` (most minor first), each dim taking at most
        shapePerCTA/sizePerThread threads; the last dim in ``order`` takes what
        is left.  ``cta_layout`` may also be a number of CTAs (the builder taking
        ``numCTAs``)."""
        if not isinstance(cta_layout, CTALayout):
            return cls.get_with_num_ctas(shape, size_per_thread, order, num_warps, threads_per_warp,
                                         int(cta_layout))
        rank = len(size_per_thread)
        tpw = [0] * rank
        wpc = [0] * rank
        shape_per_cta = get_shape_per_cta(cta_layout.cta_split_num, shape)
        remaining_lanes = threads_per_warp
        remaining_threads = num_warps * threads_per_warp
        remaining_warps = num_warps
        prev_lanes = 1
        prev_warps = 1

        def clamp(v, lo, hi):
            return lo if v < lo else (hi if hi < v else v)

        for d in range(rank - 1):
            i = order[d]
            threads_per_cta = clamp(remaining_threads, 1, max(1, shape_per_cta[i] // size_per_thread[i]))
            tpw[i] = clamp(threads_per_cta, 1, remaining_lanes)
            wpc[i] = clamp(threads_per_cta // tpw[i], 1, remaining_warps)
            remaining_warps //= wpc[i]
            remaining_lanes //= tpw[i]
            remaining_threads //= threads_per_cta
            prev_lanes *= tpw[i]
            prev_warps *= wpc[i]
        tpw[order[rank - 1]] = threads_per_warp // prev_lanes
        wpc[order[rank - 1]] = num_warps // prev_warps
        return cls(size_per_thread, tpw, wpc, order, cta_layout)

    @classmethod
    def get_with_num_ctas(cls, shape, size_per_thread, order, num_warps: int,
                          threads_per_warp: int, num_ctas: int) -> "BlockedEncoding":
        """``BlockedEncodingAttr::get(..., unsigned numCTAs)``: CTAs go to the
        dims from the most strided one."""
        rank = len(size_per_thread)
        ctas = [0] * rank
        split = [0] * rank
        remaining = num_ctas
        for d in range(rank - 1, -1, -1):
            i = order[d]
            hi = max(1, shape[i] // size_per_thread[i])
            ctas[i] = max(1, min(remaining, hi))
            split[i] = ctas[i]
            remaining //= ctas[i]
        ctas[rank - 1] *= remaining
        cta = CTALayout.from_split_params(ctas, split, list(order))
        return cls.get(shape, size_per_thread, order, num_warps, threads_per_warp, cta)

    @classmethod
    def get_default(cls, shape, size_per_thread, order, num_warps: int, threads_per_warp: int = 32,
                    num_ctas=1) -> "BlockedEncoding":
        """``BlockedEncodingAttr::get(ctx, shape, sizePerThread, order, numWarps,
        numThreads, numCTAs | CTALayout)`` (``num_ctas`` may be a CTALayout)."""
        return cls.get(shape, size_per_thread, order, num_warps, threads_per_warp, num_ctas)

    # -- queries -----------------------------------------------------------------------
    def get_rep_order(self) -> list[int]:
        """``BlockedEncodingAttr::getRepOrder``: the order."""
        return list(self.order)

    def get_shape_per_cta_tile(self) -> list[int]:
        """Legacy ``getShapePerCTATile`` (removed from Triton before 3.6.0):
        sizePerThread * threadsPerWarp * warpsPerCTA per dim."""
        return [a * b * c for a, b, c in zip(self.size_per_thread, self.threads_per_warp, self.warps_per_cta)]

    def to_linear_layout(self, shape) -> LinearLayout:
        """``BlockedEncodingAttr::toLinearLayout``."""
        order = list(self.order)
        cta = (identity_standard_nd("register", self.size_per_thread, order)
               * identity_standard_nd("lane", self.threads_per_warp, order)
               * identity_standard_nd("warp", self.warps_per_cta, order))
        return combine_cta_cga_with_shape(cta, self.CTALayout.linear_layout, shape)


def get_default_blocked_encoding(shape, num_warps: int, threads_per_warp: int = 32,
                                 num_ctas: int = 1) -> BlockedEncoding:
    """``getDefaultBlockedEncoding``: one element per thread, order
    [rank-1, ..., 0]."""
    rank = len(shape)
    return BlockedEncoding.get(shape, [1] * rank, list(range(rank - 1, -1, -1)), num_warps,
                               threads_per_warp, num_ctas)


# =============================================================================
# #ttg.slice
# =============================================================================
class SliceEncoding(DistributedEncoding):
    """``#ttg.slice<{dim = D, parent = #layout}>`` (no alias)."""

    __slots__ = ("dim", "parent")
    NAME = "ttg.slice"

    def __init__(self, dim: int, parent: DistributedEncoding):
        self._init(dim=int(dim), parent=parent)

    @classmethod
    def _parse(cls, d):
        if "dim" not in d or "parent" not in d:
            raise _Bad("slice needs dim and parent")
        dim = _sint(d["dim"])
        parent = d["parent"]
        if not isinstance(parent, DistributedEncoding):
            raise _Bad("expected a distributed encoding trait")
        rank = parent.rank
        if rank <= 1 or not (0 <= dim < rank):
            raise _Bad("bad slice dim")
        return cls(dim, parent)

    def render(self, p) -> str:
        return f"#ttg.slice<{{dim = {self.dim}, parent = {p.attr(self.parent)}}}>"

    @property
    def cta_layout(self) -> CTALayout:
        """``SliceEncodingAttr::getCTALayout``: the parent's without ``dim``."""
        return CTALayout(remove_standard_dim(self.parent.cta_layout.linear_layout, self.dim))

    def get_rep_order(self) -> list[int]:
        """``SliceEncodingAttr::getRepOrder``."""
        return _erase_order(self.parent.get_rep_order(), self.dim)

    def padded_shape(self, shape) -> list[int]:
        """``SliceEncodingAttr::paddedShape``: ``shape`` with a 1 inserted at ``dim``."""
        s = list(shape)
        return s[:self.dim] + [1] + s[self.dim:]

    def to_linear_layout(self, shape) -> LinearLayout:
        """``SliceEncodingAttr::toLinearLayout``."""
        parent_ll = to_linear_layout(self.parent, self.padded_shape(shape))
        sl = remove_standard_dim(parent_ll, self.dim)
        bases = dict(sl.bases)
        bases["register"] = [v for v in bases["register"] if any(x != 0 for x in v)]
        # Triton rebuilds it with LinearLayout(bases, outDimNames): out-dim
        # sizes inferred from the bases.
        try:
            return LinearLayout.from_bases(list(bases.items()), sl.out_dim_names)
        except LinearLayoutError:  # Triton would abort; keep the sliced sizes
            return LinearLayout(list(bases.items()), sl.get_out_dims(), False)


# =============================================================================
# #ttg.dot_op
# =============================================================================
class DotOperandEncoding(DistributedEncoding):
    """``#ttg.dot_op<{opIdx = I, parent = #p[, kWidth = K]}>`` (TableGen
    ``struct(params)``; kWidth omitted when 0; no alias)."""

    __slots__ = ("op_idx", "parent", "k_width")
    NAME = "ttg.dot_op"

    def __init__(self, op_idx: int, parent: Attribute, k_width: int = 0):
        self._init(op_idx=int(op_idx), parent=parent, k_width=int(k_width))

    @classmethod
    def _parse(cls, d):
        for k in d:
            if k not in ("opIdx", "parent", "kWidth"):
                raise _Bad(f"unexpected key {k}")
        if "opIdx" not in d or "parent" not in d:
            raise _Bad("missing parameter")
        r = cls(_uint(d["opIdx"]), d["parent"], _uint(d["kWidth"]) if "kWidth" in d else 0)
        r.verify()
        return r

    def verify(self) -> None:
        """``DotOperandEncodingAttr::verify``."""
        if self.op_idx not in (0, 1):
            raise _Bad("opIdx must be 0 or 1")
        p, k = self.parent, self.k_width
        if isinstance(p, NvidiaMmaEncoding):
            amp_hop = p.is_ampere() or p.is_hopper()
            if (k != 0) != amp_hop:
                raise _Bad("kWidth")
            if self.op_idx != 0 and p.is_hopper():
                raise _Bad("opIdx must be 0 for Hopper")
        elif isinstance(p, AMDWmmaEncoding):
            if p.version == 1 and k not in (8, 16):
                raise _Bad("kWidth")
            if p.version == 2 and k not in (4, 8, 16):
                raise _Bad("kWidth")
            if p.version == 3 and k == 0:
                raise _Bad("kWidth")
        elif isinstance(p, AMDMfmaEncoding):
            if k == 0:
                raise _Bad("kWidth")
        elif isinstance(p, BlockedEncoding):
            if k != 0:
                raise _Bad("kWidth")
        else:
            raise _Bad("unexpected parent layout")

    def render(self, p) -> str:
        s = f"#ttg.dot_op<{{opIdx = {self.op_idx}, parent = {p.attr(self.parent)}"
        if self.k_width != 0:
            s += f", kWidth = {self.k_width}"
        return s + "}>"

    @property
    def cta_layout(self) -> CTALayout:
        """``DotOperandEncodingAttr::getCTALayout``: the parent's with the K
        dim's block bases zeroed."""
        ll = self.parent.cta_layout.linear_layout
        rank = ll.num_out_dims
        kdim = rank - 1 if self.op_idx == 0 else rank - 2
        bases = [tuple(0 if i == kdim else x for i, x in enumerate(v)) for v in ll.bases["block"]]
        dims = ll.get_out_dims()
        dims[kdim] = (dims[kdim][0], 1)
        return CTALayout(LinearLayout([("block", bases)], dims, True))

    def get_rep_order(self) -> list[int]:
        """``DotOperandEncodingAttr::getRepOrder``."""
        if isinstance(self.parent, MmaEncoding):
            return self.parent.get_rep_order_for_operand(self.op_idx)
        if isinstance(self.parent, BlockedEncoding):
            return list(self.parent.order)
        raise NotImplementedError("getRepOrder not implemented for DotOperandEncodingAttr")

    def to_linear_layout(self, shape) -> LinearLayout:
        """``DotOperandEncodingAttr::toLinearLayout``."""
        p = self.parent
        if isinstance(p, BlockedEncoding):
            return _fma_dot_to_ll(self, shape)
        if isinstance(p, AMDMfmaEncoding):
            return _mfma_dot_to_ll(self, shape)
        if isinstance(p, NvidiaMmaEncoding):
            return _nvidia_dot_to_ll(self, shape)
        raise NotImplementedError(f"toLinearLayout of dot_op with parent {type(p).__name__}")


def _broadcasted_dot_operand_layout(shape, order, k_dim: int, in_dim: str) -> LinearLayout:
    """``broadcastedDotOperandLayout``."""
    names = standard_out_dim_names(len(shape))
    layout = LinearLayout.empty()
    for d in order:
        if d == k_dim:
            layout = layout * LinearLayout.zeros_1d(shape[d], in_dim, names[d])
        else:
            layout = layout * LinearLayout.identity_1d(shape[d], in_dim, names[d])
    return layout


def _fma_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``fmaDotToLinearLayout``."""
    rank = len(shape)
    blocked: BlockedEncoding = op.parent
    order = list(blocked.order)
    rep_order = blocked.get_rep_order()
    thread_size = list(blocked.size_per_thread)
    k_dim = rank - 1 if op.op_idx == 0 else rank - 2
    thread_size[k_dim] = shape[k_dim]
    names = standard_out_dim_names(rank)
    rep_names = [names[i] for i in rep_order]
    regs = identity_standard_nd("register", thread_size, order)
    lanes = _broadcasted_dot_operand_layout(blocked.threads_per_warp, order, k_dim, "lane")
    warps = _broadcasted_dot_operand_layout(blocked.warps_per_cta, order, k_dim, "warp")
    cta = regs.transpose_outs(rep_names) * lanes.transpose_outs(rep_names) * warps.transpose_outs(rep_names)
    return combine_cta_cga_with_shape(cta, op.cta_layout.linear_layout, shape)


def _nvidia_mma_tile(tile_shape, k_width: int, order, rep_order) -> LinearLayout:
    """``nvidiaMmaTile``."""
    rank = len(rep_order)
    names = standard_out_dim_names(rank)
    cta = identity_standard_nd("register", [1] * rank, rep_order)
    inner, outer = order[0], order[1]
    m = tile_shape[outer]
    n = tile_shape[inner]
    return (cta * LinearLayout.identity_1d(k_width, "register", names[inner])
            * LinearLayout.identity_1d(4, "lane", names[inner])
            * LinearLayout.identity_1d(8, "lane", names[outer])
            * LinearLayout.identity_1d(m // 8, "register", names[outer])
            * LinearLayout.identity_1d(n // (k_width * 4), "register", names[inner]))


def _nvidia_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``nvidiaDotToLinearLayout``."""
    rank = len(shape)
    mma: NvidiaMmaEncoding = op.parent
    k = op.k_width
    is_a = op.op_idx == 0
    tile = [1] * rank
    if is_a:
        tile[rank - 2] = 16
        tile[rank - 1] = k * 8
    else:
        tile[rank - 2] = k * 8
        tile[rank - 1] = 8
    order = get_order_for_dot_operand(op.op_idx, rank, True)
    cta = _nvidia_mma_tile(tile, k, order, op.get_rep_order())
    k_dim = rank - 1 if is_a else rank - 2
    warp_order = get_matrix_order(rank, not mma.is_hopper())
    cta = cta * _broadcasted_dot_operand_layout(mma.warps_per_cta, warp_order, k_dim,
                                                "warp").transpose_outs(cta.out_dim_names)
    return combine_cta_cga_with_shape(cta, op.cta_layout.linear_layout, shape)


def _mfma_dot_to_ll(op: DotOperandEncoding, shape) -> LinearLayout:
    """``mfmaDotToLinearLayout``."""
    mfma: AMDMfmaEncoding = op.parent
    rank = len(shape)
    has_batch = rank == 3
    k_width = op.k_width
    non_k_index = rank - 2 if op.op_idx == 0 else rank - 1
    warps = mfma.warps_per_cta
    tile_per_warp_non_k = mfma.tiles_per_warp[non_k_index]
    m_dim, n_dim = mfma.instr_shape[0], mfma.instr_shape[1]
    non_k_dim = m_dim if op.op_idx == 0 else n_dim
    warp_size = 64
    k_index = rank - 1 if op.op_idx == 0 else rank - 2
    k_size = shape[k_index]
    names = standard_out_dim_names(rank)
    order = get_order_for_dot_operand(op.op_idx, rank, True)
    dim_k, dim_non_k = names[order[0]], names[order[1]]
    warp_order = mfma._default_mma_order()
    regs = LinearLayout.identity_1d(k_width, "register", dim_k)
    lanes = (LinearLayout.identity_1d(non_k_dim, "lane", dim_non_k)
             * LinearLayout.identity_1d(warp_size // non_k_dim, "lane", dim_k))
    tile = regs * lanes
    k_tile = warp_size // non_k_dim * k_width
    if (m_dim == 64 and n_dim == 4 and op.op_idx == 0) or (m_dim == 4 and n_dim == 64 and op.op_idx == 1):
        tile = tile * LinearLayout.identity_1d(16, "register", dim_k)
        k_tile *= 16
    if k_size > k_tile:
        tile = tile * LinearLayout.identity_1d(k_size // k_tile, "register", dim_k)
    tile = tile * LinearLayout.identity_1d(tile_per_warp_non_k, "register", dim_non_k)
    tile = tile.transpose_outs([dim_k, dim_non_k])
    if has_batch:
        tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
        tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
    warp_layout = identity_standard_nd("warp", warps, warp_order)
    cta = tile * warp_layout
    return combine_cta_cga_with_shape(cta, mfma.cta_layout.linear_layout, shape).transpose_outs(names)


# =============================================================================
# #ttg.nvidia_mma
# =============================================================================
class NvidiaMmaEncoding(MmaEncoding):
    """``#ttg.nvidia_mma<{versionMajor, versionMinor, warpsPerCTA[, CGALayout], instrShape}>``."""

    __slots__ = ("version_major", "version_minor", "warps_per_cta", "CTALayout", "instr_shape")
    NAME = "ttg.nvidia_mma"

    def __init__(self, version_major: int, version_minor: int, warps_per_cta, cta_layout=None,
                 instr_shape=()):
        w = tuple(warps_per_cta)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(w))
        self._init(version_major=int(version_major), version_minor=int(version_minor), warps_per_cta=w,
                   CTALayout=cta_layout, instr_shape=tuple(instr_shape))

    @classmethod
    def _parse(cls, d):
        # Triton's parser ignores unknown keys here.
        vmaj = _uint(d["versionMajor"]) if "versionMajor" in d else 0
        vmin = _uint(d["versionMinor"]) if "versionMinor" in d else 0
        w = _uints(d["warpsPerCTA"]) if "warpsPerCTA" in d else ()
        instr = _uints(d["instrShape"]) if "instrShape" in d else ()
        cta = _parse_cta(d.get("CGALayout"), len(w))
        return cls(vmaj, vmin, w, cta, instr)

    def render(self, p) -> str:
        return (f"#ttg.nvidia_mma<{{versionMajor = {self.version_major}, versionMinor = {self.version_minor}, "
                f"warpsPerCTA = [{_join(self.warps_per_cta)}]{self.CTALayout.print_suffix()}, "
                f"instrShape = [{_join(self.instr_shape)}]}}>")

    def is_volta(self) -> bool:
        return self.version_major == 1

    def is_turing(self) -> bool:
        return self.version_major == 2 and self.version_minor == 1

    def is_ampere(self) -> bool:
        return self.version_major == 2

    def is_hopper(self) -> bool:
        return self.version_major == 3

    def to_linear_layout(self, shape) -> LinearLayout:
        """``NvidiaMmaEncodingAttr::toLinearLayout`` (Ampere and Hopper)."""
        rank = len(shape)
        if self.is_ampere():
            tile = list(self.instr_shape)
        elif self.is_hopper():
            tile = [self.instr_shape[0], self.instr_shape[1]]
        else:
            raise NotImplementedError("toLinearLayout for MMA v1")
        order = self._default_mma_order()
        cta = _nvidia_mma_tile(tile, 2, order, self.get_rep_order())
        warp_order = get_matrix_order(rank, not self.is_hopper())
        cta = cta * identity_standard_nd("warp", self.warps_per_cta, warp_order).transpose_outs(cta.out_dim_names)
        return combine_cta_cga_with_shape(cta, self.CTALayout.linear_layout, shape)


# =============================================================================
# #ttg.amd_mfma
# =============================================================================
class AMDMfmaEncoding(MmaEncoding):
    """``#ttg.amd_mfma<{version, warpsPerCTA, instrShape, isTransposed[, CGALayout]
    [, tilesPerWarp][, elementBitWidth]}>`` (tilesPerWarp printed unless all 1,
    elementBitWidth unless 32)."""

    __slots__ = ("version", "warps_per_cta", "instr_shape", "is_transposed", "CTALayout",
                 "tiles_per_warp", "element_bit_width")
    NAME = "ttg.amd_mfma"

    def __init__(self, version: int, warps_per_cta, instr_shape, is_transposed: bool, cta_layout=None,
                 tiles_per_warp=(), element_bit_width: int = 0):
        """The C++ builder: empty tilesPerWarp -> all 1 (rank of warpsPerCTA),
        elementBitWidth 0 -> 32."""
        w = tuple(warps_per_cta)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(w))
        tiles = tuple(tiles_per_warp) or (1,) * len(w)
        self._init(version=int(version), warps_per_cta=w, instr_shape=tuple(instr_shape),
                   is_transposed=bool(is_transposed), CTALayout=cta_layout, tiles_per_warp=tiles,
                   element_bit_width=int(element_bit_width) or 32)

    @classmethod
    def _parse(cls, d):
        version = _uint(d["version"]) if "version" in d else 0
        w = _uints(d["warpsPerCTA"]) if "warpsPerCTA" in d else ()
        instr = _uints(d["instrShape"]) if "instrShape" in d else ()
        if "isTransposed" not in d:
            raise _Bad("isTransposed is required")
        tr = _bool(d["isTransposed"])
        tiles = _uints(d["tilesPerWarp"]) if "tilesPerWarp" in d else ()
        ebw = _uint(d["elementBitWidth"]) if "elementBitWidth" in d else 32
        cta = _parse_cta(d.get("CGALayout"), len(w))
        if not tiles:
            tiles = (1,) * len(instr)  # the parser sizes the default by instrShape
        if not (0 <= version <= 4):
            raise _Bad("version must be in the [0, 4] range")
        if len(instr) < 2 or (instr[0], instr[1]) not in ((32, 32), (16, 16), (64, 4), (4, 64)):
            raise _Bad("invalid (mDim, nDim) combination")
        if ebw not in (32, 64):
            raise _Bad("elementBitWidth must be 32 or 64")
        return cls(version, w, instr, tr, cta, tiles, ebw)

    def has_unit_tiles_per_warp(self) -> bool:
        """``hasUnitTilesPerWarp``."""
        return all(x == 1 for x in self.tiles_per_warp)

    def render(self, p) -> str:
        s = (f"#ttg.amd_mfma<{{version = {self.version}, warpsPerCTA = [{_join(self.warps_per_cta)}], "
             f"instrShape = [{_join(self.instr_shape)}], isTransposed = {'true' if self.is_transposed else 'false'}"
             f"{self.CTALayout.print_suffix()}")
        if not self.has_unit_tiles_per_warp():
            s += f", tilesPerWarp = [{_join(self.tiles_per_warp)}]"
        if self.element_bit_width != 32:
            s += f", elementBitWidth = {self.element_bit_width}"
        return s + "}>"

    def to_linear_layout(self, shape) -> LinearLayout:
        """``AMDMfmaEncodingAttr::toLinearLayout``."""
        rank = len(shape)
        has_batch = rank == 3
        m_index, n_index = int(has_batch), 1 + int(has_batch)
        names = standard_out_dim_names(rank)
        order = self._default_mma_order()
        dim_m, dim_n = names[order[1]], names[order[0]]
        m_dim, n_dim = self.instr_shape[0], self.instr_shape[1]
        height = 1 if self.element_bit_width == 64 else 4
        warp_size = 64
        tiles = (m_dim * n_dim) // (warp_size * height)
        if not self.is_transposed:
            regs = LinearLayout.identity_1d(height, "register", dim_m)
            lanes = (LinearLayout.identity_1d(n_dim, "lane", dim_n)
                     * LinearLayout.identity_1d(warp_size // n_dim, "lane", dim_m))
            tile = regs * lanes
            if tiles > 0:
                tile = tile * LinearLayout.identity_1d(tiles, "register", dim_m)
        else:
            regs = LinearLayout.identity_1d(height, "register", dim_n)
            lanes = (LinearLayout.identity_1d(m_dim, "lane", dim_m)
                     * LinearLayout.identity_1d(warp_size // m_dim, "lane", dim_n))
            tile = regs * lanes
            if tiles > 0:
                tile = tile * LinearLayout.identity_1d(tiles, "register", dim_n)
        tile = tile.transpose_outs([dim_n, dim_m])
        tpw_m, tpw_n = self.tiles_per_warp[m_index], self.tiles_per_warp[n_index]
        wpc_m, wpc_n = self.warps_per_cta[m_index], self.warps_per_cta[n_index]
        tile = tile * LinearLayout.identity_1d(tpw_n, "register", dim_n)
        tile = tile * LinearLayout.identity_1d(wpc_n, "warp", dim_n)
        tile = tile * LinearLayout.identity_1d(shape[n_index] // (n_dim * wpc_n * tpw_n), "register", dim_n)
        tile = tile * LinearLayout.identity_1d(tpw_m, "register", dim_m)
        tile = tile * LinearLayout.identity_1d(wpc_m, "warp", dim_m)
        if has_batch:
            tile = tile * LinearLayout.identity_1d(1, "register", names[order[2]])
            tile = tile * LinearLayout.identity_1d(1, "lane", names[order[2]])
            tile = tile * LinearLayout.identity_1d(self.warps_per_cta[0], "warp", names[order[2]])
        return combine_cta_cga_with_shape(tile, self.CTALayout.linear_layout, shape)


# =============================================================================
# #ttg.amd_wmma
# =============================================================================
_WMMA_DEFAULT_INSTR = (16, 16, 16)


class AMDWmmaEncoding(MmaEncoding):
    """``#ttg.amd_wmma<{version, isTranspose, warpsPerCTA[, CGALayout][, tilesPerWarp]
    [, instrShape]}>`` (instrShape printed unless [16, 16, 16])."""

    __slots__ = ("version", "is_transposed", "warps_per_cta", "tiles_per_warp", "CTALayout", "instr_shape")
    NAME = "ttg.amd_wmma"

    def __init__(self, version: int, is_transposed: bool, warps_per_cta, tiles_per_warp=(),
                 cta_layout=None, instr_shape=_WMMA_DEFAULT_INSTR):
        w = tuple(warps_per_cta)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(w))
        self._init(version=int(version), is_transposed=bool(is_transposed), warps_per_cta=w,
                   tiles_per_warp=tuple(tiles_per_warp) or (1,) * len(w), CTALayout=cta_layout,
                   instr_shape=tuple(instr_shape))

    @classmethod
    def _parse(cls, d):
        version = _uint(d["version"]) if "version" in d else 0
        tr = _bool(d["isTranspose"]) if "isTranspose" in d else False
        w = _uints(d["warpsPerCTA"]) if "warpsPerCTA" in d else ()
        tiles = _uints(d["tilesPerWarp"]) if "tilesPerWarp" in d else ()
        instr = _uints(d["instrShape"]) if "instrShape" in d else _WMMA_DEFAULT_INSTR
        cta = _parse_cta(d.get("CGALayout"), len(w))
        if not tiles:
            tiles = (1,) * len(instr)
        valid = {1: [(16, 16, 16)], 2: [(16, 16, 16), (16, 16, 32)],
                 3: [(16, 16, 4), (16, 16, 32), (16, 16, 64), (16, 16, 128)]}
        if version not in valid or tuple(instr) not in valid[version]:
            raise _Bad("invalid WMMA version/instrShape")
        return cls(version, tr, w, tiles, cta, instr)

    def has_unit_tiles_per_warp(self) -> bool:
        return all(x == 1 for x in self.tiles_per_warp)

    def render(self, p) -> str:
        s = (f"#ttg.amd_wmma<{{version = {self.version}, isTranspose = {'true' if self.is_transposed else 'false'}, "
             f"warpsPerCTA = [{_join(self.warps_per_cta)}]{self.CTALayout.print_suffix()}")
        if not self.has_unit_tiles_per_warp():
            s += f", tilesPerWarp = [{_join(self.tiles_per_warp)}]"
        if tuple(self.instr_shape) != _WMMA_DEFAULT_INSTR:
            s += f", instrShape = [{_join(self.instr_shape)}]"
        return s + "}>"


# =============================================================================
# #ttg.linear
# =============================================================================
_LINEAR_IN = ("register", "lane", "warp", "block")


class LinearEncoding(DistributedEncoding):
    """``#ttg.linear<{register = [[..]], lane = [..], warp = [..], block = [..]}>``:
    a distributed layout given by its linear layout (``LinearEncodingAttr``)."""

    __slots__ = ("linear_layout",)
    ALIAS = "linear"
    NAME = "ttg.linear"

    def __init__(self, linear_layout: LinearLayout):
        self._init(linear_layout=linear_layout)

    @classmethod
    def _parse(cls, d):
        ll = _parse_ll(d, _LINEAR_IN)
        r = cls(ll)
        r.verify()
        return r

    def verify(self) -> None:
        """``LinearEncodingAttr::verify``."""
        ll = self.linear_layout
        if ll.in_dim_names[:4] != list(_LINEAR_IN)[:len(ll.in_dim_names)]:
            raise _Bad("unexpected input dims")
        if ll.out_dim_names != standard_out_dim_names(ll.num_out_dims):
            raise _Bad("unexpected output dims")
        for vecs in ll.bases.values():
            for v in vecs:
                if sum(1 for x in v if x != 0) > 1:
                    raise _Bad("In a distributed layout, each base must move in at most one dimension.")

    def render(self, p) -> str:
        return f"#ttg.linear<{{{_print_ll(self.linear_layout)}}}>"

    # -- LinearEncodingAttr methods --------------------------------------------------------
    def bases_per_dim(self, dim_name: str, skip_broadcast: bool = True) -> list[int]:
        """``basesPerDim``."""
        ll = self.linear_layout
        return _bases_per_dim_impl(ll.bases, dim_name, ll.num_out_dims, skip_broadcast)

    def order_per_dim(self, dim_name: str, default_order) -> list[int]:
        """``orderPerDim``."""
        return _order_per_dim_impl(self.linear_layout, dim_name, default_order)

    @property
    def cta_layout(self) -> CTALayout:
        """``LinearEncodingAttr::getCTALayout`` (``linearToCTAEncodingAttr``)."""
        return _linear_to_cta_layout(self.linear_layout, self.bases_per_dim("block"))

    def get_rep_order(self) -> list[int]:
        """``LinearEncodingAttr::getRepOrder``: the order."""
        return self.get_order()

    def get_order(self, shape=None) -> list[int]:
        """``LinearEncodingAttr::getOrder`` (with ``shape``: the free function
        ``getOrder(layout, shape)``)."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_order()
        rank = self.linear_layout.num_out_dims
        return self.order_per_dim("register", list(range(rank - 1, -1, -1)))

    def get_warp_order(self, shape=None) -> list[int]:
        """``getWarpOrder``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_warp_order()
        return self.order_per_dim("warp", self.get_order())

    def get_thread_order(self, shape=None) -> list[int]:
        """``getThreadOrder``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_thread_order()
        return self.order_per_dim("lane", self.get_order())

    def get_threads_per_warp(self, shape=None) -> list[int]:
        """``getThreadsPerWarp``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_threads_per_warp()
        return self.bases_per_dim("lane")

    def get_warps_per_cta(self, shape=None) -> list[int]:
        """``getWarpsPerCTA``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_warps_per_cta()
        return self.bases_per_dim("warp")

    def get_size_per_thread(self) -> list[int]:
        """``LinearEncodingAttr::getSizePerThread`` (legacy): register bases
        per dim after dropping the trailing repetitions."""
        ll = self.linear_layout
        rank = len(self.get_order())
        split = self.cta_layout.cta_split_num
        cta_shape = [s // c for s, c in zip(ll.get_out_dim_sizes(), split)]
        regs = list(ll.bases["register"])
        rev: list[int] = []
        while regs:
            basis = regs[-1]
            idx = next((i for i, x in enumerate(basis) if x != 0), None)
            if idx is None:
                break
            if idx not in rev:
                rev.append(idx)
            if idx != rev[-1] or 2 * basis[idx] != cta_shape[idx]:
                break
            cta_shape[idx] //= 2
            regs.pop()
        bases = dict(ll.bases)
        bases["register"] = regs
        return _bases_per_dim_impl(bases, "register", rank)

    def get_contig(self, in_dim: str, lower_contig) -> list[int]:
        """``getContig``: how far the first bases of ``in_dim`` continue
        ``lower_contig`` along each dim, dims taken in order."""
        bases = self.linear_layout.bases[in_dim]
        order = self.get_order()
        rank = len(order)
        contig = list(lower_contig)
        it = 0
        for dim in order:
            basis = [0] * rank
            basis[dim] = contig[dim]
            while it < len(bases) and list(bases[it]) == basis:
                contig[dim] *= 2
                basis[dim] *= 2
                it += 1
        return contig

    def get_contig_per_thread(self, shape=None) -> list[int]:
        """``LinearEncodingAttr::getContigPerThread``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_contig_per_thread()
        return self.get_contig("register", [1] * len(self.get_order()))

    def get_contig_per_warp(self, shape=None) -> list[int]:
        """``LinearEncodingAttr::getContigPerWarp``."""
        if shape is not None:
            return to_linear_encoding(self, shape).get_contig_per_warp()
        return self.get_contig("lane", self.get_contig_per_thread())

    def to_linear_layout(self, shape) -> LinearLayout:
        """``LinearEncodingAttr::toLinearLayout``: fit to ``shape``
        (broadcast registers dropped)."""
        ll = self.linear_layout
        canonical = ll.out_dim_names
        permuted = [canonical[d] for d in self.get_rep_order()]
        named = {canonical[d]: shape[d] for d in self.get_rep_order()}
        ll = ll.transpose_outs(permuted)
        ll = ensure_layout_not_smaller_than(ll, named)
        ll = ensure_layout_not_larger_than(ll, named, broadcast_registers=False)
        return ll.transpose_outs(canonical)

    def get_elems_per_thread(self, shape) -> list[int]:
        """``LinearEncodingAttr::getElemsPerThread``."""
        scaled = LinearEncoding(self.to_linear_layout(shape))
        return scaled.bases_per_dim("register", skip_broadcast=False)

    def get_total_elems_per_thread(self, shape) -> int:
        """``LinearEncodingAttr::getTotalElemsPerThread``."""
        n = 1
        for x in self.get_elems_per_thread(shape):
            n *= x
        return n


# =============================================================================
# Shared encodings
# =============================================================================
class SwizzledSharedEncoding(SharedEncoding):
    """``#ttg.swizzled_shared<{vec, perPhase, maxPhase, order[, CGALayout]}>``."""

    __slots__ = ("vec", "per_phase", "max_phase", "order", "CTALayout")
    NAME = "ttg.swizzled_shared"

    def __init__(self, vec: int, per_phase: int, max_phase: int, order, cta_layout=None):
        o = tuple(order)
        if cta_layout is None:
            cta_layout = CTALayout.get_default(len(o))
        self._init(vec=int(vec), per_phase=int(per_phase), max_phase=int(max_phase), order=o,
                   CTALayout=cta_layout)

    @classmethod
    def _parse(cls, d):
        vals = {"vec": 0, "perPhase": 0, "maxPhase": 0}
        order = ()
        cga = None
        for k, v in d.items():
            if k in vals:
                vals[k] = _uint(v)
            elif k == "order":
                order = _uints(v)
            elif k == "CGALayout":
                cga = v
            else:
                raise _Bad(f"unexpected key: {k}")
        cta = _parse_cta(cga, len(order))
        if not _is_perm(order):
            raise _Bad("order must be a permutation")
        return cls(vals["vec"], vals["perPhase"], vals["maxPhase"], order, cta)

    def render(self, p) -> str:
        return (f"#{self.NAME}<{{vec = {self.vec}, perPhase = {self.per_phase}, maxPhase = {self.max_phase}, "
                f"order = [{_join(self.order)}]{self.CTALayout.print_suffix()}}}>")

    def get_order(self, shape=None) -> list[int]:
        """``getOrder(SharedEncodingTrait, shape)``: the order."""
        return list(self.order)

    def _swizzle_row(self, row: int) -> int:
        return self.vec * ((row // self.per_phase) % self.max_phase)

    def to_linear_layout(self, shape) -> LinearLayout:
        """``swizzledSharedToLinearLayout``."""
        return _swizzled_to_ll(self, shape, self.get_shape_per_cta(shape), self._swizzle_row)


class AMDRotatingSharedEncoding(SwizzledSharedEncoding):
    """``#ttg.amd_rotating_shared<{vec, perPhase, maxPhase, order[, CGALayout]}>``."""

    __slots__ = ("vec", "per_phase", "max_phase", "order", "CTALayout")
    NAME = "ttg.amd_rotating_shared"

    def _swizzle_row(self, row: int) -> int:
        phase = (row // self.per_phase) % self.max_phase
        block_no = row // self.max_phase // self.per_phase % self.max_phase
        return self.vec * (phase ^ block_no)

    def to_linear_layout(self, shape) -> LinearLayout:
        """``sharedToLinearLayoutAMDRotating`` (uses the full shape, not per CTA,
        for the swizzled dims)."""
        return _swizzled_to_ll(self, shape, self.get_shape_per_cta(shape), self._swizzle_row, rotating=True)


def _swizzled_to_ll(shared, shape, shape_per_cta, swizzle, rotating: bool = False) -> LinearLayout:
    rank = len(shape)
    cga = shared.CTALayout.linear_layout
    if rank == 1:
        return combine_cta_cga_with_shape(LinearLayout.identity_1d(shape_per_cta[0], "offset", "dim0"), cga, shape)
    names = standard_out_dim_names(rank)
    col_dim, row_dim = shared.order[0], shared.order[1]
    src = shape if rotating else shape_per_cta
    num_cols, num_rows = src[col_dim], src[row_dim]
    bases = []
    col = 1
    while col < num_cols:
        bases.append((0, col))
        col *= 2
    row = 1
    while row < num_rows:
        bases.append((row, swizzle(row) % num_cols))
        row *= 2
    cta = LinearLayout.from_bases([("offset", bases)], [names[row_dim], names[col_dim]])
    for i in range(2, rank):
        dim = shared.order[i]
        cta = cta * LinearLayout.identity_1d(src[dim], "offset", names[dim])
    return combine_cta_cga_with_shape(cta, cga, shape)


class NVMMASharedEncoding(SharedEncoding):
    """``#ttg.nvmma_shared<{swizzlingByteWidth, transposed, elementBitWidth
    [, fp4Padded = true][, rank = R | , CGALayout]}>`` (``rank`` is printed
    when the CTA layout is the default and the rank is not 2)."""

    __slots__ = ("swizzling_byte_width", "transposed", "element_bit_width", "fp4_padded", "CTALayout")
    NAME = "ttg.nvmma_shared"

    def __init__(self, swizzling_byte_width: int, transposed: bool, element_bit_width: int,
                 fp4_padded: bool = False, cta_layout=None):
        if cta_layout is None:
            cta_layout = CTALayout.get_default(2)
        self._init(swizzling_byte_width=int(swizzling_byte_width), transposed=bool(transposed),
                   element_bit_width=int(element_bit_width), fp4_padded=bool(fp4_padded), CTALayout=cta_layout)

    @classmethod
    def _parse(cls, d):
        swz = ebw = None
        tr = fp4 = False
        rank = 2
        cga = None
        for k, v in d.items():
            if k == "swizzlingByteWidth":
                swz = _uint(v)
            elif k == "transposed":
                tr = _bool(v)
            elif k == "elementBitWidth":
                ebw = _uint(v)
            elif k == "fp4Padded":
                fp4 = _bool(v)
            elif k == "CGALayout":
                cga = v
            elif k == "rank":
                rank = _uint(v)
            else:
                raise _Bad(f"unexpected key: {k}")
        if swz is None or ebw is None:
            raise _Bad("swizzlingByteWidth and elementBitWidth are required")
        return cls(swz, tr, ebw, fp4, _parse_cta(cga, rank))

    def render(self, p) -> str:
        s = (f"#ttg.nvmma_shared<{{swizzlingByteWidth = {self.swizzling_byte_width}, "
             f"transposed = {'true' if self.transposed else 'false'}, elementBitWidth = {self.element_bit_width}")
        if self.fp4_padded:
            s += ", fp4Padded = true"
        rank = len(self.CTALayout.cta_order)
        if self.CTALayout.is_default() and rank != 2:
            s += f", rank = {rank}"
        else:
            s += self.CTALayout.print_suffix()
        return s + "}>"

    def get_order(self, shape) -> list[int]:
        """``getOrder(SharedEncodingTrait, shape)``."""
        if len(shape) == 1:
            return [0]
        return get_matrix_order(len(shape), not self.transposed)

    def get_vec(self) -> int:
        return 1 if self.swizzling_byte_width == 0 else 128 // self.element_bit_width

    def get_per_phase(self) -> int:
        return 1 if self.swizzling_byte_width == 0 else 128 // self.swizzling_byte_width

    def get_max_phase(self) -> int:
        return 1 if self.swizzling_byte_width == 0 else self.swizzling_byte_width // 16

    def get_alignment(self) -> int:
        return 128 * self.get_max_phase()


class PaddedSharedEncoding(SharedEncoding):
    """``#ttg.padded_shared<[I:+P, ...] {order = [..], shape = [..]}>`` or, when
    the offsets are not an identity or there are block bases,
    ``<[I:+P, ...] {offset = [[..]], block = [[..]]}>``."""

    __slots__ = ("intervals", "paddings", "linear_component")
    NAME = "ttg.padded_shared"

    def __init__(self, intervals, paddings, linear_component: LinearLayout):
        self._init(intervals=tuple(intervals), paddings=tuple(paddings), linear_component=linear_component)

    @classmethod
    def from_body(cls, name, kind, payload):
        if kind != "padded":
            return None
        pairs, entries = payload
        try:
            d = _entries(entries)
            if "offset" in d or "block" in d:
                for k in d:
                    if k not in ("offset", "block"):
                        raise _Bad(f"Unexpected attribute {k}")
                ll = _parse_ll(d, ("offset", "block"))
            else:
                order = shape = ()
                for k, v in d.items():
                    if k == "order":
                        order = _uints(v)
                    elif k == "shape":
                        shape = _uints(v)
                    else:
                        raise _Bad(f"Unexpected attribute {k}")
                if len(order) != len(shape) or not _is_perm(order):
                    raise _Bad("Mismatch of shape and order ranks in padded layout")
                ll = combine_cta_cga_with_shape(identity_standard_nd("offset", shape, order),
                                                CTALayout.get_default(len(shape)).linear_layout, shape)
            r = cls([i for i, _ in pairs], [q for _, q in pairs], ll)
            r.verify()
            return r
        except (_Bad, LinearLayoutError):
            return None

    @classmethod
    def from_params(cls, name, entries):
        return OpaqueAttr("#" + name) if entries is None else DialectDictAttr(name, entries)

    def verify(self) -> None:
        """``PaddedSharedEncodingAttr::verify``."""
        iv, pd, ll = self.intervals, self.paddings, self.linear_component
        if len(iv) != len(pd) or not iv:
            raise _Bad("intervals/paddings")
        if not all(_is_pow2(x) for x in iv) or not all(_is_pow2(x) for x in pd):
            raise _Bad("must be powers of two")
        if len(set(iv)) != len(iv):
            raise _Bad("interval values cannot have duplicates")
        if ll.in_dim_names != ["offset", "block"]:
            raise _Bad("linearComponent must have [offset, block] as input dims")
        if ll.out_dim_names != standard_out_dim_names(ll.num_out_dims):
            raise _Bad("Expected output dimensions to be ['dim0', 'dim1', ...].")
        if not ll.is_invertible():
            raise _Bad("Broadcasting is not supported.")
        for vecs in ll.bases.values():
            for v in vecs:
                if sum(1 for x in v if x != 0) > 1 or not all(x == 0 or _is_pow2(x) for x in v):
                    raise _Bad("bad offset basis")

    @property
    def shape(self) -> list[int]:
        return self.linear_component.get_out_dim_sizes()

    def get_order(self, shape=None) -> list[int]:
        """``PaddedSharedEncodingAttr::getOrder``."""
        rank = self.linear_component.num_out_dims
        return _order_per_dim_impl(self.linear_component, "offset", list(range(rank - 1, -1, -1)))

    @property
    def cta_layout(self) -> CTALayout:
        """``PaddedSharedEncodingAttr::getCTALayout``."""
        ll = self.linear_component
        split = _bases_per_dim_impl(ll.bases, "block", ll.num_out_dims)
        return _linear_to_cta_layout(ll, split)

    def get_padded_size(self, shape) -> int:
        """``getPaddedSize``."""
        unpadded = 1
        for s in shape:
            unpadded *= s
        pad = 0
        for i, q in zip(self.intervals, self.paddings):
            pad += (unpadded >> (i.bit_length() - 1)) << (q.bit_length() - 1)
            if unpadded % i == 0:
                pad -= q
        return unpadded + pad

    def render(self, p) -> str:
        ll = self.linear_component
        s = "#ttg.padded_shared<[" + ", ".join(f"{i}:+{q}" for i, q in zip(self.intervals, self.paddings)) + "] {"
        shape = ll.get_out_dim_sizes()
        outs = ll.out_dim_names
        identity = identity_standard_nd("offset", shape, self.get_order()).transpose_outs(outs)
        if ll.get_in_dim_size_log2("block") == 0 and ll.sublayout(["offset"], outs) == identity:
            s += f"order = [{_join(self.get_order())}], shape = [{_join(shape)}]"
        else:
            s += _print_ll(ll)
        return s + "}>"


class SharedLinearEncoding(SharedEncoding):
    """``#ttg.shared_linear<{offset = [[..]][, block = [[..]]]}, alignment = N>``
    (``block`` printed only when it has bases)."""

    __slots__ = ("linear_layout", "alignment")
    NAME = "ttg.shared_linear"

    def __init__(self, linear_layout: LinearLayout, alignment: int):
        self._init(linear_layout=linear_layout, alignment=int(alignment))

    @classmethod
    def from_body(cls, name, kind, payload):
        if kind != "dict_kv":
            return None
        entries, key, value = payload
        try:
            d = _entries(entries)
            if key != "alignment" or "alignment" in d:
                raise _Bad("alignment must be specified outside of the linear layout braces")
            if "block" not in d:
                d["block"] = ArrayAttr(())
            if len(d) != 2:
                raise _Bad("SharedLinearEncodingAttr must have exactly two attributes: offset and block")
            r = cls(_parse_ll(d, ("offset", "block")), value)
            r.verify()
            return r
        except (_Bad, LinearLayoutError):
            return None

    @classmethod
    def from_params(cls, name, entries):
        return OpaqueAttr("#" + name) if entries is None else DialectDictAttr(name, entries)

    def verify(self) -> None:
        """``SharedLinearEncodingAttr::verify``."""
        ll = self.linear_layout
        if not _is_pow2(self.alignment):
            raise _Bad("alignment must be a positive power of two")
        if not ll.is_surjective():
            raise _Bad("The layout must be surjective")
        if not ll.remove_zero_bases_along_dim("offset").remove_zero_bases_along_dim("block").is_invertible():
            raise _Bad("After removing the zero bases the layout must be bijective")

    def render(self, p) -> str:
        ll = self.linear_layout
        if not ll.bases["block"]:
            ll = ll.sublayout(["offset"], ll.out_dim_names)
        return f"#ttg.shared_linear<{{{_print_ll(ll)}}}, alignment = {self.alignment}>"

    def get_order(self, shape=None) -> list[int]:
        """``SharedLinearEncodingAttr::getOrder``."""
        rank = self.linear_layout.num_out_dims
        return _order_per_dim_impl(self.linear_layout, "offset", list(range(rank - 1, -1, -1)))

    @property
    def cta_layout(self) -> CTALayout:
        ll = self.linear_layout
        return _linear_to_cta_layout(ll, _bases_per_dim_impl(ll.bases, "block", ll.num_out_dims))

    def to_linear_layout(self, shape) -> LinearLayout:
        """``SharedLinearEncodingAttr::toLinearLayout``: the layout itself."""
        if list(shape) != self.linear_layout.get_out_dim_sizes():
            raise LinearLayoutError("shared_linear: shape must match the layout")
        return self.linear_layout


# =============================================================================
# Memory spaces and tensor memory
# =============================================================================
class _NoBody(Attribute):
    __slots__ = ()
    NAME = ""

    def __init__(self):
        self._init()

    @classmethod
    def from_params(cls, name, entries):
        if entries is None:
            return cls()
        return DialectDictAttr(name, entries)

    @classmethod
    def from_body(cls, name, kind, payload):
        return None

    def render(self, p) -> str:
        return "#" + self.NAME


class SharedMemorySpace(_NoBody):
    """``#ttg.shared_memory`` (alias ``#smem``)."""

    __slots__ = ()
    ALIAS = "smem"
    NAME = "ttg.shared_memory"


class TensorMemorySpace(_NoBody):
    """``#ttng.tensor_memory`` (no alias)."""

    __slots__ = ()
    ALIAS = None
    NAME = "ttng.tensor_memory"


class _StructAttr(Attribute):
    """A TableGen ``<struct(params)>`` attribute: ``PARAMS`` lists (key, field,
    kind, default) in order; params equal to their default (not None) are
    omitted when printing."""

    __slots__ = ()
    ALIAS = None
    NAME = ""
    PARAMS: tuple = ()

    @classmethod
    def from_params(cls, name, entries):
        if entries is None:
            return OpaqueAttr("#" + name)
        return DialectDictAttr(name, entries)

    @classmethod
    def from_body(cls, name, kind, payload):
        if kind != "struct":
            return None
        try:
            d = _entries(payload)
            vals = {}
            for key, field, kind_, default in cls.PARAMS:
                if key in d:
                    v = d.pop(key)
                    vals[field] = _bool(v) if kind_ == "bool" else _uint(v)
                elif default is None:
                    raise _Bad(f"missing {key}")
                else:
                    vals[field] = default
            if d:
                raise _Bad("unexpected keys")
            return cls(**vals)
        except _Bad:
            return None

    def render(self, p) -> str:
        parts = []
        for key, field, kind_, default in self.PARAMS:
            v = getattr(self, field)
            if default is not None and v == default:
                continue
            parts.append(f"{key} = {('true' if v else 'false') if kind_ == 'bool' else v}")
        return f"#{self.NAME}<{', '.join(parts)}>"


class TensorMemoryEncoding(_StructAttr):
    """``#ttng.tensor_memory_encoding<blockM = M, blockN = N, colStride = S
    [, CTASplitM = a][, CTASplitN = b][, twoCTAs = true]>`` (alias ``#tmem``)."""

    __slots__ = ("block_m", "block_n", "col_stride", "cta_split_m", "cta_split_n", "two_ctas")
    ALIAS = "tmem"
    NAME = "ttng.tensor_memory_encoding"
    PARAMS = (("blockM", "block_m", "uint", None), ("blockN", "block_n", "uint", None),
              ("colStride", "col_stride", "uint", None), ("CTASplitM", "cta_split_m", "uint", 1),
              ("CTASplitN", "cta_split_n", "uint", 1), ("twoCTAs", "two_ctas", "bool", False))

    def __init__(self, block_m: int, block_n: int, col_stride: int, cta_split_m: int = 1,
                 cta_split_n: int = 1, two_ctas: bool = False):
        self._init(block_m=int(block_m), block_n=int(block_n), col_stride=int(col_stride),
                   cta_split_m=int(cta_split_m), cta_split_n=int(cta_split_n), two_ctas=bool(two_ctas))

    @property
    def cta_split_num(self) -> list[int]:
        """``getCTASplitNum``: [CTASplitM, CTASplitN]."""
        return [self.cta_split_m, self.cta_split_n]


class TensorMemoryScalesEncoding(_StructAttr):
    """``#ttng.tensor_memory_scales_encoding<[CTASplitM = a][, CTASplitN = b]>``
    (alias ``#tmem_scales``)."""

    __slots__ = ("cta_split_m", "cta_split_n")
    ALIAS = "tmem_scales"
    NAME = "ttng.tensor_memory_scales_encoding"
    PARAMS = (("CTASplitM", "cta_split_m", "uint", 1), ("CTASplitN", "cta_split_n", "uint", 1))

    def __init__(self, cta_split_m: int = 1, cta_split_n: int = 1):
        self._init(cta_split_m=int(cta_split_m), cta_split_n=int(cta_split_n))

    @property
    def cta_split_num(self) -> list[int]:
        return [self.cta_split_m, self.cta_split_n]


# =============================================================================
# toLinearLayout / toLinearEncoding (TritonGPUDialect, with its caches)
# =============================================================================
_LL_CACHE: dict = {}
_LE_CACHE: dict = {}
_CACHE_MAX = 4096


def to_linear_layout(layout, shape) -> LinearLayout:
    """``toLinearLayout(shape, layout)`` (TritonGPUDialect::toLinearLayout)."""
    key = (layout, tuple(shape))
    r = _LL_CACHE.get(key)
    if r is None:
        r = layout.to_linear_layout(list(shape))
        if len(_LL_CACHE) >= _CACHE_MAX:
            _LL_CACHE.clear()
        _LL_CACHE[key] = r
    return r


def to_linear_encoding(layout, shape) -> LinearEncoding:
    """``toLinearEncoding(layout, shape)``."""
    key = (layout, tuple(shape))
    r = _LE_CACHE.get(key)
    if r is None:
        r = LinearEncoding(to_linear_layout(layout, shape))
        if len(_LE_CACHE) >= _CACHE_MAX:
            _LE_CACHE.clear()
        _LE_CACHE[key] = r
    return r


# =============================================================================
# Registration
# =============================================================================
def _register() -> None:
    from pyopt.ir.registry import register_attr

    for cls in (BlockedEncoding, SliceEncoding, DotOperandEncoding, NvidiaMmaEncoding, AMDMfmaEncoding,
                AMDWmmaEncoding, LinearEncoding, SwizzledSharedEncoding, AMDRotatingSharedEncoding,
                NVMMASharedEncoding, PaddedSharedEncoding, SharedLinearEncoding, SharedMemorySpace,
                TensorMemorySpace, TensorMemoryEncoding, TensorMemoryScalesEncoding):
        register_attr(cls.NAME, cls)


_register()
