// RUN: not pyopt --triton-version=3.9 %s --split-input-file -o /dev/null 2>&1 | filecheck %s
// Triton 3.9's #ttng.cache_policy: its parser's and verifier's errors.  Messages and columns
// are the first error Triton 3.9.0 reports for each case (triton._C.libtriton.ir.parse_mlir_module
// with the nvidia dialects loaded, in the 3.9.0 venv); for a bad enum keyword or attribute kind
// MLIR reports a second error ("failed to parse TTNG_CachePolicyAttr parameter ..."), which
// pyopt does not.

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: expected '<'
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: L2 policy requires l2_secondary and l2_fraction
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_primary = evict_last>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: l2_secondary and l2_fraction require l2_primary
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_secondary = evict_first>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: l2_secondary and l2_fraction require l2_primary
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_fraction = 0.5 : f32>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: L2 prefetch size must be 64, 128, or 256
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_prefetch_size = 128>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: L2 prefetch size must be 64, 128, or 256
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_prefetch_size = 32 : i32>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: cache modifier cannot be combined with an L1 eviction priority
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<cache_modifier = ca, l1 = no_allocate>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: L2 fraction must be a finite f32 in (0, 1]
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_primary = evict_first, l2_fraction = 0.5, l2_secondary = evict_unchanged>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: invalid L2 secondary eviction priority 'evict_last'
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_primary = evict_last, l2_secondary = evict_last, l2_fraction = 1.0 : f32>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: invalid L2 primary eviction priority 'no_allocate'
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_primary = no_allocate, l2_secondary = evict_first, l2_fraction = 1.0 : f32>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:54: error: L2 fraction must be a finite f32 in (0, 1]
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_primary = evict_last, l2_secondary = evict_first, l2_fraction = 0.0 : f32>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:60: error: expected ::mlir::triton::nvidia_gpu::CacheEvictionPriority to be one of: none, evict_normal, evict_unchanged, evict_first, evict_last, no_allocate
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l1 = bad>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:69: error: invalid kind of attribute specified
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<l2_fraction = 1>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:61: error: duplicate or unknown struct parameter name: foo
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<foo = 1>} : !tt.ptr<f32>
    tt.return
  }
}

// -----

// CHECK: ttng-cache-policy-errors-3.9.mlir:[[# @LINE + 3]]:93: error: duplicate or unknown struct parameter name: cache_modifier
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @f(%p: !tt.ptr<f32>) {
    %v = tt.load %p {cachePolicy = #ttng.cache_policy<cache_modifier = cg, cache_modifier = ca>} : !tt.ptr<f32>
    tt.return
  }
}
