// MLIR's timing report (mlir/lib/Support/Timing.cpp, PassTiming.cpp) on stderr:
// the driver's Parser and Output, each pass by its C++ name, passes on tt.func
// under their pipeline; tree display by default, list sorted by time.

// RUN: pyopt %s --split-input-file -canonicalize-pointers -coalesce -cse --mlir-timing -o %t 2>&1 | filecheck %s --check-prefix=TREE
// TREE:      {{^}}===-------------------------------------------------------------------------==={{$}}
// TREE-NEXT: {{^}}                         ... Execution time report ...{{$}}
// TREE-NEXT: {{^}}===-------------------------------------------------------------------------==={{$}}
// TREE-NEXT: {{^}}  Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds{{$}}
// TREE-EMPTY:
// TREE-NEXT: {{^}}  ----Wall Time----  ----Name----{{$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Parser$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  'tt.func' Pipeline$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)    TritonAMDGPUCanonicalizePointers$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  TritonGPUCoalesce$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  CSE$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Output$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)  Rest$}}
// TREE-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  Total$}}
// TREE-NEXT: {{^}}===---

// RUN: pyopt %s --split-input-file -cse -cse --mlir-timing --mlir-timing-display=list -o %t 2>&1 | filecheck %s --check-prefix=LIST
// LIST:      ----Wall Time----  ----Name----
// LIST-NEXT: {{^ +[0-9]+\.[0-9][0-9][0-9][0-9] \(100\.0%\)  root$}}
// LIST-DAG:  {{  Parser$}}
// LIST-DAG:  {{  CSE$}}
// LIST-DAG:  {{  Output$}}
// LIST:      {{  Rest$}}
// LIST-NEXT: {{  Total$}}
// RUN: pyopt %s --split-input-file -cse -cse --mlir-timing --mlir-timing-display=list -o %t 2>&1 | filecheck %s --check-prefix=LISTONCE
// LISTONCE: CSE
// LISTONCE-NOT: CSE
// LISTONCE: Total

// One report per chunk, as mlir-opt's performActions.
// RUN: pyopt %s --split-input-file -cse --mlir-timing -o %t 2>&1 | filecheck %s --check-prefix=CHUNKS
// CHUNKS-COUNT-2: Execution time report

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @kernel(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

module {
}
