"""Version-dependent declarations (pyopt/ir/version.py): pyopt follows Triton
3.6.0 and refuses other releases, and a Versioned value picks the entry of the
newest release not newer than the one asked for."""

import pytest

from pyopt.ir.version import SUPPORTED, TRITON, Versioned, resolve
from pyopt.transforms.coalesce import CONTIGUITY_TIES, get_order_from_contiguity


def test_follows_triton_3_6_0_only():
    assert TRITON == (3, 6, 0) and SUPPORTED == (TRITON,)
    with pytest.raises(ValueError, match="Triton 3.9.0 is not supported"):
        resolve("x", (3, 9, 0))


def test_versioned_entries_apply_from_their_release_on():
    v = Versioned("a", {(3, 9): "c", (3, 7): "b"})
    assert [v.at(r) for r in [(3, 6, 0), (3, 7, 0), (3, 8, 1), (3, 9, 0), (4, 0, 0)]] == ["a", "b", "b", "c", "c"]
    assert resolve(v) == "a" and resolve("plain") == "plain"


def test_coalesce_breaks_contiguity_ties_in_ascending_order_in_3_6():
    assert resolve(CONTIGUITY_TIES) == "ascending"
    assert get_order_from_contiguity([4, 4, 4]) == [0, 1, 2]
    assert get_order_from_contiguity([1, 8, 8]) == [1, 2, 0]
    assert CONTIGUITY_TIES.at((3, 7, 0)) == "row-major"


def test_release_ops_cover_what_pyopt_registers():
    """release_ops.json (Triton's own op lists): every op pyopt models in a dialect
    Triton loads is one Triton 3.6.0 registers, so the unknown-op rule never
    refuses an op pyopt knows; later releases' changes are about other ops."""
    from pyopt.ir.registry import all_ops
    from pyopt.ir.version import refuses_unknown_op, release_ops

    table = release_ops()
    modelled = [n for n in all_ops() if n.partition(".")[0] in table["closed_dialects"]]
    assert modelled and not [n for n in modelled if refuses_unknown_op(n)]
    for release, change in table["changes"].items():
        assert not change["added"] & table["ops"] and change["removed"] <= table["ops"], release
    assert refuses_unknown_op("tt.bogus") and not refuses_unknown_op("llvm.bogus")
