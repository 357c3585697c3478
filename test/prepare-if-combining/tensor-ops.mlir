// RUN: pyopt --triton-version=3.7 %s -prepare-if-combining | FileCheck %s
// RUN: pyopt --triton-version=3.8 %s -prepare-if-combining | FileCheck %s
// RUN: pyopt --triton-version=3.9 %s -prepare-if-combining | FileCheck %s

// prepare-if-combining with Triton's tensor and memory ops between the ifs: tt.map_elementwise
// (not speculatable), ttg.convert_layout and ub.poison (Pure), ttg.local_alloc (allocates),
// atomics and barriers (memory effects).  Expected output: Triton 3.7.1, 3.8.0 and 3.9.0
// (tools/oracle.py run --pass=prepare-if-combining under each venv), the same for all three.
// CHECK-LABEL: tt.func @map_elem(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<4xi32, #blocked>
// CHECK-NEXT: %2 = "tt.map_elementwise"(%1) <{pack = 1 : i32}> ({
// CHECK-NEXT: ^bb0(%arg6: i32):
// CHECK-NEXT: tt.map_elementwise.return %arg6 : i32
// CHECK-NEXT: }) : (tensor<4xi32, #blocked>) -> tensor<4xi32, #blocked>
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @convert_layout(
// CHECK-NEXT: %0 = tt.splat %arg2 : i32 -> tensor<4xi32, #blocked>
// CHECK-NEXT: %1 = ttg.convert_layout %0 : tensor<4xi32, #blocked> -> tensor<4xi32, #blocked1>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %2, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @local_alloc(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #shared, #smem, mutable>
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @local_alloc_src(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.splat %arg2 : i32 -> tensor<4xi32, #blocked>
// CHECK-NEXT: %2 = ttg.local_alloc %1 : (tensor<4xi32, #blocked>) -> !ttg.memdesc<4xi32, #shared, #smem>
// CHECK-NEXT: %3 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %3 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @get_num_programs(
// CHECK-NEXT: %0 = tt.get_num_programs x : i32
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @atomic_rmw(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = tt.atomic_rmw add, acq_rel, gpu, %arg5, %arg2 : (!tt.ptr<i32>, i32) -> i32
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @amdg_cond_barrier(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: amdg.cond_barrier %arg0
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %0, %1 : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: tt.func @poison_tensor(
// CHECK-NEXT: %0 = ub.poison : tensor<4xi32, #blocked>
// CHECK-NEXT: %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: tt.return %1, %2 : i32, i32
// CHECK-NEXT: }

#bl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#bl2 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
#bl3 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [1, 4], order = [1, 0]}>
#sh = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func @map_elem(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %s = tt.splat %a : i32 -> tensor<4xi32, #bl>
    %x = "tt.map_elementwise"(%s) <{pack = 1 : i32}> ({
    ^bb0(%v: i32):
      tt.map_elementwise.return %v : i32
    }) : (tensor<4xi32, #bl>) -> tensor<4xi32, #bl>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @convert_layout(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %s = tt.splat %a : i32 -> tensor<4xi32, #bl>
    %x = ttg.convert_layout %s : tensor<4xi32, #bl> -> tensor<4xi32, #bl2>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @local_alloc(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = ttg.local_alloc : () -> !ttg.memdesc<4xi32, #sh, #smem, mutable>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @local_alloc_src(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %s = tt.splat %a : i32 -> tensor<4xi32, #bl>
    %x = ttg.local_alloc %s : (tensor<4xi32, #bl>) -> !ttg.memdesc<4xi32, #sh, #smem>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @get_num_programs(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.get_num_programs x : i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @atomic_rmw(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = tt.atomic_rmw add, acq_rel, gpu, %p, %a : (!tt.ptr<i32>, i32) -> i32
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @amdg_cond_barrier(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    amdg.cond_barrier %c
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
  tt.func @poison_tensor(%c: i1, %d: i1, %a: i32, %b: i32, %f: f32, %p: !tt.ptr<i32>) -> (i32, i32) {
    %0 = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    %x = ub.poison : tensor<4xi32, #bl>
    %1 = scf.if %c -> i32 {
      scf.yield %b : i32
    } else {
      scf.yield %a : i32
    }
    tt.return %0, %1 : i32, i32
  }
}
