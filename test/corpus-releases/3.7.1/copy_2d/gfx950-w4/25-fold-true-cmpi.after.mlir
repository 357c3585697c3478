#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 64], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32) attributes {noinline = false} {
    %c64_i32 = arith.constant 64 : i32
    %c32_i32 = arith.constant 32 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c32_i32 : i32
    %3 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.splat %2 : i32 -> tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %5 = arith.addi %4, %3 : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %6 = arith.muli %1, %c64_i32 : i32
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %8 = tt.splat %6 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %9 = arith.addi %8, %7 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %10 = tt.expand_dims %5 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %11 = tt.splat %arg2 : i32 -> tensor<32x1xi32, #blocked>
    %12 = arith.cmpi slt, %10, %11 : tensor<32x1xi32, #blocked>
    %13 = tt.expand_dims %9 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %14 = tt.splat %arg3 : i32 -> tensor<1x64xi32, #blocked>
    %15 = arith.cmpi slt, %13, %14 : tensor<1x64xi32, #blocked>
    %16 = tt.broadcast %12 : tensor<32x1xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %17 = tt.broadcast %15 : tensor<1x64xi1, #blocked> -> tensor<32x64xi1, #blocked>
    %18 = arith.andi %16, %17 : tensor<32x64xi1, #blocked>
    %19 = arith.muli %2, %arg4 : i32
    %20 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %21 = tt.splat %arg4 : i32 -> tensor<32x1xi32, #blocked>
    %22 = arith.muli %20, %21 : tensor<32x1xi32, #blocked>
    %23 = tt.broadcast %22 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %24 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %25 = tt.broadcast %24 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %26 = arith.addi %19, %6 : i32
    %27 = arith.addi %23, %25 : tensor<32x64xi32, #blocked>
    %28 = tt.splat %26 : i32 -> tensor<32x64xi32, #blocked>
    %29 = arith.addi %28, %27 : tensor<32x64xi32, #blocked>
    %30 = amdg.buffer_load %arg0[%29], %18 : tensor<32x64xf32, #blocked>
    %31 = arith.muli %2, %arg5 : i32
    %32 = tt.expand_dims %3 {axis = 1 : i32} : tensor<32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<32x1xi32, #blocked>
    %33 = tt.splat %arg5 : i32 -> tensor<32x1xi32, #blocked>
    %34 = arith.muli %32, %33 : tensor<32x1xi32, #blocked>
    %35 = tt.broadcast %34 : tensor<32x1xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %36 = tt.expand_dims %7 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %37 = tt.broadcast %36 : tensor<1x64xi32, #blocked> -> tensor<32x64xi32, #blocked>
    %38 = arith.addi %31, %6 : i32
    %39 = arith.addi %35, %37 : tensor<32x64xi32, #blocked>
    %40 = tt.splat %38 : i32 -> tensor<32x64xi32, #blocked>
    %41 = arith.addi %40, %39 : tensor<32x64xi32, #blocked>
    amdg.buffer_store %30, %arg1[%41], %18 : tensor<32x64xf32, #blocked>
    tt.return
  }
}
