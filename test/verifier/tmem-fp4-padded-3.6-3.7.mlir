// RUN: pyopt --triton-version=3.6 %s --split-input-file --verify-diagnostics -o /dev/null
// RUN: pyopt --triton-version=3.7 %s --split-input-file --verify-diagnostics -o /dev/null
// Up to Triton 3.7 #ttng.tensor_memory_encoding has no fp4Padded parameter (3.8 adds it,
// TMEM_FP4_PADDED: tmem-fp4-padded-3.8-3.9.mlir, the same inputs).  Inputs of our own, messages
// compared with the 3.6.0 and 3.7.1 wheels (tools/triton_lit_check.py).

// expected-error @+1 {{duplicate or unknown struct parameter name: fp4Padded}}
#padded = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1, fp4Padded = true>

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: fp4Padded}}
#not_padded = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 2, fp4Padded = false>
