"""Which inputs get the LLVM-dialect hint (pyopt.hints.is_llvm_dialect): those
defining llvm.func or llvm.mlir.global (custom or generic form) and no tt.func."""

from pyopt import hints


def test_llvm_dialect_inputs():
    assert hints.is_llvm_dialect("module {\n  llvm.func @f() {\n    llvm.return\n  }\n}\n")
    assert hints.is_llvm_dialect('module {\n  llvm.mlir.global external @g() : !llvm.array<0 x i8>\n}\n')
    assert hints.is_llvm_dialect('"builtin.module"() ({\n  "llvm.func"() ({\n  }) : () -> ()\n}) : () -> ()\n')
    # TTGIR (a tt.func), even with an llvm op inside; text that only mentions llvm.func
    assert not hints.is_llvm_dialect("module {\n  tt.func @f() {\n    llvm.func @g()\n    tt.return\n  }\n}\n")
    assert not hints.is_llvm_dialect('module attributes {x = "llvm.func"} {\n}\n')
    assert not hints.is_llvm_dialect("// llvm.func in a comment\nmodule {\n}\n")


def test_note_names_the_log_dump():
    assert hints.llvm_note("k.log").endswith("take the TTGIR dump before it: pyopt k.log --dump "
                                             "'before convert-triton-gpu-to-llvm'")
    assert "pyopt LOG --dump 'before convert-triton-gpu-to-llvm'" in hints.llvm_note()
