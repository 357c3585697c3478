// RUN: pyopt %s -split-input-file --mlir-print-debuginfo | filecheck %s
// The line reader builds a run of one-line ops (no region) line by line, each op's line
// counted from the one before (pyopt/syntax/parser.py, Parser._build_run); a line whose op
// text goes on over its line end (`dense<` here), a run with a comment and a source that is
// not ASCII are cut by the OP_TEXT pattern instead.  The locations are Triton 3.6.0's
// (tools/oracle.py run --keep-locations on each chunk at the same lines).  The last chunk
// breaks ops after a separator and white space: those lines are not a run.

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @f(%arg0: i32, %arg1: tensor<128x2xi32, #blocked1>) -> i32 {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>   

      
  %2 = arith.addi %0, %1 : tensor<128xi32, #blocked>
        %3 = arith.addi %2, %1 : tensor<128xi32, #blocked>
    %4 = arith.addi %arg0, %arg0 : i32
    %5 = arith.addi %4, %arg0 {tag = "x{y"} : i32
    %6 = arith.addi %5, %arg0 : i32 loc("k.py":3:4)
    %7:2 = tt.split %arg1 : tensor<128x2xi32, #blocked1> -> tensor<128xi32, #blocked>
    %8:2 = tt.split %arg1 : tensor<128x2xi32, #blocked1> -> tensor<128xi32, #blocked>
    %9 = arith.addi %7#1, %8#0 : tensor<128xi32, #blocked>
    %10 = arith.addi %6, %6 {tag = dense<
  "0x01000000"> : tensor<1xi32>} : i32
    %11 = arith.addi %10, %10 : i32
    %12 = arith.addi %11, %11 : i32
    tt.return %12 : i32
  }
  tt.func @g(%arg0: i32) -> i32 {
    %c1 = arith.constant 1 : i32
    cf.br ^bb2
  ^bb1:
    %1 = arith.addi %0, %arg0 : i32
    %2 = arith.addi %1, %c1 : i32
    tt.return %2 : i32
  ^bb2:
    %3 = arith.addi %c1, %c1 : i32
    %0 = arith.addi %arg0, %3 : i32
    cf.br ^bb1
  }
}

// -----

module {
  tt.func @h(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    // a comment between ops
    %1 = arith.addi %0, %0 : i32
    %2 = arith.addi %1, %1 : i32  // trailing comment
      %3 = arith.addi %2, %2 : i32
    tt.return %3 : i32
  }
}

// -----

module {
  tt.func @u(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 {note = "é"} : i32
    %1 = arith.addi %0, %0 : i32
      %2 = arith.addi %1, %1 : i32
    tt.return %2 : i32
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func @c(%arg0: i32) -> tensor<128xi32, #blocked> {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = arith.addi %0,   
      %0 : i32
    %2 = arith.addi %1, %1 :  
      i32
    %3 = tt.splat %2 : i32 ->	
      tensor<128xi32, #blocked>
    %4 =  
      arith.addi %3, %3 : tensor<128xi32, #blocked>
    tt.return %4 : tensor<128xi32, #blocked>
  }
}

// CHECK: #loc2 = loc("{{.*}}line-runs-locations.mlir":12:14)
// CHECK: #loc3 = loc("{{.*}}line-runs-locations.mlir":12:26)
// CHECK: #loc19 = loc("{{.*}}line-runs-locations.mlir":31:14)
// CHECK: #loc = loc("{{.*}}line-runs-locations.mlir":11:1)
// CHECK: #loc1 = loc("{{.*}}line-runs-locations.mlir":12:3)
// CHECK: #loc4 = loc("{{.*}}line-runs-locations.mlir":13:10)
// CHECK: #loc5 = loc("{{.*}}line-runs-locations.mlir":14:10)
// CHECK: #loc6 = loc("{{.*}}line-runs-locations.mlir":17:8)
// CHECK: #loc7 = loc("{{.*}}line-runs-locations.mlir":18:14)
// CHECK: #loc8 = loc("{{.*}}line-runs-locations.mlir":19:10)
// CHECK: #loc9 = loc("{{.*}}line-runs-locations.mlir":20:10)
// CHECK: #loc10 = loc("k.py":3:4)
// CHECK: #loc11 = loc("{{.*}}line-runs-locations.mlir":22:12)
// CHECK: #loc12 = loc("{{.*}}line-runs-locations.mlir":23:12)
// CHECK: #loc13 = loc("{{.*}}line-runs-locations.mlir":24:10)
// CHECK: #loc14 = loc("{{.*}}line-runs-locations.mlir":25:11)
// CHECK: #loc15 = loc("{{.*}}line-runs-locations.mlir":27:11)
// CHECK: #loc16 = loc("{{.*}}line-runs-locations.mlir":28:11)
// CHECK: #loc17 = loc("{{.*}}line-runs-locations.mlir":29:5)
// CHECK: #loc18 = loc("{{.*}}line-runs-locations.mlir":31:3)
// CHECK: #loc20 = loc("{{.*}}line-runs-locations.mlir":32:11)
// CHECK: #loc21 = loc("{{.*}}line-runs-locations.mlir":33:5)
// CHECK: #loc22 = loc("{{.*}}line-runs-locations.mlir":35:10)
// CHECK: #loc23 = loc("{{.*}}line-runs-locations.mlir":36:10)
// CHECK: #loc24 = loc("{{.*}}line-runs-locations.mlir":37:5)
// CHECK: #loc25 = loc("{{.*}}line-runs-locations.mlir":39:10)
// CHECK: #loc26 = loc("{{.*}}line-runs-locations.mlir":40:10)
// CHECK: #loc27 = loc("{{.*}}line-runs-locations.mlir":41:5)
// CHECK: // -----
// CHECK: #loc2 = loc("{{.*}}line-runs-locations.mlir":48:14)
// CHECK: #loc = loc("{{.*}}line-runs-locations.mlir":47:1)
// CHECK: #loc1 = loc("{{.*}}line-runs-locations.mlir":48:3)
// CHECK: #loc3 = loc("{{.*}}line-runs-locations.mlir":49:10)
// CHECK: #loc4 = loc("{{.*}}line-runs-locations.mlir":51:10)
// CHECK: #loc5 = loc("{{.*}}line-runs-locations.mlir":52:10)
// CHECK: #loc6 = loc("{{.*}}line-runs-locations.mlir":53:12)
// CHECK: #loc7 = loc("{{.*}}line-runs-locations.mlir":54:5)
// CHECK: // -----
// CHECK: #loc2 = loc("{{.*}}line-runs-locations.mlir":61:14)
// CHECK: #loc = loc("{{.*}}line-runs-locations.mlir":60:1)
// CHECK: #loc1 = loc("{{.*}}line-runs-locations.mlir":61:3)
// CHECK: #loc3 = loc("{{.*}}line-runs-locations.mlir":62:10)
// CHECK: #loc4 = loc("{{.*}}line-runs-locations.mlir":63:10)
// CHECK: #loc5 = loc("{{.*}}line-runs-locations.mlir":64:12)
// CHECK: #loc6 = loc("{{.*}}line-runs-locations.mlir":65:5)
// CHECK: // -----
// CHECK: #loc2 = loc("{{.*}}line-runs-locations.mlir":73:14)
// CHECK: #loc = loc("{{.*}}line-runs-locations.mlir":72:1)
// CHECK: #loc1 = loc("{{.*}}line-runs-locations.mlir":73:3)
// CHECK: #loc3 = loc("{{.*}}line-runs-locations.mlir":74:10)
// CHECK: #loc4 = loc("{{.*}}line-runs-locations.mlir":75:10)
// CHECK: #loc5 = loc("{{.*}}line-runs-locations.mlir":77:10)
// CHECK: #loc6 = loc("{{.*}}line-runs-locations.mlir":79:10)
// CHECK: #loc7 = loc("{{.*}}line-runs-locations.mlir":82:7)
// CHECK: #loc8 = loc("{{.*}}line-runs-locations.mlir":83:5)
