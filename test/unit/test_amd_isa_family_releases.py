"""The ISA family of an AMD processor name under each Triton release (pyopt.dialects.amdg.target).

Up to Triton 3.7 the family is LLVM's GPU kind's (pyopt's table); from 3.8 it is read from the
gfx number (major, one decimal minor digit, one hexadecimal patch digit), whether LLVM knows
the processor or not; 3.9 adds RDNA4m (gfx117x).  The wheels show the family only through what
it decides, so each expectation below was checked with the release's wheel through
convert-to-buffer-ops (buffer atomics by family: tools/oracle.py run on an atomic_rmw of each
type with arch-generation-name=ARCH; buffer_load_to_local's target check): e.g. under 3.8
gfx1202 converts as gfx1200 does (RDNA4) and gfx1259 as gfx1250, under 3.7 neither converts;
gfx9420, gfx943, gfx951, gfx12, gfx1299 and gfx1150x convert nowhere.  Families with no buffer
atomics in a release cannot be told apart that way (gfx906's GCN5_1, gfx1170 under 3.8): those
entries follow the release's source (TargetFeatures.cpp, read through the code search).
"""

from __future__ import annotations

import pytest

from pyopt.dialects.amdg.target import ISAFamily, deduce_isa_family
from pyopt.ir.context import Context

F = ISAFamily


@pytest.mark.parametrize("arch, v37, v38, v39", [
    ("gfx942", F.CDNA3, F.CDNA3, F.CDNA3),
    ("gfx950", F.CDNA4, F.CDNA4, F.CDNA4),
    ("gfx0942", F.UNKNOWN, F.CDNA3, F.CDNA3),     # a decimal major "09"
    ("gfx1202", F.UNKNOWN, F.RDNA4, F.RDNA4),     # no processor LLVM knows
    ("gfx120A", F.UNKNOWN, F.RDNA4, F.RDNA4),     # a hexadecimal patch digit
    ("gfx1251", F.UNKNOWN, F.GFX1250, F.GFX1250),
    ("gfx1259", F.UNKNOWN, F.GFX1250, F.GFX1250),
    ("gfx1170", F.UNKNOWN, F.RDNA3, F.RDNA4M),
    ("gfx1190", F.UNKNOWN, F.RDNA3, F.RDNA3),
    ("gfx906", F.UNKNOWN, F.GCN5_1, F.GCN5_1),
    ("gfx90a", F.CDNA2, F.CDNA2, F.CDNA2),
    ("gfx9420", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("gfx943", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("gfx951", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("gfx12", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("gfx1299", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("gfx1150x", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("gfx942:sramecc+", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
    ("", F.UNKNOWN, F.UNKNOWN, F.UNKNOWN),
])
def test_isa_family_per_release(arch, v37, v38, v39):
    for release, family in (("3.7", v37), ("3.8", v38), ("3.9", v39)):
        with Context(release):
            assert deduce_isa_family(arch) is family, (release, arch)
