module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942", "ttg.threads-per-warp" = 64 : i32} {
  tt.func public @atomic_cas_lock(%arg0: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg1: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}, %arg2: !tt.ptr<i32> {tt.divisibility = 16 : i32, tt.pointer_range = 32 : i32}) attributes {noinline = false} {
    %true = arith.constant true
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = tt.get_program_id x : i32
    scf.while : () -> () {
      %5 = tt.atomic_cas acq_rel, gpu, %arg0, %c0_i32, %c1_i32 : (!tt.ptr<i32>, i32, i32) -> i32
      %6 = arith.cmpi eq, %5, %c1_i32 : i32
      scf.condition(%6)
    } do {
      scf.yield
    }
    %1 = tt.load %arg1 {isVolatile = true} : !tt.ptr<i32>
    %2 = arith.addi %1, %c1_i32 : i32
    tt.store %arg1, %2 : !tt.ptr<i32>
    %3 = tt.atomic_rmw exch, acq_rel, gpu, %arg0, %c0_i32, %true : (!tt.ptr<i32>, i32, i1) -> i32
    %4 = tt.addptr %arg2, %0 : !tt.ptr<i32>, i32
    tt.store %4, %c1_i32 : !tt.ptr<i32>
    tt.return
  }
}
