module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @scalar_ops(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %0 = tt.get_program_id x : i32
    %1 = tt.addptr %arg0, %0 : !tt.ptr<f32>, i32
    %2 = tt.load %1 : !tt.ptr<f32>
    %3 = tt.addptr %1, %c1_i32 : !tt.ptr<f32>, i32
    %4 = tt.load %3 : !tt.ptr<f32>
    %5 = tt.addptr %arg1, %0 : !tt.ptr<f32>, i32
    %6 = arith.mulf %2, %4 : f32
    %7 = arith.sitofp %arg2 : i32 to f32
    %8 = arith.addf %6, %7 : f32
    tt.store %5, %8 : !tt.ptr<f32>
    tt.return
  }
}
