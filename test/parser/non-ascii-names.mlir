// RUN: pyopt %s | filecheck %s
// RUN: pyopt %s | pyopt | filecheck %s
// Names with a non-ASCII letter are not bare identifiers to MLIR (its
// isBareIdentifier is ASCII-only): symbol names and dictionary keys print
// quoted, each UTF-8 byte escaped, and read back the same. Expected output
// compared with Triton 3.6.0's printer (tools/oracle.py roundtrip).

module {
  // CHECK: tt.func @"x\C3\A9"() attributes {kx = 3 : i32, "k\C3\A9" = 1 : i32, "k\C3\A9x" = 2 : i32}
  tt.func @"xé"() attributes {"ké" = 1 : i32, "k\C3\A9x" = 2 : i32, "kx" = 3 : i32} {
    tt.return
  }
  // CHECK: tt.func @"x\C3\A9y"()
  tt.func @"x\C3\A9y"() {
    // CHECK-NEXT: tt.call @"x\C3\A9"() : () -> ()
    tt.call @"xé"() : () -> ()
    tt.return
  }
}
