"""The AMD target a module is compiled for: its ``gfx`` name and ISA family.

* :func:`get_amd_arch` is Triton's ``getAMDArch`` (lib/Dialect/TritonGPU/Transforms/Utility.cpp):
  the ``ttg.target`` module attribute without its ``hip:`` prefix, or None.
* :func:`deduce_isa_family` is ``triton::AMD::deduceISAFamily``
  (third_party/amd/lib/TritonAMDGPUToLLVM/TargetUtils.cpp): LLVM's ``parseArchAMDGCN`` takes the
  exact processor name (no feature suffix such as ``:sramecc+``, no alias such as ``tahiti`` that
  names a family here), and the GPU kind decides the family; names LLVM does not know, and the
  ``-generic`` targets, are :attr:`ISAFamily.UNKNOWN`.
"""

from __future__ import annotations

import enum
from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir.core import Operation

__all__ = ["ISAFamily", "deduce_isa_family", "get_amd_arch", "TARGET_ATTR"]

#: ``triton::gpu::AttrTargetName``.
TARGET_ATTR = "ttg.target"


class ISAFamily(enum.Enum):
    """``triton::AMD::ISAFamily``."""

    UNKNOWN = "Unknown"
    CDNA1 = "CDNA1"
    CDNA2 = "CDNA2"
    CDNA3 = "CDNA3"
    CDNA4 = "CDNA4"
    RDNA1 = "RDNA1"
    RDNA2 = "RDNA2"
    RDNA3 = "RDNA3"
    RDNA4 = "RDNA4"
    GFX1250 = "GFX1250"


# The processors of each family, as LLVM's GPU kinds group them (the RDNA families are
# ranges of kinds: gfx1010..gfx1013, gfx1030..gfx1036, gfx1100..gfx1153 -- the gfx110x and
# gfx115x kinds LLVM knows --, gfx1200..gfx1201).
_FAMILY_OF: dict[str, ISAFamily] = {
    "gfx1250": ISAFamily.GFX1250,
    "gfx950": ISAFamily.CDNA4,
    "gfx942": ISAFamily.CDNA3,
    "gfx90a": ISAFamily.CDNA2,
    "gfx908": ISAFamily.CDNA1,
    **{f"gfx{n}": ISAFamily.RDNA4 for n in (1200, 1201)},
    **{f"gfx{n}": ISAFamily.RDNA3 for n in (1100, 1101, 1102, 1103, 1150, 1151, 1152, 1153)},
    **{f"gfx{n}": ISAFamily.RDNA2 for n in range(1030, 1037)},
    **{f"gfx{n}": ISAFamily.RDNA1 for n in range(1010, 1014)},
}


def deduce_isa_family(arch: str) -> ISAFamily:
    """``deduceISAFamily(arch)``: the ISA family of a processor name (``gfx942`` -> CDNA3)."""
    return _FAMILY_OF.get(arch, ISAFamily.UNKNOWN)


def get_amd_arch(module: Operation) -> Optional[str]:
    """``getAMDArch``: ``gfx942`` from ``ttg.target = "hip:gfx942"``; None without the
    attribute or for a target that is not ``hip:``."""
    target = module.attributes.get(TARGET_ATTR)
    if not isinstance(target, A.StringAttr) or not target.value.startswith("hip:"):
        return None
    return target.value[4:]
