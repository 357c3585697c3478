// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' --debug-only=tritonamdgpu-convert-buffer-ops -o /dev/null 2>&1 | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' --debug-only=tritonamdgpu-convert-buffer-ops -o /dev/null 2>&1 | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' --debug-only=tritonamdgpu-convert-buffer-ops -o /dev/null 2>&1 | filecheck %s --check-prefix=V38
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' --debug-only=tritonamdgpu-convert-buffer-ops -o /dev/null 2>&1 | filecheck %s --check-prefix=V39

// The pass's debug lines (--debug-only=tritonamdgpu-convert-buffer-ops) as each release writes
// them: 3.8 fixes two typos ("Determining", "base-ptr has") and the fadd check's line is the
// target info's ("RMW FADD supported type", triton-lang/triton#9727); 3.9 checks float max/min
// before the vector size ("RMW floating-point min/max supported type",
// triton-lang/triton#11018).  3.6 and 3.7 write the same lines.  Input of pyopt's own; the
// CHECK lines are the wheels' (TRITON_LLVM_DEBUG_ONLY=tritonamdgpu-convert-buffer-ops on the
// pass run through the 3.6.0/3.7.1, 3.8.0 and 3.9.0 bindings, ops cut from the lines), whose
// whole logs pyopt's equal byte for byte.


// V36: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V36: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V36: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V36: offset bits:32
// V36: [tritonamdgpu-convert-buffer-ops]: Determing value-range of element-index:
// V36: [tritonamdgpu-convert-buffer-ops]: Element-index value-range: 0 : 2047
// V36: [tritonamdgpu-convert-buffer-ops]: element bit sz:32, max byte offset:8192, out of range
// V36: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V36: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V36: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V36: offset bits:32
// V36: [tritonamdgpu-convert-buffer-ops]: Determing value-range of element-index:
// V36: [tritonamdgpu-convert-buffer-ops]: Element-index value-range: 0 : 2047
// V36: [tritonamdgpu-convert-buffer-ops]: element bit sz:32, max byte offset:8192, out of range
// V36: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V36: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V36: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V36: offset bits:32
// V36: [tritonamdgpu-convert-buffer-ops]: base-ptr as
// V36: [tritonamdgpu-convert-buffer-ops]: RMW supported scope
// V36: [tritonamdgpu-convert-buffer-ops]: RMW supported type
// V36: [tritonamdgpu-convert-buffer-ops]: RMW FADD supported 16-bit type
// V36: [tritonamdgpu-convert-buffer-ops]: RMW passed alignment check
// V36: [tritonamdgpu-convert-buffer-ops]: RMW supported Op

// V38: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V38: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V38: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V38: offset bits:32
// V38: [tritonamdgpu-convert-buffer-ops]: Determining value-range of element-index:
// V38: [tritonamdgpu-convert-buffer-ops]: Element-index value-range: 0 : 2047
// V38: [tritonamdgpu-convert-buffer-ops]: element bit sz:32, max byte offset:8192, out of range
// V38: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V38: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V38: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V38: offset bits:32
// V38: [tritonamdgpu-convert-buffer-ops]: Determining value-range of element-index:
// V38: [tritonamdgpu-convert-buffer-ops]: Element-index value-range: 0 : 2047
// V38: [tritonamdgpu-convert-buffer-ops]: element bit sz:32, max byte offset:8192, out of range
// V38: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V38: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V38: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V38: offset bits:32
// V38: [tritonamdgpu-convert-buffer-ops]: base-ptr has
// V38: [tritonamdgpu-convert-buffer-ops]: RMW supported scope
// V38: [tritonamdgpu-convert-buffer-ops]: RMW supported type
// V38: [tritonamdgpu-convert-buffer-ops]: RMW FADD supported type
// V38: [tritonamdgpu-convert-buffer-ops]: RMW passed alignment check
// V38: [tritonamdgpu-convert-buffer-ops]: RMW supported Op

// V39: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V39: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V39: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V39: offset bits:32
// V39: [tritonamdgpu-convert-buffer-ops]: Determining value-range of element-index:
// V39: [tritonamdgpu-convert-buffer-ops]: Element-index value-range: 0 : 2047
// V39: [tritonamdgpu-convert-buffer-ops]: element bit sz:32, max byte offset:8192, out of range
// V39: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V39: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V39: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V39: offset bits:32
// V39: [tritonamdgpu-convert-buffer-ops]: Determining value-range of element-index:
// V39: [tritonamdgpu-convert-buffer-ops]: Element-index value-range: 0 : 2047
// V39: [tritonamdgpu-convert-buffer-ops]: element bit sz:32, max byte offset:8192, out of range
// V39: [tritonamdgpu-convert-buffer-ops]: Try to convert:
// V39: [tritonamdgpu-convert-buffer-ops]: Buffer op checks for:
// V39: [tritonamdgpu-convert-buffer-ops]: Pattern matched
// V39: offset bits:32
// V39: [tritonamdgpu-convert-buffer-ops]: base-ptr has
// V39: [tritonamdgpu-convert-buffer-ops]: RMW supported scope
// V39: [tritonamdgpu-convert-buffer-ops]: RMW supported type
// V39: [tritonamdgpu-convert-buffer-ops]: RMW FADD supported type
// V39: [tritonamdgpu-convert-buffer-ops]: RMW floating-point min/max supported type
// V39: [tritonamdgpu-convert-buffer-ops]: RMW passed alignment check
// V39: [tritonamdgpu-convert-buffer-ops]: RMW supported Op

#b1 = #ttg.blocked<{sizePerThread = [8], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @max_f64(%p: !tt.ptr<f64> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %v: tensor<2048xf64, #b1>) -> tensor<2048xf64, #b1> {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f64> -> tensor<2048x!tt.ptr<f64>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f64>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.atomic_rmw max, acq_rel, gpu, %2, %v : (tensor<2048x!tt.ptr<f64>, #b1>, tensor<2048xf64, #b1>) -> tensor<2048xf64, #b1>
    tt.return %3 : tensor<2048xf64, #b1>
  }
  tt.func public @load_needs_range(%p: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 2048 : i32, start = 0 : i32} : tensor<2048xi32, #b1>
    %1 = tt.splat %p : !tt.ptr<f32> -> tensor<2048x!tt.ptr<f32>, #b1>
    %2 = tt.addptr %1, %0 : tensor<2048x!tt.ptr<f32>, #b1>, tensor<2048xi32, #b1>
    %3 = tt.load %2 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.store %2, %3 : tensor<2048x!tt.ptr<f32>, #b1>
    tt.return
  }
}
