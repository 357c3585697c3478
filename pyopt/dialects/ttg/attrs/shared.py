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
from pyopt.ir.version import Since, Versioned, resolve
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
    ensure_layout_not_smaller_than,
    identity_standard_nd,
    reshape_layout,
    standard_out_dim_names,
    transpose_linear_layout,
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
    if len(shared.order) != rank or shared.CTALayout.rank != rank:
        # (Triton reads the order out of bounds or asserts in combineCtaCgaWithShape)
        raise LinearLayoutError(f"{shared.NAME} of rank {len(shared.order)} for a tensor of rank {rank}")
    cga = shared.CTALayout.linear_layout
    if rank == 1:
        return combine_cta_cga_with_shape(LinearLayout.identity_1d(shape_per_cta[0], "offset", "dim0"), cga, shape)
    if shared.per_phase == 0 or shared.max_phase == 0:
        # (Triton 3.6.0 divides by both: undefined behaviour, a SIGFPE on x86)
        raise LinearLayoutError(f"#{shared.NAME} with perPhase = {shared.per_phase} and maxPhase = "
                                f"{shared.max_phase}: both must be positive (the swizzle divides by them)")
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

    def get_tma_block_shape(self, shape_per_cta, packed_size: bool) -> list[int]:
        """``getTMABlockShape`` (TMAUtilities.cpp): the block one TMA copy moves: each dim at
        most 256, the contiguous dim (the last; the first when transposed) exactly one swizzle
        row (``swizzlingByteWidth`` bytes; fp4Padded counts the padded elements unless
        ``packed_size``)."""
        block = list(shape_per_cta)
        contig = 0 if self.transposed else len(block) - 1
        if self.fp4_padded:
            block[contig] *= 2
        block = [min(s, 256) for s in block]
        if self.swizzling_byte_width:
            row = 8 * self.swizzling_byte_width // self.element_bit_width
            if block[contig] < row:
                # (Triton: report_fatal_error)
                raise LinearLayoutError("Block shape is too small for the swizzle byte size in NVMMA Shared "
                                        f"Layout: {block[contig]} elements along dim {contig}, the "
                                        f"{self.swizzling_byte_width}-byte swizzle needs {row}")
            block[contig] = row
        if self.fp4_padded and packed_size:
            block[contig] //= 2
        return block

    def core_matrix_layout(self, disable_swizzle: bool = False) -> LinearLayout:
        """``getCoreMatrixLinearLayout``: the 8-row tile that repeats over the tensor, one
        swizzle row (at least 16 bytes) wide; row r's columns are XOR-ed with
        ``vec * ((r / perPhase) % maxPhase)``.  fp4Padded: each 16 offsets of a row hold 8 real
        elements and 8 padding ones, mapped onto the same columns."""
        cols = 8 * max(16, self.swizzling_byte_width) // self.element_bit_width
        vec, per_phase, max_phase = self.get_vec(), self.get_per_phase(), self.get_max_phase()

        def packed(col: int) -> int:
            return col // 16 * 8 + col % 8 if self.fp4_padded else col

        bases = []
        col = 1
        while col < cols:
            bases.append((0, packed(col)))
            col *= 2
        for row in (1, 2, 4):
            bases.append((row, 0 if disable_swizzle else packed(vec * ((row // per_phase) % max_phase))))
        return LinearLayout.from_bases([("offset", bases)], standard_out_dim_names(2))

    def to_linear_layout(self, shape, disable_swizzle: bool = False) -> LinearLayout:
        """``nvmmaSharedToLinearLayout``.  Unswizzled: the TMA block row-major, repeated over the
        CTA's shape.  Swizzled: the outer dims collapse into rows (transposed: the contiguous
        dim is the first), the core matrix tiles the collapsed TMA block, which is reshaped back
        to the N-D block (transposed: rotated so the contiguous dim comes last, then permuted
        back), repeated over the CTA's shape."""
        rank = len(shape)
        if rank != self.CTALayout.rank:
            raise LinearLayoutError(f"nvmma_shared of rank {self.CTALayout.rank} for a tensor of rank {rank}")
        if self.element_bit_width == 0 or (self.swizzling_byte_width
                                           and (self.get_per_phase() == 0 or self.get_max_phase() == 0)):
            # (Triton 3.6.0 divides by the element width, perPhase = 128 / swizzle and
            # maxPhase = swizzle / 16: undefined behaviour, a SIGFPE on x86)
            raise LinearLayoutError(f"nvmma_shared with swizzlingByteWidth = {self.swizzling_byte_width} and "
                                    f"elementBitWidth = {self.element_bit_width}: the element width must be "
                                    "positive and the swizzle 0 or 16 to 128 bytes")
        names = standard_out_dim_names(rank)
        per_cta = self.get_shape_per_cta(shape)
        tma = self.get_tma_block_shape(per_cta, packed_size=True)
        cga = self.CTALayout.linear_layout
        if self.swizzling_byte_width == 0:
            layout = LinearLayout.empty()
            for i in range(rank - 1, -1, -1):
                layout = layout * LinearLayout.identity_1d(tma[i], "offset", names[i])
            layout = ensure_layout_not_smaller_than(layout, dict(zip(names, per_cta)))
            return combine_cta_cga_with_shape(layout, cga, shape)
        if rank < 2:
            raise LinearLayoutError("a swizzled nvmma_shared layout needs a tensor of rank 2 or more")
        rows = 1
        for s in tma[:-1]:
            rows *= s
        collapsed = [rows, tma[-1]]
        if self.transposed:
            collapsed.reverse()
        tile = self.core_matrix_layout(disable_swizzle)
        tile_rows, tile_cols = tile.get_out_dim_sizes()
        packing = 2 if self.fp4_padded else 1
        if collapsed[1] * packing < tile_cols or collapsed[0] < tile_rows:
            # (Triton: report_fatal_error)
            raise LinearLayoutError(f"Illegal shared layout; expected collapsed shapePerCTA to be at least "
                                    f"[{tile_rows}, {tile_cols // packing}], collapsedTmaShape: "
                                    f"[{collapsed[0]}, {collapsed[1]}]")
        layout = ensure_layout_not_smaller_than(tile, dict(zip(standard_out_dim_names(2), collapsed)))
        block = tma[1:] + tma[:1] if self.transposed else tma
        layout = reshape_layout(layout, block)
        if self.transposed:
            layout = transpose_linear_layout(layout, [rank - 1] + list(range(rank - 1)))
        layout = ensure_layout_not_smaller_than(layout, dict(zip(names, per_cta)))
        return combine_cta_cga_with_shape(layout, cga, shape)


# =============================================================================
# #ttg.padded_shared
# =============================================================================
#: Whether a padded shared layout may broadcast along ``block`` (only ``offset`` must not).
PADDED_BLOCK_BROADCAST = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9336 ([Gluon] Refactor multi-CTA support of "
                 "PaddedSharedLayouts): PaddedSharedEncodingAttr::verify asks only the offset sublayout to be "
                 "injective ('Broadcasting in offset dimension is not supported.'); 3.6: the whole layout "
                 "invertible ('Broadcasting is not supported.')"),
    name="ttg.padded_shared: broadcasting along block")


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
                    raise AttrInvalid(f"Unexpected attribute \"{k}\" found")
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
                        raise AttrInvalid(f"Unexpected attribute \"{k}\" found")
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
        if not resolve(PADDED_BLOCK_BROADCAST):
            if not ll.is_invertible():
                raise AttrInvalid("Broadcasting is not supported.")
        elif not ll.sublayout(["offset"], ll.out_dim_names).is_injective():
            raise AttrInvalid("Broadcasting in offset dimension is not supported.")
        for vecs in ll.bases.values():
            if any(sum(1 for x in v if x != 0) > 1 for v in vecs):
                raise AttrInvalid("Each offset basis must move in at most one dimension.")
            if not all(x == 0 or is_pow2(x) for v in vecs for x in v):
                raise AttrInvalid("Each offset basis must be 0 or a power of two.")

    @property
    def shape(self) -> list[int]:
        return self.linear_component.get_out_dim_sizes()

    @property
    def out_rank(self) -> int:
        """The number of out dims of the linear component."""
        return self.linear_component.num_out_dims

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

    def to_linear_layout(self, shape) -> LinearLayout:
        """Triton 3.6.0's ``toLinearLayout`` has no case for padded layouts (it asserts "unknown
        layout"; the lowering reads ``linearComponent`` and the paddings itself): refused."""
        raise LinearLayoutError("Triton 3.6.0 has no linear layout for #ttg.padded_shared (its toLinearLayout "
                                "asserts 'unknown layout'); the layout is its linearComponent plus paddings")

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
    def parse_body(cls, name, kind, payload):
        """``SharedLinearEncodingAttr::parse`` reads the dictionary first: one
        that holds ``alignment`` is an error even without `, alignment = N`
        after it (which Triton then asks for: "expected ','")."""
        if kind == "dict":
            if "alignment" in entries_dict(payload):
                raise AttrInvalid("alignment must be specified outside of the linear layout braces", at_end=True)
            raise AttrInvalid("expected ','", at_end=True)
        return super().parse_body(name, kind, payload)

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

    def get_alignment(self) -> int:
        """``SharedLinearEncodingAttr::getAlignment``: its ``alignment``."""
        return self.alignment

    def get_order(self, shape=None) -> list[int]:
        """``SharedLinearEncodingAttr::getOrder``."""
        rank = self.linear_layout.num_out_dims
        return order_per_dim(self.linear_layout, "offset", list(range(rank - 1, -1, -1)))

    @property
    def out_rank(self) -> int:
        """The number of out dims."""
        return self.linear_layout.num_out_dims

    @property
    def cta_layout(self) -> CTALayout:
        ll = self.linear_layout
        return linear_to_cta_layout(ll, bases_per_dim(ll.bases, "block", ll.num_out_dims))

    #: Where ``getRank`` reads the rank: the CGA layout (3.6, which a layout with a block basis
    #: beyond its per-CTA shape cannot give) or, from 3.7, the linear layout's out dims
    RANK_FROM_LAYOUT = Versioned(
        False, Since((3, 7), True, "Triton 3.7.1 (upstream change not found): SharedLinearEncodingAttr::getRank is "
                     "the linear layout's number of out dims (3.6 builds the CGA layout for it)"),
        name="#ttg.shared_linear: rank from the layout")

    @property
    def rank(self) -> int:
        """``getRank``."""
        if resolve(self.RANK_FROM_LAYOUT):
            return self.linear_layout.num_out_dims
        return self.cta_layout.rank

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
