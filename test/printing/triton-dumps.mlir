// Triton's own dumps (kernel.asm["ttir"] / ["ttgir"], test/dumps/) print back byte for byte
// with --mlir-print-debuginfo --mlir-use-nameloc-as-prefix, location aliases included.
// (The diffs come last: lit 23's built-in diff leaves PYTHONPATH set to lit's own folder for the
// commands after it.)
// RUN: pyopt %S/../dumps/while_loop/cuda-80/asm.ttgir --mlir-print-debuginfo --mlir-use-nameloc-as-prefix -o %t.cuda80
// RUN: pyopt %S/../dumps/argmax_rows/hip-gfx950/asm.ttgir --mlir-print-debuginfo --mlir-use-nameloc-as-prefix -o %t.gfx950
// RUN: pyopt %S/../dumps/minmax_reduce/hip-gfx942/asm.ttir --mlir-print-debuginfo --mlir-use-nameloc-as-prefix -o %t.ttir
// The loop's arguments keep the dump's names (scf.while prints no locations for the first
// region's; the second region's header prints them).
// RUN: pyopt %S/../dumps/while_loop/cuda-90/asm.ttgir --mlir-print-debuginfo --mlir-use-nameloc-as-prefix | filecheck %s
// CHECK: %i:2 = scf.while (%acc = %cst, %i_1 = %c0_i32)
// CHECK: ^bb0(%acc: tensor<128xf32, #blocked> loc("acc"), %i_1: i32 loc("i")):
// RUN: diff %t.cuda80 %S/../dumps/while_loop/cuda-80/asm.ttgir
// RUN: diff %t.gfx950 %S/../dumps/argmax_rows/hip-gfx950/asm.ttgir
// RUN: diff %t.ttir %S/../dumps/minmax_reduce/hip-gfx942/asm.ttir
