// Passes run in the order they are named, repeats included, whichever way
// they are named (-NAME, --NAME, alias, -p), with options; --pass-pipeline
// alone (mlir-opt refuses it with pass flags).
// The test passes come from a plugin (Inputs/driver_passes.py).
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-trace=tag=a --test-trace="tag=b upper=true" -p test-trace{tag=c} -p 'test-trace-alias=tag=d repeat=2' -test-trace=extra=f,g --pass=test-trace{upper=1} | filecheck %s
// CHECK: module attributes {test.trace = ["a", "B", "c", "d", "d", "x", "f", "g", "X"]}
// RUN: pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py --pass-pipeline='builtin.module(test-trace{tag=e},test-trace)' | filecheck %s --check-prefix=PIPELINE
// PIPELINE: module attributes {test.trace = ["e", "x"]}

// Options may come before or after the input and with one or two dashes.
// RUN: pyopt -test-trace %s -load-pass-plugin %S/Inputs/driver_passes.py -test-trace=tag=y | filecheck %s --check-prefix=ORDER
// ORDER: module attributes {test.trace = ["x", "y"]}

// Errors name the culprit; exit code 1, nothing on stdout.
// RUN: not pyopt %s -no-such-pass 2>&1 | filecheck %s --check-prefix=UNKNOWN
// UNKNOWN: pyopt: error: unknown option or pass '-no-such-pass'
// RUN: not pyopt %s -p no-such-pass 2>&1 | filecheck %s --check-prefix=UNKNOWN-P
// UNKNOWN-P: pyopt: error: unknown pass 'no-such-pass'
// RUN: not pyopt %s -tritongpu-pipeline 2>&1 | filecheck %s --check-prefix=TRITON
// TRITON: pyopt: error: pass 'tritongpu-pipeline' is a Triton pass pyopt does not implement (see pyopt --list-passes)
// TRITON-NEXT: pyopt: note: Triton 3.6 adds it with passes.ttgpuir.add_pipeline
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-trace=nope=1 2>&1 | filecheck %s --check-prefix=NO-OPTION
// NO-OPTION: pyopt: error: pass 'test-trace': no such option 'nope' (options: tag, upper, repeat, extra)
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-trace=upper=maybe 2>&1 | filecheck %s --check-prefix=BAD-BOOL
// BAD-BOOL: pyopt: error: pass 'test-trace': invalid value 'maybe' for option 'upper' (expected true/false/1/0)
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py -test-trace=repeat=two 2>&1 | filecheck %s --check-prefix=BAD-INT
// BAD-INT: pyopt: error: pass 'test-trace': invalid value 'two' for option 'repeat' (expected int)
// A module pass nested on tt.func: MLIR's message (mlir/test/Pass/pipeline-parsing.mlir's).
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/driver_passes.py --pass-pipeline='builtin.module(tt.func(test-trace))' 2>&1 | filecheck %s --check-prefix=NESTED
// NESTED: pyopt: error: Can't add pass 'TestTrace' restricted to 'builtin.module' on a PassManager intended to run on 'tt.func', did you intend to nest?
// RUN: not pyopt %s --load-pass-plugin=%S/Inputs/nonexistent.py 2>&1 | filecheck %s --check-prefix=PLUGIN
// PLUGIN: pyopt: error: cannot load pass plugin

tt.func @f() {
  tt.return
}
