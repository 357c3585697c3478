// RUN: pyopt --triton-version=3.9 %s --split-input-file | filecheck %s
// The nvws ops Triton 3.9 adds: their custom forms round trip.  The CHECK lines are what the
// Triton 3.9.0 wheel printed for this input (parsed and printed with triton._C.libtriton.ir,
// dialects loaded as triton-opt loads them).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @phi(%lb: i32, %ub: i32, %step: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %0 = nvws.aref.phi %a, %b {ttg.partition = array<i32: 0, 1>} : i32
    %1 = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> (i32) : i32 {
      %c = arith.addi %x, %b {ttg.partition = array<i32: 0, 1>} : i32
      %2 = nvws.aref.phi %x, %b {ttg.partition = array<i32: 0, 1>} : i32
      scf.yield {ttg.partition = array<i32: 0, 1>} %c : i32
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>]}
    nvws.clc_try_cancel %r : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    nvws.clc_try_cancel %r {multicast} : !ttg.memdesc<2xi64, #shared, #smem, mutable>
    tt.return
  }
}

// CHECK-LABEL: tt.func @phi
// CHECK-NEXT: %c0_i32 = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
// CHECK-NEXT: %0 = nvws.aref.phi %c0_i32, %c1_i32 {ttg.partition = array<i32: 0, 1>} : i32
// CHECK-NEXT: %1 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %c0_i32) -> (i32)  : i32 {
// CHECK-NEXT: %2 = arith.addi %arg5, %c1_i32 {ttg.partition = array<i32: 0, 1>} : i32
// CHECK-NEXT: %3 = nvws.aref.phi %arg5, %c1_i32 {ttg.partition = array<i32: 0, 1>} : i32
// CHECK-NEXT: scf.yield {ttg.partition = array<i32: 0, 1>} %2 : i32
// CHECK-NEXT: } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>]}
// CHECK-NEXT: nvws.clc_try_cancel %arg3 : !ttg.memdesc<2xi64, #shared, #smem, mutable>
// CHECK-NEXT: nvws.clc_try_cancel %arg3 {multicast} : !ttg.memdesc<2xi64, #shared, #smem, mutable>
// CHECK-NEXT: tt.return
