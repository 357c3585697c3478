// RUN: pyopt --triton-version=3.7 %s -axis-info -o /dev/null 2>&1 | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s -axis-info -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// -axis-info's remarks follow the release: the pointer of the tt.load below (a range reshaped to
// 8x8, triton-lang/triton#9670's rule from 3.8) gets the AxisInfo the 3.7.1 and 3.8.0 wheels log for
// it (coalesce's "axis info of pointer"; reshape-3.8.mlir checks the same input against the logs).

// V37: remarks.mlir:18:11: remark: %4 = tt.addptr {{.*}} => contiguity = [1, 1], divisibility = [1, 1], constancy = [1, 1], constant_value = <none>
// V38: remarks.mlir:18:11: remark: %4 = tt.addptr {{.*}} => contiguity = [1, 8], divisibility = [1, 8], constancy = [1, 1], constant_value = <none>
#b1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
#b3 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 1, 32], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @k(%p: !tt.ptr<i8> {tt.divisibility = 1073741824 : i32}, %a: i32 {tt.divisibility = 16 : i32}, %b: i32, %q: i64 {tt.divisibility = 8 : i32}, %arg_t: tensor<64xi32, #b1> {tt.divisibility = 4 : i32, tt.contiguity = 8 : i32}) {
    %r = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #b1>
    %x0 = tt.reshape %r : tensor<64xi32, #b1> -> tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>>
    %x = ttg.convert_layout %x0 : tensor<8x8xi32, #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>> -> tensor<8x8xi32, #b2>
    %ps = tt.splat %p : !tt.ptr<i8> -> tensor<8x8x!tt.ptr<i8>, #b2>
    %pp = tt.addptr %ps, %x : tensor<8x8x!tt.ptr<i8>, #b2>, tensor<8x8xi32, #b2>
    %ld = tt.load %pp : tensor<8x8x!tt.ptr<i8>, #b2>
    tt.return
  }
}
