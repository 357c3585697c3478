// RUN: pyopt %s -axis-info --split-input-file --verify-diagnostics -o /dev/null
// Control flow: scf.for induction variables and iter_args, scf.if, scf.while, cf branches,
// dead code.  Values that meet at a merge point are joined: per dimension the gcd of
// contiguity and constancy; divisibility the gcd of the divisibilities (and of the
// contiguities when they differ); a constant only if all sides agree.  Numbers derived by
// hand from Triton 3.6.0 (the cases were also checked against real Triton's coalesce log).

// scf.for: the induction variable has divisibility gcd(div lb, div step); an iter_arg
// joins the init value with what the body yields; the results are that same join.
tt.func @for(%lb: i32 {tt.divisibility = 32 : i32}, %n: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = 64}}
  %c64 = arith.constant 64 : i32
  // expected-remark @below {{contiguity = [128], divisibility = [1073741824], constancy = [1], constant_value = <none>}}
  %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [128], constant_value = 16}}
  %c16 = arith.constant dense<16> : tensor<128xi32>
  // init r (div 2^30) joined with acc + 16 (div gcd(., 16) = 16): contiguity 128, div 16
  // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %res:2 = scf.for %iv = %lb to %n step %c64 iter_args(%acc = %r, %k = %c0) -> (tensor<128xi32>, i32) : i32 {
    // iv: gcd(32, 64) = 32; splat: constancy 128
    // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [128], constant_value = <none>}}
    %s = tt.splat %iv : i32 -> tensor<128xi32>
    // expected-remark @below {{contiguity = [128], divisibility = [32], constancy = [1], constant_value = <none>}}
    %o = arith.addi %s, %r : tensor<128xi32>
    // expected-remark @below {{contiguity = [128], divisibility = [16], constancy = [1], constant_value = <none>}}
    %next = arith.addi %acc, %c16 : tensor<128xi32>
    // %k is always 0: the constant survives the join
    scf.yield %next, %k : tensor<128xi32>, i32
  }
  tt.return
}

// -----

// A known condition runs one branch only (dead code analysis with constant propagation);
// values in dead code get the pessimistic state.
tt.func @if(%c: i1) {
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 16}}
  %c16 = arith.constant 16 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 12}}
  %c12 = arith.constant 12 : i32
  // 16 and 12 joined: gcd(16, 4) = 4, no constant
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %a = scf.if %c -> (i32) {
    scf.yield %c16 : i32
  } else {
    scf.yield %c12 : i32
  }
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %false = arith.constant false
  // only the else branch runs: 16
  // expected-remark @below {{contiguity = [1], divisibility = [16], constancy = [1], constant_value = 16}}
  %b = scf.if %false -> (i32) {
    // never visited: pessimistic, not 12 + 12
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %dead = arith.addi %c12, %c12 : i32
    scf.yield %dead : i32
  } else {
    scf.yield %c16 : i32
  }
  tt.return
}

// -----

// scf.while: the "before" arguments join the inits with what the "after" region yields;
// the "after" arguments and the results are what scf.condition forwards.
tt.func @while(%n: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [4611686018427387904], constancy = [1], constant_value = 0}}
  %c0 = arith.constant 0 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = 8}}
  %c8 = arith.constant 8 : i32
  // 0 joined with x + 8: divisibility 8
  // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
  %w = scf.while (%x = %c0) : (i32) -> i32 {
    // a scalar compare has no rule: pessimistic
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %go = arith.cmpi slt, %x, %n : i32
    scf.condition(%go) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-remark @below {{contiguity = [1], divisibility = [8], constancy = [1], constant_value = <none>}}
    %y2 = arith.addi %y, %c8 : i32
    scf.yield %y2 : i32
  }
  tt.return
}

// -----

// cf branches: a block argument joins what its live predecessors pass; a branch on a
// known condition leaves the other successor dead.
tt.func @cf(%c: i1) {
  // expected-remark @below {{contiguity = [1], divisibility = [32], constancy = [1], constant_value = 32}}
  %c32 = arith.constant 32 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = 4}}
  %c4 = arith.constant 4 : i32
  cf.cond_br %c, ^bb1(%c32 : i32), ^bb2(%c4 : i32)
^bb1(%a: i32):
  // a is 32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = 64}}
  %a2 = arith.addi %a, %c32 : i32
  cf.br ^bb3(%a2 : i32)
^bb2(%b: i32):
  cf.br ^bb3(%b : i32)
^bb3(%m: i32):
  // m: 64 joined with 4: divisibility 4; m + 32: gcd(4, 32) = 4
  // expected-remark @below {{contiguity = [1], divisibility = [4], constancy = [1], constant_value = <none>}}
  %m2 = arith.addi %m, %c32 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %true = arith.constant true
  cf.cond_br %true, ^bb4, ^bb5(%m2 : i32)
^bb4:
  tt.return
^bb5(%d: i32):
  // dead: pessimistic
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %d2 = arith.muli %d, %c32 : i32
  tt.return
}

// -----

// Like Triton, the induction variable is joined without propagating the change: here the
// inner loop's lower bound %lb (an outer iter_arg, first 64) later becomes 64 joined with
// lb + 1 (divisibility 1), but the inner induction variable keeps gcd(64, 64) = 64.
// (Real Triton's coalesce log shows the same divisibility 64 for such a loop.)
tt.func @stale_induction_variable(%n: i32) {
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = 1}}
  %c1 = arith.constant 1 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = 64}}
  %c64 = arith.constant 64 : i32
  // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
  %r = scf.for %i = %c1 to %n step %c1 iter_args(%lb = %c64) -> (i32) : i32 {
    scf.for %j = %lb to %n step %c64 : i32 {
      // expected-remark @below {{contiguity = [1], divisibility = [64], constancy = [1], constant_value = <none>}}
      %t = arith.addi %j, %c64 : i32
    }
    // expected-remark @below {{contiguity = [1], divisibility = [1], constancy = [1], constant_value = <none>}}
    %lb2 = arith.addi %lb, %c1 : i32
    scf.yield %lb2 : i32
  }
  tt.return
}
