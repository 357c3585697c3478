"""The shared-memory layouts (``#ttg.swizzled_shared``,
``#ttg.amd_rotating_shared``, ``#ttg.nvmma_shared``, ``#ttg.padded_shared``,
``#ttg.shared_linear``) and the ``#ttg.shared_memory`` memory space.

Mirrors Triton 3.6.0's include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td
(``SwizzledSharedEncodingAttr``, ``AMDRotatingSharedEncodingAttr``,
``NVMMASharedEncodingAttr``, ``PaddedSharedEncodingAttr``,
``SharedLinearEncodingAttr``, ``SharedMemorySpaceAttr``), their parsers,
printers and verifiers in lib/Dialect/TritonGPU/IR/Dialect.cpp, and
``swizzledSharedToLinearLayout`` / ``sharedToLinearLayoutAMDRotating`` of
lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp.
"""

from __future__ import annotations

from pyopt.ir.attrdef import (
    ATTR, BOOL, UINT, UINT_ARRAY, AttrBodyError, AttrDef, AttrInvalid, Param, ParamError, entries_dict,
    parse_uints,
)
from pyopt.ir.attrs import ArrayAttr
from pyopt.dialects.ttg.attrs.base import (
    CTALayout,
    SharedEncoding,
    bases_per_dim,
    cga_layout_param,
    get_matrix_order,
    is_perm,
    is_pow2,
    join_ints,
    linear_to_cta_layout,
    order_per_dim,
    parse_linear_layout,
    print_linear_layout,
    verify_layout_order,
)
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    combine_cta_cga_with_shape,
    identity_standard_nd,
    standard_out_dim_names,
)

__all__ = ["SwizzledSharedEncoding", "AMDRotatingSharedEncoding", "NVMMASharedEncoding",
           "PaddedSharedEncoding", "SharedLinearEncoding", "SharedMemorySpace"]


# =============================================================================
# #ttg.swizzled_shared, #ttg.amd_rotating_shared
# =============================================================================
class SwizzledSharedEncoding(SharedEncoding):
    """``#ttg.swizzled_shared<{vec, perPhase, maxPhase, order[, CGALayout]}>``."""

    NAME = "ttg.swizzled_shared"
    parameters = (
        Param("vec", "vec", UINT, 0, desc="vec"),
        Param("perPhase", "per_phase", UINT, 0, desc="perPhase"),
        Param("maxPhase", "max_phase", UINT, 0, desc="maxPhase"),
        Param("order", "order", UINT_ARRAY, (), desc="order"),
        cga_layout_param(rank=lambda get: len(get("order"))),
    )
    strict = True

    def verify_(self) -> None:
        """``SwizzledSharedEncodingAttr::verify`` (the rotating one has none;
        its parser reads the same keys)."""
        if type(self) is SwizzledSharedEncoding and len(self.order) != self.CTALayout.rank:
            raise AttrInvalid(f"order size ({len(self.order)}) must match CTALayout rank ({self.CTALayout.rank})")
        if type(self) is SwizzledSharedEncoding:
            verify_layout_order(self.order)

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


# =============================================================================
# #ttg.nvmma_shared
# =============================================================================
def _nvmma_prints_rank(a) -> bool:
    return a.CTALayout.is_default() and len(a.CTALayout.cta_order) != 2


class NVMMASharedEncoding(SharedEncoding):
    """``#ttg.nvmma_shared<{swizzlingByteWidth, transposed, elementBitWidth
    [, fp4Padded = true][, rank = R | , CGALayout]}>`` (``rank`` is printed
    when the CTA layout is the default and the rank is not 2)."""

    NAME = "ttg.nvmma_shared"
    parameters = (
        Param("swizzlingByteWidth", "swizzling_byte_width", UINT, desc="swizzlingByteWidth"),
        Param("transposed", "transposed", BOOL, False, desc="transposed"),
        Param("elementBitWidth", "element_bit_width", UINT, desc="elementBitWidth"),
        Param("fp4Padded", "fp4_padded", BOOL, False, elide_default=True, desc="fp4Padded"),
        Param("rank", "rank", UINT, 2, parse_only=True, print_if=_nvmma_prints_rank,
              value=lambda a: len(a.CTALayout.cta_order), desc="rank"),
        cga_layout_param(rank=lambda get: get("rank")),
    )
    strict = True

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


# =============================================================================
# #ttg.padded_shared
# =============================================================================
class PaddedSharedEncoding(SharedEncoding):
    """``#ttg.padded_shared<[I:+P, ...] {order = [..], shape = [..]}>`` or, when
    the offsets are not an identity or there are block bases,
    ``<[I:+P, ...] {offset = [[..]], block = [[..]]}>`` (a custom assembly
    form)."""

    NAME = "ttg.padded_shared"
    parameters = (
        Param("intervals", "intervals", UINT_ARRAY),
        Param("paddings", "paddings", UINT_ARRAY),
        Param("linearComponent", "linear_component", ATTR),
    )
    assembly = "padded"

    @classmethod
    def parse_payload(cls, payload):
        pairs, entries = payload
        d = entries_dict(entries)
        if "offset" in d or "block" in d:
            for k in sorted(d):
                if k not in ("offset", "block"):
                    raise AttrInvalid(f"Unexpected attribute {k} found")
            ll = parse_linear_layout(d, ("offset", "block"))
        else:
            order = shape = ()
            for k in sorted(d):
                v = d[k]
                try:
                    if k == "order":
                        order = parse_uints(v)
                    elif k == "shape":
                        shape = parse_uints(v)
                    else:
                        raise AttrInvalid(f"Unexpected attribute {k} found")
                except ParamError as e:
                    raise AttrInvalid(e.template.format(k)) from None
            if len(order) != len(shape):
                raise AttrInvalid("Mismatch of shape and order ranks in padded layout")
            # Triton builds the identity layout without checking (an assertion): an error here
            verify_layout_order(order)
            ll = combine_cta_cga_with_shape(identity_standard_nd("offset", shape, order),
                                            CTALayout.get_default(len(shape)).linear_layout, shape)
        return cls([i for i, _ in pairs], [q for _, q in pairs], ll)

    def render(self, p) -> str:
        ll = self.linear_component
        s = "#ttg.padded_shared<[" + ", ".join(f"{i}:+{q}" for i, q in zip(self.intervals, self.paddings)) + "] {"
        shape = ll.get_out_dim_sizes()
        outs = ll.out_dim_names
        identity = identity_standard_nd("offset", shape, self.get_order()).transpose_outs(outs)
        if ll.get_in_dim_size_log2("block") == 0 and ll.sublayout(["offset"], outs) == identity:
            s += f"order = [{join_ints(self.get_order())}], shape = [{join_ints(shape)}]"
        else:
            s += print_linear_layout(ll)
        return s + "}>"

    def verify_(self) -> None:
        """``PaddedSharedEncodingAttr::verify``."""
        iv, pd, ll = self.intervals, self.paddings, self.linear_component
        if len(iv) != len(pd):
            raise AttrInvalid(f"intervals size ({len(iv)}) must match paddings size ({len(pd)})")
        if not iv:
            raise AttrInvalid("must have at least one interval-padding pair")
        if not all(is_pow2(x) for x in iv):
            raise AttrInvalid("interval values must all be power of two")
        if not all(is_pow2(x) for x in pd):
            raise AttrInvalid("padding values must all be power of two")
        if len(set(iv)) != len(iv):
            raise AttrInvalid("interval values cannot have duplicates")
        if ll.in_dim_names != ["offset", "block"]:
            raise AttrInvalid("linearComponent must have [offset, block] as input dims")
        if ll.out_dim_names != standard_out_dim_names(ll.num_out_dims):
            raise AttrInvalid("Expected output dimensions to be ['dim0', 'dim1', ...].")
        if not ll.is_invertible():
            raise AttrInvalid("Broadcasting is not supported.")
        for vecs in ll.bases.values():
            if any(sum(1 for x in v if x != 0) > 1 for v in vecs):
                raise AttrInvalid("Each offset basis must move in at most one dimension.")
            if not all(x == 0 or is_pow2(x) for v in vecs for x in v):
                raise AttrInvalid("Each offset basis must be 0 or a power of two.")

    @property
    def shape(self) -> list[int]:
        return self.linear_component.get_out_dim_sizes()

    def get_order(self, shape=None) -> list[int]:
        """``PaddedSharedEncodingAttr::getOrder``."""
        rank = self.linear_component.num_out_dims
        return order_per_dim(self.linear_component, "offset", list(range(rank - 1, -1, -1)))

    @property
    def cta_layout(self) -> CTALayout:
        """``PaddedSharedEncodingAttr::getCTALayout``."""
        ll = self.linear_component
        split = bases_per_dim(ll.bases, "block", ll.num_out_dims)
        return linear_to_cta_layout(ll, split)

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

# =============================================================================
# #ttg.shared_linear
# =============================================================================


class SharedLinearEncoding(SharedEncoding):
    """``#ttg.shared_linear<{offset = [[..]][, block = [[..]]]}, alignment = N>``
    (``block`` printed only when it has bases; a custom assembly form)."""

    NAME = "ttg.shared_linear"
    parameters = (
        Param("linearLayout", "linear_layout", ATTR),
        Param("alignment", "alignment", UINT),
    )
    assembly = "dict_kv"

    @classmethod
    def parse_payload(cls, payload):
        entries, key, value = payload
        d = entries_dict(entries)
        if key != "alignment" or "alignment" in d:
            raise AttrInvalid("alignment must be specified outside of the linear layout braces")
        if "block" not in d:
            d["block"] = ArrayAttr(())
        if len(d) != 2:
            raise AttrInvalid("SharedLinearEncodingAttr must have exactly two attributes: offset and block")
        return cls(parse_linear_layout(d, ("offset", "block")), value)

    def verify_(self) -> None:
        """``SharedLinearEncodingAttr::verify``."""
        ll = self.linear_layout
        if not is_pow2(self.alignment):
            raise AttrInvalid("alignment must be a positive power of two")
        if not ll.is_surjective():
            raise AttrInvalid("The layout must be surjective")
        if not ll.remove_zero_bases_along_dim("offset").remove_zero_bases_along_dim("block").is_invertible():
            raise AttrInvalid("After removing the zero bases the layout must be bijective")

    def render(self, p) -> str:
        ll = self.linear_layout
        if not ll.bases["block"]:
            ll = ll.sublayout(["offset"], ll.out_dim_names)
        return f"#ttg.shared_linear<{{{print_linear_layout(ll)}}}, alignment = {self.alignment}>"

    def get_order(self, shape=None) -> list[int]:
        """``SharedLinearEncodingAttr::getOrder``."""
        rank = self.linear_layout.num_out_dims
        return order_per_dim(self.linear_layout, "offset", list(range(rank - 1, -1, -1)))

    @property
    def cta_layout(self) -> CTALayout:
        ll = self.linear_layout
        return linear_to_cta_layout(ll, bases_per_dim(ll.bases, "block", ll.num_out_dims))

    def to_linear_layout(self, shape) -> LinearLayout:
        """``SharedLinearEncodingAttr::toLinearLayout``: the layout itself."""
        if list(shape) != self.linear_layout.get_out_dim_sizes():
            raise LinearLayoutError("shared_linear: shape must match the layout")
        return self.linear_layout


# =============================================================================
# #ttg.shared_memory
# =============================================================================
class SharedMemorySpace(AttrDef):
    """``#ttg.shared_memory`` (alias ``#smem``)."""

    ALIAS = "smem"
    NAME = "ttg.shared_memory"
    assembly = "none"
