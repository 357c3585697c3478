// tt.int_to_ptr under -canonicalize: from Triton 3.8 a round trip through tt.ptr_to_int gives the
// pointer back (tt.bitcast to the result type where it differs), and one with a constant byte
// offset (arith.addi either way round, a scalar or splat constant that is a multiple of the
// pointee's size in bytes: i1 and f8 take 1) becomes tt.addptr of offset / size; a non-splat or
// indivisible offset stays.  Up to 3.7 nothing changes.  Expected outputs: the Triton 3.7.1 wheel
// (3.6.0 prints the same) and the 3.8.0 wheel (3.9.0 prints the same) on this input
// (tools/oracle.py run FILE --pass=canonicalize), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -canonicalize | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize | filecheck %s --check-prefix=T38 --match-full-lines --strict-whitespace

#bl = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
tt.func @i2p(%base: tensor<128x!tt.ptr<f32>>, %b16: tensor<1024x!tt.ptr<f16>>, %b32: tensor<64x!tt.ptr<i32>>, %off: tensor<128xi64>, %sp: !tt.ptr<f32>) -> (tensor<128x!tt.ptr<f32>>, tensor<1024x!tt.ptr<f16>>, tensor<64x!tt.ptr<i32>>, tensor<128x!tt.ptr<f32>>, tensor<128x!tt.ptr<f32>>, !tt.ptr<f32>) {
  %byte_offset = arith.constant dense<16> : tensor<128xi64>
  %ptr_as_int = tt.ptr_to_int %base : tensor<128x!tt.ptr<f32>> -> tensor<128xi64>
  %offset_ptr_int = arith.addi %ptr_as_int, %byte_offset : tensor<128xi64>
  %result = tt.int_to_ptr %offset_ptr_int : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
  %bo2 = arith.constant dense<32> : tensor<1024xi64>
  %pi2 = tt.ptr_to_int %b16 : tensor<1024x!tt.ptr<f16>> -> tensor<1024xi64>
  %o2 = arith.addi %pi2, %bo2 : tensor<1024xi64>
  %r2 = tt.int_to_ptr %o2 : tensor<1024xi64> -> tensor<1024x!tt.ptr<f16>>
  %bo3 = arith.constant dense<8> : tensor<64xi64>
  %pi3 = tt.ptr_to_int %b32 : tensor<64x!tt.ptr<i32>> -> tensor<64xi64>
  %o3 = arith.addi %bo3, %pi3 : tensor<64xi64>
  %r3 = tt.int_to_ptr %o3 : tensor<64xi64> -> tensor<64x!tt.ptr<i32>>
  %o4 = arith.addi %ptr_as_int, %off : tensor<128xi64>
  %r4 = tt.int_to_ptr %o4 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
  %bo5 = arith.constant dense<7> : tensor<128xi64>
  %o5 = arith.addi %ptr_as_int, %bo5 : tensor<128xi64>
  %r5 = tt.int_to_ptr %o5 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
  %c12 = arith.constant 12 : i64
  %spi = tt.ptr_to_int %sp : !tt.ptr<f32> -> i64
  %so = arith.addi %spi, %c12 : i64
  %r6 = tt.int_to_ptr %so : i64 -> !tt.ptr<f32>
  tt.return %result, %r2, %r3, %r4, %r5, %r6 : tensor<128x!tt.ptr<f32>>, tensor<1024x!tt.ptr<f16>>, tensor<64x!tt.ptr<i32>>, tensor<128x!tt.ptr<f32>>, tensor<128x!tt.ptr<f32>>, !tt.ptr<f32>
}
tt.func @rt(%q: !tt.ptr<f32>, %t: tensor<4x!tt.ptr<f32>>) -> (!tt.ptr<f32>, !tt.ptr<i8>, tensor<4x!tt.ptr<f32>>, !tt.ptr<f16>, !tt.ptr<f32>, !tt.ptr<f32>) {
  %iq = tt.ptr_to_int %q : !tt.ptr<f32> -> i64
  %a = tt.int_to_ptr %iq : i64 -> !tt.ptr<f32>
  %b = tt.int_to_ptr %iq : i64 -> !tt.ptr<i8>
  %it = tt.ptr_to_int %t : tensor<4x!tt.ptr<f32>> -> tensor<4xi64>
  %c = tt.int_to_ptr %it : tensor<4xi64> -> tensor<4x!tt.ptr<f32>>
  %c6 = arith.constant 6 : i64
  %d0 = arith.addi %iq, %c6 : i64
  %d = tt.int_to_ptr %d0 : i64 -> !tt.ptr<f16>
  %c2 = arith.constant 2 : i64
  %e0 = arith.addi %c2, %iq : i64
  %e = tt.int_to_ptr %e0 : i64 -> !tt.ptr<f32>
  %ff = arith.constant 17179869184 : i64
  %f0 = arith.addi %iq, %ff : i64
  %f = tt.int_to_ptr %f0 : i64 -> !tt.ptr<f32>
  tt.return %a, %b, %c, %d, %e, %f : !tt.ptr<f32>, !tt.ptr<i8>, tensor<4x!tt.ptr<f32>>, !tt.ptr<f16>, !tt.ptr<f32>, !tt.ptr<f32>
}
tt.func @rt_loc(%q: !tt.ptr<f32>, %t: tensor<4x!tt.ptr<f32>>) -> (!tt.ptr<i8>, tensor<4x!tt.ptr<f16>>, tensor<4x!tt.ptr<i8>>) {
  %iq = tt.ptr_to_int %q : !tt.ptr<f32> -> i64 loc("a")
  %b = tt.int_to_ptr %iq : i64 -> !tt.ptr<i8> loc("b")
  %it = tt.ptr_to_int %t : tensor<4x!tt.ptr<f32>> -> tensor<4xi64> loc("c")
  %c8 = arith.constant dense<8> : tensor<4xi64> loc("d")
  %s = arith.addi %it, %c8 : tensor<4xi64> loc("e")
  %c = tt.int_to_ptr %s : tensor<4xi64> -> tensor<4x!tt.ptr<f16>> loc("f")
  %nd = arith.constant dense<[0, 8, 16, 24]> : tensor<4xi64> loc("g")
  %s2 = arith.addi %it, %nd : tensor<4xi64> loc("h")
  %d = tt.int_to_ptr %s2 : tensor<4xi64> -> tensor<4x!tt.ptr<i8>> loc("i")
  tt.return %b, %c, %d : !tt.ptr<i8>, tensor<4x!tt.ptr<f16>>, tensor<4x!tt.ptr<i8>>
}
tt.func @i2p_types(%p1: !tt.ptr<i1>, %p8: !tt.ptr<i8>, %p64: !tt.ptr<f64>, %pbf: !tt.ptr<bf16>, %pf8: !tt.ptr<f8E4M3FN>, %t: tensor<128x!tt.ptr<f32>, #bl>, %q: !tt.ptr<f32>) -> (!tt.ptr<i1>, !tt.ptr<i8>, !tt.ptr<f64>, !tt.ptr<bf16>, !tt.ptr<f8E4M3FN>, tensor<128x!tt.ptr<f32>, #bl>, tensor<128x!tt.ptr<f32>, #bl>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<i8>) {
  %c16 = arith.constant 16 : i64
  %i1 = tt.ptr_to_int %p1 : !tt.ptr<i1> -> i64
  %a1 = arith.addi %i1, %c16 : i64
  %r1 = tt.int_to_ptr %a1 : i64 -> !tt.ptr<i1>
  %i8 = tt.ptr_to_int %p8 : !tt.ptr<i8> -> i64
  %a8 = arith.addi %i8, %c16 : i64
  %r8 = tt.int_to_ptr %a8 : i64 -> !tt.ptr<i8>
  %i64 = tt.ptr_to_int %p64 : !tt.ptr<f64> -> i64
  %a64 = arith.addi %i64, %c16 : i64
  %r64 = tt.int_to_ptr %a64 : i64 -> !tt.ptr<f64>
  %ibf = tt.ptr_to_int %pbf : !tt.ptr<bf16> -> i64
  %abf = arith.addi %ibf, %c16 : i64
  %rbf = tt.int_to_ptr %abf : i64 -> !tt.ptr<bf16>
  %if8 = tt.ptr_to_int %pf8 : !tt.ptr<f8E4M3FN> -> i64
  %af8 = arith.addi %if8, %c16 : i64
  %rf8 = tt.int_to_ptr %af8 : i64 -> !tt.ptr<f8E4M3FN>
  %it = tt.ptr_to_int %t : tensor<128x!tt.ptr<f32>, #bl> -> tensor<128xi64, #bl>
  %neg = arith.constant dense<-16> : tensor<128xi64, #bl>
  %at = arith.addi %it, %neg : tensor<128xi64, #bl>
  %rt = tt.int_to_ptr %at : tensor<128xi64, #bl> -> tensor<128x!tt.ptr<f32>, #bl>
  %ns = arith.constant dense<[16, 32]> : tensor<2xi64>
  %r2c = arith.constant dense<16> : tensor<128xi64, #bl>
  %at2 = arith.addi %it, %r2c overflow<nsw> : tensor<128xi64, #bl>
  %rt2 = tt.int_to_ptr %at2 : tensor<128xi64, #bl> -> tensor<128x!tt.ptr<f32>, #bl>
  %iq = tt.ptr_to_int %q : !tt.ptr<f32> -> i64
  %c0 = arith.constant 0 : i64
  %aq = arith.addi %iq, %c0 : i64
  %rq = tt.int_to_ptr %aq : i64 -> !tt.ptr<f32>
  %iq2 = tt.ptr_to_int %q : !tt.ptr<f32> -> i64
  %rq2 = tt.int_to_ptr %iq2 : i64 -> !tt.ptr<f32>
  %aq3 = arith.addi %iq, %c16 : i64
  %aq4 = arith.addi %aq3, %c16 : i64
  %rq4 = tt.int_to_ptr %aq4 : i64 -> !tt.ptr<f32>
  %x8 = tt.int_to_ptr %aq3 : i64 -> !tt.ptr<i8>
  tt.return %r1, %r8, %r64, %rbf, %rf8, %rt, %rt2, %rq, %rq2, %rq4, %x8 : !tt.ptr<i1>, !tt.ptr<i8>, !tt.ptr<f64>, !tt.ptr<bf16>, !tt.ptr<f8E4M3FN>, tensor<128x!tt.ptr<f32>, #bl>, tensor<128x!tt.ptr<f32>, #bl>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<i8>
}
}

// T37:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T37-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
// T37-NEXT:  tt.func @i2p(%arg0: tensor<128x!tt.ptr<f32>>, %arg1: tensor<1024x!tt.ptr<f16>>, %arg2: tensor<64x!tt.ptr<i32>>, %arg3: tensor<128xi64>, %arg4: !tt.ptr<f32>) -> (tensor<128x!tt.ptr<f32>>, tensor<1024x!tt.ptr<f16>>, tensor<64x!tt.ptr<i32>>, tensor<128x!tt.ptr<f32>>, tensor<128x!tt.ptr<f32>>, !tt.ptr<f32>) {
// T37-NEXT:    %c12_i64 = arith.constant 12 : i64
// T37-NEXT:    %cst = arith.constant dense<7> : tensor<128xi64>
// T37-NEXT:    %cst_0 = arith.constant dense<8> : tensor<64xi64>
// T37-NEXT:    %cst_1 = arith.constant dense<32> : tensor<1024xi64>
// T37-NEXT:    %cst_2 = arith.constant dense<16> : tensor<128xi64>
// T37-NEXT:    %0 = tt.ptr_to_int %arg0 : tensor<128x!tt.ptr<f32>> -> tensor<128xi64>
// T37-NEXT:    %1 = arith.addi %0, %cst_2 : tensor<128xi64>
// T37-NEXT:    %2 = tt.int_to_ptr %1 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
// T37-NEXT:    %3 = tt.ptr_to_int %arg1 : tensor<1024x!tt.ptr<f16>> -> tensor<1024xi64>
// T37-NEXT:    %4 = arith.addi %3, %cst_1 : tensor<1024xi64>
// T37-NEXT:    %5 = tt.int_to_ptr %4 : tensor<1024xi64> -> tensor<1024x!tt.ptr<f16>>
// T37-NEXT:    %6 = tt.ptr_to_int %arg2 : tensor<64x!tt.ptr<i32>> -> tensor<64xi64>
// T37-NEXT:    %7 = arith.addi %6, %cst_0 : tensor<64xi64>
// T37-NEXT:    %8 = tt.int_to_ptr %7 : tensor<64xi64> -> tensor<64x!tt.ptr<i32>>
// T37-NEXT:    %9 = arith.addi %0, %arg3 : tensor<128xi64>
// T37-NEXT:    %10 = tt.int_to_ptr %9 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
// T37-NEXT:    %11 = arith.addi %0, %cst : tensor<128xi64>
// T37-NEXT:    %12 = tt.int_to_ptr %11 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
// T37-NEXT:    %13 = tt.ptr_to_int %arg4 : !tt.ptr<f32> -> i64
// T37-NEXT:    %14 = arith.addi %13, %c12_i64 : i64
// T37-NEXT:    %15 = tt.int_to_ptr %14 : i64 -> !tt.ptr<f32>
// T37-NEXT:    tt.return %2, %5, %8, %10, %12, %15 : tensor<128x!tt.ptr<f32>>, tensor<1024x!tt.ptr<f16>>, tensor<64x!tt.ptr<i32>>, tensor<128x!tt.ptr<f32>>, tensor<128x!tt.ptr<f32>>, !tt.ptr<f32>
// T37-NEXT:  }
// T37-NEXT:  tt.func @rt(%arg0: !tt.ptr<f32>, %arg1: tensor<4x!tt.ptr<f32>>) -> (!tt.ptr<f32>, !tt.ptr<i8>, tensor<4x!tt.ptr<f32>>, !tt.ptr<f16>, !tt.ptr<f32>, !tt.ptr<f32>) {
// T37-NEXT:    %c17179869184_i64 = arith.constant 17179869184 : i64
// T37-NEXT:    %c2_i64 = arith.constant 2 : i64
// T37-NEXT:    %c6_i64 = arith.constant 6 : i64
// T37-NEXT:    %0 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
// T37-NEXT:    %1 = tt.int_to_ptr %0 : i64 -> !tt.ptr<f32>
// T37-NEXT:    %2 = tt.int_to_ptr %0 : i64 -> !tt.ptr<i8>
// T37-NEXT:    %3 = tt.ptr_to_int %arg1 : tensor<4x!tt.ptr<f32>> -> tensor<4xi64>
// T37-NEXT:    %4 = tt.int_to_ptr %3 : tensor<4xi64> -> tensor<4x!tt.ptr<f32>>
// T37-NEXT:    %5 = arith.addi %0, %c6_i64 : i64
// T37-NEXT:    %6 = tt.int_to_ptr %5 : i64 -> !tt.ptr<f16>
// T37-NEXT:    %7 = arith.addi %0, %c2_i64 : i64
// T37-NEXT:    %8 = tt.int_to_ptr %7 : i64 -> !tt.ptr<f32>
// T37-NEXT:    %9 = arith.addi %0, %c17179869184_i64 : i64
// T37-NEXT:    %10 = tt.int_to_ptr %9 : i64 -> !tt.ptr<f32>
// T37-NEXT:    tt.return %1, %2, %4, %6, %8, %10 : !tt.ptr<f32>, !tt.ptr<i8>, tensor<4x!tt.ptr<f32>>, !tt.ptr<f16>, !tt.ptr<f32>, !tt.ptr<f32>
// T37-NEXT:  }
// T37-NEXT:  tt.func @rt_loc(%arg0: !tt.ptr<f32>, %arg1: tensor<4x!tt.ptr<f32>>) -> (!tt.ptr<i8>, tensor<4x!tt.ptr<f16>>, tensor<4x!tt.ptr<i8>>) {
// T37-NEXT:    %cst = arith.constant dense<[0, 8, 16, 24]> : tensor<4xi64>
// T37-NEXT:    %cst_0 = arith.constant dense<8> : tensor<4xi64>
// T37-NEXT:    %0 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
// T37-NEXT:    %1 = tt.int_to_ptr %0 : i64 -> !tt.ptr<i8>
// T37-NEXT:    %2 = tt.ptr_to_int %arg1 : tensor<4x!tt.ptr<f32>> -> tensor<4xi64>
// T37-NEXT:    %3 = arith.addi %2, %cst_0 : tensor<4xi64>
// T37-NEXT:    %4 = tt.int_to_ptr %3 : tensor<4xi64> -> tensor<4x!tt.ptr<f16>>
// T37-NEXT:    %5 = arith.addi %2, %cst : tensor<4xi64>
// T37-NEXT:    %6 = tt.int_to_ptr %5 : tensor<4xi64> -> tensor<4x!tt.ptr<i8>>
// T37-NEXT:    tt.return %1, %4, %6 : !tt.ptr<i8>, tensor<4x!tt.ptr<f16>>, tensor<4x!tt.ptr<i8>>
// T37-NEXT:  }
// T37-NEXT:  tt.func @i2p_types(%arg0: !tt.ptr<i1>, %arg1: !tt.ptr<i8>, %arg2: !tt.ptr<f64>, %arg3: !tt.ptr<bf16>, %arg4: !tt.ptr<f8E4M3FN>, %arg5: tensor<128x!tt.ptr<f32>, #blocked>, %arg6: !tt.ptr<f32>) -> (!tt.ptr<i1>, !tt.ptr<i8>, !tt.ptr<f64>, !tt.ptr<bf16>, !tt.ptr<f8E4M3FN>, tensor<128x!tt.ptr<f32>, #blocked>, tensor<128x!tt.ptr<f32>, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<i8>) {
// T37-NEXT:    %c32_i64 = arith.constant 32 : i64
// T37-NEXT:    %cst = arith.constant dense<16> : tensor<128xi64, #blocked>
// T37-NEXT:    %cst_0 = arith.constant dense<-16> : tensor<128xi64, #blocked>
// T37-NEXT:    %c16_i64 = arith.constant 16 : i64
// T37-NEXT:    %0 = tt.ptr_to_int %arg0 : !tt.ptr<i1> -> i64
// T37-NEXT:    %1 = arith.addi %0, %c16_i64 : i64
// T37-NEXT:    %2 = tt.int_to_ptr %1 : i64 -> !tt.ptr<i1>
// T37-NEXT:    %3 = tt.ptr_to_int %arg1 : !tt.ptr<i8> -> i64
// T37-NEXT:    %4 = arith.addi %3, %c16_i64 : i64
// T37-NEXT:    %5 = tt.int_to_ptr %4 : i64 -> !tt.ptr<i8>
// T37-NEXT:    %6 = tt.ptr_to_int %arg2 : !tt.ptr<f64> -> i64
// T37-NEXT:    %7 = arith.addi %6, %c16_i64 : i64
// T37-NEXT:    %8 = tt.int_to_ptr %7 : i64 -> !tt.ptr<f64>
// T37-NEXT:    %9 = tt.ptr_to_int %arg3 : !tt.ptr<bf16> -> i64
// T37-NEXT:    %10 = arith.addi %9, %c16_i64 : i64
// T37-NEXT:    %11 = tt.int_to_ptr %10 : i64 -> !tt.ptr<bf16>
// T37-NEXT:    %12 = tt.ptr_to_int %arg4 : !tt.ptr<f8E4M3FN> -> i64
// T37-NEXT:    %13 = arith.addi %12, %c16_i64 : i64
// T37-NEXT:    %14 = tt.int_to_ptr %13 : i64 -> !tt.ptr<f8E4M3FN>
// T37-NEXT:    %15 = tt.ptr_to_int %arg5 : tensor<128x!tt.ptr<f32>, #blocked> -> tensor<128xi64, #blocked>
// T37-NEXT:    %16 = arith.addi %15, %cst_0 : tensor<128xi64, #blocked>
// T37-NEXT:    %17 = tt.int_to_ptr %16 : tensor<128xi64, #blocked> -> tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %18 = arith.addi %15, %cst overflow<nsw> : tensor<128xi64, #blocked>
// T37-NEXT:    %19 = tt.int_to_ptr %18 : tensor<128xi64, #blocked> -> tensor<128x!tt.ptr<f32>, #blocked>
// T37-NEXT:    %20 = tt.ptr_to_int %arg6 : !tt.ptr<f32> -> i64
// T37-NEXT:    %21 = tt.int_to_ptr %20 : i64 -> !tt.ptr<f32>
// T37-NEXT:    %22 = tt.ptr_to_int %arg6 : !tt.ptr<f32> -> i64
// T37-NEXT:    %23 = tt.int_to_ptr %22 : i64 -> !tt.ptr<f32>
// T37-NEXT:    %24 = arith.addi %20, %c16_i64 : i64
// T37-NEXT:    %25 = arith.addi %20, %c32_i64 : i64
// T37-NEXT:    %26 = tt.int_to_ptr %25 : i64 -> !tt.ptr<f32>
// T37-NEXT:    %27 = tt.int_to_ptr %24 : i64 -> !tt.ptr<i8>
// T37-NEXT:    tt.return %2, %5, %8, %11, %14, %17, %19, %21, %23, %26, %27 : !tt.ptr<i1>, !tt.ptr<i8>, !tt.ptr<f64>, !tt.ptr<bf16>, !tt.ptr<f8E4M3FN>, tensor<128x!tt.ptr<f32>, #blocked>, tensor<128x!tt.ptr<f32>, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<i8>
// T37-NEXT:  }
// T37-NEXT:}
// T37-EMPTY:

// T38:#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// T38-NEXT:module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32} {
// T38-NEXT:  tt.func @i2p(%arg0: tensor<128x!tt.ptr<f32>>, %arg1: tensor<1024x!tt.ptr<f16>>, %arg2: tensor<64x!tt.ptr<i32>>, %arg3: tensor<128xi64>, %arg4: !tt.ptr<f32>) -> (tensor<128x!tt.ptr<f32>>, tensor<1024x!tt.ptr<f16>>, tensor<64x!tt.ptr<i32>>, tensor<128x!tt.ptr<f32>>, tensor<128x!tt.ptr<f32>>, !tt.ptr<f32>) {
// T38-NEXT:    %c3_i64 = arith.constant 3 : i64
// T38-NEXT:    %cst = arith.constant dense<2> : tensor<64xi64>
// T38-NEXT:    %cst_0 = arith.constant dense<16> : tensor<1024xi64>
// T38-NEXT:    %cst_1 = arith.constant dense<4> : tensor<128xi64>
// T38-NEXT:    %cst_2 = arith.constant dense<7> : tensor<128xi64>
// T38-NEXT:    %0 = tt.ptr_to_int %arg0 : tensor<128x!tt.ptr<f32>> -> tensor<128xi64>
// T38-NEXT:    %1 = tt.addptr %arg0, %cst_1 : tensor<128x!tt.ptr<f32>>, tensor<128xi64>
// T38-NEXT:    %2 = tt.addptr %arg1, %cst_0 : tensor<1024x!tt.ptr<f16>>, tensor<1024xi64>
// T38-NEXT:    %3 = tt.addptr %arg2, %cst : tensor<64x!tt.ptr<i32>>, tensor<64xi64>
// T38-NEXT:    %4 = arith.addi %0, %arg3 : tensor<128xi64>
// T38-NEXT:    %5 = tt.int_to_ptr %4 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
// T38-NEXT:    %6 = arith.addi %0, %cst_2 : tensor<128xi64>
// T38-NEXT:    %7 = tt.int_to_ptr %6 : tensor<128xi64> -> tensor<128x!tt.ptr<f32>>
// T38-NEXT:    %8 = tt.addptr %arg4, %c3_i64 : !tt.ptr<f32>, i64
// T38-NEXT:    tt.return %1, %2, %3, %5, %7, %8 : tensor<128x!tt.ptr<f32>>, tensor<1024x!tt.ptr<f16>>, tensor<64x!tt.ptr<i32>>, tensor<128x!tt.ptr<f32>>, tensor<128x!tt.ptr<f32>>, !tt.ptr<f32>
// T38-NEXT:  }
// T38-NEXT:  tt.func @rt(%arg0: !tt.ptr<f32>, %arg1: tensor<4x!tt.ptr<f32>>) -> (!tt.ptr<f32>, !tt.ptr<i8>, tensor<4x!tt.ptr<f32>>, !tt.ptr<f16>, !tt.ptr<f32>, !tt.ptr<f32>) {
// T38-NEXT:    %c4294967296_i64 = arith.constant 4294967296 : i64
// T38-NEXT:    %c3_i64 = arith.constant 3 : i64
// T38-NEXT:    %c2_i64 = arith.constant 2 : i64
// T38-NEXT:    %0 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
// T38-NEXT:    %1 = tt.bitcast %arg0 : !tt.ptr<f32> -> !tt.ptr<i8>
// T38-NEXT:    %2 = tt.bitcast %arg0 : !tt.ptr<f32> -> !tt.ptr<f16>
// T38-NEXT:    %3 = tt.addptr %2, %c3_i64 : !tt.ptr<f16>, i64
// T38-NEXT:    %4 = arith.addi %0, %c2_i64 : i64
// T38-NEXT:    %5 = tt.int_to_ptr %4 : i64 -> !tt.ptr<f32>
// T38-NEXT:    %6 = tt.addptr %arg0, %c4294967296_i64 : !tt.ptr<f32>, i64
// T38-NEXT:    tt.return %arg0, %1, %arg1, %3, %5, %6 : !tt.ptr<f32>, !tt.ptr<i8>, tensor<4x!tt.ptr<f32>>, !tt.ptr<f16>, !tt.ptr<f32>, !tt.ptr<f32>
// T38-NEXT:  }
// T38-NEXT:  tt.func @rt_loc(%arg0: !tt.ptr<f32>, %arg1: tensor<4x!tt.ptr<f32>>) -> (!tt.ptr<i8>, tensor<4x!tt.ptr<f16>>, tensor<4x!tt.ptr<i8>>) {
// T38-NEXT:    %cst = arith.constant dense<4> : tensor<4xi64>
// T38-NEXT:    %cst_0 = arith.constant dense<[0, 8, 16, 24]> : tensor<4xi64>
// T38-NEXT:    %0 = tt.bitcast %arg0 : !tt.ptr<f32> -> !tt.ptr<i8>
// T38-NEXT:    %1 = tt.ptr_to_int %arg1 : tensor<4x!tt.ptr<f32>> -> tensor<4xi64>
// T38-NEXT:    %2 = tt.bitcast %arg1 : tensor<4x!tt.ptr<f32>> -> tensor<4x!tt.ptr<f16>>
// T38-NEXT:    %3 = tt.addptr %2, %cst : tensor<4x!tt.ptr<f16>>, tensor<4xi64>
// T38-NEXT:    %4 = arith.addi %1, %cst_0 : tensor<4xi64>
// T38-NEXT:    %5 = tt.int_to_ptr %4 : tensor<4xi64> -> tensor<4x!tt.ptr<i8>>
// T38-NEXT:    tt.return %0, %3, %5 : !tt.ptr<i8>, tensor<4x!tt.ptr<f16>>, tensor<4x!tt.ptr<i8>>
// T38-NEXT:  }
// T38-NEXT:  tt.func @i2p_types(%arg0: !tt.ptr<i1>, %arg1: !tt.ptr<i8>, %arg2: !tt.ptr<f64>, %arg3: !tt.ptr<bf16>, %arg4: !tt.ptr<f8E4M3FN>, %arg5: tensor<128x!tt.ptr<f32>, #blocked>, %arg6: !tt.ptr<f32>) -> (!tt.ptr<i1>, !tt.ptr<i8>, !tt.ptr<f64>, !tt.ptr<bf16>, !tt.ptr<f8E4M3FN>, tensor<128x!tt.ptr<f32>, #blocked>, tensor<128x!tt.ptr<f32>, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<i8>) {
// T38-NEXT:    %cst = arith.constant dense<4> : tensor<128xi64, #blocked>
// T38-NEXT:    %cst_0 = arith.constant dense<-4> : tensor<128xi64, #blocked>
// T38-NEXT:    %c8_i64 = arith.constant 8 : i64
// T38-NEXT:    %c2_i64 = arith.constant 2 : i64
// T38-NEXT:    %c16_i64 = arith.constant 16 : i64
// T38-NEXT:    %0 = tt.addptr %arg0, %c16_i64 : !tt.ptr<i1>, i64
// T38-NEXT:    %1 = tt.addptr %arg1, %c16_i64 : !tt.ptr<i8>, i64
// T38-NEXT:    %2 = tt.addptr %arg2, %c2_i64 : !tt.ptr<f64>, i64
// T38-NEXT:    %3 = tt.addptr %arg3, %c8_i64 : !tt.ptr<bf16>, i64
// T38-NEXT:    %4 = tt.addptr %arg4, %c16_i64 : !tt.ptr<f8E4M3FN>, i64
// T38-NEXT:    %5 = tt.addptr %arg5, %cst_0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi64, #blocked>
// T38-NEXT:    %6 = tt.addptr %arg5, %cst : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi64, #blocked>
// T38-NEXT:    %7 = tt.addptr %arg6, %c8_i64 : !tt.ptr<f32>, i64
// T38-NEXT:    %8 = tt.bitcast %arg6 : !tt.ptr<f32> -> !tt.ptr<i8>
// T38-NEXT:    %9 = tt.addptr %8, %c16_i64 : !tt.ptr<i8>, i64
// T38-NEXT:    tt.return %0, %1, %2, %3, %4, %5, %6, %arg6, %arg6, %7, %9 : !tt.ptr<i1>, !tt.ptr<i8>, !tt.ptr<f64>, !tt.ptr<bf16>, !tt.ptr<f8E4M3FN>, tensor<128x!tt.ptr<f32>, #blocked>, tensor<128x!tt.ptr<f32>, #blocked>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<f32>, !tt.ptr<i8>
// T38-NEXT:  }
// T38-NEXT:}
// T38-EMPTY:
