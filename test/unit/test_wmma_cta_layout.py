"""#ttg.amd_wmma's linear layouts from Triton 3.7 (ctaLayout, triton-lang/triton#8946), for the
layout and its dot operands, per release: 3.8 tiles a dot operand with 16 lanes and repeats the
instruction's K only, has 32x16 tiles (``WMMA_32X16``) and uses the operand's own CGA layout
(``WMMA_OPERAND_CGA``, triton-lang/triton#9694).

Each expected layout is the wheel's: ``GluonOpBuilder.get_amd_wmma_layout`` (then
``get_dot_operand_layout``) and ``to_linear_layout`` of Triton 3.7.1's and 3.8.0's libtriton
(3.9.0 gives 3.8.0's on every case); None where the release rejects the layout (3.7.1 has no
32x16 instruction).
"""

import pytest

import pyopt  # noqa: F401  (fills the dialect registry)
from pyopt.dialects.ttg.attrs import AMDWmmaEncoding, DotOperandEncoding
from pyopt.dialects.ttg.attrs.base import CTALayout
from pyopt.dialects.ttg.linear_layout import LinearLayout, standard_out_dim_names
from pyopt.ir.attrdef import AttrInvalid
from pyopt.ir.context import Context

# (case, 3.7.1's layout, 3.8.0's)
CASES = [
    ({"v": 2, "t": False, "warp": [[1, 0], [2, 0]], "reg": [[0, 1]], "instr": [16, 16, 16], "shape": [64, 64]},
     {"register": [[1, 0], [2, 0], [4, 0], [0, 16], [0, 32]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[16, 0], [32, 0]], "block": []},
     {"register": [[1, 0], [2, 0], [4, 0], [0, 16], [0, 32]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[16, 0], [32, 0]], "block": []}),
    ({"v": 2, "t": False, "warp": [[0, 1, 0], [0, 0, 1]], "reg": [[1, 0, 0]], "instr": [16, 16, 16], "shape": [2, 32, 32]},
     {"register": [[0, 1, 0], [0, 2, 0], [0, 4, 0], [1, 0, 0]], "lane": [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 8, 0]], "warp": [[0, 16, 0], [0, 0, 16]], "block": []},
     {"register": [[0, 1, 0], [0, 2, 0], [0, 4, 0], [1, 0, 0]], "lane": [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 8], [0, 8, 0]], "warp": [[0, 16, 0], [0, 0, 16]], "block": []}),
    ({"v": 2, "t": False, "warp": [[1, 0], [2, 0]], "reg": [[0, 1]], "instr": [16, 16, 16], "shape": [64, 64], "op": 1, "kw": 8},
     {"register": [[1, 0], [2, 0], [4, 0], [16, 0], [32, 0], [0, 16], [0, 32]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[0, 0], [0, 0]], "block": []},
     {"register": [[1, 0], [2, 0], [4, 0], [0, 16], [16, 0], [32, 0], [0, 32]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[0, 0], [0, 0]], "block": []}),
    ({"v": 2, "t": False, "warp": [[0, 1, 0], [0, 0, 1]], "reg": [[1, 0, 0]], "instr": [16, 16, 16], "shape": [2, 32, 32], "op": 0, "kw": 8},
     {"register": [[0, 0, 1], [0, 0, 2], [0, 0, 4], [0, 0, 16], [1, 0, 0]], "lane": [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 0, 8]], "warp": [[0, 16, 0], [0, 0, 0]], "block": []},
     {"register": [[0, 0, 1], [0, 0, 2], [0, 0, 4], [1, 0, 0], [0, 0, 16]], "lane": [[0, 1, 0], [0, 2, 0], [0, 4, 0], [0, 8, 0], [0, 0, 8]], "warp": [[0, 16, 0], [0, 0, 0]], "block": []}),
    ({"v": 3, "t": False, "warp": [[1, 0], [0, 1]], "reg": [[0, 2]], "instr": [32, 16, 64], "shape": [128, 128]},
     None,
     {"register": [[1, 0], [2, 0], [4, 0], [16, 0], [0, 32], [0, 64], [64, 0]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[32, 0], [0, 16]], "block": []}),
    ({"v": 3, "t": False, "warp": [[1, 0], [0, 1]], "reg": [[0, 2]], "instr": [32, 16, 64], "shape": [128, 128], "op": 0, "kw": 16},
     None,
     {"register": [[0, 1], [0, 2], [0, 4], [0, 8], [0, 32], [16, 0], [0, 64], [64, 0]], "lane": [[1, 0], [2, 0], [4, 0], [8, 0], [0, 16]], "warp": [[32, 0], [0, 0]], "block": []}),
    ({"v": 2, "t": False, "warp": [[1, 0], [2, 0]], "reg": [[0, 1]], "instr": [16, 16, 16], "shape": [64, 64], "cga": [[1, 0], [0, 1]], "op": 0, "kw": 8},
     {"register": [[0, 1], [0, 2], [0, 4], [0, 16], [0, 0]], "lane": [[1, 0], [2, 0], [4, 0], [8, 0], [0, 8]], "warp": [[16, 0], [0, 0]], "block": [[32, 0], [0, 32]]},
     {"register": [[0, 1], [0, 2], [0, 4], [0, 16], [0, 32]], "lane": [[1, 0], [2, 0], [4, 0], [8, 0], [0, 8]], "warp": [[16, 0], [0, 0]], "block": [[32, 0], [0, 0]]}),
    ({"v": 2, "t": False, "warp": [[1, 0], [2, 0]], "reg": [[0, 1]], "instr": [16, 16, 16], "shape": [64, 64], "cga": [[1, 0], [0, 1]], "op": 1, "kw": 8},
     {"register": [[1, 0], [2, 0], [4, 0], [16, 0], [0, 0], [0, 16]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[0, 0], [0, 0]], "block": [[32, 0], [0, 32]]},
     {"register": [[1, 0], [2, 0], [4, 0], [0, 16], [16, 0], [32, 0]], "lane": [[0, 1], [0, 2], [0, 4], [0, 8], [8, 0]], "warp": [[0, 0], [0, 0]], "block": [[0, 0], [0, 32]]}),
]


def _layout(case):
    rank = len(case["shape"])
    names = standard_out_dim_names(rank)
    cta = LinearLayout.from_bases([("register", [tuple(v) for v in case["reg"]]),
                                   ("warp", [tuple(v) for v in case["warp"]])], names)
    cga = (CTALayout(LinearLayout.from_bases([("block", [tuple(v) for v in case["cga"]])], names))
           if case.get("cga") else CTALayout.get_default(rank))
    enc = AMDWmmaEncoding.from_values({"version": case["v"], "is_transposed": case["t"], "warps_per_cta": (1,) * rank,
                                        "tiles_per_warp": (1,) * rank, "CTALayout": cga,
                                        "instr_shape": tuple(case["instr"]), "cta_ll": cta})
    if "op" in case:
        enc = DotOperandEncoding(case["op"], enc, case["kw"])
    return enc


@pytest.mark.parametrize("release,column", [("3.7", 1), ("3.8", 2), ("3.9", 2)])
@pytest.mark.parametrize("index", range(len(CASES)))
def test_wmma_cta_layout_matches_wheel(release, column, index):
    case, expected = CASES[index][0], CASES[index][column]
    with Context(release):
        enc = _layout(case)
        if expected is None:
            with pytest.raises(AttrInvalid):
                (enc.parent if "op" in case else enc).verify_()
            return
        ll = enc.to_linear_layout(case["shape"])
    assert {d: [list(v) for v in ll.bases[d]] for d in ("register", "lane", "warp", "block")} == expected
