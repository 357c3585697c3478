"""TritonNvidiaGPU's own attributes (include/triton/Dialect/TritonNvidiaGPU/IR/
TritonNvidiaGPUAttrDefs.td); the tensor-memory ones live with the layouts
(pyopt/dialects/ttg/attrs/tmem.py)."""

from __future__ import annotations

import math

from pyopt.dialects.tt.attrs import CACHE_MODIFIER
from pyopt.ir import attrs as A
from pyopt.ir.attrdef import ATTR, AttrDef, AttrInvalid, EnumKind, Param, TypedAttrKind
from pyopt.ir.version import Since, Versioned

__all__ = ["NV_CACHE_POLICY", "NvCachePolicyAttr", "CACHE_EVICTION_PRIORITY", "TMEM_LOAD_REDUCTION",
           "TMEMLoadReduceModifierAttr"]

#: NVIDIA's cache eviction priorities (TTNG_CacheEvictionPriority), in the enum's order
CACHE_EVICTION_PRIORITY = EnumKind(
    ("none", "evict_normal", "evict_unchanged", "evict_first", "evict_last", "no_allocate"),
    "::mlir::triton::nvidia_gpu::CacheEvictionPriority")
_L2_PRIMARY = ("evict_normal", "evict_unchanged", "evict_first", "evict_last")
_L2_SECONDARY = ("evict_unchanged", "evict_first")
_PREFETCH_SIZES = (64, 128, 256)

NV_CACHE_POLICY = Versioned(
    False, Since((3, 9), True, "Triton 3.9.0 (upstream change not found; Gluon's nvidia CachePolicy): "
                               "#ttng.cache_policy<cache_modifier, l1, l2_primary, l2_secondary, l2_fraction, "
                               "l2_prefetch_size>, a memory op's cachePolicy, registered by the 3.9.0 wheel only"),
    name="#ttng.cache_policy: NVIDIA's detailed cache policy")


class NvCachePolicyAttr(AttrDef):
    """``#ttng.cache_policy<cache_modifier = cg, l1 = evict_last, l2_primary =
    evict_first, l2_secondary = evict_unchanged, l2_fraction = 5.000000e-01 :
    f32, l2_prefetch_size = 128 : i32>`` (Triton 3.9+; ``struct(params)``,
    every parameter optional, printed in this order where set: ``<>`` when
    none is)."""

    NAME = "ttng.cache_policy"
    REGISTERED = NV_CACHE_POLICY
    declarative = True  # an ODS assemblyFormat: errors at its `<` (pyopt.syntax.attrparser)
    assembly = "params"
    parameters = (
        Param("cache_modifier", "cache_modifier", CACHE_MODIFIER, "none", elide_default=True),
        Param("l1", "l1", CACHE_EVICTION_PRIORITY, "none", elide_default=True),
        Param("l2_primary", "l2_primary", CACHE_EVICTION_PRIORITY, "none", elide_default=True),
        Param("l2_secondary", "l2_secondary", CACHE_EVICTION_PRIORITY, "none", elide_default=True),
        Param("l2_fraction", "l2_fraction", TypedAttrKind(A.FloatAttr), None, print_if=lambda a: a.l2_fraction is not None),
        Param("l2_prefetch_size", "l2_prefetch_size", TypedAttrKind(A.IntegerAttr), None,
              print_if=lambda a: a.l2_prefetch_size is not None),
    )

    def verify_(self) -> None:
        """``CachePolicyAttr::verify`` (messages of the 3.9.0 wheel; the order
        of its checks as far as probed)."""
        if self.cache_modifier != "none" and self.l1 != "none":
            raise AttrInvalid("cache modifier cannot be combined with an L1 eviction priority")
        if self.l2_primary == "none":
            if self.l2_secondary != "none" or self.l2_fraction is not None:
                raise AttrInvalid("l2_secondary and l2_fraction require l2_primary")
        else:
            if self.l2_secondary == "none" or self.l2_fraction is None:
                raise AttrInvalid("L2 policy requires l2_secondary and l2_fraction")
            if self.l2_primary not in _L2_PRIMARY:
                raise AttrInvalid(f"invalid L2 primary eviction priority '{self.l2_primary}'")
            if self.l2_secondary not in _L2_SECONDARY:
                raise AttrInvalid(f"invalid L2 secondary eviction priority '{self.l2_secondary}'")
            f = self.l2_fraction
            if f.type.name != "f32" or not math.isfinite(f.value) or not 0 < f.value <= 1:
                raise AttrInvalid("L2 fraction must be a finite f32 in (0, 1]")
        n = self.l2_prefetch_size
        if n is not None and (str(n.type) != "i32" or n.value not in _PREFETCH_SIZES):
            raise AttrInvalid("L2 prefetch size must be 64, 128, or 256")


#: Whether ttng.tmem_load may reduce along N as it loads (``#ttng.redOp``, its ``red`` result).
TMEM_LOAD_REDUCTION = Versioned(
    False, Since((3, 7), True, "triton-lang/triton#9151 ([Blackwell][Gluon] implement tcgen05.ld.red for sm103): "
                               "tmem_load's redOp (#ttng.redOp<min|max>), abs and NaN attributes and its optional "
                               "'red' result, with TMEMLoadOp::verify's checks of them"),
    name="ttng.tmem_load: reduction (redOp, red)")


class TMEMLoadReduceModifierAttr(AttrDef):
    """``#ttng.redOp<min>`` / ``<max>`` (TTNG_TMEMLoadReduceModifierEnum, an
    I32EnumAttr printed as its keyword; Triton 3.7 on)."""

    NAME = "ttng.redOp"
    REGISTERED = TMEM_LOAD_REDUCTION
    parameters = (Param("value", kind=ATTR),)
    assembly = "params"
    VALUES = ("min", "max")

    @classmethod
    def parse_payload(cls, payload):
        """The one keyword of ``<min>``."""
        if len(payload) == 1 and isinstance(payload[0][1], A.UnitAttr) and payload[0][0] in cls.VALUES:
            return cls(payload[0][0])
        raise AttrInvalid("expected ::mlir::triton::nvidia_gpu::TMEMLoadReduceModifier to be one of: min, max")

    def render(self, p) -> str:
        return f"#ttng.redOp<{self.value}>"
