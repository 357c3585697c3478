// RUN: pyopt %s -allow-unregistered-dialect -symbol-dce -verify-diagnostics -o /dev/null

// An unregistered op with one region might be a symbol table nobody knows: the pass fails,
// as MLIR's does.

module {
  tt.func private @dead() {
    tt.return
  }
  // expected-error @below {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  "test.region"() ({
    "test.use"() {ref = @dead} : () -> ()
  }) : () -> ()
}
