// --debug-only=tritongpu-remove-layout-conversions: backward rematerialisation's lines as each
// release writes them (the checks, costs and decisions; the whole log is compared with each wheel
// too). @converted_twice: 3.6 and 3.7 replace the second convert by the first one's
// rematerialisation at once ("found remat'ed value"); 3.8 and 3.9 reach it through an empty slice
// (triton-lang/triton#11029, rule EXISTING_REMATS "3.8"), the convert numbered %8, not %9, as the
// first convert was erased at once (#9511, rule ERASE_AT_ONCE). @through_existing: 3.6's slice goes
// on through the existing rematerialisation of arith.addi and pays for it (4096), 3.7's stops there
// (#8291, rule EXISTING_REMATS "3.7": 2048), 3.8's leaves it out (0). @reorder_only: from 3.8 the
// convert costs 0 (#10128) and is kept; 3.9 words the decision "because it is not beneficial"
// (rule NOT_BENEFICIAL_MESSAGE). Input written for pyopt; CHECK lines are each wheel's log
// (TRITON_LLVM_DEBUG_ONLY=tritongpu-remove-layout-conversions, the pass run alone through
// triton._C.libtriton of 3.6.0, 3.7.1, 3.8.0, 3.9.0).
// RUN: pyopt --triton-version=3.6 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R36
// RUN: pyopt --triton-version=3.7 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R37
// RUN: pyopt --triton-version=3.8 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R38
// RUN: pyopt --triton-version=3.9 %s -remove-layout-conversions --debug-only=tritongpu-remove-layout-conversions -o /dev/null 2>&1 | filecheck %s --check-prefix=R39
// R36: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R36: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R36: [tritongpu-remove-layout-conversions]:   remat convert op %3 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R36: [tritongpu-remove-layout-conversions]: check backward remat with source %5 = arith.addi %1, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36: [tritongpu-remove-layout-conversions]: found remat'ed value%4 = arith.addi %0, %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R36: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R36: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R36: [tritongpu-remove-layout-conversions]:   remat convert op %4 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R36: [tritongpu-remove-layout-conversions]: check backward remat with source %6 = arith.cmpi slt, %5, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R36: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R36: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 4096
// R36: [tritongpu-remove-layout-conversions]:   remat convert op %10 = ttg.convert_layout %6 : tensor<512xi1, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi1, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R36: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>
// R36: [tritongpu-remove-layout-conversions]:   convert layout cost: 32768
// R36: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 1024
// R36: [tritongpu-remove-layout-conversions]:   remat convert op %5 = ttg.convert_layout %2 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>>
// R37: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R37: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R37: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R37: [tritongpu-remove-layout-conversions]:   remat convert op %3 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R37: [tritongpu-remove-layout-conversions]: check backward remat with source %5 = arith.addi %1, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R37: [tritongpu-remove-layout-conversions]: found remat'ed value%4 = arith.addi %0, %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R37: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R37: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R37: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R37: [tritongpu-remove-layout-conversions]:   remat convert op %4 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R37: [tritongpu-remove-layout-conversions]: check backward remat with source %6 = arith.cmpi slt, %5, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R37: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R37: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R37: [tritongpu-remove-layout-conversions]:   remat convert op %10 = ttg.convert_layout %6 : tensor<512xi1, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi1, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R37: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>
// R37: [tritongpu-remove-layout-conversions]:   convert layout cost: 32768
// R37: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 1024
// R37: [tritongpu-remove-layout-conversions]:   remat convert op %5 = ttg.convert_layout %2 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>>
// R38: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R38: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R38: [tritongpu-remove-layout-conversions]:   remat convert op %3 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R38: [tritongpu-remove-layout-conversions]: check backward remat with source %5 = arith.addi %1, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R38: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 0
// R38: [tritongpu-remove-layout-conversions]:   remat convert op %8 = ttg.convert_layout %5 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R38: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R38: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R38: [tritongpu-remove-layout-conversions]:   remat convert op %4 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R38: [tritongpu-remove-layout-conversions]: check backward remat with source %6 = arith.cmpi slt, %5, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R38: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R38: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 0
// R38: [tritongpu-remove-layout-conversions]:   remat convert op %9 = ttg.convert_layout %6 : tensor<512xi1, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi1, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R38: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>
// R38: [tritongpu-remove-layout-conversions]:   convert layout cost: 0
// R38: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 1024
// R38: [tritongpu-remove-layout-conversions]:   skipped rematerialization due to higher cost
// R38: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>
// R38: [tritongpu-remove-layout-conversions]:   convert layout cost: 0
// R38: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 1024
// R38: [tritongpu-remove-layout-conversions]:   skipped rematerialization due to higher cost
// R39: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R39: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R39: [tritongpu-remove-layout-conversions]:   remat convert op %3 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R39: [tritongpu-remove-layout-conversions]: check backward remat with source %5 = arith.addi %1, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R39: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 0
// R39: [tritongpu-remove-layout-conversions]:   remat convert op %8 = ttg.convert_layout %5 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R39: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R39: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 2048
// R39: [tritongpu-remove-layout-conversions]:   remat convert op %4 = ttg.convert_layout %2 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi32, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R39: [tritongpu-remove-layout-conversions]: check backward remat with source %6 = arith.cmpi slt, %5, %3 : tensor<512xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// R39: [tritongpu-remove-layout-conversions]:   convert layout cost: 65536
// R39: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 0
// R39: [tritongpu-remove-layout-conversions]:   remat convert op %9 = ttg.convert_layout %6 : tensor<512xi1, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> -> tensor<512xi1, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>
// R39: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>
// R39: [tritongpu-remove-layout-conversions]:   convert layout cost: 0
// R39: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 1024
// R39: [tritongpu-remove-layout-conversions]:   skipped rematerialization because it is not beneficial
// R39: [tritongpu-remove-layout-conversions]: check backward remat with source %2 = arith.addi %0, %1 : tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>> encoding #ttg.slice<{dim = 1, parent = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>}>
// R39: [tritongpu-remove-layout-conversions]:   convert layout cost: 0
// R39: [tritongpu-remove-layout-conversions]:   rematerialisation cost: 1024
// R39: [tritongpu-remove-layout-conversions]:   skipped rematerialization because it is not beneficial

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @converted_twice(%p: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %s = tt.splat %n : i32 -> tensor<512xi32, #b>
    %a = arith.addi %r, %s : tensor<512xi32, #b>
    %c1 = ttg.convert_layout %a : tensor<512xi32, #b> -> tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #b4>
    %pa = tt.addptr %pp, %c1 : tensor<512x!tt.ptr<i32>, #b4>, tensor<512xi32, #b4>
    %c2 = ttg.convert_layout %a : tensor<512xi32, #b> -> tensor<512xi32, #b4>
    tt.store %pa, %c2 : tensor<512x!tt.ptr<i32>, #b4>
    tt.return
  }
  tt.func public @through_existing(%p: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #b>
    %s = tt.splat %n : i32 -> tensor<512xi32, #b>
    %a = arith.addi %r, %s : tensor<512xi32, #b>
    %m = arith.cmpi slt, %a, %s : tensor<512xi32, #b>
    %c1 = ttg.convert_layout %a : tensor<512xi32, #b> -> tensor<512xi32, #b4>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<512x!tt.ptr<i32>, #b4>
    %pa = tt.addptr %pp, %c1 : tensor<512x!tt.ptr<i32>, #b4>, tensor<512xi32, #b4>
    %c2 = ttg.convert_layout %m : tensor<512xi1, #b> -> tensor<512xi1, #b4>
    tt.store %pa, %c1, %c2 : tensor<512x!tt.ptr<i32>, #b4>
    tt.return
  }
  tt.func public @reorder_only(%p: !tt.ptr<i32>, %q: !tt.ptr<i32>, %n: i32) {
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b>
    %s = tt.splat %n : i32 -> tensor<256xi32, #b>
    %a = arith.addi %r, %s : tensor<256xi32, #b>
    %pp = tt.splat %p : !tt.ptr<i32> -> tensor<256x!tt.ptr<i32>, #b>
    %pa = tt.addptr %pp, %r : tensor<256x!tt.ptr<i32>, #b>, tensor<256xi32, #b>
    tt.store %pa, %a : tensor<256x!tt.ptr<i32>, #b>
    %c = ttg.convert_layout %a : tensor<256xi32, #b> -> tensor<256xi32, #ttg.slice<{dim = 1, parent = #b2}>>
    %e = tt.expand_dims %c {axis = 1 : i32} : tensor<256xi32, #ttg.slice<{dim = 1, parent = #b2}>> -> tensor<256x1xi32, #b2>
    %qq = tt.splat %q : !tt.ptr<i32> -> tensor<256x1x!tt.ptr<i32>, #b2>
    tt.store %qq, %e : tensor<256x1x!tt.ptr<i32>, #b2>
    tt.return
  }
}
