// LLVM-dialect IR given to pyopt (issue 26 item 6): a real dump from Triton 3.6.0
// (MLIR_ENABLE_DUMP=1 while compiling a small elementwise kernel for cuda:90; the IR
// before enable-line-info, the last pass of make_llir's MLIR part, and a log holding
// the dumps before convert-triton-gpu-to-llvm and before enable-line-info).  pyopt
// models no llvm.func / llvm.mlir.global: the parse error (MLIR's message for an op
// a loaded dialect lacks) gets a note saying pyopt stops at TTGIR and where to take it.

// RUN: not pyopt %S/Inputs/add.cuda90.llvm.triton36.mlir 2>&1 | filecheck %s --check-prefix=FILE
// FILE:      add.cuda90.llvm.triton36.mlir:6:3: error: custom op 'llvm.mlir.global' is unknown
// FILE:      pyopt: note: the input is LLVM-dialect IR (llvm.func, llvm.mlir.global: convert-triton-gpu-to-llvm and the passes of make_llir after it write it): pyopt works on TTIR and TTGIR, and stops before convert-triton-gpu-to-llvm; take kernel.asm['ttgir'], a .ttgir file from Triton's cache, or, from an MLIR_ENABLE_DUMP log, the IR before it (pyopt LOG --dump 'before convert-triton-gpu-to-llvm')
// RUN: not pyopt %S/Inputs/add.cuda90.llvm.triton36.mlir -cse 2>&1 | filecheck %s --check-prefix=FILE

// Taken from a log: the note names the log's dump to take.
// RUN: not pyopt %S/Inputs/add.cuda90.llvm-tail.triton36.dump.log --dump 'before enable-line-info' -cse 2>&1 | filecheck %s --check-prefix=LOG
// LOG:      error: custom op 'llvm.mlir.global' is unknown
// LOG:      pyopt: note: the input is LLVM-dialect IR {{.*}}; take the TTGIR dump before it: pyopt {{.*}}add.cuda90.llvm-tail.triton36.dump.log --dump 'before convert-triton-gpu-to-llvm'
// The dump before convert-triton-gpu-to-llvm is TTGIR, and runs.
// RUN: pyopt %S/Inputs/add.cuda90.llvm-tail.triton36.dump.log --dump 'before convert-triton-gpu-to-llvm' -canonicalize | filecheck %s --check-prefix=TTGIR
// TTGIR: tt.func public @add(

// A function that is not LLVM's fails without the note.
// RUN: not pyopt %s 2>&1 | filecheck %s --check-prefix=OTHER
// OTHER: error: custom op 'llvm.foo' is unknown
// OTHER-NOT: LLVM-dialect

module {
  tt.func @f() {
    llvm.foo
    tt.return
  }
}
