// RUN: pyopt %s --split-input-file --verify-diagnostics -o /dev/null
// TritonGPUDialect::verifyOperationAttribute (lib/Dialect/TritonGPU/IR/Dialect.cpp): module-level
// ttg attributes on other ops, and the warp-specialization partition attributes (ttg.partition,
// ttg.partition.outputs). Cases without an expected error are near misses both accept. Each
// expected message and line was compared with Triton 3.6.0's parser and verifier
// (tools/oracle.py roundtrip).

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{'arith.addi' op has unexpected attribute "ttg.num-ctas" which is expected only on `module` ops}}
    %0 = arith.addi %a, %a {"ttg.num-ctas" = 1 : i32} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{'arith.addi' op has unexpected attribute "ttg.num-warps" which is expected only on `module` or `tt.func` ops}}
    %0 = arith.addi %a, %a {"ttg.num-warps" = 1 : i32} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) attributes {"ttg.num-warps" = 8 : i32} {
    // expected-error @+1 {{'arith.addi' op partition ids not in sorted order in attribute "ttg.partition"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32: 1, 0>} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{'arith.addi' op has no partition ids in attribute "ttg.partition"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32>} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{'arith.addi' op has duplicated partition ids in attribute "ttg.partition"}}
    %0 = arith.addi %a, %a {ttg.partition = array<i32: 1, 1>} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) {
    // expected-error @+1 {{'arith.addi' op has unexpected attribute "ttg.partition.outputs"}}
    %0 = arith.addi %a, %a {ttg.partition.outputs = [array<i32: 1>]} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%a: i32) {
    %0 = arith.addi %a, %a {tt.warp_specialize} : i32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index) {
    scf.for %i = %lb to %lb step %lb {
      %0 = arith.addi %lb, %lb : index
    } {tt.warp_specialize}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index, %c: i1) {
    // expected-error @+1 {{'scf.if' op partition ids in attr "ttg.partition" does not contain partition ids of all child ops}}
    scf.if %c {
      %0 = arith.addi %lb, %lb {ttg.partition = array<i32: 1>} : index
    } {ttg.partition = array<i32: 0>}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index, %c: i1) {
    // expected-error @+1 {{'scf.if' op partition ids in attr ttg.partition must be the union of all partition ids in "ttg.partition.outputs"}}
    %r = scf.if %c -> index {
      scf.yield %lb : index
    } else {
      scf.yield %lb : index
    } {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 1>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index, %c: i1) {
    // expected-error @+1 {{'scf.if' op does not have expected number of output partition sets in attr "ttg.partition.outputs"; should match number of results}}
    %r = scf.if %c -> index {
      scf.yield %lb : index
    } else {
      scf.yield %lb : index
    } {ttg.partition = array<i32: 0>, ttg.partition.outputs = [array<i32: 0>, array<i32: 0>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index, %c: i1) {
    scf.if %c {
      // expected-error @+1 {{'arith.addi' op does not have expected attribute ttg.partition which is expected for ops whose parent has partitions}}
      %0 = arith.addi %lb, %lb : index
    } {ttg.partition = array<i32: 0>}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%lb: index, %c: i1) {
    %r = scf.if %c -> index {
      %0 = arith.addi %lb, %lb {ttg.partition = array<i32: 1>} : index
      scf.yield %0 : index
    } else {
      scf.yield %lb : index
    } {ttg.partition = array<i32: 0, 1>, ttg.partition.outputs = [array<i32: 1>]}
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, "ttg.num-ctas" = 1 : i32, "ttg.target" = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%lb: index) attributes {"ttg.num-warps" = 8 : i32} {
    tt.return
  }
}
