"""Pass option names per Triton release (issue 24): each pass pyopt shares with Triton prints,
as a textual pipeline (MLIR's printAsTextualPipeline; IR dump headers of 3.8+ and reproducers
carry it), what each release's own pass prints, and reads it back.

The expected pipelines are what each wheel's ``pass_manager.get_pipeline_str()`` printed for a
pass manager with canonicalize, cse, symbol-dce, coalesce, remove-layout-conversions,
canonicalize-pointers, convert-buffer-ops (gfx942, buffer atomics on, small-tensor analysis off)
and fold-true-cmpi, added with the libtriton bindings at their defaults (Triton 3.6.0 in the main
venv; 3.7.1, 3.8.0, 3.9.0 in /work/venvs/triton-X; the anchor ``any(...)`` and the
``tt.func(...)`` nesting of canonicalize-pointers removed)."""

from __future__ import annotations

import pytest

from pyopt.ir.context import Context
from pyopt.passes import lookup_pass, parse_pass_pipeline

_CANON_36 = "canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}"
_CANON_38 = ("canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 "
             "region-simplify=normal test-convergence=false top-down=true}")
_COMMON = ["cse", "symbol-dce", "tritongpu-coalesce"]
_PTRS = "tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}"
_BUF = "tritonamdgpu-convert-buffer-ops{allow-buffer-atomics=true analyze-small-tensor-ofst=false %s=gfx942}"

WHEELS = {
    "3.6": [_CANON_36, *_COMMON, "tritongpu-remove-layout-conversions", _PTRS, _BUF % "arch-generation-name",
            "tritonamdgpu-fold-true-cmpi"],
    "3.7": [_CANON_36, *_COMMON, "tritongpu-remove-layout-conversions", _PTRS, _BUF % "arch-generation-name",
            "tritonamdgpu-fold-true-cmpi"],
    "3.8": [_CANON_38, *_COMMON, "tritongpu-remove-layout-conversions", _PTRS, _BUF % "gfx-arch",
            "tritonamdgpu-fold-true-cmpi"],
    "3.9": [_CANON_38, *_COMMON, "tritongpu-remove-layout-conversions{disable-remat-splitting=false}", _PTRS,
            _BUF % "gfx-arch", "tritonamdgpu-fold-true-cmpi"],
}
PASSES = ["canonicalize", "cse", "symbol-dce", "coalesce", "remove-layout-conversions", "canonicalize-pointers",
          "convert-to-buffer-ops", "fold-true-cmpi"]


@pytest.mark.parametrize("release", sorted(WHEELS))
def test_pipeline_text_is_the_release_s(release):
    with Context(release):
        got = []
        for name in PASSES:
            cls = lookup_pass(name)
            options = [(cls.options()[0].name, "gfx942")] if name == "convert-to-buffer-ops" else []
            got.append(cls.from_options(options).pipeline_text())
    assert got == WHEELS[release]


@pytest.mark.parametrize("release", sorted(WHEELS))
def test_release_pipeline_reads_back(release):
    """The release's own pipeline runs under that release: every pass and option is read."""
    with Context(release):
        specs = parse_pass_pipeline("builtin.module(" + ",".join(WHEELS[release]) + ")", read_from="a test")
        again = [lookup_pass(s.flag).from_options(s.options, s.read_from).pipeline_text() for s in specs]
    assert again == WHEELS[release]
