// RUN: pyopt %s --split-input-file | filecheck %s --strict-whitespace --match-full-lines
// Round trip of the `scf` ops: each case is an op's docstring example wrapped in a
// function (or a hand-written module); the CHECK lines are what Triton 3.6.0 prints for
// the same input, line for line.

// CHECK:module {
// CHECK-NEXT:  tt.func @scf_execute_region(%arg0: i32) {
// CHECK-NEXT:    %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:      scf.yield %arg0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @scf_for(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f32) {
// CHECK-NEXT:    %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT:      %1 = arith.addf %arg5, %arg5 : f32
// CHECK-NEXT:      scf.yield %1 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @scf_if(%arg0: i1, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @scf_index_switch(%arg0: index, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:    %0 = scf.index_switch %arg0 -> i32 
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      scf.yield %arg1 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg2 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @scf_while(%arg0: i32, %arg1: i1) {
// CHECK-NEXT:    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i32, i1) {
// CHECK-NEXT:      scf.condition(%arg3) %arg2, %arg3 : i32, i1
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg2: i32, %arg3: i1):
// CHECK-NEXT:      scf.yield %arg2, %arg3 : i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @f(%arg0: i32, %arg1: i1, %arg2: index, %arg3: f32, %arg4: !tt.ptr<f32>) -> f32 {
// CHECK-NEXT:    %0 = scf.for %arg5 = %arg0 to %arg0 step %arg0 iter_args(%arg6 = %arg3) -> (f32)  : i32 {
// CHECK-NEXT:      %7 = arith.addf %arg6, %arg6 : f32
// CHECK-NEXT:      scf.yield %7 : f32
// CHECK-NEXT:    } {tt.num_stages = 2 : i32}
// CHECK-NEXT:    scf.for unsigned %arg5 = %arg0 to %arg0 step %arg0  : i32 {
// CHECK-NEXT:      tt.store %arg4, %arg3 : !tt.ptr<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.for %arg5 = %arg2 to %arg2 step %arg2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    %1:2 = scf.for %arg5 = %arg2 to %arg2 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg0) -> (f32, i32) {
// CHECK-NEXT:      scf.yield %arg6, %arg7 : f32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    %2 = scf.if %arg1 -> (f32) {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %1#0 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      tt.store %arg4, %arg3 : !tt.ptr<f32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      tt.store %arg4, %2 : !tt.ptr<f32>
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.if %arg1 {
// CHECK-NEXT:      tt.store %arg4, %arg3 : !tt.ptr<f32>
// CHECK-NEXT:    } {foo = 1 : i32}
// CHECK-NEXT:    %3:2 = scf.while (%arg5 = %arg0, %arg6 = %arg1) : (i32, i1) -> (i32, i1) {
// CHECK-NEXT:      scf.condition(%arg6) %arg5, %arg6 : i32, i1
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg5: i32, %arg6: i1):
// CHECK-NEXT:      scf.yield %arg5, %arg6 : i32, i1
// CHECK-NEXT:    } attributes {foo}
// CHECK-NEXT:    %4 = scf.while (%arg5 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:      scf.condition(%arg1) %arg5 : i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%arg5: i32):
// CHECK-NEXT:      scf.yield %arg5 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.while : () -> () {
// CHECK-NEXT:      scf.condition(%arg1)
// CHECK-NEXT:    } do {
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    %5 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT:      scf.yield %arg3 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    %6:2 = scf.execute_region -> (f32, i32) {
// CHECK-NEXT:      scf.yield %arg3, %arg0 : f32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.execute_region {
// CHECK-NEXT:      cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:    ^bb1(%7: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:      cf.cond_br %arg1, ^bb1(%7 : i32), ^bb2
// CHECK-NEXT:    ^bb2:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:      cf.assert %arg1, "boom"
// CHECK-NEXT:      cf.cond_br %arg1, ^bb3, ^bb2
// CHECK-NEXT:    ^bb3:  // pred: ^bb2
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %0 : f32
// CHECK-NEXT:  }
// CHECK-NEXT:}
// CHECK-NEXT:// {{-----}}
// CHECK-NEXT:module {
// CHECK-NEXT:  tt.func @f(%arg0: index, %arg1: i32, %arg2: !tt.ptr<i32>) {
// CHECK-NEXT:    %0:2 = scf.index_switch %arg0 {foo} -> i32, i32 
// CHECK-NEXT:    case -1 {
// CHECK-NEXT:      scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 7 {
// CHECK-NEXT:      scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      scf.yield %arg1, %arg1 : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.index_switch %arg0 
// CHECK-NEXT:    case 3 {
// CHECK-NEXT:      tt.store %arg2, %arg1 : !tt.ptr<i32>
// CHECK-NEXT:      scf.yield
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
// CHECK-NEXT:  }
// CHECK-NEXT:}

module {
  tt.func @scf_execute_region(%c0_i32: i32) {
    %0 = scf.execute_region -> i32 no_inline {
      scf.yield %c0_i32 : i32
    }
    tt.return
  }
}

// -----

module {
  tt.func @scf_for(%c0_i32: i32, %arg1: i32, %c1_i32: i32, %cst: f32) {
    %1 = scf.for %arg3 = %c0_i32 to %arg1 step %c1_i32 iter_args(%arg4 = %cst) -> (f32)  : i32 {
      %2 = arith.addf %arg4, %arg4 : f32
      scf.yield %2 : f32
    }
    tt.return
  }
}

// -----

module {
  tt.func @scf_if(%0: i1, %c1_i32: i32, %c0_i32: i32) {
    %1 = scf.if %0 -> (i32) {
      scf.yield %c1_i32 : i32
    } else {
      scf.yield %c0_i32 : i32
    }
    tt.return
  }
}

// -----

module {
  tt.func @scf_index_switch(%arg0: index, %c1_i32: i32, %c0_i32: i32) {
    %0 = scf.index_switch %arg0 -> i32
    case 2 {
      scf.yield %c1_i32 : i32
    }
    default {
      scf.yield %c0_i32 : i32
    }
    tt.return
  }
}

// -----

module {
  tt.func @scf_while(%arg0: i32, %arg1: i1) {
    %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i32, i1) {
      scf.condition(%arg3) %arg2, %arg3 : i32, i1
    } do {
    ^bb0(%arg2: i32, %arg3: i1):
      scf.yield %arg2, %arg3 : i32, i1
    }
    tt.return
  }
}

// -----

module {
  tt.func @f(%arg0: i32, %arg1: i1, %arg2: index, %arg3: f32, %p: !tt.ptr<f32>) -> f32 {
    %0 = scf.for %arg4 = %arg0 to %arg0 step %arg0 iter_args(%arg5 = %arg3) -> (f32)  : i32 {
      %1 = arith.addf %arg5, %arg5 : f32
      scf.yield %1 : f32
    } {tt.num_stages = 2 : i32}
    scf.for unsigned %arg4 = %arg0 to %arg0 step %arg0  : i32 {
      tt.store %p, %arg3 : !tt.ptr<f32>
    }
    scf.for %arg4 = %arg2 to %arg2 step %arg2 {
    }
    %2:2 = scf.for %arg4 = %arg2 to %arg2 step %arg2 iter_args(%arg5 = %arg3, %arg6 = %arg0) -> (f32, i32) {
      scf.yield %arg5, %arg6 : f32, i32
    }
    %3 = scf.if %arg1 -> (f32) {
      scf.yield %arg3 : f32
    } else {
      scf.yield %2#0 : f32
    }
    scf.if %arg1 {
      tt.store %p, %arg3 : !tt.ptr<f32>
    } else {
      tt.store %p, %3 : !tt.ptr<f32>
    }
    scf.if %arg1 {
      tt.store %p, %arg3 : !tt.ptr<f32>
    } {foo = 1 : i32}
    %4:2 = scf.while (%arg4 = %arg0, %arg5 = %arg1) : (i32, i1) -> (i32, i1) {
      scf.condition(%arg5) %arg4, %arg5 : i32, i1
    } do {
    ^bb0(%arg4: i32, %arg5: i1):
      scf.yield %arg4, %arg5 : i32, i1
    } attributes {foo}
    %5 = scf.while (%arg4 = %arg0) : (i32) -> i32 {
      scf.condition(%arg1) %arg4 : i32
    } do {
    ^bb0(%arg4: i32):
      scf.yield %arg4 : i32
    }
    scf.while : () -> () {
      scf.condition(%arg1)
    } do {
      scf.yield
    }
    %6 = scf.execute_region -> f32 no_inline {
      scf.yield %arg3 : f32
    }
    %7:2 = scf.execute_region -> (f32, i32) {
      scf.yield %arg3, %arg0 : f32, i32
    }
    scf.execute_region {
      cf.br ^bb1(%arg0 : i32)
    ^bb1(%8: i32):
      cf.cond_br %arg1, ^bb1(%8 : i32), ^bb2
    ^bb2:
      cf.assert %arg1, "boom"
      cf.cond_br %arg1, ^bb3, ^bb2
    ^bb3:
      scf.yield
    }
    tt.return %0 : f32
  }
}

// -----

module {
  tt.func @f(%arg0: index, %arg1: i32, %p: !tt.ptr<i32>) {
    %0:2 = scf.index_switch %arg0 {foo} -> i32, i32
    case -1 {
      scf.yield %arg1, %arg1 : i32, i32
    }
    case 7 {
      scf.yield %arg1, %arg1 : i32, i32
    }
    default {
      scf.yield %arg1, %arg1 : i32, i32
    }
    scf.index_switch %arg0
    case 3 {
      tt.store %p, %arg1 : !tt.ptr<i32>
      scf.yield
    }
    default {
      scf.yield
    }
    tt.return
  }
}
