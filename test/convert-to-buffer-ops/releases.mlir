// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V39
// The buffer ops the pass makes are written as the run's release writes them
// and take the cache attribute that release declares: the cache modifier up
// to 3.8, none in 3.9 (its cachePolicy replaced it: triton-lang/triton#11482).
// The input is Triton 3.9.0's TTGIR before convert-to-buffer-ops for a masked
// copy (tools/gen_corpus.py under the 3.9.0 venv, kernel copy_contig, gfx942);
// the CHECK lines are what the 3.8.0 and 3.9.0 wheels make of it (with the
// contiguity hint of 3.7+'s pass, triton-lang/triton#9089).

// V38: %9 = amdg.buffer_load %arg0[%8], %6 {contiguity = 4 : i32} : tensor<1024xf32, #blocked>
// V38: amdg.buffer_store %9, %arg1[%7], %6 {contiguity = 4 : i32} : tensor<1024xf32, #blocked>
// V39: %9 = amdg.buffer_load %arg0[%8], %6 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// V39: amdg.buffer_store %9, %arg1[%7], %6 {contiguity = 4 : i32} : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @copy_contig(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32
    %0 = tt.get_program_id x : i32
    %1 = arith.muli %0, %c1024_i32 : i32
    %2 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %3 = tt.splat %1 : i32 -> tensor<1024xi32, #blocked>
    %4 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %5 = tt.splat %arg2 : i32 -> tensor<1024xi32, #blocked>
    %6 = arith.cmpi slt, %4, %5 : tensor<1024xi32, #blocked>
    %7 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %8 = arith.addi %3, %2 : tensor<1024xi32, #blocked>
    %9 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %10 = tt.addptr %9, %8 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %11 = tt.load %10, %6 : tensor<1024x!tt.ptr<f32>, #blocked>
    %12 = tt.splat %arg1 : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %13 = tt.addptr %12, %7 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %13, %11, %6 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
