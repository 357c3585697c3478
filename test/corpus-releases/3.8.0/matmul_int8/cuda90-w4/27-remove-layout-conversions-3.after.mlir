#blocked = #ttg.blocked<{sizePerThread = [1, 16], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [2, 16], warpsPerCTA = [4, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 32]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = true, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @matmul_int8(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}, %arg4: i32 {tt.divisibility = 16 : i32}, %arg5: i32 {tt.divisibility = 16 : i32}, %arg6: i32 {tt.divisibility = 16 : i32}, %arg7: i32 {tt.divisibility = 16 : i32}, %arg8: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c128_i32 = arith.constant 128 : i32
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %cst = arith.constant dense<64> : tensor<64x64xi32, #blocked>
    %c64_i32 = arith.constant 64 : i32
    %cst_0 = arith.constant dense<0> : tensor<64x64xi8, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %cst_1 = arith.constant dense<0> : tensor<64x64xi32, #mma>
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id y : i32
    %2 = arith.muli %0, %c64_i32 : i32
    %3 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %4 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %5 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %6 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %7 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %8 = tt.splat %2 : i32 -> tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %9 = arith.addi %7, %3 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    %10 = arith.addi %8, %4 : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>>
    %11 = arith.muli %1, %c64_i32 : i32
    %12 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %13 = tt.splat %11 : i32 -> tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %14 = arith.addi %12, %5 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>>
    %15 = arith.addi %13, %6 : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>>
    %16 = tt.expand_dims %9 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %17 = tt.expand_dims %10 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked1}>> -> tensor<64x1xi32, #blocked1>
    %18 = tt.splat %arg6 : i32 -> tensor<64x1xi32, #blocked>
    %19 = arith.muli %16, %18 : tensor<64x1xi32, #blocked>
    %20 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %21 = tt.addptr %20, %19 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %22 = tt.expand_dims %5 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %23 = tt.broadcast %21 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %24 = tt.broadcast %22 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %25 = tt.addptr %23, %24 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %26 = tt.expand_dims %3 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    %27 = tt.splat %arg7 : i32 -> tensor<64x1xi32, #blocked>
    %28 = arith.muli %26, %27 : tensor<64x1xi32, #blocked>
    %29 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<64x1x!tt.ptr<i8>, #blocked>
    %30 = tt.addptr %29, %28 : tensor<64x1x!tt.ptr<i8>, #blocked>, tensor<64x1xi32, #blocked>
    %31 = tt.expand_dims %14 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked}>> -> tensor<1x64xi32, #blocked>
    %32 = tt.expand_dims %15 {axis = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 0, parent = #blocked1}>> -> tensor<1x64xi32, #blocked1>
    %33 = tt.broadcast %30 : tensor<64x1x!tt.ptr<i8>, #blocked> -> tensor<64x64x!tt.ptr<i8>, #blocked>
    %34 = tt.broadcast %31 : tensor<1x64xi32, #blocked> -> tensor<64x64xi32, #blocked>
    %35 = tt.broadcast %32 : tensor<1x64xi32, #blocked1> -> tensor<64x64xi32, #blocked1>
    %36 = tt.addptr %33, %34 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %37 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked>
    %38 = arith.cmpi slt, %16, %37 : tensor<64x1xi32, #blocked>
    %39 = tt.broadcast %38 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %40 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked>
    %41 = arith.cmpi slt, %31, %40 : tensor<1x64xi32, #blocked>
    %42 = tt.broadcast %41 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %43 = arith.muli %arg7, %c64_i32 : i32
    %44 = tt.splat %43 : i32 -> tensor<64x64xi32, #blocked>
    %45 = ttg.local_alloc : () -> !ttg.memdesc<3x64x64xi8, #shared, #smem, mutable>
    %46 = arith.cmpi sgt, %arg5, %c0_i32 : i32
    %47 = tt.splat %arg5 : i32 -> tensor<1x64xi32, #blocked>
    %48 = arith.cmpi slt, %22, %47 : tensor<1x64xi32, #blocked>
    %49 = tt.broadcast %48 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %50 = arith.andi %39, %49 : tensor<64x64xi1, #blocked>
    %51 = ttg.memdesc_index %45[%c0_i32] : !ttg.memdesc<3x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %52 = tt.splat %46 : i1 -> tensor<64x64xi1, #blocked>
    %53 = arith.andi %52, %50 : tensor<64x64xi1, #blocked>
    %54 = ttg.async_copy_global_to_local %25, %51 mask %53 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %55 = ttg.async_commit_group tokens %54
    %56 = arith.cmpi sgt, %arg5, %c64_i32 : i32
    %57 = tt.addptr %25, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
    %58 = arith.subi %arg5, %c64_i32 : i32
    %59 = tt.splat %58 : i32 -> tensor<1x64xi32, #blocked>
    %60 = arith.cmpi slt, %22, %59 : tensor<1x64xi32, #blocked>
    %61 = tt.broadcast %60 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
    %62 = arith.andi %39, %61 : tensor<64x64xi1, #blocked>
    %63 = ttg.memdesc_index %45[%c1_i32] : !ttg.memdesc<3x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
    %64 = tt.splat %56 : i1 -> tensor<64x64xi1, #blocked>
    %65 = arith.andi %64, %62 : tensor<64x64xi1, #blocked>
    %66 = ttg.async_copy_global_to_local %57, %63 mask %65 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
    %67 = ttg.async_commit_group tokens %66
    %68:9 = scf.for %arg9 = %c0_i32 to %arg5 step %c64_i32 iter_args(%arg10 = %cst_1, %arg11 = %57, %arg12 = %36, %arg13 = %c1_i32, %arg14 = %c-1_i32, %arg15 = %55, %arg16 = %67, %arg17 = %arg5, %arg18 = %58) -> (tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, i32, i32)  : i32 {
      %84 = arith.subi %arg5, %c128_i32 : i32
      %85 = arith.cmpi slt, %arg9, %84 : i32
      %86 = arith.addi %arg14, %c1_i32 : i32
      %87 = arith.cmpi sge, %86, %c3_i32 : i32
      %88 = arith.select %87, %c0_i32, %86 : i32
      %89 = ttg.async_wait %arg15 {num = 1 : i32}
      %90 = ttg.memdesc_index %45[%88] : !ttg.memdesc<3x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %91 = tt.splat %arg17 : i32 -> tensor<64x1xi32, #blocked>
      %92 = arith.cmpi slt, %26, %91 : tensor<64x1xi32, #blocked>
      %93 = tt.broadcast %92 : tensor<64x1xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %94 = arith.andi %93, %42 : tensor<64x64xi1, #blocked>
      %95 = tt.load %arg12, %94, %cst_0 : tensor<64x64x!tt.ptr<i8>, #blocked>
      %96 = ttg.local_alloc %95 : (tensor<64x64xi8, #blocked>) -> !ttg.memdesc<64x64xi8, #shared1, #smem>
      %97 = ttng.warp_group_dot %90, %96, %arg10 {inputPrecision = 0 : i32, isAsync = true} : !ttg.memdesc<64x64xi8, #shared, #smem, mutable> * !ttg.memdesc<64x64xi8, #shared1, #smem> -> tensor<64x64xi32, #mma>
      %98:3 = ttng.warp_group_dot_wait %97, %90, %96 {pendings = 0 : i32} : tensor<64x64xi32, #mma>, !ttg.memdesc<64x64xi8, #shared, #smem, mutable>, !ttg.memdesc<64x64xi8, #shared1, #smem>
      %99 = tt.addptr %arg12, %44 : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %100 = tt.addptr %arg11, %cst : tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64xi32, #blocked>
      %101 = arith.addi %arg13, %c1_i32 : i32
      %102 = arith.cmpi sge, %101, %c3_i32 : i32
      %103 = arith.select %102, %c0_i32, %101 : i32
      %104 = arith.addi %arg9, %c128_i32 : i32
      %105 = arith.subi %arg5, %104 : i32
      %106 = tt.splat %105 : i32 -> tensor<1x64xi32, #blocked>
      %107 = arith.cmpi slt, %22, %106 : tensor<1x64xi32, #blocked>
      %108 = tt.broadcast %107 : tensor<1x64xi1, #blocked> -> tensor<64x64xi1, #blocked>
      %109 = arith.andi %39, %108 : tensor<64x64xi1, #blocked>
      %110 = ttg.memdesc_index %45[%103] : !ttg.memdesc<3x64x64xi8, #shared, #smem, mutable> -> !ttg.memdesc<64x64xi8, #shared, #smem, mutable>
      %111 = tt.splat %85 : i1 -> tensor<64x64xi1, #blocked>
      %112 = arith.andi %111, %109 : tensor<64x64xi1, #blocked>
      %113 = ttg.async_copy_global_to_local %100, %110 mask %112 other %cst_0 {contiguity = 16 : i32} : tensor<64x64x!tt.ptr<i8>, #blocked> -> <64x64xi8, #shared, #smem, mutable>
      %114 = ttg.async_commit_group tokens %113
      scf.yield %98#0, %100, %99, %103, %88, %arg16, %114, %arg18, %105 : tensor<64x64xi32, #mma>, tensor<64x64x!tt.ptr<i8>, #blocked>, tensor<64x64x!tt.ptr<i8>, #blocked>, i32, i32, !ttg.async.token, !ttg.async.token, i32, i32
    }
    %69 = ttg.async_wait {num = 0 : i32}
    ttg.local_dealloc %45 : !ttg.memdesc<3x64x64xi8, #shared, #smem, mutable>
    %70 = tt.splat %arg3 : i32 -> tensor<64x1xi32, #blocked1>
    %71 = arith.cmpi slt, %17, %70 : tensor<64x1xi32, #blocked1>
    %72 = tt.splat %arg4 : i32 -> tensor<1x64xi32, #blocked1>
    %73 = arith.cmpi slt, %32, %72 : tensor<1x64xi32, #blocked1>
    %74 = tt.broadcast %71 : tensor<64x1xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %75 = tt.broadcast %73 : tensor<1x64xi1, #blocked1> -> tensor<64x64xi1, #blocked1>
    %76 = arith.andi %74, %75 : tensor<64x64xi1, #blocked1>
    %77 = tt.splat %arg8 : i32 -> tensor<64x1xi32, #blocked1>
    %78 = arith.muli %17, %77 : tensor<64x1xi32, #blocked1>
    %79 = tt.splat %arg2 : !tt.ptr<i32> -> tensor<64x1x!tt.ptr<i32>, #blocked1>
    %80 = tt.addptr %79, %78 : tensor<64x1x!tt.ptr<i32>, #blocked1>, tensor<64x1xi32, #blocked1>
    %81 = tt.broadcast %80 : tensor<64x1x!tt.ptr<i32>, #blocked1> -> tensor<64x64x!tt.ptr<i32>, #blocked1>
    %82 = tt.addptr %81, %35 : tensor<64x64x!tt.ptr<i32>, #blocked1>, tensor<64x64xi32, #blocked1>
    %83 = ttg.convert_layout %68#0 : tensor<64x64xi32, #mma> -> tensor<64x64xi32, #blocked1>
    tt.store %82, %83, %76 : tensor<64x64x!tt.ptr<i32>, #blocked1>
    tt.return
  }
}
