// pyopt layout (triton-tensor-layout): thread maps of this file's layouts, as Triton 3.6.0's
// getLayoutStr prints them (the CHECK lines were compared with libtriton's output).
//
// RUN: pyopt layout -i %s -alias-names=blocked,shared -t "tensor<4x8xf32>" | filecheck %s --check-prefix=NAMED
// RUN: pyopt layout -i %s --alias-names blocked -t "tensor<4x8xf32>" -use-hw-view | filecheck %s --check-prefix=HW
// RUN: pyopt layout -i %s -t "tensor<4x8xf16>" | filecheck %s --check-prefix=ALL
// RUN: pyopt layout -i - -alias-names=mma -t "tensor<4x8xf16>" < %s | filecheck %s --check-prefix=STDIN
// RUN: pyopt layout -l "#ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 4], warpsPerCTA = [2, 1], order = [1, 0]}>}>" -t "tensor<8xf32>" | filecheck %s --check-prefix=SLICE
// RUN: pyopt layout -l "#ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 4], warpsPerCTA = [2, 1], order = [1, 0]}>}>" -t "tensor<8xf32>" -use-hw-view | filecheck %s --check-prefix=SLICE-HW
// RUN: not pyopt layout -i %s -alias-names=blocked,nope -t "tensor<4x8xf32>" 2>&1 | filecheck %s --check-prefix=NOPE
// RUN: not pyopt layout -l "#ttg.blocked<{sizePerThread = [1, 2]}>" -t "tensor<4x8xf32>" 2>&1 | filecheck %s --check-prefix=BAD
// RUN: not pyopt layout -i %s 2>&1 | filecheck %s --check-prefix=NOTYPE

#blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
#shared = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 2, order = [1, 0]}>
module attributes {"ttg.num-warps" = 2 : i32} {
  tt.func @f(%a: tensor<4x4xf32, #blocked>) {
    tt.return
  }
}

// Named aliases come in the order given, each followed by a blank line.
// NAMED:      Print layout attribute: #blocked = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 4], warpsPerCTA = [2, 1], order = [1, 0]}>
// NAMED-NEXT: {{^}}{{\[\[}} T0:0,  T0:1,  T1:0,  T1:1,  T2:0,  T2:1,  T3:0,  T3:1]{{$}}
// NAMED-NEXT: {{^}}[  T4:0,  T4:1,  T5:0,  T5:1,  T6:0,  T6:1,  T7:0,  T7:1]{{$}}
// NAMED-NEXT: {{^}}[  T8:0,  T8:1,  T9:0,  T9:1, T10:0, T10:1, T11:0, T11:1]{{$}}
// NAMED-NEXT: {{^}}[ T12:0, T12:1, T13:0, T13:1, T14:0, T14:1, T15:0, T15:1]]{{$}}
// NAMED-EMPTY:
// NAMED-NEXT: Print layout attribute: #shared = #ttg.swizzled_shared<{vec = 2, perPhase = 1, maxPhase = 2, order = [1, 0]}>
// NAMED-NEXT: {{^}}{{\[\[}}(0:0),(0:1),(0:2),(0:3),(0:4),(0:5),(0:6),(0:7)]{{$}}
// NAMED-NEXT: {{^}}[ (1:2),(1:3),(1:0),(1:1),(1:6),(1:7),(1:4),(1:5)]{{$}}
// NAMED-NEXT: {{^}}[ (2:0),(2:1),(2:2),(2:3),(2:4),(2:5),(2:6),(2:7)]{{$}}
// NAMED-NEXT: {{^}}[ (3:2),(3:3),(3:0),(3:1),(3:6),(3:7),(3:4),(3:5)]]{{$}}
// NAMED-EMPTY:
// NAMED-NOT: {{.}}

// The hardware view: what each lane of each warp holds, register by register.
// HW:      Print layout attribute: #blocked =
// HW-NEXT: Warp0:
// HW-NEXT: {{^}}(0,0), (0,2), (0,4), (0,6), (1,0), (1,2), (1,4), (1,6){{$}}
// HW-NEXT: {{^}}(0,1), (0,3), (0,5), (0,7), (1,1), (1,3), (1,5), (1,7){{$}}
// HW-NEXT: Warp1:
// HW-NEXT: {{^}}(2,0), (2,2), (2,4), (2,6), (3,0), (3,2), (3,4), (3,6){{$}}
// HW-NEXT: {{^}}(2,1), (2,3), (2,5), (2,7), (3,1), (3,3), (3,5), (3,7){{$}}
// HW-EMPTY:

// Without -alias-names: every alias of the file, in its order, no blank lines.  An MMA
// layout's element is held by several threads (a broadcast): "|" between them.
// ALL:      Print layout attribute: #blocked =
// ALL-NEXT: {{\[\[}} T0:0,
// ALL:      [ T12:0, T12:1, T13:0, T13:1, T14:0, T14:1, T15:0, T15:1]]
// ALL-NEXT: Print layout attribute: #mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [1, 1], instrShape = [16, 8]}>
// ALL-NEXT: {{^}}{{\[\[}} T0:0| T0:2|T16:0|T16:2,  T0:1| T0:3|T16:1|T16:3,  T1:0| T1:2|T17:0|T17:2,  T1:1| T1:3|T17:1|T17:3,  T2:0| T2:2|T18:0|T18:2,  T2:1| T2:3|T18:1|T18:3,  T3:0| T3:2|T19:0|T19:2,  T3:1| T3:3|T19:1|T19:3]{{$}}
// ALL-NEXT: {{^}}[  T4:0| T4:2|T20:0|T20:2,
// ALL-NEXT: {{^}}[  T8:0| T8:2|T24:0|T24:2,
// ALL-NEXT: {{^}}[ T12:0|T12:2|T28:0|T28:2, T12:1|T12:3|T28:1|T28:3, T13:0|T13:2|T29:0|T29:2, T13:1|T13:3|T29:1|T29:3, T14:0|T14:2|T30:0|T30:2, T14:1|T14:3|T30:1|T30:3, T15:0|T15:2|T31:0|T31:2, T15:1|T15:3|T31:1|T31:3]]{{$}}
// ALL-NEXT: Print layout attribute: #shared =
// ALL-NOT:  Print layout attribute

// STDIN:      Print layout attribute: #mma =
// STDIN-NEXT: {{\[\[}} T0:0| T0:2|T16:0|T16:2,

// A 1-D slice: the sliced dimension's threads all hold the element.
// SLICE:      Print layout attribute: #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 2], threadsPerWarp = [2, 4], warpsPerCTA = [2, 1], order = [1, 0]}>}>
// SLICE-NEXT: {{^}}[ T0:0| T4:0| T8:0|T12:0,  T0:1| T4:1| T8:1|T12:1,  T1:0| T5:0| T9:0|T13:0,  T1:1| T5:1| T9:1|T13:1,  T2:0| T6:0|T10:0|T14:0,  T2:1| T6:1|T10:1|T14:1,  T3:0| T7:0|T11:0|T15:0,  T3:1| T7:1|T11:1|T15:1]{{$}}

// SLICE-HW:      Warp0:
// SLICE-HW-NEXT: {{^}}(0), (2), (4), (6), (0), (2), (4), (6){{$}}
// SLICE-HW-NEXT: {{^}}(1), (3), (5), (7), (1), (3), (5), (7){{$}}
// SLICE-HW-NEXT: Warp1:

// NOPE: Can't find the layout attribute: nope
// NOPE-NOT: Print layout attribute

// BAD:      #ttg.blocked<{sizePerThread = [1, 2]}>:1:6: error: sizePerThread, threadsPerWarp, warpsPerCTA, and order must all have the same rank
// BAD:      Invalid layout attribute: #ttg.blocked<{sizePerThread = [1, 2]}>

// NOTYPE: Must specify the tensor type argument
