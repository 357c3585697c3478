"""The file metadata block and --run-reproducer (pyopt/reproducer.py)."""

from __future__ import annotations

import pytest

from pyopt.passes import PassError
from pyopt.reproducer import (MetadataError, append_metadata, format_metadata, read_metadata,
                              take_reproducer)

BLOCK = '''{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse, canonicalize{  max-iterations=10})",
      disable_threading: false,
      verify_each: false
    },
    "other tool": {
      blob: "0x0400000001020304",
      on: true
    }
  }
#-}
'''


def test_round_trip():
    meta = read_metadata("module {\n}\n\n" + BLOCK)
    assert format_metadata(meta) == BLOCK
    assert append_metadata("module {\n}\n", meta) == "module {\n}\n" + BLOCK + "\n"
    assert read_metadata("module {\n}\n") is None
    assert format_metadata(read_metadata("{-# #-}")) == ""


def test_escapes_and_comments():
    meta = read_metadata('{-# external_resources: { t: { // a comment\n k: "a\\22b\\\\c\\n" } } #-}')
    assert meta.sections["external_resources"]["t"]["k"] == 'a"b\\c\n'
    assert '      k: "a\\22b\\\\c\\0A"' in format_metadata(meta)
    with pytest.raises(MetadataError):
        read_metadata("{-# external_resources: { t: { k: 3 } } #-}")


def test_take_reproducer():
    meta = read_metadata(BLOCK)
    repro = take_reproducer(meta, "f")
    assert [s.flag for s in repro.specs] == ["cse", "canonicalize"] and repro.verify_each is False
    assert "mlir_reproducer" not in format_metadata(meta) and '"other tool"' in format_metadata(meta)
    with pytest.raises(PassError, match="has no reproducer"):
        take_reproducer(meta, "f")
    bad = read_metadata(BLOCK.replace("cse,", "tritongpu-pipeline, cse, tritongpu-prefetch,"))
    repro = take_reproducer(bad, "f")
    assert repro.first_missing == 0 and [s.flag for s in repro.runnable()] == []
    err = repro.missing_error("f")
    assert str(err).startswith("--run-reproducer: cannot run pass 1 of 4 of the pipeline of the reproducer "
                               "in 'f': pass 'tritongpu-pipeline' is a Triton pass pyopt does not implement")
    assert "pyopt lacks 2 of the pipeline's passes: tritongpu-pipeline, tritongpu-prefetch" in err.notes
    assert repro.rest_pipeline() == "builtin.module(tritongpu-pipeline,cse,tritongpu-prefetch,canonicalize{  max-iterations=10})"
