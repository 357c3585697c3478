// CSE with the LLVM of Triton 3.8: a write between two equal reads blocks the second only where
// it acts on a resource the reads read (a volatile tt.load's write to the default resource or a
// ttg.local_store no longer blocks a global tt.load; a global tt.store still does; a tt.call and
// an atomic still block); ops nested in regions compare a commutative op's operands up to order
// (two tt.reduce whose combiners differ only so merge).  Expected outputs: the Triton 3.7.1
// wheel (3.6.0 prints the same) and the 3.8.0 wheel (3.9.0 prints the same) on this input
// (tools/oracle.py run FILE --pass=cse), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -cse | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -cse | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -cse | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -cse | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @vol(%p: tensor<128x!tt.ptr<f32>, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %v = tt.load %p {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %v, %b : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func @gstore(%p: tensor<128x!tt.ptr<f32>, #blocked>, %q: tensor<128x!tt.ptr<f32>, #blocked>, %t: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %q, %t : tensor<128x!tt.ptr<f32>, #blocked>
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func @sstore(%p: tensor<128x!tt.ptr<f32>, #blocked>, %m: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %t: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    ttg.local_store %t, %m : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func @ifread(%p: tensor<128x!tt.ptr<f32>, #blocked>, %c: i1) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %r = scf.if %c -> tensor<128xf32, #blocked> {
      %g = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
      scf.yield %g : tensor<128xf32, #blocked>
    } else {
      scf.yield %a : tensor<128xf32, #blocked>
    }
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %r, %b : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func @ifwrite(%p: tensor<128x!tt.ptr<f32>, #blocked>, %c: i1, %t: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    scf.if %c {
      tt.store %p, %t : tensor<128x!tt.ptr<f32>, #blocked>
    }
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func @three(%p: tensor<128x!tt.ptr<f32>, #blocked>, %q: tensor<128x!tt.ptr<f32>, #blocked>, %t: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %b = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %q, %t : tensor<128x!tt.ptr<f32>, #blocked>
    %c = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b, %c : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func private @callee(%p: tensor<128x!tt.ptr<f32>, #blocked>)
  tt.func @calls(%p: tensor<128x!tt.ptr<f32>, #blocked>, %m: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %t: tensor<128xf32, #blocked>, %s: !tt.ptr<i32>, %v: i32) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
    %a = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    tt.call @callee(%p) : (tensor<128x!tt.ptr<f32>, #blocked>) -> ()
    %b = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    %r = tt.atomic_rmw add, acq_rel, gpu, %s, %v : (!tt.ptr<i32>, i32) -> i32
    %c = ttg.local_load %m : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
    %d = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    %r2 = tt.atomic_rmw add, acq_rel, gpu, %s, %v : (!tt.ptr<i32>, i32) -> i32
    %e = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    ttg.local_dealloc %m : !ttg.memdesc<128xf32, #shared, #smem, mutable>
    %f = tt.load %p : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return %a, %b, %c, %d, %e, %f : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
  }
  tt.func @nested(%t: tensor<32x32xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>, %k: i32) -> (tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>) {
    %a = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %x, %k : i32
      %u = arith.muli %s, %y : i32
      tt.reduce.return %u : i32
    }) : (tensor<32x32xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %b = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %k, %x : i32
      %u = arith.muli %y, %s : i32
      tt.reduce.return %u : i32
    }) : (tensor<32x32xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    %c = "tt.reduce"(%t) <{axis = 1 : i32}> ({
    ^bb0(%x: i32, %y: i32):
      %s = arith.addi %y, %k : i32
      %u = arith.muli %s, %x : i32
      tt.reduce.return %u : i32
    }) : (tensor<32x32xi32, #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
    tt.return %a, %b, %c : tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>}>>
  }
}

// T37:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T37-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// T37-NEXT:#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// T37-NEXT:#smem = #ttg.shared_memory
// T37-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// T37-NEXT:  tt.func @vol(%arg0: tensor<128x!tt.ptr<f32>, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %1 = tt.load %arg0 {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %2 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.return %0, %1, %2 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func @gstore(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: tensor<128x!tt.ptr<f32>, #blocked>, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.store %arg1, %arg2 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func @sstore(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    ttg.local_store %arg2, %arg1 : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
// T37-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func @ifread(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: i1) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %1 = scf.if %arg1 -> (tensor<128xf32, #blocked>) {
// T37-NEXT:      %2 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:      scf.yield %2 : tensor<128xf32, #blocked>
// T37-NEXT:    } else {
// T37-NEXT:      scf.yield %0 : tensor<128xf32, #blocked>
// T37-NEXT:    }
// T37-NEXT:    tt.return %0, %1, %0 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func @ifwrite(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: i1, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    scf.if %arg1 {
// T37-NEXT:      tt.store %arg0, %arg2 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    }
// T37-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func @three(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: tensor<128x!tt.ptr<f32>, #blocked>, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.store %arg1, %arg2 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    tt.return %0, %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func private @callee(tensor<128x!tt.ptr<f32>, #blocked>)
// T37-NEXT:  tt.func @calls(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg2: tensor<128xf32, #blocked>, %arg3: !tt.ptr<i32>, %arg4: i32) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T37-NEXT:    %0 = ttg.local_load %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// T37-NEXT:    tt.call @callee(%arg0) : (tensor<128x!tt.ptr<f32>, #blocked>) -> ()
// T37-NEXT:    %1 = ttg.local_load %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// T37-NEXT:    %2 = tt.atomic_rmw add, acq_rel, gpu, %arg3, %arg4 : (!tt.ptr<i32>, i32) -> i32
// T37-NEXT:    %3 = ttg.local_load %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// T37-NEXT:    %4 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %5 = tt.atomic_rmw add, acq_rel, gpu, %arg3, %arg4 : (!tt.ptr<i32>, i32) -> i32
// T37-NEXT:    %6 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    ttg.local_dealloc %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable>
// T37-NEXT:    tt.return %0, %1, %3, %4, %6, %6 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T37-NEXT:  }
// T37-NEXT:  tt.func @nested(%arg0: tensor<32x32xi32, #blocked1>, %arg1: i32) -> (tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>) {
// T37-NEXT:    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// T37-NEXT:    ^bb0(%arg2: i32, %arg3: i32):
// T37-NEXT:      %3 = arith.addi %arg2, %arg1 : i32
// T37-NEXT:      %4 = arith.muli %3, %arg3 : i32
// T37-NEXT:      tt.reduce.return %4 : i32
// T37-NEXT:    }) : (tensor<32x32xi32, #blocked1>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T37-NEXT:    %1 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// T37-NEXT:    ^bb0(%arg2: i32, %arg3: i32):
// T37-NEXT:      %3 = arith.addi %arg1, %arg2 : i32
// T37-NEXT:      %4 = arith.muli %arg3, %3 : i32
// T37-NEXT:      tt.reduce.return %4 : i32
// T37-NEXT:    }) : (tensor<32x32xi32, #blocked1>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T37-NEXT:    %2 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// T37-NEXT:    ^bb0(%arg2: i32, %arg3: i32):
// T37-NEXT:      %3 = arith.addi %arg3, %arg1 : i32
// T37-NEXT:      %4 = arith.muli %3, %arg2 : i32
// T37-NEXT:      tt.reduce.return %4 : i32
// T37-NEXT:    }) : (tensor<32x32xi32, #blocked1>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T37-NEXT:    tt.return %0, %1, %2 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T37-NEXT:  }
// T37-NEXT:}
// T37-EMPTY:

// T38:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T38-NEXT:#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// T38-NEXT:#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
// T38-NEXT:#smem = #ttg.shared_memory
// T38-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
// T38-NEXT:  tt.func @vol(%arg0: tensor<128x!tt.ptr<f32>, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %1 = tt.load %arg0 {isVolatile = true} : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %0, %1, %0 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @gstore(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: tensor<128x!tt.ptr<f32>, #blocked>, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.store %arg1, %arg2 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @sstore(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    ttg.local_store %arg2, %arg1 : tensor<128xf32, #blocked> -> !ttg.memdesc<128xf32, #shared, #smem, mutable>
// T38-NEXT:    tt.return %0, %0 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @ifread(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: i1) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %1 = scf.if %arg1 -> (tensor<128xf32, #blocked>) {
// T38-NEXT:      %2 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:      scf.yield %2 : tensor<128xf32, #blocked>
// T38-NEXT:    } else {
// T38-NEXT:      scf.yield %0 : tensor<128xf32, #blocked>
// T38-NEXT:    }
// T38-NEXT:    tt.return %0, %1, %0 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @ifwrite(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: i1, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    scf.if %arg1 {
// T38-NEXT:      tt.store %arg0, %arg2 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    }
// T38-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @three(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: tensor<128x!tt.ptr<f32>, #blocked>, %arg2: tensor<128xf32, #blocked>) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.store %arg1, %arg2 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %1 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    tt.return %0, %0, %1 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func private @callee(tensor<128x!tt.ptr<f32>, #blocked>)
// T38-NEXT:  tt.func @calls(%arg0: tensor<128x!tt.ptr<f32>, #blocked>, %arg1: !ttg.memdesc<128xf32, #shared, #smem, mutable>, %arg2: tensor<128xf32, #blocked>, %arg3: !tt.ptr<i32>, %arg4: i32) -> (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) {
// T38-NEXT:    %0 = ttg.local_load %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// T38-NEXT:    tt.call @callee(%arg0) : (tensor<128x!tt.ptr<f32>, #blocked>) -> ()
// T38-NEXT:    %1 = ttg.local_load %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable> -> tensor<128xf32, #blocked>
// T38-NEXT:    %2 = tt.atomic_rmw add, acq_rel, gpu, %arg3, %arg4 : (!tt.ptr<i32>, i32) -> i32
// T38-NEXT:    %3 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    %4 = tt.atomic_rmw add, acq_rel, gpu, %arg3, %arg4 : (!tt.ptr<i32>, i32) -> i32
// T38-NEXT:    %5 = tt.load %arg0 : tensor<128x!tt.ptr<f32>, #blocked>
// T38-NEXT:    ttg.local_dealloc %arg1 : !ttg.memdesc<128xf32, #shared, #smem, mutable>
// T38-NEXT:    tt.return %0, %1, %1, %3, %5, %5 : tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>, tensor<128xf32, #blocked>
// T38-NEXT:  }
// T38-NEXT:  tt.func @nested(%arg0: tensor<32x32xi32, #blocked1>, %arg1: i32) -> (tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>) {
// T38-NEXT:    %0 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// T38-NEXT:    ^bb0(%arg2: i32, %arg3: i32):
// T38-NEXT:      %2 = arith.addi %arg2, %arg1 : i32
// T38-NEXT:      %3 = arith.muli %2, %arg3 : i32
// T38-NEXT:      tt.reduce.return %3 : i32
// T38-NEXT:    }) : (tensor<32x32xi32, #blocked1>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T38-NEXT:    %1 = "tt.reduce"(%arg0) <{axis = 1 : i32}> ({
// T38-NEXT:    ^bb0(%arg2: i32, %arg3: i32):
// T38-NEXT:      %2 = arith.addi %arg3, %arg1 : i32
// T38-NEXT:      %3 = arith.muli %2, %arg2 : i32
// T38-NEXT:      tt.reduce.return %3 : i32
// T38-NEXT:    }) : (tensor<32x32xi32, #blocked1>) -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T38-NEXT:    tt.return %0, %0, %1 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>, tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:
