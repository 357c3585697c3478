"""The interpreter's known inline assembly: ``cvt.rna.tf32.f32``, which Triton's F32DotTC
pass writes for tf32x3 dots (test/unit/data/tf32x3.cuda90.triton36.ttgir: Triton 3.6.0's TTGIR
of a 16x16x16 ``tl.dot(a, b, input_precision="tf32x3")`` for cuda:90, and its TTIR, where the
dot still says ``inputPrecision = tf32x3``).  The references: PTX's definition of ``.rna``
(round to nearest, ties away from zero) worked by hand on bit patterns."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from pyopt.interp.ops_basic import _tf32_rna
from pyopt.syntax.parser import parse_source

DATA = Path(__file__).resolve().parent / "data"


def test_tf32_rna_ties_away_from_zero():
    half_ulp = np.float32(2.0 ** -11)  # tf32 keeps 10 mantissa bits: ulp(1) = 2**-10
    x = np.array([1 + half_ulp, -(1 + half_ulp), 1 + 3 * half_ulp, 1 + half_ulp / 2], dtype=np.float32)
    want = np.array([1 + 2.0 ** -10, -(1 + 2.0 ** -10), 1 + 2 * 2.0 ** -10, 1.0], dtype=np.float32)
    assert np.array_equal(_tf32_rna(x), want)  # nearest-even would give 1.0 for the first


def test_tf32_rna_specials():
    big = np.frombuffer(np.uint32(0x7F7FFFFF).tobytes(), dtype=np.float32)[0]  # the largest f32
    x = np.array([np.inf, -np.inf, np.nan, 0.0, big], dtype=np.float32)
    r = _tf32_rna(x)
    assert r[0] == np.inf and r[1] == -np.inf and np.isnan(r[2]) and r[3] == 0.0
    assert r[4] == np.inf  # rounds up past the largest tf32
    assert not np.any(r[:2].view(np.uint32) & 0x1FFF)


def test_f32dottc_split_kernel_runs_and_matches_the_tf32x3_dot():
    # The TTGIR (explicit split: cvt.rna, subtractions, three tf32 dots) and the TTIR (one
    # tf32x3 dot, emulated by the dot handler) agree within the dot's tolerance.
    import subprocess
    import sys

    run = subprocess.run([sys.executable, "-m", "pyopt", "equiv", str(DATA / "tf32x3.cuda90.triton36.ttir"),
                          str(DATA / "tf32x3.cuda90.triton36.ttgir")], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout + run.stderr
    assert run.stdout.startswith("equivalent:")
    text = (DATA / "tf32x3.cuda90.triton36.ttgir").read_text()
    assert text.count('"cvt.rna.tf32.f32 $0, $1;"') == 2
    parse_source(text)
