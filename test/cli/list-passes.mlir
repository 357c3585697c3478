// RUN: pyopt --list-passes | filecheck %s
// CHECK: Available passes
// CHECK: -canonicalize-pointers  (-tritonamdgpu-canonicalize-pointers)
// CHECK: -convert-to-buffer-ops  (-tritonamdgpu-convert-buffer-ops)
// Passes pyopt does not implement are not listed.
// CHECK-NOT: tritongpu-pipeline

// RUN: pyopt --load-pass-plugin=%S/Inputs/driver_passes.py --list-passes | filecheck %s --check-prefix=PLUGIN
// PLUGIN: Available passes:
// PLUGIN: -test-trace  (-test-trace-alias)
// PLUGIN-NEXT: Append a tag to the module attribute test.trace
// PLUGIN-NEXT: tag=<str>  the tag to append (default: x)
// PLUGIN-NEXT: upper=<true/false/1/0> (default: false)
// PLUGIN-NEXT: repeat=<int> (default: 1)
