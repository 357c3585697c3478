// IR dump logs (MLIR_ENABLE_DUMP=1 output, --mlir-print-ir-*) as input: --list-dumps, --dump.
// Inputs/copy_contig.cuda90.dump.log is cut from Triton 3.6.0's log of tools/kernels copy_contig
// at cuda:90 (tools/dump_logs.py), with a warning and a debug line put between dumps.

// RUN: pyopt --list-dumps %S/Inputs/copy_contig.cuda90.dump.log | filecheck %s --check-prefix=LIST --match-full-lines
// LIST:#  line  when    pass                         name                          op
// LIST-NEXT:1     1  before  canonicalize                 Canonicalizer                 tt.func @copy_contig
// LIST-NEXT:2    63  before  convert-triton-to-tritongpu  ConvertTritonToTritonGPU      builtin.module
// LIST-NEXT:3   104  before  tritongpu-coalesce           TritonGPUCoalesce             builtin.module
// LIST-NEXT:4   148  before  tritongpu-F32DotTC           TritonGPUF32DotTC             builtin.module
// LIST-NEXT:5   197  before  triton-nvidia-gpu-plan-cta   TritonGPUPlanCTAPass          builtin.module
// LIST-NEXT:6   246  after   LowerLoops                   (SoftwarePipeliner internal)  -

// A log given as one module: say what it is.
// RUN: not pyopt %S/Inputs/copy_contig.cuda90.dump.log 2>&1 | filecheck %s --check-prefix=NODUMP
// NODUMP: pyopt: error: '{{.*}}copy_contig.cuda90.dump.log' is an IR dump log (MLIR_ENABLE_DUMP or --mlir-print-ir-*) with 6 dumps, not one module: take one with --dump N or --dump 'before PASS' (pyopt --list-dumps {{.*}} lists them)

// Replay Triton's coalesce step: the result is Triton's next dump.
// RUN: pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 'before tritongpu-coalesce' -coalesce > %t.replay
// RUN: pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 4 > %t.next
// RUN: cmp %t.replay %t.next
// RUN: pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 'before coalesce' -coalesce | filecheck %s --check-prefix=REPLAY
// REPLAY: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// REPLAY: tt.load {{.*}}#blocked1>

// A function-scope dump reads as a function with an implicit module around it.
// RUN: pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 'before canonicalize@copy_contig' | filecheck %s --check-prefix=FUNC
// RUN: pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 1 | filecheck %s --check-prefix=FUNC
// FUNC: module {
// FUNC-NEXT: tt.func public @copy_contig(

// RUN: not pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 'before tritongpu-coalesc' 2>&1 | filecheck %s --check-prefix=MISS
// MISS: pyopt: error: no dump before 'tritongpu-coalesc' in the input; did you mean 'tritongpu-coalesce'?
// RUN: not pyopt %S/Inputs/copy_contig.cuda90.dump.log --dump 9 2>&1 | filecheck %s --check-prefix=RANGE
// RANGE: pyopt: error: no dump 9: the input has 6 (numbered 1 to 6; -1 is the last)
// RUN: not pyopt %s --dump 1 2>&1 | filecheck %s --check-prefix=NONE
// NONE: pyopt: error: --dump: '{{.*}}dump-log.mlir' holds no IR dumps (no '// -----// IR Dump ...' header lines)
