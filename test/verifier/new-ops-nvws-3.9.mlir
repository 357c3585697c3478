// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Verifier rules of the nvws ops Triton 3.9 adds.  Each expected error is the one Triton 3.9.0's
// wheel reports for the same chunk (parsed with triton._C.libtriton.ir, dialects loaded as
// triton-opt loads them).

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{'nvws.aref.phi' op requires the same type for all operands and results}}
    %0 = "nvws.aref.phi"(%a, %c) {ttg.partition = array<i32: 0, 1>} : (i32, i64) -> i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{operand partition union must exactly match the phi partition set}}
    %0 = nvws.aref.phi %a, %b {ttg.partition = array<i32: 0, 1, 2>} : i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{partition 0 is owned by both phi operands}}
    %0 = nvws.aref.phi %a, %a {ttg.partition = array<i32: 0, 1>} : i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{requires a non-empty ttg.partition annotation}}
    %0 = nvws.aref.phi %a, %b : i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{local operand must have partition ownership}}
    %0 = nvws.aref.phi %lb, %b {ttg.partition = array<i32: 0, 1>} : i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{remote operand must have partition ownership}}
    %0 = nvws.aref.phi %a, %lb {ttg.partition = array<i32: 0, 1>} : i32
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    %1 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) : i32 {
      // expected-error @+1 {{local operand must have partition ownership}}
      %2 = nvws.aref.phi %x, %b {ttg.partition = array<i32: 0, 1>} : i32
      scf.yield {ttg.partition = array<i32: 0, 1>} %x : i32
    } {ttg.partition = array<i32: 0, 1>}
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    %1 = scf.for %i = %lb to %lb step %lb iter_args(%x = %a) -> (i32) : i32 {
      // expected-error @+1 {{local operand must have partition ownership}}
      %2 = nvws.aref.phi %i, %b {ttg.partition = array<i32: 0, 1>} : i32
      scf.yield {ttg.partition = array<i32: 0, 1>} %x : i32
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 0>]}
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{'nvws.clc_try_cancel' op operand #0 must be memory descriptor type (`::mlir::triton::gpu::MemDescType`) in Triton IR type system, but got 'i32'}}
    "nvws.clc_try_cancel"(%lb) : (i32) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{'nvws.clc_try_cancel' op requires a single operand}}
    "nvws.clc_try_cancel"(%r, %r) : (!ttg.memdesc<2xi64, #shared, #smem, mutable>, !ttg.memdesc<2xi64, #shared, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: i32, %r: !ttg.memdesc<2xi64, #shared, #smem, mutable>) {
    %a = arith.constant {ttg.partition = array<i32: 0>} 0 : i32
    %b = arith.constant {ttg.partition = array<i32: 1>} 1 : i32
    %c = arith.constant {ttg.partition = array<i32: 0, 1>} 1 : i64
    // expected-error @+1 {{'nvws.clc_try_cancel' op requires zero results}}
    %0 = "nvws.clc_try_cancel"(%r) : (!ttg.memdesc<2xi64, #shared, #smem, mutable>) -> i32
    tt.return
  }
}
