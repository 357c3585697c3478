"""Release-dependent declarations (pyopt/ir/version.py) and the run's release
(pyopt/ir/context.py): a Versioned rule picks the entry of the newest release
not newer than the target, each entry names its upstream change, and the
release of a run is chosen by flag, environment, installed Triton, newest."""

import pytest

from pyopt.ir import context
from pyopt.ir.context import Context, ReleaseError, choose_release, current, parse_release
from pyopt.ir.version import RULES, SUPPORTED, TRITON, Since, Versioned, resolve, resolve_active
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


def test_resolve_active_follows_the_active_context():
    """The per-context memo of resolve_active never serves one context's value in another."""
    v = Versioned("a", Since((3, 8), "b", "x#3"))
    w = Versioned(1, Since((3, 7), 2, "x#4"))
    with Context("3.9") as c39:
        assert (resolve_active(v), resolve_active(w)) == ("b", 2) == (resolve(v), resolve(w))
        with Context("3.6"):
            assert (resolve_active(v), resolve_active(w)) == ("a", 1)
            with Context("3.7"):
                assert (resolve_active(v), resolve_active(w)) == ("a", 2)
        with c39:
            assert resolve_active(v) == "b"
        assert resolve_active(v) == "b"
    with Context("3.8"):
        assert resolve_active(v) == "b" and resolve_active(w) == 2


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
    assert choose_release("3.9") == ((3, 9, 0), "--triton-version=3.9")
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
    Triton loads is one that some supported release registers; the ops that only
    some releases register (tt.approx_divf from 3.9, tt.make_tensor_ptr up to 3.7)
    are found by the context's lookup_op only under those releases."""
    from pyopt.ir.context import Context, current
    from pyopt.ir.version import SUPPORTED, other_release_note, refuses_unknown_op, release_ops

    table = release_ops()
    modelled = [n for n in current().all_ops() if n.partition(".")[0] in table["closed_dialects"]]
    assert modelled and not [n for n in modelled if all(refuses_unknown_op(n, r) for r in SUPPORTED)]
    for name, release, found in (("tt.approx_divf", "3.8", False), ("tt.approx_divf", "3.9", True),
                                 ("tt.make_tensor_ptr", "3.7", True), ("tt.make_tensor_ptr", "3.8", False)):
        assert (Context(release).lookup_op(name) is not None) == found, (name, release)
    for release, change in table["changes"].items():
        assert not change["added"] & table["ops"] and change["removed"] <= table["ops"], release
    assert refuses_unknown_op("tt.bogus") and not refuses_unknown_op("llvm.bogus")
    assert refuses_unknown_op("tt.approx_divf", (3, 8, 0)) and not refuses_unknown_op("tt.approx_divf", (3, 9, 0))
    assert other_release_note("tt.approx_divf", (3, 6, 0)) == \
        "'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9"
    assert refuses_unknown_op("tt.make_tensor_ptr", (3, 8, 0))


def test_an_op_whose_release_form_pyopt_does_not_model():
    """Triton 3.7.1 registers amdg.async_tdm_gather with a column-offset operand that 3.8
    dropped (triton-lang/triton#10685); pyopt models 3.8's form (the class's MODELLED rule),
    so under 3.7 the context does not find the class (the op is kept unverified, as one
    pyopt lacks) and no note claims that 3.7 lacks the op."""
    from pyopt.ir.context import Context
    from pyopt.ir.version import other_release_note

    for release, found in (("3.6", False), ("3.7", False), ("3.8", True), ("3.9", True)):
        assert (Context(release).lookup_op("amdg.async_tdm_gather") is not None) == found, release
    assert other_release_note("amdg.async_tdm_gather", (3, 7, 1)) is None
    assert other_release_note("amdg.async_tdm_gather", (3, 6, 0)) == \
        "'amdg.async_tdm_gather' is a Triton 3.7, 3.8 and 3.9 op: --triton-version=3.9"


_DESC = """#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%arg0: !tt.tensordesc<64x64xf16, #shared>) {
    tt.return
  }
}
"""


def test_the_active_context_reaches_the_deep_stack_thread():
    """The parser, verifier and printer run their work on the deep-stack
    thread (support.run_deep); the context a Python caller makes active must be
    the one they read there (the printed spelling of !tt.tensordesc is
    Triton 3.8's under 3.9, 3.6's under 3.6, as each wheel prints it)."""
    from pyopt.ir.context import Context
    from pyopt.ir.printer import print_op
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    for release, spelled in (("3.9", "!tt.tensordesc<64x64xf16, #shared>"),
                             ("3.6", "!tt.tensordesc<tensor<64x64xf16, #shared>>"), ("3.8", None)):
        with Context(release):
            module = parse_source(_DESC, "desc.mlir")
            verify(module)
            text = print_op(module)
        assert (spelled or "!tt.tensordesc<64x64xf16, #shared>") in text, (release, text)


_BROADCAST = """#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 32 : i32, "ttg.num-ctas" = 1 : i32} {
  tt.func @f(%arg0: tensor<1x64xf32, #blocked>) {
    %0 = tt.broadcast %arg0 : tensor<1x64xf32, #blocked> -> tensor<32x64xf32, #blocked1>
    tt.return
  }
}
"""


def test_verifier_verdicts_are_per_release():
    """The verifier remembers the type signatures whose checks passed; a check
    that differs between releases (tt.broadcast's encodings: Triton 3.9.0
    accepts this broadcast, 3.6.0 refuses it) must not carry a verdict from
    one release's run into another's in one process."""
    import pytest

    from pyopt.diagnostics import DiagnosticError
    from pyopt.ir.context import Context
    from pyopt.syntax.parser import parse_source
    from pyopt.verifier import verify

    with Context("3.9"):
        verify(parse_source(_BROADCAST, "b.mlir"))
    with Context("3.6"), pytest.raises(DiagnosticError, match="requires the same encoding"):
        verify(parse_source(_BROADCAST, "b.mlir"))
