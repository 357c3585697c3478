// RUN: not pyopt --triton-version=3.9 %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// Triton 3.9's #tt.cache_policy: its parser's errors (an ODS struct(params) of two required
// enum parameters: a fixed count of `key = value` entries), and an unknown tt attribute.
// Messages and columns are the first error Triton 3.9.0 reports for each case
// (triton._C.libtriton.ir.parse_mlir_module in the 3.9.0 venv); for a bad enum keyword and
// for `<>` MLIR reports a second error at the same place ("failed to parse TT_CachePolicyAttr
// parameter ...", "expected a parameter name in struct"), which pyopt does not.

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:52: error: expected '<'
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:53: error: expected valid keyword
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:72: error: expected ','
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = ca>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:81: error: expected ','
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<eviction_policy = evict_last>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:70: error: expected ::mlir::triton::CacheModifier to be one of: none, ca, cg, wb, cs, wt, cv
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = bad, eviction_policy = evict_normal>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:71: error: expected ::mlir::triton::EvictionPolicy to be one of: evict_normal, evict_first, evict_last
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<eviction_policy = bad>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:59: error: duplicate or unknown struct parameter name: foo
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<foo = cg>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:91: error: duplicate or unknown struct parameter name: cache_modifier
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.cache_policy<cache_modifier = cg, cache_modifier = ca>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:40: error: unknown attribute `foo` in dialect `tt`
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #tt.foo<x = 1>} : !tt.ptr<f32>
    tt.return
  }
}
