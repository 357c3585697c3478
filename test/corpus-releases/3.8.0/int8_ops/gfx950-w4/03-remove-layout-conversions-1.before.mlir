#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx950", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @int8_ops(%arg0: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i8> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg3: i32) attributes {noinline = false} {
    %cst = arith.constant dense<1> : tensor<256xi8, #blocked>
    %c256_i32 = arith.constant 256 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c256_i32 : i32
    %2 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<256xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<256xi32, #blocked>
    %5 = tt.splat %arg3 : i32 -> tensor<256xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<256xi32, #blocked>
    %7 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<256x!tt.ptr<i8>, #blocked>
    %8 = tt.addptr %7, %4 : tensor<256x!tt.ptr<i8>, #blocked>, tensor<256xi32, #blocked>
    %9 = ttg.convert_layout %8 : tensor<256x!tt.ptr<i8>, #blocked> -> tensor<256x!tt.ptr<i8>, #blocked>
    %10 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %11 = tt.load %9, %10 : tensor<256x!tt.ptr<i8>, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<i8> -> tensor<256x!tt.ptr<i8>, #blocked>
    %13 = tt.addptr %12, %4 : tensor<256x!tt.ptr<i8>, #blocked>, tensor<256xi32, #blocked>
    %14 = ttg.convert_layout %13 : tensor<256x!tt.ptr<i8>, #blocked> -> tensor<256x!tt.ptr<i8>, #blocked>
    %15 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    %16 = tt.load %14, %15 : tensor<256x!tt.ptr<i8>, #blocked>
    %17 = tt.splat %arg2 : !tt.ptr<i8> -> tensor<256x!tt.ptr<i8>, #blocked>
    %18 = tt.addptr %17, %4 : tensor<256x!tt.ptr<i8>, #blocked>, tensor<256xi32, #blocked>
    %19 = arith.addi %11, %16 : tensor<256xi8, #blocked>
    %20 = arith.shrsi %11, %cst : tensor<256xi8, #blocked>
    %21 = arith.xori %19, %20 : tensor<256xi8, #blocked>
    %22 = ttg.convert_layout %18 : tensor<256x!tt.ptr<i8>, #blocked> -> tensor<256x!tt.ptr<i8>, #blocked>
    %23 = ttg.convert_layout %21 : tensor<256xi8, #blocked> -> tensor<256xi8, #blocked>
    %24 = ttg.convert_layout %6 : tensor<256xi1, #blocked> -> tensor<256xi1, #blocked>
    tt.store %22, %23, %24 : tensor<256x!tt.ptr<i8>, #blocked>
    tt.return
  }
}
