// Value numbers in -canonicalize-pointers' debug log (--debug-only=tritonamdgpu-canonicalize-pointers)
// are those of the IR as Triton's one-shot dialect conversion (allowPatternRollback = false) has it
// at that moment: an op replaced by values of its own types is erased at once, an op replaced by
// several values leaves an unrealized_conversion_cast right after the value defined last (none
// where its result has no uses), a converted loop body starts with the casts of its fat-pointer
// arguments (the last made first), and while the IR does not verify (mid-loop) ops print in the
// generic form, as MLIR's printer does.  Input of our own (a scalar addptr whose replacement cast
// moves before tt.make_range, a load replaced 1:1, a loop carrying a fat pointer).  Expected lines:
// the Triton 3.6.0 and 3.7.1 wheels' logs (3.8.0 and 3.9.0 write 3.7.1's) on this input
// (TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-canonicalize-pointers), byte for byte.

// RUN: pyopt --triton-version=3.6 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T36 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.7 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.8 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace
// RUN: pyopt --triton-version=3.9 %s -canonicalize-pointers --debug-only=tritonamdgpu-canonicalize-pointers -o /dev/null 2>&1 | filecheck %s --check-prefix=T37 --match-full-lines --strict-whitespace

#b = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-warps" = 4 : i32, "ttg.threads-per-warp" = 64 : i32} {
  tt.func @f(%a: !tt.ptr<f32> {tt.pointer_range = 32 : i32}, %x: !tt.ptr<i32> {tt.pointer_range = 32 : i32}, %n: i32) -> tensor<256xf32, #b> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %pid = tt.get_program_id x : i32
    %xp = tt.addptr %x, %pid : !tt.ptr<i32>, i32
    %r = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #b>
    %k = tt.load %xp : !tt.ptr<i32>
    %s = tt.splat %a : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #b>
    %cst = arith.constant dense<0.0> : tensor<256xf32, #b>
    %res:2 = scf.for %i = %c0 to %n step %c1 iter_args(%p = %s, %acc = %cst) -> (tensor<256x!tt.ptr<f32>, #b>, tensor<256xf32, #b>) : i32 {
      %q = tt.addptr %p, %r : tensor<256x!tt.ptr<f32>, #b>, tensor<256xi32, #b>
      %v = tt.load %q : tensor<256x!tt.ptr<f32>, #b>
      %w = arith.addf %acc, %v : tensor<256xf32, #b>
      scf.yield %q, %w : tensor<256x!tt.ptr<f32>, #b>, tensor<256xf32, #b>
    }
    %xq = tt.addptr %xp, %k : !tt.ptr<i32>, i32
    tt.store %xq, %k : !tt.ptr<i32>
    tt.return %res#1 : tensor<256xf32, #b>
  }
}

// T36:[tritonamdgpu-canonicalize-pointers]: 0-th argument: <block argument> of type '!tt.ptr<f32>' at index: 0, bitness: 32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: 1-th argument: <block argument> of type '!tt.ptr<i32>' at index: 1, bitness: 32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %3 = tt.addptr %1, %2 : !tt.ptr<i32>, i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with tensor-base: <block argument> of type '!tt.ptr<i32>' at index: 1
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with originl offset: %2 = tt.get_program_id x : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr base: <block argument> of type '!tt.ptr<i32>' at index: 1
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr offst: %c0_i32_0 = arith.constant 0 : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new uniform offset: %2 = tt.get_program_id x : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new non-uniform offset: <<NULL VALUE>>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new offset: %2 = tt.get_program_id x : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %17 = "tt.addptr"(%16, %8) : (tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) -> tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with tensor-base: <block argument> of type '!tt.ptr<f32>' at index: 0
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with originl offset: %8 = "tt.make_range"() <{end = 256 : i32, start = 0 : i32}> : () -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr base: <block argument> of type '!tt.ptr<f32>' at index: 1
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr offst: <block argument> of type 'tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>' at index: 2
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new uniform offset: %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new non-uniform offset: %19 = "arith.addi"(%arg5, %8) <{overflowFlags = #arith.overflow<none>}> : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new offset: %19 = "arith.addi"(%arg5, %8) <{overflowFlags = #arith.overflow<none>}> : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %10 = tt.addptr %3, %6 : !tt.ptr<i32>, i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with tensor-base: <block argument> of type '!tt.ptr<i32>' at index: 1
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with originl offset: %6 = tt.load %5 : !tt.ptr<i32>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr base: <block argument> of type '!tt.ptr<i32>' at index: 1
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr offst: %2 = tt.get_program_id x : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new uniform offset: %10 = arith.addi %2, %6 : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new non-uniform offset: <<NULL VALUE>>
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new offset: %10 = arith.addi %2, %6 : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove some dead ops:
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove op:%c0_i32_3 = arith.constant 0 : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove op:%c0_i32_2 = arith.constant 0 : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove op:%c0_i32_0 = arith.constant 0 : i32
// T36-NEXT:[tritonamdgpu-canonicalize-pointers]: Done

// T37:[tritonamdgpu-canonicalize-pointers]: 0-th argument: <block argument> of type '!tt.ptr<f32>' at index: 0, bitness: 32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: 1-th argument: <block argument> of type '!tt.ptr<i32>' at index: 1, bitness: 32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %3 = tt.addptr %1, %2 : !tt.ptr<i32>, i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - isSmallTensor: 1
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with originl offset: %2 = tt.get_program_id x : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr base: <block argument> of type '!tt.ptr<i32>' at index: 1
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr offst: %c0_i32_0 = arith.constant 0 : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new uniform offset: %2 = tt.get_program_id x : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new non-uniform offset: <<NULL VALUE>>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new offset: %2 = tt.get_program_id x : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %17 = "tt.addptr"(%16, %8) : (tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) -> tensor<256x!tt.ptr<f32>, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - isSmallTensor: 1
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with originl offset: %8 = "tt.make_range"() <{end = 256 : i32, start = 0 : i32}> : () -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr base: <block argument> of type '!tt.ptr<f32>' at index: 1
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr offst: <block argument> of type 'tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>' at index: 2
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new uniform offset: %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new non-uniform offset: %19 = "arith.addi"(%arg5, %8) <{overflowFlags = #arith.overflow<none>}> : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new offset: %19 = "arith.addi"(%arg5, %8) <{overflowFlags = #arith.overflow<none>}> : (tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>, tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>) -> tensor<256xi32, #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: smal-tensor addPtr: %10 = tt.addptr %3, %6 : !tt.ptr<i32>, i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - isSmallTensor: 1
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - with originl offset: %6 = tt.load %5 : !tt.ptr<i32>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr base: <block argument> of type '!tt.ptr<i32>' at index: 1
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    - fatPtr offst: %2 = tt.get_program_id x : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new uniform offset: %10 = arith.addi %2, %6 : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new non-uniform offset: <<NULL VALUE>>
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]:    -- new offset: %10 = arith.addi %2, %6 : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove some dead ops:
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove op:%c0_i32_3 = arith.constant 0 : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove op:%c0_i32_2 = arith.constant 0 : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: Remove op:%c0_i32_0 = arith.constant 0 : i32
// T37-NEXT:[tritonamdgpu-canonicalize-pointers]: Done
