"""A #ttg.blocked layout's linear layout per release: from Triton 3.9 a register basis that
falls outside the tensor shape (sizePerThread larger than a dimension) is dropped, where up to
3.8 it is a broadcast (zero) basis (``BlockedEncoding.BROADCAST_REGISTERS``).  The expected bases
are what ``GluonOpBuilder.to_linear_layout`` of the Triton 3.8.0 and 3.9.0 wheels prints for the
same layout and shape; 300 random blocked layouts and shapes agreed with both wheels when the rule
was written.  The cache of linear layouts is per release: one process converts under both."""

import pytest

from pyopt.dialects.ttg.attrs import BlockedEncoding, to_linear_layout
from pyopt.dialects.ttg.attrs.base import CTALayout
from pyopt.ir.context import Context


def _blocked(spt, tpw, wpc, order):
    return BlockedEncoding(spt, tpw, wpc, order, CTALayout.get_default(len(spt)))


def _bases(ll):
    return {d: [list(v) for v in vecs] for d, vecs in ll.bases.items()}


B22 = ([2, 2], [4, 8], [2, 2], [1, 0])
B4 = ([4], [32], [4], [0])

CASES = [
    # layout, shape, 3.8.0's register bases, 3.9.0's
    (B22, [1, 64], [[0, 1], [0, 0], [0, 32]], [[0, 1], [0, 32]]),
    (B22, [2, 64], [[0, 1], [1, 0], [0, 32]], [[0, 1], [1, 0], [0, 32]]),
    (B4, [2], [[1], [0]], [[1]]),
]


@pytest.mark.parametrize("layout,shape,regs38,regs39", CASES)
def test_registers_beyond_the_shape(layout, shape, regs38, regs39):
    enc = _blocked(*layout)
    with Context("3.8"):
        ll38 = _bases(to_linear_layout(enc, shape))
    with Context("3.9"):
        ll39 = _bases(to_linear_layout(enc, shape))
    assert ll38["register"] == regs38
    assert ll39["register"] == regs39
    # lanes and warps beyond the shape are broadcast under both releases
    assert ll38["lane"] == ll39["lane"] and ll38["warp"] == ll39["warp"]
    with Context("3.6"):
        assert _bases(to_linear_layout(enc, shape))["register"] == regs38
