"""The interpreter's handlers of the ops with combine regions or data
movement beyond elementwise (reduce, scan, dot, gather, histogram,
shared memory, descriptors, amdg, ttng): helper "interp2"'s part of issue 28."""
