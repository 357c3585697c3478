// Nested pass pipelines as MLIR has them (issue 26 item 2). Expected outputs
// were compared with Triton 3.6.0's wheel (tools/oracle.py run with the same
// passes); the --dump-pass-pipeline text with its pass manager's
// get_pipeline_str() (same nesting, separators and options); the error
// messages are MLIR's (mlir/lib/Pass/PassRegistry.cpp, Pass.cpp and
// mlir/test/Pass/pipeline-parsing.mlir).

// tt.func(...) runs its passes on each function; op-agnostic canonicalize and
// cse run on whatever op their pipeline is nested on.
// RUN: pyopt %s --pass-pipeline='builtin.module(tt.func(canonicalize),cse)' | filecheck %s
// RUN: pyopt %s --pass-pipeline='builtin.module(tt.func(cse,canonicalize))' | filecheck %s
// RUN: pyopt %s --pass-pipeline='builtin.module(any(canonicalize),any(cse))' | filecheck %s
// RUN: pyopt %s --pass-pipeline='any(canonicalize,cse)' | filecheck %s
// CHECK-LABEL: tt.func @f(
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    tt.return %0 : i32
// CHECK-LABEL: tt.func @g(
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    tt.return %0 : i32

// A pipeline on tt.func nested in tt.func finds no function inside one: nothing runs.
// RUN: pyopt %s --pass-pipeline='builtin.module(tt.func(tt.func(cse)))' | filecheck %s --check-prefix=NOTHING
// NOTHING: %1 = arith.addi %arg0, %c0_i32 : i32

// --dump-pass-pipeline: OpPassManager::dump to stderr, every option shown; a
// function pass given as a flag gets a tt.func(...) of its own (implicit nesting).
// RUN: pyopt %s -canonicalize -tritonamdgpu-canonicalize-pointers -tritonamdgpu-canonicalize-pointers=enable-large-tensor-ptr-canon=true -cse --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP --match-full-lines
// DUMP:      Pass Manager with 4 passes:
// DUMP-NEXT: builtin.module(canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}),tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=true}),cse)
// DUMP-EMPTY:
// DUMP-EMPTY:
// RUN: pyopt %s --pass-pipeline='builtin.module(tt.func(cse),tt.func(cse),any(cse))' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP2
// DUMP2:      Pass Manager with 3 passes:
// DUMP2-NEXT: builtin.module(tt.func(cse),tt.func(cse),any(cse))
// RUN: pyopt %s --pass-pipeline='any(cse)' --dump-pass-pipeline 2>&1 >/dev/null | filecheck %s --check-prefix=DUMP3
// DUMP3:      Pass Manager with 1 passes:
// DUMP3-NEXT: any(cse)

// mlir-opt's rules, with its messages.
// RUN: not pyopt %s --pass-pipeline='cse' 2>&1 | filecheck %s --check-prefix=ANCHOR
// ANCHOR: pyopt: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// RUN: not pyopt %s --pass-pipeline='tt.func(cse)' 2>&1 | filecheck %s --check-prefix=ROOT
// ROOT: pyopt: error: can't run 'tt.func' pass manager on 'builtin.module' op
// RUN: not pyopt %s --pass-pipeline='builtin.module(cse)' -canonicalize 2>&1 | filecheck %s --check-prefix=MIX
// RUN: not pyopt %s -p cse --pass-pipeline='builtin.module(cse)' 2>&1 | filecheck %s --check-prefix=MIX
// MIX: pyopt: error: '-pass-pipeline' option can't be used with individual pass options
// RUN: not pyopt %s --pass-pipeline='builtin.module(tt.func(tritongpu-coalesce))' 2>&1 | filecheck %s --check-prefix=MODULE-PASS
// MODULE-PASS: pyopt: error: Can't add pass 'TritonGPUCoalesce' restricted to 'builtin.module' on a PassManager intended to run on 'tt.func', did you intend to nest?

// A reproducer Triton 3.6.0's make_ttgir wrote (TRITON_REPRODUCER_PATH, hip:gfx942,
// kernel copy_contig): its pipeline, builtin.module(any(... tt.func(...) ...)), is
// read; the first pass pyopt lacks is named, then all of them.
// RUN: not pyopt --triton-version=3.6 %S/Inputs/reproducer.make_ttgir.triton36.mlir --run-reproducer 2>&1 | filecheck %s --check-prefix=REPRO-MISSING
// REPRO-MISSING: pyopt: error: --run-reproducer: cannot run pass 2 of 29 of the pipeline of the reproducer in '{{.*}}': pass 'tritongpu-F32DotTC' is a Triton pass pyopt does not implement
// REPRO-MISSING: pyopt: note: pyopt lacks 14 of the pipeline's passes: tritongpu-F32DotTC, tritongpu-optimize-thread-locality,
// The same reproducer cut to the passes from tt.func(tritonamdgpu-canonicalize-pointers)
// on runs, as the 3.6.0 wheel runs those passes (oracle.py run, same output).
// RUN: sed -e 's/pipeline: "builtin.module(any(.*,tt.func(tritonamdgpu-canonicalize-pointers/pipeline: "builtin.module(any(tt.func(tritonamdgpu-canonicalize-pointers/' %S/Inputs/reproducer.make_ttgir.triton36.mlir > %t.tail.mlir
// RUN: pyopt --triton-version=3.6 %t.tail.mlir --run-reproducer --dump-pass-pipeline 2>%t.dump | filecheck %s --check-prefix=REPRO
// RUN: filecheck %s --input-file=%t.dump --check-prefix=REPRO-DUMP
// REPRO:      %[[OFF:.*]] = arith.addi
// REPRO:      %[[MASK:.*]] = arith.cmpi slt, %[[OFF]]
// REPRO-NEXT: %[[V:.*]] = amdg.buffer_load %arg0[%[[OFF]]], %[[MASK]] : tensor<1024xf32, #blocked>
// REPRO-NEXT: amdg.buffer_store %[[V]], %arg1[%[[OFF]]], %[[MASK]] : tensor<1024xf32, #blocked>
// REPRO-NEXT: tt.return
// REPRO-DUMP: Pass Manager with 7 passes:
// REPRO-DUMP-NEXT: builtin.module(tt.func(tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false}),canonicalize{

module {
  tt.func @f(%a: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %x = arith.addi %a, %c0 : i32
    %y = arith.addi %a, %c0 : i32
    %z = arith.addi %x, %y : i32
    tt.return %z : i32
  }
  tt.func @g(%a: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    %x = arith.muli %a, %c1 : i32
    %y = arith.muli %a, %c1 : i32
    %z = arith.muli %x, %y : i32
    tt.return %z : i32
  }
}
