// Comparisons of tensors under -fold-true-cmpi: from Triton 3.8 the pattern folds an arith.cmpi of
// tensors the range analysis proves true to a dense<true> splat (triton-lang/triton#9805); up to 3.7
// it looks at scalar comparisons only. The 3.8.0 and 3.9.0 corpora's desc_matmul kernels (gfx942,
// gfx950) differed on this. Expected outputs: the Triton 3.7.1 and 3.8.0 wheels on this input
// (tools/oracle.py run FILE --pass=fold-true-cmpi with /work/venvs/triton-3.X/bin/python), byte for
// byte; the 3.9.0 wheel prints the 3.8.0 text.

// RUN: pyopt --triton-version=3.7 %s -fold-true-cmpi | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -fold-true-cmpi | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -fold-true-cmpi | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#sl = #ttg.slice<{dim = 0, parent = #blocked}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @masks(%arg0: !tt.ptr<f32>, %n: i32) -> (tensor<1x32xi1, #blocked>, tensor<32xi1, #sl>, tensor<32xi1, #sl>, tensor<32xi1, #sl>, tensor<32xi1, #sl>, tensor<32xi1, #sl>) {
    %c0 = arith.constant dense<0> : tensor<32xi32, #sl>
    %c32 = arith.constant dense<32> : tensor<32xi32, #sl>
    %c31 = arith.constant dense<31> : tensor<32xi32, #sl>
    %z2 = arith.constant dense<0> : tensor<1x32xi64, #blocked>
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #sl>
    %e = arith.extsi %r : tensor<32xi32, #sl> to tensor<32xi64, #sl>
    %x = tt.expand_dims %e {axis = 0 : i32} : tensor<32xi64, #sl> -> tensor<1x32xi64, #blocked>
    %a = arith.cmpi sge, %x, %z2 : tensor<1x32xi64, #blocked>
    %b = arith.cmpi slt, %r, %c32 : tensor<32xi32, #sl>
    %c = arith.cmpi slt, %r, %c31 : tensor<32xi32, #sl>
    %ns = tt.splat %n : i32 -> tensor<32xi32, #sl>
    %d = arith.cmpi slt, %r, %ns : tensor<32xi32, #sl>
    %f = arith.cmpi sgt, %r, %c0 : tensor<32xi32, #sl>
    %unused = arith.cmpi sge, %r, %c0 : tensor<32xi32, #sl>
    %g = arith.cmpi ne, %r, %c32 : tensor<32xi32, #sl>
    %m = arith.andi %b, %d : tensor<32xi1, #sl>
    tt.return %a, %m, %c, %d, %f, %g : tensor<1x32xi1, #blocked>, tensor<32xi1, #sl>, tensor<32xi1, #sl>, tensor<32xi1, #sl>, tensor<32xi1, #sl>, tensor<32xi1, #sl>
  }
  tt.func public @loop(%n: i32) -> tensor<32xi1, #sl> {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c8_i32 = arith.constant 8 : i32
    %c0 = arith.constant dense<0> : tensor<32xi32, #sl>
    %t = arith.constant dense<true> : tensor<32xi1, #sl>
    %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #sl>
    %res = scf.for %i = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%acc = %t) -> (tensor<32xi1, #sl>) : i32 {
      %s = tt.splat %i : i32 -> tensor<32xi32, #sl>
      %v = arith.addi %r, %s : tensor<32xi32, #sl>
      %k = arith.cmpi sge, %v, %c0 : tensor<32xi32, #sl>
      %acc2 = arith.andi %acc, %k : tensor<32xi1, #sl>
      scf.yield %acc2 : tensor<32xi1, #sl>
    }
    tt.return %res : tensor<32xi1, #sl>
  }
}

// T37:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// T37-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// T37-NEXT:  tt.func public @masks(%arg0: !tt.ptr<f32>, %arg1: i32) -> (tensor<1x32xi1, #blocked>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>) {
// T37-NEXT:    %cst = arith.constant dense<0> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %cst_0 = arith.constant dense<32> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %cst_1 = arith.constant dense<31> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %cst_2 = arith.constant dense<0> : tensor<1x32xi64, #blocked>
// T37-NEXT:    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %1 = arith.extsi %0 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>> to tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %2 = tt.expand_dims %1 {axis = 0 : i32} : tensor<32xi64, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x32xi64, #blocked>
// T37-NEXT:    %3 = arith.cmpi sge, %2, %cst_2 : tensor<1x32xi64, #blocked>
// T37-NEXT:    %4 = arith.cmpi slt, %0, %cst_0 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %5 = arith.cmpi slt, %0, %cst_1 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %6 = tt.splat %arg1 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %7 = arith.cmpi slt, %0, %6 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %8 = arith.cmpi sgt, %0, %cst : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %9 = arith.cmpi ne, %0, %cst_0 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %10 = arith.andi %4, %7 : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    tt.return %3, %10, %5, %7, %8, %9 : tensor<1x32xi1, #blocked>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:  }
// T37-NEXT:  tt.func public @loop(%arg0: i32) -> tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>> {
// T37-NEXT:    %c0_i32 = arith.constant 0 : i32
// T37-NEXT:    %c1_i32 = arith.constant 1 : i32
// T37-NEXT:    %c8_i32 = arith.constant 8 : i32
// T37-NEXT:    %cst = arith.constant dense<0> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %cst_0 = arith.constant dense<true> : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    %1 = scf.for %arg1 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg2 = %cst_0) -> (tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>)  : i32 {
// T37-NEXT:      %2 = tt.splat %arg1 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:      %3 = arith.addi %0, %2 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:      %4 = arith.cmpi sge, %3, %cst : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:      %5 = arith.andi %arg2, %4 : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:      scf.yield %5 : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:    }
// T37-NEXT:    tt.return %1 : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T37-NEXT:  }
// T37-NEXT:}
// T37-EMPTY:

// T38:#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
// T38-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
// T38-NEXT:  tt.func public @masks(%arg0: !tt.ptr<f32>, %arg1: i32) -> (tensor<1x32xi1, #blocked>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>) {
// T38-NEXT:    %cst = arith.constant dense<true> : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %cst_0 = arith.constant dense<true> : tensor<1x32xi1, #blocked>
// T38-NEXT:    %cst_1 = arith.constant dense<0> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %cst_2 = arith.constant dense<31> : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %0 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %1 = arith.cmpi slt, %0, %cst_2 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %2 = tt.splat %arg1 : i32 -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %3 = arith.cmpi slt, %0, %2 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %4 = arith.cmpi sgt, %0, %cst_1 : tensor<32xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    tt.return %cst_0, %3, %1, %3, %4, %cst : tensor<1x32xi1, #blocked>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>, tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:  }
// T38-NEXT:  tt.func public @loop(%arg0: i32) -> tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>> {
// T38-NEXT:    %c0_i32 = arith.constant 0 : i32
// T38-NEXT:    %c1_i32 = arith.constant 1 : i32
// T38-NEXT:    %c8_i32 = arith.constant 8 : i32
// T38-NEXT:    %cst = arith.constant dense<true> : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    %0 = scf.for %arg1 = %c0_i32 to %c8_i32 step %c1_i32 iter_args(%arg2 = %cst) -> (tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>)  : i32 {
// T38-NEXT:      scf.yield %arg2 : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:    }
// T38-NEXT:    tt.return %0 : tensor<32xi1, #ttg.slice<{dim = 0, parent = #blocked}>>
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:
