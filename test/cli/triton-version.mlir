// The Triton release of a run (issue 24): --triton-version, else PYOPT_TRITON_VERSION, else
// the installed triton package, else the newest; one release for the whole run.
// Expected IR: real Triton 3.6.0 and 3.7.1 (`tools/oracle.py run FILE -p coalesce` with each
// release's wheel); the unknown-op error: real Triton 3.6.0 and 3.8.0 parsing
// Inputs/approx-divf.mlir (3.9.0 accepts it); the note and the option errors are pyopt's own.

// --version says which release is in force and why.  This suite names 3.6 (test/lit.cfg.py).
// RUN: pyopt --version | filecheck %s --check-prefix=V-ENV36
// V-ENV36: a Python re-implementation of triton-opt
// V-ENV36-NEXT: targets Triton 3.6.0 (PYOPT_TRITON_VERSION=3.6)
// RUN: pyopt --version --triton-version=3.9 | filecheck %s --check-prefix=V-FLAG39
// RUN: pyopt -triton-version 3.9.0 -version | filecheck %s --check-prefix=V-FLAG390
// V-FLAG39: targets Triton 3.9.0 (--triton-version=3.9)
// V-FLAG390: targets Triton 3.9.0 (--triton-version=3.9.0)
// RUN: env PYOPT_TRITON_VERSION=3.7 pyopt --version | filecheck %s --check-prefix=V-ENV37
// V-ENV37: targets Triton 3.7.1 (PYOPT_TRITON_VERSION=3.7)
// The flag wins over the environment.
// RUN: env PYOPT_TRITON_VERSION=3.9 pyopt --triton-version=3.8 --version | filecheck %s --check-prefix=V-FLAG38
// V-FLAG38: targets Triton 3.8.0 (--triton-version=3.8)
// Neither: the installed triton package's release (where pyopt supports it), else the newest.
// RUN: env -u PYOPT_TRITON_VERSION pyopt --version | filecheck %s --check-prefix=V-DEFAULT
// V-DEFAULT: targets Triton 3.{{[6-9]}}.{{[0-9]}} ({{the installed triton package is .*|no triton package is installed; the newest supported|the installed triton package .* is not a supported release; the newest supported}})

// --help documents the option and the variable.
// RUN: pyopt --help | filecheck %s --check-prefix=HELP
// HELP: --triton-version 3.6|3.7|3.8|3.9
// HELP: $PYOPT_TRITON_VERSION

// --list-release-rules: each declared difference, its upstream change, the entry in force.
// RUN: pyopt --list-release-rules | filecheck %s --check-prefix=RULES36
// RUN: pyopt --list-release-rules --triton-version=3.9 | filecheck %s --check-prefix=RULES39
// RULES36: * marks the values of Triton 3.6, in force (PYOPT_TRITON_VERSION=3.6).
// RULES36: {{^}}coalesce: contiguity ties
// RULES36-NEXT: {{^}}  * 3.6   ascending
// RULES36-NEXT: {{^}}    3.7+  row-major
// RULES36-NEXT: (triton-lang/triton#8920: getOrderFromContiguity starts from row-major order)
// RULES39: * marks the values of Triton 3.9, in force (--triton-version=3.9).
// RULES39: {{^}}coalesce: contiguity ties
// RULES39-NEXT: {{^}}    3.6   ascending
// RULES39-NEXT: {{^}}  * 3.7+  row-major

// A release pyopt does not support: an error that lists those it does, exit 1, nothing run.
// RUN: not pyopt %s --triton-version=3.5 -coalesce 2>&1 | filecheck %s --check-prefix=BAD-FLAG
// BAD-FLAG: pyopt: error: invalid value '3.5' for --triton-version (pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)
// BAD-FLAG-NOT: tt.func
// RUN: not pyopt --version --triton-version=latest 2>&1 | filecheck %s --check-prefix=BAD-NAME
// BAD-NAME: pyopt: error: invalid value 'latest' for --triton-version (pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)
// RUN: not pyopt %s --triton-version= 2>&1 | filecheck %s --check-prefix=BAD-EMPTY
// BAD-EMPTY: pyopt: error: invalid value '' for --triton-version (pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)
// RUN: env PYOPT_TRITON_VERSION=4.0 not pyopt %s 2>&1 | filecheck %s --check-prefix=BAD-ENV
// BAD-ENV: pyopt: error: invalid value '4.0' for PYOPT_TRITON_VERSION (pyopt supports Triton 3.6, 3.7, 3.8 and 3.9)
// A good flag does not need a good environment.
// RUN: env PYOPT_TRITON_VERSION=4.0 pyopt --triton-version=3.7 --version | filecheck %s --check-prefix=V-FLAG37
// V-FLAG37: targets Triton 3.7.1 (--triton-version=3.7)

// An op only a later release registers: refused, with a note naming that release.
// RUN: not pyopt %S/Inputs/approx-divf.mlir 2>&1 | filecheck %s --check-prefix=DIVF
// RUN: not pyopt %S/Inputs/approx-divf.mlir --triton-version=3.8 2>&1 | filecheck %s --check-prefix=DIVF
// DIVF: approx-divf.mlir:2:8: error: unregistered operation 'tt.approx_divf' found in dialect ('tt') that does not allow unknown operations
// DIVF: approx-divf.mlir:2:8: note: 'tt.approx_divf' is a Triton 3.9 op: --triton-version=3.9
// RUN: pyopt %S/Inputs/approx-divf.mlir --triton-version=3.9 | filecheck %s --check-prefix=DIVF39
// DIVF39: tt.approx_divf

// A pass rule that differs between releases (coalesce's contiguity ties,
// triton-lang/triton#8920): 3.6 keeps ascending dimension order, 3.7 on starts
// from row-major.  Every chunk of --split-input-file, flag or environment,
// pass flags or --pass-pipeline, and a reproducer's pipeline alike.
// RUN: pyopt %s --split-input-file -coalesce | filecheck %s --check-prefix=TIES36
// RUN: pyopt %s --split-input-file -coalesce --triton-version=3.7 | filecheck %s --check-prefix=TIES37
// RUN: env PYOPT_TRITON_VERSION=3.7 pyopt %s --split-input-file -coalesce | filecheck %s --check-prefix=TIES37
// RUN: pyopt %s --split-input-file --pass-pipeline='builtin.module(tritongpu-coalesce)' --triton-version=3.7 | filecheck %s --check-prefix=TIES37
// RUN: env PYOPT_TRITON_VERSION=3.7 pyopt %s --split-input-file --pass-pipeline='builtin.module(tritongpu-coalesce)' --triton-version=3.6 | filecheck %s --check-prefix=TIES36
// RUN: pyopt %S/Inputs/coalesce-ties-reproducer.mlir --run-reproducer | filecheck %s --check-prefix=REPRO36
// RUN: pyopt %S/Inputs/coalesce-ties-reproducer.mlir --run-reproducer --triton-version=3.7 | filecheck %s --check-prefix=REPRO37

// TIES36: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// TIES36-LABEL: tt.func public @tie(
// TIES36: tt.load %{{.*}} : tensor<32x32x!tt.ptr<f32>, #blocked1>
// TIES36: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [16, 2], warpsPerCTA = [1, 4], order = [0, 1]}>
// TIES36-LABEL: tt.func public @tie_i8(
// TIES36: tt.load %{{.*}} : tensor<16x64x!tt.ptr<i8>, #blocked1>

// TIES37: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>
// TIES37-LABEL: tt.func public @tie(
// TIES37: tt.load %{{.*}} : tensor<32x32x!tt.ptr<f32>, #blocked1>
// TIES37: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// TIES37-LABEL: tt.func public @tie_i8(
// TIES37: tt.load %{{.*}} : tensor<16x64x!tt.ptr<i8>, #blocked1>

// REPRO36: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [0, 1]}>
// REPRO37: #blocked1 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 1], order = [1, 0]}>

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tie(%arg0: !tt.ptr<f32>) -> tensor<32x32xf32, #blocked> {
    %0 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<32x32x!tt.ptr<f32>, #blocked>
    %1 = tt.load %0 : tensor<32x32x!tt.ptr<f32>, #blocked>
    tt.return %1 : tensor<32x32xf32, #blocked>
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [8, 4], warpsPerCTA = [2, 2], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @tie_i8(%arg0: !tt.ptr<i8>) -> tensor<16x64xi8, #blocked> {
    %0 = tt.splat %arg0 : !tt.ptr<i8> -> tensor<16x64x!tt.ptr<i8>, #blocked>
    %1 = tt.load %0 : tensor<16x64x!tt.ptr<i8>, #blocked>
    tt.return %1 : tensor<16x64xi8, #blocked>
  }
}
