// RUN: pyopt %s -split-input-file -test-tritonamdgpu-range-analysis -verify-diagnostics -o /dev/null
// Triton ops with ranges of their own, and ops the analysis passes ranges through.
// Ranges fixed by the op: tt.histogram is signed [0, -1], tt.get_num_programs is
// [0, 2^31] (unsigned), tt.get_program_id [0, 2^31 - 1], tt.make_range [start, end - 1].
#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [8, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  // expected-remark@+2 {{arg 0: unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  // expected-remark@+1 {{arg 1: unsigned : [0, 1] signed : [-1, 0]}}
  tt.func @fixed_ranges(%h: tensor<64xi32>, %m: tensor<64xi1>) -> (tensor<16xi32>, i32, i32, tensor<32xi64>) {
    // expected-remark@+2 {{unsigned : [0, 4294967295] signed : [0, -1]}}
    // expected-remark@+1 {{non-neg}}
    %0 = tt.histogram %h, %m : tensor<64xi32> -> tensor<16xi32>
    // expected-remark@+1 {{unsigned : [0, 2147483648] signed : [-2147483648, 2147483647]}}
    %1 = tt.get_num_programs x : i32
    // expected-remark@+2 {{unsigned : [0, 2147483647] signed : [0, 2147483647]}}
    // expected-remark@+1 {{non-neg}}
    %2 = tt.get_program_id z : i32
    // expected-remark@+2 {{unsigned : [8, 39] signed : [8, 39]}}
    // expected-remark@+1 {{non-neg}}
    %3 = tt.make_range {end = 40 : i32, start = 8 : i32} : tensor<32xi32>
    // expected-remark@+2 {{unsigned : [8, 39] signed : [8, 39]}}
    // expected-remark@+1 {{non-neg}}
    %4 = arith.extui %3 : tensor<32xi32> to tensor<32xi64>
    tt.return %0, %1, %2, %4 : tensor<16xi32>, i32, i32, tensor<32xi64>
  }

  // Shape ops pass their operand's range on; tt.join and tt.cat give the union; tt.gather
  // its source's; tt.load results are unknown.
  tt.func @shapes(%p: !tt.ptr<i32>) -> (tensor<64x64xi32, #blocked>, tensor<64x32xi32, #blocked>, tensor<64xi32>) {
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %0 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>>
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<64xi32, #ttg.slice<{dim = 1, parent = #blocked}>> -> tensor<64x1xi32, #blocked>
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %2 = tt.broadcast %1 : tensor<64x1xi32, #blocked> -> tensor<64x64xi32, #blocked>
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %3 = ttg.convert_layout %2 : tensor<64x64xi32, #blocked> -> tensor<64x64xi32, #blocked1>
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %4 = tt.trans %3 {order = array<i32: 1, 0>} : tensor<64x64xi32, #blocked1> -> tensor<64x64xi32, #blocked>
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %5 = amdg.extract_slice %4 [0, 32] : tensor<64x64xi32, #blocked> to tensor<64x32xi32, #blocked>
    // expected-remark@+2 {{unsigned : [64, 127] signed : [64, 127]}}
    // expected-remark@+1 {{non-neg}}
    %6 = tt.make_range {end = 128 : i32, start = 64 : i32} : tensor<64xi32>
    // expected-remark@+2 {{unsigned : [0, 63] signed : [0, 63]}}
    // expected-remark@+1 {{non-neg}}
    %7 = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
    // expected-remark@+2 {{unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+1 {{non-neg}}
    %8 = tt.join %6, %7 : tensor<64xi32> -> tensor<64x2xi32>
    // expected-remark@+4 {{result 0: unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+3 {{result 1: unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+2 {{result 0: non-neg}}
    // expected-remark@+1 {{result 1: non-neg}}
    %9, %10 = tt.split %8 : tensor<64x2xi32> -> tensor<64xi32>
    // expected-remark@+2 {{unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+1 {{non-neg}}
    %11 = tt.cat %9, %10 : tensor<64xi32> -> tensor<128xi32>
    // expected-remark@+2 {{unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+1 {{non-neg}}
    %12 = tt.reshape %11 : tensor<128xi32> -> tensor<2x64xi32>
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %idx = arith.constant dense<1> : tensor<1x64xi32>
    // expected-remark@+2 {{unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+1 {{non-neg}}
    %13 = tt.gather %12[%idx] {axis = 0 : i32} : (tensor<2x64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    // expected-remark@+2 {{unsigned : [0, 127] signed : [0, 127]}}
    // expected-remark@+1 {{non-neg}}
    %14 = tt.reshape %13 : tensor<1x64xi32> -> tensor<64xi32>
    %15 = tt.splat %p : !tt.ptr<i32> -> tensor<64x!tt.ptr<i32>>
    %16 = tt.addptr %15, %14 : tensor<64x!tt.ptr<i32>>, tensor<64xi32>
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %17 = tt.load %16 : tensor<64x!tt.ptr<i32>>
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %18 = arith.remsi %17, %14 : tensor<64xi32>
    tt.return %4, %5, %18 : tensor<64x64xi32, #blocked>, tensor<64x32xi32, #blocked>, tensor<64xi32>
  }
}

// -----

// Ranges feed dead code analysis: a condition known true (from constant propagation,
// or from its range) leaves the other region dead.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  tt.func @constant_condition(%x: i32) -> i32 {
    // expected-remark@+1 {{unsigned : [1, 1] signed : [-1, -1]}}
    %true = arith.constant true
    // expected-remark@+2 {{unsigned : [1, 1] signed : [1, 1]}}
    // expected-remark@+1 {{non-neg}}
    %c1 = arith.constant 1 : i32
    // expected-remark@+2 {{unsigned : [5, 5] signed : [5, 5]}}
    // expected-remark@+1 {{non-neg}}
    %c5 = arith.constant 5 : i32
    // expected-remark@+2 {{unsigned : [100, 100] signed : [100, 100]}}
    // expected-remark@+1 {{non-neg}}
    %c100 = arith.constant 100 : i32
    // expected-remark@+2 {{unsigned : [5, 5] signed : [5, 5]}}
    // expected-remark@+1 {{non-neg}}
    %0 = scf.if %true -> (i32) {
      scf.yield %c5 : i32
    } else {
      scf.yield %x : i32
    }
    // expected-remark@+2 {{unsigned : [0, 100] signed : [0, 100]}}
    // expected-remark@+1 {{non-neg}}
    %pid = tt.get_program_id x : i32
    // expected-remark@+2 {{unsigned : [1, 1] signed : [-1, -1]}}
    // expected-remark@+1 {{result is true}}
    %b = arith.cmpi sle, %pid, %c100 : i32
    llvm.intr.assume %b : i1
    // expected-remark@+1 {{unsigned : [0, 1] signed : [-1, 0]}}
    %c = arith.cmpi ult, %pid, %c100 : i32
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %1 = scf.if %c -> (i32) {
      // expected-remark@+2 {{unsigned : [1, 101] signed : [1, 101]}}
      // expected-remark@+1 {{non-neg}}
      %2 = arith.addi %pid, %c1 : i32
      scf.yield %2 : i32
    } else {
      scf.yield %x : i32
    }
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %3 = arith.select %c, %0, %x : i32
    // expected-remark@+1 {{unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
    %4 = arith.addi %1, %3 : i32
    tt.return %4 : i32
  }
}

// -----

// Block arguments join what every live predecessor passes.
module attributes {"ttg.num-warps" = 4 : i32} {
  // expected-remark@+2 {{arg 0: unsigned : [0, 4294967295] signed : [-2147483648, 2147483647]}}
  // expected-remark@+1 {{arg 1: unsigned : [0, 1] signed : [-1, 0]}}
  tt.func @cf_branches(%x: i32, %c: i1) -> i32 {
    // expected-remark@+2 {{unsigned : [0, 0] signed : [0, 0]}}
    // expected-remark@+1 {{non-neg}}
    %c0 = arith.constant 0 : i32
    // expected-remark@+2 {{unsigned : [7, 7] signed : [7, 7]}}
    // expected-remark@+1 {{non-neg}}
    %c7 = arith.constant 7 : i32
    // expected-remark@+2 {{unsigned : [0, 7] signed : [0, 7]}}
    // expected-remark@+1 {{non-neg}}
    %0 = arith.andi %x, %c7 : i32
    cf.cond_br %c, ^bb1(%0 : i32), ^bb2(%c7 : i32)
  ^bb1(%a: i32):
    // expected-remark@+2 {{unsigned : [0, 896] signed : [0, 896]}}
    // expected-remark@+1 {{non-neg}}
    %1 = arith.shli %a, %c7 : i32
    cf.br ^bb2(%1 : i32)
  ^bb2(%b: i32):
    // expected-remark@+2 {{unsigned : [0, 7] signed : [0, 7]}}
    // expected-remark@+1 {{non-neg}}
    %2 = arith.shrui %b, %c7 : i32
    tt.return %2 : i32
  }
}
