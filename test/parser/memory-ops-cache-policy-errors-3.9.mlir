// RUN: pyopt --triton-version=3.9 %s --split-input-file --verify-diagnostics
// Triton 3.9's tt.load/tt.store/tt.descriptor_load with `cachePolicy`: the messages Triton
// 3.9.0 reports for each input (triton._C.libtriton.ir.parse_mlir_module with the nvidia
// dialects loaded, in the 3.9.0 venv).  3.8's `cacheModifier = ...` under 3.9 is 3.9's
// "expected ':'"; the note naming the releases that write that form is pyopt's.

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.load' op invalid cache policy: cache modifier 'wb' is not supported for loads}}
    %a = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = wb, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.load' op invalid cache policy: cache modifier 'wt' is not supported for loads}}
    %a = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = wt, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.load' op invalid cache policy: cache modifier 'wb' is not supported for loads}}
    %a = tt.load %p {cachePolicy = #ttng.cache_policy<cache_modifier = wb>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.load' op unsupported cache policy attribute 1 : i32}}
    %a = tt.load %p {cachePolicy = 1 : i32} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.load' op unsupported cache policy attribute "x"}}
    %a = tt.load %p {cachePolicy = "x"} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.load' op unsupported cache policy attribute 1 : i32}}
    %a = "tt.load"(%p) <{cachePolicy = 1 : i32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (!tt.ptr<f32>) -> f32
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.store' op invalid cache policy: cache modifier 'ca' is not supported for stores}}
    tt.store %p, %x {cachePolicy = #tt.cache_policy<cache_modifier = ca, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.store' op invalid cache policy: cache modifier 'cv' is not supported for stores}}
    tt.store %p, %x {cachePolicy = #tt.cache_policy<cache_modifier = cv, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.store' op invalid cache policy: cache modifier 'ca' is not supported for stores}}
    tt.store %p, %x {cachePolicy = #ttng.cache_policy<cache_modifier = ca>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+1 {{'tt.store' op unsupported cache policy attribute 1 : i32}}
    tt.store %p, %x {cachePolicy = 1 : i32} : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+2 {{expected ':'}}
    // expected-note @+1 {{this 'tt.load' is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8}}
    %a = tt.load %p cacheModifier = cg : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+2 {{expected ':'}}
    // expected-note @+1 {{this 'tt.store' is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8}}
    tt.store %p, %x cacheModifier = cs : !tt.ptr<f32>
    tt.return
  }
}

// -----

module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>, %x: f32, %d: !tt.tensordesc<64x64xf16>, %i: i32, %v: tensor<64x64xf16>) {
    // expected-error @+2 {{expected ':'}}
    // expected-note @+1 {{this 'tt.descriptor_load' is Triton 3.6, 3.7 and 3.8 syntax: --triton-version=3.8}}
    %a = tt.descriptor_load %d[%i, %i] cacheModifier = cg : !tt.tensordesc<64x64xf16> -> tensor<64x64xf16>
    tt.return
  }
}
