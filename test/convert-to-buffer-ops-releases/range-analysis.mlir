// RUN: pyopt --triton-version=3.6 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V36
// RUN: pyopt --triton-version=3.7 %s -p 'convert-to-buffer-ops{arch-generation-name=gfx942}' | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.8 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V37
// RUN: pyopt --triton-version=3.9 %s -p 'convert-to-buffer-ops{gfx-arch=gfx942}' | filecheck %s --check-prefix=V39

// The AMD integer range analysis as each release runs it, seen through what
// convert-to-buffer-ops converts (offsets without tt.pointer_range need a proof):
// - @select_after_if: from 3.7 (llvm/llvm-project#173716) arith.select is the maximal range
//   when a side's range is not known yet (the scf.if result when the select is first visited):
//   the offsets may be negative, the load stays;
// - @lower_bound: from 3.7 a loop's trip count takes its lower bound's smallest value
//   (0 to 20: 20 turns of +50M, 3.6 took the largest, 10): the offsets pass 2 GB;
// - @histogram_offsets: from 3.9 tt.histogram's results are in [0, signed max] (3.6-3.8: the
//   signed range [0, -1]), so min(histogram, 1000) is in [0, 1000];
// - @dead_loops and @negative_step: from 3.7 (llvm/llvm-project#177116) a loop whose static
//   trip count is 0 never enters its body, which the analysis then leaves unvisited (%n to %n,
//   100 to 0 step -4); a step of 0 keeps the body live;
// - @one_trip, @select_in_loop, @unsigned_loop, @delta_trip: the same in every release.
// Input of pyopt's own; CHECK lines from the 3.6.0, 3.7.1, 3.8.0 (the same as 3.7.1) and 3.9.0
// wheels (tools/oracle.py run FILE -p 'convert-to-buffer-ops{arch-generation-name=gfx942}');
// their range-analysis logs (tools/range_log.py FILE --release R) equal pyopt's.

// V36-LABEL: tt.func public @select_after_if(
// V36: %5 = amdg.buffer_load %arg0[%4] : tensor<1024xf32, #blocked>
// V36-LABEL: tt.func public @select_in_loop(
// V36: %5 = amdg.buffer_load %arg0[%4] : tensor<1024xf32, #blocked>
// V36-LABEL: tt.func public @lower_bound(
// V36: %6 = amdg.buffer_load %arg0[%5] : tensor<1024xf32, #blocked>
// V36-LABEL: tt.func public @histogram_offsets(
// V36: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked>
// V36-LABEL: tt.func public @one_trip(
// V36: %4 = amdg.buffer_load %arg0[%3] : tensor<1024xf32, #blocked>
// V36-LABEL: tt.func public @delta_trip(
// V36: %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// V36-LABEL: tt.func public @dead_loops(
// V36: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// V36: %3 = amdg.buffer_load %arg0[%2] : tensor<1024xf32, #blocked>
// V36: %4 = amdg.buffer_load %arg0[%3] : tensor<1024xf32, #blocked>
// V36-LABEL: tt.func public @unsigned_loop(
// V36: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// V36-LABEL: tt.func public @negative_step(
// V36: %3 = amdg.buffer_load %arg0[%2] : tensor<1024xf32, #blocked>

// V37-LABEL: tt.func public @select_after_if(
// V37: %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37-LABEL: tt.func public @select_in_loop(
// V37: %5 = amdg.buffer_load %arg0[%4] : tensor<1024xf32, #blocked>
// V37-LABEL: tt.func public @lower_bound(
// V37: %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37-LABEL: tt.func public @histogram_offsets(
// V37: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37-LABEL: tt.func public @one_trip(
// V37: %4 = amdg.buffer_load %arg0[%3] : tensor<1024xf32, #blocked>
// V37-LABEL: tt.func public @delta_trip(
// V37: %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37-LABEL: tt.func public @dead_loops(
// V37: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37: %4 = amdg.buffer_load %arg0[%3] : tensor<1024xf32, #blocked>
// V37-LABEL: tt.func public @unsigned_loop(
// V37: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// V37-LABEL: tt.func public @negative_step(
// V37: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>

// V39-LABEL: tt.func public @select_after_if(
// V39: %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// V39-LABEL: tt.func public @select_in_loop(
// V39: %5 = amdg.buffer_load %arg0[%4] : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// V39-LABEL: tt.func public @lower_bound(
// V39: %8 = tt.load %7 : tensor<1024x!tt.ptr<f32>, #blocked>
// V39-LABEL: tt.func public @histogram_offsets(
// V39: %2 = amdg.buffer_load %arg0[%1] : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// V39-LABEL: tt.func public @one_trip(
// V39: %4 = amdg.buffer_load %arg0[%3] : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// V39-LABEL: tt.func public @delta_trip(
// V39: %7 = tt.load %6 : tensor<1024x!tt.ptr<f32>, #blocked>
// V39-LABEL: tt.func public @dead_loops(
// V39: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// V39: %4 = tt.load %3 : tensor<1024x!tt.ptr<f32>, #blocked>
// V39: %4 = amdg.buffer_load %arg0[%3] : !tt.ptr<f32> -> tensor<1024xf32, #blocked>
// V39-LABEL: tt.func public @unsigned_loop(
// V39: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>
// V39-LABEL: tt.func public @negative_step(
// V39: %5 = tt.load %4 : tensor<1024x!tt.ptr<f32>, #blocked>

#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [64], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @select_after_if(%p: !tt.ptr<f32>, %c: i1, %d: i1) {
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %c16 = arith.constant 16 : i32
    %r = scf.if %c -> (i32) {
      scf.yield %c8 : i32
    } else {
      scf.yield %c16 : i32
    }
    %s = arith.select %d, %r, %c4 : i32
    %m = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %sp = tt.splat %s : i32 -> tensor<1024xi32, #b>
    %o = arith.addi %m, %sp : tensor<1024xi32, #b>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    %a = tt.addptr %pp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
    %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
    tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    tt.return
  }
  tt.func public @select_in_loop(%p: !tt.ptr<f32>, %d: i1) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c4 = arith.constant 4 : i32
    %c8 = arith.constant 8 : i32
    %m = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    %res = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = arith.select %d, %acc, %c4 : i32
      %sp = tt.splat %s : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %m, %sp : tensor<1024xi32, #b>
      %a = tt.addptr %pp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
      %n = arith.addi %acc, %c1 : i32
      scf.yield %n : i32
    }
    tt.return
  }
  tt.func public @lower_bound(%p: !tt.ptr<f32>, %lb: i32) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c10 = arith.constant 10 : i32
    %c20 = arith.constant 20 : i32
    %step = arith.constant 50000000 : i32
    %ge = arith.cmpi sge, %lb, %c0 : i32
    llvm.intr.assume %ge : i1
    %le = arith.cmpi sle, %lb, %c10 : i32
    llvm.intr.assume %le : i1
    %m = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    %res = scf.for %i = %lb to %c20 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %sp = tt.splat %acc : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %m, %sp : tensor<1024xi32, #b>
      %a = tt.addptr %pp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
      %n = arith.addi %acc, %step : i32
      scf.yield %n : i32
    }
    tt.return
  }
  tt.func public @histogram_offsets(%p: !tt.ptr<f32>, %x: tensor<1024xi32, #b>) {
    %c1000 = arith.constant dense<1000> : tensor<1024xi32, #b>
    %h = tt.histogram %x : tensor<1024xi32, #b> -> tensor<1024xi32, #b>
    %o = arith.minsi %h, %c1000 : tensor<1024xi32, #b>
    %pp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    %a = tt.addptr %pp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
    %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
    tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    tt.return
  }
  tt.func public @one_trip(%p: !tt.ptr<f32>) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %big = arith.constant 2000000000 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %sp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    %res = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = tt.splat %acc : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
      %n = arith.addi %acc, %big : i32
      scf.yield %n : i32
    }
    tt.return %res : i32
  }
  tt.func public @delta_trip(%p: !tt.ptr<f32>, %lb: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c64 = arith.constant 64 : i32
    %big = arith.constant 2000000000 : i32
    %ub = arith.addi %lb, %c64 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %sp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    %res = scf.for %i = %lb to %ub step %c64 iter_args(%acc = %c0) -> (i32) : i32 {
      %s = tt.splat %acc : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
      %n = arith.addi %acc, %big : i32
      scf.yield %n : i32
    }
    tt.return %res : i32
  }
  tt.func public @dead_loops(%p: !tt.ptr<f32>, %n: i32) {
    %c0 = arith.constant 0 : i32
    %c5 = arith.constant 5 : i32
    %c1 = arith.constant 1 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %sp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    scf.for %i = %c5 to %c5 step %c1 : i32 {
      %s = tt.splat %i : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    }
    scf.for %i = %n to %n step %c1 : i32 {
      %s = tt.splat %c5 : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    }
    scf.for %i = %c0 to %c5 step %c0 : i32 {
      %s = tt.splat %i : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    }
    tt.return
  }
  tt.func public @unsigned_loop(%p: !tt.ptr<f32>) {
    %c0 = arith.constant 0 : i32
    %cm1 = arith.constant -1 : i32
    %c1 = arith.constant 1 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %sp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    scf.for unsigned %i = %cm1 to %c0 step %c1 : i32 {
      %s = tt.splat %i : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    }
    tt.return
  }
  tt.func public @negative_step(%p: !tt.ptr<f32>) {
    %c0 = arith.constant 0 : i32
    %c100 = arith.constant 100 : i32
    %cm4 = arith.constant -4 : i32
    %r = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #b>
    %sp = tt.splat %p : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #b>
    scf.for %i = %c100 to %c0 step %cm4 : i32 {
      %s = tt.splat %i : i32 -> tensor<1024xi32, #b>
      %o = arith.addi %r, %s : tensor<1024xi32, #b>
      %a = tt.addptr %sp, %o : tensor<1024x!tt.ptr<f32>, #b>, tensor<1024xi32, #b>
      %v = tt.load %a : tensor<1024x!tt.ptr<f32>, #b>
      tt.store %a, %v : tensor<1024x!tt.ptr<f32>, #b>
    }
    tt.return
  }
}
