"""The AMD target a module is compiled for: its ``gfx`` name and ISA family.

* :func:`get_amd_arch` is Triton's ``getAMDArch`` (lib/Dialect/TritonGPU/Transforms/Utility.cpp):
  the ``ttg.target`` module attribute without its ``hip:`` prefix, or None.
* :func:`deduce_isa_family` is the ISA family of a processor name, as the run's release finds
  it (:data:`ISA_FAMILY_DEDUCTION`):

  - up to Triton 3.7, ``triton::AMD::deduceISAFamily``
    (third_party/amd/lib/TritonAMDGPUToLLVM/TargetUtils.cpp): LLVM's ``parseArchAMDGCN`` takes
    the exact processor name (no feature suffix such as ``:sramecc+``, no alias such as
    ``tahiti`` that names a family here), and the GPU kind decides the family; names LLVM does
    not know, and the ``-generic`` targets, are :attr:`ISAFamily.UNKNOWN`
    (:func:`_family_of_llvm_kind`);
  - from Triton 3.8, ``TargetFeatures::getISAFamily``
    (third_party/amd/lib/Dialect/TritonAMDGPU/IR/TargetFeatures.cpp): the name is read as
    ``gfx`` + a decimal major version + one decimal minor digit + one hexadecimal patch digit,
    and the numbers decide the family, whether LLVM knows the processor or not (``gfx1202`` is
    RDNA4, ``gfx1259`` GFX1250, ``gfx0942`` CDNA3) (:func:`_family_of_gfx_number`); Triton 3.9
    adds the RDNA4m family, gfx117x (:data:`RDNA4M_FAMILY`).
"""

from __future__ import annotations

import enum
from typing import Optional

from pyopt.ir import attrs as A
from pyopt.ir.core import Operation
from pyopt.ir.version import Since, Versioned, resolve

__all__ = ["ISAFamily", "deduce_isa_family", "get_amd_arch", "TARGET_ATTR", "ISA_FAMILY_DEDUCTION",
           "RDNA4M_FAMILY"]

#: ``triton::gpu::AttrTargetName``.
TARGET_ATTR = "ttg.target"


class ISAFamily(enum.Enum):
    """``triton::AMD::ISAFamily``."""

    UNKNOWN = "Unknown"
    GCN5_1 = "GCN5_1"  # (from Triton 3.8: gfx906)
    CDNA1 = "CDNA1"
    CDNA2 = "CDNA2"
    CDNA3 = "CDNA3"
    CDNA4 = "CDNA4"
    RDNA1 = "RDNA1"
    RDNA2 = "RDNA2"
    RDNA3 = "RDNA3"
    RDNA4 = "RDNA4"
    RDNA4M = "RDNA4m"  # (from Triton 3.9: gfx117x)
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


def _family_of_llvm_kind(arch: str) -> ISAFamily:
    """``deduceISAFamily(arch)`` up to Triton 3.7: the family of the LLVM GPU kind named."""
    return _FAMILY_OF.get(arch, ISAFamily.UNKNOWN)


_DECIMAL = frozenset("0123456789")
_HEX = frozenset("0123456789abcdefABCDEF")


def _family_of_gfx_number(arch: str) -> ISAFamily:
    """``TargetFeatures::getISAFamily`` from Triton 3.8: ``gfx`` + major + minor + patch."""
    if not arch.startswith("gfx"):
        return ISAFamily.UNKNOWN
    digits = arch[3:]
    if len(digits) < 3 or digits[-1] not in _HEX or digits[-2] not in _DECIMAL \
            or not digits[:-2] or not set(digits[:-2]) <= _DECIMAL:
        return ISAFamily.UNKNOWN
    major, minor, patch = int(digits[:-2]), int(digits[-2]), int(digits[-1], 16)
    if major == 12 and minor == 5:
        return ISAFamily.GFX1250
    if major == 9:
        cdna = {(5, 0): ISAFamily.CDNA4, (4, 2): ISAFamily.CDNA3, (0, 10): ISAFamily.CDNA2,
                (0, 8): ISAFamily.CDNA1, (0, 6): ISAFamily.GCN5_1}.get((minor, patch))
        if cdna is not None:
            return cdna
    if major == 12 and minor == 0:
        return ISAFamily.RDNA4
    if major == 11 and minor == 7 and resolve(RDNA4M_FAMILY):
        return ISAFamily.RDNA4M
    if major == 11:
        return ISAFamily.RDNA3
    if major == 10 and minor == 3:
        return ISAFamily.RDNA2
    if major == 10 and minor == 1:
        return ISAFamily.RDNA1
    return ISAFamily.UNKNOWN


#: How a processor name's ISA family is found: through LLVM's GPU kinds, or from 3.8 by the
#: numbers of the name (see the module's docstring).
ISA_FAMILY_DEDUCTION = Versioned(
    "LLVM GPU kind",
    Since((3, 8), "gfx number",
          "Triton 3.8.0 (upstream PR not identified): the AMD TargetFeatures (TargetFeatures.cpp) parse the "
          "gfx number (major, minor digit, hexadecimal patch digit) instead of asking LLVM's target parser"),
    name="AMD: ISA family of a processor name")
#: Whether gfx117x is its own family, RDNA4m (else RDNA3, as the numbers give it).
RDNA4M_FAMILY = Versioned(
    False, Since((3, 9), True, "triton-lang/triton#11474: the RDNA4m family (gfx117x) in the target "
                               "feature table"),
    name="AMD: the RDNA4m family")


def deduce_isa_family(arch: str) -> ISAFamily:
    """The ISA family of a processor name (``gfx942`` -> CDNA3), as the run's release finds it
    (:data:`ISA_FAMILY_DEDUCTION`)."""
    return _DEDUCTIONS[resolve(ISA_FAMILY_DEDUCTION)](arch)


_DEDUCTIONS = {"LLVM GPU kind": _family_of_llvm_kind, "gfx number": _family_of_gfx_number}


def get_amd_arch(module: Operation) -> Optional[str]:
    """``getAMDArch``: ``gfx942`` from ``ttg.target = "hip:gfx942"``; None without the
    attribute or for a target that is not ``hip:``."""
    target = module.attributes.get(TARGET_ATTR)
    if not isinstance(target, A.StringAttr) or not target.value.startswith("hip:"):
        return None
    return target.value[4:]
