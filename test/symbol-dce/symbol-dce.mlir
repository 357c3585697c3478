// RUN: pyopt %s --split-input-file -allow-unregistered-dialect -symbol-dce | FileCheck %s

// -symbol-dce (MLIR's SymbolDCE): symbols that are not public and that no live op references
// are erased.  The CHECK lines are real Triton's output (passes.common.add_symbol_dce).

// CHECK-LABEL: module {
// CHECK-NEXT:    tt.func private @used() {
// CHECK-NEXT:      tt.return
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.func public @main() {
// CHECK-NEXT:      tt.call @used() : () -> ()
// CHECK-NEXT:      tt.return
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.func @pub() {
// CHECK-NEXT:      tt.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module {
  tt.func private @dead() {
    tt.return
  }
  tt.func private @used() {
    tt.return
  }
  // only a dead function calls it: dead too
  tt.func private @used_by_dead() {
    tt.return
  }
  tt.func private @dead2() {
    tt.call @used_by_dead() : () -> ()
    tt.return
  }
  tt.func public @main() {
    tt.call @used() : () -> ()
    tt.return
  }
  tt.func @pub() {
    tt.return
  }
  // nested visibility can be discarded too
  tt.func nested @nest() {
    tt.return
  }
}

// -----

// Nested symbol tables: references by nested and by attribute paths (@inner::@pub_inner),
// references inside arrays and dictionaries, a private module kept alive by a reference, an
// unnamed module (no symbol) kept.

// CHECK-LABEL: module {
// CHECK-NEXT:    module @inner {
// CHECK-NEXT:      tt.func nested @nested_used() {
// CHECK-NEXT:        tt.return
// CHECK-NEXT:      }
// CHECK-NEXT:      tt.func @pub_inner() {
// CHECK-NEXT:        tt.call @nested_used() : () -> ()
// CHECK-NEXT:        tt.return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    module @pinner attributes {sym_visibility = "private"} {
// CHECK-NEXT:      tt.func @pub_inner2() {
// CHECK-NEXT:        tt.return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    module {
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.func @main() {
// CHECK-NEXT:      "test.use"() {d = {x = @pinner}, ref = [@inner::@pub_inner]} : () -> ()
// CHECK-NEXT:      tt.return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module {
  module @inner attributes {} {
    tt.func private @dead_inner() {
      tt.return
    }
    tt.func nested @nested_used() {
      tt.return
    }
    tt.func @pub_inner() {
      tt.call @nested_used() : () -> ()
      tt.return
    }
  }
  module @pinner attributes {sym_visibility = "private"} {
    tt.func @pub_inner2() {
      tt.return
    }
  }
  module {
    tt.func private @x() {
      tt.return
    }
  }
  tt.func @main() {
    "test.use"() {ref = [@inner::@pub_inner], d = {x = @pinner}} : () -> ()
    tt.return
  }
}
