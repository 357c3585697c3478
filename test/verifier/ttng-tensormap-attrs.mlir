// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// ttng.tensormap_create's attributes are ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<N>]>
// (elem_type 15, interleave_layout 2, swizzle_mode 3, fill_mode 1). Found by tools/fuzz --oracle
// (seed 2023: pyopt accepted swizzle_mode = -3). Each message and location was compared with
// Triton 3.6.0 (tools/oracle.py accepts); the last chunk, at every maximum, Triton accepts.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c4_i64 = arith.constant 4 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %4 = arith.muli %2, %c4_i64 : i64
    // expected-error @+1 {{custom op 'ttng.tensormap_create' 'ttng.tensormap_create' op attribute 'swizzle_mode' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 3}}
    ttng.tensormap_create %3, %arg0, [%c32_i32, %c64_i32], [%arg3, %arg2], [%4], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = -3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c4_i64 = arith.constant 4 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %4 = arith.muli %2, %c4_i64 : i64
    // expected-error @+1 {{custom op 'ttng.tensormap_create' 'ttng.tensormap_create' op attribute 'elem_type' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 15}}
    ttng.tensormap_create %3, %arg0, [%c32_i32, %c64_i32], [%arg3, %arg2], [%4], [%c1_i32, %c1_i32] {elem_type = 16 : i32, fill_mode = 0 : i32, interleave_layout = 0 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c4_i64 = arith.constant 4 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %4 = arith.muli %2, %c4_i64 : i64
    // expected-error @+1 {{custom op 'ttng.tensormap_create' 'ttng.tensormap_create' op attribute 'fill_mode' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 1}}
    ttng.tensormap_create %3, %arg0, [%c32_i32, %c64_i32], [%arg3, %arg2], [%4], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 2 : i32, interleave_layout = 0 : i32, swizzle_mode = 0 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c4_i64 = arith.constant 4 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %4 = arith.muli %2, %c4_i64 : i64
    // expected-error @+1 {{custom op 'ttng.tensormap_create' 'ttng.tensormap_create' op attribute 'interleave_layout' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative whose maximum value is 2}}
    ttng.tensormap_create %3, %arg0, [%c32_i32, %c64_i32], [%arg3, %arg2], [%4], [%c1_i32, %c1_i32] {elem_type = 7 : i32, fill_mode = 0 : i32, interleave_layout = 3 : i32, swizzle_mode = 0 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 1 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @desc_copy_2d(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg1: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %arg2: i32 {tt.divisibility = 16 : i32}, %arg3: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1_i32 = arith.constant 1 : i32
    %c4_i64 = arith.constant 4 : i64
    %c32_i32 = arith.constant 32 : i32
    %c64_i32 = arith.constant 64 : i32
    %2 = arith.extsi %arg3 : i32 to i64
    %3 = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32} : !tt.ptr<i8>
    %4 = arith.muli %2, %c4_i64 : i64
    ttng.tensormap_create %3, %arg0, [%c32_i32, %c64_i32], [%arg3, %arg2], [%4], [%c1_i32, %c1_i32] {elem_type = 15 : i32, fill_mode = 1 : i32, interleave_layout = 2 : i32, swizzle_mode = 3 : i32} : (!tt.ptr<i8>, !tt.ptr<f32>, i32, i32, i32, i32, i64, i32, i32) -> ()
    tt.return
  }
}
