// Hints where users get stuck (pyopt/hints.py).

// A TTGIR pass on TTIR: the pass's own error, then what to do.
// RUN: not pyopt %s -coalesce 2>&1 | filecheck %s --check-prefix=NOTE
// NOTE: error: 'tt.load' op is not contained within a context that specifies the number of warps
// NOTE: pyopt: note: the input is TTIR (its module has no ttg.num-warps attribute and no layouts), but coalesce works on TTGIR. Triton makes TTGIR with convert-triton-to-tritongpu (the first pass of make_ttgir): take kernel.asm['ttgir'], a .ttgir file from Triton's cache, or, from an MLIR_ENABLE_DUMP log, the IR after it (pyopt LOG --dump 'before tritongpu-coalesce')

// Did you mean: passes (names and triton-opt flags) and options.
// RUN: not pyopt %s -coalesc 2>&1 | filecheck %s --check-prefix=PASS
// PASS: pyopt: error: unknown option or pass '-coalesc' (did you mean '-coalesce'? see pyopt --help and pyopt --list-passes)
// RUN: not pyopt %s -tritongpu-coalsce 2>&1 | filecheck %s --check-prefix=ALIAS
// ALIAS: (did you mean '-tritongpu-coalesce'?
// RUN: not pyopt %s --split-input 2>&1 | filecheck %s --check-prefix=OPT
// OPT: pyopt: error: unknown option or pass '--split-input' (did you mean '--split-input-file'? see pyopt --help and pyopt --list-passes)
// RUN: not pyopt %s -remove-layout 2>&1 | filecheck %s --check-prefix=PREFIX
// PREFIX: (did you mean '-remove-layout-conversions'?
// RUN: not pyopt %s -zzzz 2>&1 | filecheck %s --check-prefix=NONE
// NONE: pyopt: error: unknown option or pass '-zzzz' (see pyopt --help and pyopt --list-passes)

module {
  tt.func public @f(%arg0: tensor<128x!tt.ptr<f32>>) {
    %0 = tt.load %arg0 : tensor<128x!tt.ptr<f32>>
    tt.return
  }
}
