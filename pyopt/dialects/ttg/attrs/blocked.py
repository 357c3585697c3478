"""``#ttg.blocked``: the blocked distributed layout.

Mirrors Triton 3.6.0's ``BlockedEncodingAttr`` (include/triton/Dialect/
TritonGPU/IR/TritonGPUAttrDefs.td; parser, printer, verifier and builders in
lib/Dialect/TritonGPU/IR/Dialect.cpp, ``getDefaultBlockedEncoding``) and its
linear layout (lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import UINT_ARRAY, AttrInvalid, Param
from pyopt.dialects.ttg.attrs.base import CTALayout, cga_layout_param, get_shape_per_cta, is_pow2, verify_layout_order
from pyopt.dialects.ttg.attrs.linear import DistributedEncoding
from pyopt.dialects.ttg.linear_layout import LinearLayout, combine_cta_cga_with_shape, identity_standard_nd
from pyopt.ir.version import Since, Versioned, resolve

__all__ = ["BlockedEncoding", "get_default_blocked_encoding"]


class BlockedEncoding(DistributedEncoding):
    """``#ttg.blocked<{sizePerThread, threadsPerWarp, warpsPerCTA, order[, CGALayout]}>``."""

    ALIAS = "blocked"
    NAME = "ttg.blocked"
    parameters = (
        Param("sizePerThread", "size_per_thread", UINT_ARRAY, (), desc="number of elements per thread"),
        Param("threadsPerWarp", "threads_per_warp", UINT_ARRAY, (), desc="number of threads per warp"),
        Param("warpsPerCTA", "warps_per_cta", UINT_ARRAY, (), desc="number of warps per CTA"),
        Param("order", "order", UINT_ARRAY, (), desc="order"),
        cga_layout_param(rank=lambda get: len(get("size_per_thread"))),
    )
    strict = True

    def verify_(self) -> None:
        """``BlockedEncodingAttr::verify``."""
        n = len(self.size_per_thread)
        if not (len(self.threads_per_warp) == len(self.warps_per_cta) == len(self.order) == n):
            raise AttrInvalid("sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank.")
        for key, xs in (("sizePerThread", self.size_per_thread), ("threadsPerWarp", self.threads_per_warp),
                        ("warpsPerCTA", self.warps_per_cta)):
            if not all(is_pow2(x) for x in xs):
                raise AttrInvalid(f"Every element in {key} must be a power of two.")
        if len(self.order) != self.CTALayout.rank:
            raise AttrInvalid("BlockedEncodingAttr and CTALayout's fields must have the same rank.")
        verify_layout_order(self.order)

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

    #: Whether a register basis that falls outside the shape (``sizePerThread``
    #: larger than a dimension) becomes a broadcast (zero) basis; from Triton 3.9
    #: it is dropped, so such a thread holds fewer elements.
    BROADCAST_REGISTERS = Versioned(
        True, Since((3, 9), False, "Triton 3.9.0 (upstream change not found): BlockedEncodingAttr::toLinearLayout "
                                   "drops register bases beyond the tensor shape instead of broadcasting them "
                                   "(checked with GluonOpBuilder.to_linear_layout of the 3.8.0 and 3.9.0 wheels)"),
        name="ttg.blocked: register bases beyond the shape")

    def to_linear_layout(self, shape) -> LinearLayout:
        """``BlockedEncodingAttr::toLinearLayout`` (:attr:`BROADCAST_REGISTERS`)."""
        order = list(self.order)
        cta = (identity_standard_nd("register", self.size_per_thread, order)
               * identity_standard_nd("lane", self.threads_per_warp, order)
               * identity_standard_nd("warp", self.warps_per_cta, order))
        return combine_cta_cga_with_shape(cta, self.CTALayout.linear_layout, shape,
                                          resolve(self.BROADCAST_REGISTERS))


def get_default_blocked_encoding(shape, num_warps: int, threads_per_warp: int = 32,
                                 num_ctas: int = 1) -> BlockedEncoding:
    """``getDefaultBlockedEncoding``: one element per thread, order
    [rank-1, ..., 0]."""
    rank = len(shape)
    return BlockedEncoding.get(shape, [1] * rank, list(range(rank - 1, -1, -1)), num_warps,
                               threads_per_warp, num_ctas)

