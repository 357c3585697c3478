// RUN: pyopt %s --split-input-file | filecheck %s --strict-whitespace --match-full-lines
// Round trip of the `tt` ops: each case is an op's docstring example wrapped in a
// function (or a hand-written module); the CHECK lines are what Triton 3.6.0 prints for
// the same input, line for line.

// CHECK:module {
// CHECK-NEXT:  tt.func @tt_addptr(%arg0: tensor<128x!tt.ptr<f32>>, %arg1: tensor<128xi32>) {
// CHECK-NEXT:    %0 = tt.addptr %arg0, %arg1 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_advance(%arg0: !tt.ptr<tensor<64x32xf16>>, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    %0 = tt.advance %arg0, [%arg1, %arg2] : <tensor<64x32xf16>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_assert(%arg0: tensor<128xi1>) {
// CHECK-NEXT:    tt.assert %arg0, "x < 128" : tensor<128xi1>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_atomic_cas(%arg0: !tt.ptr<i32>, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    %0 = tt.atomic_cas acq_rel, gpu, %arg0, %arg1, %arg2 : (!tt.ptr<i32>, i32, i32) -> i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_atomic_rmw(%arg0: !tt.ptr<f32>, %arg1: f32, %arg2: i1) {
// CHECK-NEXT:    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %arg0, %arg1, %arg2 : (!tt.ptr<f32>, f32, i1) -> f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_bitcast(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = tt.bitcast %arg0 : tensor<128xf32> -> tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_broadcast(%arg0: tensor<1x64xf32>) {
// CHECK-NEXT:    %0 = tt.broadcast %arg0 : tensor<1x64xf32> -> tensor<32x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func private @add(f32, f32) -> f32
// CHECK-NEXT:  tt.func @tt_call(%arg0: f32, %arg1: f32) {
// CHECK-NEXT:    %0 = tt.call @add(%arg0, %arg1) : (f32, f32) -> f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_cat(%arg0: tensor<256xi32>, %arg1: tensor<256xi32>) {
// CHECK-NEXT:    %0 = tt.cat %arg0, %arg1 : tensor<256xi32> -> tensor<512xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_clampf(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>) {
// CHECK-NEXT:    %0 = tt.clampf %arg0, %arg1, %arg2, propagateNan = all : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_descriptor_gather(%arg0: !tt.tensordesc<tensor<1x128xf32>>, %arg1: tensor<32xi32>, %arg2: i32) {
// CHECK-NEXT:    %0 = tt.descriptor_gather %arg0[%arg1, %arg2] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_descriptor_load(%arg0: !tt.tensordesc<tensor<64x64xf32>>, %arg1: i32) {
// CHECK-NEXT:    %0 = tt.descriptor_load %arg0[%arg1, %arg1] : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_descriptor_reduce(%arg0: !tt.tensordesc<tensor<64x64xf32>>, %arg1: i32, %arg2: tensor<64x64xf32>) {
// CHECK-NEXT:    tt.descriptor_reduce add, %arg0[%arg1, %arg1], %arg2 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_descriptor_scatter(%arg0: !tt.tensordesc<tensor<1x128xf32>>, %arg1: tensor<32xi32>, %arg2: i32, %arg3: tensor<32x128xf32>) {
// CHECK-NEXT:    tt.descriptor_scatter %arg0[%arg1, %arg2], %arg3 : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32, tensor<32x128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_descriptor_store(%arg0: !tt.tensordesc<tensor<64x64xf32>>, %arg1: i32, %arg2: tensor<64x64xf32>) {
// CHECK-NEXT:    tt.descriptor_store %arg0[%arg1, %arg1], %arg2 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_dot(%arg0: tensor<64x16xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<64x64xf32>) {
// CHECK-NEXT:    %0 = tt.dot %arg0, %arg1, %arg2, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_dot_scaled(%arg0: tensor<128x64xf8E4M3FN>, %arg1: tensor<128x2xi8>, %arg2: tensor<64x128xbf16>, %arg3: tensor<128x128xf32>) {
// CHECK-NEXT:    %0 = tt.dot_scaled %arg0 scale %arg1, %arg2, %arg3 lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_elementwise_inline_asm(%arg0: tensor<128xi32>) {
// CHECK-NEXT:    %0 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg0 : tensor<128xi32> -> tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_expand_dims(%arg0: tensor<32xi32>) {
// CHECK-NEXT:    %0 = tt.expand_dims %arg0 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_extern_elementwise(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = tt.extern_elementwise %arg0 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_fp_to_fp(%arg0: tensor<256xf32>) {
// CHECK-NEXT:    %0 = tt.fp_to_fp %arg0, rounding = rtne : tensor<256xf32> -> tensor<256xf8E4M3FN>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_gather(%arg0: tensor<32x64xf32>, %arg1: tensor<32x64xi32>) {
// CHECK-NEXT:    %0 = tt.gather %arg0[%arg1] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<32x64xi32>) -> tensor<32x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_get_num_programs() {
// CHECK-NEXT:    %0 = tt.get_num_programs y : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_get_program_id() {
// CHECK-NEXT:    %0 = tt.get_program_id x : i32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_histogram(%arg0: tensor<512xi32>, %arg1: tensor<512xi1>) {
// CHECK-NEXT:    %0 = tt.histogram %arg0, %arg1 : tensor<512xi32> -> tensor<64xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_int_to_ptr(%arg0: i64) {
// CHECK-NEXT:    %0 = tt.int_to_ptr %arg0 : i64 -> !tt.ptr<f32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_join(%arg0: tensor<256xf32>, %arg1: tensor<256xf32>) {
// CHECK-NEXT:    %0 = tt.join %arg0, %arg1 : tensor<256xf32> -> tensor<256x2xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_load(%arg0: tensor<128x!tt.ptr<f32>>, %arg1: tensor<128xi1>, %arg2: tensor<128xf32>) {
// CHECK-NEXT:    %0 = tt.load %arg0, %arg1, %arg2 cacheModifier = ca : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_make_range() {
// CHECK-NEXT:    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_make_tensor_descriptor(%arg0: !tt.ptr<f32>, %arg1: i32, %arg2: i32, %arg3: i64, %arg4: i64) {
// CHECK-NEXT:    %0 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%arg3, %arg4] : <f32>, <tensor<64x64xf32>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_make_tensor_ptr(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: i64, %arg3: i32) {
// CHECK-NEXT:    %0 = tt.make_tensor_ptr %arg0, [%arg1, %arg1], [%arg1, %arg2], [%arg3, %arg3] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_map_elementwise(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = "tt.map_elementwise"(%arg0) <{pack = 1 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg1: f32):
// CHECK-NEXT:      tt.map_elementwise.return %arg1 : f32
// CHECK-NEXT:    }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_mulhiui(%arg0: tensor<128xi32>, %arg1: tensor<128xi32>) {
// CHECK-NEXT:    %0 = tt.mulhiui %arg0, %arg1 : tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_precise_divf(%arg0: tensor<128xf32>, %arg1: tensor<128xf32>) {
// CHECK-NEXT:    %0 = tt.precise_divf %arg0, %arg1 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_precise_sqrt(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = tt.precise_sqrt %arg0 : tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_print(%arg0: tensor<128xi32>) {
// CHECK-NEXT:    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %arg0 : tensor<128xi32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_ptr_to_int(%arg0: !tt.ptr<f32>) {
// CHECK-NEXT:    %0 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_reduce(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = "tt.reduce"(%arg0) <{axis = 0 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT:      %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:      tt.reduce.return %1 : f32
// CHECK-NEXT:    }) : (tensor<128xf32>) -> f32
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_reshape(%arg0: tensor<32x64xf32>) {
// CHECK-NEXT:    %0 = tt.reshape %arg0 allow_reorder efficient_layout : tensor<32x64xf32> -> tensor<32x32x2xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_scan(%arg0: tensor<128xf32>) {
// CHECK-NEXT:    %0 = "tt.scan"(%arg0) <{axis = 0 : i32, reverse = false}> ({
// CHECK-NEXT:    ^bb0(%arg1: f32, %arg2: f32):
// CHECK-NEXT:      %1 = arith.addf %arg1, %arg2 : f32
// CHECK-NEXT:      tt.scan.return %1 : f32
// CHECK-NEXT:    }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_splat(%arg0: !tt.ptr<f32>) {
// CHECK-NEXT:    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_split(%arg0: tensor<256x2xf32>) {
// CHECK-NEXT:    %outLHS, %outRHS = tt.split %arg0 : tensor<256x2xf32> -> tensor<256xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_store(%arg0: tensor<128x!tt.ptr<f32>>, %arg1: tensor<128xf32>, %arg2: tensor<128xi1>) {
// CHECK-NEXT:    tt.store %arg0, %arg1, %arg2 : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_trans(%arg0: tensor<32x64xf16>) {
// CHECK-NEXT:    %0 = tt.trans %arg0 {order = array<i32: 1, 0>} : tensor<32x64xf16> -> tensor<64x32xf16>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @tt_unsplat(%arg0: tensor<1xf32>) {
// CHECK-NEXT:    %0 = tt.unsplat %arg0 : tensor<1xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func public @f(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: tensor<128xf32>, %arg3: tensor<256x2xf32>, %arg4: i1, %arg5: i32, %arg6: tensor<128xi32>, %arg7: !tt.ptr<i32>, %arg8: tensor<1xf32>) {
// CHECK-NEXT:    %0 = tt.int_to_ptr %arg1 : i64 -> !tt.ptr<f32>
// CHECK-NEXT:    %1 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
// CHECK-NEXT:    %2 = tt.bitcast %arg2 : tensor<128xf32> -> tensor<128xi32>
// CHECK-NEXT:    %3 = tt.fp_to_fp %arg2, rounding = rtne : tensor<128xf32> -> tensor<128xf8E4M3FN>
// CHECK-NEXT:    %4 = tt.fp_to_fp %3 : tensor<128xf8E4M3FN> -> tensor<128xf32>
// CHECK-NEXT:    %5 = tt.clampf %arg2, %arg2, %arg2, propagateNan = all : tensor<128xf32>
// CHECK-NEXT:    %6 = tt.precise_sqrt %arg2 : tensor<128xf32>
// CHECK-NEXT:    %7 = tt.precise_divf %arg2, %arg2 : tensor<128xf32>
// CHECK-NEXT:    %8 = tt.mulhiui %arg6, %arg6 : tensor<128xi32>
// CHECK-NEXT:    %9 = tt.atomic_cas acq_rel, gpu, %arg7, %arg5, %arg5 : (!tt.ptr<i32>, i32, i32) -> i32
// CHECK-NEXT:    %10 = arith.cmpi slt, %arg6, %arg6 : tensor<128xi32>
// CHECK-NEXT:    %11 = tt.unsplat %arg8 : tensor<1xf32>
// CHECK-NEXT:    %12 = tt.atomic_rmw fadd, acq_rel, gpu, %arg0, %11, %arg4 : (!tt.ptr<f32>, f32, i1) -> f32
// CHECK-NEXT:    %13 = tt.reshape %arg3 allow_reorder efficient_layout : tensor<256x2xf32> -> tensor<512xf32>
// CHECK-NEXT:    %14 = tt.cat %arg2, %arg2 : tensor<128xf32> -> tensor<256xf32>
// CHECK-NEXT:    %outLHS, %outRHS = tt.split %arg3 : tensor<256x2xf32> -> tensor<256xf32>
// CHECK-NEXT:    %15 = tt.join %outRHS, %outLHS : tensor<256xf32> -> tensor<256x2xf32>
// CHECK-NEXT:    %16 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<256x2xf32> -> tensor<2x256xf32>
// CHECK-NEXT:    %17 = tt.get_num_programs y : i32
// CHECK-NEXT:    %18 = tt.histogram %arg6, %10 : tensor<128xi32> -> tensor<64xi32>
// CHECK-NEXT:    %19 = tt.gather %arg2[%arg6] {axis = 0 : i32, efficient_layout} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
// CHECK-NEXT:    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %arg6 : tensor<128xi32>
// CHECK-NEXT:    tt.print "hello" {hex = false, isSigned = array<i32>}
// CHECK-NEXT:    tt.assert %10, "x < 128" : tensor<128xi1>
// CHECK-NEXT:    %20 = tt.extern_elementwise %arg2 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT:    %21 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg6 : tensor<128xi32> -> tensor<128xi32>
// CHECK-NEXT:    %22:2 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,=r,r", packed_element = 1 : i32, pure = true} %arg6 : tensor<128xi32> -> tensor<128xi32>, tensor<128xi32>
// CHECK-NEXT:    %23 = tt.call @g(%arg2, %arg5) : (tensor<128xf32>, i32) -> f32
// CHECK-NEXT:    tt.call @h() : () -> ()
// CHECK-NEXT:    %24 = tt.histogram %arg6 : tensor<128xi32> -> tensor<64xi32>
// CHECK-NEXT:    %25 = "tt.scan"(%arg2) <{axis = 0 : i32, reverse = false}> ({
// CHECK-NEXT:    ^bb0(%arg9: f32, %arg10: f32):
// CHECK-NEXT:      %27 = arith.addf %arg9, %arg10 : f32
// CHECK-NEXT:      tt.scan.return %27 : f32
// CHECK-NEXT:    }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT:    %26 = "tt.map_elementwise"(%arg2) <{pack = 1 : i32}> ({
// CHECK-NEXT:    ^bb0(%arg9: f32):
// CHECK-NEXT:      tt.map_elementwise.return %arg9 : f32
// CHECK-NEXT:    }) : (tensor<128xf32>) -> tensor<128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.func private @g(tensor<128xf32>, i32) -> f32
// CHECK-NEXT:  tt.func private @h()
// CHECK-NEXT:  tt.func public @blk(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: i32, %arg3: tensor<64x64xf32>, %arg4: !tt.ptr<f32>, %arg5: tensor<32xi32>) {
// CHECK-NEXT:    %0 = tt.make_tensor_ptr %arg0, [%arg1, %arg1], [%arg1, %arg1], [%arg2, %arg2] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
// CHECK-NEXT:    %1 = tt.advance %0, [%arg2, %arg2] : <tensor<64x32xf16>>
// CHECK-NEXT:    %2 = tt.load %1 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
// CHECK-NEXT:    tt.store %1, %2 {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<64x32xf16>>
// CHECK-NEXT:    %3 = tt.make_tensor_descriptor %arg4, [%arg2, %arg2], [%arg1, %arg1] : <f32>, <tensor<64x64xf32>>
// CHECK-NEXT:    %4 = tt.descriptor_load %3[%arg2, %arg2] cacheModifier = cg evictionPolicy = evict_last : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x64xf32>
// CHECK-NEXT:    tt.descriptor_store %3[%arg2, %arg2], %arg3 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
// CHECK-NEXT:    tt.descriptor_reduce add, %3[%arg2, %arg2], %arg3 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
// CHECK-NEXT:    %5 = tt.make_tensor_descriptor %arg4, [%arg2, %arg2], [%arg1, %arg1] {padding = 2 : i32} : <f32>, <tensor<1x128xf32>>
// CHECK-NEXT:    %6 = tt.descriptor_gather %5[%arg5, %arg2] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
// CHECK-NEXT:    tt.descriptor_scatter %5[%arg5, %arg2], %6 : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32, tensor<32x128xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:  tt.func public @dots(%arg0: tensor<128x64xf8E4M3FN>, %arg1: tensor<128x2xi8>, %arg2: tensor<64x128xbf16>, %arg3: tensor<128x128xf32>, %arg4: tensor<64x16xf32>, %arg5: tensor<16x64xf32>, %arg6: tensor<64x64xf32>) {
// CHECK-NEXT:    %0 = tt.dot_scaled %arg0 scale %arg1, %arg2, %arg3 lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
// CHECK-NEXT:    %1 = tt.dot %arg4, %arg5, %arg6, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
// CHECK-NEXT:    %2 = tt.dot %arg4, %arg5, %arg6 {maxNumImpreciseAcc = 4 : i32} : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @tt_addptr(%2: tensor<128x!tt.ptr<f32>>, %1: tensor<128xi32>) {
    %3 = tt.addptr %2, %1 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_advance(%0: !tt.ptr<tensor<64x32xf16>>, %c0_i32: i32, %c32_i32: i32) {
    %1 = tt.advance %0, [%c0_i32, %c32_i32] : <tensor<64x32xf16>>
    tt.return
  }
}

// -----

module {
  tt.func @tt_assert(%0: tensor<128xi1>) {
    tt.assert %0, "x < 128" : tensor<128xi1>
    tt.return
  }
}

// -----

module {
  tt.func @tt_atomic_cas(%arg0: !tt.ptr<i32>, %c0_i32: i32, %c1_i32: i32) {
    %1 = tt.atomic_cas acq_rel, gpu, %arg0, %c0_i32, %c1_i32 : (!tt.ptr<i32>, i32, i32) -> i32
    tt.return
  }
}

// -----

module {
  tt.func @tt_atomic_rmw(%arg0: !tt.ptr<f32>, %0: f32, %true: i1) {
    %1 = tt.atomic_rmw fadd, acq_rel, gpu, %arg0, %0, %true : (!tt.ptr<f32>, f32, i1) -> f32
    tt.return
  }
}

// -----

module {
  tt.func @tt_bitcast(%0: tensor<128xf32>) {
    %1 = tt.bitcast %0 : tensor<128xf32> -> tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_broadcast(%0: tensor<1x64xf32>) {
    %1 = tt.broadcast %0 : tensor<1x64xf32> -> tensor<32x64xf32>
    tt.return
  }
}

// -----

module {
  tt.func private @add(f32, f32) -> f32
  tt.func @tt_call(%0: f32, %1: f32) {
    %2 = tt.call @add(%0, %1) : (f32, f32) -> f32
    tt.return
  }
}

// -----

module {
  tt.func @tt_cat(%0: tensor<256xi32>, %1: tensor<256xi32>) {
    %2 = tt.cat %0, %1 : tensor<256xi32> -> tensor<512xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_clampf(%0: tensor<128xf32>, %1: tensor<128xf32>, %2: tensor<128xf32>) {
    %3 = tt.clampf %0, %1, %2, propagateNan = all : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_descriptor_gather(%0: !tt.tensordesc<tensor<1x128xf32>>, %1: tensor<32xi32>, %2: i32) {
    %3 = tt.descriptor_gather %0[%1, %2] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_descriptor_load(%0: !tt.tensordesc<tensor<64x64xf32>>, %1: i32) {
    %2 = tt.descriptor_load %0[%1, %1] : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x64xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_descriptor_reduce(%0: !tt.tensordesc<tensor<64x64xf32>>, %1: i32, %2: tensor<64x64xf32>) {
    tt.descriptor_reduce add, %0[%1, %1], %2 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_descriptor_scatter(%0: !tt.tensordesc<tensor<1x128xf32>>, %1: tensor<32xi32>, %2: i32, %3: tensor<32x128xf32>) {
    tt.descriptor_scatter %0[%1, %2], %3 : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32, tensor<32x128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_descriptor_store(%0: !tt.tensordesc<tensor<64x64xf32>>, %1: i32, %2: tensor<64x64xf32>) {
    tt.descriptor_store %0[%1, %1], %2 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_dot(%0: tensor<64x16xf32>, %1: tensor<16x64xf32>, %2: tensor<64x64xf32>) {
    %3 = tt.dot %0, %1, %2, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_dot_scaled(%0: tensor<128x64xf8E4M3FN>, %1: tensor<128x2xi8>, %2: tensor<64x128xbf16>, %3: tensor<128x128xf32>) {
    %4 = tt.dot_scaled %0 scale %1, %2, %3 lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_elementwise_inline_asm(%0: tensor<128xi32>) {
    %1 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %0 : tensor<128xi32> -> tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_expand_dims(%0: tensor<32xi32>) {
    %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<32xi32> -> tensor<32x1xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_extern_elementwise(%0: tensor<128xf32>) {
    %1 = tt.extern_elementwise %0 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<128xf32>) -> tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_fp_to_fp(%0: tensor<256xf32>) {
    %1 = tt.fp_to_fp %0, rounding = rtne : tensor<256xf32> -> tensor<256xf8E4M3FN>
    tt.return
  }
}

// -----

module {
  tt.func @tt_gather(%0: tensor<32x64xf32>, %1: tensor<32x64xi32>) {
    %2 = tt.gather %0[%1] {axis = 1 : i32} : (tensor<32x64xf32>, tensor<32x64xi32>) -> tensor<32x64xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_get_num_programs() {
    %0 = tt.get_num_programs y : i32
    tt.return
  }
}

// -----

module {
  tt.func @tt_get_program_id() {
    %0 = tt.get_program_id x : i32
    tt.return
  }
}

// -----

module {
  tt.func @tt_histogram(%0: tensor<512xi32>, %1: tensor<512xi1>) {
    %2 = tt.histogram %0, %1 : tensor<512xi32> -> tensor<64xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_int_to_ptr(%0: i64) {
    %1 = tt.int_to_ptr %0 : i64 -> !tt.ptr<f32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_join(%0: tensor<256xf32>, %1: tensor<256xf32>) {
    %2 = tt.join %0, %1 : tensor<256xf32> -> tensor<256x2xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_load(%3: tensor<128x!tt.ptr<f32>>, %m: tensor<128xi1>, %other: tensor<128xf32>) {
    %4 = tt.load %3, %m, %other cacheModifier = ca : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}

// -----

module {
  tt.func @tt_make_range() {
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_make_tensor_descriptor(%arg0: !tt.ptr<f32>, %arg1: i32, %arg2: i32, %c64_i64: i64, %c1_i64: i64) {
    %0 = tt.make_tensor_descriptor %arg0, [%arg1, %arg2], [%c64_i64, %c1_i64] : <f32>, <tensor<64x64xf32>>
    tt.return
  }
}

// -----

module {
  tt.func @tt_make_tensor_ptr(%arg0: !tt.ptr<f16>, %c64_i64: i64, %c1_i64: i64, %c0_i32: i32) {
    %0 = tt.make_tensor_ptr %arg0, [%c64_i64, %c64_i64], [%c64_i64, %c1_i64], [%c0_i32, %c0_i32] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
    tt.return
  }
}

// -----

module {
  tt.func @tt_map_elementwise(%0: tensor<128xf32>) {
    %1 = "tt.map_elementwise"(%0) <{pack = 1 : i32}> ({
    ^bb0(%arg1: f32):
      tt.map_elementwise.return %arg1 : f32
    }) : (tensor<128xf32>) -> tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_mulhiui(%0: tensor<128xi32>, %1: tensor<128xi32>) {
    %2 = tt.mulhiui %0, %1 : tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_precise_divf(%0: tensor<128xf32>, %1: tensor<128xf32>) {
    %2 = tt.precise_divf %0, %1 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_precise_sqrt(%0: tensor<128xf32>) {
    %1 = tt.precise_sqrt %0 : tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_print(%0: tensor<128xi32>) {
    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %0 : tensor<128xi32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_ptr_to_int(%arg0: !tt.ptr<f32>) {
    %1 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
    tt.return
  }
}

// -----

module {
  tt.func @tt_reduce(%0: tensor<128xf32>) {
    %1 = "tt.reduce"(%0) <{axis = 0 : i32}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %2 = arith.addf %arg1, %arg2 : f32
      tt.reduce.return %2 : f32
    }) : (tensor<128xf32>) -> f32
    tt.return
  }
}

// -----

module {
  tt.func @tt_reshape(%0: tensor<32x64xf32>) {
    %1 = tt.reshape %0 allow_reorder efficient_layout : tensor<32x64xf32> -> tensor<32x32x2xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_scan(%0: tensor<128xf32>) {
    %1 = "tt.scan"(%0) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %2 = arith.addf %arg1, %arg2 : f32
      tt.scan.return %2 : f32
    }) : (tensor<128xf32>) -> tensor<128xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_splat(%arg0: !tt.ptr<f32>) {
    %2 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    tt.return
  }
}

// -----

module {
  tt.func @tt_split(%0: tensor<256x2xf32>) {
    %outLHS, %outRHS = tt.split %0 : tensor<256x2xf32> -> tensor<256xf32>
    tt.return
  }
}

// -----

module {
  tt.func @tt_store(%3: tensor<128x!tt.ptr<f32>>, %4: tensor<128xf32>, %m: tensor<128xi1>) {
    tt.store %3, %4, %m : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}

// -----

module {
  tt.func @tt_trans(%0: tensor<32x64xf16>) {
    %1 = tt.trans %0 {order = array<i32: 1, 0>} : tensor<32x64xf16> -> tensor<64x32xf16>
    tt.return
  }
}

// -----

module {
  tt.func @tt_unsplat(%0: tensor<1xf32>) {
    %1 = tt.unsplat %0 : tensor<1xf32>
    tt.return
  }
}

// -----

module {
  tt.func public @f(%arg0: !tt.ptr<f32>, %arg1: i64, %arg2: tensor<128xf32>, %arg3: tensor<256x2xf32>, %arg4: i1, %arg5: i32, %arg6: tensor<128xi32>, %arg7: !tt.ptr<i32>, %ones: tensor<1xf32>) {
    %0 = tt.int_to_ptr %arg1 : i64 -> !tt.ptr<f32>
    %1 = tt.ptr_to_int %arg0 : !tt.ptr<f32> -> i64
    %2 = tt.bitcast %arg2 : tensor<128xf32> -> tensor<128xi32>
    %3 = tt.fp_to_fp %arg2, rounding = rtne : tensor<128xf32> -> tensor<128xf8E4M3FN>
    %4 = tt.fp_to_fp %3 : tensor<128xf8E4M3FN> -> tensor<128xf32>
    %5 = tt.clampf %arg2, %arg2, %arg2, propagateNan = all : tensor<128xf32>
    %6 = tt.precise_sqrt %arg2 : tensor<128xf32>
    %7 = tt.precise_divf %arg2, %arg2 : tensor<128xf32>
    %8 = tt.mulhiui %arg6, %arg6 : tensor<128xi32>
    %10 = tt.atomic_cas acq_rel, gpu, %arg7, %arg5, %arg5 : (!tt.ptr<i32>, i32, i32) -> i32
    %19 = arith.cmpi slt, %arg6, %arg6 : tensor<128xi32>
    %11 = tt.unsplat %ones : tensor<1xf32>
    %9 = tt.atomic_rmw fadd, acq_rel, gpu, %arg0, %11, %arg4 : (!tt.ptr<f32>, f32, i1) -> f32
    %12 = tt.reshape %arg3 allow_reorder efficient_layout : tensor<256x2xf32> -> tensor<512xf32>
    %13 = tt.cat %arg2, %arg2 : tensor<128xf32> -> tensor<256xf32>
    %outLHS, %outRHS = tt.split %arg3 : tensor<256x2xf32> -> tensor<256xf32>
    %14 = tt.join %outRHS, %outLHS : tensor<256xf32> -> tensor<256x2xf32>
    %15 = tt.trans %arg3 {order = array<i32: 1, 0>} : tensor<256x2xf32> -> tensor<2x256xf32>
    %16 = tt.get_num_programs y : i32
    %17 = tt.histogram %arg6, %19 : tensor<128xi32> -> tensor<64xi32>
    %18 = tt.gather %arg2[%arg6] {axis = 0 : i32, efficient_layout} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
    tt.print " x: " {hex = false, isSigned = array<i32: 1>} : %arg6 : tensor<128xi32>
    tt.print "hello" {hex = false, isSigned = array<i32>}
    tt.assert %19, "x < 128" : tensor<128xi1>
    %20 = tt.extern_elementwise %arg2 {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<128xf32>) -> tensor<128xf32>
    %21 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %arg6 : tensor<128xi32> -> tensor<128xi32>
    %22:2 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,=r,r", packed_element = 1 : i32, pure = true} %arg6 : tensor<128xi32> -> tensor<128xi32>, tensor<128xi32>
    %23 = tt.call @g(%arg2, %arg5) : (tensor<128xf32>, i32) -> f32
    tt.call @h() : () -> ()
    %24 = tt.histogram %arg6 : tensor<128xi32> -> tensor<64xi32>
    %25 = "tt.scan"(%arg2) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      %26 = arith.addf %arg8, %arg9 : f32
      tt.scan.return %26 : f32
    }) : (tensor<128xf32>) -> tensor<128xf32>
    %27 = "tt.map_elementwise"(%arg2) <{pack = 1 : i32}> ({
    ^bb0(%arg8: f32):
      tt.map_elementwise.return %arg8 : f32
    }) : (tensor<128xf32>) -> tensor<128xf32>
    tt.return
  }
  tt.func private @g(tensor<128xf32>, i32) -> f32
  tt.func private @h()
  tt.func public @blk(%arg0: !tt.ptr<f16>, %arg1: i64, %arg2: i32, %arg3: tensor<64x64xf32>, %arg4: !tt.ptr<f32>, %arg5: tensor<32xi32>) {
    %0 = tt.make_tensor_ptr %arg0, [%arg1, %arg1], [%arg1, %arg1], [%arg2, %arg2] {order = array<i32: 1, 0>} : <tensor<64x32xf16>>
    %1 = tt.advance %0, [%arg2, %arg2] : <tensor<64x32xf16>>
    %2 = tt.load %1 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<64x32xf16>>
    tt.store %1, %2 {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<64x32xf16>>
    %3 = tt.make_tensor_descriptor %arg4, [%arg2, %arg2], [%arg1, %arg1] : <f32>, <tensor<64x64xf32>>
    %4 = tt.descriptor_load %3[%arg2, %arg2] cacheModifier = cg evictionPolicy = evict_last : !tt.tensordesc<tensor<64x64xf32>> -> tensor<64x64xf32>
    tt.descriptor_store %3[%arg2, %arg2], %arg3 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
    tt.descriptor_reduce add, %3[%arg2, %arg2], %arg3 : !tt.tensordesc<tensor<64x64xf32>>, tensor<64x64xf32>
    %5 = tt.make_tensor_descriptor %arg4, [%arg2, %arg2], [%arg1, %arg1] {padding = 2 : i32} : <f32>, <tensor<1x128xf32>>
    %6 = tt.descriptor_gather %5[%arg5, %arg2] : (!tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32) -> tensor<32x128xf32>
    tt.descriptor_scatter %5[%arg5, %arg2], %6 : !tt.tensordesc<tensor<1x128xf32>>, tensor<32xi32>, i32, tensor<32x128xf32>
    tt.return
  }
  tt.func public @dots(%a: tensor<128x64xf8E4M3FN>, %as: tensor<128x2xi8>, %b: tensor<64x128xbf16>, %c: tensor<128x128xf32>, %x: tensor<64x16xf32>, %y: tensor<16x64xf32>, %z: tensor<64x64xf32>) {
    %0 = tt.dot_scaled %a scale %as, %b, %c lhs = e4m3 rhs = bf16 {fastMath = false} : tensor<128x64xf8E4M3FN>, tensor<128x2xi8> * tensor<64x128xbf16> -> tensor<128x128xf32>
    %1 = tt.dot %x, %y, %z, inputPrecision = tf32 : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
    %2 = tt.dot %x, %y, %z {maxNumImpreciseAcc = 4 : i32} : tensor<64x16xf32> * tensor<16x64xf32> -> tensor<64x64xf32>
    tt.return
  }
}
