// RUN: pyopt %s --split-input-file -canonicalize-pointers --verify-diagnostics
// RUN: pyopt %s --split-input-file -canonicalize-pointers=enable-large-tensor-ptr-canon=true --verify-diagnostics

// Found by tools/fuzz: canonicalize-pointers makes the offsets of a pointer argument
// `tt.pointer_range` bits wide.  Triton 3.6.0 keeps the width in an `unsigned`, so -32 asks for
// 4294967264 bits, and IntegerType::get asserts ("integer bitwidth is limited to 16777215
// bits"); pyopt reports that at the function.

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // expected-error @below {{'tt.pointer_range' of argument #1 asks for 4294967264-bit offsets: integer bitwidth is limited to 16777215 bits}}
  tt.func public @negative(%arg0: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<f32> {tt.pointer_range = -32 : i32}) {
    %0 = tt.load %arg1 : !tt.ptr<f32>
    tt.store %arg0, %0 : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // expected-error @below {{'tt.pointer_range' of argument #0 asks for 16777216-bit offsets: integer bitwidth is limited to 16777215 bits}}
  tt.func public @too_wide(%arg0: !tt.ptr<f32> {tt.pointer_range = 16777216 : i32}) {
    tt.return
  }
}
