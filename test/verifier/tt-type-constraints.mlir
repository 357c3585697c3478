// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// The ODS type constraints of the tt, ttg, ttng and amdg ops (TritonTypes.td: TT_Int, TT_Float,
// TT_Type ...; MLIR's AnyTypeOf, RankedTensorOf, TensorOf, Variadic), one split per kind, and
// the types Triton accepts (last split).
// Each expected message and line was compared with Triton 3.6.0's parser and verifier.

// TT_Type: i0 is none of TT_Int's widths (found by tools/fuzz: a load of i0 then divided by zero)
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%p: tensor<1024x!tt.ptr<i0>, #blocked>) {
    // expected-error @+1 {{'tt.load' op result #0 must be floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or ptr, but got 'tensor<1024xi0, #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>>'}}
    %0 = tt.load %p : tensor<1024x!tt.ptr<i0>, #blocked>
    tt.return
  }
}

// -----

// TT_Type, of an operand
tt.func @f(%x: i0) {
  // expected-error @+1 {{'tt.bitcast' op operand #0 must be floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or ptr, but got 'i0'}}
  %0 = tt.bitcast %x : i0 -> i0
  tt.return
}

// -----

// TT_I64Like: MLIR's I64Tensor is a TensorOf ("tensor of"), not a RankedTensorOf
tt.func @f(%x: tensor<16xi32>) {
  // expected-error @+1 {{'tt.int_to_ptr' op operand #0 must be 64-bit signless integer or tensor of 64-bit signless integer values, but got 'tensor<16xi32>'}}
  %0 = tt.int_to_ptr %x : tensor<16xi32> -> tensor<16x!tt.ptr<f32>>
  tt.return
}

// -----

// TT_I64Like, of a result
tt.func @f(%x: !tt.ptr<f32>) {
  // expected-error @+1 {{'tt.ptr_to_int' op result #0 must be 64-bit signless integer or tensor of 64-bit signless integer values, but got 'i32'}}
  %0 = tt.ptr_to_int %x : !tt.ptr<f32> -> i32
  tt.return
}

// -----

// TT_FloatLike: f8E4M3B11FNUZ is none of TT_Float's types
tt.func @f(%x: f8E4M3B11FNUZ) {
  // expected-error @+1 {{'tt.fp_to_fp' op operand #0 must be floating-point or ranked tensor of floating-point values, but got 'f8E4M3B11FNUZ'}}
  %0 = tt.fp_to_fp %x : f8E4M3B11FNUZ -> f32
  tt.return
}

// -----

// TT_IntLike: index is not one of TT_Int's types
tt.func @f(%x: index) {
  // expected-error @+1 {{'tt.mulhiui' op operand #0 must be integer or ranked tensor of integer values, but got 'index'}}
  %0 = tt.mulhiui %x, %x : index
  tt.return
}

// -----

// TT_PtrLike
tt.func @f(%x: i64) {
  // expected-error @+1 {{'tt.ptr_to_int' op operand #0 must be ptr or ranked tensor of ptr values, but got 'i64'}}
  %0 = "tt.ptr_to_int"(%x) : (i64) -> i64
  tt.return
}

// -----

// TT_BoolLike
tt.func @f(%p: tensor<16x!tt.ptr<f32>>, %m: tensor<16xi32>) {
  // expected-error @+1 {{'tt.load' op operand #1 must be 1-bit signless integer or ranked tensor of 1-bit signless integer values, but got 'tensor<16xi32>'}}
  %0 = "tt.load"(%p, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<16x!tt.ptr<f32>>, tensor<16xi32>) -> tensor<16xf32>
  tt.return
}

// -----

// AnyTypeOf<[TT_PtrLike, TT_TensorPtr]>
tt.func @f(%x: f32) {
  // expected-error @+1 {{'tt.load' op operand #0 must be ptr or ranked tensor of ptr values or ptr, but got 'f32'}}
  %0 = "tt.load"(%x) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> f32
  tt.return
}

// -----

// TT_Tensor
tt.func @f(%x: tensor<1xindex>) {
  // expected-error @+1 {{'tt.broadcast' op operand #0 must be ranked tensor of floating-point or integer or ptr values, but got 'tensor<1xindex>'}}
  %0 = tt.broadcast %x : tensor<1xindex> -> tensor<4xindex>
  tt.return
}

// -----

// TT_TensorPtr: a pointer to a TT_Tensor
tt.func @f(%x: !tt.ptr<tensor<16xf32>>) {
  // expected-error @+1 {{'tt.advance' op result #0 must be ptr, but got '!tt.ptr<tensor<16xi0>>'}}
  %0 = "tt.advance"(%x) : (!tt.ptr<tensor<16xf32>>) -> !tt.ptr<tensor<16xi0>>
  tt.return
}

// -----

// TT_FpIntTensor
tt.func @f(%x: tensor<16x16x!tt.ptr<f32>>) {
  // expected-error @+1 {{'tt.dot' op operand #0 must be ranked tensor of floating-point or integer values, but got 'tensor<16x16x!tt.ptr<f32>>'}}
  %0 = "tt.dot"(%x, %x, %x) : (tensor<16x16x!tt.ptr<f32>>, tensor<16x16x!tt.ptr<f32>>, tensor<16x16x!tt.ptr<f32>>) -> tensor<16x16x!tt.ptr<f32>>
  tt.return
}

// -----

// RankedTensorOf<[TT_Float, I8]>
tt.func @f(%x: tensor<16x16xi16>, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'tt.dot_scaled' op operand #0 must be ranked tensor of floating-point or 8-bit signless integer values, but got 'tensor<16x16xi16>'}}
  %0 = tt.dot_scaled %x, %x, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<16x16xi16> * tensor<16x16xi16> -> tensor<16x16xf32>
  tt.return
}

// -----

// TT_FloatTensor, checked as the parser infers c's type from d's
tt.func @f(%x: tensor<16x16xi8>, %c: tensor<16x16xi32>) {
  // expected-error @+1 {{custom op 'tt.dot_scaled' 'd' must be ranked tensor of floating-point values, but got 'tensor<16x16xi32>'}}
  %0 = tt.dot_scaled %x, %x, %c lhs = e4m3 rhs = e4m3 {fastMath = false} : tensor<16x16xi8> * tensor<16x16xi8> -> tensor<16x16xi32>
  tt.return
}

// -----

// TT_IntTensor
tt.func @f() {
  // expected-error @+1 {{'tt.make_range' op result #0 must be ranked tensor of integer values, but got 'tensor<16xf32>'}}
  %0 = tt.make_range {end = 16 : i32, start = 0 : i32} : tensor<16xf32>
  tt.return
}

// -----

// AnyTypeOf<[I1, I1Tensor]>
tt.func @f(%x: i32) {
  // expected-error @+1 {{'tt.assert' op operand #0 must be 1-bit signless integer or tensor of 1-bit signless integer values, but got 'i32'}}
  tt.assert %x, "x" : i32
  tt.return
}

// -----

// RankedTensorOf<[I32]>
tt.func @f(%d: !tt.tensordesc<tensor<1x16xf32>>, %x: tensor<16xi64>, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_gather' op operand #1 must be ranked tensor of 32-bit signless integer values, but got 'tensor<16xi64>'}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<1x16xf32>>, tensor<16xi64>, i32) -> tensor<16x16xf32>
  tt.return
}

// -----

// TT_TensorDescType: a TypeDef's summary
tt.func @f(%d: i32, %y: i32) {
  // expected-error @+1 {{'tt.descriptor_load' op operand #0 must be Tensor descriptor type (`::mlir::triton::TensorDescType`) in Triton IR type system, but got 'i32'}}
  %0 = "tt.descriptor_load"(%d, %y) : (i32, i32) -> tensor<16x16xf32>
  tt.return
}

// -----

// Variadic<I32>: "variadic of"
tt.func @f(%d: !tt.ptr<f32>, %y: i64) {
  // expected-error @+1 {{'tt.make_tensor_ptr' op operand #3 must be variadic of 32-bit signless integer, but got 'i64'}}
  %0 = "tt.make_tensor_ptr"(%d, %y, %y, %y) <{order = array<i32: 0>}> : (!tt.ptr<f32>, i64, i64, i64) -> !tt.ptr<tensor<16xf32>>
  tt.return
}

// -----

// Variadic<TT_Type>, of operands
tt.func @f(%x: i0) {
  // expected-error @+1 {{'tt.extern_elementwise' op operand #0 must be variadic of floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or ptr, but got 'i0'}}
  %0 = tt.extern_elementwise %x, %x {libname = "", libpath = "", pure = true, symbol = "a"} : (i0, i0) -> i32
  tt.return
}

// -----

// Variadic<TT_Type>, of results
tt.func @f(%x: tensor<4xi32>) {
  // expected-error @+1 {{'tt.elementwise_inline_asm' op result #0 must be variadic of floating-point or ranked tensor of floating-point values or integer or ranked tensor of integer values or ptr or ranked tensor of ptr values or ptr, but got 'tensor<4xindex>'}}
  %0 = tt.elementwise_inline_asm "" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %x : tensor<4xi32> -> tensor<4xindex>
  tt.return
}

// -----

// TTG_MemDescType: a TypeDef's summary
tt.func @f(%x: tensor<16xi32>) {
  // expected-error @+1 {{'ttg.local_load' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'tensor<16xi32>'}}
  %0 = "ttg.local_load"(%x) : (tensor<16xi32>) -> tensor<16xi32>
  tt.return
}

// -----

// Variadic<TTG_AsyncToken>
tt.func @f(%x: i32) {
  // expected-error @+1 {{'ttg.async_wait' op operand #0 must be variadic of async token type, but got 'i32'}}
  %0 = "ttg.async_wait"(%x) <{num = 0 : i32}> : (i32) -> !ttg.async.token
  tt.return
}

// -----

// TT_PtrTensor
tt.func @f(%x: tensor<16xi64>, %m: !ttg.memdesc<16xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>) {
  // expected-error @+1 {{'ttg.async_copy_global_to_local' op operand #0 must be ranked tensor of ptr values, but got 'tensor<16xi64>'}}
  %0 = "ttg.async_copy_global_to_local"(%x, %m) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<16xi64>, !ttg.memdesc<16xf32, #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>, #ttg.shared_memory, mutable>) -> !ttg.async.token
  tt.return
}

// -----

// AnySignlessIntegerOrIndex
tt.func @f(%x: f32) {
  // expected-error @+1 {{'ttg.predicate_stage' op operand #0 must be signless integer or index, but got 'f32'}}
  %0 = ttg.predicate_stage %x, %x, %x maxStage 2 stage 0 : f32 -> i1
  tt.return
}

// -----

// RankedTensorOf<[I8]>
tt.func @f(%x: tensor<16xi16>) {
  // expected-error @+1 {{'ttg.fp4_to_fp' op operand #0 must be ranked tensor of 8-bit signless integer values, but got 'tensor<16xi16>'}}
  %0 = ttg.fp4_to_fp %x {axis = 0 : i32} : tensor<16xi16> -> tensor<32xf32>
  tt.return
}

// -----

// TTG_TensorOrMemDesc: a type interface's summary
tt.func @f(%x: f32, %c: tensor<16x16xf32>) {
  // expected-error @+1 {{'ttng.warp_group_dot' op operand #0 must be TensorOrMemDesc instance, but got 'f32'}}
  %0 = "ttng.warp_group_dot"(%x, %x, %c) : (f32, f32, tensor<16x16xf32>) -> tensor<16x16xf32>
  tt.return
}

// -----

// TT_PtrType: the TypeDef's summary (TT_Ptr's is "ptr")
tt.func @f(%x: i64) {
  // expected-error @+1 {{'ttng.tensormap_fenceproxy_acquire' op operand #0 must be Pointer type (`::mlir::triton::PointerType`) in Triton IR type system, but got 'i64'}}
  "ttng.tensormap_fenceproxy_acquire"(%x) : (i64) -> ()
  tt.return
}

// -----

// AnyRankedTensor
tt.func @f(%x: f32) {
  // expected-error @+1 {{'amdg.extract_slice' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  %0 = "amdg.extract_slice"(%x) <{static_offsets = array<i64: 0>}> : (f32) -> f32
  tt.return
}

// -----

// I32Tensor
tt.func @f(%d: !tt.ptr<f32>, %o: tensor<16xi64>) {
  // expected-error @+1 {{'amdg.buffer_load' op operand #1 must be tensor of 32-bit signless integer values, but got 'tensor<16xi64>'}}
  %0 = "amdg.buffer_load"(%d, %o) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>}> : (!tt.ptr<f32>, tensor<16xi64>) -> tensor<16xf32>
  tt.return
}

// -----

// TT_BoolTensor
tt.func @f(%d: !tt.ptr<f32>, %o: tensor<16xi32>, %m: tensor<16xi32>) {
  // expected-error @+1 {{'amdg.buffer_load' op operand #2 must be ranked tensor of 1-bit signless integer values, but got 'tensor<16xi32>'}}
  %0 = "amdg.buffer_load"(%d, %o, %m) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>}> : (!tt.ptr<f32>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xf32>
  tt.return
}

// -----

// RankedTensorOf<[AnyTypeOf<[F16, BF16, F32]>]>
tt.func @f(%x: tensor<16xi8>, %s: tensor<32xbf16>) {
  // expected-error @+1 {{'amdg.scaled_upcast_fp4' op result #0 must be ranked tensor of 16-bit float or bfloat16 type or 32-bit float values, but got 'tensor<32xf64>'}}
  %0 = amdg.scaled_upcast_fp4 %x scale %s {axis = 0 : i32} : tensor<16xi8>, tensor<32xbf16> -> tensor<32xf64>
  tt.return
}

// -----

// RankedTensorOf<[AnyTypeOf<[F8E4M3FN, F8E5M2]>]>
tt.func @f(%x: tensor<16xf8E4M3FNUZ>, %s: tensor<16xbf16>) {
  // expected-error @+1 {{'amdg.scaled_upcast_fp8' op operand #0 must be ranked tensor of f8E4M3FN type or f8E5M2 type values, but got 'tensor<16xf8E4M3FNUZ>'}}
  %0 = amdg.scaled_upcast_fp8 %x scale %s : tensor<16xf8E4M3FNUZ>, tensor<16xbf16> -> tensor<16xbf16>
  tt.return
}

// -----

// LLVM_AnyPointer
tt.func @f(%x: i32, %m: i1) {
  // expected-error @+1 {{'amdg.masked_load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = amdg.masked_load %x, %m, %x : (i32, i1, i32) -> i32
  tt.return
}

// -----

// LLVM_Type
tt.func @f(%x: !llvm.ptr<1>, %m: i1, %v: f8E4M3FN) {
  // expected-error @+1 {{'amdg.masked_load' op operand #2 must be LLVM dialect-compatible type, but got 'f8E4M3FN'}}
  %0 = amdg.masked_load %x, %m, %v : (!llvm.ptr<1>, i1, f8E4M3FN) -> f8E4M3FN
  tt.return
}

// -----

// SameTypeOperands infers rhs's type from lhs's without checking it: the verifier reports it
tt.func @f(%a: tensor<4xindex>) {
  // expected-error @+1 {{'tt.cat' op operand #0 must be ranked tensor of floating-point or integer or ptr values, but got 'tensor<4xindex>'}}
  %0 = tt.cat %a, %a : tensor<4xindex> -> tensor<8xindex>
  tt.return
}

// -----

// TypesMatchWith makes the parser check the type it infers from (outLHS) first
tt.func @f(%a: tensor<4x2xindex>) {
  // expected-error @+1 {{custom op 'tt.split' 'outLHS' must be ranked tensor of floating-point or integer or ptr values, but got 'tensor<4xindex>'}}
  %0, %1 = tt.split %a : tensor<4x2xindex> -> tensor<4xindex>
  tt.return
}

// -----

// What Triton accepts: every TT_Float and TT_Int type, block pointers, pointers to pointers,
// LLVM-compatible types in the amdg masked ops.
tt.func @f(%a: !tt.ptr<f8E4M3FNUZ>, %b: !tt.ptr<f8E5M2FNUZ>, %c: tensor<8x!tt.ptr<f8E4M3FN>>, %d: !tt.ptr<tensor<8x16xf8E5M2>>,
           %e: tensor<8x!tt.ptr<i4>>, %f: !tt.ptr<!tt.ptr<bf16>>, %g: !tt.ptr<tensor<8x!tt.ptr<f64>>>, %h: tensor<8x!tt.ptr<i1>>,
           %l: !llvm.ptr<1>, %m: i1, %v: vector<4xf8E4M3FN>, %i: i64) {
  %0 = tt.load %a : !tt.ptr<f8E4M3FNUZ>
  %1 = tt.load %b : !tt.ptr<f8E5M2FNUZ>
  %2 = tt.load %c : tensor<8x!tt.ptr<f8E4M3FN>>
  %3 = tt.load %d : !tt.ptr<tensor<8x16xf8E5M2>>
  %4 = tt.load %e : tensor<8x!tt.ptr<i4>>
  %5 = tt.load %f : !tt.ptr<!tt.ptr<bf16>>
  %6 = tt.load %g : !tt.ptr<tensor<8x!tt.ptr<f64>>>
  %7 = tt.load %h : tensor<8x!tt.ptr<i1>>
  tt.store %d, %3 : !tt.ptr<tensor<8x16xf8E5M2>>
  %8 = tt.bitcast %4 : tensor<8xi4> -> tensor<8xi4>
  %9 = tt.int_to_ptr %i : i64 -> !tt.ptr<f16>
  %10 = tt.splat %5 : !tt.ptr<bf16> -> tensor<8x!tt.ptr<bf16>>
  %11 = amdg.masked_load %l, %m, %v : (!llvm.ptr<1>, i1, vector<4xf8E4M3FN>) -> vector<4xf8E4M3FN>
  amdg.masked_store %l, %i, %m : !llvm.ptr<1>, i64, i1
  tt.return
}
