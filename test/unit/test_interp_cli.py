"""``pyopt run`` (issue 28): the summary, --inputs/--save, random inputs sized
from the run's accesses, and its errors (MLIR-style diagnostics at the op,
exit 1).  The kernels are Triton 3.6.0's corpus (test/corpus) and small
inputs of this file; the expected values are numpy's (a copy kernel copies)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from pyopt.cli import main

ROOT = Path(__file__).resolve().parents[2]
COPY = str(ROOT / "test" / "corpus" / "copy_contig" / "cuda90-w4" / "asm.ttgir")


def run(capsys, *args):
    rc = main(["run", *args])
    out, err = capsys.readouterr()
    return rc, out, err


def test_summary_save_and_random_inputs_sized_from_accesses(capsys, tmp_path):
    save = tmp_path / "out.npz"
    rc, out, err = run(capsys, COPY, "--arg", "N=3000", "--grid", "3", "--save", str(save))
    assert rc == 0, err
    lines = out.splitlines()
    assert re.fullmatch(r"@copy_contig: grid 3,1,1: 3 program\(s\), [0-9.]+ s per program", lines[0])
    assert re.fullmatch(r"  X: 3000 x f32, 0 written, crc32 [0-9a-f]{8}", lines[1])
    assert re.fullmatch(r"  Y: 3000 x f32, 3000 written, crc32 [0-9a-f]{8}", lines[2])
    with np.load(save) as z:
        assert sorted(z.files) == ["X", "Y"]
        np.testing.assert_array_equal(z["Y"], z["X"])  # the kernel copies X to Y
        assert np.unique(z["X"]).size > 2900           # random, not zeros
    # the same seed gives the same buffers; another seed others
    rc, again, _ = run(capsys, COPY, "--arg", "N=3000", "--grid", "3")
    assert again.splitlines()[1:] == lines[1:]
    rc, other, _ = run(capsys, COPY, "--arg", "N=3000", "--grid", "3", "--seed", "7")
    assert other.splitlines()[1] != lines[1]


def test_inputs_by_name_and_position(capsys, tmp_path):
    x = np.arange(2048, dtype=np.float32) * 0.5
    inp = tmp_path / "in.npz"
    np.savez(inp, X=x, **{"1": np.zeros(2048, np.float32)})
    save = tmp_path / "out.npz"
    rc, out, err = run(capsys, COPY, "--arg", "2=2000", "--grid", "2", "--inputs", str(inp), "--save", str(save))
    assert rc == 0, err
    assert "  Y: 2048 x f32, 2000 written" in out
    with np.load(save) as z:
        np.testing.assert_array_equal(z["Y"][:2000], x[:2000])
        assert not z["Y"][2000:].any()


def test_out_of_bounds_is_a_diagnostic(capsys, tmp_path):
    inp = tmp_path / "in.npz"
    np.savez(inp, X=np.zeros(1000, np.float32), Y=np.zeros(2048, np.float32))
    rc, out, err = run(capsys, COPY, "--arg", "N=2000", "--grid", "2", "--inputs", str(inp))
    assert rc == 1 and out == ""
    assert err.startswith("tools/kernels/memory.py:19:31: error: out-of-bounds load at address ")
    assert "(element 1000 of the op's tensor, program (0, 0, 0)): byte 4000 of buffer 'X', which has 4000 bytes" in err


def test_op_it_cannot_run_points_at_the_op(capsys, tmp_path):
    f = tmp_path / "asm.mlir"
    f.write_text('tt.func @k(%x: !tt.ptr<i32>) {\n  %c = arith.constant 7 : i32\n'
                 '  %a = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, '
                 'pure = true} %c : i32 -> i32\n  tt.store %x, %a : !tt.ptr<i32>\n  tt.return\n}\n')
    rc, out, err = run(capsys, str(f))
    assert rc == 1
    assert err.splitlines()[0] == (f"{f}:3:8: error: 'tt.elementwise_inline_asm' is not interpretable: inline "
                                   "assembly has no semantics the interpreter knows (program (0, 0, 0))")
    assert err.splitlines()[2] == "       ^"


@pytest.mark.parametrize("args,message", [
    (["--arg", "M=3"], "pyopt run: error: --arg names 'M', which is no argument of @copy_contig (its arguments: X, Y, N)"),
    ([], "pyopt run: error: no value for scalar argument N (i32): give it with --arg KEY=VALUE"),
    (["--arg", "N=1", "--grid", "0"], "pyopt run: error: Invalid value: '0' is not a grid: give X[,Y[,Z]] (positive integers)"),
    (["--arg", "N"], "pyopt run: error: Invalid value: 'N' is not KEY=VALUE"),
    (["--arg", "N=1", "--func", "nope"], "pyopt run: error: no tt.func named 'nope'"),
    (["--arg", "N=1", "--triton-version", "2.0"], None),
])
def test_usage_errors(capsys, args, message):
    rc, out, err = run(capsys, COPY, *args)
    assert rc == 1 and out == ""
    if message is None:
        assert err.startswith("pyopt run: error: invalid value '2.0' for --triton-version")
    else:
        assert err.splitlines()[0] == message


def test_parse_error_and_missing_file(capsys, tmp_path):
    f = tmp_path / "bad.mlir"
    f.write_text("tt.func @k() {\n  %a = arith.bogus 1 : i32\n  tt.return\n}\n")
    rc, out, err = run(capsys, str(f))
    assert rc == 1 and err.startswith(f"{f}:2:")
    rc, out, err = run(capsys, str(tmp_path / "none.mlir"))
    assert rc == 1 and err.startswith("pyopt run: error: could not open input file")


def test_help(capsys):
    rc, out, err = run(capsys, "--help")
    assert rc == 0 and "Run KERNEL (TTIR or TTGIR) on the CPU" in out and "--grid" in out


def test_a_file_named_run_and_escaped_errors(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "run").write_text("tt.func @k() {\n  tt.return\n}\n")
    rc = main(["./run"])
    out, err = capsys.readouterr()
    assert rc == 0 and "tt.func @k()" in out
    rc, out, err = run(capsys, COPY, "--grid", "\x1b[2J")
    assert rc == 1 and "\x1b" not in err and "\\1B[2J" in err


def test_release_and_stdin(capsys, monkeypatch):
    # Triton 3.9.0's atomic_flag_handoff (tt.atomic_store/poll/load, 3.9 only) read from standard input:
    # program 0 writes DATA[i] = 2 i (i < 200) and the flag 1; the CRC-32s are numpy's bytes of those values
    import io
    import sys
    import zlib

    path = ROOT / "test" / "corpus-releases" / "3.9.0" / "atomic_flag_handoff" / "cuda90-w4" / "ttgir.mlir"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(path.read_bytes())))
    rc, out, err = run(capsys, "-", "--triton-version=3.9", "--arg", "3=200", "--grid", "4")
    assert rc == 0, err
    data = zlib.crc32((np.arange(200, dtype=np.float32) * 2).tobytes())
    flag = zlib.crc32(np.ones(1, np.int32).tobytes())
    assert out.splitlines()[1:3] == [f"  arg0: 200 x f32, 200 written, crc32 {data:08x}",
                                     f"  arg1: 1 x i32, 1 written, crc32 {flag:08x}"]
    # OUT: 3 programs * 256 + 200 elements accessed, 4 * 200 written
    assert out.splitlines()[3].startswith("  arg2: 968 x f32, 800 written")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(path.read_bytes())))
    rc, out, err = run(capsys, "-", "--triton-version=3.6", "--arg", "3=200")
    assert rc == 1 and err.startswith("<stdin>:20:7: error: custom op 'tt.atomic_store' is unknown")


# -- found by fuzzing pyopt run's options (issue 28): each was a Python error --------------------

def test_inputs_of_no_number_type_are_refused(capsys, tmp_path):
    # strings were "internal error: could not convert string to float"; complex numbers a numpy warning
    for name, arr in (("str", np.array(["a", "b"])), ("complex", np.arange(4) + 1j)):
        path = tmp_path / f"{name}.npz"
        np.savez(path, X=arr)
        rc, out, err = run(capsys, COPY, "--arg", "N=4", "--inputs", str(path))
        assert rc == 1 and out == "", err
        assert err == (f"pyopt run: error: the array 'X' of '{path}' holds {arr.dtype} values: give booleans, "
                       "integers or floats\n")


def test_a_negative_seed_gives_its_own_inputs(capsys):
    # numpy's seeds are non-negative: --seed -5 was "'tt.load' failed: ValueError: expected non-negative
    # integer"; it is a seed like any other (its own buffers, the same on every run)
    crcs = []
    for seed in ("-5", "-5", "5"):
        rc, out, err = run(capsys, COPY, "--arg", "N=100", "--seed", seed)
        assert rc == 0, err
        crcs.append(out.splitlines()[1])
    assert crcs[0] == crcs[1] != crcs[2]


@pytest.mark.parametrize("value, why", [
    ("1267650600228229401496703205376", "does not fit i32 (-2147483648 to 4294967295)"),
    ("-2147483649", "does not fit i32 (-2147483648 to 4294967295)"),
    ("1.5", "is not a whole number, and the argument is i32"),
    ("nan", "is not a whole number, and the argument is i32"),
])
def test_a_scalar_that_is_no_value_of_its_type_is_a_diagnostic(capsys, value, why):
    # 2^100 for an i32 argument was "internal error: OverflowError"; a fraction was truncated
    rc, out, err = run(capsys, COPY, "--arg", f"N={value}")
    assert rc == 1 and out == "", err
    assert err.startswith(f"tools/kernels/memory.py:15:0: error: scalar argument N = {value} {why}"), err


def test_unsigned_values_and_whole_floats_are_values(capsys):
    # 4294967295 is the bits of -1 (an unsigned value wraps, as the GPU reads it); 2.0 is 2
    rc, out, err = run(capsys, COPY, "--arg", "N=4294967295")
    assert rc == 0 and "  X: 0 x f32" in out, err
    rc, out, err = run(capsys, COPY, "--arg", "N=2.0")
    assert rc == 0 and "  X: 2 x f32, 0 written" in out, err


def test_equiv_trials_are_limited(capsys):
    rc = main(["equiv", COPY, COPY, "--trials", "100000000"])
    out, err = capsys.readouterr()
    assert rc == 2 and "Invalid value for '--trials': 100000000 is not in the range 1<=x<=1000." in err
