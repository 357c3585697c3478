// IR dump logs of Triton 3.8 and 3.9 (issue 24): the LLVM they build with writes
// "IR Dump Before NAME: ARGUMENT{OPTIONS}" headers (3.6/3.7: "NAME (ARGUMENT)"); both forms
// are read whatever the release. The inputs are cut from real MLIR_ENABLE_DUMP=1 logs of
// tools/kernels copy_contig, written by tools/dump_logs.py run with each wheel's Python
// (/work/venvs/triton-3.8.0, hip:gfx942; /work/venvs/triton-3.9.0, cuda:90), machine paths
// removed and, in the 3.8 log, a debug line put between dumps. Each replay below was checked
// against the log: Triton's next dump is what the pass gave.

// RUN: pyopt --list-dumps %S/Inputs/copy_contig.gfx942.triton38.dump.log | filecheck %s --check-prefix=LIST38 --match-full-lines
// LIST38:#  line  when    pass                                name                              op
// LIST38-NEXT:1     1  before  canonicalize                        CanonicalizerPass                 tt.func @copy_contig
// LIST38-NEXT:2    57  before  tritongpu-coalesce                  TritonGPUCoalesce                 builtin.module
// LIST38-NEXT:3    95  before  tritongpu-F32DotTC                  TritonGPUF32DotTC                 builtin.module
// LIST38-NEXT:4   140  before  tritonamdgpu-canonicalize-pointers  TritonAMDGPUCanonicalizePointers  tt.func @copy_contig
// LIST38-NEXT:5   178  before  canonicalize                        CanonicalizerPass                 builtin.module
// LIST38-NEXT:6   218  before  tritonamdgpu-convert-buffer-ops     TritonAMDGPUConvertToBufferOps    builtin.module
// LIST38-EMPTY:

// The same listing under any release: the formats do not clash.
// RUN: pyopt --triton-version=3.8 --list-dumps %S/Inputs/copy_contig.gfx942.triton38.dump.log > %t.list38
// RUN: pyopt --list-dumps %S/Inputs/copy_contig.gfx942.triton38.dump.log | cmp - %t.list38

// RUN: pyopt --list-dumps %S/Inputs/copy_contig.cuda90.triton39.dump.log | filecheck %s --check-prefix=LIST39 --match-full-lines
// LIST39:#  line  when    pass                                     name                                    op
// LIST39-NEXT:1     1  before  tritongpu-coalesce                       TritonGPUCoalesce                       builtin.module
// LIST39-NEXT:2    38  before  tritongpu-F32DotTC                       TritonGPUF32DotTC                       builtin.module
// LIST39-NEXT:3    82  before  tritongpu-remove-layout-conversions      TritonGPURemoveLayoutConversions        builtin.module
// LIST39-NEXT:4   126  before  triton-nvidia-gpu-optimize-cta-locality  TritonNvidiaGPUOptimizeCTALocalityPass  builtin.module

// Replaying a step under the log's release gives the log's next dump: coalesce,
// canonicalize-pointers and canonicalize (3.8), coalesce and remove-layout-conversions (3.9).
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 'before tritongpu-coalesce' -coalesce > %t.c38
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 3 | cmp - %t.c38
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 'before canonicalize-pointers@copy_contig' -canonicalize-pointers > %t.p38
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 5 | cmp - %t.p38
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 'before canonicalize#2' -canonicalize > %t.k38
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 6 | cmp - %t.k38
// RUN: pyopt --triton-version=3.9 %S/Inputs/copy_contig.cuda90.triton39.dump.log --dump 'before coalesce' -coalesce > %t.c39
// RUN: pyopt --triton-version=3.9 %S/Inputs/copy_contig.cuda90.triton39.dump.log --dump 2 | cmp - %t.c39
// RUN: pyopt --triton-version=3.9 %S/Inputs/copy_contig.cuda90.triton39.dump.log --dump 3 '--pass-pipeline=builtin.module(tritongpu-remove-layout-conversions{disable-remat-splitting=false})' > %t.r39
// RUN: pyopt --triton-version=3.9 %S/Inputs/copy_contig.cuda90.triton39.dump.log --dump 4 | cmp - %t.r39

// pyopt's own dumps are in the run's release's format: under 3.8 the header of the
// canonicalize-pointers step is the log's own line 140, byte for byte.
// RUN: pyopt --triton-version=3.8 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 4 -canonicalize-pointers -canonicalize --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-print-ir-module-scope -o %t.out 2> %t.own38
// RUN: filecheck %s --input-file=%t.own38 --check-prefix=OWN38 --match-full-lines
// RUN: sed -n 140p %S/Inputs/copy_contig.gfx942.triton38.dump.log > %t.header38
// RUN: grep -m1 "IR Dump Before TritonAMDGPUCanonicalizePointers" %t.own38 | cmp - %t.header38
// OWN38:// -----// IR Dump Before TritonAMDGPUCanonicalizePointers: tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false} ('tt.func' operation: @copy_contig) //----- //
// OWN38:// -----// IR Dump After TritonAMDGPUCanonicalizePointers: tritonamdgpu-canonicalize-pointers{enable-large-tensor-ptr-canon=false} ('tt.func' operation: @copy_contig) //----- //
// OWN38:// -----// IR Dump Before CanonicalizerPass: canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true} ('builtin.module' operation) //----- //
// OWN38:// -----// IR Dump After CanonicalizerPass: canonicalize{cse-between-iterations=false    max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true} ('builtin.module' operation) //----- //
// ... and read back: the 'after canonicalize' dump is the output.
// RUN: pyopt %t.own38 --list-dumps | filecheck %s --check-prefix=OWNLIST
// OWNLIST: 4 {{.*}} after   canonicalize                        CanonicalizerPass                 builtin.module
// RUN: pyopt %t.own38 --dump 'after canonicalize' | cmp - %t.out

// Under 3.6 and 3.7 the headers are the older form, whatever form the input log had.
// RUN: pyopt --triton-version=3.7 %S/Inputs/copy_contig.gfx942.triton38.dump.log --dump 4 -canonicalize-pointers -canonicalize --mlir-print-ir-before-all -o /dev/null 2>&1 | filecheck %s --check-prefix=OWN37 --match-full-lines
// OWN37:// -----// IR Dump Before TritonAMDGPUCanonicalizePointers (tritonamdgpu-canonicalize-pointers) //----- //
// OWN37:// -----// IR Dump Before Canonicalizer (canonicalize) //----- //
