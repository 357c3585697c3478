// An input file cannot choose a file for pyopt to write, and what it names
// cannot drive the terminal (issue 23; README "Security").  pyopt's own rules:
// Triton has no access-report; the symbol is shown as Triton 3.6.0 prints it
// (tools/oracle.py roundtrip prints @"k\0Aecho INJECTED\1B[2J" for this input).

// A reproducer whose pipeline names a file to write is refused before anything
// runs: exit 1, the file is not created, the message names the option.
// RUN: rm -f %t.victim
// RUN: sed -e 's|pipeline: ".*",|pipeline: "builtin.module(access-report{format=table output=%t.victim})",|' %s > %t.repro
// RUN: not pyopt %t.repro --run-reproducer 2>&1 | filecheck %s --check-prefix=REFUSED
// RUN: not ls %t.victim
// REFUSED: pyopt: error: pass 'access-report': option 'output' names a file to write ("{{.*}}.victim"), and a pipeline read from the reproducer in '{{.*}}.repro' may not choose where pyopt writes: give the pass and this option on the command line (e.g. -access-report=output=FILE)

// The same pipeline on the command line writes the table, with the symbol
// escaped as the IR prints it.
// RUN: pyopt %s --pass-pipeline='builtin.module(access-report{format=table output=%t.table})' -o /dev/null
// RUN: filecheck %s --input-file=%t.table --check-prefix=TABLE
// TABLE: access report #1 (the input IR): @"k\0Aecho INJECTED\1B[2J", program (0, 0, 0), 4 warps
// TABLE: @"k\0Aecho INJECTED\1B[2J" loads: 4 requests, 16 sectors, 4.00 sectors/request, efficiency 100.0%
// TABLE-NOT: {{^}}echo INJECTED

#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @"k\0Aecho INJECTED\1B[2J"(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    %1 = tt.splat %arg0 : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
    %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
    %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.store %2, %3 : tensor<128x!tt.ptr<f32>, #blocked>
    tt.return
  }
}
{-#
  external_resources: {
    mlir_reproducer: {
      pipeline: "builtin.module(cse)",
      disable_threading: false,
      verify_each: true
    }
  }
#-}
