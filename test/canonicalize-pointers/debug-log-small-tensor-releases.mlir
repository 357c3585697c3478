// The small-tensor tt.addptr lines of -canonicalize-pointers' debug log
// (--debug-only=tritonamdgpu-canonicalize-pointers): up to 3.6 the fat pointer's small-tensor base
// is printed, from 3.7 whether it is a small tensor (MERGE_DIFFERENT_BASES,
// triton-lang/triton#9541).  Input of our own; expected lines: the Triton 3.6.0, 3.7.1, 3.8.0 and
// 3.9.0 wheels' logs on this input (TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-canonicalize-pointers).

// RUN: pyopt --triton-version=3.6 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T36
// RUN: pyopt --triton-version=3.7 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T37
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T37
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T37

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @small(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %i: i32) -> f32 {
    %p = tt.addptr %a, %i : !tt.ptr<f32>, i32
    %r = tt.load %p : !tt.ptr<f32>
    tt.return %r : f32
  }
}

// T36:      [tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %1 = tt.addptr %0, %arg1 : !tt.ptr<f32>, i32
// T36-NEXT: [tritonamdgpu-canonicalize-pointers]:    - with tensor-base: <block argument> of type '!tt.ptr<f32>' at index: 0
// T36-NEXT: [tritonamdgpu-canonicalize-pointers]:    - with originl offset: <block argument> of type 'i32' at index: 1
// T37:      [tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %1 = tt.addptr %0, %arg1 : !tt.ptr<f32>, i32
// T37-NEXT: [tritonamdgpu-canonicalize-pointers]:    - isSmallTensor: 1
// T37-NEXT: [tritonamdgpu-canonicalize-pointers]:    - with originl offset: <block argument> of type 'i32' at index: 1
