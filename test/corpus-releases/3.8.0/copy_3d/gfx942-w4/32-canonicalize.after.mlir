#blocked = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 2, 32], warpsPerCTA = [1, 4, 1], order = [2, 1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_3d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32) attributes {noinline = false} {
    %cst = arith.constant dense<2.000000e+00> : tensor<4x8x32xf32, #blocked>
    %c4_i32 = arith.constant 4 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c4_i32 : i32
    %2 = tt.make_range {end = 4 : i32, start = 0 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %3 = tt.splat %1 : i32 -> tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %4 = arith.addi %3, %2 : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %5 = tt.expand_dims %4 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %6 = tt.expand_dims %5 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %7 = tt.make_range {end = 8 : i32, start = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>>
    %8 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %9 = tt.expand_dims %8 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %10 = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>>
    %11 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %12 = tt.expand_dims %11 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %13 = tt.splat %arg2 : i32 -> tensor<4x1x1xi32, #blocked>
    %14 = arith.cmpi slt, %6, %13 : tensor<4x1x1xi32, #blocked>
    %15 = tt.splat %arg3 : i32 -> tensor<1x8x1xi32, #blocked>
    %16 = arith.cmpi slt, %9, %15 : tensor<1x8x1xi32, #blocked>
    %17 = tt.broadcast %14 : tensor<4x1x1xi1, #blocked> -> tensor<4x8x1xi1, #blocked>
    %18 = tt.broadcast %16 : tensor<1x8x1xi1, #blocked> -> tensor<4x8x1xi1, #blocked>
    %19 = arith.andi %17, %18 : tensor<4x8x1xi1, #blocked>
    %20 = tt.splat %arg4 : i32 -> tensor<1x1x32xi32, #blocked>
    %21 = arith.cmpi slt, %12, %20 : tensor<1x1x32xi32, #blocked>
    %22 = tt.broadcast %19 : tensor<4x8x1xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %23 = tt.broadcast %21 : tensor<1x1x32xi1, #blocked> -> tensor<4x8x32xi1, #blocked>
    %24 = arith.andi %22, %23 : tensor<4x8x32xi1, #blocked>
    %25 = arith.muli %1, %arg5 : i32
    %26 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %27 = tt.expand_dims %26 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %28 = tt.splat %arg5 : i32 -> tensor<4x1x1xi32, #blocked>
    %29 = arith.muli %27, %28 : tensor<4x1x1xi32, #blocked>
    %30 = tt.broadcast %29 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %31 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %32 = tt.expand_dims %31 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %33 = tt.splat %arg6 : i32 -> tensor<1x8x1xi32, #blocked>
    %34 = arith.muli %32, %33 : tensor<1x8x1xi32, #blocked>
    %35 = tt.broadcast %34 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %36 = arith.addi %30, %35 : tensor<4x8x1xi32, #blocked>
    %37 = tt.broadcast %36 : tensor<4x8x1xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %38 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %39 = tt.expand_dims %38 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %40 = tt.broadcast %39 : tensor<1x1x32xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %41 = arith.addi %37, %40 : tensor<4x8x32xi32, #blocked>
    %42 = tt.splat %25 : i32 -> tensor<4x8x32xi32, #blocked>
    %43 = arith.addi %42, %41 : tensor<4x8x32xi32, #blocked>
    %44 = amdg.buffer_load %arg0[%43], %24 : tensor<4x8x32xf32, #blocked>
    %45 = arith.muli %1, %arg7 : i32
    %46 = tt.expand_dims %2 {axis = 1 : i32} : tensor<4xi32, #ttg.slice<{dim = 1, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %47 = tt.expand_dims %46 {axis = 2 : i32} : tensor<4x1xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<4x1x1xi32, #blocked>
    %48 = tt.splat %arg7 : i32 -> tensor<4x1x1xi32, #blocked>
    %49 = arith.muli %47, %48 : tensor<4x1x1xi32, #blocked>
    %50 = tt.broadcast %49 : tensor<4x1x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %51 = tt.expand_dims %7 {axis = 0 : i32} : tensor<8xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked}>}>> -> tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>>
    %52 = tt.expand_dims %51 {axis = 2 : i32} : tensor<1x8xi32, #ttg.slice<{dim = 2, parent = #blocked}>> -> tensor<1x8x1xi32, #blocked>
    %53 = tt.splat %arg8 : i32 -> tensor<1x8x1xi32, #blocked>
    %54 = arith.muli %52, %53 : tensor<1x8x1xi32, #blocked>
    %55 = tt.broadcast %54 : tensor<1x8x1xi32, #blocked> -> tensor<4x8x1xi32, #blocked>
    %56 = arith.addi %50, %55 : tensor<4x8x1xi32, #blocked>
    %57 = tt.broadcast %56 : tensor<4x8x1xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %58 = tt.expand_dims %10 {axis = 0 : i32} : tensor<32xi32, #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 1, parent = #blocked}>}>> -> tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %59 = tt.expand_dims %58 {axis = 1 : i32} : tensor<1x32xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<1x1x32xi32, #blocked>
    %60 = tt.broadcast %59 : tensor<1x1x32xi32, #blocked> -> tensor<4x8x32xi32, #blocked>
    %61 = arith.addi %57, %60 : tensor<4x8x32xi32, #blocked>
    %62 = tt.splat %45 : i32 -> tensor<4x8x32xi32, #blocked>
    %63 = arith.addi %62, %61 : tensor<4x8x32xi32, #blocked>
    %64 = arith.mulf %44, %cst : tensor<4x8x32xf32, #blocked>
    amdg.buffer_store %64, %arg1[%63], %24 : tensor<4x8x32xf32, #blocked>
    tt.return
  }
}
