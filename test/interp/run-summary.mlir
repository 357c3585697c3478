// pyopt run (issue 28): a kernel of this file run over 2 programs; the expected values are computed
// by hand (program p stores p * 8 + i + 100 at element p * 8 + i; the last 3 lanes of program 1 are
// masked off); the buffer grows to the 13 elements accessed; the CRC-32 of the i32 values 100..112 is zlib's.
// RUN: pyopt run %s --grid 2 --arg N=13 --save %t.npz | filecheck %s
// RUN: python -c "import numpy as np; print(np.load('%t.npz')['out'].tolist())" | filecheck %s --check-prefix=SAVED
// RUN: not pyopt run %s --grid 3 --arg N=24 --inputs %S/Inputs/out16.npz 2>&1 | filecheck %s --check-prefix=OOB

// CHECK: @k: grid 2,1,1: 2 program(s), {{[0-9.]+}} s per program
// CHECK-NEXT:   out: 13 x i32, 13 written, crc32 c098cffc
// SAVED: [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110, 111, 112]
// OOB: run-summary.mlir:[[# @LINE + 16]]:3: error: out-of-bounds store at address 0x{{[0-9a-f]+}}
// OOB-SAME: (element 0 of the op's tensor, program (2, 0, 0)): byte 64 of buffer 'out', which has 64 bytes

tt.func public @k(%out: !tt.ptr<i32> loc("out"), %N: i32 loc("N")) {
  %pid = tt.get_program_id x : i32
  %c8 = arith.constant 8 : i32
  %base = arith.muli %pid, %c8 : i32
  %r = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32>
  %b = tt.splat %base : i32 -> tensor<8xi32>
  %offs = arith.addi %b, %r : tensor<8xi32>
  %n = tt.splat %N : i32 -> tensor<8xi32>
  %mask = arith.cmpi slt, %offs, %n : tensor<8xi32>
  %c100 = arith.constant dense<100> : tensor<8xi32>
  %v = arith.addi %offs, %c100 : tensor<8xi32>
  %p = tt.splat %out : !tt.ptr<i32> -> tensor<8x!tt.ptr<i32>>
  %q = tt.addptr %p, %offs : tensor<8x!tt.ptr<i32>>, tensor<8xi32>
  tt.store %q, %v, %mask : tensor<8x!tt.ptr<i32>>
  tt.return
}
