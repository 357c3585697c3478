"""The MMA layouts' trait and ``#ttg.nvidia_mma``, the NVIDIA tensor-core
accumulator layout.

Mirrors Triton 3.6.0's ``MmaEncodingTrait`` and ``NvidiaMmaEncodingAttr``
(include/triton/Dialect/TritonGPU/IR/TritonGPUAttrDefs.td,
TritonGPUAttrInterfaces.td; parser, printer and queries in
lib/Dialect/TritonGPU/IR/Dialect.cpp; ``nvidiaMmaTile`` and
``NvidiaMmaEncodingAttr::toLinearLayout`` in
lib/Dialect/TritonGPU/IR/LinearLayoutConversions.cpp).
"""

from __future__ import annotations

from pyopt.ir.attrdef import UINT, UINT_ARRAY, Param
from pyopt.dialects.ttg.attrs.base import cga_layout_param, get_matrix_order, get_order_for_dot_operand
from pyopt.dialects.ttg.attrs.linear import DistributedEncoding
from pyopt.dialects.ttg.linear_layout import (
    LinearLayout,
    LinearLayoutError,
    combine_cta_cga_with_shape,
    identity_standard_nd,
    standard_out_dim_names,
)

__all__ = ["MmaEncoding", "NvidiaMmaEncoding", "nvidia_mma_tile"]


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


def nvidia_mma_tile(tile_shape, k_width: int, order, rep_order) -> LinearLayout:
    """``nvidiaMmaTile``."""
    rank = len(rep_order)
    names = standard_out_dim_names(rank)
    cta = identity_standard_nd("register", [1] * rank, rep_order)
    inner, outer = order[0], order[1]
    m = tile_shape[outer]
    n = tile_shape[inner]
    if m % 8 or n % (k_width * 4):
        # (Triton asserts)
        raise LinearLayoutError(f"an NVIDIA MMA tile of {m}x{n} (kWidth {k_width}) needs M a multiple of 8 and N a "
                                f"multiple of {k_width * 4}")
    return (cta * LinearLayout.identity_1d(k_width, "register", names[inner])
            * LinearLayout.identity_1d(4, "lane", names[inner])
            * LinearLayout.identity_1d(8, "lane", names[outer])
            * LinearLayout.identity_1d(m // 8, "register", names[outer])
            * LinearLayout.identity_1d(n // (k_width * 4), "register", names[inner]))


class NvidiaMmaEncoding(MmaEncoding):
    """``#ttg.nvidia_mma<{versionMajor, versionMinor, warpsPerCTA[, CGALayout], instrShape}>``
    (other keys are ignored, as Triton's parser does)."""

    NAME = "ttg.nvidia_mma"
    parameters = (
        Param("versionMajor", "version_major", UINT, 0, desc="versionMajor"),
        Param("versionMinor", "version_minor", UINT, 0, desc="versionMinor"),
        Param("warpsPerCTA", "warps_per_cta", UINT_ARRAY, (), desc="warpsPerCTA"),
        cga_layout_param(rank=lambda get: len(get("warps_per_cta"))),
        Param("instrShape", "instr_shape", UINT_ARRAY, (), desc="instrShape"),
    )
    unknown_keys = "ignore"
    strict = True

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
        # (Triton 3.6.0 asserts or reads out of bounds on the layouts refused here)
        if self.is_ampere():
            tile = list(self.instr_shape)
            if len(tile) != rank:
                raise LinearLayoutError(f"instrShape has {len(tile)} entries, expected {rank} for MMA v2")
        elif self.is_hopper():
            if len(self.instr_shape) < 2:
                raise LinearLayoutError(f"instrShape has {len(self.instr_shape)} entries, expected 3 for MMA v3")
            tile = [self.instr_shape[0], self.instr_shape[1]]
        else:
            raise LinearLayoutError(f"no linear layout for NVIDIA MMA version {self.version_major} (only 2 and 3)")
        if len(self.warps_per_cta) != rank:
            raise LinearLayoutError(f"warpsPerCTA has {len(self.warps_per_cta)} entries for a tensor of rank {rank}")
        if 0 in self.warps_per_cta:  # (Triton aborts: a size-0 identity drops the dim's warps)
            raise LinearLayoutError("warpsPerCTA has a zero entry")
        order = self._default_mma_order()
        cta = nvidia_mma_tile(tile, 2, order, self.get_rep_order())
        warp_order = get_matrix_order(rank, not self.is_hopper())
        cta = cta * identity_standard_nd("warp", self.warps_per_cta, warp_order).transpose_outs(cta.out_dim_names)
        return combine_cta_cga_with_shape(cta, self.CTALayout.linear_layout, shape)

