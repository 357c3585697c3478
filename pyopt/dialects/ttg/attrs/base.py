"""What the TritonGPU layout encodings share: the CTA (CGA) layout, the
``LayoutEncodingTrait`` / ``SharedEncodingTrait`` bases, the ``CGALayout``
parameter and the free helpers of Dialect.cpp they use.

Mirrors Triton 3.6.0's include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td
(``CTAEncodingAttr``, the attribute interfaces), TritonGPUAttrInterfaces.td and
lib/Dialect/TritonGPU/IR/Dialect.cpp (``parseCTAAttr``, ``maybePrintCTALayout``,
``getMatrixOrder``, ``getOrderForDotOperand``, ``getShapePerCTA``,
``basesPerDimImpl``, ``orderPerDimImpl``, ``linearToCTAEncodingAttr``,
``printLinearLayout`` / ``parseLinearLayout``).

In 3.6.0 the CTA (CGA) part of a layout is a linear layout from ``block`` to
``dim0..`` (``CTAEncodingAttr``), printed as ``CGALayout = [[...], ...]``
only when it is not the trivial single-CTA layout; the older
``CTAsPerCGA``/``CTASplitNum``/``CTAOrder`` keys are rejected by Triton and
only exist as derived queries here.
"""

from __future__ import annotations

from typing import Sequence

from pyopt.ir.attrdef import AttrBodyError, AttrDef, AttrInvalid, Param, ParamError, ParamKind, parse_sint, parse_uints
from pyopt.ir.attrs import ArrayAttr, Attribute, IntegerAttr
from pyopt.ir.version import Since, Versioned, resolve
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    divide_left,
    standard_out_dim_names,
)

__all__ = [
    "CTALayout", "LayoutEncoding", "SharedEncoding", "is_shared_encoding", "cga_layout_param",
    "get_matrix_order", "get_order_for_dot_operand", "get_shape_per_cta",
]


# =============================================================================
# Small helpers
# =============================================================================
def is_pow2(x: int) -> bool:
    return x > 0 and (x & (x - 1)) == 0


def is_perm(order) -> bool:
    return sorted(order) == list(range(len(order)))


def verify_layout_order(order) -> None:
    """``verifyLayoutOrder``: ``order`` is a permutation of 0..rank-1."""
    if not is_perm(order):
        raise AttrInvalid(f"order must be a permutation of 0..(rank-1), but was [{join_ints(order)}]")


def join_ints(xs) -> str:
    return ", ".join(str(x) for x in xs)


def fmt_bases(vecs) -> str:
    return "[" + ", ".join("[" + join_ints(v) + "]" for v in vecs) + "]"


def print_linear_layout(ll: LinearLayout) -> str:
    """``printLinearLayout``: ``register = [[..]], lane = [..], ...`` over all
    input dims in order."""
    return ", ".join(f"{d} = {fmt_bases(v)}" for d, v in ll.bases.items())


def _bases_of(a, name: str) -> tuple:
    """An array of arrays of integers (a linear-layout basis list)."""
    if not isinstance(a, ArrayAttr):
        raise AttrInvalid(f"Expected array of arrays for basis of '{name}'")
    out = []
    for v in a.elements:
        if not isinstance(v, ArrayAttr):
            raise AttrInvalid(f"Expected array of integers in basis for '{name}'")
        vals = []
        for x in v.elements:
            if not isinstance(x, IntegerAttr):
                raise AttrInvalid(f"Expected integer in basis for '{name}'")
            vals.append(int(x.value))
        out.append(tuple(vals))
    return tuple(out)


def parse_linear_layout(d: dict, in_dims: Sequence[str], serialized_rank: int = 0) -> LinearLayout:
    """``parseLinearLayout``: bases for each of ``in_dims`` (all required), out
    dims dim0.. with the rank of the first non-empty basis list (else
    ``serialized_rank``, which, given, must match it), sizes inferred (the
    layout must be surjective)."""
    bases = []
    for n in in_dims:
        if n not in d:
            raise AttrInvalid(f"Expected basis of '{n}' not found")
        bases.append((n, _bases_of(d[n], n)))
    rank = 0
    for _, vecs in bases:
        if vecs:
            rank = len(vecs[0])
            break
    if rank == 0 and serialized_rank == 0:
        raise AttrInvalid("Empty Layout not supported")
    if rank == 0:
        rank = serialized_rank
    elif serialized_rank != 0 and serialized_rank != rank:
        raise AttrInvalid("Serialized rank and rank deduced from LL need to match")
    try:
        return LinearLayout.from_bases(bases, standard_out_dim_names(rank))
    except LinearLayoutError as e:
        # Triton's LinearLayout constructor asserts here: a clean error instead
        raise AttrInvalid(str(e)) from None


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


def erase_order(order, dim) -> list[int]:
    """``eraseOrder``: drop ``dim`` and renumber the dims above it."""
    return [i if i < dim else i - 1 for i in order if i != dim]


def bases_per_dim(bases: dict, dim_name: str, rank: int, skip_broadcast: bool = True) -> list[int]:
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


def order_per_dim(ll: LinearLayout, dim_name: str, default_order) -> list[int]:
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
        return bases_per_dim(self.linear_layout.bases, "block", self.rank, skip_broadcast=False)

    @property
    def cta_split_num(self) -> list[int]:
        """``getCTASplitNum``."""
        return bases_per_dim(self.linear_layout.bases, "block", self.rank)

    @property
    def cta_order(self) -> list[int]:
        """``getCTAOrder``."""
        return order_per_dim(self.linear_layout, "block", list(range(self.rank)))

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
        return ", CGALayout = " + fmt_bases(self.block_bases)

    def render(self, p) -> str:  # never printed by Triton on its own
        return "#ttg.cta_encoding<" + fmt_bases(self.block_bases) + ">"


def is_permutation_matrix_layout(ll) -> bool:
    """``isPermutationMatrixLayout`` (Triton 3.8): flattened to one input and one
    output dimension and without its zero bases, every basis a power of two
    (``hasPowerOfTwoBases``) and the layout invertible."""
    flat = ll.flatten_ins().flatten_outs()
    if not flat.in_dim_names:
        return flat.is_invertible()
    d = flat.in_dim_names[0]
    flat = flat.remove_zero_bases_along_dim(d)
    if not all(v[0] > 0 and v[0] & (v[0] - 1) == 0 for v in flat.bases[d]):
        return False
    return flat.is_invertible()


#: Triton 3.8 checks a CGA layout (``CGAEncodingAttr::verify``): without its zero bases, a
#: permutation matrix (a non-surjective one too is refused so, not asserted on)
CGA_PERMUTATION = Versioned(
    False, Since((3, 8), True, "Triton 3.8.0 (upstream change not found): CGAEncodingAttr::verify wants a "
                 "permutation matrix after removing broadcast bases; parseCGAAttr builds the layout without "
                 "requiring it surjective, so a non-surjective one gets this message"),
    name="CGALayout: a permutation matrix")


def parse_cta(attr, rank: int) -> CTALayout:
    """``parseCTAAttr`` (with 3.8's check, ``CGA_PERMUTATION``)."""
    if attr is None:
        return CTALayout.get_default(rank)
    if not isinstance(attr, ArrayAttr):
        raise AttrInvalid("expected array value for 'CGALayout'")
    bases = []
    for v in attr.elements:
        try:
            vals = parse_uints(v)
        except ParamError as e:
            raise AttrInvalid(e.template.format("CGALayout entry")) from None
        if len(vals) != rank:
            raise AttrInvalid(f"'CGALayout' entry length does not match rank {rank}")
        bases.append(vals)
    if resolve(CGA_PERMUTATION):
        sizes = [1] * rank
        for v in bases:
            for i, x in enumerate(v):
                sizes[i] = max(sizes[i], 1 << x.bit_length())  # (NextPowerOf2)
        ll = LinearLayout([("block", [tuple(v) for v in bases])], list(zip(standard_out_dim_names(rank), sizes)), False)
        if not is_permutation_matrix_layout(ll):
            raise AttrInvalid("After removing broadcast bases the CGA encoding must be a permutation matrix")
    try:
        return CTALayout.from_bases(bases, rank)
    except LinearLayoutError as e:
        raise AttrBodyError(str(e)) from None


class _CGALayoutKind(ParamKind):
    """The ``CGALayout = [[..]]`` entry: block bases over the layout's rank."""

    def __init__(self, rank):
        self.rank = rank
        self.convert = lambda v: v

    def parse(self, attr, get):
        return parse_cta(attr, self.rank(get))

    def print(self, value, p) -> str:
        return fmt_bases(value.block_bases)


def cga_layout_param(rank) -> Param:
    """The ``CTALayout`` parameter, keyed ``CGALayout``: printed when not
    the single-CTA default (``maybePrintCTALayout``); absent, the default of
    rank ``rank(get)``."""
    return Param("CGALayout", "CTALayout", _CGALayoutKind(rank),
                 default=lambda get: CTALayout.get_default(rank(get)),
                 print_if=lambda a: not a.CTALayout.is_default())


def linear_to_cta_layout(ll: LinearLayout, cga_logical_shape) -> CTALayout:
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
class LayoutEncoding(AttrDef):
    """``LayoutEncodingTrait``: layouts with a CTA layout.  Their bodies are
    ``<{...}>`` (the ``struct`` assembly form) unless a family says otherwise;
    a body whose linear layout is ill-formed does not fit either."""

    ALIAS = None
    parse_errors = (AttrBodyError, LinearLayoutError)

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
    def out_rank(self) -> int:
        """The rank of the tensors the layout is for, read without building a CTA layout where
        the layout has its own linear layout (``rank`` is Triton's ``getRank``, through the
        CTA layout, which such layouts may not split into)."""
        return self.rank

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


class SharedEncoding(LayoutEncoding):
    """``SharedEncodingTrait`` (alias ``#shared``)."""

    ALIAS = "shared"

    def get_order(self, shape=None) -> list[int]:  # pragma: no cover - overridden
        raise NotImplementedError

    def get_alignment(self) -> int:
        """``SharedEncodingTrait::getAlignment`` (the interface's default: 16 bytes)."""
        return 16


def is_shared_encoding(enc) -> bool:
    """True for shared-memory encodings (SharedEncodingTrait), structured or
    kept verbatim under the name of one."""
    if isinstance(enc, SharedEncoding):
        return True
    name = getattr(enc, "name", None)
    return isinstance(name, str) and name in (
        "ttg.swizzled_shared", "ttg.nvmma_shared", "ttg.padded_shared", "ttg.shared_linear",
        "ttg.amd_rotating_shared")
