"""Release-dependent declarations (pyopt/ir/version.py) and the run's release
(pyopt/ir/context.py): a Versioned rule picks the entry of the newest release
not newer than the target, each entry names its upstream change, and the
release of a run is chosen by flag, environment, installed Triton, newest."""

import pytest

from pyopt.ir import context
from pyopt.ir.context import Context, ReleaseError, choose_release, current, parse_release
from pyopt.ir.version import RULES, SUPPORTED, TRITON, Since, Versioned, resolve
from pyopt.transforms.coalesce import CONTIGUITY_TIES, get_order_from_contiguity


def test_supported_releases():
    assert TRITON == (3, 6, 0)
    assert SUPPORTED == ((3, 6, 0), (3, 7, 1), (3, 8, 0), (3, 9, 0))
    with pytest.raises(ValueError, match="Triton 3.10.0 is not supported"):
        resolve(CONTIGUITY_TIES, (3, 10, 0))


def test_versioned_entries_apply_from_their_release_on():
    v = Versioned("a", Since((3, 9), "c", "x#2"), Since((3, 7), "b", "x#1"))
    assert [v.at(r) for r in [(3, 6, 0), (3, 7, 0), (3, 8, 1), (3, 9, 0), (4, 0, 0)]] == ["a", "b", "b", "c", "c"]
    assert resolve("plain") == "plain"
    with Context("3.8"):
        assert resolve(v) == "b"
    with pytest.raises(ValueError, match="names the upstream change"):
        Since((3, 7), "b", "")
    with pytest.raises(TypeError):
        Versioned("a", {(3, 7): "b"})


def test_every_rule_names_its_upstream_change():
    import pyopt.transforms.convert_to_buffer_ops  # noqa: F401 - declares a rule
    assert RULES and all(e.upstream for rule in RULES for e in rule.since)


def test_coalesce_breaks_contiguity_ties_by_release():
    with Context("3.6"):
        assert resolve(CONTIGUITY_TIES) == "ascending"
        assert get_order_from_contiguity([4, 4, 4]) == [0, 1, 2]
        assert get_order_from_contiguity([1, 8, 8]) == [1, 2, 0]
    with Context("3.7"):
        assert get_order_from_contiguity([4, 4, 4]) == [2, 1, 0]


def test_parse_release():
    assert parse_release("3.9") == (3, 9, 0) and parse_release("3.7") == (3, 7, 1)
    assert parse_release("3.8.0+git1a2b") == (3, 8, 0) and parse_release("v3.6.0") == (3, 6, 0)
    with pytest.raises(ReleaseError, match="is not supported"):
        parse_release("3.5")
    with pytest.raises(ReleaseError, match="not a Triton release"):
        parse_release("latest")


def test_choice_order(monkeypatch):
    monkeypatch.setenv("PYOPT_TRITON_VERSION", "3.8")
    assert choose_release("3.9") == ((3, 9, 0), "--triton-version")
    assert choose_release() == ((3, 8, 0), "PYOPT_TRITON_VERSION=3.8")
    monkeypatch.delenv("PYOPT_TRITON_VERSION")
    monkeypatch.setattr(context, "dist_info_version", lambda name: "3.7.1")
    assert choose_release()[0] == (3, 7, 1) and "installed triton package is 3.7.1" in choose_release()[1]
    monkeypatch.setattr(context, "dist_info_version", lambda name: "3.4.0")
    assert choose_release()[0] == SUPPORTED[-1] and "not a supported release" in choose_release()[1]
    monkeypatch.setattr(context, "dist_info_version", lambda name: None)
    assert choose_release() == (SUPPORTED[-1], "no triton package is installed; the newest supported")


def test_active_context_nests():
    outer = current()
    with Context("3.9") as c9:
        assert current() is c9
        with Context("3.7") as c7:
            assert current() is c7
        assert current() is c9
    assert current() is outer


def test_release_ops_cover_what_pyopt_registers():
    """release_ops.json (Triton's own op lists): every op pyopt models in a dialect
    Triton loads is one some supported release registers (under the others the
    parser reads it as an unknown op, with the note naming those releases);
    later releases' changes are about other ops."""
    from pyopt.ir.registry import all_ops
    from pyopt.ir.version import SUPPORTED, other_release_note, refuses_unknown_op, release_ops

    table = release_ops()
    modelled = [n for n in all_ops() if n.partition(".")[0] in table["closed_dialects"]]
    assert modelled and not [n for n in modelled if all(refuses_unknown_op(n, r) for r in SUPPORTED)]
    for release, change in table["changes"].items():
        assert not change["added"] & table["ops"] and change["removed"] <= table["ops"], release
    assert refuses_unknown_op("tt.bogus") and not refuses_unknown_op("llvm.bogus")
    assert refuses_unknown_op("tt.approx_divf", (3, 8, 0)) and not refuses_unknown_op("tt.approx_divf", (3, 9, 0))
    assert other_release_note("tt.approx_divf", (3, 6, 0)) == \
        "'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9"
    assert refuses_unknown_op("tt.make_tensor_ptr", (3, 8, 0))
